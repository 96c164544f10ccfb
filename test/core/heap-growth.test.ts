import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it, test } from 'node:test';
import { growthPercentFor, HEAP_GROWTH_FLAG, HEAP_TARGET, heapGrowthFlag, shouldCollect } from '../../src/core/heap-growth.ts';
import { ROOT } from '../helpers/cli.ts';

test('the entry points set the heap growth factor unless the user chose one', () => {
  assert.equal(heapGrowthFlag([], undefined), HEAP_GROWTH_FLAG);
  assert.equal(heapGrowthFlag(['--max-old-space-size=4096'], '--enable-source-maps'), HEAP_GROWTH_FLAG);
  assert.equal(heapGrowthFlag(['--heap-growing-percent=50'], undefined), undefined);
  assert.equal(heapGrowthFlag([], '--max-old-space-size=8192 --heap_growing_percent=30'), undefined);
});

test("the flag is one this node's V8 knows (setFlagsFromString ignores an unknown one in silence)", () => {
  const name = HEAP_GROWTH_FLAG.split('=')[0]!;
  const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).stdout;
  assert.ok(options.includes(`  ${name} `), `${name} is not among node --v8-options`);
});

describe('heapCheckpoint', () => {
  const MiB = 1024 * 1024;

  it('collects only a large heap that has grown since its last collection', () => {
    assert.equal(shouldCollect(0.3 * HEAP_TARGET, undefined), false, 'a small heap is left to V8');
    assert.equal(shouldCollect(0.5 * HEAP_TARGET, undefined), true);
    assert.equal(shouldCollect(0.5 * HEAP_TARGET, 0.45 * HEAP_TARGET), false, 'not again for what the last collection kept');
    assert.equal(shouldCollect(0.8 * HEAP_TARGET, 0.45 * HEAP_TARGET), true);
  });

  it('sets the next limit halfway between what is alive and the target, within 10% and the default 150%', () => {
    assert.equal(growthPercentFor(100 * MiB), 150, 'a small live set keeps the default');
    const live = 1000 * MiB;
    const percent = growthPercentFor(live);
    assert.ok(Math.abs(live * (1 + percent / 100) - (live + HEAP_TARGET) / 2) < 0.01 * live, `${percent}%`);
    assert.equal(growthPercentFor(2 * HEAP_TARGET), 10, 'past the target the heap still grows a little: V8 needs room to allocate');
  });

  it('in a process that took charge of the factor, collects a heap of garbage past 40% of the target', () => {
    // Arrays of doubles live on the V8 heap (a typed array's bytes would not).
    const script = `
      import v8 from 'node:v8';
      import { heapCheckpoint, limitHeapGrowth } from ${JSON.stringify(path.join(ROOT, 'src/core/heap-growth.ts'))};
      limitHeapGrowth();
      let garbage = [];
      for (let i = 0; i < 9; i++) garbage.push(new Array(10_000_000).fill(0.5));
      const small = v8.getHeapStatistics().used_heap_size;
      garbage = undefined;
      heapCheckpoint();
      console.log(JSON.stringify({ before: small, after: v8.getHeapStatistics().used_heap_size }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', cwd: ROOT });
    assert.equal(run.status, 0, run.stderr);
    const { before, after } = JSON.parse(run.stdout) as { before: number; after: number };
    assert.ok(before > 0.4 * HEAP_TARGET, `${before}`);
    assert.ok(after < 100 * MiB, `after the checkpoint ${after} bytes are left`);
  });
});
