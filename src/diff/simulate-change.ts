/**
 * Runs the change's own resizes (the `diff` scenario) through the library's pipeline
 * (lintDocuments: model, simulation, rules, policy) and folds them into the head run, so that
 * `compareRuns(base, withChangeRun(head, change))` lists them among what the change makes new.
 * Pure.
 *
 * The `diff` run starts from the base cluster: the base documents (their values: base
 * resources), minus the base's own ResizeScenarios (the base run has simulated them), plus the
 * generated `diff` scenario. Each base document that the head still has (same kind, namespace
 * and name) takes the head document's file and positions, with array indexes of named entries
 * (containers, init containers) followed by name, so findings point at the head manifests.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { sortDiagnostics } from '../core/diagnostic.ts';
import type { ScenarioResult } from '../engine/result.ts';
import { lintDocuments } from '../pipeline/lint.ts';
import type { LintOptions, LintResult } from '../pipeline/types.ts';
import { kubernetesIdentity, type LoadedDocument, type PathSegment } from '../load/index.ts';
import type { ResizeScenario } from '../model/objects.ts';
import { changedResources, DIFF_SCENARIO, diffScenario, type ResourceChange } from './changed-resources.ts';

/** One run and the documents it was made from (the CLI parses each side once: parseSource, then lintDocuments). */
export interface RunInput {
  readonly documents: readonly LoadedDocument[];
  readonly result: LintResult;
}

export interface ChangeRun {
  /** Every changed Pod or workload, including those that are not resizes (`skipped` says why). */
  readonly changes: readonly ResourceChange[];
  /** The `diff` scenario; undefined when the change resizes nothing. */
  readonly scenario: ResizeScenario | undefined;
  /** Its simulation from the base cluster; undefined without a scenario. */
  readonly result: ScenarioResult | undefined;
  /** Findings of the `diff` scenario (after policy), positioned in the head manifests. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Simulates the resizes the change from `base` to `head` asks for, with the options of the runs. */
export function simulateChange(base: RunInput, head: RunInput, opts: LintOptions): ChangeRun {
  const changes = changedResources(base.result.model, head.result.model);
  const scenario = diffScenario(base.result.model, head.result.model);
  if (scenario === undefined) return { changes, scenario, result: undefined, diagnostics: [] };
  const run = lintDocuments(changeDocuments(base.documents, head.documents, scenario), opts);
  const result = run.simulation.scenarios.find((s) => s.name === DIFF_SCENARIO);
  const diagnostics = run.diagnostics.filter((d) => d.scenario === DIFF_SCENARIO || (d.object?.kind === 'ResizeScenario' && d.object.name === DIFF_SCENARIO));
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

/** The documents of the `diff` run: base values, head positions, the generated scenario. */
export function changeDocuments(
  baseDocuments: readonly LoadedDocument[],
  headDocuments: readonly LoadedDocument[],
  scenario: ResizeScenario,
): LoadedDocument[] {
  const heads = new Map<string, LoadedDocument>();
  for (const doc of headDocuments) {
    const key = identity(doc);
    if (key !== undefined && !heads.has(key)) heads.set(key, doc);
  }
  const out: LoadedDocument[] = [];
  for (const doc of baseDocuments) {
    if (kubernetesIdentity(doc)?.kind === 'ResizeScenario') continue;
    const key = identity(doc);
    const head = key === undefined ? undefined : heads.get(key);
    out.push(head === undefined ? doc : repositioned(doc, head));
  }
  out.push(scenario.doc);
  return out;
}

const CLUSTER_SCOPED = new Set(['Node', 'PriorityClass', 'Namespace']);

function identity(doc: LoadedDocument): string | undefined {
  const id = kubernetesIdentity(doc);
  if (id === undefined) return undefined;
  const namespace = CLUSTER_SCOPED.has(id.kind) ? '' : id.namespace || 'default';
  return `${id.kind}/${namespace}/${id.name}`;
}

/** The base document's value with the head document's file and positions. */
function repositioned(base: LoadedDocument, head: LoadedDocument): LoadedDocument {
  return {
    file: head.file,
    order: base.order,
    value: base.value,
    locate: (path, part) => head.locate(followNames(base.value, head.value, path), part),
  };
}

/**
 * A path into the base value as a path into the head value: an index into an array of named
 * entries (`containers[2]` named "app") becomes the index of the entry with that name in head;
 * when head has no such entry, the path stops at the array.
 */
export function followNames(baseValue: unknown, headValue: unknown, path: readonly PathSegment[]): PathSegment[] {
  const out: PathSegment[] = [];
  let b = baseValue;
  let h = headValue;
  for (const segment of path) {
    if (typeof segment === 'number' && Array.isArray(b) && Array.isArray(h)) {
      const name = nameOf(b[segment]);
      if (name !== undefined) {
        const j = h.findIndex((x) => nameOf(x) === name);
        if (j < 0) return out;
        out.push(j);
        b = b[segment] as unknown;
        h = h[j] as unknown;
        continue;
      }
      b = b[segment] as unknown;
      h = h[segment] as unknown;
    } else {
      b = child(b, segment);
      h = child(h, segment);
    }
    out.push(segment);
  }
  return out;
}

function nameOf(v: unknown): string | undefined {
  const name = typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>)['name'] : undefined;
  return typeof name === 'string' ? name : undefined;
}

function child(v: unknown, segment: PathSegment): unknown {
  if (Array.isArray(v)) return typeof segment === 'number' ? (v[segment] as unknown) : undefined;
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[String(segment)] : undefined;
}
