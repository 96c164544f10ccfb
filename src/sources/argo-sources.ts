/** An Argo CD Application's sources (pkg/apis/application/v1alpha1/types.go). */
import { arr, isObject, obj, type JsonObject } from '../core/fields.ts';
import type { PathSegment } from '../load/document.ts';

/**
 * The sources an Application renders, and where each is written (types.go GetSources): a source
 * hydrator's dry source (what it renders and commits for the Application to sync), else
 * `spec.sources` when it has any (HasMultipleSources: an empty list is none), else `spec.source`.
 */
export function applicationSources(spec: JsonObject): { readonly source: JsonObject; readonly at: PathSegment[] }[] {
  const hydrator = obj(spec['sourceHydrator']);
  if (isObject(hydrator['drySource'])) return [{ source: obj(hydrator['drySource']), at: ['spec', 'sourceHydrator', 'drySource'] }];
  const many = arr(spec['sources']);
  if (many.length > 0) return many.map((s, i) => ({ source: obj(s), at: ['spec', 'sources', i] }));
  return isObject(spec['source']) ? [{ source: obj(spec['source']), at: ['spec', 'source'] }] : [];
}
