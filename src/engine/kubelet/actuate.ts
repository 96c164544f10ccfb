/**
 * The kubelet's actuation of an accepted resize (allocation_manager.go SetAllocatedResources, then
 * the pod worker's SyncPod, at once here): the checkpoint takes the desired resources and the
 * status reports them.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/allocation/allocation_manager.go, pkg/kubelet/kubelet_pods.go.
 */
import { containerStatus } from '../../model/container-status.ts';
import type { PodLevelStatus } from '../../model/pod.ts';
import { podRequests } from '../../model/requests.ts';
import type { SimPod } from '../sim-pod.ts';
import { resizable } from './admission.ts';

/**
 * Accepting: allocation checkpointed at the desired values, requests and limits, then actuated. A non-sidecar init
 * container has run to completion: its status reports the allocation as its resources
 * (convertContainerStatusResources in pkg/kubelet/kubelet_pods.go, a container not running), and
 * IsPodResizeInProgress (kuberuntime_manager.go) does not wait for it, so its resize is done at once.
 */
export function actuate(pod: SimPod): void {
  for (const c of resizable(pod)) {
    const prev = pod.containerStatuses.get(c.name);
    const { requests, limits } = c.resources;
    pod.setContainerStatus(c.name, containerStatus(prev?.reportsResources, requests, requests, limits, limits));
  }
  // The checkpoint takes the resized pod's pod-level resources too (SetAllocatedResources), and a
  // recorded pod-level status reports them.
  if (pod.allocatedPodResources !== pod.podResources && pod.podStatus !== undefined) pod.podStatus = podLevelStatusAfter(pod, pod.podStatus);
  pod.allocatedPodResources = pod.podResources;
  pod.resizePending = undefined;
  pod.pendingSince = undefined;
  pod.invalidate();
}

/**
 * The pod-level status once the kubelet has actuated the pod's resources: allocatedResources is
 * PodRequests of the pod (generateAPIPodStatus), resources.requests its own requests.
 */
function podLevelStatusAfter(pod: SimPod, before: PodLevelStatus): PodLevelStatus {
  const own = pod.podResources?.requests;
  const actual = before.actual === undefined || own === undefined ? before.actual : new Map([...before.actual, ...own]);
  return { actual, allocated: before.allocated === undefined ? undefined : podRequests(pod) };
}
