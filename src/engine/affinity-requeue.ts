/**
 * InterPodAffinity's queueing hint for an assigned pod's Add (isSchedulableAfterAssignedPodChange):
 * a pending pod whose last cycle failed with required pod affinity terms is tried again once a pod
 * is bound that matches every one of them. A bind only takes room, so no other hint requeues a pod
 * then; without this one, a pod that asks to run beside a pod placed after it would stay Pending.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/interpodaffinity/plugin.go (EventsToRegister, isSchedulableAfterAssignedPodChange).
 */
import { podMatchesAllAffinityTerms, requiredTerms, type NamespaceLabels } from './affinity-terms.ts';
import type { CycleState } from './filters.ts';
import type { SimPod } from './sim-pod.ts';

export class AffinityRequeue {
  /** Pending pods whose last cycle failed with required pod affinity terms. */
  private readonly waiting = new Set<SimPod>();
  /** A waiting pod was queued again since the last takeQueued(). */
  private queued = false;

  /** `clusterChanged`: the queue forgets the failures pods of a template share. */
  constructor(
    private readonly nsLabels: NamespaceLabels,
    private readonly clusterChanged: () => void,
  ) {}

  /** True when a pod was queued again since the last call: the scheduler makes another pass at the same instant. */
  takeQueued(): boolean {
    const q = this.queued;
    this.queued = false;
    return q;
  }

  /** A cycle failed: the pod waits for a pod its affinity asks for, if it has such terms. */
  failed(cycle: CycleState): void {
    if ((cycle.interPodAffinity?.affinityTerms.length ?? 0) > 0) this.waiting.add(cycle.pod);
  }

  /** `added` was bound: a waiting pod whose every affinity term matches it is queued again. */
  added(added: SimPod): void {
    this.waiting.delete(added);
    for (const p of this.waiting) {
      if (p.gone || p.nodeName !== undefined) this.waiting.delete(p);
      else if (podMatchesAllAffinityTerms(requiredTerms(p)?.affinity ?? [], added, this.nsLabels)) {
        this.waiting.delete(p);
        this.queued = true;
        this.clusterChanged();
      }
    }
  }
}
