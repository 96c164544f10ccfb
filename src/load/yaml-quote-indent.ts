/**
 * Quoted strings whose continuation lines are indented no deeper than the key they belong to,
 * read as kubectl reads them. YAML 1.2 wants each line of a multi-line flow scalar in block
 * context indented past its parent (s-flow-line-prefix), so `yaml` stops the string at the first
 * line that is not and reports "missing closing quote". kubectl's reader (go-yaml, a port of
 * libyaml's yaml_parser_scan_flow_scalar) checks no indentation inside a quoted string, only
 * for a document marker, so such manifests apply; real repositories hold them (a JSON
 * annotation in single quotes, its closing `]'` at the key's indentation).
 *
 * The fix is textual: the string's continuation lines are indented past its opening quote, which
 * changes nothing in its value (a flow scalar's line prefixes are not content) and nothing in the
 * line numbers, and the text is parsed again. Only a string that closes where go-yaml closes it,
 * at the end of a line or before a flow collection's `,`, `]` or `}`, is indented: a quote
 * left open by mistake, closed by some later quote in the middle of other text, stays an error.
 */
import { LineIndex, type SourceFile } from '../core/source.ts';
import type { ParseResult } from './index.ts';
import { paddedOrStrict } from './yaml-padded-lines.ts';

const YAML_SYNTAX = 'input/yaml-syntax';
/** The related location yaml.ts gives a "missing closing quote" error: where the string opens. */
export const UNTERMINATED_STRING_STARTS = 'the unterminated string starts here';
/** How many times a file is indented and parsed again: each pass fixes every string the last one found. */
const MAX_PASSES = 3;
/**
 * Larger files are not parsed again: the strings this reads are hand-written manifests', and each
 * pass is one more parse of the whole file.
 */
const MAX_CHARS = 4 * 1024 * 1024;

/** The text with the continuation lines of the strings opening at `openings` indented, and which lines got how many spaces. */
export interface QuotePadding {
  readonly text: string;
  /** 1-based line → the spaces put before it. */
  readonly padded: ReadonlyMap<number, number>;
}

/**
 * Indents the continuation lines of each multi-line quoted string opening at an offset of
 * `openings` past its opening quote; undefined when no line needs it.
 */
export function padQuotedContinuations(text: string, openings: readonly number[]): QuotePadding | undefined {
  const lines = new LineIndex(text);
  // Line start offset → spaces to insert there.
  const inserts = new Map<number, number>();
  for (const q of [...new Set(openings)].sort((a, b) => a - b)) {
    const close = closingQuote(text, q);
    if (close === undefined) continue;
    const opening = lines.positionAt(q);
    const required = opening.column; // the quote's 0-based column, plus one
    for (let lineStart = text.indexOf('\n', q) + 1; lineStart > 0 && lineStart <= close; lineStart = text.indexOf('\n', lineStart) + 1) {
      let s = lineStart;
      while (text.charCodeAt(s) === 0x20) s++;
      const c = text.charCodeAt(s);
      // An empty line may be indented less (l-empty); it stays as it is.
      if (c === 0x0a || c === 0x0d || s >= text.length) continue;
      if (s - lineStart < required) inserts.set(lineStart, Math.max(inserts.get(lineStart) ?? 0, required - (s - lineStart)));
    }
  }
  if (inserts.size === 0) return undefined;
  let out = '';
  let at = 0;
  const padded = new Map<number, number>();
  for (const [lineStart, spaces] of [...inserts].sort((a, b) => a[0] - b[0])) {
    out += text.slice(at, lineStart) + ' '.repeat(spaces);
    at = lineStart;
    padded.set(lines.positionAt(lineStart).line, spaces);
  }
  return { text: out + text.slice(at), padded };
}

/**
 * Where go-yaml closes the string opening at `q` (a `'` not doubled, or a `"` not escaped), when
 * it spans lines and the rest of its closing line is blank, a comment or the next token of a flow
 * collection; undefined otherwise, and at a document marker or the end of the text, which go-yaml
 * refuses too.
 */
function closingQuote(text: string, q: number): number | undefined {
  const quote = text[q];
  if (quote !== "'" && quote !== '"') return undefined;
  let multiLine = false;
  for (let i = q + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      multiLine = true;
      if (/^(?:---|\.\.\.)(?:[ \t\r\n]|$)/.test(text.slice(i + 1, i + 5))) return undefined;
    } else if (quote === "'" && c === "'") {
      if (text[i + 1] !== "'") return multiLine && endsToken(text, i + 1) ? i : undefined;
      i++;
    } else if (quote === '"' && c === '\\') {
      // An escaped line break still continues the string on the next line (and a document
      // marker there still ends it): only the escaped character itself is stepped over.
      if (text[i + 1] !== '\n' && text[i + 1] !== '\r') i++;
    } else if (quote === '"' && c === '"') {
      return multiLine && endsToken(text, i + 1) ? i : undefined;
    }
  }
  return undefined;
}

/** The rest of the line from `at` is blank, a comment, or starts with a flow collection's `,`, `]` or `}`. */
function endsToken(text: string, at: number): boolean {
  const end = text.indexOf('\n', at);
  return /^[ \t]*(?:#.*|[,\]}].*)?\r?$/.test(text.slice(at, end < 0 ? text.length : end));
}

/** A line break, then a line that holds more than blanks. */
const HOLDS_TEXT = /\n[ \t\r]*[^ \t\r\n]/;

/** A string the parse left open: where it opens, and the first line past where the parser stopped it. */
interface Unclosed {
  readonly opening: number;
  readonly stoppedBefore: number;
}

/** The "missing closing quote" errors of a parse: each string's opening quote, and the line the parser did not take into it. */
function unclosedStrings(result: ParseResult, text: string, lines: LineIndex): Unclosed[] {
  const out: Unclosed[] = [];
  for (const d of result.diagnostics) {
    const opening = d.ruleId === YAML_SYNTAX ? d.related?.find((r) => r.message === UNTERMINATED_STRING_STARTS) : undefined;
    if (opening === undefined) continue;
    // The parser stops the string at the end of the last line it took: the next line that holds text is the first one it refused.
    const stopped = lines.offsetAt(d.range.start);
    const refused = HOLDS_TEXT.exec(text.slice(stopped));
    if (refused === null) continue;
    out.push({ opening: lines.offsetAt(opening.range.start), stoppedBefore: lines.positionAt(stopped + refused.index + 1).line });
  }
  return out;
}

/**
 * `parse` of the source, and when strings are left open that go-yaml reads (see above), of the
 * source with their continuation lines indented: then with one warning at the first line YAML
 * 1.2 refuses (naming the others), and every position as it is in the file as written. The second parse is
 * kept only when it has fewer syntax errors than the first.
 */
export function withQuotesAsKubectlReads(source: SourceFile, parse: (source: SourceFile) => ParseResult): ParseResult {
  const strict = parse(source);
  if (source.text.length > MAX_CHARS) return strict;
  let unclosed = unclosedStrings(strict, source.text, new LineIndex(source.text));
  if (unclosed.length === 0) return strict;
  let text = source.text;
  const padded = new Map<number, number>();
  const refusedLines = new Set<number>();
  let result = strict;
  for (let pass = 0; pass < MAX_PASSES && unclosed.length > 0; pass++) {
    const padding = padQuotedContinuations(
      text,
      unclosed.map((u) => u.opening),
    );
    if (padding === undefined) break;
    for (const u of unclosed) refusedLines.add(u.stoppedBefore);
    text = padding.text;
    for (const [line, spaces] of padding.padded) padded.set(line, (padded.get(line) ?? 0) + spaces);
    result = parse({ ...source, text });
    unclosed = unclosedStrings(result, text, new LineIndex(text));
  }
  return paddedOrStrict(strict, result, padded, {
    file: source.path,
    warned: [...refusedLines].filter((l) => padded.has(l)),
    refusedWherePadded: false,
    message: (more) =>
      `this line continues a quoted string but is not indented past the key the string belongs to${more}: kubectl reads it (its YAML reader does not check), YAML 1.2 and most other tools do not; indent the line`,
  });
}
