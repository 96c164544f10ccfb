/**
 * pickOneNodeForPreemption (pkg/scheduler/framework/preemption/preemption.go, v1.37;
 * TestSelectBestCandidate): fewest PDB violations, lowest highest-victim priority, lowest sum of
 * (priority + 2^31) over victims, fewest victims, latest earliest start time among the
 * highest-priority victims, then the first candidate.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/preemption/preemption.go.
 */
import type { SimPod } from '../sim-pod.ts';
import type { Victims } from './select-victims.ts';

export interface Candidate {
  readonly node: string;
  readonly victims: Victims;
}

const OFFSET = 2n ** 31n;

function highestPriority(c: Candidate): number {
  return Math.max(...c.victims.pods.map((p) => p.priority));
}

function adjustedSum(c: Candidate): bigint {
  return c.victims.pods.reduce((s, p) => s + BigInt(p.priority) + OFFSET, 0n);
}

/** Earliest start among the highest-priority victims; no start time = now (+∞ here). */
function earliestTopStart(c: Candidate): number {
  const top = highestPriority(c);
  const starts = c.victims.pods.filter((p: SimPod) => p.priority === top).map((p) => p.startTime);
  return Math.min(...starts);
}

function keepBest<T>(list: readonly Candidate[], key: (c: Candidate) => T, better: (a: T, b: T) => boolean): Candidate[] {
  let best: T | undefined;
  let out: Candidate[] = [];
  for (const c of list) {
    const k = key(c);
    if (best === undefined || better(k, best)) {
      best = k;
      out = [c];
    } else if (!better(best, k)) out.push(c);
  }
  return out;
}

export function pickOneNodeForPreemption(candidates: readonly Candidate[]): Candidate | undefined {
  if (candidates.length === 0) return undefined;
  // A candidate without victims needs no preemption at all: take the first such.
  const free = candidates.find((c) => c.victims.pods.length === 0);
  if (free) return free;
  let rest = keepBest(
    candidates,
    (c) => c.victims.numPDBViolations,
    (a, b) => a < b,
  );
  rest = keepBest(rest, highestPriority, (a, b) => a < b);
  rest = keepBest(rest, adjustedSum, (a, b) => a < b);
  rest = keepBest(
    rest,
    (c) => c.victims.pods.length,
    (a, b) => a < b,
  );
  rest = keepBest(rest, earliestTopStart, (a, b) => a > b);
  return rest[0];
}
