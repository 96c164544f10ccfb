/**
 * Progress that also calls `checkpoint` at each step of a run (each phase's start and end,
 * each scenario): where a process entry point keeps its heap in check (core/heap-growth.ts
 * heapCheckpoint). Nothing a checkpoint does changes the run.
 */
import type { CheckProgress } from './check.ts';

export function withCheckpoints(progress: CheckProgress | undefined, checkpoint: () => void): CheckProgress {
  return {
    phaseStarted(phase) {
      checkpoint();
      progress?.phaseStarted(phase);
    },
    phaseEnded(phase, counts) {
      checkpoint();
      progress?.phaseEnded(phase, counts);
    },
    scenarioStarted(k, n, name) {
      checkpoint();
      progress?.scenarioStarted(k, n, name);
    },
  };
}
