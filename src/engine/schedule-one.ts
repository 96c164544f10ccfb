/**
 * scheduleOne for a pending pod (pkg/scheduler/schedule_one.go, v1.37): the nominated node first
 * (evaluateNominatedNode), then Filter and Score. Pods pinned to named nodes (spec.nodeName, or
 * a DaemonSet's matchFields on metadata.name) are checked on those nodes only; every other pod
 * goes through the PlacementIndex, which returns the node the plain scan of feasible-nodes.ts
 * would (the best-scoring feasible one) without a pass over all nodes. Only when no node fits
 * are all nodes filtered, for the FailedScheduling message and for preemption's candidate list.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/schedule_one.go.
 */
import {
  cycleStateFor,
  finalStatus,
  runFilterPlugins,
  hasPluginState,
  runPodFilters,
  runResourceFit,
  runStaticFilters,
  type CycleState,
  type FilterOptions,
} from './filters.ts';
import { scanForBest } from './feasible-nodes.ts';
import { NodeStatuses, type NodeOrder } from './node-statuses.ts';
import { numbersOf } from './resource-sum.ts';
import { NODE_UNIQUE_LABELS, PlacementIndex, type FitHint } from './placement-index.ts';
import { roomShortfall, roomStatuses } from './plugins/noderesources-fit.ts';
import { score, type ScoringStrategy } from './plugins/scoring.ts';
import { nodeInfoOf, type ClusterState, type SimNode } from './state.ts';
import { type SimPod } from './sim-pod.ts';
import { isSuccess, status, type Status } from './status.ts';
import * as nodeAffinity from './plugins/node-affinity.ts';
import type { SchedulingConstraints } from '../model/pod.ts';

/** How an unpinned pod's node is found (RunOptions.nodeFinder). */
export type NodeFinder = 'index' | 'scan';

export type ScheduleResult =
  | { readonly kind: 'Feasible'; readonly node: string; readonly statuses: NodeStatuses }
  /** `cycle`: the failed cycle's state, which PostFilter (preemption) starts from. */
  | { readonly kind: 'Unschedulable'; readonly statuses: NodeStatuses; readonly cycle: CycleState };

/** Node names a pod is pinned to (spec.nodeName, or `names`, NodeAffinity's PreFilterResult), or undefined when any node may do. */
function pinnedNodes(pod: SimPod, names: ReadonlySet<string> | undefined): readonly string[] | undefined {
  if (pod.pod.nodeName !== undefined) return [pod.pod.nodeName];
  return names === undefined ? undefined : [...names].sort();
}

/** The status of a node outside NodeAffinity's PreFilterResult (findNodesThatFitPod's absent-nodes status). */
const NOT_IN_PREFILTER_RESULT: readonly Status[] = [status('UnschedulableAndUnresolvable', '', nodeAffinity.REASON_NOT_IN_PREFILTER_RESULT)];

/**
 * The pod's node selector or affinity reads something each node has its own value of: a
 * node-unique label, or the node's name (matchFields on metadata.name, e.g. NotIn to keep off a
 * node, which no PreFilterResult pins). Such a pod's static filters run per node, not once per
 * node class.
 */
function selectsNodeUniqueLabel(pod: SimPod): boolean {
  const s = pod.pod.scheduling;
  const terms = s.requiredNodeAffinity ?? [];
  if (terms.some((t) => t.matchFields.length > 0)) return true;
  const keys = [...Object.keys(s.nodeSelector), ...terms.flatMap((t) => t.matchExpressions.map((e) => e.key))];
  return keys.some((k) => NODE_UNIQUE_LABELS.has(k));
}

/** cpu and memory as numbers, when both are exact (safe integers). */
function exactNumbers(cpu: bigint, memory: bigint): FitHint | undefined {
  const out = { cpu: Number(cpu), memory: Number(memory) };
  return Number.isSafeInteger(out.cpu) && Number.isSafeInteger(out.memory) ? out : undefined;
}

/** A request of cpu and/or memory only, as exact numbers; undefined for anything else. */
function exactCpuMemory(request: ReadonlyMap<string, bigint>): FitHint | undefined {
  for (const k of request.keys()) if (k !== 'cpu' && k !== 'memory') return undefined;
  return exactNumbers(request.get('cpu') ?? 0n, request.get('memory') ?? 0n);
}

export class Scheduler {
  private indexBuilt: PlacementIndex | undefined;
  private readonly nodeList: SimNode[];
  private readonly order: NodeOrder;

  /** Every node, in name order. */
  get nodesByName(): readonly SimNode[] {
    return this.nodeList;
  }

  constructor(
    private readonly state: ClusterState,
    private readonly strategy: ScoringStrategy,
    private readonly finder: NodeFinder = 'index',
  ) {
    this.nodeList = [...state.nodes.values()].sort((a, b) => (a.node.name < b.node.name ? -1 : 1));
    this.order = { nodes: this.nodeList, ordinals: new Map(this.nodeList.map((n, i) => [n.node.name, i])) };
  }

  /** Built on the first placement: a run with nothing to place (a snapshot) never pays for it. */
  private get index(): PlacementIndex {
    if (this.indexBuilt === undefined) {
      this.state.changedNodes.clear();
      this.indexBuilt = new PlacementIndex(this.nodeList, this.strategy, this.state.changedNodes);
    }
    return this.indexBuilt;
  }

  /**
   * schedulePod: 1. the nominated node first (evaluateNominatedNode); 2. findNodesThatFitPod and
   * prioritizeNodes, the best node taken (selectHost); 3. when none fits, every node's Filter
   * statuses (the FitError, and PostFilter's candidates).
   */
  schedule(pod: SimPod, opts: FilterOptions): ScheduleResult {
    const cycle = cycleStateFor(pod, this.state);
    const statuses = new NodeStatuses(this.order);
    // PreFilter comes first (findNodesThatFitPod): NodeAffinity's rejection ends the cycle.
    const names = nodeAffinity.preFilterNodeNames(pod);
    if (nodeAffinity.rejectsAll(names) && pod.pod.nodeName === undefined) {
      const code = statuses.code([nodeAffinity.CONFLICT]);
      for (let i = 0; i < this.nodeList.length; i++) statuses.setCode(i, code);
      statuses.preFilterMessage = nodeAffinity.CONFLICT.reasons.join(', ');
      return { kind: 'Unschedulable', statuses, cycle };
    }
    // 1. The nominated node.
    const nominated = pod.nominatedNode === undefined ? undefined : this.state.nodes.get(pod.nominatedNode);
    if (nominated) {
      const s = runFilterPlugins(cycle, nodeInfoOf(nominated), opts);
      statuses.set(nominated.node.name, s);
      if (isSuccess(finalStatus(s))) return { kind: 'Feasible', node: nominated.node.name, statuses };
    }
    // 2. Filter and Score: the pinned nodes, the plain scan or the index that answers as it does.
    const pinned = pinnedNodes(pod, names);
    const scan = this.finder === 'scan';
    const best =
      pinned !== undefined ? this.bestOf(cycle, opts, pinned) : scan ? scanForBest(this.nodeList, this.strategy, cycle, opts) : this.bestFromIndex(cycle, opts);
    if (best !== undefined) return { kind: 'Feasible', node: best.node.name, statuses };
    // 3. No node fits: every node's statuses (node by node when NodePorts, PodTopologySpread or
    // InterPodAffinity runs: node classes do not share their answers).
    // A PreFilterResult (a DaemonSet's pod) filters its nodes only: the others take the
    // absent-nodes status, counted as such in the FailedScheduling message.
    const filtered = pinned !== undefined && pod.pod.nodeName === undefined ? new Set(pinned) : undefined;
    if (pinned === undefined && !scan && !selectsNodeUniqueLabel(pod) && !hasPluginState(cycle)) this.filterByClass(cycle, opts, statuses);
    else
      for (const [i, n] of this.nodeList.entries())
        statuses.setAt(i, filtered === undefined || filtered.has(n.node.name) ? runFilterPlugins(cycle, nodeInfoOf(n), opts) : NOT_IN_PREFILTER_RESULT);
    return { kind: 'Unschedulable', statuses, cycle };
  }

  /**
   * Every node's Filter statuses for a pod no node fits (the FailedScheduling message and
   * preemption's candidates): the static filters once per node class, shared by its members;
   * NodeResourcesFit per member of the classes that pass them. For a request of cpu and memory
   * only, on a node with exact amounts and no nominated pod, NodeResourcesFit's answer is looked
   * up from the node's room (roomStatuses); anything else runs the plugin.
   */
  private filterByClass(cycle: CycleState, opts: FilterOptions, statuses: NodeStatuses): void {
    const request = exactCpuMemory(cycle.request);
    // Nominated pods count on their node (withNominated): such nodes run the plugin.
    const anyNominated = opts.nominated.size > 0;
    for (const c of this.index.nodeClasses) {
      const fixed = this.staticStatuses(cycle.pod, c.representative);
      if (!isSuccess(finalStatus(fixed))) {
        const code = statuses.code(fixed);
        for (const block of c.members.itemBlocks) for (let i = 0; i < block.length; i++) statuses.setCode(block[i]!.ordinal, code);
        continue;
      }
      // One status list per distinct answer, shared by the nodes that give it.
      const lists = new Map<Status, readonly Status[]>();
      const listOf = (fit: Status): readonly Status[] => {
        let list = lists.get(fit);
        if (list === undefined) lists.set(fit, (list = [...fixed, fit]));
        return list;
      };
      const allocatable = exactNumbers(c.cpu, c.memory);
      // The code of each shortfall's list (see roomShortfall), made when a node first has it.
      const byShortfall = request !== undefined && allocatable !== undefined ? roomStatuses(request, allocatable) : undefined;
      const codes = new Int32Array(8).fill(-1);
      for (const block of c.members.itemBlocks) {
        for (let i = 0; i < block.length; i++) {
          const e = block[i]!;
          const room = e.room;
          if (
            byShortfall !== undefined &&
            Number.isSafeInteger(room.cpu) &&
            Number.isSafeInteger(room.memory) &&
            (!anyNominated || (opts.nominated.get(e.node.node.name)?.size ?? 0) === 0)
          ) {
            const bits = roomShortfall(request!, room);
            if (codes[bits]! < 0) codes[bits] = statuses.code(listOf(byShortfall[bits]!));
            statuses.setCode(e.ordinal, codes[bits]!);
          } else {
            statuses.setAt(e.ordinal, listOf(runResourceFit(cycle, nodeInfoOf(e.node), opts)));
          }
        }
      }
    }
  }

  /**
   * The static filters' statuses (read-only) of a pod on a node. They read only the pod's
   * scheduling constraints and spec.nodeName, and a workload's replicas share one constraints
   * object: for pods without a nodeName they are run once per constraints and node.
   */
  private staticStatuses(pod: SimPod, n: SimNode): readonly Status[] {
    if (pod.pod.nodeName !== undefined) return runStaticFilters(pod, n.node);
    let byNode = this.staticByConstraints.get(pod.pod.scheduling);
    if (byNode === undefined) this.staticByConstraints.set(pod.pod.scheduling, (byNode = new Map<SimNode, readonly Status[]>()));
    let statuses = byNode.get(n);
    if (statuses === undefined) byNode.set(n, (statuses = runStaticFilters(pod, n.node)));
    return statuses;
  }

  private readonly staticByConstraints = new WeakMap<SchedulingConstraints, Map<SimNode, readonly Status[]>>();

  private bestFromIndex(cycle: CycleState, opts: FilterOptions): SimNode | undefined {
    return this.index.best(
      cycle.pod.nonZeroRequests(),
      // Number() of the request, worked out once per list (replicas share theirs).
      numbersOf(cycle.request),
      (rep) => isSuccess(finalStatus(this.staticStatuses(cycle.pod, rep))),
      // NodePorts reads the node's pods' ports, PodTopologySpread and InterPodAffinity the node's own labels: they run per node.
      hasPluginState(cycle)
        ? (n) => isSuccess(finalStatus(runPodFilters(cycle, nodeInfoOf(n), opts)))
        : (n) => isSuccess(runResourceFit(cycle, nodeInfoOf(n), opts)),
      selectsNodeUniqueLabel(cycle.pod),
    )?.node;
  }

  /** The best of the nodes a pod is pinned to: the plain scan over those alone. */
  private bestOf(cycle: CycleState, opts: FilterOptions, names: readonly string[]): SimNode | undefined {
    const nodes = names.map((name) => this.state.nodes.get(name)).filter((n): n is SimNode => n !== undefined);
    return scanForBest(nodes, this.strategy, cycle, opts);
  }

  /** Every node's filter statuses for a pod, and the score of each node they pass (for --explain: the scheduler binds to the highest). */
  explain(pod: SimPod, opts: FilterOptions): { statuses: Map<string, readonly Status[]>; scores: Map<string, number> } {
    const cycle = cycleStateFor(pod, this.state);
    const statuses = new Map<string, readonly Status[]>();
    const scores = new Map<string, number>();
    for (const n of this.nodeList) {
      const s = runFilterPlugins(cycle, nodeInfoOf(n), opts);
      statuses.set(n.node.name, s);
      if (isSuccess(finalStatus(s))) scores.set(n.node.name, score(this.strategy, cycle.pod.nonZeroRequests(), nodeInfoOf(n).nonZeroRequested, n.node));
    }
    return { statuses, scores };
  }
}

/** "0/3 nodes are available: 1 Insufficient cpu, 2 node(s) had untolerated taint(s)." */
export function fitErrorMessage(numNodes: number, statuses: NodeStatuses): string {
  if (statuses.preFilterMessage !== undefined) return `0/${numNodes} nodes are available: ${statuses.preFilterMessage}.`;
  // Nodes share status lists (see filterByClass): count the lists, then their reasons.
  const counts = new Map<string, number>();
  for (const [s, n] of statuses.counts()) for (const r of finalStatus(s).reasons) counts.set(r, (counts.get(r) ?? 0) + n);
  const parts = [...counts].map(([r, c]) => `${c} ${r}`).sort();
  return `0/${numNodes} nodes are available: ${parts.join(', ')}.`;
}

/** pkg/scheduler/scheduler.go ErrNoNodesAvailable. */
export const ERR_NO_NODES_AVAILABLE = 'no nodes available to schedule pods';

/**
 * A failed cycle's FailedScheduling message (schedule_one.go schedulingAlgorithm): with no node in
 * the snapshot, schedulePod returns ErrNoNodesAvailable before any filter and no PostFilter runs;
 * otherwise the FitError, then what PostFilter (preemption) says.
 */
export function failedSchedulingMessage(numNodes: number, fitError: string, postFilter: string): string {
  return numNodes === 0 ? ERR_NO_NODES_AVAILABLE : `${fitError} preemption: ${postFilter}`;
}
