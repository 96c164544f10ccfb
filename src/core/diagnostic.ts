import type { ObjectRef } from './object-ref.ts';

export type Severity = 'error' | 'warning' | 'info';

/** 1-based line and column; column counts UTF-16 code units (JS string indices). */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

export interface SourceRange {
  readonly start: SourcePosition;
  readonly end: SourcePosition;
}

export interface RelatedLocation {
  readonly file: string;
  readonly range: SourceRange;
  readonly message: string;
}

/**
 * One finding about the user's input or the simulated cluster. Findings are data:
 * they are returned, never thrown (see core/errors.ts for what is thrown).
 */
export interface Diagnostic {
  /** Stable rule id, e.g. "resize/deferred" or "input/yaml-syntax"; never reused. */
  readonly ruleId: string;
  readonly severity: Severity;
  /** Lower-case start, no trailing period, user values quoted with JSON.stringify. */
  readonly message: string;
  /** Repo-relative path with "/" separators ("<stdin>" for standard input). */
  readonly file: string;
  readonly range: SourceRange;
  readonly object?: ObjectRef;
  readonly scenario?: string;
  /** The render the object came from (its file and line are in the repository file it was written in). */
  readonly renderedFrom?: { readonly kind: string; readonly path: string; readonly via?: string };
  /** The cluster, in a run over several. */
  readonly cluster?: string;
  readonly related?: readonly RelatedLocation[];
  /** Set when a suppression (annotation or config) matched: still reported in JSON and SARIF. */
  readonly suppressed?: { readonly kind: 'inSource' | 'external'; readonly justification: string };
  /** Stable identity for baselines: rule, object and scenario (never line numbers). */
  readonly fingerprint?: string;
  /**
   * A rule's finding: which of its messages (RuleMeta.messages) and the values filled in; a
   * finding a later pass groups says so here too (sources/one-warning-per-cause.ts). In memory
   * only: no report prints them.
   */
  readonly messageId?: string;
  readonly data?: MessageData;
}

/** The values a rule's message template names, `{{name}}` each. */
export type MessageData = Readonly<Record<string, string | number>>;

export const START_OF_FILE: SourceRange = {
  start: { line: 1, column: 1 },
  end: { line: 1, column: 1 },
};

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };

export function severityAtLeast(severity: Severity, threshold: Severity): boolean {
  return SEVERITY_RANK[severity] <= SEVERITY_RANK[threshold];
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Total order: file, line, column, rule id, message (so output never depends on input order). */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareStrings(a.file, b.file) ||
    a.range.start.line - b.range.start.line ||
    a.range.start.column - b.range.start.column ||
    compareStrings(a.ruleId, b.ruleId) ||
    compareStrings(a.cluster ?? '', b.cluster ?? '') ||
    compareStrings(a.scenario ?? '', b.scenario ?? '') ||
    compareStrings(a.message, b.message)
  );
}

/** Sorts and drops exact duplicates (same rule, place, scenario and message). */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const sorted = [...diagnostics].sort(compareDiagnostics);
  return sorted.filter((d, i) => {
    const prev = sorted[i - 1];
    return prev === undefined || compareDiagnostics(prev, d) !== 0;
  });
}
