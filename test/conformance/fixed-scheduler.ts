/**
 * Fixed cases from kube-scheduler's unit tests (Kubernetes v1.37.2), one per table row:
 *   - selectVictims: pkg/scheduler/framework/plugins/defaultpreemption/default_preemption_test.go
 *     TestSelectVictimsOnNode and TestPodEligibleToPreemptOthers (the rows without pod groups);
 *   - fit: pkg/scheduler/framework/plugins/noderesources/fit_test.go TestDeferredResizeFit (the
 *     rows with InPlacePodVerticalScalingSchedulerPreemption on, as the fit kind runs). Upstream
 *     puts the pod's allocated copy in the NodeInfo; here the pod carries its allocation in
 *     status.allocatedResources and the snapshot is built from it.
 */
import type { Case, Json } from './cases.ts';
import { nodeManifest, pdbManifest, podManifest, type Amounts, type PodSpec } from './manifests.ts';
import { Random } from './random.ts';

const rng = new Random(2);
const SMALL: Amounts = { cpu: 100, memory: 100 };
const MEDIUM: Amounts = { cpu: 200, memory: 200 };
const LARGE: Amounts = { cpu: 300, memory: 300 };
const [LOW, MID, HIGH] = [0, 100, 1000];

const PREEMPTION = 'pkg/scheduler/framework/plugins/defaultpreemption/default_preemption_test.go';
const FIT = 'pkg/scheduler/framework/plugins/noderesources/fit_test.go';

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function pod(name: string, priority: number, requests: Amounts | undefined, extra: Partial<PodSpec> = {}): Json {
  return podManifest(rng, { name, priority, containers: [{ name: 'c', ...(requests !== undefined ? { requests } : {}) }], ...extra });
}

/** st.MakeNode().Capacity(veryLargeRes): 500m, 500 bytes, 32 pods. */
function veryLargeNode(name: string): Json {
  return nodeManifest(rng, { name, cpu: 500, memory: 500, pods: 32 });
}

function victimsCase(row: string, pods: readonly Json[], preemptor: Json, pdbs: readonly Json[] = []): Case {
  return {
    id: `fixed-select-victims-on-node-${slug(row)}`,
    kind: 'selectVictims',
    source: `${PREEMPTION} TestSelectVictimsOnNode "${row}"`,
    nodes: [veryLargeNode('node1')],
    pods,
    preemptor,
    pdbs,
    nominatedNodeStatus: 'Unschedulable',
  };
}

const on1 = (labels?: Readonly<Record<string, string>>): Partial<PodSpec> => ({ node: 'node1', ...(labels !== undefined ? { labels } : {}) });
/** PDBs of the table: selector app=foo, DisruptionsAllowed 0. */
const fooPdb = [pdbManifest('pdb-foo', 'foo', 0, [])];

const selectVictimsOnNode: Case[] = [
  victimsCase('Basic: Preempt single lower priority pod', [pod('victim', LOW, LARGE, on1())], pod('p', HIGH, LARGE)),
  victimsCase(
    'Priority: Prefer lower priority victim',
    [pod('high-prio', HIGH, SMALL, on1()), pod('mid-prio', MID, SMALL, on1()), pod('low-prio', LOW, SMALL, on1())],
    pod('p', HIGH, LARGE),
  ),
  victimsCase(
    'PDB: Prefer non-violating victim with higher priority over violating victim with lower priority',
    [pod('victim-pdb', LOW, MEDIUM, on1({ app: 'foo' })), pod('victim-no-pdb', MID, MEDIUM, on1())],
    pod('p', HIGH, LARGE),
    fooPdb,
  ),
  victimsCase(
    'PDB: Prefer lower prioirity pod for preemption, when preemption without pdb violation is not possible',
    [pod('v1', LOW, MEDIUM, on1({ app: 'foo' })), pod('v2', MID, MEDIUM, on1({ app: 'foo' }))],
    pod('p', HIGH, LARGE),
    fooPdb,
  ),
  victimsCase('Failure: Cannot preempt the victim with higher priority', [pod('victim', HIGH, undefined, on1())], pod('p', MID, undefined)),
  victimsCase('Failure: Cannot preempt if node is empty', [], pod('p', MID, undefined)),
];

/** st.MakeNode().Name(n): no cpu or memory, 32 pods. */
function eligibleCase(row: string, preemptor: Json, pods: readonly Json[], nodes: readonly string[], status: NonNullable<Case['nominatedNodeStatus']>): Case {
  return {
    id: `fixed-pod-eligible-${slug(row)}`,
    kind: 'selectVictims',
    source: `${PREEMPTION} TestPodEligibleToPreemptOthers "${row}"`,
    nodes: nodes.map((name) => nodeManifest(rng, { name, cpu: 0, memory: 0, pods: 32 })),
    pods,
    preemptor,
    pdbs: [],
    nominatedNodeStatus: status,
  };
}

const nominated: Partial<PodSpec> = { nominatedNodeName: 'node1' };
const podEligibleToPreemptOthers: Case[] = [
  eligibleCase(
    'Pod with nominated node',
    pod('p-with-nominated-node', HIGH, undefined, nominated),
    [pod('p1', LOW, undefined, { node: 'node1', terminating: { byPreemption: false } })],
    ['node1'],
    'UnschedulableAndUnresolvable',
  ),
  // Upstream gives these two rows no node; the harness needs one (the Go side's
  // GetOffsetAndNumCandidates panics on none), and a pod without a nominated node never reads it.
  eligibleCase('Pod without nominated node', pod('p-without-nominated-node', HIGH, undefined), [], ['node1'], 'Unschedulable'),
  eligibleCase(
    "Pod with 'PreemptNever' preemption policy",
    pod('p-with-preempt-never-policy', HIGH, undefined, { preemptionPolicy: 'Never' }),
    [],
    ['node1'],
    'Unschedulable',
  ),
  eligibleCase(
    'preemption victim pod terminating, as indicated by the dedicated DisruptionTarget condition',
    pod('p-with-nominated-node', HIGH, undefined, nominated),
    [pod('p1', LOW, undefined, { node: 'node1', terminating: { byPreemption: true } })],
    ['node1'],
    'Unschedulable',
  ),
  eligibleCase(
    'non-victim Pods terminating',
    pod('p-with-nominated-node', HIGH, undefined, nominated),
    [pod('p1', LOW, undefined, { node: 'node1', terminating: { byPreemption: false } })],
    ['node1'],
    'Unschedulable',
  ),
];

/** A row of TestDeferredResizeFit: pod1 Deferred at `desired` over its allocated `allocated`, with other pods' requests. */
function deferredFitCase(row: string, node: { cpu: number; memory: number }, desired: Amounts, allocated: Amounts, others: readonly Amounts[]): Case {
  const target = podManifest(rng, {
    name: 'pod1',
    node: 'test-node',
    containers: [{ name: 'c', requests: desired, allocated }],
    resizePending: { reason: 'Deferred', since: 0 },
  });
  return {
    id: `fixed-deferred-resize-fit-${slug(row)}`,
    kind: 'fit',
    source: `${FIT} TestDeferredResizeFit "${row}"`,
    nodes: [nodeManifest(rng, { name: 'test-node', ...node, pods: 32 })],
    pods: [target, ...others.map((r, i) => podManifest(rng, { name: `pod${i + 2}`, node: 'test-node', containers: [{ name: 'c', requests: r }] }))],
    pdbs: [],
    target: 'pod1',
  };
}

const deferredResizeFit: Case[] = [
  deferredFitCase('deferred pod resize fits, no other workloads', { cpu: 1000, memory: 2000 }, { cpu: 800, memory: 1600 }, { cpu: 500, memory: 1000 }, []),
  deferredFitCase('deferred pod resize does not fit, but is resolvable via preemption', { cpu: 1000, memory: 0 }, { cpu: 800 }, { cpu: 500 }, [{ cpu: 400 }]),
  deferredFitCase('deferred pod resize does not fit, unresolvable (exceeds node capacity)', { cpu: 1000, memory: 0 }, { cpu: 1200 }, { cpu: 500 }, []),
];

export const SCHEDULER_CASES: readonly Case[] = [...selectVictimsOnNode, ...podEligibleToPreemptOthers, ...deferredResizeFit];
