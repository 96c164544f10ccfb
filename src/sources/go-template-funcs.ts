/**
 * The functions an ApplicationSet's Go template calls (argo-cd applicationset/utils/utils.go
 * init: text/template's builtins, sprig.GenericFuncMap() without env, expandenv and
 * getHostByName, with normalize, slugify, toYaml of template_functions.go), the ones evaluated
 * here (Go's fmt printing is go-value.ts's, the longer string functions go-strings.ts's).
 * Arguments are checked as text/template checks them against a Go function's parameter types
 * (exec.go evalArg, validateType).
 */
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { bytes, byteLength, camelcase, clean, connectWords, lower, sanitizeName, slugify, title, upper } from './go-strings.ts';
import {
  checkSize,
  formatValue,
  GoTemplateError,
  GoTemplateUnsupported,
  goQuote,
  isList,
  sortedKeys,
  sprint,
  sprintf,
  truth,
  typeName,
  type GoValue,
} from './go-value.ts';

/** A parameter's Go type: string, int, bool, any (interface{}), map[string]interface{}. */
type Param = 's' | 'i' | 'b' | 'a' | 'm';
interface Func {
  /** Parameter types; a last one ending "..." is variadic. */
  readonly params: readonly string[];
  readonly call: (...args: never) => GoValue;
}

const f = (params: readonly string[], call: (...args: never) => GoValue): Func => ({ params, call });

/** sprig's strval: a string as it is, anything else with %v. */
const strval = (v: GoValue): string => (typeof v === 'string' ? v : formatValue(v));

/** sprig's empty: nil, false, 0, "", an empty list or map. */
const empty = (v: GoValue): boolean => !truth(v);

/** A basic kind for the comparisons (funcs.go basicKind); undefined for what has none. */
function kind(v: GoValue): string | undefined {
  if (v === null || v === undefined) return undefined;
  return ['string', 'number', 'bigint', 'boolean'].includes(typeof v) ? typeof v : undefined;
}

/** funcs.go eq: arg1 equals any of the others; nil equals nil; different basic kinds are an error. */
function eq(a: GoValue, ...others: GoValue[]): boolean {
  if (others.length === 0) throw new GoTemplateError('missing argument for comparison');
  for (const b of others) {
    const nilA = a === null || a === undefined;
    const nilB = b === null || b === undefined;
    if (nilA || nilB) {
      if (nilA && nilB) return true;
      if (!nilA && kind(a) === undefined) throw new GoTemplateError(`non-comparable type ${formatValue(a)}: ${typeName(a)}`);
      continue;
    }
    if (kind(a) === undefined) throw new GoTemplateError(`non-comparable type ${formatValue(a)}: ${typeName(a)}`);
    if (kind(b) === undefined) throw new GoTemplateError(`non-comparable type ${formatValue(b)}: ${typeName(b)}`);
    if (typeof a !== typeof b) throw new GoTemplateError(`incompatible types for comparison: ${typeName(a)} and ${typeName(b)}`);
    if (a === b) return true;
  }
  return false;
}

/** funcs.go lt: strings by their bytes, numbers of one kind. */
function lt(a: GoValue, b: GoValue): boolean {
  if (kind(a) === undefined || kind(b) === undefined || typeof a === 'boolean') throw new GoTemplateError('invalid type for comparison');
  if (typeof a !== typeof b) throw new GoTemplateError(`incompatible types for comparison: ${typeName(a)} and ${typeName(b)}`);
  if (typeof a === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b as string)) < 0;
  return (a as number) < (b as number);
}

/** An int for an index or a count (funcs.go indexArg). */
function toIndex(v: GoValue, what: string): number {
  if (typeof v !== 'bigint') throw new GoTemplateError(`cannot index ${what} with type ${typeName(v)}`);
  return Number(v);
}

function index(item: GoValue, ...indexes: GoValue[]): GoValue {
  let at = item;
  for (const i of indexes) {
    if (at === null || at === undefined) throw new GoTemplateError('index of untyped nil');
    if (isList(at)) {
      const k = toIndex(i, 'slice/array');
      if (k < 0 || k >= at.length) throw new GoTemplateError(`index out of range: ${k}`);
      at = at[k] ?? null;
    } else if (typeof at === 'object') {
      if (typeof i !== 'string') throw new GoTemplateError(`value has type ${typeName(i)}; should be string`);
      at = Object.hasOwn(at, i) ? ((at as Record<string, GoValue>)[i] ?? null) : null;
    } else throw new GoTemplateError(`can't index item of type ${typeName(at)}`);
  }
  return at;
}

/** sprig's list functions take any list (reflect), refusing what is not one. */
function asList(v: GoValue, fn: string): readonly GoValue[] {
  if (isList(v)) return v;
  throw new GoTemplateError(`Cannot find ${fn} on type ${typeName(v)}`);
}

/**
 * A quantified group that holds a quantifier or an alternation (`(a+)+`, `(a|ab)*`), or more than
 * two unbounded quantifiers: RE2 matches them in linear time, JavaScript's backtracking engine
 * may take exponential or high polynomial time on a hostile input, so they are not run here.
 */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[*+?}|](?:[^()\\]|\\.)*\)[*+?{]/;
const UNBOUNDED_QUANTIFIER = /(?<!\\)(?:[*+]|\{\d+,\})/g;
/** The longest text a regular expression is run on here. */
const MAX_REGEXP_SUBJECT = 64 * 1024;

/** Go's regexp (RE2) as a JavaScript RegExp: the syntax both read alike; what differs is refused. */
function goRegExp(pattern: string, subject: string): RegExp {
  if (
    /\(\?[^:P]|\\[pPzQEC]|\[\[:/.test(pattern) ||
    NESTED_QUANTIFIER.test(pattern) ||
    (pattern.match(UNBOUNDED_QUANTIFIER)?.length ?? 0) > 2 ||
    subject.length > MAX_REGEXP_SUBJECT
  )
    throw new GoTemplateUnsupported(`the regular expression ${JSON.stringify(pattern)}`);
  try {
    return new RegExp(pattern.replace(/\(\?P</g, '(?<'), 'gu');
  } catch {
    throw new GoTemplateError(`error parsing regexp: ${pattern}`);
  }
}

/** regexp.ReplaceAllString: "$name" or "${name}" in `repl` is a group (the longest name of letters, digits, "_"), an unknown one empty. */
function regexReplaceAll(pattern: string, s: string, repl: string): string {
  return s.replace(goRegExp(pattern, s), (...m: unknown[]) => {
    const groups = (typeof m.at(-1) === 'object' ? m.at(-1) : {}) as Record<string, string | undefined> | undefined;
    const numbered = m.slice(0, typeof m.at(-1) === 'object' ? -3 : -2) as (string | undefined)[];
    return repl.replace(/\$(?:\{(\w*)\}|(\w+)|(\$))/g, (whole, braced?: string, bare?: string, dollar?: string) => {
      if (dollar !== undefined) return '$';
      const name = braced ?? bare ?? '';
      if (/^\d+$/.test(name)) return numbered[Number(name)] ?? '';
      return groups?.[name] ?? (braced === undefined && bare === undefined ? whole : '');
    });
  });
}

/** json.Marshal: sorted keys, "<", ">", "&" escaped. */
function toJson(v: GoValue): string {
  const sorted = (x: GoValue): unknown =>
    isList(x)
      ? x.map(sorted)
      : typeof x === 'object' && x !== null
        ? Object.fromEntries(sortedKeys(x).map((k) => [k, sorted((x as Record<string, GoValue>)[k])]))
        : typeof x === 'bigint'
          ? Number(x)
          : (x ?? null);
  return JSON.stringify(sorted(v))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** toYAML (template_functions.go, sigs.k8s.io/yaml): keys sorted, lists not indented under their key, no final newline. */
function toYaml(v: GoValue): string {
  const plain = JSON.parse(toJson(v)) as unknown;
  return stringify(plain, { version: '1.1', sortMapEntries: true, indentSeq: false, lineWidth: 0 }).replace(/\n$/, '');
}

/** cast.ToInt as sprig's int and atoi use it: a float truncated, a numeric string read, anything else 0. */
function toInt(v: GoValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.trunc(v)) : 0n;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (typeof v !== 'string') return 0n;
  // cast.ToIntE: strconv.ParseInt(s, 0, 0) after a ".0" suffix is dropped; a prefix (0x, 0o, 0) is read as its base.
  const s = v.replace(/^([+-]?\d+)\.0*$/, '$1');
  const m = /^([+-]?)(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO]?[0-7]+|0|[1-9]\d*)$/.exec(s);
  if (m === null) return 0n;
  const digits = /^0[0-7]/.test(m[2]!) ? `0o${m[2]!.slice(1)}` : m[2]!;
  return m[1] === '-' ? -BigInt(digits) : BigInt(digits);
}

const FUNCS: Readonly<Record<string, Func>> = {
  // text/template builtins (funcs.go); sprig's slice replaces text/template's.
  eq: f(['a', 'a...'], eq),
  ne: f(['a', 'a'], (a: GoValue, b: GoValue) => !eq(a, b)),
  lt: f(['a', 'a'], lt),
  le: f(['a', 'a'], (a: GoValue, b: GoValue) => lt(a, b) || eq(a, b)),
  gt: f(['a', 'a'], (a: GoValue, b: GoValue) => !lt(a, b) && !eq(a, b)),
  ge: f(['a', 'a'], (a: GoValue, b: GoValue) => !lt(a, b)),
  not: f(['a'], (a: GoValue) => !truth(a)),
  len: f(['a'], (v: GoValue) => {
    if (typeof v === 'string') return BigInt(byteLength(v));
    if (isList(v)) return BigInt(v.length);
    if (typeof v === 'object' && v !== null) return BigInt(Object.keys(v).length);
    throw new GoTemplateError(v === null || v === undefined ? 'len of nil pointer' : `len of type ${typeName(v)}`);
  }),
  index: f(['a', 'a...'], index),
  print: f(['a...'], (...a: GoValue[]) => sprint(a)),
  printf: f(['s', 'a...'], (format: string, ...a: GoValue[]) => sprintf(format, a)),
  // sprig strings.go, defaults.go, list.go, dict.go, regex.go, crypto.go, numeric.go, conversion.go
  lower: f(['s'], lower),
  upper: f(['s'], upper),
  title: f(['s'], title),
  trim: f(['s'], (s: string) => s.replace(/^[\s\u0085]+|[\s\u0085]+$/gu, '')),
  trimPrefix: f(['s', 's'], (a: string, b: string) => (b.startsWith(a) ? b.slice(a.length) : b)),
  trimSuffix: f(['s', 's'], (a: string, b: string) => (a !== '' && b.endsWith(a) ? b.slice(0, -a.length) : b)),
  trimAll: f(['s', 's'], (cut: string, s: string) => {
    const set = new Set(cut);
    const cs = [...s];
    let a = 0;
    let b = cs.length;
    while (a < b && set.has(cs[a]!)) a++;
    while (b > a && set.has(cs[b - 1]!)) b--;
    return cs.slice(a, b).join('');
  }),
  replace: f(['s', 's', 's'], (old: string, repl: string, src: string) => (old === '' ? [...src].join(repl).replace(/^|$/g, repl) : src.split(old).join(repl))),
  default: f(['a', 'a...'], (d: GoValue, ...given: GoValue[]) => (given.length === 0 || empty(given[0]) ? d : given[0])),
  empty: f(['a'], empty),
  coalesce: f(['a...'], (...v: GoValue[]) => v.find((x) => !empty(x)) ?? null),
  ternary: f(['a', 'a', 'b'], (t: GoValue, e: GoValue, c: boolean) => (c ? t : e)),
  quote: f(['a...'], (...v: GoValue[]) => v.flatMap((x) => (x === null || x === undefined ? [] : [goQuote(strval(x))])).join(' ')),
  squote: f(['a...'], (...v: GoValue[]) => v.flatMap((x) => (x === null || x === undefined ? [] : [`'${strval(x)}'`])).join(' ')),
  cat: f(['a...'], (...v: GoValue[]) =>
    v
      .filter((x) => x !== null && x !== undefined)
      .map(formatValue)
      .join(' '),
  ),
  contains: f(['s', 's'], (sub: string, s: string) => s.includes(sub)),
  hasPrefix: f(['s', 's'], (p: string, s: string) => s.startsWith(p)),
  hasSuffix: f(['s', 's'], (p: string, s: string) => s.endsWith(p)),
  split: f(['s', 's'], (sep: string, s: string) => Object.fromEntries(goSplit(s, sep).map((p, i) => [`_${i}`, p]))),
  splitList: f(['s', 's'], (sep: string, s: string) => goSplit(s, sep)),
  join: f(['s', 'a'], (sep: string, v: GoValue) =>
    (isList(v) ? v.filter((x: GoValue) => x !== null && x !== undefined).map(strval) : v === null || v === undefined ? [] : [strval(v)]).join(sep),
  ),
  first: f(['a'], (v: GoValue) => asList(v, 'first')[0] ?? null),
  last: f(['a'], (v: GoValue) => asList(v, 'last').at(-1) ?? null),
  // sprig's mustInitial / mustRest: a nil []interface{} for an empty list, which prints "[]".
  initial: f(['a'], (v: GoValue) => asList(v, 'initial').slice(0, -1)),
  rest: f(['a'], (v: GoValue) => asList(v, 'rest').slice(1)),
  slice: f(['a', 'a...'], (v: GoValue, ...at: GoValue[]) => {
    if (!isList(v)) throw new GoTemplateError(`list should be type of slice or array but ${typeName(v)}`);
    const l: readonly GoValue[] = v;
    if (l.length === 0) return null;
    const [from, to] = [at.length > 0 ? Number(toInt(at[0])) : 0, at.length > 1 ? Number(toInt(at[1])) : l.length];
    if (from < 0 || to > l.length || from > to) throw new GoTemplateError('slice bounds out of range');
    return l.slice(from, to);
  }),
  list: f(['a...'], (...v: GoValue[]) => v.map((x) => x ?? null)),
  dict: f(['a...'], (...v: GoValue[]) => {
    const out: Record<string, GoValue> = {};
    for (let i = 0; i < v.length; i += 2) out[strval(v[i])] = i + 1 < v.length ? (v[i + 1] ?? null) : '';
    return out;
  }),
  get: f(['m', 's'], (m: Record<string, GoValue>, k: string) => (Object.hasOwn(m, k) ? (m[k] ?? null) : '')),
  hasKey: f(['m', 's'], (m: Record<string, GoValue>, k: string) => Object.hasOwn(m, k)),
  base: f(['s'], (s: string) => (s === '' ? '.' : (s.replace(/\/+$/, '').split('/').at(-1) ?? '') || '/')),
  dir: f(['s'], (s: string) => clean(s.slice(0, s.lastIndexOf('/') + 1))),
  clean: f(['s'], clean),
  trunc: f(['i', 's'], (c: bigint, s: string) => {
    const n = Number(c);
    const len = byteLength(s);
    if (n < 0 && len + n > 0) return bytes(s, len + n);
    return n >= 0 && len > n ? bytes(s, 0, n) : s;
  }),
  substr: f(['i', 'i', 's'], (start: bigint, end: bigint, s: string) => {
    const [a, b] = [Number(start), Number(end)];
    if (a < 0) return bytes(s, 0, b);
    if (b < 0 || b > byteLength(s)) return bytes(s, a);
    return bytes(s, a, b);
  }),
  repeat: f(['i', 's'], (n: bigint, s: string) => {
    if (n < 0n) throw new GoTemplateError('error calling repeat: strings: negative Repeat count');
    checkSize(n * BigInt(s.length), 'a repeat');
    return s.repeat(Number(n));
  }),
  toString: f(['a'], strval),
  atoi: f(['s'], (s: string) => (/^[+-]?\d+$/.test(s) ? BigInt(s) : 0n)),
  int: f(['a'], toInt),
  kebabcase: f(['s'], (s: string) => connectWords(s, '-')),
  snakecase: f(['s'], (s: string) => connectWords(s, '_')),
  camelcase: f(['s'], camelcase),
  regexReplaceAll: f(['s', 's', 's'], regexReplaceAll),
  regexMatch: f(['s', 's'], (re: string, s: string) => goRegExp(re, s).test(s)),
  sha256sum: f(['s'], (s: string) => createHash('sha256').update(s).digest('hex')),
  b64enc: f(['s'], (s: string) => Buffer.from(s).toString('base64')),
  toJson: f(['a'], toJson),
  // Argo CD's own (utils.go init)
  toYaml: f(['a'], toYaml),
  normalize: f(['s'], sanitizeName),
  slugify: f(['a...'], slugify),
};

/** strings.Split: an empty separator splits into runes. */
function goSplit(s: string, sep: string): string[] {
  return sep === '' ? [...s] : s.split(sep);
}

export function isFunction(name: string): boolean {
  return Object.hasOwn(FUNCS, name) || name === 'and' || name === 'or';
}

/** A function called with its arguments, each checked against its Go parameter type; `literal` holds a constant argument's text. */
export function callFunction(name: string, args: readonly GoValue[], literal: readonly (string | undefined)[], source: string): GoValue {
  const fn = FUNCS[name];
  if (fn === undefined) throw new GoTemplateUnsupported(`the function ${name}`, source);
  const variadic = fn.params.at(-1)?.endsWith('...') === true;
  const fixed = variadic ? fn.params.length - 1 : fn.params.length;
  if (variadic ? args.length < fixed : args.length !== fixed)
    throw new GoTemplateError(`wrong number of args for ${name}: want ${variadic ? 'at least ' : ''}${fixed} got ${args.length}`);
  args.forEach((a, i) => {
    check(fn.params[Math.min(i, fn.params.length - 1)]!.replace('...', '') as Param, a, literal[i]);
  });
  try {
    return (fn.call as unknown as (...a: readonly GoValue[]) => GoValue)(
      ...args.map((a, i) => (literal[i] !== undefined && fn.params[i] === 'i' ? toInt(a) : a)),
    );
  } catch (e) {
    if (e instanceof GoTemplateError) throw e;
    throw new GoTemplateError(`error calling ${name}: ${String(e)}`);
  }
}

/** validateType / evalArg: a string, int, bool or map parameter takes that type only; a literal int may be written 3.0. */
function check(param: Param, v: GoValue, literal: string | undefined): void {
  const ok =
    param === 'a' ||
    (param === 's' && typeof v === 'string') ||
    (param === 'i' && (typeof v === 'bigint' || (literal !== undefined && typeof v === 'number' && Number.isInteger(v)))) ||
    (param === 'b' && typeof v === 'boolean') ||
    (param === 'm' && typeof v === 'object' && v !== null && !isList(v));
  if (ok) return;
  const want = { s: 'string', i: 'int', b: 'bool', m: 'map[string]interface {}', a: '' }[param];
  if (literal !== undefined) throw new GoTemplateError(`expected ${want}; found ${literal}`);
  if (v === null || v === undefined) throw new GoTemplateError(`invalid value; expected ${want}`);
  throw new GoTemplateError(`wrong type for value; expected ${want}; got ${typeName(v)}`);
}
