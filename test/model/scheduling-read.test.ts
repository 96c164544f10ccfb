/**
 * readScheduling (src/model/build-pod.ts) shares toleration lists written alike, and the whole
 * constraints of pods that select nothing: sharing must never merge lists that differ, even
 * when a field holds the separator the sharing key uses.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readScheduling } from '../../src/model/build-pod.ts';

describe('readScheduling sharing', () => {
  it('gives pods with the same tolerations one list, and pods that select nothing one object', () => {
    const spec = () => ({ tolerations: [{ key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 300 }] });
    const a = readScheduling(spec());
    const b = readScheduling(spec());
    assert.equal(a.tolerations, b.tolerations);
    assert.equal(a, b);
    assert.deepEqual(a.tolerations, [{ key: 'node.kubernetes.io/not-ready', operator: 'Exists', value: '', effect: 'NoExecute' }]);
  });

  it('keeps lists apart that differ, including fields holding a NUL', () => {
    const plain = readScheduling({
      tolerations: [
        { key: 'a', operator: 'Exists' },
        { key: 'b', operator: 'Exists' },
      ],
    });
    const joined = readScheduling({ tolerations: [{ key: 'a\u0000Exists\u0000\u0000\u0000b', operator: 'Exists' }] });
    assert.notEqual(plain.tolerations, joined.tolerations);
    assert.equal(joined.tolerations.length, 1);
    assert.equal(joined.tolerations[0]!.key, 'a\u0000Exists\u0000\u0000\u0000b');
    assert.equal(plain.tolerations.length, 2);
  });

  it('reads each list that differs from the one read before it in one field, and shares lists that read alike', () => {
    const base = { key: 'k', operator: 'Equal', value: 'v', effect: 'NoSchedule' };
    const variants: [unknown[], unknown[]][] = [
      [[{ ...base, key: 'k2' }], [{ ...base, key: 'k2' }]],
      [[{ ...base, key: 7 }], [{ ...base, key: '' }]],
      [[{ ...base, operator: 'Exists' }], [{ ...base, operator: 'Exists' }]],
      [[{ ...base, value: 'v2' }], [{ ...base, value: 'v2' }]],
      [[{ ...base, effect: undefined }], [{ ...base, effect: '' }]],
      [
        [base, base],
        [base, base],
      ],
    ];
    const first = readScheduling({ tolerations: [base] }).tolerations;
    for (const [tolerations, expected] of variants) {
      // Each right after the base list.
      assert.equal(readScheduling({ tolerations: [{ ...base }] }).tolerations, first);
      assert.deepEqual(readScheduling({ tolerations }).tolerations, expected);
    }
    // The default operator reads as "Equal" written out: the same list.
    assert.equal(readScheduling({ tolerations: [{ ...base, operator: undefined }] }).tolerations, first);
  });

  it('does not share constraints that select nodes', () => {
    const a = readScheduling({ nodeSelector: { zone: 'a' } });
    const b = readScheduling({ nodeSelector: { zone: 'b' } });
    assert.notEqual(a, b);
    assert.deepEqual(b.nodeSelector, { zone: 'b' });
    assert.equal(readScheduling({ schedulerName: 'other' }).schedulerName, 'other');
    assert.equal(readScheduling({}).schedulerName, 'default-scheduler');
  });
});
