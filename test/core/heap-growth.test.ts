import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { HEAP_GROWTH_FLAG, heapGrowthFlag } from '../../src/core/heap-growth.ts';

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
