/** The JSON report, schemaVersion 1 (schemas/report.schema.json). */
import { visibleJson } from './escape.ts';
import { perObject } from '../core/memo.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import { CLUSTER_STATE } from '../engine/simulate.ts';
import type { LintResult } from '../pipeline/types.ts';
import { formatResource } from '../resource/quantity.ts';
import { sortedNamesOf, type ResourceList } from '../resource/resources.ts';
import { VERSION } from '../core/version.ts';
import { byPod, podCmp } from './pod-order.ts';
import { summarize } from './summary.ts';
import { latencyIsUpperBound } from './latency.ts';
import type { JsonPiece } from '../core/json-indent.ts';

/** A list's quantities as printed, once per list: replicas resized alike share their lists. */
const quantities = perObject((list: ResourceList): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const name of sortedNamesOf(list)) out[name] = formatResource(name, list.get(name) ?? 0n);
  return out;
});

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function owner(o: ObjectRef): ObjectRef {
  return { kind: o.kind, namespace: o.namespace, name: o.name };
}

/** Scenario order: cluster-state first, then the rest by name. */
export function scenarioRank(result: LintResult): (name: string) => number {
  const names = result.simulation.scenarios
    .map((s) => s.name)
    .filter((n) => n !== CLUSTER_STATE)
    .sort(cmp);
  return (name) => (name === CLUSTER_STATE ? -1 : names.indexOf(name));
}

/** Scenarios in report order: by cluster (in a run over several), then cluster-state first, then by name. */
export function sortedScenarios(result: LintResult): LintResult['simulation']['scenarios'] {
  const rank = scenarioRank(result);
  return [...result.simulation.scenarios].sort((a, b) => cmp(a.cluster ?? '', b.cluster ?? '') || rank(a.name) - rank(b.name));
}

/**
 * `item` with the entry's cluster first, in a run over several clusters; else `item` itself.
 * Items are made by the hundred thousand: a spread of an empty object on each costs more than
 * the rest of the item.
 */
function withCluster(entry: { readonly cluster?: string }, item: Record<string, unknown>): Record<string, unknown> {
  return entry.cluster === undefined ? item : { cluster: entry.cluster, ...item };
}

/** Pods a generated scenario left out, and why, in scenario and pod order. */
function skippedJson(result: LintResult): unknown[] {
  return [...result.simulation.skipped]
    .sort((a, b) => cmp(a.scenario, b.scenario) || podCmp(a.pod, b.pod) || cmp(a.reason, b.reason))
    .map((s) => ({ scenario: s.scenario, pod: { namespace: s.pod.namespace, name: s.pod.name }, reason: s.reason, message: s.message }));
}

function coverageJson(c: NonNullable<LintResult['coverage']>): Record<string, unknown> {
  return { objects: Object.fromEntries(c.objects), rendered: c.rendered.map((r) => ({ ...r })), notSimulated: c.notSimulated.map((n) => ({ ...n })) };
}

/** A report section whose items are produced one at a time (the large arrays). */
class Items {
  constructor(readonly items: () => Iterable<unknown>) {}
}

function* flatSorted<T, U>(groups: readonly (readonly T[])[], sort: (items: readonly T[]) => readonly T[], map: (t: T) => U): Generator<U> {
  for (const g of groups) for (const t of sort(g)) yield map(t);
}

/** The report's top-level members in order; the arrays of the simulation as lazy Items. */
function reportSections(result: LintResult): [string, unknown][] {
  const scenarios = sortedScenarios(result);
  const resizes = new Items(() =>
    flatSorted(
      scenarios.map((s) => s.resizes),
      byPod,
      (r) => {
        const item: Record<string, unknown> = {
          scenario: r.scenario,
          pod: { namespace: r.pod.namespace, name: r.pod.name },
          owner: owner(r.owner),
          node: r.node,
          priority: r.priority,
          from: quantities(r.from),
          to: quantities(r.to),
          outcome: r.outcome,
          reason: r.reason,
          message: r.message,
          preempted: [...r.preempted].sort(podCmp).map((p) => ({ namespace: p.namespace, name: p.name })),
          latencySeconds: r.latencySeconds,
        };
        if (latencyIsUpperBound(r, result.model)) item['latencyIsUpperBound'] = true;
        return withCluster(r, item);
      },
    ),
  );
  const evictions = new Items(() =>
    flatSorted(
      scenarios.map((s) => s.evictions),
      (g) => [...g].sort((a, b) => a.at - b.at || podCmp(a.pod, b.pod)),
      (e) =>
        withCluster(e, {
          scenario: e.scenario,
          pod: { namespace: e.pod.namespace, name: e.pod.name },
          node: e.node,
          priority: e.priority,
          preemptor: { namespace: e.preemptor.namespace, name: e.preemptor.name },
          pdbViolation: e.pdbViolation,
          gracePeriodSeconds: e.gracePeriodSeconds,
          owner: owner(e.owner),
        }),
    ),
  );
  const placements = new Items(() =>
    flatSorted(
      scenarios.map((s) => s.placements),
      byPod,
      (p) =>
        withCluster(p, {
          scenario: p.scenario,
          pod: { namespace: p.pod.namespace, name: p.pod.name },
          owner: owner(p.owner),
          node: p.node,
          preempted: [...p.preempted].sort(podCmp).map((v) => ({ namespace: v.namespace, name: v.name })),
        }),
    ),
  );
  const rollouts = scenarios.flatMap((s) =>
    [...(s.rollouts ?? [])]
      .sort((a, b) => cmp(a.workload.kind, b.workload.kind) || cmp(a.workload.namespace, b.workload.namespace) || cmp(a.workload.name, b.workload.name))
      .map((r) => {
        const item: Record<string, unknown> = {
          scenario: r.scenario,
          workload: owner(r.workload),
          strategy: r.strategy,
          replicas: r.replicas,
          from: quantities(r.from),
          to: quantities(r.to),
          outcome: r.outcome,
          reason: r.reason,
          message: r.message,
          updated: r.updated,
          pending: r.pending.length,
          pendingPods: [...r.pending].sort(podCmp).map((p) => ({ namespace: p.namespace, name: p.name })),
          preempted: [...r.preempted].sort(podCmp).map((p) => ({ namespace: p.namespace, name: p.name })),
          latencySeconds: r.latencySeconds,
        };
        if (latencyIsUpperBound(r, result.model)) item['latencyIsUpperBound'] = true;
        return withCluster(r, item);
      }),
  );
  // Events are made with exactly the report's members, in order (EventLog).
  const events = new Items(function* () {
    for (const s of scenarios) yield* s.events;
  });
  const findings = new Items(function* () {
    for (const d of result.diagnostics) {
      // Members added in report order, not spread in: a snapshot may give 150,000 findings.
      const item: Record<string, unknown> = {
        ruleId: d.ruleId,
        severity: d.severity,
        message: d.message,
        file: d.file,
        line: d.range.start.line,
        column: d.range.start.column,
      };
      if (d.object) item['object'] = owner(d.object);
      if (d.scenario !== undefined) item['scenario'] = d.scenario;
      if (d.cluster !== undefined) item['cluster'] = d.cluster;
      if (d.renderedFrom !== undefined) item['renderedFrom'] = { ...d.renderedFrom };
      if (d.fingerprint !== undefined) item['fingerprint'] = d.fingerprint;
      if (d.suppressed !== undefined) item['suppressed'] = { kind: d.suppressed.kind, justification: d.suppressed.justification };
      yield item;
    }
  });
  return [
    ['schemaVersion', 1],
    ['tool', { name: 'resizeguard', version: VERSION }],
    ['featureGates', Object.fromEntries(Object.entries(result.featureGates).sort(([a], [b]) => cmp(a, b)))],
    ['summary', summarize(result)],
    ['resizes', resizes],
    ['evictions', evictions],
    ['placements', placements],
    ...(rollouts.length === 0 ? [] : [['rollouts', rollouts] as [string, unknown]]),
    ...(result.simulation.skipped.length === 0 ? [] : [['skipped', skippedJson(result)] as [string, unknown]]),
    ['events', events],
    ['findings', findings],
    ...(result.coverage === undefined ? [] : [['coverage', coverageJson(result.coverage)] as [string, unknown]]),
  ];
}

/** How many resizes, evictions, placements and findings the report holds (its events follow them). */
export function jsonItemCount(result: LintResult): number {
  let n = result.diagnostics.length;
  for (const s of result.simulation.scenarios) n += s.resizes.length + s.evictions.length + s.placements.length;
  return n;
}

export function buildJsonReport(result: LintResult): Record<string, unknown> {
  return Object.fromEntries(reportSections(result).map(([k, v]) => [k, v instanceof Items ? [...v.items()] : v]));
}

/**
 * Items are stringified together, one JSON.stringify per batch and one chunk per batch, each
 * chunk's text about CHUNK_CHARS long: JSON.stringify returns a rope, which the slice below and
 * the write flatten into one string, and V8 puts a string over 128 KiB in its large-object space,
 * a fresh mapping each time (at 512 items a batch, the flattening took half the time of a 400 MB
 * report). The first batch takes FIRST_BATCH items; each next one as many as the last one's
 * text says fit. Where chunks are cut changes no byte of the report.
 */
const CHUNK_CHARS = 48 * 1024;
const FIRST_BATCH = 64;
const MAX_BATCH = 1024;

/** How many items the next batch takes, from the length of the last one's text. */
class BatchSize {
  items = FIRST_BATCH;

  after(count: number, chars: number): void {
    this.items = Math.max(1, Math.min(MAX_BATCH, Math.floor((count * CHUNK_CHARS) / Math.max(chars, 1))));
  }
}

/**
 * The items in batches of `size.items` (read as each batch is cut, after the one before was
 * written), each marked whether it is the last: one item is read ahead to know.
 */
function* batches(items: Iterable<unknown>, size: BatchSize): Generator<{ batch: unknown[]; last: boolean }> {
  const it = items[Symbol.iterator]();
  let next = it.next();
  while (next.done !== true) {
    const batch: unknown[] = [];
    while (next.done !== true && batch.length < size.items) {
      batch.push(next.value);
      next = it.next();
    }
    yield { batch, last: next.done === true };
  }
}

/**
 * The JSON report, byte for byte `JSON.stringify(buildJsonReport(result), null, 2)` plus a
 * newline, in pieces cut between items: at 150,000 pods the report is hundreds of megabytes,
 * more than is sensible to hold (and near V8's limit on one string).
 *
 * A batch is stringified as the member itself, {"key": [items]}, so its items come out
 * indented as in the whole report; a batch that is not the last gets a placeholder item more,
 * so the text also holds the separator after its last item. Each piece is then one slice of
 * that text (no copy, and nothing to flatten when it is written). With `compact`, batches are
 * stringified without indentation and their pieces say where to cut once indented: the
 * indenting can be done on another thread (report/json-bytes.ts).
 */
export function* jsonPieces(result: LintResult, compact = false): Generator<JsonPiece> {
  const sections = reportSections(result);
  const whole = (text: string): JsonPiece => ({ text: visibleJson(text), indent: false, start: 0, endTrim: 0 });
  let out = '{\n';
  for (let i = 0; i < sections.length; i++) {
    const [key, value] = sections[i]!;
    const after = i < sections.length - 1 ? ',\n' : '\n';
    if (!(value instanceof Items)) {
      out += `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')}${after}`;
      continue;
    }
    // `{\n  "key": [\n` before the first item; `    0\n  ]\n}` after a placeholder.
    const head = `{\n  ${JSON.stringify(key)}: [\n`;
    let first = true;
    const size = new BatchSize();
    for (const { batch, last } of batches(value.items(), size)) {
      const count = batch.length;
      if (!last) batch.push(0);
      const text = compact ? JSON.stringify({ [key]: batch }) : JSON.stringify({ [key]: batch }, null, 2);
      size.after(count, text.length);
      if (out !== '') yield whole(out);
      out = '';
      const start = first ? 2 : head.length;
      const endTrim = (last ? '\n  ]\n}' : '    0\n  ]\n}').length;
      yield compact ? { text: visibleJson(text), indent: true, start, endTrim } : whole(text.slice(start, text.length - endTrim));
      first = false;
    }
    out += first ? `  ${JSON.stringify(key)}: []${after}` : `\n  ]${after}`;
  }
  yield whole(`${out}}\n`);
}

/** The JSON report (jsonPieces) as text, one chunk per piece. */
export function* jsonChunks(result: LintResult): Generator<string> {
  for (const piece of jsonPieces(result)) yield piece.text;
}

export function formatJson(result: LintResult): string {
  return [...jsonChunks(result)].join('');
}
