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
  const ms = kubernetesTime(v) ?? Date.parse(v);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The epoch milliseconds of the one form the API server writes, "2026-01-02T03:04:05Z" (T and Z
 * in either case), every field in range and the year 1000 or later, in plain arithmetic: a
 * snapshot has a few per pod, and Date.parse takes twice as long. Undefined for anything else
 * (other forms, hour 24, second 60, earlier years), which Date.parse and the schema's date-time
 * format read their own way.
 */
export function kubernetesTime(s: string): number | undefined {
  if (s.length !== 20 || s[4] !== '-' || s[7] !== '-' || (s[10] !== 'T' && s[10] !== 't') || s[13] !== ':' || s[16] !== ':' || (s[19] !== 'Z' && s[19] !== 'z'))
    return undefined;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS[month]!)) return undefined;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The decimal number in s[from, from + count); -1 unless all of it is digits. */
function digits(s: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}
