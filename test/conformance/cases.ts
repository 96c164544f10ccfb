/**
 * The conformance harness's case and answer shapes, shared by the generator, the engine side and
 * the Go program (test/conformance/go/main.go). Objects are Kubernetes manifests as JSON.
 */
export type Json = Record<string, unknown>;

export const KINDS = [
  'podRequests',
  'fit',
  'selectVictims',
  'pendingOrder',
  'admit',
  'criticalPreemption',
  'resizePath',
  'rollout',
  'strictFields',
  'manifestRead',
  'limitRange',
  'placementFilter',
] as const;
export type Kind = (typeof KINDS)[number];

export interface Requirement {
  readonly resourceName: string;
  readonly quantity: number;
}

export interface Case {
  readonly id: string;
  readonly kind: Kind;
  /** Where a fixed case comes from (an upstream test), for the report. */
  readonly source?: string;
  readonly nodes?: readonly Json[];
  readonly pods?: readonly Json[];
  readonly pdbs?: readonly Json[];
  readonly preemptor?: Json;
  readonly target?: string;
  readonly nominatedNodeStatus?: 'Unschedulable' | 'UnschedulableAndUnresolvable';
  readonly pendingSinceOrder?: readonly string[];
  readonly pushOrder?: readonly string[];
  readonly requirements?: readonly Requirement[];
  /** resizePath: the gate the run has, the ResizeScenario, and time 0 in epoch seconds. */
  readonly gate?: boolean;
  readonly scenario?: Json;
  readonly now?: number;
  /** rollout: a Deployment or DaemonSet manifest (strictFields: a Pod, Deployment or CronJob with unknown fields), and (Deployment) the pods of all ReplicaSets and of the new one. */
  readonly workload?: Json;
  readonly allReplicas?: number;
  readonly newReplicas?: number;
  /** manifestRead: a Pod as YAML text, read as kubectl reads it. */
  readonly text?: string;
  /** limitRange: the LimitRanges; the pod to create is `pods[0]`. */
  readonly limitRanges?: readonly Json[];
  /** placementFilter: the Namespace objects (namespaceSelectors read their labels); the incoming pod is `preemptor`. */
  readonly namespaces?: readonly Json[];
}

/** resizePath: one scenario's resizes (pod name → outcome) and its evicted pods (sorted). */
export interface PathAnswer {
  readonly outcomes: Readonly<Record<string, string>>;
  readonly evicted: readonly string[];
}

/**
 * limitRange: the pod created or the API server's refusal, each container's requests and limits
 * after LimitRanger's defaults (`c0.requests`, `i0.limits`: cpu in millicores, the rest in units),
 * the LimitRanges the API server refuses to create, and upstream's other possible outcomes where
 * its lister's order decides (two or more LimitRanges).
 */
export interface LimitRangeAnswer {
  readonly admitted: boolean;
  readonly message?: string;
  readonly lists?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly invalid?: readonly string[];
  readonly alternatives?: readonly LimitRangeAnswer[];
}

export interface StatusAnswer {
  readonly code: string;
  readonly reasons: readonly string[];
}

/** placementFilter: a status with the plugin that gave it ('' for Success). */
export interface PlacementStatus {
  readonly code: string;
  readonly reasons: readonly string[];
  readonly plugin: string;
}

/**
 * placementFilter: PreFilter's rejection, or every node's final Filter status. The engine also
 * answers what its scheduling path (Scheduler.schedule) decides: the node it picks, or, when none
 * fits, the statuses it reports per node (`unschedulable`).
 */
export interface PlacementAnswer {
  readonly preFilter?: PlacementStatus;
  readonly nodes?: Readonly<Record<string, PlacementStatus>>;
  /** Upstream: the statuses findNodesThatFitPod records (nodes a PreFilterResult leaves out take the absent-nodes status). */
  readonly diagnosis?: Readonly<Record<string, PlacementStatus>>;
  readonly picked?: string;
  readonly unschedulable?: Readonly<Record<string, PlacementStatus>>;
}

export interface NodeVictimsAnswer {
  readonly ok: boolean;
  readonly status?: StatusAnswer;
  readonly victims: readonly string[];
  readonly numPDBViolations: number;
}

export interface OutcomeAnswer {
  readonly kind: string;
  readonly message?: string;
}

/** One answer; which fields are set depends on the kind (the Go program's Answer). */
export interface Answer {
  readonly id?: string;
  readonly error?: string;
  readonly spec?: Readonly<Record<string, number>>;
  readonly status?: Readonly<Record<string, number>>;
  readonly qos?: string;
  readonly fit?: StatusAnswer;
  readonly dps?: StatusAnswer;
  readonly permit?: StatusAnswer;
  readonly cycle?: string;
  readonly candidate?: NodeVictimsAnswer;
  readonly eligible?: boolean;
  readonly eligibleReason?: string;
  readonly nodes?: Readonly<Record<string, NodeVictimsAnswer>>;
  readonly picked?: string;
  readonly order?: readonly string[];
  readonly decisions?: Readonly<Record<string, OutcomeAnswer>>;
  readonly found?: boolean;
  readonly evicted?: readonly string[];
  readonly paths?: Readonly<Record<string, PathAnswer>>;
  /** rollout: the bounds after API defaulting, and NewRSNewReplicas (Deployment). */
  readonly surge?: number;
  readonly unavailable?: number;
  readonly newRSReplicas?: number;
  /** strictFields: the unknown fields' paths, sorted (absent: none). */
  readonly unknown?: readonly string[];
  /** strictFields: the JSON field names of PodSpec, Container, ResourceRequirements and ContainerResizePolicy, sorted. */
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  /** manifestRead: why the input is refused (reading it, or validating its containers' resources), or absent. */
  readonly refused?: string;
  /**
   * manifestRead: each container's requests and limits after defaulting (`c0.requests`) and the
   * pod's (`pod.requests`, `pod.limits`), cpu in millicores, the rest in units; the pod's quota
   * usage (`pod.quota`, PodUsageFunc) exactly, in thousandths of each key's unit.
   */
  readonly lists?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly limitRange?: LimitRangeAnswer;
  readonly placement?: PlacementAnswer;
}
