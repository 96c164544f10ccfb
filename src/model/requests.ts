/**
 * PodRequests, mirroring staging/src/k8s.io/component-helpers/resource/helpers.go (v1.37):
 * the effective request of a pod, with init containers, restartable sidecars, pod-level
 * resources and overhead (reference §1.3), and the scheduler's max(desired, allocated, actual)
 * accounting of a pod already on a node (§1.4).
 */
import type { Container, ContainerStatus, PodResourceShape } from './pod.ts';
import { addLists, maxLists, type ResourceList } from './resources.ts';

export interface PodResourcesOptions {
  /** Count status (allocated, actuated) resources too: the cache view of an assigned pod (§1.4). */
  readonly useStatusResources?: boolean;
  readonly excludeOverhead?: boolean;
  /**
   * Fill a container's *missing* (not explicitly zero) requests with these values
   * (NonMissingContainerRequests; the scheduler's 100m cpu / 200Mi memory for scoring).
   */
  readonly nonMissing?: ReadonlyMap<string, bigint>;
}

/** Pod-level resources support only cpu, memory and hugepages-* (supportedPodLevelResources). */
export function isSupportedPodLevelResource(name: string): boolean {
  return name === 'cpu' || name === 'memory' || name.startsWith('hugepages-');
}

type ContainerRequestsFn = (
  c: Container,
  status: ContainerStatus | undefined,
  resizeInfeasible: boolean,
) => ResourceList | undefined;

const specRequests: ContainerRequestsFn = (c) => c.resources.requests;

const allocatedRequests: ContainerRequestsFn = (c, status, infeasible) =>
  status?.allocated ?? (infeasible ? undefined : c.resources.requests);

const actuatedRequests: ContainerRequestsFn = (c, status, infeasible) =>
  status?.actualRequests ?? status?.allocated ?? (infeasible ? undefined : c.resources.requests);

/**
 * Sum of regular containers and sidecars, then the max with each init container's in-flight
 * usage (its own request plus the sidecars started before it) — aggregateContainerResourcesByFn.
 */
function aggregate(pod: PodResourceShape, rawFn: ContainerRequestsFn, useStatus: boolean, nonMissing?: ReadonlyMap<string, bigint>): Map<string, bigint> {
  const infeasible = useStatus && pod.resizePending === 'Infeasible';
  const fn: ContainerRequestsFn = nonMissing === undefined ? rawFn : (c, s, i) => applyNonMissing(rawFn(c, s, i), nonMissing);
  const status = (c: Container): ContainerStatus | undefined =>
    useStatus ? pod.containerStatuses.get(c.name) : undefined;
  let result = addLists(...pod.containers.map((c) => fn(c, status(c), infeasible)));
  let sidecars: Map<string, bigint> = new Map();
  let initMax: Map<string, bigint> = new Map();
  for (const c of pod.initContainers) {
    const own = fn(c, status(c), infeasible);
    let inFlight: ResourceList;
    if (c.sidecar) {
      result = addLists(result, own);
      sidecars = addLists(sidecars, own);
      inFlight = sidecars;
    } else {
      inFlight = addLists(own, sidecars);
    }
    initMax = maxLists(initMax, inFlight);
  }
  return maxLists(result, initMax);
}

function applyNonMissing(list: ResourceList | undefined, nonMissing: ReadonlyMap<string, bigint>): ResourceList {
  const out = new Map(list ?? []);
  for (const [name, amount] of nonMissing) if (!out.has(name)) out.set(name, amount);
  return out;
}

/** AggregateContainerRequests: spec only, or max(spec, actuated, allocated) with status. */
export function aggregateContainerRequests(pod: PodResourceShape, opts: PodResourcesOptions = {}): Map<string, bigint> {
  const nm = opts.nonMissing;
  if (opts.useStatusResources !== true) return aggregate(pod, specRequests, false, nm);
  const allocated = aggregate(pod, allocatedRequests, true, nm);
  const actuated = aggregate(pod, actuatedRequests, true, nm);
  // An Infeasible resize is ignored: its desired size reserves nothing (E3).
  if (pod.resizePending === 'Infeasible') return maxLists(actuated, allocated);
  return maxLists(aggregate(pod, specRequests, true, nm), actuated, allocated);
}

/**
 * PodRequests: container aggregate, replaced per name by pod-level requests where set (E40),
 * plus overhead unless excluded.
 */
export function podRequests(pod: PodResourceShape, opts: PodResourcesOptions = {}): Map<string, bigint> {
  const reqs = aggregateContainerRequests(pod, opts);
  const podLevel = pod.podResources?.requests;
  if (podLevel !== undefined) {
    for (const [name, amount] of podLevel) if (isSupportedPodLevelResource(name)) reqs.set(name, amount);
  }
  return opts.excludeOverhead === true ? reqs : addLists(reqs, pod.overhead);
}
