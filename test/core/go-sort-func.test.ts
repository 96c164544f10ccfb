/**
 * goSortFunc leaves exactly the order Go's slices.SortFunc leaves, comparator quirks included:
 * the expected orders (sha256 of their JSON, first 16 hex digits) were printed by Go 1.26's
 * slices.SortFunc on the same inputs (an LCG both sides draw from) and comparators: a consistent
 * one with ties, one that answers -1 for any flagged first argument (sortPendingResizes' shape),
 * one that always answers 1, and one that answers at random but the same way for a pair. Lengths
 * cover insertion sort (12 or fewer), pdqsort with and without the Tukey ninther (50), pattern
 * breaking and the heapsort fallback.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { goSortFunc } from '../../src/core/go-sort-func.ts';

const COMPARATORS: readonly ((a: number, b: number) => number)[] = [
  (a, b) => Math.trunc(a / 10) - Math.trunc(b / 10),
  (a, b) => (a % 3 === 0 ? -1 : b % 3 === 0 ? 1 : Math.trunc(a / 10) !== Math.trunc(b / 10) ? Math.trunc(a / 10) - Math.trunc(b / 10) : 1),
  () => 1,
  (a, b) => ((a * 7919 + b * 104729) % 5) - 2,
];

/** [length, comparator, the order Go leaves]. */
const GOLDEN: readonly (readonly [number, number, string])[] = [
  [0, 0, '4f53cda18c2baa0c'],
  [0, 1, '4f53cda18c2baa0c'],
  [0, 2, '4f53cda18c2baa0c'],
  [0, 3, '4f53cda18c2baa0c'],
  [1, 0, '3850bbe834115565'],
  [1, 1, 'f78647c6805242aa'],
  [1, 2, '445c49a31c9ea23c'],
  [1, 3, '52ff7563aef9cbf6'],
  [5, 0, '73d7ef5816bb25b7'],
  [5, 1, '58fa4bd761dc5e07'],
  [5, 2, '14b4956bb1341a02'],
  [5, 3, '8bcc0c2a512413f3'],
  [12, 0, 'd371015e73eb096f'],
  [12, 1, '8f2f193f62004d63'],
  [12, 2, '3fd33f29f16d65bc'],
  [12, 3, '5c804cdedef248c8'],
  [13, 0, '51b705ceba6a6667'],
  [13, 1, 'fbbed5ef65bad5bb'],
  [13, 2, '2224805767810cf2'],
  [13, 3, '4020670a0a8b78bb'],
  [30, 0, 'af964c186b3f8a9c'],
  [30, 1, '6df1772ab2041079'],
  [30, 2, '19322fc087a6f2ba'],
  [30, 3, '4a4ec8855b3d50b4'],
  [49, 0, '93403d5d1f1575da'],
  [49, 1, '37bdcf9db74225ba'],
  [49, 2, '5c731c91c6d4155f'],
  [49, 3, '1a4ade60317b8db3'],
  [50, 0, 'bcc35a11eeb852bd'],
  [50, 1, '5bef1501a1160f2b'],
  [50, 2, '540b50d2503c4284'],
  [50, 3, 'b8a639ec1534875e'],
  [64, 0, 'ee06c9a76492f5b5'],
  [64, 1, '970e1e92a0d19197'],
  [64, 2, '043a4ca6abade92a'],
  [64, 3, '1027a49d3ee2b4f4'],
  [120, 0, '736f57ba0196ffe9'],
  [120, 1, '8d67cd54b3cc598e'],
  [120, 2, '8b80b5e94d9299c3'],
  [120, 3, 'a63219038b0d1cd7'],
  [219, 0, '4137668a2c88d959'],
  [219, 1, '19243d84e2db636f'],
  [219, 2, '8e1d79a178985c80'],
  [219, 3, 'd814be337c492072'],
  [500, 0, 'c89cc4b609a0149e'],
  [500, 1, '8c315e8a530ed1a6'],
  [500, 2, 'e0baa9da2ff9ff80'],
  [500, 3, '3f79e52359868a1b'],
];

describe('goSortFunc (Go slices.SortFunc)', () => {
  it('leaves the order Go leaves, for every length and comparator', () => {
    let state = 20261206;
    const next = (): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % 1000;
    };
    for (const [n, kind, expected] of GOLDEN) {
      const input = Array.from({ length: n }, next);
      const out = goSortFunc(input, COMPARATORS[kind]!);
      const digest = createHash('sha256').update(JSON.stringify(out)).digest('hex').slice(0, 16);
      assert.equal(digest, expected, `length ${n}, comparator ${kind}`);
    }
  });
});
