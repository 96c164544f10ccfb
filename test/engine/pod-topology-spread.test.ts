/**
 * PodTopologySpread's PreFilter and Filter, case by case: the cases are upstream's
 * pkg/scheduler/framework/plugins/podtopologyspread/filtering_test.go (kubernetes v1.37.2)
 * TestSingleConstraint and TestMultipleConstraints, rewritten as rows (fooSelector is `foo`
 * Exists, barSelector `bar` Exists, the taint node.kubernetes.io/unschedulable:NoSchedule), plus
 * TestPreFilterStateAddPod/RemovePod's point: a dry run's AddPod and RemovePod move the counts.
 * As upstream's, these run the plugin alone: NodeAffinity and TaintToleration do not filter here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { NodeInfo } from '../../src/engine/node-info.ts';
import * as podTopologySpread from '../../src/engine/plugins/pod-topology-spread.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { ClusterState, nodeInfoOf } from '../../src/engine/state.ts';
import type { LabelSelector, Node } from '../../src/model/objects.ts';
import type { SchedulingConstraints, TopologySpreadConstraint } from '../../src/model/pod.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

const foo: LabelSelector = { matchLabels: {}, matchExpressions: [{ key: 'foo', operator: 'Exists', values: [] }] };
const bar: LabelSelector = { matchLabels: {}, matchExpressions: [{ key: 'bar', operator: 'Exists', values: [] }] };
const UNSCHEDULABLE_TAINT = { key: 'node.kubernetes.io/unschedulable', value: '', effect: 'NoSchedule' };

type Code = 'Success' | 'Unschedulable' | 'UnschedulableAndUnresolvable';

/** st.MakePod().SpreadConstraint(maxSkew, key, DoNotSchedule, selector, minDomains, nodeAffinityPolicy, nodeTaintsPolicy, matchLabelKeys). */
function spread(
  maxSkew: number,
  topologyKey: string,
  labelSelector: LabelSelector | undefined,
  o: Partial<TopologySpreadConstraint> = {},
): TopologySpreadConstraint {
  return {
    maxSkew,
    topologyKey,
    whenUnsatisfiable: 'DoNotSchedule',
    labelSelector,
    minDomains: undefined,
    nodeAffinityPolicy: undefined,
    nodeTaintsPolicy: undefined,
    matchLabelKeys: [],
    ...o,
  };
}

interface IncomingPod {
  readonly labels: Readonly<Record<string, string>>;
  readonly constraints: readonly TopologySpreadConstraint[];
  readonly nodeSelector?: Readonly<Record<string, string>>;
  /** NodeAffinityIn / NodeAffinityNotIn on a node label. */
  readonly affinity?: { readonly key: string; readonly operator: 'In' | 'NotIn'; readonly values: readonly string[] };
}

function incoming(p: IncomingPod): SimPod {
  const scheduling: SchedulingConstraints = {
    nodeSelector: p.nodeSelector ?? {},
    tolerations: [],
    requiredNodeAffinity: p.affinity === undefined ? undefined : [{ matchExpressions: [p.affinity], matchFields: [] }],
    schedulerName: 'default-scheduler',
    topologySpreadConstraints: p.constraints,
  };
  return new SimPod(modelPod('p', { labels: p.labels, scheduling }), undefined);
}

/** "name@node", labelled `foo` unless told; `ns`, `terminating`. */
interface Existing {
  readonly name: string;
  readonly node: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly namespace?: string;
  readonly terminating?: boolean;
}

function existing(e: Existing): SimPod {
  const p = new SimPod(
    modelPod(e.name, { labels: e.labels ?? { foo: '' }, nodeName: e.node, ...(e.namespace === undefined ? {} : { namespace: e.namespace }) }),
    e.node,
  );
  if (e.terminating === true) p.terminatingUntil = 30;
  return p;
}

function makeNode(name: string, labels: Readonly<Record<string, string>>, tainted = false): Node {
  const n = modelNode(name, { labels });
  return tainted ? { ...n, taints: [UNSCHEDULABLE_TAINT] } : n;
}

/** Four nodes in two zones, each labelled with its own `node` value (most of upstream's cases). */
const ZONES: readonly Node[] = [
  makeNode('node-a', { zone: 'zone1', node: 'node-a' }),
  makeNode('node-b', { zone: 'zone1', node: 'node-b' }),
  makeNode('node-x', { zone: 'zone2', node: 'node-x' }),
  makeNode('node-y', { zone: 'zone2', node: 'node-y' }),
];

/** The four nodes labelled `foo` but node-y, for the NodeAffinityPolicy cases; node-y tainted for the NodeTaintsPolicy ones. */
function fooNodes(taintY = false): Node[] {
  return [
    makeNode('node-a', { node: 'node-a', foo: '' }),
    makeNode('node-b', { node: 'node-b', foo: '' }),
    makeNode('node-x', { node: 'node-x', foo: '' }),
    makeNode('node-y', { node: 'node-y' }, taintY),
  ];
}

function at(node: string, ...names: string[]): Existing[] {
  return names.map((name) => ({ name, node }));
}

/** 2/1/0/3 over node-a, node-b, node-x, node-y. */
const SPREAD_2_1_0_3: readonly Existing[] = [...at('node-a', 'p-a1', 'p-a2'), ...at('node-b', 'p-b1'), ...at('node-y', 'p-y1', 'p-y2', 'p-y3')];

interface Row {
  readonly name: string;
  readonly pod: IncomingPod;
  readonly nodes: readonly Node[];
  readonly existing?: readonly Existing[];
  readonly want: Readonly<Record<string, Code>>;
}

/** The snapshot: the nodes with the existing pods bound to them. */
function snapshot(row: Pick<Row, 'nodes' | 'existing'>): ClusterState {
  const state = new ClusterState([...row.nodes]);
  for (const p of (row.existing ?? []).map(existing)) state.addPod(p);
  return state;
}

function infosOf(state: ClusterState): NodeInfo[] {
  return [...state.nodes.values()].map(nodeInfoOf);
}

function check(row: Row): void {
  const pod = incoming(row.pod);
  const cluster = snapshot(row);
  const infos = infosOf(cluster);
  const state = podTopologySpread.preFilter(pod, cluster);
  assert.ok(state !== undefined, 'PreFilter skipped');
  const got = Object.fromEntries(infos.map((i) => [i.node.name, podTopologySpread.filter(state, pod, i.node).code]));
  assert.deepEqual(got, row.want);
}

const ALL_FIT = { 'node-a': 'Success', 'node-b': 'Success', 'node-x': 'Success', 'node-y': 'Success' } as const;
const X_ONLY = { 'node-a': 'Unschedulable', 'node-b': 'Unschedulable', 'node-x': 'Success', 'node-y': 'Unschedulable' } as const;
const X_AND_Y = { 'node-a': 'Unschedulable', 'node-b': 'Unschedulable', 'node-x': 'Success', 'node-y': 'Success' } as const;

const SINGLE: readonly Row[] = [
  { name: 'no existing pods', pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo)] }, nodes: ZONES, want: ALL_FIT },
  {
    name: "no existing pods, incoming pod doesn't match itself",
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', bar)] },
    nodes: ZONES,
    want: ALL_FIT,
  },
  {
    name: 'existing pods in a different namespace do not count',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo)] },
    nodes: ZONES,
    existing: [
      { name: 'p-a1', node: 'node-a', namespace: 'ns1' },
      { name: 'p-b1', node: 'node-a', namespace: 'ns2' },
      ...at('node-x', 'p-x1'),
      ...at('node-y', 'p-y1'),
    ],
    want: { 'node-a': 'Success', 'node-b': 'Success', 'node-x': 'Unschedulable', 'node-y': 'Unschedulable' },
  },
  {
    name: 'existing pods do not match null selector',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', undefined)] },
    nodes: ZONES,
    existing: [...at('node-x', 'p-x1'), ...at('node-y', 'p-y1')],
    want: ALL_FIT,
  },
  {
    name: 'pods spread across zones as 3/3, all nodes fit',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo)] },
    nodes: ZONES,
    existing: [...at('node-a', 'p-a1', 'p-a2'), ...at('node-b', 'p-b1'), ...at('node-y', 'p-y1', 'p-y2', 'p-y3')],
    want: ALL_FIT,
  },
  {
    name: "pods spread across zones as 1/2 due to absence of label 'zone' on node-b",
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo)] },
    nodes: [ZONES[0]!, makeNode('node-b', { zon: 'zone1', node: 'node-b' }), ZONES[2]!, ZONES[3]!],
    existing: [...at('node-a', 'p-a1'), ...at('node-b', 'p-b1'), ...at('node-x', 'p-x1'), ...at('node-y', 'p-y1')],
    want: { 'node-a': 'Success', 'node-b': 'UnschedulableAndUnresolvable', 'node-x': 'Unschedulable', 'node-y': 'Unschedulable' },
  },
  {
    name: "pod cannot be scheduled as all nodes don't have label 'rack'",
    pod: { labels: { foo: '' }, constraints: [spread(1, 'rack', foo)] },
    nodes: [ZONES[0]!, ZONES[2]!],
    want: { 'node-a': 'UnschedulableAndUnresolvable', 'node-x': 'UnschedulableAndUnresolvable' },
  },
  {
    name: 'pods spread across nodes as 2/1/0/3, only node-x fits',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'node', foo)] },
    nodes: ZONES,
    existing: SPREAD_2_1_0_3,
    want: X_ONLY,
  },
  {
    name: 'pods spread across nodes as 2/1/0/3, maxSkew is 2, node-b and node-x fit',
    pod: { labels: { foo: '' }, constraints: [spread(2, 'node', foo)] },
    nodes: ZONES,
    existing: SPREAD_2_1_0_3,
    want: { 'node-a': 'Unschedulable', 'node-b': 'Success', 'node-x': 'Success', 'node-y': 'Unschedulable' },
  },
  {
    name: "pods spread across nodes as 2/1/0/3, but pod doesn't match itself",
    pod: { labels: { bar: '' }, constraints: [spread(1, 'node', foo)] },
    nodes: ZONES,
    existing: SPREAD_2_1_0_3,
    want: { 'node-a': 'Unschedulable', 'node-b': 'Success', 'node-x': 'Success', 'node-y': 'Unschedulable' },
  },
  {
    // Only node-a and node-y are counted (2/~1~/~0~/3): node-a fits; node-b and node-x pass this plugin, NodeAffinity would stop them.
    name: 'incoming pod has nodeAffinity, pods spread as 2/~1~/~0~/3, hence node-a fits',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'node', foo)], affinity: { key: 'node', operator: 'In', values: ['node-a', 'node-y'] } },
    nodes: ZONES,
    existing: SPREAD_2_1_0_3,
    want: { 'node-a': 'Success', 'node-b': 'Success', 'node-x': 'Success', 'node-y': 'Unschedulable' },
  },
  {
    name: 'terminating Pods should be excluded',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'node', foo)] },
    nodes: [makeNode('node-a', { node: 'node-a' }), makeNode('node-b', { node: 'node-b' })],
    existing: [{ name: 'p-a', node: 'node-a', terminating: true }, ...at('node-b', 'p-b')],
    want: { 'node-a': 'Success', 'node-b': 'Unschedulable' },
  },
  {
    name: 'incoming pod has nodeAffinity, pods spread as 0/~2~/0/1, hence node-a fits',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo)], affinity: { key: 'node', operator: 'NotIn', values: ['node-b'] } },
    nodes: ZONES,
    existing: [...at('node-b', 'p-b1', 'p-b2'), ...at('node-y', 'p-y1')],
    want: { 'node-a': 'Success', 'node-b': 'Success', 'node-x': 'Unschedulable', 'node-y': 'Unschedulable' },
  },
];

const THREE_NODES = [makeNode('node-a', { node: 'node-a' }), makeNode('node-b', { node: 'node-b' }), makeNode('node-c', { node: 'node-c' })];
const SPREAD_2_2_1 = [...at('node-a', 'p-a1', 'p-a2'), ...at('node-b', 'p-b1', 'p-b2'), ...at('node-c', 'p-c1')];
const ZONE_2_1 = [...at('node-a', 'p-b1'), ...at('node-b', 'p-b2'), ...at('node-y', 'p-y1')];

const MIN_DOMAINS: readonly Row[] = [
  {
    name: 'pods spread across nodes as 2/2/1, maxSkew is 2, and the number of domains < minDomains, then the third node fits',
    pod: { labels: { foo: '' }, constraints: [spread(2, 'node', foo, { minDomains: 4 })] },
    nodes: THREE_NODES,
    existing: SPREAD_2_2_1,
    want: { 'node-a': 'Unschedulable', 'node-b': 'Unschedulable', 'node-c': 'Success' },
  },
  {
    name: 'pods spread across nodes as 2/2/1, maxSkew is 2, and the number of domains > minDomains, then the all nodes fit',
    pod: { labels: { foo: '' }, constraints: [spread(2, 'node', foo, { minDomains: 2 })] },
    nodes: THREE_NODES,
    existing: SPREAD_2_2_1,
    want: { 'node-a': 'Success', 'node-b': 'Success', 'node-c': 'Success' },
  },
  {
    name: 'pods spread across zone as 2/1, maxSkew is 2 and the number of domains < minDomains, then the third and fourth nodes fit',
    pod: { labels: { foo: '' }, constraints: [spread(2, 'zone', foo, { minDomains: 3 })] },
    nodes: ZONES,
    existing: ZONE_2_1,
    want: X_AND_Y,
  },
  {
    name: 'pods spread across zone as 2/1, maxSkew is 2 and the number of domains > minDomains, then the all nodes fit',
    pod: { labels: { foo: '' }, constraints: [spread(2, 'zone', foo, { minDomains: 1 })] },
    nodes: ZONES,
    existing: ZONE_2_1,
    want: ALL_FIT,
  },
];

const FOO_SPREAD = [...at('node-a', 'p-b1'), ...at('node-b', 'p-b2'), ...at('node-y', 'p-y1')];

const INCLUSION: readonly Row[] = [
  {
    name: 'NodeAffinityPolicy honored with labelSelectors',
    pod: { labels: { foo: '' }, nodeSelector: { foo: '' }, constraints: [spread(1, 'node', foo)] },
    nodes: fooNodes(),
    existing: FOO_SPREAD,
    want: X_AND_Y,
  },
  {
    name: 'NodeAffinityPolicy ignored with labelSelectors',
    pod: { labels: { foo: '' }, nodeSelector: { foo: '' }, constraints: [spread(1, 'node', foo, { nodeAffinityPolicy: 'Ignore' })] },
    nodes: fooNodes(),
    existing: FOO_SPREAD,
    want: X_ONLY,
  },
  {
    name: 'NodeAffinityPolicy honored with nodeAffinity',
    pod: { labels: { foo: '' }, affinity: { key: 'foo', operator: 'In', values: [''] }, constraints: [spread(1, 'node', foo)] },
    nodes: fooNodes(),
    existing: FOO_SPREAD,
    want: X_AND_Y,
  },
  {
    name: 'NodeAffinityPolicy ignored with nodeAffinity',
    pod: {
      labels: { foo: '' },
      affinity: { key: 'foo', operator: 'In', values: [''] },
      constraints: [spread(1, 'node', foo, { nodeAffinityPolicy: 'Ignore' })],
    },
    nodes: fooNodes(),
    existing: FOO_SPREAD,
    want: X_ONLY,
  },
  {
    name: 'NodeTaintsPolicy honored',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'node', foo, { nodeTaintsPolicy: 'Honor' })] },
    nodes: fooNodes(true),
    existing: FOO_SPREAD,
    want: X_AND_Y,
  },
  {
    name: 'NodeTaintsPolicy ignored',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'node', foo)] },
    nodes: fooNodes(true),
    existing: FOO_SPREAD,
    want: X_ONLY,
  },
];

const MULTIPLE: readonly Row[] = [
  {
    name: 'two Constraints on zone and node, spreads = [3/3, 2/1/0/3]',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo), spread(1, 'node', foo)] },
    nodes: ZONES,
    existing: SPREAD_2_1_0_3,
    want: X_ONLY,
  },
  {
    name: 'two Constraints on zone and node, spreads = [3/4, 2/1/0/4]',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo), spread(1, 'node', foo)] },
    nodes: ZONES,
    existing: [...SPREAD_2_1_0_3, ...at('node-y', 'p-y4')],
    want: { 'node-a': 'Unschedulable', 'node-b': 'Unschedulable', 'node-x': 'Unschedulable', 'node-y': 'Unschedulable' },
  },
  {
    name: 'Constraints hold different labelSelectors, spreads = [1/0, 1/0/0/1]',
    pod: { labels: { foo: '', bar: '' }, constraints: [spread(1, 'zone', foo), spread(1, 'node', bar)] },
    nodes: ZONES,
    existing: [
      { name: 'p-a1', node: 'node-a', labels: { foo: '' } },
      { name: 'p-y1', node: 'node-y', labels: { bar: '' } },
    ],
    want: { 'node-a': 'Unschedulable', 'node-b': 'Unschedulable', 'node-x': 'Success', 'node-y': 'Unschedulable' },
  },
  {
    name: 'Constraints hold different labelSelectors, spreads = [2/3, 1/0/0/1]',
    pod: { labels: { foo: '', bar: '' }, constraints: [spread(1, 'zone', foo), spread(1, 'node', bar)] },
    nodes: ZONES,
    existing: [
      { name: 'p-a1', node: 'node-a', labels: { foo: '' } },
      { name: 'p-a2', node: 'node-a', labels: { foo: '', bar: '' } },
      { name: 'p-y1', node: 'node-y', labels: { foo: '' } },
      { name: 'p-y2', node: 'node-y', labels: { foo: '', bar: '' } },
      { name: 'p-y3', node: 'node-y', labels: { foo: '' } },
    ],
    want: { 'node-a': 'Unschedulable', 'node-b': 'Success', 'node-x': 'Unschedulable', 'node-y': 'Unschedulable' },
  },
  {
    name: "Constraints hold different labelSelectors but pod doesn't match itself on 'zone' constraint",
    pod: { labels: { bar: '' }, constraints: [spread(1, 'zone', foo), spread(1, 'node', bar)] },
    nodes: ZONES,
    existing: [
      { name: 'p-a1', node: 'node-a', labels: { foo: '' } },
      { name: 'p-x1', node: 'node-x', labels: { bar: '' } },
      { name: 'p-y1', node: 'node-y', labels: { bar: '' } },
    ],
    want: { 'node-a': 'Success', 'node-b': 'Success', 'node-x': 'Unschedulable', 'node-y': 'Unschedulable' },
  },
  {
    name: "two Constraints on zone and node, absence of label 'node' on node-x, spreads = [1/1, 1/0/0/1]",
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo), spread(1, 'node', foo)] },
    nodes: [ZONES[0]!, ZONES[1]!, makeNode('node-x', { zone: 'zone2' }), ZONES[3]!],
    existing: [...at('node-a', 'p-a1'), ...at('node-y', 'p-y3')],
    want: { 'node-a': 'Unschedulable', 'node-b': 'Success', 'node-x': 'UnschedulableAndUnresolvable', 'node-y': 'Unschedulable' },
  },
  {
    name: 'two node inclusion Constraints, zone: honor/honor, node: honor/ignore',
    pod: { labels: { foo: '' }, constraints: [spread(1, 'zone', foo, { nodeTaintsPolicy: 'Honor' }), spread(1, 'node', foo)] },
    nodes: [
      makeNode('node-a', { zone: 'zone1', node: 'node-a', foo: '' }),
      makeNode('node-b', { zone: 'zone1', node: 'node-b', foo: '' }),
      makeNode('node-x', { zone: 'zone2', node: 'node-x', foo: '' }),
      makeNode('node-y', { zone: 'zone2', node: 'node-y' }, true),
    ],
    existing: [...at('node-a', 'p-a1'), ...at('node-b', 'p-b1'), ...at('node-y', 'p-y1')],
    want: X_ONLY,
  },
];

describe('PodTopologySpread Filter (filtering_test.go TestSingleConstraint)', () => {
  for (const row of SINGLE)
    it(row.name, () => {
      check(row);
    });
});

describe('PodTopologySpread Filter with minDomains (TestSingleConstraint)', () => {
  for (const row of MIN_DOMAINS)
    it(row.name, () => {
      check(row);
    });
});

describe('PodTopologySpread Filter with nodeAffinityPolicy and nodeTaintsPolicy (TestSingleConstraint)', () => {
  for (const row of INCLUSION)
    it(row.name, () => {
      check(row);
    });
});

describe('PodTopologySpread Filter (filtering_test.go TestMultipleConstraints)', () => {
  for (const row of MULTIPLE)
    it(row.name, () => {
      check(row);
    });
});

describe('PodTopologySpread PreFilter', () => {
  it('skips a pod whose constraints are all ScheduleAnyway, and a pod without constraints (the system defaults only score)', () => {
    const anyway = incoming({ labels: { foo: '' }, constraints: [{ ...spread(1, 'zone', foo), whenUnsatisfiable: 'ScheduleAnyway' }] });
    assert.equal(podTopologySpread.preFilter(anyway, snapshot({ nodes: ZONES })), undefined);
    assert.equal(podTopologySpread.preFilter(incoming({ labels: { foo: '' }, constraints: [] }), snapshot({ nodes: ZONES })), undefined);
  });

  it('the reasons: a missing topology key, a skew too large', () => {
    const pod = incoming({ labels: { foo: '' }, constraints: [spread(1, 'node', foo)] });
    const cluster = snapshot({ nodes: [...ZONES.slice(0, 3), makeNode('node-z', { zone: 'zone2' })], existing: at('node-a', 'p-a1', 'p-a2') });
    const infos = infosOf(cluster);
    const state = podTopologySpread.preFilter(pod, cluster)!;
    const reasons = infos.map((i) => podTopologySpread.filter(state, pod, i.node));
    assert.deepEqual(
      reasons.map((s) => [s.code, s.plugin, ...s.reasons]),
      [
        ['Unschedulable', 'PodTopologySpread', "node(s) didn't match pod topology spread constraints"],
        ['Success', 'PodTopologySpread'],
        ['Success', 'PodTopologySpread'],
        ['UnschedulableAndUnresolvable', 'PodTopologySpread', "node(s) didn't match pod topology spread constraints (missing required label)"],
      ],
    );
  });

  it('matchLabelKeys: the pod-template-hash merged into the selector counts only the same revision', () => {
    const constraint = spread(1, 'zone', { matchLabels: { app: 'web' }, matchExpressions: [] }, { matchLabelKeys: ['pod-template-hash'] });
    const pod = incoming({ labels: { app: 'web', 'pod-template-hash': 'new' }, constraints: [constraint] });
    const old = (name: string, node: string): Existing => ({ name, node, labels: { app: 'web', 'pod-template-hash': 'old' } });
    const cluster = snapshot({
      nodes: ZONES,
      existing: [old('o1', 'node-a'), old('o2', 'node-a'), { name: 'n1', node: 'node-x', labels: { app: 'web', 'pod-template-hash': 'new' } }],
    });
    const infos = infosOf(cluster);
    const state = podTopologySpread.preFilter(pod, cluster)!;
    // Old pods are not counted: zone1 0, zone2 1, so only zone1 takes the new pod.
    assert.deepEqual(
      infos.map((i) => podTopologySpread.filter(state, pod, i.node).code),
      ['Success', 'Success', 'Unschedulable', 'Unschedulable'],
    );
  });
});

describe('PodTopologySpread AddPod and RemovePod (TestPreFilterStateAddPod, TestPreFilterStateRemovePod)', () => {
  it('a pod removed from node-y lets node-y in; added back, it is out again; a pod of another namespace changes nothing', () => {
    const pod = incoming({ labels: { foo: '' }, constraints: [spread(1, 'zone', foo)] });
    const pods = [...at('node-a', 'p-a1'), ...at('node-y', 'p-y1', 'p-y2')].map(existing);
    const cluster = new ClusterState([...ZONES]);
    for (const p of pods) cluster.addPod(p);
    const y = ZONES[3]!;
    const state = podTopologySpread.clone(podTopologySpread.preFilter(pod, cluster)!);
    assert.equal(podTopologySpread.filter(state, pod, y).code, 'Unschedulable');
    podTopologySpread.removePod(state, pod, pods[1]!, y);
    assert.equal(podTopologySpread.filter(state, pod, y).code, 'Success');
    podTopologySpread.addPod(state, pod, existing({ name: 'other', node: 'node-y', namespace: 'other' }), y);
    assert.equal(podTopologySpread.filter(state, pod, y).code, 'Success');
    podTopologySpread.addPod(state, pod, pods[1]!, y);
    assert.equal(podTopologySpread.filter(state, pod, y).code, 'Unschedulable');
  });
});
