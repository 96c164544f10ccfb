/**
 * The kubelet's pending-resize order (sortPendingResizes in pkg/kubelet/allocation/allocation_manager.go,
 * v1.37; TestSortPendingResizes): non-increasing resizes first, then higher priority, then Guaranteed,
 * then the oldest PodResizePending condition (none = last; within one second, the one set first).
 * Upstream leaves ties (and the order
 * among non-increasing resizes) undefined; resizeguard orders them by Pod.seq.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/allocation/allocation_manager.go (sortPendingResizes).
 */
import type { SimPod } from '../sim-pod.ts';
import { isResizeIncreasing } from './admission.ts';

/**
 * Lists up to this long (a node's pending pods: a few dozen at most) are sorted by insertion into
 * a copy: a kubelet walk sorts its node's list on every trigger, 110,000 times in a
 * 150,000-resize scenario, where Array.prototype.sort took half as long again. A longer list (a
 * scenario's whole batch, handed to the kubelets at once) is sorted by Array.prototype.sort.
 */
const SMALL_LIST = 32;

export function sortPendingResizes(pods: readonly SimPod[]): SimPod[] {
  return pods.length <= SMALL_LIST ? insertionSorted(pods) : pods.slice().sort(comparePods);
}

/** The kubelet's order; a pod's resizeIncreasing is kept on it, so each comparison only reads fields. */
function comparePods(a: SimPod, b: SimPod): number {
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
    for (; j >= 0 && comparePods(out[j]!, p) > 0; j--) out[j + 1] = out[j]!;
    out[j + 1] = p;
  }
  return out;
}
