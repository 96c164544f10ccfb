/**
 * Container status entries, shared: entries with the same (shared, read-only) lists are one
 * object. A snapshot's pods report the same few allocations over and over, and the simulated
 * kubelet gives a workload's replicas the same allocation (their lists are shared) at admission
 * and on every resize, 150,000 pods at cluster scale.
 */
import { perObjectAndValue, perObjects } from '../core/memo.ts';
import type { ContainerStatus } from './pod.ts';
import type { ResourceList } from '../resource/resources.ts';

/** Stands for a list the entry does not have. */
const ABSENT: ResourceList = new Map();

type Entry = {
  reportsResources?: boolean;
  allocated?: ResourceList;
  actualRequests?: ResourceList;
  actualLimits?: ResourceList;
  allocatedLimits?: ResourceList;
};

/** One table per value of reportsResources: unset, false, true. */
const tables = ([undefined, false, true] as const).map((reportsResources) =>
  perObjects((allocated: ResourceList, actualRequests: ResourceList, actualLimits: ResourceList, allocatedLimits: ResourceList): ContainerStatus => {
    const entry: Entry = reportsResources === undefined ? {} : { reportsResources };
    if (allocated !== ABSENT) entry.allocated = allocated;
    if (actualRequests !== ABSENT) entry.actualRequests = actualRequests;
    if (actualLimits !== ABSENT) entry.actualLimits = actualLimits;
    if (allocatedLimits !== ABSENT) entry.allocatedLimits = allocatedLimits;
    return entry;
  }),
);

/** The shared entry with these fields (an undefined one is left out, as it is from the entry). */
export function containerStatus(
  reportsResources: boolean | undefined,
  allocated: ResourceList | undefined,
  actualRequests: ResourceList | undefined,
  actualLimits: ResourceList | undefined,
  allocatedLimits?: ResourceList,
): ContainerStatus {
  const table = tables[reportsResources === undefined ? 0 : reportsResources ? 2 : 1]!;
  return table(allocated ?? ABSENT, actualRequests ?? ABSENT, actualLimits ?? ABSENT, allocatedLimits ?? ABSENT);
}

/**
 * The read-only map of one container's status, one per (entry, container name): most pods have
 * one container, and pods with equal entries share the map (SimPod copies it before writing).
 */
export const onlyStatus = perObjectAndValue((status: ContainerStatus, name: string): ReadonlyMap<string, ContainerStatus> => new Map([[name, status]]));
