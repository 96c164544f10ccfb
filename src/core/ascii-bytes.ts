/**
 * The bytes of an ASCII file read as its text, without decoding them into a string: a snapshot
 * of hundreds of megabytes decoded whole is a second copy of the file, and filling it costs as
 * much as a tenth of parsing it. Each byte is one character, so offsets are the string's.
 */

/** What the JSON scanner (load/json.ts) and LineIndex (core/source.ts) read of a text: a string satisfies it. */
export interface TextLike {
  readonly length: number;
  charCodeAt(index: number): number;
  charAt(index: number): string;
  indexOf(search: string, from?: number): number;
  lastIndexOf(search: string, from?: number): number;
  slice(start?: number, end?: number): string;
  startsWith(search: string, position?: number): boolean;
}

/** `bytes` as a TextLike, with String.prototype's results for every argument (the bytes must be ASCII). */
export class AsciiBytes implements TextLike {
  readonly length: number;

  constructor(readonly bytes: Buffer) {
    this.length = bytes.length;
  }

  charCodeAt(index: number): number {
    if (index >= 0 && index < this.length) return this.bytes[index | 0]!;
    // Past the ends, or NaN, which a string reads as 0; -0.5 is -0.
    const i = Math.trunc(index) || 0;
    return i >= 0 && i < this.length ? this.bytes[i]! : NaN;
  }

  charAt(index: number): string {
    const code = this.charCodeAt(index);
    return Number.isNaN(code) ? '' : String.fromCharCode(code);
  }

  indexOf(search: string, from = 0): number {
    const start = Math.min(Math.max(Math.trunc(from) || 0, 0), this.length);
    if (search === '') return start;
    if (!isAsciiString(search)) return -1;
    // One character by its code: Buffer searches a number several times faster than a string.
    return this.bytes.indexOf(search.length === 1 ? search.charCodeAt(0) : search, start, 'latin1');
  }

  lastIndexOf(search: string, from = Infinity): number {
    // Buffer counts a negative offset from the end; a string clamps it to 0.
    const start = Math.min(Math.max(Number.isNaN(from) ? Infinity : Math.trunc(from), 0), this.length - search.length);
    if (start < 0) return -1;
    if (search === '') return start;
    if (!isAsciiString(search)) return -1;
    return this.bytes.lastIndexOf(search.length === 1 ? search.charCodeAt(0) : search, start, 'latin1');
  }

  slice(start = 0, end = this.length): string {
    const from = clampIndex(start, this.length);
    const to = clampIndex(end, this.length);
    return to <= from ? '' : this.bytes.toString('latin1', from, to);
  }

  startsWith(search: string, position = 0): boolean {
    const at = Math.min(Math.max(Math.trunc(position) || 0, 0), this.length);
    if (at + search.length > this.length) return false;
    for (let k = 0; k < search.length; k++) if (this.bytes[at + k] !== search.charCodeAt(k)) return false;
    return true;
  }

  /** indexOf(search, from), a match ending at or before `end` only: no search past it. */
  indexWithin(search: string, from: number, end: number): number {
    const to = Math.min(end, this.length);
    const at = Math.max(from, 0);
    if (to - at < search.length || !isAsciiString(search)) return -1;
    return this.bytes.subarray(0, to).indexOf(search, at, 'latin1');
  }
}

/** Whether a string is all ASCII: Buffer would search for a longer one's characters by their low bytes (latin1). */
function isAsciiString(s: string): boolean {
  for (let k = 0; k < s.length; k++) if (s.charCodeAt(k) > 0x7f) return false;
  return true;
}

/** String.prototype.slice's reading of an index: negative from the end, clamped to [0, length]. */
function clampIndex(index: number, length: number): number {
  const i = Math.trunc(index) || 0;
  return i < 0 ? Math.max(length + i, 0) : Math.min(i, length);
}

/** text.indexOf(search, from), only a match that ends at or before `end`, without searching past it. */
export function indexWithin(text: TextLike, search: string, from: number, end: number): number {
  if (text instanceof AsciiBytes) return text.indexWithin(search, from, end);
  // A slice of a flat string is not a copy; indexOf on the whole text would run on past `end`.
  const low = Math.max(from, 0);
  const found = (text as string).slice(low, end).indexOf(search);
  return found < 0 ? -1 : low + found;
}
