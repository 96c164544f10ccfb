/**
 * --base REF with PATH arguments spelt other than relative to a folder of the repository
 * (src/run/base-paths.ts), the shape of zalando/postgres-operator checked with a cluster's Nodes
 * kept beside the checkout: `check charts ../nodes.yaml --base HEAD~3`, or the chart folder given
 * absolute. What git versions is read at REF; a file outside the repository is the same on both sides.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess } from '../helpers/cli.ts';

let root = '';
let repo = '';

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: repo, stdio: 'ignore' });
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: operator, namespace: db}
spec:
  replicas: 1
  selector: {matchLabels: {app: operator}}
  template:
    metadata:
      labels: {app: operator}
    spec:
      containers:
      - name: operator
        image: operator:1.0
        resources: {requests: {cpu: 100m, memory: 250Mi}}
`;

const NODES = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n';

interface Report {
  placements?: { scenario: string; node: string | null }[];
  rollouts?: { workload: { name: string } }[];
  findings: { ruleId: string; message: string }[];
}

async function check(...paths: string[]): Promise<Report> {
  const r = await inProcess.run({ args: ['check', ...paths, '--base', 'HEAD', '--format', 'json', '--fail-on', 'none'], cwd: repo });
  assert.equal(r.exitCode, 0, r.stderr);
  return JSON.parse(r.stdout) as Report;
}

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-paths-'));
  repo = path.join(root, 'repo');
  await mkdir(path.join(repo, 'manifests'), { recursive: true });
  await writeFile(path.join(repo, 'manifests', 'operator.yaml'), DEPLOYMENT);
  await writeFile(path.join(root, 'nodes.yaml'), NODES);
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('--base REF with paths outside the repository or spelt absolute', () => {
  it('reads a relative path outside the repository on both sides: the base has its nodes', async () => {
    const r = await check('manifests', '../nodes.yaml');
    const pending = (r.placements ?? []).filter((p) => p.node === null);
    assert.deepEqual(pending, []);
    assert.deepEqual(
      r.findings.filter((f) => f.ruleId === 'placement/unschedulable').map((f) => f.message),
      [],
    );
  });

  it('reads an absolute path inside the repository at REF: the change is seen', async () => {
    const file = path.join(repo, 'manifests', 'operator.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('cpu: 100m', 'cpu: 200m'));
    try {
      const r = await check(path.join(repo, 'manifests'), path.join(root, 'nodes.yaml'));
      assert.deepEqual(
        (r.rollouts ?? []).map((x) => x.workload.name),
        ['operator'],
      );
    } finally {
      await writeFile(file, DEPLOYMENT);
    }
  });
});
