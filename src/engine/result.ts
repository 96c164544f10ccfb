/**
 * Upstream: none: the shape of the report's results.
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import type { ResourceList } from '../resource/resources.ts';
import type { Status } from './status.ts';
import type { PodRejection } from './kubelet/admit-pinned.ts';
import type { Pod } from '../model/pod.ts';

export type Outcome = 'Completed' | 'Deferred' | 'Infeasible' | 'Rejected' | 'Preempted';

export interface PodRef {
  readonly namespace: string;
  readonly name: string;
}

/** One decision of the scheduler's restricted cycle, kept for --explain and for tests. */
export interface CycleRecord {
  readonly at: number;
  readonly node: string;
  readonly kind: string;
  /** Plugin → Status, in the order the framework ran them. */
  readonly statuses: readonly Status[];
  readonly victims: readonly PodRef[];
  /** --explain only: the lower-priority pods the preemption put back (it fits with them). */
  readonly reprieved?: readonly PodRef[];
}

/** Where a resize was asked for: the scenario entry, or the pod itself for cluster-state. */
export interface Origin {
  readonly doc: LoadedDocument;
  readonly path: readonly PathSegment[];
}

export interface ResizeResult {
  /** The cluster, in a run over several (config clusters, Flux's clusters/<name>/). */
  readonly cluster?: string;
  readonly scenario: string;
  readonly pod: PodRef;
  readonly owner: ObjectRef;
  readonly node: string | null;
  readonly priority: number;
  readonly from: ResourceList;
  readonly to: ResourceList;
  readonly outcome: Outcome;
  /** Stable machine code; the README lists them all. */
  readonly reason: string;
  readonly message: string;
  readonly preempted: readonly PodRef[];
  readonly latencySeconds: number | null;
  /** --explain only (the pods it explains): the scheduler cycles the resize went through. */
  readonly cycles: readonly CycleRecord[];
  /** Some victims were needed only by the scheduler's pod-count quirk (fitsRequest's "Too many pods"). */
  readonly podCountQuirk: boolean;
  readonly origin: Origin;
  /** The resizing pod's own manifest. */
  readonly podOrigin: LoadedDocument | undefined;
}

export interface Eviction {
  /** The cluster, in a run over several (config clusters, Flux's clusters/<name>/). */
  readonly cluster?: string;
  readonly scenario: string;
  readonly pod: PodRef;
  readonly node: string;
  readonly priority: number;
  readonly preemptor: PodRef;
  readonly pdbViolation: boolean;
  readonly gracePeriodSeconds: number;
  readonly owner: ObjectRef;
  readonly at: number;
  /** A bare Pod is not recreated by anyone. */
  readonly unmanaged: boolean;
  /** The victim was itself a Deferred resize, counted at its desired size (over-preemption, KEP-5836 Risk of Additional Preemption). */
  readonly wasDeferred: boolean;
  readonly podOrigin: LoadedDocument;
}

export interface SimEvent {
  /** The cluster, in a run over several (config clusters, Flux's clusters/<name>/). */
  readonly cluster?: string;
  readonly scenario: string;
  readonly at: number;
  readonly object: string;
  readonly type: 'Normal' | 'Warning';
  readonly reason: string;
  readonly message: string;
}

export interface Placement {
  /** The cluster, in a run over several (config clusters, Flux's clusters/<name>/). */
  readonly cluster?: string;
  readonly scenario: string;
  readonly pod: PodRef;
  readonly owner: ObjectRef;
  /** Null while the pod stays Pending. */
  readonly node: string | null;
  readonly preempted: readonly PodRef[];
  readonly message: string;
  /** Node → the Filter statuses of the last attempt (for --explain). */
  readonly statuses: ReadonlyMap<string, readonly Status[]>;
  /** --explain only: each node's score where Filter passed (the highest wins), and the victims reprieved. */
  readonly scores?: ReadonlyMap<string, number>;
  readonly reprieved?: readonly PodRef[];
  readonly podOrigin: LoadedDocument;
  /** For a controller's replacement, the evicted pod it replaces. */
  readonly replacementOf: PodRef | null;
  /** A StatefulSet ordinal that stays Pending under OrderedReady: the later ordinals never created while it does. */
  readonly waiting?: readonly PodRef[];
}

export type RolloutOutcome = 'Completed' | 'Stalled' | 'OnDelete';

/** A workload's pod-template change, as its controller rolls it out. */
export interface RolloutResult {
  /** The cluster, in a run over several (config clusters, Flux's clusters/<name>/). */
  readonly cluster?: string;
  readonly scenario: string;
  readonly workload: ObjectRef;
  readonly strategy: 'RollingUpdate' | 'Recreate' | 'OnDelete';
  /** Desired replicas (a DaemonSet: the nodes it runs on). */
  readonly replicas: number;
  /** Per-pod effective requests of the old and the new template. */
  readonly from: ResourceList;
  readonly to: ResourceList;
  readonly outcome: RolloutOutcome;
  /** Stable machine code; the README lists them all. */
  readonly reason: string;
  readonly message: string;
  /** Replicas running the new template when the run settles. */
  readonly updated: number;
  /** New pods left Pending. */
  readonly pending: readonly PodRef[];
  /** Pods the new pods' placement preempted. */
  readonly preempted: readonly PodRef[];
  /** From the change to the last new replica available and the last old one removed; null if never. */
  readonly latencySeconds: number | null;
  /** The workload's manifest (head revision), and the path a finding about it points at. */
  readonly origin: LoadedDocument;
  readonly originPath: readonly PathSegment[];
}

export interface ScenarioResult {
  /** The cluster, in a run over several (config clusters, Flux's clusters/<name>/). */
  readonly cluster?: string;
  readonly name: string;
  readonly resizes: readonly ResizeResult[];
  readonly evictions: readonly Eviction[];
  readonly placements: readonly Placement[];
  /** The timeline, in order (an EventLog in a simulation's results). */
  readonly events: Iterable<SimEvent>;
  /** True when the round bound stopped the simulation before it settled. */
  readonly truncated: boolean;
  /** Pod-template changes rolled out (the `diff` scenario only). */
  readonly rollouts?: readonly RolloutResult[];
  /** Pods bound by spec.nodeName that their kubelet rejected when they were created (cluster-state only). */
  readonly rejected?: readonly PodRejection[];
  /** StatefulSet ordinals never created: an earlier one stays Pending under OrderedReady (cluster-state only). */
  readonly unmade?: readonly Pod[];
}

/** The model's pods less the StatefulSet ordinals cluster-state never created (ordered-ready.ts): the pods the run simulated. */
export function simulatedPods(pods: readonly Pod[], scenarios: readonly ScenarioResult[]): readonly Pod[] {
  const unmade = new Set(scenarios.flatMap((s) => s.unmade ?? []));
  return unmade.size === 0 ? pods : pods.filter((p) => !unmade.has(p));
}
