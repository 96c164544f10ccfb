/**
 * DefaultPreemption PostFilter for a new pod (pkg/scheduler/framework/preemption/preemption.go
 * Evaluator.Preempt and defaultpreemption, v1.37): eligibility, candidate nodes
 * (those the filters found Unschedulable, not Unresolvable), a dry run of SelectVictimsOnNode on
 * each in node-name order from offset 0 (upstream starts at a random offset), and
 * pickOneNodeForPreemption. Without a candidate, the FitError upstream writes: each node's reason
 * counted ("3 No preemption victims found for incoming pod").
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/preemption/preemption.go, pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go.
 */
import { cloneCycleState, finalStatus, preFilterExtensions, runFilterPlugins, type CycleState, type FilterOptions } from '../filters.ts';
import type { NodeInfo } from '../node-info.ts';
import type { NodeStatuses } from '../node-statuses.ts';
import { nodeInfoOf, type SimNode } from '../state.ts';
import { type SimPod } from '../sim-pod.ts';
import { status, type Status } from '../status.ts';
import type { PdbState } from './pdb.ts';
import { pickOneNodeForPreemption, type Candidate } from './pick-node.ts';
import { NO_VICTIMS, selectVictimsOnNode, type SelectVictimsResult } from './select-victims.ts';

export const MIN_CANDIDATE_NODES_PERCENTAGE = 10;
/** The status of a node that is no potential candidate (Evaluator.Preempt's SetAbsentNodesStatus). */
const NOT_HELPFUL = 'Preemption is not helpful for scheduling';
export const MIN_CANDIDATE_NODES_ABSOLUTE = 100;

export type PreemptResult = { readonly ok: true; readonly candidate: Candidate } | { readonly ok: false; readonly status: Status };

export function numCandidates(numNodes: number): number {
  return Math.min(numNodes, Math.max(MIN_CANDIDATE_NODES_ABSOLUTE, Math.floor((numNodes * MIN_CANDIDATE_NODES_PERCENTAGE) / 100)));
}

/**
 * PodEligibleToPreemptOthers: preemptionPolicy Never is never eligible; a pod with a nominated
 * node waits while a lower-priority pod the scheduler preempted terminates there, unless the
 * failed cycle found that node UnschedulableAndUnresolvable (then it may preempt elsewhere).
 */
export function podEligibleToPreemptOthers(
  pod: SimPod,
  nodes: ReadonlyMap<string, SimNode>,
  nominatedNode: string | undefined,
  nominatedStatus?: Status,
): string | undefined {
  if (pod.pod.preemptionPolicy === 'Never') return 'not eligible due to preemptionPolicy=Never.';
  if (nominatedNode !== undefined && nominatedStatus?.code !== 'UnschedulableAndUnresolvable') {
    const n = nodes.get(nominatedNode);
    // preemption.PodTerminatingByPreemption: being deleted, with the scheduler's DisruptionTarget.
    if (n?.pods.some((p) => p.terminatingUntil !== undefined && p.preemptedByScheduler && p.priority < pod.priority))
      return 'not eligible due to a terminating pod on the nominated node.';
  }
  return undefined;
}

/**
 * `nodesByName`: every node in name order. `filterStatuses`: the Filter statuses of the
 * scheduling cycle that failed, per node in that order (their final status decides whether a
 * node is a potential candidate).
 */
export function preempt(
  cycle: CycleState,
  nodes: ReadonlyMap<string, SimNode>,
  nodesByName: readonly SimNode[],
  filterStatuses: NodeStatuses,
  pdbs: readonly PdbState[],
  opts: FilterOptions,
  nominatedNode: string | undefined,
): PreemptResult {
  const pod = cycle.pod; // 0) The latest version of the pod: the simulation's pod is always current.
  // 1) Ensure the preemptor is eligible to preempt other pods.
  const nominatedStatus = nominatedNode === undefined ? undefined : statusOn(nominatedNode, nodesByName, filterStatuses);
  const notEligible = podEligibleToPreemptOthers(pod, nodes, nominatedNode, nominatedStatus);
  if (notEligible !== undefined) return { ok: false, status: status('Unschedulable', 'DefaultPreemption', notEligible) };
  // 2) Find all preemption candidates (findCandidates, DryRunPreemption; each on a copy of the cycle state).
  // Nodes whose filters found them Unschedulable (not Unresolvable) are the potential
  // candidates. Nodes share status lists, so each list is judged once; the nodes themselves are
  // visited in name order only until enough candidates are found.
  const verdicts = new Map<readonly Status[], boolean>();
  const isPotential = (s: readonly Status[] | undefined): boolean => {
    if (s === undefined) return false;
    let v = verdicts.get(s);
    if (v === undefined) verdicts.set(s, (v = finalStatus(s).code === 'Unschedulable'));
    return v;
  };
  let potentialCount = 0;
  for (const [s, n] of filterStatuses.counts()) if (isPotential(s)) potentialCount += n;
  const wanted = numCandidates(potentialCount);
  const nonViolating: Candidate[] = [];
  const violating: Candidate[] = [];
  // Why each node is no candidate (DryRunPreemption's nodeStatuses; a node that is no potential
  // candidate has the absent nodes' status), for the FitError when none is.
  const reasons = new Map<string, number>();
  // An index loop: this runs over every node for each pod that fits nowhere.
  for (let ordinal = 0; ordinal < nodesByName.length; ordinal++) {
    const simNode = nodesByName[ordinal]!;
    if (!isPotential(filterStatuses.at(ordinal))) {
      tally(reasons, NOT_HELPFUL);
      continue;
    }
    const info = nodeInfoOf(simNode);
    if (info.lowestPriority >= pod.priority) {
      tally(reasons, NO_VICTIMS); // no potential victim: SelectVictimsOnNode's answer
      continue;
    }
    const name = simNode.node.name;
    const r = dryRun(pod, info, pdbs, cycle, opts);
    if (!r.ok) for (const reason of r.status.reasons) tally(reasons, reason);
    if (!r.ok || r.victims.pods.length === 0) continue;
    (r.victims.numPDBViolations === 0 ? nonViolating : violating).push({ node: name, victims: r.victims });
    if (nonViolating.length > 0 && nonViolating.length + violating.length >= wanted) break;
  }
  // 3) Extenders: none are modelled.
  // 4) Find the best candidate (SelectCandidate, pickOneNodeForPreemption).
  // 5) Actuating it is the executor's (preemption/executor.ts prepareCandidate).
  const best = pickOneNodeForPreemption([...nonViolating, ...violating]);
  if (best === undefined) return { ok: false, status: status('Unschedulable', 'DefaultPreemption', fitError(nodes.size, reasons)) };
  return { ok: true, candidate: best };
}

/** SelectVictimsOnNode on the node's own copy of the cycle state (findCandidates: state.Clone()). */
function dryRun(pod: SimPod, info: NodeInfo, pdbs: readonly PdbState[], cycle: CycleState, opts: FilterOptions): SelectVictimsResult {
  const state = cloneCycleState(cycle);
  return selectVictimsOnNode(pod, info, pdbs, (i) => finalStatus(runFilterPlugins(state, i, opts)), preFilterExtensions(state));
}

function tally(reasons: Map<string, number>, reason: string): void {
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
}

/** Evaluator.Preempt's status when no node is a candidate (framework.FitError.Error: the reasons counted over the nodes, sorted). */
function fitError(allNodes: number, reasons: ReadonlyMap<string, number>): string {
  const histogram = [...reasons].map(([reason, n]) => `${n} ${reason}`).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `0/${allNodes} nodes are available${histogram.length === 0 ? ':' : `: ${histogram.join(', ')}.`}`;
}

/** The failed cycle's final status on one node (found by name in the name-ordered list). */
function statusOn(name: string, nodesByName: readonly SimNode[], filterStatuses: NodeStatuses): Status | undefined {
  const ordinal = nodesByName.findIndex((n) => n.node.name === name);
  const statuses = ordinal < 0 ? undefined : filterStatuses.at(ordinal);
  return statuses === undefined ? undefined : finalStatus(statuses);
}
