/**
 * What a change does, as the difference of two runs (base, head): the resizes it makes newly
 * Deferred, Infeasible, Rejected or Preempted, the pods it newly evicts or leaves Pending, the
 * findings it adds; and the same lists the other way round for what it fixes. Pure.
 *
 * Things are matched by identity, never by position: a resize by scenario + pod + outcome, an
 * eviction by scenario + victim (+ preemptor when both runs have one), a pending placement by
 * scenario + pod, a finding by rule + scenario + object (+ message). A pod that a controller
 * created to replace an evicted one is named after the pod it replaces (its own name carries a
 * counter that depends on eviction order). Matching is one-to-one, so a finding that appears
 * twice in head and once in base is new once. A scenario present only in head (such as `diff`,
 * the change's own resizes) contributes only new things.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { Eviction, Outcome, Placement, PodRef, ResizeResult, ScenarioResult } from '../engine/result.ts';
import type { LintResult, ResizeDelta, RunDiff } from '../pipeline/types.ts';

export type { ResizeDelta, RunDiff } from '../pipeline/types.ts';

export function compareRuns(base: LintResult, head: LintResult): RunDiff {
  const b = new RunIndex(base);
  const h = new RunIndex(head);

  const resizes = (outcome: Outcome): { added: ResizeDelta[]; removed: ResizeDelta[] } => {
    const { added, removed } = matchOneToOne(
      b.resizes.filter((r) => r.outcome === outcome),
      h.resizes.filter((r) => r.outcome === outcome),
      [(r, run) => `${run.pod(r.scenario, r.pod)}\0${r.outcome}\0${r.reason}`, (r, run) => `${run.pod(r.scenario, r.pod)}\0${r.outcome}`],
      b,
      h,
    );
    return {
      added: added.map((r) => ({ result: r, counterpart: b.resizeOf(r.scenario, h.pod(r.scenario, r.pod)) })),
      removed: removed.map((r) => ({ result: r, counterpart: h.resizeOf(r.scenario, b.pod(r.scenario, r.pod)) })),
    };
  };
  const deferred = resizes('Deferred');
  const infeasible = resizes('Infeasible');
  const rejected = resizes('Rejected');
  const preempted = resizes('Preempted');

  const evictions = matchOneToOne(
    b.evictions,
    h.evictions,
    [(e, run) => `${run.pod(e.scenario, e.pod)}\0${run.pod(e.scenario, e.preemptor)}`, (e, run) => run.pod(e.scenario, e.pod)],
    b,
    h,
  );
  const pending = matchOneToOne(
    b.placements.filter((p) => p.node === null),
    h.placements.filter((p) => p.node === null),
    [(p, run) => run.pod(p.scenario, p.pod)],
    b,
    h,
  );
  const findings = matchOneToOne(base.diagnostics, head.diagnostics, [findingKey(true), findingKey(false)], b, h);

  return {
    newFindings: findings.added,
    fixedFindings: findings.removed,
    newlyDeferred: deferred.added,
    newlyInfeasible: infeasible.added,
    newlyRejected: rejected.added,
    newlyPreempted: preempted.added,
    fixedDeferred: deferred.removed,
    fixedInfeasible: infeasible.removed,
    fixedRejected: rejected.removed,
    fixedPreempted: preempted.removed,
    newEvictions: evictions.added,
    fixedEvictions: evictions.removed,
    newPending: pending.added,
    fixedPending: pending.removed,
  };
}

/** True when the change adds nothing and fixes nothing. */
export function isUnchanged(diff: RunDiff): boolean {
  return Object.values(diff).every((list: readonly unknown[]) => list.length === 0);
}

/** True when the change makes something worse (a new finding, resize problem, eviction or Pending pod). */
export function hasRegressions(diff: RunDiff): boolean {
  return (
    diff.newFindings.length +
      diff.newlyDeferred.length +
      diff.newlyInfeasible.length +
      diff.newlyRejected.length +
      diff.newlyPreempted.length +
      diff.newEvictions.length +
      diff.newPending.length >
    0
  );
}

// ---------------------------------------------------------------------------------------------

/**
 * Finding identity. Simulation findings (with a scenario) also match on rule + scenario + object
 * alone, since their messages quote quantities and victims that the change may alter; other
 * findings (input, references) need the same message.
 */
function findingKey(withMessage: boolean): (d: Diagnostic, run: RunIndex) => string | undefined {
  return (d, run) => {
    if (!withMessage && d.scenario === undefined) return undefined;
    const scenario = d.scenario ?? '';
    const object =
      d.object === undefined
        ? `file:${d.file}`
        : d.object.kind === 'Pod' && d.scenario !== undefined
          ? `Pod/${run.pod(scenario, d.object)}`
          : `${d.object.kind}/${d.object.namespace}/${d.object.name}`;
    return `${d.ruleId}\0${scenario}\0${object}${withMessage ? `\0${d.message}` : ''}`;
  };
}

/**
 * One-to-one matching by successively weaker keys (undefined: not matchable by that key).
 * Returns head items left unmatched (added) and base items left unmatched (removed), each in its
 * input order.
 */
function matchOneToOne<T>(
  base: readonly T[],
  head: readonly T[],
  keys: readonly ((item: T, run: RunIndex) => string | undefined)[],
  b: RunIndex,
  h: RunIndex,
): { added: T[]; removed: T[] } {
  let added = [...head];
  let removed = [...base];
  for (const key of keys) {
    const pool = new Map<string, number[]>();
    removed.forEach((item, i) => {
      const k = key(item, b);
      if (k === undefined) return;
      const list = pool.get(k);
      if (list) list.push(i);
      else pool.set(k, [i]);
    });
    const used = new Set<number>();
    added = added.filter((item) => {
      const k = key(item, h);
      const i = k === undefined ? undefined : pool.get(k)?.shift();
      if (i === undefined) return true;
      used.add(i);
      return false;
    });
    removed = removed.filter((_, i) => !used.has(i));
  }
  return { added, removed };
}

/** A run's resizes, evictions and placements, with stable names for replacement pods. */
class RunIndex {
  readonly resizes: ResizeResult[];
  readonly evictions: Eviction[];
  readonly placements: Placement[];
  private readonly canonical = new Map<string, Map<string, string>>();
  private readonly resizeByPod = new Map<string, ResizeResult>();

  constructor(run: LintResult) {
    const scenarios: readonly ScenarioResult[] = run.simulation.scenarios;
    this.resizes = scenarios.flatMap((s) => s.resizes);
    this.evictions = scenarios.flatMap((s) => s.evictions);
    this.placements = scenarios.flatMap((s) => s.placements);
    for (const s of scenarios) this.canonical.set(s.name, canonicalNames(s));
    for (const r of this.resizes) {
      const key = `${r.scenario}\0${this.pod(r.scenario, r.pod)}`;
      if (!this.resizeByPod.has(key)) this.resizeByPod.set(key, r);
    }
  }

  /** "namespace/name", or for a replacement "namespace/name-of-the-evicted-pod~replacement". */
  pod(scenario: string, pod: PodRef): string {
    const key = `${pod.namespace}/${pod.name}`;
    return this.canonical.get(scenario)?.get(key) ?? key;
  }

  resizeOf(scenario: string, canonicalPod: string): ResizeResult | undefined {
    return this.resizeByPod.get(`${scenario}\0${canonicalPod}`);
  }
}

function canonicalNames(s: ScenarioResult): Map<string, string> {
  const parent = new Map<string, string>();
  for (const p of s.placements) {
    if (p.replacementOf === null) continue;
    const self = `${p.pod.namespace}/${p.pod.name}`;
    const of = `${p.replacementOf.namespace}/${p.replacementOf.name}`;
    // A StatefulSet's replacement keeps its name: it is its own canonical name.
    if (of !== self) parent.set(self, of);
  }
  const names = new Map<string, string>();
  const resolve = (key: string, depth: number): string => {
    const known = names.get(key);
    if (known !== undefined) return known;
    const up = parent.get(key);
    const name = up === undefined || depth > 100 ? key : `${resolve(up, depth + 1)}~replacement`;
    names.set(key, name);
    return name;
  };
  for (const key of parent.keys()) resolve(key, 0);
  return names;
}
