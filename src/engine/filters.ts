/**
 * The Filter plugins of a new pod's scheduling cycle, in the default profile's order (NodeName,
 * NodeUnschedulable, TaintToleration, NodeAffinity, NodePorts, NodeResourcesFit, then
 * PodTopologySpread and InterPodAffinity; the volume plugins read nothing modelled), with nominated pods
 * as RunFilterPluginsWithNominatedPods counts them, and the cycle state both PreFilter plugins keep.
 *
 * One CycleState holds every plugin's PreFilter state; a dry run (nominated pods, preemption's
 * victims) works on its own copy (cloneCycleState, CycleState.Clone) and tells it each pod added
 * or removed through one set of PreFilterExtensions that updates every plugin's state
 * (RunPreFilterExtensionAddPod / RemovePod over all plugins).
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/runtime/framework.go (RunFilterPluginsWithNominatedPods, addGENominatedPods, RunPreFilterExtensionAddPod, RunPreFilterExtensionRemovePod), pkg/scheduler/apis/config/v1/default_plugins.go (getDefaultPlugins).
 */
import type { Node } from '../model/objects.ts';
import type { HostPort } from '../model/pod.ts';
import type { NamespaceLabels } from './affinity-terms.ts';
import type { BoundPods } from './bound-pods.ts';
import type { NodeInfo } from './node-info.ts';
import * as interPodAffinity from './plugins/inter-pod-affinity.ts';
import * as nodeAffinity from './plugins/node-affinity.ts';
import * as nodeName from './plugins/node-name.ts';
import * as nodePorts from './plugins/node-ports.ts';
import * as nodeResourcesFit from './plugins/noderesources-fit.ts';
import * as nodeUnschedulable from './plugins/node-unschedulable.ts';
import * as podTopologySpread from './plugins/pod-topology-spread.ts';
import * as taintToleration from './plugins/taint-toleration.ts';
import type { SimPod } from './sim-pod.ts';
import type { SimNode } from './state.ts';
import { isSuccess, SUCCESS, type Status } from './status.ts';

export interface FilterOptions {
  readonly podCountQuirk: boolean;
  /** Pods nominated to each node (status.nominatedNodeName), waiting for their victims to leave. */
  readonly nominated: ReadonlyMap<string, ReadonlySet<SimPod>>;
}

/**
 * Per-cycle data computed once (PreFilter): the pod's spec request, and the state of each plugin
 * that keeps one. A plugin's state is undefined when its PreFilter answered Skip: its Filter is
 * not run.
 */
export interface CycleState {
  readonly pod: SimPod;
  readonly request: ReadonlyMap<string, bigint>;
  /** PodTopologySpread: undefined when the pod has no DoNotSchedule constraint. */
  readonly topologySpread: podTopologySpread.PreFilterState | undefined;
  /** InterPodAffinity: undefined when neither the pod's terms nor an existing pod's anti-affinity concern it. */
  readonly interPodAffinity: interPodAffinity.InterPodAffinityState | undefined;
  /** NodePorts: the pod's host ports; undefined when it asks for none. */
  readonly nodePorts: readonly HostPort[] | undefined;
}

/** What PreFilter reads of the cluster (the scheduler's snapshot; a ClusterState is one). */
export interface PreFilterCluster {
  readonly nodes: ReadonlyMap<string, SimNode>;
  readonly boundPods: BoundPods;
  readonly namespaceLabels: NamespaceLabels;
}

/** RunPreFilterPlugins for a new pod's cycle. */
export function cycleStateFor(pod: SimPod, cluster: PreFilterCluster): CycleState {
  const spread = podTopologySpread.preFilter(pod, cluster);
  const ipa = interPodAffinity.preFilter(pod, cluster.boundPods, cluster.namespaceLabels);
  const ports = nodePorts.preFilter(pod.pod.scheduling.hostPorts);
  return { pod, request: pod.specRequests(), topologySpread: spread, interPodAffinity: ipa, nodePorts: ports };
}

/** True when some plugin keeps a PreFilter state (the pod-reading filters beyond NodeResourcesFit run). */
export function hasPluginState(s: CycleState): boolean {
  return s.topologySpread !== undefined || s.interPodAffinity !== undefined || s.nodePorts !== undefined;
}

/** CycleState.Clone for a dry run: the same object when no plugin keeps a state. */
export function cloneCycleState(s: CycleState): CycleState {
  if (!hasPluginState(s)) return s;
  return {
    pod: s.pod,
    request: s.request,
    topologySpread: s.topologySpread === undefined ? undefined : podTopologySpread.clone(s.topologySpread),
    interPodAffinity: s.interPodAffinity?.clone(),
    // Never changed once made (its Clone returns itself).
    nodePorts: s.nodePorts,
  };
}

/** A dry run's RunPreFilterExtensionAddPod and RunPreFilterExtensionRemovePod on its own cycle state. */
export interface PreFilterExtensions {
  addPod(p: SimPod, nodeInfo: NodeInfo): void;
  removePod(p: SimPod, nodeInfo: NodeInfo): void;
}

/**
 * The extensions of a cloned cycle state, every plugin's AddPod / RemovePod in turn; undefined
 * when no plugin keeps a state (nothing to update).
 */
export function preFilterExtensions(s: CycleState): PreFilterExtensions | undefined {
  if (!hasPluginState(s)) return undefined;
  const spread = s.topologySpread;
  const ipa = s.interPodAffinity;
  return {
    addPod: (p, nodeInfo) => {
      if (spread !== undefined) podTopologySpread.addPod(spread, s.pod, p, nodeInfo.node);
      ipa?.updateWithPod(p, nodeInfo.node, 1);
    },
    removePod: (p, nodeInfo) => {
      if (spread !== undefined) podTopologySpread.removePod(spread, s.pod, p, nodeInfo.node);
      ipa?.updateWithPod(p, nodeInfo.node, -1);
    },
  };
}

const STATIC_FILTERS: readonly ((pod: SimPod, node: Node) => Status)[] = [
  nodeName.filter,
  nodeUnschedulable.filter,
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
  if (!isSuccess(finalStatus(out))) return out;
  out.push(...runPodFilters(state, nodeInfo, opts));
  return out;
}

/**
 * The filters that read the node's pods (NodePorts when its PreFilter did not skip,
 * NodeResourcesFit, then PodTopologySpread and InterPodAffinity when theirs did not), as
 * RunFilterPluginsWithNominatedPods runs them: a first pass with the nominated pods of equal or
 * higher priority added to a clone of the NodeInfo and, through AddPod, to a clone of the cycle
 * state (addGENominatedPods); when it passes, a second pass without them, whose statuses are the
 * answer. NodePorts, NodeResourcesFit and the static filters only lose room to more pods, so they
 * pass the second pass whenever the first;
 * PodTopologySpread (a nominated pod can raise the global minimum) and InterPodAffinity (pod
 * affinity may need the nominated pod) can fail it, so only they run again. Stops at the first
 * failure.
 */
export function runPodFilters(state: CycleState, nodeInfo: NodeInfo, opts: FilterOptions): Status[] {
  if (!hasPluginState(state)) return [runResourceFit(state, nodeInfo, opts)];
  const extra = nominatedPods(state.pod, nodeInfo, opts);
  if (extra.length === 0) return runPodFilterPass(state, nodeInfo, opts);
  const info = withPods(nodeInfo, extra);
  const withNominatedState = cloneCycleState(state);
  const extensions = preFilterExtensions(withNominatedState)!;
  for (const p of extra) extensions.addPod(p, info);
  const first = runPodFilterPass(withNominatedState, info, opts);
  if (!isSuccess(finalStatus(first))) return first;
  // NodePorts and NodeResourcesFit pass without the nominated pods too.
  const stateless = state.nodePorts === undefined ? 1 : 2;
  return [...first.slice(0, stateless), ...runStatefulFilters(state, nodeInfo)];
}

/** One pass of the pod-reading filters on `nodeInfo` as it is (nominated pods already in it, or none). */
function runPodFilterPass(state: CycleState, nodeInfo: NodeInfo, opts: FilterOptions): Status[] {
  const out: Status[] = [];
  if (state.nodePorts !== undefined) {
    const ports = nodePorts.filter(state.nodePorts, nodeInfo.usedPorts);
    out.push(ports);
    if (!isSuccess(ports)) return out;
  }
  const fit = nodeResourcesFit.filter(state.pod, state.request, nodeInfo, false, opts);
  out.push(fit);
  if (!isSuccess(fit)) return out;
  out.push(...runStatefulFilters(state, nodeInfo));
  return out;
}

/** PodTopologySpread, then InterPodAffinity, each when its PreFilter did not skip; stops at the first failure. */
function runStatefulFilters(state: CycleState, nodeInfo: NodeInfo): Status[] {
  const out: Status[] = [];
  if (state.topologySpread !== undefined) {
    const s = podTopologySpread.filter(state.topologySpread, state.pod, nodeInfo.node);
    out.push(s);
    if (!isSuccess(s)) return out;
  }
  if (state.interPodAffinity !== undefined) out.push(interPodAffinity.filter(state.interPodAffinity, nodeInfo));
  return out;
}

const NO_PODS: readonly SimPod[] = [];

/** addGENominatedPods: the pods nominated to the node with equal or higher priority than `pod`. */
function nominatedPods(pod: SimPod, nodeInfo: NodeInfo, opts: Pick<FilterOptions, 'nominated'>): readonly SimPod[] {
  const nominated = opts.nominated.get(nodeInfo.node.name);
  // Shared: NodeResourcesFit asks on every node it filters.
  if (nominated === undefined || nominated.size === 0) return NO_PODS;
  return [...nominated].filter((p) => p !== pod && p.priority >= pod.priority);
}

function withPods(nodeInfo: NodeInfo, extra: readonly SimPod[]): NodeInfo {
  if (extra.length === 0) return nodeInfo;
  const info = nodeInfo.clone();
  for (const p of extra) info.addPod(p);
  return info;
}

/** The NodeInfo with the nominated pods of equal or higher priority added (on a clone). */
export function withNominated(pod: SimPod, nodeInfo: NodeInfo, opts: Pick<FilterOptions, 'nominated'>): NodeInfo {
  return withPods(nodeInfo, nominatedPods(pod, nodeInfo, opts));
}

/** The overall status of a node: the last status (the first failure, or Success). */
export function finalStatus(statuses: readonly Status[]): Status {
  return statuses[statuses.length - 1] ?? SUCCESS;
}
