/**
 * `rollout/stalled`: a rollout that cannot make progress, with the replicas it leaves Pending.
 * Made from the `diff` scenario's rollouts, at the head manifest of the workload.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { SimulationResult } from '../engine/simulate.ts';

export const ROLLOUT_STALLED = 'rollout/stalled';

export function rolloutFindings(simulation: SimulationResult): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const s of simulation.scenarios)
    for (const r of s.rollouts ?? []) {
      if (r.outcome !== 'Stalled') continue;
      out.push({
        ruleId: ROLLOUT_STALLED,
        severity: 'error',
        scenario: s.name,
        message: `scenario ${JSON.stringify(s.name)}: ${r.message}`,
        file: r.origin.file,
        range: r.origin.locate(r.originPath),
        object: r.workload,
      });
    }
  return out;
}
