/**
 * A table's column widths for a terminal of a given width. Free-text columns (messages,
 * reasons, lists) give up room first and their cells wrap onto continuation lines; columns of
 * identifiers keep their width unless one alone is wider than the terminal. Nothing is cut.
 */

export interface TableFit {
  /** Characters a line may take (a terminal's width); undefined: every column as wide as its widest cell. */
  readonly width?: number | undefined;
  /** The free-text columns, which may wrap (default: the last one). */
  readonly wrap?: readonly number[];
}

/**
 * A word is broken only when longer than this share of the room: a URL or a long path is, a
 * pod name or a reason next to the other columns is not (the line stays too long instead).
 */
const BREAK_SHARE = 0.5;

/** Narrows `columns`, the widest first, each down to `floor(c)`, until the line fits `room` or none can give more. */
function shrink(widths: number[], columns: readonly number[], floor: (c: number) => number, room: number): void {
  let excess = widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1) - room;
  while (excess > 0) {
    const open = columns.filter((c) => widths[c]! > floor(c));
    if (open.length === 0) return;
    // Ties go to the later column: the rightmost text wraps first.
    const widest = open.reduce((a, b) => (widths[b]! >= widths[a]! ? b : a));
    // Down to the next widest at most, so the columns end up sharing the room.
    const next = Math.max(0, ...open.filter((c) => c !== widest).map((c) => widths[c]!));
    const step = Math.min(excess, widths[widest]! - floor(widest), Math.max(1, widths[widest]! - next));
    widths[widest]! -= step;
    excess -= step;
  }
}

/**
 * Column widths (between-column gaps of two, the indent not included) for lines of at most
 * `room` characters; `widths` unchanged when the table already fits.
 * `headers`: each header's width; `words`: each free-text column's longest word.
 */
export function fittedWidths(
  widths: readonly number[],
  headers: readonly number[],
  words: readonly number[],
  wrap: readonly number[],
  room: number,
): readonly number[] {
  const total = widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
  if (total <= room || room < 1) return widths;
  const fitted = [...widths];
  // First the free text at word boundaries, then breaking its long words.
  shrink(fitted, wrap, (c) => Math.max(headers[c] ?? 0, words[c] ?? 0), room);
  const veryLong = Math.max(1, Math.floor(room * BREAK_SHARE));
  shrink(fitted, wrap, (c) => Math.max(headers[c] ?? 0, Math.min(words[c] ?? 0, veryLong)), room);
  // A column wider than the whole terminal is wrapped too, whatever it holds.
  for (let c = 0; c < fitted.length; c++) fitted[c] = Math.min(fitted[c]!, room);
  return fitted;
}
