/**
 * GitHub annotations: workflow commands (`--format github`, for any CI step on GitHub Actions,
 * no Advanced Security needed) and the same data as @actions/core annotation properties for the
 * Action. Suppressed findings are left out (they stay in JSON and SARIF). The annotation API
 * takes columns only on a single-line range, so multi-line ranges carry lines only.
 *
 * GitHub shows at most 10 error, 10 warning and 10 notice annotations of a step, so they are
 * chosen: findings at the same place by the same rule (a workload's replicas, one template line)
 * are one annotation; errors first, then warnings, then notices, and in diff mode findings on
 * the files the change touched before others; past the limit, a closing notice counts what is
 * left out and says where it is.
 */
import type { Diagnostic, Severity } from '../core/diagnostic.ts';
import type { LintResult } from '../pipeline/types.ts';
import { escapeCommandData, escapeCommandProperty, visible } from './escape.ts';
import { clusterMessage } from './text.ts';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

/** The shape of @actions/core's AnnotationProperties, as this formatter fills it. */
export interface AnnotationProperties {
  /** The rule id. */
  readonly title: string;
  readonly file: string;
  readonly startLine: number;
  readonly endLine: number;
  /** Only when startLine === endLine. */
  readonly startColumn?: number;
  /** Only when startLine === endLine; inclusive (the last column of the range). */
  readonly endColumn?: number;
}

export interface Annotation {
  readonly level: AnnotationLevel;
  /** The finding's message, then one line per related location (`file:line:col: message`). */
  readonly message: string;
  /** Without `file` and lines for findings about standard input, which has no file to annotate. */
  readonly properties: AnnotationProperties | { readonly title: string };
}

export function annotationLevel(severity: Severity): AnnotationLevel {
  return severity === 'info' ? 'notice' : severity;
}

function positive(n: number): number {
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** A file GitHub can attach an annotation to: a path inside the workspace. */
function annotatable(file: string): boolean {
  return file !== '' && file !== '<stdin>';
}

function properties(d: Diagnostic): AnnotationProperties | { readonly title: string } {
  if (!annotatable(d.file)) return { title: d.ruleId };
  const startLine = positive(d.range.start.line);
  const endLine = Math.max(startLine, positive(d.range.end.line));
  const base = { title: d.ruleId, file: visible(d.file.replace(/^(\.\/)+/, '')), startLine, endLine };
  if (startLine !== endLine) return base;
  const startColumn = positive(d.range.start.column);
  // Our ranges end exclusive; GitHub's endColumn is the last column of the range.
  const endColumn = Math.max(startColumn, positive(d.range.end.column) - 1);
  return { ...base, startColumn, endColumn };
}

function message(d: Diagnostic): string {
  const related = (d.related ?? []).map((r) => `${r.file}:${r.range.start.line}:${r.range.start.column}: ${r.message}`);
  // Shown, never obeyed: an ANSI or OSC sequence from a manifest would recolour or rewrite the log.
  return visible([clusterMessage(d), ...related].join('\n'));
}

/** Annotations GitHub shows per step and level (its documented limit). */
export const ANNOTATIONS_PER_LEVEL = 10;

const LEVEL_ORDER: Readonly<Record<AnnotationLevel, number>> = { error: 0, warning: 1, notice: 2 };

/** The annotations of a run, at most what GitHub shows, most important first, and the closing notice. */
export function annotationsFor(result: LintResult): Annotation[] {
  const changed = new Set(result.change === undefined ? [] : [...result.change.patches.keys()].map((d) => d.file));
  const groups = grouped(result.diagnostics.filter((d) => d.suppressed === undefined));
  const ranked = groups
    .map((g, i) => ({ g, i, level: annotationLevel(g[0]!.severity) }))
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || Number(changed.has(b.g[0]!.file)) - Number(changed.has(a.g[0]!.file)) || a.i - b.i);
  const kept: Annotation[] = [];
  const perLevel: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const left: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  let leftGroups = 0;
  for (const { g, level } of ranked) {
    // One notice is kept back for the closing one.
    const room = level === 'notice' ? ANNOTATIONS_PER_LEVEL - 1 : ANNOTATIONS_PER_LEVEL;
    if (perLevel[level] < room) {
      perLevel[level]++;
      kept.push(groupAnnotation(g));
    } else {
      left[level] += g.length;
      leftGroups++;
    }
  }
  if (leftGroups > 0) {
    const total = left.error + left.warning + left.notice;
    kept.push({
      level: 'notice',
      message: `resizeguard: ${total} more finding${total === 1 ? '' : 's'} (${left.error} errors, ${left.warning} warnings, ${left.notice} info) are not annotated: GitHub shows ${ANNOTATIONS_PER_LEVEL} annotations of each level per step; the job summary, the SARIF upload and the JSON report list them all`,
      properties: { title: 'resizeguard: more findings' },
    });
  }
  return kept;
}

/** Findings by rule, severity, place and scenario, in report order. */
function grouped(diagnostics: readonly Diagnostic[]): Diagnostic[][] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = `${d.ruleId}\0${d.severity}\0${d.file}\0${d.range.start.line}\0${d.range.start.column}\0${d.scenario ?? ''}\0${d.cluster ?? ''}`;
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [d]);
    else list.push(d);
  }
  return [...groups.values()];
}

/** A group's annotation: its first finding, and how many more say the same there. */
function groupAnnotation(g: readonly Diagnostic[]): Annotation {
  const first = g[0]!;
  const more =
    g.length > 1
      ? `\n(and ${g.length - 1} more ${first.ruleId} finding${g.length === 2 ? '' : 's'} here, one per replica: see the job summary or the JSON report)`
      : '';
  return { level: annotationLevel(first.severity), message: message(first) + more, properties: properties(first) };
}

/** Annotations of findings without a report (the input or config errors that stopped a run). */
export function annotationsOf(diagnostics: readonly Diagnostic[]): Annotation[] {
  return diagnostics
    .filter((d) => d.suppressed === undefined)
    .map((d) => ({ level: annotationLevel(d.severity), message: message(d), properties: properties(d) }));
}

/** `::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=rule::message`, escaped as the runner requires. */
export function formatWorkflowCommand(a: Annotation): string {
  const p = a.properties;
  const props: [string, string | number | undefined][] =
    'file' in p
      ? [
          ['file', p.file],
          ['line', p.startLine],
          ['col', p.startColumn],
          ['endLine', p.endLine],
          ['endColumn', p.endColumn],
          ['title', p.title],
        ]
      : [['title', p.title]];
  const list = props.filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => `${k}=${escapeCommandProperty(String(v))}`);
  return `::${a.level} ${list.join(',')}::${escapeCommandData(a.message)}`;
}

/** Workflow commands, one line each; empty output on a clean run. */
export function formatGithub(result: LintResult): string {
  return annotationsFor(result)
    .map((a) => `${formatWorkflowCommand(a)}\n`)
    .join('');
}
