/** Left-aligned plain-text tables with two spaces between columns. */

/**
 * The table's lines, header first, the rows made by `row(i)` for i < count. Each row is made
 * twice, once to measure the columns and once to print it: at cluster scale a table has
 * hundreds of thousands of rows, and cells that are not held from one pass to the next die
 * young instead of being copied by the garbage collector until the table is joined.
 */
export function* tableLines(header: readonly string[], count: number, row: (i: number) => readonly string[], indent = '  '): Generator<string> {
  // A loop, not Math.max(...rows): the rows are many.
  const widths = header.map((h) => h.length);
  for (let i = 0; i < count; i++) {
    const cells = row(i);
    for (let c = 0; c < cells.length; c++) if (cells[c]!.length > (widths[c] ?? 0)) widths[c] = cells[c]!.length;
  }
  const line = (cells: readonly string[]): string =>
    indent +
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  yield line(header);
  for (let i = 0; i < count; i++) yield line(row(i));
}

export function renderTable(header: readonly string[], rows: readonly (readonly string[])[], indent = '  '): string {
  return [...tableLines(header, rows.length, (i) => rows[i]!, indent)].join('\n');
}
