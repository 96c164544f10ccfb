/**
 * What a change between two revisions does, object by object: a workload whose pod template
 * changed is a rollout (never an in-place resize); one whose replicas changed is scaled; a new
 * or deleted workload or bare Pod adds or removes its pods; a bare Pod whose resources changed
 * asks for the resize it intends (the API server refuses a plain apply of it:
 * `change/immutable-field`), as does a PriorityClass whose `value` changed (running pods keep
 * their priority, new pods get the new one) and a Job whose template changed. A CronJob whose
 * jobTemplate changed makes its next run from it: the running run's pods complete, the next
 * run's pods are placed. Pure.
 *
 * `base` is the base revision's model with head positions (changeDocuments), so findings about
 * base objects point at the head manifests.
 */
import { pushAll } from '../core/arrays.ts';
import { canonicalJson } from '../core/canonical-json.ts';
import { compareStrings } from '../core/compare.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { obj, valueAt } from '../core/fields.ts';
import { formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import type { PathSegment } from '../load/document.ts';
import type { ChangePlan, PlannedRollout, ReplicaChange } from '../engine/scenarios/change.ts';
import type { ClusterModel } from '../model/objects.ts';
import { POD_INDEX, STATEFUL_SET_POD_NAME } from '../model/controller-labels.ts';
import { copyPod, type Pod } from '../model/pod.ts';
import { minReadySecondsOf, orderedReady, updateStrategy } from '../model/update-strategy.ts';
import { templateText } from '../model/pod-names.ts';
import { madeFromTemplate, type Workload } from '../model/workloads.ts';
import { changedResources, scenarioOf, type ResourceChange } from './changed-resources.ts';

/** Kinds whose controller replaces running pods for a new template (or, OnDelete, would on deletion). */
const ROLLED_OUT = new Set(['Deployment', 'Rollout', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'ReplicationController']);

export const IMMUTABLE_FIELD = 'change/immutable-field';

export interface ClassifiedChange {
  readonly plan: ChangePlan;
  /** change/immutable-field findings, at the head manifests. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface ClassifyOptions {
  /**
   * The base is a live snapshot (live-snapshot.ts): its pods run and have no workload object, the
   * repository's workloads are matched to them by owner, and what the repository does not
   * define (other workloads, other bare pods) is left running.
   */
  readonly live?: boolean;
}

export function classifyChange(base: ClusterModel, head: ClusterModel, opts: ClassifyOptions = {}): ClassifiedChange {
  const diagnostics: Diagnostic[] = [];
  const rollouts: PlannedRollout[] = [];
  const created: Pod[] = [];
  const deleted: string[] = [];
  const finished: string[] = [];
  const baseWorkloads = new Map(base.workloads.map((w) => [formatObjectRef(w.ref), w]));
  const running = opts.live === true ? runningByOwner(base) : undefined;
  const headKeys = new Set<string>();
  // The workloads that change, first: only their pods are indexed (a model holds 150,000, a change a few dozen).
  const changing: { w: Workload; b: Workload | undefined }[] = [];
  for (const w of [...head.workloads].sort(byRef)) {
    const key = formatObjectRef(w.ref);
    headKeys.add(key);
    const b = baseWorkloads.get(key);
    // The same template and as many replicas: nothing to do.
    if (b !== undefined && b.pods.length === w.pods.length && templateText(templateOf(b)) === templateText(templateOf(w))) continue;
    changing.push({ w, b });
  }
  const gone = [...baseWorkloads].filter(([key]) => !headKeys.has(key)).map(([, w]) => w);
  const pods = {
    base: podsByDoc(base, [...changing.flatMap(({ b }) => (b === undefined ? [] : [b])), ...gone]),
    head: podsByDoc(
      head,
      changing.map(({ w }) => w),
    ),
  };
  // Pods the API server refuses to create at the head (admission/pod-refused): a rollout still asks
  // for them, and its new ReplicaSet (or StatefulSet, DaemonSet) is refused in the run.
  const refused = new Map((head.refusedPods ?? []).map((r) => [r.pod.doc as unknown, r.pod]));
  const headWithRefused = refused.size === 0 ? pods.head : new Map([...pods.head, ...refused]);
  for (const { w, b } of changing) {
    const key = formatObjectRef(w.ref);
    const live = running?.get(key);
    const next = replicasOf(w, pods.head);
    if (b === undefined && live === undefined) {
      for (const r of next.values()) created.push(r);
      continue;
    }
    const old = b !== undefined ? replicasOf(b, pods.base) : liveReplicas(w, live!, next);
    const outdated = live === undefined ? undefined : outdatedPods(live, next.values().next().value);
    const templateChanged = b !== undefined ? templateText(templateOf(b)) !== templateText(templateOf(w)) : outdated!.length > 0;
    if (templateChanged && w.ref.kind === 'Job')
      diagnostics.push(
        immutable(
          w,
          ['spec', 'template'],
          `the pod template of Job ${w.ref.namespace}/${w.ref.name} is immutable: the API server refuses the change; delete and recreate the Job`,
        ),
      );
    if (templateChanged && w.ref.kind === 'CronJob') {
      // The next scheduled run is a Job made from the new jobTemplate (cronjob_controllerv2.go
      // syncCronJob, getJobFromTemplate2); the running Job's pods are taken to have completed.
      for (const pod of old.values()) finished.push(keyOf(pod));
      pushAll(created, [...next.values()]);
      continue;
    }
    if (templateChanged && ROLLED_OUT.has(w.ref.kind)) {
      const wanted = refused.size === 0 ? next : replicasOf(w, headWithRefused);
      const rollout = b === undefined ? midRollout(w, live!, outdated!, wanted) : plannedRollout(w, old, wanted);
      rollouts.push(rollout.plan);
      pushAll(
        created,
        rollout.created.filter((p) => !refused.has(p.doc)),
      );
      pushAll(deleted, rollout.deleted);
      continue;
    }
    if (w.ref.kind === 'StatefulSet' && orderedReady(w.doc.value)) {
      rollouts.push(orderedScale(w, old, next));
      continue;
    }
    // A replica change (or none): pods the head adds are placed, pods it drops are deleted.
    for (const [replica, pod] of next) if (!old.has(replica)) created.push(pod);
    for (const [replica, pod] of old) if (!next.has(replica)) deleted.push(keyOf(pod));
  }
  for (const w of gone) for (const p of replicasOf(w, pods.base).values()) deleted.push(keyOf(p));
  const resized = changedResources(base, head, { podsOnly: true, placed: true });
  const bare = barePodChanges(base, head, resized, opts.live === true);
  pushAll(created, bare.created);
  pushAll(deleted, bare.deleted);
  pushAll(diagnostics, bare.diagnostics);
  pushAll(diagnostics, priorityClassChanges(base, head));
  const resizes = scenarioOf(resized);
  return { plan: { rollouts, created, deleted: deleted.sort(compareStrings), finished: finished.sort(compareStrings), resizes }, diagnostics };
}

function byRef(a: Workload, b: Workload): number {
  return compareStrings(formatObjectRef(a.ref), formatObjectRef(b.ref));
}

function keyOf(p: Pod): string {
  return `${p.ref.namespace}/${p.ref.name}`;
}

/** The pods of `workloads` in `model`, by the document each was made from. */
function podsByDoc(model: ClusterModel, workloads: readonly Workload[]): Map<unknown, Pod> {
  const out = new Map<unknown, Pod>();
  if (workloads.length === 0) return out;
  const wanted = new Set(workloads.flatMap((w) => w.pods.map((wp) => wp.doc)));
  for (const p of model.pods) if (wanted.has(p.doc)) out.set(p.doc, p);
  return out;
}

/** A workload's pods by their place in it (index, ordinal, node), in that order. */
function replicasOf(w: Workload, pods: ReadonlyMap<unknown, Pod>): Map<string, Pod> {
  const out = new Map<string, Pod>();
  for (const wp of w.pods) {
    const p = pods.get(wp.doc);
    if (p !== undefined) out.set(wp.replica, p);
  }
  return out;
}

/** A live snapshot's running pods by their top-level controller ("Kind/namespace/name"), in name order. */
function runningByOwner(base: ClusterModel): Map<string, Pod[]> {
  const out = new Map<string, Pod[]>();
  for (const p of base.pods) {
    if (!p.hasController || p.deletionTimestamp !== undefined) continue;
    const key = formatObjectRef(p.owner);
    const list = out.get(key);
    if (list === undefined) out.set(key, [p]);
    else list.push(p);
  }
  for (const list of out.values()) list.sort((a, b) => compareStrings(a.ref.name, b.ref.name));
  return out;
}

/**
 * Running pods of a live snapshot by the place the repository's replicas take: a StatefulSet's
 * by name (ordinal), a DaemonSet's by node, any other's in name order onto the head's replicas
 * (their names carry the cluster's own hash and suffix), the surplus after them.
 */
function liveReplicas(w: Workload, running: readonly Pod[], next: Map<string, Pod>): Map<string, Pod> {
  const out = new Map<string, Pod>();
  if (w.ref.kind === 'StatefulSet' || w.ref.kind === 'DaemonSet') {
    const byPlace = new Map([...next].map(([replica, p]) => [w.ref.kind === 'StatefulSet' ? p.ref.name : replica, replica]));
    for (const p of running) {
      const place = w.ref.kind === 'StatefulSet' ? p.ref.name : (p.nodeName ?? '');
      out.set(byPlace.get(place) ?? `live:${p.ref.name}`, p);
    }
    return out;
  }
  const replicas = [...next.keys()];
  running.forEach((p, i) => out.set(replicas[i] ?? `live:${p.ref.name}`, p));
  return out;
}

/**
 * A live workload's rollout when some running pods already match the repository's. A
 * Deployment's (or Argo Rollout's) controller reuses the ReplicaSet whose template matches as the
 * new one (pkg/controller/deployment/util/deployment_util.go FindNewReplicaSet, EqualIgnoreHash),
 * so its pods take head replicas as they run and only the others are the old revision it
 * replaces. A StatefulSet's or DaemonSet's pods keep their places (ordinal, node), and those at
 * the matching revision are not replaced again (stateful_set_control.go
 * updateStatefulSetAfterInvariantEstablished: getPodRevision == updateRevision; daemon/update.go
 * rollingUpdate: only pods not matching the hash are old). Other kinds roll every running pod.
 */
function midRollout(w: Workload, live: readonly Pod[], outdated: readonly Pod[], next: Map<string, Pod>): ReturnType<typeof plannedRollout> {
  const stale = new Set(outdated);
  if (outdated.length < live.length && (w.ref.kind === 'StatefulSet' || w.ref.kind === 'DaemonSet')) {
    const old = liveReplicas(w, live, next);
    const rollout = plannedRollout(w, old, next);
    const updated = [...old].filter(([replica, p]) => next.has(replica) && !stale.has(p)).map(([, p]) => keyOf(p));
    return { ...rollout, plan: { ...rollout.plan, updated } };
  }
  if (outdated.length === live.length || updateStrategy(w.ref.kind, w.doc.value).controller !== 'Deployment')
    return plannedRollout(w, liveReplicas(w, live, next), next);
  // Matching pods past the head's replicas are scaled down with the old ones.
  const updated = new Set(live.filter((p) => !stale.has(p)).slice(0, next.size));
  const rest = new Map([...next].slice(updated.size));
  const rollout = plannedRollout(
    w,
    liveReplicas(
      w,
      live.filter((p) => !updated.has(p)),
      rest,
    ),
    rest,
  );
  return { ...rollout, plan: { ...rollout.plan, replicas: next.size, updated: [...updated].map(keyOf) } };
}

/**
 * Running pods of an older revision than the repository's: those of a revision (a ReplicaSet's
 * pod-template-hash, a StatefulSet's or DaemonSet's controller-revision-hash) none of whose pods
 * match it. A pod resized in place stays its revision's: its controller does not replace it.
 */
function outdatedPods(live: readonly Pod[], next: Pod | undefined): Pod[] {
  const revision = (p: Pod): string => p.labels['pod-template-hash'] ?? p.labels['controller-revision-hash'] ?? `pod:${p.ref.name}`;
  const current = new Set(live.filter((p) => !podsDiffer(p, next)).map(revision));
  return live.filter((p) => !current.has(revision(p)));
}

/** A running pod against the repository's: a new revision when containers or their resources differ (the cluster's defaulting makes whole templates incomparable). */
function podsDiffer(running: Pod, next: Pod | undefined): boolean {
  if (next === undefined) return false;
  const shape = (p: Pod): string =>
    canonicalJson(
      [...p.containers, ...p.initContainers]
        .map((c) => [c.name, c.type, resourcesJson(c.resources)])
        .sort((a, b) => compareStrings(String(a[0]), String(b[0]))),
    );
  return shape(running) !== shape(next);
}

/** The pod template as the manifest writes it (a change anywhere in it is a new revision). */
function templateOf(w: Workload): unknown {
  const spec = obj(obj(w.doc.value)['spec']);
  return spec['template'] ?? obj(obj(spec['jobTemplate'])['spec'])['template'] ?? w.pods[0]?.spec;
}

function replicaOrder(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isInteger(x) && Number.isInteger(y) ? x - y : compareStrings(a, b);
}

/**
 * A rollout: a Deployment's new ReplicaSet takes every head replica; a DaemonSet's replicas pair
 * by node, and a node only one side has gets or loses its pod as a scale would. A StatefulSet's
 * controller takes every ordinal, the ones the head adds or drops too: it makes the new ordinals
 * (at the update revision, or the current one below the partition) and deletes the dropped ones
 * before it rolls the others (stateful-set.ts), so they are part of its rollout.
 */
function plannedRollout(w: Workload, old: Map<string, Pod>, next: Map<string, Pod>): { plan: PlannedRollout; created: Pod[]; deleted: string[] } {
  const strategy = updateStrategy(w.ref.kind, w.doc.value);
  const replicas = [...new Set([...old.keys(), ...next.keys()])].sort(replicaOrder);
  const created: Pod[] = [];
  const deleted: string[] = [];
  const changes: ReplicaChange[] = [];
  const pairs = strategy.type !== 'OnDelete' && strategy.controller === 'DaemonSet';
  const partition = strategy.type === 'RollingUpdate' && strategy.controller === 'StatefulSet' ? strategy.partition : 0;
  const oldTemplate = old.values().next().value;
  for (const replica of replicas) {
    const o = old.get(replica);
    const n = next.get(replica);
    if (pairs && o === undefined && n !== undefined) created.push(n);
    else if (pairs && o !== undefined && n === undefined) deleted.push(keyOf(o));
    else if (strategy.type === 'OnDelete' && o === undefined && n !== undefined) created.push(n);
    else if (strategy.type === 'OnDelete' && o !== undefined && n === undefined) deleted.push(keyOf(o));
    else if (o === undefined && n !== undefined && Number(replica) < partition && oldTemplate !== undefined)
      changes.push({ replica, old: undefined, next: n, current: atCurrentRevision(oldTemplate, n) });
    else changes.push({ replica, old: o === undefined ? undefined : keyOf(o), next: n });
  }
  const at = changedAt(old, next);
  return { plan: { workload: refOf(w.ref), strategy, replicas: next.size, changes, origin: at.doc ?? w.doc, at: at.path }, created, deleted };
}

/**
 * A StatefulSet scaled without a template change, under OrderedReady: its controller makes the
 * new ordinals one at a time, each once the one before is Running and available, and deletes the
 * dropped ones from the highest down, each once the one before is gone (stateful_set_control.go
 * updateStatefulSet: processReplica and processCondemned with monotonic set). The running
 * ordinals are already at the update revision, so nothing rolls: the StatefulSet controller
 * (stateful-set.ts) runs the scale alone, and its result is no rollout (`scale`).
 */
function orderedScale(w: Workload, old: Map<string, Pod>, next: Map<string, Pod>): PlannedRollout {
  const replicas = [...new Set([...old.keys(), ...next.keys()])].sort(replicaOrder);
  const changes = replicas.map((replica): ReplicaChange => {
    const o = old.get(replica);
    return { replica, old: o === undefined ? undefined : keyOf(o), next: next.get(replica) };
  });
  const updated = replicas.flatMap((r) => (old.has(r) && next.has(r) ? [keyOf(old.get(r)!)] : []));
  return {
    workload: refOf(w.ref),
    // OnDelete too: the pod management policy, not the update strategy, orders a scale.
    strategy: {
      type: 'RollingUpdate',
      controller: 'StatefulSet',
      partition: 0,
      maxUnavailable: { kind: 'int', value: 1 },
      minReadySeconds: minReadySecondsOf(w.doc.value),
      podManagementPolicy: 'OrderedReady',
    },
    replicas: next.size,
    changes,
    origin: w.doc,
    at: ['spec', 'replicas'],
    updated,
    scale: true,
  };
}

/** The labels updateIdentity sets from a StatefulSet pod's ordinal. */
const IDENTITY_LABELS = [STATEFUL_SET_POD_NAME, POD_INDEX];

/**
 * A new StatefulSet ordinal made from the current revision: a base replica's pod under the head
 * pod's name and identity labels (newVersionedStatefulSetPod, updateIdentity).
 */
function atCurrentRevision(base: Pod, next: Pod): Pod {
  const labels = { ...base.labels };
  for (const key of IDENTITY_LABELS) if (next.labels[key] !== undefined) labels[key] = next.labels[key];
  return copyPod(base, {
    ref: next.ref,
    uid: next.uid,
    labels,
    seq: next.seq,
    nodeName: undefined,
    containerStatuses: new Map(),
    resizePending: undefined,
    startTime: undefined,
    deletionTimestamp: undefined,
  });
}

function refOf(ref: ObjectRef): ObjectRef {
  return { kind: ref.kind, namespace: ref.namespace, name: ref.name };
}

/**
 * Where a finding about the rollout points: the first container whose resources change (in a
 * head pod's document, whose positions lead into the template), at the first amount written in
 * the manifest that changed (a limits-only change at its limit, not at a request defaulted from
 * it), else the workload's template.
 */
function changedAt(old: Map<string, Pod>, next: Map<string, Pod>): { doc: Pod['doc'] | undefined; path: readonly PathSegment[] } {
  const o = old.values().next().value;
  const n = next.values().next().value;
  if (o !== undefined && n !== undefined) {
    const before = new Map([...o.containers, ...o.initContainers].map((c) => [c.name, c.resources]));
    for (const c of [...n.containers, ...n.initContainers]) {
      const was = before.get(c.name);
      if (was !== undefined && canonicalJson(resourcesJson(was)) === canonicalJson(resourcesJson(c.resources))) continue;
      const resources = [...c.path, 'resources'];
      const written = (path: readonly PathSegment[]): boolean => valueAt(n.doc.value, path) !== undefined;
      const changed = (['requests', 'limits'] as const).flatMap((section) =>
        [...c.resources[section]].filter(([name, amount]) => was?.[section].get(name) !== amount).map(([name]) => [...resources, section, name]),
      );
      return { doc: n.doc, path: changed.find(written) ?? resources };
    }
  }
  return { doc: undefined, path: ['spec', 'template'] };
}

function resourcesJson(r: Pod['containers'][number]['resources']): unknown {
  return { requests: [...r.requests].map(([k, v]) => [k, String(v)]), limits: [...r.limits].map(([k, v]) => [k, String(v)]) };
}

function immutable(w: { doc: Workload['doc']; ref: ObjectRef }, path: readonly PathSegment[], message: string): Diagnostic {
  return { ruleId: IMMUTABLE_FIELD, severity: 'warning', message, file: w.doc.file, range: w.doc.locate(path, 'key'), object: refOf(w.ref) };
}

/** Bare Pods (no workload made them): new ones placed, deleted ones deleted, changed resources a refused apply. */
function barePodChanges(
  base: ClusterModel,
  head: ClusterModel,
  resized: readonly ResourceChange[],
  live: boolean,
): { created: Pod[]; deleted: string[]; diagnostics: Diagnostic[] } {
  // In a live snapshot a pod with a controller is its workload's, matched by owner.
  const bare = (m: ClusterModel): Map<string, Pod> =>
    new Map(m.pods.filter((p) => !madeFromTemplate(p.doc) && !(live && p.hasController)).map((p) => [keyOf(p), p]));
  const b = bare(base);
  const h = bare(head);
  const created = [...h].filter(([k]) => !b.has(k)).map(([, p]) => p);
  // A live cluster runs more than the repository defines: only a repository's own pods are deleted.
  const deleted = live ? [] : [...b.keys()].filter((k) => !h.has(k));
  const diagnostics = resized.map((c) => {
    const pod = c.head;
    const container = [...pod.containers, ...pod.initContainers].find((x) => x.name === c.containers[0]?.name);
    const path = container === undefined ? ['spec'] : [...container.path, 'resources'];
    return immutable(
      { doc: pod.doc, ref: c.target },
      path,
      `a running Pod's resources change only through the resize subresource: \`kubectl apply\` of ${formatObjectRef(c.target)} is refused (use \`kubectl patch --subresource resize\`, or let its controller recreate it); the resize it intends is simulated in scenario "diff"`,
    );
  });
  return { created, deleted, diagnostics };
}

/** A PriorityClass's value cannot change; running pods keep the priority they were admitted with. */
function priorityClassChanges(base: ClusterModel, head: ClusterModel): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, h] of head.priorityClasses) {
    const b = base.priorityClasses.get(name);
    if (b === undefined || h.doc === undefined || b.value === h.value) continue;
    out.push({
      ruleId: IMMUTABLE_FIELD,
      severity: 'warning',
      message: `PriorityClass ${JSON.stringify(name)} changes value from ${b.value} to ${h.value}: the field is immutable and the API server refuses the update (delete and recreate the class); running pods keep priority ${b.value}, pods created after it get ${h.value}`,
      file: h.doc.file,
      range: h.doc.locate(['value']),
      object: { kind: 'PriorityClass', namespace: '', name },
    });
  }
  return out;
}
