import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countBy, pushAll, someNamed } from '../../src/core/arrays.ts';

test('countBy counts each key in one pass and skips items without one', () => {
  const counts = countBy(['Completed', 'Deferred', 'Completed', 'skip'], (s) => (s === 'skip' ? undefined : s));
  assert.deepEqual(
    [...counts],
    [
      ['Completed', 2],
      ['Deferred', 1],
    ],
  );
});

test('pushAll appends more items than a spread call could pass', () => {
  const target = [0];
  pushAll(
    target,
    Array.from({ length: 200_000 }, (_, i) => i + 1),
  );
  assert.equal(target.length, 200_001);
  assert.equal(target.at(-1), 200_000);
});

test('someNamed shows up to three names and counts the rest', () => {
  assert.equal(someNamed(['a']), 'a');
  assert.equal(someNamed(['a', 'b', 'c']), 'a, b, c');
  assert.equal(someNamed(['a', 'b', 'c', 'd', 'e']), 'a, b, c and 2 more');
});
