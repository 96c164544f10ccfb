/**
 * compareNatural (src/core/compare.ts): runs of digits compare as numbers of any size, ties of
 * equal value broken by length (leading zeros), everything else by code unit.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compareNatural, sortNatural } from '../../src/core/compare.ts';

/** The same order, computed the slow way: split by a regular expression, digit runs through BigInt. compareNatural must give its very value, not only its sign. */
function reference(a: string, b: string): number {
  const pa = a.match(/(\d+)|(\D+)/g) ?? [];
  const pb = b.match(/(\d+)|(\D+)/g) ?? [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    if (/^\d/.test(x) && /^\d/.test(y)) {
      const d = BigInt(x) - BigInt(y);
      if (d !== 0n) return d < 0n ? -1 : 1;
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

const NAMES = [
  'web-2',
  'web-10',
  'web-02',
  'web-0',
  'web-00',
  'web',
  'web-',
  'a1b2',
  'a01b2',
  'a1b10',
  'node-99999999999999999999',
  'node-100000000000000000000',
  'node-099999999999999999999',
  '10',
  '9',
  '',
  'x',
  'X',
  'pod-1a',
  'pod-1-a',
];

describe('compareNatural', () => {
  it('orders web-2 before web-10, and 0 before 00', () => {
    assert.ok(compareNatural('web-2', 'web-10') < 0);
    assert.ok(compareNatural('web-0', 'web-00') < 0);
    assert.ok(compareNatural('node-99999999999999999999', 'node-100000000000000000000') < 0);
  });

  it('agrees in sign with the BigInt reference on every pair', () => {
    for (const a of NAMES) for (const b of NAMES) assert.equal(Math.sign(compareNatural(a, b)), Math.sign(reference(a, b)), `${a} vs ${b}`);
  });

  it('in place, agrees with the split keys and the BigInt reference on generated names', () => {
    const name = fc.string({ unit: fc.constantFrom('0', '1', '9', '0', 'a', 'b', '-', 'Z', '\u00e9'), maxLength: 14 });
    // Half the pairs share a prefix, as the names of one workload's pods do.
    const pair = fc.oneof(
      fc.tuple(name, name),
      fc.tuple(name, name, name).map(([prefix, x, y]) => [prefix + x, prefix + y] as [string, string]),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const sign = Math.sign(compareNatural(a, b));
        assert.equal(sign, Math.sign(reference(a, b)), `${a} vs ${b}`);
        assert.equal(compareNatural(a, b), reference(a, b), `${a} vs ${b}: the same value`);
        assert.equal(Math.sign(compareNatural(b, a)) + sign, 0, 'antisymmetric');
      }),
      { numRuns: 20_000, seed: 20261203 },
    );
  });

  it('sortNatural sorts as a sort by compareNatural, equal keys kept in input order', () => {
    const items = [...NAMES, ...NAMES].map((name, i) => ({ name, i }));
    assert.deepEqual(
      sortNatural(items, (x) => x.name),
      [...items].sort((a, b) => compareNatural(a.name, b.name)),
    );
  });
});
