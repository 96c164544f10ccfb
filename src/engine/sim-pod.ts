/**
 * A SimPod: the simulation's mutable copy of one pod (the model itself stays frozen). It carries
 * what changes during a scenario: its desired resources (spec), the kubelet's allocation and
 * actuation (status), its PodResizePending condition and its termination, and its cached views
 * for the scheduler and the kubelet.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/types.go (PodInfo), pkg/kubelet/allocation/allocation_manager.go (the allocated and actuated resources).
 */
import { formatObjectRef } from '../core/object-ref.ts';
import type { Container, ContainerStatus, Pod, PodLevelStatus, PodResourceShape, ResizePendingReason, ResourceRequirements } from '../model/pod.ts';
import { containerStatus, onlyStatus } from '../model/container-status.ts';
import { podRequests } from '../model/requests.ts';
import { checkpointedPodResources } from '../model/pod-level-allocation.ts';
import { checkpointedLimits } from '../model/container-allocation.ts';
import { goneAtOnClock, pendingSinceOnClock } from './clock.ts';
import type { PodRef } from './result.ts';
import type { ResizeTask } from './scenario-run.ts';
import type { ResourceList } from '../resource/resources.ts';
import type { SimNode } from './state.ts';

export class SimPod implements PodResourceShape {
  /** Replaced as a whole on resize, never changed in place: shared with the model pod until then. */
  containers: readonly Container[];
  initContainers: readonly Container[];
  podResources: ResourceRequirements | undefined;
  /**
   * The pod-level resources the kubelet checkpointed (PodResourceInfo.PodLevelResources,
   * allocation_manager.go SetAllocatedResources): the spec's when the pod was admitted, the
   * resized pod's once a resize is accepted. A resize the API server defaulted new pod-level
   * requests for leaves them out of the kubelet's count until then (updatePodLevelResourcesFromAllocation).
   */
  allocatedPodResources: ResourceRequirements | undefined;
  /** The model pod's pod-level status, until a pod-level resize is actuated (kubelet/admission.ts actuate). */
  podStatus: PodLevelStatus | undefined;
  readonly overhead: ResourceList;
  /** The model pod's (or the clone source's) map until the first write (see setContainerStatus). */
  containerStatuses: ReadonlyMap<string, ContainerStatus>;
  private ownsStatuses = false;
  resizePending: ResizePendingReason | undefined;
  /** Simulated time the PodResizePending condition was set (lastTransitionTime), on the run's clock. */
  pendingSince: number | undefined;
  /**
   * Its host's roomGeneration when the kubelet last decided its resize (-1: never, as for a
   * Deferred condition recorded in the input): a Deferred answer holds until room is freed.
   */
  kubeletSeen = -1;
  /**
   * Orders PodResizePending conditions set at the same simulated second, as the status manager's
   * time.Now() would (0: recorded in the input, older than any the simulation sets).
   */
  pendingSeq = 0;
  /** Set once the pod is being deleted: it still occupies its node until `gone`. */
  terminatingUntil: number | undefined;
  gone = false;
  /** Deleted by the scheduler's preemption (DisruptionTarget, reason PreemptionByScheduler). */
  preemptedByScheduler = false;
  /** Status.nominatedNodeName: set by preemption for a pending pod waiting for its victims. */
  nominatedNode: string | undefined;
  /** When the pod entered the scheduling queue (simulated seconds). */
  queuedAt = 0;
  /** The evicted pod this one replaces, for a controller-made replacement. */
  replacementOf: SimPod | undefined;
  /** The node this pod is on (it is in that node's `pods` exactly then), so a change can drop that node's cached NodeInfo. */
  host: SimNode | undefined;
  /**
   * Its resize in the scenario being run, set by ScenarioRun: the kubelet and the scheduler look
   * it up at every step, and a map of 150,000 pods costs a cache miss per lookup.
   */
  task: ResizeTask | undefined;
  /** Its place in the state's pods (ClusterState.put): where upstream leaves an order open, pods go in this order. */
  stateOrder = 0;
  /**
   * The PDB budgets it uses, as found for the index `budgetsFrom` (preemption/pdb.ts): read for
   * every potential victim of every dry run, where a WeakMap lookup cost more than the rest.
   */
  budgets: readonly number[] = [];
  budgetsFrom: object | undefined;
  private cachedSchedulerRequests: ResourceList | undefined;
  private cachedKubeletRequests: ResourceList | undefined;
  private cachedNonZero: { cpu: bigint; memory: bigint } | undefined;
  private cachedSpecRequests: ResourceList | undefined;
  private cachedIncreasing: boolean | undefined;

  /** PodRequests of the spec alone (desired; what a scheduling cycle measures). */
  specRequests(): ResourceList {
    return (this.cachedSpecRequests ??= podRequests(this));
  }

  /** "namespace/name": the state's key for the pod (built once; it keys several maps). */
  readonly key: string;
  /**
   * The model pod's priority, kept on the simulated pod itself: victim selection and the queue
   * compare it across thousands of pods, and a read through `pod` is a second object to fetch.
   */
  readonly priority: number;
  /** The model pod's status.startTime (+∞ when it has none) and tie-break rank, kept here for the same reason. */
  readonly startTime: number;
  readonly seq: number;
  /** "Pod/namespace/name", as events name their object: one string shared by all of them. */
  get objectRef(): string {
    return (this.cachedObjectRef ??= formatObjectRef(this.pod.ref));
  }

  private cachedObjectRef: string | undefined;

  /** The pod's namespace and name for results: one shared object per simulated pod (results name a pod many times). */
  get podRef(): PodRef {
    return (this.cachedPodRef ??= { namespace: this.pod.ref.namespace, name: this.pod.ref.name });
  }

  private cachedPodRef: PodRef | undefined;

  /** `start`: the run clock's time 0 in epoch seconds (see clock.ts); recorded times are taken relative to it. */
  constructor(
    readonly pod: Pod,
    public nodeName: string | undefined,
    start = 0,
  ) {
    this.key = `${pod.ref.namespace}/${pod.ref.name}`;
    this.priority = pod.priority;
    this.startTime = pod.startTime ?? Number.POSITIVE_INFINITY;
    this.seq = pod.seq;
    this.containers = pod.containers;
    this.initContainers = pod.initContainers;
    this.podResources = pod.podResources;
    this.allocatedPodResources = checkpointedPodResources(pod);
    this.podStatus = pod.podStatus;
    this.overhead = pod.overhead;
    this.containerStatuses = pod.containerStatuses;
    this.resizePending = pod.resizePending;
    this.pendingSince = pendingSinceOnClock(pod, start);
    this.terminatingUntil = goneAtOnClock(pod, start);
    this.nominatedNode = undefined;
    this.host = undefined;
    this.task = undefined;
    this.replacementOf = undefined;
    this.cachedPodRef = undefined;
    this.budgetsFrom = undefined;
  }

  clone(): SimPod {
    const c = new SimPod(this.pod, this.nodeName);
    c.containers = this.containers;
    c.initContainers = this.initContainers;
    c.podResources = this.podResources;
    c.allocatedPodResources = this.allocatedPodResources;
    c.podStatus = this.podStatus;
    // Both copy the map on their next write.
    c.containerStatuses = this.containerStatuses;
    this.ownsStatuses = false;
    c.resizePending = this.resizePending;
    c.pendingSince = this.pendingSince;
    c.kubeletSeen = this.kubeletSeen;
    c.pendingSeq = this.pendingSeq;
    c.terminatingUntil = this.terminatingUntil;
    c.gone = this.gone;
    c.preemptedByScheduler = this.preemptedByScheduler;
    c.nominatedNode = this.nominatedNode;
    c.queuedAt = this.queuedAt;
    c.replacementOf = this.replacementOf;
    c.stateOrder = this.stateOrder;
    return c;
  }

  /** Records a container's status; the first write copies the shared map. */
  setContainerStatus(name: string, status: ContainerStatus): void {
    const current = this.containerStatuses;
    if (current.size === 0 || (current.size === 1 && current.has(name))) {
      // A map of this one entry (most pods have one container): shared, like the entry itself.
      this.containerStatuses = onlyStatus(status, name);
      this.ownsStatuses = false;
      return;
    }
    if (!this.ownsStatuses) {
      this.containerStatuses = new Map(this.containerStatuses);
      this.ownsStatuses = true;
    }
    (this.containerStatuses as Map<string, ContainerStatus>).set(name, status);
  }

  /**
   * Kubelet admission checkpoints the allocation: a running pod whose manifest records no
   * allocatedResources is allocated at its spec (what the kubelet would report), and every
   * container's checkpoint holds its limits too (model/container-allocation.ts).
   */
  admit(): void {
    for (const c of this.containers) this.checkpoint(c);
    for (const c of this.initContainers) this.checkpoint(c);
    this.invalidate();
  }

  private checkpoint(c: Container): void {
    const s = this.containerStatuses.get(c.name);
    if (s?.allocated !== undefined && s.allocatedLimits !== undefined) return;
    const allocated = s?.allocated ?? c.resources.requests;
    this.setContainerStatus(c.name, containerStatus(s?.reportsResources, allocated, s?.actualRequests, s?.actualLimits, checkpointedLimits(c, s)));
  }

  /**
   * Call after changing spec or status: this pod's cached views are recomputed, and its node is
   * told what they were (SimNode.updatePod), so its sums follow.
   */
  invalidate(): void {
    // The views as they were, as arguments (no object: a large run invalidates two million times).
    const scheduler = this.cachedSchedulerRequests;
    const nonZero = this.cachedNonZero;
    const kubelet = this.cachedKubeletRequests;
    this.cachedSchedulerRequests = undefined;
    this.cachedNonZero = undefined;
    this.cachedSpecRequests = undefined;
    this.cachedIncreasing = undefined;
    this.cachedKubeletRequests = undefined;
    this.host?.updatePod(this, scheduler, nonZero, kubelet);
  }

  /** How the kubelet counts this pod next to another one's resize: max(allocated, actual) (getAllocatedPods, UpdatePodFromAllocation). */
  kubeletRequests(compute: (p: SimPod) => ResourceList): ResourceList {
    return (this.cachedKubeletRequests ??= compute(this));
  }

  /** isResizeIncreasingRequests of this pod, kept until its spec or status changes (the pending order asks on every walk). */
  resizeIncreasing(compute: (p: SimPod) => boolean): boolean {
    return (this.cachedIncreasing ??= compute(this));
  }

  /** Scoring's NonZeroRequested of this pod (status included once it is bound). */
  nonZeroRequests(): { cpu: bigint; memory: bigint } {
    if (this.cachedNonZero === undefined) {
      const useStatus = this.nodeName !== undefined;
      // No request to fill in: the defaults change nothing, and the cached view serves.
      const r = noneMissing(this, useStatus)
        ? useStatus
          ? this.schedulerRequests()
          : this.specRequests()
        : podRequests(this, { useStatusResources: useStatus, nonMissing: NON_ZERO_DEFAULTS });
      this.cachedNonZero = { cpu: r.get('cpu') ?? 0n, memory: r.get('memory') ?? 0n };
    }
    return this.cachedNonZero;
  }

  /** NodeInfo accounting of an assigned pod: max(desired, allocated, actual) (PodInfo.CalculateResource). */
  schedulerRequests(): ResourceList {
    return (this.cachedSchedulerRequests ??= podRequests(this, { useStatusResources: true }));
  }
}

/**
 * Every list PodRequests reads for this pod names both cpu and memory, so NON_ZERO_DEFAULTS
 * would fill in nothing. With status: the allocated and actuated lists too, and an Infeasible
 * resize without an allocation (which reads no list at all) is left to the full computation.
 */
function noneMissing(pod: SimPod, useStatus: boolean): boolean {
  for (const c of pod.containers) if (!containerComplete(pod, c, useStatus)) return false;
  for (const c of pod.initContainers) if (!containerComplete(pod, c, useStatus)) return false;
  return true;
}

function containerComplete(pod: SimPod, c: Container, useStatus: boolean): boolean {
  if (!hasCpuAndMemory(c.resources.requests)) return false;
  if (!useStatus) return true;
  const s = pod.containerStatuses.get(c.name);
  if (s === undefined) return pod.resizePending !== 'Infeasible';
  if (s.allocated === undefined && pod.resizePending === 'Infeasible') return false;
  return (s.allocated === undefined || hasCpuAndMemory(s.allocated)) && (s.actualRequests === undefined || hasCpuAndMemory(s.actualRequests));
}

function hasCpuAndMemory(list: ResourceList): boolean {
  return list.has('cpu') && list.has('memory');
}

/** A container without a cpu or memory request counts as 100m / 200Mi for scoring only (DefaultMilliCPURequest, DefaultMemoryRequest). */
export const NON_ZERO_DEFAULTS: ReadonlyMap<string, bigint> = new Map([
  ['cpu', 100n],
  ['memory', 200n * 1024n * 1024n],
]);

/**
 * The pod with the pod-level resources the kubelet allocated (UpdatePodFromAllocation's
 * updatePodLevelResourcesFromAllocation): the pod itself unless a resize changed them.
 */
export function atPodLevelAllocation(pod: SimPod): PodResourceShape {
  if (pod.allocatedPodResources === pod.podResources) return pod;
  return {
    containers: pod.containers,
    initContainers: pod.initContainers,
    podResources: pod.allocatedPodResources,
    overhead: pod.overhead,
    containerStatuses: pod.containerStatuses,
    resizePending: pod.resizePending,
    podStatus: pod.podStatus,
  };
}
