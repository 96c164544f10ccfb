import type { SourcePosition } from './diagnostic.ts';
import type { JsonPrescan } from './json-prescan.ts';
import type { TextLike } from './ascii-bytes.ts';

/** A file's text and its display path (repo-relative, "/" separators). */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
  /**
   * For a large ASCII JSON file: its bytes, which `text` decodes on first use (a second copy of
   * the file); load/json.ts parses and locates in them without it.
   */
  readonly ascii?: Buffer;
  /** For a large JSON file: its prescan (core/json-prescan.ts), waited for when first asked; undefined if there is none after all. */
  readonly prescan?: () => JsonPrescan | undefined;
}

/**
 * Maps string offsets to 1-based line/column. The line table is built in one pass on first use
 * (about 0.1 s for a 200 MB file) and then every lookup is a binary search.
 */
export class LineIndex {
  constructor(
    private readonly text: TextLike,
    /** The table, when a prescan of the text made it already. */
    private starts?: Int32Array,
  ) {}

  positionAt(offset: number): SourcePosition {
    const starts = (this.starts ??= lineStarts(this.text));
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - starts[lo]! + 1 };
  }

  /** The offset of a position positionAt gives (a line past the last reads as the end of the text). */
  offsetAt(position: SourcePosition): number {
    const starts = (this.starts ??= lineStarts(this.text));
    const lineStart = starts[position.line - 1];
    return lineStart === undefined ? this.text.length : Math.min(this.text.length, lineStart + position.column - 1);
  }
}

/** One pass over the text (a snapshot may be hundreds of megabytes), kept as an Int32Array. */
function lineStarts(text: TextLike): Int32Array {
  const starts = [0];
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) starts.push(nl + 1);
  return Int32Array.from(starts);
}

/** The last line before the line that starts at `lineStart` that is not blank (its carriage return dropped), or undefined. */
export function previousNonBlankLine(text: string, lineStart: number): string | undefined {
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (line.trim() !== '') return line;
    end = start - 1;
  }
  return undefined;
}
