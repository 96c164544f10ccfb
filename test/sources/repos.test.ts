/**
 * Copies of the shapes of real public GitOps repositories (test/fixtures/repos/*, each with a
 * README naming its upstream), checked whole as a new user would: `resizeguard check .` with the
 * real renderers. The report's coverage, counts and every input finding are pinned in a golden
 * file per repository; no input/* error is allowed, and the report validates.
 */
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../helpers/cli.ts';
import { assertGolden } from '../helpers/golden.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { assertValidReport } from '../helpers/report-schema.ts';
import { checkJson, type Report } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

const REPOS = path.join(ROOT, 'test', 'fixtures', 'repos');
const names = (await readdir(REPOS, { withFileTypes: true }))
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** What a user reads first: what was read, rendered and simulated, and every input finding. */
function digest(report: Report): string {
  const lines: string[] = [];
  const s = report.summary;
  lines.push(`summary: ${JSON.stringify(s)}`);
  lines.push(`objects: ${JSON.stringify(report.coverage.objects)}`);
  for (const r of report.coverage.rendered) lines.push(`rendered: ${r.kind} ${r.path} (${r.objects} objects)${r.via !== undefined ? ` via ${r.via}` : ''}`);
  for (const n of report.coverage.notSimulated) lines.push(`not simulated: ${n.count} ${n.kind}: ${n.reason}`);
  const byRule = new Map<string, number>();
  for (const f of report.findings) byRule.set(`${f.severity} ${f.ruleId}`, (byRule.get(`${f.severity} ${f.ruleId}`) ?? 0) + 1);
  for (const [k, n] of [...byRule].sort()) lines.push(`findings: ${k} × ${n}`);
  for (const f of report.findings.filter((x) => x.ruleId.startsWith('input/') || x.ruleId.startsWith('coverage/')))
    lines.push(`${f.file}:${f.line}:${f.column}: ${f.severity}: ${f.message} [${f.ruleId}]`);
  return `${lines.join('\n')}\n`;
}

/**
 * input/* errors a fixture holds on purpose. platform-priorityclasses' dev namespace defaults a
 * container's cpu limit to 500m (its LimitRange), below factorio's written request of 1: the API
 * server refuses the StatefulSet's pods (LimitRanger's default, then ValidatePodCreate).
 */
const EXPECTED_INPUT_ERRORS: Readonly<Record<string, readonly string[]>> = {
  'platform-priorityclasses': [
    'StatefulSet/dev/factorio: the API server refuses its pods, as spec.containers[0].resources.requests.cpu: "1" must be less than or equal to cpu limit of 500m (set by the namespace\'s LimitRange default); they are left out of the simulation (rendered from the Kustomize root environments/dev)',
  ],
};

describe('real repository shapes, checked whole', () => {
  for (const name of names) {
    it(name, async () => {
      // A copy outside this repository: its git root must not be taken for the fixture's.
      const dir = await mkdtemp(path.join(os.tmpdir(), `rg-${name}-`));
      await cp(path.join(REPOS, name), dir, { recursive: true });
      const { report, stdout } = await checkJson(dir);
      assertValidReport(JSON.parse(stdout));
      const inputErrors = report.findings.filter((f) => f.ruleId.startsWith('input/') && f.severity === 'error');
      // Only a fixture's deliberate traps (EXPECTED_INPUT_ERRORS) are allowed.
      assert.deepEqual(
        inputErrors.map((f) => f.message),
        EXPECTED_INPUT_ERRORS[name] ?? [],
        'no input/* error',
      );
      await assertGolden(path.join(ROOT, 'test', 'fixtures', 'golden', 'repos', `${name}.txt`), digest(report));
      // Deterministic: the same bytes again.
      assert.equal((await checkJson(dir)).stdout, stdout);
    });
  }
});
