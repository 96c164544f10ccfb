/**
 * What the kubectl-compatible re-parses share (yaml-quote-indent.ts, yaml-block-header-indent.ts):
 * a text is parsed again with spaces put before some of its lines, which changes no value and no
 * line number; this moves every position of that parse back to the file as written, and makes
 * the one warning per file that names the lines to indent.
 */
import type { Diagnostic, SourcePosition, SourceRange } from '../core/diagnostic.ts';
import type { LoadedDocument } from './document.ts';
import type { ParseResult } from './index.ts';

/** `result`, parsed from a text whose line `l` got `padded.get(l)` spaces before it, with its positions in the text as written. */
export function asWritten(result: ParseResult, padded: ReadonlyMap<number, number>): ParseResult {
  const back = (p: SourcePosition): SourcePosition => {
    const spaces = padded.get(p.line);
    return spaces === undefined ? p : { line: p.line, column: Math.max(1, p.column - spaces) };
  };
  const range = (r: SourceRange): SourceRange => ({ start: back(r.start), end: back(r.end) });
  const diagnostics: Diagnostic[] = result.diagnostics.map((d) => ({
    ...d,
    range: range(d.range),
    ...(d.related === undefined ? {} : { related: d.related.map((r) => ({ ...r, range: range(r.range) })) }),
  }));
  const documents: LoadedDocument[] = result.documents.map((d) => ({ ...d, locate: (path, part) => range(d.locate(path, part)) }));
  return { documents, diagnostics };
}

/**
 * One `input/yaml-syntax` warning at the first of `lines` (1-based), naming the others: an older
 * CRD writes dozens of lines so. `message` gets the part that names them ("" for one line).
 * Undefined when `lines` is empty.
 */
export function indentWarning(file: string, lines: readonly number[], message: (more: string) => string): Diagnostic | undefined {
  const sorted = [...lines].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const at = { line: sorted[0]!, column: 1 };
  const others = sorted.slice(1);
  const more =
    others.length === 0
      ? ''
      : ` (and ${others.length} more line${others.length === 1 ? '' : 's'} like it in this file: ${others.slice(0, 5).join(', ')}${others.length > 5 ? ', …' : ''})`;
  return { ruleId: 'input/yaml-syntax', severity: 'warning', message: message(more), file, range: { start: at, end: at } };
}

/** The lines of a parse's `input/yaml-syntax` errors. */
export function errorLines(result: ParseResult): number[] {
  return result.diagnostics.filter((d) => d.ruleId === 'input/yaml-syntax' && d.severity === 'error').map((d) => d.range.start.line);
}

/** How many `input/yaml-syntax` errors a parse has: a re-parse is kept only when it has fewer. */
export function syntaxErrorCount(result: ParseResult): number {
  return errorLines(result).length;
}

/**
 * What a source reads as once lines were padded: the re-parse `padded` as written, with one
 * warning at the first of `warned` (naming the others); or `strict` when the re-parse is no
 * better (as many syntax errors), or, with `refusedWherePadded`, still refuses a line it padded
 * (go-yaml refuses that line too).
 */
export function paddedOrStrict(
  strict: ParseResult,
  result: ParseResult,
  padded: ReadonlyMap<number, number>,
  opts: { readonly file: string; readonly warned: readonly number[]; readonly refusedWherePadded: boolean; readonly message: (more: string) => string },
): ParseResult {
  if (result === strict || syntaxErrorCount(result) >= syntaxErrorCount(strict)) return strict;
  if (opts.refusedWherePadded && errorLines(result).some((l) => padded.has(l))) return strict;
  const written = asWritten(result, padded);
  const warning = indentWarning(opts.file, opts.warned, opts.message);
  return warning === undefined ? written : { ...written, diagnostics: [...written.diagnostics, warning] };
}
