/**
 * A run over several clusters: each is simulated on its own (lintDocuments per cluster), then
 * the results are put side by side. Every resize, eviction, placement, event and finding of a
 * cluster carries its name; counts add up.
 */
import { sortDiagnostics, type Diagnostic } from '../core/diagnostic.ts';
import type { ScenarioResult, SimEvent } from '../engine/result.ts';
import type { LintResult } from './types.ts';
import type { ClusterModel } from '../model/objects.ts';

export interface ClusterResult {
  readonly name: string;
  readonly result: LintResult;
}

function tagged<T extends object>(items: readonly T[], cluster: string): T[] {
  return items.map((item) => ({ cluster, ...item }));
}

function* taggedEvents(events: Iterable<SimEvent>, cluster: string): Generator<SimEvent> {
  for (const e of events) yield { cluster, ...e };
}

function withCluster(s: ScenarioResult, cluster: string): ScenarioResult {
  const events = s.events;
  return {
    ...s,
    cluster,
    resizes: tagged(s.resizes, cluster),
    evictions: tagged(s.evictions, cluster),
    placements: tagged(s.placements, cluster),
    events: { [Symbol.iterator]: () => taggedEvents(events, cluster) },
  };
}

function mergeModels(models: readonly ClusterModel[]): ClusterModel {
  const ignored = new Map<string, number>();
  for (const m of models) for (const [k, n] of m.ignoredKinds) ignored.set(k, (ignored.get(k) ?? 0) + n);
  return {
    nodes: models.flatMap((m) => m.nodes),
    pods: models.flatMap((m) => m.pods),
    workloads: models.flatMap((m) => m.workloads),
    priorityClasses: new Map(models.flatMap((m) => [...m.priorityClasses])),
    pdbs: models.flatMap((m) => m.pdbs),
    scenarios: models.flatMap((m) => m.scenarios),
    vpas: models.flatMap((m) => m.vpas),
    limitRanges: models.flatMap((m) => m.limitRanges),
    resourceQuotas: models.flatMap((m) => m.resourceQuotas),
    ignoredKinds: new Map([...ignored].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}

/** One result for the run; `runLevel` are the findings about reading and rendering, which belong to no cluster. */
export function mergeClusterResults(clusters: readonly ClusterResult[], runLevel: readonly Diagnostic[]): LintResult {
  const first = clusters[0]!.result;
  return {
    model: mergeModels(clusters.map((c) => c.result.model)),
    simulation: {
      scenarios: clusters.flatMap((c) => c.result.simulation.scenarios.map((s) => withCluster(s, c.name))),
      diagnostics: clusters.flatMap((c) => c.result.simulation.diagnostics.map((d) => ({ ...d, cluster: c.name }))),
      skipped: clusters.flatMap((c) => c.result.simulation.skipped),
      // Each cluster's count includes those before it.
      resizesTaken: Math.max(...clusters.map((c) => c.result.simulation.resizesTaken)),
    },
    diagnostics: sortDiagnostics([...runLevel, ...clusters.flatMap((c) => c.result.diagnostics.map((d) => ({ ...d, cluster: c.name })))]),
    featureGates: first.featureGates,
    objectCount: clusters.reduce((n, c) => n + c.result.objectCount, 0),
    policyErrors: clusters.flatMap((c) => c.result.policyErrors),
    clusters,
  };
}
