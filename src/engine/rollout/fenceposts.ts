/**
 * A rollout's bounds from the strategy's IntOrString fields: a count, or a percentage of the
 * desired replicas rounded up (surge) or down (unavailable), and never both zero.
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/apimachinery/pkg/util/intstr/intstr.go
 * (GetScaledValueFromIntOrPercent); pkg/controller/deployment/util/deployment_util.go
 * (ResolveFenceposts, MaxUnavailable, NewRSNewReplicas); pkg/controller/statefulset/stateful_set_utils.go
 * (getStatefulSetMaxUnavailable); pkg/controller/daemon/util/daemonset_util.go (SurgeCount,
 * UnavailableCount) and pkg/controller/daemon/update.go (updatedDesiredNodeCounts).
 */
import type { IntOrPercent } from '../../model/update-strategy.ts';

/** intstr.GetScaledValueFromIntOrPercent. */
export function scaledValue(v: IntOrPercent, total: number, roundUp: boolean): number {
  if (v.kind === 'int') return v.value;
  const exact = (v.value * total) / 100;
  return roundUp ? Math.ceil(exact) : Math.floor(exact);
}

/** deploymentutil.ResolveFenceposts, with MaxUnavailable's cap at the replicas. */
export function deploymentFenceposts(maxSurge: IntOrPercent, maxUnavailable: IntOrPercent, desired: number): { surge: number; unavailable: number } {
  const surge = scaledValue(maxSurge, desired, true);
  let unavailable = scaledValue(maxUnavailable, desired, false);
  if (surge === 0 && unavailable === 0) unavailable = 1;
  return { surge, unavailable: desired === 0 ? 0 : Math.min(unavailable, desired) };
}

/** getStatefulSetMaxUnavailable: rounded down, at least 1. */
export function statefulSetMaxUnavailable(maxUnavailable: IntOrPercent, replicas: number): number {
  return Math.max(1, scaledValue(maxUnavailable, replicas, false));
}

/** SurgeCount and UnavailableCount round up; updatedDesiredNodeCounts makes 0/0 into unavailable 1. */
export function daemonSetFenceposts(maxSurge: IntOrPercent, maxUnavailable: IntOrPercent, desired: number): { surge: number; unavailable: number } {
  const surge = scaledValue(maxSurge, desired, true);
  let unavailable = scaledValue(maxUnavailable, desired, true);
  if (desired > 0 && surge === 0 && unavailable === 0) unavailable = 1;
  return { surge, unavailable };
}

/**
 * NewRSNewReplicas for RollingUpdate: the new ReplicaSet's replicas, up to replicas + maxSurge
 * pods in all (`allPods`: every ReplicaSet's replicas) and never above the Deployment's replicas.
 */
export function newReplicaSetReplicas(desired: number, surge: number, allPods: number, newPods: number): number {
  const maxTotal = desired + surge;
  if (allPods >= maxTotal) return newPods;
  return newPods + Math.min(maxTotal - allPods, desired - newPods);
}
