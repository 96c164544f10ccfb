/**
 * stringMap (src/model/fields.ts): the string values of an object, read-only; an object of
 * strings is used as it is, anything else is copied without its non-string values, a null value
 * read as "" (encoding/json into a map[string]string, as the API server decodes it).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { kubernetesTime, stringMap, timestamp } from '../../src/core/fields.ts';

describe('stringMap', () => {
  it('keeps an object of strings as it is', () => {
    const labels = JSON.parse('{"app":"web","tier":"front"}') as Record<string, string>;
    assert.equal(stringMap(labels), labels);
  });

  it('drops values that are not strings, in a copy; a null value is ""', () => {
    const raw = JSON.parse('{"app":"web","replicas":3,"on":true,"none":null,"tier":"front"}') as Record<string, unknown>;
    assert.deepEqual(stringMap(raw), { app: 'web', none: '', tier: 'front' });
    assert.equal(raw['replicas'], 3);
  });

  it('reads absent, empty and non-object values as empty', () => {
    for (const v of [undefined, null, {}, [], 'x', 3]) assert.deepEqual(stringMap(v), {});
  });
});

describe('timestamp', () => {
  it('reads every string as Date.parse does, in whole seconds: the form the API server writes, its near misses and others', () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
    const kubernetes = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), two(13), two(32), two(25), two(61), two(61), fc.constantFrom('T', 't', ' '), fc.constantFrom('Z', 'z', '+'))
      .map(([y, mo, d, h, mi, s, t, z]) => `${String(y).padStart(4, '0')}-${mo}-${d}${t}${h}:${mi}:${s}${z}`);
    const other = fc.oneof(
      fc.string({ unit: fc.constantFrom('2', '0', '1', '-', ':', 'T', 'Z', '.', '5') }),
      fc.date({ noInvalidDate: true }).map((x) => x.toISOString()),
    );
    fc.assert(
      fc.property(fc.oneof(kubernetes, other), (s) => {
        const ms = Date.parse(s);
        assert.equal(timestamp(s), Number.isNaN(ms) ? undefined : Math.floor(ms / 1000), s);
      }),
      { numRuns: 20_000, seed: 20261203 },
    );
    assert.equal(timestamp('2024-02-29T23:59:59Z'), Date.UTC(2024, 1, 29, 23, 59, 59) / 1000);
    // Era and leap-year edges of the day count, and a digit missing in each place.
    for (const s of [
      '1000-01-01T00:00:00Z',
      '1600-02-29T12:00:00Z',
      '1900-02-29T00:00:00Z',
      '1900-03-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '1970-01-01T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '2100-02-29T00:00:00Z',
      '2100-03-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
    ])
      assert.equal(timestamp(s), Date.parse(s) / 1000, s);
    for (let i = 0; i < 19; i++) {
      if ([4, 7, 10, 13, 16].includes(i)) continue;
      const s = `2026-01-02T03:04:05Z`.slice(0, i) + 'x' + `2026-01-02T03:04:05Z`.slice(i + 1);
      assert.equal(kubernetesTime(s), undefined, s);
    }
    assert.equal(timestamp(undefined), undefined);
  });
});
