/**
 * readResourceList (src/model/resource-list.ts): lists written the same way are one shared,
 * read-only object; anything unusual takes the plain path and reads exactly as toResourceList.
 * maxListsReadOnly reads exactly as maxLists, and is its first list whenever that one serves.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readResourceList, toResourceList, type BadQuantity } from '../../src/resource/resource-list.ts';
import { maxLists, maxListsReadOnly, sortedNamesOf, sortedResourceNames, type ResourceList } from '../../src/resource/resources.ts';

describe('readResourceList', () => {
  it('returns the same object for the same manifest text, with the amounts toResourceList reads', () => {
    const a = readResourceList({ cpu: '800m', memory: '768Mi' });
    const b = readResourceList({ cpu: '800m', memory: '768Mi' });
    assert.equal(a, b);
    assert.deepEqual([...a], [...toResourceList({ cpu: '800m', memory: '768Mi' })]);
  });

  it('keeps lists with other text apart, even when the amounts are equal', () => {
    const a = readResourceList({ cpu: '1' });
    const b = readResourceList({ cpu: '1000m' });
    assert.notEqual(a, b);
    assert.deepEqual([...a], [...b]);
    assert.notEqual(readResourceList({ cpu: '1', memory: '1Gi' }), readResourceList({ memory: '1Gi', cpu: '1' }));
  });

  it('reports a bad quantity on every read (a list with one is never shared)', () => {
    for (let i = 0; i < 2; i++) {
      const bad: BadQuantity[] = [];
      const list = readResourceList({ cpu: 'lots', memory: '1Gi' }, bad);
      assert.deepEqual(
        bad.map((b) => b.key),
        ['cpu'],
      );
      assert.deepEqual([...list], [['memory', 1024n ** 3n]]);
    }
  });

  it('reads numbers, nulls and NUL characters as toResourceList does', () => {
    for (const raw of [
      { cpu: 2, memory: '1Gi' },
      { cpu: null, memory: '1Gi' },
      { 'a\u0000b': '1', cpu: '1' },
    ]) {
      const bad: BadQuantity[] = [];
      const expectedBad: BadQuantity[] = [];
      assert.deepEqual([...readResourceList(raw, bad)], [...toResourceList(raw, expectedBad)]);
      assert.deepEqual(bad, expectedBad);
    }
  });

  it('reads a missing or empty list as empty', () => {
    assert.equal(readResourceList(undefined).size, 0);
    assert.equal(readResourceList({}).size, 0);
  });
});

describe('sortedNamesOf', () => {
  it('gives sortedResourceNames of every list, the common shapes included', () => {
    const lists = [
      [],
      ['cpu'],
      ['memory'],
      ['memory', 'cpu'],
      ['cpu', 'memory'],
      ['pods'],
      ['cpu', 'pods'],
      ['memory', 'example.com/gpu'],
      ['example.com/gpu', 'ephemeral-storage', 'memory', 'cpu'],
    ];
    for (const names of lists) {
      const list = new Map(names.map((n) => [n, 1n]));
      assert.deepEqual(sortedNamesOf(list), sortedResourceNames(names), names.join(','));
      assert.deepEqual(sortedNamesOf(list), sortedResourceNames(names), `${names.join(',')} (again)`);
    }
  });
});

describe('maxListsReadOnly', () => {
  const list = (...entries: [string, bigint][]): ResourceList => new Map(entries);

  it('is the first list itself when it holds every maximum', () => {
    const desired = list(['cpu', 1250n], ['memory', 640n]);
    assert.equal(maxListsReadOnly(desired, list(['cpu', 1000n], ['memory', 512n]), list(['cpu', 1000n])), desired);
    assert.equal(maxListsReadOnly(desired, desired), desired);
    assert.equal(maxListsReadOnly(desired), desired);
  });

  it('is a new list, as maxLists gives it (names in the same order), when a later list has more or another name', () => {
    let seed = 11;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const names = ['cpu', 'memory', 'ephemeral-storage', 'example.com/gpu'];
    for (let round = 0; round < 500; round++) {
      const lists = Array.from({ length: 1 + random(3) }, () =>
        list(...names.filter(() => random(3) !== 0).map((n): [string, bigint] => [n, BigInt(random(4))])),
      );
      const [first, ...rest] = lists as [ResourceList, ...ResourceList[]];
      const expected = maxLists(...lists);
      const got = maxListsReadOnly(first, ...rest);
      assert.deepEqual([...got], [...expected], `round ${round}`);
      // The first list is taken exactly when it reads as the maximum already.
      const firstServes =
        JSON.stringify([...first], (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)) ===
        JSON.stringify([...expected], (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
      assert.equal(got === first, firstServes, `round ${round}`);
    }
  });
});
