/** A GitOps object read from its own render and from elsewhere: one object only where both copies render one root (src/sources/self-made.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadedDocument } from '../../src/load/document.ts';
import { copiesAsking } from '../../src/sources/self-made.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo, type Report } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

const fluxKs = (name: string, p: string, extra = ''): string => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: ${name}
  namespace: flux-system
spec:
  interval: 10m
  path: ${p}
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
${extra}`;

/** A cluster's bootstrap, as `flux bootstrap` writes it: the GitRepository and the flux-system Kustomization syncing clusters/<name>. */
const gotkSync = (cluster: string): string => `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 1m, ref: {branch: main}, url: https://github.com/example/fleet}
---
${fluxKs('flux-system', `./clusters/${cluster}`)}`;

/** Cluster a's flux-system folder holds a kustomization (as bootstrap writes it), cluster b's does not. */
const BOOTSTRAPS = {
  '.resizeguard.yaml': POOL_CONFIG,
  'clusters/a/flux-system/gotk-sync.yaml': gotkSync('a'),
  'clusters/a/flux-system/kustomization.yaml': 'resources: [gotk-sync.yaml]\n',
  'clusters/b/flux-system/gotk-sync.yaml': gotkSync('b'),
};

const podsByCluster = (report: Report): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const p of report.placements) (out[p.cluster ?? ''] ??= []).push(p.owner.name);
  return out;
};

const unsettled = (report: Report): string[] => report.findings.filter((f) => f.message.includes('did not settle')).map((f) => f.message);

const copy = (id: string, readFrom: string | undefined, renders: string[], madeBy: string[] = []) => ({
  id,
  readFrom,
  renders,
  madeBy: madeBy.map((v) => {
    const [kind = '', ns = ''] = v.split(' ');
    const [namespace = '', name = ''] = ns.split('/');
    return { kind, namespace, name, doc: {} as LoadedDocument };
  }),
});

describe('copiesAsking', () => {
  it('drops a self-made copy only where a copy read elsewhere renders the root it was read from', () => {
    const web = 'Kustomization flux-system/web';
    const parents = copy(web, '/r/apps', ['/r/apps/web'], ['Kustomization flux-system/apps']);
    const own = copy(web, '/r/apps/web', ['/r/apps/web'], [web]);
    assert.deepEqual(copiesAsking([parents, own]), [parents]);
    // Another cluster's object of the same name renders another root: both ask.
    const bootstrap = 'Kustomization flux-system/flux-system';
    const standalone = copy(bootstrap, '/r/clusters/a/flux-system', ['/r/clusters/a']);
    const otherCluster = copy(bootstrap, '/r/clusters/b', ['/r/clusters/b'], [bootstrap]);
    assert.deepEqual(copiesAsking([standalone, otherCluster]), [standalone, otherCluster]);
  });
});

describe('Flux clusters whose bootstraps share a name', () => {
  it("settle when one cluster's flux-system folder holds a kustomization and the other's does not, each cluster's apps in its own cluster", async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...BOOTSTRAPS,
        'clusters/a/apps.yaml': fluxKs('apps', './apps/a'),
        'clusters/b/apps.yaml': fluxKs('apps', './apps/b'),
        'apps/a/web.yaml': deployment('web-a', { replicas: 2 }),
        'apps/b/web.yaml': deployment('web-b', { replicas: 2 }),
      }),
    );
    assert.deepEqual(unsettled(report), []);
    assert.deepEqual(podsByCluster(report), { a: ['web-a', 'web-a'], b: ['web-b', 'web-b'] });
  });

  it('a Kustomization listing its own file, in each cluster, renders once per cluster from the copy its parent patches', async () => {
    // Each cluster's parent sets the child's replicas; the child's own render holds it without them.
    const parentPatch = (replicas: number): string => `  patches:
  - target: {group: kustomize.toolkit.fluxcd.io, kind: Kustomization}
    patch: |-
      apiVersion: kustomize.toolkit.fluxcd.io/v1
      kind: Kustomization
      metadata: {name: _}
      spec:
        patches:
        - target: {kind: Deployment}
          patch: |-
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: _}
            spec: {replicas: ${replicas}}
`;
    const files: Record<string, string> = { ...BOOTSTRAPS };
    for (const [cluster, replicas] of [
      ['a', 3],
      ['b', 2],
    ] as const) {
      files[`clusters/${cluster}/apps.yaml`] = fluxKs('apps', `./apps/${cluster}`, parentPatch(replicas));
      files[`apps/${cluster}/kustomization.yaml`] = 'resources: [web/ks.yaml]\n';
      files[`apps/${cluster}/web/ks.yaml`] = fluxKs('web', `./apps/${cluster}/web`);
      files[`apps/${cluster}/web/kustomization.yaml`] = 'resources: [ks.yaml, web.yaml]\n';
      files[`apps/${cluster}/web/web.yaml`] = deployment('web');
    }
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(unsettled(report), []);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object' && f.severity === 'error'),
      [],
    );
    assert.deepEqual(podsByCluster(report), { a: ['web', 'web', 'web'], b: ['web', 'web'] });
  });
});
