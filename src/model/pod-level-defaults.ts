/**
 * DefaultPodLevelResources (pkg/api/pod/util.go, kubernetes v1.37.2): the API server completes a
 * pod's own `spec.resources` from its containers. PodLevelResourcesFixDefaulting is Beta and on
 * (pkg/features/kube_features.go), so it runs in PrepareForCreate (pkg/registry/core/pod/strategy.go)
 * — after SetDefaults_Pod and after mutating admission (LimitRanger's container defaults) — and
 * again in the resize strategy's PrepareForUpdate, on the resized pod. In dependency order:
 *
 * 1. defaultHugePagePodLevelLimits: a hugepages-* limit the pod level neither requests nor limits
 *    is the aggregate of the containers' limits;
 * 2. defaultPodLevelRequests: a missing pod-level request is the aggregate container request
 *    (AggregateContainerRequests) when the resource can be overcommitted (cpu, memory), else
 *    the pod-level limit (hugepages-*, and cpu or memory no container requests);
 * 3. defaultPodLevelLimits: a missing pod-level limit of a resource the pod level requests is
 *    max(pod-level request, aggregate container limits) when every container and init container
 *    has a limit for it.
 *
 * Only cpu, memory and hugepages-* are defaulted (IsSupportedPodLevelResource). Without pod-level
 * requests or limits the pod is left as it is.
 */
import type { Container, PodResourceShape, ResourceRequirements } from './pod.ts';
import { withResources } from './pod.ts';
import { aggregateContainerRequests, isSupportedPodLevelResource } from './requests.ts';
import type { ResourceList } from '../resource/resources.ts';

/** What DefaultPodLevelResources reads of a pod: its containers and its own resources. */
export interface PodLevelInput {
  readonly containers: readonly Container[];
  readonly initContainers: readonly Container[];
  readonly podResources: ResourceRequirements | undefined;
}

const NO_STATUSES = new Map();
const NONE: ResourceList = new Map();

/** The containers as a pod shape with no status: the spec-only view the helpers take here (PodResourcesOptions{}). */
function specShape(pod: PodLevelInput, containers = pod.containers, initContainers = pod.initContainers): PodResourceShape {
  return {
    containers,
    initContainers,
    podResources: undefined,
    overhead: NONE,
    containerStatuses: NO_STATUSES,
    resizePending: undefined,
    podStatus: undefined,
  };
}

/**
 * AggregateContainerLimits (component-helpers resource/helpers.go) without status: the same
 * init-container and sidecar formula as the requests, over the limits.
 */
export function aggregateContainerLimits(pod: PodLevelInput): ResourceList {
  const asLimits = (c: Container): Container => withResources(c, { requests: c.resources.limits, limits: c.resources.limits });
  return aggregateContainerRequests(specShape(pod, pod.containers.map(asLimits), pod.initContainers.map(asLimits)));
}

/** AggregateContainerRequests without status. */
export function aggregateSpecRequests(pod: PodLevelInput): ResourceList {
  return aggregateContainerRequests(specShape(pod));
}

const isHugePages = (name: string): boolean => name.startsWith('hugepages-');
/** helper.IsOvercommitAllowed over the pod-level resources: cpu and memory, not hugepages. */
const overcommitAllowed = (name: string): boolean => !isHugePages(name);

/** The pod's own resources after DefaultPodLevelResources; the same object when nothing is added. */
export function defaultPodLevelResources(pod: PodLevelInput): ResourceRequirements | undefined {
  const own = pod.podResources;
  if (own === undefined || (own.requests.size === 0 && own.limits.size === 0)) return own;
  const aggrLimits = aggregateContainerLimits(pod);
  const requests = new Map(own.requests);
  const limits = new Map(own.limits);
  // 1) defaultHugePagePodLevelLimits
  for (const [name, amount] of aggrLimits) {
    if (isHugePages(name) && !requests.has(name) && !limits.has(name)) limits.set(name, amount);
  }
  // 2) defaultPodLevelRequests: from the aggregate, then from the limits (step 1's included).
  for (const [name, amount] of aggregateSpecRequests(pod)) {
    if (!requests.has(name) && isSupportedPodLevelResource(name) && overcommitAllowed(name)) requests.set(name, amount);
  }
  for (const [name, amount] of limits) if (!requests.has(name) && isSupportedPodLevelResource(name)) requests.set(name, amount);
  // 3) defaultPodLevelLimits: candidates every container (init containers and sidecars too) limits.
  const all = [...pod.containers, ...pod.initContainers];
  for (const [name, request] of requests) {
    if (!isSupportedPodLevelResource(name) || limits.has(name)) continue;
    if (all.length === 0 || !all.every((c) => c.resources.limits.has(name))) continue;
    const aggregate = aggrLimits.get(name);
    if (aggregate === undefined) continue;
    // A pod-level request above the containers' limits raises the limit, so that requests <= limits holds.
    limits.set(name, request > aggregate ? request : aggregate);
  }
  if (requests.size === own.requests.size && limits.size === own.limits.size) return own;
  return { requests, limits };
}
