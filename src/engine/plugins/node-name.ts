/**
 * NodeName (pkg/scheduler/framework/plugins/nodename, v1.37): spec.nodeName pins the pod to one node.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/nodename/node_name.go.
 */
import type { Node } from '../../model/objects.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'NodeName';

export function filter(pod: SimPod, node: Node): Status {
  const wanted = pod.pod.nodeName;
  if (wanted === undefined || wanted === node.name) return success(NAME);
  return status('UnschedulableAndUnresolvable', NAME, "node(s) didn't match the requested node name");
}
