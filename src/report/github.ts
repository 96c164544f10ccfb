/**
 * GitHub annotations: workflow commands (`--format github`, for any CI step on GitHub Actions,
 * no Advanced Security needed) and the same data as @actions/core annotation properties for the
 * Action. One annotation per finding; suppressed findings are left out (they stay in JSON and
 * SARIF). The annotation API takes columns only on a single-line range, so multi-line ranges
 * carry lines only.
 */
import type { Diagnostic, Severity } from '../core/diagnostic.ts';
import type { LintResult } from '../pipeline/types.ts';
import { escapeCommandData, escapeCommandProperty, visible } from './escape.ts';

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
  return visible([d.message, ...related].join('\n'));
}

/** One annotation per finding that is not suppressed, in the report's order. */
export function annotationsFor(result: LintResult): Annotation[] {
  return annotationsOf(result.diagnostics);
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
