/**
 * The generated scenario `limits` (option scenarios.limits, off by default): every Burstable pod
 * grows each container's cpu and memory requests to its limits, the most a workload can claim
 * without a new limit. A container without a limit for a resource keeps that request. Init
 * containers grow too, sidecars or not: Kubernetes v1.37 resizes every init container
 * (InPlacePodVerticalScalingInitContainers), and a pod's effective request is the larger of its
 * init containers' and the sum of its app containers and sidecars.
 *
 * A pod whose every request would then equal its limit would become Guaranteed, which the API
 * refuses for a resize (ValidatePodResize: the QoS class may not change; the most common Burstable
 * shape, every container setting both limits). It still grows as far as Burstable allows: the
 * first request raised (containers, then init containers, in order; cpu before memory) stops one
 * unit short of its limit (1m of CPU, 1 byte of memory), so one request stays below its limit and
 * the pod stays Burstable.
 * A Burstable pod with no request below a limit has nothing to raise and is reported as skipped.
 * A request the pod level sets (spec.resources.requests, given or defaulted by
 * DefaultPodLevelResources) is not raised: the scheduler counts the pod-level request, and
 * ValidatePodResize refuses containers whose requests add up to more; a pod left with nothing to
 * raise is skipped (LimitsPodLevelRequests).
 *
 * Upstream: none: a generated scenario (every Burstable pod grows to its limits).
 */
import type { ContainerResize } from '../../model/objects.ts';
import { withResources, type Container, type ResourceRequirements } from '../../model/pod.ts';
import { perObjects } from '../../core/memo.ts';
import type { PathSegment } from '../../load/document.ts';
import { computePodQOS } from '../../model/qos.ts';
import { initContainerFrozen } from '../kubelet/validate-resize.ts';
import { CPU, MEMORY, type ResourceList } from '../../resource/resources.ts';
import type { ClusterState } from '../state.ts';
import type { SimPod } from '../sim-pod.ts';
import { containerPatch, type PlannedResize, type ScenarioPlan, type SkippedResize } from './plan.ts';

export const LIMITS_SCENARIO = 'limits';

/**
 * Requests raised to the limits of one container, or undefined when nothing changes. A resource
 * the pod level requests (`podLevel`) is left alone: PodRequests counts the pod-level request
 * instead of the containers', so raising them claims nothing more of the node, and above it
 * ValidatePodResize refuses the resize (validatePodResourceConsistency).
 */
function raised(c: Container, podLevel: ResourceList): ContainerResize | undefined {
  const requests = new Map<string, bigint>();
  for (const r of [CPU, MEMORY]) {
    if (podLevel.has(r)) continue;
    const limit = c.resources.limits.get(r);
    const request = c.resources.requests.get(r);
    if (limit !== undefined && (request === undefined || request < limit)) requests.set(r, limit);
  }
  return requests.size === 0 ? undefined : containerPatch(c.name, requests, new Map());
}

/** The container's patch with its first raised request (cpu, then memory) one unit below the limit; undefined when that changes nothing. */
function oneUnitShort(patch: ContainerResize, c: Container): ContainerResize | undefined {
  const resource = patch.requests.has(CPU) ? CPU : MEMORY;
  const target = patch.requests.get(resource)! - 1n;
  const current = c.resources.requests.get(resource) ?? 0n;
  const requests = new Map(patch.requests);
  if (target <= current) requests.delete(resource);
  else requests.set(resource, target);
  return requests.size === 0 ? undefined : containerPatch(c.name, requests, new Map());
}

function withPatches(list: readonly Container[], patches: ReadonlyMap<string, ContainerResize>): Container[] {
  return list.map((c) => {
    const p = patches.get(c.name);
    return p === undefined ? c : withResources(c, { requests: new Map([...c.resources.requests, ...p.requests]), limits: c.resources.limits });
  });
}

/** What the scenario asks of a pod: the patches and where they point, or why there are none. */
type LimitsPlan =
  { readonly containers: readonly ContainerResize[]; readonly path: readonly PathSegment[] } | { readonly reason: string; readonly message: string };

const NO_POD_RESOURCES = {};
const NO_REQUESTS: ResourceList = new Map();

/**
 * The plan for a pod's containers (and pod-level resources, which decide its QoS class), none for
 * a pod that is not Burstable (left alone, without a word): the same objects for every pod
 * written alike (a workload's replicas), so the resize requests and resource lists made from them
 * are shared too.
 */
const planContainers = perObjects((containers: readonly Container[], initContainers: readonly Container[], podResources: object): LimitsPlan | undefined => {
  const resources = podResources === NO_POD_RESOURCES ? undefined : (podResources as ResourceRequirements);
  if (computePodQOS(containers, initContainers, resources) !== 'Burstable') return undefined;
  // A frozen init container keeps its requests: ValidatePodResize would refuse the whole resize.
  const resizable = [...containers, ...initContainers.filter((c) => !initContainerFrozen(c))];
  const podLevel = resources?.requests ?? NO_REQUESTS;
  const patches = new Map<string, ContainerResize>();
  for (const c of resizable) {
    const p = raised(c, podLevel);
    if (p !== undefined) patches.set(c.name, p);
  }
  const first = resizable.find((c) => patches.has(c.name));
  if (first === undefined && resizable.some((c) => raised(c, NO_REQUESTS) !== undefined))
    return {
      reason: 'LimitsPodLevelRequests',
      message:
        "its pod-level requests (spec.resources.requests) are what it asks of its node: raising its containers' requests claims nothing more, and past the pod-level requests the API refuses the resize; a pod-level resize is not simulated",
    };
  if (first === undefined)
    return { reason: 'LimitsNothingToRaise', message: 'no container has a cpu or memory request below a limit, so the limits scenario has nothing to raise' };
  if (computePodQOS(withPatches(containers, patches), withPatches(initContainers, patches), resources) === 'Guaranteed') {
    const short = oneUnitShort(patches.get(first.name)!, first);
    if (short === undefined)
      return {
        reason: 'LimitsWouldBeGuaranteed',
        message: 'its only request below a limit is one unit short of it: raising it would make the pod Guaranteed, which the API refuses for a resize',
      };
    patches.set(first.name, short);
  }
  return { containers: [...patches.values()], path: [...first.path, 'resources', 'limits'] };
});

export function planLimits(state: ClusterState): ScenarioPlan {
  const resizes: PlannedResize[] = [];
  const skipped: SkippedResize[] = [];
  const pods = state.pods.filter((p) => !p.gone && p.terminatingUntil === undefined && p.nodeName !== undefined).sort((a, b) => a.pod.seq - b.pod.seq);
  for (const pod of pods) {
    const plan = planContainers(pod.containers, pod.initContainers, pod.podResources ?? NO_POD_RESOURCES);
    if (plan === undefined) continue;
    if ('reason' in plan) skipped.push(skip(pod, plan.reason, plan.message));
    else resizes.push({ pod, containers: plan.containers, origin: { doc: pod.pod.doc, path: plan.path } });
  }
  return { name: LIMITS_SCENARIO, resizes, recreations: [], skipped };
}

function skip(pod: SimPod, reason: string, message: string): SkippedResize {
  return { scenario: LIMITS_SCENARIO, pod: { namespace: pod.pod.ref.namespace, name: pod.pod.ref.name }, reason, message };
}
