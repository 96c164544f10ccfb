/**
 * The library: the whole pure pipeline from source files to a Result. The CLI, the Action and
 * the pre-commit hook are thin shells around it.
 */
import { sortDiagnostics, type Diagnostic } from './core/diagnostic.ts';
import type { SourceFile } from './core/source.ts';
import type { ScoringStrategy } from './engine/plugins/scoring.ts';
import { simulate, type SimulationResult } from './engine/simulate.ts';
import { GATE_RESIZE_PREEMPTION, type FeatureGates } from './feature-gates.ts';
import { parseSource, type LoadedDocument } from './load/index.ts';
import { buildClusterModel } from './model/build.ts';
import type { ClusterModel } from './model/objects.ts';
import { RULES } from './policy/registry.ts';
import { runRules } from './policy/rule.ts';

export interface LintOptions {
  readonly featureGates: FeatureGates;
  /** Count a deferred pod twice in the pod-count check, as upstream does (reference E9). Default true. */
  readonly podCountQuirk?: boolean;
  /** Placement scoring: LeastAllocated (default) or MostAllocated (--placement binpack). */
  readonly scoring?: ScoringStrategy;
}

export interface LintResult {
  readonly model: ClusterModel;
  readonly simulation: SimulationResult;
  /** Sorted, de-duplicated. */
  readonly diagnostics: readonly Diagnostic[];
  readonly featureGates: FeatureGates;
  /** Documents read that are Kubernetes objects (apiVersion and kind set). */
  readonly objectCount: number;
}

export function lintDocuments(documents: readonly LoadedDocument[], opts: LintOptions, inputDiagnostics: readonly Diagnostic[] = []): LintResult {
  const built = buildClusterModel(documents);
  const simulation = simulate(built.model, { gateOn: opts.featureGates[GATE_RESIZE_PREEMPTION] === true, podCountQuirk: opts.podCountQuirk ?? true, scoring: opts.scoring ?? 'LeastAllocated' });
  const findings = runRules(RULES, built.model, simulation);
  const objectCount = documents.filter((d) => {
    const v = d.value as { apiVersion?: unknown; kind?: unknown } | null;
    return typeof v?.apiVersion === 'string' && typeof v.kind === 'string';
  }).length;
  return {
    model: built.model,
    simulation,
    diagnostics: sortDiagnostics([...inputDiagnostics, ...built.diagnostics, ...simulation.diagnostics, ...findings]),
    featureGates: opts.featureGates,
    objectCount,
  };
}

export function lintSources(sources: readonly SourceFile[], opts: LintOptions, inputDiagnostics: readonly Diagnostic[] = []): LintResult {
  const documents: LoadedDocument[] = [];
  const diagnostics = [...inputDiagnostics];
  for (const source of sources) {
    const parsed = parseSource(source);
    documents.push(...parsed.documents);
    diagnostics.push(...parsed.diagnostics);
  }
  return lintDocuments(documents, opts, diagnostics);
}

export type { Diagnostic } from './core/diagnostic.ts';
export type { SourceFile } from './core/source.ts';
