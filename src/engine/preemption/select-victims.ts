/**
 * SelectVictimsOnNode, following pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go
 * (v1.37): remove every strictly-lower-priority pod, check the preemptor fits,
 * then reprieve greedily — PDB-violating pods first, then the rest, each in importance order.
 * Works on a NodeInfo clone only; every pod removed or put back is told to the dry run's copy of
 * the cycle state too (RunPreFilterExtensionRemovePod / AddPod), so PodTopologySpread counts a
 * victim as gone from its domain and InterPodAffinity sees its anti-affinity leave with it.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go.
 */
import type { PreFilterExtensions } from '../filters.ts';
import type { NodeInfo } from '../node-info.ts';
import type { SimPod } from '../sim-pod.ts';
import { isSuccess, status, type Status } from '../status.ts';
import { compareImportance } from './importance.ts';
import { filterPodsWithPDBViolation, type PdbState } from './pdb.ts';

export const NO_VICTIMS = 'No preemption victims found for incoming pod';

export interface Victims {
  readonly pods: readonly SimPod[];
  readonly numPDBViolations: number;
  /** Every potential victim, most important first: those not in `pods` were reprieved (--explain). */
  readonly considered: readonly SimPod[];
}

export type SelectVictimsResult = { readonly ok: true; readonly victims: Victims } | { readonly ok: false; readonly status: Status };

/** Runs the filters for the preemptor against a (dry-run) NodeInfo. */
export type RunFilters = (nodeInfo: NodeInfo) => Status;

/** Victim eligibility: strictly lower priority (isPreemptionAllowed). */
export function isPotentialVictim(preemptor: SimPod, p: SimPod): boolean {
  return p !== preemptor && p.priority < preemptor.priority;
}

/** The potential victims among pods in importance order (priority first): a suffix, in that order. */
function lowerPriority(byImportance: readonly SimPod[], preemptor: SimPod): SimPod[] {
  let start = byImportance.length;
  while (start > 0 && byImportance[start - 1]!.priority < preemptor.priority) start--;
  return byImportance.slice(start);
}

/**
 * `extensions`: RunPreFilterExtensionRemovePod and AddPod on the dry run's own cycle state, called
 * as each victim leaves or comes back (undefined when no plugin keeps a state).
 */
export function selectVictimsOnNode(
  preemptor: SimPod,
  nodeInfo: NodeInfo,
  pdbs: readonly PdbState[],
  runFilters: RunFilters,
  extensions?: PreFilterExtensions,
): SelectVictimsResult {
  // 1) Remove every potential victim from a clone (none: no clone needed). Most important
  // first, priority first: the lower-priority pods are the end of the node's importance order.
  const potential = nodeInfo.lowestPriority < preemptor.priority ? lowerPriority(nodeInfo.podsByImportance, preemptor) : [];
  if (potential.length === 0) return { ok: false, status: status('UnschedulableAndUnresolvable', 'DefaultPreemption', NO_VICTIMS) };
  const info = nodeInfo.cloneWithout((p) => isPotentialVictim(preemptor, p));
  if (extensions !== undefined) for (const p of potential) extensions.removePod(p, info);
  // 2) If the preemptor does not fit even so, this node is no candidate.
  const fits = runFilters(info);
  if (!isSuccess(fits)) return { ok: false, status: fits };
  // 3) Reprieve: violating pods first, then non-violating, each in importance order.
  const { violating, nonViolating } = filterPodsWithPDBViolation(potential, pdbs);
  const victims: SimPod[] = [];
  let numPDBViolations = 0;
  const reprieve = (p: SimPod): boolean => {
    info.addPod(p);
    extensions?.addPod(p, info);
    if (isSuccess(runFilters(info))) return true;
    info.removePod(p);
    extensions?.removePod(p, info);
    victims.push(p);
    return false;
  };
  for (const p of violating) if (!reprieve(p)) numPDBViolations++;
  for (const p of nonViolating) reprieve(p);
  // 4) With victims from both lists, the final list is re-sorted by importance.
  if (numPDBViolations > 0 && victims.length > numPDBViolations) victims.sort(compareImportance);
  return { ok: true, victims: { pods: victims, numPDBViolations, considered: potential } };
}
