/**
 * The manifest change behind a finding, as a unified diff: the hunks of one file's change that
 * touch the object (YAML document) a finding points at, for the text and markdown reports. Pure.
 *
 * Big files (a `kubectl get -o json` snapshot) are cheap: the common leading and trailing lines
 * are cut before diffing, and a change whose edit distance exceeds MAX_EDIT_LINES is not shown
 * (undefined) rather than computed.
 */
import { formatPatch, structuredPatch, type StructuredPatch, type StructuredPatchHunk } from 'diff';

/** Above this many changed lines (around the cut prefix and suffix) no diff is computed. */
export const MAX_EDIT_LINES = 5000;
/** Common lines kept around the differing middle when cutting the common prefix and suffix. */
const TRIM_MARGIN = 50;

export interface LineSpan {
  /** 1-based, inclusive, in the head text. */
  readonly startLine: number;
  readonly endLine: number;
}

export interface ObjectChangeOptions {
  /** Unchanged lines shown around each change (default 3). */
  readonly context?: number;
  /** The file's path in base when the change renames it (default: `file`). */
  readonly baseFile?: string;
  /**
   * The object's lines in the head text (e.g. from `doc.locate([])`). Default: the YAML document
   * around `line`; for JSON, only the hunk that contains `line`.
   */
  readonly span?: LineSpan;
}

/**
 * The unified diff (`--- a/… +++ b/…` and the selected `@@` hunks) of the change between
 * `baseText` and `headText` restricted to the object around `line` (1-based, in `headText`), or
 * undefined when that object did not change (or the change is too large to diff). `baseText` is
 * "" for a file the change adds.
 */
export function objectChange(baseText: string, headText: string, file: string, line: number, options: ObjectChangeOptions = {}): string | undefined {
  if (baseText === headText) return undefined;
  const context = Math.max(0, options.context ?? 3);
  const patch = trimmedPatch(baseText, headText, options.baseFile ?? file, file, context);
  if (patch === undefined) return undefined;
  const span = options.span ?? (looksLikeJson(file, headText) ? undefined : yamlDocumentSpan(headText, line));
  const hunks = patch.hunks.filter((h) => (span === undefined ? hunkContains(h, line) : hunkTouches(h, span)));
  if (hunks.length === 0) return undefined;
  return formatPatch({ ...patch, hunks }, { includeIndex: false, includeUnderline: false, includeFileHeaders: true });
}

/**
 * The 1-based line of `headText` where the change's first hunk begins: the first line that differs
 * from `baseText` (for a deletion, the line after it, at most the last line); 1 for no change.
 */
export function firstChangedLine(baseText: string, headText: string): number {
  const a = splitLines(baseText);
  const b = splitLines(headText);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return Math.max(1, Math.min(prefix + 1, b.length));
}

/** A unified diff wrapped in a Markdown code fence longer than any backtick run inside it. */
export function fenceDiff(patch: string): string {
  const longest = Math.max(0, ...[...patch.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}diff\n${patch.endsWith('\n') ? patch : `${patch}\n`}${fence}\n`;
}

/** The 1-based lines of the YAML document that contains `line` (document markers excluded). */
export function yamlDocumentSpan(text: string, line: number): LineSpan {
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  const marker = /^(?:---|\.\.\.)(?:[ \t]|\r?$)/;
  let start = 1;
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    if (!marker.test(lines[i]!)) continue;
    if (n <= line) start = n + 1;
    else {
      end = n - 1;
      break;
    }
  }
  return { startLine: start, endLine: Math.max(start, end) };
}

// ---------------------------------------------------------------------------------------------

function looksLikeJson(file: string, text: string): boolean {
  return /\.json$/i.test(file) || /^\uFEFF?\s*[{[]/.test(text.slice(0, 4096));
}

/** Lines with their line breaks, so joining a slice gives back the exact text. */
function splitLines(text: string): string[] {
  return text === '' ? [] : text.split(/(?<=\n)/);
}

/** structuredPatch of the differing middle only, with hunk positions of the whole files. */
function trimmedPatch(baseText: string, headText: string, baseFile: string, headFile: string, context: number): StructuredPatch | undefined {
  const a = splitLines(baseText);
  const b = splitLines(headText);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  // A margin beyond the context lets the diff align repeated lines (two `memory: 1Gi`) as a
  // person would, instead of the greedy suffix match taking the wrong one.
  const margin = Math.max(context, TRIM_MARGIN);
  const from = Math.max(0, prefix - margin);
  const keep = Math.max(0, suffix - margin);
  const patch = structuredPatch(
    `a/${baseFile}`,
    `b/${headFile}`,
    a.slice(from, a.length - keep).join(''),
    b.slice(from, b.length - keep).join(''),
    undefined,
    undefined,
    {
      context,
      maxEditLength: MAX_EDIT_LINES,
    },
  );
  if (patch === undefined) return undefined;
  return { ...patch, hunks: patch.hunks.map((h) => ({ ...h, oldStart: h.oldStart + from, newStart: h.newStart + from })) };
}

function hunkContains(h: StructuredPatchHunk, line: number): boolean {
  return line >= h.newStart && line < h.newStart + Math.max(1, h.newLines);
}

/**
 * Whether a hunk changes a line of `span`: an added line inside it, or a deletion just before,
 * between or just after its lines (the span of a YAML document excludes its `---` markers, so a
 * deletion next to a marker belongs to the document on its side).
 */
function hunkTouches(h: StructuredPatchHunk, span: LineSpan): boolean {
  let next = h.newStart;
  for (const l of h.lines) {
    const tag = l[0];
    if (tag === '+') {
      if (next >= span.startLine && next <= span.endLine) return true;
      next++;
    } else if (tag === '-') {
      if (next >= span.startLine && next <= span.endLine + 1) return true;
    } else if (tag === ' ') {
      next++;
    }
  }
  return false;
}
