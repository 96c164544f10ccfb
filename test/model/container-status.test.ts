/**
 * containerStatus (src/model/container-status.ts): entries with the same lists are one shared
 * object, and an entry has exactly the fields given (an unset reportsResources is not false:
 * false means the node cannot resize, rule validate-resize NodeWithoutResizeSupport).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { containerStatus } from '../../src/model/container-status.ts';

describe('containerStatus', () => {
  const a = new Map([['cpu', 500n]]);
  const b = new Map([['cpu', 500n]]);
  it('shares entries with the same lists, and only those', () => {
    assert.equal(containerStatus(true, a, a, undefined), containerStatus(true, a, a, undefined));
    assert.notEqual(containerStatus(true, a, a, undefined), containerStatus(true, a, b, undefined), 'equal but distinct lists');
    assert.notEqual(containerStatus(true, a, a, undefined), containerStatus(false, a, a, undefined));
    assert.notEqual(containerStatus(undefined, a, undefined, undefined), containerStatus(false, a, undefined, undefined));
    assert.notEqual(containerStatus(undefined, a, undefined, undefined), containerStatus(undefined, undefined, a, undefined));
  });

  it('has exactly the fields given', () => {
    assert.deepEqual(Object.keys(containerStatus(undefined, a, undefined, undefined)), ['allocated']);
    assert.deepEqual(Object.keys(containerStatus(false, undefined, undefined, undefined)), ['reportsResources']);
    assert.deepEqual(containerStatus(true, a, b, a), { reportsResources: true, allocated: a, actualRequests: b, actualLimits: a });
    assert.equal(containerStatus(false, a, undefined, undefined).reportsResources, false);
  });
});
