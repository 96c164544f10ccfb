/**
 * NodeAffinity Filter (pkg/scheduler/framework/plugins/nodeaffinity, v1.37): spec.nodeSelector
 * (every label must match) and required node affinity (terms ORed, requirements ANDed; operators
 * In, NotIn, Exists, DoesNotExist, Gt, Lt; matchFields on metadata.name). Matching: model/scheduling.ts.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go.
 */
import type { Node } from '../../model/objects.ts';
import { matchesNodeSelectorAndAffinity } from '../../model/scheduling.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'NodeAffinity';
export const REASON = "node(s) didn't match Pod's node affinity/selector";

export function filter(pod: SimPod, node: Node): Status {
  return matchesNodeSelectorAndAffinity(pod.pod.scheduling, node) ? success(NAME) : status('UnschedulableAndUnresolvable', NAME, REASON);
}
