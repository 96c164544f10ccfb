/**
 * Progress that also calls `checkpoint` where a run is about to build what it keeps: the start
 * of reading, of the model and of the simulation, and each scenario. That is where a process
 * entry point keeps its heap in check (core/heap-growth.ts heapCheckpoint). The rules, the
 * comparison and the reports keep little beyond what the simulation left: a collection before
 * them (the 150,000-pod envelope's only one, about half a second at 700 MB) buys a few tens of
 * megabytes. Nothing a checkpoint does changes the run.
 */
import type { CheckPhase, CheckProgress } from './check.ts';

/** The phases whose start is a checkpoint. */
const BUILDING: ReadonlySet<CheckPhase> = new Set<CheckPhase>(['read', 'model', 'simulate']);

export function withCheckpoints(progress: CheckProgress | undefined, checkpoint: () => void): CheckProgress {
  return {
    phaseStarted(phase) {
      if (BUILDING.has(phase)) checkpoint();
      progress?.phaseStarted(phase);
    },
    phaseEnded(phase, counts) {
      progress?.phaseEnded(phase, counts);
    },
    scenarioStarted(k, n, name) {
      checkpoint();
      progress?.scenarioStarted(k, n, name);
    },
  };
}
