/**
 * GitOps objects that apply to another cluster (Flux spec.kubeConfig, an Argo CD destination that
 * is not the cluster Argo CD runs in): without `clusters:` their objects are simulated beside the
 * others, and one coverage/other-cluster warning per object says so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadedDocument } from '../../src/load/index.ts';
import { otherClusterTarget } from '../../src/sources/other-cluster.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

function doc(value: unknown): LoadedDocument {
  return { file: 'hub.yaml', order: [0], value, locate: () => ({ start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }) };
}

const flux = (kind: string, api: string, spec: unknown): LoadedDocument => doc({ apiVersion: api, kind, metadata: { name: 'x' }, spec });
const argo = (destination: unknown): LoadedDocument =>
  doc({ apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', metadata: { name: 'x' }, spec: { destination } });

describe('otherClusterTarget', () => {
  it('a Flux Kustomization or HelmRelease with spec.kubeConfig applies to the cluster it names', () => {
    assert.deepEqual(otherClusterTarget(flux('Kustomization', 'kustomize.toolkit.fluxcd.io/v1', { kubeConfig: { secretRef: { name: 'spoke' } } })), {
      path: ['spec', 'kubeConfig'],
      target: 'the cluster of its spec.kubeConfig (Secret "spoke")',
    });
    assert.equal(
      otherClusterTarget(flux('HelmRelease', 'helm.toolkit.fluxcd.io/v2', { kubeConfig: { configMapRef: { name: 'spoke' } } }))?.target,
      'the cluster of its spec.kubeConfig (ConfigMap "spoke")',
    );
  });

  it('without spec.kubeConfig (or with null), or of another kind, it applies where it runs', () => {
    assert.equal(otherClusterTarget(flux('Kustomization', 'kustomize.toolkit.fluxcd.io/v1', { path: './apps' })), undefined);
    assert.equal(otherClusterTarget(flux('Kustomization', 'kustomize.toolkit.fluxcd.io/v1', { kubeConfig: null })), undefined);
    assert.equal(otherClusterTarget(flux('Kustomization', 'kustomize.config.k8s.io/v1beta1', { kubeConfig: { secretRef: { name: 'a' } } })), undefined);
  });

  it('an Argo CD Application: a server or name other than the in-cluster ones is another cluster', () => {
    assert.equal(otherClusterTarget(argo({ server: 'https://kubernetes.default.svc', namespace: 'a' })), undefined);
    assert.equal(otherClusterTarget(argo({ name: 'in-cluster' })), undefined);
    assert.equal(otherClusterTarget(argo({ namespace: 'a' })), undefined);
    assert.deepEqual(otherClusterTarget(argo({ server: 'https://prod.example:6443' })), {
      path: ['spec', 'destination', 'server'],
      target: 'the cluster at https://prod.example:6443',
    });
    assert.deepEqual(otherClusterTarget(argo({ name: 'prod' })), { path: ['spec', 'destination', 'name'], target: 'the cluster Argo CD names "prod"' });
  });
});

const hubKs = (name: string, p: string, extra = ''): string => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: ${name}
  namespace: ${name}
spec:
  interval: 10m
  path: ${p}
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
${extra}`;

const HUB = {
  'hub/production.yaml': hubKs('production', './spokes/production', '  kubeConfig:\n    secretRef:\n      name: cluster-kubeconfig\n'),
  'hub/local.yaml': hubKs('local', './spokes/local'),
  'spokes/production/kustomization.yaml': 'resources: [web.yaml]\n',
  'spokes/production/web.yaml': deployment('web', { namespace: 'production' }),
  'spokes/local/kustomization.yaml': 'resources: [api.yaml]\n',
  'spokes/local/api.yaml': deployment('api', { namespace: 'local' }),
};

describe('coverage/other-cluster', () => {
  it('one warning at spec.kubeConfig of a hub Kustomization, none for the one applying where it runs', async () => {
    const dir = await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, ...HUB });
    const { report } = await checkJson(dir);
    const found = report.findings.filter((f) => f.ruleId === 'coverage/other-cluster');
    assert.deepEqual(
      found.map((f) => [f.file, f.line, f.severity]),
      [['hub/production.yaml', 11, 'warning']],
    );
    assert.match(
      found[0]!.message,
      /^Kustomization production\/production applies what it renders to the cluster of its spec\.kubeConfig \(Secret "cluster-kubeconfig"\)/,
    );
    // Both renders are still simulated (together, as the warning says).
    assert.deepEqual(report.placements.map((p) => p.owner.name).sort(), ['api', 'web']);
  });

  it('none once the configuration names the clusters', async () => {
    const config = `${POOL_CONFIG}clusters:\n  - name: hub\n    paths: [hub, spokes/local]\n  - name: production\n    paths: [spokes/production]\n`;
    const dir = await writeRepo({ '.resizeguard.yaml': config, ...HUB });
    const { report } = await checkJson(dir);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/other-cluster'),
      [],
    );
  });
});

describe('coverage/other-cluster: an ApplicationSet', () => {
  // A list generator with one element per cluster (argoproj/applicationset examples/list-generator).
  const appSet = (elements: string): string => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: guestbook, namespace: argocd}
spec:
  generators:
  - list:
      elements:
${elements}
  template:
    metadata: {name: '{{cluster}}-guestbook'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: 'apps/guestbook'}
      destination:
        server: '{{url}}'
        namespace: guestbook
`;
  const files = (elements: string): Record<string, string> => ({
    '.resizeguard.yaml': POOL_CONFIG,
    'argocd/guestbook.yaml': appSet(elements),
    'apps/guestbook/web.yaml': deployment('web', { namespace: 'guestbook' }),
  });

  it('is named once, at its template destination, by the first Application that goes to another cluster', async () => {
    const elements = [
      '      - {cluster: local, url: https://kubernetes.default.svc}',
      '      - {cluster: prod, url: https://prod.example:6443}',
      '      - {cluster: staging, url: https://staging.example:6443}',
    ].join('\n');
    const { report } = await checkJson(await writeRepo(files(elements)));
    const found = report.findings.filter((f) => f.ruleId === 'coverage/other-cluster');
    assert.deepEqual(
      found.map((f) => [f.file, f.line, f.severity]),
      [['argocd/guestbook.yaml', 17, 'warning']],
    );
    assert.match(
      found[0]!.message,
      /^ApplicationSet argocd\/guestbook applies what it renders to the cluster at https:\/\/prod\.example:6443 \(its Application prod-guestbook\)/,
    );
  });

  it("with `clusters:`, each Application's render lands in the cluster whose folders hold what it renders, not in the hub", async () => {
    const config = `${POOL_CONFIG}clusters:\n  - name: hub\n    paths: [argocd]\n  - name: staging\n    paths: [overlays/staging]\n  - name: prod\n    paths: [overlays/prod]\n`;
    const overlay = (count: number): string => `resources: [../../base]\nreplicas: [{name: web, count: ${count}}]\n`;
    const elements = ['      - {cluster: staging, url: https://staging.example:6443}', '      - {cluster: prod, url: https://prod.example:6443}'].join('\n');
    const dir = await writeRepo({
      '.resizeguard.yaml': config,
      'argocd/guestbook.yaml': appSet(elements).replace("path: 'apps/guestbook'", "path: 'overlays/{{cluster}}'"),
      'base/kustomization.yaml': 'resources: [web.yaml]\n',
      'base/web.yaml': deployment('web', { namespace: 'guestbook' }),
      'overlays/staging/kustomization.yaml': overlay(2),
      'overlays/prod/kustomization.yaml': overlay(5),
    });
    const { report } = await checkJson(dir);
    const byCluster = new Map<string, number>();
    for (const p of report.placements) byCluster.set(p.cluster ?? '', (byCluster.get(p.cluster ?? '') ?? 0) + 1);
    assert.deepEqual([...byCluster].sort(), [
      ['prod', 5],
      ['staging', 2],
    ]);
  });

  it('none when every Application it makes goes to the cluster Argo CD runs in', async () => {
    const { report } = await checkJson(await writeRepo(files('      - {cluster: local, url: https://kubernetes.default.svc}')));
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/other-cluster'),
      [],
    );
  });
});
