/**
 * Kubernetes resource quantities ("500m", "1Gi", "1e3"): parsing, exact comparison, the integer
 * units the scheduler works in, and canonical printing.
 *
 * Follows k8s.io/apimachinery/pkg/api/resource/quantity.go (ParseQuantity, Value, MilliValue,
 * CanonicalizeBytes). Values are exact rationals held in bigints; no floating point is used.
 *
 * Behaviour kept from upstream:
 * - a parsed value is rounded *away from zero* to a multiple of 1e-9 ("1e-10" is 1n);
 * - a BinarySI value (Ki..Ei suffix) larger in magnitude than 2^63-1 is capped there, so "8Ei"
 *   is 9223372036854775807, not 2^63 (decimal forms are not capped);
 * - a BinarySI value strictly between 0 and 1 in magnitude becomes DecimalSI ("0.5Ki" stays
 *   512 and BinarySI, "0.0001Ki" is DecimalSI);
 * - a leading "+", leading zeros, ".5" and "1." are accepted;
 * - a number part without any digit is zero ("Gi", "m", ".", "-", "+Mi", "e3": parseQuantityString
 *   reads an empty numerator as "0"), and the API server accepts it;
 * - an unknown suffix ("1Gii", "1K", "1e") reports upstream's ErrSuffix text, every other
 *   malformed string upstream's ErrFormatWrong text;
 * - a manifest's text is trimmed as Quantity.UnmarshalJSON trims it (unmarshalQuantity).
 *
 * Deliberate differences:
 * - an exponent outside the int32 range is rejected (upstream silently wraps it), and so is a
 *   value above 10^1000 (it would not fit in memory as an exact integer; upstream overflows);
 * - `intValue`/`milliValue` of a value beyond int64 return the exact bigint instead of
 *   overflowing, and negative values round toward +infinity (ceil) everywhere; upstream's fast
 *   path truncates toward zero and then adds one, so "-1.5" gives 0 there and -1 here.
 *   Negative requests and limits are rejected by the API server, so only ordering matters.
 */
import { perValue } from '../core/memo.ts';

export type QuantityFormat = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';

/** An exact value `num / den` (den > 0, reduced) plus the suffix family it was written in. */
export interface Quantity {
  readonly num: bigint;
  readonly den: bigint;
  readonly format: QuantityFormat;
}

/** Upstream ErrFormatWrong text. */
export const QUANTITY_FORMAT_MESSAGE = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
/** Upstream ErrSuffix text. */
export const QUANTITY_SUFFIX_MESSAGE = "unable to parse quantity's suffix";
export const QUANTITY_RANGE_MESSAGE = 'quantity is too large to represent exactly';

export type QuantityErrorCode = 'format' | 'suffix' | 'range';

export class QuantityError extends Error {
  override readonly name = 'QuantityError';
  constructor(
    message: string,
    readonly code: QuantityErrorCode = 'format',
  ) {
    super(message);
  }
}

interface SuffixMeaning {
  readonly base: 2 | 10;
  readonly exponent: number;
  readonly format: QuantityFormat;
}

const DECIMAL_SI_EXPONENTS: ReadonlyMap<string, number> = new Map([
  ['n', -9],
  ['u', -6],
  ['m', -3],
  ['', 0],
  ['k', 3],
  ['M', 6],
  ['G', 9],
  ['T', 12],
  ['P', 15],
  ['E', 18],
]);

const BINARY_SI_EXPONENTS: ReadonlyMap<string, number> = new Map([
  ['Ki', 10],
  ['Mi', 20],
  ['Gi', 30],
  ['Ti', 40],
  ['Pi', 50],
  ['Ei', 60],
]);

/** Letters the scanner accepts at the start of a suffix (same set as upstream's regular expression). */
const SUFFIX_LETTERS = 'eEinumkKMGTP';
const INT32_MAX = 2 ** 31 - 1;
/** Largest power of ten (relative to nano units) we agree to build: values up to about 1e1000. */
const MAX_NANO_SHIFT = 1009;
const NANOS_PER_UNIT = 1_000_000_000n;
/** Upstream caps BinarySI quantities at max int64 (maxAllowed). In nano units. */
const MAX_BINARY_NANOS = ((1n << 63n) - 1n) * NANOS_PER_UNIT;

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

function formatError(): QuantityError {
  return new QuantityError(QUANTITY_FORMAT_MESSAGE, 'format');
}

function interpretSuffix(suffix: string): SuffixMeaning {
  const decimal = DECIMAL_SI_EXPONENTS.get(suffix);
  if (decimal !== undefined) return { base: 10, exponent: decimal, format: 'DecimalSI' };
  const binary = BINARY_SI_EXPONENTS.get(suffix);
  if (binary !== undefined) return { base: 2, exponent: binary, format: 'BinarySI' };
  const first = suffix[0];
  const rest = suffix.slice(1);
  if ((first === 'e' || first === 'E') && /^[+-]?[0-9]+$/.test(rest)) {
    const exponent = Number(rest);
    if (Math.abs(exponent) > INT32_MAX) throw new QuantityError(QUANTITY_SUFFIX_MESSAGE, 'suffix');
    return { base: 10, exponent, format: 'DecimalExponent' };
  }
  throw new QuantityError(QUANTITY_SUFFIX_MESSAGE, 'suffix');
}

/** ceil(n / d) for d > 0, rounding toward +infinity for negative n too. */
function ceilDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d > 0n ? q + 1n : q;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** |value| in nano units, rounded up (away from zero), for mantissa × 10^(exponent - fractionDigits). */
function decimalNanos(mantissa: bigint, exponent: number, fractionDigits: number): bigint {
  if (mantissa === 0n) return 0n;
  const shift = exponent - fractionDigits + 9;
  if (shift >= 0) {
    if (shift > MAX_NANO_SHIFT) throw new QuantityError(QUANTITY_RANGE_MESSAGE, 'range');
    return mantissa * 10n ** BigInt(shift);
  }
  // mantissa < 10^digits; if the divisor has more digits the result is below one nano: round up.
  if (-shift > mantissa.toString().length) return 1n;
  return ceilDiv(mantissa, 10n ** BigInt(-shift));
}

/**
 * Parses a quantity as written in a manifest. Numbers (YAML `cpu: 2`, JSON `0.5`) are converted
 * with String() first; a number that lost precision when the YAML/JSON was read stays lost.
 * Throws QuantityError.
 */
export function parseQuantity(input: string | number): Quantity {
  if (typeof input === 'number' && !Number.isFinite(input)) throw formatError();
  const text = typeof input === 'number' ? String(input) : input;
  if (text === '') throw formatError();
  const end = text.length;
  let pos = 0;
  let negative = false;
  if (text[0] === '+' || text[0] === '-') {
    negative = text[0] === '-';
    pos = 1;
  }
  const integerStart = pos;
  while (isDigit(text[pos])) pos++;
  const integerDigits = text.slice(integerStart, pos);
  let fractionDigits = '';
  if (text[pos] === '.') {
    pos++;
    const fractionStart = pos;
    while (isDigit(text[pos])) pos++;
    fractionDigits = text.slice(fractionStart, pos);
  }

  // Suffix: a run of suffix letters, then an optional sign and digits (for "e-3"), then the end.
  const suffixStart = pos;
  while (pos < end && SUFFIX_LETTERS.includes(text.charAt(pos))) pos++;
  if (text[pos] === '+' || text[pos] === '-') pos++;
  while (isDigit(text[pos])) pos++;
  if (pos !== end) throw formatError();
  const meaning = interpretSuffix(text.slice(suffixStart));

  // No digit at all is zero (upstream's parseQuantityString: `if len(num) == 0 { num = "0" }`).
  const mantissa = BigInt(`0${integerDigits}${fractionDigits}`);
  let nanos: bigint;
  if (meaning.base === 10) {
    nanos = decimalNanos(mantissa, meaning.exponent, fractionDigits.length);
  } else {
    const scaled = mantissa * (1n << BigInt(meaning.exponent)) * NANOS_PER_UNIT;
    nanos = ceilDiv(scaled, 10n ** BigInt(fractionDigits.length));
  }

  let format = meaning.format;
  if (format === 'BinarySI') {
    if (nanos > MAX_BINARY_NANOS) nanos = MAX_BINARY_NANOS;
    if (nanos > 0n && nanos < NANOS_PER_UNIT) format = 'DecimalSI';
  }
  const signed = negative ? -nanos : nanos;
  const divisor = signed === 0n ? NANOS_PER_UNIT : gcd(signed, NANOS_PER_UNIT);
  return { num: signed / divisor, den: NANOS_PER_UNIT / divisor, format };
}

/**
 * What Quantity.UnmarshalJSON trims (strings.TrimSpace) that reaches it unescaped: the text it
 * gets is the JSON string between its quotes, and json.Marshal (kubectl's YAML-to-JSON, and any
 * client's encoding of the object) writes tab, line breaks, other C0 controls and U+2028/U+2029
 * as escapes, which are not space. So "\u00a064Mi " is 64Mi and "\t64Mi" is refused.
 */
const UNMARSHAL_TRIMMED = /^[ \u0085\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[ \u0085\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$/g;

/**
 * A quantity as the API server reads it from a manifest's value (Quantity.UnmarshalJSON): a
 * string trimmed of surrounding white space, a number as JSON writes it. Throws QuantityError.
 */
export function unmarshalQuantity(value: string | number): Quantity {
  return parseQuantity(typeof value === 'string' ? value.replace(UNMARSHAL_TRIMMED, '') : value);
}

/** ceil(value × 1000): what the scheduler uses for cpu (upstream MilliValue). */
export function milliValue(q: Quantity): bigint {
  return ceilDiv(q.num * 1000n, q.den);
}

/** ceil(value): what the scheduler uses for memory, storage, hugepages and scalars (upstream Value). */
export function intValue(q: Quantity): bigint {
  return ceilDiv(q.num, q.den);
}

export function isNegative(q: Quantity): boolean {
  return q.num < 0n;
}

/** Numeric order; the format plays no part ("1Ki" equals "1024"). */
export function compareQuantities(a: Quantity, b: Quantity): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

const DECIMAL_SI_BY_EXPONENT: readonly string[] = ['', 'k', 'M', 'G', 'T', 'P', 'E'];
const BINARY_SI_BY_EXPONENT: readonly string[] = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'];

/** Canonical DecimalSI text of a positive integer: the largest suffix up to E with an integer mantissa. */
function formatDecimalSI(value: bigint): string {
  return decimalSI(value)[0];
}

/** formatDecimalSI's text and its mantissa. */
function decimalSI(value: bigint): [string, bigint] {
  let mantissa = value;
  let step = 0;
  while (step < DECIMAL_SI_BY_EXPONENT.length - 1 && mantissa % 1000n === 0n) {
    mantissa /= 1000n;
    step++;
  }
  return [`${mantissa}${DECIMAL_SI_BY_EXPONENT[step] ?? ''}`, mantissa];
}

/**
 * Canonical text of a cpu amount in milli-cores: "1500m", "100m", whole cores as "6", and, like
 * upstream's DecimalSI canonical form, "6k" for 6000 cores. Remembered per amount: reports print
 * the same few amounts hundreds of thousands of times.
 */
export const formatCpuMilli = perValue(formatCpuMilliOnce);

function formatCpuMilliOnce(milli: bigint): string {
  if (milli === 0n) return '0';
  const sign = milli < 0n ? '-' : '';
  const abs = milli < 0n ? -milli : milli;
  return abs % 1000n === 0n ? `${sign}${formatDecimalSI(abs / 1000n)}` : `${sign}${abs}m`;
}

/**
 * Canonical text of an integer amount (bytes or a count). Upstream prints a quantity in the
 * format it was written in (resource.Quantity keeps a Format: "2G" stays "2G", "2Gi" stays
 * "2Gi"); resizeguard keeps only the value, so it takes the format whose canonical text has the
 * smaller mantissa: "1536Mi" (not "1610612736"), "2G" (not "1953125Ki"), "1000Ki" (not
 * "1024k"); a value neither suffix divides prints in DecimalSI ("1G", "1500k", "1").
 * Remembered per amount, as formatCpuMilli.
 */
export const formatBytes = perValue(formatBytesOnce);

function formatBytesOnce(value: bigint): string {
  if (value === 0n) return '0';
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  if (abs >= 1024n && abs % 1024n === 0n) {
    let mantissa = abs;
    let step = 0;
    while (step < BINARY_SI_BY_EXPONENT.length - 1 && mantissa % 1024n === 0n) {
      mantissa /= 1024n;
      step++;
    }
    const [decimal, decimalMantissa] = decimalSI(abs);
    if (decimalMantissa >= mantissa) return `${sign}${mantissa}${BINARY_SI_BY_EXPONENT[step] ?? ''}`;
    return `${sign}${decimal}`;
  }
  return `${sign}${formatDecimalSI(abs)}`;
}

/** Prints an amount in the scheduler's unit for `name`: milli-cores for cpu, integers otherwise. */
export function formatResource(name: string, amount: bigint): string {
  return name === 'cpu' ? formatCpuMilli(amount) : formatBytes(amount);
}
