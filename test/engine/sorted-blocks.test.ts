/**
 * SortedBlocks (src/engine/sorted-blocks.ts) against a plain sorted array: the same items in the
 * same order after every insert and delete, across block splits and emptied blocks, skipRun
 * landing on the last item of a run, and block summaries that follow every change.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SortedBlocks } from '../../src/engine/sorted-blocks.ts';

interface Item {
  key: number;
  readonly id: number;
}

/** By key, then id: a strict order, as the placement index's (load, then node name). */
const order = (a: Item, b: Item): number => a.key - b.key || a.id - b.id;

function contents(s: SortedBlocks<Item>): number[] {
  return s.itemBlocks.flat().map((i) => i.id);
}

function walk(s: SortedBlocks<Item>): number[] {
  const out: number[] = [];
  const at = s.first();
  if (at !== undefined)
    do out.push(s.at(at).id);
    while (s.next(at));
  return out;
}

/** A deterministic pseudo-random sequence (no Math.random: failures must reproduce). */
function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('SortedBlocks', () => {
  it('keeps the order of a sorted array through 20,000 moves, inserts and deletes', () => {
    const random = lcg(7);
    const items: Item[] = Array.from({ length: 1000 }, (_, id) => ({ key: Math.floor(random() * 50), id }));
    const reference = [...items].sort(order);
    const blocks = new SortedBlocks(order, reference);
    const live = new Set(items);
    for (let step = 0; step < 20_000; step++) {
      const item = items[Math.floor(random() * items.length)]!;
      const action = random();
      if (live.has(item) && action < 0.8) {
        // A move: out by the old key, in by the new one.
        assert.equal(blocks.delete(item), true);
        item.key = Math.floor(random() * 50);
        blocks.insert(item);
      } else if (live.has(item)) {
        assert.equal(blocks.delete(item), true);
        live.delete(item);
      } else {
        blocks.insert(item);
        live.add(item);
      }
      if (step % 997 === 0)
        assert.deepEqual(
          contents(blocks),
          [...live].sort(order).map((i) => i.id),
        );
    }
    const expected = [...live].sort(order).map((i) => i.id);
    assert.deepEqual(contents(blocks), expected);
    assert.deepEqual(walk(blocks), expected);
  });

  it('delete of an absent item changes nothing', () => {
    const blocks = new SortedBlocks(order, [{ key: 1, id: 1 }]);
    assert.equal(blocks.delete({ key: 1, id: 2 }), false);
    assert.equal(blocks.delete({ key: 9, id: 9 }), false);
    assert.deepEqual(contents(blocks), [1]);
  });

  it('empties and refills', () => {
    const a = { key: 1, id: 1 };
    const blocks = new SortedBlocks(order, [a]);
    assert.equal(blocks.isEmpty, false);
    blocks.delete(a);
    assert.equal(blocks.first(), undefined);
    assert.equal(blocks.isEmpty, true);
    blocks.insert(a);
    assert.equal(blocks.isEmpty, false);
    assert.deepEqual(walk(blocks), [1]);
  });

  it('skipRun stops on the last item with the same key, across blocks', () => {
    // 300 items with key 0 (spanning several blocks), then 5 with key 1.
    const items = [...Array.from({ length: 300 }, (_, id) => ({ key: 0, id })), ...Array.from({ length: 5 }, (_, i) => ({ key: 1, id: 300 + i }))];
    const blocks = new SortedBlocks(order, items);
    const same = (a: Item, b: Item): boolean => a.key === b.key;
    for (const start of [0, 150, 299]) {
      const at = blocks.first()!;
      for (let i = 0; i < start; i++) blocks.next(at);
      blocks.skipRun(at, same);
      assert.equal(blocks.at(at).id, 299, `from ${start}`);
      assert.equal(blocks.next(at), true);
      blocks.skipRun(at, same);
      assert.equal(blocks.at(at).id, 304);
      assert.equal(blocks.next(at), false);
    }
  });

  it('summarizes each block as it is after every change, and walks block by block', () => {
    const random = lcg(11);
    const items: Item[] = Array.from({ length: 700 }, (_, id) => ({ key: Math.floor(random() * 40), id }));
    let summarized = 0;
    const largestId = (block: readonly Item[]): number => {
      summarized++;
      return Math.max(...block.map((i) => i.id));
    };
    const blocks = new SortedBlocks(order, [...items].sort(order), largestId);
    for (let step = 0; step < 5000; step++) {
      const item = items[Math.floor(random() * items.length)]!;
      assert.equal(blocks.delete(item), true);
      item.key = Math.floor(random() * 40);
      blocks.insert(item);
      if (step % 499 !== 0) continue;
      // Block by block: each summary is the one of the items the block holds now.
      const seen: number[] = [];
      const at = blocks.first()!;
      for (let more = true; more; more = blocks.nextBlock(at)) {
        const block: Item[] = [];
        const inBlock = { ...at };
        do block.push(blocks.at(inBlock));
        while (blocks.next(inBlock) && inBlock.block === at.block);
        assert.equal(blocks.lastInBlock(at), block.at(-1));
        assert.equal(blocks.blockSummary(at), Math.max(...block.map((i) => i.id)), `step ${step}, block ${at.block}`);
        seen.push(...block.map((i) => i.id));
      }
      assert.deepEqual(
        seen,
        [...items].sort(order).map((i) => i.id),
      );
    }
    // Made on demand, and kept while a block does not change.
    const before = summarized;
    const at = blocks.first()!;
    blocks.blockSummary(at);
    blocks.blockSummary(at);
    assert.ok(summarized - before <= 1);
  });
});
