/**
 * A GitOps object whose name or namespace holds a placeholder is a template: left out, and it
 * renders nothing. One a parent Flux Kustomization substitutes first is an object like any other.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

/** fluxcd-community/microservices-demo's deploy/*.yaml: namespace and targetNamespace a variable with a default. */
const TEMPLATED_KS = `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: demo
  namespace: "\${app_namespace:=msdemo}"
spec:
  targetNamespace: "\${app_namespace:=msdemo}"
  interval: 10m
  path: ./app
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
  postBuild:
    substitute:
      app_name: web
`;

const parent = (postBuild: string): string => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: deploy, namespace: flux-system}
spec:
  interval: 10m
  path: ./deploy
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
${postBuild}`;

const REPO = {
  '.resizeguard.yaml': POOL_CONFIG,
  'deploy/ks.yaml': TEMPLATED_KS,
  'app/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'app/deploy.yaml': deployment('web', { replicas: 2 }),
};

const templateWarnings = (findings: readonly { ruleId: string; file: string; message: string }[]): string[] =>
  findings.filter((f) => f.ruleId === 'input/not-rendered' && f.message.includes('is a template')).map((f) => f.file);

describe('a Flux Kustomization whose namespace is a ${var}', () => {
  it('read from a plain file, nothing substitutes it: a template, left out, and its path is not rendered for it', async () => {
    const { report } = await checkJson(await writeRepo(REPO));
    assert.deepEqual(templateWarnings(report.findings), ['deploy/ks.yaml']);
    // ./app is rendered on its own, as a root nothing applies: not in the template's targetNamespace.
    assert.deepEqual(report.coverage.rendered, [{ kind: 'kustomize', path: 'app', objects: 1 }]);
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['default/web', 'default/web'],
    );
  });

  it("rendered by a parent with post-build variables: substituted first (a variable's default too), so no template, and rendered", async () => {
    for (const [postBuild, namespace] of [
      ['  postBuild:\n    substitute: {app_namespace: shop}\n', 'shop'],
      ['  postBuild:\n    substitute: {cluster: prod}\n', 'msdemo'],
    ] as const) {
      const { report } = await checkJson(await writeRepo({ ...REPO, 'clusters/prod/deploy.yaml': parent(postBuild) }));
      assert.deepEqual(templateWarnings(report.findings), []);
      assert.deepEqual(
        report.coverage.rendered.map((r) => `${r.path} ${r.via ?? ''}`),
        ['app Kustomization ' + namespace + '/demo', 'deploy Kustomization flux-system/deploy'],
      );
      assert.deepEqual(
        report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
        [`${namespace}/web`, `${namespace}/web`],
      );
    }
  });

  it('rendered by a parent without post-build: still a template, left out, and renders nothing', async () => {
    const { report } = await checkJson(await writeRepo({ ...REPO, 'clusters/prod/deploy.yaml': parent('') }));
    assert.deepEqual(templateWarnings(report.findings), ['deploy/ks.yaml']);
    assert.deepEqual(
      report.coverage.rendered.map((r) => r.path),
      ['app', 'deploy'],
    );
    assert.ok(!report.coverage.rendered.some((r) => r.via?.includes('demo') === true));
  });
});
