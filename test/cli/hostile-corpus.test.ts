/**
 * `resizeguard check` on the hostile corpus (scripts/hostile-corpus.ts) beside a valid cluster:
 * each hostile file is named by its own finding, the valid files (100,000 documents, BOM and
 * CRLF) are read, the valid cluster is still simulated, and nothing crashes. How long the run
 * takes and how much memory it needs is measured by `npm run bench -- hostile`, not here.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOSTILE_FILES, writeHostileCorpus } from '../../scripts/hostile-corpus.ts';
import { inProcess, ROOT, STACK_FRAME, type CliResult } from '../helpers/cli.ts';
import type { JsonReport } from '../helpers/engine.ts';

describe('the hostile corpus', () => {
  let dir: string;
  let run: CliResult;
  let report: JsonReport;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rg-hostile-'));
    await writeHostileCorpus(path.join(dir, 'corpus'), ROOT);
    run = await inProcess.run({ args: ['check', 'corpus', '--format', 'json'], cwd: dir });
    report = JSON.parse(run.stdout) as JsonReport;
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('exits 1 with the report on stdout, and no stack trace', () => {
    assert.equal(run.exitCode, 1, run.stderr);
    assert.doesNotMatch(run.stdout + run.stderr, STACK_FRAME);
  });

  for (const f of HOSTILE_FILES) {
    it(f.ruleId === undefined ? `${f.what} (${f.file}) is read without a finding` : `${f.what} (${f.file}) is named by ${f.ruleId}`, () => {
      const own = report.findings.filter((x) => x.file === `corpus/${f.file}`);
      if (f.ruleId === undefined) assert.deepEqual(own, []);
      else
        assert.ok(
          own.some((x) => x.ruleId === f.ruleId && x.line >= 1 && x.column >= 1),
          JSON.stringify(own),
        );
    });
  }

  it('reads every valid object: 100,000 ConfigMaps, the BOM+CRLF one, the one with the tags and the one of template lines', () => {
    assert.equal(report.coverage?.objects['core/ConfigMap'], 100_003);
  });

  it('still simulates the valid cluster: web grows to 3 CPUs by preempting batch', () => {
    assert.deepEqual(
      report.resizes.map((r) => [r.pod.name, r.outcome, r.reason, r.preempted.map((p) => p.name)]),
      [['web', 'Completed', 'PreemptedLowerPriority', ['batch']]],
    );
  });
});
