/**
 * The JSON report is written in chunks (at cluster scale it is hundreds of megabytes): the
 * chunks must join to exactly the two-space JSON of the report object, whether joined in memory,
 * printed to standard output or streamed to an --output file by the published command.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateCluster } from '../../scripts/bench-gen.ts';
import { lintSources } from '../../src/index.ts';
import { buildJsonReport, formatJson, jsonChunks } from '../../src/report/json.ts';
import { buildCli, inProcess, spawned } from '../helpers/cli.ts';

const GATE = 'InPlacePodVerticalScalingSchedulerPreemption';

describe('the JSON report in chunks', () => {
  let dir = '';
  let cluster = '';
  let scenario = '';
  before(async () => {
    await buildCli();
    dir = await mkdtemp(path.join(tmpdir(), 'rg-json-'));
    const { items, scenario: s } = generateCluster({ nodes: 12, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 });
    cluster = JSON.stringify({ apiVersion: 'v1', kind: 'List', items });
    scenario = JSON.stringify(s);
    await writeFile(path.join(dir, 'cluster.json'), cluster);
    await writeFile(path.join(dir, 'scenario.json'), scenario);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('join to JSON.stringify(report, null, 2), cut at item boundaries', () => {
    const result = lintSources([{ path: 'cluster.json', text: cluster }, { path: 'scenario.json', text: scenario }], { featureGates: { [GATE]: true } });
    const chunks = [...jsonChunks(result)];
    assert.ok(chunks.length > 3, `several chunks (${chunks.length})`);
    assert.equal(chunks.join(''), `${JSON.stringify(buildJsonReport(result), null, 2)}\n`);
    for (const c of chunks.slice(1, -1)) assert.match(c, /\}$/, 'a chunk ends after a whole item');
  });

  it('the published command streams the same bytes to --output as main() prints', async () => {
    const args = ['check', 'cluster.json', 'scenario.json', '--fail-on', 'none'];
    const printed = await inProcess.run({ args: [...args, '--format', 'json'], cwd: dir });
    const written = await spawned.run({ args: [...args, '--format', 'json', '--output', 'out/report.json'], cwd: dir });
    assert.equal(written.exitCode, 0, written.stderr);
    assert.equal(written.stdout, '');
    const file = await readFile(path.join(dir, 'out', 'report.json'), 'utf8');
    assert.ok(file.length > 1 << 17, 'larger than two chunks');
    assert.equal(file, printed.stdout);
    const result = lintSources([{ path: 'cluster.json', text: cluster }, { path: 'scenario.json', text: scenario }], { featureGates: { [GATE]: true } });
    assert.equal(file, formatJson(result));
  });
});
