/** addListInto (src/model/resources.ts): a running sum plus or minus a request list, name by name. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addListInto } from '../../../src/model/resources.ts';

describe('addListInto', () => {
  it('adds and subtracts every name of the list, new names included', () => {
    const sum = new Map([['cpu', 1000n]]);
    addListInto(sum, new Map([['memory', 64n], ['cpu', 250n]]), false);
    addListInto(sum, new Map([['example.com/gpu', 2n], ['ephemeral-storage', 10n], ['cpu', 100n]]), false);
    assert.deepEqual(Object.fromEntries(sum), { cpu: 1350n, memory: 64n, 'example.com/gpu': 2n, 'ephemeral-storage': 10n });
    addListInto(sum, new Map([['cpu', 250n], ['memory', 64n]]), true);
    addListInto(sum, new Map([['example.com/gpu', 3n]]), true);
    assert.deepEqual(Object.fromEntries(sum), { cpu: 1100n, memory: 0n, 'example.com/gpu': -1n, 'ephemeral-storage': 10n });
  });

  it('is exact beyond 2^53', () => {
    const sum = new Map([['memory', 2n ** 62n]]);
    addListInto(sum, new Map([['memory', 2n ** 62n - 1n]]), false);
    assert.equal(sum.get('memory'), 2n ** 63n - 1n);
  });
});
