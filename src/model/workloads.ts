/**
 * Workloads → the pods their controllers create (the report's placements). Each pod is a
 * virtual Pod document whose positions map into the workload's pod template, so a finding about
 * a replica points at the template that defines it. Names are the controllers' (pod-names.ts):
 * a Deployment's pods `<deployment>-<template hash>-<5>`, a ReplicaSet's, ReplicationController's,
 * DaemonSet's or Job's `<name>-<5>`, an Indexed Job's `<job>-<index>-<5>`, a StatefulSet's
 * `<set>-<ordinal>`, a CronJob's `<cronjob>-<minute>-<5>` (one run's pods, marked transient).
 */
import type { SourceRange } from '../core/diagnostic.ts';
import { perObject } from '../core/memo.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { arr, int, obj, str } from '../core/fields.ts';
import { podLabeler, type Labels } from './controller-labels.ts';
import { computeHash, cronJobRunName, indexedJobPrefix, NameGenerator, podsPrefix, replicaSetName } from './pod-names.ts';
import type { Node } from './objects.ts';
import { matchesNodeSelectorAndAffinity, untoleratedTaint } from './scheduling.ts';
import type { SchedulingConstraints, Toleration } from './pod.ts';

/** Argo Rollouts' Rollout (argoproj.io) is placed like a Deployment: replicas and a pod template (its canary and blue-green steps are not simulated). */
export const WORKLOAD_KINDS: ReadonlySet<string> = new Set([
  'Deployment',
  'ReplicaSet',
  'StatefulSet',
  'DaemonSet',
  'Job',
  'CronJob',
  'ReplicationController',
  'Rollout',
]);

export interface WorkloadPod {
  readonly doc: LoadedDocument;
  /** The pod's name (its controller's naming). */
  readonly name: string;
  /**
   * The pod's place in its workload: its index, or a DaemonSet pod's node. Unlike the name it
   * survives a template change (a new pod-template-hash), so fingerprints are made from it.
   */
  readonly replica: string;
  /** metadata.generateName the controller set (none for a StatefulSet's pods). */
  readonly generateName: string | undefined;
  /**
   * The pod spec it is made from. Pods of one workload with the same spec differ only in their
   * name (a DaemonSet's pods each have their own spec, pinned to their node).
   */
  readonly spec: object;
  /**
   * The template's labels with those its controller adds (controller-labels.ts); one object for
   * every pod of the workload unless some differ per pod (a StatefulSet's pod-name).
   */
  readonly labels: Labels | undefined;
  /** Whether the template's metadata sets a uid (shared by every pod made from it, then). */
  readonly templateUid: boolean;
  /** CronJob runs come and go: their pods are transient. */
  readonly transient: boolean;
}

export interface Workload {
  readonly ref: ObjectRef;
  readonly doc: LoadedDocument;
  /** The controller's scale (replicas, parallelism, eligible nodes), for PDB accounting. */
  readonly scale: number;
  readonly pods: readonly WorkloadPod[];
}

/** Tolerations the DaemonSet controller adds to its pods (pkg/controller/daemon/util). */
const DAEMONSET_TOLERATIONS: readonly Toleration[] = [
  { key: 'node.kubernetes.io/not-ready', operator: 'Exists', value: '', effect: 'NoExecute' },
  { key: 'node.kubernetes.io/unreachable', operator: 'Exists', value: '', effect: 'NoExecute' },
  { key: 'node.kubernetes.io/disk-pressure', operator: 'Exists', value: '', effect: 'NoSchedule' },
  { key: 'node.kubernetes.io/memory-pressure', operator: 'Exists', value: '', effect: 'NoSchedule' },
  { key: 'node.kubernetes.io/pid-pressure', operator: 'Exists', value: '', effect: 'NoSchedule' },
  { key: 'node.kubernetes.io/unschedulable', operator: 'Exists', value: '', effect: 'NoSchedule' },
];

/** A workload's pod, made from its template (not a Pod document of the input). */
export function madeFromTemplate(doc: LoadedDocument): boolean {
  return doc instanceof TemplatePod;
}

/**
 * A Pod document made from a template, positions delegated to the workload's template. Its
 * value is built each time it is read (the model reads it once): at cluster scale 150,000
 * replicas would otherwise each hold a copy of their manifest through the whole run.
 */
class TemplatePod implements LoadedDocument {
  readonly file: string;

  constructor(
    private readonly workload: LoadedDocument,
    private readonly templatePath: readonly PathSegment[],
    private readonly ref: ObjectRef,
    private readonly name: string,
    private readonly generateName: string | undefined,
    private readonly template: Readonly<Record<string, unknown>>,
    private readonly spec: Readonly<Record<string, unknown>>,
    private readonly index: number,
    private readonly labels: Labels | undefined,
  ) {
    this.file = workload.file;
  }

  /** Made when asked for (rarely), like the value. */
  get order(): readonly number[] {
    return [...this.workload.order, this.index];
  }

  get value(): unknown {
    return podValue(this.ref, this.name, this.generateName, this.template, this.spec, this.labels);
  }

  locate(path: readonly PathSegment[], part?: 'key' | 'value'): SourceRange {
    const [head, ...rest] = path;
    if (head === 'spec' || head === 'metadata') return this.workload.locate([...this.templatePath, head, ...rest], part);
    return this.workload.locate(this.templatePath, part);
  }
}

function podValue(
  ref: ObjectRef,
  name: string,
  generateName: string | undefined,
  template: Readonly<Record<string, unknown>>,
  spec: Readonly<Record<string, unknown>>,
  labels: Labels | undefined,
): unknown {
  const meta = obj(template['metadata']);
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      ...meta,
      ...(labels === undefined ? {} : { labels }),
      name,
      ...(generateName === undefined ? {} : { generateName }),
      namespace: ref.namespace,
      ownerReferences: controllerReferences(ref),
    },
    spec,
  };
}

/** The controller reference its pods carry, one (read-only) list per workload. */
const controllerReferences = perObject((ref: ObjectRef): readonly unknown[] =>
  Object.freeze([Object.freeze({ apiVersion: 'apps/v1', kind: ref.kind, name: ref.name, controller: true })]),
);

/** Parses enough of a template's spec to decide which nodes a DaemonSet runs on. */
function daemonSetConstraints(
  spec: Readonly<Record<string, unknown>>,
  read: (spec: Readonly<Record<string, unknown>>) => SchedulingConstraints,
): SchedulingConstraints {
  const s = read(spec);
  return { ...s, tolerations: [...s.tolerations, ...DAEMONSET_TOLERATIONS] };
}

function withNodeAffinity(spec: Readonly<Record<string, unknown>>, node: string): Readonly<Record<string, unknown>> {
  const tolerations = [...arr(spec['tolerations']), ...DAEMONSET_TOLERATIONS.map((t) => ({ key: t.key, operator: t.operator, effect: t.effect }))];
  // The DaemonSet controller pins each pod with a required matchFields term on metadata.name.
  const affinity = obj(spec['affinity']);
  return {
    ...spec,
    tolerations,
    affinity: {
      ...affinity,
      nodeAffinity: {
        ...obj(affinity['nodeAffinity']),
        requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: [node] }] }] },
      },
    },
  };
}

/** A workload's template and how many pods its controller keeps, before any pod is made. */
export interface WorkloadPlan {
  readonly ref: ObjectRef;
  readonly doc: LoadedDocument;
  readonly scale: number;
  /** A DaemonSet's nodes (one pod each). */
  readonly daemonNodes?: readonly Node[];
}

/** `replicas`: the count an autoscaler keeps (HorizontalPodAutoscaler), instead of `spec.replicas`. */
export function planWorkload(
  doc: LoadedDocument,
  ref: ObjectRef,
  nodes: readonly Node[],
  readScheduling: (spec: Readonly<Record<string, unknown>>) => SchedulingConstraints,
  replicas?: (specReplicas: number | undefined) => number,
): WorkloadPlan {
  const { spec, jobSpec, podSpec } = templateParts(doc, ref);
  if (ref.kind === 'DaemonSet') {
    const constraints = daemonSetConstraints(podSpec, readScheduling);
    const daemonNodes = nodes.filter(
      (node) => matchesNodeSelectorAndAffinity(constraints, node) && untoleratedTaint(node, constraints.tolerations) === undefined,
    );
    return { ref, doc, scale: daemonNodes.length, daemonNodes };
  }
  if (ref.kind === 'Job' || ref.kind === 'CronJob') {
    // A suspended CronJob starts no Job (cronjob_controllerv2.go syncCronJob), and a suspended Job
    // keeps no active pod (job_controller.go manageJob, jobSuspended): the one a CronJob makes
    // from a jobTemplate that sets suspend too.
    if ((ref.kind === 'CronJob' && spec['suspend'] === true) || jobSpec['suspend'] === true) return { ref, doc, scale: 0 };
    if (ref.kind === 'Job' && jobFinished(doc)) return { ref, doc, scale: 0 };
    const parallelism = int(jobSpec['parallelism']) ?? 1;
    const completions = int(jobSpec['completions']);
    return { ref, doc, scale: completions === undefined ? parallelism : Math.min(parallelism, completions) };
  }
  return { ref, doc, scale: replicas === undefined ? (int(spec['replicas']) ?? 1) : replicas(int(spec['replicas'])) };
}

/**
 * A Job whose recorded status holds a Complete or Failed condition (a snapshot's): the Job
 * controller no longer syncs a finished Job, so it runs no pod (pkg/controller/job/util/utils.go
 * IsJobFinished, job_controller.go syncJob).
 */
export function jobFinished(doc: LoadedDocument): boolean {
  return arr(obj(obj(doc.value)['status'])['conditions'])
    .map(obj)
    .some((c) => (c['type'] === 'Complete' || c['type'] === 'Failed') && c['status'] === 'True');
}

/** The pods of a planned workload, named as their controller names them. */
export function expandWorkload(plan: WorkloadPlan): Workload {
  const { ref, doc } = plan;
  const { spec, jobSpec, template, podSpec, templatePath } = templateParts(doc, ref);
  const pods: WorkloadPod[] = [];
  const templateUid = obj(template['metadata'])['uid'] !== undefined;
  const transient = ref.kind === 'CronJob';
  const job = ref.kind === 'CronJob' ? cronJobRunName(ref.name, spec['jobTemplate']) : ref.name;
  const labels = podLabeler(ref, obj(doc.value), jobSpec, template, job);
  const add = ({ name, generateName }: PodName, replica: string, s: Readonly<Record<string, unknown>>): void => {
    const podLabels = labels(name, pods.length);
    pods.push({
      doc: new TemplatePod(doc, templatePath, ref, name, generateName, template, s, pods.length, podLabels),
      labels: podLabels,
      name,
      replica,
      generateName,
      spec: s,
      templateUid,
      transient,
    });
  };
  const names = new NameGenerator();
  if (plan.daemonNodes !== undefined) {
    const prefix = podsPrefix(ref.name);
    for (const node of plan.daemonNodes) add(generated(names, prefix, node.name), node.name, withNodeAffinity(podSpec, node.name));
    return { ref, doc, scale: pods.length, pods };
  }
  const name = podNamer(ref, spec, jobSpec, template, names);
  for (let i = 0; i < plan.scale; i++) add(name(i), String(i), podSpec);
  return { ref, doc, scale: plan.scale, pods };
}

function templateParts(doc: LoadedDocument, ref: ObjectRef) {
  const spec = obj(obj(doc.value)['spec']);
  const isCron = ref.kind === 'CronJob';
  const jobSpec = isCron ? obj(obj(spec['jobTemplate'])['spec']) : spec;
  const template = obj(jobSpec['template']);
  const templatePath: PathSegment[] = isCron ? ['spec', 'jobTemplate', 'spec', 'template'] : ['spec', 'template'];
  return { spec, jobSpec, template, podSpec: obj(template['spec']), templatePath };
}

interface PodName {
  readonly name: string;
  readonly generateName: string | undefined;
}

function generated(names: NameGenerator, generateName: string, seed: string): PodName {
  return { name: names.generate(generateName, seed), generateName };
}

/** The name of a workload's i-th pod, as its controller names it (pod-names.ts). */
function podNamer(
  ref: ObjectRef,
  spec: Readonly<Record<string, unknown>>,
  jobSpec: Readonly<Record<string, unknown>>,
  template: unknown,
  names: NameGenerator,
): (i: number) => PodName {
  switch (ref.kind) {
    case 'StatefulSet': {
      const start = int(obj(spec['ordinals'])['start']) ?? 0;
      return (i) => ({ name: `${ref.name}-${start + i}`, generateName: undefined });
    }
    case 'Deployment':
    case 'Rollout': {
      const prefix = podsPrefix(replicaSetName(ref.name, computeHash(template)));
      return (i) => generated(names, prefix, String(i));
    }
    case 'Job':
    case 'CronJob': {
      const job = ref.kind === 'CronJob' ? cronJobRunName(ref.name, spec['jobTemplate']) : ref.name;
      if (str(jobSpec['completionMode']) === 'Indexed') return (i) => generated(names, indexedJobPrefix(job, i), '0');
      const prefix = podsPrefix(job);
      return (i) => generated(names, prefix, String(i));
    }
    default: {
      const prefix = podsPrefix(ref.name);
      return (i) => generated(names, prefix, String(i));
    }
  }
}
