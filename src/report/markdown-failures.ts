/**
 * The pull-request view's first table: what fails, across scenarios, one row per workload and
 * kind of failure, most serious first — resizes Rejected, Infeasible, preempted themselves or
 * Deferred, rollouts that stall, protected pods preempted, pods left Pending. A reviewer reads
 * the verdict's reasons here before any per-pod table.
 */
import { compareStrings } from '../core/compare.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef, namespacedName, type ObjectRef } from '../core/object-ref.ts';
import type { Outcome, PodRef, ScenarioResult } from '../engine/result.ts';
import { escapeMarkdownCell } from './escape.ts';

/** The rule that names a protected victim (src/policy/rules/resize-preempts-protected.ts). */
const PROTECTED_RULE = 'resize/preempts-protected';

type Failure = Exclude<Outcome, 'Completed'> | 'Stalled' | 'Protected' | 'Pending';

/** Most serious first: what the cluster refuses, what never happens, what harms a protected pod, what waits, what is lost on the way. */
const SEVERITY: Readonly<Record<Failure, number>> = { Rejected: 0, Infeasible: 1, Stalled: 2, Protected: 3, Deferred: 4, Preempted: 5, Pending: 6 };

const LABEL: Readonly<Record<Failure, string>> = {
  Rejected: '✗ Rejected',
  Infeasible: '✗ Infeasible',
  Stalled: '✗ rollout stalls',
  Protected: '✗ protected pod preempted',
  Preempted: '✗ resizing pod preempted',
  Deferred: '○ Deferred',
  Pending: '○ Pending',
};

interface Row {
  readonly failure: Failure;
  readonly owner: ObjectRef;
  readonly scenario: string;
  readonly pods: Set<string>;
  readonly nodes: Set<string>;
  /** The first reason seen, with its count when several differ. */
  readonly why: Map<string, number>;
}

function podKey(p: PodRef): string {
  return `${p.namespace}/${p.name}`;
}

class Rows {
  private readonly rows = new Map<string, Row>();

  add(failure: Failure, owner: ObjectRef, scenario: string, pod: PodRef, node: string | null, why: string): void {
    const key = `${failure}\0${scenario}\0${formatObjectRef(owner)}`;
    let row = this.rows.get(key);
    if (row === undefined) {
      row = { failure, owner, scenario, pods: new Set(), nodes: new Set(), why: new Map() };
      this.rows.set(key, row);
    }
    row.pods.add(podKey(pod));
    if (node !== null) row.nodes.add(node);
    row.why.set(why, (row.why.get(why) ?? 0) + 1);
  }

  sorted(): Row[] {
    return [...this.rows.values()].sort(
      (a, b) =>
        SEVERITY[a.failure] - SEVERITY[b.failure] ||
        b.pods.size - a.pods.size ||
        compareStrings(formatObjectRef(a.owner), formatObjectRef(b.owner)) ||
        compareStrings(a.scenario, b.scenario),
    );
  }
}

function collect(scenarios: readonly ScenarioResult[], diagnostics: readonly Diagnostic[]): Row[] {
  const rows = new Rows();
  for (const s of scenarios) {
    for (const r of s.resizes) if (r.outcome !== 'Completed') rows.add(r.outcome, r.owner, s.name, r.pod, r.node, r.reason);
    const stalled = new Set<string>();
    for (const r of s.rollouts ?? []) {
      if (r.outcome !== 'Stalled') continue;
      for (const p of r.pending) {
        stalled.add(podKey(p));
        rows.add('Stalled', r.workload, s.name, p, null, `${r.reason}: ${r.updated} of ${r.replicas} updated`);
      }
    }
    // A stalled rollout's Pending replicas are its row, not a second one.
    for (const p of s.placements) if (p.node === null && !stalled.has(podKey(p.pod))) rows.add('Pending', p.owner, s.name, p.pod, null, p.message);
    const evictions = new Map(s.evictions.map((e) => [podKey(e.pod), e]));
    for (const d of diagnostics) {
      if (d.ruleId !== PROTECTED_RULE || d.scenario !== s.name || d.object === undefined) continue;
      const e = evictions.get(podKey(d.object));
      if (e !== undefined) rows.add('Protected', e.owner, s.name, e.pod, e.node, `preempted by ${podKey(e.preemptor)}`);
    }
  }
  return rows.sorted();
}

function listed(items: Iterable<string>, max = 3): string {
  const all = [...items].sort(compareStrings);
  return `${all.slice(0, max).join(', ')}${all.length > max ? `, and ${all.length - max} more` : ''}`;
}

function whyCell(why: ReadonlyMap<string, number>): string {
  const [first, n] = [...why.entries()].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0]))[0]!;
  return why.size === 1 ? first : `${first} (${n} pods; ${why.size - 1} other reason${why.size === 2 ? '' : 's'})`;
}

/** The failures of one cluster's scenarios as table rows; empty when nothing fails. */
export function failureRows(scenarios: readonly ScenarioResult[], diagnostics: readonly Diagnostic[]): string[][] {
  return collect(scenarios, diagnostics).map((r) => [
    LABEL[r.failure],
    escapeMarkdownCell(`${r.owner.kind} ${namespacedName(r.owner)}`),
    escapeMarkdownCell(r.scenario),
    String(r.pods.size),
    escapeMarkdownCell(r.nodes.size === 0 ? '-' : listed(r.nodes)),
    escapeMarkdownCell(whyCell(r.why)),
  ]);
}

export const FAILURE_HEADER = ['', 'workload', 'scenario', 'pods', 'nodes', 'why'] as const;
