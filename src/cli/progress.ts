/**
 * Where the CLI shows a run's progress: on a terminal a status line (progress-line.ts), in CI a
 * line per phase with its time (progress-log.ts), in a pipe or file nothing. Only standard
 * error carries it; the reports on standard output are the same with or without it.
 */
import type { CheckProgress } from '../run/check.ts';
import { phaseLog } from './progress-log.ts';
import { statusLine } from './progress-line.ts';

/** How standard error takes progress. */
export type ProgressTarget = { readonly kind: 'terminal'; readonly columns: () => number | undefined } | { readonly kind: 'log' };

export interface ProgressClock {
  /** Milliseconds, from any origin. */
  now(): number;
  /** Calls `tick` every `ms` while the run goes on; returns what stops it. */
  every(ms: number, tick: () => void): () => void;
}

export interface ProgressReporter extends CheckProgress {
  /** Before other output: takes the status line off the screen, for good. */
  clear(): void;
  /** The run is over (whether it succeeded or not). */
  end(): void;
}

/** A CI that says so (CI=true, as most set it, or GitHub Actions' own variable). */
function inCi(env: Readonly<Record<string, string | undefined>>): boolean {
  const set = (name: string): boolean => ['true', '1'].includes((env[name] ?? '').toLowerCase());
  return set('CI') || set('GITHUB_ACTIONS');
}

/** A CI log (whatever its standard error is), else a terminal, else nowhere (pipes, files, pre-commit). */
export function progressTarget(
  env: Readonly<Record<string, string | undefined>>,
  stderr: { readonly isTTY?: boolean; readonly columns?: number },
): ProgressTarget | undefined {
  if (inCi(env)) return { kind: 'log' };
  if (stderr.isTTY === true) return { kind: 'terminal', columns: () => (stderr.columns !== undefined && stderr.columns > 0 ? stderr.columns : undefined) };
  return undefined;
}

/** Wall-clock time and a timer that never keeps the process alive. */
export const SYSTEM_CLOCK: ProgressClock = {
  now: () => performance.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => {
      clearInterval(timer);
    };
  },
};

export function startProgress(target: ProgressTarget, write: (text: string) => void, clock: ProgressClock = SYSTEM_CLOCK): ProgressReporter {
  return target.kind === 'terminal' ? statusLine(write, clock, target.columns) : phaseLog(write, clock);
}
