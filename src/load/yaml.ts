/**
 * YAML (multi-document) to LoadedDocuments, with exact positions.
 *
 * Parsing uses `yaml`'s `parseAllDocuments` (YAML 1.2 core schema, so `cpu: 0.5` is the
 * number 0.5, `"1Gi"` and `500m` are strings, `yes`/`on` stay strings; `<<` merge keys are
 * applied), with numbers kubectl reads otherwise read as kubectl does (`010` is 8, `1_000` is
 * 1000: yaml-kubectl-numbers.ts). Each `doc.errors` entry is one `input/yaml-syntax` error at its line:column and
 * the document is skipped; `doc.warnings` are `input/yaml-syntax` warnings and the document
 * still loads. Empty documents (a bare `---`, only comments, or an explicit null) are skipped
 * without a word.
 *
 * Error recovery: the yaml library keeps parsing after most errors (tabs, duplicate keys, bad
 * indentation, unclosed flow collections), so the documents after the broken one still load.
 * An unterminated quoted string is different: the lexer runs on to the end of the stream
 * (or to the next quote character), so the following `---` markers become part of the broken
 * string. A `---` at the start of a line is always a document boundary in YAML 1.2, so when a
 * broken document contains one, the rest of the text is parsed again from that marker.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  Scalar,
  type Document,
  type Node,
  type ScalarTag,
  type Tags,
  type YAMLError,
} from 'yaml';
import type { Diagnostic, RelatedLocation, SourcePosition, SourceRange } from '../core/diagnostic.ts';
import { LineIndex, type SourceFile } from '../core/source.ts';
import type { LoadedDocument, PathSegment } from './document.ts';
import type { ParseResult } from './index.ts';
import { DEFAULT_BOUNDS, boundSetting } from '../core/bounds.ts';
import { parseAllWithLongStrings, type LongString } from './yaml-long-strings.ts';
import { fastYamlDocuments, type FastDocument } from './yaml-fast.ts';
import { blockIndex, locateInBlock } from './yaml-block-index.ts';
import { UNTERMINATED_STRING_STARTS, withQuotesAsKubectlReads } from './yaml-quote-indent.ts';
import { withTemplatesNamed } from './yaml-template.ts';
import { withBlockHeadersAsKubectlReads } from './yaml-block-header-indent.ts';
import { withFlowsAsKubectlReads } from './yaml-flow-indent.ts';
import { KUBECTL_NUMBER_TEST, kubectlNumber } from './yaml-kubectl-numbers.ts';
import { AliasError, checkAliasing, EXCESSIVE_ALIASING } from './yaml-aliasing.ts';

/** How many aliases `locate` follows one after another: a guard only, as an alias never names another. */
const MAX_ALIAS_HOPS = 100;
/** How many times one file may be re-parsed after unterminated strings. */
const MAX_RECOVERIES = 100;

/**
 * `!!binary` and `!!timestamp` as kubectl reads them (go-yaml into JSON): base64 text and the
 * time as written. The library would make a Buffer, whose pool offset then shows up in findings
 * and differs from run to run, and a Date.
 */
const KUBECTL_TAGS: ScalarTag[] = [
  { tag: 'tag:yaml.org,2002:binary', default: false, resolve: (src: string) => Buffer.from(src.replace(/\s+/g, ''), 'base64').toString('base64') },
  { tag: 'tag:yaml.org,2002:timestamp', default: false, resolve: (src: string) => src },
];

/** Numbers as kubectl reads them (yaml-kubectl-numbers.ts), tried before the core schema's. */
const KUBECTL_NUMBER: ScalarTag = {
  tag: 'tag:yaml.org,2002:int',
  default: true,
  test: KUBECTL_NUMBER_TEST,
  resolve: (src: string) => kubectlNumber(src) ?? src,
};

const PARSE_OPTIONS = {
  // Checked in linear time by addDuplicateKeyErrors (yaml-duplicate-keys.ts), after composing.
  uniqueKeys: false,
  customTags: (tags: Tags): Tags => [KUBECTL_NUMBER, ...tags, ...KUBECTL_TAGS],
  prettyErrors: false,
  merge: true,
  // The library would otherwise print to stderr (e.g. for a mapping used as a key).
  logLevel: 'silent',
  keepSourceTokens: false,
} as const;

/**
 * Characters a YAML stream may not hold (YAML 1.2 c-printable), which kubectl refuses with
 * "control characters are not allowed": C0 other than tab, newline and carriage return, DEL, C1
 * other than NEL, U+FFFE and U+FFFF, and a byte-order mark anywhere but first.
 */
const NOT_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFEFF\uFFFE\uFFFF]/g;

function notPrintableMessage(c: string): string {
  const code = `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (c === '\uFEFF')
    return `a byte-order mark (${code}) inside the file: only its first character may be one, and kubectl refuses the file; delete it (joining two files often leaves one)`;
  return `control character ${code} is not allowed in YAML, and kubectl refuses the file; write it as an escape ("\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}") in a double-quoted string, or delete it`;
}

/** Offsets of the characters NOT_PRINTABLE matches, a leading byte-order mark aside. */
function notPrintableOffsets(text: string): number[] {
  const out: number[] = [];
  NOT_PRINTABLE.lastIndex = 0;
  for (let m = NOT_PRINTABLE.exec(text); m !== null; m = NOT_PRINTABLE.exec(text)) if (m.index > 0 || m[0] !== '\uFEFF') out.push(m.index);
  return out;
}

/** Converts offsets of the whole text to 1-based positions. */
type ToPosition = (offset: number) => SourcePosition;

/**
 * How a key given twice in one mapping is read: refused, the document left out (kubectl and
 * kustomize), or the last value kept with a warning (`lastKeyWins`: sigs.k8s.io/yaml's
 * non-strict Unmarshal, which Argo CD's repo server and Helm's kube client read output with).
 */
export interface YamlReading {
  readonly lastKeyWins?: boolean;
}

/**
 * Parses every document of a YAML stream. Never throws for bad input. A document with a
 * double-quoted string over `maxStringBytes` is reported there and not read. Values come from
 * the fast path when it can read the text (yaml-fast.ts), from the full parser otherwise; the
 * results are the same.
 */
export function parseYamlSource(source: SourceFile, maxStringBytes = DEFAULT_BOUNDS.scalarBytes, reading: YamlReading = {}): ParseResult {
  return asKubectlReads(source, (s) => {
    const unprintable = notPrintableOffsets(s.text);
    const fast = unprintable.length === 0 ? fastYamlDocuments(s.text, maxStringBytes) : undefined;
    return (
      (fast === undefined ? undefined : fastResult(s, fast, maxStringBytes, reading)) ?? fullParse(s, maxStringBytes, unprintable, KEEP_TREES_CHARS, reading)
    );
  });
}

/**
 * `parse` with what kubectl reads and YAML 1.2 refuses read (yaml-quote-indent.ts,
 * yaml-block-header-indent.ts, yaml-flow-indent.ts), and templates named (yaml-template.ts). A
 * quoted string in a flow collection is the string's business first: its lines are indented
 * past its quote, and the collection's other lines, if any, past its key after that.
 */
function asKubectlReads(source: SourceFile, parse: (source: SourceFile) => ParseResult): ParseResult {
  return withTemplatesNamed(
    source,
    withFlowsAsKubectlReads(source, (s) => withQuotesAsKubectlReads(s, (q) => withBlockHeadersAsKubectlReads(q, parse))),
  );
}

/**
 * The longest text whose documents keep their node trees from the parse. A larger file's trees
 * (several KB per document) are made again, by the same parse, the first time a finding asks
 * where something is in it: a file of 100 MB would otherwise keep over a GB of them.
 */
const KEEP_TREES_CHARS = 1024 * 1024;

/** parseYamlSource with the `yaml` package alone: values, positions and every diagnostic. */
export function parseYamlSourceFull(source: SourceFile, maxStringBytes = DEFAULT_BOUNDS.scalarBytes, keepTreesUpTo = KEEP_TREES_CHARS): ParseResult {
  return asKubectlReads(source, (s) => fullParse(s, maxStringBytes, notPrintableOffsets(s.text), keepTreesUpTo));
}

function fullParse(source: SourceFile, maxStringBytes: number, unprintable: readonly number[], keepTreesUpTo: number, reading: YamlReading = {}): ParseResult {
  if (source.text.length <= keepTreesUpTo) return parsePasses(source, maxStringBytes, unprintable, yamlDocument, reading);
  let again: Map<number, LoadedDocument> | undefined;
  const locateAgain = (index: number): LoadedDocument => {
    again ??= new Map(parsePasses(source, maxStringBytes, unprintable, yamlDocument, reading).documents.map((d) => [d.order[0]!, d]));
    return again.get(index)!;
  };
  return parsePasses(
    source,
    maxStringBytes,
    unprintable,
    (stream, _root, index, value) => ({
      file: stream.source.path,
      order: [index],
      value,
      locate: (path, part) => locateAgain(index).locate(path, part),
    }),
    reading,
  );
}

/** What a parsed document becomes: its node tree kept (yamlDocument), or not. */
type MakeDocument = (stream: StreamContext, root: Node, index: number, value: unknown) => LoadedDocument;

/** The parse passes of parseYamlSourceFull: the stream, then again after each broken document that holds a `---` line. */
function parsePasses(
  source: SourceFile,
  maxStringBytes: number,
  unprintable: readonly number[],
  makeDocument: MakeDocument,
  reading: YamlReading,
): ParseResult {
  const result: ParseResult = { documents: [], diagnostics: [] };
  const lineCounter = new LineCounter();
  const toPosition: ToPosition = (offset) => {
    const { line, col } = lineCounter.linePos(offset);
    return line === 0 ? { line: 1, column: offset + 1 } : { line, column: col };
  };
  let base = 0;
  let docIndex = 0;
  for (let pass = 0; base >= 0; pass++) {
    const text = base === 0 ? source.text : source.text.slice(base);
    const { docs, long } = parseAllWithLongStrings(text, PARSE_OPTIONS, base === 0 ? lineCounter : undefined, maxStringBytes, reading.lastKeyWins);
    const stream = { source, base, toPosition, result };
    let restartAt = -1;
    if ('empty' in docs) {
      reportProblems(stream, docs.errors, 'error');
      reportProblems(stream, docs.warnings, 'warning');
    }
    for (const doc of docs) {
      const index = docIndex++;
      if (doc.errors.length === 0) {
        // A document kubectl refuses for a character in it is reported there and not read.
        const bad = unprintable.find((o) => o >= base + doc.range[0] && o < base + doc.range[2]);
        const tooLong = long.find((l) => l.offset >= doc.range[0] && l.offset < doc.range[2]);
        if (tooLong !== undefined) {
          result.diagnostics.push(longStringFinding(stream, tooLong, maxStringBytes));
          // A string over a `---` line is a quote never closed (YAML allows no document marker in
          // one): the documents after the marker are read again from there, as after a broken one.
          restartAt = pass < MAX_RECOVERIES ? innerDocumentStart(text, doc) : -1;
          if (restartAt >= 0) break;
        } else if (bad !== undefined) {
          const c = source.text.charAt(bad);
          result.diagnostics.push({
            ruleId: 'input/yaml-syntax',
            severity: 'error',
            message: notPrintableMessage(c),
            file: source.path,
            range: { start: toPosition(bad), end: toPosition(bad + 1) },
          });
        } else loadDocument(stream, doc, index, makeDocument);
        continue;
      }
      reportProblems(stream, doc.errors, 'error', doc);
      restartAt = pass < MAX_RECOVERIES ? innerDocumentStart(text, doc) : -1;
      if (restartAt >= 0) break;
    }
    base = restartAt >= 0 ? base + restartAt : -1;
  }
  return result;
}

/**
 * Documents read by the fast path. Where something is in one comes from its lines when it is
 * block style (yaml-block-index.ts), else from `yaml`, which parses the document alone the first
 * time a finding asks; its offsets are then those of the file, whose lines start after each
 * newline, as the full parser's LineCounter counts them. A document marked `full` is read by
 * `yaml` alone, as the full parser reads it in the file (a document's anchors, tags and keys are
 * its own); undefined when one of them has an error, for the full parser to read the whole file
 * (its recovery from a broken document may take in the ones after it).
 */
function fastResult(source: SourceFile, fast: readonly FastDocument[], maxStringBytes: number, reading: YamlReading): ParseResult | undefined {
  const lines = new LineIndex(source.text);
  const toPosition: ToPosition = (offset) => lines.positionAt(offset);
  const result: ParseResult = { documents: [], diagnostics: [] };
  for (const doc of fast) {
    const stream: StreamContext = { source, base: doc.start, toPosition, result };
    let value = doc.value;
    if (doc.full === true) {
      const { docs } = parseAllWithLongStrings(source.text.slice(doc.start, doc.end), PARSE_OPTIONS, undefined, maxStringBytes, reading.lastKeyWins);
      const [only, ...more] = 'empty' in docs ? [] : docs;
      if (only === undefined || more.length > 0 || only.errors.length > 0) return undefined;
      // Its node tree is not kept: parsed again, as the others are, when a finding asks.
      value = documentValue(stream, only);
    }
    if (value === null || value === undefined) continue;
    let located: LoadedDocument | undefined;
    // The block index reads plain block style only: not anchors, aliases or merges.
    let block: ReturnType<typeof blockIndex> | null = doc.full === true ? undefined : null;
    result.documents.push({
      file: source.path,
      order: [doc.index],
      value,
      locate(path, part = 'value') {
        if (block === null) block = blockIndex(source.text, doc.start, doc.end);
        const found = block === undefined ? undefined : locateInBlock(block, path, part);
        if (found !== undefined) return { start: toPosition(found[0]), end: toPosition(found[1]) };
        located ??= yamlDocument(stream, parseDocument(source.text.slice(doc.start, doc.end), PARSE_OPTIONS).contents ?? new Scalar(null), doc.index, value);
        return located.locate(path, part);
      },
    });
  }
  return result;
}

function longStringFinding(stream: StreamContext, long: LongString, maxBytes: number): Diagnostic {
  const at = stream.base + long.offset;
  const message = `a string of ${long.bytes} bytes, more than the ${maxBytes} one string may hold here (${boundSetting('scalarBytes')}); the object is left out`;
  return {
    ruleId: 'input/too-large',
    severity: 'error',
    message,
    file: stream.source.path,
    range: { start: stream.toPosition(at), end: stream.toPosition(at + 1) },
  };
}

interface StreamContext {
  readonly source: SourceFile;
  /** Offset of the parsed text inside the file (non-zero after a recovery). */
  readonly base: number;
  readonly toPosition: ToPosition;
  readonly result: ParseResult;
}

function loadDocument(stream: StreamContext, doc: Document.Parsed, index: number, makeDocument: MakeDocument): void {
  const value = documentValue(stream, doc);
  if (value === null || value === undefined) return;
  stream.result.documents.push(makeDocument(stream, doc.contents!, index, value));
}

/**
 * A document's value, its warnings and a failed conversion (an alias bomb) reported; undefined
 * when empty or failed. Aliasing is held to go-yaml's limit, which kubectl's reader applies
 * (yaml-aliasing.ts); within it the value shares one object for each anchor, as `toJS` makes it.
 */
function documentValue(stream: StreamContext, doc: Document.Parsed): unknown {
  reportProblems(stream, doc.warnings, 'warning');
  const root = doc.contents;
  if (root === null) return undefined;
  try {
    checkAliasing(doc);
    return doc.toJS({ maxAliasCount: -1 });
  } catch (error) {
    stream.result.diagnostics.push(conversionDiagnostic(stream, root, error));
    return undefined;
  }
}

/** Offset (in `text`) of a `---` line inside a broken document's content, or -1. */
function innerDocumentStart(text: string, doc: Document.Parsed): number {
  const contentStart = doc.contents?.range[0];
  if (contentStart === undefined) return -1;
  // Search only the document's own text, so many broken documents cost linear time.
  const inside = text.slice(contentStart + 1, doc.range[2]);
  const marker = /^---(?=[ \t\r\n]|$)/gm;
  for (let match = marker.exec(inside); match !== null; match = marker.exec(inside)) {
    // `^` also matches at the start of the slice, which is a line start only after a newline.
    if (match.index > 0 || text.charCodeAt(contentStart) === 10) return contentStart + 1 + match.index;
  }
  return -1;
}

function reportProblems(stream: StreamContext, problems: readonly YAMLError[], severity: 'error' | 'warning', doc?: Document.Parsed): void {
  for (const problem of problems) {
    const [start, end] = problem.pos;
    const unclosedQuote = problem.code === 'MISSING_CHAR' && problem.message.includes('quote');
    const related = doc !== undefined && unclosedQuote ? openingQuote(stream, doc, start) : undefined;
    // An unclosed flow collection is reported where the parser gave up (often past the last
    // line); point at its opening bracket instead, which is where the fix goes.
    const opening = doc !== undefined && /end with a [\]}]/.test(problem.message) ? openingBracket(doc, start) : undefined;
    stream.result.diagnostics.push({
      ruleId: 'input/yaml-syntax',
      severity,
      message:
        cleanMessage(problem.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '')) +
        (opening === undefined ? '' : ' (the bracket opened here is never closed)'),
      file: stream.source.path,
      range: opening === undefined ? rangeOf(stream, start, Math.max(start, end)) : rangeOf(stream, opening, opening + 1),
      ...(related === undefined ? {} : { related: [related] }),
    });
  }
}

/** The innermost flow collection still open where the parser stopped: its "[" or "{". */
function openingBracket(doc: Document.Parsed, errorOffset: number): number | undefined {
  let opening: number | undefined;
  walkNodes(doc.contents, (node) => {
    if ((isSeq(node) || isMap(node)) && node.flow === true && node.range !== undefined && node.range !== null) {
      const [start, , end] = node.range;
      if (start < errorOffset && errorOffset <= end + 1 && (opening === undefined || start > opening)) opening = start;
    }
  });
  return opening;
}

/** For "missing closing quote": where the unterminated string starts. */
function openingQuote(stream: StreamContext, doc: Document.Parsed, errorOffset: number): RelatedLocation | undefined {
  let opening: number | undefined;
  walkNodes(doc.contents, (node) => {
    if (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && node.range !== undefined && node.range !== null) {
      const [start, , end] = node.range;
      if (start < errorOffset && errorOffset <= end) opening = start;
    }
  });
  if (opening === undefined) return undefined;
  return { file: stream.source.path, range: rangeOf(stream, opening, opening + 1), message: UNTERMINATED_STRING_STARTS };
}

/** go-yaml's refusal of an alias bomb, at the alias whose expansion crossed its limit. */
const EXCESSIVE_ALIASING_WORDS = `${EXCESSIVE_ALIASING}: so many of its nodes are copies made by this alias and the aliases inside it that go-yaml (which kubectl reads YAML with) refuses it as an alias bomb; the object is left out`;

/** Parser messages a person would not act on, in words they can. */
const PLAIN_WORDS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [
    /maximum call stack size exceeded/i,
    () =>
      'the document nests deeper than the YAML parser follows (about 800 levels of flow collections, more in block style); no Kubernetes object nests like this',
  ],
  [
    /^unresolved tag: (.*)$/i,
    (m) => `unsupported YAML tag ${m[1] ?? ''} (Kubernetes manifests use none, and kubectl may refuse it); the value is read as plain text`,
  ],
];

/** Single line, lower-case start, no trailing period, no code frame. */
export function cleanMessage(message: string): string {
  for (const [pattern, words] of PLAIN_WORDS) {
    const m = pattern.exec(message);
    if (m !== null) return words(m);
  }
  const firstPart = message.split(/ at line \d+, column \d+:?\s*\n/)[0] ?? message;
  const oneLine = firstPart.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  const lowered = /^[A-Z][a-z]/.test(oneLine) ? oneLine.charAt(0).toLowerCase() + oneLine.slice(1) : oneLine;
  return lowered === '' ? 'invalid YAML' : lowered;
}

/** A failure of `toJS`: alias bomb, alias to an undefined anchor, or nesting too deep. */
function conversionDiagnostic(stream: StreamContext, root: Node, error: unknown): Diagnostic {
  if (error instanceof AliasError) {
    const [start, end] = (error.alias ?? root).range ?? [0, 0];
    const message = error.message === EXCESSIVE_ALIASING ? EXCESSIVE_ALIASING_WORDS : error.message;
    return { ruleId: 'input/yaml-syntax', severity: 'error', message, file: stream.source.path, range: rangeOf(stream, start, end) };
  }
  const message = cleanMessage(error instanceof Error ? error.message : String(error));
  const unresolved = /alias.*: (.+)$/.exec(message)?.[1];
  let at: Node | undefined;
  walkNodes(root, (node) => {
    if (at === undefined && isAlias(node) && (unresolved === undefined || node.source === unresolved)) at = node;
  });
  const [start, end] = (at ?? root).range ?? [0, 0];
  return { ruleId: 'input/yaml-syntax', severity: 'error', message, file: stream.source.path, range: rangeOf(stream, start, end) };
}

function rangeOf(stream: StreamContext, start: number, end: number): SourceRange {
  return { start: stream.toPosition(stream.base + start), end: stream.toPosition(stream.base + end) };
}

/** Visits a node and its descendants in document order, without recursion. */
function walkNodes(root: unknown, visit: (node: Node) => void): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const item = stack.pop();
    if (isPair(item)) {
      stack.push(item.value, item.key);
    } else if (isMap(item) || isSeq(item)) {
      visit(item);
      for (let i = item.items.length - 1; i >= 0; i--) stack.push(item.items[i]);
    } else if (isScalar(item) || isAlias(item)) {
      visit(item);
    }
  }
}

/** A LoadedDocument that keeps only the document's node tree for `locate`. */
function yamlDocument(stream: StreamContext, root: Node, index: number, value: unknown): LoadedDocument {
  let anchors: Map<string, Node[]> | undefined;
  const resolve = (node: Node | null): Node | null => {
    for (let hops = 0; isAlias(node) && hops < MAX_ALIAS_HOPS; hops++) {
      anchors ??= collectAnchors(root);
      const aliasStart = node.range?.[0] ?? 0;
      const candidates = anchors.get(node.source) ?? [];
      node = candidates.filter((c) => (c.range?.[0] ?? 0) < aliasStart).at(-1) ?? null;
    }
    return node;
  };
  return {
    file: stream.source.path,
    order: [index],
    value,
    locate(path: readonly PathSegment[], part: 'key' | 'value' = 'value'): SourceRange {
      const found = findPath(root, path, resolve);
      const node = part === 'key' && found.key !== null ? found.key : (found.value ?? found.key ?? root);
      const [start, end] = node.range ?? [0, 0];
      return rangeOf(stream, start, end);
    },
  };
}

function collectAnchors(root: Node): Map<string, Node[]> {
  const anchors = new Map<string, Node[]>();
  walkNodes(root, (node) => {
    const name = (node as { anchor?: string }).anchor;
    if (!isAlias(node) && name !== undefined) {
      const list = anchors.get(name) ?? [];
      list.push(node);
      anchors.set(name, list);
    }
  });
  return anchors;
}

interface Found {
  readonly key: Node | null;
  readonly value: Node | null;
}

/** Follows `path` from `root`; stops at the deepest node that exists. */
function findPath(root: Node, path: readonly PathSegment[], resolve: (node: Node | null) => Node | null): Found {
  let found: Found = { key: null, value: root };
  for (const segment of path) {
    const next = childOf(resolve(found.value), segment, resolve);
    if (next === undefined) break;
    found = next;
  }
  return found;
}

function childOf(node: Node | null, segment: PathSegment, resolve: (node: Node | null) => Node | null, depth = 0): Found | undefined {
  if (isSeq(node)) {
    const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
    const item = node.items[index];
    return isNode(item) ? { key: null, value: item } : undefined;
  }
  if (!isMap(node)) return undefined;
  const merges: Node[] = [];
  for (const pair of node.items) {
    if (!isScalar(pair.key)) continue;
    if (typeof pair.key.value === 'symbol' || pair.key.value === '<<') merges.push(...mergeSources(pair.value));
    else if (String(pair.key.value) === String(segment)) return { key: pair.key, value: isNode(pair.value) ? pair.value : null };
  }
  // A merge may (through an alias) include itself: give up after a few levels.
  for (const source of depth < 10 ? merges : []) {
    const found = childOf(resolve(source), segment, resolve, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The maps a `<<` key merges: one alias or map, or a sequence of them. */
function mergeSources(value: unknown): Node[] {
  if (isSeq(value)) return value.items.filter(isNode);
  return isNode(value) ? [value] : [];
}

function isNode(value: unknown): value is Node {
  return isMap(value) || isSeq(value) || isScalar(value) || isAlias(value);
}
