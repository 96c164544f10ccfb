/**
 * The Filter plugins of a new pod's scheduling cycle, in the default profile's order, and the
 * nominated-pods variant (RunFilterPluginsWithNominatedPods): nominated pods of equal or higher
 * priority count as already on their node. The first filter that fails is the node's reason;
 * in the default profile PodTopologySpread comes after NodeResourcesFit (and the volume plugins,
 * which read nothing modelled) and before InterPodAffinity.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/runtime/framework.go (RunFilterPluginsWithNominatedPods, addGENominatedPods, RunPreFilterExtensionAddPod, RunPreFilterExtensionRemovePod), pkg/scheduler/apis/config/v1/default_plugins.go.
 */
import type { Node } from '../model/objects.ts';
import type { NodeInfo } from './node-info.ts';
import * as nodeAffinity from './plugins/node-affinity.ts';
import * as nodeName from './plugins/node-name.ts';
import * as nodeResourcesFit from './plugins/noderesources-fit.ts';
import * as nodeUnschedulable from './plugins/node-unschedulable.ts';
import * as podTopologySpread from './plugins/pod-topology-spread.ts';
import * as taintToleration from './plugins/taint-toleration.ts';
import type { SimPod } from './sim-pod.ts';
import { nodeInfoOf, type SimNode } from './state.ts';
import { isSuccess, SUCCESS, type Status } from './status.ts';

export interface FilterOptions {
  readonly podCountQuirk: boolean;
  /** Pods nominated to each node (status.nominatedNodeName), waiting for their victims to leave. */
  readonly nominated: ReadonlyMap<string, ReadonlySet<SimPod>>;
}

/** Per-cycle data computed once (PreFilter state): the pod's spec request, and the plugins' own states. */
export interface CycleState {
  readonly pod: SimPod;
  readonly request: ReadonlyMap<string, bigint>;
  /** PodTopologySpread's PreFilter state; undefined when its PreFilter skips (no DoNotSchedule constraint). */
  readonly topologySpread: podTopologySpread.PreFilterState | undefined;
}

/** The PreFilter of a new pod's cycle, over every node of the snapshot (`nodes`). */
export function cycleStateFor(pod: SimPod, nodes: readonly SimNode[]): CycleState {
  const spread = podTopologySpread.getConstraints(pod).length === 0 ? undefined : podTopologySpread.preFilter(pod, nodes.map(nodeInfoOf));
  return { pod, request: pod.specRequests(), topologySpread: spread };
}

/** CycleState.Clone for a dry run: the same object when no plugin keeps a state. */
export function cloneCycleState(s: CycleState): CycleState {
  if (s.topologySpread === undefined) return s;
  return { pod: s.pod, request: s.request, topologySpread: podTopologySpread.clone(s.topologySpread) };
}

/** A dry run's RunPreFilterExtensionAddPod and RunPreFilterExtensionRemovePod on its own cycle state. */
export interface PreFilterExtensions {
  addPod(p: SimPod, nodeInfo: NodeInfo): void;
  removePod(p: SimPod, nodeInfo: NodeInfo): void;
}

/** The extensions of a cloned cycle state; undefined when no plugin keeps a state (nothing to update). */
export function preFilterExtensions(s: CycleState): PreFilterExtensions | undefined {
  const spread = s.topologySpread;
  if (spread === undefined) return undefined;
  return {
    addPod: (p, nodeInfo) => {
      podTopologySpread.addPod(spread, s.pod, p, nodeInfo.node);
    },
    removePod: (p, nodeInfo) => {
      podTopologySpread.removePod(spread, s.pod, p, nodeInfo.node);
    },
  };
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

/**
 * PodTopologySpread's Filter in RunFilterPluginsWithNominatedPods: its first pass sees the
 * nominated pods of equal or higher priority added (addGENominatedPods calls AddPod on a clone of
 * the state); when every filter passes, a second pass runs without them. The filters before it
 * only lose room to nominated pods, so they pass the second pass whenever the first: only this
 * one can fail it (a nominated pod can raise the global minimum).
 */
export function runPodTopologySpread(state: CycleState, nodeInfo: NodeInfo, opts: Pick<FilterOptions, 'nominated'>): Status {
  const spread = state.topologySpread;
  if (spread === undefined) return SUCCESS;
  const extra = nominatedPods(state.pod, nodeInfo, opts);
  if (extra.length > 0) {
    const withNominatedPods = podTopologySpread.clone(spread);
    for (const p of extra) podTopologySpread.addPod(withNominatedPods, state.pod, p, nodeInfo.node);
    const first = podTopologySpread.filter(withNominatedPods, state.pod, nodeInfo.node);
    if (!isSuccess(first)) return first;
  }
  return podTopologySpread.filter(spread, state.pod, nodeInfo.node);
}

/** Runs the filters in order and stops at the first failure; returns every status it produced. */
export function runFilterPlugins(state: CycleState, nodeInfo: NodeInfo, opts: FilterOptions): Status[] {
  const out = runStaticFilters(state.pod, nodeInfo.node);
  if (isSuccess(finalStatus(out))) out.push(runResourceFit(state, nodeInfo, opts));
  if (state.topologySpread !== undefined && isSuccess(finalStatus(out))) out.push(runPodTopologySpread(state, nodeInfo, opts));
  return out;
}

const NO_PODS: readonly SimPod[] = [];

/** The pods nominated to the node with equal or higher priority than `pod` (addGENominatedPods). */
function nominatedPods(pod: SimPod, nodeInfo: NodeInfo, opts: Pick<FilterOptions, 'nominated'>): readonly SimPod[] {
  const nominated = opts.nominated.get(nodeInfo.node.name);
  // Shared: NodeResourcesFit asks on every node it filters.
  if (nominated === undefined || nominated.size === 0) return NO_PODS;
  return [...nominated].filter((p) => p !== pod && p.priority >= pod.priority);
}

/** The NodeInfo with the nominated pods of equal or higher priority added (on a clone). */
export function withNominated(pod: SimPod, nodeInfo: NodeInfo, opts: Pick<FilterOptions, 'nominated'>): NodeInfo {
  const extra = nominatedPods(pod, nodeInfo, opts);
  if (extra.length === 0) return nodeInfo;
  const info = nodeInfo.clone();
  for (const p of extra) info.addPod(p);
  return info;
}

/** The overall status of a node: the last status (the first failure, or Success). */
export function finalStatus(statuses: readonly Status[]): Status {
  return statuses[statuses.length - 1] ?? SUCCESS;
}
