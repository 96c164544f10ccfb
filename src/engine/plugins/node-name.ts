/** NodeName (pkg/scheduler/framework/plugins/nodename, v1.37): spec.nodeName pins the pod to one node. */
import type { Node } from '../../model/objects.ts';
import type { SimPod } from '../state.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'NodeName';

export function filter(pod: SimPod, node: Node): Status {
  const wanted = pod.pod.nodeName;
  if (wanted === undefined || wanted === node.name) return success(NAME);
  return status('UnschedulableAndUnresolvable', NAME, "node(s) didn't match the requested node name");
}
