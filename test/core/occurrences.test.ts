/** Occurrences and hashText (src/core/occurrences.ts): a fingerprint's occurrence number without a Map of keys. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { HASH_START, hashText, Occurrences } from '../../src/core/occurrences.ts';

/** The plain way: a Map from each key to how many times it was seen. */
function reference(keys: readonly string[]): number[] {
  const seen = new Map<string, number>();
  return keys.map((k) => {
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return n;
  });
}

function numbered(keys: readonly string[], hashOf: (key: string) => number): number[] {
  const occurrences = new Occurrences(keys.length, (i) => keys[i]!);
  return keys.map((k, i) => occurrences.next(i, hashOf(k)));
}

describe('Occurrences', () => {
  it('numbers each item among the items with its key, in order', () => {
    assert.deepEqual(
      numbered(['a', 'b', 'a', 'c', 'a', 'b'], (k) => hashText(HASH_START, k)),
      [0, 0, 1, 0, 2, 1],
    );
  });

  it('agrees with a Map on generated keys, also when every hash collides', () => {
    const keys = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '|', '/'), maxLength: 4 }), { maxLength: 200 });
    fc.assert(
      fc.property(keys, (list) => {
        assert.deepEqual(
          numbered(list, (k) => hashText(HASH_START, k)),
          reference(list),
        );
        // One hash for all: only the keys themselves tell them apart.
        assert.deepEqual(
          numbered(list, () => 7),
          reference(list),
        );
      }),
      { numRuns: 500, seed: 20261203 },
    );
  });

  it('hashText of a text is hashText of its parts in turn', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        assert.equal(hashText(hashText(HASH_START, a), b), hashText(HASH_START, a + b));
      }),
      { numRuns: 1_000, seed: 1203 },
    );
    assert.notEqual(hashText(HASH_START, 'Pod/a/b'), hashText(HASH_START, 'Pod/a/c'));
  });
});
