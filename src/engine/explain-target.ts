/**
 * Upstream: none: which pods --explain records in full (every node's Filter statuses and
 * scores, the victims reprieved). It names a pod ("namespace/name") or a workload, whose
 * replicas it then means.
 */
import type { SimPod } from './sim-pod.ts';

export function isExplained(target: string | undefined, pod: SimPod): boolean {
  if (target === undefined) return false;
  if (target === pod.key) return true;
  const o = pod.pod.owner;
  return pod.pod.hasController && `${o.namespace}/${o.name}` === target;
}
