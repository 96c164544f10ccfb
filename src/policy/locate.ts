/** Where a finding about a resize points: the resized container's resources in the pod manifest. */
import type { RelatedLocation, SourceRange } from '../core/diagnostic.ts';
import type { Eviction, ResizeResult } from '../engine/result.ts';
import { arr, obj, str, valueAt } from '../core/fields.ts';
import type { ClusterModel } from '../model/objects.ts';
import type { Pod } from '../model/pod.ts';

const indexes = new WeakMap<ClusterModel, Map<string, Pod>>();

/** Pods by "namespace/name", built once per model. */
export function podIndex(model: ClusterModel): Map<string, Pod> {
  let index = indexes.get(model);
  if (index === undefined) {
    index = new Map(model.pods.map((p) => [`${p.ref.namespace}/${p.ref.name}`, p]));
    indexes.set(model, index);
  }
  return index;
}

/** The pods by namespace, then name: no "namespace/name" string to build and hash per pod. */
type PodsByName = Map<string, Map<string, Pod>>;

const byName = new WeakMap<ClusterModel, PodsByName | 'joined'>();

/**
 * The pod `namespace`/`name` of the model, as podIndex(model).get(`${namespace}/${name}`) finds
 * it (the last pod of that key). A namespace holding a "/" would make two pairs one key there:
 * such a model is looked up through podIndex itself.
 */
export function podNamed(model: ClusterModel, namespace: string, name: string): Pod | undefined {
  let index = byName.get(model);
  if (index === undefined) {
    index = model.pods.some((p) => p.ref.namespace.includes('/')) ? 'joined' : new Map();
    if (index !== 'joined') {
      for (const p of model.pods) {
        let names = index.get(p.ref.namespace);
        if (names === undefined) index.set(p.ref.namespace, (names = new Map<string, Pod>()));
        names.set(p.ref.name, p);
      }
    }
    byName.set(model, index);
  }
  if (index === 'joined') return podIndex(model).get(`${namespace}/${name}`);
  return index.get(namespace)?.get(name);
}

/** An evicted pod: its manifest's name (for a workload replica, the template's metadata). */
export function evictionLocation(e: Eviction): { file: string; range: SourceRange } {
  return { file: e.podOrigin.file, range: e.podOrigin.locate(['metadata', 'name'], 'key') };
}

export function victimRelated(e: Eviction): RelatedLocation {
  return { ...evictionLocation(e), message: `victim ${e.pod.namespace}/${e.pod.name} (priority ${e.priority}, grace period ${e.gracePeriodSeconds}s)` };
}

export function resizeLocation(model: ClusterModel, r: ResizeResult): { file: string; range: SourceRange; related: RelatedLocation[] } {
  const fromScenario = r.origin.doc !== r.podOrigin;
  // A rejected request is the scenario's mistake: point at the patch itself.
  if (fromScenario && r.outcome === 'Rejected') {
    return {
      file: r.origin.doc.file,
      range: r.origin.doc.locate([...r.origin.path, 'containers']),
      related: r.podOrigin
        ? [{ file: r.podOrigin.file, range: r.podOrigin.locate(['metadata', 'name']), message: `pod ${r.pod.namespace}/${r.pod.name}` }]
        : [],
    };
  }
  const related: RelatedLocation[] = fromScenario
    ? [{ file: r.origin.doc.file, range: r.origin.doc.locate(r.origin.path), message: `resize requested by scenario ${JSON.stringify(r.scenario)}` }]
    : [];
  const pod = podNamed(model, r.pod.namespace, r.pod.name);
  if (pod === undefined) return { file: r.origin.doc.file, range: r.origin.doc.locate(r.origin.path), related: [] };
  const patched = fromScenario ? str(obj(arr(obj(valueAt(r.origin.doc.value, r.origin.path))['containers'])[0])['name']) : undefined;
  const container = [...pod.containers, ...pod.initContainers].find((c) => c.name === patched) ?? pod.containers[0];
  const path = container === undefined ? ['spec'] : [...container.path, 'resources'];
  return { file: pod.doc.file, range: pod.doc.locate(path, 'key'), related };
}
