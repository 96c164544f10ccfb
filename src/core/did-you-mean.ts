/**
 * "Did you mean": the known names closest to a mistyped one, by optimal string alignment
 * distance (Levenshtein with adjacent transpositions), as kubectl's and cobra's suggestions do.
 */

/** Edit distance, counting a swap of two adjacent characters as one edit. */
export function editDistance(a: string, b: string): number {
  return editDistanceWithin(a, b, Number.POSITIVE_INFINITY);
}

/**
 * The edit distance when it is at most `max`, else a number above `max`: three rolling rows,
 * stopped once a whole row is past `max` (no later row can come back under it). A scenario that
 * misses a thousand targets among 30,000 pod names compares each with all of them.
 */
function editDistanceWithin(a: string, b: string, max: number): number {
  const cols = b.length + 1;
  let before = new Int32Array(cols);
  let prev = Int32Array.from({ length: cols }, (_, j) => j);
  let row = new Int32Array(cols);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length]!;
}

/**
 * The known names within a third of the name's length in edits (at least one), closest first,
 * ties in name order; at most `limit`. Names longer than 100 characters are not compared.
 */
export function closestNames(name: string, known: Iterable<string>, limit = 1): string[] {
  if (name.length > 100) return [];
  const max = Math.max(1, Math.floor(name.length / 3));
  const lower = name.toLowerCase();
  const scored: { n: string; d: number }[] = [];
  for (const n of known) {
    if (n === name || Math.abs(n.length - name.length) > max || n.length > 100) continue;
    const d = editDistanceWithin(lower, n.toLowerCase(), max);
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
