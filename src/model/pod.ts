import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import type { LabelSelector } from './objects.ts';
import type { ResourceList } from '../resource/resources.ts';

export type QOSClass = 'Guaranteed' | 'Burstable' | 'BestEffort';
export type PreemptionPolicy = 'PreemptLowerPriority' | 'Never';
export type ContainerType = 'container' | 'init';

export interface ResourceRequirements {
  readonly requests: ResourceList;
  readonly limits: ResourceList;
}

export interface Container {
  readonly name: string;
  readonly type: ContainerType;
  /** Restartable init container (restartPolicy: Always), i.e. a sidecar. */
  readonly sidecar: boolean;
  /** After API defaulting: a limit without a request sets the request (SetDefaults_Pod, pkg/apis/core/v1/defaults.go). */
  readonly resources: ResourceRequirements;
  /** resizePolicy by resource name: NotRequired | RestartContainer. */
  readonly resizePolicy: ReadonlyMap<string, string>;
  /** Path of this container inside its document, for positions. */
  readonly path: readonly PathSegment[];
}

/** The container with other resources, written out member by member (see copyPod: one shape for all). */
export function withResources(c: Container, resources: ResourceRequirements): Container {
  return { name: c.name, type: c.type, sidecar: c.sidecar, resources, resizePolicy: c.resizePolicy, path: c.path };
}

/** status.containerStatuses[] entry: what the kubelet allocated and what is actuated. */
export interface ContainerStatus {
  /** The status has a `resources` field: the node reports resources, so it supports resize. */
  readonly reportsResources?: boolean;
  readonly allocated?: ResourceList;
  readonly actualRequests?: ResourceList;
  readonly actualLimits?: ResourceList;
  /**
   * The limits the kubelet checkpointed with `allocated` (PodResourceInfo.ContainerResources holds
   * the container's whole ResourceRequirements, allocation_manager.go SetAllocatedResources). The
   * API reports no such field: only the engine's kubelet sets it (SimPod.admit, kubelet/actuate.ts);
   * allocatedLimitsOf (kubelet/admission.ts) infers it for a recorded status.
   */
  readonly allocatedLimits?: ResourceList;
}

export type ResizePendingReason = 'Deferred' | 'Infeasible';

/**
 * The resource-bearing shape of a pod. Both model pods and the engine's simulated pods have it,
 * so PodRequests (model/requests.ts) works on either.
 */
export interface PodResourceShape {
  readonly containers: readonly Container[];
  readonly initContainers: readonly Container[];
  /** Pod-level spec.resources (PodLevelResources), if set. */
  readonly podResources: ResourceRequirements | undefined;
  readonly overhead: ResourceList;
  readonly containerStatuses: ReadonlyMap<string, ContainerStatus>;
  /** Reason of the first PodResizePending condition (IsPodResizeDeferred / IsPodResizeInfeasible). */
  readonly resizePending: ResizePendingReason | undefined;
  /** The pod-level status.resources and status.allocatedResources, when the status has either. */
  readonly podStatus: PodLevelStatus | undefined;
}

/** What the kubelet reports at pod level (InPlacePodLevelResourcesVerticalScaling). */
export interface PodLevelStatus {
  /** status.resources.requests (empty when status.resources sets none); undefined without status.resources. */
  readonly actual: ResourceList | undefined;
  /** status.allocatedResources. */
  readonly allocated: ResourceList | undefined;
}

export interface Pod extends PodResourceShape {
  readonly ref: ObjectRef;
  readonly uid: string;
  /** metadata.generateName: the prefix its controller's replacement pods are named from. */
  readonly generateName: string | undefined;
  readonly labels: Readonly<Record<string, string>>;
  readonly annotations: Readonly<Record<string, string>>;
  readonly nodeName: string | undefined;
  readonly priority: number;
  readonly priorityClassName: string | undefined;
  /** The priorityClassName names no PriorityClass in the input (admission would refuse the pod). */
  readonly missingPriorityClass: boolean;
  readonly preemptionPolicy: PreemptionPolicy;
  readonly terminationGracePeriodSeconds: number;
  /** status.startTime in seconds since the epoch; undefined = not started ("now", least important). */
  readonly startTime: number | undefined;
  /** lastTransitionTime of the PodResizePending condition, seconds since the epoch. */
  readonly resizePendingSince: number | undefined;
  /** A Ready pod, for PDB health (countHealthyPods in pkg/controller/disruption/disruption.go; manifests without status count as Ready). */
  readonly ready: boolean;
  readonly restartPolicy: string;
  /** spec.os.name (linux | windows), if set. */
  readonly os: string | undefined;
  /** The controller that owns the pod, or the pod itself for a bare Pod. */
  readonly owner: ObjectRef;
  /** True when the pod has a controller owner (ownerReferences[].controller). */
  readonly hasController: boolean;
  /** Static (mirror) pod: annotation kubernetes.io/config.source other than "api". */
  readonly isStatic: boolean;
  /**
   * The API server holds it already, and the kubelet of its node admitted it (a snapshot's: a uid
   * or a status); a manifest's pod is created by the run, and one pinned by spec.nodeName still
   * meets its kubelet's admission (engine/kubelet/admit-pinned.ts).
   */
  readonly admitted: boolean;
  readonly qos: QOSClass;
  readonly scheduling: SchedulingConstraints;
  /** A CronJob run's pod: it exists only while the run does. */
  readonly transient: boolean;
  /** metadata.creationTimestamp in seconds since the epoch, if the manifest has one. */
  readonly creationTimestamp: number | undefined;
  /** metadata.deletionTimestamp (seconds since the epoch): the pod is terminating and gone by then. */
  readonly deletionTimestamp: number | undefined;
  /** metadata.deletionGracePeriodSeconds: deletionTimestamp minus this is when the delete was asked for. */
  readonly deletionGracePeriodSeconds: number | undefined;
  /**
   * Rank by creationTimestamp (older first, none last), then namespace and name in natural
   * order: the last tie-break wherever upstream leaves an order undefined. It never depends on
   * the order of files or documents.
   */
  readonly seq: number;
  readonly doc: LoadedDocument;
}

export interface Toleration {
  readonly key: string;
  /** Exists | Equal (the default). */
  readonly operator: string;
  readonly value: string;
  /** Empty matches every effect. */
  readonly effect: string;
}

export interface NodeSelectorRequirement {
  readonly key: string;
  readonly operator: string;
  readonly values: readonly string[];
}

/** One of requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms (terms are ORed). */
export interface NodeSelectorTerm {
  readonly matchExpressions: readonly NodeSelectorRequirement[];
  readonly matchFields: readonly NodeSelectorRequirement[];
}

/** What the placement filters read of a pod's spec. */
export interface SchedulingConstraints {
  readonly nodeSelector: Readonly<Record<string, string>>;
  readonly tolerations: readonly Toleration[];
  /** Undefined when the pod sets no required node affinity. */
  readonly requiredNodeAffinity: readonly NodeSelectorTerm[] | undefined;
  readonly schedulerName: string;
  /** spec.topologySpreadConstraints, as written (both whenUnsatisfiable actions). */
  readonly topologySpreadConstraints: readonly TopologySpreadConstraint[];
  /** Required inter-pod affinity and anti-affinity (InterPodAffinity Filter); absent when the pod sets none. */
  readonly podAffinity?: RequiredPodAffinity;
  /** The container ports with a hostPort (NodePorts Filter); absent when the pod asks for none. */
  readonly hostPorts?: readonly HostPort[];
}

/**
 * A container port with a hostPort, of a container or a sidecar (a restartable init container):
 * pkg/scheduler/util/utils.go GetHostPorts. hostIP and protocol as written, '' when unset.
 */
export interface HostPort {
  readonly hostIP: string;
  readonly protocol: string;
  readonly hostPort: number;
}

/** A v1 PodAffinityTerm as written (core/v1 types.go PodAffinityTerm). */
export interface PodAffinityTermSpec {
  /** Undefined: a nil labelSelector, which matches no pod. */
  readonly labelSelector: LabelSelector | undefined;
  readonly namespaces: readonly string[];
  /** Undefined: a nil namespaceSelector; an empty one ({}) selects every namespace. */
  readonly namespaceSelector: LabelSelector | undefined;
  readonly topologyKey: string;
  readonly matchLabelKeys: readonly string[];
  readonly mismatchLabelKeys: readonly string[];
}

/** spec.affinity.podAffinity and .podAntiAffinity requiredDuringSchedulingIgnoredDuringExecution. */
export interface RequiredPodAffinity {
  readonly affinity: readonly PodAffinityTermSpec[];
  readonly antiAffinity: readonly PodAffinityTermSpec[];
}

/** One of spec.topologySpreadConstraints (core/v1 TopologySpreadConstraint). */
export interface TopologySpreadConstraint {
  readonly maxSkew: number;
  readonly topologyKey: string;
  /** DoNotSchedule (the only one that filters) or ScheduleAnyway. */
  readonly whenUnsatisfiable: string;
  /** Undefined when unset: a nil selector matches no pod (metav1.LabelSelectorAsSelector). */
  readonly labelSelector: LabelSelector | undefined;
  /** Undefined when unset (the scheduler takes 1). */
  readonly minDomains: number | undefined;
  /** Honor | Ignore; undefined when unset (the scheduler takes Honor). */
  readonly nodeAffinityPolicy: string | undefined;
  /** Honor | Ignore; undefined when unset (the scheduler takes Ignore). */
  readonly nodeTaintsPolicy: string | undefined;
  readonly matchLabelKeys: readonly string[];
}

export function podKey(p: { readonly ref: ObjectRef }): string {
  return `${p.ref.namespace}/${p.ref.name}`;
}

/** What a copy of a pod may change: its identity, and the node and status a replacement starts without. */
export interface PodChanges {
  readonly ref: ObjectRef;
  readonly uid: string;
  readonly generateName?: string | undefined;
  /** Labels of its own (a StatefulSet's pod-name and pod-index); else the copied pod's. */
  readonly labels?: Readonly<Record<string, string>>;
  readonly seq?: number;
  readonly doc?: LoadedDocument;
  readonly nodeName?: string | undefined;
  readonly startTime?: number | undefined;
  readonly containerStatuses?: ReadonlyMap<string, ContainerStatus>;
  readonly resizePending?: ResizePendingReason | undefined;
  readonly deletionTimestamp?: number | undefined;
}

/**
 * A copy of `pod` under another identity (a workload's replica, a controller's replacement).
 * Every member is written out in readPod's order, not spread: V8 gives spread copies hidden
 * classes of their own, and the scheduler and the kubelet read pods' members in their hottest
 * loops, which must see one shape.
 */
export function copyPod(pod: Pod, changes: PodChanges): Pod {
  return {
    ref: changes.ref,
    uid: changes.uid,
    generateName: 'generateName' in changes ? changes.generateName : pod.generateName,
    labels: changes.labels ?? pod.labels,
    annotations: pod.annotations,
    nodeName: 'nodeName' in changes ? changes.nodeName : pod.nodeName,
    priority: pod.priority,
    priorityClassName: pod.priorityClassName,
    missingPriorityClass: pod.missingPriorityClass,
    preemptionPolicy: pod.preemptionPolicy,
    terminationGracePeriodSeconds: pod.terminationGracePeriodSeconds,
    startTime: 'startTime' in changes ? changes.startTime : pod.startTime,
    creationTimestamp: pod.creationTimestamp,
    deletionTimestamp: 'deletionTimestamp' in changes ? changes.deletionTimestamp : pod.deletionTimestamp,
    deletionGracePeriodSeconds: 'deletionTimestamp' in changes ? undefined : pod.deletionGracePeriodSeconds,
    resizePendingSince: pod.resizePendingSince,
    ready: pod.ready,
    restartPolicy: pod.restartPolicy,
    os: pod.os,
    owner: pod.owner,
    hasController: pod.hasController,
    isStatic: pod.isStatic,
    admitted: pod.admitted,
    qos: pod.qos,
    scheduling: pod.scheduling,
    transient: pod.transient,
    seq: changes.seq ?? pod.seq,
    doc: changes.doc ?? pod.doc,
    containers: pod.containers,
    initContainers: pod.initContainers,
    podResources: pod.podResources,
    overhead: pod.overhead,
    containerStatuses: changes.containerStatuses ?? pod.containerStatuses,
    resizePending: 'resizePending' in changes ? changes.resizePending : pod.resizePending,
    podStatus: 'containerStatuses' in changes ? undefined : pod.podStatus,
  };
}
