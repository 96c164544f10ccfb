/**
 * NodeAffinity Filter (pkg/scheduler/framework/plugins/nodeaffinity, v1.37): spec.nodeSelector
 * (every label must match) and required node affinity (terms ORed, requirements ANDed; operators
 * In, NotIn, Exists, DoesNotExist, Gt, Lt; matchFields on metadata.name). Matching: model/scheduling.ts.
 * Its PreFilter's result (preFilterNodeNames): the nodes a pod's matchFields on metadata.name
 * name (a DaemonSet's pod), the only ones the cycle filters; the others take the status
 * findNodesThatFitPod gives the nodes a PreFilterResult leaves out (REASON_NOT_IN_PREFILTER_RESULT).
 * An empty result (terms that name no node together) is PreFilter's rejection (preFilterRejection).
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go
 * (Filter, PreFilter), pkg/scheduler/schedule_one.go (findNodesThatFitPod: SetAbsentNodesStatus).
 */
import type { Node } from '../../model/objects.ts';
import { matchesNodeSelectorAndAffinity } from '../../model/scheduling.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'NodeAffinity';
export const REASON = "node(s) didn't match Pod's node affinity/selector";
/**
 * findNodesThatFitPod's status for the nodes outside the PreFilterResult: "node(s) didn't satisfy
 * plugin(s) %v" over the plugins whose result narrowed the nodes, NodeAffinity alone in the
 * default profile. The status names no plugin (it is the framework's, not a plugin's).
 */
export const REASON_NOT_IN_PREFILTER_RESULT = "node(s) didn't satisfy plugin(s) [NodeAffinity]";

/**
 * PreFilter's PreFilterResult: per required term, the node names its matchFields `metadata.name
 * In` requirements allow (their intersection); across terms, the union. Undefined (every node)
 * when the pod has no required terms, or a term names no node by metadata.name (terms are ORed).
 * An empty set is the terms' conflict, which PreFilter rejects.
 */
export function preFilterNodeNames(pod: SimPod): ReadonlySet<string> | undefined {
  const terms = pod.pod.scheduling.requiredNodeAffinity;
  if (terms === undefined || terms.length === 0) return undefined;
  const names = new Set<string>();
  for (const t of terms) {
    let termNames: Set<string> | undefined;
    for (const f of t.matchFields) {
      if (f.key !== 'metadata.name' || f.operator !== 'In') continue;
      termNames = termNames === undefined ? new Set(f.values) : new Set(f.values.filter((v) => termNames!.has(v)));
    }
    if (termNames === undefined) return undefined;
    for (const n of termNames) names.add(n);
  }
  return names;
}

/** PreFilter's status when every required term names no node by metadata.name (errReasonConflict). */
export const ERR_REASON_CONFLICT = 'pod affinity terms conflict';

/**
 * PreFilter's rejection: each required term's `metadata.name In` requirements allow no name
 * together (an empty PreFilterResult). The cycle ends there, every node taking this status.
 */
export function preFilterRejection(pod: SimPod): Status | undefined {
  return rejectsAll(preFilterNodeNames(pod)) ? CONFLICT : undefined;
}

/** An empty PreFilterResult: the terms' conflict. */
export function rejectsAll(names: ReadonlySet<string> | undefined): boolean {
  return names !== undefined && names.size === 0;
}

/** PreFilter's status for that conflict. */
export const CONFLICT: Status = status('UnschedulableAndUnresolvable', NAME, ERR_REASON_CONFLICT);

export function filter(pod: SimPod, node: Node): Status {
  return matchesNodeSelectorAndAffinity(pod.pod.scheduling, node) ? success(NAME) : status('UnschedulableAndUnresolvable', NAME, REASON);
}
