/**
 * placementFilter: PreFilter's rejection, then each node's final status (code, reasons, plugin),
 * compared exactly: upstream's filters are deterministic here (no nominated pods, no sampling).
 * The engine's scheduling path must pick a node upstream finds feasible (the pod's nominated node
 * when that one passes, as evaluateNominatedNode takes it), or, when it finds none, report
 * upstream's statuses.
 */
import type { Case, PlacementAnswer } from './cases.ts';
import type { Verdict } from './compare.ts';

export function comparePlacement(c: Case, e: PlacementAnswer | undefined, u: PlacementAnswer | undefined): Verdict {
  if (JSON.stringify(e?.preFilter) !== JSON.stringify(u?.preFilter))
    return { kind: 'disagree', detail: `preFilter: engine ${JSON.stringify(e?.preFilter)} upstream ${JSON.stringify(u?.preFilter)}` };
  const names = [...new Set([...Object.keys(e?.nodes ?? {}), ...Object.keys(u?.nodes ?? {})])].sort();
  for (const n of names) {
    const a = e?.nodes?.[n];
    const b = u?.nodes?.[n];
    if (JSON.stringify(a) !== JSON.stringify(b)) return { kind: 'disagree', detail: `nodes.${n}: engine ${JSON.stringify(a)} upstream ${JSON.stringify(b)}` };
  }
  // findNodesThatFitPod: a nominated node that passes every filter is the only feasible node.
  const nominated = (c.preemptor?.['status'] as { nominatedNodeName?: string } | undefined)?.nominatedNodeName;
  if (nominated !== undefined && u?.nodes?.[nominated]?.code === 'Success' && e?.picked !== nominated)
    return { kind: 'disagree', detail: `picked: engine ${String(e?.picked)}, upstream takes the nominated node ${nominated}, which passes` };
  if (e?.picked !== undefined) {
    const u1 = u?.nodes?.[e.picked];
    if (u1?.code !== 'Success') return { kind: 'disagree', detail: `picked: engine schedules onto ${e.picked}, upstream's status there ${JSON.stringify(u1)}` };
  } else if (e?.unschedulable !== undefined) {
    for (const n of names) {
      const a = e.unschedulable[n];
      const b = u?.diagnosis?.[n];
      if (JSON.stringify(a) !== JSON.stringify(b))
        return { kind: 'disagree', detail: `unschedulable.${n}: engine's scheduling path ${JSON.stringify(a)} upstream ${JSON.stringify(b)}` };
    }
  }
  return { kind: 'agree' };
}
