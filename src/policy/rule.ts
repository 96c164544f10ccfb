import type { Diagnostic, RelatedLocation, Severity, SourceRange } from '../core/diagnostic.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import type { SimulationResult } from '../engine/simulate.ts';
import type { ClusterModel } from '../model/objects.ts';
import type { Policy } from '../config/types.ts';
import type { FeatureGates } from '../config/feature-gates.ts';

export interface RuleMeta {
  /** Stable id, never reused: "<area>/<name>". */
  readonly id: string;
  readonly description: string;
  readonly defaultSeverity: Severity;
  /** Where the rule is explained: examples/rules/<id>/README.md. */
  readonly docs: string;
}

export interface Report {
  readonly message: string;
  readonly file: string;
  readonly range: SourceRange;
  readonly object?: ObjectRef;
  readonly scenario?: string;
  readonly related?: readonly RelatedLocation[];
}

export interface RuleContext {
  readonly model: ClusterModel;
  readonly simulation: SimulationResult;
  readonly policy: Policy;
  readonly featureGates: FeatureGates;
  report(r: Report): void;
}

export interface Rule {
  readonly meta: RuleMeta;
  check(ctx: RuleContext): void;
}

export function docsPath(id: string): string {
  return `examples/rules/${id}/README.md`;
}

export interface RunContext {
  readonly model: ClusterModel;
  readonly simulation: SimulationResult;
  readonly policy: Policy;
  readonly featureGates: FeatureGates;
}

/** Runs every rule with its default severity; rules report through the callback, never keep state. */
export function runRules(rules: readonly Rule[], ctx: RunContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of rules) {
    rule.check({ ...ctx, report: (r) => out.push({ ruleId: rule.meta.id, severity: rule.meta.defaultSeverity, ...r }) });
  }
  return out;
}
