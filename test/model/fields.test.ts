/**
 * stringMap (src/model/fields.ts): the string values of an object, read-only; an object of
 * strings is used as it is, anything else is copied without its non-string values.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { stringMap } from '../../src/core/fields.ts';

describe('stringMap', () => {
  it('keeps an object of strings as it is', () => {
    const labels = JSON.parse('{"app":"web","tier":"front"}') as Record<string, string>;
    assert.equal(stringMap(labels), labels);
  });

  it('drops values that are not strings, in a copy', () => {
    const raw = JSON.parse('{"app":"web","replicas":3,"on":true,"none":null,"tier":"front"}') as Record<string, unknown>;
    assert.deepEqual(stringMap(raw), { app: 'web', tier: 'front' });
    assert.equal(raw['replicas'], 3);
  });

  it('reads absent, empty and non-object values as empty', () => {
    for (const v of [undefined, null, {}, [], 'x', 3]) assert.deepEqual(stringMap(v), {});
  });
});
