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
  const count = (o: string): number => resizes.filter((r) => r.outcome === o).length;
  // Suppressed findings stay in the report but are not counted.
  const sev = (s: string): number => result.diagnostics.filter((d) => d.severity === s && d.suppressed === undefined).length;
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
