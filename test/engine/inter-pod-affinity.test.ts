/**
 * InterPodAffinity PreFilter and Filter (src/engine/plugins/inter-pod-affinity.ts), with cases
 * rewritten from upstream's pkg/scheduler/framework/plugins/interpodaffinity/filtering_test.go
 * (v1.37.2) TestRequiredAffinitySingleNode, TestRequiredAffinityMultipleNodes and
 * TestPreFilterStateAddRemovePod: the same pods, labels, terms and expected statuses, in this
 * project's builders. Upstream's pods in namespace "" are in "default" here; its Namespace objects
 * (scoring_test.go `namespaces`) are the ones the namespaceSelector cases read.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cloneCycleState, cycleStateFor, preFilterExtensions } from '../../src/engine/filters.ts';
import {
  filter,
  ERR_REASON_AFFINITY_RULES_NOT_MATCH as AFFINITY,
  ERR_REASON_ANTI_AFFINITY_RULES_NOT_MATCH as ANTI,
  ERR_REASON_EXISTING_ANTI_AFFINITY_RULES_NOT_MATCH as EXISTING,
} from '../../src/engine/plugins/inter-pod-affinity.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { ClusterState, nodeInfoOf } from '../../src/engine/state.ts';
import { namespaceLabels } from '../../src/model/objects.ts';
import type { LabelSelector } from '../../src/model/objects.ts';
import type { PodAffinityTermSpec, SchedulingConstraints } from '../../src/model/pod.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

type Op = 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';

/** st.PodAffinityIn and friends: one term whose selector has one expression. */
function term(key: string, op: Op, values: readonly string[], topologyKey: string, more: Partial<PodAffinityTermSpec> = {}): PodAffinityTermSpec {
  return {
    labelSelector: { matchLabels: {}, matchExpressions: [{ key, operator: op, values }] },
    namespaces: [],
    namespaceSelector: undefined,
    topologyKey,
    matchLabelKeys: [],
    mismatchLabelKeys: [],
    ...more,
  };
}

interface PodSpec {
  readonly name?: string;
  readonly namespace?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly node?: string;
  readonly affinity?: readonly PodAffinityTermSpec[];
  readonly anti?: readonly PodAffinityTermSpec[];
}

let seq = 0;
function pod(o: PodSpec): SimPod {
  const affinity = o.affinity ?? [];
  const antiAffinity = o.anti ?? [];
  const scheduling: SchedulingConstraints = {
    nodeSelector: {},
    tolerations: [],
    requiredNodeAffinity: undefined,
    schedulerName: 'default-scheduler',
    topologySpreadConstraints: [],
    ...(affinity.length + antiAffinity.length > 0 ? { podAffinity: { affinity, antiAffinity } } : {}),
  };
  const name = o.name ?? `p${++seq}`;
  const model = modelPod(name, {
    namespace: o.namespace ?? 'default',
    labels: o.labels ?? {},
    ...(o.node === undefined ? {} : { nodeName: o.node }),
    scheduling,
  });
  return new SimPod(model, o.node);
}

const NAMESPACES = new Map<string, Record<string, string>>([
  ['subteam1.team1', { team: 'team1', 'kubernetes.io/metadata.name': 'subteam1.team1' }],
  ['subteam2.team1', { team: 'team1', 'kubernetes.io/metadata.name': 'subteam2.team1' }],
  ['subteam1.team2', { team: 'team2', 'kubernetes.io/metadata.name': 'subteam1.team2' }],
  ['subteam2.team2', { team: 'team2', 'kubernetes.io/metadata.name': 'subteam2.team2' }],
]);

/** PreFilter over `existing`, then Filter on each node: 'Skip', or each node's reason ('' for Success). */
function run(incoming: SimPod, existing: readonly SimPod[], nodes: readonly { name: string; labels: Record<string, string> }[]): 'Skip' | string[] {
  const state = new ClusterState(nodes.map((n) => modelNode(n.name, { labels: n.labels })));
  state.namespaceLabels = (ns) => namespaceLabels({ namespaces: NAMESPACES }, ns);
  for (const p of existing) state.addPod(p);
  const cycle = cycleStateFor(incoming, state);
  if (cycle.interPodAffinity === undefined) return 'Skip';
  return nodes.map((n) => {
    const s = filter(cycle.interPodAffinity!, nodeInfoOf(state.nodes.get(n.name)!));
    return s.code === 'Success' ? '' : `${s.code}: ${s.reasons.join(', ')}`;
  });
}

const UNSCHEDULABLE = (reason: string): string => `Unschedulable: ${reason}`;
const UNRESOLVABLE = (reason: string): string => `UnschedulableAndUnresolvable: ${reason}`;

describe('InterPodAffinity Filter: TestRequiredAffinitySingleNode', () => {
  const node1 = [{ name: 'node1', labels: { region: 'r1', zone: 'z11' } }];
  const existing = (): SimPod => pod({ labels: { service: 'securityscan' }, node: 'node1' });
  const S1 = { security: 'S1' };
  const cases: { name: string; incoming: () => SimPod; pods: () => SimPod[]; want: 'Skip' | string[] }[] = [
    { name: 'a pod without required terms on a node without pods: PreFilter skips', incoming: () => pod({}), pods: () => [], want: 'Skip' },
    {
      name: 'PodAffinity In that matches the existing pod',
      incoming: () => pod({ labels: S1, affinity: [term('service', 'In', ['securityscan', 'value2'], 'region')] }),
      pods: () => [existing()],
      want: [''],
    },
    {
      name: 'PodAffinity NotIn that matches the existing pod',
      incoming: () => pod({ labels: S1, affinity: [term('service', 'NotIn', ['securityscan3', 'value3'], 'region')] }),
      pods: () => [existing()],
      want: [''],
    },
    {
      name: 'PodAffinity in another namespace than the existing pod',
      incoming: () => pod({ labels: S1, affinity: [term('service', 'In', ['securityscan', 'value2'], 'region', { namespaces: ['DiffNameSpace'] })] }),
      pods: () => [existing()],
      want: [UNRESOLVABLE(AFFINITY)],
    },
    {
      name: 'PodAffinity whose selector the existing pod does not match',
      incoming: () => pod({ labels: S1, affinity: [term('service', 'In', ['antivirusscan', 'value2'], 'region')] }),
      pods: () => [existing()],
      want: [UNRESOLVABLE(AFFINITY)],
    },
    {
      name: 'PodAffinity and PodAntiAffinity both satisfied',
      incoming: () =>
        pod({
          labels: S1,
          affinity: [term('service', 'In', ['securityscan', 'value2'], 'region')],
          anti: [term('service', 'In', ['antivirusscan', 'value2'], 'node')],
        }),
      pods: () => [existing()],
      want: [''],
    },
    {
      name: 'PodAffinity satisfied, PodAntiAffinity not (zone)',
      incoming: () =>
        pod({
          labels: S1,
          affinity: [term('service', 'In', ['securityscan', 'value2'], 'region')],
          anti: [term('service', 'In', ['securityscan', 'value2'], 'zone')],
        }),
      pods: () => [existing()],
      want: [UNSCHEDULABLE(ANTI)],
    },
    {
      name: "the existing pod's anti-affinity refuses the incoming pod (symmetry)",
      incoming: () =>
        pod({
          labels: { service: 'securityscan' },
          affinity: [term('service', 'In', ['securityscan', 'value2'], 'region')],
          anti: [term('service', 'In', ['antivirusscan', 'value2'], 'node')],
        }),
      pods: () => [pod({ labels: { service: 'securityscan' }, node: 'node1', anti: [term('service', 'In', ['securityscan', 'value2'], 'zone')] })],
      want: [UNSCHEDULABLE(EXISTING)],
    },
    {
      name: 'the pod matches its own NotIn affinity, but a matching pod exists on another node (not this one)',
      incoming: () => pod({ labels: { service: 'securityscan' }, affinity: [term('service', 'NotIn', ['securityscan', 'value2'], 'region')] }),
      pods: () => [pod({ labels: { service: 'securityscan' }, node: 'node2' })],
      want: [UNRESOLVABLE(AFFINITY)],
    },
    {
      name: "a pod without terms is refused by an existing pod's anti-affinity",
      incoming: () => pod({ labels: { service: 'securityscan' } }),
      pods: () => [pod({ labels: { service: 'securityscan' }, node: 'node1', anti: [term('service', 'In', ['securityscan', 'value2'], 'zone')] })],
      want: [UNSCHEDULABLE(EXISTING)],
    },
    {
      name: "a pod without terms that the existing pod's anti-affinity does not match: PreFilter skips",
      incoming: () => pod({ labels: { service: 'securityscan' } }),
      pods: () => [pod({ labels: { service: 'securityscan' }, node: 'node1', anti: [term('service', 'NotIn', ['securityscan', 'value2'], 'zone')] })],
      want: 'Skip',
    },
    {
      name: 'affinity with a namespaceSelector that selects the existing pod’s namespace',
      incoming: () =>
        pod({
          labels: S1,
          affinity: [
            term('service', 'In', ['securityscan', 'value2'], 'region', {
              namespaceSelector: { matchLabels: {}, matchExpressions: [{ key: 'team', operator: 'In', values: ['team1'] }] },
            }),
          ],
        }),
      pods: () => [pod({ namespace: 'subteam1.team1', labels: { service: 'securityscan' }, node: 'node1' })],
      want: [''],
    },
    {
      name: 'affinity with a namespaceSelector that does not select it',
      incoming: () =>
        pod({
          labels: S1,
          affinity: [
            term('service', 'In', ['securityscan', 'value2'], 'region', {
              namespaceSelector: { matchLabels: {}, matchExpressions: [{ key: 'team', operator: 'In', values: ['team1'] }] },
            }),
          ],
        }),
      pods: () => [pod({ namespace: 'subteam1.team2', labels: { service: 'securityscan' }, node: 'node1' })],
      want: [UNRESOLVABLE(AFFINITY)],
    },
    {
      name: 'anti-affinity with a namespaceSelector that selects the existing pod’s namespace',
      incoming: () =>
        pod({
          namespace: 'subteam1.team1',
          labels: S1,
          anti: [
            term('service', 'In', ['securityscan', 'value2'], 'zone', {
              namespaceSelector: { matchLabels: {}, matchExpressions: [{ key: 'team', operator: 'In', values: ['team2'] }] },
            }),
          ],
        }),
      pods: () => [pod({ namespace: 'subteam1.team2', labels: { service: 'securityscan' }, node: 'node1' })],
      want: [UNSCHEDULABLE(ANTI)],
    },
    {
      name: 'anti-affinity with an empty namespaceSelector (every namespace)',
      incoming: () =>
        pod({
          namespace: 'subteam1.team1',
          labels: S1,
          anti: [term('service', 'In', ['securityscan', 'value2'], 'zone', { namespaceSelector: { matchLabels: {}, matchExpressions: [] } })],
        }),
      pods: () => [pod({ namespace: 'subteam1.team2', labels: { service: 'securityscan' }, node: 'node1' })],
      want: [UNSCHEDULABLE(ANTI)],
    },
    {
      name: 'anti-affinity with a namespaceSelector that does not select it',
      incoming: () =>
        pod({
          namespace: 'subteam1.team1',
          labels: S1,
          anti: [
            term('service', 'In', ['securityscan', 'value2'], 'zone', {
              namespaceSelector: { matchLabels: {}, matchExpressions: [{ key: 'team', operator: 'In', values: ['team1'] }] },
            }),
          ],
        }),
      pods: () => [pod({ namespace: 'subteam1.team2', labels: { service: 'securityscan' }, node: 'node1' })],
      want: [''],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      assert.deepEqual(run(c.incoming(), c.pods(), node1), c.want);
    });
  }
});

describe('InterPodAffinity Filter: TestRequiredAffinityMultipleNodes', () => {
  const china = { region: 'China' };
  const chinaAz1 = { region: 'China', az: 'az1' };
  const india = { region: 'India' };
  it('every node in the topology domain of a matching pod passes; the other region does not', () => {
    const got = run(
      pod({ affinity: [term('foo', 'In', ['bar'], 'region')] }),
      [pod({ labels: { foo: 'bar' }, node: 'node1' })],
      [
        { name: 'node1', labels: china },
        { name: 'node2', labels: chinaAz1 },
        { name: 'node3', labels: india },
      ],
    );
    assert.deepEqual(got, ['', '', UNRESOLVABLE(AFFINITY)]);
  });

  it('the first pod of a collection with affinity to itself may go to any node (no pod matches every term anywhere)', () => {
    const incoming = pod({
      labels: { foo: 'bar', service: 'securityscan' },
      affinity: [term('foo', 'In', ['bar'], 'zone'), term('service', 'In', ['securityscan'], 'zone')],
    });
    const got = run(
      incoming,
      [pod({ labels: { foo: 'bar' }, node: 'nodeA' })],
      [
        { name: 'nodeA', labels: { zone: 'az1', hostname: 'h1' } },
        { name: 'nodeB', labels: { zone: 'az2', hostname: 'h2' } },
      ],
    );
    assert.deepEqual(got, ['', '']);
  });

  it('... but only to nodes that carry the topology key', () => {
    const incoming = pod({
      labels: { foo: 'bar', service: 'securityscan' },
      affinity: [term('foo', 'In', ['bar'], 'zone'), term('service', 'In', ['securityscan'], 'zone')],
    });
    const got = run(
      incoming,
      [pod({ labels: { foo: 'bar' }, node: 'nodeA' })],
      [
        { name: 'nodeA', labels: { zoneLabel: 'az1', hostname: 'h1' } },
        { name: 'nodeB', labels: { zoneLabel: 'az2', hostname: 'h2' } },
      ],
    );
    assert.deepEqual(got, [UNRESOLVABLE(AFFINITY), UNRESOLVABLE(AFFINITY)]);
  });

  it('anti-affinity forbids every node of the domain (same region), not only the one holding the pod', () => {
    const got = run(
      pod({ anti: [term('foo', 'In', ['abc'], 'region')] }),
      [pod({ labels: { foo: 'abc' }, node: 'nodeA' })],
      [
        { name: 'nodeA', labels: { region: 'r1', hostname: 'nodeA' } },
        { name: 'nodeB', labels: { region: 'r1', hostname: 'nodeB' } },
      ],
    );
    assert.deepEqual(got, [UNSCHEDULABLE(ANTI), UNSCHEDULABLE(ANTI)]);
  });

  it('anti-affinity matches when any of its terms matches', () => {
    const incoming = pod({ anti: [term('foo', 'In', ['abc'], 'region'), term('service', 'In', ['securityscan'], 'zone')] });
    const got = run(
      incoming,
      [pod({ labels: { foo: 'abc', service: 'securityscan' }, node: 'nodeA' })],
      [
        { name: 'nodeA', labels: { region: 'r1', zone: 'z1', hostname: 'nodeA' } },
        { name: 'nodeB', labels: { region: 'r1', zone: 'z2', hostname: 'nodeB' } },
      ],
    );
    assert.deepEqual(got, [UNSCHEDULABLE(ANTI), UNSCHEDULABLE(ANTI)]);
  });

  it('a node without the topology key is outside every domain: anti-affinity lets it be', () => {
    const got = run(
      pod({ anti: [term('foo', 'In', ['abc'], 'region')] }),
      [pod({ labels: { foo: 'abc' }, node: 'nodeA' })],
      [
        { name: 'nodeA', labels: china },
        { name: 'nodeB', labels: chinaAz1 },
        { name: 'nodeC', labels: india },
      ],
    );
    assert.deepEqual(got, [UNSCHEDULABLE(ANTI), UNSCHEDULABLE(ANTI), '']);
  });

  it("existing pod's anti-affinity: a term counts only where both its selector and its topology key match (one term has a key no node has)", () => {
    const existing = pod({ node: 'nodeA', anti: [term('foo', 'Exists', [], 'invalid-node-label'), term('bar', 'Exists', [], 'zone')] });
    const got = run(
      pod({ labels: { foo: '', bar: '' } }),
      [existing],
      [
        { name: 'nodeA', labels: { region: 'r1', zone: 'z1', hostname: 'nodeA' } },
        { name: 'nodeB', labels: { region: 'r1', zone: 'z2', hostname: 'nodeB' } },
      ],
    );
    assert.deepEqual(got, [UNSCHEDULABLE(EXISTING), '']);
  });

  it("incoming pod's anti-affinity: violating one term on each node is enough", () => {
    const incoming = pod({ anti: [term('foo', 'Exists', [], 'zone'), term('bar', 'Exists', [], 'region')] });
    const got = run(
      incoming,
      [pod({ labels: { foo: '' }, node: 'nodeA' }), pod({ labels: { bar: '' }, node: 'nodeB' })],
      [
        { name: 'nodeA', labels: { region: 'r1', zone: 'z1', hostname: 'nodeA' } },
        { name: 'nodeB', labels: { region: 'r1', zone: 'z2', hostname: 'nodeB' } },
      ],
    );
    assert.deepEqual(got, [UNSCHEDULABLE(ANTI), UNSCHEDULABLE(ANTI)]);
  });

  it("the incoming pod's affinity: one pod must match every term, in every term's domain", () => {
    const incoming = pod({ affinity: [term('foo', 'Exists', [], 'region'), term('bar', 'Exists', [], 'zone')] });
    const got = run(
      incoming,
      [pod({ labels: { foo: '' }, node: 'nodeA' }), pod({ labels: { bar: '' }, node: 'nodeB' })],
      [
        { name: 'nodeA', labels: { region: 'r1', zone: 'z1', hostname: 'nodeA' } },
        { name: 'nodeB', labels: { region: 'r1', zone: 'z2', hostname: 'nodeB' } },
      ],
    );
    assert.deepEqual(got, [UNRESOLVABLE(AFFINITY), UNRESOLVABLE(AFFINITY)]);
  });
});

describe('InterPodAffinity PreFilterExtensions: TestPreFilterStateAddRemovePod', () => {
  it('removing the pod that an anti-affinity term matches (a dry run’s victim) lets the node pass, adding it back refuses it again', () => {
    const nodes = [
      { name: 'nodeA', labels: { region: 'r1', zone: 'z11', hostname: 'nodeA' } },
      { name: 'nodeB', labels: { region: 'r1', zone: 'z11', hostname: 'nodeB' } },
    ];
    const state = new ClusterState(nodes.map((n) => modelNode(n.name, { labels: n.labels })));
    const victim = pod({ labels: { name: 'nodeA', aaa: 'bbb' }, node: 'nodeA' });
    state.addPod(victim);
    const incoming = pod({ labels: { service: 'securityscan', security: 'S1' }, anti: [term('aaa', 'In', ['bbb'], 'region')] });
    const cycle = cycleStateFor(incoming, state);
    const nodeB = nodeInfoOf(state.nodes.get('nodeB')!);
    assert.equal(filter(cycle.interPodAffinity!, nodeB).code, 'Unschedulable');
    const dry = cloneCycleState(cycle);
    const extensions = preFilterExtensions(dry)!;
    const nodeA = nodeInfoOf(state.nodes.get('nodeA')!);
    extensions.removePod(victim, nodeA);
    assert.equal(filter(dry.interPodAffinity!, nodeB).code, 'Success');
    // The copy changed; the cycle's own state did not (preFilterState.Clone).
    assert.equal(filter(cycle.interPodAffinity!, nodeB).code, 'Unschedulable');
    extensions.addPod(victim, nodeA);
    assert.equal(filter(dry.interPodAffinity!, nodeB).code, 'Unschedulable');
  });
});

describe('AffinityTerm: matchLabelKeys and mismatchLabelKeys (pkg/registry/core/pod/strategy.go)', () => {
  const hostname = [{ name: 'n1', labels: { 'kubernetes.io/hostname': 'n1' } }];
  const selector: LabelSelector = { matchLabels: { app: 'web' }, matchExpressions: [] };
  it('matchLabelKeys keeps apart only pods with the same value of the key', () => {
    const anti = [term('app', 'In', ['web'], 'kubernetes.io/hostname', { labelSelector: selector, matchLabelKeys: ['pod-template-hash'] })];
    const older = pod({ labels: { app: 'web', 'pod-template-hash': 'old' }, node: 'n1' });
    assert.deepEqual(run(pod({ labels: { app: 'web', 'pod-template-hash': 'new' }, anti }), [older], hostname), ['']);
    const same = pod({ labels: { app: 'web', 'pod-template-hash': 'new' }, node: 'n1' });
    assert.deepEqual(run(pod({ labels: { app: 'web', 'pod-template-hash': 'new' }, anti }), [same], hostname), [UNSCHEDULABLE(ANTI)]);
  });
  it('mismatchLabelKeys keeps apart only pods with another value of the key', () => {
    const anti = [term('app', 'Exists', [], 'kubernetes.io/hostname', { mismatchLabelKeys: ['tenant'] })];
    assert.deepEqual(run(pod({ labels: { app: 'x', tenant: 'a' }, anti }), [pod({ labels: { app: 'y', tenant: 'a' }, node: 'n1' })], hostname), ['']);
    assert.deepEqual(run(pod({ labels: { app: 'x', tenant: 'a' }, anti }), [pod({ labels: { app: 'y', tenant: 'b' }, node: 'n1' })], hostname), [
      UNSCHEDULABLE(ANTI),
    ]);
  });
  it('a namespace without a Namespace object has its kubernetes.io/metadata.name label', () => {
    const sel = { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' }, matchExpressions: [] };
    const anti = [term('app', 'Exists', [], 'kubernetes.io/hostname', { namespaceSelector: sel })];
    assert.deepEqual(run(pod({ anti }), [pod({ namespace: 'monitoring', labels: { app: 'prom' }, node: 'n1' })], hostname), [UNSCHEDULABLE(ANTI)]);
    assert.deepEqual(run(pod({ anti }), [pod({ namespace: 'logging', labels: { app: 'fluent' }, node: 'n1' })], hostname), ['']);
  });
});
