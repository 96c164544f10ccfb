/**
 * A strict JSON scanner (RFC 8259) over a string or an ASCII file's bytes, iterative so deep
 * nesting cannot overflow the stack: load/json.ts finds positions with it, load/json-pieces.ts
 * checks the members around a List's items.
 */
import type { TextLike } from '../core/ascii-bytes.ts';

export const TAB = 0x09;
export const LF = 0x0a;
export const CR = 0x0d;
export const SPACE = 0x20;
export const QUOTE = 0x22;
export const COMMA = 0x2c;
export const MINUS = 0x2d;
export const DOT = 0x2e;
export const ZERO = 0x30;
export const NINE = 0x39;
export const COLON = 0x3a;
export const OPEN_BRACKET = 0x5b;
export const BACKSLASH = 0x5c;
export const CLOSE_BRACKET = 0x5d;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;

export class ScanError extends Error {
  constructor(readonly offset: number) {
    super(`invalid JSON at offset ${offset}`);
  }
}

export class Scanner {
  constructor(private readonly text: TextLike) {}

  skipWs(i: number): number {
    const { text } = this;
    for (let c = text.charCodeAt(i); c === SPACE || c === LF || c === CR || c === TAB; c = text.charCodeAt(++i));
    return i;
  }

  expect(i: number, char: number): number {
    if (this.text.charCodeAt(i) !== char) throw new ScanError(i);
    return i + 1;
  }

  /** `i` at the opening quote; returns the offset after the closing quote. */
  scanString(i: number): number {
    const { text } = this;
    i = this.expect(i, QUOTE);
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) return i + 1;
      if (Number.isNaN(c) || c < SPACE) throw new ScanError(i);
      if (c !== BACKSLASH) {
        i++;
        continue;
      }
      const e = text.charAt(i + 1);
      if (e === 'u') {
        for (let k = i + 2; k < i + 6; k++) {
          if (!/[0-9a-fA-F]/.test(text.charAt(k))) throw new ScanError(k);
        }
        i += 6;
      } else if (e !== '' && '"\\/bfnrt'.includes(e)) {
        i += 2;
      } else {
        throw new ScanError(i + 1);
      }
    }
  }

  private digits(i: number): number {
    const start = i;
    for (let c = this.text.charCodeAt(i); c >= ZERO && c <= NINE; c = this.text.charCodeAt(++i));
    if (i === start) throw new ScanError(i);
    return i;
  }

  scanNumber(i: number): number {
    const { text } = this;
    if (text.charCodeAt(i) === MINUS) i++;
    i = text.charCodeAt(i) === ZERO ? i + 1 : this.digits(i);
    if (text.charCodeAt(i) === DOT) i = this.digits(i + 1);
    const e = text.charAt(i);
    if (e === 'e' || e === 'E') {
      i++;
      const sign = text.charAt(i);
      if (sign === '+' || sign === '-') i++;
      i = this.digits(i);
    }
    return i;
  }

  scanScalar(i: number): number {
    const { text } = this;
    const c = text.charCodeAt(i);
    if (c === QUOTE) return this.scanString(i);
    if (c === MINUS || (c >= ZERO && c <= NINE)) return this.scanNumber(i);
    const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : '';
    for (let k = 0; k < word.length; k++) {
      if (text.charCodeAt(i + k) !== word.charCodeAt(k)) throw new ScanError(i + k);
    }
    if (word === '') throw new ScanError(i);
    return i + word.length;
  }

  /** `i` at the first character of a value; returns the offset just after it. */
  skipValue(i: number): number {
    const { text } = this;
    const open: boolean[] = []; // true for an object, false for an array
    for (;;) {
      // 1) A value starts at i.
      const c = text.charCodeAt(i);
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        const isObject = c === OPEN_BRACE;
        i = this.skipWs(i + 1);
        if (text.charCodeAt(i) !== (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
          open.push(isObject);
          i = isObject ? this.skipWs(this.keyAndColon(i)) : i;
          continue;
        }
        i++;
      } else {
        i = this.scanScalar(i);
      }
      // 2) After a value: close finished containers, or step to the next member.
      for (;;) {
        if (open.length === 0) return i;
        const isObject = open.at(-1)!;
        i = this.skipWs(i);
        const next = text.charCodeAt(i);
        if (next === COMMA) {
          i = this.skipWs(i + 1);
          i = isObject ? this.skipWs(this.keyAndColon(i)) : i;
          break;
        }
        if (next !== (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) throw new ScanError(i);
        open.pop();
        i++;
      }
    }
  }

  /**
   * skipValue for text JSON.parse has already accepted: no checks, strings jumped over with
   * indexOf, only brackets counted. Several times faster on the items of a large List.
   * -1 when the value goes on past `limit` (an offset: a small integer keeps the loop's test cheap).
   */
  skipValidValue(i: number, limit = this.text.length): number {
    const { text } = this;
    const first = text.charCodeAt(i);
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return this.scanScalar(i);
    let depth = 0;
    for (let k = i; k < text.length; k++) {
      if (k > limit) return -1;
      const c = text.charCodeAt(k);
      if (c === QUOTE) k = this.validStringEnd(k) - 1;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return k + 1;
    }
    throw new ScanError(text.length);
  }

  /** `i` at the opening quote of a valid string; the offset after its closing quote. */
  private validStringEnd(i: number): number {
    const { text } = this;
    for (let k = text.indexOf('"', i + 1); k >= 0; k = text.indexOf('"', k + 1)) {
      if (backslashesBefore(text, k) % 2 === 0) return k + 1;
    }
    throw new ScanError(text.length);
  }

  private keyAndColon(i: number): number {
    return this.expect(this.skipWs(this.scanString(i)), COLON);
  }
}

/** The number of backslashes just before offset `k`. */
export function backslashesBefore(text: TextLike, k: number): number {
  let n = 0;
  while (text.charCodeAt(k - 1 - n) === BACKSLASH) n++;
  return n;
}
