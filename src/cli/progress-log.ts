/**
 * Progress in a CI log: one line per phase as it ends, with its time. Whole lines only, so
 * the log reads the same however it interleaves standard output and standard error.
 */
import type { CheckPhase } from '../run/check.ts';
import type { ProgressClock, ProgressReporter } from './progress.ts';
import { phaseDone, seconds } from './progress-words.ts';

export function phaseLog(write: (text: string) => void, clock: ProgressClock): ProgressReporter {
  const started = new Map<CheckPhase, number>();
  return {
    phaseStarted(phase) {
      started.set(phase, clock.now());
    },
    phaseEnded(phase, counts) {
      const since = started.get(phase);
      if (since === undefined) return;
      started.delete(phase);
      write(`resizeguard: ${phaseDone(phase, counts)} in ${seconds(clock.now() - since)}\n`);
    },
    scenarioStarted() {
      // A line per scenario would drown the log of a run with many; the phase line counts them.
    },
    clear() {
      // Nothing to take back: every line written is whole.
    },
    end() {
      started.clear();
    },
  };
}
