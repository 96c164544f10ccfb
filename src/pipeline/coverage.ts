/**
 * What a run read, by kind, and the objects that make pods the simulation does not place
 * (operators' custom resources, controllers not simulated): `coverage/not-simulated`.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { obj } from '../core/fields.ts';
import { apiGroup } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import { WORKLOAD_KINDS } from '../model/workloads.ts';
import type { Coverage, RenderedSource } from './types.ts';

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
]);

export const groupOf = apiGroup;

/** "<group>/<Kind>", the core group written "core". */
export function kindKey(apiVersion: string, kind: string): string {
  return `${groupOf(apiVersion) || 'core'}/${kind}`;
}

/** Why an object makes pods the simulation does not place, or undefined. */
export function notSimulatedReason(value: unknown): string | undefined {
  const v = obj(value);
  const apiVersion = typeof v['apiVersion'] === 'string' ? v['apiVersion'] : '';
  const kind = typeof v['kind'] === 'string' ? v['kind'] : '';
  const key = kindKey(apiVersion, kind);
  const operator = OPERATOR_KINDS.get(key);
  if (operator !== undefined) return `${operator}, which is not simulated`;
  if (WORKLOAD_KINDS.has(kind) || kind === 'Pod' || kind === 'PodTemplate') return undefined;
  const spec = obj(v['spec']);
  const template = obj(obj(spec['template'])['spec']);
  const jobTemplate = obj(obj(obj(obj(spec['jobTemplate'])['spec'])['template'])['spec']);
  if (Array.isArray(template['containers']) || Array.isArray(jobTemplate['containers']))
    return `a ${kind} (${groupOf(apiVersion) || 'core'}) has a pod template, but its controller is not simulated`;
  return undefined;
}

/** `coverage/not-simulated` for every pod-making object the simulation cannot expand. */
export function notSimulatedFindings(documents: readonly LoadedDocument[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const doc of documents) {
    const v = obj(doc.value);
    // Not a Kubernetes object (a ytt overlay, a fragment): nothing makes pods from it.
    if (typeof v['apiVersion'] !== 'string' || typeof v['kind'] !== 'string') continue;
    const why = notSimulatedReason(doc.value);
    if (why === undefined) continue;
    const metadata = obj(v['metadata']);
    const namespace = typeof metadata['namespace'] === 'string' ? metadata['namespace'] : 'default';
    const name = typeof metadata['name'] === 'string' ? metadata['name'] : '';
    const kind = v['kind'];
    out.push({
      ruleId: 'coverage/not-simulated',
      severity: 'warning',
      message: `${kind} ${namespace}/${name} makes pods that are not simulated: ${why}`,
      file: doc.file,
      range: doc.locate(['kind']),
      object: { kind, namespace, name },
    });
  }
  return out;
}

/** Coverage of the documents a run read, the renders that made some of them, and the GitOps objects left unrendered. */
export function coverageOfDocuments(
  documents: readonly LoadedDocument[],
  renders: readonly RenderedSource[] = [],
  unrendered: readonly LoadedDocument[] = [],
): Coverage {
  const objects = new Map<string, number>();
  const notSimulated = new Map<string, { count: number; reason: string }>();
  const note = (kind: string, reason: string): void => {
    const entry = notSimulated.get(`${kind}\0${reason}`) ?? { count: 0, reason };
    entry.count++;
    notSimulated.set(`${kind}\0${reason}`, entry);
  };
  for (const doc of documents) {
    const v = obj(doc.value);
    if (typeof v['apiVersion'] !== 'string' || typeof v['kind'] !== 'string') continue;
    const key = kindKey(v['apiVersion'], v['kind']);
    objects.set(key, (objects.get(key) ?? 0) + 1);
    const why = notSimulatedReason(v);
    if (why !== undefined) note(key, why);
  }
  for (const doc of unrendered) {
    const v = obj(doc.value);
    note(kindKey(String(v['apiVersion']), String(v['kind'])), 'its source is not rendered (input/not-rendered says why)');
  }
  const sortedObjects = new Map([...objects].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const list = [...notSimulated]
    .map(([key, e]) => ({ kind: key.split('\0')[0]!, count: e.count, reason: e.reason }))
    .sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.reason < b.reason ? -1 : 1));
  const rendered = [...renders].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  return {
    objects: sortedObjects,
    rendered: rendered.map((r) => ({ kind: r.kind, path: r.path, objects: r.objects, ...(r.via !== undefined ? { via: r.via } : {}) })),
    notSimulated: list,
  };
}
