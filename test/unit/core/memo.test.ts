/** perObject and perValue (src/core/memo.ts): each argument computed once; perValue stops remembering at its limit. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { perObject, perValue } from '../../../src/core/memo.ts';

describe('memo', () => {
  it('perObject computes once per object, undefined results included', () => {
    let calls = 0;
    const f = perObject((o: { n: number }) => (calls++, o.n > 0 ? o.n : undefined));
    const a = { n: 1 };
    const b = { n: 0 };
    assert.deepEqual([f(a), f(a), f(b), f(b)], [1, 1, undefined, undefined]);
    assert.equal(calls, 2);
  });

  it('perValue computes once per value up to the limit, then computes every time', () => {
    let calls = 0;
    const f = perValue((k: string) => (calls++, k.length), 2);
    assert.deepEqual([f('a'), f('a'), f('bb'), f('bb'), f('ccc'), f('ccc')], [1, 1, 2, 2, 3, 3]);
    assert.equal(calls, 4);
  });
});
