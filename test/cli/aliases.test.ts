/**
 * `resizeguard check` on files that reuse YAML anchors heavily, as kubectl reads them
 * (test/fixtures/aliases/: a Deployment whose eleven containers share one env list of `<<: *v`
 * merges, and a Prow configuration of one anchor used many times). go-yaml, which kubectl, Argo
 * CD and Flux read YAML with, reads both; so are they read here (src/load/yaml-aliasing.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { inProcess, ROOT } from '../helpers/cli.ts';
import type { JsonReport } from '../helpers/engine.ts';

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'aliases');

describe('files that reuse anchors heavily', () => {
  it('a Deployment sharing an env anchor of merge aliases is read and placed; a Prow configuration full of aliases is an input/not-kubernetes info, not an error', async () => {
    const run = await inProcess.run({ args: ['check', '.', '--format', 'json'], cwd: FIXTURE });
    const report = JSON.parse(run.stdout) as JsonReport;
    assert.deepEqual(
      report.findings.filter((f) => f.severity === 'error'),
      [],
    );
    assert.equal(run.exitCode, 0, run.stderr);
    assert.deepEqual(
      report.placements.map((p) => `${p.owner.kind}/${p.owner.name}`),
      ['Deployment/app', 'Deployment/app'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.file === 'prow-config.yaml').map((f) => `${f.severity} ${f.ruleId}`),
      ['info input/not-kubernetes'],
    );
  });
});
