/**
 * PodResizeValidator on a /resize request (on by default, active with InPlacePodVerticalScaling):
 * the API server refuses (Forbidden) the resize of a pod bound to a node that is not Linux (its
 * `kubernetes.io/os` label, when set, is not `linux`), or whose new requests, cpu or memory
 * (PodRequests of the resized spec: pod-level requests and overhead counted), exceed the node's
 * allocatable. Such a resize never reaches the kubelet, which would only defer it.
 *
 * Upstream (kubernetes v1.37.2): plugin/pkg/admission/podresize/admission.go validatePodResize,
 * validateLinuxNode, validateRequestsWithinAllocatable; pkg/kubeapiserver/options/plugins.go
 * (on by default, after NodeDeclaredFeatureValidator, before ResourceQuota);
 * test/e2e/node/pod_resize.go ("Resize pod ... to exceed the node capacity": Forbidden, NodeCapacity).
 */
import type { PodResourceShape } from '../../model/pod.ts';
import { podRequests } from '../../model/requests.ts';
import { CPU, MEMORY } from '../../resource/resources.ts';
import type { SimPod } from '../sim-pod.ts';

export type PodResizeRefusal = { readonly reason: 'UnsupportedPlatform' | 'NodeCapacity'; readonly message: string };

const OS_LABEL = 'kubernetes.io/os';

/** Why the plugin refuses `pod` resized to `after` on the node it is bound to; undefined when it admits it (or the pod runs on no node). */
export function podResizeRefusal(pod: SimPod, after: PodResourceShape): PodResizeRefusal | undefined {
  const node = pod.host?.node;
  if (pod.nodeName === undefined || node === undefined) return undefined;
  const os = node.labels[OS_LABEL];
  if (os !== undefined && os !== 'linux')
    return {
      reason: 'UnsupportedPlatform',
      message: `pod resize is only supported on linux nodes, node ${JSON.stringify(node.name)} is ${JSON.stringify(os)}`,
    };
  // PodRequests of the new spec alone (PodResourcesOptions{}: no status).
  const requests = podRequests(after);
  const over: string[] = [];
  for (const name of [CPU, MEMORY]) {
    const requested = requests.get(name) ?? 0n;
    const allocatable = node.allocatable.get(name) ?? 0n;
    if (requested > allocatable) over.push(`${name}, requested: ${requested}, allocatable: ${allocatable}`);
  }
  if (over.length === 0) return undefined;
  return { reason: 'NodeCapacity', message: `node didn't have enough allocatable resources: ${over.join('; ')}` };
}
