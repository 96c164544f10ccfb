/**
 * A flow collection (`[…]` or `{…}`) in block context whose next lines are indented no deeper than
 * the key (or `-`) it belongs to, read as kubectl reads it:
 *
 *     metadata:
 *       labels: {app:
 *     report-builder}
 *
 * YAML 1.2 wants every line of a flow collection in block context indented past the block
 * collection that holds it (s-separate(n) in flow context), so `yaml` ends the collection at the
 * first line that is not ("flow map in block collection must be sufficiently indented"). kubectl's
 * reader (go-yaml, a port of libyaml) keeps no indentation inside a flow collection at all
 * (scannerc.go yaml_parser_roll_indent and yaml_parser_unroll_indent: "in the flow context, do
 * nothing"; yaml_parser_scan_to_next_token even skips tabs there), so the manifest applies:
 * sigs.k8s.io/yaml (kubectl apply) and go-yaml v3 (kustomize) both read `labels: {app:
 * report-builder}`. What go-yaml refuses inside one stays refused: a document marker (`---` or
 * `...` at column 0, yaml_parser_fetch_next_token's indicator check, which holds at any flow
 * level), a block sequence entry (`- b`, which yaml_parser_fetch_block_entry leaves to the parser
 * to refuse: "did not find expected node content"), a collection never closed, and a block
 * mapping in a flow mapping's value (`{app:` then `foo: bar`), which `yaml` refuses as well.
 *
 * The fix is textual, as for quoted strings (yaml-quote-indent.ts): each line of the collection
 * after its first that holds text and is not indented past the block collection holding it gets
 * the spaces it lacks, which changes nothing in its values (a flow collection's line prefixes are
 * not content, nor are the line prefixes of the scalars in it) and nothing in the line numbers,
 * and the text is parsed again. Which collections `yaml` cut short, and how deep their block
 * collection is, come from `yaml`'s own parse (its CST); where each really ends, from a scan that
 * reads brackets, quotes and comments as go-yaml does.
 */
import { Parser } from 'yaml';
import type { SourceFile } from '../core/source.ts';
import type { ParseResult } from './index.ts';
import { paddedOrStrict, syntaxErrorCount } from './yaml-padded-lines.ts';

/** How many times a file is indented and parsed again: a broken collection may hide the ones after it. */
const MAX_PASSES = 3;
/** Larger files are not parsed again (yaml-quote-indent.ts MAX_CHARS). */
const MAX_CHARS = 4 * 1024 * 1024;

/** Where a scan from a flow collection's opening bracket stopped: at its closing bracket, or where go-yaml refuses it. */
export interface FlowEnd {
  readonly closed: boolean;
  /** The closing bracket's offset; else where the scan stopped (a document marker, a `- ` entry, the end of the text). */
  readonly at: number;
}

const CLOSING: Readonly<Record<string, string>> = { '[': ']', '{': '}' };
/** Characters after which a flow collection's next token starts a node (a quoted scalar, a `- ` go-yaml refuses). */
const NODE_STARTS_AFTER = '[{,:?';

/**
 * Scans the flow collection opening at `open` (a `[` or `{`) as go-yaml's scanner reads it,
 * indentation aside: nested collections, quoted scalars (a quote where a node starts; `''` and
 * `\` escapes), comments (a `#` after a blank or first on its line). Not closed at a document
 * marker, at a block sequence entry where a node starts, or at the end of the text.
 */
export function flowCollectionEnd(text: string, open: number): FlowEnd {
  let depth = 0;
  let last = ''; // the last character that was not blank, outside quotes and comments
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      if (/^(?:---|\.\.\.)(?:[ \t\r\n]|$)/.test(text.slice(i + 1, i + 5))) return { closed: false, at: i + 1 };
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') continue;
    const startsNode = NODE_STARTS_AFTER.includes(last);
    if (c === '#' && (i === 0 || /[ \t\r\n]/.test(text[i - 1]!))) {
      const eol = text.indexOf('\n', i);
      if (eol < 0) break;
      i = eol - 1;
      continue;
    }
    if (startsNode && (c === "'" || c === '"')) {
      const close = quoteEnd(text, i);
      if (close === undefined) return { closed: false, at: text.length };
      i = close;
    } else if (startsNode && c === '-' && /^[ \t\r\n]/.test(text.slice(i + 1, i + 2))) {
      return { closed: false, at: i };
    } else if (c === '[' || c === '{') {
      depth++;
    } else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return text[i] === CLOSING[text[open]!] ? { closed: true, at: i } : { closed: false, at: i };
    }
    last = c;
  }
  return { closed: false, at: text.length };
}

/** The offset of the quote that closes the quoted scalar opening at `q`; undefined at a document marker or the end of the text. */
function quoteEnd(text: string, q: number): number | undefined {
  const quote = text[q];
  for (let i = q + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' && /^(?:---|\.\.\.)(?:[ \t\r\n]|$)/.test(text.slice(i + 1, i + 5))) return undefined;
    if (quote === "'" && c === "'") {
      if (text[i + 1] !== "'") return i;
      i++;
    } else if (quote === '"' && c === '\\') i++;
    else if (quote === '"' && c === '"') return i;
  }
  return undefined;
}

/** A flow collection `yaml` cut short: its opening bracket, and the indentation of the block collection that holds it. */
interface CutFlow {
  readonly open: number;
  readonly blockIndent: number;
}

/** A CST token, as far as this walks it. */
interface Walked {
  readonly type?: string;
  readonly offset?: number;
  readonly indent?: number;
  readonly value?: Walked | null;
  readonly items?: readonly { readonly value?: Walked | null }[];
  readonly start?: { readonly source?: string };
  readonly end?: readonly { readonly source?: string }[];
}

/**
 * The flow collections of `text` in block context, each the value of a block mapping's key or a
 * block sequence's item, whose closing bracket `yaml` did not find where it ended them, in text order.
 */
function cutFlows(text: string): CutFlow[] {
  const out: CutFlow[] = [];
  // [token, indentation of the block collection that holds it (-1: none)]
  const stack: [Walked, number][] = [];
  for (const token of new Parser().parse(text)) stack.push([token as Walked, -1]);
  while (stack.length > 0) {
    const [token, blockIndent] = stack.pop()!;
    if (token.type === 'document') {
      if (token.value != null) stack.push([token.value, -1]);
    } else if (token.type === 'block-map' || token.type === 'block-seq') {
      // A key is not followed: one that is a collection over several lines is refused by go-yaml too ("could not find expected ':'").
      for (const item of token.items ?? []) if (item.value != null) stack.push([item.value, token.indent ?? 0]);
    } else if (token.type === 'flow-collection' && blockIndent >= 0) {
      const opening = token.start?.source ?? '';
      if (token.end?.[0]?.source !== CLOSING[opening]) out.push({ open: token.offset ?? 0, blockIndent });
    }
  }
  return out.sort((a, b) => a.open - b.open);
}

/**
 * The indentation of the block collection holding the flow collection opening at `open`, from the
 * text before it on its line: the key's column after `key: ` (and any anchor or tag), the last
 * `-`'s after `- `; `fromParse` (the CST's) when the bracket is first on its line. The text is
 * the better witness: after one collection cut short, `yaml` may nest the next ones wrongly.
 */
function blockIndentAt(text: string, open: number, fromParse: number): number {
  const line = text.slice(text.lastIndexOf('\n', open - 1) + 1, open);
  let i = 0;
  let dash = -1;
  for (;;) {
    while (line[i] === ' ') i++;
    if (line[i] !== '-' || (line[i + 1] !== ' ' && line[i + 1] !== '\t')) break;
    dash = i++;
  }
  let rest = line.slice(i).trimEnd();
  if (rest === '') return dash >= 0 ? dash : fromParse;
  // An anchor or a tag between the key and the bracket belongs to the collection.
  for (let space = rest.lastIndexOf(' '); space > 0 && /^[&!]/.test(rest.slice(space + 1)); space = rest.lastIndexOf(' '))
    rest = rest.slice(0, space).trimEnd();
  return rest.endsWith(':') ? i : fromParse;
}

/**
 * Line start offset → the spaces to put there: the lines after the first of each cut collection
 * that go-yaml reads whole (see above) that hold text and are indented no deeper than its block
 * collection.
 */
export function underIndentedFlowLines(text: string): Map<number, number> {
  const inserts = new Map<number, number>();
  let scannedTo = -1;
  for (const cut of cutFlows(text)) {
    // A collection inside one already scanned, or after one go-yaml refuses in the same stretch: go-yaml reads it as part of that.
    if (cut.open <= scannedTo) continue;
    const end = flowCollectionEnd(text, cut.open);
    scannedTo = end.at;
    if (!end.closed) continue;
    const required = blockIndentAt(text, cut.open, cut.blockIndent) + 1;
    for (let lineStart = text.indexOf('\n', cut.open) + 1; lineStart > 0 && lineStart <= end.at; lineStart = text.indexOf('\n', lineStart) + 1) {
      let s = lineStart;
      while (text.charCodeAt(s) === 0x20) s++;
      const c = text[s];
      // A blank line, or a comment alone: go-yaml and YAML 1.2 skip it wherever it stands.
      if (c === undefined || c === '\n' || c === '\r' || c === '#') continue;
      if (s - lineStart < required) inserts.set(lineStart, required - (s - lineStart));
    }
  }
  return inserts;
}

/** 1-based line of each offset of `text` in `offsets` (sorted). */
function lineNumbers(text: string, offsets: readonly number[]): number[] {
  const out: number[] = [];
  let line = 1;
  let at = 0;
  for (const offset of offsets) {
    for (let nl = text.indexOf('\n', at); nl >= 0 && nl < offset; nl = text.indexOf('\n', nl + 1)) {
      line++;
      at = nl + 1;
    }
    out.push(line);
  }
  return out;
}

/**
 * `parse` of the source, and when a flow collection goes on at or left of its key (see above), of
 * the source with those lines indented past it: then with one warning at the first such line
 * (naming the others), and every position as it is in the file as written. The second parse is
 * kept only when it has fewer syntax errors than the first and none on a line it indented.
 */
export function withFlowsAsKubectlReads(source: SourceFile, parse: (source: SourceFile) => ParseResult): ParseResult {
  const strict = parse(source);
  if (source.text.length > MAX_CHARS || syntaxErrorCount(strict) === 0) return strict;
  let text = source.text;
  const padded = new Map<number, number>();
  let result = strict;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const inserts = [...underIndentedFlowLines(text)].sort((a, b) => a[0] - b[0]);
    if (inserts.length === 0) break;
    const lines = lineNumbers(
      text,
      inserts.map(([offset]) => offset),
    );
    let out = '';
    let at = 0;
    inserts.forEach(([lineStart, spaces], i) => {
      out += text.slice(at, lineStart) + ' '.repeat(spaces);
      at = lineStart;
      padded.set(lines[i]!, (padded.get(lines[i]!) ?? 0) + spaces);
    });
    text = out + text.slice(at);
    result = parse({ ...source, text });
    if (syntaxErrorCount(result) === 0) break;
  }
  // A line still refused where it now stands is not what go-yaml reads either (`foo: bar` in a flow mapping's value).
  return paddedOrStrict(strict, result, padded, {
    file: source.path,
    warned: [...padded.keys()],
    refusedWherePadded: true,
    message: (more) =>
      `this line continues a \`[…]\` or \`{…}\` collection but is not indented past the key or \`-\` it belongs to${more}: kubectl reads it (its YAML reader does not check indentation inside brackets), YAML 1.2 and most other tools do not; indent the line`,
  });
}
