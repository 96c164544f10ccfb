/**
 * What the non-standard JSON Schema keywords of our schemas check (their Ajv definitions are in
 * keyword-code.ts, registered so strict mode can stay on):
 *
 * - `quantity: true`      a Kubernetes resource quantity (string or number) that is not negative
 * - `labelKey: true`      a Kubernetes label key: optional DNS-subdomain prefix and "/", then a name
 * - `intOrPercent: true`  an IntOrString that must be an integer >= 0 or a percentage "0%".."100%"
 *
 * Each sets its own error message, which to-diagnostic.ts uses as is.
 */
import { perValue } from '../core/memo.ts';
import { QuantityError, isNegative, unmarshalQuantity } from '../resource/quantity.ts';

/** The value as it appears in messages: strings quoted with JSON.stringify, numbers as written. */
export function showValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}

/** What a quantity looks like, in place of upstream's regular expression (resource.ErrFormatWrong). */
export const QUANTITY_SHAPE =
  'a quantity is a number with an optional suffix, as in 500m, 2, 1.5Gi or 128974848 (m: thousandths; k, M, G, T: powers of 1000; Ki, Mi, Gi, Ti: powers of 1024)';

/** A likely fix for a common mistake: a byte unit (`16GB`, `512MiB`), or a space before the suffix. */
function quantityHint(value: string | number): string {
  const m = typeof value === 'string' ? /^\s*([+-]?[0-9.]+)\s*([kKMGTPE]i?)[bB]?\s*$/.exec(value) : null;
  if (m === null || `${m[1]}${m[2]}` === value) return '';
  const suffix = m[2] === 'K' ? 'k' : m[2]!;
  return `; did you mean "${m[1]}${suffix}"${suffix.endsWith('i') ? '' : ` or "${m[1]}${suffix === 'k' ? 'K' : suffix}i"`}?`;
}

/** Why `value` is not an acceptable resource quantity, or undefined when it is one (remembered: snapshots repeat a few quantities thousands of times). */
export const quantityProblem = perValue(checkQuantity);

function checkQuantity(value: string | number): string | undefined {
  try {
    if (isNegative(unmarshalQuantity(value))) return 'must be greater than or equal to 0';
    return undefined;
  } catch (err) {
    if (err instanceof QuantityError)
      return `${showValue(value)} is not a valid quantity: ${err.code === 'range' ? err.message : `${QUANTITY_SHAPE}${quantityHint(value)}`}`;
    throw err;
  }
}

const LABEL_NAME_MAX = 63;
const LABEL_PREFIX_MAX = 253;
const LABEL_NAME_RE = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
/** apimachinery's dns1123SubdomainFmt, anchored. */
export const DNS_SUBDOMAIN_RE = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/**
 * Why `key` is not a valid Kubernetes label key (qualified name), or undefined when it is one.
 * Rules as in apimachinery's IsQualifiedName: "[prefix/]name", prefix a lower-case DNS subdomain
 * of at most 253 characters, name at most 63 alphanumerics, '-', '_' or '.', starting and ending
 * with an alphanumeric.
 */
export const labelKeyProblem = perValue(checkLabelKey);

function checkLabelKey(key: string): string | undefined {
  const parts = key.split('/');
  if (parts.length > 2) return 'a label key may contain at most one "/"';
  const [prefix, name] = parts.length === 2 ? [parts[0] ?? '', parts[1] ?? ''] : [undefined, parts[0] ?? ''];
  if (prefix !== undefined) {
    if (prefix === '') return 'the prefix before "/" must not be empty';
    if (prefix.length > LABEL_PREFIX_MAX) return `the prefix must be at most ${LABEL_PREFIX_MAX} characters`;
    if (!DNS_SUBDOMAIN_RE.test(prefix)) {
      return "the prefix must be a lower-case DNS subdomain: alphanumerics, '-' and '.', " + 'starting and ending with an alphanumeric';
    }
  }
  if (name === '') return 'the name part must not be empty';
  if (name.length > LABEL_NAME_MAX) return `the name part must be at most ${LABEL_NAME_MAX} characters`;
  if (!LABEL_NAME_RE.test(name)) {
    return "the name part must consist of alphanumerics, '-', '_' or '.', starting and ending with an alphanumeric";
  }
  return undefined;
}

/** Why `value` is not an integer >= 0 or a percentage up to 100%, or undefined when it is one. */
export function intOrPercentProblem(value: number | string): string | undefined {
  if (typeof value === 'number') {
    return value < 0 ? 'must be greater than or equal to 0' : undefined;
  }
  if (!/^[0-9]+%$/.test(value)) return `${showValue(value)} must be an integer or a percentage such as "50%"`;
  if (Number(value.slice(0, -1)) > 100) return `${showValue(value)} must not be more than 100%`;
  return undefined;
}

/** A label key's problem as the labelKey keyword reports it (the key quoted first). */
function labelKeyMessage(key: string | number): string | undefined {
  const reason = labelKeyProblem(String(key));
  return reason === undefined ? undefined : `${showValue(key)} is not a valid label key: ${reason}`;
}

/** What each non-standard keyword calls with the value, by keyword: its error message, or undefined when the value passes. */
export const KEYWORD_PROBLEMS = {
  quantity: quantityProblem,
  labelKey: labelKeyMessage,
  intOrPercent: intOrPercentProblem,
} as const satisfies Readonly<Record<string, (value: string | number) => string | undefined>>;
