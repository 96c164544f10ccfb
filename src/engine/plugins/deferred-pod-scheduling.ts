/**
 * DeferredPodScheduling (pkg/scheduler/framework/plugins/deferredpodscheduling, v1.37 alpha,
 * KEP-5836): restricts a deferred pod's cycle to its own node and honours the node's
 * resize-preemption opt-out in its Filter. Its Permit parks a pod whose resize already fits.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/deferredpodscheduling/deferred_pod_scheduling.go.
 */
import { resizePreemptionDisabled, type Node } from '../../model/objects.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'DeferredPodScheduling';

export const REASON_OTHER_NODE = 'pod assigned to different node';
export const REASON_DISABLED = 'node had resize preemption disabled';
export const REASON_PARKED = 'pod resize fits, waiting for Kubelet actuation';

export function filter(pod: SimPod, node: Node): Status {
  if (pod.nodeName !== node.name) return status('UnschedulableAndUnresolvable', NAME, REASON_OTHER_NODE);
  if (resizePreemptionDisabled(node)) return status('UnschedulableAndUnresolvable', NAME, REASON_DISABLED);
  return success(NAME);
}

/** Permit: a deferred pod that passes every filter is parked; the kubelet, not the scheduler, actuates. */
export function permit(): Status {
  return status('UnschedulableAndUnresolvable', NAME, REASON_PARKED);
}
