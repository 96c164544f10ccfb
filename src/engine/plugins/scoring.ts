/**
 * NodeResourcesFit scoring strategies (plugins/noderesources/least_allocated.go and
 * most_allocated.go, v1.37) on cpu and memory with weight 1, over NonZeroRequested (a container
 * without a cpu or memory request counts as 100m / 200Mi for scoring only, pkg/scheduler/util/pod_resources.go).
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/noderesources/least_allocated.go, most_allocated.go.
 */
import type { Node } from '../../model/objects.ts';

export type ScoringStrategy = 'LeastAllocated' | 'MostAllocated';
export const MAX_NODE_SCORE = 100n;

export interface CpuMemory {
  readonly cpu: bigint;
  readonly memory: bigint;
}

function resourceScore(strategy: ScoringStrategy, requested: bigint, capacity: bigint): bigint {
  if (capacity === 0n) return 0n;
  if (strategy === 'LeastAllocated') return requested > capacity ? 0n : ((capacity - requested) * MAX_NODE_SCORE) / capacity;
  return ((requested > capacity ? capacity : requested) * MAX_NODE_SCORE) / capacity;
}

/** The plugin's score for a pod (its NonZero request) on a node already holding `requested`. */
export function score(strategy: ScoringStrategy, pod: CpuMemory, requested: CpuMemory, node: Node): number {
  const cpu = resourceScore(strategy, requested.cpu + pod.cpu, node.allocatable.get('cpu') ?? 0n);
  const memory = resourceScore(strategy, requested.memory + pod.memory, node.allocatable.get('memory') ?? 0n);
  return Number((cpu + memory) / 2n);
}
