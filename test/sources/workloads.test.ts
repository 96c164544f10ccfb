/** Workload kinds from real repositories: Argo Rollouts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

/** A custom resource `x` in namespace team, its spec as YAML lines (none: an empty spec). */
const customResource = (apiVersion: string, kind: string, spec = ''): string =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata: {name: x, namespace: team}\nspec:${spec === '' ? ' {}\n' : `\n${spec}`}`;

const rollout = (body: string): string =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Rollout\nmetadata: {name: web}\nspec:\n  replicas: 3\n  strategy: {canary: {steps: [{setWeight: 20}, {pause: {}}]}}\n${body}`;

describe('Argo Rollouts', () => {
  it('a Rollout is placed like a Deployment: its replicas of its pod template', async () => {
    const template = deployment('web').slice(deployment('web').indexOf('  selector:'));
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'rollout.yaml': rollout(template) }));
    assert.deepEqual(
      report.placements.map((p) => `${p.owner.kind}/${p.owner.name}`),
      ['Rollout/web', 'Rollout/web', 'Rollout/web'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/not-simulated'),
      [],
    );
  });

  it('spec.workloadRef takes the pod template of the Deployment it names', async () => {
    const body = '  selector: {matchLabels: {app: web}}\n  workloadRef: {apiVersion: apps/v1, kind: Deployment, name: web-template}\n';
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'rollout.yaml': rollout(body), 'template.yaml': deployment('web-template', { replicas: 0 }) }),
    );
    assert.equal(report.placements.filter((p) => p.owner.kind === 'Rollout').length, 3);
    const missing = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'rollout.yaml': rollout(body) }));
    assert.equal(missing.report.findings.filter((f) => f.ruleId === 'reference/missing-target').length, 1);
  });

  it("a Rollout without a name is the same input/schema error whether its template is its own, a named Deployment's, or a reference to none", async () => {
    const unnamed = (body: string): string => rollout(body).replace('metadata: {name: web}', 'metadata:\n  name:');
    const template = deployment('web').slice(deployment('web').indexOf('  selector:'));
    const named = '  selector: {matchLabels: {app: web}}\n  workloadRef: {apiVersion: apps/v1, kind: Deployment, name: web-template}\n';
    const none = '  selector: {matchLabels: {app: web}}\n  workloadRef:\n    apiVersion: apps/v1\n    kind: Deployment\n    name:\n';
    for (const body of [template, named, none]) {
      const { report } = await checkJson(
        await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'rollout.yaml': unnamed(body), 'template.yaml': deployment('web-template', { replicas: 0 }) }),
      );
      assert.deepEqual(
        report.findings.filter((f) => f.file === 'rollout.yaml' && f.ruleId !== 'coverage/nothing-simulated').map((f) => [f.ruleId, f.line, f.message]),
        [['input/schema', 4, 'Rollout (unnamed) metadata.name: must be a string (got null)']],
      );
    }
  });
});

describe('objects that make pods the simulation does not place', () => {
  it("operators' resources with no pod template are named (Argo Experiment and Workflow, KEDA ScaledJob, CloudNativePG Pooler, Flux Operator ResourceSet)", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'experiment.yaml': customResource('argoproj.io/v1alpha1', 'Experiment'),
        'workflow.yaml': customResource('argoproj.io/v1alpha1', 'Workflow'),
        'scaledjob.yaml': customResource('keda.sh/v1alpha1', 'ScaledJob'),
        'pooler.yaml': customResource('postgresql.cnpg.io/v1', 'Pooler'),
        'resourceset.yaml': customResource('fluxcd.controlplane.io/v1', 'ResourceSet'),
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'coverage/not-simulated')
        .map((f) => f.file)
        .sort(),
      ['experiment.yaml', 'pooler.yaml', 'resourceset.yaml', 'scaledjob.yaml', 'workflow.yaml'],
    );
  });

  it("a podTemplate in the spec or one level down (ECK's Beat, Agent, Logstash) makes pods; a policy's pattern or a CRD's schema does not", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'own.yaml': customResource('example.com/v1', 'Cache', '  podTemplate: {spec: {containers: [{name: c}]}}\n'),
        'nested.yaml': customResource('example.com/v1', 'Shipper', '  daemonSet:\n    podTemplate: {}\n'),
        'sets.yaml': customResource('example.com/v1', 'Store', '  nodeSets:\n  - name: a\n    podTemplate: {}\n'),
        'policy.yaml': customResource(
          'kyverno.io/v1',
          'ClusterPolicy',
          '  rules:\n  - validate:\n      pattern: {spec: {template: {spec: {containers: [{name: c}]}}}}\n',
        ),
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'coverage/not-simulated')
        .map((f) => f.file)
        .sort(),
      ['nested.yaml', 'own.yaml', 'sets.yaml'],
    );
  });

  it("a pod template deeper in the spec (KubeRay's, a RayJob's, LeaderWorkerSet's, JobSet's, Kubeflow's shapes) makes pods under any operator, down to six levels", async () => {
    const pod = '{spec: {containers: [{name: c, image: x}]}}';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'head.yaml': customResource('example.com/v1', 'HeadCluster', `  headGroupSpec:\n    template: ${pod}\n`),
        'workers.yaml': customResource('example.com/v1', 'WorkerCluster', `  workerGroupSpecs:\n  - groupName: gpu\n    template: ${pod}\n`),
        'job.yaml': customResource('example.com/v1', 'ClusterJob', `  clusterSpec:\n    headGroupSpec:\n      template: ${pod}\n`),
        'leader.yaml': customResource('example.com/v1', 'Group', `  leaderWorkerTemplate:\n    size: 4\n    workerTemplate: ${pod}\n`),
        'bare.yaml': customResource('example.com/v1', 'Runner', '  runnerTemplate: {containers: [{name: c, image: x}]}\n'),
        'jobs.yaml': customResource(
          'example.com/v1',
          'Jobs',
          `  replicatedJobs:\n  - name: w\n    template:\n      spec: {parallelism: 4, template: ${pod}}\n`,
        ),
        'roles.yaml': customResource('example.com/v1', 'Training', `  replicaSpecs:\n    Worker: {replicas: 3, template: ${pod}}\n`),
        'deep.yaml': customResource('example.com/v1', 'Nested', `  a: {b: {c: {d: {e: {template: ${pod}}}}}}\n`),
        'too-deep.yaml': customResource('example.com/v1', 'DeeperNested', `  a: {b: {c: {d: {e: {f: {template: ${pod}}}}}}}\n`),
        'no-template.yaml': customResource('example.com/v1', 'Holder', '  stash: {spec: {containers: [{name: c, image: x}]}}\n'),
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'coverage/not-simulated')
        .map((f) => f.file)
        .sort(),
      ['bare.yaml', 'deep.yaml', 'head.yaml', 'job.yaml', 'jobs.yaml', 'leader.yaml', 'roles.yaml', 'workers.yaml'],
    );
  });

  it('GPU and AI operators are named: KubeRay, LeaderWorkerSet, JobSet, the Kubeflow training operator, Kubeflow Trainer, the GPU Operator', async () => {
    const pod = '{spec: {containers: [{name: c, image: x}]}}';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'raycluster.yaml': customResource('ray.io/v1', 'RayCluster', `  headGroupSpec: {template: ${pod}}\n`),
        'rayjob.yaml': customResource('ray.io/v1', 'RayJob', `  rayClusterSpec: {headGroupSpec: {template: ${pod}}}\n`),
        'rayservice.yaml': customResource('ray.io/v1', 'RayService', `  rayClusterConfig: {headGroupSpec: {template: ${pod}}}\n`),
        'lws.yaml': customResource('leaderworkerset.x-k8s.io/v1', 'LeaderWorkerSet', `  leaderWorkerTemplate: {size: 4, workerTemplate: ${pod}}\n`),
        'jobset.yaml': customResource('jobset.x-k8s.io/v1alpha2', 'JobSet', `  replicatedJobs:\n  - {name: w, template: {spec: {template: ${pod}}}}\n`),
        'pytorchjob.yaml': customResource('kubeflow.org/v1', 'PyTorchJob', `  pytorchReplicaSpecs: {Worker: {replicas: 3, template: ${pod}}}\n`),
        'mpijob.yaml': customResource('kubeflow.org/v2beta1', 'MPIJob', `  mpiReplicaSpecs: {Launcher: {template: ${pod}}}\n`),
        'trainjob.yaml': customResource(
          'trainer.kubeflow.org/v1alpha1',
          'TrainJob',
          '  runtimeRef: {name: torch-distributed}\n  trainer:\n    numNodes: 2\n    resourcesPerNode: {requests: {cpu: "4", nvidia.com/gpu: "1"}}\n',
        ),
        'clusterpolicy.yaml': customResource(
          'nvidia.com/v1',
          'ClusterPolicy',
          '  driver: {enabled: true}\n  devicePlugin: {enabled: true}\n  dcgmExporter: {enabled: true}\n',
        ),
        'runtime.yaml': customResource(
          'trainer.kubeflow.org/v1alpha1',
          'ClusterTrainingRuntime',
          `  template:\n    spec:\n      replicatedJobs:\n      - {name: node, template: {spec: {template: ${pod}}}}\n`,
        ),
      }),
    );
    assert.deepEqual(report.coverage.notSimulated.map((n) => `${n.kind}: ${n.reason}`).sort(), [
      'jobset.x-k8s.io/JobSet: the JobSet controller runs its replicated Jobs, which is not simulated',
      "kubeflow.org/MPIJob: the MPI operator runs its launcher's and workers' pods, which is not simulated",
      "kubeflow.org/PyTorchJob: the Kubeflow training operator runs its replicas' pods, which is not simulated",
      'leaderworkerset.x-k8s.io/LeaderWorkerSet: the LeaderWorkerSet controller runs its leader and worker StatefulSets, which is not simulated',
      "nvidia.com/ClusterPolicy: the GPU Operator runs the driver's, device plugin's and DCGM's DaemonSets, which is not simulated",
      'ray.io/RayCluster: KubeRay runs its head and worker pods, which is not simulated',
      'ray.io/RayJob: KubeRay runs a RayCluster and the Job submitting to it, which is not simulated',
      'ray.io/RayService: KubeRay runs its RayCluster, which is not simulated',
      'trainer.kubeflow.org/TrainJob: Kubeflow Trainer runs a JobSet of its training runtime, which is not simulated',
    ]);
  });

  it('an OpenFaaS Function, a Kusk EnvoyFleet and a Crossplane helm Release are named; unknown kinds of their shapes (requests as the spec, a size beside an image) make pods too', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'fn.yaml': customResource('openfaas.com/v1', 'Function', '  image: ghcr.io/x/fn\n  requests: {cpu: 100m, memory: 64Mi}\n'),
        'fleet.yaml': customResource('gateway.kusk.io/v1alpha1', 'EnvoyFleet', '  image: envoyproxy/envoy\n  size: 2\n'),
        'other-fn.yaml': customResource('example.com/v1', 'Handler', '  image: x\n  limits: {cpu: "1"}\n'),
        'other-fleet.yaml': customResource('example.com/v1', 'Proxy', '  image: x\n  size: 3\n'),
        'release.yaml': customResource(
          'helm.crossplane.io/v1beta1',
          'Release',
          '  forProvider:\n    chart: {name: wordpress, repository: https://charts.example.com, version: 1.0.0}\n',
        ),
      }),
    );
    assert.deepEqual(report.coverage.notSimulated.map((n) => `${n.kind}: ${n.reason}`).sort(), [
      "example.com/Handler: a Handler (example.com) asks in its spec for resources its operator's pods would use, but its operator is not simulated",
      "example.com/Proxy: a Proxy (example.com) asks in its spec for resources its operator's pods would use, but its operator is not simulated",
      'gateway.kusk.io/EnvoyFleet: the Kusk Gateway operator runs its Envoy Deployment, which is not simulated',
      "helm.crossplane.io/Release: Crossplane's provider-helm installs its chart, in the cluster its ProviderConfig names, which is not simulated",
      'openfaas.com/Function: the OpenFaaS operator runs its Deployment, which is not simulated',
    ]);
  });

  // Shapes of giantswarm/gitops-template (App CRs from a Catalog) and of k3s fleets (helm.cattle.io HelmChart).
  it('charts a controller installs from a catalog or repository (a Giant Swarm App, a k3s HelmChart) are named, not skipped', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'app.yaml': customResource(
          'application.giantswarm.io/v1alpha1',
          'App',
          '  catalog: giantswarm\n  name: hello-world\n  namespace: apps\n  version: 2.3.2\n  kubeConfig: {inCluster: false}\n',
        ),
        'chart.yaml': customResource(
          'helm.cattle.io/v1',
          'HelmChart',
          '  chart: traefik\n  repo: https://traefik.github.io/charts\n  valuesContent: |-\n    replicas: 2\n',
        ),
        'catalog.yaml': customResource(
          'application.giantswarm.io/v1alpha1',
          'Catalog',
          '  title: Giant Swarm\n  storage: {type: helm, URL: https://example.com/charts/}\n',
        ),
      }),
    );
    assert.deepEqual(report.coverage.notSimulated.map((n) => `${n.kind}: ${n.reason}`).sort(), [
      "application.giantswarm.io/App: Giant Swarm's app-operator installs its chart from its catalog, in the cluster its kubeConfig names, which is not simulated",
      'helm.cattle.io/HelmChart: the k3s helm-controller installs its chart with a Job running Helm, which is not simulated',
    ]);
  });

  it("a custom resource whose spec asks for containers' resources, or replicas of an image, makes pods; known operators are named without one", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'own.yaml': customResource('example.com/v1', 'Cache', '  resources: {requests: {cpu: "6"}, limits: {memory: 8Gi}}\n'),
        'component.yaml': customResource('example.com/v1', 'Store', '  instances:\n  - name: a\n    resources: {requests: {memory: 1Gi}}\n'),
        'pod-spec.yaml': customResource('example.com/v1', 'Runners', '  template:\n    spec: {resources: {limits: {cpu: "1"}}}\n'),
        'image.yaml': customResource('example.com/v1', 'Proxy', '  image: proxy:1\n  replicas: 3\n'),
        'grafana.yaml': customResource('grafana.integreatly.org/v1beta1', 'Grafana', '  deployment: {spec: {replicas: 2}}\n'),
        'terraform.yaml': customResource('infra.contrib.fluxcd.io/v1alpha2', 'Terraform', '  path: ./garage\n'),
      }),
    );
    const found = report.findings.filter((f) => f.ruleId === 'coverage/not-simulated');
    assert.deepEqual(found.map((f) => f.file).sort(), ['component.yaml', 'grafana.yaml', 'image.yaml', 'own.yaml', 'pod-spec.yaml', 'terraform.yaml']);
    assert.equal(
      found.find((f) => f.file === 'own.yaml')?.message,
      "Cache team/x makes pods that are not simulated: a Cache (example.com) asks in its spec for resources its operator's pods would use, but its operator is not simulated",
    );
  });

  it("resources in a spec that makes no pods of its own are none: Kubernetes' APIs, ResizeScenario, Flux, templates, policies, compositions, a volume claim's storage", async () => {
    const requests = '{requests: {cpu: "1", memory: 1Gi}, limits: {memory: 1Gi}}';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'quota.yaml': customResource('v1', 'ResourceQuota', '  hard: {requests.cpu: "4"}\n'),
        'vpa.yaml': customResource(
          'autoscaling.k8s.io/v1',
          'VerticalPodAutoscaler',
          `  targetRef: {apiVersion: apps/v1, kind: Deployment, name: web}\n  resourcePolicy:\n    containerPolicies:\n    - {containerName: "*", maxAllowed: {cpu: "1"}}\n`,
        ),
        'limitrange.yaml': customResource('v1', 'LimitRange', '  limits:\n  - {type: Container, default: {cpu: "1"}, defaultRequest: {cpu: 100m}}\n'),
        'release.yaml': customResource(
          'helm.toolkit.fluxcd.io/v2',
          'HelmRelease',
          `  chart: {spec: {chart: app, sourceRef: {kind: HelmRepository, name: charts}}}\n  values:\n    image: app:1\n    replicas: 2\n    resources: ${requests}\n`,
        ),
        'workflow-template.yaml': customResource(
          'argoproj.io/v1alpha1',
          'WorkflowTemplate',
          `  templates:\n  - name: main\n    container: {image: busybox, resources: ${requests}}\n`,
        ),
        'task.yaml': customResource('tekton.dev/v1', 'Task', `  steps:\n  - name: build\n    image: busybox\n    resources: ${requests}\n`),
        'policy.yaml': customResource(
          'kyverno.io/v1',
          'ClusterPolicy',
          `  rules:\n  - name: limits\n    mutate:\n      patchStrategicMerge: {resources: ${requests}}\n`,
        ),
        'composition.yaml': customResource(
          'apiextensions.crossplane.io/v1',
          'Composition',
          `  resources:\n  - name: app\n    base: {resources: ${requests}}\n`,
        ),
        'scenario.yaml':
          'apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n  - target: {kind: Deployment, namespace: default, name: web}\n    containers:\n    - {name: app, resources: {requests: {cpu: 200m}}}\n',
        'nodeclaim.yaml': customResource('karpenter.sh/v1', 'NodeClaim', `  resources: ${requests}\n`),
        'claim.yaml': customResource('example.com/v1', 'Bucket', '  claim:\n    spec: {resources: {requests: {storage: 10Gi}}}\n'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/not-simulated'),
      [],
    );
  });

  it("a template or runtime another object runs makes no pods, even with a pod template (SandboxTemplate, KServe's serving runtimes); a Knative Service and a v1 DeploymentConfig do", async () => {
    const container = '{name: c, image: x, resources: {requests: {cpu: "12", memory: 32Gi}}}';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'sandbox.yaml': customResource('extensions.agents.x-k8s.io/v1alpha1', 'SandboxTemplate', `  podTemplate:\n    spec: {containers: [${container}]}\n`),
        'cluster-runtime.yaml': customResource('serving.kserve.io/v1alpha1', 'ClusterServingRuntime', `  containers: [${container}]\n`),
        'runtime.yaml': customResource('serving.kserve.io/v1alpha1', 'ServingRuntime', `  containers: [${container}]\n`),
        'knative.yaml': customResource('serving.knative.dev/v1', 'Service', `  template:\n    spec: {containers: [${container}]}\n`),
        'dc.yaml': customResource('v1', 'DeploymentConfig', `  replicas: 1\n  template:\n    spec: {containers: [${container}]}\n`),
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'coverage/not-simulated')
        .map((f) => f.file)
        .sort(),
      ['dc.yaml', 'knative.yaml'],
    );
  });

  it('an object named with a placeholder is a template left out, not counted again as making pods (actions-runner-controller acceptance/testdata/runnerset.envsubst.yaml)', async () => {
    const runnerSet =
      'apiVersion: actions.summerwind.dev/v1alpha1\nkind: RunnerSet\nmetadata:\n  name: ${NAME}\nspec:\n  replicas: 1\n  template:\n    spec:\n      containers: [{name: runner, image: summerwind/actions-runner:latest}]\n';
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'runnerset.yaml': runnerSet }));
    assert.deepEqual(
      report.findings.filter((f) => f.file === 'runnerset.yaml' && f.ruleId !== 'coverage/nothing-simulated').map((f) => f.ruleId),
      ['input/not-rendered'],
    );
    assert.deepEqual(report.coverage.notSimulated, []);
  });

  it("a HelmRelease's values holding a chart's podTemplate (NATS) make no pod template of the HelmRelease", async () => {
    const release =
      'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: nats, namespace: team}\nspec:\n  chart:\n    spec:\n      chart: nats\n      sourceRef: {kind: HelmRepository, name: nats}\n  values:\n    podTemplate: {merge: {spec: {priorityClassName: high}}}\n';
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'release.yaml': release }));
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/not-simulated'),
      [],
    );
  });

  it("a PDB beside an operator's resource may protect its pods: an info naming it, not a warning that it protects nothing", async () => {
    const prometheus =
      'apiVersion: monitoring.coreos.com/v1\nkind: Prometheus\nmetadata: {name: k8s, namespace: monitoring}\nspec: {podMetadata: {labels: {app: prometheus}}}\n';
    const pdb = (ns: string): string =>
      `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: prometheus, namespace: ${ns}}\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: prometheus}}\n`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'prometheus.yaml': prometheus,
        'pdb.yaml': pdb('monitoring'),
        'other.yaml': pdb('elsewhere'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/pdb-selects-nothing').map((f) => [f.file, f.severity, f.message]),
      [
        ['other.yaml', 'warning', 'PodDisruptionBudget/elsewhere/prometheus protects no pod: no pod in namespace "elsewhere" has matching labels'],
        [
          'pdb.yaml',
          'info',
          'PodDisruptionBudget/monitoring/prometheus protects no simulated pod; it may protect the pods of Prometheus/monitoring/k8s, which are not simulated (coverage.notSimulated in the JSON report says why)',
        ],
      ],
    );
  });

  it("an operator's resource counts for a PDB only when the selector may match its pods: its template's labels, or its name or labels named", async () => {
    // openstack-helm designate's PDB beside a MariaDB operator's resource: nothing to do with it.
    const mariadb =
      'apiVersion: mariadb.mmontes.io/v1alpha1\nkind: MariaDB\nmetadata: {name: db, namespace: shop, labels: {tier: database}}\nspec:\n  image: mariadb:11\n  replicas: 3\n  resources: {requests: {cpu: 500m}}\n';
    const runnerSet =
      'apiVersion: actions.summerwind.dev/v1alpha1\nkind: RunnerSet\nmetadata: {name: runners, namespace: shop}\nspec:\n  replicas: 1\n  template:\n    metadata: {labels: {role: ci-runner}}\n    spec:\n      containers: [{name: runner, image: summerwind/actions-runner:latest}]\n';
    const pdb = (name: string, selector: string): string =>
      `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: ${name}, namespace: shop}\nspec:\n  minAvailable: 1\n  selector: ${selector}\n`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'mariadb.yaml': mariadb,
        'runners.yaml': runnerSet,
        'pdb/api.yaml': pdb('api', '{matchLabels: {app: designate-api, component: api}}'),
        'pdb/instance.yaml': pdb('instance', '{matchLabels: {app.kubernetes.io/instance: db}}'),
        'pdb/contains.yaml': pdb('contains', '{matchExpressions: [{key: app, operator: In, values: [shop-database-primary]}]}'),
        'pdb/template.yaml': pdb('template', '{matchLabels: {role: ci-runner}}'),
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'reference/pdb-selects-nothing')
        .map((f) => [f.file, f.severity, f.message.replace(/, which are not simulated.*/, '').replace(/.* of /, '')]),
      [
        ['pdb/api.yaml', 'warning', 'PodDisruptionBudget/shop/api protects no pod: no pod in namespace "shop" has matching labels'],
        ['pdb/contains.yaml', 'info', 'MariaDB/shop/db'],
        ['pdb/instance.yaml', 'info', 'MariaDB/shop/db'],
        ['pdb/template.yaml', 'info', 'RunnerSet/shop/runners'],
      ],
    );
  });

  it('an HPA may scale any resource with a /scale subresource: one the input holds is an info, not missing', async () => {
    const scalable = 'apiVersion: example.com/v1\nkind: Scalable\nmetadata: {name: web, namespace: team}\nspec: {replicas: 2}\n';
    const hpa = (name: string): string =>
      `apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: ${name}, namespace: team}\nspec:\n  scaleTargetRef: {apiVersion: example.com/v1, kind: Scalable, name: ${name}}\n  minReplicas: 1\n  maxReplicas: 3\n`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'scalable.yaml': scalable,
        'hpa.yaml': `${hpa('web')}---\n${hpa('gone')}`,
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/missing-target').map((f) => [f.severity, f.message]),
      [
        [
          'info',
          'HorizontalPodAutoscaler/team/web scales Scalable "web" (example.com/v1) through its /scale subresource; the pods its controller makes are not simulated',
        ],
        [
          'warning',
          'HorizontalPodAutoscaler/team/gone scales Scalable "gone", which is not in the input (or is not a Deployment, StatefulSet, ReplicaSet or ReplicationController)',
        ],
      ],
    );
  });

  it("an HPA of an operator's resource the input holds (a LeaderWorkerSet) names it as present, not as 'not in the input'", async () => {
    const lws =
      'apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata: {name: vllm, namespace: team}\nspec:\n  replicas: 2\n  leaderWorkerTemplate:\n    size: 2\n    workerTemplate: {spec: {containers: [{name: c, image: x}]}}\n';
    const hpa =
      'apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: vllm, namespace: team}\nspec:\n  scaleTargetRef: {apiVersion: leaderworkerset.x-k8s.io/v1, kind: LeaderWorkerSet, name: vllm}\n  minReplicas: 1\n  maxReplicas: 4\n';
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'lws.yaml': lws, 'hpa.yaml': hpa }));
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/missing-target').map((f) => [f.severity, f.message]),
      [
        [
          'info',
          'HorizontalPodAutoscaler/team/vllm scales LeaderWorkerSet "vllm" (leaderworkerset.x-k8s.io/v1) through its /scale subresource; the pods its controller makes are not simulated',
        ],
      ],
    );
  });

  it("a kube-system PDB that selects no pod of the input may protect the distribution's own pods (CoreDNS): an info", async () => {
    const pdb = (ns: string): string =>
      `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: coredns, namespace: ${ns}}\nspec:\n  maxUnavailable: 1\n  selector: {matchLabels: {k8s-app: kube-dns}}\n`;
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'system.yaml': pdb('kube-system'), 'dns.yaml': pdb('dns') }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/pdb-selects-nothing').map((f) => [f.file, f.severity]),
      [
        ['dns.yaml', 'warning'],
        ['system.yaml', 'info'],
      ],
    );
  });

  it('a PDB beside a HelmRelease whose chart is not rendered may protect its pods: an info naming it', async () => {
    const release =
      'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: redis, namespace: apps}\nspec:\n  chart:\n    spec:\n      chart: redis\n      sourceRef: {kind: HelmRepository, name: bitnami}\n';
    const pdb =
      'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: redis, namespace: apps}\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: redis}}\n';
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'release.yaml': release, 'pdb.yaml': pdb }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/pdb-selects-nothing').map((f) => [f.severity, f.message]),
      [
        [
          'info',
          'PodDisruptionBudget/apps/redis protects no simulated pod; it may protect the pods of HelmRelease/apps/redis, which are not simulated (coverage.notSimulated in the JSON report says why)',
        ],
      ],
    );
  });

  it('a VPA, HPA or PDB in the namespace a HelmRelease left unrendered installs into may be meant for its pods: infos naming it; elsewhere warnings', async () => {
    const release =
      'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: redis, namespace: flux-system}\nspec:\n  targetNamespace: data\n  chart:\n    spec:\n      chart: redis\n      sourceRef: {kind: HelmRepository, name: bitnami}\n';
    const vpa = (ns: string): string =>
      `apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata: {name: redis, namespace: ${ns}}\nspec:\n  targetRef: {apiVersion: apps/v1, kind: StatefulSet, name: redis-master}\n`;
    const hpa = (ns: string): string =>
      `apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: redis, namespace: ${ns}}\nspec:\n  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: redis-replicas}\n  minReplicas: 1\n  maxReplicas: 3\n`;
    const pdb = (ns: string): string =>
      `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: redis, namespace: ${ns}}\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: redis}}\n`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'release.yaml': release,
        'data/vpa.yaml': vpa('data'),
        'data/hpa.yaml': hpa('data'),
        'data/pdb.yaml': pdb('data'),
        'other/vpa.yaml': vpa('other'),
        'other/hpa.yaml': hpa('other'),
        'other/pdb.yaml': pdb('other'),
      }),
    );
    const found = report.findings
      .filter((f) => f.ruleId === 'reference/missing-target' || f.ruleId === 'reference/pdb-selects-nothing')
      .map((f) => [f.file, f.severity, f.message]);
    const maybe = 'HelmRelease/flux-system/redis, which are not simulated (coverage.notSimulated in the JSON report says why)';
    assert.deepEqual(found, [
      ['data/hpa.yaml', 'info', `HorizontalPodAutoscaler/data/redis scales Deployment "redis-replicas", which is not in the input; it may be made by ${maybe}`],
      ['data/pdb.yaml', 'info', `PodDisruptionBudget/data/redis protects no simulated pod; it may protect the pods of ${maybe}`],
      [
        'data/vpa.yaml',
        'info',
        `VerticalPodAutoscaler "data/redis" targets StatefulSet/data/redis-master, which matches no simulated pod; it may target the pods of ${maybe}; the vpa-max scenario leaves it out`,
      ],
      [
        'other/hpa.yaml',
        'warning',
        'HorizontalPodAutoscaler/other/redis scales Deployment "redis-replicas", which is not in the input (or is not a Deployment, StatefulSet, ReplicaSet or ReplicationController)',
      ],
      ['other/pdb.yaml', 'warning', 'PodDisruptionBudget/other/redis protects no pod: no pod in namespace "other" has matching labels'],
      [
        'other/vpa.yaml',
        'warning',
        'VerticalPodAutoscaler "other/redis" targets StatefulSet/other/redis-master, which matches no pod in the input; the vpa-max scenario leaves it out',
      ],
    ]);
  });

  it('an Application whose render failed counts as one left unrendered: a VPA, HPA or PDB in its destination namespace is an info naming it', async () => {
    const app =
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: redis, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: https://github.com/example/gitops.git, path: infra/redis}\n  destination: {server: https://kubernetes.default.svc, namespace: data}\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'argocd/redis.yaml': app,
        // A chart kustomize would pull: the root is not rendered.
        'infra/redis/kustomization.yaml': 'helmCharts:\n- {name: redis, repo: https://charts.bitnami.com/bitnami, version: 20.0.0}\n',
        'data/vpa.yaml':
          'apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata: {name: redis, namespace: data}\nspec:\n  targetRef: {apiVersion: apps/v1, kind: StatefulSet, name: redis-master}\n',
        'data/hpa.yaml':
          'apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: redis, namespace: data}\nspec:\n  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: redis-replicas}\n  maxReplicas: 3\n',
        'data/pdb.yaml':
          'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: redis, namespace: data}\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: redis}}\n',
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'reference/missing-target' || f.ruleId === 'reference/pdb-selects-nothing')
        .map((f) => [f.file, f.severity, /Application\/argocd\/redis, which are not simulated/.test(f.message)]),
      [
        ['data/hpa.yaml', 'info', true],
        ['data/pdb.yaml', 'info', true],
        ['data/vpa.yaml', 'info', true],
      ],
    );
  });

  it("an ApplicationSet left unrendered installs into its template's destination namespace: a VPA there is an info naming the Application it made", async () => {
    const appSet = (namespace: string): string =>
      `apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata: {name: redis, namespace: argocd}\nspec:\n  generators:\n  - clusters: {}\n  template:\n    metadata: {name: 'redis-{{name}}'}\n    spec:\n      project: default\n      source: {repoURL: https://github.com/example/gitops.git, path: infra/redis}\n      destination: {server: '{{server}}', namespace: '${namespace}'}\n`;
    const vpa =
      'apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata: {name: redis, namespace: data}\nspec:\n  targetRef: {apiVersion: apps/v1, kind: StatefulSet, name: redis-master}\n';
    const severity = async (namespace: string): Promise<string[]> => {
      const { report } = await checkJson(
        await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'argocd/redis.yaml': appSet(namespace), 'data/vpa.yaml': vpa }),
      );
      return report.findings
        .filter((f) => f.ruleId === 'reference/missing-target')
        .map((f) => `${f.severity} ${/Application\/argocd\/redis-in-cluster/.test(f.message)}`);
    };
    assert.deepEqual(await severity('data'), ['info true']);
    // A namespace each Application fills in is not known here.
    assert.deepEqual(await severity('{{name}}'), ['warning false']);
  });

  it("an ApplicationSet's Applications left unrendered install into their own destination namespaces (a git directories generator's '{{path.basename}}', mitchross/talos-argocd-proxmox): a VPA there is an info naming the Application, one in the ApplicationSet's namespace stays a warning", async () => {
    const appSet =
      "apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata: {name: database, namespace: argocd}\nspec:\n  goTemplate: true\n  generators:\n  - git:\n      repoURL: https://github.com/example/gitops.git\n      revision: HEAD\n      directories:\n      - path: database/*\n  template:\n    metadata: {name: 'database-{{ .path.basename }}'}\n    spec:\n      project: default\n      source: {repoURL: https://github.com/example/gitops.git, path: '{{ .path.path }}'}\n      destination: {server: https://kubernetes.default.svc, namespace: '{{ .path.basename }}'}\n";
    const vpa = (namespace: string): string =>
      `apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata: {name: redis-master, namespace: ${namespace}}\nspec:\n  targetRef: {apiVersion: apps/v1, kind: StatefulSet, name: redis-master}\n`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'argocd/database.yaml': appSet,
        // A chart kustomize would pull: the root is not rendered.
        'database/redis/kustomization.yaml': 'helmCharts:\n- {name: redis, repo: oci://registry-1.docker.io/bitnamicharts, version: 20.0.0}\n',
        // A folder its render fails on: the Application is left unrendered too.
        'database/pg/kustomization.yaml': 'resources: [missing.yaml]\n',
        'policies/vpa-redis.yaml': vpa('redis'),
        'policies/vpa-pg.yaml': vpa('pg'),
        'policies/vpa-argocd.yaml': vpa('argocd'),
      }),
    );
    assert.deepEqual(
      report.findings
        .filter((f) => f.ruleId === 'reference/missing-target')
        .map((f) => [f.file, f.severity, /it may target the pods of (Application\/argocd\/database-\w+)/.exec(f.message)?.[1] ?? '']),
      [
        ['policies/vpa-argocd.yaml', 'warning', ''],
        ['policies/vpa-pg.yaml', 'info', 'Application/argocd/database-pg'],
        ['policies/vpa-redis.yaml', 'info', 'Application/argocd/database-redis'],
      ],
    );
  });

  it("a VPA whose target is in the input with no pod keeps its warning beside an operator's resource", async () => {
    const prometheus = 'apiVersion: monitoring.coreos.com/v1\nkind: Prometheus\nmetadata: {name: k8s, namespace: default}\nspec: {}\n';
    const vpa =
      'apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata: {name: idle, namespace: default}\nspec:\n  targetRef: {apiVersion: apps/v1, kind: Deployment, name: idle}\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'idle.yaml': deployment('idle', { replicas: 0 }),
        'prometheus.yaml': prometheus,
        'vpa.yaml': vpa,
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/missing-target').map((f) => f.severity),
      ['warning'],
    );
  });

  it('copies of one object (a base rendered twice, a file vendored twice) are one finding and one count, at the first copy by file', async () => {
    const kibana = 'apiVersion: kibana.k8s.elastic.co/v1\nkind: Kibana\nmetadata: {name: kb, namespace: team}\nspec: {count: 1}\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'z/kibana.yaml': kibana,
        'a/kibana.yaml': kibana,
        'm/kibana.yaml': kibana,
      }),
    );
    const found = report.findings.filter((f) => f.ruleId === 'coverage/not-simulated');
    assert.deepEqual(
      found.map((f) => f.file),
      ['a/kibana.yaml'],
    );
    assert.deepEqual(
      report.coverage.notSimulated.map((n) => [n.kind, n.count]),
      [['kibana.k8s.elastic.co/Kibana', 1]],
    );
  });
});

describe('a fragment with a pod template but no kind (a patch; a ytt overlay is not read at all)', () => {
  it('is not a pod-making object: no coverage/not-simulated naming "undefined"', async () => {
    const overlay = 'spec:\n  template:\n    spec:\n      containers: [{name: c, image: x}]\n';
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'overlay.yaml': overlay }));
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/not-simulated'),
      [],
    );
  });
});

describe('LimitRange defaults at admission (LimitRanger)', () => {
  const limitRange = (item: string): string =>
    `apiVersion: v1\nkind: LimitRange\nmetadata: {name: defaults, namespace: team}\nspec:\n  limits:\n  - type: Container\n${item}`;
  const bare = (name: string, resources = ''): string =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}, namespace: team}\nspec:\n  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec:\n      containers:\n      - name: app\n        image: nginx\n${resources}`;
  const ONE_CPU = 'nodePools:\n  - name: pool\n    count: 1\n    allocatable: {cpu: "1", memory: 4Gi}\n';

  it('defaultRequest gives containers without requests their size: two 1-CPU pods do not fit one 1-CPU node', async () => {
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': ONE_CPU, 'lr.yaml': limitRange('    defaultRequest: {cpu: "1"}\n'), 'a.yaml': bare('a'), 'b.yaml': bare('b') }),
    );
    assert.deepEqual(report.placements.map((p) => p.node === null).sort(), [false, true], 'one of the two stays Pending');
  });

  it('without a LimitRange the same pods request nothing and both fit', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': ONE_CPU, 'a.yaml': bare('a'), 'b.yaml': bare('b') }));
    assert.ok(report.placements.every((p) => p.node !== null));
  });

  it("default (limit) also sets the request when defaultRequest is absent (SetDefaults_LimitRangeItem); a container's own request wins", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': ONE_CPU,
        'lr.yaml': limitRange('    default: {cpu: 600m}\n'),
        'a.yaml': bare('a'),
        'b.yaml': bare('b', '        resources: {requests: {cpu: 300m}}\n'),
      }),
    );
    assert.ok(
      report.placements.every((p) => p.node !== null),
      '600m + 300m fit in 1 CPU',
    );
    const { report: two } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': ONE_CPU, 'lr.yaml': limitRange('    default: {cpu: 600m}\n'), 'a.yaml': bare('a'), 'b.yaml': bare('b') }),
    );
    assert.equal(two.placements.filter((p) => p.node === null).length, 1, '600m + 600m do not');
  });
});

describe('bounded work', () => {
  it('a replica bomb is one input/too-large error at spec.replicas; the other workloads are still simulated', async () => {
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'bomb.yaml': deployment('bomb', { replicas: 2147483647 }), 'web.yaml': deployment('web') }),
    );
    const big = report.findings.filter((f) => f.ruleId === 'input/too-large');
    assert.deepEqual(
      big.map((f) => [f.severity, f.file, f.line]),
      [['error', 'bomb.yaml', 6]],
    );
    assert.match(big[0]!.message, /asks for 2147483647 pods, more than the 150000 one workload may make here/);
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['web'],
    );
  });
});

describe('bounds in config (core/bounds.ts)', () => {
  const pdb =
    'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: big-pdb}\nspec:\n  maxUnavailable: 1\n  selector: {matchLabels: {app: big}}\n';

  it('bounds.pods leaves the largest workloads out first, whatever the file names and order; what depends on them says so', async () => {
    const config = `${POOL_CONFIG}bounds: {pods: 8}\n`;
    const run = async (files: Record<string, string>) => (await checkJson(await writeRepo({ '.resizeguard.yaml': config, ...files }))).report;
    const a = await run({
      'a.yaml': deployment('big', { replicas: 5 }),
      'b.yaml': deployment('small', { replicas: 3 }),
      'c.yaml': deployment('tie', { replicas: 5 }),
      'pdb.yaml': pdb,
    });
    const b = await run({
      'z.yaml': deployment('tie', { replicas: 5 }),
      'y.yaml': `${deployment('small', { replicas: 3 })}---\n${deployment('big', { replicas: 5 })}`,
      'pdb.yaml': pdb,
    });
    for (const report of [a, b]) {
      const big = report.findings.filter((f) => f.ruleId === 'input/too-large');
      assert.deepEqual(
        big.map((f) => f.message.slice(0, f.message.indexOf(','))),
        ['Deployment/default/big makes 5 of the 13 pods the input asks for'],
      );
      assert.match(big[0]!.message, /more than the 8 one run may hold here \(bounds\.pods\)/);
      assert.deepEqual([...new Set(report.placements.map((p) => p.owner.name))].sort(), ['small', 'tie']);
      const selects = report.findings.find((f) => f.ruleId === 'reference/pdb-selects-nothing');
      assert.match(
        selects?.message ?? '',
        /PodDisruptionBudget\/default\/big-pdb protects no pod: the pods it selects are left out: Deployment\/default\/big \(the run would hold more pods than bounds\.pods allows, at [ay]\.yaml:(6|22)\)/,
      );
    }
  });

  it('bounds.podsPerWorkload and bounds.nodesPerPool are overridable; a pool past its bound makes that many nodes, with an error at its count', async () => {
    const config = 'nodePools:\n  - name: pool\n    count: 5\n    allocatable: {cpu: "4", memory: 16Gi}\nbounds: {podsPerWorkload: 4, nodesPerPool: 3}\n';
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': config, 'a.yaml': deployment('web', { replicas: 5 }), 'b.yaml': deployment('api', { replicas: 4 }) }),
    );
    const big = report.findings.filter((f) => f.ruleId === 'input/too-large').map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`);
    assert.deepEqual(big, [
      '.resizeguard.yaml:3:12 node pool "pool" declares 5 nodes, more than the 3 one pool may make here (bounds.nodesPerPool); only pool-0 to pool-2 are simulated',
      'a.yaml:6:13 Deployment/default/web asks for 5 pods, more than the 4 one workload may make here (bounds.podsPerWorkload; the largest real clusters run 150,000 pods in all); its pods are left out of the simulation',
    ]);
    assert.equal(report.summary.nodes, 3);
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['api', 'api', 'api', 'api'],
    );
  });

  it('a bound that is not a positive integer is a configuration error at its value', async () => {
    const { inProcess } = await import('../helpers/cli.ts');
    const r = await inProcess.run({
      args: ['check', '.'],
      cwd: await writeRepo({ '.resizeguard.yaml': `${POOL_CONFIG}bounds: {pods: 0}\n`, 'a.yaml': deployment('web') }),
    });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /\.resizeguard\.yaml:5:16: error: configuration bounds\.pods: must be greater than or equal to 1/);
  });
});
