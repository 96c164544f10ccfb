/**
 * A file's YAML syntax errors, the first SYNTAX_ERROR_FINDINGS one by one and the rest as one
 * finding where they start: a document broken early (a script pasted into a block scalar without
 * its indentation) gives the parser's error on nearly every line after it, 739 in one file, most
 * of them consequences of the first.
 */
import type { Diagnostic } from '../core/diagnostic.ts';

export const SYNTAX_ERROR_FINDINGS = 20;

const isSyntaxError = (d: Diagnostic): boolean => d.ruleId === 'input/yaml-syntax' && d.severity === 'error';

export function capSyntaxErrors(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const errors = diagnostics.filter(isSyntaxError);
  if (errors.length <= SYNTAX_ERROR_FINDINGS + 1) return [...diagnostics];
  const first = errors[SYNTAX_ERROR_FINDINGS]!;
  const rest = new Set(errors.slice(SYNTAX_ERROR_FINDINGS));
  const summary: Diagnostic = {
    ...first,
    message: `${first.message}; and ${rest.size - 1} more YAML syntax ${rest.size === 2 ? 'error' : 'errors'} after it in this file (a file gets ${SYNTAX_ERROR_FINDINGS} of them one by one; later ones often follow from the first)`,
  };
  return diagnostics.flatMap((d) => (d === first ? [summary] : rest.has(d) ? [] : [d]));
}
