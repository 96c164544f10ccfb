/**
 * MoreImportantPod (pkg/scheduler/util/utils.go): higher priority first, then the earlier start
 * time; a pod without status.startTime counts as starting "now", i.e. least important (GetPodStartTime).
 * Upstream leaves exact ties unordered; resizeguard breaks them by Pod.seq (older
 * creationTimestamp, then namespace and name in natural order = more important), so results
 * depend neither on map order nor on the order of the input.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/util/utils.go (MoreImportantPod, GetPodStartTime).
 */
import type { SimPod } from '../sim-pod.ts';

export function compareImportance(a: SimPod, b: SimPod): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.startTime !== b.startTime) return a.startTime < b.startTime ? -1 : 1;
  return a.seq - b.seq || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}
