/** Plain code-unit string order (never locale-dependent). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Natural order: runs of digits compare as numbers, so "web-2" sorts before "web-10".
 * Used to break ties between objects deterministically, independent of input order.
 */
export function compareNatural(a: string, b: string): number {
  // Run by run (runs of digits and of other characters), in place: nothing is allocated (a sort
  // of 150,000 pod names compares millions of times). The runs before the first character
  // that differs are the same in both, so the walk starts at the run holding it.
  const shorter = Math.min(a.length, b.length);
  let k = 0;
  while (k < shorter && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  if (k === a.length && k === b.length) return 0;
  let start = k;
  if (k > 0) {
    const digits = isDigit(a.charCodeAt(k - 1));
    start = k - 1;
    while (start > 0 && isDigit(a.charCodeAt(start - 1)) === digits) start--;
  }
  let i = start;
  let j = start;
  while (i < a.length && j < b.length) {
    const digits = isDigit(a.charCodeAt(i));
    const iEnd = runEnd(a, i, digits);
    const jEnd = runEnd(b, j, isDigit(b.charCodeAt(j)));
    if (!sameRun(a, i, iEnd, b, j, jEnd)) {
      if (digits && isDigit(b.charCodeAt(j))) {
        const d = compareDigitRuns(a, i, iEnd, b, j, jEnd);
        return d !== 0 ? d : iEnd - i - (jEnd - j);
      }
      return compareRuns(a, i, iEnd, b, j, jEnd);
    }
    i = iEnd;
    j = jEnd;
  }
  return runsFrom(a, i) - runsFrom(b, j);
}

/** Where the run of digits (or of other characters) starting at `i` ends. */
function runEnd(s: string, i: number, digits: boolean): number {
  let k = i + 1;
  while (k < s.length && isDigit(s.charCodeAt(k)) === digits) k++;
  return k;
}

function sameRun(a: string, i: number, iEnd: number, b: string, j: number, jEnd: number): boolean {
  if (iEnd - i !== jEnd - j) return false;
  for (; i < iEnd; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/** compareStrings of the two runs, in place. */
function compareRuns(a: string, i: number, iEnd: number, b: string, j: number, jEnd: number): number {
  for (; i < iEnd && j < jEnd; i++, j++) {
    const d = a.charCodeAt(i) - b.charCodeAt(j);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return iEnd - i < jEnd - j ? -1 : iEnd - i > jEnd - j ? 1 : 0;
}

/** The number of runs from `i` to the end of `s`. */
function runsFrom(s: string, i: number): number {
  let n = 0;
  while (i < s.length) {
    i = runEnd(s, i, isDigit(s.charCodeAt(i)));
    n++;
  }
  return n;
}

/** `items` in compareNatural order of `key(item)`, each key made once (not at each of a sort's n log n comparisons); equal keys keep their order. */
export function sortNatural<T>(items: readonly T[], key: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => compareNatural(a.key, b.key))
    .map((k) => k.item);
}

const ZERO = 0x30;

function isDigit(c: number): boolean {
  return c >= ZERO && c <= ZERO + 9;
}

/** The digit runs a[i, iEnd) and b[j, jEnd) compared as numbers of any size: leading zeros skipped, then length, then digit by digit. */
function compareDigitRuns(a: string, i: number, iEnd: number, b: string, j: number, jEnd: number): number {
  while (i < iEnd && a.charCodeAt(i) === ZERO) i++;
  while (j < jEnd && b.charCodeAt(j) === ZERO) j++;
  if (iEnd - i !== jEnd - j) return iEnd - i < jEnd - j ? -1 : 1;
  for (; i < iEnd; i++, j++) {
    const d = a.charCodeAt(i) - b.charCodeAt(j);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
