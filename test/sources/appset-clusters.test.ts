/**
 * An ApplicationSet's clusters generator over the cluster Secrets a repository holds
 * (src/sources/cluster-generator.ts), run end to end. The fixtures follow the shape of
 * konflux-ci/infra-deployments' `argo-cd-apps/` (one ApplicationSet per component, a clusters
 * generator with `values`, an environment overlay setting their namespace and patching the values).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';
import { clusterSecrets } from '../../src/sources/cluster-secrets.ts';
import type { LoadedDocument } from '../../src/load/document.ts';

process.env['PATH'] = pathWithRenderers();

/** A component's ApplicationSet: its Applications render components/<name>/<environment>/<clusterDir> on each cluster selected. */
const componentSet = (name: string, selector = ''): string => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: ${name}
spec:
  generators:
    - clusters:
${selector}        values:
          sourceRoot: components/${name}
          environment: production
          clusterDir: ""
  template:
    metadata:
      name: ${name}-{{nameNormalized}}
    spec:
      project: default
      source:
        path: '{{values.sourceRoot}}/{{values.environment}}/{{values.clusterDir}}'
        repoURL: https://github.com/example/infra.git
        targetRevision: main
      destination:
        server: '{{server}}'
        namespace: ${name}
`;

const overlay = (resources: readonly string[]): string => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
${resources.map((r) => `  - ${r}`).join('\n')}
namespace: argocd
patches:
  - path: staging-patch.yaml
    target:
      kind: ApplicationSet
`;

const STAGING_PATCH = `- op: replace
  path: /spec/generators/0/clusters/values/environment
  value: staging
`;

const clusterSecret = (name: string, server: string, env: string): string => `apiVersion: v1
kind: Secret
metadata:
  name: cluster-${name}
  labels:
    argocd.argoproj.io/secret-type: cluster
    env: ${env}
type: Opaque
stringData:
  name: ${name}
  server: ${server}
`;

function component(name: string): Record<string, string> {
  return {
    [`argo-cd-apps/${name}/kustomization.yaml`]: `resources: [${name}.yaml]\n`,
    [`components/${name}/staging/kustomization.yaml`]: 'resources: [deploy.yaml]\n',
    [`components/${name}/staging/deploy.yaml`]: deployment(name),
  };
}

describe('the clusters generator, end to end (konflux-ci/infra-deployments shape)', () => {
  it('makes an Application for in-cluster and for each cluster Secret its selector matches, and says once that other clusters are unknown', async () => {
    const dir = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'argo-cd-apps/environments/staging/kustomization.yaml': overlay(['../../ui', '../../dex', '../../clusters']),
      'argo-cd-apps/environments/staging/staging-patch.yaml': STAGING_PATCH,
      'argo-cd-apps/ui/ui.yaml': componentSet('ui'),
      'argo-cd-apps/dex/dex.yaml': componentSet('dex', '        selector:\n          matchLabels: {env: member}\n'),
      'argo-cd-apps/clusters/kustomization.yaml': 'resources: [member.yaml]\n',
      'argo-cd-apps/clusters/member.yaml': clusterSecret('member-1', 'https://member-1.example.com', 'member'),
      ...component('ui'),
      ...component('dex'),
    });
    const { report } = await checkJson(dir);
    assert.deepEqual(
      report.coverage.rendered.filter((r) => r.path.startsWith('components/')).map((r) => `${r.path} via ${r.via}`),
      [
        'components/dex/staging via Application argocd/dex-member-1',
        'components/ui/staging via Application argocd/ui-member-1, Application argocd/ui-in-cluster',
      ],
    );
    const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered' || f.ruleId === 'coverage/other-cluster');
    assert.deepEqual(
      notes.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.message}`),
      [
        'argo-cd-apps/dex/dex.yaml:8:9 info ApplicationSet argocd/dex makes its Applications from the clusters registered with Argo CD (its clusters generator): only in-cluster (the cluster Argo CD runs in) and the cluster Secrets in namespace argocd of this repository ("member-1") are known here; what it makes for a cluster registered outside the repository (`argocd cluster add`, a Secret made elsewhere) is not simulated (rendered from the Kustomize root argo-cd-apps/environments/staging)',
        "argo-cd-apps/dex/dex.yaml:24:9 warning ApplicationSet argocd/dex applies what it renders to the cluster at https://member-1.example.com (its Application dex-member-1), not to the cluster it runs in; without `clusters:` in .resizeguard.yaml its objects are simulated beside the others, on the same nodes: list that cluster's folders under `clusters:` to simulate it alone (rendered from the Kustomize root argo-cd-apps/environments/staging)",
        'argo-cd-apps/ui/ui.yaml:8:9 info ApplicationSet argocd/ui makes its Applications from the clusters registered with Argo CD (its clusters generator): only in-cluster (the cluster Argo CD runs in) and the cluster Secrets in namespace argocd of this repository ("member-1") are known here; what it makes for a cluster registered outside the repository (`argocd cluster add`, a Secret made elsewhere) is not simulated (rendered from the Kustomize root argo-cd-apps/environments/staging)',
        "argo-cd-apps/ui/ui.yaml:22:9 warning ApplicationSet argocd/ui applies what it renders to the cluster at https://member-1.example.com (its Application ui-member-1), not to the cluster it runs in; without `clusters:` in .resizeguard.yaml its objects are simulated beside the others, on the same nodes: list that cluster's folders under `clusters:` to simulate it alone (rendered from the Kustomize root argo-cd-apps/environments/staging)",
      ],
    );
  });

  it('a selector no Secret of the repository matches makes no Application, and says why it may make some in Argo CD', async () => {
    const dir = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'argo-cd-apps/environments/staging/kustomization.yaml': overlay(['../../ui']),
      'argo-cd-apps/environments/staging/staging-patch.yaml': STAGING_PATCH,
      'argo-cd-apps/ui/ui.yaml': componentSet('ui', '        selector:\n          matchLabels: {env: member}\n'),
      ...component('ui'),
    });
    const { report } = await checkJson(dir);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.message}`),
      [
        'info ApplicationSet argocd/ui makes no Application: its generators match no folder, file, element or cluster here; only in-cluster (the cluster Argo CD runs in) and the cluster Secrets in namespace argocd of this repository (none) are known here; what it makes for a cluster registered outside the repository (`argocd cluster add`, a Secret made elsewhere) is not simulated (rendered from the Kustomize root argo-cd-apps/environments/staging)',
      ],
    );
  });
});

describe("an ApplicationSet read with no namespace beside its copy in Argo CD's (argo-namespace.ts)", () => {
  // konflux-ci/infra-deployments: argo-cd-apps/konflux-ci/kustomization.yaml lists every component
  // with no namespace and nothing applies it; the environment overlays list the same components in argocd.
  it('is the same ApplicationSet, not a second one in default that Argo CD would leave alone: its findings are said once', async () => {
    const dir = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'argo-cd-apps/environments/staging/kustomization.yaml': overlay(['../../konflux-ci/ui']),
      'argo-cd-apps/environments/staging/staging-patch.yaml': STAGING_PATCH,
      'argo-cd-apps/konflux-ci/kustomization.yaml': 'resources: [ui]\n',
      'argo-cd-apps/konflux-ci/ui/kustomization.yaml': 'resources: [ui.yaml]\n',
      'argo-cd-apps/konflux-ci/ui/ui.yaml': componentSet('ui'),
      'components/ui/staging/kustomization.yaml': 'resources: [deploy.yaml]\n',
      'components/ui/staging/deploy.yaml': deployment('ui'),
    });
    const { report } = await checkJson(dir);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message.split(' makes ')[0]),
      ['ApplicationSet argocd/ui'],
    );
    assert.deepEqual(
      report.coverage.rendered.filter((r) => r.path.startsWith('components/')).map((r) => `${r.path} via ${r.via}`),
      ['components/ui/staging via Application argocd/ui-in-cluster'],
    );
  });
});

describe('the cluster Secrets a repository holds (cluster-secrets.ts)', () => {
  const doc = (file: string, value: unknown): LoadedDocument => ({ file, order: [0], value }) as unknown as LoadedDocument;
  const secret = (name: string, body: Record<string, unknown>, labels = { 'argocd.argoproj.io/secret-type': 'cluster' }): unknown => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: 'argocd', labels },
    ...body,
  });

  it('reads name, server and project from stringData over base64 data; a SOPS one is counted, not read; other Secrets are not clusters', () => {
    const b64 = (s: string): string => Buffer.from(s).toString('base64');
    const found = clusterSecrets([
      doc(
        'b.yaml',
        secret('prod', { data: { name: b64('prod'), server: b64('https://prod.example.com'), project: b64('platform') }, stringData: { name: 'prod-eu' } }),
      ),
      doc('a.yaml', secret('sealed', { stringData: { name: 'ENC[AES256_GCM,data:x]', server: 'ENC[AES256_GCM,data:y]' }, sops: { version: '3.8.1' } })),
      doc('c.yaml', secret('repo', { stringData: { url: 'https://github.com/example/infra.git' } }, { 'argocd.argoproj.io/secret-type': 'repository' })),
    ]);
    assert.deepEqual(
      found.map((s) => [s.secretName, s.data]),
      [
        ['prod', { name: 'prod-eu', server: 'https://prod.example.com', project: 'platform' }],
        ['sealed', undefined],
      ],
    );
  });
});
