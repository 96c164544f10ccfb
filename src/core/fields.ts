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
 * The string values of an object (labels, annotations, selectors), read-only. A null value is
 * the empty string: the API server decodes a map[string]string with encoding/json's rules
 * (sigs.k8s.io/json), which store "" for null, so `domain:` with no value is the label `domain=""`.
 * An object whose values are all strings (the usual case) is returned as it is, not copied;
 * absent or empty reads as one shared empty record.
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
  for (const [k, val] of Object.entries(v)) {
    if (typeof val === 'string') out[k] = val;
    else if (val === null) out[k] = '';
  }
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
  if (s.length !== 20) return undefined;
  const t = s.charCodeAt(10);
  const z = s.charCodeAt(19);
  if (s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH || s.charCodeAt(13) !== COLON || s.charCodeAt(16) !== COLON) return undefined;
  if ((t !== 0x54 && t !== 0x74) || (z !== 0x5a && z !== 0x7a)) return undefined;
  const century = twoDigits(s, 0);
  const ofCentury = twoDigits(s, 2);
  const year = century * 100 + ofCentury;
  const month = twoDigits(s, 5);
  const day = twoDigits(s, 8);
  const hour = twoDigits(s, 11);
  const minute = twoDigits(s, 14);
  const second = twoDigits(s, 17);
  if (century < 10 || ofCentury < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59)
    return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS[month]!)) return undefined;
  return ((daysSinceEpoch(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000;
}

const DASH = 0x2d;
const COLON = 0x3a;

/** The two-digit decimal number at s[at], -1 unless both are digits. */
function twoDigits(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar (the count Date.UTC makes,
 * without a call into the runtime): whole 400-year eras of 146,097 days from March of year 0.
 */
function daysSinceEpoch(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** The value at `path` (keys and array indexes) under `root`, or undefined. */
export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let v = root;
  for (const seg of path) v = typeof seg === 'number' ? arr(v)[seg] : obj(v)[seg];
  return v;
}

/**
 * Whether the API server already holds the object (a live snapshot's: it has a `metadata.uid` or a
 * `status`): it was admitted and defaulted when created, perhaps under older rules, and is not
 * admitted again.
 */
export function heldByApiServer(value: unknown): boolean {
  return isObject(value) && (value['status'] !== undefined || (isObject(value['metadata']) && value['metadata']['uid'] !== undefined));
}
