/** Left-aligned plain-text table with two spaces between columns. */
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[], indent = '  '): string {
  // A loop, not Math.max(...rows): tables can have hundreds of thousands of rows.
  const widths = header.map((h) => h.length);
  for (const r of rows) r.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (cells: readonly string[]): string =>
    indent +
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out: string[] = [line(header)];
  for (const r of rows) out.push(line(r));
  return out.join('\n');
}
