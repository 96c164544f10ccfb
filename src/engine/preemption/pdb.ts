/**
 * PodDisruptionBudget accounting: disruptionsAllowed as the disruption controller computes it
 * (pkg/controller/disruption/disruption.go updatePdbStatus) and the scheduler's violating /
 * non-violating split (FilterVictimsWithPDBViolation in pkg/scheduler/framework/preemption/util.go).
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/disruption/disruption.go, pkg/scheduler/framework/preemption/util.go.
 */
import { appendTo } from '../../core/arrays.ts';
import { pdbCovers } from '../../model/labels.ts';
import type { PodDisruptionBudget } from '../../model/objects.ts';
import { PodsByPdb, requiredLabel } from '../../model/pdb-index.ts';
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

/**
 * Which of a run's PDB states each pod uses the budget of, found once per pod: upstream tests
 * every PDB against every potential victim of every dry run, which with a PDB per workload
 * (thousands) is most of a run. The states are narrowed by namespace and the label each PDB
 * requires (requiredLabel), as PodsByPdb does; usesBudget still decides, and the indices keep the
 * states' order.
 */
class BudgetsOfPods {
  /** "namespace\0key=value" for each value of the label a PDB requires (requiredLabel) → its states' indices. */
  private readonly byRequiredLabel = new Map<string, number[]>();
  /** PDBs that require no label value, by namespace (their other expressions decide). */
  private readonly byNamespace = new Map<string, number[]>();
  private readonly ofPod = new WeakMap<Pod, readonly number[]>();
  /** A dry run's disruptions left per state (filterPodsWithPDBViolation), valid where `takenIn` holds the run's number. */
  private readonly left: Float64Array;
  private readonly takenIn: Uint32Array;
  private dryRun = 0;

  constructor(private readonly states: readonly PdbState[]) {
    this.left = new Float64Array(states.length);
    this.takenIn = new Uint32Array(states.length);
    for (const [i, { pdb }] of states.entries()) {
      const required = requiredLabel(pdb);
      if (required === undefined) appendTo(this.byNamespace, pdb.ref.namespace, i);
      else for (const value of required.values) appendTo(this.byRequiredLabel, `${pdb.ref.namespace}\0${required.key}=${value}`, i);
    }
  }

  /** The indices, in the states' order, of the PDBs whose budget `sim` uses. */
  of(sim: SimPod): readonly number[] {
    if (sim.budgetsFrom !== this) {
      sim.budgets = this.ofModelPod(sim.pod);
      sim.budgetsFrom = this;
    }
    return sim.budgets;
  }

  /** Starts a dry run: every state's disruptions left are its own again (take). */
  startDryRun(): void {
    if (++this.dryRun === 0xffffffff) {
      this.takenIn.fill(0);
      this.dryRun = 1;
    }
  }

  /** Takes one disruption of state `i` in the current dry run; how many are left (below 0: it violates). */
  take(i: number): number {
    if (this.takenIn[i] !== this.dryRun) {
      this.takenIn[i] = this.dryRun;
      this.left[i] = this.states[i]!.allowed;
    }
    return --this.left[i]!;
  }

  /** `of` for the model pod (shared by the run's copies of it). */
  private ofModelPod(pod: Pod): readonly number[] {
    let found = this.ofPod.get(pod);
    if (found === undefined) {
      // A pod has one value per label, so it finds a state under one of its values at most; only
      // label keys holding `=` could name one twice, so duplicates are dropped once sorted (no
      // Set for each of 150,000 pods).
      const candidates = [...(this.byNamespace.get(pod.ref.namespace) ?? [])];
      for (const k in pod.labels) for (const i of this.byRequiredLabel.get(`${pod.ref.namespace}\0${k}=${pod.labels[k]!}`) ?? []) candidates.push(i);
      const sorted = candidates.filter((i) => usesBudget(this.states[i]!.pdb, pod)).sort((a, b) => a - b);
      found = sorted.filter((i, n) => n === 0 || sorted[n - 1] !== i);
      this.ofPod.set(pod, found);
    }
    return found;
  }
}

/** One index per run's states (the array ScenarioRun keeps): it goes with them. */
const budgetIndexes = new WeakMap<readonly PdbState[], BudgetsOfPods>();

function budgetsOf(states: readonly PdbState[]): BudgetsOfPods {
  let index = budgetIndexes.get(states);
  if (index === undefined) budgetIndexes.set(states, (index = new BudgetsOfPods(states)));
  return index;
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
  const i = budgetsOf(states)
    .of(pod)
    .find((j) => states[j]!.allowed <= 0);
  if (i === undefined) return undefined;
  const { ref } = states[i]!.pdb;
  return `${ref.namespace}/${ref.name}`;
}

/** The victim uses up one disruption of each PDB that covers it (its own graceful deletion). */
export function recordDisruption(states: readonly PdbState[], victim: SimPod): boolean {
  let violated = false;
  for (const i of budgetsOf(states).of(victim)) {
    const s = states[i]!;
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
  // Only the budgets these victims use are counted down (a run has a PDB per workload, a node a few).
  if (states.length === 0) return { violating: [], nonViolating: [...victims] };
  const budgets = budgetsOf(states);
  budgets.startDryRun();
  const violating: SimPod[] = [];
  const nonViolating: SimPod[] = [];
  for (const v of victims) {
    let violates = false;
    for (const i of budgets.of(v)) if (budgets.take(i) < 0) violates = true;
    (violates ? violating : nonViolating).push(v);
  }
  return { violating, nonViolating };
}
