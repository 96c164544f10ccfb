/**
 * --base REF with an ApplicationSet whose generated Applications are left unrendered: each counts
 * in its own destination namespace (the template's `{{ .path.basename }}` filled in), at the base
 * as at the head. Were the base to count the ApplicationSet in its own namespace instead, a VPA
 * beside an unrendered chart would be a warning at the base and an info at the head: a finding
 * "fixed" by a pull request that touched none of it. Shape: mitchross/talos-argocd-proxmox.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inProcess } from '../helpers/cli.ts';
import { committedRepo, type CommittedRepo } from '../helpers/git-repo.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { deployment, POOL_CONFIG } from '../sources/helpers.ts';

process.env['PATH'] = pathWithRenderers();

let repo = '';

const APPSET = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: database, namespace: argocd}
spec:
  goTemplate: true
  generators:
  - git:
      repoURL: https://github.com/example/gitops.git
      revision: HEAD
      directories:
      - path: database/*
  template:
    metadata: {name: 'database-{{ .path.basename }}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, path: '{{ .path.path }}'}
      destination: {server: https://kubernetes.default.svc, namespace: '{{ .path.basename }}'}
`;

const VPA = `apiVersion: autoscaling.k8s.io/v1
kind: VerticalPodAutoscaler
metadata: {name: redis-master, namespace: redis}
spec:
  targetRef: {apiVersion: apps/v1, kind: StatefulSet, name: redis-master}
`;

const FILES: Record<string, string> = {
  '.resizeguard.yaml': POOL_CONFIG,
  'web.yaml': deployment('web'),
  'argocd/database.yaml': APPSET,
  // A chart kustomize would pull: the root is not rendered.
  'database/redis/kustomization.yaml': 'helmCharts:\n- {name: redis, repo: oci://registry-1.docker.io/bitnamicharts, version: 20.0.0}\n',
  'policies/vpa-redis.yaml': VPA,
};

let committed: CommittedRepo;

before(async () => {
  committed = await committedRepo('resizeguard-base-appset-', FILES);
  repo = committed.dir;
});

after(() => committed.remove());

describe("--base with an ApplicationSet's Applications left unrendered", () => {
  it('a change elsewhere fixes nothing and adds nothing: the VPA is the same info at the base and at the head', async () => {
    const web = path.join(repo, 'web.yaml');
    await writeFile(web, (await readFile(web, 'utf8')).replace('replicas: 1', 'replicas: 2'));
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--fail-on', 'none', '--no-progress'], cwd: repo });
    assert.equal(r.exitCode, 0, r.stderr);
    assert.match(r.stdout, /compared with HEAD \(\w+\): 0 new findings, \d+ already there;.*; 0 fixed/);
    const json = await inProcess.run({ args: ['check', '.', '--format', 'json', '--fail-on', 'none'], cwd: repo });
    const vpa = (JSON.parse(json.stdout) as { findings: { ruleId: string; severity: string; message: string }[] }).findings.filter(
      (f) => f.ruleId === 'reference/missing-target',
    );
    assert.deepEqual(
      vpa.map((f) => [f.severity, /Application\/argocd\/database-redis/.test(f.message)]),
      [['info', true]],
    );
  });
});
