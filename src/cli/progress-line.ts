/**
 * Progress on a terminal: after a second (a quick run shows nothing), one status line on
 * standard error, rewritten in place at most every 100 ms and cleared before anything else is
 * written, so no trace of it stays on screen.
 */
import type { PhaseCounts } from '../run/check.ts';
import { visible } from '../report/escape.ts';
import type { ProgressClock, ProgressReporter } from './progress.ts';
import { ACTIVITY, countsSoFar } from './progress-words.ts';

/** Quiet this long after the start. */
export const STATUS_DELAY_MS = 1000;
/** At most one rewrite this often. */
export const STATUS_INTERVAL_MS = 100;
/** Back to the line's start, then erase it. */
export const CLEAR_LINE = '\r\u001b[2K';
/** The width assumed when the terminal does not tell its own. */
const DEFAULT_COLUMNS = 80;

export function statusLine(write: (text: string) => void, clock: ProgressClock, columns: () => number | undefined): ProgressReporter {
  const start = clock.now();
  let activity = '';
  let counts: PhaseCounts = {};
  let scenario = '';
  let shown = '';
  let drawnAt = -Infinity;
  let done = false;

  const text = (): string => {
    const parts = [activity, countsSoFar(counts), scenario].filter((p) => p !== '');
    // One character short of the width: a line that fills it would wrap, and a wrapped line
    // cannot be erased with one clear-line.
    const room = Math.max(1, (columns() ?? DEFAULT_COLUMNS) - 1);
    return `resizeguard: ${parts.join(' — ')}`.slice(0, room);
  };
  const tick = (): void => {
    if (done) return;
    const now = clock.now();
    if (now - start < STATUS_DELAY_MS || now - drawnAt < STATUS_INTERVAL_MS) return;
    const next = text();
    if (next === shown) return;
    write(CLEAR_LINE + next);
    shown = next;
    drawnAt = now;
  };
  const stopTimer = clock.every(STATUS_INTERVAL_MS, tick);
  const clear = (): void => {
    if (done) return;
    done = true;
    stopTimer();
    if (shown !== '') write(CLEAR_LINE);
    shown = '';
  };

  return {
    phaseStarted(phase) {
      activity = ACTIVITY[phase];
      if (phase !== 'simulate') scenario = '';
      tick();
    },
    phaseEnded(_phase, ended) {
      counts = { ...counts, ...ended };
      tick();
    },
    scenarioStarted(k, n, name) {
      // A scenario's name comes from the input: shown, never obeyed.
      scenario = `scenario ${k} of ${n}: ${visible(name)}`;
      tick();
    },
    clear,
    end: clear,
  };
}
