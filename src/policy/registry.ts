/**
 * Every rule, sorted by id. Ids are never reused; a removed rule stays here as a comment.
 * Each has examples/rules/<id>/ (README, a manifest set that triggers it, one that does not).
 */
import type { Rule } from './rule.ts';
import { admissionPodRefused } from './rules/admission-pod-refused.ts';
import { clusterGateDisabled } from './rules/cluster-gate-disabled.ts';
import { nodeProtectedWithoutPolicy } from './rules/node-protected-without-policy.ts';
import { placementUnschedulable } from './rules/placement-unschedulable.ts';
import { priorityInversion } from './rules/priority-inversion.ts';
import { priorityMissingClass } from './rules/priority-missing-class.ts';
import { priorityUnset } from './rules/priority-unset.ts';
import { resizeDeferred } from './rules/resize-deferred.ts';
import { resizeInfeasible } from './rules/resize-infeasible.ts';
import { resizeOverPreemption } from './rules/resize-over-preemption.ts';
import { resizePdbViolation } from './rules/resize-pdb-violation.ts';
import { resizePreempts } from './rules/resize-preempts.ts';
import { resizePreemptsProtected } from './rules/resize-preempts-protected.ts';
import { resizeRejected } from './rules/resize-rejected.ts';
import { resizeSlow } from './rules/resize-slow.ts';
import { victimLongGracePeriod } from './rules/victim-long-grace-period.ts';
import { victimUnmanagedPod } from './rules/victim-unmanaged-pod.ts';
import { vpaEvictsRule } from './rules/vpa-evicts.ts';
import { vpaUnbounded } from './rules/vpa-unbounded.ts';

export const RULES: readonly Rule[] = [
  admissionPodRefused,
  clusterGateDisabled,
  nodeProtectedWithoutPolicy,
  // placement/inter-pod-affinity: removed before 0.2.0; placement runs the InterPodAffinity filter, so a pod it forbids stays Pending (placement/unschedulable).
  placementUnschedulable,
  priorityInversion,
  priorityMissingClass,
  priorityUnset,
  resizeDeferred,
  resizeInfeasible,
  resizeOverPreemption,
  resizePdbViolation,
  resizePreempts,
  resizePreemptsProtected,
  resizeRejected,
  resizeSlow,
  victimLongGracePeriod,
  victimUnmanagedPod,
  vpaEvictsRule,
  vpaUnbounded,
];
