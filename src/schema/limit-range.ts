/**
 * What the API server refuses in a LimitRange that the JSON Schema cannot say
 * (pkg/apis/core/validation/validation.go ValidateLimitRange, validateLimitRangeTypeName,
 * validateLimitRangeResourceName): a type named twice or neither standard nor qualified, defaults
 * on a Pod item, a PersistentVolumeClaim item without a storage bound, a resource name of the
 * wrong class, and values out of order (min ≤ defaultRequest ≤ default ≤ max, a
 * maxLimitRequestRatio of at least 1 and at most max/min, defaults equal for a resource that
 * cannot be overcommitted), a Container item checked as stored (SetDefaults_LimitRangeItem first). Such a LimitRange is never created, so its defaults and bounds reach
 * no pod: an `input/schema` error at the field, and the object is left out.
 * An object the API server already holds (a `metadata.uid` or a `status`) is not checked again.
 */
import type { PathSegment } from '../load/document.ts';
import { heldByApiServer, isObject } from '../core/fields.ts';
import { compareQuantities, intValue, milliValue, type Quantity } from '../resource/quantity.ts';
import { labelKeyProblem } from './keywords.ts';
import { overcommitAllowed, parsed, resourceNameProblem, type RequirementProblem } from './resource-requirements.ts';

/** helper.IsStandardLimitRangeType. */
const STANDARD_TYPES = new Set(['Pod', 'Container', 'PersistentVolumeClaim']);
/** resource.MaxMilliValue: above it, ValidateLimitRange compares whole units. */
const MAX_MILLI_VALUE = 9223372036854775n;
const FIELDS = ['max', 'min', 'default', 'defaultRequest', 'maxLimitRequestRatio'] as const;
type Field = (typeof FIELDS)[number];

export function limitRangeProblems(value: unknown, kind: string): RequirementProblem[] {
  if (kind !== 'LimitRange' || !isObject(value) || heldByApiServer(value)) return [];
  const limits = isObject(value['spec']) ? value['spec']['limits'] : undefined;
  if (!Array.isArray(limits)) return [];
  const out: RequirementProblem[] = [];
  const types = new Set<string>();
  limits.forEach((limit: unknown, i) => {
    if (!isObject(limit)) return;
    const at: PathSegment[] = ['spec', 'limits', i];
    const type = typeof limit['type'] === 'string' ? limit['type'] : '';
    const typeProblem = limitTypeProblem(type);
    if (typeProblem !== undefined) out.push({ path: [...at, 'type'], atKey: false, message: typeProblem });
    if (types.has(type)) out.push({ path: [...at, 'type'], atKey: false, message: `Duplicate value: ${JSON.stringify(type)}` });
    types.add(type);
    const values = new Map<Field, Map<string, { q: Quantity; written: string }>>();
    for (const f of FIELDS) {
      const map = new Map<string, { q: Quantity; written: string }>();
      values.set(f, map);
      const raw = limit[f];
      if (!isObject(raw) || Object.keys(raw).length === 0) continue;
      if (type === 'Pod' && (f === 'default' || f === 'defaultRequest')) {
        out.push({ path: [...at, f], atKey: false, message: "may not be specified when `type` is 'Pod'" });
        continue;
      }
      for (const [name, v] of Object.entries(raw)) {
        const nameProblem = resourceNameProblem(name, type === 'Pod' || type === 'Container' ? 'container' : 'any');
        if (nameProblem !== undefined) out.push({ path: [...at, f, name], atKey: true, message: nameProblem });
        const q = parsed(v);
        if (q !== undefined) map.set(name, { q, written: String(v) });
      }
    }
    if (type === 'Container') storedDefaults(values);
    if (type === 'PersistentVolumeClaim' && !values.get('min')!.has('storage') && !values.get('max')!.has('storage'))
      out.push({ path: [...at], atKey: false, message: 'either minimum or maximum storage value is required, but neither was provided' });
    out.push(...orderProblems(values, at));
  });
  return out;
}

/**
 * A Container item as the API server validates it: decoded with SetDefaults_LimitRangeItem
 * (pkg/apis/core/v1/defaults.go) before ValidateLimitRange, so `default` takes `max`, then
 * `defaultRequest` takes `default`, then `min`, where unset; values the item does not write are
 * held to the same order (a hugepages `defaultRequest` of 0 under a `max` of 2Mi is refused).
 */
function storedDefaults(values: Map<Field, Map<string, { q: Quantity; written: string }>>): void {
  const fill = (into: Field, from: Field): void => {
    const target = values.get(into)!;
    for (const [name, v] of values.get(from)!) if (!target.has(name)) target.set(name, v);
  };
  fill('default', 'max');
  fill('defaultRequest', 'default');
  fill('defaultRequest', 'min');
}

/** validateLimitRangeTypeName. */
function limitTypeProblem(type: string): string | undefined {
  const qualified = labelKeyProblem(type);
  if (qualified !== undefined) return `${JSON.stringify(type)} is not a valid limit type: ${qualified}`;
  if (!type.includes('/') && !STANDARD_TYPES.has(type)) return `${JSON.stringify(type)} must be a standard limit type or fully qualified`;
  return undefined;
}

/** The per-resource comparisons of ValidateLimitRange, in its order. */
function orderProblems(values: ReadonlyMap<Field, ReadonlyMap<string, { q: Quantity; written: string }>>, at: readonly PathSegment[]): RequirementProblem[] {
  const out: RequirementProblem[] = [];
  const names = [...new Set(FIELDS.flatMap((f) => [...values.get(f)!.keys()]))].sort();
  for (const name of names) {
    const [max, min, def, defReq, ratio] = FIELDS.map((f) => values.get(f)!.get(name));
    const above = (a: { q: Quantity } | undefined, b: { q: Quantity } | undefined): boolean =>
      a !== undefined && b !== undefined && compareQuantities(a.q, b.q) > 0;
    const problem = (field: Field, message: string): void => {
      out.push({ path: [...at, field, name], atKey: false, message: `${message}; the API server refuses the LimitRange` });
    };
    if (above(min, max)) problem('min', `min value ${min!.written} is greater than max value ${max!.written}`);
    if (above(min, defReq)) problem('defaultRequest', `min value ${min!.written} is greater than default request value ${defReq!.written}`);
    if (above(defReq, max)) problem('defaultRequest', `default request value ${defReq!.written} is greater than max value ${max!.written}`);
    if (above(defReq, def)) problem('defaultRequest', `default request value ${defReq!.written} is greater than default limit value ${def!.written}`);
    if (above(min, def)) problem('default', `min value ${min!.written} is greater than default value ${def!.written}`);
    if (above(def, max)) problem('default', `default value ${def!.written} is greater than max value ${max!.written}`);
    if (ratio !== undefined && compareQuantities(ratio.q, { num: 1n, den: 1n, format: 'DecimalSI' }) < 0)
      problem('maxLimitRequestRatio', `ratio ${ratio.written} is less than 1`);
    if (ratio !== undefined && min !== undefined && max !== undefined) {
      const limit = ratioLimit(ratio.q, min.q, max.q);
      if (limit.ratio > limit.maxOverMin) problem('maxLimitRequestRatio', `ratio ${ratio.written} is greater than max/min = ${limit.maxOverMin.toFixed(6)}`);
    }
    if (!overcommitAllowed(name) && def !== undefined && defReq !== undefined && compareQuantities(def.q, defReq.q) !== 0)
      problem('defaultRequest', `default value ${def.written} must equal to defaultRequest value ${defReq.written} in ${name}`);
  }
  return out;
}

/** The ratio and max/min as ValidateLimitRange compares them: in milli-units when all fit, else in whole (rounded-up) units. */
function ratioLimit(ratio: Quantity, min: Quantity, max: Quantity): { ratio: number; maxOverMin: number } {
  if (intValue(ratio) < MAX_MILLI_VALUE && intValue(min) < MAX_MILLI_VALUE && intValue(max) < MAX_MILLI_VALUE)
    return { ratio: Number(milliValue(ratio)) / 1000, maxOverMin: Number(milliValue(max)) / Number(milliValue(min)) };
  return { ratio: Number(intValue(ratio)), maxOverMin: Number(intValue(max)) / Number(intValue(min)) };
}
