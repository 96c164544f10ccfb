/**
 * TaintToleration Filter (pkg/scheduler/framework/plugins/tainttoleration, v1.37): every
 * NoSchedule and NoExecute taint must be tolerated. Matching: model/scheduling.ts.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go.
 */
import type { Node } from '../../model/objects.ts';
import { untoleratedTaint } from '../../model/scheduling.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'TaintToleration';

export function filter(pod: SimPod, node: Node): Status {
  const taint = untoleratedTaint(node, pod.pod.scheduling.tolerations);
  if (taint === undefined) return success(NAME);
  const shown = taint.value === '' ? taint.key : `${taint.key}: ${taint.value}`;
  return status('UnschedulableAndUnresolvable', NAME, `node(s) had untolerated taint {${shown}}`);
}
