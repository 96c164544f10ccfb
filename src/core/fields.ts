/** Small, total readers for plain JSON values: wrong types read as "absent", never throw. */

export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** What an absent object or list reads as: shared (read-only), not a new one per read. */
const NO_OBJECT: JsonObject = Object.freeze({});
/** Typed readonly, not frozen: for-of over a frozen array allocates on every step. */
const NO_ITEMS: readonly unknown[] = [];

export function obj(v: unknown): JsonObject {
  return isObject(v) ? v : NO_OBJECT;
}

export function arr(v: unknown): readonly unknown[] {
  return Array.isArray(v) ? v : NO_ITEMS;
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function int(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

const NO_STRINGS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The string values of an object (labels, annotations, selectors), read-only. An object whose
 * values are all strings (the usual case) is returned as it is, not copied; absent or empty
 * reads as one shared empty record.
 */
export function stringMap(v: unknown): Readonly<Record<string, string>> {
  if (!isObject(v)) return NO_STRINGS;
  let allStrings = true;
  let any = false;
  for (const k in v) {
    if (!Object.hasOwn(v, k)) continue;
    any = true;
    if (typeof v[k] !== 'string') {
      allStrings = false;
      break;
    }
  }
  if (!any) return NO_STRINGS;
  if (allStrings && Object.getPrototypeOf(v) === Object.prototype) return v as Readonly<Record<string, string>>;
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(v)) if (typeof val === 'string') out[k] = val;
  return out;
}

/** RFC 3339 timestamp → whole seconds since the epoch; undefined when absent or unparsable. */
export function timestamp(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
