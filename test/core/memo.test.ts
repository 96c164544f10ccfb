/**
 * perObject, perValue, perObjectAndValue, perObjects and interner (src/core/memo.ts): each
 * argument computed once; the string-keyed ones stop remembering at their limit, and forget
 * everything between runs (inRunScope).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inRunScope, inRunScopeAsync, interner, perObject, perObjectAndValue, perObjects, perValue, runScopedMap } from '../../src/core/memo.ts';
import { lintSources } from '../../src/index.ts';
import { readResourceList } from '../../src/resource/resource-list.ts';

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

  it('perObjectAndValue computes once per (object, value), and keeps pairs that differ in either apart', () => {
    let calls = 0;
    const f = perObjectAndValue((o: { n: number }, k: string | number) => (calls++, { out: `${o.n}:${k}` }));
    const [x, y] = [{ n: 1 }, { n: 1 }];
    const first = f(x, 'a');
    assert.equal(f(x, 'a'), first);
    assert.equal(calls, 1);
    for (const other of [f(y, 'a'), f(x, 'b'), f(x, 1), f(x, '1')]) assert.notEqual(other, first);
    assert.equal(f(x, 1), f(x, 1));
    assert.notEqual(f(x, 1), f(x, '1'));
    assert.equal(calls, 5);
  });

  it('perObjects computes once per tuple of objects, and keeps tuples that differ in any place apart', () => {
    let calls = 0;
    const f = perObjects((a: { n: number }, b: { n: number }, c: { n: number }) => (calls++, { sum: a.n + b.n + c.n }));
    const [x, y, z] = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const first = f(x, y, z);
    assert.equal(f(x, y, z), first);
    assert.equal(calls, 1);
    for (const other of [f(y, x, z), f(x, z, y), f(x, y, { n: 3 })]) assert.notEqual(other, first);
    assert.equal(calls, 4);
    assert.deepEqual(f(y, x, z), { sum: 6 });
    assert.equal(calls, 4);
  });

  it('interner gives back the first value for a key, up to its limit', () => {
    const intern = interner<{ v: number }>(2);
    const a = { v: 1 };
    assert.equal(intern('a', a), a);
    assert.equal(intern('a', { v: 1 }), a);
    const b = { v: 2 };
    assert.equal(intern('b', b), b);
    const c = { v: 3 };
    assert.equal(intern('c', c), c);
    const c2 = { v: 3 };
    assert.equal(intern('c', c2), c2, 'past the limit, nothing more is remembered');
    assert.equal(intern('b', { v: 2 }), b);
  });

  it('value-keyed caches last one run: kept inside it, nested runs included, emptied when the last one ends', async () => {
    let calls = 0;
    const f = perValue((k: string) => (calls++, k.length));
    const m = runScopedMap<string, number>();
    inRunScope(() => {
      f('a');
      m.set('x', 1);
      inRunScope(() => f('a'));
      // The inner run ended, the outer goes on: nothing is forgotten yet.
      f('a');
      assert.equal(m.get('x'), 1);
    });
    assert.equal(calls, 1);
    assert.equal(m.size, 0, 'emptied when the run ended');
    await inRunScopeAsync(async () => {
      await Promise.resolve();
      f('a');
    });
    assert.equal(calls, 2, 'the next run computes again');
    // What is remembered outside any run is forgotten when the next one starts.
    f('b');
    inRunScope(() => {
      f('b');
    });
    assert.equal(calls, 4);
  });

  it('a check leaves nothing in the shared resource lists for the next one', () => {
    const text =
      'apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  nodeName: n\n  containers: [{name: app, image: a, resources: {requests: {cpu: 250m}}}]\n';
    const before = readResourceList({ cpu: '250m' });
    lintSources([{ path: 'pod.yaml', text }], { featureGates: {} });
    // The list read before the run is not the one a run made, nor the one after it.
    assert.notEqual(readResourceList({ cpu: '250m' }), before);
    const within = inRunScope(() => [readResourceList({ cpu: '250m' }), readResourceList({ cpu: '250m' })]);
    assert.equal(within[0], within[1], 'one run shares equal lists');
  });
});
