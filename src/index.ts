/**
 * The library: the whole pure pipeline from source files to a Result. The CLI, the Action and
 * the pre-commit hook are thin shells around it.
 */
import { pushAll } from './core/arrays.ts';
import { sortDiagnostics, type Diagnostic } from './core/diagnostic.ts';
import type { RunDiff } from './diff/compare.ts';
import type { SourceFile } from './core/source.ts';
import type { KubeletConfig } from './engine/kubelet/config.ts';
import type { ScoringStrategy } from './engine/plugins/scoring.ts';
import { MAX_STEPS } from './engine/scenario-run.ts';
import { simulate, type ScenarioOptions, type SimulationResult } from './engine/simulate.ts';
import { GATE_RESIZE_PREEMPTION, type FeatureGates } from './feature-gates.ts';
import { parseSource, type LoadedDocument, type ParseBounds } from './load/index.ts';
import { DEFAULT_BOUNDS, type Bounds } from './core/bounds.ts';
import { buildClusterModel } from './model/build.ts';
import type { ClusterModel } from './model/objects.ts';
import { policyFrom, type Policy } from './config/types.ts';
import { applyPolicy } from './policy/apply.ts';
import { BUILTIN_FINDINGS } from './policy/builtin-ids.ts';
import { RULES } from './policy/registry.ts';
import { runRules } from './policy/rule.ts';
import { coverageOfDocuments, notSimulatedFindings } from './sources/coverage.ts';

export interface LintOptions {
  readonly featureGates: FeatureGates;
  /** Count a deferred pod twice in the pod-count check, as upstream's fitsRequest does. Default true. */
  readonly podCountQuirk?: boolean;
  /** Placement scoring: LeastAllocated (default) or MostAllocated (--placement binpack). */
  readonly scoring?: ScoringStrategy;
  /** Protect selectors, budgets, severities, suppressions (default: none, built-in severities). */
  readonly policy?: Policy;
  /** A finding's file as the config's globs see it (default: unchanged). */
  readonly relativeToConfig?: (file: string) => string;
  /** Fingerprint → count of findings a baseline accepts. */
  readonly baseline?: ReadonlyMap<string, number>;
  /** "namespace/name": record every Filter status of this pod's placement (--explain). */
  readonly explain?: string;
  /** Generated scenarios: vpaMax (default on when the input holds VPAs), limits (default off). */
  readonly scenarios?: ScenarioOptions;
  /** Every node's kubelet: cpuManagerPolicy, memoryManagerPolicy, swapBehavior (pkg/kubelet/allocation/handlers.go). */
  readonly kubelet?: KubeletConfig;
  /** The simulation's "now" in epoch seconds (config `now`); default: the latest time the input records. */
  readonly now?: number;
  /** What one run builds at most (config `bounds`); default DEFAULT_BOUNDS. */
  readonly bounds?: Bounds;
}

export interface LintResult {
  readonly model: ClusterModel;
  readonly simulation: SimulationResult;
  /** Sorted, de-duplicated. */
  readonly diagnostics: readonly Diagnostic[];
  readonly featureGates: FeatureGates;
  /** Documents read that are Kubernetes objects (apiVersion and kind set). */
  readonly objectCount: number;
  /** Broken suppression annotations: the run cannot be trusted (the CLI exits 2). */
  readonly policyErrors: readonly Diagnostic[];
  /** Diff mode (--base): what the change makes new, and the manifest change behind each new finding. */
  readonly change?: ChangeReport;
  /** A run over several clusters: each one's own result (the fields above add them up). */
  readonly clusters?: readonly { readonly name: string; readonly result: LintResult }[];
  /** What was read and rendered, and what makes pods but is not simulated. */
  readonly coverage?: Coverage;
}

export interface Coverage {
  /** "<group>/<Kind>" (the core group written "core") → objects read. */
  readonly objects: ReadonlyMap<string, number>;
  readonly rendered: readonly { readonly kind: string; readonly path: string; readonly objects: number; readonly via?: string }[];
  readonly notSimulated: readonly { readonly kind: string; readonly count: number; readonly reason: string }[];
}

export interface ChangeReport {
  readonly base: string;
  readonly commit: string;
  readonly diff: RunDiff;
  /** New finding → unified diff of the object's manifest around it. */
  readonly patches: ReadonlyMap<Diagnostic, string>;
}

/** Every id a finding can carry: the rule registry and the loader's and model's own. */
export const KNOWN_RULE_IDS: ReadonlySet<string> = new Set([...RULES.map((r) => r.meta.id), ...BUILTIN_FINDINGS.map((b) => b.id)]);

/** A scenario cut short by the step bound is reported, never passed off as settled. */
function stepLimitFindings(model: ClusterModel, simulation: SimulationResult): Diagnostic[] {
  return simulation.scenarios
    .filter((s) => s.truncated)
    .flatMap((s) => {
      const doc = model.scenarios.find((x) => x.name === s.name)?.doc ?? model.nodes[0]?.doc;
      if (doc === undefined) return [];
      return [{ ruleId: 'simulation/step-limit', severity: 'error' as const, scenario: s.name, file: doc.file, range: doc.locate(['metadata', 'name']), message: `scenario ${JSON.stringify(s.name)} did not settle within ${MAX_STEPS} clock steps (preemptions keep cascading); its results are partial` }];
    });
}

export function lintDocuments(documents: readonly LoadedDocument[], opts: LintOptions, inputDiagnostics: readonly Diagnostic[] = []): LintResult {
  const built = buildClusterModel(documents, { hpaMax: opts.scenarios?.hpaMax === true, ...(opts.bounds !== undefined ? { bounds: opts.bounds } : {}) });
  const simulation = simulate(built.model, { gateOn: opts.featureGates[GATE_RESIZE_PREEMPTION] === true, podCountQuirk: opts.podCountQuirk ?? true, scoring: opts.scoring ?? 'LeastAllocated', explain: opts.explain, ...(opts.scenarios !== undefined ? { scenarios: opts.scenarios } : {}), ...(opts.kubelet !== undefined ? { kubelet: opts.kubelet } : {}), ...(opts.now !== undefined ? { now: opts.now } : {}) });
  const policy = opts.policy ?? policyFrom({});
  const findings = runRules(RULES, { model: built.model, simulation, policy, featureGates: opts.featureGates });
  const raw = sortDiagnostics([...inputDiagnostics, ...notSimulatedFindings(documents), ...built.diagnostics, ...simulation.diagnostics, ...stepLimitFindings(built.model, simulation), ...findings]);
  const applied = applyPolicy(raw, { policy, model: built.model, knownRuleIds: KNOWN_RULE_IDS, relativeToConfig: opts.relativeToConfig ?? ((f) => f), ...(opts.baseline ? { baseline: opts.baseline } : {}) });
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
  const applied = applyPolicy(sortDiagnostics(extra), { policy, model: result.model, knownRuleIds: KNOWN_RULE_IDS, relativeToConfig: opts.relativeToConfig ?? ((f) => f), ...(opts.baseline ? { baseline: opts.baseline } : {}) });
  return { ...result, diagnostics: sortDiagnostics([...result.diagnostics, ...applied.diagnostics]), policyErrors: [...result.policyErrors, ...applied.errors] };
}

/** Parses every source once; the input diagnostics come first in the returned list. */
export function parseSources(sources: readonly SourceFile[], inputDiagnostics: readonly Diagnostic[] = [], bounds: ParseBounds = DEFAULT_BOUNDS): { documents: LoadedDocument[]; diagnostics: Diagnostic[] } {
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

export type { Diagnostic } from './core/diagnostic.ts';
export { DEFAULT_BOUNDS, type Bounds } from './core/bounds.ts';
export type { SourceFile } from './core/source.ts';
