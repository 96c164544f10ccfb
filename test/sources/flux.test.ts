/** Flux's objects rendered as its controllers build them: a HelmChart's values files, a Kustomization's options and paths. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, fluxKustomization as kustomization, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

const GIT_REPOSITORY = `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 1m, url: https://github.com/example/fleet.git, ref: {branch: main}}
`;

/** A HelmRelease of ./charts/app of this repository; `chartSpec`: more lines of its chart.spec. */
const release = (name: string, apiVersion: string, chartSpec: string): string => `apiVersion: helm.toolkit.fluxcd.io/${apiVersion}
kind: HelmRelease
metadata: {name: ${name}, namespace: apps}
spec:
  interval: 5m
  chart:
    spec:
      chart: ./charts/app
      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
${chartSpec}`;

/** Pods placed per owner, by name. */
const podsByOwner = (placements: readonly { owner: { name: string } }[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const p of placements) out[p.owner.name] = (out[p.owner.name] ?? 0) + 1;
  return out;
};

describe('Flux: a HelmChart builds its default values from its valuesFiles', () => {
  it("valuesFiles replace the chart's values.yaml (listed, it counts); the deprecated valuesFile goes first where the API version has it", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\n',
        'charts/app/values.yaml': 'replicaCount: 3\n',
        'charts/app/values-prod.yaml': 'other: 1\n',
        'charts/app/values-two.yaml': 'replicaCount: 2\n',
        'charts/app/templates/d.yaml': deployment('{{ .Release.Name }}').replace('replicas: 1', 'replicas: {{ .Values.replicaCount | default 1 }}'),
        'clusters/prod/flux.yaml': [
          GIT_REPOSITORY,
          release('files', 'v2', '      valuesFiles: [./charts/app/values-prod.yaml]\n'),
          release('listed', 'v2', '      valuesFiles: [./charts/app/values.yaml, ./charts/app/values-prod.yaml]\n'),
          release('single', 'v2beta1', '      valuesFile: ./charts/app/values-prod.yaml\n'),
          release('first', 'v2beta2', '      valuesFile: ./charts/app/values-two.yaml\n      valuesFiles: [./charts/app/values-prod.yaml]\n'),
          // helm.toolkit.fluxcd.io/v2 has no valuesFile: the API server drops it.
          release('pruned', 'v2', '      valuesFile: ./charts/app/values-prod.yaml\n'),
          // The source root's values.yaml named alone leaves the chart as it is (BuildOptions.GetValuesFiles).
          release('root', 'v2', '      valuesFiles: [values.yaml]\n'),
          release('missing', 'v2', '      valuesFiles: [./charts/app/values-missing.yaml]\n      ignoreMissingValuesFiles: true\n'),
          'apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmChart\nmetadata: {name: app, namespace: apps}\nspec:\n  interval: 5m\n  chart: ./charts/app\n  valuesFiles: [./charts/app/values-prod.yaml]\n  sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n',
          'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: chartref, namespace: apps}\nspec:\n  interval: 5m\n  chartRef: {kind: HelmChart, name: app}\n',
        ].join('---\n'),
      }),
    );
    assert.deepEqual(podsByOwner(report.placements), { chartref: 1, files: 1, first: 2, listed: 3, missing: 1, pruned: 3, root: 3, single: 1 });
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
  });
});

describe("Flux: a HelmChart's valuesFiles are read as source-controller reads them (mergeFileValues: sigs.k8s.io/yaml Unmarshal)", () => {
  it('a key given twice is the last one, a merge key is applied, "no" is false; a file that is not a map leaves the chart out', async () => {
    // The shape of a govuk-helm-charts chart: shared defaults merged with an anchor, a key repeated.
    const files = (prod: string): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\n',
      'charts/app/values.yaml': 'replicaCount: 1\nworkers:\n  enabled: false\n',
      'charts/app/values-prod.yaml': prod,
      'charts/app/templates/d.yaml':
        deployment('web').replace('replicas: 1', 'replicas: {{ .Values.replicaCount }}') +
        '{{- if .Values.workers.enabled }}\n---\n' +
        deployment('web-worker', { replicas: 2 }) +
        '{{- end }}\n',
      'clusters/prod/flux.yaml': [GIT_REPOSITORY, release('web', 'v2', '      valuesFiles: [./charts/app/values.yaml, ./charts/app/values-prod.yaml]\n')].join(
        '---\n',
      ),
    });
    const run = async (prod: string): Promise<{ pods: Record<string, number>; notRendered: string[] }> => {
      const { report } = await checkJson(await writeRepo(files(prod)));
      return {
        pods: podsByOwner(report.placements),
        notRendered: report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      };
    };
    // helm template -f values.yaml -f values-prod.yaml of each: web 4 and web-worker 2; web 3 alone.
    assert.deepEqual(await run('defaults: &defaults\n  enabled: true\nreplicaCount: 1\nreplicaCount: 4\nworkers:\n  <<: *defaults\n'), {
      pods: { web: 4, 'web-worker': 2 },
      notRendered: [],
    });
    assert.deepEqual(await run('replicaCount: 3\nworkers:\n  enabled: no\n'), { pods: { web: 3 }, notRendered: [] });
    const list = await run('- replicaCount: 3\n');
    assert.deepEqual(list.pods, {});
    assert.match(
      list.notRendered.join('\n'),
      /source-controller cannot read the values file "charts\/app\/values-prod.yaml": it is a list, not a map of values/,
    );
  });
});

describe('Flux: a Kustomization renders its path as kustomize-controller builds it', () => {
  it('spec.namePrefix and nameSuffix rename what it applies: two Kustomizations of one path with different prefixes are two objects', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/worker/kustomization.yaml': 'resources: [deploy.yaml]\n',
        'apps/worker/deploy.yaml': deployment('worker', { replicas: 3 }),
        'apps/plain/deploy.yaml': deployment('plain'),
        'clusters/prod/flux.yaml': [
          GIT_REPOSITORY,
          kustomization('worker-eu', './apps/worker', '  targetNamespace: jobs\n  namePrefix: eu-\n'),
          kustomization('worker-us', './apps/worker', '  targetNamespace: jobs\n  namePrefix: us-\n'),
          // A folder without a kustomization: the one kustomize-controller generates renames too.
          kustomization('plain', './apps/plain', '  namePrefix: a-\n  nameSuffix: -z\n'),
        ].join('---\n'),
      }),
    );
    assert.deepEqual(Object.entries(podsByOwner(report.placements)), [
      ['a-plain-z', 1],
      ['eu-worker', 3],
      ['us-worker', 3],
    ]);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
  });
});

describe('Flux: a suspended Kustomization or HelmRelease still holds what it applied', () => {
  // The shape of mischavandenburg/homelab and equinor/radix-flux: clusters/<name>/ lists a
  // Kustomization of an overlay and a HelmRelease of a chart of the repository, one suspended.
  it('its path and chart are rendered through it (its cluster, targetNamespace, values), with an info at spec.suspend', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/base/kustomization.yaml': 'resources: [deploy.yaml]\n',
        'apps/base/deploy.yaml': deployment('api'),
        'apps/prod/kustomization.yaml': 'resources: [../base]\nreplicas: [{name: api, count: 3}]\n',
        'charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\n',
        'charts/app/values.yaml': 'replicas: 1\n',
        'charts/app/templates/d.yaml': deployment('web').replace('replicas: 1', 'replicas: {{ .Values.replicas }}'),
        'clusters/prod/flux.yaml': [
          GIT_REPOSITORY,
          kustomization('apps', './apps/prod', '  suspend: true\n  targetNamespace: shop\n'),
          release('web', 'v2', '').replace('spec:\n', 'spec:\n  suspend: true\n  targetNamespace: shop\n  values: {replicas: 2}\n'),
        ].join('---\n'),
      }),
    );
    assert.deepEqual(
      report.placements.map((p) => `${p.cluster ?? ''} ${p.pod.namespace} ${p.owner.name}`),
      ['prod shop api', 'prod shop api', 'prod shop api', 'prod shop web', 'prod shop web'],
    );
    const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      notes.map((f) => [f.severity, f.line, f.message.split(':')[0]]),
      [
        ['info', 14, 'Kustomization flux-system/apps is suspended'],
        ['info', 21, 'HelmRelease apps/web is suspended'],
      ],
    );
  });
});

describe('Flux: a HelmRelease installs under the release name helm-controller gives it', () => {
  // equinor/radix-flux and mischavandenburg/homelab name releases <targetNamespace>-<name>; a long
  // namespace and name pass Helm's 53 characters, which helm-controller shortens (ShortenName).
  it('<targetNamespace>-<name> longer than 53 characters is cut to 40 and a hash: rendered, not refused by helm template', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\n',
        'charts/app/templates/d.yaml': deployment('{{ .Release.Name }}'),
        'clusters/prod/flux.yaml': [
          GIT_REPOSITORY,
          release('customer-notification-dispatcher-worker', 'v2', '').replace('spec:\n', 'spec:\n  targetNamespace: payments-production\n'),
          release('short', 'v2', '').replace('spec:\n', 'spec:\n  targetNamespace: payments-production\n'),
        ].join('---\n'),
      }),
    );
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace} ${p.owner.name}`),
      ['payments-production payments-production-customer-notificatio-8a5b7627104d', 'payments-production payments-production-short'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
  });
});

describe('Flux: a folder without a kustomization is built from its .yaml and .yml files (kustomize_generator.go scanManifests)', () => {
  // mischavandenburg/homelab keeps Grafana dashboards' JSON beside manifests; here in a folder
  // that a Flux Kustomization renders without a kustomization of its own.
  it('a .json file is no resource: a dashboard does not fail the build, a .json manifest is not applied and is said at spec.path', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/plain/web.yaml': deployment('web'),
        'apps/plain/sub/worker.yml': deployment('worker'),
        'apps/plain/dashboard.json': '{"title": "web", "panels": []}\n',
        'apps/plain/api.json': JSON.stringify({
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'api' },
          spec: {
            selector: { matchLabels: { app: 'api' } },
            template: { metadata: { labels: { app: 'api' } }, spec: { containers: [{ name: 'api', image: 'api' }] } },
          },
        }),
        'apps/plain/kept/kustomization.yaml': 'resources: [d.json]\n',
        'apps/plain/kept/d.json': JSON.stringify({
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'kept' },
          spec: {
            selector: { matchLabels: { app: 'kept' } },
            template: { metadata: { labels: { app: 'kept' } }, spec: { containers: [{ name: 'kept', image: 'kept' }] } },
          },
        }),
        'clusters/prod/flux.yaml': [GIT_REPOSITORY, kustomization('plain', './apps/plain', '  targetNamespace: shop\n')].join('---\n'),
      }),
    );
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace} ${p.owner.name}`),
      ['shop kept', 'shop web', 'shop worker'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.severity === 'error'),
      [],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/unlisted').map((f) => [f.file, f.line, /\(api\.json\) is not applied/.test(f.message)]),
      [['clusters/prod/flux.yaml', 11, true]],
    );
  });
});

describe('Flux: the OCIRepository a FluxInstance syncs its own folder from is this repository, pushed as an artifact', () => {
  // controlplaneio-fluxcd/d2-fleet: CI pushes the repository (flux push artifact --path=./), each
  // clusters/<name>/flux-system/flux-instance.yaml syncs clusters/<name> from it, and the cluster's
  // Kustomizations read ./tenants from the same OCIRepository.
  const instance = (syncPath: string): string =>
    `apiVersion: fluxcd.controlplane.io/v1\nkind: FluxInstance\nmetadata: {name: flux, namespace: flux-system}\nspec:\n  distribution: {version: "2.x", registry: ghcr.io/fluxcd}\n  sync: {kind: OCIRepository, url: "oci://ghcr.io/example/fleet", ref: latest, path: "${syncPath}"}\n`;
  const fromOci = (name: string, source: string, p: string): string =>
    `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: ${name}, namespace: flux-system}\nspec:\n  interval: 1h\n  path: ${p}\n  prune: true\n  targetNamespace: ${name}\n  sourceRef: {kind: OCIRepository, name: ${source}}\n`;

  it('its Kustomizations render their paths from the folder the sync path is below; another OCIRepository stays a remote source', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/kustomization.yaml': 'resources: [deploy.yaml]\n',
        'apps/deploy.yaml': deployment('web'),
        'clusters/staging/flux-system/flux-instance.yaml': instance('clusters/staging'),
        'clusters/staging/apps.yaml': [fromOci('apps', 'flux-system', './apps'), fromOci('vendor', 'vendor-manifests', './apps')].join('---\n'),
        // An instance that syncs another folder says nothing of where its artifact comes from.
        'clusters/other/flux-system/flux-instance.yaml': instance('fleet/other'),
        'clusters/other/apps.yaml': fromOci('other', 'flux-system', './apps'),
      }),
    );
    assert.deepEqual(
      report.placements.map((p) => `${p.cluster}:${p.pod.namespace}/${p.owner.name}`),
      ['staging:apps/web'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.file}: ${f.message.split(';')[0]}`),
      [
        'clusters/other/apps.yaml: Kustomization flux-system/other was not rendered: its source is the OCIRepository "flux-system", not this repository',
        'clusters/staging/apps.yaml: Kustomization flux-system/vendor was not rendered: its source is the OCIRepository "vendor-manifests", not this repository',
      ],
    );
  });
});

describe("Flux: a source's paths are joined to its root as the controllers join them (SecureJoin)", () => {
  it('a ".." that climbs above the root stays at the root: a Kustomization\'s path, a chart\'s path and its valuesFiles; Argo CD still refuses such a path', async () => {
    const application = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: argo, namespace: argocd}
spec:
  project: default
  source: {repoURL: https://github.com/example/fleet.git, path: ../apps/web}
  destination: {server: https://kubernetes.default.svc, namespace: argo}
`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/web/kustomization.yaml': 'resources: [deploy.yaml]\n',
        'apps/web/deploy.yaml': deployment('web', { replicas: 2 }),
        'charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\n',
        'charts/app/values.yaml': 'replicaCount: 1\n',
        'charts/app/values-prod.yaml': 'replicaCount: 3\n',
        'charts/app/templates/d.yaml': deployment('{{ .Release.Name }}').replace('replicas: 1', 'replicas: {{ .Values.replicaCount }}'),
        'clusters/prod/flux.yaml': [
          GIT_REPOSITORY,
          kustomization('web', '"../apps/web"'),
          kustomization('deep', 'apps/../../../apps/web', '  namePrefix: deep-\n'),
          'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: chart, namespace: apps}\nspec:\n  interval: 5m\n  chart:\n    spec:\n      chart: ../charts/app\n      valuesFiles: [../../charts/app/values-prod.yaml]\n      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n',
        ].join('---\n'),
        'argocd/app.yaml': application,
      }),
    );
    assert.deepEqual(Object.entries(podsByOwner(report.placements)).sort(), [
      ['chart', 3],
      ['deep-web', 2],
      ['web', 2],
    ]);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      ['Application argocd/argo was not rendered: its path "../apps/web" is not a folder of this repository; the objects it makes are not simulated'],
    );
  });
});

describe('Flux: the folders bootstrap syncs are clusters', () => {
  /** A bootstrap: the GitRepository and the Kustomization syncing `p` from it, and `extra` documents. */
  const bootstrap = (p: string, ...extra: string[]): string => [GIT_REPOSITORY, kustomization('flux-system', p), ...extra].join('---\n');
  const web = (replicas: number): string =>
    kustomization(
      'web',
      './apps/web',
      `  patches:\n  - target: {kind: Deployment, name: web}\n    patch: |\n      - {op: replace, path: /spec/replicas, value: ${replicas}}\n`,
    );
  const app = { '.resizeguard.yaml': POOL_CONFIG, 'apps/web/kustomization.yaml': 'resources: [deploy.yaml]\n', 'apps/web/deploy.yaml': deployment('web') };
  const byCluster = (placements: readonly { cluster?: string; owner: { name: string } }[]): string[] => placements.map((p) => `${p.cluster}:${p.owner.name}`);

  it('a cluster folder that only lists Flux objects kept elsewhere is a cluster: its bootstrap Kustomization syncs it', async () => {
    const files: Record<string, string> = { ...app };
    for (const [env, replicas] of [
      ['prod', 2],
      ['stg', 1],
    ] as const) {
      files[`apps/flux-system/${env}/kustomization.yaml`] = 'resources: [flux.yaml]\n';
      files[`apps/flux-system/${env}/flux.yaml`] = bootstrap(`./clusters/${env}/00`, web(replicas));
      files[`clusters/${env}/00/kustomization.yaml`] = `resources: [../../../apps/flux-system/${env}]\n`;
    }
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(byCluster(report.placements), ['prod:web', 'prod:web', 'stg:web']);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object'),
      [],
    );
  });

  it("a cluster folder holding only the Flux Operator's objects (its FluxInstance, ResourceSets) is a cluster, not unassigned", async () => {
    // controlplaneio-fluxcd/d2-fleet's clusters/update: a FluxInstance syncing the folder and a ResourceSet, no Flux Kustomization.
    const instance = (name: string): string =>
      `apiVersion: fluxcd.controlplane.io/v1\nkind: FluxInstance\nmetadata: {name: flux, namespace: flux-system}\nspec:\n  distribution: {version: "2.x", registry: ghcr.io/fluxcd}\n  sync: {kind: OCIRepository, url: "oci://ghcr.io/example/fleet", ref: latest, path: clusters/${name}}\n`;
    const files: Record<string, string> = { '.resizeguard.yaml': POOL_CONFIG };
    for (const name of ['east', 'west']) {
      files[`clusters/${name}/flux-system/flux-instance.yaml`] = instance(name);
      // 3 of the pool's 2 × 4 CPU: the two clusters' workloads do not fit on one cluster's nodes.
      files[`clusters/${name}/web.yaml`] = deployment(`web-${name}`, { replicas: 2, cpu: '3' });
    }
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(
      report.placements.map((p) => `${p.cluster}:${p.owner.name}:${p.node === null ? 'Pending' : 'placed'}`),
      ['east:web-east:placed', 'east:web-east:placed', 'west:web-west:placed', 'west:web-west:placed'],
    );
  });

  it('a cluster folder holding two bootstrapped folders is two clusters, named by their paths below clusters/', async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...app,
        'clusters/prod/eu/flux.yaml': bootstrap('./clusters/prod/eu', web(2)),
        'clusters/prod/us/flux.yaml': bootstrap('./clusters/prod/us', web(1)),
      }),
    );
    assert.deepEqual(byCluster(report.placements), ['prod/eu:web', 'prod/eu:web', 'prod/us:web']);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object'),
      [],
    );
  });
});

// The Kustomization CRD's postBuild.substitute: additionalProperties {type: string}
// (fluxcd/kustomize-controller config/crd/bases/kustomize.toolkit.fluxcd.io_kustomizations.yaml).
describe('Flux: a post-build variable name kustomize-controller refuses fails the Kustomization (varSubstitution, varsubRegex)', () => {
  // The shape of equinor/radix-flux's substituteFrom ConfigMap of cluster settings, here with a
  // key made from a file (settings.yaml) and an inline key with a hyphen.
  it('a key of a substituteFrom ConfigMap or of substitute that is no variable name: an error at it, and its path is not applied', async () => {
    const templated = deployment('web').replace('replicas: 1', 'replicas: ${REPLICAS:=2}');
    const settings = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cluster-settings, namespace: flux-system}\ndata:\n  REPLICAS: "3"\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'app/deploy.yaml': templated,
        'clusters/prod/flux.yaml': [
          GIT_REPOSITORY,
          settings,
          settings.replace('cluster-settings', 'file-settings') + '  settings.yaml: "a: 1"\n',
          kustomization('good', './app', '  targetNamespace: good\n  postBuild:\n    substituteFrom: [{kind: ConfigMap, name: cluster-settings}]\n'),
          kustomization('from-file', './app', '  targetNamespace: file\n  postBuild:\n    substituteFrom: [{kind: ConfigMap, name: file-settings}]\n'),
          kustomization('inline', './app', '  targetNamespace: inline\n  postBuild:\n    substitute: {cluster-name: prod}\n'),
        ].join('---\n'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.severity === 'error').map((f) => `${f.line} ${f.ruleId} ${f.message.split(' (')[0]}`),
      [
        '41 input/not-rendered Kustomization flux-system/from-file was not rendered: its post-build variable "settings.yaml"',
        '53 input/not-rendered Kustomization flux-system/inline was not rendered: its post-build variable "cluster-name"',
      ],
    );
    assert.deepEqual(
      report.placements.map((p) => p.pod.namespace),
      ['good', 'good', 'good'],
    );
  });
});

describe('Flux: a postBuild.substitute value that is not a string is refused by the API server', () => {
  const templated = deployment('web').replace('replicas: 1', 'replicas: ${REPLICAS:=1}');
  const sync = (...extra: string[]): string => [GIT_REPOSITORY, kustomization('flux-system', './clusters/prod'), ...extra].join('---\n');

  it('as written (`REPLICAS: 4`): an input/schema error at the value, and its path is not applied; the rest of the run is checked', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'app/deploy.yaml': templated,
        'other/deploy.yaml': deployment('other', { replicas: 2 }),
        'clusters/prod/flux-system/gotk-sync.yaml': sync(),
        'clusters/prod/app.yaml': kustomization('app', './app', '  postBuild:\n    substitute:\n      REPLICAS: 4\n'),
        'clusters/prod/other.yaml': kustomization('other', './other', '  postBuild:\n    substitute:\n      REPLICAS: "4"\n'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')).map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.ruleId}: ${f.message}`),
      [
        'clusters/prod/app.yaml:11:17 error input/schema: Kustomization flux-system/app: spec.postBuild.substitute.REPLICAS is the number 4, not a string (numbers and booleans must be quoted: "4"); the Kustomization CRD allows only strings there, so the API server refuses the object and Flux applies nothing of its path; none of its objects are simulated (rendered from the Kustomize root clusters/prod)',
      ],
    );
    assert.deepEqual(podsByOwner(report.placements), { other: 2 });
  });

  it('made so by a parent\'s substitution (a quoted "${CLUSTER_REPLICAS}" read back as 5): the error says so, and its default is not used', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/flux-system/gotk-sync.yaml': sync(),
        'clusters/prod/kustomization.yaml': 'resources: [flux-system/gotk-sync.yaml, apps.yaml]\n',
        'clusters/prod/apps.yaml': kustomization('apps', './apps', '  postBuild:\n    substitute:\n      CLUSTER_REPLICAS: "5"\n'),
        'apps/kustomization.yaml': 'resources: [one/ks.yaml]\n',
        'apps/one/ks.yaml': kustomization('one', './apps/one/app', '  postBuild:\n    substitute:\n      REPLICAS: "${CLUSTER_REPLICAS}"\n'),
        'apps/one/app/deploy.yaml': templated,
      }),
    );
    const refused = report.findings.filter((f) => f.ruleId === 'input/schema');
    assert.deepEqual(
      refused.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity}`),
      ['apps/one/ks.yaml:11:17 error'],
    );
    assert.match(
      refused[0]!.message,
      /^Kustomization flux-system\/one: spec\.postBuild\.substitute\.REPLICAS is the number 5 once Kustomization flux-system\/apps substitutes its post-build variables into this object: Flux substitutes the object's YAML text, where "\$\{CLUSTER_REPLICAS\}" is written without quotes, and reads the result back as YAML; the Kustomization CRD allows only strings there/,
    );
    assert.deepEqual(report.placements, []);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered' || f.ruleId === 'coverage/unlisted'),
      [],
    );
  });
});

describe('a source path outside the checked folder, with no git checkout around it', () => {
  it("names the folder above where the path is (codefresh-contrib/gitops-cert-level-2-examples' application-sets checked alone)", async () => {
    const application = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source: {repoURL: 'https://github.com/example/gitops.git', targetRevision: HEAD, path: apps/web}
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
`;
    const repo = await writeRepo({
      'apps/web/kustomization.yaml': 'resources: [deploy.yaml]\n',
      'apps/web/deploy.yaml': deployment('web'),
      'argocd/app.yaml': application,
    });
    const { report } = await checkJson(repo, ['argocd']);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.message),
      [
        'Application argocd/web was not rendered: its path "apps/web" is not a folder of this repository: with no git checkout around the checked paths, they are its root, and "apps/web" is found from the current folder instead (check from there); the objects it makes are not simulated',
      ],
    );
  });
});
