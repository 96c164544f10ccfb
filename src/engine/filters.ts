/**
 * The Filter plugins of a new pod's scheduling cycle, in the default profile's order, and the
 * nominated-pods variant (RunFilterPluginsWithNominatedPods): nominated pods of equal or higher
 * priority count as already on their node (in the NodeInfo and, through AddPod, in the PreFilter
 * state); when the filters pass so, InterPodAffinity must pass without them too (pod affinity may
 * need them absent). The other filters only fail more with more pods, so only it runs again.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/runtime/framework.go (RunFilterPluginsWithNominatedPods, addGENominatedPods, RunPreFilterExtensionAddPod, RunPreFilterExtensionRemovePod), pkg/scheduler/apis/config/v1/default_plugins.go.
 */
import type { Node } from '../model/objects.ts';
import type { NodeInfo } from './node-info.ts';
import * as interPodAffinity from './plugins/inter-pod-affinity.ts';
import type { BoundPods } from './bound-pods.ts';
import type { NamespaceLabels } from './affinity-terms.ts';
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

/** Per-cycle data computed once (PreFilter state): the pod's spec request, InterPodAffinity's counts. */
export interface CycleState {
  readonly pod: SimPod;
  readonly request: ReadonlyMap<string, bigint>;
  /** Undefined when InterPodAffinity's PreFilter answered Skip: its Filter is not run. */
  readonly interPodAffinity: interPodAffinity.InterPodAffinityState | undefined;
}

/** What PreFilter reads of the cluster beyond the nodes. */
export interface PreFilterCluster {
  readonly boundPods: BoundPods;
  readonly namespaceLabels: NamespaceLabels;
}

/** The cycle's PreFilter; without `cluster`, InterPodAffinity is not run (a cycle on one node's pods alone). */
export function cycleStateFor(pod: SimPod, cluster?: PreFilterCluster): CycleState {
  const ipa = cluster === undefined ? undefined : interPodAffinity.preFilter(pod, cluster.boundPods, cluster.namespaceLabels);
  return { pod, request: pod.specRequests(), interPodAffinity: ipa };
}

/** A dry run's copy of the cycle state, kept in step with its NodeInfo by the PreFilterExtensions. */
export interface DryRunState {
  readonly cycle: CycleState;
  /** RunPreFilterExtensionAddPod / RemovePod: `p` joins or leaves the dry run's node. */
  addPod(p: SimPod): void;
  removePod(p: SimPod): void;
}

/** The cycle itself when no plugin keeps state (state.Clone() copies nothing then). */
export function dryRunState(state: CycleState, node: Node): DryRunState {
  const ipa = state.interPodAffinity?.clone();
  if (ipa === undefined) return { cycle: state, addPod: noop, removePod: noop };
  return {
    cycle: { pod: state.pod, request: state.request, interPodAffinity: ipa },
    addPod: (p) => {
      ipa.updateWithPod(p, node, 1);
    },
    removePod: (p) => {
      ipa.updateWithPod(p, node, -1);
    },
  };
}

function noop(): void {}

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
  if (!isSuccess(finalStatus(out))) return out;
  if (state.interPodAffinity === undefined) out.push(runResourceFit(state, nodeInfo, opts));
  else out.push(...runPodFilters(state, nodeInfo, opts));
  return out;
}

/**
 * The filters that read the node's pods (NodeResourcesFit, then InterPodAffinity when its
 * PreFilter did not skip), with the nominated pods (RunFilterPluginsWithNominatedPods); stops at
 * the first failure.
 */
export function runPodFilters(state: CycleState, nodeInfo: NodeInfo, opts: FilterOptions): Status[] {
  const ipa = state.interPodAffinity;
  if (ipa === undefined) return [runResourceFit(state, nodeInfo, opts)];
  const extra = nominatedPods(state.pod, nodeInfo, opts);
  const info = withPods(nodeInfo, extra);
  const fit = nodeResourcesFit.filter(state.pod, state.request, info, false, opts);
  if (!isSuccess(fit)) return [fit];
  let withExtra = ipa;
  if (extra.length > 0) {
    withExtra = ipa.clone();
    for (const p of extra) withExtra.updateWithPod(p, nodeInfo.node, 1);
  }
  const first = interPodAffinity.filter(withExtra, info);
  // The second pass, without the nominated pods.
  return [fit, !isSuccess(first) || extra.length === 0 ? first : interPodAffinity.filter(ipa, nodeInfo)];
}

/** addGENominatedPods: the pods nominated to the node with at least the pod's priority. */
function nominatedPods(pod: SimPod, nodeInfo: NodeInfo, opts: Pick<FilterOptions, 'nominated'>): readonly SimPod[] {
  const nominated = opts.nominated.get(nodeInfo.node.name);
  if (nominated === undefined || nominated.size === 0) return [];
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
