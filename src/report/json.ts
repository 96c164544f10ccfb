/** The JSON report, schemaVersion 1 (CONTRACT.md; schemas/report.schema.json). */
import { perObject } from '../core/memo.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import type { Eviction, Placement, PodRef, ResizeResult, SimEvent } from '../engine/result.ts';
import { CLUSTER_STATE } from '../engine/simulate.ts';
import type { LintResult } from '../index.ts';
import { formatResource } from '../model/quantity.ts';
import { sortedNamesOf, type ResourceList } from '../model/resources.ts';
import { VERSION } from '../version.ts';
import { summarize } from './summary.ts';

/** A list's quantities as printed, once per list: replicas resized alike share their lists. */
const quantities = perObject((list: ResourceList): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const name of sortedNamesOf(list)) out[name] = formatResource(name, list.get(name) ?? 0n);
  return out;
});

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function podCmp(a: PodRef, b: PodRef): number {
  return cmp(a.namespace, b.namespace) || cmp(a.name, b.name);
}

function owner(o: ObjectRef): ObjectRef {
  return { kind: o.kind, namespace: o.namespace, name: o.name };
}

/** Scenario order: cluster-state first, then the rest by name. */
export function scenarioRank(result: LintResult): (name: string) => number {
  const names = result.simulation.scenarios.map((s) => s.name).filter((n) => n !== CLUSTER_STATE).sort(cmp);
  return (name) => (name === CLUSTER_STATE ? -1 : names.indexOf(name));
}

/**
 * A report section whose items are written one at a time (the large arrays): each item as the
 * text JSON.stringify(report, null, 2) gives it, four spaces in, written straight from the
 * results (no object per item first: at cluster scale there are close to a million of them).
 */
class Items<T> {
  constructor(
    readonly items: () => Iterable<T>,
    readonly write: (item: T) => string,
  ) {}
}

function* flatSorted<T>(groups: readonly (readonly T[])[], cmpFn: (a: T, b: T) => number): Generator<T> {
  for (const g of groups) yield* [...g].sort(cmpFn);
}

// Item writers. Members are written in the contract's order, values as JSON.stringify writes them.

/** A string as JSON: quoted as it is when nothing in it needs escaping (the usual case). */
function str(s: string): string {
  return PLAIN.test(s) ? `"${s}"` : JSON.stringify(s);
}
/** Nothing JSON.stringify would escape: quotes, backslashes, control characters, surrogates. */
const PLAIN = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

function num(n: number): string {
  return JSON.stringify(n);
}

function strOrNull(s: string | null): string {
  return s === null ? 'null' : str(s);
}

/** `{namespace, name}` as a member value `indent` in. */
function podText(p: PodRef, indent: string): string {
  return `{\n${indent}  "namespace": ${str(p.namespace)},\n${indent}  "name": ${str(p.name)}\n${indent}}`;
}

function podsText(pods: readonly PodRef[], indent: string): string {
  if (pods.length === 0) return '[]';
  const inner = `${indent}  `;
  return `[\n${[...pods].sort(podCmp).map((p) => inner + podText(p, inner)).join(',\n')}\n${indent}]`;
}

const MEMBER = '      ';

/** An owner as an item member (shared by replicas: written once per owner). */
const ownerText = perObject((o: ObjectRef): string => `{\n${MEMBER}  "kind": ${str(o.kind)},\n${MEMBER}  "namespace": ${str(o.namespace)},\n${MEMBER}  "name": ${str(o.name)}\n${MEMBER}}`);

/** Quantities as an item member, once per list. */
const quantitiesText = perObject((list: ResourceList): string => {
  const entries = Object.entries(quantities(list));
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${MEMBER}  ${str(k)}: ${str(v)}`).join(',\n')}\n${MEMBER}}`;
});

function resizeText(r: ResizeResult): string {
  return `    {
      "scenario": ${str(r.scenario)},
      "pod": ${podText(r.pod, MEMBER)},
      "owner": ${ownerText(r.owner)},
      "node": ${strOrNull(r.node)},
      "priority": ${num(r.priority)},
      "from": ${quantitiesText(r.from)},
      "to": ${quantitiesText(r.to)},
      "outcome": ${str(r.outcome)},
      "reason": ${str(r.reason)},
      "message": ${str(r.message)},
      "preempted": ${podsText(r.preempted, MEMBER)},
      "latencySeconds": ${r.latencySeconds === null ? 'null' : num(r.latencySeconds)}
    }`;
}

function evictionText(e: Eviction): string {
  return `    {
      "scenario": ${str(e.scenario)},
      "pod": ${podText(e.pod, MEMBER)},
      "node": ${str(e.node)},
      "priority": ${num(e.priority)},
      "preemptor": ${podText(e.preemptor, MEMBER)},
      "pdbViolation": ${String(e.pdbViolation)},
      "gracePeriodSeconds": ${num(e.gracePeriodSeconds)},
      "owner": ${ownerText(e.owner)}
    }`;
}

function placementText(p: Placement): string {
  return `    {
      "scenario": ${str(p.scenario)},
      "pod": ${podText(p.pod, MEMBER)},
      "owner": ${ownerText(p.owner)},
      "node": ${strOrNull(p.node)},
      "preempted": ${podsText(p.preempted, MEMBER)}
    }`;
}

function eventText(e: SimEvent): string {
  return `    {
      "scenario": ${str(e.scenario)},
      "at": ${num(e.at)},
      "object": ${str(e.object)},
      "type": ${str(e.type)},
      "reason": ${str(e.reason)},
      "message": ${str(e.message)}
    }`;
}

/** The report's top-level members in order; the arrays of the simulation as Items. */
function reportSections(result: LintResult): [string, unknown][] {
  const rank = scenarioRank(result);
  const scenarios = [...result.simulation.scenarios].sort((a, b) => rank(a.name) - rank(b.name));
  const resizes = new Items(() => flatSorted(scenarios.map((s) => s.resizes), (a, b) => podCmp(a.pod, b.pod)), resizeText);
  const evictions = new Items(() => flatSorted(scenarios.map((s) => s.evictions), (a, b) => a.at - b.at || podCmp(a.pod, b.pod)), evictionText);
  const placements = new Items(() => flatSorted(scenarios.map((s) => s.placements), (a, b) => podCmp(a.pod, b.pod)), placementText);
  const events = new Items(function* () {
    for (const s of scenarios) yield* s.events;
  }, eventText);
  const findings = result.diagnostics.map((d) => ({
    ruleId: d.ruleId,
    severity: d.severity,
    message: d.message,
    file: d.file,
    line: d.range.start.line,
    column: d.range.start.column,
    ...(d.object ? { object: owner(d.object) } : {}),
    ...(d.scenario !== undefined ? { scenario: d.scenario } : {}),
    ...(d.fingerprint !== undefined ? { fingerprint: d.fingerprint } : {}),
    ...(d.suppressed !== undefined ? { suppressed: { kind: d.suppressed.kind, justification: d.suppressed.justification } } : {}),
  }));
  return [
    ['schemaVersion', 1],
    ['tool', { name: 'resizeguard', version: VERSION }],
    ['featureGates', Object.fromEntries(Object.entries(result.featureGates).sort(([a], [b]) => cmp(a, b)))],
    ['summary', summarize(result)],
    ['resizes', resizes],
    ['evictions', evictions],
    ['placements', placements],
    ['events', events],
    ['findings', findings],
  ];
}

/** The report as an object: the JSON report read back (for callers that want values, not text). */
export function buildJsonReport(result: LintResult): Record<string, unknown> {
  return JSON.parse(formatJson(result)) as Record<string, unknown>;
}

/** Items written together, one chunk per batch. */
const BATCH = 512;

/**
 * The JSON report, byte for byte `JSON.stringify(report, null, 2)` plus a newline, in chunks
 * cut between items: at 150,000 pods the report is hundreds of megabytes, more than is sensible
 * to hold (and near V8's limit on one string).
 */
export function* jsonChunks(result: LintResult): Generator<string> {
  const sections = reportSections(result);
  let out = '{\n';
  for (let i = 0; i < sections.length; i++) {
    const [key, value] = sections[i]!;
    const after = i < sections.length - 1 ? ',\n' : '\n';
    if (!(value instanceof Items)) {
      out += `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')}${after}`;
      continue;
    }
    const section = value as Items<unknown>;
    let batch: string[] = [];
    let first = true;
    for (const item of section.items()) {
      batch.push(section.write(item));
      if (batch.length < BATCH) continue;
      yield `${out}${first ? `  ${JSON.stringify(key)}: [\n` : ',\n'}${batch.join(',\n')}`;
      out = '';
      first = false;
      batch = [];
    }
    if (batch.length > 0) {
      yield `${out}${first ? `  ${JSON.stringify(key)}: [\n` : ',\n'}${batch.join(',\n')}`;
      out = '';
      first = false;
    }
    out += first ? `  ${JSON.stringify(key)}: []${after}` : `\n  ]${after}`;
  }
  yield `${out}}\n`;
}
export function formatJson(result: LintResult): string {
  return [...jsonChunks(result)].join('');
}
