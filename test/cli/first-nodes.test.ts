/**
 * A pull request that gives a cluster its first nodes (--base REF): the base's pods were Pending
 * because there was no node (kube-scheduler's ErrNoNodesAvailable, reported once as
 * reference/no-nodes at the base); the change places them, adds no finding and fixes that one.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess } from '../helpers/cli.ts';
import type { JsonReport } from '../helpers/engine.ts';

let repo = '';

const WEB = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - name: app
        image: app:1
        resources: {requests: {cpu: 100m, memory: 128Mi}}
`;

before(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'resizeguard-first-nodes-'));
  await writeFile(path.join(repo, 'web.yaml'), WEB);
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-qm', 'no nodes'],
  ])
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, stdio: 'ignore' });
  await writeFile(
    path.join(repo, 'nodes.yaml'),
    'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n',
  );
});

after(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('the first nodes of a cluster', () => {
  it("place the base's Pending pods, add no finding and fix reference/no-nodes", async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--fail-on', 'warning'], cwd: repo });
    assert.equal(r.exitCode, 0, r.stdout);
    assert.match(r.stdout, /^compared with HEAD \([0-9a-f]{12}\): 0 new findings, .*; 1 fixed$/m);
    const json = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json', '--fail-on', 'none'], cwd: repo });
    const report = JSON.parse(json.stdout) as JsonReport;
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'diff').map((p) => p.node),
      ['n1', 'n1'],
    );
  });
});
