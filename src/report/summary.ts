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
  const outcomes = new Map<string, number>();
  for (const r of resizes) outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
  const count = (o: string): number => outcomes.get(o) ?? 0;
  // Suppressed findings stay in the report but are not counted. One pass: a snapshot may hold 150,000.
  const severities = new Map<string, number>();
  for (const d of result.diagnostics) if (d.suppressed === undefined) severities.set(d.severity, (severities.get(d.severity) ?? 0) + 1);
  const sev = (s: string): number => severities.get(s) ?? 0;
  return {
    nodes: result.model.nodes.length,
    pods: result.model.pods.length,
    resizes: resizes.length,
    completed: count('Completed'),
    deferred: count('Deferred'),
    infeasible: count('Infeasible'),
    rejected: count('Rejected'),
    preempted: result.simulation.scenarios.reduce((n, s) => n + s.evictions.length, 0),
    findings: { error: sev('error'), warning: sev('warning'), info: sev('info') },
  };
}
