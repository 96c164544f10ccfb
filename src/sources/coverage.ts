/**
 * What a run covered: the objects read per kind, the sources rendered, and what makes pods but
 * is not simulated (an unrendered HelmRelease or Application, an operator's custom resource, a
 * workload kind the simulation does not model).
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { Coverage, LintResult } from '../index.ts';
import type { LoadedDocument } from '../load/document.ts';
import { apiGroup } from '../core/object-ref.ts';
import { obj } from '../core/fields.ts';
import { WORKLOAD_KINDS } from '../model/workloads.ts';
import type { RenderedSource } from './collect.ts';
import type { Repository } from './index.ts';


/** Custom resources whose operators run pods without a pod template in the object. */
const OPERATOR_KINDS: ReadonlyMap<string, string> = new Map([
  ['monitoring.coreos.com/Prometheus', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/Alertmanager', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/ThanosRuler', 'the Prometheus operator runs its StatefulSet'],
  ['monitoring.coreos.com/PrometheusAgent', 'the Prometheus operator runs its pods'],
  ['postgresql.cnpg.io/Cluster', 'CloudNativePG runs its instance pods'],
  ['elasticsearch.k8s.elastic.co/Elasticsearch', 'ECK runs its StatefulSets'],
  ['kafka.strimzi.io/Kafka', 'Strimzi runs its broker pods'],
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
  if (Array.isArray(template['containers']) || Array.isArray(jobTemplate['containers'])) return `a ${kind} (${groupOf(apiVersion) || 'core'}) has a pod template, but its controller is not simulated`;
  return undefined;
}

/** `coverage/not-simulated` for every pod-making object the simulation cannot expand. */
export function notSimulatedFindings(documents: readonly LoadedDocument[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const doc of documents) {
    const why = notSimulatedReason(doc.value);
    if (why === undefined) continue;
    const v = obj(doc.value);
    const metadata = obj(v['metadata']);
    const namespace = typeof metadata['namespace'] === 'string' ? metadata['namespace'] : 'default';
    const name = typeof metadata['name'] === 'string' ? metadata['name'] : '';
    const kind = String(v['kind']);
    out.push({ ruleId: 'coverage/not-simulated', severity: 'warning', message: `${kind} ${namespace}/${name} makes pods that are not simulated: ${why}`, file: doc.file, range: doc.locate(['kind']), object: { kind, namespace, name } });
  }
  return out;
}

export function coverageOf(repo: Repository): Coverage {
  const coverage = coverageOfDocuments(repo.clusters.flatMap((c) => c.documents), repo.rendered, repo.unrendered);
  if (repo.helmHooks.length === 0) return coverage;
  const hooks = new Map<string, number>();
  for (const d of repo.helmHooks) {
    const v = obj(d.value);
    const key = kindKey(String(v['apiVersion']), String(v['kind']));
    hooks.set(key, (hooks.get(key) ?? 0) + 1);
  }
  const notSimulated = [...coverage.notSimulated, ...[...hooks].map(([kind, count]) => ({ kind, count, reason: 'a Helm hook or test (helm.sh/hook) runs only around an install, upgrade or helm test (config helmHooks: true simulates it)' }))];
  return { ...coverage, notSimulated: notSimulated.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.reason < b.reason ? -1 : 1)) };
}

/** Coverage of the documents a run read, the renders that made some of them, and the GitOps objects left unrendered. */
export function coverageOfDocuments(documents: readonly LoadedDocument[], renders: readonly RenderedSource[] = [], unrendered: readonly LoadedDocument[] = []): Coverage {
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
  const list = [...notSimulated].map(([key, e]) => ({ kind: key.split('\0')[0]!, count: e.count, reason: e.reason })).sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.reason < b.reason ? -1 : 1));
  const rendered = [...renders].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  return { objects: sortedObjects, rendered: rendered.map((r) => ({ kind: r.kind, path: r.path, objects: r.objects, ...(r.via !== undefined ? { via: r.via } : {}) })), notSimulated: list };
}

/** `coverage/nothing-simulated` when the run simulated no resize, and what would give it one. */
export function nothingSimulated(result: LintResult, anchor: { file: string; range: Diagnostic['range'] } | undefined): Diagnostic | undefined {
  const resizes = result.simulation.scenarios.reduce((n, s) => n + s.resizes.length, 0);
  if (resizes > 0 || anchor === undefined) return undefined;
  const hints: string[] = [];
  if (result.model.nodes.length === 0) hints.push('declare the nodes (`nodePools` in .resizeguard.yaml, or Node objects)');
  if (result.model.pods.length === 0) hints.push('check the folders that hold the workloads (or their Kustomize roots, charts, HelmReleases or Applications)');
  hints.push('add a ResizeScenario, a VerticalPodAutoscaler, or run with `--scenario limits`');
  return { ruleId: 'coverage/nothing-simulated', severity: 'warning', message: `no resize was simulated (${result.model.pods.length} pods on ${result.model.nodes.length} nodes): ${hints.join('; ')}`, file: anchor.file, range: anchor.range };
}

/**
 * Findings on rendered objects name the render they came from: by the file and object when a
 * render made that object from that file, else by the file when only one render read it.
 */
export function withRenderedFrom(diagnostics: readonly Diagnostic[], repo: Repository): Diagnostic[] {
  if (repo.renderOrigins.size === 0) return [...diagnostics];
  const byObject = new Map<string, RenderedFrom | null>();
  const byFile = new Map<string, RenderedFrom | null>();
  const note = (map: Map<string, RenderedFrom | null>, key: string, from: RenderedFrom): void => {
    const known = map.get(key);
    map.set(key, known === undefined ? from : known !== null && sameRender(known, from) ? from : null);
  };
  for (const [doc, from] of repo.renderOrigins) {
    const v = obj(doc.value);
    const metadata = obj(v['metadata']);
    note(byObject, `${doc.file}\0${String(v['kind'])}/${typeof metadata['namespace'] === 'string' ? metadata['namespace'] : ''}/${String(metadata['name'])}`, from);
    note(byFile, doc.file, from);
  }
  return diagnostics.map((d) => {
    const from = (d.object !== undefined ? byObject.get(`${d.file}\0${d.object.kind}/${d.object.namespace}/${d.object.name}`) : undefined) ?? byFile.get(d.file);
    if (from === undefined || from === null) return d;
    return { ...d, message: `${d.message} (rendered from the ${from.kind === 'helm' ? 'Helm chart' : from.kind === 'kustomize' ? 'Kustomize root' : 'folder'} ${from.path})`, renderedFrom: from };
  });
}

export interface RenderedFrom {
  readonly kind: string;
  readonly path: string;
  readonly via?: string;
}

function sameRender(a: RenderedFrom, b: RenderedFrom): boolean {
  return a.kind === b.kind && a.path === b.path && a.via === b.via;
}
