/**
 * Which pods a ReplicaSet deletes first when it scales down: unscheduled before scheduled,
 * pending before running, not ready before ready, lower pod-deletion-cost first, pods on nodes
 * crowded with the workload's pods first, then the most recently ready.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/replicaset/replica_set.go (getPodsToDelete,
 * getPodsRankedByRelatedPodsOnSameNode); pkg/controller/controller_utils.go (ActivePodsWithRanks.Less).
 * Deviation: the last ties (logarithmic ready-time buckets, then UID) are broken by the newest
 * ready first, then Pod.seq.
 */
import type { SimPod } from '../sim-pod.ts';

const DELETION_COST = 'controller.kubernetes.io/pod-deletion-cost';

function deletionCost(p: SimPod): number {
  const v = Number(p.pod.annotations[DELETION_COST] ?? 0);
  return Number.isInteger(v) ? v : 0;
}

/**
 * The `count` pods of `pods` to delete. `related`: every active pod of the workload (both
 * revisions), for the rank; `readyAt`: when a pod became ready (undefined: before the run).
 */
export function podsToDelete(pods: readonly SimPod[], related: readonly SimPod[], count: number, readyAt: (p: SimPod) => number | undefined): SimPod[] {
  if (count <= 0) return [];
  const onNode = new Map<string, number>();
  for (const p of related) if (p.nodeName !== undefined) onNode.set(p.nodeName, (onNode.get(p.nodeName) ?? 0) + 1);
  const rank = (p: SimPod): number => (p.nodeName === undefined ? 0 : (onNode.get(p.nodeName) ?? 0));
  const ready = (p: SimPod): number => readyAt(p) ?? Number.NEGATIVE_INFINITY;
  return [...pods]
    .sort(
      (a, b) =>
        Number(a.nodeName !== undefined) - Number(b.nodeName !== undefined) ||
        deletionCost(a) - deletionCost(b) ||
        rank(b) - rank(a) ||
        ready(b) - ready(a) ||
        a.seq - b.seq,
    )
    .slice(0, count);
}
