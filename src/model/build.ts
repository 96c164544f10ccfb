/**
 * LoadedDocuments → ClusterModel. Pure: every problem in the manifests is a Diagnostic and the
 * object it concerns is left out; everything else is still modelled.
 */
import { compareNatural, compareStrings, sortNatural } from '../core/compare.ts';
import { boundSetting, DEFAULT_BOUNDS, spentBefore, type Bounds } from '../core/bounds.ts';
import { pushAll } from '../core/arrays.ts';
import { shutdownFindings } from './shutdown.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import {
  hasPodsAllocatable,
  readNode,
  readPDB,
  readPriorityClass,
  readScenario,
  refusedPriorityClass,
  SYSTEM_PRIORITY_CLASSES,
  DEFAULT_MAX_PODS,
} from './build-objects.ts';
import { readPod, readScheduling, type ResolvedPriority } from './build-pod.ts';
import { foldRunningWorkloads } from './live-snapshot.ts';
import type { Labels } from './controller-labels.ts';
import { expandWorkload, planWorkload, WORKLOAD_KINDS, type Workload, type WorkloadPlan, type WorkloadPod } from './workloads.ts';
import { leftOutOverPodBound } from './pod-bound.ts';
import { heldByApiServer, int, obj, str, stringMap } from '../core/fields.ts';
import { readLimitRange, readResourceQuota, type LimitRange, type ResourceQuota } from './admission-objects.ts';
import { readVpa, type VerticalPodAutoscaler } from './vpa.ts';
import { readHpa, scaledReplicas, type HorizontalPodAutoscaler } from './hpa.ts';
import { readScaledObject, SCALED_OBJECT_KIND } from './keda.ts';
import { HTTP_SCALED_OBJECT_KIND, readHttpScaledObject } from './keda-http.ts';
import { limitRangeDefaults, resourcesDefaulter, storedLimitRanges } from './limitrange-defaults.ts';
import { defaultedRequirementProblems } from './defaulted-requirements.ts';
import { admitRuntimeClass, readRuntimeClass } from './runtime-class.ts';
import { podLevelRequestAboveLimitProblems, podResourceConsistencyProblems } from './pod-resource-consistency.ts';
import { podLevelRefusal } from './pod-level-refusal.ts';
import {
  leftOut,
  type ClusterModel,
  type CreationAdmission,
  type RefusedPod,
  type DroppedObject,
  type Node,
  type PodDisruptionBudget,
  type PriorityClass,
  type ResizeScenario,
  LABEL_METADATA_NAME,
} from './objects.ts';
import { copyPod, type Pod } from './pod.ts';
import { PodsByPdb } from './pdb-index.ts';
import { isTerminal, rolloutTemplateOrReport, scalePath, SCALABLE } from './build-workloads.ts';
import { findingAt } from './finding-at.ts';
import { identifyAndValidate, type Identified } from './identify.ts';
import { reportPdbsSelectingNothing } from './pdb-coverage.ts';
import { NOT_SIMULATED_WHY, someUnsimulated, unsimulatedByNamespace, unsimulatedMakersByNamespace, type UnrenderedApplication } from './not-simulated.ts';

/** Kinds later stages model; read but not simulated yet. */
const KNOWN_KINDS = new Set(['Namespace']);

export interface BuildResult {
  readonly model: ClusterModel;
  readonly diagnostics: readonly Diagnostic[];
}

export interface BuildOptions {
  /** Workloads scaled by a HorizontalPodAutoscaler run its maxReplicas (the worst case for room). */
  readonly hpaMax?: boolean;
  readonly bounds?: Pick<Bounds, 'podsPerWorkload' | 'pods'>;
  /** Pods the clusters checked before this one in the run hold (bounds.pods is for the whole run). */
  readonly podsBefore?: number;
  /** GitOps objects whose source was not rendered (a remote HelmRelease): their pods are not simulated, and may be what a PDB protects. */
  readonly unrendered?: ReadonlySet<LoadedDocument>;
  /** Of the ApplicationSets `unrendered` holds, the Applications they made that were not rendered. */
  readonly unrenderedApplications?: ReadonlyMap<LoadedDocument, readonly UnrenderedApplication[]>;
  /** Admission of the pods the API server is asked to create (LimitRanger, ResourceQuota); none when not given. */
  readonly admit?: CreationAdmission;
  /** No cluster applies these documents (LintOptions.unapplied). */
  readonly unapplied?: boolean;
}

export function buildClusterModel(documents: readonly LoadedDocument[], options: BuildOptions = {}): BuildResult {
  const bounds = options.bounds ?? DEFAULT_BOUNDS;
  const diagnostics: Diagnostic[] = [];
  const report = (d: Diagnostic): void => {
    diagnostics.push(d);
  };
  const dropped = new Map<string, DroppedObject>();
  const folded = foldRunningWorkloads(documents);
  // LimitRanger's defaults first: a pod being created is validated with them in it.
  const defaults = limitRangeDefaults(storedLimitRanges(folded));
  const defaultResources = defaults.size === 0 ? undefined : (namespace: string) => resourcesDefaulter(defaults.get(namespace));
  const { byKind, ordered } = identifyAndValidate(folded, report, dropped, defaultResources, options.unapplied === true);
  const take = (kind: string): Identified[] => byKind.get(kind) ?? [];

  const priorityClasses = new Map<string, PriorityClass>(SYSTEM_PRIORITY_CLASSES.map((pc) => [pc.name, pc]));
  for (const { doc } of take('PriorityClass')) {
    const pc = readPriorityClass(doc);
    const refused = refusedPriorityClass(pc);
    if (refused !== undefined) {
      // The API server refuses the class: pods that name it are refused too (priority/missing-class).
      const finding = findingAt(
        doc,
        refused.path,
        'error',
        'input/schema',
        `PriorityClass ${JSON.stringify(pc.name)} ${refused.path.join('.')}: ${refused.message}; the API server refuses it, so it is left out`,
        { kind: 'PriorityClass', namespace: '', name: pc.name },
      );
      report(finding);
      dropped.set(`PriorityClass/${pc.name}`, { doc, why: `${refused.message} at ${doc.file}:${finding.range.start.line}` });
      continue;
    }
    priorityClasses.set(pc.name, pc);
  }
  const nodes: Node[] = sortNatural(
    take('Node').map(({ doc }, seq) => {
      if (!hasPodsAllocatable(doc)) {
        report(
          findingAt(
            doc,
            ['status'],
            'info',
            'node/default-max-pods',
            `Node ${JSON.stringify(str((doc.value as { metadata?: { name?: unknown } }).metadata?.name) ?? '')} has no status.allocatable.pods; assuming the kubelet default of ${DEFAULT_MAX_PODS}`,
          ),
        );
      }
      return readNode(doc, seq);
    }),
    (n) => n.name,
  );
  const nodeNames = new Set(nodes.map((n) => n.name));
  /** Pods bound by spec.nodeName in an input with no node (reference/no-nodes counts them). */
  let pinnedWithoutNodes: Pod[] | undefined;
  const resolvePriority = makePriorityResolver(priorityClasses);
  const containerDefaults = defaults.size === 0 ? undefined : (namespace: string) => defaults.get(namespace);
  const runtimeClasses = new Map(
    take('RuntimeClass')
      .map(({ doc }) => readRuntimeClass(doc))
      .map((rc) => [rc.name, rc] as const),
  );
  /** Templates (by where runtimeClassName is written) already reported: one finding per workload, not per replica. */
  const runtimeClassReported = new Set<string>();
  /** Fields already reported as refused by validatePodResources: one finding per template, not per replica. */
  const consistencyReported = new Set<string>();
  /**
   * Whether the API server refuses to create `pod` for its resources as stored (then it is
   * reported and left out): a workload's pod has its containers checked again with LimitRanger's
   * defaults in them (defaulted-requirements.ts; a bare Pod was, as it was identified), then
   * validatePodResources checks the defaulted pod-level requirements (request <= limit), then
   * their consistency with the containers.
   */
  const refusedForResources = (doc: LoadedDocument, pod: Pod, value: Readonly<Record<string, unknown>>, fromWorkload: boolean): boolean => {
    const problems = [
      ...(fromWorkload ? defaultedRequirementProblems(value, defaultResources?.(pod.ref.namespace)) : []),
      ...podLevelRequestAboveLimitProblems(pod.podResources),
      ...podResourceConsistencyProblems(pod),
    ];
    if (problems.length === 0) return false;
    let first: Diagnostic | undefined;
    for (const problem of problems) {
      const finding = podLevelRefusal(doc, pod, problem);
      first ??= finding;
      const key = `${finding.file}:${finding.range.start.line}:${finding.range.start.column}`;
      if (consistencyReported.has(key)) continue;
      consistencyReported.add(key);
      report(finding);
    }
    dropped.set(formatObjectRef(pod.ref), {
      doc,
      because: `the API server refuses it: ${problems[0]!.message}`,
      why: `at ${doc.file}:${first!.range.start.line}`,
    });
    return true;
  };

  const pods: Pod[] = [];
  /** Pods the API server is asked to create (a workload's, a manifest's): not those it holds already. */
  const createdPods = new Set<Pod>();
  const workloads: Workload[] = [];
  /** Adds the pod; false when it is left out or a finding was reported about it. */
  const addPod = (doc: LoadedDocument, transient: boolean, fromWorkload: boolean): boolean => {
    const before = diagnostics.length;
    // LimitRanger defaults a pod when it is created: not one the API server already holds (a snapshot's, with a uid or a status).
    const value = obj(doc.value);
    const created = fromWorkload || !heldByApiServer(value);
    const admission = created ? admitRuntimeClass(obj(value['spec']), runtimeClasses) : undefined;
    const read = admission !== undefined && 'admitted' in admission ? { ...value, spec: admission.admitted } : value;
    const pod = readPod(doc, {
      seq: pods.length,
      transient,
      report,
      resolvePriority,
      admitted: !created,
      ...(containerDefaults !== undefined && created ? { containerDefaults } : {}),
      value: read,
    });
    const ref = pod.ref;
    if (admission !== undefined && !('admitted' in admission)) {
      const at: readonly (string | number)[] = 'at' in admission ? admission.at : ['spec', 'runtimeClassName'];
      const where = doc.locate(at);
      const key = `${doc.file}:${where.start.line}:${where.start.column}`;
      if (!runtimeClassReported.has(key)) {
        runtimeClassReported.add(key);
        report(runtimeClassFinding(doc, at, pod.owner, admission, dropped));
      }
      if ('refused' in admission) {
        dropped.set(formatObjectRef(ref), {
          doc,
          because: `the RuntimeClass admission refuses it: ${admission.refused}`,
          why: `at ${doc.file}:${where.start.line}`,
        });
        return false;
      }
    }
    if (created && refusedForResources(doc, pod, read, fromWorkload)) return false;
    if (pod.nodeName !== undefined && nodes.length === 0 && !dropped.has(`Node/${pod.nodeName}`)) {
      // No node at all: one reference/no-nodes error counts it with the others, not an error per
      // pod (one whose node was written but refused keeps its own error, which says why).
      (pinnedWithoutNodes ??= []).push(pod);
      dropped.set(formatObjectRef(ref), {
        doc,
        because: `its node ${JSON.stringify(pod.nodeName)} is not simulated (the input defines no Node)`,
        why: `at ${doc.file}`,
      });
      return false;
    }
    if (pod.nodeName !== undefined && !nodeNames.has(pod.nodeName)) {
      const why = leftOut(dropped, `Node/${pod.nodeName}`, ', which is not defined in the input');
      const finding = findingAt(
        doc,
        ['spec', 'nodeName'],
        'error',
        'reference/missing-node',
        `${formatObjectRef(ref)} is bound to node ${JSON.stringify(pod.nodeName)}${why.text}; the pod is left out of the simulation`,
        ref,
      );
      report({ ...finding, ...(why.related.length > 0 ? { related: why.related } : {}) });
      dropped.set(formatObjectRef(ref), {
        doc,
        because: `its node ${JSON.stringify(pod.nodeName)} is not simulated`,
        why: `at ${doc.file}:${finding.range.start.line}`,
      });
      return false;
    }
    pods.push(pod);
    if (created) createdPods.add(pod);
    return diagnostics.length === before;
  };
  /**
   * A workload's pods: each read from its template, except that a pod with the same spec as the
   * one read before it, which was added without any finding, is that pod under its own name
   * (readPod would find the same in every other field, and nothing to report).
   */
  const addWorkloadPods = (w: Workload): void => {
    let read: { readonly pod: Pod; readonly spec: object; readonly labels: Labels | undefined } | undefined;
    for (const p of w.pods) {
      if (read !== undefined && read.spec === p.spec) {
        // Labels of its own (a StatefulSet's pod-name) are read as readPod reads labels.
        const replica = replicaOf(read.pod, p, pods.length, p.labels === read.labels ? undefined : stringMap(p.labels));
        pods.push(replica);
        createdPods.add(replica);
        continue;
      }
      read = addPod(p.doc, p.transient, true) ? { pod: pods.at(-1)!, spec: p.spec, labels: p.labels } : undefined;
    }
  };
  const hpas = new Map<string, HorizontalPodAutoscaler>();
  const autoscalers = [
    ...take('HorizontalPodAutoscaler').map(({ doc, ref }) => readHpa(doc, ref)),
    ...take(SCALED_OBJECT_KIND).flatMap(({ doc, ref }) => readScaledObject(doc, ref) ?? []),
    ...take(HTTP_SCALED_OBJECT_KIND).flatMap(({ doc, ref }) => readHttpScaledObject(doc, ref) ?? []),
  ];
  for (const hpa of autoscalers) {
    const { ref } = hpa;
    const key = formatObjectRef({ kind: hpa.target.kind, namespace: ref.namespace, name: hpa.target.name });
    const known = hpas.get(key);
    // Two autoscalers on one workload fight; the larger floor is the one that holds.
    if (known === undefined || hpa.minReplicas > known.minReplicas) hpas.set(key, hpa);
  }
  const scaled = new Set<string>();
  // Every workload's scale first, so that the pod bound chooses from sizes and names alone.
  const planned: (WorkloadPlan | Identified)[] = [];
  for (const entry of ordered) {
    const { ref } = entry;
    if (ref.kind === 'Pod') {
      if (!isTerminal(entry.doc)) planned.push(entry);
      continue;
    }
    if (!WORKLOAD_KINDS.has(ref.kind)) continue;
    const doc = ref.kind === 'Rollout' ? rolloutTemplateOrReport(entry, take('Deployment'), report) : entry.doc;
    if (doc === undefined) continue;
    const key = formatObjectRef(ref);
    const hpa = SCALABLE.has(ref.kind) ? hpas.get(key) : undefined;
    if (hpa !== undefined) scaled.add(key);
    const plan = planWorkload(
      doc,
      ref,
      nodes,
      readScheduling,
      hpa === undefined ? undefined : (replicas) => scaledReplicas(hpa, replicas, options.hpaMax === true),
    );
    if (plan.scale > bounds.podsPerWorkload) {
      const finding = findingAt(
        doc,
        scalePath(ref),
        'error',
        'input/too-large',
        `${key} asks for ${plan.scale} pods, more than the ${bounds.podsPerWorkload} one workload may make here (${boundSetting('podsPerWorkload')}; the largest real clusters run 150,000 pods in all); its pods are left out of the simulation`,
        ref,
      );
      report(finding);
      dropped.set(key, {
        doc,
        because: `it asks for more pods than ${boundSetting('podsPerWorkload')} allows`,
        why: `at ${doc.file}:${finding.range.start.line}`,
      });
      continue;
    }
    planned.push(plan);
  }
  const before = options.podsBefore ?? 0;
  const overBound = leftOutOverPodBound(
    planned.map((p) => ('scale' in p ? p : { ref: p.ref, scale: 1 })),
    bounds.pods - before,
  );
  const total = planned.reduce((n, p) => n + ('scale' in p ? p.scale : 1), 0);
  let bareOver: { first: Identified; firstKey: string; count: number } | undefined;
  const overPods = `the run would hold more pods than ${boundSetting('pods')} allows`;
  for (const p of planned) {
    // A key per object only when some are left out: most inputs are far under the bound.
    const key = overBound.size === 0 ? undefined : formatObjectRef(p.ref);
    if (key !== undefined && overBound.has(key)) {
      if (!('scale' in p)) {
        // The finding is at the left-out pod first in name order, so file order cannot move it.
        const isFirst = bareOver === undefined || compareNatural(key, bareOver.firstKey) < 0;
        bareOver = isFirst ? { first: p, firstKey: key, count: (bareOver?.count ?? 0) + 1 } : { ...bareOver!, count: bareOver!.count + 1 };
        dropped.set(key, { doc: p.doc, because: overPods, why: `at ${p.doc.file}:${p.doc.locate([]).start.line}` });
        continue;
      }
      const finding = findingAt(
        p.doc,
        scalePath(p.ref),
        'error',
        'input/too-large',
        `${key} makes ${p.scale} of the ${total} pods the input asks for, more than the ${bounds.pods} one run may hold here (${boundSetting('pods')}${spentBefore(before)}); the largest workloads are left out first, and its pods are left out of the simulation`,
        p.ref,
      );
      report(finding);
      dropped.set(key, { doc: p.doc, because: overPods, why: `at ${p.doc.file}:${finding.range.start.line}` });
      continue;
    }
    if (!('scale' in p)) {
      addPod(p.doc, false, false);
      continue;
    }
    const w = expandWorkload(p);
    workloads.push(w);
    if (p.ref.kind === 'DaemonSet' && w.pods.length === 0 && nodes.length > 0) {
      report(
        findingAt(
          p.doc,
          ['spec', 'template', 'spec'],
          'warning',
          'reference/daemonset-no-nodes',
          `${formatObjectRef(p.ref)} runs on no node: no Node in the input matches its node selector, affinity and tolerations`,
          p.ref,
        ),
      );
    }
    addWorkloadPods(w);
  }
  if (bareOver !== undefined) {
    const { first, count } = bareOver;
    report(
      findingAt(
        first.doc,
        [],
        'error',
        'input/too-large',
        `${count} bare pods are left out of the simulation: with the workloads' pods the input asks for ${total} pods, more than the ${bounds.pods} one run may hold here (${boundSetting('pods')}${spentBefore(before)}); bare pods are left out last, from the end of name order`,
        first.ref,
      ),
    );
  }
  const makers = unsimulatedMakersByNamespace(ordered, options.unrendered, options.unrenderedApplications);
  const unsimulated = unsimulatedByNamespace(makers);
  // Objects by kind, namespace and name, indexed on the first HPA that needs it.
  let named: Map<string, Identified> | undefined;
  const objectNamed = (namespace: string, kind: string, name: string): Identified | undefined => {
    named ??= new Map(ordered.map((e) => [`${e.ref.kind}\0${e.ref.namespace}\0${e.ref.name}`, e]));
    return named.get(`${kind}\0${namespace}\0${name}`);
  };
  for (const [key, hpa] of hpas) {
    if (scaled.has(key)) continue;
    const makers = unsimulated.get(hpa.ref.namespace) ?? [];
    // Not left out, the target may be made by a chart left unrendered or an operator, or be any
    // resource with a /scale subresource the input holds (its controller makes the pods).
    // One the input holds (an operator's LeaderWorkerSet too) is named as present before anything that may make it.
    const present = dropped.has(key) ? undefined : objectNamed(hpa.ref.namespace, hpa.target.kind, hpa.target.name);
    const maybe = dropped.has(key)
      ? undefined
      : present !== undefined
        ? ` (${present.apiVersion}) through its /scale subresource; the pods its controller makes are not simulated`
        : makers.length > 0
          ? `, which is not in the input; it may be made by ${someUnsimulated(makers)}, ${NOT_SIMULATED_WHY}`
          : undefined;
    if (maybe !== undefined) {
      report(
        findingAt(
          hpa.doc,
          ['spec', 'scaleTargetRef'],
          'info',
          'reference/missing-target',
          `${formatObjectRef(hpa.ref)} scales ${hpa.target.kind} ${JSON.stringify(hpa.target.name)}${maybe}`,
          hpa.ref,
        ),
      );
      continue;
    }
    const why = leftOut(dropped, key, ', which is not in the input (or is not a Deployment, StatefulSet, ReplicaSet or ReplicationController)');
    report({
      ...findingAt(
        hpa.doc,
        ['spec', 'scaleTargetRef'],
        'warning',
        'reference/missing-target',
        `${formatObjectRef(hpa.ref)} scales ${hpa.target.kind} ${JSON.stringify(hpa.target.name)}${why.text}`,
        hpa.ref,
      ),
      ...(why.related.length > 0 ? { related: why.related } : {}),
    });
  }
  const limitRanges: LimitRange[] = take('LimitRange')
    .map(({ doc }) => readLimitRange(doc))
    .sort(byRef);
  const resourceQuotas: ResourceQuota[] = take('ResourceQuota')
    .map(({ doc }) => readResourceQuota(doc))
    .sort(byRef);
  const { rankedPods, refusedPods } = admitted(rankPods(pods), { limitRanges, resourceQuotas }, createdPods, options.admit, dropped);
  const unplaceable = rankedPods.length + (pinnedWithoutNodes?.length ?? 0);
  if (nodes.length === 0 && unplaceable > 0) {
    // The first pod by rank, else the first bound one by name (which one does not depend on file order).
    const first = rankedPods[0] ?? [...pinnedWithoutNodes!].sort((a, b) => compareStrings(formatObjectRef(a.ref), formatObjectRef(b.ref)))[0]!;
    report(
      findingAt(
        first.doc,
        ['spec'],
        'error',
        'reference/no-nodes',
        `the input defines no Node and the config no node pools, so ${unplaceable === 1 ? 'its one pod cannot' : `none of the ${unplaceable} pods can`} be placed; add Node manifests (kubectl get nodes -o yaml) or declare the nodes in .resizeguard.yaml (resizeguard init writes a block to edit), e.g. nodePools: [{name: general, count: 3, allocatable: {cpu: "8", memory: 32Gi, ephemeral-storage: 100Gi}}]`,
      ),
    );
  }
  const pdbs: PodDisruptionBudget[] = take('PodDisruptionBudget').map(({ doc }) => readPDB(doc));
  const podsByPdb = new PodsByPdb(rankedPods);
  reportPdbsSelectingNothing(pdbs, podsByPdb, dropped, report, makers, workloads);
  // Run in name order, as the reports list them: which scenario bounds.resizes cuts never depends on file order.
  const scenarios: ResizeScenario[] = take('ResizeScenario')
    .map(({ doc }) => readScenario(doc))
    .sort((a, b) => compareStrings(a.name, b.name));
  const vpas: VerticalPodAutoscaler[] = take('VerticalPodAutoscaler')
    .map(({ doc }) => readVpa(doc))
    .sort(byRef);

  const namespaces = new Map<string, Readonly<Record<string, string>>>();
  for (const { doc } of take('Namespace')) {
    const name = str(obj(obj(doc.value)['metadata'])['name']);
    if (name !== undefined) namespaces.set(name, { ...stringMap(obj(obj(doc.value)['metadata'])['labels']), [LABEL_METADATA_NAME]: name });
  }
  const ignoredKinds = new Map<string, number>();
  for (const [kind, list] of byKind) {
    if (!MODELLED.has(kind)) ignoredKinds.set(kind, list.length);
  }
  pushAll(diagnostics, shutdownFindings(rankedPods));
  return {
    model: {
      nodes,
      pods: rankedPods,
      workloads,
      priorityClasses,
      pdbs,
      scenarios,
      vpas,
      limitRanges,
      resourceQuotas,
      ignoredKinds,
      ...(namespaces.size > 0 ? { namespaces } : {}),
      dropped,
      unsimulated,
      ...(refusedPods.length > 0 ? { refusedPods } : {}),
    },
    diagnostics,
  };
}

const MODELLED = new Set([
  'HorizontalPodAutoscaler',
  SCALED_OBJECT_KIND,
  HTTP_SCALED_OBJECT_KIND,
  'Node',
  'Pod',
  'PriorityClass',
  'PodDisruptionBudget',
  'ResizeScenario',
  'VerticalPodAutoscaler',
  'LimitRange',
  'ResourceQuota',
  'RuntimeClass',
  ...WORKLOAD_KINDS,
  ...KNOWN_KINDS,
]);

/** A pod the RuntimeClass admission refuses (an error: it is left out), or one naming a class the input does not hold (an info). */
function runtimeClassFinding(
  doc: LoadedDocument,
  at: readonly (string | number)[],
  owner: ObjectRef,
  admission: { readonly refused: string } | { readonly missing: string },
  dropped: ReadonlyMap<string, DroppedObject>,
): Diagnostic {
  if ('refused' in admission) {
    const message = `${formatObjectRef(owner)}: the API server refuses its pods (the RuntimeClass admission plugin), as ${admission.refused}; they are left out of the simulation`;
    return findingAt(doc, at, 'error', 'reference/runtime-class', message, owner);
  }
  const why = leftOut(dropped, `RuntimeClass/${admission.missing}`, ', which is not in the input');
  const message = `${formatObjectRef(owner)} names RuntimeClass ${JSON.stringify(admission.missing)}${why.text}: the pod overhead (overhead.podFixed) and node selector and tolerations (scheduling) it may add to its pods are not counted; check the folder that defines it, or add it`;
  return { ...findingAt(doc, at, 'info', 'reference/runtime-class', message, owner), ...(why.related.length > 0 ? { related: why.related } : {}) };
}

const byRef = (a: { ref: ObjectRef }, b: { ref: ObjectRef }): number =>
  compareNatural(a.ref.namespace, b.ref.namespace) || compareNatural(a.ref.name, b.ref.name);

/**
 * The pods the API server creates: `ranked` admitted in that order (the order controllers' creates
 * are taken in), those refused left out (and named in `dropped`), the others ranked again.
 */
function admitted(
  ranked: Pod[],
  objects: Parameters<CreationAdmission>[0],
  created: ReadonlySet<Pod>,
  admit: CreationAdmission | undefined,
  dropped: Map<string, DroppedObject>,
): { rankedPods: Pod[]; refusedPods: readonly RefusedPod[] } {
  if (admit === undefined || (objects.limitRanges.length === 0 && objects.resourceQuotas.length === 0)) return { rankedPods: ranked, refusedPods: [] };
  const refusedPods = admit(objects, ranked, (p) => created.has(p));
  if (refusedPods.length === 0) return { rankedPods: ranked, refusedPods };
  const refused = new Set(refusedPods.map((r) => r.pod));
  for (const r of refusedPods) {
    const at = r.pod.doc.locate(['metadata', 'name'], 'key').start.line;
    dropped.set(formatObjectRef(r.pod.ref), {
      doc: r.pod.doc,
      because: `the API server refuses to create it (${r.message})`,
      why: `at ${r.pod.doc.file}:${at}`,
    });
  }
  return { rankedPods: rankPods(ranked.filter((p) => !refused.has(p))), refusedPods };
}

/** `pod` (read from a pod of the same workload and spec) as the workload's pod `p`. */
function replicaOf(pod: Pod, p: WorkloadPod, seq: number, labels: Readonly<Record<string, string>> | undefined): Pod {
  const ref: ObjectRef = { kind: 'Pod', namespace: pod.ref.namespace, name: p.name };
  const uid = p.templateUid ? pod.uid : `${ref.namespace}/${ref.name}`;
  return copyPod(pod, { ref, uid, generateName: p.generateName, seq, doc: p.doc, ...(labels === undefined ? {} : { labels }) });
}

/** Pods in tie-break order (see Pod.seq), with seq set to their rank. */
function rankPods(pods: readonly Pod[]): Pod[] {
  const created = (p: Pod): number => p.creationTimestamp ?? Number.POSITIVE_INFINITY;
  // Namespaces are few: ranked once in natural order, then compared as numbers. Names are
  // compared in natural order only when two pods tie on creation time and namespace.
  const namespaces = [...new Set(pods.map((p) => p.ref.namespace))].sort(compareNatural);
  const nsRank = new Map(namespaces.map((ns, i) => [ns, i]));
  // The keys read once, beside the pod: a sort compares each pod some 17 times.
  const keyed = pods.map((p) => ({ p, t: created(p), ns: nsRank.get(p.ref.namespace)!, name: p.ref.name }));
  keyed.sort((a, b) => (a.t === b.t ? 0 : a.t < b.t ? -1 : 1) || a.ns - b.ns || compareNatural(a.name, b.name));
  // Still being built, so set in place: copying 150,000 pods to change one field costs more.
  return keyed.map(({ p }, seq) => {
    (p as { seq: number }).seq = seq;
    return p;
  });
}

/**
 * The Priority admission plugin (plugin/pkg/admission/priority): a named class gives the value
 * and preemptionPolicy; no name takes the globalDefault class; no default is priority 0.
 * A class that does not exist is flagged on the pod (rule priority/missing-class); a snapshot's
 * spec.priority still applies, else priority 0 (the worst case: any pod may preempt it).
 * A pod the API server holds already keeps the spec.priority and preemptionPolicy admission
 * wrote: the scheduler ranks it by corev1helpers.PodPriority(pod), pod.Spec.Priority
 * (staging/src/k8s.io/component-helpers/scheduling/corev1/helpers.go), whatever its class's
 * value is now (its preemptionPolicy likewise: defaultpreemption PodEligibleToPreemptOthers).
 */
function makePriorityResolver(classes: ReadonlyMap<string, PriorityClass>) {
  const globalDefault = [...classes.values()].filter((c) => c.globalDefault).sort((a, b) => b.value - a.value)[0];
  return (_doc: LoadedDocument, _ref: ObjectRef, spec: Readonly<Record<string, unknown>>, admitted: boolean): ResolvedPriority => {
    const name = str(spec['priorityClassName']);
    const explicitPolicy =
      spec['preemptionPolicy'] === 'Never' ? 'Never' : spec['preemptionPolicy'] === 'PreemptLowerPriority' ? 'PreemptLowerPriority' : undefined;
    const specPriority = int(spec['priority']);
    const cls = name ? classes.get(name) : globalDefault;
    const held = admitted && specPriority !== undefined;
    return {
      priority: held ? specPriority : (cls?.value ?? specPriority ?? 0),
      // PodEligibleToPreemptOthers reads a nil pod.Spec.PreemptionPolicy as PreemptLowerPriority.
      preemptionPolicy: (held ? explicitPolicy : (cls?.preemptionPolicy ?? explicitPolicy)) ?? 'PreemptLowerPriority',
      missingClass: name !== undefined && name !== '' && cls === undefined,
    };
  };
}
