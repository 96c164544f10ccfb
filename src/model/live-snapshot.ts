/**
 * A live cluster's snapshot (`kubectl get -o json|yaml`) as the base a repository lands on. Its
 * pods run: the workload objects that made them are not expanded again, and each pod is owned by
 * its top-level controller (Pod → ReplicaSet → Deployment, Pod → Job → CronJob), so it is matched
 * to the repository's workload of that name. A ReplicaSet missing from the snapshot is resolved
 * from the pod's `pod-template-hash` label (the ReplicaSet is `<deployment>-<hash>`). A CronJob
 * whose runs have all finished runs its next one (live-finished.ts).
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/deployment/sync.go (a Deployment's ReplicaSets are
 * named `<deployment>-<pod-template-hash>`), pkg/controller/cronjob (a CronJob's Jobs).
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { arr, isObject, obj, str, type JsonObject } from '../core/fields.ts';
import { kubernetesIdentity, type LoadedDocument } from '../load/index.ts';
import { nextCronJobRuns } from './live-finished.ts';
import { WORKLOAD_KINDS } from './workloads.ts';

/** The snapshot's infrastructure the repository's run also needs (nodes, classes, budgets, policies). */
const INFRASTRUCTURE = new Set([
  'Node',
  'PriorityClass',
  'PodDisruptionBudget',
  'LimitRange',
  'ResourceQuota',
  'VerticalPodAutoscaler',
  'Namespace',
  'RuntimeClass',
]);

export interface LiveSnapshot {
  /** The base documents: the snapshot without its workload objects, pods owned by their top-level controller. */
  readonly documents: readonly LoadedDocument[];
  /** Snapshot objects the repository's run takes as they are (Nodes, PriorityClasses, … the repository does not define). */
  readonly infrastructure: readonly LoadedDocument[];
  readonly diagnostics: readonly Diagnostic[];
}

function controllerOf(value: unknown): JsonObject | undefined {
  return arr(obj(obj(value)['metadata'])['ownerReferences'])
    .map(obj)
    .find((o) => o['controller'] === true);
}

/** Whether every object of the snapshot came out of a `kind: List` (kubectl get's output). */
export function isListOutput(documents: readonly LoadedDocument[]): boolean {
  return documents.length > 0 && documents.every((d) => d.order.length >= 2);
}

export function liveSnapshot(documents: readonly LoadedDocument[]): LiveSnapshot {
  // Each controller's own controller: ReplicaSet → Deployment, Job → CronJob.
  const parents = new Map<string, { kind: string; name: string }>();
  for (const d of documents) {
    const id = kubernetesIdentity(d);
    const c = controllerOf(d.value);
    if (id === undefined || c === undefined || !WORKLOAD_KINDS.has(id.kind)) continue;
    const kind = str(c['kind']);
    const name = str(c['name']);
    if (kind !== undefined && name !== undefined) parents.set(`${id.kind}/${id.namespace}/${id.name}`, { kind, name });
  }
  const out: LoadedDocument[] = [];
  const infrastructure: LoadedDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  const directJob = new Map<LoadedDocument, string>();
  for (const d of documents) {
    const id = kubernetesIdentity(d);
    if (id !== undefined && WORKLOAD_KINDS.has(id.kind)) continue;
    if (id !== undefined && INFRASTRUCTURE.has(id.kind)) infrastructure.push(d);
    if (id?.kind !== 'Pod') {
      out.push(d);
      continue;
    }
    const c = controllerOf(d.value);
    const kind = str(c?.['kind']);
    const name = str(c?.['name']);
    if (c === undefined || kind === undefined || name === undefined) {
      out.push(d);
      continue;
    }
    const namespace = id.namespace || 'default';
    let top = parents.get(`${kind}/${namespace}/${name}`);
    if (top === undefined && kind === 'ReplicaSet') {
      const hash = str(obj(obj(obj(d.value)['metadata'])['labels'])['pod-template-hash']);
      if (hash !== undefined && name.endsWith(`-${hash}`)) top = { kind: 'Deployment', name: name.slice(0, -hash.length - 1) };
      else
        diagnostics.push({
          ruleId: 'reference/missing-owner',
          severity: 'warning',
          message: `Pod ${namespace}/${id.name} is owned by ReplicaSet ${JSON.stringify(name)}, which is not in the snapshot and has no pod-template-hash to name its Deployment: the pod runs, matched to no workload of the repository`,
          file: d.file,
          range: d.locate(['metadata', 'ownerReferences']),
          object: { kind: 'Pod', namespace, name: id.name },
        });
    }
    const owned = top === undefined ? d : ownedBy(d, top);
    if (kind === 'Job') directJob.set(owned, name);
    out.push(owned);
  }
  return { documents: nextCronJobRuns(out, directJob), infrastructure, diagnostics };
}

/** The pod document with its controller reference pointing at `top` (positions unchanged). */
function ownedBy(doc: LoadedDocument, top: { kind: string; name: string }): LoadedDocument {
  const value = obj(doc.value);
  const metadata = obj(value['metadata']);
  const refs = arr(metadata['ownerReferences']).map((r) => (isObject(r) && r['controller'] === true ? { ...r, kind: top.kind, name: top.name } : r));
  return { file: doc.file, order: doc.order, value: { ...value, metadata: { ...metadata, ownerReferences: refs } }, locate: (p, part) => doc.locate(p, part) };
}

/**
 * A snapshot read as plain input (`kubectl get pods,deployments,replicasets -o json | resizeguard
 * check -`): a controller object of the input that one of its pods names as controller by uid
 * (or, a ReplicaSet the input lacks, the Deployment its pod-template-hash names) runs as those
 * pods, as --cluster reads them: it is left out, not expanded into replicas again, and each of
 * its pods is owned by its top-level controller. Its own controller (ReplicaSet → Deployment,
 * Job → CronJob) too. A controller the input's other controller owns by uid is left out, pods or
 * none: its owner makes it (deployment/sync.go getNewReplicaSet, cronjob_controllerv2.go
 * syncCronJob), so a Deployment and its ReplicaSet run one set of replicas.
 */
export function foldRunningWorkloads(documents: readonly LoadedDocument[]): readonly LoadedDocument[] {
  const byUid = new Map<string, LoadedDocument>();
  const byName = new Map<string, LoadedDocument>();
  for (const d of documents) {
    const id = kubernetesIdentity(d);
    const uid = str(obj(obj(d.value)['metadata'])['uid']);
    if (id === undefined || uid === undefined || !WORKLOAD_KINDS.has(id.kind)) continue;
    byUid.set(uid, d);
    byName.set(`${id.kind}/${id.namespace || 'default'}/${id.name}`, d);
  }
  if (byUid.size === 0) return documents;
  /** The workload a pod's (or a workload's) controller reference names in the input. */
  const controllerIn = (d: LoadedDocument, namespace: string): LoadedDocument | undefined => {
    const c = controllerOf(d.value);
    const uid = str(c?.['uid']);
    const found = uid === undefined ? undefined : byUid.get(uid);
    if (found !== undefined || c?.['kind'] !== 'ReplicaSet') return found;
    const name = str(c['name']);
    const hash = str(obj(obj(obj(d.value)['metadata'])['labels'])['pod-template-hash']);
    return name !== undefined && hash !== undefined && name.endsWith(`-${hash}`)
      ? byName.get(`Deployment/${namespace}/${name.slice(0, -hash.length - 1)}`)
      : undefined;
  };
  const folded = new Set<LoadedDocument>();
  const owners = new Map<LoadedDocument, LoadedDocument>();
  for (const d of documents) {
    const id = kubernetesIdentity(d);
    if (id?.kind !== 'Pod') continue;
    const namespace = id.namespace || 'default';
    // Up the chain: Pod → ReplicaSet → Deployment; a cycle of references stops where it began.
    let top = controllerIn(d, namespace);
    const chain = new Set<LoadedDocument>();
    while (top !== undefined && !chain.has(top)) {
      chain.add(top);
      folded.add(top);
      const parent = controllerIn(top, namespace);
      if (parent === undefined || chain.has(parent)) break;
      top = parent;
    }
    if (top !== undefined) owners.set(d, top);
  }
  // A controller that another controller of the input owns (a ReplicaSet its Deployment, a Job its
  // CronJob) is that owner's doing, pods or none: the owner alone makes them.
  for (const d of documents) {
    const id = kubernetesIdentity(d);
    if (id !== undefined && id.kind !== 'Pod' && controllerIn(d, id.namespace || 'default') !== undefined) folded.add(d);
  }
  if (owners.size === 0 && folded.size === 0) return documents;
  return documents
    .filter((d) => !folded.has(d))
    .map((d) => {
      const top = owners.get(d);
      const id = top === undefined ? undefined : kubernetesIdentity(top);
      return id === undefined ? d : ownedBy(d, { kind: id.kind, name: id.name });
    });
}
