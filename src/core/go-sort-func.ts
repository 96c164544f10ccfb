/**
 * Go's slices.SortFunc, step for step: pattern-defeating quicksort over insertion sort (12
 * elements or fewer), heapsort and the xorshift pattern breaker. A comparator that is not a strict
 * weak order (the kubelet's sortPendingResizes has one) leaves an order only this algorithm
 * reproduces, so the kubelet's pending list is sorted with it; everything else uses Array.sort.
 *
 * Upstream (go 1.26): src/slices/sort.go (SortFunc), src/slices/zsortanyfunc.go (pdqsortCmpFunc
 * and its helpers).
 */

type Cmp<E> = (a: E, b: E) => number;

const MAX_INSERTION = 12;
const enum Hint {
  Unknown,
  Increasing,
  Decreasing,
}

/** bits.Len: the number of bits needed to represent n (0 for 0). */
function bitsLen(n: number): number {
  return n === 0 ? 0 : Math.floor(Math.log2(n)) + 1;
}

function swap(data: unknown[], i: number, j: number): void {
  const t = data[i]!;
  data[i] = data[j]!;
  data[j] = t;
}

const less = <E>(data: E[], i: number, j: number, cmp: Cmp<E>): boolean => cmp(data[i]!, data[j]!) < 0;

/** Sorts `data` in place as Go's slices.SortFunc(data, cmp) does. */
export function goSortFunc<E>(data: E[], cmp: Cmp<E>): E[] {
  pdqsort(data, 0, data.length, bitsLen(data.length), cmp);
  return data;
}

function insertionSort<E>(data: E[], a: number, b: number, cmp: Cmp<E>): void {
  for (let i = a + 1; i < b; i++) for (let j = i; j > a && less(data, j, j - 1, cmp); j--) swap(data, j, j - 1);
}

function siftDown<E>(data: E[], lo: number, hi: number, first: number, cmp: Cmp<E>): void {
  let root = lo;
  for (;;) {
    let child = 2 * root + 1;
    if (child >= hi) return;
    if (child + 1 < hi && less(data, first + child, first + child + 1, cmp)) child++;
    if (!less(data, first + root, first + child, cmp)) return;
    swap(data, first + root, first + child);
    root = child;
  }
}

function heapSort<E>(data: E[], a: number, b: number, cmp: Cmp<E>): void {
  const first = a;
  const hi = b - a;
  for (let i = Math.trunc((hi - 1) / 2); i >= 0; i--) siftDown(data, i, hi, first, cmp);
  for (let i = hi - 1; i >= 0; i--) {
    swap(data, first, first + i);
    siftDown(data, 0, i, first, cmp);
  }
}

function pdqsort<E>(data: E[], a: number, b: number, limit: number, cmp: Cmp<E>): void {
  let wasBalanced = true;
  let wasPartitioned = true;
  for (;;) {
    const length = b - a;
    if (length <= MAX_INSERTION) {
      insertionSort(data, a, b, cmp);
      return;
    }
    if (limit === 0) {
      heapSort(data, a, b, cmp);
      return;
    }
    if (!wasBalanced) {
      breakPatterns(data, a, b);
      limit--;
    }
    let [pivot, hint] = choosePivot(data, a, b, cmp);
    if (hint === Hint.Decreasing) {
      reverseRange(data, a, b);
      pivot = b - 1 - (pivot - a);
      hint = Hint.Increasing;
    }
    if (wasBalanced && wasPartitioned && hint === Hint.Increasing && partialInsertionSort(data, a, b, cmp)) return;
    if (a > 0 && !less(data, a - 1, pivot, cmp)) {
      a = partitionEqual(data, a, b, pivot, cmp);
      continue;
    }
    const [mid, alreadyPartitioned] = partition(data, a, b, pivot, cmp);
    wasPartitioned = alreadyPartitioned;
    const leftLen = mid - a;
    const rightLen = b - mid;
    const balanceThreshold = Math.trunc(length / 8);
    if (leftLen < rightLen) {
      wasBalanced = leftLen >= balanceThreshold;
      pdqsort(data, a, mid, limit, cmp);
      a = mid + 1;
    } else {
      wasBalanced = rightLen >= balanceThreshold;
      pdqsort(data, mid + 1, b, limit, cmp);
      b = mid;
    }
  }
}

function partition<E>(data: E[], a: number, b: number, pivot: number, cmp: Cmp<E>): [number, boolean] {
  swap(data, a, pivot);
  let i = a + 1;
  let j = b - 1;
  while (i <= j && less(data, i, a, cmp)) i++;
  while (i <= j && !less(data, j, a, cmp)) j--;
  if (i > j) {
    swap(data, j, a);
    return [j, true];
  }
  swap(data, i, j);
  i++;
  j--;
  for (;;) {
    while (i <= j && less(data, i, a, cmp)) i++;
    while (i <= j && !less(data, j, a, cmp)) j--;
    if (i > j) break;
    swap(data, i, j);
    i++;
    j--;
  }
  swap(data, j, a);
  return [j, false];
}

function partitionEqual<E>(data: E[], a: number, b: number, pivot: number, cmp: Cmp<E>): number {
  swap(data, a, pivot);
  let i = a + 1;
  let j = b - 1;
  for (;;) {
    while (i <= j && !less(data, a, i, cmp)) i++;
    while (i <= j && less(data, a, j, cmp)) j--;
    if (i > j) break;
    swap(data, i, j);
    i++;
    j--;
  }
  return i;
}

function partialInsertionSort<E>(data: E[], a: number, b: number, cmp: Cmp<E>): boolean {
  const maxSteps = 5;
  const shortestShifting = 50;
  let i = a + 1;
  for (let step = 0; step < maxSteps; step++) {
    while (i < b && !less(data, i, i - 1, cmp)) i++;
    if (i === b) return true;
    if (b - a < shortestShifting) return false;
    swap(data, i, i - 1);
    if (i - a >= 2) {
      for (let j = i - 1; j >= 1; j--) {
        if (!less(data, j, j - 1, cmp)) break;
        swap(data, j, j - 1);
      }
    }
    if (b - i >= 2) {
      for (let j = i + 1; j < b; j++) {
        if (!less(data, j, j - 1, cmp)) break;
        swap(data, j, j - 1);
      }
    }
  }
  return false;
}

const MASK64 = (1n << 64n) - 1n;

/** breakPatterns, with Go's xorshift over uint64 seeded by the length. */
function breakPatterns(data: unknown[], a: number, b: number): void {
  const length = b - a;
  if (length < 8) return;
  let random = BigInt(length);
  const modulus = BigInt(2 ** bitsLen(length));
  const half = Math.trunc(length / 4) * 2;
  for (let idx = a + half - 1; idx <= a + half + 1; idx++) {
    random ^= (random << 13n) & MASK64;
    random ^= random >> 7n;
    random ^= (random << 17n) & MASK64;
    let other = Number(random & (modulus - 1n));
    if (other >= length) other -= length;
    swap(data, idx, a + other);
  }
}

function choosePivot<E>(data: E[], a: number, b: number, cmp: Cmp<E>): [number, Hint] {
  const shortestNinther = 50;
  const maxSwaps = 4 * 3;
  const l = b - a;
  const swaps = { n: 0 };
  const q = Math.trunc(l / 4);
  let i = a + q;
  let j = a + q * 2;
  let k = a + q * 3;
  if (l >= 8) {
    if (l >= shortestNinther) {
      i = median(data, i - 1, i, i + 1, swaps, cmp);
      j = median(data, j - 1, j, j + 1, swaps, cmp);
      k = median(data, k - 1, k, k + 1, swaps, cmp);
    }
    j = median(data, i, j, k, swaps, cmp);
  }
  return [j, swaps.n === 0 ? Hint.Increasing : swaps.n === maxSwaps ? Hint.Decreasing : Hint.Unknown];
}

function order2<E>(data: E[], a: number, b: number, swaps: { n: number }, cmp: Cmp<E>): [number, number] {
  if (less(data, b, a, cmp)) {
    swaps.n++;
    return [b, a];
  }
  return [a, b];
}

function median<E>(data: E[], a: number, b: number, c: number, swaps: { n: number }, cmp: Cmp<E>): number {
  [a, b] = order2(data, a, b, swaps, cmp);
  b = order2(data, b, c, swaps, cmp)[0];
  [a, b] = order2(data, a, b, swaps, cmp);
  return b;
}

function reverseRange(data: unknown[], a: number, b: number): void {
  for (let i = a, j = b - 1; i < j; i++, j--) swap(data, i, j);
}
