/**
 * Golden files for a 6,000-pod repository (scripts/gen-cluster.mjs: 200 nodes from two node
 * pools, one opted out of resize preemption; 200 Deployments of six teams; a ResizeScenario
 * growing the storefront): the default text report stays short and leads with what fails, and
 * the markdown report's first screen is what fails. `UPDATE_GOLDEN=1` rewrites the files.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { writeCluster } from '../../scripts/gen-cluster.mjs';
import { inProcess, normalizeOutput, ROOT } from '../helpers/cli.ts';
import { assertGolden } from '../helpers/golden.ts';

const GOLDEN = path.join(ROOT, 'test', 'fixtures', 'golden', '6000-pods');

describe('a 6,000-pod cluster: golden text and markdown', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-6000-'));
  const { stats } = writeCluster(dir, { pods: 6000 });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('text: under 200 lines, the summary last', async () => {
    const r = await inProcess.run({ args: ['check', '.'], cwd: dir });
    assert.equal(stats.pods, 6000);
    assert.equal(r.exitCode, 1);
    const lines = r.stdout.trimEnd().split('\n');
    assert.ok(lines.length < 200, `${lines.length} lines`);
    assert.match(lines[lines.length - 1]!, /^\d+ resizes simulated on 200 nodes /);
    await assertGolden(path.join(GOLDEN, 'check.txt'), normalizeOutput(r.stdout));
  });

  it('markdown: what fails comes first', async () => {
    const r = await inProcess.run({ args: ['check', '.', '--format', 'markdown'], cwd: dir });
    const headings = r.stdout.split('\n').filter((l) => l.startsWith('### '));
    assert.deepEqual(headings.slice(0, 3), ['### What fails', '### Findings', '### Preemptions']);
    await assertGolden(path.join(GOLDEN, 'check.md'), normalizeOutput(r.stdout));
  });
});
