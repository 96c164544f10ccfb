/**
 * What a live snapshot (--cluster) records about its running pods is the state the simulation
 * starts from: the priority admission gave them, the pods still terminating.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess } from '../helpers/cli.ts';
import type { JsonReport } from '../helpers/engine.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

const NODE = { apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1', uid: 'n1' }, status: { allocatable: { cpu: '4', memory: '16Gi', pods: '110' } } };

function priorityClass(name: string, value: number, globalDefault = false): object {
  return { apiVersion: 'scheduling.k8s.io/v1', kind: 'PriorityClass', metadata: { name, uid: `pc-${name}` }, value, globalDefault };
}

/** A running pod of the snapshot on n1: bare, admitted (uid and status), asking `cpu`. */
function runningPod(name: string, cpu: string, extra: { spec?: object; metadata?: object } = {}): object {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace: 'default', uid: `uid-${name}`, creationTimestamp: '2026-11-20T08:00:00Z', ...extra.metadata },
    spec: { nodeName: 'n1', containers: [{ name: 'app', image: 'x', resources: { requests: { cpu } } }], ...extra.spec },
    status: { phase: 'Running', startTime: '2026-11-20T08:00:01Z', conditions: [{ type: 'Ready', status: 'True' }] },
  };
}

function deployment(name: string, cpu: string, priorityClassName?: string): string {
  const pc = priorityClassName === undefined ? '' : `      priorityClassName: ${priorityClassName}\n`;
  return `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}, namespace: default}\nspec:\n  replicas: 1\n  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec:\n${pc}      containers: [{name: app, image: x, resources: {requests: {cpu: "${cpu}"}}}]\n`;
}

/** `check repo --cluster snapshot.json ARGS` over the snapshot's items and the repository's files: its standard output. */
async function runAgainst(items: readonly object[], repo: Readonly<Record<string, string>>, args: readonly string[]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-live-state-'));
  try {
    writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify({ apiVersion: 'v1', kind: 'List', items }));
    for (const [file, text] of Object.entries(repo)) {
      const at = path.join(dir, 'repo', file);
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, text);
    }
    const r = await inProcess.run({ args: ['check', 'repo', '--cluster', 'snapshot.json', ...args], cwd: dir });
    assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
    return r.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The JSON report of `check repo --cluster snapshot.json`. */
async function checkAgainst(items: readonly object[], repo: Readonly<Record<string, string>>, extra: readonly string[] = []): Promise<JsonReport> {
  return JSON.parse(await runAgainst(items, repo, ['--format', 'json', ...extra])) as JsonReport;
}

describe('--cluster: the priority a running pod was admitted with', () => {
  it("ranks a running pod by its spec.priority, not by its class's value now (corev1helpers.PodPriority)", async () => {
    // The pods were admitted at priority 0; the global default class was created (value 1000) after them.
    const report = await checkAgainst(
      [
        NODE,
        priorityClass('default-tier', 1000, true),
        priorityClass('mid', 500),
        runningPod('batch-0', '2', { spec: { priority: 0 } }),
        runningPod('batch-1', '2', { spec: { priority: 0 } }),
      ],
      { 'new.yaml': deployment('new', '2', 'mid') },
    );
    const placed = report.placements.filter((p) => p.owner.name === 'new');
    assert.deepEqual(
      placed.map((p) => p.node),
      ['n1'],
    );
    assert.equal(report.evictions.filter((e) => e.scenario === 'diff').length, 1);
  });

  it('a running pod without spec.priority still takes its class', async () => {
    const report = await checkAgainst(
      [NODE, priorityClass('default-tier', 1000, true), priorityClass('mid', 500), runningPod('batch-0', '2'), runningPod('batch-1', '2')],
      {
        'new.yaml': deployment('new', '2', 'mid'),
      },
    );
    assert.deepEqual(
      report.placements.filter((p) => p.owner.name === 'new').map((p) => p.node),
      [null],
    );
  });
});

describe('--cluster: pods past their deletionTimestamp', () => {
  // The snapshot's latest recorded moment (time 0) is `recent`'s creation at 08:55; `stuck` was to
  // be gone at 08:30:30 and is still there (a finalizer): it holds its 3 CPU for the whole run.
  const stuck = runningPod('stuck', '3', {
    metadata: { deletionTimestamp: '2026-11-20T08:30:30Z', deletionGracePeriodSeconds: 30, finalizers: ['example.com/cleanup'] },
  });
  const recent = runningPod('recent', '500m', { metadata: { creationTimestamp: '2026-11-20T08:55:00Z' } });

  it('hold their room for the whole run: the scheduler cache keeps a pod until its delete event', async () => {
    const report = await checkAgainst([NODE, stuck, recent], { 'new.yaml': deployment('new', '2') });
    assert.deepEqual(
      report.placements.filter((p) => p.owner.name === 'new').map((p) => p.node),
      [null],
    );
  });

  it('a pod whose deletionTimestamp is still ahead leaves at it, and the new pod is placed then', async () => {
    const leaving = runningPod('stuck', '3', { metadata: { deletionTimestamp: '2026-11-20T08:55:20Z', deletionGracePeriodSeconds: 30 } });
    const report = await checkAgainst([NODE, leaving, recent], { 'new.yaml': deployment('new', '2') });
    assert.deepEqual(
      report.placements.filter((p) => p.owner.name === 'new').map((p) => p.node),
      ['n1'],
    );
  });
});

describe('--cluster: a Deployment caught mid-rollout', () => {
  const rs = (hash: string, replicas: number): object => ({
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    metadata: {
      name: `web-${hash}`,
      namespace: 'default',
      uid: `rs-${hash}`,
      ownerReferences: [{ apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', uid: 'd-web', controller: true }],
    },
    spec: {
      replicas,
      selector: { matchLabels: { app: 'web', 'pod-template-hash': hash } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [] } },
    },
  });
  const webPod = (hash: string, suffix: string, cpu: string): object =>
    runningPod(`web-${hash}-${suffix}`, cpu, {
      metadata: {
        labels: { app: 'web', 'pod-template-hash': hash },
        ownerReferences: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: `web-${hash}`, uid: `rs-${hash}`, controller: true }],
      },
    });
  const web =
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: default}\nspec:\n  replicas: 3\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: app, image: x, resources: {requests: {cpu: "1"}}}]\n';
  const deploymentObject = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'default', uid: 'd-web' }, spec: { replicas: 3 } };
  const bigNode = { ...NODE, status: { allocatable: { cpu: '16', memory: '16Gi', pods: '110' } } };

  it("counts the pods of the ReplicaSet matching the repository's template as updated, and replaces only the others (FindNewReplicaSet)", async () => {
    // Old ReplicaSet (500m) down to 1 pod; the new one (1 CPU, the repository's) already runs 3.
    const report = await checkAgainst(
      [
        bigNode,
        deploymentObject,
        rs('old', 1),
        rs('new', 3),
        webPod('old', 'aaaaa', '500m'),
        webPod('new', 'bbbbb', '1'),
        webPod('new', 'ccccc', '1'),
        webPod('new', 'ddddd', '1'),
      ],
      { 'web.yaml': web },
    );
    const [r] = (report as JsonReport & { rollouts?: { updated: number; outcome: string }[] }).rollouts ?? [];
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 3);
    assert.equal(report.placements.filter((p) => p.scenario === 'diff').length, 0);
    const killed = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').map((e) => e.object);
    assert.deepEqual(killed, ['Pod/default/web-old-aaaaa']);
  });

  it("empties the markdown's nodes of the old pods the rollout deletes", async () => {
    const md = await runAgainst(
      [bigNode, deploymentObject, rs('old', 2), rs('new', 1), webPod('old', 'aaaaa', '500m'), webPod('old', 'bbbbb', '500m'), webPod('new', 'ccccc', '1')],
      { 'web.yaml': web },
      ['--format', 'markdown'],
    );
    // 2 CPU before; after it the 3 new pods' 3, the old pods' 500m each gone.
    assert.match(md, /n1 +cpu +\S+ 2\/16 \(13%\) +\S+ 3\/16 \(19%\)/);
  });

  it("is no rollout when the repository's ReplicaSet runs every pod, one of them resized in place", async () => {
    const report = await checkAgainst(
      [bigNode, deploymentObject, rs('new', 3), webPod('new', 'aaaaa', '3'), webPod('new', 'bbbbb', '1'), webPod('new', 'ccccc', '1')],
      {
        'web.yaml': web,
      },
    );
    assert.equal((report as JsonReport & { rollouts?: unknown[] }).rollouts, undefined);
    assert.equal(report.placements.filter((p) => p.scenario === 'diff').length, 0);
  });

  it('makes only the replicas the new ReplicaSet still lacks', async () => {
    const report = await checkAgainst(
      [bigNode, deploymentObject, rs('old', 2), rs('new', 1), webPod('old', 'aaaaa', '500m'), webPod('old', 'bbbbb', '500m'), webPod('new', 'ccccc', '1')],
      { 'web.yaml': web },
    );
    const [r] = (report as JsonReport & { rollouts?: { updated: number; outcome: string }[] }).rollouts ?? [];
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 3);
    assert.equal(report.placements.filter((p) => p.scenario === 'diff').length, 2);
    const killed = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').map((e) => e.object);
    assert.deepEqual(killed.sort(), ['Pod/default/web-old-aaaaa', 'Pod/default/web-old-bbbbb']);
  });
});

describe('--cluster: the reports describe the cluster simulated', () => {
  // One node of 8 CPU running 3 pods of 1 CPU (one bare, two of a Deployment the repository does not define).
  const n1 = { ...NODE, status: { allocatable: { cpu: '8', memory: '16Gi', pods: '110' } } };
  const other = (name: string): object =>
    runningPod(name, '1', {
      metadata: {
        labels: { app: 'other', 'pod-template-hash': 'abc' },
        ownerReferences: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'other-abc', uid: 'rs-other', controller: true }],
      },
    });
  const items = [n1, runningPod('bare', '1'), other('other-abc-aaaaa'), other('other-abc-bbbbb')];
  const repo = { 'new.yaml': deployment('new', '2') };

  it("counts the snapshot's pods and objects with the repository's, in a valid JSON report", async () => {
    const report = (await checkAgainst(items, repo)) as JsonReport & {
      summary: { nodes: number; pods: number };
      coverage: { objects: Record<string, number> };
    };
    assertValidReport(report);
    // 3 running pods and the repository's new one (placed by scenario "diff").
    assert.equal(report.summary.nodes, 1);
    assert.equal(report.summary.pods, 4);
    assert.deepEqual(report.coverage.objects, { 'apps/Deployment': 1, 'core/Node': 1, 'core/Pod': 3 });
  });

  it("fills the markdown's nodes with the snapshot's pods", async () => {
    const md = await runAgainst(items, repo, ['--format', 'markdown']);
    assert.match(md, /Simulated 1 node and 4 pods/);
    assert.match(md, /Read 5 objects of 3 kinds/);
    // n1 holds the 3 running CPUs before the change lands, and the new pod's 2 after.
    assert.match(md, /n1 +cpu +\S+ 3\/8 \(38%\) +\S+ 5\/8 \(63%\)/);
  });
});

describe('a snapshot read as plain input (check -)', () => {
  const owned = (name: string, kind: string, owner: string, uid: string, extra: { labels?: Record<string, string>; node?: string } = {}): object =>
    runningPod(name, '500m', {
      metadata: { labels: extra.labels ?? {}, ownerReferences: [{ apiVersion: 'apps/v1', kind, name: owner, uid, controller: true }] },
      ...(extra.node === undefined
        ? {}
        : { spec: { nodeName: extra.node, containers: [{ name: 'app', image: 'x', resources: { requests: { cpu: '500m' } } }] } }),
    });
  const template = { metadata: { labels: { app: 'a' } }, spec: { containers: [{ name: 'app', image: 'x', resources: { requests: { cpu: '500m' } } }] } };
  const workload = (kind: string, name: string, uid: string, spec: object, owner?: { kind: string; name: string; uid: string }): object => ({
    apiVersion: 'apps/v1',
    kind,
    metadata: { name, namespace: 'default', uid, ...(owner === undefined ? {} : { ownerReferences: [{ apiVersion: 'apps/v1', ...owner, controller: true }] }) },
    spec: { selector: { matchLabels: { app: 'a' } }, template, ...spec },
    status: {},
  });
  const n2 = { ...NODE, metadata: { name: 'n2', uid: 'n2' } };
  const items = [
    NODE,
    n2,
    workload('Deployment', 'web', 'd-web', { replicas: 2 }),
    workload('ReplicaSet', 'web-abc', 'rs-web', { replicas: 2 }, { kind: 'Deployment', name: 'web', uid: 'd-web' }),
    owned('web-abc-aaaaa', 'ReplicaSet', 'web-abc', 'rs-web', { labels: { 'pod-template-hash': 'abc' } }),
    owned('web-abc-bbbbb', 'ReplicaSet', 'web-abc', 'rs-web', { labels: { 'pod-template-hash': 'abc' } }),
    workload('DaemonSet', 'agent', 'ds-agent', {}),
    owned('agent-11111', 'DaemonSet', 'agent', 'ds-agent'),
    owned('agent-22222', 'DaemonSet', 'agent', 'ds-agent', { node: 'n2' }),
    workload('StatefulSet', 'db', 'ss-db', { replicas: 1, serviceName: 'db' }),
    owned('db-0', 'StatefulSet', 'db', 'ss-db'),
  ];

  it('runs the workloads whose pods it holds as those pods, not expanded into replicas again', async () => {
    const r = await inProcess.run({
      args: ['check', '-', '--format', 'json'],
      cwd: tmpdir(),
      stdin: JSON.stringify({ apiVersion: 'v1', kind: 'List', items }),
    });
    assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
    const report = JSON.parse(r.stdout) as JsonReport & { summary: { pods: number } };
    assert.equal(report.summary.pods, 5);
    assert.deepEqual(report.placements, []);
  });

  it('runs a ReplicaSet its Deployment owns by uid as that Deployment, without their pods too: 2 replicas, not 4', async () => {
    const r = await inProcess.run({
      args: ['check', '-', '--format', 'json'],
      cwd: tmpdir(),
      stdin: JSON.stringify({ apiVersion: 'v1', kind: 'List', items: items.slice(0, 4) }),
    });
    assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
    const report = JSON.parse(r.stdout) as JsonReport & { summary: { pods: number } };
    assert.equal(report.summary.pods, 2);
    assert.deepEqual(
      report.placements.map((p) => p.owner.kind),
      ['Deployment', 'Deployment'],
    );
  });

  it("a repository's Node manifest (no uid) stands beside the config's node pools, as a test fixture's would", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rg-plain-pools-'));
    try {
      writeFileSync(path.join(dir, 'pools.yaml'), 'nodePools: [{name: general, count: 3, allocatable: {cpu: "8", memory: 32Gi, pods: "110"}}]\n');
      const fixture = 'apiVersion: v1\nkind: Node\nmetadata: {name: fixture}\nstatus:\n  allocatable: {cpu: "2", memory: 4Gi, pods: "110"}\n';
      const web =
        'apiVersion: v1\nkind: Pod\nmetadata: {name: web, namespace: default}\nspec:\n  containers: [{name: app, image: x, resources: {requests: {cpu: "4"}}}]\n';
      const r = await inProcess.run({ args: ['check', '-', '--config', 'pools.yaml', '--format', 'json'], cwd: dir, stdin: `${fixture}---\n${web}` });
      assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
      const report = JSON.parse(r.stdout) as JsonReport & { summary: { nodes: number } };
      assert.equal(report.summary.nodes, 4);
      assert.notEqual(report.placements.find((p) => p.pod.name === 'web')?.node, null);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes its own Nodes, not the config's node pools beside them: a Pending pod is not placed on a pool node the cluster lacks", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rg-plain-pools-'));
    try {
      writeFileSync(path.join(dir, 'pools.yaml'), 'nodePools: [{name: general, count: 3, allocatable: {cpu: "8", memory: 32Gi, pods: "110"}}]\n');
      const pending = {
        ...runningPod('api', '3'),
        spec: { containers: [{ name: 'app', image: 'x', resources: { requests: { cpu: '3' } } }] },
        status: { phase: 'Pending' },
      };
      const r = await inProcess.run({
        args: ['check', '-', '--config', 'pools.yaml', '--format', 'json'],
        cwd: dir,
        stdin: JSON.stringify({ apiVersion: 'v1', kind: 'List', items: [NODE, runningPod('web', '2'), pending] }),
      });
      assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
      const report = JSON.parse(r.stdout) as JsonReport & { summary: { nodes: number } };
      assert.equal(report.summary.nodes, 1);
      assert.deepEqual(
        report.placements.map((p) => [p.pod.name, p.node]),
        [['api', null]],
      );
      // The pools are said to be left out, at the config's nodePools.
      assert.deepEqual(
        report.findings.filter((f) => f.ruleId === 'config/not-used').map((f) => [f.file, f.line, f.message]),
        [
          [
            'pools.yaml',
            1,
            'configuration nodePools is not used: the input holds a live cluster\'s Nodes (Node "n1" in <stdin> has a metadata.uid), which the simulation runs on alone',
          ],
        ],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('--cluster: pod-level resources a resize left Infeasible', () => {
  it("count what status.resources and status.allocatedResources hold, not the spec's (effectivePodLevelResources)", async () => {
    const n1 = { ...NODE, status: { allocatable: { cpu: '8', memory: '16Gi', pods: '110' } } };
    const plr = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'plr', namespace: 'default', uid: 'uid-plr', creationTimestamp: '2026-11-20T08:00:00Z' },
      spec: { nodeName: 'n1', resources: { requests: { cpu: '6', memory: '1Gi' } }, containers: [{ name: 'app', image: 'x' }] },
      status: {
        phase: 'Running',
        startTime: '2026-11-20T08:00:01Z',
        conditions: [{ type: 'PodResizePending', status: 'True', reason: 'Infeasible', lastTransitionTime: '2026-11-20T08:10:00Z' }],
        containerStatuses: [{ name: 'app', ready: true, resources: {} }],
        resources: { requests: { cpu: '1', memory: '1Gi' } },
        allocatedResources: { cpu: '1', memory: '1Gi' },
      },
    };
    const report = await checkAgainst([n1, plr], { 'new.yaml': deployment('new', '5') });
    assert.deepEqual(
      report.placements.filter((p) => p.owner.name === 'new').map((p) => p.node),
      ['n1'],
    );
  });
});

describe('--cluster: a StatefulSet or DaemonSet caught mid-rollout', () => {
  const owned = (name: string, kind: string, owner: string, hash: string, cpu: string, node = 'n1'): object =>
    runningPod(name, cpu, {
      metadata: {
        labels: { app: owner, 'controller-revision-hash': `${owner}-${hash}` },
        ownerReferences: [{ apiVersion: 'apps/v1', kind, name: owner, uid: `uid-${owner}`, controller: true }],
      },
      spec: { nodeName: node, containers: [{ name: 'app', image: 'x', resources: { requests: { cpu } } }] },
    });
  const node = (name: string): object => ({ ...NODE, metadata: { name, uid: name }, status: { allocatable: { cpu: '16', memory: '16Gi', pods: '110' } } });
  const object = (kind: string, name: string, spec: object): object => ({
    apiVersion: 'apps/v1',
    kind,
    metadata: { name, namespace: 'default', uid: `uid-${name}` },
    spec,
  });
  const manifest = (kind: string, name: string, extra: string): string =>
    `apiVersion: apps/v1\nkind: ${kind}\nmetadata: {name: ${name}, namespace: default}\nspec:\n${extra}  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec:\n      containers: [{name: app, image: x, resources: {requests: {cpu: "1"}}}]\n`;
  const deletes = (report: JsonReport): string[] => report.events.filter((e) => e.scenario === 'diff' && e.reason === 'SuccessfulDelete').map((e) => e.message);
  type WithRollouts = JsonReport & { rollouts?: { updated: number; replicas: number; outcome: string }[] };

  const db = (partition?: number): string =>
    manifest(
      'StatefulSet',
      'db',
      `  replicas: 3\n  serviceName: db\n${partition === undefined ? '' : `  updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: ${partition}}}\n`}`,
    );
  const sts = object('StatefulSet', 'db', { replicas: 3, serviceName: 'db' });
  /** db-0, db-1 and db-2 on n1 at the given revisions: `new` runs the repository's template (1 CPU), `old` 500m. */
  const dbCluster = (revisions: readonly ('old' | 'new')[]): object[] => [
    node('n1'),
    sts,
    ...revisions.map((h, i) => owned(`db-${i}`, 'StatefulSet', 'db', h, h === 'new' ? '1' : '500m')),
  ];
  const firstRollout = (report: JsonReport) => (report as WithRollouts).rollouts?.[0];

  it('keeps a StatefulSet pod at the update revision and rolls only the older ones, highest ordinal first (getPodRevision == updateRevision)', async () => {
    // db-2 already runs the repository's template (1 CPU); db-1 and db-0 the old one (500m).
    const report = await checkAgainst(dbCluster(['old', 'old', 'new']), { 'db.yaml': db() });
    const r = firstRollout(report);
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 3);
    assert.deepEqual(deletes(report), ['delete Pod db-1 in StatefulSet db successful', 'delete Pod db-0 in StatefulSet db successful']);
  });

  it('with a partition, leaves the ordinals below it at the current revision', async () => {
    const report = await checkAgainst(dbCluster(['old', 'old', 'new']), { 'db.yaml': db(1) });
    const r = firstRollout(report);
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 2);
    assert.deepEqual(deletes(report), ['delete Pod db-1 in StatefulSet db successful']);
  });

  it("rolls every StatefulSet pod when none runs the repository's template, as before", async () => {
    const report = await checkAgainst(dbCluster(['old', 'old', 'old']), { 'db.yaml': db() });
    const r = firstRollout(report);
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 3);
    assert.deepEqual(deletes(report), [
      'delete Pod db-2 in StatefulSet db successful',
      'delete Pod db-1 in StatefulSet db successful',
      'delete Pod db-0 in StatefulSet db successful',
    ]);
  });

  it('scales a StatefulSet whose pods all run the repository template one ordinal at a time under OrderedReady', async () => {
    // n1 has 4 CPU: db-0..db-2 take 3, db-3 takes the last one, db-4 stays Pending and db-5 is never made.
    const small = { ...NODE, status: { allocatable: { cpu: '4', memory: '16Gi', pods: '110' } } };
    const six = manifest('StatefulSet', 'db', '  replicas: 6\n  serviceName: db\n');
    const report = await checkAgainst([small, sts, ...['new', 'new', 'new'].map((h, i) => owned(`db-${i}`, 'StatefulSet', 'db', h, '1'))], { 'db.yaml': six });
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'diff').map((p) => `${p.pod.name}@${p.node ?? '-'}`),
      ['db-3@n1', 'db-4@-'],
    );
    assert.equal(firstRollout(report), undefined, 'a scale is no rollout');
    assert.deepEqual(deletes(report), []);
  });

  const ds = object('DaemonSet', 'agent', {});
  const agents = (hashes: readonly string[]): object[] =>
    hashes.map((h, i) => owned(`agent-${i + 1}${i + 1}${i + 1}`, 'DaemonSet', 'agent', h, h === 'new' ? '1' : '500m', `n${i + 1}`));

  it("keeps a DaemonSet pod at the current hash on its node and replaces only the others (rollingUpdate's old pods)", async () => {
    const report = await checkAgainst([node('n1'), node('n2'), node('n3'), ds, ...agents(['old', 'old', 'new'])], {
      'agent.yaml': manifest('DaemonSet', 'agent', ''),
    });
    const r = firstRollout(report);
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 3);
    assert.deepEqual(deletes(report).sort(), ['Deleted pod: agent-111', 'Deleted pod: agent-222']);
    assert.deepEqual(
      report.placements
        .filter((p) => p.scenario === 'diff')
        .map((p) => p.node)
        .sort(),
      ['n1', 'n2'],
    );
  });

  it("rolls every DaemonSet pod when none runs the repository's template, as before", async () => {
    const report = await checkAgainst([node('n1'), node('n2'), node('n3'), ds, ...agents(['old', 'old', 'old'])], {
      'agent.yaml': manifest('DaemonSet', 'agent', ''),
    });
    const r = firstRollout(report);
    assert.equal(r?.outcome, 'Completed');
    assert.equal(r?.updated, 3);
    assert.deepEqual(deletes(report).sort(), ['Deleted pod: agent-111', 'Deleted pod: agent-222', 'Deleted pod: agent-333']);
  });
});

describe('--cluster: pods that have finished (phase Succeeded)', () => {
  const podSpec = (cpu: string): object => ({ restartPolicy: 'OnFailure', containers: [{ name: 'c1', image: 'x', resources: { requests: { cpu } } }] });
  const finishedPod = (name: string, job: string): object => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name,
      namespace: 'default',
      uid: `uid-${name}`,
      ownerReferences: [{ apiVersion: 'batch/v1', kind: 'Job', name: job, uid: `uid-${job}`, controller: true }],
    },
    spec: { nodeName: 'n1', ...podSpec('1') },
    status: { phase: 'Succeeded' },
  });
  const completeJob = (name: string, owner?: string): object => ({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name,
      namespace: 'default',
      uid: `uid-${name}`,
      ...(owner === undefined ? {} : { ownerReferences: [{ apiVersion: 'batch/v1', kind: 'CronJob', name: owner, uid: `uid-${owner}`, controller: true }] }),
    },
    spec: { template: { spec: podSpec('1') } },
    status: { succeeded: 1, conditions: [{ type: 'Complete', status: 'True' }] },
  });
  const job = `apiVersion: batch/v1\nkind: Job\nmetadata: {name: hello-28566720, namespace: default}\nspec:\n  template:\n    spec:\n      restartPolicy: OnFailure\n      containers: [{name: c1, image: x, resources: {requests: {cpu: "1"}}}]\n`;
  const cronJob = (cpu: string): string =>
    `apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: hello, namespace: default}\nspec:\n  schedule: "*/5 * * * *"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: OnFailure\n          containers: [{name: c1, image: x, resources: {requests: {cpu: "${cpu}"}}}]\n`;
  /** Findings the run reports as new (not already at the base). */
  const fresh = (report: JsonReport): string[] => report.findings.filter((f) => f.suppressed === undefined).map((f) => `${f.ruleId} ${f.object?.kind ?? ''}`);
  const placedByChange = (report: JsonReport): string[] => report.placements.filter((p) => p.scenario === 'diff').map((p) => p.owner.name);

  it('an unchanged completed Job runs nothing again: its status is kept by the apply (IsJobFinished), nothing is new', async () => {
    const report = await checkAgainst([NODE, completeJob('hello-28566720'), finishedPod('hello-28566720-t22qj', 'hello-28566720')], { 'job.yaml': job });
    assert.deepEqual(placedByChange(report), []);
    assert.deepEqual(fresh(report), []);
  });

  it('a Job the snapshot lacks, whose pods all Succeeded, is complete too', async () => {
    const report = await checkAgainst([NODE, finishedPod('hello-28566720-t22qj', 'hello-28566720')], { 'job.yaml': job });
    assert.deepEqual(placedByChange(report), []);
    assert.deepEqual(fresh(report), []);
  });

  it("an unchanged CronJob whose runs have finished adds nothing; a changed jobTemplate's next run is placed", async () => {
    const items = [NODE, completeJob('hello-28566720', 'hello'), finishedPod('hello-28566720-t22qj', 'hello-28566720')];
    const same = await checkAgainst(items, { 'cj.yaml': cronJob('1') });
    assert.deepEqual(placedByChange(same), []);
    assert.deepEqual(fresh(same), []);
    const changed = await checkAgainst(items, { 'cj.yaml': cronJob('2') });
    assert.deepEqual(placedByChange(changed), ['hello']);
  });
});

describe('--cluster: what the repository does not define runs on', () => {
  it("so a finding about a snapshot object is not fixed by the change (it was: the head's run does not hold the object)", async () => {
    const text = await runAgainst([NODE, runningPod('other-team', '1')], { 'web.yaml': deployment('web', '1', 'high') }, ['--no-progress']);
    assert.match(text, /; 0 fixed$/m);
  });
});
