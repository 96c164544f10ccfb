/**
 * Engine answer against upstream's: agreement, a documented deviation (DEVIATIONS.md, by id), or
 * a disagreement. Deviations are recognised only where upstream itself leaves the result open.
 */
import type { Answer, Case, Json, NodeVictimsAnswer } from './cases.ts';
import { comparePaths } from './compare-path.ts';
import { compareLimitRange } from './compare-limit-range.ts';
import { comparePlacement } from './compare-placement.ts';

export type Verdict = { readonly kind: 'agree' } | { readonly kind: 'deviation'; readonly id: string } | { readonly kind: 'disagree'; readonly detail: string };

const AGREE: Verdict = { kind: 'agree' };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Json)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, x]) => [k, canonical(x)]),
    );
  return v;
}

function differ(field: string, engine: unknown, upstream: unknown): Verdict {
  return { kind: 'disagree', detail: `${field}: engine ${JSON.stringify(engine)} upstream ${JSON.stringify(upstream)}` };
}

interface PodFacts {
  readonly priority: number;
  readonly start: string | undefined;
}

function factsOf(c: Case): Map<string, PodFacts> {
  const out = new Map<string, PodFacts>();
  for (const p of [...(c.pods ?? []), ...(c.preemptor !== undefined ? [c.preemptor] : [])]) {
    const meta = p['metadata'] as { name: string };
    const spec = p['spec'] as { priority?: number };
    const status = p['status'] as { startTime?: string } | undefined;
    out.set(meta.name, { priority: spec.priority ?? 0, start: status?.startTime });
  }
  return out;
}

/** Two victims upstream may order either way: equal priority and start time, or a start time of "now". */
function importanceTie(facts: Map<string, PodFacts>, names: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const n of names) {
    const f = facts.get(n);
    if (f === undefined) continue;
    const key = `${f.priority}|${f.start ?? 'now'}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** SelectVictimsOnNode answers, allowing D1 (unstable sort.Slice of equally important victims). */
function compareVictims(field: string, c: Case, node: string | undefined, e: NodeVictimsAnswer | undefined, u: NodeVictimsAnswer | undefined): Verdict {
  if (same(canonical(e), canonical(u))) return AGREE;
  if (e === undefined || u === undefined || e.ok !== u.ok) return differ(field, e, u);
  if (!e.ok) return same(e.status?.code, u.status?.code) && same(e.status?.reasons, u.status?.reasons) ? AGREE : differ(field, e, u);
  const facts = factsOf(c);
  const onNode = [...(c.pods ?? [])]
    .filter((p) => node === undefined || (p['spec'] as { nodeName?: string }).nodeName === node)
    .map((p) => (p['metadata'] as { name: string }).name);
  return importanceTie(facts, onNode) ? { kind: 'deviation', id: 'D1' } : differ(field, e, u);
}

/** pickOneNodeForPreemption's criteria for a node, from upstream's own victims for it. */
function pickKey(facts: Map<string, PodFacts>, v: NodeVictimsAnswer): string {
  const ps = v.victims.map((n) => facts.get(n)!);
  const top = Math.max(...ps.map((p) => p.priority));
  const starts = ps.filter((p) => p.priority === top).map((p) => p.start ?? 'now');
  const earliest = starts.includes('now') && starts.every((s) => s === 'now') ? 'now' : starts.filter((s) => s !== 'now').sort()[0];
  return JSON.stringify([v.numPDBViolations, top, ps.reduce((s, p) => s + p.priority, 0), ps.length, earliest]);
}

function compareSelectVictims(c: Case, e: Answer, u: Answer): Verdict {
  if (e.eligible !== u.eligible || (e.eligibleReason ?? '') !== (u.eligibleReason ?? ''))
    return differ('eligible', [e.eligible, e.eligibleReason], [u.eligible, u.eligibleReason]);
  let verdict: Verdict = AGREE;
  for (const node of Object.keys({ ...u.nodes, ...e.nodes }).sort()) {
    const v = compareVictims(`nodes.${node}`, c, node, e.nodes?.[node], u.nodes?.[node]);
    if (v.kind === 'disagree') return v;
    if (v.kind === 'deviation') verdict = v;
  }
  if (e.picked === u.picked) return verdict;
  if (verdict.kind === 'deviation') return verdict;
  const facts = factsOf(c);
  const ue = e.picked !== undefined ? u.nodes?.[e.picked] : undefined;
  const uu = u.picked !== undefined ? u.nodes?.[u.picked] : undefined;
  if (ue?.ok === true && uu?.ok === true && pickKey(facts, ue) === pickKey(facts, uu))
    return { kind: 'deviation', id: pickKey(facts, uu).includes('"now"') ? 'D3' : 'D2' };
  return differ('picked', e.picked, u.picked);
}

function compareFit(c: Case, e: Answer, u: Answer): Verdict {
  for (const field of ['fit', 'dps', 'permit', 'cycle'] as const) if (!same(canonical(e[field]), canonical(u[field]))) return differ(field, e[field], u[field]);
  return compareVictims('candidate', c, undefined, e.candidate, u.candidate);
}

export function compare(c: Case, e: Answer, u: Answer): Verdict {
  if (u.error !== undefined && u.error !== '') return { kind: 'disagree', detail: `upstream error: ${u.error}` };
  if (e.error !== undefined) return { kind: 'disagree', detail: e.error };
  switch (c.kind) {
    case 'selectVictims':
      return compareSelectVictims(c, e, u);
    case 'fit':
      return compareFit(c, e, u);
    case 'pendingOrder':
      // The list as PushPendingResize leaves it, push by push: upstream's order exactly.
      return same(e.order ?? [], u.order ?? []) ? AGREE : differ('order', e.order, u.order);
    case 'podRequests':
      for (const f of ['spec', 'status', 'qos'] as const) if (!same(canonical(e[f] ?? {}), canonical(u[f] ?? {}))) return differ(f, e[f], u[f]);
      return AGREE;
    case 'admit':
      return same(canonical(e.decisions), canonical(u.decisions)) ? AGREE : differ('decisions', e.decisions, u.decisions);
    case 'criticalPreemption':
      return e.found === u.found && same(e.evicted ?? [], u.evicted ?? []) ? AGREE : differ('evicted', [e.found, e.evicted], [u.found, u.evicted]);
    case 'resizePath':
      return comparePaths(c, e.paths ?? {}, u.paths ?? {});
    case 'rollout':
      for (const f of ['surge', 'unavailable', 'newRSReplicas'] as const) if (e[f] !== u[f]) return differ(f, e[f], u[f]);
      return AGREE;
    case 'manifestRead':
      if ((e.refused === undefined) !== (u.refused === undefined)) return differ('refused', e.refused ?? null, u.refused ?? null);
      return same(canonical(e.lists ?? {}), canonical(u.lists ?? {})) ? AGREE : differ('lists', e.lists, u.lists);
    case 'limitRange':
      return compareLimitRange(e.limitRange, u.limitRange);
    case 'placementFilter':
      return comparePlacement(c, e.placement, u.placement);
    case 'strictFields':
      if (!same(canonical(e.fields ?? {}), canonical(u.fields ?? {}))) return differ('fields', e.fields, u.fields);
      return same(e.unknown ?? [], u.unknown ?? []) ? AGREE : differ('unknown', e.unknown, u.unknown);
  }
}
