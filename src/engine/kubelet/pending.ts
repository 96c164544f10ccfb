/**
 * The kubelet's pending-resize list (podsWithPendingResizes in
 * pkg/kubelet/allocation/allocation_manager.go, v1.37): PushPendingResize appends a pod not on it
 * yet and sorts the whole list with sortPendingResizes' comparator, through Go's slices.SortFunc;
 * retryPendingResizes walks it in that stored order. The comparator is not a strict weak order (it
 * answers -1 for any non-increasing first pod, even when both are; 1 both ways for two growing
 * pods without a condition, or with conditions set at the same time), so the order it leaves
 * depends on the list it is given and on the sorting algorithm: both are reproduced
 * (core/go-sort-func.ts), and each push sorts as upstream does.
 *
 * A scenario's requests, handed to the kubelets together, arrive in arrivalOrder: the same keys
 * read as a strict order (non-increasing first, then priority, Guaranteed, the oldest condition),
 * ties by Pod.seq (the API leaves their order open).
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/allocation/allocation_manager.go (PushPendingResize, sortPendingResizes).
 */
import { goSortFunc } from '../../core/go-sort-func.ts';
import type { SimPod } from '../sim-pod.ts';
import { isResizeIncreasing } from './admission.ts';

/**
 * PushPendingResize: `list` with `pod` appended and sorted, or `list` itself when the pod is on
 * it already (no sort then). `list` holds the pods still found on the node.
 */
export function pushPendingResize(list: readonly SimPod[], pod: SimPod): readonly SimPod[] {
  if (list.includes(pod)) return list;
  return goSortFunc([...list, pod], comparePending);
}

/** Whether `a`'s PodResizePending condition was set before `b`'s (its lastTransitionTime; within one second, the one set first). */
function setBefore(a: SimPod, b: SimPod): boolean {
  const since = a.pendingSince ?? Number.NEGATIVE_INFINITY;
  const other = b.pendingSince ?? Number.NEGATIVE_INFINITY;
  return since !== other ? since < other : a.pendingSeq < b.pendingSeq;
}

/** sortPendingResizes' comparator, as written. */
function comparePending(a: SimPod, b: SimPod): number {
  // "resizes that don't increase requests will be prioritized"
  if (!a.resizeIncreasing(isResizeIncreasing)) return -1;
  if (!b.resizeIncreasing(isResizeIncreasing)) return 1;
  if (a.priority !== b.priority) return a.priority > b.priority ? -1 : 1;
  const guaranteed = a.pod.qos === 'Guaranteed';
  if (guaranteed !== (b.pod.qos === 'Guaranteed')) return guaranteed ? -1 : 1;
  // Any PodResizePending condition (Deferred or Infeasible) counts, at its lastTransitionTime.
  if (a.resizePending === undefined) return 1;
  if (b.resizePending === undefined) return -1;
  return setBefore(a, b) ? -1 : 1;
}

/**
 * Lists up to this long are sorted by insertion into a copy; a scenario's whole batch, handed to
 * the kubelets at once, by Array.prototype.sort.
 */
const SMALL_LIST = 32;

/** The order a scenario's requests reach the kubelets in (see the header). */
export function arrivalOrder(pods: readonly SimPod[]): SimPod[] {
  return pods.length <= SMALL_LIST ? insertionSorted(pods) : pods.slice().sort(compareArrivals);
}

function compareArrivals(a: SimPod, b: SimPod): number {
  const increasing = a.resizeIncreasing(isResizeIncreasing);
  if (increasing !== b.resizeIncreasing(isResizeIncreasing)) return increasing ? 1 : -1;
  if (increasing) {
    if (a.priority !== b.priority) return a.priority > b.priority ? -1 : 1;
    const guaranteed = a.pod.qos === 'Guaranteed';
    if (guaranteed !== (b.pod.qos === 'Guaranteed')) return guaranteed ? -1 : 1;
    const since = a.pendingSince ?? Number.POSITIVE_INFINITY;
    const other = b.pendingSince ?? Number.POSITIVE_INFINITY;
    if (since !== other) return since < other ? -1 : 1;
    // Conditions set within one second, in the order set; pods without one (a condition cleared
    // keeps its old pendingSeq) fall through to Pod.seq.
    if (a.pendingSince !== undefined && a.pendingSeq !== b.pendingSeq) return a.pendingSeq < b.pendingSeq ? -1 : 1;
  }
  return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0;
}

function insertionSorted(pods: readonly SimPod[]): SimPod[] {
  const out = pods.slice();
  for (let i = 1; i < out.length; i++) {
    const p = out[i]!;
    let j = i - 1;
    for (; j >= 0 && compareArrivals(out[j]!, p) > 0; j--) out[j + 1] = out[j]!;
    out[j + 1] = p;
  }
  return out;
}
