/**
 * TaintToleration Filter (pkg/scheduler/framework/plugins/tainttoleration, v1.37): every
 * NoSchedule and NoExecute taint must be tolerated. Matching: model/scheduling.ts. The reason
 * names no taint (v1.37 says "node(s) had untolerated taint(s)"), so nodes tainted differently
 * count as one reason in "0/N nodes are available".
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go.
 */
import type { Node } from '../../model/objects.ts';
import { untoleratedTaint } from '../../model/scheduling.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'TaintToleration';
export const REASON = 'node(s) had untolerated taint(s)';
/** ErrReasonNotMatch: what the kubelet's admission says of a NoExecute taint a pod does not tolerate (lifecycle/predicate.go generalFilter). */
export const ERR_REASON_NOT_MATCH = "node(s) had taints that the pod didn't tolerate";

export function filter(pod: SimPod, node: Node): Status {
  if (untoleratedTaint(node, pod.pod.scheduling.tolerations) === undefined) return success(NAME);
  return status('UnschedulableAndUnresolvable', NAME, REASON);
}
