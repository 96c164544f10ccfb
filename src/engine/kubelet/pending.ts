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

export function sortPendingResizes(pods: readonly SimPod[]): SimPod[] {
  const keyed = pods.map((p) => ({ p, increasing: p.resizeIncreasing(isResizeIncreasing) }));
  keyed.sort((a, b) => {
    if (a.increasing !== b.increasing) return a.increasing ? 1 : -1;
    if (a.increasing) {
      if (a.p.priority !== b.p.priority) return b.p.priority - a.p.priority;
      const ga = a.p.pod.qos === 'Guaranteed';
      if (ga !== (b.p.pod.qos === 'Guaranteed')) return ga ? -1 : 1;
      const sa = a.p.pendingSince ?? Number.POSITIVE_INFINITY;
      const sb = b.p.pendingSince ?? Number.POSITIVE_INFINITY;
      if (sa !== sb) return sa < sb ? -1 : 1;
      if (a.p.pendingSeq !== b.p.pendingSeq) return a.p.pendingSeq - b.p.pendingSeq;
    }
    return a.p.seq - b.p.seq;
  });
  return keyed.map((k) => k.p);
}
