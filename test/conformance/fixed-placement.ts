/**
 * placementFilter cases transcribed from kube-scheduler's filter tests (Kubernetes v1.37.2), one
 * per table row: pkg/scheduler/framework/plugins/podtopologyspread/filtering_test.go
 * TestSingleConstraint and pkg/scheduler/framework/plugins/interpodaffinity/filtering_test.go
 * TestRequiredAffinityMultipleNodes. Upstream runs the one plugin; here every filter of the
 * profile runs, so the nodes have room (NodeResourcesFit passes) and pods of the namespace ""
 * are in "default"; upstream's nodeA/nodeB are node-a/node-b (the API server refuses a pod whose
 * spec.nodeName is not a lowercase DNS subdomain). fooSelector is upstream's `Exists("foo")`.
 */
import type { Case, Json } from './cases.ts';

const SPREAD = 'pkg/scheduler/framework/plugins/podtopologyspread/filtering_test.go TestSingleConstraint';
const AFFINITY = 'pkg/scheduler/framework/plugins/interpodaffinity/filtering_test.go TestRequiredAffinityMultipleNodes';
const FOO_SELECTOR = { matchExpressions: [{ key: 'foo', operator: 'Exists' }] };

function node(name: string, labels: Readonly<Record<string, string>>): Json {
  const allocatable = { cpu: '8', memory: '32Gi', pods: '110' };
  return { apiVersion: 'v1', kind: 'Node', metadata: { name, labels }, status: { allocatable, capacity: allocatable } };
}

function pod(name: string, labels: Readonly<Record<string, string>>, nodeName?: string, spec: Json = {}, namespace = 'default'): Json {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace, uid: `uid-${name}`, labels },
    spec: { ...(nodeName !== undefined ? { nodeName } : {}), containers: [{ name: 'c', image: 'registry.k8s.io/pause:3.10' }], ...spec },
    status: { phase: nodeName !== undefined ? 'Running' : 'Pending' },
  };
}

function namespace(name: string): Json {
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name, labels: { 'kubernetes.io/metadata.name': name } } };
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

let rows = 0;

/** One table row; ids are numbered (two titles differ only in '<' and '>'). */
function row(source: string, title: string, nodes: readonly Json[], pods: readonly Json[], incoming: Json, namespaces = ['default']): Case {
  return {
    id: `fixed-placement-${++rows}-${slug(title)}`,
    kind: 'placementFilter',
    source: `${source} "${title}"`,
    nodes,
    pods,
    namespaces: namespaces.map(namespace),
    preemptor: incoming,
  };
}

/** st.MakePod().SpreadConstraint(maxSkew, key, DoNotSchedule, fooSelector, minDomains, nil, nil, nil) with label foo="". */
function spreadPod(maxSkew: number, key: string, minDomains?: number, selector: Json | null = FOO_SELECTOR): Json {
  const c: Json = { maxSkew, topologyKey: key, whenUnsatisfiable: 'DoNotSchedule', ...(selector !== null ? { labelSelector: selector } : {}) };
  if (minDomains !== undefined) c['minDomains'] = minDomains;
  return pod('p', { foo: '' }, undefined, { topologySpreadConstraints: [c] });
}

const FOUR_NODES = [
  node('node-a', { zone: 'zone1', node: 'node-a' }),
  node('node-b', { zone: 'zone1', node: 'node-b' }),
  node('node-x', { zone: 'zone2', node: 'node-x' }),
  node('node-y', { zone: 'zone2', node: 'node-y' }),
];
const THREE_NODES = ['node-a', 'node-b', 'node-c'].map((n) => node(n, { node: n }));
const foo = (name: string, on: string, ns = 'default'): Json => pod(name, { foo: '' }, on, {}, ns);
const TWO_TWO_ONE = [foo('p-a1', 'node-a'), foo('p-a2', 'node-a'), foo('p-b1', 'node-b'), foo('p-b2', 'node-b'), foo('p-c1', 'node-c')];

const spread: Case[] = [
  row(SPREAD, 'no existing pods', FOUR_NODES, [], spreadPod(1, 'zone')),
  row(
    SPREAD,
    'existing pods in a different namespace do not count',
    FOUR_NODES,
    [foo('p-a1', 'node-a', 'ns1'), foo('p-b1', 'node-a', 'ns2'), foo('p-x1', 'node-x'), foo('p-y1', 'node-y')],
    spreadPod(1, 'zone'),
    ['default', 'ns1', 'ns2'],
  ),
  row(SPREAD, 'existing pods do not match null selector', FOUR_NODES, [foo('p-x1', 'node-x'), foo('p-y1', 'node-y')], spreadPod(1, 'zone', undefined, null)),
  row(
    SPREAD,
    "pods spread across zones as 1/2 due to absence of label 'zone' on node-b",
    [
      node('node-a', { zone: 'zone1', node: 'node-a' }),
      node('node-b', { zon: 'zone1', node: 'node-b' }),
      node('node-x', { zone: 'zone2', node: 'node-x' }),
      node('node-y', { zone: 'zone2', node: 'node-y' }),
    ],
    [foo('p-a1', 'node-a'), foo('p-b1', 'node-b'), foo('p-x1', 'node-x'), foo('p-y1', 'node-y')],
    spreadPod(1, 'zone'),
  ),
  row(
    SPREAD,
    'pods spread across nodes as 2/2/1, maxSkew is 2, and the number of domains < minDomains, then the third node fits',
    THREE_NODES,
    TWO_TWO_ONE,
    spreadPod(2, 'node', 4),
  ),
  row(
    SPREAD,
    'pods spread across nodes as 2/2/1, maxSkew is 2, and the number of domains > minDomains, then the all nodes fit',
    THREE_NODES,
    TWO_TWO_ONE,
    spreadPod(2, 'node', 2),
  ),
];

/** st.PodAffinityIn / PodAntiAffinityIn with the required kind: `key In values` over `topologyKey`. */
function term(key: string, topologyKey: string, values: readonly string[]): Json {
  return { labelSelector: { matchExpressions: [{ key, operator: 'In', values }] }, topologyKey };
}

function required(kind: 'podAffinity' | 'podAntiAffinity', terms: readonly Json[]): Json {
  return { affinity: { [kind]: { requiredDuringSchedulingIgnoredDuringExecution: terms } } };
}

const CHINA = { region: 'China' };
const CHINA_AZ1 = { region: 'China', az: 'az1' };
const INDIA = { region: 'India' };
const securityscan = { foo: 'bar', service: 'securityscan' };

const affinity: Case[] = [
  row(
    AFFINITY,
    'A pod can be scheduled onto all the nodes that have the same topology key & label value with one of them has an existing pod that matches the affinity rules',
    [node('node1', CHINA), node('node2', CHINA_AZ1), node('node3', INDIA)],
    [pod('p1', { foo: 'bar' }, 'node1')],
    pod('p', {}, undefined, required('podAffinity', [term('foo', 'region', ['bar'])])),
  ),
  row(
    AFFINITY,
    "The affinity rule is to schedule all of the pods of this collection to the same zone. The first pod of the collection should not be blocked from being scheduled onto any node, even there's no existing pod that matches the rule anywhere.",
    [node('node-a', { zone: 'az1', hostname: 'h1' }), node('node-b', { zone: 'az2', hostname: 'h2' })],
    [pod('p1', { foo: 'bar' }, 'node-a')],
    pod('p', securityscan, undefined, required('podAffinity', [term('foo', 'zone', ['bar']), term('service', 'zone', ['securityscan'])])),
  ),
  row(
    AFFINITY,
    'The first pod of the collection can only be scheduled on nodes labelled with the requested topology keys',
    [node('node-a', { zoneLabel: 'az1', hostname: 'h1' }), node('node-b', { zoneLabel: 'az2', hostname: 'h2' })],
    [pod('p1', { foo: 'bar' }, 'node-a')],
    pod('p', securityscan, undefined, required('podAffinity', [term('foo', 'zone', ['bar']), term('service', 'zone', ['securityscan'])])),
  ),
  row(
    AFFINITY,
    'NodeA and nodeB have same topologyKey and label value. NodeA has an existing pod that matches the inter pod affinity rule. The pod can not be scheduled onto nodeA and nodeB.',
    [node('node-a', { region: 'r1', hostname: 'node-a' }), node('node-b', { region: 'r1', hostname: 'node-b' })],
    [pod('e1', { foo: 'abc' }, 'node-a')],
    pod('p', {}, undefined, required('podAntiAffinity', [term('foo', 'region', ['abc'])])),
  ),
  row(
    AFFINITY,
    'This test ensures that anti-affinity matches a pod when any term of the anti-affinity rule matches a pod.',
    [node('node-a', { region: 'r1', zone: 'z1', hostname: 'node-a' }), node('node-b', { region: 'r1', zone: 'z2', hostname: 'node-b' })],
    [pod('e1', { foo: 'abc', service: 'securityscan' }, 'node-a')],
    pod('p', {}, undefined, required('podAntiAffinity', [term('foo', 'region', ['abc']), term('service', 'zone', ['securityscan'])])),
  ),
];

export const PLACEMENT_CASES: readonly Case[] = [...spread, ...affinity];
