/**
 * LoadedDocuments → ClusterModel. Pure: every problem in the manifests is a Diagnostic and the
 * object it concerns is left out; everything else is still modelled.
 */
import { compareNatural, compareNaturalKeys, naturalKey } from '../core/compare.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { apiGroup, formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import { canonicalJson } from '../core/canonical-json.ts';
import type { LoadedDocument } from '../load/document.ts';
import { kubernetesIdentity } from '../load/index.ts';
import { validateObject } from '../schema/registry.ts';
import { hasPodsAllocatable, readNode, readPDB, readPriorityClass, readScenario, refusedPriorityClass, SYSTEM_PRIORITY_CLASSES, DEFAULT_MAX_PODS } from './build-objects.ts';
import { readPod, readScheduling, type ResolvedPriority } from './build-pod.ts';
import { expandWorkload, MAX_PODS_PER_WORKLOAD, WORKLOAD_KINDS, type Workload, type WorkloadPod } from './workloads.ts';
import { int, obj, str } from './fields.ts';
import { readLimitRange, readResourceQuota, type LimitRange, type ResourceQuota } from './admission-objects.ts';
import { readVpa, type VerticalPodAutoscaler } from './vpa.ts';
import { readHpa, scaledReplicas, type HorizontalPodAutoscaler } from './hpa.ts';
import { limitRangeDefaults } from './limitrange-defaults.ts';
import { leftOut, type ClusterModel, type DroppedObject, type Node, type PodDisruptionBudget, type PriorityClass, type ResizeScenario } from './objects.ts';
import { copyPod, type Pod } from './pod.ts';
import { isEmptySelector } from './labels.ts';
import { PodsByPdb } from './pdb-index.ts';

const CLUSTER_SCOPED = new Set(['Node', 'PriorityClass', 'Namespace']);
/** Kinds later stages model; read but not simulated yet. */
const KNOWN_KINDS = new Set(['Namespace']);

interface Identified {
  readonly doc: LoadedDocument;
  readonly ref: ObjectRef;
  readonly apiVersion: string;
}

export interface BuildResult {
  readonly model: ClusterModel;
  readonly diagnostics: readonly Diagnostic[];
}

/** `hpaMax`: workloads scaled by a HorizontalPodAutoscaler run its maxReplicas (the worst case for room). */
export function buildClusterModel(documents: readonly LoadedDocument[], options: { readonly hpaMax?: boolean } = {}): BuildResult {
  const diagnostics: Diagnostic[] = [];
  const report = (d: Diagnostic): void => {
    diagnostics.push(d);
  };
  const dropped = new Map<string, DroppedObject>();
  const { byKind, ordered } = identifyAndValidate(documents, report, dropped);
  const take = (kind: string): Identified[] => byKind.get(kind) ?? [];

  const priorityClasses = new Map<string, PriorityClass>(SYSTEM_PRIORITY_CLASSES.map((pc) => [pc.name, pc]));
  for (const { doc } of take('PriorityClass')) {
    const pc = readPriorityClass(doc);
    const refused = refusedPriorityClass(pc);
    if (refused !== undefined) {
      // The API server refuses the class: pods that name it are refused too (priority/missing-class).
      const finding = at(doc, refused.path, 'error', 'input/schema', `PriorityClass ${JSON.stringify(pc.name)} ${refused.path.join('.')}: ${refused.message}; the API server refuses it, so it is left out`, { kind: 'PriorityClass', namespace: '', name: pc.name });
      report(finding);
      dropped.set(`PriorityClass/${pc.name}`, { doc, why: `${refused.message} at ${doc.file}:${finding.range.start.line}` });
      continue;
    }
    priorityClasses.set(pc.name, pc);
  }
  const nodes: Node[] = take('Node').map(({ doc }, seq) => {
    if (!hasPodsAllocatable(doc)) {
      report(at(doc, ['status'], 'info', 'node/default-max-pods', `Node ${JSON.stringify(str((doc.value as { metadata?: { name?: unknown } }).metadata?.name) ?? '')} has no status.allocatable.pods; assuming the kubelet default of ${DEFAULT_MAX_PODS}`));
    }
    return readNode(doc, seq);
  }).sort((a, b) => compareNatural(a.name, b.name));
  const nodeNames = new Set(nodes.map((n) => n.name));
  const resolvePriority = makePriorityResolver(priorityClasses);
  const defaults = limitRangeDefaults(take('LimitRange').map((e) => e.doc));
  const containerDefaults = defaults.size === 0 ? undefined : (namespace: string) => defaults.get(namespace);

  const pods: Pod[] = [];
  const workloads: Workload[] = [];
  /** Adds the pod; false when it is left out or a finding was reported about it. */
  const addPod = (doc: LoadedDocument, transient: boolean, fromWorkload: boolean): boolean => {
    // Succeeded and Failed pods hold no resources on their node any more: the scheduler and the
    // kubelet leave them out (terminal pods are not in the active pod lists). A workload's pods
    // have no status (and their value is built on each read: not once more just for this).
    if (!fromWorkload) {
      const phase = str(((doc.value as { status?: { phase?: unknown } } | null)?.status ?? {}).phase);
      if (phase === 'Succeeded' || phase === 'Failed') return false;
    }
    const before = diagnostics.length;
    // LimitRanger defaults a pod when it is created: not one the API server already holds (a snapshot's, with a uid or a status).
    const created = fromWorkload || (obj(obj(doc.value)['metadata'])['uid'] === undefined && obj(doc.value)['status'] === undefined);
    const pod = readPod(doc, { seq: pods.length, transient, report, resolvePriority, ...(containerDefaults !== undefined && created ? { containerDefaults } : {}) });
    const ref = pod.ref;
    if (pod.nodeName !== undefined && !nodeNames.has(pod.nodeName)) {
      const why = leftOut(dropped, `Node/${pod.nodeName}`, ', which is not defined in the input');
      report({ ...at(doc, ['spec', 'nodeName'], 'error', 'reference/missing-node', `${formatObjectRef(ref)} is bound to node ${JSON.stringify(pod.nodeName)}${why.text}; the pod is left out of the simulation`, ref), ...(why.related.length > 0 ? { related: why.related } : {}) });
      return false;
    }
    pods.push(pod);
    return diagnostics.length === before;
  };
  /**
   * A workload's pods: each read from its template, except that a pod with the same spec as the
   * one read before it, which was added without any finding, is that pod under its own name
   * (readPod would find the same in every other field, and nothing to report).
   */
  const addWorkloadPods = (w: Workload): void => {
    let read: { readonly pod: Pod; readonly spec: object } | undefined;
    for (const p of w.pods) {
      if (read !== undefined && read.spec === p.spec) {
        pods.push(replicaOf(read.pod, p, pods.length));
        continue;
      }
      read = addPod(p.doc, p.transient, true) ? { pod: pods.at(-1)!, spec: p.spec } : undefined;
    }
  };
  const hpas = new Map<string, HorizontalPodAutoscaler>();
  for (const { doc, ref } of take('HorizontalPodAutoscaler')) {
    const hpa = readHpa(doc, ref);
    const key = `${hpa.target.kind}/${ref.namespace}/${hpa.target.name}`;
    const known = hpas.get(key);
    // Two autoscalers on one workload fight; the larger floor is the one that holds.
    if (known === undefined || hpa.minReplicas > known.minReplicas) hpas.set(key, hpa);
  }
  const scaled = new Set<string>();
  // Read in input order; rankPods then orders them independently of it.
  for (const entry of ordered) {
    const ref = entry.ref;
    let doc = entry.doc;
    if (ref.kind === 'Pod') addPod(doc, false, false);
    else if (WORKLOAD_KINDS.has(ref.kind)) {
      if (ref.kind === 'Rollout') {
        const resolved = rolloutWithTemplate(doc, ref, take('Deployment'));
        if (typeof resolved === 'string') {
          report(at(doc, ['spec', 'workloadRef'], 'warning', 'reference/missing-target', resolved, ref));
          continue;
        }
        const errors = validateObject(resolved, 'Deployment');
        if (errors.length > 0) {
          for (const e of errors) report(e);
          continue;
        }
        doc = resolved;
      }
      const hpa = SCALABLE.has(ref.kind) ? hpas.get(`${ref.kind}/${ref.namespace}/${ref.name}`) : undefined;
      if (hpa !== undefined) scaled.add(`${ref.kind}/${ref.namespace}/${ref.name}`);
      const w = expandWorkload(doc, ref, nodes, readScheduling, hpa === undefined ? undefined : (replicas) => scaledReplicas(hpa, replicas, options.hpaMax === true));
      if (w.pods.length === 0 && w.scale > MAX_PODS_PER_WORKLOAD) {
        report(at(doc, ref.kind === 'CronJob' ? ['spec', 'jobTemplate', 'spec'] : ref.kind === 'Job' ? ['spec', 'parallelism'] : ['spec', 'replicas'], 'error', 'input/too-large', `${formatObjectRef(ref)} asks for ${w.scale} pods, more than the ${MAX_PODS_PER_WORKLOAD} one workload may make here (the largest real clusters run 150,000 pods in all); its pods are left out of the simulation`, ref));
        continue;
      }
      workloads.push(w);
      if (ref.kind === 'DaemonSet' && w.pods.length === 0 && nodes.length > 0) {
        report(at(doc, ['spec', 'template', 'spec'], 'warning', 'reference/daemonset-no-nodes', `${formatObjectRef(ref)} runs on no node: no Node in the input matches its node selector, affinity and tolerations`, ref));
      }
      addWorkloadPods(w);
    }
  }
  for (const [key, hpa] of hpas) {
    if (scaled.has(key)) continue;
    const why = leftOut(dropped, key, ', which is not in the input (or is not a Deployment, StatefulSet, ReplicaSet or ReplicationController)');
    report({ ...at(hpa.doc, ['spec', 'scaleTargetRef'], 'warning', 'reference/missing-target', `${formatObjectRef(hpa.ref)} scales ${hpa.target.kind} ${JSON.stringify(hpa.target.name)}${why.text}`, hpa.ref), ...(why.related.length > 0 ? { related: why.related } : {}) });
  }
  const rankedPods = rankPods(pods);
  if (nodes.length === 0 && rankedPods.length > 0) {
    const first = rankedPods[0]!;
    report(at(first.doc, ['spec'], 'error', 'reference/no-nodes', `the input defines no Node and the config no node pools, so none of the ${rankedPods.length} pods can be placed; add Node manifests (kubectl get nodes -o yaml) or declare the nodes in .resizeguard.yaml (resizeguard init writes a block to edit), e.g. nodePools: [{name: general, count: 3, allocatable: {cpu: "8", memory: 32Gi}}]`));
  }
  const pdbs: PodDisruptionBudget[] = take('PodDisruptionBudget').map(({ doc }) => readPDB(doc));
  const podsByPdb = new PodsByPdb(rankedPods);
  for (const pdb of pdbs) {
    if (podsByPdb.coversAny(pdb)) continue;
    const why = pdb.selector === undefined || isEmptySelector(pdb.selector) ? 'its selector is empty, and an empty PDB selector matches nothing' : `no pod in namespace ${JSON.stringify(pdb.ref.namespace)} has matching labels`;
    report(at(pdb.doc, ['spec', 'selector'], 'warning', 'reference/pdb-selects-nothing', `${formatObjectRef(pdb.ref)} protects no pod: ${why}`, pdb.ref));
  }
  const scenarios: ResizeScenario[] = take('ResizeScenario').map(({ doc }) => readScenario(doc));
  const byRef = (a: { ref: ObjectRef }, b: { ref: ObjectRef }): number => compareNatural(a.ref.namespace, b.ref.namespace) || compareNatural(a.ref.name, b.ref.name);
  const vpas: VerticalPodAutoscaler[] = take('VerticalPodAutoscaler').map(({ doc }) => readVpa(doc)).sort(byRef);
  const limitRanges: LimitRange[] = take('LimitRange').map(({ doc }) => readLimitRange(doc)).sort(byRef);
  const resourceQuotas: ResourceQuota[] = take('ResourceQuota').map(({ doc }) => readResourceQuota(doc)).sort(byRef);

  const ignoredKinds = new Map<string, number>();
  for (const [kind, list] of byKind) {
    if (!MODELLED.has(kind)) ignoredKinds.set(kind, list.length);
  }
  return { model: { nodes, pods: rankedPods, workloads, priorityClasses, pdbs, scenarios, vpas, limitRanges, resourceQuotas, ignoredKinds, dropped }, diagnostics };
}

/** The kinds a HorizontalPodAutoscaler's scaleTargetRef may name here (they have spec.replicas). */
const SCALABLE = new Set(['Deployment', 'StatefulSet', 'ReplicaSet', 'ReplicationController', 'Rollout']);

const MODELLED = new Set(['HorizontalPodAutoscaler', 'Node', 'Pod', 'PriorityClass', 'PodDisruptionBudget', 'ResizeScenario', 'VerticalPodAutoscaler', 'LimitRange', 'ResourceQuota', ...WORKLOAD_KINDS, ...KNOWN_KINDS]);

/** `pod` (read from a pod of the same workload and spec) as the workload's pod `p`. */
function replicaOf(pod: Pod, p: WorkloadPod, seq: number): Pod {
  const ref: ObjectRef = { kind: 'Pod', namespace: pod.ref.namespace, name: p.name };
  return copyPod(pod, { ref, uid: p.templateUid ? pod.uid : `${ref.namespace}/${ref.name}`, generateName: p.generateName, seq, doc: p.doc });
}

/** Pods in tie-break order (see Pod.seq), with seq set to their rank. */
function rankPods(pods: readonly Pod[]): Pod[] {
  const created = (p: Pod): number => p.creationTimestamp ?? Number.POSITIVE_INFINITY;
  // Namespaces are few: ranked once in natural order, then compared as numbers. Names are
  // parsed for natural order only when two pods tie on creation time and namespace.
  const namespaces = [...new Set(pods.map((p) => p.ref.namespace))].sort(compareNatural);
  const nsRank = new Map(namespaces.map((ns, i) => [ns, i]));
  const keyed = pods.map((p) => ({ p, t: created(p), ns: nsRank.get(p.ref.namespace)!, name: undefined as readonly string[] | undefined }));
  const nameKey = (k: (typeof keyed)[number]): readonly string[] => (k.name ??= naturalKey(k.p.ref.name));
  keyed.sort((a, b) => (a.t === b.t ? 0 : a.t < b.t ? -1 : 1) || a.ns - b.ns || compareNaturalKeys(nameKey(a), nameKey(b)));
  // Still being built, so set in place: copying 150,000 pods to change one field costs more.
  return keyed.map(({ p }, seq) => {
    (p as { seq: number }).seq = seq;
    return p;
  });
}

function at(doc: LoadedDocument, path: readonly (string | number)[], severity: Diagnostic['severity'], ruleId: string, message: string, object?: ObjectRef): Diagnostic {
  return { ruleId, severity, message, file: doc.file, range: doc.locate(path), ...(object ? { object } : {}) };
}

/**
 * A Rollout's pod template: its own, or (spec.workloadRef) the referenced Deployment's, as the
 * Argo Rollouts controller takes it. A message when the reference names no Deployment.
 */
function rolloutWithTemplate(doc: LoadedDocument, ref: ObjectRef, deployments: readonly Identified[]): LoadedDocument | string {
  const spec = obj(obj(doc.value)['spec']);
  const workloadRef = obj(spec['workloadRef']);
  if (Object.keys(workloadRef).length === 0) return doc;
  const name = str(workloadRef['name']) ?? '';
  const target = deployments.find((d) => d.ref.namespace === ref.namespace && d.ref.name === name);
  if (target === undefined) return `${formatObjectRef(ref)} takes its pod template from Deployment ${JSON.stringify(name)} (spec.workloadRef), which is not in the input; its pods are not simulated`;
  const template = obj(obj(target.doc.value)['spec'])['template'];
  return {
    file: doc.file,
    order: doc.order,
    unit: doc.unit,
    value: { ...obj(doc.value), spec: { ...spec, template } },
    locate: (path, part) => (path[0] === 'spec' && path[1] === 'template' ? target.doc.locate(path, part) : doc.locate(path, part)),
  };
}

/** The API group each modelled kind is served from; the same kind in another group is another kind. */
const MODELLED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  Node: [''], Pod: [''], Namespace: [''], LimitRange: [''], ResourceQuota: [''], ReplicationController: [''],
  Deployment: ['apps', 'extensions'], ReplicaSet: ['apps', 'extensions'], StatefulSet: ['apps'], DaemonSet: ['apps', 'extensions'],
  Job: ['batch'], CronJob: ['batch'], Rollout: ['argoproj.io'], PriorityClass: ['scheduling.k8s.io'], PodDisruptionBudget: ['policy'],
  VerticalPodAutoscaler: ['autoscaling.k8s.io'], ResizeScenario: ['resizeguard.dev'], HorizontalPodAutoscaler: ['autoscaling'],
};

const groupOf = apiGroup;

/** The kind as the model files it: a modelled kind from another API group is kept apart (`talos.dev/ServiceAccount`). */
function modelKind(kind: string, apiVersion: string): string {
  const groups = MODELLED_GROUPS[kind];
  const group = groupOf(apiVersion);
  return groups === undefined ? (group === '' ? kind : `${group}/${kind}`) : groups.includes(group) ? kind : `${group}/${kind}`;
}

/** The unit of input an object came from: one render, or one folder of plain files (applied together). */
function unitOf(doc: LoadedDocument): string {
  return doc.unit ?? doc.file.slice(0, Math.max(0, doc.file.lastIndexOf('/')));
}

/**
 * Groups documents by kind; drops non-Kubernetes documents and schema violations. An object
 * (API group, kind, namespace, name) defined more than once is one object when the copies are
 * identical; copies that differ are resolved by their content, never by file or document order,
 * and reported: an error within one unit of input, one note per pair of units across them (two
 * folders or renders that are alternatives, such as a chart and its plain-manifest twin).
 */
function identifyAndValidate(documents: readonly LoadedDocument[], report: (d: Diagnostic) => void, dropped: Map<string, DroppedObject>): { byKind: Map<string, Identified[]>; ordered: Identified[] } {
  const byKind = new Map<string, Identified[]>();
  const ordered: Identified[] = [];
  const seen = new FirstDefinitions();
  const collisions = new Map<Identified, LoadedDocument[]>();
  for (const doc of documents) {
    const id = kubernetesIdentity(doc);
    if (id === undefined) continue;
    if (id.kind === 'ResizeScenario' && id.apiVersion !== 'resizeguard.dev/v1alpha1') {
      report(at(doc, ['apiVersion'], 'error', 'input/schema', `ResizeScenario must have apiVersion "resizeguard.dev/v1alpha1", not ${JSON.stringify(id.apiVersion)}`));
      continue;
    }
    const kind = modelKind(id.kind, id.apiVersion);
    const namespace = CLUSTER_SCOPED.has(kind) || kind === 'ResizeScenario' ? '' : id.namespace || 'default';
    const ref: ObjectRef = { kind: id.kind, namespace, name: id.name };
    const errors = validateObject(doc, kind);
    if (errors.length > 0) {
      for (const e of errors) report(e);
      const firstError = errors[0]!;
      dropped.set(formatObjectRef({ kind, namespace, name: id.name }), { doc, why: `${firstError.message} at ${doc.file}:${firstError.range.start.line}` });
      continue;
    }
    const entry: Identified = { doc, ref, apiVersion: id.apiVersion };
    const first = seen.add(kind, ref, entry);
    if (first !== undefined) {
      const list = collisions.get(first) ?? [first.doc];
      list.push(doc);
      collisions.set(first, list);
      continue;
    }
    const list = byKind.get(kind) ?? [];
    list.push(entry);
    byKind.set(kind, list);
    ordered.push(entry);
  }
  const chosen = resolveDuplicates(collisions, report);
  if (chosen.size === 0) return { byKind, ordered };
  const replace = (e: Identified): Identified => chosen.get(e) ?? e;
  for (const [k, list] of byKind) byKind.set(k, list.map(replace));
  return { byKind, ordered: ordered.map(replace) };
}

/** For each object defined more than once: the copy simulated (the first by content), and the findings. */
function resolveDuplicates(collisions: ReadonlyMap<Identified, readonly LoadedDocument[]>, report: (d: Diagnostic) => void): Map<Identified, Identified> {
  const chosen = new Map<Identified, Identified>();
  const acrossUnits = new Map<string, { a: LoadedDocument; b: LoadedDocument; refs: ObjectRef[] }>();
  for (const [first, docs] of collisions) {
    const distinct = new Map<string, LoadedDocument>();
    for (const d of docs) {
      const text = canonicalJson(d.value);
      const known = distinct.get(text);
      // Identical copies are one object; of those, the one read from the plain file or first by place.
      if (known === undefined || compareDocPlace(d, known) < 0) distinct.set(text, d);
    }
    if (distinct.size === 1) {
      const only = [...distinct.values()][0]!;
      if (only !== first.doc) chosen.set(first, { ...first, doc: only });
      continue;
    }
    const byContent = [...distinct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
    const keep = byContent[0]!;
    if (keep !== first.doc) chosen.set(first, { ...first, doc: keep });
    for (const other of byContent.slice(1)) {
      if (unitOf(other) === unitOf(keep)) {
        report({ ...at(other, ['metadata', 'name'], 'error', 'input/duplicate-object', `${formatObjectRef(first.ref)} is defined twice with different content, here and in ${keep.file}:${keep.locate(['metadata', 'name']).start.line}; the copy in ${keep.file} is simulated (chosen by content, not by file order): keep one definition`, first.ref), related: [{ file: keep.file, range: keep.locate(['metadata', 'name']), message: 'the copy simulated' }] });
        continue;
      }
      const [a, b] = [keep, other].sort((x, y) => (unitOf(x) < unitOf(y) ? -1 : 1)) as [LoadedDocument, LoadedDocument];
      const key = `${unitOf(a)}\0${unitOf(b)}`;
      const pair = acrossUnits.get(key) ?? { a, b, refs: [] };
      pair.refs.push(first.ref);
      acrossUnits.set(key, pair);
    }
  }
  for (const { a, b, refs } of [...acrossUnits.values()].sort((x, y) => (unitOf(x.a) + unitOf(x.b) < unitOf(y.a) + unitOf(y.b) ? -1 : 1))) {
    const names = refs.map(formatObjectRef).sort();
    const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
    report({ ruleId: 'input/duplicate-object', severity: 'info', message: `${unitOf(a) || '.'} and ${unitOf(b) || '.'} both define ${refs.length === 1 ? 'an object' : `${refs.length} objects`} with different content (${shown}); they look like alternative deployments, so each object is simulated once, the copy chosen by content; if both are applied to one cluster, the last apply wins`, file: b.file, range: b.locate(['metadata', 'name']), related: [{ file: a.file, range: a.locate(['metadata', 'name']), message: 'the other definition' }] });
  }
  return chosen;
}

function compareDocPlace(a: LoadedDocument, b: LoadedDocument): number {
  if ((a.unit === undefined) !== (b.unit === undefined)) return a.unit === undefined ? -1 : 1;
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  const pa = a.locate([]).start;
  const pb = b.locate([]).start;
  return pa.line - pb.line || pa.column - pb.column;
}

/**
 * The first document defining each object, by kind, namespace and name: nested maps keyed by the
 * documents' own strings, so 150,000 objects need no formatted keys.
 */
class FirstDefinitions {
  private readonly byKind = new Map<string, Map<string, Map<string, Identified>>>();

  /** Records `entry` unless the object is already defined; returns the earlier definition if so. */
  add(kind: string, ref: ObjectRef, entry: Identified): Identified | undefined {
    let namespaces = this.byKind.get(kind);
    if (namespaces === undefined) this.byKind.set(kind, (namespaces = new Map<string, Map<string, Identified>>()));
    let names = namespaces.get(ref.namespace);
    if (names === undefined) namespaces.set(ref.namespace, (names = new Map<string, Identified>()));
    const first = names.get(ref.name);
    if (first === undefined) names.set(ref.name, entry);
    return first;
  }
}

/**
 * The Priority admission plugin (plugin/pkg/admission/priority): a named class gives the value
 * and preemptionPolicy; no name takes the globalDefault class; no default is priority 0.
 * A class that does not exist is flagged on the pod (rule priority/missing-class); a snapshot's
 * spec.priority still applies, else priority 0 (the worst case: any pod may preempt it).
 */
function makePriorityResolver(classes: ReadonlyMap<string, PriorityClass>) {
  const globalDefault = [...classes.values()].filter((c) => c.globalDefault).sort((a, b) => b.value - a.value)[0];
  return (_doc: LoadedDocument, _ref: ObjectRef, spec: Readonly<Record<string, unknown>>): ResolvedPriority => {
    const name = str(spec['priorityClassName']);
    const explicitPolicy = spec['preemptionPolicy'] === 'Never' ? 'Never' : spec['preemptionPolicy'] === 'PreemptLowerPriority' ? 'PreemptLowerPriority' : undefined;
    const specPriority = int(spec['priority']);
    const cls = name ? classes.get(name) : globalDefault;
    return {
      priority: cls?.value ?? specPriority ?? 0,
      preemptionPolicy: cls?.preemptionPolicy ?? explicitPolicy ?? 'PreemptLowerPriority',
      missingClass: name !== undefined && name !== '' && cls === undefined,
    };
  };
}
