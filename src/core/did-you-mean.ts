/**
 * "Did you mean": the known names closest to a mistyped one, by optimal string alignment
 * distance (Levenshtein with adjacent transpositions), as kubectl's and cobra's suggestions do.
 */

/** Edit distance, counting a swap of two adjacent characters as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known names within a third of the name's length in edits (at least one), closest first,
 * ties in name order; at most `limit`. Names longer than 100 characters are not compared.
 */
export function closestNames(name: string, known: Iterable<string>, limit = 1): string[] {
  if (name.length > 100) return [];
  const max = Math.max(1, Math.floor(name.length / 3));
  const scored: { n: string; d: number }[] = [];
  for (const n of known) {
    if (n === name || Math.abs(n.length - name.length) > max || n.length > 100) continue;
    const d = editDistance(name.toLowerCase(), n.toLowerCase());
    if (d <= max) scored.push({ n, d });
  }
  scored.sort((x, y) => x.d - y.d || (x.n < y.n ? -1 : x.n > y.n ? 1 : 0));
  return scored.slice(0, limit).map((s) => s.n);
}

/** `; did you mean "x"?`, or "" when nothing is close. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const [best] = closestNames(name, known);
  return best === undefined ? '' : `; did you mean ${JSON.stringify(best)}?`;
}
