/**
 * Resizes from a change (pull-request diffs): the
 * containers whose `resources` differ between the base and the head manifests become the
 * resizes of one scenario, `diff`, simulated from the base cluster (base values) to the head
 * values. Pure.
 *
 * What becomes a resize:
 *  - a Pod bound to a node (`spec.nodeName`, the same node in base and head): target the Pod;
 *    with `placed` (diff mode, where cluster-state placed the base) also a Pod without
 *    `spec.nodeName` in base and head, resized on the node the scheduler gave it;
 *  - without `podsOnly`, a workload (Deployment, StatefulSet, DaemonSet, …) whose pod template
 *    changed: target the workload, so every replica resizes (as a ResizeScenario with
 *    `kind: Deployment` does). Diff mode passes `podsOnly` (classify.ts): a template change is a
 *    rollout there, never an in-place resize.
 * The patch of each container is what `kubectl patch --subresource=resize` would send to turn the
 * base container into the head one: the head requests and limits (after API defaulting), and
 * `null` for a request or limit the head drops (which the API refuses: a Rejected resize).
 * The pod's own `spec.resources`, when they differ, are patched the same way (a pod-level resize,
 * InPlacePodLevelResourcesVerticalScaling). Containers added or removed, unbound pods and pods
 * that move to another node are not resizes; they are listed by `changedResources` with the reason.
 */
import { compareStrings } from '../core/compare.ts';
import type { SourceRange } from '../core/diagnostic.ts';
import { formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import { DIFF_SCENARIO } from '../engine/simulate.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import type { ClusterModel, PodLevelResize, ResizeRequest, ResizeScenario } from '../model/objects.ts';
import { madeFromTemplate } from '../model/workloads.ts';
import type { Container, Pod, ResourceRequirements } from '../model/pod.ts';
import { formatResource } from '../resource/quantity.ts';
import { sortedResourceNames, type ResourceList } from '../resource/resources.ts';
import { sameRequirements } from '../model/pod-level-allocation.ts';

/** Name of the scenario the change lands in (its resizes among what it does). */
export { DIFF_SCENARIO };

/** Marks the generated scenario document (`metadata.annotations`), so reports can tell it apart. */
export const GENERATED_ANNOTATION = 'resizeguard.dev/generated';

export type SkipReason = 'NotBound' | 'MovedNode' | 'ContainersChanged';

export interface ContainerChange {
  readonly name: string;
  readonly before: ResourceRequirements;
  readonly after: ResourceRequirements;
}

/** One Pod or workload whose container resources differ between base and head. */
export interface ResourceChange {
  readonly target: ObjectRef;
  /** The changed containers (those present on both sides). */
  readonly containers: readonly ContainerChange[];
  /** Undefined when the change becomes a resize; otherwise why it does not. */
  readonly skipped: { readonly reason: SkipReason; readonly message: string } | undefined;
  /** A pod as base and head define it (for a workload: its first replica). */
  readonly base: Pod;
  readonly head: Pod;
}

export interface ChangeOptions {
  /** Bare Pods only: a workload's template change is a rollout (classify.ts), not a resize. */
  readonly podsOnly?: boolean;
  /**
   * The base revision runs placed (diff mode: cluster-state placed it), so a Pod without
   * spec.nodeName runs on the node the scheduler gave it and is resized there.
   */
  readonly placed?: boolean;
}

interface Candidate {
  readonly target: ObjectRef;
  readonly base: Pod;
  readonly head: Pod;
  readonly isWorkload: boolean;
}

/** Every Pod and workload present in both models whose container resources differ, in target order. */
export function changedResources(baseModel: ClusterModel, headModel: ClusterModel, opts: ChangeOptions = {}): ResourceChange[] {
  const changes: ResourceChange[] = [];
  for (const c of candidates(baseModel, headModel, opts.podsOnly === true)) {
    const containers = changedContainers(c.base, c.head);
    const podLevel = !sameRequirements(c.base.podResources, c.head.podResources);
    if (containers.changed.length === 0 && !containers.structural && !podLevel) continue;
    changes.push({
      target: c.target,
      containers: containers.changed,
      skipped: skipReason(c, containers.structural, opts.placed === true),
      base: c.base,
      head: c.head,
    });
  }
  return changes;
}

/**
 * The `diff` scenario: one resize per changed bound Pod or workload, from its base values to its
 * head values; undefined when the change resizes nothing. Its document is generated (value shaped
 * like a ResizeScenario manifest, marked with GENERATED_ANNOTATION) and positions inside it lead
 * to the changed containers' `resources` in the head manifests.
 */
export function diffScenario(baseModel: ClusterModel, headModel: ClusterModel, opts: ChangeOptions = {}): ResizeScenario | undefined {
  return scenarioOf(changedResources(baseModel, headModel, opts));
}

/** The `diff` scenario of changes changedResources found. */
export function scenarioOf(changes: readonly ResourceChange[]): ResizeScenario | undefined {
  const resizable = changes.filter((c) => c.skipped === undefined);
  if (resizable.length === 0) return undefined;
  const resizes: ResizeRequest[] = resizable.map((change, i) => {
    const path: PathSegment[] = ['spec', 'resizes', i];
    const { podResources: before } = change.base;
    const { podResources: after } = change.head;
    const podLevel = sameRequirements(before, after) ? undefined : resizePatch(before ?? NO_RESOURCES, after ?? NO_RESOURCES, [...path, 'resources']);
    return {
      target: change.target,
      containers: change.containers.map((c, j) => ({ name: c.name, ...resizePatch(c.before, c.after, [...path, 'containers', j]) })),
      ...(podLevel === undefined ? {} : { podResources: podLevel }),
      path,
    };
  });
  return { name: DIFF_SCENARIO, resizes, doc: scenarioDocument(resizable, resizes) };
}

// ---------------------------------------------------------------------------------------------

/** Pods of Pod documents by name, and (unless podsOnly) the first replica of each workload by workload. */
function index(model: ClusterModel, podsOnly: boolean): { pods: Map<string, Pod>; workloads: Map<string, Pod | undefined> } {
  const workloads = new Map<string, Pod | undefined>();
  if (!podsOnly) {
    const byDoc = new Map<LoadedDocument, Pod>(model.pods.map((p) => [p.doc, p]));
    for (const w of model.workloads) {
      const first = w.pods.map((p) => byDoc.get(p.doc)).find((p) => p !== undefined);
      workloads.set(formatObjectRef(w.ref), first);
    }
  }
  const pods = new Map<string, Pod>();
  for (const p of model.pods) if (!madeFromTemplate(p.doc)) pods.set(formatObjectRef(p.ref), p);
  return { pods, workloads };
}

function candidates(baseModel: ClusterModel, headModel: ClusterModel, podsOnly: boolean): Candidate[] {
  const base = index(baseModel, podsOnly);
  const head = index(headModel, podsOnly);
  const out: Candidate[] = [];
  for (const [key, h] of head.pods) {
    const b = base.pods.get(key);
    if (b !== undefined) out.push({ target: h.ref, base: b, head: h, isWorkload: false });
  }
  for (const w of podsOnly ? [] : headModel.workloads) {
    const key = formatObjectRef(w.ref);
    const h = head.workloads.get(key);
    const b = base.workloads.get(key);
    if (h !== undefined && b !== undefined)
      out.push({ target: { kind: w.ref.kind, namespace: w.ref.namespace, name: w.ref.name }, base: b, head: h, isWorkload: true });
  }
  return out.sort((a, b) => compareStrings(formatObjectRef(a.target), formatObjectRef(b.target)));
}

function allContainers(p: Pod): Container[] {
  return [...p.containers, ...p.initContainers];
}

function changedContainers(base: Pod, head: Pod): { changed: ContainerChange[]; structural: boolean } {
  const before = new Map(allContainers(base).map((c) => [c.name, c]));
  const after = allContainers(head);
  const changed: ContainerChange[] = [];
  let structural = after.length !== before.size;
  for (const c of after) {
    const b = before.get(c.name);
    if (b === undefined || b.type !== c.type) {
      structural = true;
      continue;
    }
    if (!sameRequirements(b.resources, c.resources)) changed.push({ name: c.name, before: b.resources, after: c.resources });
  }
  return { changed, structural };
}

function skipReason(c: Candidate, structural: boolean, placed: boolean): ResourceChange['skipped'] {
  const what = formatObjectRef(c.target);
  if (structural) return { reason: 'ContainersChanged', message: `${what} adds, removes or renames containers; a resize cannot do that, the pod is recreated` };
  // A bare Pod in git rarely names its node: placed, it runs where the scheduler put it (the base run's cluster-state).
  const scheduled = placed && c.base.nodeName === undefined;
  if (!c.isWorkload && c.head.nodeName === undefined && !scheduled)
    return { reason: 'NotBound', message: `${what} has no spec.nodeName: it is placed by the scheduler, not resized` };
  if (!c.isWorkload && c.base.nodeName !== c.head.nodeName)
    return {
      reason: 'MovedNode',
      message: `${what} moves from node ${JSON.stringify(c.base.nodeName ?? '')} to ${JSON.stringify(c.head.nodeName)}: the pod is recreated, not resized`,
    };
  return undefined;
}

const NO_RESOURCES: ResourceRequirements = { requests: new Map(), limits: new Map() };

/** The patch that turns `before` into `after`: the head's requests and limits, and null for those it drops. */
function resizePatch(before: ResourceRequirements, after: ResourceRequirements, path: readonly PathSegment[]): PodLevelResize {
  const dropped = (was: ResourceList, is: ResourceList): string[] => sortedResourceNames([...was.keys()].filter((k) => !is.has(k)));
  return {
    requests: after.requests,
    limits: after.limits,
    removed: { requests: dropped(before.requests, after.requests), limits: dropped(before.limits, after.limits) },
    path,
  };
}

/** A patch as the generated document writes it. */
function patchValue(p: PodLevelResize): Record<string, Record<string, string | null>> {
  return { requests: quantities(p.requests, p.removed.requests), limits: quantities(p.limits, p.removed.limits) };
}

function quantities(list: ResourceList, removed: readonly string[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const name of sortedResourceNames(list.keys())) out[name] = formatResource(name, list.get(name) ?? 0n);
  for (const name of removed) out[name] = null;
  return out;
}

/**
 * The scenario's document: a ResizeScenario manifest value, and positions that lead into the head
 * manifests. `file` is the head file of the first resize; a path into a resize whose head object
 * is in another file gets the start of this file (a generated document has no better place).
 */
function scenarioDocument(changes: readonly ResourceChange[], resizes: readonly ResizeRequest[]): LoadedDocument {
  const first = changes[0]!.head.doc;
  const value = {
    apiVersion: 'resizeguard.dev/v1alpha1',
    kind: 'ResizeScenario',
    metadata: { name: DIFF_SCENARIO, annotations: { [GENERATED_ANNOTATION]: 'diff' } },
    spec: {
      resizes: resizes.map((r) => ({
        target: { kind: r.target.kind, namespace: r.target.namespace, name: r.target.name },
        containers: r.containers.map((c) => ({ name: c.name, resources: patchValue(c) })),
        ...(r.podResources === undefined ? {} : { resources: patchValue(r.podResources) }),
      })),
    },
  };
  const startOfFile: SourceRange = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  return {
    file: first.file,
    order: first.order,
    value,
    locate(path, part) {
      const [spec, resizesKey, i, containersKey, j, ...rest] = path;
      const change = spec === 'spec' && resizesKey === 'resizes' && typeof i === 'number' ? changes[i] : changes[0];
      if (change === undefined) return startOfFile;
      const doc = change.head.doc;
      if (doc.file !== first.file) return startOfFile;
      // The pod's own resources: beside its containers in the head manifest.
      const podSpec = change.head.containers[0]?.path.slice(0, -2) ?? ['spec'];
      if (containersKey === 'resources') return doc.locate([...podSpec, 'resources', ...(j === undefined ? [] : [j, ...rest])], part);
      const name = containersKey === 'containers' && typeof j === 'number' ? resizes[i as number]?.containers[j]?.name : change.containers[0]?.name;
      const container = allContainers(change.head).find((c) => c.name === name) ?? change.head.containers[0];
      if (container === undefined) return doc.locate(['spec'], part);
      const tail = rest[0] === 'resources' ? rest : ['resources'];
      return doc.locate([...container.path, ...tail], part);
    },
  };
}
