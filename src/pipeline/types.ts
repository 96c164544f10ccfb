/**
 * The pipeline's types: what a run is given (LintOptions) and what it gives (LintResult, with
 * its coverage and, in diff mode, the change). The CLI, the Action, the reports and the diff all
 * speak these.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { Bounds, BoundsSpent } from '../core/bounds.ts';
import type { FeatureGates } from '../config/feature-gates.ts';
import type { Policy } from '../config/types.ts';
import type { KubeletConfig } from '../engine/kubelet/config.ts';
import type { ScoringStrategy } from '../engine/plugins/scoring.ts';
import type { NodeFinder } from '../engine/schedule-one.ts';
import type { Eviction, Placement, ResizeResult } from '../engine/result.ts';
import type { ScenarioOptions, SimulationResult } from '../engine/simulate.ts';
import type { ClusterModel } from '../model/objects.ts';
import type { UnrenderedApplication } from '../model/not-simulated.ts';
import type { LoadedDocument } from '../load/document.ts';

export interface LintOptions {
  readonly featureGates: FeatureGates;
  /** GitOps objects whose source was not rendered (sources/): their pods are not simulated. */
  readonly unrendered?: ReadonlySet<LoadedDocument>;
  /** Of the ApplicationSets `unrendered` holds, the Applications they made that were not rendered (each installs into its own namespace). */
  readonly unrenderedApplications?: ReadonlyMap<LoadedDocument, readonly UnrenderedApplication[]>;
  /**
   * The documents are those no cluster's GitOps objects apply (the cluster "unassigned"): an
   * object there that only lacks required fields reads as a patch, an info rather than an error.
   */
  readonly unapplied?: boolean;
  /** Count a deferred pod twice in the pod-count check, as upstream's fitsRequest does. Default true. */
  readonly podCountQuirk?: boolean;
  /** Placement scoring: LeastAllocated (default) or MostAllocated (--placement binpack). */
  readonly scoring?: ScoringStrategy;
  /** Protect selectors, budgets, severities, suppressions (default: none, built-in severities). */
  readonly policy?: Policy;
  /** A finding's file as the config's globs see it (default: unchanged). */
  readonly relativeToConfig?: (file: string) => string;
  /** Fingerprint → count of findings a baseline accepts. */
  readonly baseline?: ReadonlyMap<string, number>;
  /** "namespace/name": record every Filter status of this pod's placement (--explain). */
  readonly explain?: string;
  /** Generated scenarios: vpaMax (default on when the input holds VPAs), limits (default off). */
  readonly scenarios?: ScenarioOptions;
  /** Every node's kubelet: cpuManagerPolicy, memoryManagerPolicy, swapBehavior (pkg/kubelet/allocation/handlers.go). */
  readonly kubelet?: KubeletConfig;
  /** The simulation's "now" in epoch seconds (config `now`); default: the latest time the input records. */
  readonly now?: number;
  /** What one run builds at most (config `bounds`); default DEFAULT_BOUNDS. */
  readonly bounds?: Bounds;
  /** In a run over several clusters: the pods and resizes the clusters checked before this one took of `bounds`. */
  readonly spent?: BoundsSpent;
  /** How a pending pod's node is found: the placement index (default) or the plain scan it is checked against. */
  readonly nodeFinder?: NodeFinder;
}

export interface LintResult {
  readonly model: ClusterModel;
  readonly simulation: SimulationResult;
  /** Sorted, de-duplicated. */
  readonly diagnostics: readonly Diagnostic[];
  readonly featureGates: FeatureGates;
  /** Documents read that are Kubernetes objects (apiVersion and kind set). */
  readonly objectCount: number;
  /** Broken suppression annotations: the run cannot be trusted (the CLI exits 2). */
  readonly policyErrors: readonly Diagnostic[];
  /** Diff mode (--base): what the change makes new, and the manifest change behind each new finding. */
  readonly change?: ChangeReport;
  /** A run over several clusters: each one's own result (the fields above add them up). */
  readonly clusters?: readonly { readonly name: string; readonly result: LintResult }[];
  /** What was read and rendered, and what makes pods but is not simulated. */
  readonly coverage?: Coverage;
}

export interface Coverage {
  /** "<group>/<Kind>" (the core group written "core") → objects read. */
  readonly objects: ReadonlyMap<string, number>;
  readonly rendered: readonly { readonly kind: string; readonly path: string; readonly objects: number; readonly via?: string }[];
  readonly notSimulated: readonly { readonly kind: string; readonly count: number; readonly reason: string }[];
}

export interface ChangeReport {
  readonly base: string;
  readonly commit: string;
  readonly diff: RunDiff;
  /** New finding → unified diff of the object's manifest around it. */
  readonly patches: ReadonlyMap<Diagnostic, string>;
}

export interface RenderedSource {
  readonly kind: 'kustomize' | 'helm' | 'directory';
  readonly path: string;
  readonly objects: number;
  readonly via?: string;
}

/** A resize present in one run, with the same scenario's resize of the same pod in the other run. */
export interface ResizeDelta {
  readonly result: ResizeResult;
  /** The other run's resize of that pod in that scenario (its outcome says what it was or became), if any. */
  readonly counterpart: ResizeResult | undefined;
}

export interface RunDiff {
  /** Findings in head without a counterpart in base, in report order. */
  readonly newFindings: readonly Diagnostic[];
  /** Findings in base without a counterpart in head. */
  readonly fixedFindings: readonly Diagnostic[];
  readonly newlyDeferred: readonly ResizeDelta[];
  readonly newlyInfeasible: readonly ResizeDelta[];
  readonly newlyRejected: readonly ResizeDelta[];
  /** Resizing pods that are now evicted themselves before their resize completes. */
  readonly newlyPreempted: readonly ResizeDelta[];
  /** Base resizes with these outcomes that head no longer has (`counterpart`: what head does instead). */
  readonly fixedDeferred: readonly ResizeDelta[];
  readonly fixedInfeasible: readonly ResizeDelta[];
  readonly fixedRejected: readonly ResizeDelta[];
  readonly fixedPreempted: readonly ResizeDelta[];
  /** Pods evicted (preemption victims) in head and not in base. */
  readonly newEvictions: readonly Eviction[];
  readonly fixedEvictions: readonly Eviction[];
  /** Pods the simulated scheduler leaves Pending in head and placed (or had no such pod) in base. */
  readonly newPending: readonly Placement[];
  readonly fixedPending: readonly Placement[];
}
