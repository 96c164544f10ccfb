/**
 * The text report's default view of a scenario: what is not Completed, grouped by workload and
 * most serious first ("Deployment prod/web: 30 resizes, 28 Completed, 2 Deferred (NoLowerPriorityPods)
 * on node-7, node-9"), the pods left Pending by workload, and one line for the rest. `--verbose`
 * prints every row instead (text.ts).
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { Outcome, Placement, ResizeResult, ScenarioResult } from '../engine/result.ts';
import type { ClusterModel } from '../model/objects.ts';
import { latencyIsUpperBound } from './latency.ts';

/** Workload lines shown per scenario and part before "and N more". */
export const MAX_GROUPS = 20;
/** Workloads where all went well are named one by one up to this many, else counted in one line. */
const FEW = 3;

/** Most serious first: what the cluster refuses, then what never happens, then what waits. */
const SEVERITY: Readonly<Record<Outcome, number>> = { Rejected: 0, Infeasible: 1, Preempted: 2, Deferred: 3, Completed: 4 };

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function ownerKey(o: ObjectRef): string {
  return `${o.kind}/${o.namespace}/${o.name}`;
}

function ownerName(o: ObjectRef): string {
  return `${o.kind} ${o.namespace}/${o.name}`;
}

function listed(items: readonly string[], max = 3): string {
  return `${items.slice(0, max).join(', ')}${items.length > max ? `, and ${items.length - max} more` : ''}`;
}

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) {
    const k = key(t);
    const list = out.get(k);
    if (list === undefined) out.set(k, [t]);
    else list.push(t);
  }
  return out;
}

/** One workload's resizes in a line: counts per outcome, the reasons and nodes of those not Completed. */
function resizeLine(owner: ObjectRef, resizes: readonly ResizeResult[], model: ClusterModel): string {
  const parts: string[] = [];
  const byOutcome = groupBy(resizes, (r) => r.outcome);
  for (const outcome of [...byOutcome.keys()].sort((a, b) => SEVERITY[a as Outcome] - SEVERITY[b as Outcome])) {
    const rs = byOutcome.get(outcome)!;
    if (outcome === 'Completed') {
      const preempted = rs.reduce((n, r) => n + r.preempted.length, 0);
      const reasons = [...new Set(rs.map((r) => r.reason))].sort();
      const slowest = Math.max(...rs.map((r) => r.latencySeconds ?? 0));
      const bound = rs.some((r) => latencyIsUpperBound(r, model));
      const after = slowest > 0 ? `, ${bound ? '≤ ' : 'in '}${slowest} s` : '';
      parts.push(`${rs.length} Completed (${reasons.join(', ')}${after})${preempted > 0 ? ` preempting ${plural(preempted, 'pod')}` : ''}`);
      continue;
    }
    const reasons = [...new Set(rs.map((r) => r.reason))].sort();
    const nodes = [...new Set(rs.map((r) => r.node ?? 'no node'))].sort();
    parts.push(`${rs.length} ${outcome} (${reasons.join(', ')}) on ${listed(nodes)}`);
  }
  return `  ${ownerName(owner)}: ${plural(resizes.length, 'resize')}, ${parts.join(', ')}`;
}

/** How serious a workload's resizes are, for ordering: its worst outcome, then how many are not Completed. */
function rank(resizes: readonly ResizeResult[]): [number, number] {
  let worst = SEVERITY.Completed;
  let failing = 0;
  for (const r of resizes) {
    worst = Math.min(worst, SEVERITY[r.outcome]);
    if (r.outcome !== 'Completed') failing++;
  }
  return [worst, failing];
}

function resizeLines(resizes: readonly ResizeResult[], model: ClusterModel): string[] {
  const groups = [...groupBy(resizes, (r) => ownerKey(r.owner)).entries()].map(([key, rs]) => ({ key, rs, rank: rank(rs) }));
  // A workload shows when something did not complete, or completing preempted a pod.
  const shown = groups
    .filter((g) => g.rank[0] < SEVERITY.Completed || g.rs.some((r) => r.preempted.length > 0))
    .sort((a, b) => a.rank[0] - b.rank[0] || b.rank[1] - a.rank[1] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const lines = shown.slice(0, MAX_GROUPS).map((g) => resizeLine(g.rs[0]!.owner, g.rs, model));
  if (shown.length > MAX_GROUPS)
    lines.push(`  and ${plural(shown.length - MAX_GROUPS, 'more workload')} with resizes not Completed or preempting (--verbose lists every resize)`);
  const rest = groups.filter((g) => !shown.includes(g));
  // A few are named; many are one line.
  if (rest.length <= FEW) for (const g of rest) lines.push(resizeLine(g.rs[0]!.owner, g.rs, model));
  else
    lines.push(
      `  ${plural(rest.length, 'other workload')}: all ${plural(
        rest.reduce((n, g) => n + g.rs.length, 0),
        'resize',
      )} Completed, none preempting`,
    );
  return lines;
}

function placementLines(placements: readonly Placement[]): string[] {
  const groups = [...groupBy(placements, (p) => ownerKey(p.owner)).entries()].map(([key, ps]) => ({
    key,
    ps,
    pending: ps.filter((p) => p.node === null).length,
    preempted: ps.reduce((n, p) => n + p.preempted.length, 0),
  }));
  const shown = groups.filter((g) => g.pending > 0 || g.preempted > 0).sort((a, b) => b.pending - a.pending || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const lines = shown.slice(0, MAX_GROUPS).map((g) => {
    const owner = g.ps[0]!.owner;
    const pending = g.pending === 0 ? '' : `, ${g.pending} Pending`;
    const preempting = g.preempted === 0 ? '' : `, placing them preempts ${plural(g.preempted, 'pod')}`;
    return `  ${ownerName(owner)}: ${plural(g.ps.length, 'pod')} to place${pending}${preempting}`;
  });
  if (shown.length > MAX_GROUPS)
    lines.push(`  and ${plural(shown.length - MAX_GROUPS, 'more workload')} with Pending or preempting pods (--verbose lists every placement)`);
  const rest = groups.filter((g) => !shown.includes(g));
  if (rest.length <= FEW) for (const g of rest) lines.push(`  ${ownerName(g.ps[0]!.owner)}: ${plural(g.ps.length, 'pod')} placed`);
  else
    lines.push(
      `  ${plural(rest.length, 'other workload')}: all ${plural(
        rest.reduce((n, g) => n + g.ps.length, 0),
        'pod',
      )} placed, none preempting`,
    );
  return lines;
}

/** A scenario in a few lines: its title, then its resizes and placements by workload. */
export function* scenarioSummaryLines(s: ScenarioResult, title: string, model: ClusterModel): Generator<string> {
  yield title;
  if (s.resizes.length > 0) yield* resizeLines(s.resizes, model);
  if (s.placements.length > 0) yield* placementLines(s.placements);
}
