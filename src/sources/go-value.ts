/**
 * Go values as an ApplicationSet's template sees them (go-template.ts, go-template-funcs.ts):
 * Argo CD's parameters decoded as Go decodes JSON (numbers float64), Go's truth and type names,
 * and fmt's printing of them (%v, Sprint, Sprintf); the errors a template run ends with.
 */

/** What Argo CD would fail on too; `action` is the action that failed, when known. */
export class GoTemplateError extends Error {
  constructor(
    message: string,
    readonly action?: string,
  ) {
    super(message);
  }
}
/** What Go runs but this evaluator does not; `action` as for GoTemplateError. */
export class GoTemplateUnsupported extends GoTemplateError {}

/**
 * The most a template may write (its output, one string it makes, a range's iterations): an
 * Application's fields are short, and a hostile template must not take the run's memory or time.
 */
export const MAX_TEMPLATE_SIZE = 1024 * 1024;

/** Refuses (as not evaluated here) what would go past MAX_TEMPLATE_SIZE. */
export function checkSize(size: number | bigint, what: string): void {
  if (size > MAX_TEMPLATE_SIZE) throw new GoTemplateUnsupported(`${what} of more than ${MAX_TEMPLATE_SIZE} characters or steps`);
}

/** A Go value as a template sees it: string, float64 (number), int (bigint), bool, nil (null; undefined a missing key), []any, map[string]any. */
export type GoValue = string | number | bigint | boolean | null | undefined | readonly GoValue[] | { readonly [k: string]: GoValue };

/** A map's keys in Go's order (fmt and range sort them): by their bytes. */
export function sortedKeys(m: object): string[] {
  return Object.keys(m).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** Array.isArray for a Go value (a readonly list). */
export const isList = (v: GoValue): v is readonly GoValue[] => Array.isArray(v);

/** isTrue (exec.go): false, 0, "", an empty list or map, nil. */
export function truth(v: GoValue): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v !== '';
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'bigint') return v !== 0n;
  if (typeof v === 'boolean') return v;
  if (isList(v)) return v.length > 0;
  return Object.keys(v).length > 0;
}

/** The Go type of a value, as errors and %!verb(type=value) name it. */
export function typeName(v: GoValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'float64';
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'boolean') return 'bool';
  if (v === null || v === undefined) return 'interface {}';
  return isList(v) ? '[]interface {}' : 'map[string]interface {}';
}

/** strconv.FormatFloat(f, 'g', -1, 64), as %v prints a float64: the shortest digits, an exponent below 1e-4 or from 1e6. */
function formatFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '+Inf' : '-Inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const [mantissa, e] = x.toExponential().split('e') as [string, string];
  const exp = Number(e);
  // strconv's %g: the exponent form below -4 or from the precision, 6 for the shortest.
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return String(x);
}

/** fmt's %v of a value; nil within a list or map is "<nil>". */
export function formatValue(v: GoValue): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'number') return formatFloat(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (isList(v)) return `[${v.map(formatValue).join(' ')}]`;
  return `map[${sortedKeys(v)
    .map((k) => `${k}:${formatValue(v[k])}`)
    .join(' ')}]`;
}

/** fmt.Sprint: operands printed with %v, a space between two when neither is a string. */
export function sprint(args: readonly GoValue[]): string {
  return args.map((a, i) => (i > 0 && typeof a !== 'string' && typeof args[i - 1] !== 'string' ? ' ' : '') + formatValue(a)).join('');
}

/** strconv.Quote for printable text: the escapes Go writes. */
export function goQuote(s: string): string {
  return JSON.stringify(s)
    .replace(/\\u00([0-9a-f]{2})/g, '\\x$1')
    .replace(/[\x7f]/g, '\\x7f');
}

/** One operand of printf under `verb` (fmt printArg): a wrong type is written as %!verb(type=value), as fmt writes it. */
function formatVerb(verb: string, v: GoValue, flags: string, width: number | undefined, precision: number | undefined): string {
  const bad = (): string => (v === null || v === undefined ? `%!${verb}(<nil>)` : `%!${verb}(${typeName(v)}=${formatValue(v)})`);
  let s: string;
  if (isList(v) && verb !== 'v') s = `[${v.map((e: GoValue) => formatVerb(verb, e, flags, width, precision)).join(' ')}]`;
  else if (verb === 'v') s = formatValue(v);
  else if (verb === 's' || verb === 'q') {
    if (typeof v !== 'string') return bad();
    s = precision === undefined ? v : [...v].slice(0, precision).join('');
    if (verb === 'q') s = goQuote(s);
  } else if (verb === 'd') {
    if (typeof v !== 'bigint') return bad();
    s = String(v);
    if (flags.includes('+') && v >= 0n) s = `+${s}`;
  } else if (verb === 't') {
    if (typeof v !== 'boolean') return bad();
    s = String(v);
  } else if (verb === 'f') {
    if (typeof v !== 'number') return bad();
    s = v.toFixed(precision ?? 6);
  } else if (verb === 'x' || verb === 'X') {
    if (typeof v === 'string') s = Buffer.from(v).toString('hex');
    else if (typeof v === 'bigint') s = (v < 0n ? '-' : '') + (v < 0n ? -v : v).toString(16);
    else return bad();
    if (verb === 'X') s = s.toUpperCase();
  } else throw new GoTemplateUnsupported(`the printf verb %${verb}`);
  if (width === undefined || [...s].length >= width) return s;
  checkSize(width, 'a printf width');
  const pad = width - [...s].length;
  if (flags.includes('-')) return s + ' '.repeat(pad);
  if (flags.includes('0') && verb !== 's' && verb !== 'q' && /^[+-]/.test(s)) return s[0]! + '0'.repeat(pad) + s.slice(1);
  return (flags.includes('0') ? '0' : ' ').repeat(pad) + s;
}

/** fmt.Sprintf for flags "-+0", a width and a precision, and the verbs v s q d t f x X; a missing operand is %!verb(MISSING), an extra one %!(EXTRA type=value). */
export function sprintf(format: string, args: readonly GoValue[]): string {
  let used = 0;
  const out = format.replace(/%([-+0 #]*)(\d+)?(?:\.(\d*))?(.|$)/gsu, (whole, flags: string, width?: string, precision?: string, verb?: string) => {
    if (verb === '%') return '%';
    if (verb === '' || verb === undefined) return '%!(NOVERB)';
    if (flags.includes(' ') || flags.includes('#')) throw new GoTemplateUnsupported(`the printf flags in ${whole}`);
    if (used >= args.length) return `%!${verb}(MISSING)`;
    return formatVerb(
      verb,
      args[used++],
      flags,
      width === undefined ? undefined : Number(width),
      precision === undefined ? undefined : Number(precision || '0'),
    );
  });
  const extra = args.slice(used);
  return extra.length === 0
    ? out
    : `${out}%!(EXTRA ${extra.map((a) => (a === null || a === undefined ? '<nil>' : `${typeName(a)}=${formatValue(a)}`)).join(', ')})`;
}
