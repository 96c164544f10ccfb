import type { SourcePosition } from './diagnostic.ts';

/** A file's text and its display path (repo-relative, "/" separators). */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** Maps string offsets to 1-based line/column, building the line table only once. */
export class LineIndex {
  private starts: number[] | undefined;
  constructor(private readonly text: string) {}

  positionAt(offset: number): SourcePosition {
    const starts = (this.starts ??= computeLineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 10) starts.push(i + 1);
  }
  return starts;
}
