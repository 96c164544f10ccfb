/** A table cell's text wrapped to a column's width: at spaces, and inside a word only when it is wider than the column. */

/** `word` in pieces of at most `width` characters, never splitting a character written as two UTF-16 units. */
function hardBreak(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece.length + char.length > width && piece !== '') {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * The lines of `text` at most `width` characters wide (a word wider than that is broken).
 * Every character but the spaces where a line breaks is kept, in order.
 */
export function wrapCell(text: string, width: number): string[] {
  if (text.length <= width || width < 1) return [text];
  const lines: string[] = [];
  let line: string | undefined;
  for (const word of text.split(' ')) {
    if (line !== undefined && line.length + 1 + word.length <= width) {
      line += ` ${word}`;
      continue;
    }
    if (line !== undefined) lines.push(line);
    const pieces = word.length > width ? hardBreak(word, width) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1]!;
  }
  if (line !== undefined) lines.push(line);
  return lines;
}

/** The longest run of characters between spaces: how narrow the cell's column can get without breaking a word. */
export function longestWord(text: string): number {
  let longest = 0;
  let start = 0;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', start)) {
    longest = Math.max(longest, i - start);
    start = i + 1;
  }
  return Math.max(longest, text.length - start);
}
