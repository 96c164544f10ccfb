/**
 * PodRequests, mirroring staging/src/k8s.io/component-helpers/resource/helpers.go (v1.37):
 * the effective request of a pod, with init containers, restartable sidecars, pod-level
 * resources and overhead (PodRequests), and the scheduler's max(desired, allocated, actual)
 * accounting of a pod already on a node (AggregateContainerRequests with UseStatusResources).
 */
import type { Container, ContainerStatus, PodResourceShape } from './pod.ts';
import { addLists, maxLists, maxListsReadOnly, sameList, type ResourceList } from '../resource/resources.ts';
import { finerAmountsSeen, maxExact, millisPerUnit, toMillis, withExact } from '../resource/exact.ts';

export interface PodResourcesOptions {
  /** Count status (allocated, actuated) resources too: the cache view of an assigned pod (PodInfo.CalculateResource, pkg/scheduler/framework/types.go). */
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

/** Which request of a container: its spec, its allocation, or what the runtime actuated. */
type Source = 'spec' | 'allocated' | 'actuated';

function containerRequests(c: Container, status: ContainerStatus | undefined, source: Source, resizeInfeasible: boolean): ResourceList | undefined {
  switch (source) {
    case 'spec':
      return c.resources.requests;
    case 'allocated':
      return status?.allocated ?? (resizeInfeasible ? undefined : c.resources.requests);
    case 'actuated':
      return status?.actualRequests ?? status?.allocated ?? (resizeInfeasible ? undefined : c.resources.requests);
  }
}

const NONE: ResourceList = new Map();

function addInto(out: Map<string, bigint>, list: ResourceList | undefined): void {
  if (list !== undefined) for (const [name, amount] of list) out.set(name, (out.get(name) ?? 0n) + amount);
}

/**
 * Sum of regular containers and sidecars, then the max with each init container's in-flight
 * usage (its own request plus the sidecars started before it) — aggregateContainerResourcesByFn.
 */
function aggregate(
  pod: PodResourceShape,
  source: Source,
  useStatus: boolean,
  nonMissing?: ReadonlyMap<string, bigint>,
  infeasible = useStatus && pod.resizePending === 'Infeasible',
): ResourceList {
  if (finerAmountsSeen()) return exactAggregate(pod, source, useStatus, nonMissing, infeasible);
  // One container and no init containers (most pods): its list is the sum, shared, not copied.
  if (pod.containers.length === 1 && pod.initContainers.length === 0) return own(pod, pod.containers[0]!, source, useStatus, infeasible, nonMissing) ?? NONE;
  return combine(pod, (c) => own(pod, c, source, useStatus, infeasible, nonMissing));
}

/** aggregateContainerResourcesByFn over each container's list as `listOf` gives it (any unit). */
function combine(pod: PodResourceShape, listOf: (c: Container) => ResourceList | undefined): Map<string, bigint> {
  let result = new Map<string, bigint>();
  for (const c of pod.containers) addInto(result, listOf(c));
  if (pod.initContainers.length === 0) return result;
  let sidecars: Map<string, bigint> = new Map();
  let initMax: Map<string, bigint> = new Map();
  for (const c of pod.initContainers) {
    const list = listOf(c);
    let inFlight: ResourceList;
    if (c.sidecar) {
      result = addLists(result, list);
      sidecars = addLists(sidecars, list);
      inFlight = sidecars;
    } else {
      inFlight = addLists(list, sidecars);
    }
    initMax = maxLists(initMax, inFlight);
  }
  return maxLists(result, initMax);
}

/**
 * The aggregate summed in thousandths, rounded once (exact.ts): what upstream's Quantity sums
 * give when a container asks for less than a unit. The result keeps its exact amounts for the
 * pod-level and overhead steps (withPodLevel).
 */
function exactAggregate(
  pod: PodResourceShape,
  source: Source,
  useStatus: boolean,
  nonMissing: ReadonlyMap<string, bigint> | undefined,
  infeasible: boolean,
): ResourceList {
  const total = combine(pod, (c) => {
    const list = containerRequests(c, useStatus ? pod.containerStatuses.get(c.name) : undefined, source, infeasible);
    if (list === undefined && nonMissing === undefined) return undefined;
    const millis = toMillis(list ?? NONE);
    if (nonMissing !== undefined) for (const [name, amount] of nonMissing) if (!millis.has(name)) millis.set(name, amount * millisPerUnit(name));
    return millis;
  });
  return withExact(total);
}

/** A container's requests from `source`, with the missing ones filled from `nonMissing`. */
function own(
  pod: PodResourceShape,
  c: Container,
  source: Source,
  useStatus: boolean,
  infeasible: boolean,
  nonMissing: ReadonlyMap<string, bigint> | undefined,
): ResourceList | undefined {
  const list = containerRequests(c, useStatus ? pod.containerStatuses.get(c.name) : undefined, source, infeasible);
  return nonMissing === undefined ? list : applyNonMissing(list, nonMissing);
}

function applyNonMissing(list: ResourceList | undefined, nonMissing: ReadonlyMap<string, bigint>): ResourceList {
  const out = new Map(list ?? []);
  for (const [name, amount] of nonMissing) if (!out.has(name)) out.set(name, amount);
  return out;
}

/** Every container's allocation and actuation are its spec (the usual case): one aggregate serves all three views. */
export function statusMatchesSpec(pod: PodResourceShape): boolean {
  return pod.containers.every((c) => containerMatchesSpec(pod, c)) && pod.initContainers.every((c) => containerMatchesSpec(pod, c));
}

function containerMatchesSpec(pod: PodResourceShape, c: Container): boolean {
  const s = pod.containerStatuses.get(c.name);
  if (s === undefined) return true;
  return (
    (s.allocated === undefined || sameList(s.allocated, c.resources.requests)) &&
    (s.actualRequests === undefined || sameList(s.actualRequests, c.resources.requests))
  );
}

/** AggregateContainerRequests: spec only, or max(spec, actuated, allocated) with status. */
export function aggregateContainerRequests(pod: PodResourceShape, opts: PodResourcesOptions = {}): ResourceList {
  const nm = opts.nonMissing;
  if (opts.useStatusResources !== true) return aggregate(pod, 'spec', false, nm);
  // An Infeasible resize is ignored: its desired size reserves nothing (IsPodResizeInfeasible).
  if (pod.resizePending !== 'Infeasible' && statusMatchesSpec(pod)) return aggregate(pod, 'spec', true, nm);
  const allocated = aggregate(pod, 'allocated', true, nm);
  const actuated = aggregate(pod, 'actuated', true, nm);
  // Compared exactly where an amount is finer than a unit (maxResourceList: Quantity.Cmp).
  const max = finerAmountsSeen() ? maxExact : maxListsReadOnly;
  if (pod.resizePending === 'Infeasible') return max(actuated, allocated);
  return max(aggregate(pod, 'spec', true, nm), actuated, allocated);
}

/**
 * PodRequests of the pod as the kubelet has it allocated (UpdatePodFromAllocation): every
 * container at its allocation (`allocated`), or at what the runtime actuated, else its
 * allocation (`actuated`); a container without either counts at its spec.
 */
export function podRequestsAt(pod: PodResourceShape, source: 'allocated' | 'actuated'): ResourceList {
  return withPodLevel(pod, aggregate(pod, source, true, undefined, false), false, source);
}

/**
 * PodRequests: container aggregate, replaced per name by pod-level requests where set (applyPodLevelResources),
 * plus overhead unless excluded.
 */
export function podRequests(pod: PodResourceShape, opts: PodResourcesOptions = {}): ResourceList {
  return withPodLevel(pod, aggregateContainerRequests(pod, opts), opts.excludeOverhead === true, opts.useStatusResources === true ? 'status' : 'spec');
}

/**
 * The pod-level requests that count in each view. With status (PodRequests with UseStatusResources
 * and InPlacePodLevelResourcesVerticalScaling, Beta and on by default since 1.36,
 * pkg/features/kube_features.go): when status.resources is set, the largest of the spec (left
 * out while the resize is Infeasible), status.resources.requests and status.allocatedResources
 * (staging/src/k8s.io/component-helpers/resource/helpers.go effectivePodLevelResources). The
 * kubelet's views take its pod-level allocation (allocation_manager.go
 * updatePodLevelResourcesFromAllocation), actuated ones what the runtime reports first, as
 * containerActuatedRequests does for a container; a recorded status shows the allocation
 * (recordedPodLevelAllocation).
 */
function podLevelRequests(pod: PodResourceShape, spec: ResourceList, view: 'spec' | 'status' | 'allocated' | 'actuated'): ResourceList {
  const s = pod.podStatus;
  if (s === undefined || view === 'spec') return spec;
  if (view === 'status') {
    if (s.actual === undefined) return spec;
    const max = finerAmountsSeen() ? maxExact : maxLists;
    return max(pod.resizePending === 'Infeasible' ? new Map() : spec, s.actual, s.allocated ?? new Map());
  }
  if (view === 'actuated' && s.actual !== undefined && s.actual.size > 0) return s.actual;
  return recordedPodLevelAllocation(pod, spec);
}

/**
 * The pod-level requests `spec` as the kubelet allocated them, where a recorded status shows it:
 * status.allocatedResources is PodRequests of the allocated pod, overhead included
 * (pkg/kubelet/kubelet_pods.go generateAPIPodStatus), so each request it names is that amount
 * less the overhead; `spec` itself when they agree.
 */
export function recordedPodLevelAllocation(pod: PodResourceShape, spec: ResourceList): ResourceList {
  const allocated = pod.podStatus?.allocated;
  if (allocated === undefined) return spec;
  let out: Map<string, bigint> | undefined;
  for (const [name, amount] of spec) {
    const total = allocated.get(name);
    if (!isSupportedPodLevelResource(name) || total === undefined) continue;
    const own = total - (pod.overhead.get(name) ?? 0n);
    if (own !== amount) (out ??= new Map(spec)).set(name, own);
  }
  return out ?? spec;
}

function withPodLevel(
  pod: PodResourceShape,
  aggregated: ResourceList,
  excludeOverhead: boolean,
  view: 'spec' | 'status' | 'allocated' | 'actuated',
): ResourceList {
  let reqs = aggregated;
  const spec = pod.podResources?.requests;
  // IsPodLevelRequestsSet: the spec's pod-level requests name a supported resource.
  const podLevel = spec !== undefined && [...spec.keys()].some(isSupportedPodLevelResource) ? podLevelRequests(pod, spec, view) : undefined;
  if (finerAmountsSeen()) return exactWithPodLevel(pod, aggregated, podLevel, excludeOverhead);
  if (podLevel !== undefined && podLevel.size > 0) {
    const replaced = new Map(reqs);
    for (const [name, amount] of podLevel) if (isSupportedPodLevelResource(name)) replaced.set(name, amount);
    reqs = replaced;
  }
  return excludeOverhead || pod.overhead.size === 0 ? reqs : addLists(reqs, pod.overhead);
}

/**
 * withPodLevel in thousandths, rounded once: pod-level requests and overhead added to the exact
 * aggregate. The total keeps its exact amounts: quota usage adds pods' totals exactly (PodUsageFunc).
 */
function exactWithPodLevel(pod: PodResourceShape, aggregated: ResourceList, podLevel: ResourceList | undefined, excludeOverhead: boolean): ResourceList {
  const millis = toMillis(aggregated);
  if (podLevel !== undefined) for (const [name, amount] of toMillis(podLevel)) if (isSupportedPodLevelResource(name)) millis.set(name, amount);
  if (!excludeOverhead) for (const [name, amount] of toMillis(pod.overhead)) millis.set(name, (millis.get(name) ?? 0n) + amount);
  return withExact(millis);
}
