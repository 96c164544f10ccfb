/**
 * NodeResourcesFit scoring strategies (plugins/noderesources/least_allocated.go and
 * most_allocated.go, v1.37) on cpu and memory with weight 1, over NonZeroRequested (a container
 * without a cpu or memory request counts as 100m / 200Mi for scoring only, §1.3).
 */
import { podRequests } from '../../model/requests.ts';
import { addLists, CPU, MEMORY } from '../../model/resources.ts';
import type { NodeInfo } from '../node-info.ts';
import type { SimPod } from '../state.ts';

export type ScoringStrategy = 'LeastAllocated' | 'MostAllocated';
export const MAX_NODE_SCORE = 100n;

const NON_ZERO_DEFAULTS: ReadonlyMap<string, bigint> = new Map([
  [CPU, 100n],
  [MEMORY, 200n * 1024n * 1024n],
]);

export function nonZeroRequests(pod: SimPod, useStatus: boolean): Map<string, bigint> {
  return podRequests(pod, { useStatusResources: useStatus, nonMissing: NON_ZERO_DEFAULTS });
}

function resourceScore(strategy: ScoringStrategy, requested: bigint, capacity: bigint): bigint {
  if (capacity === 0n) return 0n;
  if (strategy === 'LeastAllocated') return requested > capacity ? 0n : ((capacity - requested) * MAX_NODE_SCORE) / capacity;
  return ((requested > capacity ? capacity : requested) * MAX_NODE_SCORE) / capacity;
}

export function score(strategy: ScoringStrategy, pod: SimPod, nodeInfo: NodeInfo): number {
  const requested = addLists(...nodeInfo.pods.map((p) => nonZeroRequests(p, true)), nonZeroRequests(pod, false));
  let total = 0n;
  for (const r of [CPU, MEMORY]) total += resourceScore(strategy, requested.get(r) ?? 0n, nodeInfo.node.allocatable.get(r) ?? 0n);
  return Number(total / 2n);
}
