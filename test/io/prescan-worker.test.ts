/** pendingPrescan (src/io/prescan-worker.ts): the worker's result once started, none once cancelled. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { prescanJson } from '../../src/core/json-prescan.ts';
import { pendingPrescan } from '../../src/io/prescan-worker.ts';

const TEXT = '{"kind":"List","items":[{"a":1,"b":[2]},3,{"c":"\\\\\\""}]}\n';

describe('pendingPrescan', () => {
  it('gives what prescanJson gives on the bytes, once they are read and it is started; the same object when asked again', () => {
    const pending = pendingPrescan(TEXT.length)!;
    pending.bytes.write(TEXT, 'latin1');
    pending.start();
    const result = pending.result();
    assert.deepEqual(result, prescanJson(Buffer.from(TEXT, 'latin1'), 16));
    assert.equal(pending.result(), result);
  });

  it('gives no result when cancelled (a read error, a file that is not ASCII)', () => {
    const pending = pendingPrescan(TEXT.length)!;
    pending.cancel();
    assert.equal(pending.result(), undefined);
    // Started after a cancel: still none.
    pending.start();
    assert.equal(pending.result(), undefined);
  });
});
