/**
 * JSON.parse of a large List (`kubectl get -o json`) from the file's ASCII bytes, its items a
 * piece at a time: each piece of about PIECE_BYTES is decoded and parsed alone, so the file is
 * never also held as one string of hundreds of megabytes, whose filling costs a tenth of the
 * parse. The value is JSON.parse's of the whole text, or undefined, and the caller parses the
 * whole text (which then gives the syntax error, or the same value).
 *
 * Pieces are cut before what looks like the start of an item: `},` and the whitespace, brace and
 * first key the first item was written with. A string cannot hold that text unescaped, but a
 * nested object can (an item's second ownerReference). A cut is kept only if the piece parses
 * as a sequence of values: a piece starts where an item starts, and parsing from there reaches
 * the cut between two values of the list only if the cut is between two items; a cut inside a
 * nested object or a string leaves a bracket or a string open. The members around `items`
 * (apiVersion, kind, metadata) are parsed with `[]` in its place, and checked to hold one
 * `items`, at that place.
 */
import { AsciiBytes, type TextLike } from '../core/ascii-bytes.ts';
import { COLON, COMMA, OPEN_BRACE, OPEN_BRACKET, ScanError, Scanner } from './json-scanner.ts';

/**
 * The bytes each piece takes, about: each is decoded into a string of its own, which at this
 * size V8 makes in the young generation, in memory already touched (pieces of 256 KiB and more,
 * in the large-object space, took half as long again as the whole file's JSON.parse).
 */
const PIECE_BYTES = 64 * 1024;
/** A piece this long finds no cut: the file is parsed whole. */
const MAX_PIECE_BYTES = 16 * 1024 * 1024;
/**
 * Cuts that do not parse cost a parse of their piece each; once those pieces add up to the file's
 * length (or MIN_WASTED_BYTES), the file is parsed whole: no file costs more than twice its parse.
 * A compact List's items may each hold an object that starts as an item does (a second
 * ownerReference, managedFields): a failed cut each, of one piece.
 */
const MIN_WASTED_BYTES = 1024 * 1024;
/** The text a cut is found by, at most (whitespace and a key: a few dozen characters in any real List). */
const MAX_CUT_CHARS = 1024;
/** The members before and after `items`, at most. */
const MAX_SHELL_BYTES = 1024 * 1024;

/**
 * The value of `bytes` (ASCII JSON), parsed piece by piece; undefined when they are not a List
 * that can be. `pieceBytes`: for tests, which cut small files.
 */
export function parseListInPieces(bytes: Buffer, pieceBytes = PIECE_BYTES): unknown {
  try {
    const text = new AsciiBytes(bytes);
    const open = itemsStart(text);
    if (open === undefined) return undefined;
    const items = parseItems(text, open, pieceBytes);
    if (items === undefined) return undefined;
    return withItems(text, open, items.close, items.values);
  } catch (error) {
    if (error instanceof ScanError || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The offset of the `[` of the root object's first `items` member, if the members before it are short. */
function itemsStart(text: AsciiBytes): number | undefined {
  for (const { key, value } of rootMembers(text)) {
    if (value > MAX_SHELL_BYTES) return undefined;
    if (key === 'items') return text.charCodeAt(value) === OPEN_BRACKET ? value : undefined;
  }
  return undefined;
}

/**
 * The root object's members in order, as far as they are read: each key decoded and where its
 * value starts. Throws ScanError (or JSON.parse's SyntaxError for a key) where the text is not that.
 */
function* rootMembers(text: TextLike): Generator<{ key: string; value: number }> {
  const scanner = new Scanner(text);
  let i = scanner.skipWs(scanner.expect(scanner.skipWs(0), OPEN_BRACE));
  for (;;) {
    const keyEnd = scanner.scanString(i);
    const value = scanner.skipWs(scanner.expect(scanner.skipWs(keyEnd), COLON));
    yield { key: JSON.parse(text.slice(i, keyEnd)) as string, value };
    i = scanner.skipWs(scanner.skipValue(value));
    if (text.charCodeAt(i) !== COMMA) return;
    i = scanner.skipWs(i + 1);
  }
}

/**
 * The items of the array opening at `open`, and the offset of its `]`: pieces cut as the file
 * comment says. Undefined when no cut is found within MAX_PIECE_BYTES or failed cuts waste too much.
 */
function parseItems(text: AsciiBytes, open: number, pieceBytes: number): { values: unknown[]; close: number } | undefined {
  const { bytes } = text;
  const scanner = new Scanner(text);
  const first = scanner.skipWs(open + 1);
  if (text.charCodeAt(first) !== OPEN_BRACE) return undefined;
  const firstKey = scanner.skipWs(first + 1);
  const keyEnd = scanner.scanString(firstKey);
  // `},` then the whitespace before the first item, its `{`, the whitespace after it and its first key as written.
  const cut = `},${text.slice(open + 1, first)}{${text.slice(first + 1, keyEnd)}`;
  if (cut.length > MAX_CUT_CHARS) return undefined;
  const values: unknown[] = [];
  const maxWasted = Math.max(bytes.length, MIN_WASTED_BYTES);
  let wasted = 0;
  let start = open + 1;
  for (;;) {
    let at = bytes.lastIndexOf(cut, start + pieceBytes, 'latin1');
    if (at <= start) at = bytes.indexOf(cut, start + pieceBytes, 'latin1');
    for (; at >= 0; at = bytes.indexOf(cut, at + 1, 'latin1')) {
      if (at + 1 - start > MAX_PIECE_BYTES) return undefined;
      if (appendParsed(text, start, at + 1, values)) break;
      wasted += at + 1 - start;
      if (wasted > maxWasted) return undefined;
    }
    if (at < 0) break;
    start = at + 2;
  }
  // The last piece ends at the list's `]`: the last one in the file after which the root object's
  // members can follow (the shell check in withItems confirms it).
  for (let close = bytes.lastIndexOf(']'); close > start; close = bytes.lastIndexOf(']', close - 1)) {
    if (bytes.length - close > MAX_SHELL_BYTES || close - start > MAX_PIECE_BYTES) return undefined;
    if (appendParsed(text, start, close, values)) return { values, close };
    wasted += close - start;
    if (wasted > maxWasted) return undefined;
  }
  return undefined;
}

/** Parses text[start, end) as a sequence of values onto `values`; false (nothing added) when it is not one. */
function appendParsed(text: AsciiBytes, start: number, end: number, values: unknown[]): boolean {
  let parsed: unknown[];
  try {
    parsed = JSON.parse(`[${text.slice(start, end)}]`) as unknown[];
  } catch {
    return false;
  }
  for (const v of parsed) values.push(v);
  return true;
}

/**
 * The root object: the text around the items, with `[]` in their place, parsed and given them.
 * Undefined unless that text is one object whose one `items` member is that `[]` (JSON.parse
 * keeps the last of duplicate keys, and an escaped key is the same key).
 */
function withItems(text: AsciiBytes, open: number, close: number, items: unknown[]): unknown {
  const shell = `${text.slice(0, open)}[]${text.slice(close + 1)}`;
  const root = JSON.parse(shell) as Record<string, unknown>;
  let found = 0;
  for (const { key, value } of rootMembers(shell)) {
    if (key !== 'items') continue;
    if (value !== open) return undefined;
    found++;
  }
  if (found !== 1) return undefined;
  root['items'] = items;
  return root;
}
