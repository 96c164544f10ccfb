/**
 * NodeResourcesFit Filter and FitsRequest, following pkg/scheduler/framework/plugins/noderesources/fit.go
 * (fitsRequest, adjustDeltasToAccomodateCacheDiscrepancy; v1.37, gate InPlacePodVerticalScalingSchedulerPreemption).
 * For a deferred pod already in the NodeInfo the deltas are
 * max(0, desired − cached) — normally 0 — so the check becomes "is the node over-committed on a
 * resource the pod requests"; scalars with a zero delta are skipped.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/noderesources/fit.go.
 */
import type { SimPod } from '../sim-pod.ts';
import type { NodeInfo } from '../node-info.ts';
import { CPU, EPHEMERAL_STORAGE, MEMORY, sortedNamesOf } from '../../resource/resources.ts';
import { amountOf, atLeastZero, minus } from '../resource-sum.ts';
import { runScopedMap } from '../../core/memo.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'NodeResourcesFit';

export interface FitOptions {
  /** Count the deferred pod itself once more in the pod-count check, as upstream's fitsRequest does. */
  readonly podCountQuirk: boolean;
}

const NATIVE = new Set([CPU, MEMORY, EPHEMERAL_STORAGE]);

/**
 * adjustDeltasToAccomodateCacheDiscrepancy: only for the gate on and an assigned pod found in
 * the NodeInfo, each delta is max(0, request − cached request); otherwise the request itself.
 */
function cachedRequests(pod: SimPod, nodeInfo: NodeInfo, gateOn: boolean): ReadonlyMap<string, bigint> | undefined {
  return gateOn && pod.nodeName === nodeInfo.node.name && nodeInfo.pods.includes(pod) ? pod.schedulerRequests() : undefined;
}

const insufficientReason = runScopedMap<string, string>();

function reasonFor(name: string): string {
  let r = insufficientReason.get(name);
  if (r === undefined) {
    r = `Insufficient ${name}`;
    insufficientReason.set(name, r);
  }
  return r;
}

/**
 * Shared failure Statuses, reason after reason (a trie: finding one allocates nothing), each
 * node holding its reasons and its Status for either code.
 */
interface FailureNode {
  readonly reasons: readonly string[];
  readonly next: Map<string, FailureNode>;
  unschedulable: Status | undefined;
  unresolvable: Status | undefined;
}
/** The trie's root; its branches are emptied between runs. */
const NO_FAILURE: FailureNode = { reasons: [], next: runScopedMap(), unschedulable: undefined, unresolvable: undefined };

function withReason(node: FailureNode, reason: string): FailureNode {
  let child = node.next.get(reason);
  if (child === undefined)
    node.next.set(reason, (child = { reasons: [...node.reasons, reason], next: new Map(), unschedulable: undefined, unresolvable: undefined }));
  return child;
}

/** One shared Status per distinct answer: a 5,000-node scan allocates a handful, not one per node. */
function statusOf(node: FailureNode, unresolvable: boolean): Status {
  if (unresolvable) return (node.unresolvable ??= Object.freeze(status('UnschedulableAndUnresolvable', NAME, ...node.reasons)));
  return (node.unschedulable ??= Object.freeze(status('Unschedulable', NAME, ...node.reasons)));
}

/**
 * Filter (fitsRequest and its Status): Unschedulable with every insufficient resource in
 * upstream order, or UnschedulableAndUnresolvable if any is unresolvable. The reasons are
 * followed down the trie as they are found, so a failing check (most of a dry run's) allocates
 * nothing.
 */
export function filter(pod: SimPod, podRequest: ReadonlyMap<string, bigint>, nodeInfo: NodeInfo, gateOn: boolean, opts: FitOptions): Status {
  let failed: FailureNode | undefined;
  let unresolvable = false;
  const node = nodeInfo.node;
  // 1. The pod count (upstream counts a deferred pod already on the node once more: podCountQuirk).
  const alreadyCounted = opts.podCountQuirk ? 0 : nodeInfo.pods.includes(pod) ? 1 : 0;
  if (nodeInfo.pods.length - alreadyCounted + 1 > node.allowedPodNumber) failed = withReason(NO_FAILURE, 'Too many pods');
  // 2. A pod requesting nothing is done (here the loop below has no name to check).
  // 3. adjustDeltasToAccomodateCacheDiscrepancy: max(0, request − cached) for a pod the NodeInfo holds.
  const cached = cachedRequests(pod, nodeInfo, gateOn);
  // 4. Each resource: delta > allocatable − requested is insufficient; unresolvable when the
  //    request (a scalar's delta) alone is over allocatable. Scalars with a zero delta are skipped.
  for (const name of sortedNamesOf(podRequest)) {
    const request = amountOf(podRequest, name);
    const delta = cached === undefined ? request : atLeastZero(minus(request, amountOf(cached, name)));
    const native = NATIVE.has(name);
    if (!native && delta <= 0) continue; // a delta is never negative: this is delta == 0
    const allocatable = amountOf(node.allocatable, name);
    if (request > 0 && delta > minus(allocatable, nodeInfo.requested.amount(name))) {
      failed = withReason(failed ?? NO_FAILURE, reasonFor(name));
      if ((native ? request : delta) > allocatable) unresolvable = true;
    }
  }
  return failed === undefined ? success(NAME) : statusOf(failed, unresolvable);
}

/** Amounts as exact numbers (safe integers): cpu in millicores, memory in bytes, free pod slots. */
export interface Room {
  readonly cpu: number;
  readonly memory: number;
  readonly pods: number;
}

/** Which of the numeric checks fail (see roomStatuses): bit 0 the pod count, bit 1 cpu, bit 2 memory. */
export function roomShortfall(request: Omit<Room, 'pods'>, room: Room): number {
  return (room.pods < 1 ? 1 : 0) | (request.cpu > 0 && request.cpu > room.cpu ? 2 : 0) | (request.memory > 0 && request.memory > room.memory ? 4 : 0);
}

/** The Status for a shortfall (see roomShortfall): reasons in upstream order; unresolvable when the request exceeds allocatable. */
function shortfallStatus(request: Omit<Room, 'pods'>, allocatable: Omit<Room, 'pods'>, bits: number): Status {
  if (bits === 0) return success(NAME);
  let failed = NO_FAILURE;
  if ((bits & 1) !== 0) failed = withReason(failed, 'Too many pods');
  if ((bits & 2) !== 0) failed = withReason(failed, reasonFor(CPU));
  if ((bits & 4) !== 0) failed = withReason(failed, reasonFor(MEMORY));
  const unresolvable = ((bits & 2) !== 0 && request.cpu > allocatable.cpu) || ((bits & 4) !== 0 && request.memory > allocatable.memory);
  return statusOf(failed, unresolvable);
}

/**
 * NodeResourcesFit for a new pod that requests only cpu and memory, on nodes without nominated
 * pods, from numbers: `request` and `allocatable` (cpu, memory) and each node's room
 * (allocatable − requested, and allowedPodNumber − pods). Every value must be a safe integer,
 * so each comparison is the bigint one. The eight possible answers for one request on nodes of
 * one allocatable, indexed by roomShortfall: a scan over thousands of nodes looks each one up.
 */
export function roomStatuses(request: Omit<Room, 'pods'>, allocatable: Omit<Room, 'pods'>): readonly Status[] {
  return Array.from({ length: 8 }, (_, bits) => shortfallStatus(request, allocatable, bits));
}
