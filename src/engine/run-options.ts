/**
 * How a scenario run schedules (scenario-run.ts): the feature gate, the scoring strategy, and
 * what --explain records.
 *
 * Upstream: none: the run's settings.
 */
import type { ScoringStrategy } from './plugins/scoring.ts';
import type { NodeFinder } from './schedule-one.ts';

export interface RunOptions {
  readonly gateOn: boolean;
  readonly podCountQuirk: boolean;
  /** Scoring for placement: LeastAllocated (default profile) or MostAllocated (bin packing). */
  readonly scoring: ScoringStrategy;
  /** "namespace/name" of a pod whose every Filter status is recorded (--explain). */
  readonly explain?: string | undefined;
  /**
   * How a pending pod's node is found: the PlacementIndex (default), or 'scan', every node
   * filtered and scored (feasible-nodes.ts), the reference the tests compare the index with.
   */
  readonly nodeFinder?: NodeFinder;
}
