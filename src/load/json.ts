/**
 * JSON to LoadedDocuments. Built for `kubectl get -o json` snapshots of hundreds of megabytes:
 * the values come from `JSON.parse` alone, and no position tree is built up front.
 *
 * `locate` is lazy. The first call creates a small index for the file and scans the text with
 * the hand-written scanner below, only as far as the path needs. The root and the root
 * object's members (a List's `items`) are indexed: where each member starts is recorded, so the
 * elements of a 150,000-item `items` array are found once and reused by every later call, four
 * bytes each. Objects deeper down (each item) are mostly small and scanned again by each lookup,
 * which keeps nothing; one a lookup finds large is indexed too. An element far beyond what was
 * scanned that carries a `metadata.uid` (every object a cluster returns) is found by searching
 * for its uid instead, and accepted only when the text found parses to that very element (`jump`).
 * Offsets become line:column through a table of line starts.
 *
 * The top level may be one value (document order `[0]`) or an array (one document per
 * element, order `[i]`). A syntax error is one `input/json-syntax` error and no documents.
 */
import { boundSetting } from '../core/bounds.ts';
import type { Diagnostic, SourcePosition, SourceRange } from '../core/diagnostic.ts';
import type { JsonPrescan, PrescannedArray } from '../core/json-prescan.ts';
import { LineIndex, type SourceFile } from '../core/source.ts';
import { AsciiBytes, indexWithin, type TextLike } from '../core/ascii-bytes.ts';
import { parseListInPieces } from './json-pieces.ts';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, OPEN_BRACE, OPEN_BRACKET, QUOTE, ScanError, Scanner, backslashesBefore } from './json-scanner.ts';
import type { LoadedDocument, PathSegment } from './document.ts';
import type { ParseResult } from './index.ts';

/** A JSON file's documents; on a syntax error, whether the text ends before its value does. */
export interface JsonParseResult extends ParseResult {
  /**
   * The text is an object or array cut short (a `kubectl get -o json` interrupted): it is valid
   * JSON up to its end, where the error is. It is no YAML either: its flow collection never closes.
   */
  readonly cutShort: boolean;
}

/**
 * Parses a JSON file with JSON.parse: a large ASCII file's List from its bytes, a piece at a time
 * (json-pieces.ts), when it can be. Never throws for bad input.
 */
export function parseJsonSource(source: SourceFile, maxDocuments = Infinity): JsonParseResult {
  let value: unknown;
  try {
    value = (source.ascii === undefined ? undefined : parseListInPieces(source.ascii)) ?? JSON.parse(source.text);
  } catch (error) {
    return afterFirstValue(error) ? parseJsonStream(source, maxDocuments) : syntaxError(source, error);
  }
  let locator: JsonLocator | undefined;
  const locateIn =
    (prefix: readonly PathSegment[]) =>
    (path: readonly PathSegment[], part: 'key' | 'value' = 'value') => {
      locator ??= new JsonLocator(source.ascii === undefined ? source.text : new AsciiBytes(source.ascii), value, source.prescan?.());
      return locator.locate([...prefix, ...path], part);
    };
  const documents: LoadedDocument[] = Array.isArray(value)
    ? value.map((item: unknown, i) => ({ file: source.path, order: [i], value: item, locate: locateIn([i]) }))
    : [{ file: source.path, order: [0], value, locate: locateIn([]) }];
  return { documents, diagnostics: [], cutShort: false };
}

/**
 * Values one after another (`jq -c '.items[]'`, two `kubectl get -o json` appended), as kubectl
 * reads a JSON file: apimachinery's YAMLOrJSONDecoder decodes JSON values until the input ends.
 * One document per value (order `[i]`), or the syntax error inside one. Each value's end is found
 * by the strict scanner, then JSON.parse reads it: no exception per value (a file of a million
 * `1`s would throw a million). Past `maxDocuments` values the rest is not read, with a finding
 * (the per-file bound load/bounds.ts applies to the documents read).
 */
function parseJsonStream(source: SourceFile, maxDocuments: number): JsonParseResult {
  const { text } = source;
  const scanner = new Scanner(text);
  const values: { start: number; value: unknown }[] = [];
  const diagnostics: Diagnostic[] = [];
  const lines = new LineIndex(text);
  for (let start = scanner.skipWs(0); start < text.length; start = scanner.skipWs(start)) {
    if (values.length === maxDocuments) {
      const at = lines.positionAt(start);
      diagnostics.push({
        ruleId: 'input/too-large',
        severity: 'error',
        message: `the file holds more than ${maxDocuments} JSON values, more than one file may hold here (${boundSetting('documentsPerFile')}); those from this one on are not read`,
        file: source.path,
        range: { start: at, end: at },
      });
      break;
    }
    let end: number | undefined;
    try {
      end = scanner.skipValue(start);
    } catch (error) {
      if (!(error instanceof ScanError)) throw error;
    }
    // Where the scanner stops, JSON.parse of the rest says why, at the same place.
    try {
      values.push({ start, value: JSON.parse(end === undefined ? text.slice(start) : text.slice(start, end)) });
    } catch (error) {
      return syntaxError(source, error, start);
    }
    if (end === undefined) break;
    start = end;
  }
  const documents = values.map(({ start, value }, i): LoadedDocument => {
    let locator: JsonLocator | undefined;
    return {
      file: source.path,
      order: [i],
      value,
      locate: (path, part = 'value') => (locator ??= new JsonLocator(text, value, undefined, start, lines)).locate(path, part),
    };
  });
  return { documents, diagnostics, cutShort: false };
}

/** Whether JSON.parse found more after a complete value ("Unexpected non-whitespace character after JSON at position N"). */
function afterFirstValue(error: unknown): boolean {
  return error instanceof Error && /after JSON\b/.test(error.message);
}

/** The syntax error JSON.parse threw for the text from `base`. */
function syntaxError(source: SourceFile, error: unknown, base = 0): JsonParseResult {
  const raw = error instanceof Error ? error.message : String(error);
  const { text } = source;
  const lines = new LineIndex(text);
  const parsed = base === 0 ? text : text.slice(base);
  const within = offsetOfJsonError(raw, parsed, base === 0 ? lines : new LineIndex(parsed));
  const offset = within === undefined ? undefined : base + within;
  const start = offset === undefined ? { line: 1, column: 1 } : lines.positionAt(offset);
  const diagnostic: Diagnostic = {
    ruleId: 'input/json-syntax',
    severity: 'error',
    message: cleanJsonMessage(raw),
    file: source.path,
    range: { start, end: start },
  };
  const cutShort = offset !== undefined && offset >= endOfContent(text) && /^[ \t\r\n]*[{[]/.test(text.slice(0, 4096));
  return { documents: [], diagnostics: [diagnostic], cutShort };
}

/** The offset after the text's last character that is not JSON whitespace. */
function endOfContent(text: string): number {
  let end = text.length;
  for (let c = text.charCodeAt(end - 1); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(--end - 1));
  return end;
}

/**
 * Where JSON.parse failed: from "(line L column C)" (newer V8), "at position N" (Node 20),
 * the end of the text for "Unexpected end of JSON input", else our own scanner (Node 20's
 * "Unexpected token" messages carry no position); 1:1 if all of that fails.
 */
export function positionOfJsonError(message: string, text: string): SourcePosition {
  const lines = new LineIndex(text);
  const offset = offsetOfJsonError(message, text, lines);
  return offset === undefined ? { line: 1, column: 1 } : lines.positionAt(offset);
}

function offsetOfJsonError(message: string, text: string, lines: LineIndex): number | undefined {
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn !== null) return lines.offsetAt({ line: Number(lineColumn[1]), column: Number(lineColumn[2]) });
  const position = /at position (\d+)/.exec(message);
  if (position !== null) return Number(position[1]);
  if (/end of JSON input/i.test(message)) return text.length;
  return findSyntaxError(text);
}

/** "Unexpected token '}', "{"a":}" is not valid JSON" -> "unexpected token '}'". */
export function cleanJsonMessage(message: string): string {
  const stripped = message
    .replace(/ in JSON at position \d+/, '')
    .replace(/ ?\(line \d+ column \d+\)/, '')
    .replace(/, ".*" is not valid JSON$/s, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
  const lowered = /^[A-Z][a-z]/.test(stripped) ? stripped.charAt(0).toLowerCase() + stripped.slice(1) : stripped;
  return lowered === '' ? 'invalid JSON' : lowered;
}

/** Offset of the first syntax error in `text`, or undefined when the scanner finds none. */
export function findSyntaxError(text: string): number | undefined {
  const scanner = new Scanner(text);
  try {
    const end = scanner.skipWs(scanner.skipValue(scanner.skipWs(0)));
    return end < text.length ? end : undefined;
  } catch (error) {
    if (error instanceof ScanError) return error.offset;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The lazy path index (line:column comes from core/source.ts LineIndex)

interface Member {
  /** Decoded key for object members, index for array elements. */
  readonly key: string | number;
  /** Start and end of the key string (quotes included); -1 for array elements. */
  readonly keyStart: number;
  readonly keyEnd: number;
  readonly valueStart: number;
}

/**
 * What is known so far about the members of one object or array the index keeps (see
 * `indexed`): an object's members, an array's element starts.
 */
interface Container {
  readonly isObject: boolean;
  /** An object's members in order ([] for an array). */
  readonly members: Member[];
  /**
   * An array's element starts, the first `count` of them: a List's items are counted by the
   * hundred thousand, and an object per element would be most of the index's memory.
   */
  starts: Int32Array;
  /** Members or elements read so far. */
  count: number;
  /**
   * First member with each key (JSON.parse keeps the last duplicate; kubectl never writes any),
   * once the object has more than SMALL_OBJECT members; smaller ones are searched in order.
   */
  byKey: Map<string, Member> | undefined;
  /** Where scanning resumes, unless `pending` is set: just after the opening bracket. */
  cursor: number;
  /** Start of the last member's value, whose end is only found when scanning goes on. */
  pending: number | undefined;
  /** Offset just past the closing bracket, once every member has been seen. */
  end: number | undefined;
  /** Array elements beyond `count` found by `jump`: index to start (made on the first jump). */
  jumped: Map<number, number> | undefined;
  /** For an array from the file's prescan: the keys of its object elements (PrescannedArray). */
  readonly prescanned: PrescannedArray | undefined;
}

/** A lookup scanning a container past this many members, or characters, indexes it. */
const SCANNED_MEMBERS = 64;
const SCANNED_CHARS = 64 * 1024;

/** Objects up to this many members are searched member by member. */
const SMALL_OBJECT = 16;

/** Elements this far beyond the scanned ones are searched for rather than scanned to. */
const JUMP_DISTANCE = 64;
/** An element found by a search is at most this long (beyond that, scanning is cheap by comparison). */
const JUMP_MAX_LENGTH = 1 << 20;
/**
 * Searches per array, at most: one per JUMP_TEXT characters of the file, and at least 256. A
 * search costs about what scanning 35 to 60 KB does, so the searches made before a scan cost at
 * most about a third of that scan, and a snapshot's scattered pods that findings name are found
 * without one (resize findings on 1,881 of 146,908 pods of a 435 MB snapshot: 0.3 s of searches
 * against 0.9 s scanning). When findings point at most elements (a finding per pod), one scan to
 * the end finds them all in time linear in the text, where a search per element (each looking
 * for its nearest found neighbours) would be quadratic.
 */
const MIN_JUMPS = 256;
const JUMP_TEXT = 160 * 1024;

class JsonLocator {
  private readonly scanner: Scanner;
  private readonly lines: LineIndex;
  private readonly containers = new Map<number, Container>();
  /** Ends of the elements `jump` found, which it has just scanned. */
  private readonly jumpedEnds = new Map<number, number>();
  private readonly rootStart: number;
  private readonly rootIsArray: boolean;
  private readonly maxJumps: number;

  constructor(
    private readonly text: TextLike,
    /** The value JSON.parse made of `text`: what each element is, for `jump`. */
    private readonly root: unknown,
    /** The file's prescan, if it has one: its lists come indexed, every element found. */
    prescan?: JsonPrescan,
    /** Where the value starts: 0, or a later value's start in a stream of them. */
    start = 0,
    /** The text's line table, shared by the locators of a stream's values. */
    lines?: LineIndex,
  ) {
    this.scanner = new Scanner(text);
    this.lines = lines ?? new LineIndex(text, prescan?.lineStarts);
    this.rootStart = this.scanner.skipWs(start);
    this.rootIsArray = Array.isArray(root);
    this.maxJumps = Math.max(MIN_JUMPS, Math.floor(text.length / JUMP_TEXT));
    for (const a of prescan?.arrays ?? []) {
      this.containers.set(a.start, {
        isObject: false,
        members: [],
        starts: a.starts,
        count: a.count,
        byKey: undefined,
        cursor: a.start + 1,
        pending: undefined,
        end: a.end,
        jumped: undefined,
        prescanned: a,
      });
    }
  }

  locate(path: readonly PathSegment[], part: 'key' | 'value'): SourceRange {
    let valueStart = this.rootStart;
    let member: Member | undefined;
    let value = this.root;
    /** The prescanned array holding the element at `valueStart`, and its index there. */
    let array: PrescannedArray | undefined;
    let index = -1;
    for (let depth = 0; depth < path.length; depth++) {
      const segment = path[depth]!;
      const recorded = array === undefined ? NOT_RECORDED : this.recordedMember(array, index, segment);
      const next =
        recorded !== NOT_RECORDED
          ? recorded
          : this.indexed(depth) || this.containers.has(valueStart)
            ? this.indexedMember(valueStart, segment, value)
            : this.scannedMember(valueStart, segment, value);
      if (next === undefined) break;
      array = next.keyStart < 0 ? this.containers.get(valueStart)?.prescanned : undefined;
      index = array === undefined ? -1 : (next.key as number);
      member = next;
      valueStart = next.valueStart;
      value = isObject(value) ? value[String(segment)] : undefined;
    }
    if (part === 'key' && member !== undefined && member.keyStart >= 0) return this.range(member.keyStart, member.keyEnd);
    return this.range(valueStart, this.endOf(valueStart));
  }

  /**
   * Whether the container at `depth` of a path is kept in the index: the root, and the root
   * object's members (a List's `items`). Those are the large ones, which many lookups pass
   * through; the objects inside (each item of a List, each element of a top-level array) are
   * mostly small, and are scanned again by each lookup rather than kept, one index per object.
   * One that turns out large (a scenario's 150,000 resizes) is indexed by the lookup that finds
   * so (scannedMember).
   */
  private indexed(depth: number): boolean {
    return depth === 0 || (depth === 1 && !this.rootIsArray);
  }

  private range(start: number, end: number): SourceRange {
    return { start: this.lines.positionAt(start), end: this.lines.positionAt(end) };
  }

  /** The end of the value at `valueStart`. */
  private endOf(valueStart: number): number {
    const jumped = this.jumpedEnds.get(valueStart);
    if (jumped !== undefined) return jumped;
    const container = this.containers.get(valueStart);
    if (container !== undefined) {
      // Finish the container through its index, so what it learns is kept.
      while (this.scanNext(container));
      return container.end!;
    }
    return this.scanner.skipValidValue(valueStart);
  }

  /** The member `segment` of the indexed object or array starting at `valueStart` (parsed as `value`), if any. */
  private indexedMember(valueStart: number, segment: PathSegment, value: unknown): Member | undefined {
    const container = this.container(valueStart);
    if (container === undefined) return undefined;
    if (container.isObject) {
      const key = String(segment);
      let found = memberWithKey(container, key);
      // Members are read in order: the first new one with the key is its first.
      while (found === undefined && this.scanNext(container)) {
        const last = container.members.at(-1)!;
        if (last.key === key) found = last;
      }
      return found;
    }
    const index = arrayIndex(segment);
    if (index < 0) return undefined;
    if (index >= container.count + JUMP_DISTANCE && container.end === undefined && (container.jumped?.size ?? 0) < this.maxJumps && Array.isArray(value)) {
      const found = container.jumped?.get(index) ?? this.jump(container, index, value[index], value.length);
      if (found !== undefined) return element(index, found);
    }
    while (container.count <= index && this.scanNext(container));
    return index < container.count ? element(index, container.starts[index]!) : undefined;
  }

  /**
   * The member `segment` of element `index` of a prescanned array, from the keys the prescan
   * recorded: undefined when the element has no such member, NOT_RECORDED when the prescan does
   * not tell (not an object, or the key may be past the ones recorded): the caller scans. The
   * first member with the key, as in the index.
   */
  private recordedMember(array: PrescannedArray, index: number, segment: PathSegment): Member | undefined | typeof NOT_RECORDED {
    const at = index >= 0 && index < array.count ? array.memberAt[index]! : -1;
    if (at < 0) return NOT_RECORDED;
    const { memberKeys } = array;
    const members = memberKeys[at]!;
    const key = String(segment);
    const recorded = Math.min(members, array.maxKeys);
    for (let k = 1; k <= recorded; k++) {
      const keyStart = memberKeys[at + k]!;
      const keyEnd = this.scanner.scanString(keyStart);
      if (keyIs(this.text, keyStart, keyEnd, key)) {
        return { key, keyStart, keyEnd, valueStart: this.scanner.skipWs(this.scanner.expect(this.scanner.skipWs(keyEnd), COLON)) };
      }
    }
    return recorded < members ? NOT_RECORDED : undefined;
  }

  /**
   * The member `segment` of the object or array starting at `valueStart`, found by scanning it
   * from its start: nothing is kept. The first member with the key, as in the index. A lookup
   * that passes SCANNED_MEMBERS members or SCANNED_CHARS characters indexes the container
   * instead, so lookups into a large one never each scan it again.
   */
  private scannedMember(valueStart: number, segment: PathSegment, value: unknown): Member | undefined {
    const { scanner, text } = this;
    const open = text.charCodeAt(valueStart);
    if (open !== OPEN_BRACE && open !== OPEN_BRACKET) return undefined;
    const isObject = open === OPEN_BRACE;
    const index = isObject ? -1 : arrayIndex(segment);
    if (!isObject && index < 0) return undefined;
    const key = String(segment);
    let i = scanner.skipWs(valueStart + 1);
    if (text.charCodeAt(i) === (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) return undefined;
    for (let n = 0; ; n++) {
      if (n === SCANNED_MEMBERS || i - valueStart > SCANNED_CHARS) return this.indexedMember(valueStart, segment, value);
      if (isObject) {
        const keyEnd = scanner.scanString(i);
        const valueAt = scanner.skipWs(scanner.expect(scanner.skipWs(keyEnd), COLON));
        if (keyIs(text, i, keyEnd, key)) return { key, keyStart: i, keyEnd, valueStart: valueAt };
        i = valueAt;
      } else if (n === index) {
        return element(index, i);
      }
      i = scanner.skipWs(scanner.skipValidValue(i));
      if (text.charCodeAt(i) !== COMMA) return undefined;
      i = scanner.skipWs(i + 1);
    }
  }

  /**
   * Finds element `index` of an array without scanning the elements before it: searches the
   * text between its known neighbours for the element's `metadata.uid` string, steps out of
   * `metadata` and the element to where the element starts, and accepts that start only if the
   * text there parses to the element itself. The search starts where the element would be if
   * the elements between the neighbours were of equal length, and widens from there. Undefined
   * when anything is off: the caller scans.
   */
  private jump(container: Container, index: number, element: unknown, length: number): number | undefined {
    const uid = isObject(element) && isObject(element['metadata']) ? element['metadata']['uid'] : undefined;
    if (typeof uid !== 'string' || uid === '') return undefined;
    // Between the scanned prefix (or the nearest element found below) and the nearest found above.
    let from = container.pending ?? container.cursor;
    let fromIndex = container.count - 1;
    let to = this.text.length;
    let toIndex = length;
    container.jumped?.forEach((start, i) => {
      if (i < index && i > fromIndex) {
        from = start + 1;
        fromIndex = i;
      } else if (i > index && i < toIndex) {
        to = start;
        toIndex = i;
      }
    });
    const needle = JSON.stringify(uid);
    const expected = JSON.stringify(element);
    const guess = from + Math.floor(((to - from) * (index - fromIndex)) / (toIndex - fromIndex));
    for (let width = 1 << 16; ; width *= 2) {
      const low = Math.max(from, guess - width);
      const high = Math.min(to, guess + width);
      // Searched within the window: indexOf on the whole text would run on past `high`, to
      // the end of a text of hundreds of megabytes when the uid is behind the window.
      for (let at = indexWithin(this.text, needle, low, high); at >= 0; at = indexWithin(this.text, needle, at + 1, high)) {
        const start = this.enclosingStart(at, 2, from);
        if (start === undefined) continue;
        const end = this.scanner.skipValidValue(start, start + JUMP_MAX_LENGTH);
        if (end < 0 || !parsesTo(this.text.slice(start, end), expected)) continue;
        (container.jumped ??= new Map()).set(index, start);
        this.jumpedEnds.set(start, end);
        return start;
      }
      if (low === from && high === to) return undefined;
    }
  }

  /**
   * Where the object `levels` up from `at` starts, scanning backwards from `at` (taken to be
   * outside any string) no further than `floor`; undefined when it is not an object start.
   */
  private enclosingStart(at: number, levels: number, floor: number): number | undefined {
    const { text } = this;
    let depth = 0;
    for (let k = at - 1; k >= floor; k--) {
      const c = text.charCodeAt(k);
      if (c === QUOTE) {
        // A string, read from its end: its opening quote is the previous quote with an even run of backslashes before it.
        do {
          k = text.lastIndexOf('"', k - 1);
          if (k < floor) return undefined;
        } while (backslashesBefore(text, k) % 2 === 1);
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth++;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (depth > 0) depth--;
        else if (c !== OPEN_BRACE) return undefined;
        else if (--levels === 0) return k;
      }
    }
    return undefined;
  }

  private container(valueStart: number): Container | undefined {
    let container = this.containers.get(valueStart);
    if (container === undefined) {
      const c = this.text.charCodeAt(valueStart);
      if (c !== OPEN_BRACE && c !== OPEN_BRACKET) return undefined;
      container = {
        isObject: c === OPEN_BRACE,
        members: [],
        starts: NO_STARTS,
        count: 0,
        byKey: undefined,
        cursor: valueStart + 1,
        pending: undefined,
        end: undefined,
        jumped: undefined,
        prescanned: undefined,
      };
      this.containers.set(valueStart, container);
    }
    return container;
  }

  /** Reads one more member of `container`; false when there are no more. */
  private scanNext(container: Container): boolean {
    if (container.end !== undefined) return false;
    const { scanner, text } = this;
    let i = scanner.skipWs(container.pending === undefined ? container.cursor : this.endOf(container.pending));
    const c = text.charCodeAt(i);
    if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      container.end = i + 1;
      return false;
    }
    if (container.count > 0) i = scanner.skipWs(scanner.expect(i, COMMA));
    if (container.isObject) {
      const keyEnd = scanner.scanString(i);
      const raw = text.slice(i + 1, keyEnd - 1);
      const key = raw.includes('\\') ? (JSON.parse(text.slice(i, keyEnd)) as string) : raw;
      const valueStart = scanner.skipWs(scanner.expect(scanner.skipWs(keyEnd), COLON));
      container.members.push({ key, keyStart: i, keyEnd, valueStart });
      container.count++;
      indexByKey(container);
      container.pending = valueStart;
      return true;
    }
    if (container.count === container.starts.length) {
      const grown = new Int32Array(Math.max(64, container.count * 2));
      grown.set(container.starts);
      container.starts = grown;
    }
    container.starts[container.count++] = i;
    container.pending = i;
    return true;
  }
}

const NO_STARTS = new Int32Array(0);

/** recordedMember: the prescan does not tell. */
const NOT_RECORDED = Symbol('not recorded');

/** Element `index` of an array, starting at `start`, as a member. */
function element(index: number, start: number): Member {
  return { key: index, keyStart: -1, keyEnd: -1, valueStart: start };
}

/** A path segment as an array index; -1 when it is not one. */
function arrayIndex(segment: PathSegment): number {
  const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
  return Number.isInteger(index) && index >= 0 ? index : -1;
}

/**
 * Whether the key string from `start` (its opening quote) to `end` (after its closing quote)
 * decodes to `key`. Escapes only shorten a key, so a shorter raw key cannot match, and one of
 * the same length matches as written unless `key` itself holds a backslash.
 */
function keyIs(text: TextLike, start: number, end: number, key: string): boolean {
  const rawLength = end - start - 2;
  if (rawLength < key.length) return false;
  if (rawLength === key.length && !key.includes('\\')) return text.startsWith(key, start + 1);
  for (let k = start + 1; k < end - 1; k++) {
    if (text.charCodeAt(k) === BACKSLASH) return JSON.parse(text.slice(start, end)) === key;
  }
  return false;
}

function memberWithKey(container: Container, key: string): Member | undefined {
  if (container.byKey !== undefined) return container.byKey.get(key);
  return container.members.find((m) => m.key === key);
}

/** Keeps `byKey` once an object outgrows SMALL_OBJECT (its last member just read). */
function indexByKey(container: Container): void {
  const { members } = container;
  if (members.length <= SMALL_OBJECT) return;
  if (container.byKey === undefined) {
    container.byKey = new Map();
    for (const m of members) if (!container.byKey.has(m.key as string)) container.byKey.set(m.key as string, m);
    return;
  }
  const last = members.at(-1)!;
  if (!container.byKey.has(last.key as string)) container.byKey.set(last.key as string, last);
}

function isObject(v: unknown): v is Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null;
}

/** Whether `slice` is JSON for the value whose JSON.stringify is `expected`. */
function parsesTo(slice: string, expected: string): boolean {
  try {
    return JSON.stringify(JSON.parse(slice)) === expected;
  } catch {
    return false;
  }
}
