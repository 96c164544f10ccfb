/**
 * PodLimits (staging/src/k8s.io/component-helpers/resource/helpers.go, v1.37): the aggregated
 * limits of a pod, with the same init-container and sidecar formula as PodRequests, pod-level
 * limits overriding cpu and memory, and overhead added to the limits that are set. With status
 * resources (quota usage): max(spec, actuated) on the aggregates, actuated only when the resize is
 * Infeasible. Limits finer than a unit (`memory: 100m`) are summed, compared and added to the
 * overhead exactly, the total rounded once (exact.ts): upstream adds the overhead's Quantity to
 * the aggregate's, so two halves of a byte make 1 byte, not 2.
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/component-helpers/resource/helpers.go.
 */
import { withResources, type Container, type PodResourceShape } from '../../model/pod.ts';
import { aggregateContainerRequests } from '../../model/requests.ts';
import { maxLists, type ResourceList } from '../../resource/resources.ts';
import { finerAmountsSeen, toMillis, withExact } from '../../resource/exact.ts';

/** The pod with every container's requests replaced by `pick` (so the request aggregation sums limits). */
function asRequests(pod: PodResourceShape, pick: (c: Container) => ReadonlyMap<string, bigint> | undefined): PodResourceShape {
  const swap = (c: Container): Container => withResources(c, { requests: pick(c) ?? new Map<string, bigint>(), limits: c.resources.limits });
  return { ...pod, containers: pod.containers.map(swap), initContainers: pod.initContainers.map(swap), resizePending: undefined };
}

export interface PodLimitsOptions {
  readonly useStatusResources?: boolean;
  readonly excludeOverhead?: boolean;
  /** LimitRanger's local podLimits overrides only cpu and memory (no hugepages). */
  readonly podLevelCpuMemoryOnly?: boolean;
}

/**
 * PodLimits. The result is a new list; where an amount finer than a unit was read, it keeps the
 * exact amounts (quota usage adds them exactly).
 */
export function podLimits(pod: PodResourceShape, opts: PodLimitsOptions = {}): ResourceList {
  // Each step in thousandths when any amount is finer than a unit, else in list units as read.
  const exact = finerAmountsSeen();
  const read = (list: ResourceList): ResourceList => (exact ? toMillis(list) : list);
  const spec = read(aggregateContainerRequests(asRequests(pod, (c) => c.resources.limits)));
  let limits = new Map(spec); // the aggregate may be a container's own list: changed only as a copy
  if (opts.useStatusResources === true) {
    const infeasible = pod.resizePending === 'Infeasible';
    const actuated = read(
      aggregateContainerRequests(asRequests(pod, (c) => pod.containerStatuses.get(c.name)?.actualLimits ?? (infeasible ? undefined : c.resources.limits))),
    );
    limits = infeasible ? new Map(actuated) : maxLists(spec, actuated);
  }
  const podLevel = pod.podResources?.limits;
  if (podLevel !== undefined) {
    for (const [name, amount] of read(podLevel)) {
      if (name === 'cpu' || name === 'memory' || (opts.podLevelCpuMemoryOnly !== true && name.startsWith('hugepages-'))) limits.set(name, amount);
    }
  }
  if (opts.excludeOverhead !== true && pod.overhead.size > 0) {
    for (const [name, amount] of read(pod.overhead)) {
      const cur = limits.get(name);
      if (cur !== undefined && cur !== 0n) limits.set(name, cur + amount);
    }
  }
  return exact ? withExact(limits) : limits;
}
