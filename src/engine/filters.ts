/**
 * The Filter plugins of a new pod's scheduling cycle, in the default profile's order, and the
 * nominated-pods variant (RunFilterPluginsWithNominatedPods): nominated pods of equal or higher
 * priority count as already on their node.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/runtime/framework.go (RunFilterPluginsWithNominatedPods), pkg/scheduler/apis/config/v1/default_plugins.go.
 */
import type { Node } from '../model/objects.ts';
import type { NodeInfo } from './node-info.ts';
import * as nodeAffinity from './plugins/node-affinity.ts';
import * as nodeName from './plugins/node-name.ts';
import * as nodeResourcesFit from './plugins/noderesources-fit.ts';
import * as nodeUnschedulable from './plugins/node-unschedulable.ts';
import * as taintToleration from './plugins/taint-toleration.ts';
import type { SimPod } from './sim-pod.ts';
import { isSuccess, SUCCESS, type Status } from './status.ts';

export interface FilterOptions {
  readonly podCountQuirk: boolean;
  /** Pods nominated to each node (status.nominatedNodeName), waiting for their victims to leave. */
  readonly nominated: ReadonlyMap<string, ReadonlySet<SimPod>>;
}

/** Per-cycle data computed once (PreFilter state): the pod's spec request. */
export interface CycleState {
  readonly pod: SimPod;
  readonly request: ReadonlyMap<string, bigint>;
}

export function cycleStateFor(pod: SimPod): CycleState {
  return { pod, request: pod.specRequests() };
}

const STATIC_FILTERS: readonly ((pod: SimPod, node: Node) => Status)[] = [
  nodeUnschedulable.filter,
  nodeName.filter,
  taintToleration.filter,
  nodeAffinity.filter,
];

/** The filters that read only the node object, not its pods. */
export function runStaticFilters(pod: SimPod, node: Node): Status[] {
  const out: Status[] = [];
  for (const s of STATIC_FILTERS) {
    const r = s(pod, node);
    out.push(r);
    if (!isSuccess(r)) break;
  }
  return out;
}

export function runResourceFit(state: CycleState, nodeInfo: NodeInfo, opts: FilterOptions): Status {
  return nodeResourcesFit.filter(state.pod, state.request, withNominated(state.pod, nodeInfo, opts), false, opts);
}

/** Runs the filters in order and stops at the first failure; returns every status it produced. */
export function runFilterPlugins(state: CycleState, nodeInfo: NodeInfo, opts: FilterOptions): Status[] {
  const out = runStaticFilters(state.pod, nodeInfo.node);
  if (isSuccess(finalStatus(out))) out.push(runResourceFit(state, nodeInfo, opts));
  return out;
}

/** The NodeInfo with the nominated pods of equal or higher priority added (on a clone). */
export function withNominated(pod: SimPod, nodeInfo: NodeInfo, opts: Pick<FilterOptions, 'nominated'>): NodeInfo {
  const nominated = opts.nominated.get(nodeInfo.node.name);
  if (nominated === undefined || nominated.size === 0) return nodeInfo;
  const extra = [...nominated].filter((p) => p !== pod && p.priority >= pod.priority);
  if (extra.length === 0) return nodeInfo;
  const info = nodeInfo.clone();
  for (const p of extra) info.addPod(p);
  return info;
}

/** The overall status of a node: the last status (the first failure, or Success). */
export function finalStatus(statuses: readonly Status[]): Status {
  return statuses[statuses.length - 1] ?? SUCCESS;
}
