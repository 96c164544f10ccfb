/**
 * The limits in the kubelet's checkpoint of a container. The checkpoint holds the container's
 * whole ResourceRequirements (state.PodResourceInfo.ContainerResources, set by
 * allocation_manager.go SetAllocatedResources), and UpdatePodFromAllocation's
 * updateContainerResourcesFromAllocation compares all of it, requests and limits, with the spec
 * (apiequality.Semantic.DeepEqual): a resize that changes only a limit is a resize.
 *
 * The API shows the checkpointed requests (status.containerStatuses[].allocatedResources, which
 * generateAPIPodStatus fills with the allocated requests only) but not the limits. A recorded
 * status.resources.limits is taken for them: convertContainerStatusResources (kubelet_pods.go)
 * starts status.resources from the allocated container and replaces only the cpu and memory
 * limits of a running container with what the runtime reports, which differs from the allocation
 * only while an accepted resize is being actuated (the pod then shows PodResizeInProgress; the
 * engine accepts that resize again, which ends as the kubelet's does: Completed). Without
 * status.resources.limits (a manifest, a status written without them) the container was admitted
 * at its spec, and the spec's limits are the checkpoint's; a limit added to a container that had
 * none and not yet allocated is then not seen, where an absent list more often means a status
 * written by hand than an allocation without limits.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/allocation/allocation_manager.go, pkg/kubelet/kubelet_pods.go.
 */
import type { Container, ContainerStatus } from './pod.ts';
import type { ResourceList } from '../resource/resources.ts';

/**
 * The limits the kubelet checkpointed for `c`: the engine's own checkpoint, else the recorded
 * status.resources.limits, else the limits `c` was admitted with (`c` must be the admitted
 * container when the status holds neither: SimPod.admit fills the checkpoint before any resize).
 */
export function checkpointedLimits(c: Container, s: ContainerStatus | undefined): ResourceList {
  return s?.allocatedLimits ?? s?.actualLimits ?? c.resources.limits;
}
