/**
 * The pre-commit hooks (.pre-commit-hooks.yaml) with the real `pre-commit` (Debian's package;
 * .ci/run installs it): a snapshot of this working tree, committed to a temporary git repo,
 * is the hook repository (`repo:` + `rev:`), and a second temporary repo holding manifests
 * commits through it. Everything pre-commit stores goes to a temporary PRE_COMMIT_HOME.
 *
 *  - resizeguard-system-node (language: script): no installation, so it runs offline;
 *  - resizeguard (language: node): pre-commit runs `npm install`, `npm pack` and
 *    `npm install -g` in its clone, which needs the npm registry (skipped, with the reason,
 *    when the registry cannot be reached).
 *
 * Needs dist/ built (`npm run build`): the hooks run the committed bundle.
 */
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { KIND_DEMO, ROOT, git, gitEnv } from '../action/helpers.ts';

const PRE_COMMIT = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const NO_PRE_COMMIT =
  PRE_COMMIT.error !== undefined || PRE_COMMIT.status !== 0
    ? `pre-commit is not available (${PRE_COMMIT.error?.message ?? PRE_COMMIT.stderr.trim()}); install Debian's "pre-commit" package (.ci/run does)`
    : !existsSync(path.join(ROOT, 'dist', 'cli.js'))
      ? 'dist/cli.js is missing: run "npm run build" first'
      : false;

/** Top-level entries of the working tree that are not part of the repository. */
const NOT_COMMITTED = new Set(['.git', 'node_modules', 'coverage', 'tmp', 'bench-out']);

/** The node opting out of resize preemption: the demo's resize then stays Deferred. */
const OPT_OUT = 'spec:\n  podPreemptionPolicy:\n    disableResizePreemption: ["example.com/no-resize-preemption"]\n  podCIDR';
const GATE_OFF = 'featureGates:\n  InPlacePodVerticalScalingSchedulerPreemption: false\n';

interface Run {
  readonly code: number | null;
  readonly output: string;
  readonly seconds: number;
}

function exec(cmd: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Run> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, output, seconds: Number(process.hrtime.bigint() - start) / 1e9 });
    });
  });
}

/** The working tree as it is now, committed to a fresh repository: the hook repo. Returns the commit. */
async function snapshotProject(dir: string): Promise<string> {
  await cp(ROOT, dir, { recursive: true, filter: (src) => !NOT_COMMITTED.has(path.relative(ROOT, src).split(path.sep)[0] ?? '') && !src.endsWith('.tgz') });
  await git(dir, 'init', '-q', '-b', 'main');
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'snapshot of the working tree');
  return git(dir, 'rev-parse', 'HEAD');
}

interface Project {
  readonly dir: string;
  readonly env: NodeJS.ProcessEnv;
  commit(message: string): Promise<Run>;
  head(): Promise<string>;
}

/** A repository whose .pre-commit-config.yaml uses `hookId` from the snapshot, with the hook installed. */
async function makeProject(root: string, hookRepo: string, rev: string, hookId: string, extraEnv: Record<string, string> = {}): Promise<Project> {
  const dir = path.join(root, `project-${hookId}`);
  await mkdir(dir, { recursive: true });
  const env = gitEnv({ PRE_COMMIT_HOME: path.join(root, `pre-commit-home-${hookId}`), PRE_COMMIT_COLOR: 'never', ...extraEnv });
  await git(dir, 'init', '-q', '-b', 'main');
  await writeFile(path.join(dir, '.pre-commit-config.yaml'), `repos:\n- repo: ${hookRepo}\n  rev: ${rev}\n  hooks:\n  - id: ${hookId}\n`);
  const installed = await exec('pre-commit', ['install'], dir, env, 60_000);
  assert.equal(installed.code, 0, installed.output);
  return {
    dir,
    env,
    commit: async (message) => {
      await git(dir, 'add', '-A');
      return exec('git', ['commit', '-m', message], dir, env, 120_000);
    },
    head: () => git(dir, 'rev-parse', 'HEAD'),
  };
}

async function addCleanManifests(project: Project): Promise<void> {
  await cp(KIND_DEMO, path.join(project.dir, 'k8s'), { recursive: true });
}

/** The scenario both hooks go through: a clean commit passes, unrelated files skip the hook, a Deferred resize blocks the commit. */
async function commitScenario(t: TestContext, project: Project, breakIt: () => Promise<void>): Promise<void> {
  await addCleanManifests(project);
  const clean = await project.commit('add the cluster and the resize');
  assert.equal(clean.code, 0, clean.output);
  assert.match(clean.output, /resizeguard\.+Passed/);
  t.diagnostic(`clean commit (hook passes): ${clean.seconds.toFixed(2)} s`);

  await writeFile(path.join(project.dir, 'README.md'), '# cluster\n');
  const docs = await project.commit('docs only');
  assert.equal(docs.code, 0, docs.output);
  assert.match(docs.output, /resizeguard\.+\(no files to check\)Skipped/);

  const before = await project.head();
  await breakIt();
  const blocked = await project.commit('a change that leaves the resize Deferred');
  assert.equal(blocked.code, 1, blocked.output);
  assert.match(blocked.output, /resizeguard\.+Failed/);
  assert.match(blocked.output, /- hook id: resizeguard/);
  assert.match(
    blocked.output,
    /k8s\/preemption-demo\.yaml:39:5: error: scenario "seed-demo": resizing "default\/high-priority-pod" to cpu 6, memory 1Gi stays Deferred .*\[resize\/deferred\]/,
  );
  assert.equal(await project.head(), before, 'the commit must not be made');
  t.diagnostic(`blocked commit: ${blocked.seconds.toFixed(2)} s`);
}

describe('pre-commit hooks', { skip: NO_PRE_COMMIT }, () => {
  let root: string;
  let hookRepo: string;
  let rev: string;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'resizeguard-precommit-'));
    hookRepo = path.join(root, 'resizeguard');
    rev = await snapshotProject(hookRepo);
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('the hook manifest is valid', async () => {
    const run = await exec('pre-commit', ['validate-manifest', path.join(ROOT, '.pre-commit-hooks.yaml')], ROOT, gitEnv(), 60_000);
    assert.equal(run.code, 0, run.output);
  });

  it(
    'resizeguard-system-node: installs offline, passes a clean commit, blocks a Deferred resize (gate off in .resizeguard.yaml)',
    { timeout: 180_000 },
    async (t) => {
      // No registry: this hook must not need one.
      const project = await makeProject(root, hookRepo, rev, 'resizeguard-system-node', {
        npm_config_registry: 'http://127.0.0.1:9/',
        npm_config_offline: 'true',
      });
      const install = await exec('pre-commit', ['install-hooks'], project.dir, project.env, 120_000);
      assert.equal(install.code, 0, install.output);
      t.diagnostic(`pre-commit install-hooks (${PRE_COMMIT.stdout.trim()}, language: script): ${install.seconds.toFixed(2)} s`);
      await commitScenario(t, project, () => writeFile(path.join(project.dir, '.resizeguard.yaml'), GATE_OFF));
    },
  );

  it(
    'resizeguard (language: node): installs through npm, passes a clean commit, blocks a Deferred resize (node opted out)',
    { timeout: 300_000 },
    async (t) => {
      const project = await makeProject(root, hookRepo, rev, 'resizeguard');
      const install = await exec('pre-commit', ['install-hooks'], project.dir, project.env, 240_000);
      if (install.code !== 0 && /E(CONNREFUSED|NOTFOUND|AI_AGAIN|TIMEDOUT|NETUNREACH|CONNRESET)/.test(install.output)) {
        t.skip(
          `the npm registry cannot be reached, and this hook's installation needs it: ${/npm error code \S+/.exec(install.output)?.[0] ?? 'network error'}`,
        );
        return;
      }
      assert.equal(install.code, 0, install.output);
      t.diagnostic(`pre-commit install-hooks (${PRE_COMMIT.stdout.trim()}, language: node): ${install.seconds.toFixed(2)} s`);
      await commitScenario(t, project, async () => {
        const node = path.join(project.dir, 'k8s', 'node.yaml');
        await writeFile(node, (await readFile(node, 'utf8')).replace(/^spec:\n {2}podCIDR/m, OPT_OUT));
      });
    },
  );
});
