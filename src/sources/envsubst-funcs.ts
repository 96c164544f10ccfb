/**
 * The functions of Flux's post-build substitution, `${VAR<op>args}`, as fluxcd/pkg envsubst
 * applies them (funcs.go lookupFunc; path/match.go, where `*` also matches `/`), on bytes as
 * Go strings are (toBytes); case mapping and reversing go by characters.
 *
 * Upstream: fluxcd/pkg envsubst/funcs.go, envsubst/path/match.go (envsubst v1.7.0).
 */

/** A substitution function: the variable's value and the arguments, evaluated. */
export type SubstituteFunc = (value: string, args: readonly string[]) => string;

/** Thrown where upstream panics (a substring whose end lies before its start): the build fails. */
export class SubstitutionRangeError extends Error {}

/** Thrown where the result is no UTF-8 (a cut inside a character): YAMLToJSON then fails the build. */
export class SubstitutionUtf8Error extends Error {}

/**
 * Values are Go strings, bytes: here a "binary" JS string, one character per byte, so that
 * slicing, searching and replacing count bytes as upstream does, and a cut inside a character
 * stays as it is until the end (toBytes, fromBytes).
 */
export const toBytes = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text; SubstitutionUtf8Error where they are no UTF-8. */
export function fromBytes(b: string): string {
  try {
    return strictUtf8.decode(Buffer.from(b, 'latin1'));
  } catch {
    throw new SubstitutionUtf8Error('the result is not UTF-8: a substring or pattern cut a character in two');
  }
}

/** The characters of bytes `b` as Go ranges over a string: each byte that starts none is U+FFFD of width 1. */
function goRunes(b: string): { r: number; width: number }[] {
  const bytes = Buffer.from(b, 'latin1');
  const out: { r: number; width: number }[] = [];
  for (let i = 0; i < bytes.length;) {
    const [r, width] = decodeRune(bytes, i);
    out.push({ r, width });
    i += width;
  }
  return out;
}

const runeBytes = (r: number): string => toBytes(String.fromCodePoint(r));

/** strconv.Atoi: an optional sign and decimal digits, within 64 bits; undefined where it errs. */
function atoi(s: string): number | undefined {
  if (!/^[+-]?[0-9]+$/.test(s)) return undefined;
  const n = BigInt(s);
  return n > 9223372036854775807n || n < -9223372036854775808n ? undefined : Number(n);
}

/**
 * The Greek letters with ypogegrammeni whose simple upper case is one character (ᾳ to ᾼ) where
 * the full one JavaScript gives is two (ΑΙ): UnicodeData's simple uppercase mapping.
 */
function ypogegrammeniUpper(r: number): number | undefined {
  if ((r >= 0x1f80 && r <= 0x1f87) || (r >= 0x1f90 && r <= 0x1f97) || (r >= 0x1fa0 && r <= 0x1fa7)) return r + 8;
  if (r === 0x1fb3 || r === 0x1fc3 || r === 0x1ff3) return r + 9;
  return undefined;
}

/** unicode.ToLower / ToUpper of one character: its simple mapping, never several characters. */
function mapRune(r: number, upper: boolean): number {
  const c = String.fromCodePoint(r);
  const mapped = [...(upper ? c.toUpperCase() : c.toLowerCase())];
  if (mapped.length === 1) return mapped[0]!.codePointAt(0)!;
  // A full mapping of several characters (İ, ß, ᾳ): lower case keeps its first (i); upper case
  // the simple mapping where there is one (ᾼ), else none.
  return upper ? (ypogegrammeniUpper(r) ?? r) : mapped[0]!.codePointAt(0)!;
}

/** strings.ToLower / ToUpper: each character mapped (an invalid byte becomes U+FFFD). */
const mapAll = (b: string, upper: boolean): string =>
  goRunes(b)
    .map(({ r }) => runeBytes(mapRune(r, upper)))
    .join('');

/** The first character mapped, the rest as it is. */
function mapFirst(b: string, upper: boolean): string {
  if (b === '') return b;
  const [first] = goRunes(b.slice(0, 4));
  return runeBytes(mapRune(first!.r, upper)) + b.slice(first!.width);
}

/** ${VAR:offset} and ${VAR:offset:length}, in bytes; the value itself where a number does not parse. */
function toSubstr(s: string, args: readonly string[]): string {
  let pos = atoi(args[0] ?? '');
  if (pos === undefined) return s;
  if (pos < 0) pos = Math.max(0, s.length + pos);
  if (args.length === 1) return pos < s.length ? s.slice(pos) : '';
  const length = atoi(args[1]!);
  if (length === undefined) return s;
  if (pos + length >= s.length) return pos < s.length ? s.slice(pos) : '';
  if (length < 0) throw new SubstitutionRangeError(`slice bounds out of range [${pos}:${pos + length}]`);
  return s.slice(pos, pos + length);
}

/** strings.Replace(s, old, new, n): an empty `old` matches before each character and at the end. */
function replace(s: string, old: string, replacement: string, all: boolean): string {
  if (old !== '') return all ? s.split(old).join(replacement) : s.replace(old, () => replacement);
  if (!all) return replacement + s;
  let out = replacement;
  let at = 0;
  for (const { width } of goRunes(s)) {
    out += s.slice(at, at + width) + replacement;
    at += width;
  }
  return out;
}

/** path.Match's error: the pattern is malformed where matching reached. */
class BadPattern extends Error {}

/** One code point of UTF-8 `b` at `i` and its width; an invalid byte is U+FFFD of width 1, as utf8.DecodeRune. */
function decodeRune(b: Uint8Array, i: number): [number, number] {
  const c = b[i]!;
  if (c < 0x80) return [c, 1];
  const width = c >= 0xf8 ? 0 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 ? 2 : 0;
  if (width === 0 || i + width > b.length) return [0xfffd, 1];
  try {
    return [strictUtf8.decode(b.subarray(i, i + width)).codePointAt(0)!, width];
  } catch {
    return [0xfffd, 1];
  }
}

/** A chunk of the pattern: whether stars led it, the chunk, where the rest starts. */
function scanChunk(p: Uint8Array, from: number): { star: boolean; start: number; end: number } {
  let i = from;
  let star = false;
  while (i < p.length && p[i] === 0x2a) {
    i++;
    star = true;
  }
  const start = i;
  let inRange = false;
  for (; i < p.length; i++) {
    const c = p[i];
    if (c === 0x5c) {
      if (i + 1 < p.length) i++;
    } else if (c === 0x5b) inRange = true;
    else if (c === 0x5d) inRange = false;
    else if (c === 0x2a && !inRange) break;
  }
  return { star, start, end: i };
}

/** A range character, `\`-escaped or not; where the chunk goes on. */
function rangeChar(chunk: Uint8Array, i: number): [number, number] {
  if (i >= chunk.length || chunk[i] === 0x2d || chunk[i] === 0x5d) throw new BadPattern();
  if (chunk[i] === 0x5c && ++i >= chunk.length) throw new BadPattern();
  const [r, n] = decodeRune(chunk, i);
  if ((r === 0xfffd && n === 1) || i + n >= chunk.length) throw new BadPattern();
  return [r, i + n];
}

/** Where `s` goes on after `chunk` matches its start, or undefined. */
function matchChunk(chunk: Uint8Array, s: Uint8Array, si: number): number | undefined {
  let ci = 0;
  while (ci < chunk.length) {
    if (si >= s.length) return undefined;
    const c = chunk[ci]!;
    if (c === 0x5b) {
      const [r, n] = decodeRune(s, si);
      si += n;
      ci++;
      const negated = ci < chunk.length && chunk[ci] === 0x5e;
      if (negated) ci++;
      let match = false;
      for (let ranges = 0; ; ranges++) {
        if (ci < chunk.length && chunk[ci] === 0x5d && ranges > 0) {
          ci++;
          break;
        }
        const [lo, afterLo] = rangeChar(chunk, ci);
        let hi = lo;
        ci = afterLo;
        if (chunk[ci] === 0x2d) [hi, ci] = rangeChar(chunk, ci + 1);
        if (lo <= r && r <= hi) match = true;
      }
      if (match === negated) return undefined;
    } else if (c === 0x3f) {
      si += decodeRune(s, si)[1];
      ci++;
    } else {
      if (c === 0x5c && ++ci >= chunk.length) throw new BadPattern();
      if (chunk[ci] !== s[si]) return undefined;
      si++;
      ci++;
    }
  }
  return si;
}

/** fluxcd/pkg envsubst/path Match: `*` any bytes (`/` too), `?` one character, `[…]` a range, `\` an escape. */
function match(pattern: Uint8Array, name: Uint8Array): boolean {
  let pi = 0;
  let ni = 0;
  patterns: while (pi < pattern.length) {
    const { star, start, end } = scanChunk(pattern, pi);
    pi = end;
    const chunk = pattern.subarray(start, end);
    if (star && chunk.length === 0) return true;
    let caught: BadPattern | undefined;
    let rest: number | undefined;
    try {
      rest = matchChunk(chunk, name, ni);
    } catch (err) {
      if (!(err instanceof BadPattern)) throw err;
      caught = err;
    }
    if (rest !== undefined && (rest === name.length || pi < pattern.length)) {
      ni = rest;
      continue;
    }
    if (caught !== undefined) throw caught;
    if (star)
      for (let i = ni; i < name.length; i++) {
        const t = matchChunk(chunk, name, i + 1);
        if (t !== undefined) {
          if (pi === pattern.length && t < name.length) continue;
          ni = t;
          continue patterns;
        }
      }
    return false;
  }
  return ni === name.length;
}

/** The prefix of `s` that `pattern` matches, shortest or longest; undefined when none or the pattern is bad. */
function matchingPrefix(s: Uint8Array, pattern: Uint8Array, longest: boolean): Uint8Array | undefined {
  let found: Uint8Array | undefined;
  try {
    for (let end = s.length; end > 0; end--) {
      if (!match(pattern, s.subarray(0, end))) continue;
      found = s.subarray(0, end);
      if (longest) break;
    }
  } catch (err) {
    if (err instanceof BadPattern) return undefined;
    throw err;
  }
  return found;
}

/** The value less the prefix the pattern matches (bytes). */
function trimPrefix(s: string, pattern: string, longest: boolean): string {
  const prefix = matchingPrefix(Buffer.from(s, 'latin1'), Buffer.from(pattern, 'latin1'), longest);
  return prefix === undefined ? s : s.slice(prefix.length);
}

/** Go's reverse: by characters, each invalid byte read as U+FFFD. */
const reverse = (b: string): string =>
  goRunes(b)
    .reverse()
    .map(({ r }) => runeBytes(r))
    .join('');

/** The suffix variants reverse the value and the pattern, as upstream does. */
const trimSuffix = (s: string, pattern: string, longest: boolean): string => reverse(trimPrefix(reverse(s), reverse(pattern), longest));

/** lookupFunc: the function for an operator with `args` arguments; any other operator gives the default. */
export function lookupFunc(op: string, args: number): SubstituteFunc {
  switch (op) {
    case ',':
      return (s) => mapFirst(s, false);
    case ',,':
      return (s) => mapAll(s, false);
    case '^':
      return (s) => mapFirst(s, true);
    case '^^':
      return (s) => mapAll(s, true);
    case '#':
      return args === 0 ? (s) => String(s.length) : (s, a) => (a.length === 0 ? s : trimPrefix(s, a[0]!, false));
    case '##':
      return (s, a) => (a.length === 0 ? s : trimPrefix(s, a[0]!, true));
    case '%':
      return (s, a) => (a.length === 0 ? s : trimSuffix(s, a[0]!, false));
    case '%%':
      return (s, a) => (a.length === 0 ? s : trimSuffix(s, a[0]!, true));
    case ':':
      return (s, a) => (a.length === 0 ? s : toSubstr(s, a));
    case '/#':
      return (s, a) => (a.length === 2 && s.startsWith(a[0]!) ? a[1]! + s.slice(a[0]!.length) : s);
    case '/%':
      return (s, a) => (a.length === 2 && s.endsWith(a[0]!) ? s.slice(0, s.length - a[0]!.length) + a[1]! : s);
    case '/':
      return (s, a) => (a.length === 0 ? s : replace(s, a[0]!, a[1] ?? '', false));
    case '//':
      return (s, a) => (a.length === 0 ? s : replace(s, a[0]!, a[1] ?? '', true));
    default:
      // toDefault: every other operator (`=`, `:=`, `:-`, `:?`, `:+`, none) is the value, or the arguments joined when it is empty.
      return (s, a) => (s === '' && a.length > 0 ? a.join('') : s);
  }
}
