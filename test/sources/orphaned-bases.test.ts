/**
 * A base rendered on its own because every root on it failed belongs to the GitOps objects that
 * asked for those roots: their clusters, and the namespace and variables they build with.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, fluxKustomization, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

/** flux bootstrap's folder of cluster `name`: its GitRepository and the Kustomization syncing ./clusters/<name>. */
const bootstrap = (name: string): Record<string, string> => ({
  [`clusters/${name}/flux-system/kustomization.yaml`]: 'resources: [gotk-sync.yaml]\n',
  [`clusters/${name}/flux-system/gotk-sync.yaml`]: [
    'apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: flux-system, namespace: flux-system}\nspec: {interval: 1m, url: https://github.com/example/fleet, ref: {branch: main}}\n',
    fluxKustomization('flux-system', `./clusters/${name}`),
  ].join('---\n'),
});

/** A root on ../base and a remote file that cannot be fetched here (.invalid never resolves, RFC 2606). */
const REMOTE_ROOT = 'resources:\n- ../base\n- https://example.invalid/components.yaml\n';

const BASE = {
  '.resizeguard.yaml': POOL_CONFIG,
  'infra/base/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'infra/base/deploy.yaml': deployment('web', { replicas: 2 }),
};

const placed = (report: { placements: readonly { cluster?: string; pod: { namespace: string }; owner: { name: string } }[] }): string[] =>
  report.placements.map((p) => `${p.cluster}:${p.pod.namespace}/${p.owner.name}`).sort();

describe('a base rendered on its own for roots that failed', () => {
  it("belongs to the clusters of the Flux Kustomizations whose roots failed, in each one's targetNamespace, with its variables", async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...BASE,
        // Flux substitutes each object it builds, the base's too.
        'infra/base/deploy.yaml': deployment('web', { replicas: 2, cpu: '"${cpu:=100m}"' }),
        ...bootstrap('prod'),
        ...bootstrap('test'),
        'clusters/prod/infra.yaml': fluxKustomization('infra', './infra/prod', '  targetNamespace: monitoring\n  postBuild:\n    substitute: {cpu: 200m}\n'),
        'clusters/test/infra.yaml': fluxKustomization('infra', './infra/test', '  postBuild:\n    substitute: {cpu: 150m}\n'),
        'infra/prod/kustomization.yaml': REMOTE_ROOT,
        'infra/test/kustomization.yaml': REMOTE_ROOT,
      }),
    );
    // Placed: substituted, else its cpu would be a template, left out.
    assert.deepEqual(placed(report), ['prod:monitoring/web', 'prod:monitoring/web', 'test:default/web', 'test:default/web']);
    assert.ok(!report.placements.some((p) => p.cluster === 'unassigned'));
    assert.deepEqual(
      report.coverage.rendered.filter((r) => r.path === 'infra/base'),
      [
        { kind: 'kustomize', path: 'infra/base', objects: 1, via: 'Kustomization flux-system/infra' },
        { kind: 'kustomize', path: 'infra/base', objects: 1, via: 'Kustomization flux-system/infra' },
      ],
    );
    const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered' && f.severity === 'info').map((f) => `${f.file}: ${f.message}`);
    assert.deepEqual(notes, [
      'infra/base/kustomization.yaml: Kustomize base "infra/base" is built on only by "infra/prod", "infra/test", which were not rendered: it is rendered on its own for Kustomization flux-system/infra, so its objects are still checked (without what those roots add)',
    ]);
  });

  it("one failed root several clusters' Kustomizations render: the base, rendered once, belongs to each", async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...BASE,
        ...bootstrap('prod'),
        ...bootstrap('test'),
        'clusters/prod/infra.yaml': fluxKustomization('infra', './infra/shared'),
        'clusters/test/infra.yaml': fluxKustomization('infra', './infra/shared'),
        'infra/shared/kustomization.yaml': REMOTE_ROOT,
      }),
    );
    assert.deepEqual(placed(report), ['prod:default/web', 'prod:default/web', 'test:default/web', 'test:default/web']);
    assert.equal(report.coverage.rendered.filter((r) => r.path === 'infra/base').length, 1);
  });

  it("belongs to the cluster of the Argo CD Application whose path failed, in its destination namespace; a root nothing applies keeps its base bare, where the root's folder is", async () => {
    const config = `clusters:\n  - name: prod\n    paths: [clusters/prod]\n${POOL_CONFIG}`;
    const { report } = await checkJson(
      await writeRepo({
        ...BASE,
        '.resizeguard.yaml': config,
        'clusters/prod/infra.yaml':
          'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: infra, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: infra/prod}\n  destination: {server: https://kubernetes.default.svc, namespace: shop}\n',
        'infra/prod/kustomization.yaml': REMOTE_ROOT,
        // Rendered on its own (nothing applies it), failing too.
        'infra/lab/kustomization.yaml': REMOTE_ROOT,
      }),
    );
    assert.deepEqual(placed(report), ['prod:shop/web', 'prod:shop/web', 'unassigned:default/web', 'unassigned:default/web']);
  });

  it('a bootstrap root that failed: its flux-system folder and its base, rendered on their own, belong to its cluster and make no cluster of their own', async () => {
    const files = bootstrap('prod');
    const { report } = await checkJson(
      await writeRepo({
        ...files,
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/kustomization.yaml': 'resources:\n- flux-system\n- ../base\n- https://example.invalid/components.yaml\n',
        'clusters/base/kustomization.yaml': 'resources: [deploy.yaml]\n',
        'clusters/base/deploy.yaml': deployment('web', { replicas: 2 }),
      }),
    );
    assert.deepEqual(placed(report), ['prod:default/web', 'prod:default/web']);
  });
});
