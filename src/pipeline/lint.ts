/**
 * The pure pipeline from parsed documents to a LintResult: model, simulation, rules, policy.
 * The CLI, the Action and the pre-commit hook are thin shells around it.
 */
import { admitCreatedPods } from '../engine/admission/admit-create.ts';
import { inRunScope } from '../core/memo.ts';
import { pushAll } from '../core/arrays.ts';
import { sortDiagnostics, type Diagnostic } from '../core/diagnostic.ts';
import type { SourceFile } from '../core/source.ts';
import { MAX_STEPS } from '../engine/scenario-run.ts';
import { simulate, type SimulationOptions, type SimulationResult } from '../engine/simulate.ts';
import { GATE_RESIZE_PREEMPTION } from '../config/feature-gates.ts';
import { parseSource, type LoadedDocument, type ParseBounds } from '../load/index.ts';
import { DEFAULT_BOUNDS } from '../core/bounds.ts';
import { buildClusterModel } from '../model/build.ts';
import type { ClusterModel } from '../model/objects.ts';
import { policyFrom } from '../config/types.ts';
import { applyPolicy } from '../policy/apply.ts';
import { BUILTIN_FINDINGS } from '../policy/builtin-ids.ts';
import { RULES } from '../policy/registry.ts';
import { runRules } from '../policy/rule.ts';
import { coverageOfDocuments, notSimulatedFindings } from './coverage.ts';
import type { LintOptions, LintResult } from './types.ts';

/** Every id a finding can carry: the rule registry and the loader's and model's own. */
export const KNOWN_RULE_IDS: ReadonlySet<string> = new Set([...RULES.map((r) => r.meta.id), ...BUILTIN_FINDINGS.map((b) => b.id)]);

/** A scenario cut short by the step bound is reported, never passed off as settled. */
function stepLimitFindings(model: ClusterModel, simulation: SimulationResult): Diagnostic[] {
  return simulation.scenarios
    .filter((s) => s.truncated)
    .flatMap((s) => {
      const doc = model.scenarios.find((x) => x.name === s.name)?.doc ?? model.nodes[0]?.doc;
      if (doc === undefined) return [];
      return [
        {
          ruleId: 'simulation/step-limit',
          severity: 'error' as const,
          scenario: s.name,
          file: doc.file,
          range: doc.locate(['metadata', 'name']),
          message: `scenario ${JSON.stringify(s.name)} did not settle within ${MAX_STEPS} clock steps (preemptions keep cascading); its results are partial`,
        },
      ];
    });
}

/** How a run simulates its model (default: `simulate`, the cluster placed from scratch). */
export type Simulator = (model: ClusterModel, opts: SimulationOptions) => SimulationResult;

export function lintDocuments(
  documents: readonly LoadedDocument[],
  opts: LintOptions,
  inputDiagnostics: readonly Diagnostic[] = [],
  simulator: Simulator = simulate,
): LintResult {
  // One run: its value-keyed caches are not the last run's (core/memo.ts).
  return inRunScope(() => lint(documents, opts, inputDiagnostics, simulator));
}

function lint(documents: readonly LoadedDocument[], opts: LintOptions, inputDiagnostics: readonly Diagnostic[], simulator: Simulator): LintResult {
  const built = buildClusterModel(documents, {
    hpaMax: opts.scenarios?.hpaMax === true,
    admit: admitCreatedPods,
    ...(opts.bounds !== undefined ? { bounds: opts.bounds } : {}),
    ...(opts.spent !== undefined ? { podsBefore: opts.spent.pods } : {}),
    ...(opts.unrendered !== undefined ? { unrendered: opts.unrendered } : {}),
    ...(opts.unrenderedApplications !== undefined ? { unrenderedApplications: opts.unrenderedApplications } : {}),
    ...(opts.unapplied === true ? { unapplied: true } : {}),
  });
  const simulation = simulator(built.model, {
    gateOn: opts.featureGates[GATE_RESIZE_PREEMPTION] === true,
    podCountQuirk: opts.podCountQuirk ?? true,
    scoring: opts.scoring ?? 'LeastAllocated',
    explain: opts.explain,
    ...(opts.scenarios !== undefined ? { scenarios: opts.scenarios } : {}),
    ...(opts.kubelet !== undefined ? { kubelet: opts.kubelet } : {}),
    ...(opts.now !== undefined ? { now: opts.now } : {}),
    ...(opts.nodeFinder !== undefined ? { nodeFinder: opts.nodeFinder } : {}),
    ...(opts.bounds !== undefined ? { maxResizes: opts.bounds.resizes } : {}),
    ...(opts.spent !== undefined ? { resizesBefore: opts.spent.resizes } : {}),
  });
  const policy = opts.policy ?? policyFrom({});
  const findings = runRules(RULES, { model: built.model, simulation, policy, featureGates: opts.featureGates });
  const raw = sortDiagnostics([
    ...inputDiagnostics,
    ...notSimulatedFindings(documents),
    ...built.diagnostics,
    ...simulation.diagnostics,
    ...stepLimitFindings(built.model, simulation),
    ...findings,
  ]);
  const applied = applyPolicy(raw, {
    policy,
    model: built.model,
    knownRuleIds: KNOWN_RULE_IDS,
    relativeToConfig: opts.relativeToConfig ?? ((f) => f),
    ...(opts.baseline ? { baseline: opts.baseline } : {}),
  });
  const objectCount = documents.filter((d) => {
    const v = d.value as { apiVersion?: unknown; kind?: unknown } | null;
    return typeof v?.apiVersion === 'string' && typeof v.kind === 'string';
  }).length;
  return {
    model: built.model,
    simulation,
    diagnostics: applied.diagnostics,
    featureGates: opts.featureGates,
    objectCount,
    policyErrors: applied.errors,
    coverage: coverageOfDocuments(documents),
  };
}

/** Findings made after the simulation (coverage), through the same policy as the others. */
export function withRunFindings(result: LintResult, extra: readonly Diagnostic[], opts: LintOptions): LintResult {
  if (extra.length === 0) return result;
  const policy = opts.policy ?? policyFrom({});
  const applied = applyPolicy(sortDiagnostics(extra), {
    policy,
    model: result.model,
    knownRuleIds: KNOWN_RULE_IDS,
    relativeToConfig: opts.relativeToConfig ?? ((f) => f),
    ...(opts.baseline ? { baseline: opts.baseline } : {}),
  });
  return {
    ...result,
    diagnostics: sortDiagnostics([...result.diagnostics, ...applied.diagnostics]),
    policyErrors: [...result.policyErrors, ...applied.errors],
  };
}

/** Parses every source once; the input diagnostics come first in the returned list. */
export function parseSources(
  sources: readonly SourceFile[],
  inputDiagnostics: readonly Diagnostic[] = [],
  bounds: ParseBounds = DEFAULT_BOUNDS,
): { documents: LoadedDocument[]; diagnostics: Diagnostic[] } {
  const documents: LoadedDocument[] = [];
  const diagnostics = [...inputDiagnostics];
  for (const source of sources) {
    const parsed = parseSource(source, bounds);
    pushAll(documents, parsed.documents);
    pushAll(diagnostics, parsed.diagnostics);
  }
  return { documents, diagnostics };
}

export function lintSources(sources: readonly SourceFile[], opts: LintOptions, inputDiagnostics: readonly Diagnostic[] = []): LintResult {
  const { documents, diagnostics } = parseSources(sources, inputDiagnostics);
  return lintDocuments(documents, opts, diagnostics);
}
