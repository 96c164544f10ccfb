/**
 * What a run read, by kind, and the objects that make pods the simulation does not place
 * (operators' custom resources, controllers not simulated): `coverage/not-simulated`.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { ClusterScope } from '../core/cluster-scoped.ts';
import { obj } from '../core/fields.ts';
import { apiGroup } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import { compareDocPlace } from '../model/identify.ts';
import { notSimulatedReason } from '../model/not-simulated.ts';
import { hasTemplatedName } from '../schema/placeholders.ts';
import type { Coverage, RenderedSource } from './types.ts';

export const groupOf = apiGroup;

/** "<group>/<Kind>", the core group written "core". */
export function kindKey(apiVersion: string, kind: string): string {
  return `${groupOf(apiVersion) || 'core'}/${kind}`;
}

/**
 * A Kubernetes object (not a fragment without a kind, as an overlay or a patch is: it makes no pods; a ytt overlay is not
 * even read, load/yaml-ytt.ts) whose pods the simulation does not place. Few are: they
 * alone are told apart by identity. One named with a placeholder is a template the registry leaves out (input/not-rendered
 * says so; schema/placeholders.ts), no object of the cluster.
 */
function makesUnsimulatedPods(doc: LoadedDocument): boolean {
  const v = obj(doc.value);
  return typeof v['apiVersion'] === 'string' && typeof v['kind'] === 'string' && notSimulatedReason(v) !== undefined && !hasTemplatedName(v);
}

/**
 * One document per object (API group, kind, namespace, name; no namespace in `scope`): copies of one object (a base
 * rendered by several overlays, a file vendored twice) make its pods once. The copy kept is the
 * one identify.ts would simulate (compareDocPlace), whatever order the documents came in; nameless documents are each their own.
 */
function onePerObject(documents: readonly LoadedDocument[], scope: ClusterScope): LoadedDocument[] {
  const first = new Map<string, LoadedDocument>();
  const out: LoadedDocument[] = [];
  for (const doc of documents) {
    const v = obj(doc.value);
    const metadata = obj(v['metadata']);
    const name = metadata['name'];
    if (typeof v['apiVersion'] !== 'string' || typeof v['kind'] !== 'string' || typeof name !== 'string' || name === '') {
      out.push(doc);
      continue;
    }
    const namespace = typeof metadata['namespace'] === 'string' && !scope.has(v['kind'], v['apiVersion']) ? metadata['namespace'] : '';
    const key = `${kindKey(v['apiVersion'], v['kind'])}\0${namespace}\0${name}`;
    const known = first.get(key);
    if (known === undefined || compareDocPlace(doc, known) < 0) first.set(key, doc);
  }
  return [...out, ...first.values()];
}

/** `coverage/not-simulated` for every pod-making object the simulation cannot expand. */
export function notSimulatedFindings(documents: readonly LoadedDocument[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const scope = ClusterScope.of(documents);
  for (const doc of onePerObject(documents.filter(makesUnsimulatedPods), scope)) {
    const v = obj(doc.value);
    const why = notSimulatedReason(doc.value);
    if (why === undefined) continue;
    const metadata = obj(v['metadata']);
    const kind = String(v['kind']);
    const clusterScoped = scope.has(kind, String(v['apiVersion']));
    const namespace = clusterScoped ? '' : typeof metadata['namespace'] === 'string' ? metadata['namespace'] : 'default';
    const name = typeof metadata['name'] === 'string' ? metadata['name'] : '';
    out.push({
      ruleId: 'coverage/not-simulated',
      severity: 'warning',
      message: `${kind} ${clusterScoped ? name : `${namespace}/${name}`} makes pods that are not simulated: ${why}`,
      file: doc.file,
      range: doc.locate(['kind']),
      object: { kind, namespace, name },
    });
  }
  return out;
}

/** Coverage of the documents a run read, the renders that made some of them, and the GitOps objects left unrendered. */
export function coverageOfDocuments(
  documents: readonly LoadedDocument[],
  renders: readonly RenderedSource[] = [],
  unrendered: readonly LoadedDocument[] = [],
): Coverage {
  const objects = new Map<string, number>();
  const notSimulated = new Map<string, { count: number; reason: string }>();
  const note = (kind: string, reason: string): void => {
    const entry = notSimulated.get(`${kind}\0${reason}`) ?? { count: 0, reason };
    entry.count++;
    notSimulated.set(`${kind}\0${reason}`, entry);
  };
  for (const doc of documents) {
    const v = obj(doc.value);
    if (typeof v['apiVersion'] !== 'string' || typeof v['kind'] !== 'string') continue;
    const key = kindKey(v['apiVersion'], v['kind']);
    objects.set(key, (objects.get(key) ?? 0) + 1);
  }
  for (const doc of onePerObject(documents.filter(makesUnsimulatedPods), ClusterScope.of(documents))) {
    const v = obj(doc.value);
    const why = notSimulatedReason(v);
    if (why !== undefined) note(kindKey(String(v['apiVersion']), String(v['kind'])), why);
  }
  for (const doc of unrendered) {
    const v = obj(doc.value);
    note(kindKey(String(v['apiVersion']), String(v['kind'])), 'its source is not rendered (input/not-rendered says why)');
  }
  const sortedObjects = new Map([...objects].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const list = [...notSimulated]
    .map(([key, e]) => ({ kind: key.split('\0')[0]!, count: e.count, reason: e.reason }))
    .sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.reason < b.reason ? -1 : 1));
  const rendered = [...renders].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  return {
    objects: sortedObjects,
    rendered: rendered.map((r) => ({ kind: r.kind, path: r.path, objects: r.objects, ...(r.via !== undefined ? { via: r.via } : {}) })),
    notSimulated: list,
  };
}
