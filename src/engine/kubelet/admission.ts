/**
 * The kubelet's decision on a resize (kubernetes v1.37.2: pkg/kubelet/allocation/allocation_manager.go
 * handlePodResourcesResize and canAdmitPod, handlers.go podResizesAdmitHandler, and
 * pkg/kubelet/lifecycle/predicate.go predicateAdmitHandler): Infeasible checks in upstream
 * order, then the fit against the other pods' allocations.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/allocation/allocation_manager.go, pkg/kubelet/allocation/handlers.go, pkg/kubelet/lifecycle/predicate.go.
 */
import { computePodQOS } from '../../model/qos.ts';
import { podRequests, podRequestsAt, statusMatchesSpec } from '../../model/requests.ts';
import { CPU, EPHEMERAL_STORAGE, maxListsReadOnly, MEMORY, sameList, sortedNamesOf, type ResourceList } from '../../resource/resources.ts';
import { withResources, type Container, type ContainerStatus, type PodResourceShape, type QOSClass, type ResourceRequirements } from '../../model/pod.ts';
import { sameRequirements } from '../../model/pod-level-allocation.ts';
import { checkpointedLimits } from '../../model/container-allocation.ts';
import type { SimNode } from '../state.ts';
import { atPodLevelAllocation, type SimPod } from '../sim-pod.ts';
import { amountOf, minus } from '../resource-sum.ts';
import { kubeletConfigOf, type KubeletConfig } from './config.ts';
import { SYSTEM_CRITICAL_PRIORITY } from './critical-pod-admission.ts';

/**
 * Infeasible reasons, named after the kubelet_pod_infeasible_resizes_total reason label:
 * swap_limitation, guaranteed_pod_cpu_manager_static_policy, guaranteed_pod_memory_manager_static_policy.
 */
export type InfeasibleReason = 'SwapLimitation' | 'GuaranteedPodCPUManagerStaticPolicy' | 'GuaranteedPodMemoryManagerStaticPolicy';

export type KubeletDecision =
  | { readonly kind: 'NoChange' }
  | { readonly kind: 'Accepted' }
  | { readonly kind: 'Infeasible'; readonly reason: InfeasibleReason; readonly message: string }
  | KubeletDeferred;

/**
 * Deferred: the first failing predicate (predicateAdmitHandler.Admit reports one), its message made when read. A Deferred pod is
 * decided again after every change on its node, and most of these decisions are replaced by the
 * next before anything reads them (over a hundred thousand at cluster scale).
 */
export class KubeletDeferred {
  readonly kind = 'Deferred';

  constructor(
    readonly resourceName: string,
    readonly requested: bigint,
    readonly used: bigint,
    readonly capacity: bigint,
    /** Set when the critical-pod admission handler failed: its error is the message then. */
    private readonly recoveryError?: string,
  ) {}

  get message(): string {
    return (
      this.recoveryError ??
      `Node didn't have enough resource: ${this.resourceName}, requested: ${this.requested}, used: ${this.used}, capacity: ${this.capacity}`
    );
  }

  /**
   * The admit handler's reason (predicate.go): OutOfcpu, OutOfmemory, OutOfpods, OutOf<name>;
   * UnexpectedAdmissionError when the critical-pod handler could not recover.
   */
  get reason(): string {
    return this.recoveryError === undefined ? `OutOf${this.resourceName}` : 'UnexpectedAdmissionError';
  }

  /** The same failure after HandleAdmissionFailure found no pods to preempt (UnexpectedAdmissionError). */
  unrecovered(error: string): KubeletDeferred {
    return new KubeletDeferred(this.resourceName, this.requested, this.used, this.capacity, error);
  }
}

export const SWAP_MESSAGE = 'In-place resize of containers with swap is not supported.';
export const CPU_MANAGER_MESSAGE = 'Resize is infeasible for Guaranteed Pods alongside CPU Manager policy "static"';
export const MEMORY_MANAGER_MESSAGE = 'Resize is infeasible for Guaranteed Pods alongside Memory Manager policy "Static"';

const NATIVE = new Set([CPU, MEMORY, EPHEMERAL_STORAGE]);

/** The allocation the kubelet checkpointed: status.allocatedResources, else the admitted spec. */
function allocatedOf(c: Container, s: ContainerStatus | undefined): ReadonlyMap<string, bigint> {
  return s?.allocated ?? c.resources.requests;
}

/**
 * PodRequests at the current allocation, without status (UpdatePodFromAllocation): what a resize
 * starts from, and what a pod-level resize's acceptance is measured by to tell whether it freed
 * room. HandlePodReconcile (pkg/kubelet/kubelet.go) compares the pod's requests before and after
 * its status changes; the pod-level status that holds the old pod-level allocation is not
 * simulated, so the allocation stands for it: a pod-level request that replaces what its
 * containers' status counted frees nothing, a smaller pod-level request does.
 */
export function allocatedRequests(pod: SimPod): ResourceList {
  const allocated = atPodLevelAllocation(pod);
  if (allocated === pod && statusMatchesSpec(pod)) return podRequests(pod);
  return podRequestsAt(allocated, 'allocated');
}

/**
 * How the kubelet counts another admitted pod: its allocated spec with its status, i.e.
 * max(allocated, actual); its desired spec is ignored (getAllocatedPods, canAdmitPod in allocation_manager.go).
 */
export function kubeletRequests(pod: SimPod): ResourceList {
  const allocated = atPodLevelAllocation(pod);
  if (allocated === pod && statusMatchesSpec(pod)) return podRequests(pod);
  return maxListsReadOnly(podRequestsAt(allocated, 'allocated'), podRequestsAt(allocated, 'actuated'));
}

/**
 * True when any container's desired requests or limits differ from its allocation: every init container is
 * compared too, sidecar or not (updateContainerResourcesFromAllocation, read by
 * handlePodResourcesResize; InPlacePodVerticalScalingInitContainers is GA and locked on); or when
 * the pod's own resources differ from the kubelet's checkpoint of them (`allocatedPodResources`,
 * undefined when it holds none; updatePodLevelResourcesFromAllocation, InPlacePodLevelResourcesVerticalScaling on).
 */
export function resizeRequested(pod: PodResourceShape, allocatedPodResources: ResourceRequirements | undefined): boolean {
  for (const c of pod.containers) if (containerResizeRequested(pod, c)) return true;
  for (const c of pod.initContainers) if (containerResizeRequested(pod, c)) return true;
  return !sameRequirements(pod.podResources, allocatedPodResources);
}

/**
 * The container's spec against its checkpoint, requests and limits both, as
 * updateContainerResourcesFromAllocation compares them (apiequality.Semantic.DeepEqual: equal
 * quantities however spelt, a name set to 0 and a name not set differ): a resize of limits alone
 * is a resize the kubelet admits (canAdmitPod), checkpoints and actuates.
 */
function containerResizeRequested(pod: PodResourceShape, c: Container): boolean {
  const s = pod.containerStatuses.get(c.name);
  return !sameList(allocatedOf(c, s), c.resources.requests) || !sameList(checkpointedLimits(c, s), c.resources.limits);
}

/** isResizeIncreasingRequests: the pod's total cpu or memory request grows. */
export function isResizeIncreasing(pod: SimPod): boolean {
  const desired = pod.specRequests();
  const allocated = allocatedRequests(pod);
  return [CPU, MEMORY].some((r) => (desired.get(r) ?? 0n) > (allocated.get(r) ?? 0n));
}

/** Extended resources the node does not report are dropped (removeMissingExtendedResources). */
function isExtended(name: string): boolean {
  return !NATIVE.has(name) && !name.startsWith('hugepages-') && !name.startsWith('requests.');
}

/**
 * Containers the kubelet resizes in place: every regular and init container (IsResizableContainer
 * in allocation_manager.go: an init container is resizable when InPlacePodVerticalScalingInitContainers,
 * GA and locked on in v1.37, is enabled, sidecar or not).
 */
export function resizable(pod: PodResourceShape): Container[] {
  return [...pod.containers, ...pod.initContainers];
}

/**
 * The container as allocated (UpdatePodFromAllocation): its allocated requests and limits.
 */
function allocatedContainer(c: Container, pod: SimPod): Container {
  const s = pod.containerStatuses.get(c.name);
  const admitted = [...pod.pod.containers, ...pod.pod.initContainers].find((x) => x.name === c.name);
  return withResources(c, { requests: allocatedOf(c, s), limits: checkpointedLimits(admitted ?? c, s) });
}

/**
 * GetContainerSwapBehavior (kuberuntime, linux): LimitedSwap gives swap only to containers of
 * Burstable, non-critical pods that request memory and whose memory request differs from its limit.
 */
function containerHasSwap(config: KubeletConfig, qos: QOSClass, priority: number, c: Container): boolean {
  if (config.swapBehavior !== 'LimitedSwap') return false;
  if (priority >= SYSTEM_CRITICAL_PRIORITY || qos !== 'Burstable') return false;
  const request = c.resources.requests.get(MEMORY) ?? 0n;
  const limit = c.resources.limits.get(MEMORY) ?? 0n;
  if (request === 0n && limit === 0n) return false;
  return request !== limit;
}

/**
 * disallowResizeForSwappableContainers: a container whose memory request changes, without a
 * RestartContainer memory resize policy, that has swap before or after the resize.
 */
function swapBlocksResize(pod: SimPod, config: KubeletConfig): boolean {
  if (config.swapBehavior !== 'LimitedSwap') return false;
  const desiredQos = computePodQOS(pod.containers, pod.initContainers, pod.podResources);
  const allocatedContainers = pod.containers.map((c) => allocatedContainer(c, pod));
  const allocatedInits = pod.initContainers.map((c) => allocatedContainer(c, pod));
  const allocatedQos = computePodQOS(allocatedContainers, allocatedInits, pod.podResources);
  const allocatedByName = new Map([...allocatedContainers, ...allocatedInits].map((c) => [c.name, c]));
  for (const desired of [...pod.containers, ...pod.initContainers]) {
    const allocated = allocatedByName.get(desired.name);
    if (allocated === undefined) continue;
    if ((desired.resources.requests.get(MEMORY) ?? 0n) === (allocated.resources.requests.get(MEMORY) ?? 0n)) continue;
    if (allocated.resizePolicy.get(MEMORY) === 'RestartContainer') continue;
    if (containerHasSwap(config, desiredQos, pod.priority, desired) || containerHasSwap(config, allocatedQos, pod.priority, allocated)) return true;
  }
  return false;
}

/** guaranteedPodResourceResizeRequired: a resizable container's request differs from its allocation. */
function resourceResizeRequired(pod: SimPod, resource: string): boolean {
  return resizable(pod).some((c) => (c.resources.requests.get(resource) ?? 0n) !== (allocatedOf(c, pod.containerStatuses.get(c.name)).get(resource) ?? 0n));
}

/**
 * handlePodResourcesResize's decision for one pod (allocation_manager.go), in upstream's order:
 * 1. nothing to do when the spec equals the allocation;
 * 2. podResizesAdmitHandler.Admit (handlers.go): swap, then the static CPU and memory managers, Infeasible;
 * 3. predicateAdmitHandler (lifecycle/predicate.go) through canAdmitPod: the first failing fit, Deferred;
 * 4. otherwise Accepted (the caller checkpoints and actuates).
 */
export function decideResize(pod: SimPod, host: SimNode): KubeletDecision {
  const node = host.node;
  const config = kubeletConfigOf(node);
  // 1. No resize asked for.
  if (!resizeRequested(pod, pod.allocatedPodResources)) return { kind: 'NoChange' };
  // 2. podResizesAdmitHandler.Admit. IsInPlacePodVerticalScalingAllowed checks only the (GA)
  // gate, and static pods are refused by the API (ValidatePodResize).
  // Swap: a memory request change on a container with swap (LimitedSwap).
  if (swapBlocksResize(pod, config)) return { kind: 'Infeasible', reason: 'SwapLimitation', message: SWAP_MESSAGE };
  // Pod-level resources: InPlacePodLevelResourcesVerticalScaling is taken as on (not modelled off).
  // Guaranteed pods under the static CPU / memory manager (exclusive-resources gates off).
  if (computePodQOS(pod.containers, pod.initContainers, pod.podResources) === 'Guaranteed') {
    if (config.cpuManagerPolicy === 'static' && resourceResizeRequired(pod, CPU)) {
      return { kind: 'Infeasible', reason: 'GuaranteedPodCPUManagerStaticPolicy', message: CPU_MANAGER_MESSAGE };
    }
    if (config.memoryManagerPolicy === 'Static' && resourceResizeRequired(pod, MEMORY)) {
      return { kind: 'Infeasible', reason: 'GuaranteedPodMemoryManagerStaticPolicy', message: MEMORY_MANAGER_MESSAGE };
    }
  }
  // 3. predicateAdmitHandler (pkg/kubelet/lifecycle/predicate.go): the first failure of Fits, which
  // checks pods, cpu, memory, ephemeral-storage, then extended resources. A request above the
  // node's allocatable is one of them: Deferred, not Infeasible (allocation_manager_test.go
  // "Request CPU increase beyond node capacity - expect Deferred").
  // 4. Accepted when it fits.
  return fitFailures(pod, host, false)[0] ?? { kind: 'Accepted' };
}

/**
 * Fits (noderesources) against the other allocated pods: they count at max(allocated, actual),
 * this pod at its desired size. Its failures in Fits' order — the first only, unless `all`
 * (AdmissionCheck with includeAllFailures, what the critical-pod handler is given); none: fits.
 */
export function fitFailures(pod: SimPod, host: SimNode, all: boolean): readonly KubeletDeferred[] {
  const node = host.node;
  // Made only when something fails: most decisions at cluster scale fit.
  let failures: KubeletDeferred[] | undefined;
  // A pod is in its node's list exactly when that node is its host (SimPod.host).
  const onNode = pod.host === host;
  const activeCount = host.pods.length - (onNode ? 1 : 0);
  if (activeCount + 1 > node.allowedPodNumber) {
    failures = [new KubeletDeferred('pods', 1n, BigInt(activeCount), BigInt(node.allowedPodNumber))];
    if (!all) return failures;
  }
  // canAdmitPod removes the pod itself from the list of allocated pods: Used is the others' sum.
  const desired = pod.specRequests();
  const used = host.kubeletUsed(kubeletRequests);
  const own = onNode ? pod.kubeletRequests(kubeletRequests) : undefined;
  for (const name of sortedNamesOf(desired)) {
    const requested = amountOf(desired, name);
    if (requested <= 0) continue;
    // removeMissingExtendedResources: an extended resource the node does not list is not checked.
    if (isExtended(name) && !node.allocatable.has(name)) continue;
    const usedByOthers = own === undefined ? used.amount(name) : minus(used.amount(name), amountOf(own, name));
    const capacity = amountOf(node.allocatable, name);
    if (requested <= minus(capacity, usedByOthers)) continue;
    (failures ??= []).push(new KubeletDeferred(name, BigInt(requested), BigInt(usedByOthers), BigInt(capacity)));
    if (!all) return failures;
  }
  return failures ?? NO_FAILURES;
}

const NO_FAILURES: readonly KubeletDeferred[] = [];
