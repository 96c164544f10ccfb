/**
 * JUnit XML, for CI test dashboards (Azure Pipelines, Jenkins, GitLab): one <testsuite> per
 * scenario, in report order, after an "inputs" suite for findings tied to no scenario. Each
 * resize is a <testcase> that fails when a finding about it is an error; every other finding is
 * a testcase of its own (failing when an error). Warnings and info go to <system-out>, suppressed
 * findings are <skipped>. Test names are made of pod, rule and object names, never of line
 * numbers, so a dashboard can follow a test across runs. No timestamps: deterministic.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import type { ResizeResult, ScenarioResult } from '../engine/result.ts';
import type { LintResult } from '../pipeline/types.ts';
import { escapeXmlAttribute, escapeXmlText, visible } from './escape.ts';
import { sortedScenarios } from './json.ts';
import { describeChange } from './describe-change.ts';

/** The suite of findings tied to no scenario (input, schema and reference findings). */
export const INPUTS_SUITE = 'inputs';

interface TestCase {
  readonly name: string;
  readonly classname: string;
  readonly file?: string;
  readonly line?: number;
  /** Error findings: the testcase fails with their messages. */
  readonly failures: readonly Diagnostic[];
  /** Warnings and info, written to system-out. */
  readonly notes: readonly Diagnostic[];
  /** Set when every finding of a finding-testcase is suppressed. */
  readonly skipped?: string;
  readonly detail?: string;
}

interface TestSuite {
  readonly name: string;
  readonly cases: readonly TestCase[];
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function location(d: Diagnostic): string {
  return `${d.file}:${d.range.start.line}:${d.range.start.column}`;
}

function findingText(d: Diagnostic): string {
  const related = (d.related ?? []).map((r) => `\n  ${r.file}:${r.range.start.line}:${r.range.start.column}: ${r.message}`).join('');
  return `${location(d)}: ${d.severity}: ${d.message} [${d.ruleId}]${related}`;
}

function isAbout(d: Diagnostic, r: ResizeResult): boolean {
  return d.object !== undefined && d.object.kind === 'Pod' && d.object.namespace === r.pod.namespace && d.object.name === r.pod.name;
}

/** Unique names: a repeated name gets " #2", " #3"... in order. */
function uniqueNames(cases: readonly TestCase[]): TestCase[] {
  const seen = new Map<string, number>();
  return cases.map((c) => {
    const n = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, n);
    return n === 1 ? c : { ...c, name: `${c.name} #${n}` };
  });
}

function findingCase(d: Diagnostic, classname: string): TestCase {
  const subject = d.object ? formatObjectRef(d.object) : d.file;
  const suppressed = d.suppressed;
  const active = suppressed === undefined;
  return {
    name: `${d.ruleId} ${subject}`,
    classname,
    file: d.file,
    line: d.range.start.line,
    failures: active && d.severity === 'error' ? [d] : [],
    notes: active && d.severity !== 'error' ? [d] : [],
    ...(suppressed === undefined ? {} : { skipped: `suppressed (${suppressed.kind}): ${suppressed.justification}` }),
  };
}

function scenarioSuite(s: ScenarioResult, findings: readonly Diagnostic[]): TestSuite {
  const classname = `resizeguard.${s.name}`;
  const claimed = new Set<Diagnostic>();
  const resizes = [...s.resizes]
    .sort((a, b) => cmp(a.pod.namespace, b.pod.namespace) || cmp(a.pod.name, b.pod.name))
    .map((r): TestCase => {
      const about = findings.filter((d) => isAbout(d, r));
      for (const d of about) claimed.add(d);
      const active = about.filter((d) => d.suppressed === undefined);
      const file = r.origin.doc.file;
      return {
        name: `resize ${r.pod.namespace}/${r.pod.name}`,
        classname,
        file,
        line: r.origin.doc.locate(r.origin.path).start.line,
        failures: active.filter((d) => d.severity === 'error'),
        notes: active.filter((d) => d.severity !== 'error'),
        detail: `${describeChange(r.from, r.to)} on node ${r.node ?? '(none)'}: ${r.outcome} (${r.reason}): ${r.message}`,
      };
    });
  const others = findings.filter((d) => !claimed.has(d)).map((d) => findingCase(d, classname));
  return { name: s.name, cases: uniqueNames([...resizes, ...others]) };
}

function renderCase(c: TestCase, indent: string): string {
  const attrs = [`name="${escapeXmlAttribute(c.name)}"`, `classname="${escapeXmlAttribute(c.classname)}"`];
  if (c.file !== undefined) attrs.push(`file="${escapeXmlAttribute(c.file)}"`);
  if (c.line !== undefined) attrs.push(`line="${c.line}"`);
  const body: string[] = [];
  if (c.skipped !== undefined) body.push(`${indent}  <skipped message="${escapeXmlAttribute(c.skipped)}"/>`);
  if (c.failures.length > 0) {
    const first = c.failures[0]!;
    const message = c.failures.length === 1 ? first.message : `${c.failures.length} errors: ${c.failures.map((d) => d.ruleId).join(', ')}`;
    const type = c.failures.length === 1 ? first.ruleId : 'resizeguard';
    body.push(
      `${indent}  <failure message="${escapeXmlAttribute(message)}" type="${escapeXmlAttribute(type)}">${escapeXmlText(c.failures.map(findingText).join('\n'))}</failure>`,
    );
  }
  const out = [...(c.detail !== undefined ? [c.detail] : []), ...c.notes.map(findingText)];
  if (out.length > 0) body.push(`${indent}  <system-out>${escapeXmlText(out.join('\n'))}</system-out>`);
  return body.length === 0 ? `${indent}<testcase ${attrs.join(' ')}/>` : [`${indent}<testcase ${attrs.join(' ')}>`, ...body, `${indent}</testcase>`].join('\n');
}

function counts(cases: readonly TestCase[]): { tests: number; failures: number; skipped: number } {
  return { tests: cases.length, failures: cases.filter((c) => c.failures.length > 0).length, skipped: cases.filter((c) => c.skipped !== undefined).length };
}

/** The suites in report order: inputs first (always there, so the file's shape is stable), then the scenarios. */
export function junitSuites(result: LintResult): readonly TestSuite[] {
  const scenarios = sortedScenarios(result);
  const names = new Set(scenarios.map((s) => s.name));
  const suites: TestSuite[] = [];
  const unscoped = result.diagnostics.filter((d) => d.scenario === undefined || !names.has(d.scenario));
  suites.push({ name: INPUTS_SUITE, cases: uniqueNames(unscoped.map((d) => findingCase(d, `resizeguard.${INPUTS_SUITE}`))) });
  for (const s of scenarios)
    suites.push(
      scenarioSuite(
        s,
        result.diagnostics.filter((d) => d.scenario === s.name),
      ),
    );
  return suites;
}

/** JUnit XML text. */
export function formatJunit(result: LintResult): string {
  const suites = junitSuites(result);
  const total = counts(suites.flatMap((s) => s.cases));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="resizeguard" tests="${total.tests}" failures="${total.failures}" errors="0" skipped="${total.skipped}">`,
  ];
  for (const s of suites) {
    const c = counts(s.cases);
    const open = `  <testsuite name="${escapeXmlAttribute(s.name)}" tests="${c.tests}" failures="${c.failures}" errors="0" skipped="${c.skipped}"`;
    if (s.cases.length === 0) {
      lines.push(`${open}/>`);
      continue;
    }
    lines.push(`${open}>`, ...s.cases.map((tc) => renderCase(tc, '    ')), '  </testsuite>');
  }
  lines.push('</testsuites>');
  return visible(`${lines.join('\n')}\n`);
}
