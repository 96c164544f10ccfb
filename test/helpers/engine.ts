/**
 * Drives the engine through the public pipeline (lintSources → buildJsonReport), as acceptance
 * checks do, and offers small typed accessors over the JSON report and the per-cycle plugin
 * statuses kept in the simulation result.
 */
import { lintSources, type LintResult } from '../../src/index.ts';
import type { KubeletConfig } from '../../src/engine/kubelet/config.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import type { SimEvent } from '../../src/engine/result.ts';
import type { Summary } from '../../src/report/summary.ts';
import { manifests, type Manifest } from './builders.ts';

export const GATE = 'InPlacePodVerticalScalingSchedulerPreemption';

export interface PodRefJson {
  readonly namespace: string;
  readonly name: string;
}

export interface ResizeJson {
  readonly scenario: string;
  readonly pod: PodRefJson;
  readonly owner: ObjectRefJson;
  readonly node: string | null;
  readonly priority: number;
  readonly from: Readonly<Record<string, string>>;
  readonly to: Readonly<Record<string, string>>;
  readonly outcome: 'Completed' | 'Deferred' | 'Infeasible' | 'Rejected' | 'Preempted';
  readonly reason: string;
  readonly message: string;
  readonly preempted: readonly PodRefJson[];
  readonly latencySeconds: number | null;
}

export interface EvictionJson {
  readonly scenario: string;
  readonly pod: PodRefJson;
  readonly owner: ObjectRefJson;
  readonly node: string;
  readonly priority: number;
  readonly preemptor: PodRefJson;
  readonly pdbViolation: boolean;
  readonly gracePeriodSeconds: number;
}

export interface PlacementJson {
  readonly scenario: string;
  readonly pod: PodRefJson;
  readonly owner: ObjectRefJson;
  readonly node: string | null;
  readonly preempted: readonly PodRefJson[];
}

/** Events are serialised as the engine records them. */
export type EventJson = SimEvent;

export interface ObjectRefJson extends PodRefJson {
  readonly kind: string;
}

export interface FindingJson {
  readonly ruleId: string;
  readonly severity: string;
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly object?: ObjectRefJson;
  readonly scenario?: string;
  readonly suppressed?: { readonly kind: string; readonly justification: string };
}

/** The report's summary is the library's Summary, as it is serialised. */
export type SummaryJson = Summary;

/** A typed view of the JSON report (schemas/report.schema.json), for assertions. */
export interface JsonReport {
  readonly featureGates: Readonly<Record<string, boolean>>;
  readonly summary: SummaryJson;
  readonly resizes: readonly ResizeJson[];
  readonly evictions: readonly EvictionJson[];
  readonly placements: readonly PlacementJson[];
  readonly events: readonly EventJson[];
  readonly findings: readonly FindingJson[];
  /** Objects read, by API group and kind (`core/ConfigMap`). */
  readonly coverage?: { readonly objects: Readonly<Record<string, number>> };
  /** In diff mode: each workload's template change as its controller rolls it out. */
  readonly rollouts?: readonly RolloutJson[];
  /** Pods a generated scenario did not resize, and why. */
  readonly skipped?: readonly { readonly pod: PodRefJson; readonly reason: string }[];
}

export interface RolloutJson {
  readonly scenario: string;
  readonly workload: { kind: string; namespace: string; name: string };
  readonly strategy: string;
  readonly replicas: number;
  readonly outcome: string;
  readonly reason: string;
  readonly message: string;
  readonly updated: number;
  readonly pending: number;
  readonly pendingPods: { name: string }[];
  readonly preempted: { name: string }[];
  readonly latencySeconds: number | null;
  readonly from: Record<string, string>;
  readonly to: Record<string, string>;
}

export interface RunOptions {
  /** InPlacePodVerticalScalingSchedulerPreemption; default on. */
  readonly gate?: boolean;
  readonly podCountQuirk?: boolean;
  /** Extra feature-gate entries, passed verbatim. */
  readonly featureGates?: Readonly<Record<string, boolean>>;
  /** Every node's kubelet configuration. */
  readonly kubelet?: KubeletConfig;
  /** The simulation's "now", as an RFC 3339 time. */
  readonly now?: string;
}

export interface Run {
  readonly result: LintResult;
  readonly report: JsonReport;
  readonly yaml: string;
  /** The same run with --explain naming one pod ("namespace/name"): only then are its resizes' scheduler cycles kept. */
  readonly explained?: (pod: string) => LintResult;
}

export function simulateText(yaml: string, opts: RunOptions = {}, path = 'cluster.yaml'): Run {
  const featureGates = opts.featureGates ?? { [GATE]: opts.gate ?? true };
  const options = {
    featureGates,
    ...(opts.podCountQuirk !== undefined ? { podCountQuirk: opts.podCountQuirk } : {}),
    ...(opts.kubelet !== undefined ? { kubelet: opts.kubelet } : {}),
    ...(opts.now !== undefined ? { now: Date.parse(opts.now) / 1000 } : {}),
  };
  const result = lintSources([{ path, text: yaml }], options);
  return { result, report: jsonReport(result), yaml, explained: (pod) => lintSources([{ path, text: yaml }], { ...options, explain: pod }) };
}

/** The run's JSON report as a user reads it: its text parsed back (the contract's shape, not the library's types). */
export function jsonReport(result: LintResult): JsonReport {
  const parsed: JsonReport = JSON.parse(JSON.stringify(buildJsonReport(result)));
  return parsed;
}

/** Builders plus, optionally, raw objects of kinds the builders do not cover (LimitRange, …). */
export function simulate(items: readonly Manifest[], opts: RunOptions = {}, raw: readonly Record<string, unknown>[] = []): Run {
  return simulateText(manifests(...items, ...raw), opts);
}

// --- accessors -------------------------------------------------------------------------------
// A workload's pods have their controllers' generated names (`web-65d8558dfb-dx9nb`); accessors
// also take `web#0`, the first pod Deployment (or any workload) "web" made, since `#` is in no
// Kubernetes name.

/** The name of the pod `<workload>#<i>` stands for; any other name as it is. */
export function podNamed(run: Run, name: string, namespace?: string): string {
  const hash = name.lastIndexOf('#');
  if (hash < 0) return name;
  const workload = name.slice(0, hash);
  const i = Number(name.slice(hash + 1));
  const found = run.result.model.workloads.filter((w) => w.ref.name === workload && (namespace === undefined || w.ref.namespace === namespace));
  if (found.length !== 1) throw new Error(`expected one workload ${namespace ?? '*'}/${workload}, found ${found.length}`);
  const p = found[0]!.pods[i];
  if (p === undefined) throw new Error(`${workload} made ${found[0]!.pods.length} pods, not ${i + 1}`);
  return p.name;
}

/** A pod's name as `<workload>#<i>` when a workload made it (replacements and bare pods as they are). */
export function asReplica(run: Run, name: string): string {
  for (const w of run.result.model.workloads) {
    const i = w.pods.findIndex((p) => p.name === name);
    if (i >= 0) return `${w.ref.name}#${i}`;
  }
  return name;
}

export const CLUSTER_STATE = 'cluster-state';

/** Names of the evicted pods (sorted), optionally of one scenario. */
export function evicted(run: Run, scenarioName?: string): string[] {
  return run.report.evictions
    .filter((e) => scenarioName === undefined || e.scenario === scenarioName)
    .map((e) => e.pod.name)
    .sort();
}

export function eviction(run: Run, podName: string, scenarioName?: string): EvictionJson {
  podName = podNamed(run, podName);
  const found = run.report.evictions.filter((e) => e.pod.name === podName && (scenarioName === undefined || e.scenario === scenarioName));
  if (found.length !== 1) throw new Error(`expected one eviction of ${podName}, found ${found.length}: ${JSON.stringify(run.report.evictions)}`);
  return found[0]!;
}

/** The one resize of a pod (in a scenario, or the only one of that pod). */
export function resize(run: Run, podName: string, scenarioName?: string): ResizeJson {
  podName = podNamed(run, podName);
  const found = run.report.resizes.filter((r) => r.pod.name === podName && (scenarioName === undefined || r.scenario === scenarioName));
  if (found.length !== 1)
    throw new Error(
      `expected one resize of ${podName}${scenarioName === undefined ? '' : ` in ${scenarioName}`}, found ${found.length}: ${JSON.stringify(run.report.resizes)}`,
    );
  return found[0]!;
}

export function placement(run: Run, podName: string, scenarioName?: string): PlacementJson {
  podName = podNamed(run, podName);
  const found = run.report.placements.filter((p) => p.pod.name === podName && (scenarioName === undefined || p.scenario === scenarioName));
  if (found.length !== 1) throw new Error(`expected one placement of ${podName}, found ${found.length}: ${JSON.stringify(run.report.placements)}`);
  return found[0]!;
}

/** Events of a scenario, optionally of one pod ("Pod/default/<name>"). */
export function events(run: Run, scenarioName: string, podName?: string, namespace = 'default'): EventJson[] {
  if (podName !== undefined) podName = podNamed(run, podName, namespace);
  return run.report.events.filter((e) => e.scenario === scenarioName && (podName === undefined || e.object === `Pod/${namespace}/${podName}`));
}

/** "reason@at object-name" lines, for order checks. */
export function timeline(run: Run, scenarioName: string, reasons?: readonly string[]): string[] {
  return events(run, scenarioName)
    .filter((e) => reasons === undefined || reasons.includes(e.reason))
    .map((e) => `${e.reason}@${e.at} ${e.object.split('/').pop() ?? ''}`);
}

export interface CycleView {
  readonly at: number;
  readonly kind: string;
  readonly statuses: readonly { readonly code: string; readonly reasons: readonly string[]; readonly plugin: string }[];
  readonly victims: readonly string[];
}

/** The scheduler's restricted cycles recorded for a resizing pod (result.simulation, not the JSON report). */
export function cycles(run: Run, podName: string, scenarioName?: string): CycleView[] {
  podName = podNamed(run, podName);
  const out: CycleView[] = [];
  const namespace = run.result.simulation.scenarios.flatMap((s) => s.resizes).find((r) => r.pod.name === podName)?.pod.namespace;
  if (namespace === undefined) return out;
  if (run.explained === undefined) throw new Error('cycles: this run cannot be run again with --explain');
  for (const s of run.explained(`${namespace}/${podName}`).simulation.scenarios) {
    if (scenarioName !== undefined && s.name !== scenarioName) continue;
    for (const r of s.resizes) {
      if (r.pod.name !== podName) continue;
      for (const c of r.cycles) out.push({ at: c.at, kind: c.kind, statuses: c.statuses, victims: c.victims.map((v) => v.name) });
    }
  }
  return out;
}

/** Every status reason of every cycle of a pod, flattened. */
export function cycleReasons(run: Run, podName: string, scenarioName?: string): string[] {
  return cycles(run, podName, scenarioName).flatMap((c) => c.statuses.flatMap((s) => s.reasons));
}

/** Findings that are input errors (schema, references): a test's manifests must have none. */
export function inputErrors(run: Run): FindingJson[] {
  return run.report.findings.filter(
    (f) => f.severity === 'error' && (f.ruleId.startsWith('input/') || f.ruleId.startsWith('reference/') || f.ruleId.startsWith('priority/')),
  );
}
