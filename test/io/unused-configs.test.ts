/**
 * A .resizeguard.yaml the run never reads (src/io/unused-configs.ts): the config is searched from
 * the working directory up, so one beside a folder checked from the repository's root is not
 * applied. Each such file is a config/not-used warning naming the way to apply it; the run goes on.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unusedConfigs } from '../../src/io/unused-configs.ts';
import { inProcess } from '../helpers/cli.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'rg-unused-config-'));
after(() => {
  rmSync(tmp, { recursive: true, force: true });
});

const NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n';
const POOL_CONFIG = 'nodePools: [{name: general, count: 1, allocatable: {cpu: "4", memory: 8Gi}}]\n';

function repo(name: string, files: Record<string, string>): string {
  const root = path.join(tmp, name);
  mkdirSync(path.join(root, '.git'), { recursive: true });
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), text);
  }
  return root;
}

describe('config files the run does not read', () => {
  it('finds the config beside and above a checked folder, up to where the search from the working directory began', () => {
    const root = repo('walk', {
      '.resizeguard.yaml': POOL_CONFIG,
      'clusters/.resizeguard.yml': POOL_CONFIG,
      'clusters/prod/.resizeguard.yaml': POOL_CONFIG,
      'clusters/prod/apps/node.yaml': NODE,
    });
    const used = path.join(root, '.resizeguard.yaml');
    assert.deepEqual(unusedConfigs(['clusters/prod/apps'], root, used), [
      path.join(root, 'clusters/.resizeguard.yml'),
      path.join(root, 'clusters/prod/.resizeguard.yaml'),
    ]);
    // A file operand stands for its folder; stdin and missing paths for none.
    assert.deepEqual(unusedConfigs(['prod/apps/node.yaml', '-', 'nowhere'], path.join(root, 'clusters'), path.join(root, 'clusters/.resizeguard.yml')), [
      path.join(root, 'clusters/prod/.resizeguard.yaml'),
    ]);
    // Run from inside: what the search reached is not reported.
    assert.deepEqual(unusedConfigs(['.'], path.join(root, 'clusters/prod'), path.join(root, 'clusters/prod/.resizeguard.yaml')), []);
  });

  it("stops at the checked folder's git root", () => {
    const outer = repo('outer', { '.resizeguard.yaml': POOL_CONFIG });
    const inner = path.join(outer, 'vendor/other');
    mkdirSync(path.join(inner, '.git'), { recursive: true });
    writeFileSync(path.join(inner, 'node.yaml'), NODE);
    const elsewhere = repo('elsewhere', {});
    assert.deepEqual(unusedConfigs([inner], elsewhere, undefined), []);
  });

  it('is a warning at the file with the way to apply it, and the run goes on without it', async () => {
    const root = repo('run', { 'team/.resizeguard.yaml': POOL_CONFIG, 'team/node.yaml': NODE });
    const r = await inProcess.run({ args: ['check', 'team', '--format', 'json'], cwd: root });
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; severity: string; file: string; message: string; line: number }[] };
    const found = report.findings.filter((f) => f.ruleId === 'config/not-used');
    assert.equal(found.length, 1);
    assert.equal(found[0]!.severity, 'warning');
    assert.equal(found[0]!.file, 'team/.resizeguard.yaml');
    assert.equal(found[0]!.line, 1);
    assert.match(found[0]!.message, /this run reads no configuration; run it from team or pass --config team\/\.resizeguard\.yaml/);
    // Named with --config, the file is the run's: nothing to say.
    const named = await inProcess.run({ args: ['check', 'team', '--format', 'json', '--config', 'team/.resizeguard.yaml'], cwd: root });
    assert.equal((JSON.parse(named.stdout) as typeof report).findings.filter((f) => f.ruleId === 'config/not-used').length, 0);
  });

  it("a charts entry whose path holds no chart is a warning at that path (relative to the config's folder); the run goes on", async () => {
    const root = repo('charts', {
      '.resizeguard.yaml': `${POOL_CONFIG}charts:\n- {path: chart/app, values: {replicas: 4}}\n- {path: charts/app}\n`,
      'charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\n',
      'node.yaml': NODE,
    });
    const r = await inProcess.run({ args: ['check', '--format', 'json'], cwd: root });
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; severity: string; file: string; message: string; line: number; column: number }[] };
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'config/not-used').map((f) => [f.severity, f.file, f.line, f.column, f.message]),
      [
        [
          'warning',
          '.resizeguard.yaml',
          3,
          10,
          'configuration charts[0].path "chart/app" holds no Chart.yaml (the path is relative to the configuration file\'s folder): this entry is not applied to any chart',
        ],
      ],
    );
  });
  it("a clusters path that is no file or folder is a warning at that path (relative to the config's folder); the run goes on", async () => {
    const root = repo('clusters', {
      '.resizeguard.yaml': `${POOL_CONFIG}clusters:\n- {name: prod, paths: [cl/prod, cl/shared.yaml, cl/gone]}\n- {name: staging, paths: [cl/stagin]}\n`,
      'cl/prod/node.yaml': NODE,
      'cl/shared.yaml': NODE.replace('n1', 'n2'),
      'cl/staging/node.yaml': NODE.replace('n1', 'n3'),
    });
    const r = await inProcess.run({ args: ['check', '--format', 'json'], cwd: root });
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; severity: string; file: string; message: string; line: number; column: number }[] };
    const said = (p: string, name: string): string =>
      `configuration ${p} is no file or folder (the path is relative to the configuration file's folder): cluster "${name}" gets nothing from it`;
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'config/not-used').map((f) => [f.severity, f.file, f.line, f.column, f.message]),
      [
        ['warning', '.resizeguard.yaml', 3, 49, said('clusters[0].paths[2] "cl/gone"', 'prod')],
        ['warning', '.resizeguard.yaml', 4, 27, `${said('clusters[1].paths[0] "cl/stagin"', 'staging')}, and it has no other path: it is not simulated`],
      ],
    );
  });
});
