/**
 * Pod QoS class, mirroring pkg/apis/core/helper/qos/qos.go ComputePodQOS (v1.37): only cpu and
 * memory count; requests and limits are summed over all containers (init included) and compared
 * as sums; pod-level resources, when set, decide instead.
 */
import type { Container, QOSClass, ResourceRequirements } from './pod.ts';
import { addLists, type ResourceList } from './resources.ts';

const QOS_RESOURCES = ['cpu', 'memory'] as const;

function positive(list: ResourceList): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const name of QOS_RESOURCES) {
    const v = list.get(name);
    if (v !== undefined && v > 0n) out.set(name, v);
  }
  return out;
}

export function computePodQOS(
  containers: readonly Container[],
  initContainers: readonly Container[],
  podResources: ResourceRequirements | undefined,
): QOSClass {
  const parts: ResourceRequirements[] =
    podResources !== undefined && (podResources.requests.size > 0 || podResources.limits.size > 0)
      ? [podResources]
      : [...containers, ...initContainers].map((c) => c.resources);
  let requests = new Map<string, bigint>();
  let limits = new Map<string, bigint>();
  let guaranteed = true;
  for (const part of parts) {
    requests = addLists(requests, positive(part.requests));
    const lim = positive(part.limits);
    limits = addLists(limits, lim);
    if (!lim.has('cpu') || !lim.has('memory')) guaranteed = false;
  }
  if (requests.size === 0 && limits.size === 0) return 'BestEffort';
  if (guaranteed) {
    for (const [name, req] of requests) {
      if (limits.get(name) !== req) {
        guaranteed = false;
        break;
      }
    }
  }
  return guaranteed && requests.size === limits.size ? 'Guaranteed' : 'Burstable';
}
