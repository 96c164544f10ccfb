/**
 * What a scenario asks for before it runs: one resize request per pod, as the body of a
 * `kubectl patch --subresource=resize`, with where it came from. ResizeScenario documents and the
 * generated scenarios (vpa-max, limits) both become a ScenarioPlan; simulate.ts runs every plan
 * the same way (API validation, admission, then the kubelet and the scheduler).
 *
 * Upstream: none: what a scenario asks for before it runs.
 */
import type { ContainerResize, PodLevelResize } from '../../model/objects.ts';
import type { AdmissionObjects } from '../admission/admit.ts';
import type { Container } from '../../model/pod.ts';
import type { ResourceList } from '../../resource/resources.ts';
import type { Origin, PodRef, ResizeResult } from '../result.ts';
import type { SimPod } from '../sim-pod.ts';

export interface PlannedResize {
  readonly pod: SimPod;
  readonly containers: readonly ContainerResize[];
  /** The pod's own `spec.resources` patch (a pod-level resize), when the request has one. */
  readonly podResources?: PodLevelResize;
  readonly origin: Origin;
  /** Applied to the settled ResizeResult of this request (the VPA's view of the outcome). */
  readonly decorate?: (r: ResizeResult) => ResizeResult;
}

/** A pod a generated scenario leaves alone, and why (for --explain and rules). */
export interface SkippedResize {
  readonly scenario: string;
  readonly pod: PodRef;
  /** Stable machine code (VpaTooFewReplicas, VpaUpdateModeOff, VpaPodNotRunning, VpaNoChange, LimitsWouldBeGuaranteed, …). */
  readonly reason: string;
  readonly message: string;
}

/**
 * A pod evicted so that its controller recreates it at a new size (a VPA in Recreate or Auto
 * mode): the replacement is placed by the scheduler, and `settle` words the result from its fate.
 */
export interface PlannedRecreation {
  readonly pod: SimPod;
  /** The replacement's containers, as the VPA admission controller sets them at creation. */
  readonly containers: readonly Container[];
  /** The LimitRanges and ResourceQuotas the API server admits the replacement with (its resources are no longer the template's). */
  readonly admission: AdmissionObjects;
  readonly settle: (fate: RecreationFate) => ResizeResult;
}

/** What became of an eviction for recreation. */
export type RecreationFate =
  | { readonly kind: 'Blocked'; readonly pdb: string }
  | { readonly kind: 'Placed'; readonly replacement: PodRef; readonly node: string; readonly preempted: readonly PodRef[] }
  | { readonly kind: 'Pending'; readonly replacement: PodRef | null; readonly why: string }
  /** The API server refuses to create the replacement (LimitRanger, ResourceQuota): its message. */
  | { readonly kind: 'Refused'; readonly message: string };

export interface ScenarioPlan {
  readonly name: string;
  readonly resizes: readonly PlannedResize[];
  readonly recreations: readonly PlannedRecreation[];
  readonly skipped: readonly SkippedResize[];
}

/** A generated patch for one container (nothing removed; positions come from the origin). */
export function containerPatch(name: string, requests: ResourceList, limits: ResourceList): ContainerResize {
  return { name, requests, limits, removed: { requests: [], limits: [] }, path: [] };
}
