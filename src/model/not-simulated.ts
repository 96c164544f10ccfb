/**
 * Objects that make pods the simulation does not place: operators' custom resources (their
 * controllers run the pods), and custom resources carrying a pod template.
 */
import { compareNatural } from '../core/compare.ts';
import { obj, str } from '../core/fields.ts';
import { apiGroup, formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import { WORKLOAD_KINDS } from './workloads.ts';

/** Custom resources whose operators run pods without a pod template in the object. */
const OPERATOR_KINDS: ReadonlyMap<string, string> = new Map([
  ['monitoring.coreos.com/Prometheus', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/Alertmanager', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/ThanosRuler', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/PrometheusAgent', 'the Prometheus operator runs its pods'],
  ['postgresql.cnpg.io/Cluster', 'CloudNativePG runs its instance pods'],
  ['postgresql.cnpg.io/Pooler', 'CloudNativePG runs its PgBouncer Deployment'],
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
  ['keda.sh/ScaledJob', 'KEDA creates a Job from its jobTargetRef at each scaling event'],
  ['argoproj.io/Experiment', 'Argo Rollouts runs its ReplicaSets'],
  ['argoproj.io/Workflow', 'Argo Workflows runs a pod per step'],
  ['argoproj.io/CronWorkflow', 'Argo Workflows runs a Workflow on its schedule'],
  ['tekton.dev/TaskRun', 'Tekton runs a pod per task'],
  ['tekton.dev/PipelineRun', 'Tekton runs a pod per task'],
  ['rabbitmq.com/RabbitmqCluster', 'the RabbitMQ operator runs its StatefulSet'],
  ['opentelemetry.io/OpenTelemetryCollector', 'the OpenTelemetry operator runs its pods'],
  ['fluxcd.controlplane.io/FluxInstance', 'the Flux Operator runs the Flux controllers'],
  ['fluxcd.controlplane.io/ResourceSet', 'the Flux Operator makes the objects of its resources templates from its inputs'],
]);

/** Why an object makes pods the simulation does not place, or undefined. */
export function notSimulatedReason(value: unknown): string | undefined {
  const v = obj(value);
  const apiVersion = typeof v['apiVersion'] === 'string' ? v['apiVersion'] : '';
  const kind = typeof v['kind'] === 'string' ? v['kind'] : '';
  const key = `${apiGroup(apiVersion) || 'core'}/${kind}`;
  const operator = OPERATOR_KINDS.get(key);
  if (operator !== undefined) return `${operator}, which is not simulated`;
  if (WORKLOAD_KINDS.has(kind) || kind === 'Pod' || kind === 'PodTemplate') return undefined;
  if (hasPodTemplate(obj(v['spec']))) return `a ${kind} (${apiGroup(apiVersion) || 'core'}) has a pod template, but its controller is not simulated`;
  return undefined;
}

/**
 * Whether a custom resource's spec holds a pod template where controllers keep one: the apps/v1
 * shapes (`template.spec.containers`, `jobTemplate.spec.template.spec.containers`: OpenKruise,
 * Knative), or an operator's `podTemplate` in the spec or one level down (ECK's
 * `spec.podTemplate`, `spec.daemonSet.podTemplate`, `spec.nodeSets[].podTemplate`). Fixed places
 * only: a policy's pattern (Kyverno) or a schema (a CRD) names `containers` too, and makes no pod.
 */
function hasPodTemplate(spec: Record<string, unknown>): boolean {
  const template = obj(obj(spec['template'])['spec']);
  const jobTemplate = obj(obj(obj(obj(spec['jobTemplate'])['spec'])['template'])['spec']);
  if (Array.isArray(template['containers']) || Array.isArray(jobTemplate['containers'])) return true;
  if (Object.hasOwn(spec, 'podTemplate')) return true;
  return Object.values(spec).some((child: unknown) => {
    const items: readonly unknown[] = Array.isArray(child) ? child.slice(0, 8) : [child];
    return items.some((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && Object.hasOwn(c, 'podTemplate'));
  });
}

/**
 * The objects of `entries` whose pods are not simulated (an operator's, or a GitOps object `unrendered` holds), by the
 * namespace their pods run in, in input order: an operator's own; for an unrendered release, the namespace it installs
 * into (a HelmRelease's or Flux Kustomization's `spec.targetNamespace`, an Argo CD Application's
 * `spec.destination.namespace`, an ApplicationSet's template's), else its own.
 */
export function unsimulatedByNamespace<D extends { readonly value: unknown }>(
  entries: readonly { readonly doc: D; readonly ref: ObjectRef }[],
  unrendered: ReadonlySet<D> = new Set(),
): Map<string, ObjectRef[]> {
  const out = new Map<string, ObjectRef[]>();
  for (const e of entries) {
    const isUnrendered = unrendered.has(e.doc);
    if (!isUnrendered && notSimulatedReason(e.doc.value) === undefined) continue;
    const namespace = (isUnrendered ? installNamespace(e.doc.value) : undefined) ?? e.ref.namespace;
    const list = out.get(namespace);
    if (list === undefined) out.set(namespace, [e.ref]);
    else list.push(e.ref);
  }
  return out;
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
  const names = refs.map(formatObjectRef).sort(compareNatural);
  return names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
}

/** The sentence's end naming where it is said why they are not simulated. */
export const NOT_SIMULATED_WHY = 'which are not simulated (coverage.notSimulated in the JSON report says why)';
