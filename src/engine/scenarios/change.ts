/**
 * What a change between two revisions asks of the running cluster (the `diff` scenario): the
 * rollouts of changed pod templates, the pods that new or scaled-up workloads and new bare pods
 * add, the pods that deleted or scaled-down workloads and deleted bare pods remove, and the
 * resizes a bare Pod's new resources intend.
 *
 * Upstream: none: the plan a change makes for the controllers and the kubelets.
 */
import type { ObjectRef } from '../../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../../load/document.ts';
import type { ResizeScenario } from '../../model/objects.ts';
import type { Pod } from '../../model/pod.ts';
import type { UpdateStrategy } from '../../model/update-strategy.ts';

/** One place in a workload (a StatefulSet's ordinal, a DaemonSet's node): the base pod there and the head pod for it. */
export interface ReplicaChange {
  readonly replica: string;
  /** "namespace/name" of the running (base) pod; undefined when the head adds the replica. */
  readonly old: string | undefined;
  /** The head revision's pod; undefined when the head removes the replica. */
  readonly next: Pod | undefined;
  /**
   * A StatefulSet ordinal the head adds below its partition: the pod at the current (base)
   * revision, which the controller makes there instead of `next` (newVersionedStatefulSetPod).
   */
  readonly current?: Pod;
}

export interface PlannedRollout {
  readonly workload: ObjectRef;
  readonly strategy: UpdateStrategy;
  /** Desired replicas at the head revision. */
  readonly replicas: number;
  /** In replica order (ordinals numerically, nodes by name). */
  readonly changes: readonly ReplicaChange[];
  /** The head workload's manifest, and where in it a finding about the rollout points. */
  readonly origin: LoadedDocument;
  readonly at: readonly PathSegment[];
  /**
   * "namespace/name" of running pods already at the head revision (a live workload caught
   * mid-rollout: a Deployment's pods of the ReplicaSet whose template matches, a StatefulSet's or
   * DaemonSet's pods at the matching controller-revision-hash): they count as updated, and are
   * neither made again nor replaced. A StatefulSet's or DaemonSet's keep their `changes` entry
   * (as `old`), so the controller knows their ordinal or node.
   */
  readonly updated?: readonly string[];
  /**
   * A StatefulSet scaled under OrderedReady without a template change: its controller orders the
   * new and dropped ordinals, and nothing rolls, so the run reports no rollout for it.
   */
  readonly scale?: true;
}

export interface ChangePlan {
  readonly rollouts: readonly PlannedRollout[];
  /** Pods to create and place (new workloads, scale-ups, new bare pods), in the head model's order. */
  readonly created: readonly Pod[];
  /** "namespace/name" of running pods to delete (deleted workloads, scale-downs, deleted bare pods). */
  readonly deleted: readonly string[];
  /**
   * "namespace/name" of running pods that run to completion before the pods that take their place
   * (a CronJob's Job, whose next run is made from a changed jobTemplate): they leave their node
   * at once, and nothing makes them again.
   */
  readonly finished?: readonly string[];
  /** The resizes of bare Pods whose resources change (still simulated, though a plain apply is refused). */
  readonly resizes: ResizeScenario | undefined;
}
