/** resizePath: each scenario's outcome per resize and its evicted set, engine against upstream. */
import type { Case, PathAnswer } from './cases.ts';
import type { Verdict } from './compare.ts';

const EMPTY: PathAnswer = { outcomes: {}, evicted: [] };

function sorted(o: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function comparePaths(_c: Case, engine: Readonly<Record<string, PathAnswer>>, upstream: Readonly<Record<string, PathAnswer>>): Verdict {
  for (const name of [...new Set([...Object.keys(engine), ...Object.keys(upstream)])].sort()) {
    const e = engine[name] ?? EMPTY;
    const u = upstream[name] ?? EMPTY;
    if (sorted(e.outcomes) !== sorted(u.outcomes))
      return { kind: 'disagree', detail: `${name} outcomes: engine ${sorted(e.outcomes)} upstream ${sorted(u.outcomes)}` };
    if (JSON.stringify(e.evicted) !== JSON.stringify(u.evicted))
      return { kind: 'disagree', detail: `${name} evicted: engine ${JSON.stringify(e.evicted)} upstream ${JSON.stringify(u.evicted)}` };
  }
  return { kind: 'agree' };
}
