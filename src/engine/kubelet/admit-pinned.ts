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
 * The other general predicates follow the fit, in generalFilter's order (AdmissionCheck with
 * every failure, then the taints): the node selector and required node affinity, the host ports
 * (NodePorts against the ports its pods hold), and a NoExecute taint the pod does not tolerate
 * (not for a static pod). The first failure is the reason: OutOf<resource>, or the predicate's
 * name, with the message "Pod was rejected: Predicate <name> failed: <reason>". A critical pod is
 * rejected only for those (the critical-pod handler would evict others for resources: not
 * simulated, it is admitted as it is). Not modelled: the OS and supplemental-groups checks.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/kubelet.go (HandlePodAdditions, rejectPod),
 * pkg/kubelet/allocation/allocation_manager.go (canAdmitPod), pkg/kubelet/lifecycle/predicate.go
 * (Admit, generalFilter, PredicateFailureError), pkg/scheduler/eventhandlers.go (AdmissionCheck),
 * pkg/kubelet/preemption/preemption.go (HandleAdmissionFailure: a critical pod's non-resource reasons).
 */
import { matchesNodeSelectorAndAffinity, tolerates } from '../../model/scheduling.ts';
import * as nodeAffinity from '../plugins/node-affinity.ts';
import * as nodePorts from '../plugins/node-ports.ts';
import * as taintToleration from '../plugins/taint-toleration.ts';
import type { SimPod } from '../sim-pod.ts';
import { nodeInfoOf, type ClusterState, type SimNode } from '../state.ts';
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
  const critical = isCriticalPod(pod);
  const failure = critical ? undefined : fitFailures(pod, host, false)[0];
  if (failure !== undefined) return { pod, node: host.node.name, reason: failure.reason, message: `Pod was rejected: ${failure.message}` };
  const predicate = failedPredicate(pod, host);
  if (predicate === undefined) return undefined;
  return { pod, node: host.node.name, reason: predicate.name, message: `Pod was rejected: Predicate ${predicate.name} failed: ${predicate.reason}` };
}

/** The first of generalFilter's predicates beyond the fit that `pod` fails on `host` (spec.nodeName names it: NodeName holds). */
function failedPredicate(pod: SimPod, host: SimNode): { readonly name: string; readonly reason: string } | undefined {
  const scheduling = pod.pod.scheduling;
  if (!matchesNodeSelectorAndAffinity(scheduling, host.node)) return { name: nodeAffinity.NAME, reason: nodeAffinity.REASON };
  // The ports the node's pods hold: its NodeInfo is of the same pods the kubelet admitted.
  if (scheduling.hostPorts !== undefined && !nodePorts.fits(scheduling.hostPorts, nodeInfoOf(host).usedPorts))
    return { name: nodePorts.NAME, reason: nodePorts.ERR_REASON };
  if (!pod.pod.isStatic && host.node.taints.some((t) => t.effect === 'NoExecute' && !tolerates(scheduling.tolerations, t)))
    return { name: taintToleration.NAME, reason: taintToleration.ERR_REASON_NOT_MATCH };
  return undefined;
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
