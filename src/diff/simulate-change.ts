/**
 * A change landing on the running cluster, through the library's pipeline (lintDocuments: model,
 * simulation, rules, policy). Pure.
 *
 * The base run is the base revision (its values) with the head documents' files and positions:
 * each base document that the head still has (same kind, namespace and name) takes the head
 * document's file and positions, with array indexes of named entries (containers, init
 * containers) followed by name, so findings point at the head manifests. The head run does not
 * place its cluster from scratch: its `cluster-state` is the base revision placed once, scenario
 * `diff` applies the change to it (classify.ts: rollouts, scaling, new and deleted objects, bare
 * pods' resizes), and the head's own scenarios start from the state the change ends in. So
 * `compareRuns(base, head)` lists only what the change makes new. What the change edits that is
 * not simulated at head (an unrendered GitOps object, an operator's resource) is
 * `change/not-simulated` (not-simulated-change.ts).
 */
import { CLUSTER_SCOPED_KINDS } from '../core/cluster-scoped.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { simulate, simulateChange as simulateOnBase, type ClusterStateEnd, type SimulationResult } from '../engine/simulate.ts';
import { lintDocuments } from '../pipeline/lint.ts';
import type { LintOptions, LintResult } from '../pipeline/types.ts';
import { kubernetesIdentity, type LoadedDocument, type PathSegment } from '../load/index.ts';
import type { UnrenderedApplication } from '../model/not-simulated.ts';
import { classifyChange, type ClassifyOptions } from './classify.ts';
import { notSimulatedChanges } from './not-simulated-change.ts';
import { rolloutFindings } from './rollout-findings.ts';

/** Both runs of a change: the base revision on its own, and the head landing on it. */
export interface ChangeRuns {
  readonly base: LintResult;
  readonly head: LintResult;
}

/**
 * Lints the base revision, then the head revision as the change that lands on it. `opts.unrendered`
 * holds the head's GitOps objects left unrendered; `base.unrendered` the base's (an HPA whose
 * target one of them may make is an info on both sides, not a warning the change fixes).
 */
export function lintChange(
  base: {
    readonly documents: readonly LoadedDocument[];
    readonly diagnostics: readonly Diagnostic[];
    readonly unrendered?: ReadonlySet<LoadedDocument>;
    readonly unrenderedApplications?: ReadonlyMap<LoadedDocument, readonly UnrenderedApplication[]>;
  },
  head: { readonly documents: readonly LoadedDocument[]; readonly diagnostics: readonly Diagnostic[] },
  opts: LintOptions,
  classify: ClassifyOptions = {},
): ChangeRuns {
  // The base is placed once: the head lands on the state its cluster-state ends in.
  let placed: ClusterStateEnd | undefined;
  const baseDocuments = changeDocuments(base.documents, head.documents);
  const baseUnrendered = new Set(baseDocuments.filter((_, i) => base.unrendered?.has(base.documents[i]!) === true));
  // The base's own Applications (the head's are keyed by the head's documents).
  const baseApplications = new Map<LoadedDocument, readonly UnrenderedApplication[]>();
  baseDocuments.forEach((doc, i) => {
    const apps = base.unrenderedApplications?.get(base.documents[i]!);
    if (apps !== undefined) baseApplications.set(doc, apps);
  });
  const baseOpts: LintOptions = { ...opts, unrendered: baseUnrendered, unrenderedApplications: baseApplications };
  const baseRun = lintDocuments(baseDocuments, baseOpts, base.diagnostics, (model, simOpts) =>
    simulate(model, simOpts, (end) => {
      placed = end;
    }),
  );
  const headRun = lintDocuments(head.documents, opts, head.diagnostics, (headModel, simOpts): SimulationResult => {
    const classified = classifyChange(baseRun.model, headModel, classify);
    const simulation = simulateOnBase(baseRun.model, headModel, classified.plan, simOpts, placed);
    // A live snapshot holds no GitOps objects: every unrendered one would read as new.
    const unchecked = classify.live === true ? [] : notSimulatedChanges(base.documents, head.documents, opts.unrendered);
    return { ...simulation, diagnostics: [...simulation.diagnostics, ...classified.diagnostics, ...rolloutFindings(simulation), ...unchecked] };
  });
  return { base: baseRun, head: headRun };
}

/** The documents of the base run: base values, head positions. */
export function changeDocuments(baseDocuments: readonly LoadedDocument[], headDocuments: readonly LoadedDocument[]): LoadedDocument[] {
  const heads = new Map<string, LoadedDocument[]>();
  for (const doc of headDocuments) {
    const key = identity(doc);
    if (key === undefined) continue;
    const list = heads.get(key);
    if (list === undefined) heads.set(key, [doc]);
    else list.push(doc);
  }
  return baseDocuments.map((doc) => {
    const key = identity(doc);
    const copies = key === undefined ? undefined : heads.get(key);
    if (copies === undefined) return doc;
    // An object defined in several files (alternative folders, a duplicate) keeps each copy's own file and unit.
    const head = copies.find((h) => h.file === doc.file && h.unit === doc.unit) ?? copies.find((h) => h.file === doc.file) ?? copies[0]!;
    return repositioned(doc, head);
  });
}

/** An object's identity as the API server keys it (namespaced kinds in "default" when none is given). */
export function identity(doc: LoadedDocument): string | undefined {
  const id = kubernetesIdentity(doc);
  if (id === undefined) return undefined;
  const namespace = CLUSTER_SCOPED_KINDS.has(id.kind) ? '' : id.namespace || 'default';
  return `${id.kind}/${namespace}/${id.name}`;
}

/** The base document's value with the head document's file and positions. */
function repositioned(base: LoadedDocument, head: LoadedDocument): LoadedDocument {
  return {
    file: head.file,
    order: base.order,
    value: base.value,
    locate: (path, part) => head.locate(followNames(base.value, head.value, path), part),
    // The unit goes with the file: a render's objects stay that render's.
    ...(head.unit !== undefined ? { unit: head.unit } : {}),
    ...(base.helmTemplated === true ? { helmTemplated: true } : {}),
    ...(head.gitopsApplied === true ? { gitopsApplied: true } : {}),
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
