/**
 * A pull request that changes the cluster's nodes (config nodePools at the base ref against the
 * work tree's): a pool that shrinks drains its last nodes (kubectl drain: cordon, evict, the
 * controllers' replacements placed elsewhere, or left Pending); a pool that grows adds nodes the
 * base's Pending pods and the change's new pods can use.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess } from '../helpers/cli.ts';
import type { JsonReport } from '../helpers/engine.ts';

let repo = '';

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, stdio: 'ignore' });
}

const pools = (count: number): string => `nodePools:\n  - name: pool\n    count: ${count}\n    allocatable: {cpu: "4", memory: 16Gi}\n`;

const WEB = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 6
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - name: app
        image: app:1
        resources:
          requests: {cpu: "1500m", memory: 1Gi}
`;

async function check(): Promise<JsonReport> {
  const r = await inProcess.run({ args: ['check', 'k8s', '--base', 'HEAD', '--format', 'json', '--fail-on', 'none'], cwd: repo });
  assert.equal(r.exitCode, 0, r.stderr);
  return JSON.parse(r.stdout) as JsonReport;
}

before(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'resizeguard-pools-'));
  await mkdir(path.join(repo, 'k8s'));
  await writeFile(path.join(repo, 'k8s', 'web.yaml'), WEB);
  await writeFile(path.join(repo, '.resizeguard.yaml'), pools(3));
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'three nodes');
});

after(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('node pool changes land on the running cluster', () => {
  it('a shrinking pool drains the node it drops: its pods are evicted and their replacements stay Pending without room', async () => {
    // 3 nodes × 4 CPU hold 6 × 1.5 CPU (2 a node); 2 nodes hold 4.
    await writeFile(path.join(repo, '.resizeguard.yaml'), pools(2));
    const report = await check();
    const evicted = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Evicted');
    assert.equal(evicted.length, 2);
    assert.ok(evicted.every((e) => e.message.includes('node pool-2 is drained')));
    const replacements = report.placements.filter((p) => p.scenario === 'diff');
    assert.equal(replacements.length, 2);
    assert.ok(replacements.every((p) => p.node === null));
    assert.ok(report.findings.some((f) => f.ruleId === 'placement/unschedulable' && f.scenario === 'diff' && f.suppressed === undefined));
  });

  it('a growing pool adds a node the change can use', async () => {
    await writeFile(path.join(repo, '.resizeguard.yaml'), pools(4));
    await writeFile(path.join(repo, 'k8s', 'web.yaml'), WEB.replace('replicas: 6', 'replicas: 8'));
    const report = await check();
    const placed = report.placements.filter((p) => p.scenario === 'diff');
    assert.equal(placed.length, 2);
    assert.deepEqual(
      placed.map((p) => p.node),
      ['pool-3', 'pool-3'],
    );
    assert.equal(report.findings.filter((f) => f.suppressed === undefined && f.severity !== 'info').length, 0);
  });

  it('a pool that grows with no other change places the Pending pods of the running cluster on its new node', async () => {
    // The base: 8 replicas on 3 nodes that hold 6 (2 Pending). The change adds a node, nothing else.
    await writeFile(path.join(repo, 'k8s', 'web.yaml'), WEB.replace('replicas: 6', 'replicas: 8'));
    await writeFile(path.join(repo, '.resizeguard.yaml'), pools(3));
    git('add', '-A');
    git('commit', '-qm', 'eight replicas, two Pending');
    await writeFile(path.join(repo, '.resizeguard.yaml'), pools(4));
    const report = await check();
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'diff').map((p) => p.node),
      ['pool-3', 'pool-3'],
    );
  });
});
