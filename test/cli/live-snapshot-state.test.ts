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

/** `check <repo> --cluster snapshot.json --format json` over the files given. */
async function checkAgainst(items: readonly object[], repo: Readonly<Record<string, string>>, extra: readonly string[] = []): Promise<JsonReport> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-live-state-'));
  try {
    writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify({ apiVersion: 'v1', kind: 'List', items }));
    const repoDir = path.join(dir, 'repo');
    for (const [file, text] of Object.entries(repo)) {
      const at = path.join(repoDir, file);
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, text);
    }
    const r = await inProcess.run({ args: ['check', 'repo', '--cluster', 'snapshot.json', '--format', 'json', ...extra], cwd: dir });
    assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
    return JSON.parse(r.stdout) as JsonReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
