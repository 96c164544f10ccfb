/**
 * A short fixed-seed run of the mutation fuzzer (scripts/fuzz-lib.ts; `npm run fuzz` runs
 * thousands): every mutant of the examples and fixtures exits 0, 1 or 2 without a stack trace,
 * prints one JSON report, leaves the valid cluster beside it simulated, and gives the same output
 * whatever order its files are named in. Also that the checks themselves can fail.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { corpus, fuzz, judge, MUTATIONS, prng } from '../../scripts/fuzz-lib.ts';
import { ROOT } from '../helpers/cli.ts';

describe('mutation fuzzer', () => {
  it('the same seed gives the same mutants', () => {
    const a = prng(7);
    const b = prng(7);
    const text = 'a: 1\nb: {c: "2"}\nd: [x, y]\n';
    for (const m of Object.values(MUTATIONS)) assert.equal(m(text, a), m(text, b));
  });

  it('the checks can fail: a bad exit code, a stack trace, broken JSON, a lost cluster, an order-dependent output', () => {
    const report = JSON.stringify({ placements: [{ pod: { namespace: 'fuzz-valid', name: 'p' }, node: 'fuzz-node' }] });
    const ok = { exitCode: 1, stdout: report, stderr: '' };
    assert.equal(judge(ok, ok), undefined);
    assert.match(judge({ ...ok, exitCode: 3 }, ok) ?? '', /exit code 3/);
    assert.match(judge({ ...ok, stderr: 'TypeError: x\n    at f (/a.js:1:2)\n' }, ok) ?? '', /stack trace/);
    assert.match(judge({ ...ok, stdout: '{' }, ok) ?? '', /not JSON/);
    assert.match(judge({ ...ok, stdout: '{"placements": []}' }, { stdout: '{"placements": []}' }) ?? '', /not simulated/);
    assert.match(judge(ok, { stdout: `${report} ` }) ?? '', /order/);
  });

  it('seed 1: 60 mutants, every one handled', async () => {
    const files = corpus(ROOT, ['examples', 'test/fixtures']);
    assert.ok(files.length > 100, `a corpus of the examples and fixtures (${files.length} files)`);
    const { failures, byExit } = await fuzz(ROOT, files, 1, 60);
    assert.deepEqual(failures, []);
    assert.ok((byExit[1] ?? 0) > 0, `some mutants draw errors: ${JSON.stringify(byExit)}`);
  });
});
