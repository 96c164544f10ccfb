/** Flux and Argo CD objects decide what is rendered; Flux's clusters/<name>/ folders are clusters. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { inProcess } from '../helpers/cli.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

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

/** An Argo CD Application in argocd, its destination namespace its name; `spec`: its other spec lines. */
const applicationWith = (name: string, spec: string): string => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
${spec}  destination: {server: https://kubernetes.default.svc, namespace: ${name}}
`;

/** An Argo CD Application of this repository (github.com/example/gitops), its destination namespace its name. */
const application = (name: string, source: string): string =>
  applicationWith(name, `  source:\n    repoURL: https://github.com/example/gitops.git\n    targetRevision: HEAD\n${source}`);

/** A HelmRelease of a chart from a HelmRepository: a remote chart, never rendered here. */
const REMOTE_RELEASE = `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: podinfo, namespace: podinfo}
spec:
  interval: 1h
  chart:
    spec:
      chart: podinfo
      sourceRef: {kind: HelmRepository, name: podinfo}
`;

const TWO_CLUSTERS = {
  '.resizeguard.yaml': POOL_CONFIG,
  'clusters/production/apps.yaml': fluxKs('apps', './apps/production', '  targetNamespace: shop\n  postBuild:\n    substitute: {size: 300m}\n'),
  'clusters/staging/apps.yaml': fluxKs('apps', './apps/staging', '  postBuild:\n    substitute: {size: 200m}\n'),
  'apps/base/kustomization.yaml': 'resources: [web.yaml]\n',
  'apps/base/web.yaml': deployment('web', { cpu: '"${size:=100m}"' }),
  'apps/production/kustomization.yaml': 'resources: [../base]\npatches:\n- path: replicas.yaml\n',
  'apps/production/replicas.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 3}\n',
  'apps/staging/kustomization.yaml': 'resources: [../base]\n',
};

describe('Flux', () => {
  it('clusters/<name>/ folders are clusters: each simulated alone, every entry carrying its cluster', async () => {
    const { report } = await checkJson(await writeRepo(TWO_CLUSTERS));
    const byCluster = (c: string): string[] => report.placements.filter((p) => p.cluster === c).map((p) => `${p.pod.namespace}/${p.owner.name}`);
    assert.deepEqual(byCluster('production'), ['shop/web', 'shop/web', 'shop/web']);
    assert.deepEqual(byCluster('staging'), ['default/web']);
    assert.ok(report.findings.filter((f) => f.ruleId === 'priority/unset').every((f) => f.cluster !== undefined));
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.path, r.via]),
      [
        ['apps/production', 'Kustomization flux-system/apps'],
        ['apps/staging', 'Kustomization flux-system/apps'],
      ],
    );
    // Each cluster's pool nodes are its own: 2 nodes each.
    assert.equal(report.summary.nodes, 4);
  });

  it("a root both clusters' Kustomizations of one name render that fails: its not-rendered finding in each cluster, at each cluster's object", async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...TWO_CLUSTERS,
        'clusters/production/gateway.yaml': fluxKs('gateway', './gateway'),
        'clusters/staging/gateway.yaml': fluxKs('gateway', './gateway'),
        // .invalid never resolves (RFC 2606), with or without a network.
        'gateway/kustomization.yaml': 'resources:\n- https://example.invalid/org/gateway-api//config?ref=v1\n',
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'input/not-rendered')
        .map((f) => [f.cluster, f.file, f.line, f.severity, /\(for Kustomization flux-system\/gateway\)/.test(f.message)]),
      [
        ['production', 'clusters/production/gateway.yaml', 7, 'warning', true],
        ['staging', 'clusters/staging/gateway.yaml', 7, 'warning', true],
      ],
    );
  });

  it("a finding on a GitOps object each cluster's folder names alike goes to the cluster of the file it is in", async () => {
    const ks = (cluster: string): string => fluxKs('apps', `./apps/${cluster}`, `  postBuild:\n    substituteFrom: [{kind: Secret, name: vars-${cluster}}]\n`);
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/a/apps.yaml': ks('a'),
        'clusters/b/apps.yaml': ks('b'),
        'apps/a/web.yaml': deployment('web'),
        'apps/b/web.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.cluster} ${f.file}`),
      ['a clusters/a/apps.yaml', 'b clusters/b/apps.yaml'],
    );
  });

  it('the clusters/<name>/ folders may sit further down (kubernetes/clusters/<name>/)', async () => {
    const nested = Object.fromEntries(
      Object.entries(TWO_CLUSTERS).map(([file, text]) => [
        file === '.resizeguard.yaml' ? file : `kubernetes/${file}`,
        text.replace('./apps/', './kubernetes/apps/'),
      ]),
    );
    const { report } = await checkJson(await writeRepo(nested));
    assert.deepEqual(
      report.placements.map((p) => `${p.cluster}:${p.pod.namespace}/${p.owner.name}`),
      ['production:shop/web', 'production:shop/web', 'production:shop/web', 'staging:default/web'],
    );
  });

  it('a clusters/<name>/ folder whose kustomization lists its Flux objects is a cluster; a shared clusters/base/ they build on is none', async () => {
    const files: Record<string, string> = {
      ...TWO_CLUSTERS,
      'clusters/base/kustomization.yaml': 'resources: [source.yaml]\n',
      'clusters/base/source.yaml':
        'apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: flux-system, namespace: flux-system}\nspec: {interval: 1h, url: https://github.com/example/gitops.git, ref: {branch: main}}\n',
    };
    for (const cluster of ['production', 'staging']) files[`clusters/${cluster}/kustomization.yaml`] = 'resources: [../base, apps.yaml]\n';
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(
      report.placements.map((p) => `${p.cluster}:${p.pod.namespace}/${p.owner.name}`),
      ['production:shop/web', 'production:shop/web', 'production:shop/web', 'staging:default/web'],
    );
    assert.equal(report.summary.nodes, 4, 'two clusters of two nodes, no cluster "base"');
  });

  it('over several clusters, findings about rendering carry the clusters of the object or file they name, one per cluster', async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...TWO_CLUSTERS,
        'apps/base/kustomization.yaml': 'resources: [web.yaml, release.yaml]\n',
        'apps/base/release.yaml': REMOTE_RELEASE,
        'apps/staging/broken.yaml': 'a: [\n',
      }),
    );
    const notRendered = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      notRendered.map((f) => [f.cluster, f.file]),
      [
        ['production', 'apps/base/release.yaml'],
        ['staging', 'apps/base/release.yaml'],
      ],
    );
    // No finding of the run lacks its cluster; a run that simulated nothing says so for each cluster.
    assert.deepEqual(
      report.findings.filter((f) => f.cluster === undefined),
      [],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/nothing-simulated').map((f) => f.cluster),
      ['production', 'staging'],
    );
  });

  it("a Kustomization of an ExternalArtifact that its cluster's ArtifactGenerator copies from this repository renders that folder", async () => {
    const generator = (env: string): string => `apiVersion: source.extensions.fluxcd.io/v1beta1
kind: ArtifactGenerator
metadata: {name: flux-system, namespace: flux-system}
spec:
  sources:
  - {alias: monorepo, kind: GitRepository, name: flux-system}
  artifacts:
  - name: apps
    originRevision: "@monorepo"
    copy:
    - {from: "@monorepo/apps/base/**", to: "@artifact/base/"}
    - {from: "@monorepo/apps/${env}/**", to: "@artifact/${env}/"}
`;
    // The clusters' own Kustomizations (targetNamespace, postBuild), their source the artifact.
    const fromArtifact = (env: 'production' | 'staging'): string =>
      TWO_CLUSTERS[`clusters/${env}/apps.yaml`]
        .replace('sourceRef: {kind: GitRepository, name: flux-system}', 'sourceRef: {kind: ExternalArtifact, name: apps}')
        .replace('path: ./apps/', 'path: ./');
    const { report } = await checkJson(
      await writeRepo({
        ...TWO_CLUSTERS,
        'clusters/production/apps.yaml': fromArtifact('production'),
        'clusters/production/artifacts.yaml': generator('production'),
        'clusters/staging/apps.yaml': fromArtifact('staging'),
        'clusters/staging/artifacts.yaml': generator('staging'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.path, r.via]),
      [
        ['apps/production', 'Kustomization flux-system/apps'],
        ['apps/staging', 'Kustomization flux-system/apps'],
      ],
    );
    assert.equal(report.placements.filter((p) => p.cluster === 'production').length, 3);
    assert.equal(report.placements.filter((p) => p.cluster === 'staging').length, 1);
  });

  // Shape of xunholy/k8s-gitops: each app's folder copied by path into the same path (`from: "@repo/<dir>/"`,
  // `to: "@artifact/<dir>/"`, which makes `<dir>/<name>`), and the Kustomization's path `<dir>`.
  it('an ArtifactGenerator copy of a folder by its path puts the folder itself in the artifact; copies from an OCIRepository are named', async () => {
    const generator = `apiVersion: source.extensions.fluxcd.io/v1beta1
kind: ArtifactGenerator
metadata: {name: apps, namespace: flux-system}
spec:
  sources:
  - {alias: repo, kind: GitRepository, name: flux-system}
  - {alias: oci, kind: OCIRepository, name: manifests}
  artifacts:
  - name: web
    copy:
    - {from: "@repo/apps/staging/", to: "@artifact/apps/staging/"}
  - name: pushed
    copy:
    - {from: "@oci/apps/staging/", to: "@artifact/"}
`;
    const ks = (name: string, p: string): string =>
      fluxKs(name, p).replace('sourceRef: {kind: GitRepository, name: flux-system}', `sourceRef: {kind: ExternalArtifact, name: ${name}}`);
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/staging/apps.yaml': `${ks('web', './apps/staging')}---\n${ks('pushed', './staging')}`,
        'clusters/staging/artifacts.yaml': generator,
        'apps/staging/kustomization.yaml': 'resources: [web.yaml]\n',
        'apps/staging/web.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.path, r.via]),
      [['apps/staging', 'Kustomization flux-system/web']],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      [
        'Kustomization flux-system/pushed was not rendered: its source is the ExternalArtifact "pushed", which the ArtifactGenerator copies from the OCIRepository "flux-system/manifests", not from this repository; the objects it makes are not simulated',
      ],
    );
    assert.equal(report.placements.length, 1);
  });

  it('the Markdown report lists every finding of each cluster under it, those about rendering too', async () => {
    const repo = await writeRepo({
      ...TWO_CLUSTERS,
      'clusters/staging/release.yaml':
        'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: redis, namespace: flux-system}\nspec:\n  chart:\n    spec:\n      chart: redis\n      sourceRef: {kind: HelmRepository, name: bitnami}\n',
    });
    const { report } = await checkJson(repo);
    const md = await inProcess.run({ args: ['check', '.', '--format', 'markdown', '--fail-on', 'none'], cwd: repo });
    const section = (name: string): string => md.stdout.split('## Cluster ').find((p) => p.startsWith(`\`${name}\``)) ?? '';
    for (const f of report.findings.filter((x) => x.severity !== 'info'))
      assert.ok(section(f.cluster!).includes(`[${f.file}:${f.line}:${f.column}]`), `${f.cluster} ${f.ruleId} ${f.file}:${f.line}`);
    assert.match(section('staging'), /HelmRelease flux-system\/redis was not rendered/);
  });

  it('postBuild.substitute is applied to the render (with ${var:=default}); without it the text stays as written', async () => {
    const scenario = (ns: string, name: string): string =>
      `apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n  - target: {kind: Deployment, namespace: ${ns}, name: ${name}}\n    containers: [{name: app, resources: {requests: {cpu: "1"}}}]\n`;
    const { report } = await checkJson(
      await writeRepo({ ...TWO_CLUSTERS, 'clusters/production/grow.yaml': scenario('shop', 'web'), 'clusters/staging/grow.yaml': scenario('default', 'web') }),
    );
    const from = (cluster: string): string[] => report.resizes.filter((r) => r.cluster === cluster).map((r) => r.from['cpu']!);
    assert.deepEqual(from('production'), ['300m', '300m', '300m']);
    assert.deepEqual(from('staging'), ['200m']);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
  });

  it('postBuild.substituteFrom: the variables of ConfigMaps and Secrets, substitute on top; what cannot be read is said, its variables left to their defaults', async () => {
    const settings = (name: string, data: string, kind = 'ConfigMap'): string =>
      `apiVersion: v1\nkind: ${kind}\nmetadata: {name: ${name}, namespace: flux-system}\ndata:\n${data}`;
    const run = async (postBuild: string, files: Record<string, string> = {}): Promise<{ cpu: string[]; notes: [string, string][] }> => {
      const scenario =
        'apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n  - target: {kind: Deployment, namespace: default, name: web}\n    containers: [{name: app, resources: {requests: {cpu: "1"}}}]\n';
      const { report } = await checkJson(
        await writeRepo({
          '.resizeguard.yaml': POOL_CONFIG,
          'clusters/prod/apps.yaml': fluxKs('apps', './apps', `  postBuild:\n${postBuild}`),
          'apps/kustomization.yaml': 'resources: [web.yaml]\n',
          'apps/web.yaml': deployment('web', { cpu: '"${size:=100m}"' }),
          'clusters/prod/grow.yaml': scenario,
          ...files,
        }),
      );
      const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f): [string, string] => [f.severity, f.message]);
      return { cpu: report.resizes.map((r) => r.from['cpu']!), notes };
    };
    const vars = {
      'clusters/prod/settings.yaml': settings('cluster-settings', '  size: 300m\n'),
      'clusters/prod/secret.yaml': settings('cluster-secrets', `  size: ${Buffer.from('400m').toString('base64')}\n`, 'Secret'),
    };
    assert.deepEqual(await run('    substituteFrom: [{kind: ConfigMap, name: cluster-settings}]\n', vars), { cpu: ['300m'], notes: [] });
    assert.deepEqual((await run('    substituteFrom: [{kind: ConfigMap, name: cluster-settings}, {kind: Secret, name: cluster-secrets}]\n', vars)).cpu, [
      '400m',
    ]);
    assert.deepEqual((await run('    substitute: {size: 500m}\n    substituteFrom: [{kind: Secret, name: cluster-secrets}]\n', vars)).cpu, ['500m']);
    // Every newline of a value is dropped, inline or from a ConfigMap (a block scalar ends in one).
    const multiLine = { 'clusters/prod/settings.yaml': settings('cluster-settings', '  size: |\n    300m\n') };
    assert.deepEqual(await run('    substituteFrom: [{kind: ConfigMap, name: cluster-settings}]\n', multiLine), { cpu: ['300m'], notes: [] });
    assert.deepEqual(await run('    substitute:\n      size: |\n        6\n        00m\n'), { cpu: ['600m'], notes: [] });
    const missing = await run('    substituteFrom: [{kind: ConfigMap, name: nowhere}, {kind: Secret, name: later, optional: true}]\n');
    const said = (m: string): string => `Kustomization flux-system/apps: ${m}; the variables it gives are left to their defaults`;
    assert.deepEqual(missing, {
      cpu: ['100m'],
      notes: [
        [
          'warning',
          said(
            'its variables come from ConfigMap "flux-system/nowhere", which is not in the input (kustomize-controller fails the Kustomization until it exists)',
          ),
        ],
        ['info', said('the optional variables of Secret "flux-system/later" are not in the input (kustomize-controller goes on without them too)')],
      ],
    });
    // kustomize-controller substitutes only with a variable, or substituteStrategy: Always (SubstituteVariables: len(vars) > 0 || Always).
    assert.deepEqual((await run('    substitute: {}\n')).cpu, [], 'no variable: ${size:=100m} stays as written, a template left out');
    assert.deepEqual((await run('    substituteStrategy: Always\n')).cpu, ['100m']);
    assert.deepEqual(
      (await run('    substituteFrom: [{kind: ConfigMap, name: empty}]\n', { 'clusters/prod/empty.yaml': settings('empty', '  {}\n') })).cpu,
      [],
    );
    const sops =
      'apiVersion: v1\nkind: Secret\nmetadata: {name: enc, namespace: flux-system}\nstringData:\n  size: ENC[AES256_GCM,data:abc=]\nsops: {version: 3.8.1}\n';
    // A source that cannot be read at all: an info at the reference, and a warning at the Secret, said once (below).
    const unreadable = (named: string, why: string): string =>
      `${named} ${why}, so its keys cannot be read here: the Flux Kustomizations and HelmReleases that read it (postBuild.substituteFrom, valuesFrom) render without them, as an info at each reference says`;
    assert.deepEqual((await run('    substituteFrom: [{kind: Secret, name: enc}]\n', { 'clusters/prod/enc.yaml': sops })).notes, [
      ['info', said('the variables of Secret "flux-system/enc" are encrypted (SOPS), so they cannot be read here')],
      ['warning', unreadable('Secret "enc"', 'is encrypted (SOPS)')],
    ]);
    // A Secret an ExternalSecret (or a SealedSecret) makes in the cluster exists there, its values elsewhere.
    const external =
      'apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata: {name: vars, namespace: flux-system}\nspec:\n  secretStoreRef: {kind: ClusterSecretStore, name: vault}\n  target: {name: cluster-vars}\n';
    const sealed =
      'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata: {name: sealed, namespace: flux-system}\nspec: {encryptedData: {size: AgB4}}\n';
    // A ClusterExternalSecret makes its Secret in the namespaces it selects.
    const clusterWide =
      'apiVersion: external-secrets.io/v1\nkind: ClusterExternalSecret\nmetadata: {name: everywhere}\nspec:\n  namespaceSelectors: [{matchLabels: {}}]\n  externalSecretSpec: {target: {name: shared}}\n';
    const made = await run('    substituteFrom: [{kind: Secret, name: cluster-vars}, {kind: Secret, name: sealed}, {kind: Secret, name: shared}]\n', {
      'clusters/prod/es.yaml': external,
      'clusters/prod/sealed.yaml': sealed,
      'clusters/prod/ces.yaml': clusterWide,
    });
    assert.deepEqual(made.notes, [
      [
        'info',
        said('the variables of Secret "flux-system/cluster-vars" are made in the cluster by ExternalSecret "flux-system/vars", so they cannot be read here'),
      ],
      ['info', said('the variables of Secret "flux-system/sealed" are made in the cluster by SealedSecret "flux-system/sealed", so they cannot be read here')],
      ['info', said('the variables of Secret "flux-system/shared" are made in the cluster by ClusterExternalSecret "everywhere", so they cannot be read here')],
      ['warning', unreadable('Secret "shared"', 'is made in the cluster by ClusterExternalSecret "everywhere"')],
      ['warning', unreadable('Secret "cluster-vars"', 'is made in the cluster by ExternalSecret "vars"')],
      ['warning', unreadable('Secret "sealed"', 'is made in the cluster by SealedSecret "sealed"')],
    ]);
  });

  it("a Secret many Kustomizations read and none can (SOPS) is one warning at it and an info at each reference (bjw-s-labs/home-ops' cluster-secrets: 95 warnings before)", async () => {
    const sops =
      'apiVersion: v1\nkind: Secret\nmetadata: {name: cluster-secrets, namespace: flux-system}\nstringData:\n  size: ENC[AES256_GCM,data:abc=]\nsops: {version: 3.8.1}\n';
    const reads = '  postBuild:\n    substituteFrom: [{kind: Secret, name: cluster-secrets}]\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/vars/cluster-secrets.sops.yaml': sops,
        'clusters/prod/a.yaml': fluxKs('a', './apps/a', reads),
        'clusters/prod/b.yaml': fluxKs('b', './apps/b', reads),
        'clusters/prod/c.yaml': fluxKs('c', './apps/c', reads),
        'apps/a/web.yaml': deployment('a', { cpu: '"${size:=100m}"' }),
        'apps/b/web.yaml': deployment('b', { cpu: '"${size:=100m}"' }),
        'apps/c/web.yaml': deployment('c', { cpu: '"${size:=100m}"' }),
      }),
    );
    const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}:${f.line}`);
    assert.deepEqual(notes, [
      'info clusters/prod/a.yaml:12',
      'info clusters/prod/b.yaml:12',
      'info clusters/prod/c.yaml:12',
      'warning clusters/prod/vars/cluster-secrets.sops.yaml:1',
    ]);
    // Every Deployment renders with its default.
    assert.equal(report.placements.length, 3);
    // One file, the Secret of every namespace whose kustomization lists it (Diaoul/home-ops' sops component, 13 namespaces): one warning.
    const perNamespace = (ns: string): Record<string, string> => ({
      [`apps/${ns}/kustomization.yaml`]: `namespace: ${ns}\nresources: [../../common/cluster-secrets.sops.yaml, ks.yaml]\n`,
      [`apps/${ns}/ks.yaml`]: fluxKs(`web-${ns}`, `./web/${ns}`, reads),
      [`web/${ns}/web.yaml`]: deployment(`web-${ns}`, { cpu: '"${size:=100m}"' }),
    });
    const shared = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/apps.yaml': fluxKs('apps', './apps'),
        'apps/kustomization.yaml': 'resources: [a, b]\n',
        'common/cluster-secrets.sops.yaml': sops.replace('namespace: flux-system', 'namespace: placeholder'),
        ...perNamespace('a'),
        ...perNamespace('b'),
      }),
    );
    assert.deepEqual(
      shared.report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}`),
      ['info apps/a/ks.yaml', 'info apps/b/ks.yaml', 'warning common/cluster-secrets.sops.yaml'],
    );
    // So is an ExternalSecret every namespace's kustomization lists (budimanjojo/home-cluster's envsubst
    // component: 9 warnings before, each naming the maker in its own namespace).
    const external =
      'apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata: {name: vars}\nspec:\n  secretStoreRef: {kind: ClusterSecretStore, name: vault}\n  target: {name: cluster-secrets}\n';
    const made = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/apps.yaml': fluxKs('apps', './apps'),
        'apps/kustomization.yaml': 'resources: [a, b]\n',
        'common/external-secret.yaml': external,
        ...Object.fromEntries(
          Object.entries({ ...perNamespace('a'), ...perNamespace('b') }).map(([f, text]) => [
            f,
            text.replace('cluster-secrets.sops.yaml', 'external-secret.yaml'),
          ]),
        ),
      }),
    );
    assert.deepEqual(
      made.report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}`),
      ['info apps/a/ks.yaml', 'info apps/b/ks.yaml', 'warning common/external-secret.yaml'],
    );
    const [atA, , atSecret] = made.report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message);
    assert.match(atSecret!, /^Secret "cluster-secrets" is made in the cluster by ExternalSecret "vars", so/);
    assert.match(atA!, /Secret "a\/cluster-secrets" are made in the cluster by ExternalSecret "a\/vars"/);
    // A ClusterExternalSecret's Secret read from two namespaces: one warning too (ahgraber/homelab-gitops-k3s: 17 namespaces).
    const clusterWide =
      'apiVersion: external-secrets.io/v1\nkind: ClusterExternalSecret\nmetadata: {name: onepassword}\nspec:\n  namespaceSelectors: [{matchLabels: {}}]\n  externalSecretSpec: {target: {name: cluster-secrets}}\n';
    const inNamespace = (ns: string): string => fluxKs(ns, './apps/a', reads).replace('namespace: flux-system', `namespace: ${ns}`);
    const wide = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/ces.yaml': clusterWide,
        'clusters/prod/a.yaml': inNamespace('team-a'),
        'clusters/prod/b.yaml': inNamespace('team-b'),
        'apps/a/web.yaml': deployment('a', { cpu: '"${size:=100m}"' }),
      }),
    );
    assert.deepEqual(
      wide.report.findings.filter((f) => f.ruleId === 'input/not-rendered' && f.severity === 'warning').map((f) => `${f.file}: ${f.message}`),
      [
        'clusters/prod/ces.yaml: Secret "cluster-secrets" is made in the cluster by ClusterExternalSecret "onepassword", so its keys cannot be read here: the Flux Kustomizations and HelmReleases that read it (postBuild.substituteFrom, valuesFrom) render without them, as an info at each reference says',
      ],
    );
  });

  it('config clusters: name the folders of each cluster', async () => {
    const config = `clusters:\n  - name: prod\n    paths: [clusters/production]\n    nodePools: [{name: big, count: 1, allocatable: {cpu: "64", memory: 256Gi}}]\n  - name: stage\n    paths: [clusters/staging]\n${POOL_CONFIG}`;
    const { report } = await checkJson(await writeRepo({ ...TWO_CLUSTERS, '.resizeguard.yaml': config }));
    assert.deepEqual([...new Set(report.placements.map((p) => `${p.cluster}:${p.node}`))].sort(), ['prod:big-0', 'stage:pool-0']);
  });

  it('a HelmRelease of a remote chart is one input/not-rendered warning and counted as not simulated', async () => {
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'apps/podinfo/release.yaml': REMOTE_RELEASE, 'apps/web.yaml': deployment('web') }),
    );
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      bad.map((f) => [f.severity, f.file, f.line]),
      [['warning', 'apps/podinfo/release.yaml', 7]],
    );
    assert.match(bad[0]!.message, /HelmRelease podinfo\/podinfo was not rendered: its chart "podinfo" comes from the HelmRepository "podinfo", a remote chart/);
    assert.deepEqual(report.coverage.notSimulated, [
      { kind: 'helm.toolkit.fluxcd.io/HelmRelease', count: 1, reason: 'its source is not rendered (input/not-rendered says why)' },
    ]);
  });

  it('a HelmRelease of a chart in this repository is rendered with its values and release name', async () => {
    const chart = {
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\n',
      'charts/web/templates/d.yaml': deployment('{{ .Release.Name }}', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
    };
    const release =
      'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: web, namespace: team}\nspec:\n  chart:\n    spec:\n      chart: ./charts/web\n      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n  values: {replicas: 2}\n';
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, ...chart, 'deploy/release.yaml': release }));
    assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'charts/web', objects: 1, via: 'HelmRelease team/web' }]);
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['team/web', 'team/web'],
    );
  });

  it("a HelmRelease's chartRef to a HelmChart of this repository renders that chart with the HelmChart's valuesFiles in order, then the release's values", async () => {
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\ncpu: 100m\n',
      'charts/web/values-prod.yaml': 'replicas: 5\n',
      'charts/web/templates/d.yaml': deployment('{{ .Release.Name }}', { replicas: 0, cpu: '{{ .Values.cpu }}' }).replace(
        'replicas: 0',
        'replicas: {{ .Values.replicas }}',
      ),
      'deploy/grow.yaml':
        'apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n  - target: {kind: Deployment, namespace: apps, name: web}\n    containers: [{name: app, resources: {requests: {cpu: 300m}}}]\n',
    };
    const helmChart = (sourceRef: string): string =>
      `apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmChart\nmetadata: {name: web, namespace: apps}\nspec:\n  interval: 10m\n  chart: ./charts/web\n  sourceRef: ${sourceRef}\n  valuesFiles: [./charts/web/values.yaml, ./charts/web/values-prod.yaml]\n`;
    const release = (chartRef: string): string =>
      `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: web, namespace: apps}\nspec:\n  interval: 10m\n  chartRef: ${chartRef}\n  values: {cpu: 200m}\n`;
    const thisRepository = helmChart('{kind: GitRepository, name: flux-system}');
    const { report } = await checkJson(
      await writeRepo({ ...files, 'deploy/release.yaml': `${thisRepository}---\n${release('{kind: HelmChart, name: web}')}` }),
    );
    assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'charts/web', objects: 1, via: 'HelmRelease apps/web' }]);
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      Array<string>(5).fill('apps/web'),
    );
    assert.deepEqual([...new Set(report.resizes.map((r) => r.from['cpu']))], ['200m']);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );

    const notRendered = async (release: string): Promise<string[]> => {
      const { report } = await checkJson(await writeRepo({ ...files, 'deploy/release.yaml': release }));
      return report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message);
    };
    const other =
      'apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: flux-system, namespace: flux-system}\nspec: {url: https://github.com/acme/fleet, ref: {branch: main}}\n---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: other, namespace: apps}\nspec: {url: https://github.com/acme/other, ref: {branch: main}}\n';
    const said = (why: string): string => `HelmRelease apps/web was not rendered: its chart comes from ${why}; the objects it makes are not simulated`;
    assert.deepEqual(
      [
        ...(await notRendered(`${helmChart('{kind: HelmRepository, name: podinfo}')}---\n${release('{kind: HelmChart, name: web, namespace: apps}')}`)),
        ...(await notRendered(`${other}---\n${helmChart('{kind: GitRepository, name: other}')}---\n${release('{kind: HelmChart, name: web}')}`)),
        ...(await notRendered(release('{kind: HelmChart, name: web, namespace: flux-system}'))),
        ...(await notRendered(release('{kind: OCIRepository, name: web}'))),
      ],
      [
        said('the HelmChart "apps/web", which builds its chart "./charts/web" from the HelmRepository "podinfo", a remote chart'),
        said('the HelmChart "apps/web", whose source is another repository (https://github.com/acme/other)'),
        said('the HelmChart "flux-system/web", which the input does not define'),
        said('the OCIRepository "web", a chart outside this repository'),
      ],
    );
  });

  it("spec.patches are applied to the Kustomization's render (a strategic merge patch, a JSON 6902 patch with a target)", async () => {
    const patches = `  patches:
    - patch: |
        apiVersion: apps/v1
        kind: Deployment
        metadata: {name: web}
        spec: {replicas: 3}
    - patch: |
        - {op: replace, path: /spec/replicas, value: 4}
      target: {kind: Deployment, name: api}
`;
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'clusters/prod/apps.yaml': fluxKs('apps', './apps', patches),
      'apps/kustomization.yaml': 'resources: [web.yaml, api.yaml]\n',
      'apps/web.yaml': deployment('web'),
      'apps/api.yaml': deployment('api'),
    };
    const { report } = await checkJson(await writeRepo(files));
    const count = (name: string): number => report.placements.filter((p) => p.owner.name === name).length;
    assert.deepEqual([count('web'), count('api')], [3, 4]);
  });

  it("flux bootstrap's layout: each cluster's flux-system Kustomization renders the folder that holds it, and that cluster keeps what it renders", async () => {
    const bootstrap = (cluster: string): Record<string, string> => ({
      [`clusters/${cluster}/flux-system/gotk-sync.yaml`]: `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 1m, url: ssh://git@github.com/example/fleet, ref: {branch: main}}
---
${fluxKs('flux-system', `./clusters/${cluster}`)}`,
      [`clusters/${cluster}/flux-system/kustomization.yaml`]: 'resources: [gotk-sync.yaml]\n',
      [`clusters/${cluster}/apps.yaml`]: fluxKs('apps', `./apps/${cluster}`),
      [`apps/${cluster}/kustomization.yaml`]: 'resources: [web.yaml]\n',
    });
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        ...bootstrap('production'),
        ...bootstrap('staging'),
        'apps/production/web.yaml': deployment('web', { replicas: 3 }),
        'apps/staging/web.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.placements.map((p) => `${p.cluster}:${p.owner.name}`),
      ['production:web', 'production:web', 'production:web', 'staging:web'],
    );
  });

  it('two folders each with a Kustomization of one name render one root differently: alternatives (an info), not a duplicate within one render', async () => {
    const sync = (host: string): string => fluxKs('app', './app', `  postBuild:\n    substitute: {host: ${host}}\n`);
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'flux/dev/sync.yaml': sync('dev.example.com'),
        'flux/prod/sync.yaml': sync('prod.example.com'),
        'app/kustomization.yaml': 'resources: [cm.yaml, web.yaml]\n',
        'app/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings, namespace: default}\ndata:\n  host: ${host}\n',
        'app/web.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object').map((f) => [f.severity, f.file, f.message.split(';')[0]]),
      [
        [
          'info',
          'app/cm.yaml',
          'app (kustomize for Kustomization flux-system/app in flux/dev/sync.yaml) and app (kustomize for Kustomization flux-system/app in flux/prod/sync.yaml) both define an object with different content (ConfigMap/default/settings)',
        ],
        ['info', 'flux/prod/sync.yaml', 'flux/dev and flux/prod both define an object with different content (Kustomization/flux-system/app)'],
      ],
    );
  });

  it("a Kustomization whose path lists its own file, applied by a parent that patches it: the parent's copy renders, once", async () => {
    // The parent adds spec.patches to the child; the child's own render holds it without them.
    const parentPatch = `  patches:
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
            spec: {replicas: 3}
`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'flux/apps.yaml': fluxKs('apps', './apps', parentPatch),
        'apps/kustomization.yaml': 'resources: [web/ks.yaml]\n',
        'apps/web/ks.yaml': fluxKs('web', './apps/web'),
        'apps/web/kustomization.yaml': 'resources: [ks.yaml, web.yaml]\n',
        'apps/web/web.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object').map((f) => [f.severity, f.file]),
      [['info', 'apps/web/ks.yaml']],
    );
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['web', 'web', 'web'],
    );
  });

  it('of two roots defining one object differently, the copy a Flux Kustomization renders is simulated, not that of a root nothing applies', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'flux/web.yaml': fluxKs('web', './apps/web-large'),
        'apps/web-large/kustomization.yaml': 'resources: [web.yaml]\n',
        'apps/web-large/web.yaml': deployment('web', { replicas: 3 }),
        // Sorts first by content: it would be the copy simulated.
        'apps/web-small/kustomization.yaml': 'resources: [web.yaml]\n',
        'apps/web-small/web.yaml': deployment('web', { replicas: 1 }),
      }),
    );
    assert.equal(report.placements.length, 3);
    assert.match(
      report.findings.find((f) => f.ruleId === 'input/duplicate-object')?.message ?? '',
      /so each object is simulated once, the copy a GitOps object applies;/,
    );
  });

  it('a folder a GitOps object renders as it is (a Flux path without a kustomization, an Argo CD directory source) is no unlisted file of the root above it', async () => {
    const app = application('foo', '    path: apps/foo/app\n');
    for (const [file, text] of [
      ['apps/foo/ks.yaml', fluxKs('foo', './apps/foo/app')],
      ['apps/foo/application.yaml', app],
    ] as const) {
      const { report } = await checkJson(
        await writeRepo({
          '.resizeguard.yaml': POOL_CONFIG,
          'apps/foo/kustomization.yaml': `resources: [${path.basename(file)}]\n`,
          [file]: text,
          'apps/foo/app/web.yaml': deployment('web'),
        }),
      );
      assert.equal(report.placements.length, 1, file);
      assert.deepEqual(
        report.findings.filter((f) => f.ruleId === 'coverage/unlisted'),
        [],
        file,
      );
    }
  });

  it("spec.components go into the root's own kustomization, as kustomize-controller writes them: the root's patches see what a component adds", async () => {
    const db = deployment('db');
    const patch =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: db}\nspec:\n  template:\n    spec:\n      containers:\n      - {name: app, resources: {requests: {cpu: 500m}, limits: {cpu: "1"}}}\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/web.yaml': fluxKs('web', './apps/web', '  targetNamespace: web\n  components: [../../components/db]\n'),
        'apps/web/kustomization.yaml': 'resources: [web.yaml]\npatches:\n- path: db-patch.yaml\n',
        'apps/web/web.yaml': deployment('web'),
        'apps/web/db-patch.yaml': patch,
        'components/db/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources: [db.yaml]\n',
        'components/db/db.yaml': db,
      }),
      ['.', '--scenario', 'limits'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
    // The component's Deployment, patched by the root, its findings at the component's file.
    assert.deepEqual(
      report.resizes.filter((r) => r.pod.name.startsWith('db-')).map((r) => [r.pod.namespace, r.from['cpu']]),
      [['web', '500m']],
    );
    assert.ok(report.findings.some((f) => f.file === 'components/db/db.yaml'));
  });

  it('a root that reads a patch from beside its folder builds as kustomize-controller builds it (LoadRestrictionsNone); rendered on its own, a warning', async () => {
    const sync = `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 1m, url: https://github.com/example/fleet, ref: {branch: main}}
---
${fluxKs('flux-system', './clusters/prod')}`;
    const shared = 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 2}\n';
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      // flux bootstrap's own root, patched from a folder the clusters share.
      'clusters/prod/flux-system/gotk-sync.yaml': sync,
      'clusters/prod/flux-system/kustomization.yaml': 'resources: [gotk-sync.yaml]\npatches:\n- path: ../../_patches/interval.yaml\n',
      'clusters/_patches/interval.yaml':
        'apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: flux-system, namespace: flux-system}\nspec: {interval: 5m}\n',
      'clusters/prod/apps/web.yaml': deployment('web'),
    };
    const bootstrap = (await checkJson(await writeRepo(files))).report;
    assert.deepEqual(
      bootstrap.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['default/web'],
    );
    assert.deepEqual(
      bootstrap.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
    // A root no GitOps object reaches, patched the same way.
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'other/kustomization.yaml': 'resources: [web.yaml]\npatches:\n- path: ../shared/replicas.yaml\n',
        'other/web.yaml': deployment('web'),
        'shared/replicas.yaml': shared,
      }),
    );
    assert.equal(report.placements.length, 2);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => [f.severity, f.file, f.message]),
      [
        [
          'warning',
          'other/kustomization.yaml',
          'Kustomize root "other" reads "shared/replicas.yaml" from outside its folder, which `kustomize build` and `kubectl apply -k` refuse (the load restrictor); it is rendered as kustomize-controller builds every root, with --load-restrictor LoadRestrictionsNone, as Argo CD does when its kustomize.buildOptions say so',
        ],
      ],
    );
  });

  describe('a HelmRelease takes values from ConfigMaps and Secrets (spec.valuesFrom), then spec.values on top', () => {
    const chart = {
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\n',
      'charts/web/templates/d.yaml': deployment('{{ .Release.Name }}', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
    };
    const release = (valuesFrom: string, values = ''): string =>
      `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: web, namespace: team}\nspec:\n  chart:\n    spec:\n      chart: ./charts/web\n      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n  valuesFrom:\n${valuesFrom}${values}`;
    const configMap = (name: string, data: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}, namespace: team}\ndata:\n${data}`;
    const run = async (files: Record<string, string>): Promise<{ replicas: number; notes: [string, string][] }> => {
      const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, ...chart, ...files }));
      const placed = report.placements.filter((p) => p.owner.name === 'web');
      const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f): [string, string] => [f.severity, f.message]);
      return { replicas: placed.length, notes };
    };

    it("in list order, spec.values last; a Secret's data is base64, its stringData plain", async () => {
      const secret = `apiVersion: v1\nkind: Secret\nmetadata: {name: web-secret, namespace: team}\ndata:\n  values.yaml: ${Buffer.from('replicas: 4\n').toString('base64')}\n`;
      const refs = '  - {kind: ConfigMap, name: web-values}\n  - {kind: Secret, name: web-secret}\n';
      const files = { 'deploy/cm.yaml': configMap('web-values', '  values.yaml: |\n    replicas: 3\n'), 'deploy/secret.yaml': secret };
      assert.equal((await run({ ...files, 'deploy/release.yaml': release(refs) })).replicas, 4);
      assert.equal((await run({ ...files, 'deploy/release.yaml': release(refs, '  values: {replicas: 2}\n') })).replicas, 2);
      const firstOnly = await run({ ...files, 'deploy/release.yaml': release('  - {kind: ConfigMap, name: web-values}\n') });
      assert.deepEqual([firstOnly.replicas, firstOnly.notes], [3, []]);
      const keyed = await run({
        'deploy/cm.yaml': configMap('web-values', '  custom.yaml: |\n    replicas: 5\n'),
        'deploy/release.yaml': release('  - {kind: ConfigMap, name: web-values, valuesKey: custom.yaml}\n'),
      });
      assert.equal(keyed.replicas, 5);
    });

    it("spec.postRenderers' kustomize patches are applied to the chart's output; its objects still point at their templates", async () => {
      const postRenderers = `  postRenderers:
    - kustomize:
        patches:
          - target: {kind: Deployment, name: web}
            patch: |
              - {op: replace, path: /spec/replicas, value: 3}
        patchesStrategicMerge:
          - apiVersion: apps/v1
            kind: Deployment
            metadata: {name: web}
            spec: {template: {spec: {containers: [{name: app, resources: {requests: {cpu: 250m}}}]}}}
`;
      const { report } = await checkJson(
        await writeRepo({
          '.resizeguard.yaml': POOL_CONFIG,
          ...chart,
          'deploy/release.yaml': release('', postRenderers).replace('  valuesFrom:\n', ''),
          'deploy/grow.yaml':
            'apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n  - target: {kind: Deployment, namespace: team, name: web}\n    containers: [{name: app, resources: {requests: {cpu: "1"}}}]\n',
        }),
      );
      assert.equal(report.placements.filter((p) => p.owner.name === 'web').length, 3);
      assert.deepEqual([...new Set(report.resizes.map((r) => r.from['cpu']))], ['250m']);
      const unset = report.findings.find((f) => f.ruleId === 'priority/unset');
      assert.equal(unset?.file, 'charts/web/templates/d.yaml');
    });

    it("a targetPath sets its key's data at the path as helm --set does (typed, quoted a string), in list order, spec.values last", async () => {
      // The shape of a home-ops release taking one setting from a cluster ConfigMap (ReplacePathValue).
      const files = { 'deploy/cm.yaml': configMap('web-values', '  count: "4"\n  quoted: "\'6\'"\n  values.yaml: "replicas: 3"\n') };
      const at = (refs: string, values = ''): Promise<{ replicas: number; notes: [string, string][] }> =>
        run({ ...files, 'deploy/release.yaml': release(refs, values) });
      assert.deepEqual(await at('  - {kind: ConfigMap, name: web-values, valuesKey: count, targetPath: replicas}\n'), { replicas: 4, notes: [] });
      // After a whole values file: the later reference wins; spec.values are merged over both.
      assert.equal(
        (await at('  - {kind: ConfigMap, name: web-values}\n  - {kind: ConfigMap, name: web-values, valuesKey: count, targetPath: replicas}\n')).replicas,
        4,
      );
      assert.equal((await at('  - {kind: ConfigMap, name: web-values, valuesKey: count, targetPath: replicas}\n', '  values: {replicas: 2}\n')).replicas, 2);
      // '6' is the string "6", which the template writes unquoted: 6 replicas.
      assert.equal((await at('  - {kind: ConfigMap, name: web-values, valuesKey: quoted, targetPath: replicas}\n')).replicas, 6);
    });

    it('what cannot be read is said at its reference, and the chart is rendered with the rest', async () => {
      const sops =
        'apiVersion: v1\nkind: Secret\nmetadata: {name: enc, namespace: team}\nstringData:\n  values.yaml: ENC[AES256_GCM,data:abc=]\nsops: {version: 3.8.1}\n';
      const refs = [
        '  - {kind: ConfigMap, name: missing}',
        '  - {kind: ConfigMap, name: maybe, optional: true}',
        '  - {kind: Secret, name: enc}',
        '  - {kind: ConfigMap, name: web-values, valuesKey: other.yaml}',
        "  - {kind: ConfigMap, name: web-values, targetPath: 'replicas[0]'}",
        '  - {kind: Secret, name: from-vault}',
        '',
      ].join('\n');
      const r = await run({
        'deploy/cm.yaml': configMap('web-values', '  values.yaml: "replicas: 3"\n'),
        'deploy/enc.yaml': sops,
        'deploy/es.yaml': 'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata: {name: from-vault, namespace: team}\nspec: {}\n',
        'deploy/release.yaml': release(refs),
      });
      assert.equal(r.replicas, 1);
      const said = (m: string): string => `HelmRelease team/web: ${m}; the chart is rendered without them`;
      // A source that cannot be read at all is a warning at it (deploy/enc.yaml, deploy/es.yaml), an info at the reference.
      const unreadable = (named: string, why: string): string =>
        `${named} ${why}, so its keys cannot be read here: the Flux Kustomizations and HelmReleases that read it (postBuild.substituteFrom, valuesFrom) render without them, as an info at each reference says`;
      assert.deepEqual(r.notes, [
        ['warning', unreadable('Secret "enc"', 'is encrypted (SOPS)')],
        ['warning', unreadable('Secret "from-vault"', 'is made in the cluster by ExternalSecret "from-vault"')],
        ['warning', said('its values come from ConfigMap "team/missing", which is not in the input (helm-controller fails the release until it exists)')],
        ['info', said('the optional values of ConfigMap "team/maybe" are not in the input (helm-controller goes on without them too)')],
        ['info', said('the values of Secret "team/enc" are encrypted (SOPS), so they cannot be read here')],
        ['warning', said('ConfigMap "team/web-values" has no key "other.yaml" (helm-controller fails the release)')],
        ['warning', said('the values of ConfigMap "team/web-values" go to targetPath "replicas[0]" in a shape of helm\'s --set syntax not read here')],
        ['info', said('the values of Secret "team/from-vault" are made in the cluster by ExternalSecret "team/from-vault", so they cannot be read here')],
      ]);
    });

    it('a key is read as helm-controller reads values (Helm ReadValues): a key given twice is the last one, a merge key applied; not a map, a warning', async () => {
      // helm template -f of each text: 4 replicas; 5; helm refuses the list.
      const read = (text: string) =>
        run({
          'deploy/cm.yaml': configMap('web-values', `  values.yaml: |\n${text.replace(/^/gm, '    ')}\n`),
          'deploy/release.yaml': release('  - {kind: ConfigMap, name: web-values}\n'),
        });
      const twice = await read('replicas: 1\nreplicas: 4');
      assert.deepEqual([twice.replicas, twice.notes], [4, []]);
      const merged = await read('defaults: &d\n  replicas: 5\n<<: *d');
      assert.deepEqual([merged.replicas, merged.notes], [5, []]);
      const list = await read('- replicas: 3');
      assert.deepEqual(
        [list.replicas, list.notes],
        [
          1,
          [
            [
              'warning',
              'HelmRelease team/web: key "values.yaml" of ConfigMap "team/web-values" is not a YAML map of values: it is a list, not a map of values (helm-controller fails the release); the chart is rendered without them',
            ],
          ],
        ],
      );
    });

    it('a ConfigMap a Kustomize configMapGenerator makes beside the HelmRelease is read; of copies per cluster folder, the nearest', async () => {
      const kustomization =
        'resources: [release.yaml]\nnamespace: team\nconfigMapGenerator:\n- name: web-values\n  files: [values.yaml]\ngeneratorOptions: {disableNameSuffixHash: true}\n';
      const r = await run({
        'apps/web/kustomization.yaml': kustomization,
        'apps/web/values.yaml': 'replicas: 3\n',
        'apps/web/release.yaml': release('  - {kind: ConfigMap, name: web-values}\n'),
      });
      assert.deepEqual([r.replicas, r.notes], [3, []]);
      const twoClusters = await run({
        'clusters/a/cm.yaml': configMap('web-values', '  values.yaml: "replicas: 2"\n'),
        'clusters/b/cm.yaml': configMap('web-values', '  values.yaml: "replicas: 5"\n'),
        'clusters/b/release.yaml': release('  - {kind: ConfigMap, name: web-values}\n'),
      });
      assert.equal(twoClusters.replicas, 5);
    });
  });
});

describe('Flux: which GitRepository is this repository as checked out', () => {
  const gitRepository = (namespace: string, name: string, url: string, ref = ''): string =>
    `apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: ${name}, namespace: ${namespace}}\nspec:\n  interval: 1m\n  url: ${url}\n${ref}`;
  const BOOTSTRAP = gitRepository('flux-system', 'flux-system', 'ssh://git@github.com:22/acme/fleet', '  ref: {branch: main}\n');
  const appsKs = fluxKs('apps', './apps').replace('name: flux-system}', 'name: apps}');
  const repo = (source: string | undefined, extra: Record<string, string> = {}): Record<string, string> => ({
    '.resizeguard.yaml': POOL_CONFIG,
    'clusters/prod/apps.yaml': appsKs,
    ...(source === undefined ? {} : { 'clusters/prod/source.yaml': source }),
    'apps/kustomization.yaml': 'resources: [web.yaml]\n',
    'apps/web.yaml': deployment('web'),
    ...extra,
  });
  const outcome = async (files: Record<string, string>): Promise<{ rendered: string[]; notRendered: string[] }> => {
    const { report } = await checkJson(await writeRepo(files));
    return {
      // Renders through a Flux object (a folder no object renders is then rendered on its own).
      rendered: report.coverage.rendered.filter((r) => r.via !== undefined).map((r) => `${r.path} via ${r.via}`),
      notRendered: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
    };
  };

  it("the bootstrap repository's URL (another spelling of it) at the same branch is this repository: rendered", async () => {
    const same = gitRepository('flux-system', 'apps', 'https://GitHub.com/acme/fleet.git/', '  ref: {branch: main}\n');
    assert.deepEqual(await outcome(repo(`${BOOTSTRAP}---\n${same}`)), { rendered: ['apps via Kustomization flux-system/apps'], notRendered: [] });
  });

  it('the same URL at another branch is other content: not rendered, and the finding names both branches', async () => {
    const staging = gitRepository('flux-system', 'apps', 'https://github.com/acme/fleet', '  ref: {branch: staging}\n');
    const { rendered, notRendered } = await outcome(repo(`${BOOTSTRAP}---\n${staging}`));
    assert.deepEqual(rendered, []);
    assert.deepEqual(notRendered, [
      'Kustomization flux-system/apps was not rendered: its source is the branch staging of this repository, not the branch main that GitRepository flux-system/flux-system follows; the objects it makes are not simulated',
    ]);
  });

  it('a GitRepository without spec.ref follows the master branch; a tag, semver range, name or commit outranks a branch', async () => {
    const master = await outcome(repo(`${BOOTSTRAP}---\n${gitRepository('flux-system', 'apps', 'ssh://git@github.com/acme/fleet')}`));
    assert.match(master.notRendered[0]!, /its source is the branch master of this repository, not the branch main/);
    const refs: [string, string][] = [
      ['{branch: main, tag: v1.2.0}', 'tag v1.2.0'],
      ['{branch: main, tag: v1.2.0, semver: ">=1.0.0"}', 'semver range >=1.0.0'],
      ['{branch: main, semver: ">=1.0.0", name: refs/pull/1/head}', 'reference refs/pull/1/head'],
      ['{branch: main, name: refs/heads/dev}', 'branch dev'],
      ['{name: refs/tags/v1.2.0}', 'tag v1.2.0'],
      ['{branch: main, name: refs/heads/main, commit: 0123abc}', 'commit 0123abc'],
    ];
    for (const [ref, phrase] of refs) {
      const { notRendered } = await outcome(
        repo(`${BOOTSTRAP}---\n${gitRepository('flux-system', 'apps', 'ssh://git@github.com/acme/fleet', `  ref: ${ref}\n`)}`),
      );
      assert.match(notRendered[0] ?? '', new RegExp(`its source is the ${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} of this repository`), ref);
    }
  });

  it('another URL is another repository; a HelmRelease chart from it too', async () => {
    const other = gitRepository('flux-system', 'apps', 'https://github.com/acme/other', '  ref: {branch: main}\n');
    const release =
      'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: web, namespace: team}\nspec:\n  chart:\n    spec:\n      chart: ./charts/web\n      sourceRef: {kind: GitRepository, name: apps, namespace: flux-system}\n';
    const { rendered, notRendered } = await outcome(repo(`${BOOTSTRAP}---\n${other}`, { 'clusters/prod/release.yaml': release }));
    assert.deepEqual(rendered, []);
    assert.deepEqual(notRendered, [
      'Kustomization flux-system/apps was not rendered: its source is another repository (https://github.com/acme/other); the objects it makes are not simulated',
      "HelmRelease team/web was not rendered: its chart's source is another repository (https://github.com/acme/other); the objects it makes are not simulated",
    ]);
  });

  it('without the bootstrap GitRepository in the input, a GitRepository it defines is not taken for this repository; one it does not define is', async () => {
    const tenant = gitRepository('flux-system', 'apps', 'https://github.com/acme/fleet', '  ref: {branch: dev-team}\n');
    assert.deepEqual(await outcome(repo(tenant)), {
      rendered: [],
      notRendered: [
        'Kustomization flux-system/apps was not rendered: its source is the GitRepository "flux-system/apps" (https://github.com/acme/fleet, branch dev-team), and neither a GitRepository flux-system/flux-system in the input nor a git remote of the checkout says which repository is this one; the objects it makes are not simulated',
      ],
    });
    assert.deepEqual(await outcome(repo(undefined)), { rendered: ['apps via Kustomization flux-system/apps'], notRendered: [] });
  });

  it("without the bootstrap GitRepository, one that names a git remote of the checkout (git's scp-like form too) is this repository", async () => {
    const tenant = gitRepository('flux-system', 'apps', 'ssh://git@github.com/acme/fleet', '  ref: {branch: main}\n');
    const checkout = async (remote: string): Promise<{ rendered: string[]; notRendered: string[] }> => {
      const dir = await writeRepo(repo(tenant));
      for (const args of [
        ['init', '-q'],
        ['remote', 'add', 'origin', remote],
      ])
        execFileSync('git', args, { cwd: dir });
      const { report } = await checkJson(dir);
      return {
        rendered: report.coverage.rendered.filter((r) => r.via !== undefined).map((r) => `${r.path} via ${r.via}`),
        notRendered: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      };
    };
    assert.deepEqual(await checkout('git@github.com:acme/fleet.git'), { rendered: ['apps via Kustomization flux-system/apps'], notRendered: [] });
    assert.deepEqual(await checkout('https://github.com/acme/fleet'), { rendered: ['apps via Kustomization flux-system/apps'], notRendered: [] });
    assert.deepEqual((await checkout('git@github.com:acme/other.git')).notRendered, [
      "Kustomization flux-system/apps was not rendered: its source is another repository (ssh://git@github.com/acme/fleet), which is none of the checkout's git remotes; the objects it makes are not simulated",
    ]);
  });

  // Shape of controlplaneio-fluxcd/d1-fleet: the Flux Operator's FluxInstance syncs the cluster's folder
  // (`sync: {kind: GitRepository, url, ref: refs/heads/main, path}`); no flux-system GitRepository is written.
  it("a FluxInstance's sync is the bootstrap GitRepository: its URL at its reference (refs/heads/main is the branch main) is this repository", async () => {
    const instance = (ref: string): string =>
      `apiVersion: fluxcd.controlplane.io/v1\nkind: FluxInstance\nmetadata: {name: flux, namespace: flux-system}\nspec:\n  distribution: {version: 2.7.x, registry: ghcr.io/fluxcd}\n  sync:\n    kind: GitRepository\n    url: https://github.com/acme/fleet.git\n    ref: ${ref}\n    path: clusters/prod\n`;
    const tenant = (url: string, branch: string): string => gitRepository('flux-system', 'apps', url, `  ref: {branch: ${branch}}\n`);
    const withInstance = (ref: string, source: string): Record<string, string> => ({
      ...repo(source),
      'clusters/prod/flux-system/flux-instance.yaml': instance(ref),
    });
    assert.deepEqual(await outcome(withInstance('refs/heads/main', tenant('ssh://git@github.com/acme/fleet', 'main'))), {
      rendered: ['apps via Kustomization flux-system/apps'],
      notRendered: [],
    });
    assert.deepEqual((await outcome(withInstance('refs/heads/main', tenant('https://github.com/acme/infra', 'main')))).notRendered, [
      'Kustomization flux-system/apps was not rendered: its source is another repository (https://github.com/acme/infra); the objects it makes are not simulated',
    ]);
    assert.deepEqual((await outcome(withInstance('refs/heads/main', tenant('https://github.com/acme/fleet', 'dev')))).notRendered, [
      'Kustomization flux-system/apps was not rendered: its source is the branch dev of this repository, not the branch main that GitRepository flux-system/flux-system follows; the objects it makes are not simulated',
    ]);
  });

  it('a GitRepository named flux-system in another namespace is this repository only as a bootstrap there would be: not when its URL is another', async () => {
    const tenantKs = fluxKs('apps', './apps').replace('namespace: flux-system', 'namespace: team-a');
    const tenantSource = (url: string): string => gitRepository('team-a', 'flux-system', url, '  ref: {branch: main}\n');
    const files = (url: string, bootstrap: boolean): Record<string, string> => ({
      ...repo(`${bootstrap ? `${BOOTSTRAP}---\n` : ''}${tenantSource(url)}`),
      'clusters/prod/apps.yaml': tenantKs,
    });
    assert.deepEqual((await outcome(files('https://github.com/team-a/their-apps', true))).notRendered, [
      'Kustomization team-a/apps was not rendered: its source is another repository (https://github.com/team-a/their-apps); the objects it makes are not simulated',
    ]);
    assert.deepEqual((await outcome(files('https://github.com/acme/fleet', true))).rendered, ['apps via Kustomization team-a/apps']);
    // No bootstrap and no remote: `flux bootstrap --namespace team-a` writes this one.
    assert.deepEqual((await outcome(files('https://github.com/team-a/their-apps', false))).rendered, ['apps via Kustomization team-a/apps']);
  });
});

describe('Argo CD', () => {
  it('a folder with both a kustomization and a Chart.yaml is built as Kustomize unless the source names its kind (helm, kustomize); two kinds are refused', async () => {
    const app = (name: string, options: string): string => application(name, `    path: app\n${options}`);
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'argocd/plain.yaml': app('plain', ''),
        'argocd/charted.yaml': app('charted', '    helm: {releaseName: charted}\n'),
        'argocd/both.yaml': app('both', '    helm: {}\n    kustomize: {}\n'),
        'app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\n',
        'app/templates/web.yaml': deployment('from-chart'),
        'app/kustomization.yaml': 'resources: [web.yaml]\n',
        'app/web.yaml': deployment('from-kustomize'),
      }),
    );
    assert.deepEqual(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`).sort(), ['charted/from-chart', 'plain/from-kustomize']);
    assert.match(
      report.findings.find((f) => f.ruleId === 'input/not-rendered')?.message ?? '',
      /^Application argocd\/both was not rendered: its source sets kustomize and helm: Argo CD refuses more than one kind of source/,
    );
  });

  it("the sources an Application renders: spec.source beside an empty spec.sources, a source hydrator's dry source, a source without a path (the root)", async () => {
    const git = 'repoURL: https://github.com/example/gitops.git, targetRevision: HEAD';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'argocd/pets.yaml': applicationWith('pets', `  source: {${git}, path: pets}\n  sources: []\n`),
        'argocd/shop.yaml': applicationWith(
          'shop',
          `  sourceHydrator:\n    drySource: {${git}, path: shop}\n    syncSource: {targetBranch: env/prod, path: shop}\n`,
        ),
        'argocd/root.yaml': applicationWith('root', `  source: {${git}}\n`),
        'pets/kustomization.yaml': 'resources: [web.yaml]\n',
        'pets/web.yaml': deployment('pets'),
        'shop/kustomization.yaml': 'resources: [web.yaml]\n',
        'shop/web.yaml': deployment('shop'),
        'web.yaml': deployment('top'),
      }),
    );
    assert.deepEqual(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`).sort(), ['pets/pets', 'root/top', 'shop/shop']);
  });

  it("an ApplicationSet's git directory and list generators make Applications, each rendered; other generators are named as not evaluated", async () => {
    const appSet = (name: string, body: string): string => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: ${name}, namespace: argocd}
spec:
${body}`;
    // An Application of this repository's folder `folder`, named `name`, installed into `namespace` (template expressions each).
    const template = (name: string, folder: string, namespace: string): string => `  template:
    metadata: {name: '${name}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: '${folder}'}
      destination: {server: https://kubernetes.default.svc, namespace: '${namespace}'}
`;
    const dirs = appSet(
      'addons',
      `  generators:
  - git:
      repoURL: https://github.com/example/gitops.git
      revision: HEAD
      directories:
      - path: apps/*
      - path: apps/legacy
        exclude: true
${template('{{path.basename}}', '{{path}}', '{{path[1]}}-ns')}`,
    );
    const list = appSet(
      'envs',
      `  goTemplate: true
  generators:
  - list:
      elements:
      - {env: prod, folder: envs/prod}
${template('web-{{.env}}', '{{ .folder }}', '{{.env}}')}`,
    );
    const nothing = appSet(
      'none',
      "  generators:\n  - git: {repoURL: https://github.com/example/gitops.git, directories: [{path: 'nowhere/*'}]}\n  template:\n    metadata: {name: '{{path.basename}}'}\n    spec: {project: default, source: {path: '{{path}}'}, destination: {namespace: x}}\n",
    );
    const clusters = appSet(
      'fleet',
      "  generators:\n  - pullRequest: {github: {owner: example, repo: gitops}}\n  template:\n    metadata: {name: '{{name}}'}\n    spec: {project: default, source: {path: apps/web}, destination: {namespace: x}}\n",
    );
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'argocd/addons.yaml': dirs,
      'argocd/envs.yaml': list,
      'argocd/fleet.yaml': clusters,
      'argocd/none.yaml': nothing,
      'apps/web/web.yaml': deployment('web'),
      'apps/api/api.yaml': deployment('api'),
      'apps/legacy/old.yaml': deployment('old'),
      'envs/prod/shop.yaml': deployment('shop'),
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(
      report.coverage.rendered.map((r) => `${r.path} via ${r.via}`),
      ['apps/api via Application argocd/api', 'apps/web via Application argocd/web', 'envs/prod via Application argocd/web-prod'],
    );
    assert.deepEqual([...new Set(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`))].sort(), [
      'api-ns/api',
      'default/old',
      'prod/shop',
      'web-ns/web',
    ]);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => [f.file, f.message]),
      [
        [
          'argocd/fleet.yaml',
          'ApplicationSet argocd/fleet was not rendered: an ApplicationSet makes Applications from its generators: its generator pullRequest is not evaluated; the objects it makes are not simulated',
        ],
        ['argocd/none.yaml', 'ApplicationSet argocd/none makes no Application: its generators match no folder, file or element here'],
      ],
    );
  });

  it('the Applications of an ApplicationSet an Application applies are named in the namespace it gets there, not default', async () => {
    const appSet = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: web}
spec:
  generators:
  - list: {elements: [{env: prod}]}
  template:
    metadata: {name: 'web-{{env}}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: charts/web}
      destination: {server: https://kubernetes.default.svc, namespace: '{{env}}'}
`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'root.yaml': application('argocd', '    path: apps\n'),
        'apps/web.yaml': appSet,
        // A dependency not vendored: the chart is not rendered, and the warning names the Application it is for.
        'charts/web/Chart.yaml':
          'apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n- {name: app, version: 1.0.0, repository: https://charts.example.com}\n',
        'charts/web/templates/d.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => /\(for (\S+ \S+)\)/.exec(f.message)?.[1]),
      ['Application argocd/web-prod'],
    );
  });

  it("an ApplicationSet's git files generator makes an Application per object of each matching file (its first document, read as go-yaml reads it), with its path parameters", async () => {
    const appSet = (goTemplate: boolean): string => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: clusters, namespace: argocd}
spec:
  goTemplate: ${goTemplate}
  generators:
  - git:
      repoURL: https://github.com/example/gitops.git
      revision: HEAD
      files:
      - path: clusters/**/config.yaml
      - path: clusters/old/config.yaml
        exclude: true
  template:
    metadata: {name: '${goTemplate ? '{{.cluster.name}}-{{.path.basename}}' : '{{cluster.name}}-{{path.basename}}'}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: '${goTemplate ? '{{.path.path}}/apps' : '{{path}}/apps'}'}
      destination: {server: https://kubernetes.default.svc, namespace: '${goTemplate ? '{{.cluster.namespace}}' : '{{cluster.namespace}}'}'}
`;
    const files = (goTemplate: boolean): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'argocd/clusters.yaml': appSet(goTemplate),
      // Argo CD reads a file's first document only (sigs.k8s.io/yaml Unmarshal).
      'clusters/eu/config.yaml': 'cluster: {name: eu, namespace: shop-eu}\n---\ncluster: {name: second, namespace: shop-second}\n',
      'clusters/eu/apps/web.yaml': deployment('web'),
      'clusters/us/config.yaml': '- cluster: {name: us, namespace: shop-us}\n',
      'clusters/us/apps/web.yaml': deployment('web'),
      'clusters/old/config.yaml': 'cluster: {name: old, namespace: shop-old}\n',
      // A merge key applies, as go-yaml reads it.
      'clusters/ap/config.yaml': 'base: &b {name: ap, namespace: shop-ap}\ncluster:\n  <<: *b\n',
      'clusters/ap/apps/web.yaml': deployment('web'),
    });
    for (const goTemplate of [false, true]) {
      const { report } = await checkJson(await writeRepo(files(goTemplate)));
      assert.deepEqual(
        report.coverage.rendered.map((r) => `${r.path} via ${r.via}`),
        ['clusters/ap/apps via Application argocd/ap-ap', 'clusters/eu/apps via Application argocd/eu-eu', 'clusters/us/apps via Application argocd/us-us'],
        `goTemplate: ${goTemplate}`,
      );
      assert.deepEqual([...new Set(report.placements.map((p) => p.pod.namespace))].sort(), ['shop-ap', 'shop-eu', 'shop-us']);
    }
  });

  it("an ApplicationSet's Go template is evaluated as Argo CD evaluates it (pipelines, sprig functions, printf, if); a function not evaluated here is named", async () => {
    const appSet = (name: string, template: string): string => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: ${name}, namespace: argocd}
spec:
  goTemplate: true
  goTemplateOptions: [missingkey=error]
  generators:
  - matrix:
      generators:
      - git: {repoURL: https://github.com/example/gitops.git, revision: HEAD, directories: [{path: 'apps/*'}]}
      - list: {elements: [{env: prod, replicas: 3}]}
  template:
${template}`;
    // The name lower case with "_" as "-"; the namespace printf'd; the folder chosen by if.
    const evaluated = appSet(
      'apps',
      `    metadata: {name: '{{ .path.basename | lower | replace "_" "-" }}-{{ .env }}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: '{{ if eq .env "prod" }}{{ .path.path }}/prod{{ else }}{{ .path.path }}{{ end }}'}
      destination: {server: https://kubernetes.default.svc, namespace: '{{ printf "%s-%v" (trimPrefix "apps/" .path.path | normalize) .replicas }}'}
`,
    );
    const unsupported = appSet(
      'semver',
      `    metadata: {name: '{{ semverCompare ">=1.0" .env }}'}
    spec: {project: default, source: {path: apps/Web_UI}, destination: {namespace: x}}
`,
    );
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'argocd/apps.yaml': evaluated,
        'argocd/semver.yaml': unsupported,
        'apps/Web_UI/prod/web.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => `${r.path} via ${r.via}`),
      ['apps/Web_UI/prod via Application argocd/web-ui-prod'],
    );
    assert.deepEqual([...new Set(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`))], ['web-ui-3/web']);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => [f.file, f.message]),
      [
        [
          'argocd/semver.yaml',
          'ApplicationSet argocd/semver was not rendered: an ApplicationSet makes Applications from its generators: its template\'s "{{ semverCompare \\">=1.0\\" .env }}" is not evaluated here ({{ semverCompare ">=1.0" .env }}: the function semverCompare is not evaluated here); the objects it makes are not simulated',
        ],
      ],
    );
  });

  it("an ApplicationSet whose git generator reads another repository makes no Application from this checkout's files", async () => {
    const appSet = (repoURL: string): string => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: web, namespace: argocd}
spec:
  generators:
  - matrix:
      generators:
      - list: {elements: [{tier: web}]}
      - git: {repoURL: '${repoURL}', revision: main, files: [{path: 'clusters/*/config.json'}]}
  template:
    metadata: {name: '{{tier}}-{{cluster}}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: apps/web}
      destination: {server: https://kubernetes.default.svc, namespace: '{{cluster}}'}
`;
    const run = async (repoURL: string): Promise<{ rendered: string[]; notes: string[] }> => {
      const dir = await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'argocd/web.yaml': appSet(repoURL),
        'clusters/eu/config.json': '{"cluster": "eu"}\n',
        'apps/web/web.yaml': deployment('web'),
      });
      execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
      execFileSync('git', ['remote', 'add', 'origin', 'https://github.com/example/gitops.git'], { cwd: dir });
      const { report } = await checkJson(dir);
      return {
        rendered: report.coverage.rendered.map((r) => `${r.path} via ${r.via}`),
        notes: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.line}:${f.column} ${f.message}`),
      };
    };
    assert.deepEqual(await run('https://github.com/example/gitops'), { rendered: ['apps/web via Application argocd/web-eu'], notes: [] });
    assert.deepEqual(await run('https://github.com/example/cluster-config.git'), {
      rendered: [],
      notes: [
        "9:24 ApplicationSet argocd/web was not rendered: an ApplicationSet makes Applications from its generators: its git generator reads another repository (https://github.com/example/cluster-config.git), not one of the checkout's git remotes; the objects it makes are not simulated",
      ],
    });
  });

  it('helm.valueFiles that are missing fail the render, unless helm.ignoreMissingValueFiles (Flux: chart.spec.ignoreMissingValuesFiles)', async () => {
    const chart = {
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\n',
      'charts/web/values-prod.yaml': 'replicas: 3\n',
      'charts/web/templates/d.yaml': deployment('web', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
    };
    const helm = (ignore: boolean): string =>
      `    path: charts/web\n    helm:\n      valueFiles: [values-prod.yaml, values-missing.yaml]\n${ignore ? '      ignoreMissingValueFiles: true\n' : ''}`;
    const run = async (files: Record<string, string>): Promise<{ web: number; errors: number }> => {
      const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, ...chart, ...files }));
      return {
        web: report.placements.filter((p) => p.owner.name === 'web').length,
        errors: report.findings.filter((f) => f.ruleId === 'input/not-rendered' && f.severity === 'error').length,
      };
    };
    assert.deepEqual(await run({ 'argocd/app.yaml': application('web', helm(true)) }), { web: 3, errors: 0 });
    assert.deepEqual(await run({ 'argocd/app.yaml': application('web', helm(false)) }), { web: 0, errors: 1 });
    const release = (ignore: boolean): string =>
      `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: web, namespace: team}\nspec:\n  chart:\n    spec:\n      chart: ./charts/web\n      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n      valuesFiles: [./charts/web/values-prod.yaml, ./charts/web/values-missing.yaml]\n${ignore ? '      ignoreMissingValuesFiles: true\n' : ''}`;
    assert.deepEqual(await run({ 'deploy/release.yaml': release(true) }), { web: 3, errors: 0 });
    assert.deepEqual(await run({ 'deploy/release.yaml': release(false) }), { web: 0, errors: 1 });
  });

  it('helm.valuesObject, when set, is the inline values alone: helm.values beside it is not merged in, as Argo CD reads them', async () => {
    const files = (helm: string): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\ncpu: 100m\n',
      'charts/web/templates/d.yaml': deployment('web', { replicas: 0, cpu: '"{{ .Values.cpu }}"' }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
      'argocd/app.yaml': application('web', `    path: charts/web\n    helm:\n${helm}`),
    });
    const web = async (helm: string): Promise<number> =>
      (await checkJson(await writeRepo(files(helm)))).report.placements.filter((p) => p.owner.name === 'web').length;
    assert.equal(await web('      values: |\n        replicas: 3\n      valuesObject: {cpu: 200m}\n'), 1);
    assert.equal(await web('      values: |\n        replicas: 3\n'), 3);
    assert.equal(await web('      valuesObject: {replicas: 2}\n'), 2);
  });

  it('helm.values is read as Helm reads the values file Argo CD writes: a key given twice is the last one, a merge key applied, "no" false; a text Helm refuses is not rendered', async () => {
    // The chart of a govuk-helm-charts Application whose generated values name "workers" twice.
    const files = (values: string): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\nworkers:\n  enabled: false\n',
      'charts/web/templates/d.yaml':
        deployment('web', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}') +
        '{{- if .Values.workers.enabled }}\n---\n' +
        deployment('web-worker', { replicas: 2 }) +
        '{{- end }}\n',
      'argocd/app.yaml': application('web', `    path: charts/web\n    helm:\n      values: |\n${values.replace(/^/gm, '        ')}\n`),
    });
    const run = async (values: string): Promise<{ web: number; worker: number; notRendered: string[] }> => {
      const { report } = await checkJson(await writeRepo(files(values)));
      return {
        web: report.placements.filter((p) => p.owner.name === 'web').length,
        worker: report.placements.filter((p) => p.owner.name === 'web-worker').length,
        notRendered: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      };
    };
    // helm template -f of each text: web 4 and web-worker 2; web 4 and web-worker 2; web 3 alone.
    assert.deepEqual(await run('workers:\n  enabled: false\nreplicas: 4\nworkers:\n  enabled: true'), { web: 4, worker: 2, notRendered: [] });
    assert.deepEqual(await run('defaults: &d\n  enabled: true\nreplicas: 4\nworkers:\n  <<: *d'), { web: 4, worker: 2, notRendered: [] });
    assert.deepEqual(await run('replicas: 3\nworkers:\n  enabled: no'), { web: 3, worker: 0, notRendered: [] });
    assert.deepEqual(await run('- replicas: 3'), {
      web: 0,
      worker: 0,
      notRendered: [
        'Application argocd/web was not rendered: its helm.values cannot be read as Helm reads values (it is a list, not a map of values), so Argo CD fails to render it; the objects it makes are not simulated',
      ],
    });
  });

  it('helm.fileParameters are --set-file values (from the source folder, the repository root, a "$<ref>/" source; not outside the repository), and a parameter with forceString a --set-string', async () => {
    const files = (helm: string): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\n',
      'charts/web/templates/d.yaml': deployment('web', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
      // Made only when `tag` reaches the chart as a string.
      'charts/web/templates/tagged.yaml': `{{ if kindIs "string" .Values.tag }}${deployment('tagged')}{{ end }}\n`,
      'env/replicas.txt': '3',
      'argocd/app.yaml': applicationWith(
        'web',
        `  sources:\n  - repoURL: https://github.com/example/gitops.git\n    path: charts/web\n    helm:\n${helm}  - {repoURL: https://github.com/example/gitops.git, ref: values}\n`,
      ),
    });
    const run = async (helm: string): Promise<{ web: number; tagged: number; warnings: string[] }> => {
      const { report } = await checkJson(await writeRepo(files(helm)));
      return {
        web: report.placements.filter((p) => p.owner.name === 'web').length,
        tagged: report.placements.filter((p) => p.owner.name === 'tagged').length,
        warnings: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      };
    };
    for (const file of ['../../env/replicas.txt', '/env/replicas.txt', '$values/env/replicas.txt'])
      assert.deepEqual(await run(`      fileParameters: [{name: replicas, path: ${JSON.stringify(file)}}]\n`), { web: 3, tagged: 0, warnings: [] }, file);
    const outside = await run('      fileParameters: [{name: replicas, path: ../../../outside.txt}]\n');
    assert.equal(outside.web, 0);
    assert.match(outside.warnings.join('\n'), /file parameter "replicas" reads "\.\.\/\.\.\/\.\.\/outside\.txt", outside the repository/);
    assert.deepEqual(await run('      parameters: [{name: tag, value: "123", forceString: true}]\n'), { web: 1, tagged: 1, warnings: [] });
    assert.deepEqual(await run('      parameters: [{name: tag, value: "123"}]\n'), { web: 1, tagged: 0, warnings: [] });
    // A comma is part of the value, as Argo CD escapes it (cleanSetParameters), not helm's separator.
    assert.deepEqual(await run('      parameters: [{name: tag, value: "a,b"}]\n'), { web: 1, tagged: 1, warnings: [] });
  });

  it('a glob in helm.valueFiles merges its matches in lexical order (`**` any folders), a file listed on its own at its place; one matching nothing is refused unless ignoreMissingValueFiles', async () => {
    const run = async (helm: string): Promise<{ web: number; warnings: string[] }> => {
      const { report } = await checkJson(
        await writeRepo({
          '.resizeguard.yaml': POOL_CONFIG,
          'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
          'charts/web/values.yaml': 'replicas: 1\n',
          'charts/web/env/b.values.yaml': 'replicas: 3\n',
          'charts/web/env/a.values.yaml': 'replicas: 2\n',
          'charts/web/env/deep/c.values.yaml': 'replicas: 4\n',
          'charts/web/templates/d.yaml': deployment('web', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
          'argocd/app.yaml': application('web', `    path: charts/web\n    helm:\n${helm}`),
        }),
      );
      return {
        web: report.placements.filter((p) => p.owner.name === 'web').length,
        warnings: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      };
    };
    assert.deepEqual(await run("      valueFiles: ['env/*.values.yaml']\n"), { web: 3, warnings: [] });
    assert.deepEqual(await run("      valueFiles: ['env/*.values.yaml', env/a.values.yaml]\n"), { web: 2, warnings: [] });
    assert.deepEqual(await run("      valueFiles: ['/charts/web/env/**/*.values.yaml']\n"), { web: 4, warnings: [] });
    const none = await run("      valueFiles: ['env/*.prod.yaml']\n");
    assert.equal(none.web, 0);
    assert.match(none.warnings.join('\n'), /value file glob "env\/\*\.prod\.yaml" matches no file/);
    assert.deepEqual(await run("      valueFiles: ['env/*.prod.yaml']\n      ignoreMissingValueFiles: true\n"), { web: 1, warnings: [] });
  });

  it('a helm.valueFiles entry starting with "/" is a path from the repository root, not from the machine\'s', async () => {
    const files = (ignore: boolean): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\n',
      'charts/web/templates/d.yaml': deployment('web', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
      'env/prod/values.yaml': 'replicas: 3\n',
      'argocd/app.yaml': application(
        'web',
        `    path: charts/web\n    helm:\n      valueFiles: [/env/prod/values.yaml]\n${ignore ? '      ignoreMissingValueFiles: true\n' : ''}`,
      ),
    });
    for (const ignore of [false, true]) {
      const { report } = await checkJson(await writeRepo(files(ignore)));
      assert.equal(report.placements.filter((p) => p.owner.name === 'web').length, 3, `ignoreMissingValueFiles: ${ignore}`);
    }
  });

  it("helm.namespace is the namespace the chart is templated with (.Release.Namespace), in place of the destination's", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
        'charts/web/templates/d.yaml': deployment('web').replace('name: web\n', 'name: web\n  namespace: {{ .Release.Namespace }}\n'),
        'argocd/app.yaml': application('other', '    path: charts/web\n    helm: {namespace: team}\n'),
      }),
    );
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['team/web'],
    );
  });

  it('kustomize.commonLabels, commonAnnotations and components are applied to the render', async () => {
    const kustomize = `    path: apps
    kustomize:
      commonLabels: {team: shop}
      commonAnnotations: {owner: shop}
      components: [../components/three]
`;
    const pdb =
      'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: shop, namespace: shop}\nspec:\n  maxUnavailable: 1\n  selector: {matchLabels: {team: shop}}\n';
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'argocd/app.yaml': application('shop', kustomize),
      'apps/kustomization.yaml': 'resources: [web.yaml]\n',
      'apps/web.yaml': deployment('web'),
      'components/three/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n- patch: |\n    - {op: replace, path: /spec/replicas, value: 3}\n  target: {kind: Deployment}\n',
      'pdb/pdb.yaml': pdb,
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.equal(report.placements.filter((p) => p.owner.name === 'web').length, 3);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/pdb-selects-nothing' || f.file.startsWith('components/')).map((f) => f.message),
      [],
    );
  });

  it('kustomize.patches (inline or a file beside the root) and kustomize.replicas are applied to the render', async () => {
    const kustomize = `    path: apps
    kustomize:
      replicas: [{name: web, count: 5}]
      patches:
        - path: prod-api.yaml
          target: {kind: Deployment, name: api}
        - patch: |
            - {op: replace, path: /spec/replicas, value: 2}
          target: {kind: Deployment, name: db}
`;
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'argocd/app.yaml': application('shop', kustomize),
      'apps/kustomization.yaml': 'resources: [web.yaml, api.yaml, db.yaml]\n',
      'apps/web.yaml': deployment('web'),
      'apps/api.yaml': deployment('api'),
      'apps/db.yaml': deployment('db'),
      'apps/prod-api.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: api}\nspec: {replicas: 3}\n',
    };
    const { report } = await checkJson(await writeRepo(files));
    const count = (name: string): number => report.placements.filter((p) => p.owner.name === name).length;
    assert.deepEqual([count('web'), count('api'), count('db')], [5, 3, 2]);
    // The patch file is read by the render: not a manifest the kustomization forgot to list.
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/unlisted'),
      [],
    );
  });

  it('an app of apps: the chart of Applications is rendered, and each Application renders its path with its destination namespace', async () => {
    const app = (name: string, p: string, extra = ''): string => application(name, `    path: ${p}\n${extra}`);
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'apps/Chart.yaml': 'apiVersion: v2\nname: apps\nversion: 0.1.0\n',
      'apps/templates/guestbook.yaml': app('guestbook', 'guestbook'),
      'apps/templates/shop.yaml': app('shop', 'shop', '    kustomize: {namePrefix: blue-}\n'),
      'guestbook/web.yaml': deployment('guestbook-ui'),
      'shop/kustomization.yaml': 'resources: [web.yaml]\n',
      'shop/web.yaml': deployment('shop'),
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`).sort(), ['guestbook/guestbook-ui', 'shop/blue-shop']);
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.kind, r.path, r.via ?? '']),
      [
        ['helm', 'apps', ''],
        ['directory', 'guestbook', 'Application argocd/guestbook'],
        ['kustomize', 'shop', 'Application argocd/shop'],
      ],
    );
  });

  it("an app of apps listed in its folder's kustomization that renders the folder as a directory without its own file renders every Application there, listed or not", async () => {
    // ADORSYS-GIS/fineract-gitops argocd/applications/cluster-scoped: the root is applied by hand
    // (kubectl apply -k); Argo CD then syncs the folder as its directory source says.
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'argocd/apps/kustomization.yaml': 'resources: [a.yaml, root.yaml]\n',
      'argocd/apps/root.yaml': application('root', '    path: argocd/apps\n    directory: {exclude: root.yaml}\n'),
      'argocd/apps/a.yaml': application('a', '    path: apps/a\n'),
      'argocd/apps/b.yaml': application('b', '    path: apps/b\n'),
      'apps/a/web.yaml': deployment('a'),
      'apps/b/web.yaml': deployment('b'),
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`).sort(), ['a/a', 'b/b']);
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.kind, r.path, r.via ?? '']),
      [
        ['directory', 'apps/a', 'Application argocd/a'],
        ['directory', 'apps/b', 'Application argocd/b'],
        ['directory', 'argocd/apps', 'Application argocd/root'],
        ['kustomize', 'argocd/apps', ''],
      ],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered' || f.ruleId === 'coverage/unlisted'),
      [],
    );
  });

  it('an Application applied by hand that renders its own folder with directory.include of another file stays: its render settles', async () => {
    // itayherzberg/gitops-namespace-factory bootstrap.yaml: `path: .`, `include:` the ApplicationSet's
    // file. Argo CD reads only the included file; the bootstrap file is not the render's.
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'bootstrap.yaml': application('bootstrap', '    path: .\n    directory: {include: child.yaml}\n'),
      'child.yaml': application('child', '    path: app\n'),
      'app/web.yaml': deployment('web'),
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['child/web'],
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.kind, r.path, r.via ?? '']),
      [
        ['directory', '.', 'Application argocd/bootstrap'],
        ['directory', 'app', 'Application argocd/child'],
      ],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
  });

  it('an Application applied by hand that renders its folder with recurse and directory.exclude of its own file stays; the other files it leaves out are applied by no one', async () => {
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'argocd/root.yaml': application('root', '    path: argocd\n    directory: {recurse: true, exclude: "{root.yaml,*/skip.yaml}"}\n'),
      'argocd/apps/a.yaml': application('a', '    path: apps/a\n'),
      'argocd/apps/skip.yaml': deployment('skipped'),
      'apps/a/web.yaml': deployment('a'),
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['a/a'],
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.kind, r.path, r.via ?? '']),
      [
        ['directory', 'apps/a', 'Application argocd/a'],
        ['directory', 'argocd', 'Application argocd/root'],
      ],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
  });

  it('a chart installed by hand whose Application, in {{ .Release.Namespace }}, renders the chart into argocd is that one install: its objects once, in argocd', async () => {
    // pando85/homelab bootstrap/root, reduced: `helm template --namespace argocd . | kubectl apply -f -`;
    // the Application the chart holds then syncs the chart, itself among its objects.
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'root/Chart.yaml': 'apiVersion: v2\nname: root\nversion: 0.0.0\n',
      'root/templates/app.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: root
  namespace: {{ .Release.Namespace }}
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: argocd}
  source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: root}
`,
      'root/templates/deploy.yaml': deployment('web', { replicas: 2, namespace: '{{ .Release.Namespace }}' }),
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['argocd/web', 'argocd/web'],
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.kind, r.path, r.via ?? '']),
      [['helm', 'root', 'Application argocd/root']],
    );
  });

  it('a chart installed by hand whose ApplicationSet, in {{ .Release.Namespace }}, makes the Application that renders the chart is that one install too', async () => {
    // pando85/homelab bootstrap/root templates/stack.yaml: one ApplicationSet a stack, its git
    // directories generator over bootstrap/* making the Applications of bootstrap/argocd and of
    // bootstrap/root itself.
    const stack = [
      '{{- range $stack := .Values.stacks }}',
      '---',
      'apiVersion: argoproj.io/v1alpha1',
      'kind: ApplicationSet',
      'metadata:',
      '  name: {{ $stack.name }}',
      '  namespace: {{ $.Release.Namespace }}',
      'spec:',
      '  generators:',
      '    - git:',
      '        repoURL: https://github.com/example/gitops.git',
      '        revision: HEAD',
      '        directories:',
      '          - path: {{ $stack.name }}/*',
      '  template:',
      "    metadata: {name: '{{ `{{path.basename}}` }}'}",
      '    spec:',
      '      project: default',
      "      destination: {name: in-cluster, namespace: '{{ default `{{path.basename}}` $stack.namespace }}'}",
      "      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: '{{ `{{path}}` }}'}",
      '{{- end }}',
      '',
    ].join('\n');
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'bootstrap/root/Chart.yaml': 'apiVersion: v2\nname: root\nversion: 0.0.0\n',
      'bootstrap/root/values.yaml': 'stacks:\n  - name: bootstrap\n    namespace: argocd\n',
      'bootstrap/root/templates/stack.yaml': stack,
      'bootstrap/root/templates/deploy.yaml': deployment('web', { namespace: '{{ .Release.Namespace }}' }),
      'bootstrap/argocd/server.yaml': deployment('argocd-server'),
    };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`).sort(), ['argocd/argocd-server', 'argocd/web']);
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.kind, r.path, r.via ?? '']),
      [
        ['directory', 'bootstrap/argocd', 'Application argocd/argocd'],
        ['helm', 'bootstrap/root', 'Application argocd/root'],
      ],
    );
  });

  it('Applications each rendering the folder of the next, deeper than the rounds renders are gathered in, end in a warning, not in silence', async () => {
    const files: Record<string, string> = {
      // The chain's files are read only through the renders that reach them.
      '.resizeguard.yaml': `${POOL_CONFIG}exclude: ['chain/**']\n`,
      'apps/first.yaml': application('level-0', '    path: chain/1\n'),
      'chain/12/web.yaml': deployment('web'),
    };
    for (let k = 1; k < 12; k++) files[`chain/${k}/app.yaml`] = application(`level-${k}`, `    path: chain/${k + 1}\n`);
    const { report } = await checkJson(await writeRepo(files));
    const unsettled = report.findings.filter((f) => f.ruleId === 'input/not-rendered' && f.message.includes('did not settle'));
    assert.equal(unsettled.length, 1, JSON.stringify(report.findings.map((f) => f.message)));
    assert.match(unsettled[0]!.message, /after 10 rounds/);
  });

  it("a base rendered on its own because the root on it did not render is read for GitOps objects too: its ApplicationSet's Applications are rendered", async () => {
    const appSet = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: apps}
spec:
  generators:
  - git: {repoURL: https://github.com/example/gitops.git, revision: HEAD, directories: [{path: 'k8s/apps/sub/*'}]}
  template:
    metadata: {name: '{{path.basename}}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: '{{path}}'}
      destination: {server: https://kubernetes.default.svc, namespace: '{{path.basename}}'}
`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        // A chart kustomize would pull: the root is not rendered, its base is rendered on its own.
        'k8s/apps/kustomization.yaml': 'resources: [sub]\nhelmCharts:\n- {name: redis, repo: https://charts.bitnami.com/bitnami, version: 18.0.0}\n',
        'k8s/apps/sub/kustomization.yaml': 'namespace: argocd\nresources: [appset.yaml]\n',
        'k8s/apps/sub/appset.yaml': appSet,
        'k8s/apps/sub/web/kustomization.yaml': 'resources: [web.yaml]\n',
        'k8s/apps/sub/web/web.yaml': deployment('web'),
      }),
    );
    assert.deepEqual(
      report.placements.map((p) => p.pod.namespace),
      ['web'],
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => [r.path, r.via ?? '']),
      [
        ['k8s/apps/sub', ''],
        ['k8s/apps/sub/web', 'Application argocd/web'],
      ],
    );
  });

  it("in a checkout whose git remotes are known, a source whose repoURL is another repository is not rendered from this one's folder", async () => {
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'apps/own.yaml': application('own', '    path: guestbook\n'),
      'apps/other.yaml': application('other', '    path: guestbook\n').replace(
        'https://github.com/example/gitops.git',
        'https://github.com/argoproj/argocd-example-apps',
      ),
      'guestbook/web.yaml': deployment('guestbook-ui'),
    };
    const run = async (remote: string | undefined): Promise<{ placed: string[]; notes: string[] }> => {
      const dir = await writeRepo(files);
      execFileSync('git', ['init', '-q'], { cwd: dir });
      if (remote !== undefined) execFileSync('git', ['remote', 'add', 'origin', remote], { cwd: dir });
      const { report } = await checkJson(dir);
      return {
        placed: report.placements.map((p) => p.pod.namespace).sort(),
        notes: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.file}:${f.line} ${f.message}`),
      };
    };
    assert.deepEqual(await run('git@github.com:Example/GitOps.git'), {
      placed: ['own'],
      notes: [
        "apps/other.yaml:7 Application argocd/other was not rendered: its source is another repository (https://github.com/argoproj/argocd-example-apps), not one of the checkout's git remotes; the objects it makes are not simulated",
      ],
    });
    // Without a hosted remote (none, or a clone of a folder) nothing tells the repositories apart.
    assert.deepEqual(await run(undefined), { placed: ['other', 'own'], notes: [] });
    assert.deepEqual(await run('/srv/mirror/gitops'), { placed: ['other', 'own'], notes: [] });
  });

  it('a "$<ref>/…" value file is read from the source whose ref names it: this repository\'s root, or, from another repository or no source, not rendered', async () => {
    const app = (valueFile: string, refURL: string): string =>
      applicationWith(
        'web',
        `  sources:\n  - repoURL: https://github.com/example/gitops.git\n    path: charts/web\n    helm:\n      valueFiles: ['${valueFile}']\n  - {repoURL: '${refURL}', targetRevision: main, ref: values}\n`,
      );
    const run = async (valueFile: string, refURL: string): Promise<{ web: number; notes: string[] }> => {
      const dir = await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
        'charts/web/values.yaml': 'replicas: 1\n',
        'charts/web/templates/d.yaml': deployment('web', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
        'prod/values.yaml': 'replicas: 3\n',
        'argocd/app.yaml': app(valueFile, refURL),
      });
      execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
      execFileSync('git', ['remote', 'add', 'origin', 'git@github.com:example/gitops.git'], { cwd: dir });
      const { report } = await checkJson(dir);
      return {
        web: report.placements.filter((p) => p.owner.name === 'web').length,
        notes: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.line} ${f.severity} ${f.message}`),
      };
    };
    assert.deepEqual(await run('$values/prod/values.yaml', 'https://github.com/example/gitops'), { web: 3, notes: [] });
    assert.deepEqual(await run('$values/prod/values.yaml', 'https://github.com/example/team-values.git'), {
      web: 0,
      notes: [
        '10 warning Application argocd/web was not rendered: its value file "$values/prod/values.yaml" comes from the source ref "values", another repository (https://github.com/example/team-values.git), not one of the checkout\'s git remotes; the objects it makes are not simulated',
      ],
    });
    assert.deepEqual(await run('$other/prod/values.yaml', 'https://github.com/example/gitops'), {
      web: 0,
      notes: [
        '10 warning Application argocd/web was not rendered: its value file "$other/prod/values.yaml" names the source "$other", and no source of it has ref: other; the objects it makes are not simulated',
      ],
    });
  });

  it('a source of this repository at another branch, a tag or a commit is not rendered from the checkout; "HEAD" and the branch checked out are', async () => {
    const at = (name: string, revision: string): string =>
      applicationWith(name, `  source:\n    repoURL: https://github.com/example/gitops.git\n    targetRevision: ${revision}\n    path: app\n`);
    const dir = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'app/web.yaml': deployment('web'),
      'apps/staging.yaml': at('staging', 'env/staging'),
      'apps/prod.yaml': at('prod', 'v1.2.3'),
      'apps/head.yaml': at('head', 'HEAD'),
      'apps/main.yaml': at('main', 'main'),
      'apps/full.yaml': at('full', 'refs/heads/main'),
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/values.yaml': 'replicas: 1\n',
      'charts/web/templates/d.yaml': deployment('chart', { replicas: 0 }).replace('replicas: 0', 'replicas: {{ .Values.replicas }}'),
      'values/prod.yaml': 'replicas: 3\n',
      // A values file of the ref source's revision, and an ApplicationSet whose template names the revision.
      'apps/values.yaml': applicationWith(
        'values',
        "  sources:\n  - {repoURL: https://github.com/example/gitops.git, targetRevision: main, path: charts/web, helm: {valueFiles: ['$values/values/prod.yaml']}}\n  - {repoURL: 'https://github.com/example/gitops', targetRevision: env/prod, ref: values}\n",
      ),
      'apps/set.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: envs, namespace: argocd}
spec:
  generators:
  - list: {elements: [{env: dev, rev: HEAD}, {env: qa, rev: env/qa}]}
  template:
    metadata: {name: 'set-{{env}}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: '{{rev}}', path: app}
      destination: {server: https://kubernetes.default.svc, namespace: 'set-{{env}}'}
`,
      // A git generator lists the folders of its revision.
      'apps/dirs.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: dirs, namespace: argocd}
spec:
  generators:
  - git: {repoURL: https://github.com/example/gitops.git, revision: env/prod, directories: [{path: app}]}
  template:
    metadata: {name: 'dir-{{path.basename}}'}
    spec:
      project: default
      source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: '{{path}}'}
      destination: {server: https://kubernetes.default.svc, namespace: dirs}
`,
    });
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
    execFileSync('git', ['remote', 'add', 'origin', 'git@github.com:example/gitops.git'], { cwd: dir });
    const { report } = await checkJson(dir);
    assert.deepEqual([...new Set(report.placements.map((p) => p.pod.namespace))].sort(), ['full', 'head', 'main', 'set-dev']);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.file}:${f.line} ${f.message}`),
      [
        'apps/dirs.yaml:6 ApplicationSet argocd/dirs was not rendered: an ApplicationSet makes Applications from its generators: its git generator reads the revision "env/prod", not the branch "main" the checkout follows; the objects it makes are not simulated',
        'apps/prod.yaml:8 Application argocd/prod was not rendered: its source is the revision "v1.2.3", not the branch "main" the checkout follows; the objects it makes are not simulated',
        'apps/set.yaml:5 Application argocd/set-qa was not rendered: its source is the revision "env/qa", not the branch "main" the checkout follows; the objects it makes are not simulated',
        'apps/staging.yaml:8 Application argocd/staging was not rendered: its source is the revision "env/staging", not the branch "main" the checkout follows; the objects it makes are not simulated',
        'apps/values.yaml:7 Application argocd/values was not rendered: its value file "$values/values/prod.yaml" comes from the source ref "values", the revision "env/prod", not the branch "main" the checkout follows; the objects it makes are not simulated',
      ],
    );
    assert.deepEqual(
      report.coverage.notSimulated.map((n) => `${n.count} ${n.kind}`),
      ['3 argoproj.io/Application', '2 argoproj.io/ApplicationSet'],
    );
  });

  it('a plugin source and the Jsonnet of a directory source are named as not rendered, not rendered as nothing in silence', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/plugin.yaml': application('cmp', '    path: cmp\n    plugin: {name: kasane}\n'),
        'apps/jsonnet.yaml': application('jsonnet', '    path: jsonnet\n'),
        'cmp/web.yaml': deployment('cmp'),
        'jsonnet/app.jsonnet': '{ apiVersion: "apps/v1", kind: "Deployment" }\n',
        'jsonnet/web.yaml': deployment('plain'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => [f.file, f.line, f.message]),
      [
        [
          'apps/jsonnet.yaml',
          9,
          'Application argocd/jsonnet is rendered without its Jsonnet (app.jsonnet): Argo CD evaluates *.jsonnet in a directory source, which is not done here; the objects it makes are not simulated',
        ],
        [
          'apps/plugin.yaml',
          10,
          'Application argocd/cmp was not rendered: its source is built by the config management plugin "kasane", which is not run here; the objects it makes are not simulated',
        ],
      ],
    );
    // The directory's YAML is still rendered; the plugin's folder is its input, not manifests of their own.
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['plain'],
    );
    // An OCI artifact of manifests (no chart) is a remote source, not a chart.
    const oci = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/oci.yaml': applicationWith('oci', '  source: {repoURL: oci://ghcr.io/example/manifests, targetRevision: 1.0.0, path: .}\n'),
      }),
    );
    assert.deepEqual(
      oci.report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      [
        'Application argocd/oci was not rendered: its source is the OCI artifact "oci://ghcr.io/example/manifests" (its path "."), a remote source; the objects it makes are not simulated',
      ],
    );
    // Jsonnet that directory.exclude or include leaves out is never evaluated by Argo CD: nothing is missed.
    const filtered = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/excluded.yaml': application('excluded', "    path: jsonnet\n    directory: {recurse: true, exclude: '*.jsonnet'}\n"),
        'apps/included.yaml': application('included', "    path: lib\n    directory: {include: '*.yaml'}\n"),
        'jsonnet/app.jsonnet': '{ apiVersion: "apps/v1", kind: "Deployment" }\n',
        'jsonnet/sub/helpers.jsonnet': '{}\n',
        'jsonnet/web.yaml': deployment('plain'),
        'lib/helpers.jsonnet': '{}\n',
        'lib/web.yaml': deployment('lib'),
      }),
    );
    assert.deepEqual(
      filtered.report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
  });

  it('directory.include and directory.exclude choose the files of a directory source, as Argo CD does', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/app.yaml': application('shop', "    path: shop\n    directory: {recurse: true, include: '{*.yaml,*.json}', exclude: '*-test.yaml'}\n"),
        'shop/web.yaml': deployment('web'),
        'shop/sub/api.yaml': deployment('api'),
        'shop/load-test.yaml': deployment('load'),
        'shop/notes.yml': deployment('notes'),
      }),
    );
    assert.deepEqual(report.placements.map((p) => p.owner.name).sort(), ['api', 'web']);
    const broken = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/app.yaml': application('shop', "    path: shop\n    directory: {include: '{*.yaml'}\n"),
        'shop/web.yaml': deployment('web'),
      }),
    );
    assert.match(
      broken.report.findings.find((f) => f.ruleId === 'input/not-rendered')?.message ?? '',
      /its directory pattern "\{\*\.yaml" is not a valid glob/,
    );
  });

  it("Argo CD's hooks run around a sync: left out of the cluster and counted, as Helm's are", async () => {
    const hook = (value: string): string =>
      `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: migrate-${value.toLowerCase()}\n  annotations: {argocd.argoproj.io/hook: ${value}}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: m, image: busybox, resources: {requests: {cpu: "3"}}}]\n`;
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'app/web.yaml': deployment('web'), 'app/pre.yaml': hook('PreSync'), 'app/skip.yaml': hook('Skip') }),
    );
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['web'],
    );
    assert.deepEqual(report.coverage.notSimulated, [
      {
        kind: 'batch/Job',
        count: 2,
        reason: 'an Argo CD hook (argocd.argoproj.io/hook) runs only around a sync, or never (Skip) (config helmHooks: true simulates it)',
      },
    ]);
  });

  it('a PriorityClass a chart creates as a pre-install hook stays once created: its pods name it; one deleted on success, or a test, is left out', async () => {
    const pc = (name: string, value: number, annotations: string): string =>
      `apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: ${name}\n  annotations: {${annotations}}\nvalue: ${value}\n`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'chart/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\n',
        'chart/templates/priority.yaml': pc('app-high', 1000, '"helm.sh/hook": "pre-install,pre-upgrade", "helm.sh/hook-weight": "-5"'),
        'chart/templates/gone.yaml': pc('app-gone', 2000, '"helm.sh/hook": pre-install, "helm.sh/hook-delete-policy": hook-succeeded'),
        'chart/templates/test.yaml': pc('app-test', 3000, '"helm.sh/hook": test'),
        'chart/templates/web.yaml': deployment('web', { extra: '      priorityClassName: app-high\n' }),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId),
      [],
    );
    assert.deepEqual(report.coverage.notSimulated, [
      {
        kind: 'scheduling.k8s.io/PriorityClass',
        count: 2,
        reason: 'a Helm hook or test (helm.sh/hook) runs only around an install, upgrade or helm test (config helmHooks: true simulates it)',
      },
    ]);
  });
});
