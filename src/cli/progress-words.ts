/** How progress names a run's phases and counts, on a status line and in a CI log. */
import type { CheckPhase, PhaseCounts } from '../run/check.ts';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** What the run is doing, for the status line. */
export const ACTIVITY: Readonly<Record<CheckPhase, string>> = {
  read: 'reading files',
  model: 'building the model',
  simulate: 'simulating',
  rules: 'running the rules',
  compare: 'comparing with the base',
  report: 'writing the report',
};

/** The counts known so far, for the status line: "312 files, 1812 objects, 450 pods, 12 nodes". */
export function countsSoFar(counts: PhaseCounts): string {
  const known: [number | undefined, string][] = [
    [counts.files, 'file'],
    [counts.objects, 'object'],
    [counts.pods, 'pod'],
    [counts.nodes, 'node'],
  ];
  return known.flatMap(([n, word]) => (n === undefined ? [] : [plural(n, word)])).join(', ');
}

/** A phase once done, for the log: "read 312 files (1812 objects)". */
export function phaseDone(phase: CheckPhase, c: PhaseCounts): string {
  switch (phase) {
    case 'read': {
      const rendered = c.renders === undefined || c.renders === 0 ? '' : ` and ${plural(c.renders, 'render')}`;
      return `read ${plural(c.files ?? 0, 'file')}${rendered} (${plural(c.objects ?? 0, 'object')})`;
    }
    case 'model':
      return `built the model of ${plural(c.pods ?? 0, 'pod')} on ${plural(c.nodes ?? 0, 'node')}`;
    case 'simulate':
      return `simulated ${plural(c.scenarios ?? 0, 'scenario')}`;
    case 'rules':
      return `ran the rules (${plural(c.findings ?? 0, 'finding')})`;
    case 'compare':
      return `compared with the base (${plural(c.findings ?? 0, 'finding')})`;
    case 'report':
      return 'wrote the report';
  }
}

/** Milliseconds as seconds with one decimal: "2.1 s". */
export function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}
