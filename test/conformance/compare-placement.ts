/**
 * placementFilter: PreFilter's rejection, then each node's final status (code, reasons, plugin),
 * compared exactly: upstream's filters are deterministic here (no nominated pods, no sampling).
 */
import type { PlacementAnswer } from './cases.ts';
import type { Verdict } from './compare.ts';

export function comparePlacement(e: PlacementAnswer | undefined, u: PlacementAnswer | undefined): Verdict {
  if (JSON.stringify(e?.preFilter) !== JSON.stringify(u?.preFilter))
    return { kind: 'disagree', detail: `preFilter: engine ${JSON.stringify(e?.preFilter)} upstream ${JSON.stringify(u?.preFilter)}` };
  const names = [...new Set([...Object.keys(e?.nodes ?? {}), ...Object.keys(u?.nodes ?? {})])].sort();
  for (const n of names) {
    const a = e?.nodes?.[n];
    const b = u?.nodes?.[n];
    if (JSON.stringify(a) !== JSON.stringify(b)) return { kind: 'disagree', detail: `nodes.${n}: engine ${JSON.stringify(a)} upstream ${JSON.stringify(b)}` };
  }
  return { kind: 'agree' };
}
