/**
 * LimitRanger's defaults at admission (plugin/pkg/admission/limitranger/admission.go
 * defaultContainerResourceRequirements, mergeContainerResources): every Container-type item of
 * the namespace's LimitRanges gives a container without a limit its `default`, and without a
 * request its `defaultRequest`, in containers and init containers alike. The items are defaulted
 * first as the API server stores them (pkg/apis/core/v1/defaults.go SetDefaults_LimitRangeItem):
 * `default` from `max`, `defaultRequest` from `default`, then from `min`.
 */
import type { LoadedDocument } from '../load/document.ts';
import { kubernetesIdentity } from '../load/index.ts';
import { apiGroup } from '../core/object-ref.ts';
import { arr, isObject, obj, str } from '../core/fields.ts';
import { validateObject } from '../schema/registry.ts';
import { copiesByContent } from './identify.ts';
import { unservedVersion } from './served-versions.ts';

type Quantities = Readonly<Record<string, unknown>>;

export interface ContainerDefaults {
  readonly requests: Quantities;
  readonly limits: Quantities;
}

/** One Container-type item, as the API server stores it. */
function defaultedItem(item: Readonly<Record<string, unknown>>): ContainerDefaults {
  const limits: Record<string, unknown> = { ...obj(item['max']), ...obj(item['default']) };
  const requests: Record<string, unknown> = { ...obj(item['min']), ...limits, ...obj(item['defaultRequest']) };
  return { requests, limits };
}

/** The defaults per namespace, from LimitRange documents in name order (the first to set a resource wins). */
export function limitRangeDefaults(limitRanges: readonly LoadedDocument[]): Map<string, ContainerDefaults> {
  const byNamespace = new Map<string, { requests: Record<string, unknown>; limits: Record<string, unknown> }>();
  const sorted = [...limitRanges].sort((a, b) => {
    const na = str(obj(obj(a.value)['metadata'])['name']) ?? '';
    const nb = str(obj(obj(b.value)['metadata'])['name']) ?? '';
    return na < nb ? -1 : na > nb ? 1 : 0;
  });
  for (const doc of sorted) {
    const namespace = str(obj(obj(doc.value)['metadata'])['namespace']) || 'default';
    const entry = byNamespace.get(namespace) ?? { requests: {}, limits: {} };
    for (const raw of arr(obj(obj(doc.value)['spec'])['limits'])) {
      const item = obj(raw);
      if (item['type'] !== 'Container') continue;
      const d = defaultedItem(item);
      for (const [k, v] of Object.entries(d.limits)) if (!(k in entry.limits)) entry.limits[k] = v;
      for (const [k, v] of Object.entries(d.requests)) if (!(k in entry.requests)) entry.requests[k] = v;
    }
    byNamespace.set(namespace, entry);
  }
  for (const [ns, d] of byNamespace) if (Object.keys(d.requests).length === 0 && Object.keys(d.limits).length === 0) byNamespace.delete(ns);
  return byNamespace;
}

/**
 * The LimitRange documents the API server stores, as identify.ts would keep them (core group, a
 * served version, valid; of copies of one object, the first by content): read before the other
 * objects, because a Pod being created is validated with their defaults in it (a Pod's
 * validation runs after mutating admission: schema/resource-requirements.ts).
 */
export function storedLimitRanges(documents: readonly LoadedDocument[]): LoadedDocument[] {
  const byRef = new Map<string, LoadedDocument[]>();
  for (const doc of documents) {
    const id = kubernetesIdentity(doc);
    if (id?.kind !== 'LimitRange' || apiGroup(id.apiVersion) !== '') continue;
    if (unservedVersion(id.kind, id.apiVersion) !== undefined && doc.helmTemplated !== true) continue;
    if (validateObject(doc, 'LimitRange').length > 0) continue;
    const key = `${id.namespace || 'default'}/${id.name}`;
    byRef.set(key, [...(byRef.get(key) ?? []), doc]);
  }
  return [...byRef.values()].map((docs) => copiesByContent(docs)[0]!);
}

/**
 * A container's `resources` after API defaulting (a limit without a request sets the request) and
 * then LimitRanger's defaults; the same object when nothing is added.
 */
export function withContainerDefaults(resources: unknown, defaults: ContainerDefaults | undefined): unknown {
  if (defaults === undefined) return resources;
  const r = obj(resources);
  const limits: Record<string, unknown> = { ...obj(r['limits']) };
  // SetDefaults_Pod runs before admission: a limit's request is already set when LimitRanger looks.
  const requests: Record<string, unknown> = { ...limits, ...obj(r['requests']) };
  let changed = false;
  for (const [k, v] of Object.entries(defaults.limits)) {
    if (k in limits) continue;
    limits[k] = v;
    changed = true;
  }
  for (const [k, v] of Object.entries(defaults.requests)) {
    if (k in requests) continue;
    requests[k] = v;
    changed = true;
  }
  if (!changed) return resources;
  return { ...(isObject(resources) ? resources : {}), requests, limits };
}

/** withContainerDefaults over `defaults`, or undefined when the namespace has none. */
export function resourcesDefaulter(defaults: ContainerDefaults | undefined): ((resources: unknown) => unknown) | undefined {
  return defaults === undefined ? undefined : (resources) => withContainerDefaults(resources, defaults);
}
