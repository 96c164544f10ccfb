/** notSimulatedReason's walk for a pod template over a spec. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notSimulatedReason } from '../../src/model/not-simulated.ts';

describe('the pod template walk', () => {
  it('reads an object once however many members alias it (a YAML alias): 8 keys to one object six levels down is no 8^6 walk', () => {
    let walked = 0;
    const counted = (o: Record<string, unknown>): Record<string, unknown> =>
      new Proxy(o, {
        ownKeys: (target) => {
          walked++;
          return Reflect.ownKeys(target);
        },
      });
    let level = counted({ leaf: { name: 'x' } });
    for (let i = 0; i < 6; i++) {
      const shared = level;
      level = counted(Object.fromEntries(Array.from({ length: 8 }, (_, k) => [`k${k}`, shared])));
    }
    assert.equal(notSimulatedReason({ apiVersion: 'example.com/v1', kind: 'Wide', spec: level }), undefined);
    assert.ok(walked <= 3 * 7, `${walked} reads of 7 objects`);
  });
});
