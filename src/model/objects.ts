import { formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import type { RelatedLocation } from '../core/diagnostic.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import type { Pod, PreemptionPolicy } from './pod.ts';
import type { ResourceList } from '../resource/resources.ts';
import type { LimitRange, ResourceQuota } from './admission-objects.ts';
import type { VerticalPodAutoscaler } from './vpa.ts';
import type { Workload } from './workloads.ts';

export interface Taint {
  readonly key: string;
  readonly value: string;
  readonly effect: string;
}

export interface Node {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly unschedulable: boolean;
  readonly taints: readonly Taint[];
  /** status.allocatable (defaulted from capacity), without the pods entry. */
  readonly allocatable: ResourceList;
  /** status.allocatable.pods (AllowedPodNumber). */
  readonly allowedPodNumber: number;
  /** spec.podPreemptionPolicy.disableResizePreemption: the owners that opted the node out. */
  readonly disableResizePreemption: readonly string[];
  /**
   * status.declaredFeatures (NodeDeclaredFeatures), or none for a kubelet older than 1.36, which
   * declares nothing; undefined when the Node records neither (a kubelet of this version's defaults).
   */
  readonly declaredFeatures: readonly string[] | undefined;
  readonly seq: number;
  readonly doc: LoadedDocument;
}

/** Non-empty disableResizePreemption ⇒ resize preemption is off on the node (DeferredPodScheduling Filter, deferred_pod_scheduling.go). */
export function resizePreemptionDisabled(node: Node): boolean {
  return node.disableResizePreemption.length > 0;
}

export interface PriorityClass {
  readonly name: string;
  readonly value: number;
  readonly globalDefault: boolean;
  readonly preemptionPolicy: PreemptionPolicy;
  /** Undefined for the built-in system classes. */
  readonly doc: LoadedDocument | undefined;
}

export interface LabelSelectorRequirement {
  readonly key: string;
  readonly operator: string;
  readonly values: readonly string[];
}

export interface LabelSelector {
  readonly matchLabels: Readonly<Record<string, string>>;
  readonly matchExpressions: readonly LabelSelectorRequirement[];
}

export type IntOrPercent = { readonly kind: 'int'; readonly value: number } | { readonly kind: 'percent'; readonly value: number };

export interface PodDisruptionBudget {
  readonly ref: ObjectRef;
  /** Undefined when the selector is absent; a nil or empty selector matches nothing (FilterVictimsWithPDBViolation). */
  readonly selector: LabelSelector | undefined;
  readonly minAvailable: IntOrPercent | undefined;
  readonly maxUnavailable: IntOrPercent | undefined;
  /** A recorded status (live snapshot) is what the scheduler sees: FilterVictimsWithPDBViolation reads status.disruptionsAllowed. */
  readonly status: { readonly disruptionsAllowed: number; readonly disruptedPods: readonly string[] } | undefined;
  readonly doc: LoadedDocument;
}

export interface ContainerResize {
  readonly name: string;
  readonly requests: ResourceList;
  readonly limits: ResourceList;
  /** Keys set to null in the patch: a request to remove them, which the API refuses. */
  readonly removed: { readonly requests: readonly string[]; readonly limits: readonly string[] };
  readonly path: readonly PathSegment[];
}

/** A patch of the pod's own `spec.resources`: a pod-level resize (InPlacePodLevelResourcesVerticalScaling). */
export type PodLevelResize = Omit<ContainerResize, 'name'>;

export interface ResizeRequest {
  readonly target: ObjectRef;
  readonly containers: readonly ContainerResize[];
  /** The pod-level patch, when the request sets `resources`. */
  readonly podResources?: PodLevelResize;
  readonly path: readonly PathSegment[];
}

export interface ResizeScenario {
  readonly name: string;
  readonly resizes: readonly ResizeRequest[];
  readonly doc: LoadedDocument;
}

export interface ClusterModel {
  readonly nodes: readonly Node[];
  readonly pods: readonly Pod[];
  /** Workloads and the pods they made (those pods are in `pods` too). */
  readonly workloads: readonly Workload[];
  readonly priorityClasses: ReadonlyMap<string, PriorityClass>;
  readonly pdbs: readonly PodDisruptionBudget[];
  readonly scenarios: readonly ResizeScenario[];
  /** VerticalPodAutoscalers, sorted by namespace and name (the vpa-max scenario). */
  readonly vpas: readonly VerticalPodAutoscaler[];
  /** LimitRanges, sorted by namespace and name (admission of a resize: PodValidateLimitFunc). */
  readonly limitRanges: readonly LimitRange[];
  /** ResourceQuotas, sorted by namespace and name (admission of a resize: PodUsageFunc). */
  readonly resourceQuotas: readonly ResourceQuota[];
  /** Objects of kinds the simulator does not model, by kind. */
  readonly ignoredKinds: ReadonlyMap<string, number>;
  /**
   * The labels of the input's Namespace objects, by name (kubernetes.io/metadata.name included, as
   * the API server sets it): what a pod affinity term's namespaceSelector reads. A namespace
   * without an object here has that one label only (namespaceLabels).
   */
  readonly namespaces?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /**
   * Objects left out because the API server would refuse them (a schema error, a refused
   * value), by `Kind/namespace/name`: what names one says so, and where.
   */
  readonly dropped?: ReadonlyMap<string, DroppedObject>;
  /**
   * Objects whose pods are not simulated (model/not-simulated.ts), by the namespace the pods run
   * in: a VPA, HPA or PDB there that finds nothing may be meant for them.
   */
  readonly unsimulated?: ReadonlyMap<string, readonly ObjectRef[]>;
  /** Pods the API server refuses to create (LimitRanger, ResourceQuota), in the order they were asked for: not in `pods`. */
  readonly refusedPods?: readonly RefusedPod[];
}

/** A pod whose creation the API server refuses (403 Forbidden): it is never created. */
export interface RefusedPod {
  readonly pod: Pod;
  readonly reason: 'LimitRangeViolation' | 'QuotaExceeded';
  /** The API server's error: `pods "<name or generateName>" is forbidden: …`. */
  readonly message: string;
}

/**
 * Admission of pods' creation (injected by the pipeline: the engine's LimitRanger and
 * ResourceQuota): `pods` in the order they are created, `created` false for a pod the API server
 * holds already (it counts in quota usage, and is never refused).
 */
export type CreationAdmission = (
  objects: { readonly limitRanges: readonly LimitRange[]; readonly resourceQuotas: readonly ResourceQuota[] },
  pods: readonly Pod[],
  created: (pod: Pod) => boolean,
) => readonly RefusedPod[];

export interface DroppedObject {
  readonly doc: LoadedDocument;
  /** Why it is left out; default: the API server would refuse it. */
  readonly because?: string;
  /** The first reason's detail and place, as its finding says it. */
  readonly why: string;
}

/** Why an object is left out, in words: its own reason, else the API server's refusal. */
export function droppedBecause(d: DroppedObject): string {
  return d.because ?? 'the API server would refuse it';
}

/** ", which is left out: <why>" and a related location at the dropped object, or the plain wording. */
export function leftOut(
  dropped: ReadonlyMap<string, DroppedObject> | undefined,
  key: string,
  plain: string,
): { readonly text: string; readonly related: readonly RelatedLocation[] } {
  const d = dropped?.get(key);
  if (d === undefined) return { text: plain, related: [] };
  return {
    text: `, which is left out because ${droppedBecause(d)} (${d.why})`,
    related: [{ file: d.doc.file, range: d.doc.locate([], 'value'), message: `${key} is left out here` }],
  };
}

/**
 * Left-out objects (a PDB's or a VPA's pods) as a list: the first three, "<key> (<because>,
 * <where>)" joined by "; " (then how many more), with a related location at each.
 */
export function leftOutList(entries: readonly (readonly [string, DroppedObject])[]): {
  readonly text: string;
  readonly related: readonly RelatedLocation[];
} {
  const left = entries.slice(0, 3);
  const more = entries.length > left.length ? `; and ${entries.length - left.length} more` : '';
  return {
    text: `${left.map(([key, d]) => `${key} (${droppedBecause(d)}, ${d.why})`).join('; ')}${more}`,
    related: left.map(([key, d]) => ({ file: d.doc.file, range: d.doc.locate([], 'value'), message: `${key} is left out here` })),
  };
}

/**
 * Why a workload has no pod (what a VPA targets): the workload itself left out, or every pod it
 * made refused by the API server (LimitRanger, ResourceQuota), said as a PDB over the same pods
 * says it; else the plain wording.
 */
export function workloadLeftOut(
  model: Pick<ClusterModel, 'dropped' | 'refusedPods'>,
  ref: ObjectRef,
  plain: string,
): { readonly text: string; readonly related: readonly RelatedLocation[] } {
  const key = formatObjectRef(ref);
  const pods: [string, DroppedObject][] = [];
  for (const r of model.refusedPods ?? []) {
    const podKey = formatObjectRef(r.pod.ref);
    const d = model.dropped?.get(podKey);
    if (d !== undefined && formatObjectRef(r.pod.owner) === key) pods.push([podKey, d]);
  }
  if (pods.length === 0) return leftOut(model.dropped, key, plain);
  const list = leftOutList(pods);
  return { text: `, whose pods are left out: ${list.text}`, related: list.related };
}

/** The label the API server sets on every Namespace (pkg/registry/core/namespace/strategy.go, v1.LabelMetadataName). */
export const LABEL_METADATA_NAME = 'kubernetes.io/metadata.name';

/** A namespace's labels: its object's, or, without one in the input, the label every namespace has. */
export function namespaceLabels(model: Pick<ClusterModel, 'namespaces'>, namespace: string): Readonly<Record<string, string>> {
  return model.namespaces?.get(namespace) ?? { [LABEL_METADATA_NAME]: namespace };
}
