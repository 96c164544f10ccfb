/**
 * The checkout git is asked about is the one of the folder checked, not the working directory's
 * (src/io/checkout-of.ts): run from inside another repository, an Argo CD Application of the
 * folder checked still names its own repository.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkoutFolder } from '../../src/io/checkout-of.ts';
import { inProcess } from '../helpers/cli.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function repository(origin: string, files: Readonly<Record<string, string>> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-checkout-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const git = (...args: string[]): void => void execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir });
  git('init', '-q', '-b', 'main');
  git('remote', 'add', 'origin', origin);
  return dir;
}

const APP = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source: {repoURL: https://github.com/example/gitops.git, targetRevision: main, path: apps/web}
  destination: {server: https://kubernetes.default.svc, namespace: web}
`;

const DEPLOYMENT = `apiVersion: apps/v1
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
        image: nginx
        resources: {requests: {cpu: 100m, memory: 64Mi}}
`;

const NODES = 'nodePools: [{name: general, count: 1, allocatable: {cpu: "4", memory: 8Gi}}]\n';

describe('checkoutFolder', () => {
  it('the first path checked (a file: its folder); the working directory for standard input or a missing path', () => {
    const dir = repository('https://github.com/example/x.git', { 'a/b.yaml': 'x: 1\n' });
    assert.equal(checkoutFolder(['a', '-'], dir), path.join(dir, 'a'));
    assert.equal(checkoutFolder(['a/b.yaml'], dir), path.join(dir, 'a'));
    assert.equal(checkoutFolder(['-'], dir), dir);
    assert.equal(checkoutFolder(['nope'], dir), dir);
  });

  it('run from inside another repository, the folder checked keeps its own remotes: the Application renders into its namespace', async () => {
    const gitops = repository('https://github.com/example/gitops.git', { 'argocd/web.yaml': APP, 'apps/web/deploy.yaml': DEPLOYMENT, 'nodes.yaml': NODES });
    const elsewhere = repository('https://github.com/example/other.git');
    const r = await inProcess.run({ args: ['check', gitops, '--config', path.join(gitops, 'nodes.yaml'), '--format', 'json'], cwd: elsewhere });
    const report = JSON.parse(r.stdout) as { placements: { pod: { namespace: string } }[]; findings: { ruleId: string }[] };
    assert.deepEqual([...new Set(report.placements.map((p) => p.pod.namespace))], ['web']);
    assert.ok(!report.findings.some((f) => f.ruleId === 'input/not-rendered'), JSON.stringify(report.findings));
  });
});
