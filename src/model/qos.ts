/**
 * Pod QoS class, mirroring pkg/apis/core/helper/qos/qos.go ComputePodQOS (v1.37): only cpu and
 * memory count; requests and limits are summed over all containers (init included) and compared
 * as sums; pod-level resources, when set, decide instead.
 */
import type { Container, QOSClass, ResourceRequirements } from './pod.ts';
import type { ResourceList } from '../resource/resources.ts';

/** The amount when positive: only positive cpu and memory values count (qos.go isSupportedQoSComputeResource). */
function positive(list: ResourceList, name: 'cpu' | 'memory'): bigint | undefined {
  const v = list.get(name);
  return v !== undefined && v > 0n ? v : undefined;
}

function plus(sum: bigint | undefined, v: bigint | undefined): bigint | undefined {
  return v === undefined ? sum : (sum ?? 0n) + v;
}

export function computePodQOS(
  containers: readonly Container[],
  initContainers: readonly Container[],
  podResources: ResourceRequirements | undefined,
): QOSClass {
  const podLevel = podResources !== undefined && (podResources.requests.size > 0 || podResources.limits.size > 0);
  // Sums of the positive cpu and memory requests and limits (undefined: none at all). A plain
  // loop, not a closure over the sums: the kubelet asks this on every resize decision.
  let requestCpu: bigint | undefined;
  let requestMemory: bigint | undefined;
  let limitCpu: bigint | undefined;
  let limitMemory: bigint | undefined;
  let guaranteed = true;
  const count = podLevel ? 1 : containers.length + initContainers.length;
  for (let i = 0; i < count; i++) {
    const part = podLevel ? podResources : i < containers.length ? containers[i]!.resources : initContainers[i - containers.length]!.resources;
    requestCpu = plus(requestCpu, positive(part.requests, 'cpu'));
    requestMemory = plus(requestMemory, positive(part.requests, 'memory'));
    const cpu = positive(part.limits, 'cpu');
    const memory = positive(part.limits, 'memory');
    limitCpu = plus(limitCpu, cpu);
    limitMemory = plus(limitMemory, memory);
    if (cpu === undefined || memory === undefined) guaranteed = false;
  }
  if (requestCpu === undefined && requestMemory === undefined && limitCpu === undefined && limitMemory === undefined) return 'BestEffort';
  // Guaranteed: every part limits both, and the request sums equal the limit sums name by name.
  return guaranteed && requestCpu === limitCpu && requestMemory === limitMemory ? 'Guaranteed' : 'Burstable';
}
