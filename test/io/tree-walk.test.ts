/**
 * Paths a branch can make hostile (src/io/tree-walk.ts, src/io/discover.ts): symbolic-link loops,
 * links out of the repository, dangling links, FIFOs, folders that cannot be listed and one file
 * under two names. Each is a finding or read once, and the rest of the tree is still read.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { discoverFiles } from '../../src/io/discover.ts';
import { walkTree } from '../../src/io/tree-walk.ts';
import { BIN, inProcess, ROOT } from '../helpers/cli.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'rg-tree-'));
after(() => {
  rmSync(tmp, { recursive: true, force: true });
});

function tree(name: string, files: Record<string, string>, links: Record<string, string> = {}): string {
  const root = path.join(tmp, name);
  mkdirSync(path.join(root, '.git'), { recursive: true });
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), text);
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(root, link)), { recursive: true });
    symlinkSync(target, path.join(root, link));
  }
  return root;
}

const NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n';
const POD = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, resources: {requests: {cpu: "1"}}}]\n';

describe('symbolic links, special files and unreadable folders', () => {
  it('a link loop is one warning and every file is read once (no forty-fold re-reading)', async () => {
    const root = tree('loop', { 'a/x.yaml': NODE }, { 'a/loop': '..', b: 'a' });
    const r = await discoverFiles(['.'], root);
    assert.deepEqual(r.files, ['a/x.yaml']);
    assert.deepEqual(
      r.diagnostics.map((d) => `${d.severity} ${d.ruleId} ${d.file}`),
      ['warning input/symlink a/loop'],
    );
    assert.match(r.diagnostics[0]!.message, /loops back to a folder that contains it/);
  });

  it("a Go module's vendor folder is not entered: its links are neither followed nor reported", async () => {
    const root = tree('go-vendor', { 'a/x.yaml': NODE, 'vendor/modules.txt': '\n' }, { 'vendor/loop': '..', 'vendor/pod.yaml': '../a/x.yaml' });
    const r = await discoverFiles(['.'], root);
    assert.deepEqual(r.files, ['a/x.yaml']);
    assert.deepEqual(r.diagnostics, []);
  });

  it('a link to a manifest is read, once, under its first name', async () => {
    const root = tree('file-link', { 'a/x.yaml': NODE }, { 'z.yaml': 'a/x.yaml', 'apps/shared.yaml': '../a/x.yaml' });
    const r = await discoverFiles(['.', 'a/x.yaml', './a/x.yaml'], root);
    assert.deepEqual(r.files, ['a/x.yaml']);
    assert.deepEqual(r.diagnostics, []);
  });

  it('a link to a folder outside the checked folder but inside the repository is searched once', async () => {
    const root = tree('shared', { 'shared/s.yaml': NODE, 'apps/a.yaml': POD }, { 'apps/one': '../shared', 'apps/two': '../shared' });
    const r = await discoverFiles(['apps'], root);
    assert.deepEqual(r.files, ['apps/a.yaml', 'apps/one/s.yaml']);
    assert.deepEqual(r.diagnostics, []);
  });

  it('links out of the repository and dangling links are warnings, not followed', async () => {
    const outside = tree('outside', { 'secret.yaml': NODE });
    const root = tree('escape', { 'a.yaml': POD }, { out: outside, 'gone.yaml': 'nowhere.yaml' });
    const r = await discoverFiles(['.'], root);
    assert.deepEqual(r.files, ['a.yaml']);
    assert.deepEqual(
      r.diagnostics.map((d) => `${d.ruleId} ${d.file}`),
      ['input/symlink gone.yaml', 'input/symlink out'],
    );
    assert.match(r.diagnostics[1]!.message, /leads out of the repository/);
  });

  it('a FIFO in a folder is never opened; one named on the command line is an error and the rest is read', async () => {
    const root = tree('fifo', { 'a.yaml': POD });
    execFileSync('mkfifo', [path.join(root, 'pipe.yaml')]);
    const inTree = await discoverFiles(['.'], root);
    assert.deepEqual(inTree.files, ['a.yaml']);
    assert.deepEqual(
      inTree.diagnostics.map((d) => `${d.severity} ${d.ruleId} ${d.file}`),
      ['warning input/unreadable pipe.yaml'],
    );
    const named = await discoverFiles(['pipe.yaml', 'a.yaml'], root);
    assert.deepEqual(named.files, ['a.yaml']);
    assert.deepEqual(
      named.diagnostics.map((d) => `${d.severity} ${d.ruleId}`),
      ['error input/unreadable'],
    );
    assert.match(named.diagnostics[0]!.message, /not a regular file .*"-"/);
  });

  it('a folder that cannot be listed is its own error, and the folders beside it are read', async () => {
    const root = tree('walk-with-locked', { 'a/x.yaml': NODE, 'locked/y.yaml': POD, 'z/w.yaml': POD });
    const failing = async (dir: string): Promise<Dirent[]> => {
      if (path.basename(dir) === 'locked') throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      return readdir(dir, { withFileTypes: true });
    };
    const r = await walkTree(root, {
      glob: () => Promise.resolve([]),
      ignored: () => false,
      isManifest: (f) => f.endsWith('.yaml'),
      display: (p) => path.relative(root, p),
      listDir: failing,
    });
    assert.deepEqual(
      r.diagnostics.map((d) => `${d.severity} ${d.ruleId} ${d.file}`),
      ['error input/unreadable locked'],
    );
    assert.match(r.diagnostics[0]!.message, /cannot list folder "locked": .*permission denied.*the rest of the tree is read/);
  });

  it(
    'with real permissions (as a user other than root): the unreadable folder is reported and the cluster beside it simulated',
    { skip: process.getuid?.() === 0 ? 'root reads every folder' : false },
    async () => {
      const root = tree('perm', { 'ok/cluster.yaml': `${NODE}---\n${POD}`, 'locked/y.yaml': POD });
      chmodSync(path.join(root, 'locked'), 0);
      try {
        const r = await discoverFiles(['.'], root);
        assert.deepEqual(r.files, ['ok/cluster.yaml']);
        assert.deepEqual(
          r.diagnostics.map((d) => `${d.ruleId} ${d.file}`),
          ['input/unreadable locked'],
        );
      } finally {
        chmodSync(path.join(root, 'locked'), 0o755);
      }
    },
  );

  it('resizeguard check on a tree with a link loop and a FIFO still simulates the valid cluster beside them', async () => {
    const root = tree('check', { 'cluster.yaml': `${NODE}---\n${POD}` }, { loop: '.' });
    execFileSync('mkfifo', [path.join(root, 'pipe.yaml')]);
    const r = await inProcess.run({ args: ['check', '.', '--format', 'json'], cwd: root });
    const report = JSON.parse(r.stdout) as { summary: { pods: number }; findings: { ruleId: string; file: string }[] };
    assert.equal(report.summary.pods, 1);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')).map((f) => `${f.ruleId} ${f.file}`),
      ['input/symlink loop', 'input/unreadable pipe.yaml'],
    );
  });
});

describe('standard output that cannot be written', () => {
  // `| true` has closed the pipe long before node has started and written.
  it('a full disk (/dev/full) or a closed pipe is exit 2 with a message, never a silent pass', () => {
    const full = spawnSync('sh', ['-c', `node ${JSON.stringify(BIN)} check examples/kind-demo > /dev/full`], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(full.status, 2);
    assert.match(full.stderr, /cannot write the report to standard output: ENOSPC/);
    const piped = spawnSync('bash', ['-c', `node ${JSON.stringify(BIN)} check examples/kind-demo --format json | true; echo "\${PIPESTATUS[0]}"`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    assert.equal(piped.stdout.trim(), '2');
    assert.match(piped.stderr, /cannot write the report to standard output: write EPIPE/);
  });
});
