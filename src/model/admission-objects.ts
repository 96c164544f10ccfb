/**
 * LimitRange and ResourceQuota (core/v1): the fields the admission of a resize reads
 * and the creation of a pod (LimitRanger PodValidateLimitFunc, ResourceQuota PodUsageFunc). Defaults
 * (`default`, `defaultRequest`) are kept for VPA's capping; a new pod's defaults come from
 * limitrange-defaults.ts.
 *
 * Amounts are in the scheduler's units: cpu (and `requests.cpu`, `limits.cpu`) in milli-cores,
 * memory in bytes. A `maxLimitRequestRatio` is kept in milli-units whatever the resource, as
 * LimitRanger compares it (`enforced.MilliValue()`).
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { arr, isObject, obj, str } from '../core/fields.ts';
import { intValue, milliValue, unmarshalQuantity } from '../resource/quantity.ts';
import type { ResourceList } from '../resource/resources.ts';

export interface LimitRangeItem {
  /** Container | Pod | PersistentVolumeClaim (others are ignored). */
  readonly type: string;
  readonly min: ResourceList;
  readonly max: ResourceList;
  /** Milli-units of the ratio, for every resource. */
  readonly maxLimitRequestRatio: ResourceList;
  readonly default: ResourceList;
  readonly defaultRequest: ResourceList;
  readonly path: readonly PathSegment[];
}

export interface LimitRange {
  readonly ref: ObjectRef;
  readonly items: readonly LimitRangeItem[];
  readonly doc: LoadedDocument;
}

/**
 * The quota keys the pod evaluator counts (pkg/quota/v1/evaluator/core/pods.go podResources,
 * MatchingResources): the object counts, cpu, memory and ephemeral-storage (bare, `requests.`,
 * `limits.`), hugepages (bare or `requests.`), and an extended resource as `requests.<name>`.
 */
const POD_QUOTA_RESOURCES: ReadonlySet<string> = new Set([
  'count/pods',
  'pods',
  'cpu',
  'memory',
  'ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
]);

/** helper.IsNativeResource: no domain, or one under kubernetes.io. */
export function isNativeResource(name: string): boolean {
  return !name.includes('/') || name.includes('kubernetes.io/');
}

/** MatchingResources for one name: the pod evaluator counts it. */
export function isPodQuotaResource(name: string): boolean {
  if (POD_QUOTA_RESOURCES.has(name) || name.startsWith('hugepages-') || name.startsWith('requests.hugepages-')) return true;
  return !isNativeResource(name) && name.startsWith('requests.');
}

/** A quota key (a resource name of spec.hard the pod evaluator counts). */
export type QuotaResource = string;

export interface ScopeSelectorRequirement {
  readonly scopeName: string;
  readonly operator: string;
  readonly values: readonly string[];
}

export interface ResourceQuota {
  readonly ref: ObjectRef;
  /** spec.hard, restricted to the resources the pod evaluator counts (isPodQuotaResource). */
  readonly hard: ResourceList;
  /**
   * spec.hard in thousandths of each key's unit (millicores for cpu keys), as the API server
   * stores it (SetDefaults_ResourceList rounds up to thousandths): what usage finer than a unit
   * is compared with exactly (quota.LessThanOrEqual: Quantity.Cmp).
   */
  readonly hardMillis: ResourceList;
  /** spec.scopes (Terminating, NotTerminating, BestEffort, NotBestEffort, PriorityClass, …). */
  readonly scopes: readonly string[];
  /** spec.scopeSelector.matchExpressions. */
  readonly scopeSelector: readonly ScopeSelectorRequirement[];
  readonly doc: LoadedDocument;
}

/** True for a key counted in milli-units: `cpu`, `requests.cpu`, `limits.cpu`. */
export function isCpuKey(name: string): boolean {
  return name === 'cpu' || name.endsWith('.cpu');
}

/** A resource map in scheduler units; unparsable values (already reported by the schema) are left out. */
function amounts(raw: unknown, unit: (name: string) => 'milli' | 'int', keep: (name: string) => boolean = () => true): Map<string, bigint> {
  const out = new Map<string, bigint>();
  if (!isObject(raw)) return out;
  for (const [name, value] of Object.entries(raw)) {
    if (!keep(name) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    try {
      const q = unmarshalQuantity(value);
      out.set(name, unit(name) === 'milli' ? milliValue(q) : intValue(q));
    } catch {
      // schemas/*.schema.json reports it; the object is dropped before it gets here.
    }
  }
  return out;
}

const byResource = (name: string): 'milli' | 'int' => (isCpuKey(name) ? 'milli' : 'int');

function refOf(root: Readonly<Record<string, unknown>>, kind: string): ObjectRef {
  const meta = obj(root['metadata']);
  return { kind, namespace: str(meta['namespace']) || 'default', name: str(meta['name']) ?? '' };
}

export function readLimitRange(doc: LoadedDocument): LimitRange {
  const root = obj(doc.value);
  const items: LimitRangeItem[] = arr(obj(root['spec'])['limits']).map((raw, i) => {
    const o = obj(raw);
    return {
      type: str(o['type']) ?? '',
      min: amounts(o['min'], byResource),
      max: amounts(o['max'], byResource),
      maxLimitRequestRatio: amounts(o['maxLimitRequestRatio'], () => 'milli'),
      default: amounts(o['default'], byResource),
      defaultRequest: amounts(o['defaultRequest'], byResource),
      path: ['spec', 'limits', i],
    };
  });
  return { ref: refOf(root, 'LimitRange'), items, doc };
}

export function readResourceQuota(doc: LoadedDocument): ResourceQuota {
  const root = obj(doc.value);
  const spec = obj(root['spec']);
  return {
    ref: refOf(root, 'ResourceQuota'),
    hard: amounts(spec['hard'], byResource, isPodQuotaResource),
    hardMillis: amounts(spec['hard'], () => 'milli', isPodQuotaResource),
    scopes: arr(spec['scopes']).filter((s): s is string => typeof s === 'string'),
    scopeSelector: arr(obj(spec['scopeSelector'])['matchExpressions']).map((e) => {
      const o = obj(e);
      return {
        scopeName: str(o['scopeName']) ?? '',
        operator: str(o['operator']) ?? '',
        values: arr(o['values']).filter((v): v is string => typeof v === 'string'),
      };
    }),
    doc,
  };
}
