/**
 * Fixed cases from the kubelet's unit tests (Kubernetes v1.37.2), one per table row:
 *   - admit: pkg/kubelet/allocation/allocation_manager_test.go TestRetryPendingResizes, each
 *     row in the three container types upstream runs it in (regular, sidecar, non-sidecar-init:
 *     InPlacePodVerticalScalingInitContainers is GA and locked on, so the kubelet compares every
 *     init container with its allocation);
 *   - pendingOrder: the same file's TestIsResizeIncreasingRequests, each row's pod pushed with a
 *     growing witness of higher priority, so sortPendingResizes puts the row's pod first exactly
 *     when its resize does not increase requests;
 *   - criticalPreemption: pkg/kubelet/preemption/preemption_test.go TestGetPodsToPreempt and
 *     TestHandleAdmissionFailure.
 */
import type { Case, Json, Requirement } from './cases.ts';
import { podManifest, type Amounts, type ContainerSpec } from './manifests.ts';
import { Random } from './random.ts';

const rng = new Random(1);
const MI = 1048576;
const GI = 1024 * MI;

const ALLOCATION = 'pkg/kubelet/allocation/allocation_manager_test.go';
const PREEMPTION = 'pkg/kubelet/preemption/preemption_test.go';

/** makeAllocationManager's node: capacity 8 CPUs and 8Gi, allocatable 4 CPUs, 4Gi and 40 pods. */
const ALLOCATION_NODE: Json = {
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'n1' },
  status: { capacity: { cpu: '8', memory: '8Gi' }, allocatable: { cpu: '4', memory: '4Gi', pods: '40' } },
};

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface RetryRow {
  readonly name: string;
  readonly original: Amounts;
  readonly desired: Amounts;
  /** originalPending: a PodResizePending=Deferred condition before the walk. */
  readonly pending?: boolean;
  /** newResourcesAllocated: the desired requests are already the allocation. */
  readonly allocatedNew?: boolean;
}

const C1000 = { cpu: 1000, memory: GI };
const RETRY_ROWS: readonly RetryRow[] = [
  { name: 'Request CPU and memory decrease - expect InProgress', original: C1000, desired: { cpu: 500, memory: 500 * MI } },
  { name: 'Request CPU increase, memory decrease - expect InProgress', original: C1000, desired: { cpu: 1500, memory: 500 * MI } },
  { name: 'Request CPU decrease, memory increase - expect InProgress', original: C1000, desired: { cpu: 500, memory: 1500 * MI } },
  { name: 'Request CPU and memory increase beyond current capacity - expect Deferred', original: C1000, desired: { cpu: 2500, memory: 2500 * MI } },
  {
    name: 'Request CPU decrease and memory increase beyond current capacity - expect Deferred',
    original: C1000,
    desired: { cpu: 500, memory: 2500 * MI },
  },
  { name: 'Request memory increase beyond node capacity - expect Deferred', original: C1000, desired: { cpu: 1000, memory: 4500 * MI } },
  { name: 'Request CPU increase beyond node capacity - expect Deferred', original: C1000, desired: { cpu: 5000, memory: GI } },
  {
    name: 'CPU increase in progress, resources unchanged - expect InProgress',
    original: C1000,
    desired: { cpu: 1500, memory: GI },
    pending: true,
    allocatedNew: true,
  },
  { name: 'CPU increase in progress, new allocation - expect InProgress reset', original: C1000, desired: { cpu: 1500, memory: GI }, pending: true },
  { name: "Deferred resize doesn't clear in-progress status", original: C1000, desired: { cpu: 500, memory: 2500 * MI }, pending: true },
  { name: 'No resize', original: C1000, desired: C1000 },
  { name: 'Increase CPU from min shares', original: { cpu: 2 }, desired: { cpu: 1000 } },
  { name: 'Decrease CPU to min shares', original: { cpu: 1000 }, desired: { cpu: 2 } },
];

type ContainerType = 'regular' | 'non-sidecar-init' | 'sidecar';

/**
 * testPod1 (c1), testPod2 (init container c1-init) and testPod3 (c1), each allocated 1 CPU and
 * 1Gi; the resizing one is testPod1 (regular) or testPod2 (init types). testPod2 has no regular
 * container upstream, which the API refuses: here it has one, `c`, with no requests.
 */
function retryCase(row: RetryRow, type: ContainerType): Case {
  const resizing = type === 'regular' ? 'pod1' : 'pod2';
  const pods = ['pod1', 'pod2', 'pod3'].map((name) => {
    const mine = name === resizing;
    const requests = mine ? row.desired : C1000;
    const allocated = mine ? (row.allocatedNew === true ? row.desired : row.original) : C1000;
    const main: ContainerSpec = { name: 'c1', requests, allocated };
    const init: ContainerSpec = { name: 'c1-init', requests, allocated, ...(type === 'sidecar' && mine ? { sidecar: true } : {}) };
    return podManifest(rng, {
      name,
      node: 'n1',
      startTime: 0,
      containers: name === 'pod2' ? [{ name: 'c' }] : [main],
      ...(name === 'pod2' ? { initContainers: [init] } : {}),
      ...(mine && row.pending === true ? { resizePending: { reason: 'Deferred' as const, since: 0 } } : {}),
    });
  });
  return {
    id: `fixed-retry-${slug(row.name)}-${type}`,
    kind: 'admit',
    source: `${ALLOCATION} TestRetryPendingResizes "${row.name}/containerType=${type}"`,
    nodes: [ALLOCATION_NODE],
    pods,
    pendingSinceOrder: row.pending === true ? [resizing] : [],
    pushOrder: [resizing],
  };
}

/** A row whose desired requests are already the allocation: NoChange whatever the container type. */
const unchanged = (row: RetryRow): boolean => row.allocatedNew === true || JSON.stringify(row.original) === JSON.stringify(row.desired);

const retryPendingResizes: Case[] = RETRY_ROWS.flatMap((row) =>
  (unchanged(row) ? (['regular', 'non-sidecar-init', 'sidecar'] as const) : (['regular', 'sidecar'] as const)).map((t) => retryCase(row, t)),
);

/**
 * The non-sidecar-init variant of the rows that change the allocation (made after the others, so
 * every other case keeps its random parts): the kubelet admits, defers or accepts the change as for
 * a regular container (updateContainerResourcesFromAllocation, handlePodResourcesResize).
 */
const nonSidecarInitRetries: Case[] = RETRY_ROWS.filter((row) => !unchanged(row)).map((row) => retryCase(row, 'non-sidecar-init'));

interface IncreasingRow {
  readonly name: string;
  /** New requests per container index; null: requests removed (nil or {}). */
  readonly containers: Readonly<Record<number, Amounts | null>>;
  /** The pod has pod-level requests of 2500m and 2500Mi, unchanged (inPlacePodLevelResizeEnabled). */
  readonly podLevel?: boolean;
}

const INCREASING_ROWS: readonly IncreasingRow[] = [
  { name: 'increase requests, one container', containers: { 0: { cpu: 1500, memory: 1500 * MI } } },
  { name: 'decrease requests, one container', containers: { 0: { cpu: 500, memory: 500 * MI } } },
  { name: 'increase cpu, decrease memory, one container', containers: { 0: { cpu: 1500, memory: 500 * MI } } },
  { name: 'increase memory, decrease cpu, one container', containers: { 0: { cpu: 500, memory: 1500 * MI } } },
  {
    name: 'increase one container, decrease another container, net neutral',
    containers: { 0: { cpu: 1500, memory: 1500 * MI }, 1: { cpu: 500, memory: 500 * MI } },
  },
  { name: 'decrease requests, two containers', containers: { 0: { cpu: 500, memory: 500 * MI }, 1: { cpu: 500, memory: 500 * MI } } },
  { name: 'remove requests, set as empty struct', containers: { 0: {} } },
  { name: 'remove requests, set as nil', containers: { 0: null } },
  { name: 'add requests, set as empty struct', containers: { 2: C1000 } },
  { name: 'add requests, set as nil', containers: { 3: C1000 } },
  { name: 'container-level: increase cpu', containers: { 0: { cpu: 1500, memory: GI } }, podLevel: true },
  { name: 'container-level: decrease cpu', containers: { 0: { cpu: 500, memory: GI } }, podLevel: true },
];

/** c1 and c2 allocated 1 CPU and 1Gi, c3 ({} requests) and c4 (nil) nothing; then the row's new requests. */
function increasingCase(row: IncreasingRow): Case {
  const allocated: readonly (Amounts | undefined)[] = [C1000, C1000, {}, undefined];
  const containers: ContainerSpec[] = allocated.map((a, i) => {
    const next = i in row.containers ? row.containers[i] : a;
    return { name: `c${i + 1}`, ...(next !== undefined && next !== null ? { requests: next } : {}), allocated: a ?? {} };
  });
  const pod1 = podManifest(rng, {
    name: 'pod1',
    node: 'n1',
    startTime: 0,
    containers,
    ...(row.podLevel === true ? { podRequests: { cpu: 2500, memory: 2500 * MI } } : {}),
  });
  const witness = podManifest(rng, {
    name: 'witness',
    node: 'n1',
    priority: 100,
    startTime: 0,
    containers: [{ name: 'c', requests: { cpu: 200, memory: 200 * MI }, allocated: { cpu: 100, memory: 100 * MI } }],
  });
  return {
    id: `fixed-increasing-${slug(row.name)}`,
    kind: 'pendingOrder',
    source: `${ALLOCATION} TestIsResizeIncreasingRequests "${row.name}"`,
    nodes: [
      { ...ALLOCATION_NODE, status: { capacity: { cpu: '64', memory: '256Gi', pods: '110' }, allocatable: { cpu: '64', memory: '256Gi', pods: '110' } } },
    ],
    pods: [pod1, witness],
    pendingSinceOrder: [],
    pushOrder: ['pod1', 'witness'],
  };
}

const isResizeIncreasingRequests: Case[] = INCREASING_ROWS.map(increasingCase);

/** getTestPods: names as upstream's constants, lower-cased where the API needs it. */
const CRITICAL = 2_000_000_000;
const TEST_PODS: Readonly<Record<string, { readonly requests?: Amounts; readonly limits?: Amounts; readonly priority?: number }>> = {
  'best-effort': {},
  burstable: { requests: { cpu: 100, memory: 100 * MI } },
  guaranteed: { requests: { cpu: 100, memory: 100 * MI }, limits: { cpu: 100, memory: 100 * MI } },
  'high-request-burstable': { requests: { cpu: 300, memory: 300 * MI } },
  'high-request-guaranteed': { requests: { cpu: 300, memory: 300 * MI }, limits: { cpu: 300, memory: 300 * MI } },
  'cluster-critical': { requests: { cpu: 100, memory: 100 * MI }, priority: CRITICAL },
  'node-critical': { requests: { cpu: 100, memory: 100 * MI }, priority: CRITICAL + 100 },
};

function testPod(kind: string, name = kind): Json {
  const p = TEST_PODS[kind]!;
  return podManifest(rng, {
    name,
    node: 'n1',
    ...(p.priority !== undefined ? { priority: p.priority } : {}),
    containers: [
      { name: `${kind}-container`, ...(p.requests !== undefined ? { requests: p.requests } : {}), ...(p.limits !== undefined ? { limits: p.limits } : {}) },
    ],
  });
}

/** getAdmissionRequirementList / getPredicateFailureReasons: cpu in millicores, memory in Mi, pods. */
function requirements(cpu: number, memoryMi: number, pods: number): Requirement[] {
  const out: Requirement[] = [];
  if (cpu > 0) out.push({ resourceName: 'cpu', quantity: cpu });
  if (memoryMi > 0) out.push({ resourceName: 'memory', quantity: memoryMi * MI });
  if (pods > 0) out.push({ resourceName: 'pods', quantity: pods });
  return out;
}

const NODE_110: Json = {
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'n1' },
  status: { capacity: { cpu: '4', memory: '4Gi', pods: '110' }, allocatable: { cpu: '4', memory: '4Gi', pods: '110' } },
};

function criticalCase(test: string, row: string, preemptor: string, inputs: readonly string[], reqs: Requirement[]): Case {
  return {
    id: `fixed-critical-${slug(test)}-${slug(row)}`,
    kind: 'criticalPreemption',
    source: `${PREEMPTION} ${test} "${row}"`,
    nodes: [NODE_110],
    // The preemptor itself in the input list (TestHandleAdmissionFailure) is a second pod of the same kind.
    pods: inputs.map((k) => (k === preemptor ? testPod(k, `${k}-running`) : testPod(k))),
    preemptor: testPod(preemptor),
    requirements: reqs,
  };
}

const G = 'TestGetPodsToPreempt';
const ALL = ['best-effort', 'burstable', 'high-request-burstable', 'guaranteed', 'high-request-guaranteed'];
const getPodsToPreempt: Case[] = [
  criticalCase(G, 'no requirements', 'cluster-critical', [], requirements(0, 0, 0)),
  criticalCase(G, 'no pods', 'cluster-critical', [], requirements(0, 0, 1)),
  criticalCase(G, 'equal pods and resources requirements', 'cluster-critical', ['burstable'], requirements(100, 100, 1)),
  criticalCase(G, 'higher requirements than pod requests', 'cluster-critical', ['burstable'], requirements(200, 200, 2)),
  criticalCase(G, 'choose between bestEffort and burstable', 'cluster-critical', ['burstable', 'best-effort'], requirements(0, 0, 1)),
  criticalCase(G, 'choose between burstable and guaranteed', 'cluster-critical', ['burstable', 'guaranteed'], requirements(0, 0, 1)),
  criticalCase(
    G,
    'choose lower request burstable if it meets requirements',
    'cluster-critical',
    ['best-effort', 'high-request-burstable', 'burstable'],
    requirements(100, 100, 0),
  ),
  criticalCase(
    G,
    'choose higher request burstable if lower does not meet requirements',
    'cluster-critical',
    ['best-effort', 'burstable', 'high-request-burstable'],
    requirements(150, 150, 0),
  ),
  criticalCase(G, 'multiple pods required', 'cluster-critical', ALL, requirements(350, 350, 0)),
  criticalCase(G, 'evict guaranteed when we have to, and dont evict the extra burstable', 'cluster-critical', ALL, requirements(0, 550, 0)),
  criticalCase(G, 'evict cluster critical pod for node critical pod', 'node-critical', ['cluster-critical'], requirements(100, 0, 0)),
  criticalCase(G, 'can not evict node critical pod for cluster critical pod', 'cluster-critical', ['node-critical'], requirements(100, 0, 0)),
];

const H = 'TestHandleAdmissionFailure';
const handleAdmissionFailure: Case[] = [
  criticalCase(H, 'critical pods cannot be preempted - no other failure reason', 'cluster-critical', ['cluster-critical'], requirements(0, 0, 1)),
  criticalCase(
    H,
    'best effort pods are not preempted when attempting to free resources - no other failure reason',
    'cluster-critical',
    ['best-effort'],
    requirements(0, 1, 0),
  ),
  criticalCase(H, 'multiple pods evicted - no other failure reason', 'cluster-critical', ['cluster-critical', ...ALL], requirements(0, 550, 0)),
  criticalCase(
    H,
    'critical pod resize, feature gate disabled -> perform preemption (evicts best effort pod)',
    'cluster-critical',
    ['high-request-burstable'],
    requirements(0, 100, 0),
  ),
];

export const KUBELET_CASES: readonly Case[] = [
  ...retryPendingResizes,
  ...nonSidecarInitRetries,
  ...isResizeIncreasingRequests,
  ...getPodsToPreempt,
  ...handleAdmissionFailure,
];
