/** Left-aligned plain-text tables with two spaces between columns. */
import { fittedWidths, type TableFit } from './table-fit.ts';
import { longestWord, wrapCell } from './table-wrap.ts';

export type { TableFit } from './table-fit.ts';

/** A row's cells wrapped to `widths`, as the lines it takes (its other columns blank on the continuation lines). */
function wrappedRow(cells: readonly string[], widths: readonly number[]): string[][] {
  if (cells.every((c, i) => c.length <= (widths[i] ?? c.length))) return [[...cells]];
  const pieces = cells.map((c, i) => wrapCell(c, widths[i] ?? c.length));
  const height = Math.max(...pieces.map((p) => p.length));
  return Array.from({ length: height }, (_, line) => pieces.map((p) => p[line] ?? ''));
}

/**
 * The table's lines, header first, the rows made by `row(i)` for i < count. Each row is made
 * twice, once to measure the columns and once to print it: at cluster scale a table has
 * hundreds of thousands of rows, and cells that are not held from one pass to the next die
 * young instead of being copied by the garbage collector until the table is joined.
 * With `fit.width`, a table wider than that wraps its free-text columns (table-fit.ts).
 */
export function* tableLines(
  header: readonly string[],
  count: number,
  row: (i: number) => readonly string[],
  indent = '  ',
  fit: TableFit = {},
): Generator<string> {
  // A loop, not Math.max(...rows): the rows are many.
  const widths = header.map((h) => h.length);
  const wrap = fit.width === undefined ? [] : (fit.wrap ?? [header.length - 1]);
  const words = header.map(() => 0);
  for (let i = 0; i < count; i++) {
    const cells = row(i);
    for (let c = 0; c < cells.length; c++) if (cells[c]!.length > (widths[c] ?? 0)) widths[c] = cells[c]!.length;
    for (const c of wrap) if (cells[c] !== undefined) words[c] = Math.max(words[c] ?? 0, longestWord(cells[c]));
  }
  const fitted =
    fit.width === undefined
      ? widths
      : fittedWidths(
          widths,
          header.map((h) => h.length),
          words,
          wrap,
          fit.width - indent.length,
        );
  const line = (cells: readonly string[]): string =>
    indent +
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(fitted[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const lines = fitted === widths ? (cells: readonly string[]) => [line(cells)] : (cells: readonly string[]) => wrappedRow(cells, fitted).map(line);
  yield* lines(header);
  for (let i = 0; i < count; i++) yield* lines(row(i));
}

export function renderTable(header: readonly string[], rows: readonly (readonly string[])[], indent = '  ', fit: TableFit = {}): string {
  return [...tableLines(header, rows.length, (i) => rows[i]!, indent, fit)].join('\n');
}
