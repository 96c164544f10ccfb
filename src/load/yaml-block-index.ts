/**
 * Where a key or value of a block-style YAML document was written, without the `yaml` package:
 * the fast path's documents (yaml-fast.ts) are located here, and parsed by `yaml` only when
 * this answers undefined. Most manifests are plain block mappings and sequences, and a finding
 * on each of 5,000 Deployments would otherwise parse each of them a second time.
 *
 * The index is one pass over the document's lines. It takes only the shapes whose ranges it
 * gives exactly as `yaml` does (a key's scalar; a value that is a scalar on one line) and
 * declines the whole document at anything else: quoted strings or flow collections over
 * several lines, multi-line plain scalars, escapes in quoted keys, keys the core schema reads
 * as other than strings (`true:`, `1:`), keys it cannot read at all, block scalars with an
 * indentation indicator, a tab after `-`. Anchors, tags, merges, explicit keys, tabs in
 * indentation and directives never reach it (yaml-fast.ts screens them out).
 */
import type { PathSegment } from './document.ts';

type BlockNode = BlockMap | BlockSeq | Leaf;

interface Pair {
  readonly keyStart: number;
  readonly keyEnd: number;
  readonly value: BlockNode;
}

/**
 * A collection's range, as `yaml` gives it: from its first key or `-` to just past the line
 * break of the line its last scalar ends on (the end of the text when there is none). `end` is
 * -1 when its last value is one whose range only `yaml` gives (a block scalar, a flow collection,
 * an empty value).
 */
interface Spanned {
  readonly start: number;
  readonly end: number;
}

interface BlockMap extends Spanned {
  readonly kind: 'map';
  readonly pairs: Map<string, Pair>;
}

interface BlockSeq extends Spanned {
  readonly kind: 'seq';
  readonly items: BlockNode[];
}

/** A scalar on one line (its exact range, and its line: a collection it ends ends after it), or a value whose range only `yaml` gives. */
type Leaf = { readonly kind: 'scalar'; readonly start: number; readonly end: number; readonly line: number } | { readonly kind: 'other' };

const OTHER: Leaf = { kind: 'other' };

const SPACE = 0x20;
const TAB = 0x09;
const HASH = 0x23;
const COLON = 0x3a;
const DASH = 0x2d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/** A plain key that the core schema reads as a string, written without indicators. */
const PLAIN_KEY = /[A-Za-z_][A-Za-z0-9_./-]*/y;
/** Indicators a plain scalar here may not start with, or that the index leaves to `yaml` (`?x`, `:x`). */
const PLAIN_FIRST_DECLINED = new Set([...'?:,]}#&*!%@`'].map((c) => c.charCodeAt(0)));
/** Plain keys the core schema reads as booleans or null. */
const NOT_STRING_KEYS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);

/** Thrown inside the builder when the document has a shape the index does not take (one instance: no stack to capture). */
const DECLINED = new Error('declined');

/** The document's lines: where each starts and ends, as offsets in the whole text. */
class Lines {
  readonly starts: number[] = [];
  /** Line ends, a carriage return before the newline excluded. */
  readonly ends: number[] = [];

  constructor(
    readonly text: string,
    start: number,
    private readonly end: number,
  ) {
    for (let at = start; at < end;) {
      const newline = text.indexOf('\n', at);
      const next = newline < 0 || newline >= end ? end : newline + 1;
      const lineEnd = newline < 0 || newline >= end ? end : newline;
      this.starts.push(at);
      this.ends.push(lineEnd > at && text.charCodeAt(lineEnd - 1) === 0x0d ? lineEnd - 1 : lineEnd);
      at = next;
    }
  }

  /**
   * Where a collection whose last scalar is on line `i` ends (Spanned): just past the line
   * break, or the end of the text it was given. -1 when a comment line follows before the next
   * node: `yaml` takes some of those into the collection, depending on their indentation.
   */
  after(i: number): number {
    for (let j = i + 1; j < this.starts.length && this.isBlank(j); j++) if (this.starts[j]! + this.indent(j) < this.ends[j]!) return -1;
    return i + 1 < this.starts.length ? this.starts[i + 1]! : this.end;
  }

  /** Leading spaces of line `i`. */
  indent(i: number): number {
    const { text } = this;
    const start = this.starts[i]!;
    let at = start;
    while (text.charCodeAt(at) === SPACE) at++;
    return at - start;
  }

  /** Line `i` holds only spaces, or a comment. */
  isBlank(i: number): boolean {
    const at = this.starts[i]! + this.indent(i);
    return at >= this.ends[i]! || this.text.charCodeAt(at) === HASH;
  }

  /** The first line from `i` on that holds a node, or -1. */
  nextContent(i: number): number {
    for (; i < this.starts.length; i++) if (!this.isBlank(i)) return i;
    return -1;
  }
}

/** The document's root node, or undefined when it has a shape the index does not take. */
export function blockIndex(text: string, start: number, end: number): BlockNode | undefined {
  const lines = new Lines(text, start, end);
  try {
    let first = 0;
    if (text.startsWith('---', start)) {
      // The marker line holds nothing more than a comment.
      if (!restIsEmpty(text, start + 3, lines.ends[0]!)) return undefined;
      first = 1;
    }
    const line = lines.nextContent(first);
    if (line < 0 || text.charCodeAt(lines.starts[line]!) === 0xfeff) return undefined;
    const root = nodeAt(lines, line, lines.starts[line]! + lines.indent(line), -1);
    if (root.next >= 0 || (root.node.kind !== 'map' && root.node.kind !== 'seq')) return undefined;
    return root.node;
  } catch (error) {
    // The builder recurses once per level: a stack too short for the document declines it too
    // (the parsers read about 880 block levels; the nesting bound leaves out past 512).
    if (error === DECLINED || error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * The range of `path` in the document as `yaml` gives it: the key's scalar for `part: 'key'`,
 * else the value's; for a path that is not all there, the deepest node on it that is (its key,
 * or its value). Undefined for the root, a value whose range only `yaml` gives, and a path that
 * goes on into a flow collection.
 */
export function locateInBlock(root: BlockNode, path: readonly PathSegment[], part: 'key' | 'value'): readonly [number, number] | undefined {
  let node = root;
  let pair: Pair | undefined;
  for (const segment of path) {
    let next: BlockNode | undefined;
    if (node.kind === 'map') {
      const found = node.pairs.get(String(segment));
      if (found !== undefined) [pair, next] = [found, found.value];
    } else if (node.kind === 'seq') {
      const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
      next = node.items[index];
      if (next !== undefined) pair = undefined;
    } else if (node.kind === 'other') return undefined;
    if (next === undefined) break;
    node = next;
  }
  if (node === root) return undefined;
  if (part === 'key' && pair !== undefined) return [pair.keyStart, pair.keyEnd];
  if (node.kind === 'other') return undefined;
  return node.end < 0 ? undefined : [node.start, node.end];
}

interface Parsed {
  readonly node: BlockNode;
  /** The next line that holds a node, or -1. */
  readonly next: number;
}

/** The node starting at offset `at` of line `line`, inside a collection indented `parentIndent`. */
function nodeAt(lines: Lines, line: number, at: number, parentIndent: number): Parsed {
  if (isSeqIndicator(lines, line, at)) return blockSeq(lines, line, at);
  if (keyAt(lines, line, at) !== undefined) return blockMap(lines, line, at);
  return inline(lines, line, at, parentIndent);
}

function blockMap(lines: Lines, line: number, at: number): Parsed {
  const indent = at - lines.starts[line]!;
  const start = at;
  const pairs = new Map<string, Pair>();
  for (;;) {
    const key = keyAt(lines, line, at);
    if (key === undefined || pairs.has(key.key)) throw DECLINED;
    const valueAt = skipBlanks(lines.text, key.colon + 1, lines.ends[line]!);
    let value: Parsed;
    if (valueAt >= lines.ends[line]! || lines.text.charCodeAt(valueAt) === HASH) {
      const below = lines.nextContent(line + 1);
      const belowIndent = below < 0 ? -1 : lines.indent(below);
      const belowAt = below < 0 ? 0 : lines.starts[below]! + belowIndent;
      if (belowIndent > indent) value = nodeAt(lines, below, belowAt, indent);
      // A sequence may sit at its key's own indentation.
      else if (belowIndent === indent && isSeqIndicator(lines, below, belowAt)) value = blockSeq(lines, below, belowAt);
      else value = { node: OTHER, next: below };
    } else value = inline(lines, line, valueAt, indent);
    pairs.set(key.key, { keyStart: at, keyEnd: key.end, value: value.node });
    const next = value.next;
    const nextIndent = next < 0 ? -1 : lines.indent(next);
    if (nextIndent < indent) return { node: { kind: 'map', pairs, start, end: endOf(lines, value.node) }, next };
    if (nextIndent > indent) throw DECLINED;
    line = next;
    at = lines.starts[line]! + indent;
  }
}

function blockSeq(lines: Lines, line: number, at: number): Parsed {
  const indent = at - lines.starts[line]!;
  const start = at;
  const items: BlockNode[] = [];
  for (;;) {
    if (!isSeqIndicator(lines, line, at)) throw DECLINED;
    const end = lines.ends[line]!;
    const itemAt = skipSpaces(lines.text, at + 1, end);
    let item: Parsed;
    if (itemAt >= end || lines.text.charCodeAt(itemAt) === HASH) {
      const below = lines.nextContent(line + 1);
      const belowIndent = below < 0 ? -1 : lines.indent(below);
      item = belowIndent > indent ? nodeAt(lines, below, lines.starts[below]! + belowIndent, indent) : { node: OTHER, next: below };
    } else item = nodeAt(lines, line, itemAt, indent);
    items.push(item.node);
    const next = item.next;
    if (next < 0) return { node: { kind: 'seq', items, start, end: endOf(lines, item.node) }, next };
    const nextIndent = lines.indent(next);
    const nextAt = lines.starts[next]! + nextIndent;
    if (nextIndent < indent || (nextIndent === indent && !isSeqIndicator(lines, next, nextAt)))
      return { node: { kind: 'seq', items, start, end: endOf(lines, item.node) }, next };
    if (nextIndent > indent) throw DECLINED;
    line = next;
    at = nextAt;
  }
}

/** A value written after its key or `-` on line `line`: a one-line scalar, a flow collection or a block scalar. */
function inline(lines: Lines, line: number, at: number, parentIndent: number): Parsed {
  const { text } = lines;
  const end = lines.ends[line]!;
  const c = text.charCodeAt(at);
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
    const close = c === DOUBLE_QUOTE ? doubleQuoteEnd(text, at, end) : singleQuoteEnd(text, at, end);
    if (close < 0 || !restIsEmpty(text, close, end)) throw DECLINED;
    return { node: { kind: 'scalar', start: at, end: close, line }, next: lines.nextContent(line + 1) };
  }
  if (c === 0x5b || c === 0x7b) {
    const close = flowEnd(text, at, end);
    if (close < 0 || !restIsEmpty(text, close, end)) throw DECLINED;
    return { node: OTHER, next: lines.nextContent(line + 1) };
  }
  if (c === 0x7c || c === 0x3e) {
    // `|`, `>`, with a chomping indicator; its lines are all those indented past the parent.
    let header = at + 1;
    if (text.charCodeAt(header) === 0x2b || text.charCodeAt(header) === DASH) header++;
    if (!restIsEmpty(text, header, end)) throw DECLINED;
    let below = line + 1;
    while (below < lines.starts.length && (lines.starts[below]! + lines.indent(below) >= lines.ends[below]! || lines.indent(below) > parentIndent)) below++;
    return { node: OTHER, next: lines.nextContent(below) };
  }
  // A plain scalar: not starting with an indicator, up to a comment, and holding no `: `.
  if (PLAIN_FIRST_DECLINED.has(c) || (c === DASH && (at + 1 >= end || text.charCodeAt(at + 1) === SPACE))) throw DECLINED;
  // One pass over the line (an indexOf could run far past it): where a comment starts, and no `: `.
  let stop = end;
  for (let i = at + 1; i < end; i++) {
    const d = text.charCodeAt(i);
    const before = text.charCodeAt(i - 1);
    if (d === HASH && (before === SPACE || before === TAB)) {
      stop = i;
      break;
    }
    if (before === COLON && (d === SPACE || d === TAB)) throw DECLINED;
  }
  while (stop > at && (text.charCodeAt(stop - 1) === SPACE || text.charCodeAt(stop - 1) === TAB)) stop--;
  if (text.charCodeAt(stop - 1) === COLON) throw DECLINED;
  return { node: { kind: 'scalar', start: at, end: stop, line }, next: lines.nextContent(line + 1) };
}

/** Where a collection ending with `last` ends (Spanned), -1 when only `yaml` tells. */
function endOf(lines: Lines, last: BlockNode): number {
  return last.kind === 'scalar' ? lines.after(last.line) : last.kind === 'other' ? -1 : last.end;
}

/** The key at `at`: its text, where its scalar ends and where its `:` is; undefined when the line holds no key there. */
function keyAt(lines: Lines, line: number, at: number): { key: string; end: number; colon: number } | undefined {
  const { text } = lines;
  const end = lines.ends[line]!;
  const c = text.charCodeAt(at);
  // A flow collection is never a key here (yaml-fast.ts screens those out).
  if (c === 0x5b || c === 0x7b) return undefined;
  let key: string;
  let keyEnd: number;
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
    keyEnd = c === DOUBLE_QUOTE ? doubleQuoteEnd(text, at, end) : singleQuoteEnd(text, at, end);
    if (keyEnd < 0) throw DECLINED;
    key = text.slice(at + 1, keyEnd - 1);
    const colon = skipSpaces(text, keyEnd, end);
    if (text.charCodeAt(colon) !== COLON) return undefined;
    // Escapes, and a `:` right against the value (JSON style), are left to `yaml`.
    if (key.includes(c === DOUBLE_QUOTE ? '\\' : "'") || !separates(text, colon + 1, end)) throw DECLINED;
    return { key, end: keyEnd, colon };
  }
  PLAIN_KEY.lastIndex = at;
  const m = PLAIN_KEY.exec(text);
  if (m !== null && m.index === at) {
    key = m[0];
    keyEnd = at + key.length;
    const colon = skipSpaces(text, keyEnd, end);
    if (colon < end && text.charCodeAt(colon) === COLON && separates(text, colon + 1, end)) {
      if (NOT_STRING_KEYS.has(key)) throw DECLINED;
      return { key, end: keyEnd, colon };
    }
  }
  // Not a key this index reads: if the line may hold one all the same, leave it to `yaml`.
  if (/:(?:[ \t]|$)/.test(text.slice(at, end))) throw DECLINED;
  return undefined;
}

/** `-` at `at` followed by a space or the end of the line (a tab there is declined). */
function isSeqIndicator(lines: Lines, line: number, at: number): boolean {
  if (lines.text.charCodeAt(at) !== DASH) return false;
  const end = lines.ends[line]!;
  if (at + 1 >= end) return true;
  const next = lines.text.charCodeAt(at + 1);
  if (next === TAB) throw DECLINED;
  return next === SPACE;
}

/** After a `:`: a space, a tab or the end of the line. */
function separates(text: string, at: number, end: number): boolean {
  if (at >= end) return true;
  const c = text.charCodeAt(at);
  return c === SPACE || c === TAB;
}

/** Whether only blanks, and a comment after a blank, follow `at` on its line. */
function restIsEmpty(text: string, at: number, end: number): boolean {
  const next = skipBlanks(text, at, end);
  return next >= end || (text.charCodeAt(next) === HASH && next > at);
}

function skipSpaces(text: string, at: number, end: number): number {
  while (at < end && text.charCodeAt(at) === SPACE) at++;
  return at;
}

function skipBlanks(text: string, at: number, end: number): number {
  while (at < end && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at++;
  return at;
}

/** Just past the `"` closing the string opened at `at`, on the same line; -1 if there is none. */
function doubleQuoteEnd(text: string, at: number, end: number): number {
  for (let q = text.indexOf('"', at + 1); q >= 0 && q < end; q = text.indexOf('"', q + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
  }
  return -1;
}

/** Just past the `'` closing the string opened at `at` (`''` is a quote inside), on the same line; -1 if there is none. */
function singleQuoteEnd(text: string, at: number, end: number): number {
  for (let q = text.indexOf("'", at + 1); q >= 0 && q < end; q = text.indexOf("'", q + 1)) {
    if (text.charCodeAt(q + 1) !== SINGLE_QUOTE) return q + 1;
    q++;
  }
  return -1;
}

/** Just past the bracket closing the flow collection opened at `at`, on the same line; -1 if it goes on. */
function flowEnd(text: string, at: number, end: number): number {
  let depth = 0;
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      const close = c === DOUBLE_QUOTE ? doubleQuoteEnd(text, i, end) : singleQuoteEnd(text, i, end);
      if (close < 0) return -1;
      i = close - 1;
    } else if (c === 0x5b || c === 0x7b) depth++;
    else if (c === 0x5d || c === 0x7d) {
      if (--depth === 0) return i + 1;
    } else if (c === HASH && (text.charCodeAt(i - 1) === SPACE || text.charCodeAt(i - 1) === TAB)) return -1;
  }
  return -1;
}
