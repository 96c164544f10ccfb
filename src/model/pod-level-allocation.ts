/**
 * The kubelet's checkpoint of a pod's own resources (PodResourceInfo.PodLevelResources,
 * pkg/kubelet/allocation/allocation_manager.go SetAllocatedResources) as a recorded status shows
 * it. status.allocatedResources is PodRequests of the pod as allocated, overhead included
 * (pkg/kubelet/kubelet_pods.go generateAPIPodStatus), so a pod-level request it names is that
 * amount less the overhead. A spec request other than that is a pod-level resize the kubelet has
 * not accepted yet (`kubectl patch --subresource resize` of `spec.resources`).
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/kubelet_pods.go, pkg/kubelet/allocation/allocation_manager.go.
 */
import type { PodResourceShape, ResourceRequirements } from './pod.ts';
import { recordedPodLevelAllocation } from './requests.ts';
import { sameList } from '../resource/resources.ts';

/** The pod-level resources the kubelet allocated: the spec's, unless the status records other requests. */
export function checkpointedPodResources(pod: PodResourceShape): ResourceRequirements | undefined {
  const spec = pod.podResources;
  if (spec === undefined) return spec;
  const requests = recordedPodLevelAllocation(pod, spec.requests);
  return requests === spec.requests ? spec : { requests, limits: spec.limits };
}

/** The same requests and limits (a name set to 0 and a name not set differ, as for the API). */
export function sameRequirements(a: ResourceRequirements | undefined, b: ResourceRequirements | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return sameList(a.requests, b.requests) && sameList(a.limits, b.limits);
}
