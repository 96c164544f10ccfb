/**
 * NodeUnschedulable (pkg/scheduler/framework/plugins/nodeunschedulable, v1.37): a cordoned node
 * takes only pods that tolerate node.kubernetes.io/unschedulable:NoSchedule.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go.
 */
import type { Node } from '../../model/objects.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';
import { tolerates } from '../../model/scheduling.ts';

export const NAME = 'NodeUnschedulable';
export const TAINT_UNSCHEDULABLE = 'node.kubernetes.io/unschedulable';

export function filter(pod: SimPod, node: Node): Status {
  if (!node.unschedulable) return success(NAME);
  if (tolerates(pod.pod.scheduling.tolerations, { key: TAINT_UNSCHEDULABLE, value: '', effect: 'NoSchedule' })) return success(NAME);
  return status('UnschedulableAndUnresolvable', NAME, 'node(s) were unschedulable');
}
