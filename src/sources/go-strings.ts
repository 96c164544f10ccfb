/**
 * The string functions of sprig and Argo CD an ApplicationSet's template calls that are more
 * than a line (go-template-funcs.ts): strings.Title, case conversion rune by rune, byte slicing,
 * path.Clean, Argo CD's normalize (SanitizeName) and slugify, and xstrings' word splitting behind
 * kebabcase, snakecase and camelcase.
 */
import { GoTemplateError, GoTemplateUnsupported, type GoValue } from './go-value.ts';

/** strings.Title: the first letter of each word upper case; any ASCII other than a letter, digit or "_" separates words. */
export function title(s: string): string {
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
export const upper = (s: string): string => [...s].map(upperRune).join('');
export const lower = (s: string): string => [...s].map(lowerRune).join('');

/** A string's bytes [from, to), as Go slices a string. */
export const bytes = (s: string, from: number, to?: number): string => Buffer.from(s).subarray(from, to).toString();
export const byteLength = (s: string): number => Buffer.byteLength(s);

/** SanitizeName (template_functions.go): lower case, [-a-z0-9.] only, at most 253 bytes, no "-" or "." at the ends. */
export function sanitizeName(name: string): string {
  return bytes(lower(name).replace(/[^-a-z0-9.]/g, '-'), 0, 253).replace(/^[-.]+|[-.]+$/g, '');
}

/** SlugifyName (utils.go): gosimple/slug's Make of the sanitized name, at most maxSize long, cut at a "-" when smart. */
export function slugify(...args: GoValue[]): string {
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

/** path.Clean: "." and ".." elements resolved, one "/" between elements, "." for nothing. */
export function clean(p: string): string {
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
export function connectWords(s: string, connector: string): string {
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
export function camelcase(s: string): string {
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
