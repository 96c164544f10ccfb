/**
 * The base a change lands on, without git: `--cluster FILE|-` (a live snapshot, kubectl's List:
 * running pods matched to the repository's workloads by owner, Pod → ReplicaSet → Deployment,
 * never duplicated; what the repository does not define keeps running) and `--base-file FILE`
 * (the base revision's rendered manifests, for `check -`). And their bad input: exit 2 with a
 * message that says how to fix it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess, ROOT } from '../helpers/cli.ts';
import type { JsonReport } from '../helpers/engine.ts';

const FIXTURE = 'test/fixtures/live-snapshot';
const SNAPSHOT = `${FIXTURE}/snapshot.json`;

interface Rollout {
  readonly workload: { name: string };
  readonly outcome: string;
  readonly updated: number;
  readonly preempted: { name: string }[];
}

async function json(args: readonly string[], stdin?: string): Promise<{ exitCode: number; report: JsonReport & { rollouts?: Rollout[] }; stderr: string }> {
  const r = await inProcess.run({ args: ['check', ...args, '--format', 'json'], cwd: ROOT, ...(stdin === undefined ? {} : { stdin }) });
  assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
  return { exitCode: r.exitCode, report: JSON.parse(r.stdout) as JsonReport & { rollouts?: Rollout[] }, stderr: r.stderr };
}

describe('--cluster FILE: a live snapshot is the base', () => {
  it("rolls the repository's Deployment out over its running pods, never duplicating them", async () => {
    const { report } = await json([`${FIXTURE}/k8s`, '--cluster', SNAPSHOT]);
    const [r] = report.rollouts ?? [];
    assert.equal(r?.workload.name, 'web');
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 2);
    // The snapshot's two web pods are the old revision: none of them is placed again, and the head's two are the only new web pods.
    const web = report.placements.filter((p) => p.owner.name === 'web');
    assert.equal(web.length, 2);
    assert.ok(web.every((p) => p.scenario === 'diff' && !p.pod.name.startsWith('web-6f7d9c-')));
    const killed = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').map((e) => e.object);
    assert.ok(killed.includes('Pod/default/web-6f7d9c-aaaaa') && killed.includes('Pod/default/web-6f7d9c-bbbbb'));
  });

  it('leaves what the repository does not define running, and names the pods the rollout preempts', async () => {
    const { report } = await json([`${FIXTURE}/k8s`, '--cluster', SNAPSHOT]);
    const killedByRollout = report.evictions.filter((e) => e.scenario === 'diff').map((e) => e.pod.name);
    assert.deepEqual(killedByRollout.sort(), ['orphan-abc', 'other-team-xyz']);
    assert.deepEqual((report.rollouts ?? [])[0]!.preempted.map((p) => p.name).sort(), ['orphan-abc', 'other-team-xyz']);
  });

  it("reports the snapshot's own problems per object, as warnings, and simulates the rest", async () => {
    const { report } = await json([`${FIXTURE}/k8s`, '--cluster', SNAPSHOT]);
    const own = report.findings.filter((f) => f.file === SNAPSHOT && f.ruleId.startsWith('reference/'));
    assert.deepEqual(own.map((f) => [f.ruleId, f.severity, f.object?.name]).sort(), [
      ['reference/missing-node', 'warning', 'ghost'],
      ['reference/missing-owner', 'warning', 'orphan-abc'],
    ]);
    assert.ok(own.every((f) => f.suppressed === undefined));
  });

  it('reads the snapshot from standard input with -', async () => {
    const { report } = await json([`${FIXTURE}/k8s`, '--cluster', '-'], readFileSync(path.join(ROOT, SNAPSHOT), 'utf8'));
    assert.equal((report.rollouts ?? [])[0]?.outcome, 'Completed');
  });

  it('an unchanged repository changes nothing on the cluster', async () => {
    const text = readFileSync(path.join(ROOT, FIXTURE, 'k8s', 'web.yaml'), 'utf8').replace('cpu: "1500m"', 'cpu: "1"');
    const { report, exitCode } = await json(['-', '--cluster', SNAPSHOT], text);
    assert.equal(exitCode, 0);
    assert.equal(report.rollouts, undefined);
    assert.equal(report.placements.filter((p) => p.scenario === 'diff').length, 0);
  });
});

describe('--cluster FILE: the infrastructure the repository does not define', () => {
  it("a RuntimeClass of the snapshot gives the repository's pods its overhead: 2 × (3 + 1.5) CPU do not both fit an 8-CPU node", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rg-live-rc-'));
    try {
      const snapshot = {
        apiVersion: 'v1',
        kind: 'List',
        items: [
          { apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1', uid: 'n1' }, status: { allocatable: { cpu: '8', memory: '32Gi', pods: '110' } } },
          {
            apiVersion: 'node.k8s.io/v1',
            kind: 'RuntimeClass',
            metadata: { name: 'kata', uid: 'rc' },
            handler: 'kata',
            overhead: { podFixed: { cpu: '1500m' } },
          },
        ],
      };
      writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify(snapshot));
      const web =
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: default}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      runtimeClassName: kata\n      containers: [{name: c, image: x, resources: {requests: {cpu: "3"}}}]\n';
      const { report } = await json(['-', '--cluster', path.join(dir, 'snapshot.json')], web);
      const placed = report.placements.filter((p) => p.owner.name === 'web').map((p) => p.node);
      assert.deepEqual([...placed].sort(), ['n1', null]);
      assert.equal(report.findings.filter((f) => f.ruleId === 'reference/runtime-class').length, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('--base-file FILE: the base revision rendered', () => {
  it('diffs piped head manifests against it', async () => {
    const head = readFileSync(path.join(ROOT, FIXTURE, 'k8s', 'web.yaml'), 'utf8');
    const nodes = `---\napiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus:\n  allocatable: {cpu: "2", memory: 16Gi, pods: "110"}\n---\napiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: high}\nvalue: 1000\n`;
    const r = await inProcess.run({
      args: ['check', '-', '--base-file', `${FIXTURE}/base-rendered.yaml`, '--format', 'json'],
      cwd: ROOT,
      stdin: `${head}${nodes}`,
    });
    assert.equal(r.exitCode, 1, r.stderr);
    const report = JSON.parse(r.stdout) as JsonReport & { rollouts?: Rollout[] };
    // 2 × 1 CPU on a 2-CPU node; the surge pod of 1.5 CPU has no room and nothing lower to preempt.
    assert.equal((report.rollouts ?? [])[0]?.outcome, 'Stalled');
    assert.ok(report.findings.some((f) => f.ruleId === 'rollout/stalled' && f.file === '<stdin>'));
  });

  it("with a live cluster's Nodes on both sides takes neither side's node pools: nothing is drained", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rg-base-pools-'));
    try {
      const manifests = `apiVersion: v1\nkind: Node\nmetadata: {name: n1, uid: n1-uid}\nstatus:\n  allocatable: {cpu: "2", memory: 16Gi, pods: "110"}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: web, namespace: default}\nspec:\n  containers: [{name: app, image: x, resources: {requests: {cpu: "1"}}}]\n`;
      writeFileSync(path.join(dir, 'base.yaml'), manifests);
      writeFileSync(path.join(dir, 'pools.yaml'), 'nodePools: [{name: general, count: 2, allocatable: {cpu: "8", memory: 32Gi, pods: "110"}}]\n');
      const r = await inProcess.run({
        args: ['check', '-', '--base-file', 'base.yaml', '--config', 'pools.yaml', '--format', 'json'],
        cwd: dir,
        stdin: manifests,
      });
      assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
      const report = JSON.parse(r.stdout) as JsonReport & { summary: { nodes: number } };
      assert.equal(report.summary.nodes, 1);
      assert.deepEqual(
        report.events.filter((e) => e.scenario === 'diff'),
        [],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bad base input: exit 2 with a message that says how to fix it', () => {
  const cases: [string, string[], RegExp, string?][] = [
    [
      'a snapshot that is not a List',
      [`${FIXTURE}/k8s`, '--cluster', `${FIXTURE}/k8s/web.yaml`],
      /not a Kubernetes List; export the cluster with "kubectl get/,
    ],
    [
      'a snapshot that does not exist',
      [`${FIXTURE}/k8s`, '--cluster', `${FIXTURE}/missing.json`],
      /--cluster "test\/fixtures\/live-snapshot\/missing.json": cannot read it/,
    ],
    ['two bases', [`${FIXTURE}/k8s`, '--cluster', SNAPSHOT, '--base', 'HEAD'], /--base and --cluster each give the base/],
    ['stdin twice', ['-', '--cluster', '-'], /standard input already holds the head's manifests/, 'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n'],
    ['--base with stdin', ['-', '--base', 'HEAD'], /--base-file FILE/, 'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n'],
  ];
  for (const [name, args, message, stdin] of cases)
    it(name, async () => {
      const r = await inProcess.run({ args: ['check', ...args], cwd: ROOT, ...(stdin === undefined ? {} : { stdin }) });
      assert.equal(r.exitCode, 2, r.stdout);
      assert.match(r.stderr, message);
      assert.doesNotMatch(r.stderr, /\n\s+at /);
    });
});

describe('a shallow clone without the base commit', () => {
  it('is exit 2, saying the checkout needs fetch-depth: 0', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resizeguard-shallow-'));
    try {
      const git = (cwd: string, ...args: string[]): void => {
        execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'protocol.file.allow=always', ...args], { cwd, stdio: 'ignore' });
      };
      const origin = path.join(dir, 'origin');
      execFileSync('git', ['init', '-q', origin]);
      for (const cpu of ['1', '2']) {
        writeFileSync(path.join(origin, 'web.yaml'), readFileSync(path.join(ROOT, FIXTURE, 'k8s', 'web.yaml'), 'utf8').replace('1500m', cpu));
        git(origin, 'add', '-A');
        git(origin, 'commit', '-qm', cpu);
      }
      git(dir, 'clone', '-q', '--depth', '1', `file://${origin}`, 'clone');
      const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD~1'], cwd: path.join(dir, 'clone') });
      assert.equal(r.exitCode, 2, r.stdout);
      assert.match(r.stderr, /the checkout is shallow \(actions\/checkout fetches one commit unless it is given `fetch-depth: 0`\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('diff mode is deterministic', () => {
  it('the head files in any order give byte-identical reports', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resizeguard-order-'));
    try {
      const web = readFileSync(path.join(ROOT, FIXTURE, 'k8s', 'web.yaml'), 'utf8');
      writeFileSync(path.join(dir, 'a.yaml'), web);
      writeFileSync(path.join(dir, 'b.yaml'), web.replaceAll('web', 'api').replace('1500m', '500m'));
      writeFileSync(
        path.join(dir, 'c.yaml'),
        `apiVersion: v1\nkind: Pod\nmetadata: {name: tool}\nspec:\n  containers:\n  - name: t\n    image: t:1\n    resources: {requests: {cpu: 250m}}\n`,
      );
      const snapshot = path.join(ROOT, SNAPSHOT);
      const outputs = new Set<string>();
      for (const order of [
        ['a.yaml', 'b.yaml', 'c.yaml'],
        ['c.yaml', 'a.yaml', 'b.yaml'],
        ['b.yaml', 'c.yaml', 'a.yaml'],
      ]) {
        const r = await inProcess.run({ args: ['check', ...order, '--cluster', snapshot, '--format', 'json', '--fail-on', 'none'], cwd: dir });
        assert.equal(r.exitCode, 0, r.stderr);
        outputs.add(r.stdout);
      }
      assert.equal(outputs.size, 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
