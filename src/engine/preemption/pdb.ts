/**
 * PodDisruptionBudget accounting: disruptionsAllowed as the disruption controller computes it
 * (pkg/controller/disruption/disruption.go updatePdbStatus) and the scheduler's violating /
 * non-violating split (FilterVictimsWithPDBViolation in pkg/scheduler/framework/preemption/util.go).
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/disruption/disruption.go, pkg/scheduler/framework/preemption/util.go.
 */
import { pdbCovers } from '../../model/labels.ts';
import type { PodDisruptionBudget } from '../../model/objects.ts';
import { PodsByPdb } from '../../model/pdb-index.ts';
import type { Pod } from '../../model/pod.ts';
import type { SimPod } from '../sim-pod.ts';

export interface PdbState {
  readonly pdb: PodDisruptionBudget;
  /** Disruptions the scheduler sees as allowed right now. */
  allowed: number;
}

/**
 * The pod uses up one of the PDB's disruptions: the PDB covers it (pdbCovers) and it is not already
 * listed in status.disruptedPods.
 */
function usesBudget(pdb: PodDisruptionBudget, pod: Pod): boolean {
  return pdbCovers(pdb, pod) && !(pdb.status?.disruptedPods.includes(pod.ref.name) ?? false);
}

function scaled(v: { kind: 'int' | 'percent'; value: number }, total: number): number {
  return v.kind === 'int' ? v.value : Math.ceil((v.value * total) / 100);
}

/**
 * disruptionsAllowed = max(0, currentHealthy − desiredHealthy). An integer minAvailable expects
 * every matching pod; a percentage or maxUnavailable expects the controllers' scale, to which
 * bare pods add nothing. `scaleOf` gives a controller's replica count.
 */
export function computeDisruptionsAllowed(pdb: PodDisruptionBudget, matching: readonly Pod[], scaleOf: (pod: Pod) => number | undefined): number {
  const healthy = matching.filter((p) => p.ready).length;
  const controllerScale = (): number => {
    const seen = new Map<string, number>();
    for (const p of matching) {
      if (!p.hasController) continue;
      const key = `${p.owner.kind}/${p.owner.namespace}/${p.owner.name}`;
      seen.set(key, scaleOf(p) ?? (seen.get(key) ?? 0) + 1);
    }
    return [...seen.values()].reduce((a, b) => a + b, 0);
  };
  let expected: number;
  let desiredHealthy: number;
  if (pdb.maxUnavailable !== undefined) {
    expected = controllerScale();
    desiredHealthy = Math.max(0, expected - scaled(pdb.maxUnavailable, expected));
  } else if (pdb.minAvailable !== undefined && pdb.minAvailable.kind === 'int') {
    expected = matching.length;
    desiredHealthy = pdb.minAvailable.value;
  } else if (pdb.minAvailable !== undefined) {
    expected = controllerScale();
    desiredHealthy = scaled(pdb.minAvailable, expected);
  } else {
    return 0;
  }
  if (expected <= 0) return 0;
  return Math.max(0, healthy - desiredHealthy);
}

export function initialPdbStates(pdbs: readonly PodDisruptionBudget[], pods: readonly Pod[], scaleOf: (pod: Pod) => number | undefined): PdbState[] {
  const index = new PodsByPdb(pods);
  return pdbs.map((pdb) => ({
    pdb,
    allowed: pdb.status?.disruptionsAllowed ?? computeDisruptionsAllowed(pdb, index.covered(pdb), scaleOf),
  }));
}

/**
 * The PodDisruptionBudget that makes the Eviction API refuse to evict the pod (429 Too Many
 * Requests: pkg/registry/core/pod/storage/eviction.go checkAndDecrement), if one does.
 */
export function evictionBlockedBy(states: readonly PdbState[], pod: SimPod): string | undefined {
  const s = states.find((x) => usesBudget(x.pdb, pod.pod) && x.allowed <= 0);
  return s === undefined ? undefined : `${s.pdb.ref.namespace}/${s.pdb.ref.name}`;
}

/** The victim uses up one disruption of each PDB that covers it (its own graceful deletion). */
export function recordDisruption(states: readonly PdbState[], victim: SimPod): boolean {
  let violated = false;
  for (const s of states) {
    if (!usesBudget(s.pdb, victim.pod)) continue;
    if (s.allowed <= 0) violated = true;
    s.allowed = Math.max(0, s.allowed - 1);
  }
  return violated;
}

/**
 * Splits potential victims, in the given importance order, into those whose eviction would
 * violate a PDB and those that would not; the budget is used up by the more important pods first.
 */
export function filterPodsWithPDBViolation(victims: readonly SimPod[], states: readonly PdbState[]): { violating: SimPod[]; nonViolating: SimPod[] } {
  // Plain loops, no closure per victim: this runs in every dry run, for every potential victim.
  if (states.length === 0) return { violating: [], nonViolating: [...victims] };
  const allowed = states.map((s) => s.allowed);
  const violating: SimPod[] = [];
  const nonViolating: SimPod[] = [];
  for (const v of victims) {
    let violates = false;
    for (let i = 0; i < states.length; i++) {
      if (!usesBudget(states[i]!.pdb, v.pod)) continue;
      allowed[i] = allowed[i]! - 1;
      if (allowed[i]! < 0) violates = true;
    }
    (violates ? violating : nonViolating).push(v);
  }
  return { violating, nonViolating };
}
