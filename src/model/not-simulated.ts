/**
 * Objects that make pods the simulation does not place: operators' custom resources (their
 * controllers run the pods), custom resources carrying a pod template, and custom resources whose
 * spec asks for what an operator's pods would run (containers' resources, replicas of an image).
 */
import { compareNatural } from '../core/compare.ts';
import { someNamed } from '../core/arrays.ts';
import { isObject, obj, str } from '../core/fields.ts';
import { apiGroup, formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import { rawObjectTemplates } from './raw-object-templates.ts';
import { WORKLOAD_KINDS } from './workloads.ts';

/** Custom resources whose operators run pods without a pod template in the object. */
const OPERATOR_KINDS: ReadonlyMap<string, string> = new Map([
  ['monitoring.coreos.com/Prometheus', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/Alertmanager', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/ThanosRuler', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/PrometheusAgent', 'the Prometheus operator runs its pods'],
  ['postgresql.cnpg.io/Cluster', 'CloudNativePG runs its instance pods'],
  ['postgresql.cnpg.io/Pooler', 'CloudNativePG runs its PgBouncer Deployment'],
  ['postgres-operator.crunchydata.com/PostgresCluster', 'PGO runs its instance StatefulSets'],
  ['pgv2.percona.com/PerconaPGCluster', "Percona's operator runs its instance StatefulSets and PgBouncer Deployment"],
  ['clickhouse.altinity.com/ClickHouseInstallation', "the Altinity operator runs a StatefulSet per shard's replica"],
  ['clickhouse-keeper.altinity.com/ClickHouseKeeperInstallation', 'the Altinity operator runs a StatefulSet per Keeper replica'],
  ['nats.io/NatsCluster', 'the NATS operator runs its server pods'],
  // TiDB Operator v1 (pkg/apis/pingcap/v1alpha1); v2's component groups are matched by OPERATOR_KIND_SUFFIXES below.
  ['pingcap.com/TidbCluster', 'TiDB Operator runs its PD, TiKV, TiDB and TiFlash StatefulSets'],
  ['pingcap.com/DMCluster', "TiDB Operator runs its DM master's and worker's StatefulSets"],
  ['pingcap.com/TidbMonitor', 'TiDB Operator runs its Prometheus and Grafana StatefulSet'],
  ['pingcap.com/TidbNGMonitoring', 'TiDB Operator runs its ng-monitoring StatefulSet'],
  ['pingcap.com/TidbDashboard', 'TiDB Operator runs its TiDB Dashboard StatefulSet'],
  ['acid.zalan.do/postgresql', 'the Zalando Postgres operator runs its StatefulSet'],
  ['mysql.presslabs.org/MysqlCluster', 'the MySQL operator runs its StatefulSet'],
  ['elasticsearch.k8s.elastic.co/Elasticsearch', 'ECK runs its StatefulSets'],
  ['kibana.k8s.elastic.co/Kibana', 'ECK runs its Deployment'],
  ['apm.k8s.elastic.co/ApmServer', 'ECK runs its Deployment'],
  ['agent.k8s.elastic.co/Agent', 'ECK runs its DaemonSet or Deployment'],
  ['beat.k8s.elastic.co/Beat', 'ECK runs its DaemonSet or Deployment'],
  ['logstash.k8s.elastic.co/Logstash', 'ECK runs its StatefulSet'],
  ['enterprisesearch.k8s.elastic.co/EnterpriseSearch', 'ECK runs its Deployment'],
  ['maps.k8s.elastic.co/ElasticMapsServer', 'ECK runs its Deployment'],
  ['packageregistry.k8s.elastic.co/PackageRegistry', 'ECK runs its Deployment'],
  ['kafka.strimzi.io/Kafka', 'Strimzi runs its broker pods'],
  ['kafka.strimzi.io/KafkaNodePool', 'Strimzi runs its broker pods'],
  ['kafka.strimzi.io/KafkaConnect', 'Strimzi runs its Connect pods'],
  ['kafka.strimzi.io/KafkaMirrorMaker2', 'Strimzi runs its MirrorMaker pods'],
  ['kafka.strimzi.io/KafkaBridge', 'Strimzi runs its HTTP bridge Deployment'],
  ['keda.sh/ScaledJob', 'KEDA creates a Job from its jobTargetRef at each scaling event'],
  ['argoproj.io/Experiment', 'Argo Rollouts runs its ReplicaSets'],
  ['argoproj.io/Workflow', 'Argo Workflows runs a pod per step'],
  ['argoproj.io/CronWorkflow', 'Argo Workflows runs a Workflow on its schedule'],
  ['argoproj.io/EventBus', 'Argo Events runs its NATS StatefulSet'],
  ['argoproj.io/EventSource', 'Argo Events runs its Deployment'],
  ['argoproj.io/Sensor', 'Argo Events runs its Deployment'],
  ['tekton.dev/TaskRun', 'Tekton runs a pod per task'],
  ['tekton.dev/PipelineRun', 'Tekton runs a pod per task'],
  ['rabbitmq.com/RabbitmqCluster', 'the RabbitMQ operator runs its StatefulSet'],
  ['opentelemetry.io/OpenTelemetryCollector', 'the OpenTelemetry operator runs its pods'],
  ['fluxcd.controlplane.io/FluxInstance', 'the Flux Operator runs the Flux controllers'],
  ['fluxcd.controlplane.io/ResourceSet', 'the Flux Operator makes the objects of its resources templates from its inputs'],
  ['infra.contrib.fluxcd.io/Terraform', 'tf-controller runs a runner pod to plan and apply it'],
  ['dragonflydb.io/Dragonfly', 'the Dragonfly operator runs its StatefulSet'],
  ['grafana.integreatly.org/Grafana', 'the Grafana operator runs its Deployment'],
  ['ceph.rook.io/CephCluster', 'Rook runs the Ceph daemons'],
  ['inference.llmkube.dev/InferenceService', 'LLMKube runs its model server'],
  ['litellm.home-operations.com/LiteLLMProxy', 'its operator runs the LiteLLM proxy'],
  ['renovate-operator.mogenius.com/RenovateJob', 'the Renovate operator runs its Jobs on its schedule'],
  ['ray.io/RayCluster', 'KubeRay runs its head and worker pods'],
  ['ray.io/RayJob', 'KubeRay runs a RayCluster and the Job submitting to it'],
  ['ray.io/RayService', 'KubeRay runs its RayCluster'],
  ['leaderworkerset.x-k8s.io/LeaderWorkerSet', 'the LeaderWorkerSet controller runs its leader and worker StatefulSets'],
  ['jobset.x-k8s.io/JobSet', 'the JobSet controller runs its replicated Jobs'],
  ['kubeflow.org/PyTorchJob', "the Kubeflow training operator runs its replicas' pods"],
  ['kubeflow.org/TFJob', "the Kubeflow training operator runs its replicas' pods"],
  ['kubeflow.org/MPIJob', "the MPI operator runs its launcher's and workers' pods"],
  ['kubeflow.org/XGBoostJob', "the Kubeflow training operator runs its replicas' pods"],
  ['kubeflow.org/PaddleJob', "the Kubeflow training operator runs its replicas' pods"],
  ['kubeflow.org/JAXJob', "the Kubeflow training operator runs its replicas' pods"],
  // Its pods' resources are `spec.trainer.resourcesPerNode`, no container's `resources`.
  ['trainer.kubeflow.org/TrainJob', 'Kubeflow Trainer runs a JobSet of its training runtime'],
  // Holds no resources; its DaemonSets run on every GPU node.
  ['nvidia.com/ClusterPolicy', "the GPU Operator runs the driver's, device plugin's and DCGM's DaemonSets"],
  ['openfaas.com/Function', 'the OpenFaaS operator runs its Deployment'],
  ['gateway.kusk.io/EnvoyFleet', 'the Kusk Gateway operator runs its Envoy Deployment'],
  // Its chart is named by repository and version (`spec.forProvider.chart`), not rendered here.
  ['helm.crossplane.io/Release', "Crossplane's provider-helm installs its chart, in the cluster its ProviderConfig names"],
  // Charts named by catalog or repository and version, installed by a controller's Helm, not rendered here:
  // giantswarm/app-operator (App: spec.catalog, spec.name, spec.version, spec.kubeConfig), and
  // k3s-io/helm-controller (HelmChart: spec.chart, spec.repo, spec.valuesContent, a helm install Job).
  ['application.giantswarm.io/App', "Giant Swarm's app-operator installs its chart from its catalog, in the cluster its kubeConfig names"],
  ['helm.cattle.io/HelmChart', 'the k3s helm-controller installs its chart with a Job running Helm'],
  // The legacy `apiVersion: v1` has no dot in its group, which otherwise is Kubernetes' own and makes no pods.
  ['core/DeploymentConfig', 'OpenShift runs its ReplicationControllers'],
  ['apps.openshift.io/DeploymentConfig', 'OpenShift runs its ReplicationControllers'],
]);

/**
 * Operators whose every kind of a group ending so makes pods: TiDB Operator v2's component groups
 * (tidb-operator api/core/v1alpha1: PDGroup, TiKVGroup, TiDBGroup, TiFlashGroup, TSOGroup, … each
 * makes an instance, and the instance its pod, per replica), whose list grows with its components;
 * its `Cluster` and `PlacementPolicy` make none.
 */
const OPERATOR_KIND_SUFFIXES: readonly { readonly group: string; readonly suffix: string; readonly why: string }[] = [
  { group: 'core.pingcap.com', suffix: 'Group', why: 'TiDB Operator runs an instance pod per replica' },
];

/** GitOps objects: what they render makes the pods (sources/gitops.ts); a HelmRelease's values may hold any chart's `podTemplate`. */
const GITOPS_KINDS: ReadonlySet<string> = new Set([
  'helm.toolkit.fluxcd.io/HelmRelease',
  'kustomize.toolkit.fluxcd.io/Kustomization',
  'argoproj.io/Application',
  'argoproj.io/ApplicationSet',
]);

/** Why an object makes pods the simulation does not place, or undefined. */
export function notSimulatedReason(value: unknown): string | undefined {
  const v = obj(value);
  const apiVersion = typeof v['apiVersion'] === 'string' ? v['apiVersion'] : '';
  const kind = typeof v['kind'] === 'string' ? v['kind'] : '';
  const group = apiGroup(apiVersion) || 'core';
  const key = `${group}/${kind}`;
  const operator = OPERATOR_KINDS.get(key) ?? OPERATOR_KIND_SUFFIXES.find((o) => o.group === group && kind.endsWith(o.suffix))?.why;
  if (operator !== undefined) return `${operator}, which is not simulated`;
  if (WORKLOAD_KINDS.has(kind) || kind === 'Pod' || kind === 'PodTemplate' || GITOPS_KINDS.has(key)) return undefined;
  // Before the pod template: a template or runtime another object runs holds one too, and makes no pods.
  if (makesNoPodsOfItsOwn(group, kind)) return undefined;
  const spec = obj(v['spec']);
  if (hasPodTemplate(spec)) return `a ${kind} (${group}) has a pod template, but its controller is not simulated`;
  if (asksForPods(spec)) {
    return `a ${kind} (${group}) asks in its spec for resources its operator's pods would use, but its operator is not simulated`;
  }
  return undefined;
}

/**
 * API groups whose objects carry containers' resources but make no pods of their own: the tool's
 * ResizeScenario (resizes of other pods); Flux's objects (what they render makes the pods; the
 * Flux Operator's that do are listed above); policy engines' patterns and mutations of other
 * objects (Kyverno, Gatekeeper); Crossplane's compositions (bases of other objects); Karpenter's
 * NodeClaim (what a node is asked for). A group named is also each of its subgroups.
 */
const NO_POD_GROUPS: readonly string[] = [
  'resizeguard.dev',
  'toolkit.fluxcd.io',
  'fluxcd.controlplane.io',
  'kyverno.io',
  'gatekeeper.sh',
  'apiextensions.crossplane.io',
  'karpenter.sh',
];

/**
 * Definitions another object runs: Tekton's TaskRun and PipelineRun make the pods (listed above);
 * KServe's InferenceService makes the pods of the serving runtime it selects, with the storage
 * initializer a ClusterStorageContainer describes as an init container (kserve
 * pkg/apis/serving/v1alpha1/storage_container_types.go, `workloadType: initContainer`), and an
 * LLMInferenceService those of the LLMInferenceServiceConfig presets its `baseRefs` name
 * (llm_inference_service_types.go: "a template to provide base configurations"); a TrainJob those of
 * its training runtime (a JobSet's pod templates).
 */
const NO_POD_KINDS: ReadonlySet<string> = new Set([
  'tekton.dev/Task',
  'tekton.dev/ClusterTask',
  'tekton.dev/Pipeline',
  'tekton.dev/StepAction',
  'serving.kserve.io/ServingRuntime',
  'serving.kserve.io/ClusterServingRuntime',
  'serving.kserve.io/ClusterStorageContainer',
  'serving.kserve.io/LLMInferenceServiceConfig',
  'trainer.kubeflow.org/TrainingRuntime',
  'trainer.kubeflow.org/ClusterTrainingRuntime',
]);

/**
 * Whether a kind makes no pods of its own whatever its spec holds, a pod template included: Kubernetes'
 * own APIs (a group without a dot, or `*.k8s.io`: LimitRange, ResourceQuota, the VPA, kustomize's
 * configs; not `*.x-k8s.io`, whose JobSet and LeaderWorkerSet make pods), templates another object
 * runs (a kind ending in `Template`: Argo's WorkflowTemplate and AnalysisTemplate, a SandboxTemplate's
 * `podTemplate`), and those above.
 */
function makesNoPodsOfItsOwn(group: string, kind: string): boolean {
  if (!group.includes('.') || group === 'k8s.io' || group.endsWith('.k8s.io') || kind.endsWith('Template')) return true;
  return NO_POD_KINDS.has(`${group}/${kind}`) || NO_POD_GROUPS.some((g) => group === g || group.endsWith(`.${g}`));
}

/**
 * Whether a custom resource's spec asks for what pods would run: containers' resources as the
 * spec itself (an OpenFaaS Function's `spec.requests`) or a component (TiDB Operator v1's
 * `spec.tikv.requests`, its `corev1.ResourceRequirements` inline), or under `resources` up to two
 * levels down (Dragonfly's `spec.resources`, a component's `spec.redis.resources`,
 * `spec.instances[].resources`, a pod spec's `spec.template.spec.resources`); a count of what a
 * template makes beside the template's own flat `resources` (TiDB Operator v2's `spec.replicas`
 * and `spec.template.spec.resources: {cpu, memory}`, its simplified ResourceRequirements); or a
 * count of an image: `spec.replicas` or `spec.size` beside `spec.image`, or a count up to two
 * levels down in a component or a list of instance sets beside its own image or one above it
 * (Percona's `spec.instances[].replicas` under `spec.image`, `spec.proxy.pgBouncer.{image,
 * replicas}`, TiDB Operator v1's `spec.pd.{baseImage, replicas}`). Shallow places only, as for pod
 * templates.
 */
function asksForPods(spec: Record<string, unknown>): boolean {
  const image = hasImage(spec);
  const counted = Object.hasOwn(spec, 'replicas') || Object.hasOwn(spec, 'size');
  if ((counted && image) || isContainerResources(spec) || holdsContainerResources(spec, 2)) return true;
  if (Object.values(spec).some((child) => firstItems(child).some(isContainerResources))) return true;
  if (typeof spec['replicas'] === 'number' && isFlatResources(obj(obj(spec['template'])['spec'])['resources'])) return true;
  return componentsCountImage(spec, image, 2, new Set());
}

/** An image named whole (`image`) or without its tag (TiDB Operator v1's `baseImage`, tagged by `version`). */
function hasImage(value: Record<string, unknown>): boolean {
  return Object.hasOwn(value, 'image') || Object.hasOwn(value, 'baseImage');
}

/**
 * Whether a component of `value`, down to `depth` levels, counts its own image or one above it:
 * a number under `replicas` or `size` (a volume's `size: 10Gi` is no count). Each object once, as
 * for pod templates (`seen`).
 */
function componentsCountImage(value: Record<string, unknown>, imageAbove: boolean, depth: number, seen: Set<object>): boolean {
  if (depth === 0 || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((child) =>
    firstItems(child).some((c) => {
      if (!isObject(c)) return false;
      const image = imageAbove || hasImage(c);
      const count = typeof c['replicas'] === 'number' || typeof c['size'] === 'number';
      return (count && image) || componentsCountImage(c, image, depth - 1, seen);
    }),
  );
}

function holdsContainerResources(value: Record<string, unknown>, depth: number): boolean {
  if (isContainerResources(value['resources'])) return true;
  return depth > 0 && Object.values(value).some((child) => firstItems(child).some((c) => isObject(c) && holdsContainerResources(c, depth - 1)));
}

/** A container's `resources`: requests or limits of anything but `storage`, which a volume claim asks. */
function isContainerResources(value: unknown): boolean {
  const r = obj(value);
  return [r['requests'], r['limits']].some((q) => isObject(q) && Object.keys(q).some((name) => name !== 'storage'));
}

/** A pod's resources as one flat map of quantities naming `cpu` or `memory`, neither requests nor limits. */
function isFlatResources(value: unknown): boolean {
  if (!isObject(value) || !(Object.hasOwn(value, 'cpu') || Object.hasOwn(value, 'memory'))) return false;
  return Object.values(value).every((q) => typeof q === 'string' || typeof q === 'number');
}

/** A value, or the first items of a list: a spec's lists of components are short. */
function firstItems(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value.slice(0, 8) : [value];
}

/**
 * Whether a custom resource's spec holds a pod template: `template: {spec: {containers}}` or a bare
 * pod spec `{containers}` under a key ending in `template` or `Template`, or a list of them under
 * one ending in `templates` or `Templates` (the Altinity operator's
 * `spec.templates.podTemplates[].spec`, by name from its `defaults`), anywhere down to six
 * levels (Knative's and OpenKruise's `spec.template`, KubeRay's `headGroupSpec.template` and
 * `workerGroupSpecs[].template`, JobSet's `replicatedJobs[].template.spec.template`,
 * LeaderWorkerSet's `leaderWorkerTemplate.workerTemplate`, Kubeflow's
 * `pytorchReplicaSpecs.Worker.template`), so an operator not named above is still found; or an
 * operator's `podTemplate` in the spec or one level down (ECK's `spec.podTemplate`,
 * `spec.daemonSet.podTemplate`, `spec.nodeSets[].podTemplate`). A policy's pattern (Kyverno) or a
 * schema (a CRD) names `containers` too, and makes no pods: their kinds are ruled out before.
 */
function hasPodTemplate(spec: Record<string, unknown>): boolean {
  if (Object.hasOwn(spec, 'podTemplate')) return true;
  if (Object.values(spec).some((child) => firstItems(child).some((c) => isObject(c) && Object.hasOwn(c, 'podTemplate')))) return true;
  return holdsPodTemplate(spec, POD_TEMPLATE_DEPTH, new Set());
}

/** How deep under the spec a pod template is looked for: JobSet's is four levels down, a RayJob's three. */
const POD_TEMPLATE_DEPTH = 6;

/**
 * Each object once (`seen`: a YAML alias makes one object the member of many), down to `depth`
 * levels, the first items of lists only: linear in the object's size.
 */
function holdsPodTemplate(value: Record<string, unknown>, depth: number, seen: Set<object>): boolean {
  if (depth === 0 || seen.has(value)) return false;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if ((key.endsWith('template') || key.endsWith('Template')) && isPodTemplate(child)) return true;
    if ((key.endsWith('templates') || key.endsWith('Templates')) && firstItems(child).some(isPodTemplate)) return true;
    // An ACM policy's `object-templates-raw` is the list `object-templates` holds, written as templated YAML text.
    const items = key === 'object-templates-raw' && typeof child === 'string' ? rawObjectTemplates(child) : child;
    if (firstItems(items).some((c) => isObject(c) && holdsPodTemplate(c, depth - 1, seen))) return true;
  }
  return false;
}

/** A pod template (`{spec: {containers}}`) or a bare pod spec (`{containers}`). */
function isPodTemplate(value: unknown): boolean {
  return Array.isArray(obj(value)['containers']) || Array.isArray(obj(obj(value)['spec'])['containers']);
}

/** An object whose pods are not simulated, as model/not-simulated.ts finds it. */
export interface UnsimulatedMaker {
  readonly ref: ObjectRef;
  readonly value: unknown;
  /** A GitOps object left unrendered (or whose render failed): what it installs is unknown. */
  readonly unrendered: boolean;
}

/**
 * An Application an ApplicationSet made whose source was not rendered: its name and its spec (the
 * template filled in), whose destination is where it installs.
 */
export interface UnrenderedApplication {
  readonly ref: ObjectRef;
  readonly spec: unknown;
}

/**
 * The objects of `entries` whose pods are not simulated (an operator's, or a GitOps object `unrendered` holds), by the
 * namespace their pods run in, in input order: an operator's own; for an unrendered release, the namespace it installs
 * into (a HelmRelease's or Flux Kustomization's `spec.targetNamespace`, an Argo CD Application's
 * `spec.destination.namespace`, an ApplicationSet's template's), else its own. An ApplicationSet whose Applications
 * `applications` names is each of those Applications, in the namespace it installs into: its template's destination
 * is often a template expression (`{{ .path.basename }}`), which each Application fills in.
 */
export function unsimulatedMakersByNamespace<D extends { readonly value: unknown }>(
  entries: readonly { readonly doc: D; readonly ref: ObjectRef }[],
  unrendered: ReadonlySet<D> = new Set(),
  applications: ReadonlyMap<D, readonly UnrenderedApplication[]> = new Map(),
): Map<string, UnsimulatedMaker[]> {
  const out = new Map<string, UnsimulatedMaker[]>();
  const add = (namespace: string, maker: UnsimulatedMaker): void => {
    const list = out.get(namespace);
    if (list === undefined) out.set(namespace, [maker]);
    else list.push(maker);
  };
  for (const e of entries) {
    const isUnrendered = unrendered.has(e.doc);
    if (!isUnrendered && notSimulatedReason(e.doc.value) === undefined) continue;
    const made = isUnrendered ? (applications.get(e.doc) ?? []) : [];
    for (const app of made) add(installNamespace({ spec: app.spec }) ?? app.ref.namespace, { ref: app.ref, value: e.doc.value, unrendered: true });
    if (made.length > 0) continue;
    const namespace = (isUnrendered ? installNamespace(e.doc.value) : undefined) ?? e.ref.namespace;
    add(namespace, { ref: e.ref, value: e.doc.value, unrendered: isUnrendered });
  }
  return out;
}

/** The references of `makers`, by namespace. */
export function unsimulatedByNamespace(makers: ReadonlyMap<string, readonly UnsimulatedMaker[]>): Map<string, ObjectRef[]> {
  return new Map([...makers].map(([namespace, list]) => [namespace, list.map((m) => m.ref)]));
}

/** Where a GitOps object installs what it renders, when it says (an ApplicationSet: its template's destination, when not a template expression). */
function installNamespace(value: unknown): string | undefined {
  const spec = obj(obj(value)['spec']);
  const template = obj(obj(spec['template'])['spec']);
  const named = str(spec['targetNamespace']) ?? str(obj(spec['destination'])['namespace']) ?? str(obj(template['destination'])['namespace']);
  return named === '' || named?.includes('{{') === true ? undefined : named;
}

/** Up to three of `refs` by name, and how many more: "Prometheus/monitoring/k8s and 2 more". */
export function someUnsimulated(refs: readonly ObjectRef[]): string {
  return someNamed(refs.map(formatObjectRef).sort(compareNatural));
}

/** The sentence's end naming where it is said why they are not simulated. */
export const NOT_SIMULATED_WHY = 'which are not simulated (coverage.notSimulated in the JSON report says why)';
