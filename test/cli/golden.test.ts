/**
 * Golden files for the kind demo: the exact text and JSON reports (and the text report with the
 * gate off), as a user sees them. `UPDATE_GOLDEN=1 node --import tsx --test test/cli/golden.test.ts`
 * rewrites them; review the diff like code. The tool's version is written as `<version>`, so a
 * release does not touch the golden files.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { inProcess, normalizeOutput, ROOT } from '../helpers/cli.ts';
import { assertGolden } from '../helpers/golden.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

const GOLDEN = path.join(ROOT, 'test', 'fixtures', 'golden', 'kind-demo');

interface GoldenCase {
  readonly file: string;
  readonly args: readonly string[];
  readonly exitCode: number;
}

const CASES: readonly GoldenCase[] = [
  { file: 'check.txt', args: ['check', 'examples/kind-demo'], exitCode: 0 },
  { file: 'check.json', args: ['check', 'examples/kind-demo', '--format', 'json'], exitCode: 0 },
  { file: 'check-gate-off.txt', args: ['check', 'examples/kind-demo', '--feature-gates', 'InPlacePodVerticalScalingSchedulerPreemption=false'], exitCode: 1 },
  {
    file: 'check-gate-off.json',
    args: ['check', 'examples/kind-demo', '--feature-gates', 'InPlacePodVerticalScalingSchedulerPreemption=false', '--format', 'json'],
    exitCode: 1,
  },
];

describe('golden output: examples/kind-demo', () => {
  for (const c of CASES) {
    it(`resizeguard ${c.args.join(' ')} → test/fixtures/golden/kind-demo/${c.file}`, async () => {
      const r = await inProcess.run({ args: c.args });
      assert.equal(r.exitCode, c.exitCode, r.stderr);
      assert.equal(r.stderr, '');
      if (c.file.endsWith('.json')) assertValidReport(JSON.parse(r.stdout));
      await assertGolden(path.join(GOLDEN, c.file), normalizeOutput(r.stdout));
    });
  }
});
