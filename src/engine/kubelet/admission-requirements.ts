/**
 * What the kubelet's critical-pod handler must free, and its error when nothing can: the
 * admission failure's InsufficientResourceErrors as an admissionRequirementList, and the
 * UnexpectedAdmissionError the predicate admit handler returns when getPodsToPreempt finds no set.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/preemption/preemption.go (HandleAdmissionFailure,
 * admissionRequirementList), pkg/kubelet/lifecycle/predicate.go (Admit, UnexpectedAdmissionError).
 */
import type { SimNode } from '../state.ts';
import type { SimPod } from '../sim-pod.ts';
import { fitFailures } from './admission.ts';
import { preemptable, subtract, type AdmissionRequirement } from './critical-pod-admission.ts';

/** Each insufficient resource's missing amount: requested − (capacity − used). */
export function requirementsOf(pod: SimPod, node: SimNode): AdmissionRequirement[] {
  return fitFailures(pod, node, true).map((f) => ({ resourceName: f.resourceName, quantity: f.requested - (f.capacity - f.used) }));
}

/** The kubelet's message when no set of pods can be preempted (predicate.go UnexpectedAdmissionError). */
export function unmetText(pod: SimPod, node: SimNode): string {
  const unmet = subtract(
    requirementsOf(pod, node),
    node.pods.filter((p) => p !== pod && preemptable(pod, p)),
  );
  const list = unmet.map((r) => `(res: ${r.resourceName}, q: ${r.quantity}), `).join('');
  return `Unexpected error while attempting to recover from admission failure: preemption: error finding a set of pods to preempt: no set of running pods found to reclaim resources: [${list}]`;
}
