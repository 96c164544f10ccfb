/**
 * The functions an ApplicationSet's Go template calls (argo-cd applicationset/utils/utils.go
 * init: text/template's builtins, sprig.GenericFuncMap() without env, expandenv and
 * getHostByName, with normalize, slugify, toYaml of template_functions.go), the ones evaluated
 * here; and Go's fmt formatting of values (%v, printf). Arguments are checked as text/template
 * checks them against a Go function's parameter types (exec.go evalArg, validateType).
 */
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { GoTemplateError, GoTemplateUnsupported, sortedKeys } from './go-template.ts';

/** A Go value as a template sees it: string, float64 (number), int (bigint), bool, nil (null; undefined a missing key), []any, map[string]any. */
export type GoValue = string | number | bigint | boolean | null | undefined | readonly GoValue[] | { readonly [k: string]: GoValue };

/** A parameter's Go type: string, int, bool, any (interface{}), map[string]interface{}. */
type Param = 's' | 'i' | 'b' | 'a' | 'm';
interface Func {
  /** Parameter types; a last one ending "..." is variadic. */
  readonly params: readonly string[];
  readonly call: (...args: never) => GoValue;
}

const f = (params: readonly string[], call: (...args: never) => GoValue): Func => ({ params, call });

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
function sprint(args: readonly GoValue[]): string {
  return args.map((a, i) => (i > 0 && typeof a !== 'string' && typeof args[i - 1] !== 'string' ? ' ' : '') + formatValue(a)).join('');
}

/** strconv.Quote for printable text: the escapes Go writes. */
function goQuote(s: string): string {
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
  const pad = width - [...s].length;
  if (flags.includes('-')) return s + ' '.repeat(pad);
  if (flags.includes('0') && verb !== 's' && verb !== 'q' && /^[+-]/.test(s)) return s[0]! + '0'.repeat(pad) + s.slice(1);
  return (flags.includes('0') ? '0' : ' ').repeat(pad) + s;
}

/** fmt.Sprintf for flags "-+0", a width and a precision, and the verbs v s q d t f x X; a missing operand is %!verb(MISSING), an extra one %!(EXTRA type=value). */
function sprintf(format: string, args: readonly GoValue[]): string {
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

/** strings.Title: the first letter of each word upper case; any ASCII other than a letter, digit or "_" separates words. */
function title(s: string): string {
  let prev = ' ';
  return [...s]
    .map((c) => {
      const separator = /[\p{L}\p{N}_]/u.test(prev) ? false : /[\x00-\x7f]/.test(prev) || /\s/u.test(prev);
      prev = c;
      return separator ? upperRune(c) : c;
    })
    .join('');
}

/** unicode.ToUpper / ToLower, one rune for one (JavaScript's may make two: "ß" stays). */
const upperRune = (c: string): string => ([...c.toUpperCase()].length === 1 ? c.toUpperCase() : c);
const lowerRune = (c: string): string => ([...c.toLowerCase()].length === 1 ? c.toLowerCase() : c);
const upper = (s: string): string => [...s].map(upperRune).join('');
const lower = (s: string): string => [...s].map(lowerRune).join('');

/** A string's bytes [from, to), as Go slices a string. */
const bytes = (s: string, from: number, to?: number): string => Buffer.from(s).subarray(from, to).toString();
const byteLength = (s: string): number => Buffer.byteLength(s);

/** SanitizeName (template_functions.go): lower case, [-a-z0-9.] only, at most 253 bytes, no "-" or "." at the ends. */
export function sanitizeName(name: string): string {
  return bytes(lower(name).replace(/[^-a-z0-9.]/g, '-'), 0, 253).replace(/^[-.]+|[-.]+$/g, '');
}

/** SlugifyName (utils.go): gosimple/slug's Make of the sanitized name, at most maxSize long, cut at a "-" when smart. */
function slugify(...args: GoValue[]): string {
  const name = args.at(-1);
  const max = args.length > 1 ? args[0] : 50n;
  const smart = args.length > 2 ? args[1] : true;
  if (typeof name !== 'string' || typeof max !== 'bigint' || typeof smart !== 'boolean' || args.length > 3)
    throw new GoTemplateError("bad 'slugify' arguments");
  const size = Number(max);
  let slug = sanitizeName(name);
  if (!smart && slug.length >= size) slug = slug.slice(0, size);
  slug = slug
    .replace(/[^a-zA-Z0-9_-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  if (size <= 0 || !smart || slug.length <= size) return slug;
  const cut = slug.lastIndexOf('-', size);
  return cut >= 0 ? slug.slice(0, cut) : slug.slice(0, size);
}

/** sprig's list functions take any list (reflect), refusing what is not one. */
function asList(v: GoValue, fn: string): readonly GoValue[] {
  if (isList(v)) return v;
  throw new GoTemplateError(`Cannot find ${fn} on type ${typeName(v)}`);
}

/** Go's regexp (RE2) as a JavaScript RegExp: the syntax both read alike; what differs is refused. */
function goRegExp(pattern: string): RegExp {
  if (/\(\?[^:P]|\\[pPzQEC]|\[\[:/.test(pattern)) throw new GoTemplateUnsupported(`the regular expression ${JSON.stringify(pattern)}`);
  try {
    return new RegExp(pattern.replace(/\(\?P</g, '(?<'), 'gu');
  } catch {
    throw new GoTemplateError(`error parsing regexp: ${pattern}`);
  }
}

/** regexp.ReplaceAllString: "$name" or "${name}" in `repl` is a group (the longest name of letters, digits, "_"), an unknown one empty. */
function regexReplaceAll(pattern: string, s: string, repl: string): string {
  return s.replace(goRegExp(pattern), (...m: unknown[]) => {
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

/** path.Clean: "." and ".." elements resolved, one "/" between elements, "." for nothing. */
function clean(p: string): string {
  const rooted = p.startsWith('/');
  const out: string[] = [];
  for (const e of p.split('/')) {
    if (e === '' || e === '.') continue;
    if (e === '..' && out.length > 0 && out.at(-1) !== '..') out.pop();
    else if (e !== '..' || !rooted) out.push(e);
  }
  const joined = (rooted ? '/' : '') + out.join('/');
  return joined === '' ? '.' : joined;
}

type WordKind = 'invalid' | 'connector' | 'punct' | 'upper' | 'alpha' | 'number' | 'other';
interface Word {
  readonly kind: WordKind;
  readonly word: string;
}

/** xstrings nextWord over ASCII text: connectors (-, _, space), punctuation, a capitalised or upper-case word, a lower-case word, a number, anything else. */
function words(s: string): Word[] {
  if (/[^\x00-\x7f]/.test(s)) throw new GoTemplateUnsupported('a case conversion of text other than ASCII');
  const punct = `!"#%&'()*,./:;?@\\[\\]{}`;
  const re = new RegExp(`([-_\\s]+)|([${punct}][${punct}_-]*)|([A-Z](?:[A-Z]*(?![a-z])|[a-z]*))|([a-z]+)|(\\d+)|([^-_\\sA-Za-z\\d${punct}]+)`, 'y');
  const kinds = ['connector', 'punct', 'upper', 'alpha', 'number', 'other'] as const;
  const out: Word[] = [];
  for (let m = re.exec(s); m !== null && m[0] !== ''; m = re.exec(s)) out.push({ kind: kinds[m.slice(1).findIndex((g) => g !== undefined)]!, word: m[0] });
  return out;
}

/** xstrings camelCaseToLowerCase (sprig's kebabcase, snakecase): words lower case, joined by `connector`, a number kept with the word around it. */
function connectWords(s: string, connector: string): string {
  const ws = words(s);
  let i = 0;
  const nextWord = (): Word => ws[i++] ?? { kind: 'invalid', word: '' };
  const low = (w: Word): string => (w.kind === 'upper' || w.kind === 'connector' ? w.word.replace(/[-_\s]/g, connector).toLowerCase() : w.word);
  let out = '';
  let w = nextWord();
  while (i < ws.length) {
    if (w.kind !== 'connector') out += low(w);
    const prev = w;
    w = nextWord();
    if (prev.kind === 'number') {
      while (w.kind === 'alpha' || w.kind === 'number') {
        out += low(w);
        w = nextWord();
      }
      if (w.kind !== 'invalid' && w.kind !== 'punct' && w.kind !== 'connector') out += connector;
    } else if (prev.kind === 'connector') out += low(prev);
    else if (prev.kind !== 'punct') {
      if (w.kind !== 'number') {
        if (w.kind !== 'connector' && w.kind !== 'punct') out += connector;
        continue;
      }
      if (i >= ws.length) continue;
      const last = w;
      w = nextWord();
      if (w.kind !== 'alpha') {
        out += last.word;
        if (w.kind !== 'connector' && w.kind !== 'punct') out += connector;
        continue;
      }
      out += connector + last.word;
      while (w.kind === 'alpha' || w.kind === 'number') {
        out += low(w);
        w = nextWord();
      }
      if (w.kind !== 'invalid' && w.kind !== 'connector' && w.kind !== 'punct') out += connector;
    }
  }
  return out + low(w);
}

/** xstrings toCamelCase with isBig (sprig's camelcase): connectors dropped, the rune after each upper case, an upper-case run after it lower case. */
function camelcase(s: string): string {
  const isConnector = (c: string): boolean => /^[-_\s\u0085]$/u.test(c);
  const isUpper = (c: string): boolean => /^\p{Lu}$/u.test(c);
  const cs = [...s];
  let out = '';
  let i = 0;
  let r0 = '';
  let firstUpper = false;
  while (i < cs.length) {
    r0 = cs[i++]!;
    if (!isConnector(r0)) {
      firstUpper = isUpper(r0);
      r0 = upperRune(r0);
      break;
    }
    out += r0;
  }
  if (i >= cs.length) return cs.length > 0 ? out + r0 : '';
  while (i < cs.length) {
    const r1 = r0;
    r0 = cs[i++]!;
    if (isConnector(r0) && isConnector(r1)) {
      out += r1;
      continue;
    }
    if (isConnector(r1)) {
      firstUpper = isUpper(r0);
      r0 = upperRune(r0);
    } else {
      if (firstUpper) {
        if (isUpper(r0)) r0 = lowerRune(r0);
        else firstUpper = false;
      }
      out += r1;
    }
  }
  return out + r0;
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
  repeat: f(['i', 's'], (n: bigint, s: string) => s.repeat(Number(n))),
  toString: f(['a'], strval),
  atoi: f(['s'], (s: string) => (/^[+-]?\d+$/.test(s) ? BigInt(s) : 0n)),
  int: f(['a'], toInt),
  kebabcase: f(['s'], (s: string) => connectWords(s, '-')),
  snakecase: f(['s'], (s: string) => connectWords(s, '_')),
  camelcase: f(['s'], camelcase),
  regexReplaceAll: f(['s', 's', 's'], regexReplaceAll),
  regexMatch: f(['s', 's'], (re: string, s: string) => goRegExp(re).test(s)),
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
