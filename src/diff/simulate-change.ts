/**
 * Runs the change's own resizes (the `diff` scenario) and folds them into the head run, so that
 * `compareRuns(base, withChangeRun(head, change))` lists them among what the change makes new.
 * Pure: the pipeline of src/index.ts (simulate, then the rules) on the base cluster.
 */
import { sortDiagnostics, type Diagnostic } from '../core/diagnostic.ts';
import type { ScenarioResult } from '../engine/result.ts';
import { simulate } from '../engine/simulate.ts';
import { GATE_RESIZE_PREEMPTION } from '../feature-gates.ts';
import type { LintOptions, LintResult } from '../index.ts';
import type { ResizeScenario } from '../model/objects.ts';
import { RULES } from '../policy/registry.ts';
import { runRules } from '../policy/rule.ts';
import { changedResources, changeModel, DIFF_SCENARIO, diffScenario, type ResourceChange } from './changed-resources.ts';

export interface ChangeRun {
  /** Every changed Pod or workload, including those that are not resizes (`skipped` says why). */
  readonly changes: readonly ResourceChange[];
  /** The `diff` scenario; undefined when the change resizes nothing. */
  readonly scenario: ResizeScenario | undefined;
  /** Its simulation, from the base cluster; undefined with the scenario. */
  readonly result: ScenarioResult | undefined;
  /** Findings of the `diff` scenario, positioned in the head manifests. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Simulates the resizes the change between `base` and `head` asks for, with the options of the runs. */
export function simulateChange(base: LintResult, head: LintResult, opts: LintOptions): ChangeRun {
  const changes = changedResources(base.model, head.model);
  const scenario = diffScenario(base.model, head.model);
  if (scenario === undefined) return { changes, scenario, result: undefined, diagnostics: [] };
  const model = changeModel(base.model, head.model, scenario);
  const simulation = simulate(model, {
    gateOn: opts.featureGates[GATE_RESIZE_PREEMPTION] === true,
    podCountQuirk: opts.podCountQuirk ?? true,
    scoring: opts.scoring ?? 'LeastAllocated',
  });
  const result = simulation.scenarios.find((s) => s.name === DIFF_SCENARIO);
  const ofScenario = (d: Diagnostic): boolean => d.scenario === DIFF_SCENARIO || (d.object?.kind === 'ResizeScenario' && d.object.name === DIFF_SCENARIO);
  const diagnostics = sortDiagnostics([...simulation.diagnostics.filter(ofScenario), ...runRules(RULES, model, { ...simulation, scenarios: result === undefined ? [] : [result] }).filter(ofScenario)]);
  return { changes, scenario, result, diagnostics };
}

/** `head` with the `diff` scenario's results and findings added (unchanged when there are none). */
export function withChangeRun(head: LintResult, change: ChangeRun): LintResult {
  if (change.result === undefined) return head;
  return {
    ...head,
    simulation: { ...head.simulation, scenarios: [...head.simulation.scenarios, change.result] },
    diagnostics: sortDiagnostics([...head.diagnostics, ...change.diagnostics]),
  };
}
