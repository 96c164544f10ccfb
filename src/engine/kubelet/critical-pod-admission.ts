/**
 * The kubelet's CriticalPodAdmissionHandler (pkg/kubelet/preemption/preemption.go, kubernetes
 * v1.37.2): when a critical pod fails admission only for resources, the kubelet evicts pods on
 * its own node instead of refusing it. With InPlacePodVerticalScalingSchedulerPreemption on it
 * steps aside for resizes (HandleAdmissionFailure returns the failures for ResizeOperation), so
 * this runs for a resize only with the gate off.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/preemption/preemption.go.
 */
import { podRequestsAt } from '../../model/requests.ts';
import { CPU, MEMORY, PODS } from '../../resource/resources.ts';
import { atPodLevelAllocation, type SimPod } from '../sim-pod.ts';

/** scheduling.SystemCriticalPriority (pkg/apis/scheduling/types.go). */
export const SYSTEM_CRITICAL_PRIORITY = 2_000_000_000;

/** admissionRequirement: how much of a resource must be freed (InsufficientResourceError.GetInsufficientAmount). */
export interface AdmissionRequirement {
  readonly resourceName: string;
  readonly quantity: bigint;
}

/** kubetypes.IsCriticalPod (pkg/kubelet/types/pod_update.go): static, mirror, or system-critical priority. */
export function isCriticalPod(pod: SimPod): boolean {
  return pod.pod.isStatic || pod.priority >= SYSTEM_CRITICAL_PRIORITY;
}

/** kubetypes.Preemptable: a critical pod preempts any non-critical one, otherwise strictly by priority. */
export function preemptable(preemptor: SimPod, preemptee: SimPod): boolean {
  if (isCriticalPod(preemptor) && !isCriticalPod(preemptee)) return true;
  return preemptor.priority > preemptee.priority;
}

/**
 * resource.GetResourceRequest (pkg/api/v1/resource/helpers.go): the pod's request for one
 * resource (pod-level requests alone when set), overhead added when the request is non-zero;
 * 1 for "pods". The handler reads the pods the kubelet hands it, getAllocatedPods
 * (pkg/kubelet/kubelet_pods.go, its getPodsFunc in pkg/kubelet/kubelet.go): each active pod
 * through UpdatePodFromAllocation, so at its allocation (containers' and pod-level), not at the
 * API's desired resources: a pod whose growth is Deferred frees only what it holds.
 */
export function getResourceRequest(pod: SimPod, name: string): bigint {
  if (name === PODS) return 1n;
  const allocated = pod.allocatedPodResources;
  const podLevel = allocated !== undefined && (allocated.requests.size > 0 || allocated.limits.size > 0);
  const request = podLevel
    ? (allocated.requests.get(name) ?? 0n)
    : (podRequestsAt(atPodLevelAllocation(pod), 'allocated').get(name) ?? 0n) - (pod.overhead.get(name) ?? 0n);
  return request === 0n ? 0n : request + (pod.overhead.get(name) ?? 0n);
}

/** admissionRequirementList.subtract: what is still missing once `pods` are gone. */
export function subtract(requirements: readonly AdmissionRequirement[], pods: readonly SimPod[]): AdmissionRequirement[] {
  const out: AdmissionRequirement[] = [];
  for (const req of requirements) {
    let quantity = req.quantity;
    for (const p of pods) {
      quantity -= getResourceRequest(p, req.resourceName);
      if (quantity <= 0n) break;
    }
    if (quantity > 0n) out.push({ resourceName: req.resourceName, quantity });
  }
  return out;
}

/** admissionRequirementList.distance: the squared fractions of each requirement the pod leaves unmet. */
export function distance(requirements: readonly AdmissionRequirement[], pod: SimPod): number {
  let dist = 0;
  for (const req of requirements) {
    const remaining = Number(req.quantity - getResourceRequest(pod, req.resourceName));
    if (remaining > 0) dist += (remaining / Number(req.quantity)) ** 2;
  }
  return dist;
}

/** smallerResourceRequest: memory first, then cpu; equal counts as smaller. */
function smallerResourceRequest(a: SimPod, b: SimPod): boolean {
  for (const name of [MEMORY, CPU]) {
    const ra = getResourceRequest(a, name);
    const rb = getResourceRequest(b, name);
    if (ra !== rb) return ra < rb;
  }
  return true;
}

/**
 * getPodsToPreemptByDistance: repeatedly the pod closest to the remaining requirements (the
 * smaller request on a tie); the chosen pod's place is taken by the last one, as upstream does.
 */
function byDistance(candidates: readonly SimPod[], requirements: readonly AdmissionRequirement[]): SimPod[] | undefined {
  const pods = [...candidates];
  const chosen: SimPod[] = [];
  let remaining = requirements;
  while (remaining.length > 0) {
    if (pods.length === 0) return undefined;
    let best = 0;
    let bestDistance = remaining.length + 1;
    for (let i = 0; i < pods.length; i++) {
      const d = distance(remaining, pods[i]!);
      if (d < bestDistance || (d === bestDistance && smallerResourceRequest(pods[i]!, pods[best]!))) {
        bestDistance = d;
        best = i;
      }
    }
    const pod = pods[best]!;
    remaining = subtract(remaining, [pod]);
    chosen.push(pod);
    pods[best] = pods[pods.length - 1]!;
    pods.pop();
  }
  return chosen;
}

/**
 * getPodsToPreempt: the fewest Guaranteed pods needed if every BestEffort and Burstable pod went,
 * then the Burstable ones needed besides those, then the BestEffort ones; undefined when even all
 * preemptable pods would not free enough ("no set of running pods found to reclaim resources").
 * `pods` are the node's active pods in the kubelet's order.
 */
export function getPodsToPreempt(preemptor: SimPod, pods: readonly SimPod[], requirements: readonly AdmissionRequirement[]): SimPod[] | undefined {
  const bestEffort: SimPod[] = [];
  const burstable: SimPod[] = [];
  const guaranteed: SimPod[] = [];
  for (const p of pods) {
    if (p === preemptor || !preemptable(preemptor, p)) continue;
    const qos = p.pod.qos;
    (qos === 'BestEffort' ? bestEffort : qos === 'Burstable' ? burstable : guaranteed).push(p);
  }
  if (subtract(requirements, [...bestEffort, ...burstable, ...guaranteed]).length > 0) return undefined;
  const guaranteedToEvict = byDistance(guaranteed, subtract(requirements, [...bestEffort, ...burstable]));
  if (guaranteedToEvict === undefined) return undefined;
  const burstableToEvict = byDistance(burstable, subtract(requirements, [...bestEffort, ...guaranteedToEvict]));
  if (burstableToEvict === undefined) return undefined;
  const bestEffortToEvict = byDistance(bestEffort, subtract(requirements, [...burstableToEvict, ...guaranteedToEvict]));
  if (bestEffortToEvict === undefined) return undefined;
  return [...bestEffortToEvict, ...burstableToEvict, ...guaranteedToEvict];
}
