/**
 * A pod created with spec.nodeName skips the scheduler: the kubelet of that node admits it or
 * rejects it. HandlePodAdditions takes new pods in creation order (Pod.seq) and canAdmitPod runs
 * the admit handlers against the pods already admitted there; predicateAdmitHandler's resource
 * fit (Fits: pods, cpu, memory, ephemeral-storage, extended resources) fails with
 * InsufficientResourceError, and the pod is rejected: phase Failed, reason OutOf<resource>,
 * message "Pod was rejected: Node didn't have enough resource: …". It never runs, and a controller
 * that owns it makes another, rejected the same way.
 *
 * The same holds for the pods a controller makes from a template that names its node: a rollout's
 * new pod (asked for again on every sync, as a ReplicaSet replaces a Failed pod) and a preempted
 * pod's replacement (rejected once: the controller's later attempts are not simulated).
 *
 * Not modelled: the other predicates (node name, selector and affinity, NoExecute taints, OS, host
 * ports), and the critical-pod handler's evictions for a critical pod (it is admitted as it is).
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/kubelet.go (HandlePodAdditions, rejectPod),
 * pkg/kubelet/allocation/allocation_manager.go (canAdmitPod), pkg/kubelet/lifecycle/predicate.go (Admit).
 */
import type { SimPod } from '../sim-pod.ts';
import type { ClusterState, SimNode } from '../state.ts';
import { fitFailures } from './admission.ts';
import { isCriticalPod } from './critical-pod-admission.ts';

/** A pod its kubelet rejected at admission. */
export interface PodRejection {
  readonly pod: SimPod;
  readonly node: string;
  /** OutOfcpu, OutOfmemory, OutOfpods, OutOf<resource>. */
  readonly reason: string;
  /** The pod's status message: "Pod was rejected: …". */
  readonly message: string;
}

/** The kubelet's answer to a new pod bound to `host`: undefined when it is admitted. */
function rejectPinned(pod: SimPod, host: SimNode): PodRejection | undefined {
  if (isCriticalPod(pod)) return undefined;
  const failure = fitFailures(pod, host, false)[0];
  if (failure === undefined) return undefined;
  return { pod, node: host.node.name, reason: failure.reason, message: `Pod was rejected: ${failure.message}` };
}

/**
 * HandlePodAdditions for a pod the run creates (a change's, a controller's), not yet in `state`,
 * whose spec.nodeName names `host`: bound there, or its rejection (the pod is then left out).
 */
export function admitPinned(state: ClusterState, pod: SimPod, host: SimNode): PodRejection | undefined {
  const rejection = rejectPinned(pod, host);
  if (rejection !== undefined) return rejection;
  state.put(pod);
  state.bind(pod, host.node.name);
  return undefined;
}
