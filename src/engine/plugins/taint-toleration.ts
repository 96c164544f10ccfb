/**
 * TaintToleration Filter (pkg/scheduler/framework/plugins/tainttoleration, v1.37): every
 * NoSchedule and NoExecute taint must be tolerated (v1 helper ToleratesTaint).
 */
import type { Node, Taint } from '../../model/objects.ts';
import type { Toleration } from '../../model/pod.ts';
import type { SimPod } from '../state.ts';
import { status, SUCCESS, type Status } from '../status.ts';

export const NAME = 'TaintToleration';

export function toleratesTaint(t: Toleration, taint: Taint): boolean {
  if (t.effect !== '' && t.effect !== taint.effect) return false;
  if (t.key !== '' && t.key !== taint.key) return false;
  // An empty key with operator Exists matches every taint.
  if (t.operator === 'Exists') return true;
  if (t.operator === 'Equal' || t.operator === '') return t.value === taint.value;
  return false;
}

export function tolerates(tolerations: readonly Toleration[], taint: Taint): boolean {
  return tolerations.some((t) => toleratesTaint(t, taint));
}

export function filter(pod: SimPod, node: Node): Status {
  const untolerated = node.taints.find((taint) => (taint.effect === 'NoSchedule' || taint.effect === 'NoExecute') && !tolerates(pod.pod.scheduling.tolerations, taint));
  if (untolerated === undefined) return SUCCESS;
  const shown = untolerated.value === '' ? untolerated.key : `${untolerated.key}: ${untolerated.value}`;
  return status('UnschedulableAndUnresolvable', NAME, `node(s) had untolerated taint {${shown}}`);
}
