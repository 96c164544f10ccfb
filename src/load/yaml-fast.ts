/**
 * The fast path for YAML: each document's value from js-yaml (about ten times the `yaml`
 * package's speed), its positions from `yaml` only when a finding asks (yaml.ts).
 *
 * Identical results are the contract, so the fast path takes only texts where the two cannot
 * differ and answers undefined for the rest, which the full parser then reads:
 * - anything js-yaml refuses (syntax, duplicate keys, nesting too deep): `yaml` gives the
 *   diagnostics;
 * - node properties and merges (`&anchor`, `*alias`, `!tag`, `<<`): alias limits, `!!binary`
 *   and `!!timestamp` as kubectl reads them, and the library's warnings stay with `yaml`. A
 *   `*`, `&` or `!` inside a plain scalar (` * ` bullets in a CRD's descriptions) is none: only
 *   where a node may start counts;
 * - directives (`%YAML 1.1` changes the schema), `...` document ends, `---` with text right
 *   after it (a plain scalar to `yaml`, a document marker to js-yaml), and a node on the `---`
 *   line (`--- a: b` is an error to `yaml`, a mapping to js-yaml): these change how the stream
 *   splits into documents, so the whole file goes to the full parser, as it does when js-yaml
 *   refuses any document;
 * - a tab in indentation (an error to `yaml`; js-yaml lets some through);
 * - keys the two libraries name differently: null and empty keys (`yaml` says "", js-yaml
 *   "null"), collections as keys, explicit `?` keys, and any key that may be over `yaml`'s
 *   1,024-character limit for implicit keys;
 * - a flow collection's `]` or `}` first on its line (`yaml` warns when it is not indented);
 * - a quoted string that spans lines (js-yaml takes lines `yaml` refuses as not indented enough);
 * - a flow collection that spans lines, one of them at or left of the key (or the node after the
 *   `- `s) it belongs to: js-yaml, as kubectl, checks no indentation inside brackets, `yaml`
 *   refuses it (yaml-flow-indent.ts reads it and warns);
 * - a carriage return not followed by a newline (js-yaml breaks the line there, `yaml` not):
 *   the whole file;
 * - a document of more UTF-8 bytes than the string bound (so that it may hold a string over
 *   it, which yaml-long-strings.ts sets aside): the whole file.
 * The other screens are lexical, per document, and err on the side of the full parser: `a && b`
 * or `"0 * * * *"` send their document there (`full`), which `yaml` then reads alone, and cost
 * only time; the rest of the file stays on the fast path.
 */
import { load, loadAll } from 'js-yaml';
import { YAML_CORE_SCHEMA } from './yaml-core-schema.ts';
import { tooLong } from './bounds.ts';
import { previousNonBlankLine } from '../core/source.ts';
import { flowCollectionEnd } from './yaml-flow-indent.ts';

export interface FastDocument {
  /** The document's index in the stream, as `yaml`'s parseAllDocuments counts them. */
  readonly index: number;
  /** Offsets of the document's text (its `---` line included) in the file. */
  readonly start: number;
  readonly end: number;
  /** js-yaml's value; undefined when `full`. */
  readonly value: unknown;
  /** The document needs the full parser (a node property, merge key or unusual key in it). */
  readonly full?: true;
}

/**
 * What changes how the stream splits into documents, or what a document after it means: the
 * whole file goes to the full parser.
 */
const FILE_NEEDS_FULL_PARSER = new RegExp(
  [
    String.raw`^%`, // directive
    String.raw`^\.\.\.`, // document end, or a plain scalar js-yaml may take for one
    String.raw`^---(?![ \t\r\n]|$)`, // `---x`: a plain scalar to yaml, a marker to js-yaml
    String.raw`^---[ \t]+[^ \t\r\n#]`, // a node on the marker line: `--- a: b` is an error to yaml only
    String.raw`\r(?!\n)`, // a carriage return alone, a line break to js-yaml (and to the split) only
  ].join('|'),
  'm',
);

/** Where a node property, merge key or unusual key could be: that document goes to the full parser. */
const NEEDS_FULL_PARSER = new RegExp(
  [
    // Anchor, alias or tag where a node starts within its line: after `[`, `{`, `,` or `:`, after a
    // block sequence's `-` (not after `]` or `}`: `[0-9]*` in a pattern is text). One first on
    // its line is nodePropertyLineStart's.
    String.raw`[\[{,:][ \t]*[&*!]`,
    String.raw`(?:^|[ \t])-[ \t]+[&*!]`,
    '<<', // merge key
    String.raw`^ *\t`, // a tab in indentation: an error to yaml, not always to js-yaml
    String.raw`(?:^|[\s\[{,])\?(?:[ \t\r\n]|$)`, // explicit key
    String.raw`[\]}][ \t]*:`, // a flow collection as a key
    String.raw`[{,][ \t\r\n]*[\[{]`, // a flow collection where a flow map's key may be
    // Null or empty key. No `[ \t]*` right after a class that takes blanks: over a long run of
    // spaces that would try every start in the run against the rest of it.
    String.raw`(?:^|[\s\[{,]):(?:[ \t\r\n,\]}]|$)`,
    String.raw`(?:^|[\s\[{,])(?:~|null|Null|NULL)[ \t]*:(?:[ \t\r\n,\]}]|$)`,
    String.raw`^[ \t]*[\]}]`, // flow end first on its line
    // A quoted string that goes on past its line: js-yaml, as kubectl, reads one whose next lines
    // are not indented past its key, `yaml` refuses it (yaml-quote-indent.ts reads it and warns).
    String.raw`(?:^[ \t]*(?:- )*|[:,\[{][ \t]+|[\[{,])(?:'(?:[^'\n]|'')*|"(?:[^"\\\n]|\\.)*\\?)$`,
  ].join('|'),
  'm',
);

const DOCUMENT_START = /^---(?=[ \t\r\n]|$)/gm;
/** A first document opened by `---` (after a byte-order mark, which is not a line start). */
const MARKED_FIRST = /^\uFEFF?---(?=[ \t\r\n]|$)/;
/** A line that is not blank or a comment (`\s` takes in a byte-order mark). */
const HOLDS_NODE = /^[ \t]*[^\s#]/m;

/** A line this long may hold an implicit key over 1,024 characters. */
const LONG_KEY = 1024;

/**
 * The documents of `text` read by js-yaml (some marked `full`), or undefined when the full
 * parser must read the whole text. `maxStringBytes` is the string bound: no string in a
 * document can have more UTF-8 bytes than the document.
 */
export function fastYamlDocuments(text: string, maxStringBytes: number): FastDocument[] | undefined {
  if (FILE_NEEDS_FULL_PARSER.test(text)) return undefined;
  const starts = [0];
  DOCUMENT_START.lastIndex = 0;
  for (let m = DOCUMENT_START.exec(text); m !== null; m = DOCUMENT_START.exec(text)) if (m.index > 0) starts.push(m.index);
  const out: FastDocument[] = [];
  let index = 0;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    const end = starts[i + 1] ?? text.length;
    // Text before the first `---` is a document only when it holds a node; every `---` starts one.
    if (start === 0 && !MARKED_FIRST.test(text) && !HOLDS_NODE.test(text.slice(0, end))) continue;
    const slice = text.slice(start, end);
    if (tooLong(slice, maxStringBytes)) return undefined;
    if (NEEDS_FULL_PARSER.test(slice) || nodePropertyLineStart(slice) || mayHoldLongKey(slice)) {
      out.push({ index: index++, start, end, value: undefined, full: true });
      continue;
    }
    let value: unknown;
    try {
      value = load(slice, { schema: YAML_CORE_SCHEMA });
    } catch {
      return undefined;
    }
    // After js-yaml, which refuses a collection never closed: the whole file is then the full parser's.
    if (flowUnderIndented(slice)) {
      out.push({ index: index++, start, end, value: undefined, full: true });
      continue;
    }
    out.push({ index: index++, start, end, value });
  }
  return out;
}

/** A line whose first character is `*`, `&` or `!`. */
const PROPERTY_FIRST = /^[ \t]*[&*!]/gm;
/** A line that may leave a node to start on the next one: it ends in `:`, `-`, `?` or a flow indicator, or holds a comment. */
const NODE_NEXT = /(?:[:\-?[{,][ \t]*|#.*)$/;
/** A mapping key on the line (a `:` followed by a blank or the line's end). */
const HOLDS_KEY = /:(?:[ \t]|$)/;

/**
 * Whether a line starting with `*`, `&` or `!` may start a node with it: the document's first
 * line, a key (`&k a: 1`), or after a line that leaves a value or an item to the next. Any other
 * such line continues a plain or quoted scalar of the line before, and both parsers read the
 * character as text ("foo * bullet").
 */
function nodePropertyLineStart(text: string): boolean {
  PROPERTY_FIRST.lastIndex = 0;
  for (let m = PROPERTY_FIRST.exec(text); m !== null; m = PROPERTY_FIRST.exec(text)) {
    const lineEnd = text.indexOf('\n', m.index);
    if (HOLDS_KEY.test(text.slice(m.index, lineEnd < 0 ? text.length : lineEnd))) return true;
    // The last line before it that is not blank (the `---` line counts as one).
    const previous = previousNonBlankLine(text, m.index);
    if (previous === undefined || previous.startsWith('---') || NODE_NEXT.test(previous)) return true;
  }
  return false;
}

/**
 * A `[` or `{` that may open a flow collection in block context: first on its line after the
 * indentation and any `- `, or after a key's `: ` there. Group 1 runs to the node the line holds
 * (past its `- `s), whose column is the deepest the block collection holding the flow collection
 * can be. A key does not start with `- `, so the `- `s are never tried again as one (linear time).
 */
const FLOW_OPENING = /( *(?:- +)*)(?:(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*'|(?:[^ \t#'"[{\n-]|-(?=[^ \t\n]))[^\n]*?):[ \t]+)?[[{]/y;

/**
 * Whether a flow collection in `text` goes on over a line that holds text at or left of the column
 * of the node on its first line (yaml-flow-indent.ts), or is never closed. Each character is
 * scanned once: the search goes on after the line where a collection closes.
 */
function flowUnderIndented(text: string): boolean {
  for (let lineStart = 0; lineStart < text.length;) {
    FLOW_OPENING.lastIndex = lineStart;
    const m = FLOW_OPENING.exec(text);
    let lineEnd = text.indexOf('\n', lineStart);
    if (m !== null) {
      const end = flowCollectionEnd(text, lineStart + m[0].length - 1);
      if (!end.closed) return true;
      for (let next = lineEnd + 1; lineEnd >= 0 && next > 0 && next <= end.at; next = text.indexOf('\n', next) + 1) {
        let s = next;
        while (text.charCodeAt(s) === 0x20) s++;
        // A blank line or a comment alone is nobody's business.
        if (s - next <= m[1]!.length && !/[\r\n#]/.test(text[s] ?? '\n')) return true;
      }
      lineEnd = text.indexOf('\n', end.at);
    }
    if (lineEnd < 0) break;
    lineStart = lineEnd + 1;
  }
  return false;
}

/** A line over LONG_KEY characters with a `:` past that column. */
function mayHoldLongKey(text: string): boolean {
  for (let lineStart = 0; lineStart < text.length;) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const colon = lineEnd - lineStart > LONG_KEY ? text.indexOf(':', lineStart + LONG_KEY) : -1;
    if (colon >= 0 && colon < lineEnd) return true;
    lineStart = lineEnd + 1;
  }
  return false;
}

/**
 * Whether js-yaml reads `text` at all (with the same schema as the fast path), whatever its
 * documents' lengths: a cheap test, before the full parser is asked to read a large text that
 * is probably no YAML (load/index.ts).
 */
export function jsYamlReads(text: string): boolean {
  try {
    loadAll(text, () => undefined, { schema: YAML_CORE_SCHEMA });
    return true;
  } catch {
    return false;
  }
}
