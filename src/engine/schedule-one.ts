/**
 * scheduleOne for a pending pod (pkg/scheduler/schedule_one.go, v1.37): try the nominated node
 * first, then find feasible nodes — only numFeasibleNodesToFind of them, from a rotating start
 * index, as upstream does on large clusters — score them and take the best. Scores tie-break by
 * node name (upstream picks at random among equal scores).
 */
import { finalStatus, runFilterPlugins, type FilterOptions } from './filters.ts';
import { score, type ScoringStrategy } from './plugins/scoring.ts';
import { nodeInfoOf, type SimNode, type SimPod } from './state.ts';
import { isSuccess, type Status } from './status.ts';

export const MIN_FEASIBLE_NODES_TO_FIND = 100;
export const MIN_FEASIBLE_NODES_PERCENTAGE_TO_FIND = 5;

/** numFeasibleNodesToFind with the default (adaptive) percentageOfNodesToScore. */
export function numFeasibleNodesToFind(numAllNodes: number): number {
  if (numAllNodes < MIN_FEASIBLE_NODES_TO_FIND) return numAllNodes;
  const percentage = Math.max(MIN_FEASIBLE_NODES_PERCENTAGE_TO_FIND, 50 - Math.floor(numAllNodes / 125));
  return Math.max(MIN_FEASIBLE_NODES_TO_FIND, Math.floor((numAllNodes * percentage) / 100));
}

export type ScheduleResult =
  | { readonly kind: 'Feasible'; readonly node: string; readonly statuses: ReadonlyMap<string, readonly Status[]> }
  | { readonly kind: 'Unschedulable'; readonly statuses: ReadonlyMap<string, readonly Status[]> };

export class Scheduler {
  private nextStartNodeIndex = 0;
  private readonly nodeList: SimNode[];

  constructor(
    nodes: ReadonlyMap<string, SimNode>,
    private readonly strategy: ScoringStrategy,
  ) {
    this.nodeList = [...nodes.values()].sort((a, b) => (a.node.name < b.node.name ? -1 : 1));
  }

  schedule(pod: SimPod, opts: FilterOptions): ScheduleResult {
    const statuses = new Map<string, readonly Status[]>();
    // evaluateNominatedNode: a pod that preempted goes to its nominated node if it fits there.
    const nominated = pod.nominatedNode === undefined ? undefined : this.nodeList.find((n) => n.node.name === pod.nominatedNode);
    if (nominated) {
      const s = runFilterPlugins(pod, nodeInfoOf(nominated), opts);
      statuses.set(nominated.node.name, s);
      if (isSuccess(finalStatus(s))) return { kind: 'Feasible', node: nominated.node.name, statuses };
    }
    const n = this.nodeList.length;
    const wanted = numFeasibleNodesToFind(n);
    const feasible: SimNode[] = [];
    let processed = 0;
    for (; processed < n && feasible.length < wanted; processed++) {
      const simNode = this.nodeList[(this.nextStartNodeIndex + processed) % n]!;
      if (simNode === nominated) continue;
      const s = runFilterPlugins(pod, nodeInfoOf(simNode), opts);
      statuses.set(simNode.node.name, s);
      if (isSuccess(finalStatus(s))) feasible.push(simNode);
    }
    this.nextStartNodeIndex = n === 0 ? 0 : (this.nextStartNodeIndex + processed) % n;
    if (feasible.length === 0) return { kind: 'Unschedulable', statuses };
    let best = feasible[0]!;
    let bestScore = -1;
    for (const simNode of feasible) {
      const sc = feasible.length === 1 ? 0 : score(this.strategy, pod, nodeInfoOf(simNode));
      if (sc > bestScore || (sc === bestScore && simNode.node.name < best.node.name)) {
        best = simNode;
        bestScore = sc;
      }
    }
    return { kind: 'Feasible', node: best.node.name, statuses };
  }
}

/** "0/3 nodes are available: 1 Insufficient cpu, 2 node(s) had untolerated taint {x}." */
export function fitErrorMessage(numNodes: number, statuses: ReadonlyMap<string, readonly Status[]>): string {
  const counts = new Map<string, number>();
  for (const s of statuses.values()) for (const r of finalStatus(s).reasons) counts.set(r, (counts.get(r) ?? 0) + 1);
  const parts = [...counts].map(([r, c]) => `${c} ${r}`).sort();
  return `0/${numNodes} nodes are available: ${parts.join(', ')}.`;
}
