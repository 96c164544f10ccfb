import { countBy } from '../core/arrays.ts';
import { simulatedPods } from '../engine/result.ts';
import type { LintResult } from '../pipeline/types.ts';

export interface Summary {
  readonly nodes: number;
  readonly pods: number;
  readonly resizes: number;
  readonly completed: number;
  readonly deferred: number;
  readonly infeasible: number;
  readonly rejected: number;
  /** Pods evicted by preemption, over all scenarios. */
  readonly preempted: number;
  readonly findings: { readonly error: number; readonly warning: number; readonly info: number };
}

export function summarize(result: LintResult): Summary {
  const resizes = result.simulation.scenarios.flatMap((s) => s.resizes);
  // Each list counted in one pass: a snapshot may hold 150,000 findings.
  const outcomes = countBy(resizes, (r) => r.outcome);
  const count = (o: string): number => outcomes.get(o) ?? 0;
  // Suppressed findings stay in the report but are not counted.
  const severities = countBy(result.diagnostics, (d) => (d.suppressed === undefined ? d.severity : undefined));
  const sev = (s: string): number => severities.get(s) ?? 0;
  return {
    nodes: result.model.nodes.length,
    pods: simulatedPods(result.model.pods, result.simulation.scenarios).length,
    resizes: resizes.length,
    completed: count('Completed'),
    deferred: count('Deferred'),
    infeasible: count('Infeasible'),
    rejected: count('Rejected'),
    preempted: result.simulation.scenarios.reduce((n, s) => n + s.evictions.length, 0),
    findings: { error: sev('error'), warning: sev('warning'), info: sev('info') },
  };
}
