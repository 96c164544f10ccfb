/**
 * Huge pages for large inputs (src/run/huge-pages.ts): when the CLI runs itself again, and that
 * the second process is the same run (exit code, signal, output), through the published bin.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HUGE_INPUT_BYTES,
  hugePagesWanted,
  relaunch,
  relaunchNodeArguments,
  SYSTEM_PROBE,
  withHugePages,
  YOUNG_GENERATION_FLAG,
  type HugePageProbe,
} from '../../src/run/huge-pages.ts';
import { buildCli, spawned } from '../helpers/cli.ts';
import { makeWorkspace, runAction, type Workspace } from '../action/helpers.ts';

const BIG = '/repo/snapshot.json';
const SMALL = '/repo/small.json';

/** Linux, glibc 2.36, THP in madvise mode; /repo/snapshot.json large, /repo/small.json not, /repo/k8s a directory. */
function probe(over: Partial<HugePageProbe> = {}): HugePageProbe {
  return {
    platform: 'linux',
    thpModes: () => 'always [madvise] never\n',
    glibc: () => '2.36',
    fileSize: (f) => (f === BIG ? HUGE_INPUT_BYTES : f === SMALL ? HUGE_INPUT_BYTES - 1 : undefined),
    execArgv: [],
    ...over,
  };
}

const wanted = (argv: readonly string[], p: HugePageProbe = probe(), env: NodeJS.ProcessEnv = {}): boolean => hugePagesWanted(argv, env, '/repo', p);

describe('hugePagesWanted', () => {
  it('is wanted for a check naming a large file, as an operand or as --cluster', () => {
    assert.equal(wanted(['check', 'snapshot.json']), true);
    assert.equal(wanted(['check', 'k8s', '--cluster', 'snapshot.json', '--format', 'json']), true);
    assert.equal(wanted(['check', '/repo/snapshot.json']), true);
    assert.equal(wanted(['check', 'k8s', '--base-file', 'snapshot.json']), true);
  });

  it('is not wanted for small files, directories, standard input or other commands', () => {
    assert.equal(wanted(['check', 'small.json']), false);
    assert.equal(wanted(['check', 'k8s']), false);
    assert.equal(wanted(['check', '-']), false);
    assert.equal(wanted(['init']), false);
    assert.equal(wanted(['--help']), false);
    // A usage error is the run's to report.
    assert.equal(wanted(['check', 'snapshot.json', '--no-such-flag']), false);
  });

  it('needs Linux, glibc 2.35 or later and THP in madvise mode', () => {
    const argv = ['check', 'snapshot.json'];
    assert.equal(wanted(argv, probe({ platform: 'darwin' })), false);
    assert.equal(wanted(argv, probe({ glibc: () => undefined })), false, 'musl');
    assert.equal(wanted(argv, probe({ glibc: () => '2.34' })), false);
    assert.equal(wanted(argv, probe({ glibc: () => '2.35' })), true);
    assert.equal(wanted(argv, probe({ glibc: () => '3.0' })), true);
    assert.equal(wanted(argv, probe({ thpModes: () => '[always] madvise never' })), false, 'malloc gets huge pages anyway');
    assert.equal(wanted(argv, probe({ thpModes: () => 'always madvise [never]' })), false);
    assert.equal(wanted(argv, probe({ thpModes: () => undefined })), false);
  });

  it('leaves a GLIBC_TUNABLES that names the tunable as it is (=0 turns it off; =1 is the second process)', () => {
    const argv = ['check', 'snapshot.json'];
    assert.equal(wanted(argv, probe(), { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' }), false);
    assert.equal(wanted(argv, probe(), { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1' }), false);
    assert.equal(wanted(argv, probe(), { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }), true);
  });

  it('keeps a debugged run in its one process', () => {
    const argv = ['check', 'snapshot.json'];
    assert.equal(wanted(argv, probe({ execArgv: ['--inspect-brk'] })), false);
    assert.equal(wanted(argv, probe(), { NODE_OPTIONS: '--max-old-space-size=4096 --inspect=0.0.0.0:9229' }), false);
    assert.equal(wanted(argv, probe({ execArgv: ['--max-old-space-size=4096'] })), true);
  });

  it('adds the tunable to those already set', () => {
    assert.equal(withHugePages({}).GLIBC_TUNABLES, 'glibc.malloc.hugetlb=1');
    assert.equal(withHugePages({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2', HOME: '/h' }).GLIBC_TUNABLES, 'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1');
    assert.equal(withHugePages({ HOME: '/h' }).HOME, '/h');
  });
});

describe('relaunchNodeArguments', () => {
  it("keeps node's own arguments and adds a larger young generation", () => {
    assert.deepEqual(relaunchNodeArguments([], undefined), [YOUNG_GENERATION_FLAG]);
    assert.deepEqual(relaunchNodeArguments(['--max-old-space-size=4096'], '--trace-warnings'), ['--max-old-space-size=4096', YOUNG_GENERATION_FLAG]);
  });

  it('leaves a size the user chose, in either spelling, on the command line or in NODE_OPTIONS', () => {
    assert.deepEqual(relaunchNodeArguments(['--max-semi-space-size=16'], undefined), ['--max-semi-space-size=16']);
    assert.deepEqual(relaunchNodeArguments([], '--import x.mjs --max_semi_space_size=8'), []);
  });
});

describe('relaunch', () => {
  let tmp: string;
  before(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'rg-huge-'));
  });
  after(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it("runs node with the tunable set and returns the second process's exit code", async () => {
    const out = path.join(tmp, 'env.txt');
    const script = `require('node:fs').writeFileSync(${JSON.stringify(out)}, process.env.GLIBC_TUNABLES + ' ' + process.cwd()); process.exit(7);`;
    const result = await relaunch(['-e', script], { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' }, tmp);
    assert.deepEqual(result, { code: 7 });
    assert.equal(await readFile(out, 'utf8'), `glibc.malloc.arena_max=4:glibc.malloc.hugetlb=1 ${tmp}`);
  });

  it('returns the signal that ended the second process', async () => {
    const result = await relaunch(['-e', "process.kill(process.pid, 'SIGTERM'); setTimeout(() => undefined, 10_000);"], process.env, tmp);
    assert.deepEqual(result, { signal: 'SIGTERM' });
  });

  it('passes on a signal this process is sent, and stops listening for it afterwards', async () => {
    const ready = path.join(tmp, 'ready');
    const script = `require('node:fs').writeFileSync(${JSON.stringify(ready)}, ''); setTimeout(() => undefined, 30_000);`;
    const before = process.listenerCount('SIGHUP');
    const running = relaunch(['-e', script], process.env, tmp);
    while (!existsSync(ready)) await new Promise((r) => setTimeout(r, 20));
    process.kill(process.pid, 'SIGHUP');
    assert.deepEqual(await running, { signal: 'SIGHUP' });
    assert.equal(process.listenerCount('SIGHUP'), before);
  });
});

/** A snapshot just over the threshold: ConfigMaps padding a one-node, one-pod cluster. */
async function writeLargeSnapshot(file: string): Promise<void> {
  const pad = 'x'.repeat(10_000);
  const items: unknown[] = [
    { apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' }, status: { allocatable: { cpu: '4', memory: '8Gi', pods: '110' } } },
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'web', namespace: 'default' },
      spec: { nodeName: 'n1', containers: [{ name: 'c', image: 'nginx', resources: { requests: { cpu: '1', memory: '1Gi' } } }] },
    },
  ];
  for (let i = 0; items.length * pad.length < HUGE_INPUT_BYTES * 1.02; i++) {
    items.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `pad-${i}`, namespace: 'default' }, data: { pad } });
  }
  await writeFile(file, JSON.stringify({ apiVersion: 'v1', kind: 'List', items }));
}

/** A module to preload (NODE_OPTIONS --import) that appends each process's pid and GLIBC_TUNABLES to `log` as it starts. */
async function writeStartLogger(file: string, log: string): Promise<void> {
  await writeFile(
    file,
    `import { appendFileSync } from 'node:fs'; appendFileSync(${JSON.stringify(log)}, process.pid + ' ' + (process.env.GLIBC_TUNABLES ?? '') + '\\n');`,
  );
}

/** The lines of the start log, which is then removed. */
async function starts(log: string): Promise<string[]> {
  const lines = (await readFile(log, 'utf8')).trim().split('\n');
  await rm(log);
  return lines;
}

describe('a large input through the published command', () => {
  let tmp: string;
  before(async () => {
    await buildCli();
    tmp = await mkdtemp(path.join(tmpdir(), 'rg-huge-'));
    await writeLargeSnapshot(path.join(tmp, 'snapshot.json'));
    // Each process appends its pid, node's arguments and GLIBC_TUNABLES as it starts.
    await writeFile(
      path.join(tmp, 'preload.mjs'),
      `import { appendFileSync } from 'node:fs'; appendFileSync(${JSON.stringify(path.join(tmp, 'starts.txt'))}, process.pid + ' ' + process.execArgv.join(' ') + ' ' + (process.env.GLIBC_TUNABLES ?? '') + '\\n');`,
    );
  });
  after(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('gives the output and exit code of a run in one process', async () => {
    const args = ['check', 'snapshot.json', '--format', 'json', '--fail-on', 'warning'];
    const log = path.join(tmp, 'starts.txt');
    const env = { NODE_OPTIONS: `--import ${path.join(tmp, 'preload.mjs')}` };
    const one = await spawned.run({ args, cwd: tmp, env: { ...env, GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' } });
    assert.equal((await starts(log)).length, 1);
    const two = await spawned.run({ args, cwd: tmp, env: { ...env, GLIBC_TUNABLES: undefined } });
    const lines = await starts(log);
    // Where the system offers huge pages to malloc, a second process runs with the tunable.
    const relaunches = hugePagesWanted(args, {}, tmp, { ...SYSTEM_PROBE, execArgv: [] });
    assert.equal(lines.length, relaunches ? 2 : 1);
    // …and a larger young generation; the first process has node's own arguments only.
    if (relaunches) assert.match(lines[1]!, / --max-semi-space-size=64 glibc\.malloc\.hugetlb=1$/);
    assert.doesNotMatch(lines[0]!, /semi-space/);
    assert.equal(two.exitCode, one.exitCode);
    assert.equal(two.exitCode, 1, 'the warning fails the run');
    assert.equal(two.stdout, one.stdout);
    assert.equal(two.stderr, one.stderr);
    assert.ok(JSON.parse(two.stdout));
  });
});

describe('a large input through the Action, as the runner runs it', () => {
  let ws: Workspace;
  before(async () => {
    await buildCli();
    ws = await makeWorkspace();
    await writeLargeSnapshot(path.join(ws.workspace, 'snapshot.json'));
    await writeStartLogger(path.join(ws.dir, 'preload.mjs'), path.join(ws.dir, 'starts.txt'));
  });
  after(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('writes the same log, outputs and summary, and fails the step alike', async () => {
    const log = path.join(ws.dir, 'starts.txt');
    const inputs = { paths: 'snapshot.json', 'fail-on': 'warning' };
    const env = { NODE_OPTIONS: `--import ${path.join(ws.dir, 'preload.mjs')}`, GITHUB_EVENT_NAME: 'push' };
    const one = await runAction(ws, { inputs, event: {}, env: { ...env, GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' } });
    assert.equal((await starts(log)).length, 1);
    const two = await runAction(ws, { inputs, event: {}, env });
    const relaunches = hugePagesWanted(['check', 'snapshot.json'], {}, ws.workspace, { ...SYSTEM_PROBE, execArgv: [] });
    assert.equal((await starts(log)).length, relaunches ? 2 : 1);
    assert.equal(one.exitCode, 1, one.stderr);
    assert.equal(two.exitCode, one.exitCode);
    // The stop-commands token is random in every run.
    const token = (log: string): string => log.replace(/resizeguard-[0-9a-f-]{36}/g, '<token>');
    assert.equal(token(two.stdout), token(one.stdout));
    assert.deepEqual(two.outputs, one.outputs);
    assert.equal(two.summary, one.summary);
    assert.match(two.stdout, /::warning title=coverage\/nothing-simulated,file=snapshot\.json,/);
  });
});
