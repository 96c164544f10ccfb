/** A file's YAML syntax errors: the first 20 one by one, the rest one finding where they start (src/load/syntax-errors.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSource } from '../../src/load/index.ts';
import { capSyntaxErrors, SYNTAX_ERROR_FINDINGS } from '../../src/load/syntax-errors.ts';
import type { Diagnostic } from '../../src/core/diagnostic.ts';

/** A script pasted into a block scalar without its indentation: an error on every other line after it. */
const broken = (lines: number): string =>
  ['apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: x}', 'data:', '  script: |', ...Array.from({ length: lines }, (_, i) => `x${i}: [${i},`), ''].join(
    '\n',
  );

describe('YAML syntax errors of one file', () => {
  it('past 20, the rest are one finding at the first of them, which says how many', () => {
    const errors = parseSource({ path: 'b.yaml', text: broken(200) }).diagnostics.filter((d) => d.ruleId === 'input/yaml-syntax');
    assert.equal(errors.length, SYNTAX_ERROR_FINDINGS + 1);
    const last = errors.at(-1)!;
    assert.ok(errors.every((d) => d.severity === 'error'));
    assert.match(last.message, /; and \d+ more YAML syntax errors after it in this file \(a file gets 20 of them one by one/);
    assert.ok(last.range.start.line > errors[SYNTAX_ERROR_FINDINGS - 1]!.range.start.line);
  });

  it('21 errors are all named (a summary would stand for one); 22 are 20 and a summary of 2', () => {
    const errors = (n: number): Diagnostic[] =>
      Array.from({ length: n }, (_, i) => ({
        ruleId: 'input/yaml-syntax',
        severity: 'error' as const,
        message: `e${i}`,
        file: 'b.yaml',
        range: { start: { line: i + 1, column: 1 }, end: { line: i + 1, column: 2 } },
      }));
    assert.deepEqual(capSyntaxErrors(errors(21)), errors(21));
    const capped = capSyntaxErrors(errors(22));
    assert.equal(capped.length, 21);
    assert.equal(
      capped[20]!.message,
      'e20; and 1 more YAML syntax error after it in this file (a file gets 20 of them one by one; later ones often follow from the first)',
    );
  });
});
