/**
 * NodeDeclaredFeatureValidator on a /resize request (NodeDeclaredFeatures, GA in v1.37, the
 * plugin on by default): a resize that needs a kubelet feature its node does not declare in
 * status.declaredFeatures is refused (Forbidden). Two kinds of resize need one: a change of the
 * pod's own resources (InPlacePodLevelResourcesVerticalScaling) and a change of a non-sidecar init
 * container's (InPlacePodVerticalScalingInitContainers). A Node that records no list is taken as
 * a v1.37 kubelet with its defaults, which declares both; one whose kubelet is older than 1.36
 * declares none (model/build-objects.ts).
 *
 * Upstream (kubernetes v1.37.2): plugin/pkg/admission/nodedeclaredfeatures/admission.go
 * validatePodUpdate; staging/src/k8s.io/component-helpers/nodedeclaredfeatures/features/inplacepodresize
 * (pod_level_resource_resize.go, nonsidecar_initcontainers_resize.go InferForUpdate), features/registry.go
 * (their order in the message).
 */
import { sameRequirements } from '../../model/pod-level-allocation.ts';
import type { SimPod } from '../sim-pod.ts';
import type { ResizedSpec } from './admit.ts';

export const POD_LEVEL_RESIZE = 'InPlacePodLevelResourcesVerticalScaling';
export const INIT_CONTAINER_RESIZE = 'InPlacePodVerticalScalingInitContainers';

/** The features the update needs (InferForUpdate of each, in the registry's order). */
function requiredFeatures(pod: SimPod, resized: ResizedSpec): string[] {
  const out: string[] = [];
  if ((pod.podResources !== undefined || resized.podResources !== undefined) && !sameRequirements(pod.podResources, resized.podResources))
    out.push(POD_LEVEL_RESIZE);
  const changed = pod.initContainers.some((c, i) => !c.sidecar && !sameRequirements(c.resources, resized.initContainers[i]?.resources));
  if (changed) out.push(INIT_CONTAINER_RESIZE);
  return out;
}

/** The refusal's message, or undefined when the pod's node declares what the resize needs (or the pod runs on none). */
export function undeclaredFeatures(pod: SimPod, resized: ResizedSpec): string | undefined {
  const declared = pod.host?.node.declaredFeatures;
  if (pod.nodeName === undefined || declared === undefined) return undefined;
  const missing = requiredFeatures(pod, resized).filter((f) => !declared.includes(f));
  if (missing.length === 0) return undefined;
  return `pod update requires features ${missing.join(', ')} which are not available on node ${JSON.stringify(pod.nodeName)}`;
}
