/**
 * A sorted sequence stored as consecutive blocks of at most MAX_BLOCK items. Moving one item
 * (delete, then insert at its new place) shifts one short block, not the whole sequence: the
 * placement index moves a node after every bind and resize, in classes of thousands of nodes.
 *
 * `compare` must order every item strictly (no two items compare equal), and an item must be
 * deleted while its sort key is still the one it was inserted with.
 *
 * With `summarize`, each block also has a summary of its items (made when first asked for, made
 * again after the block changes), so a walk can pass over a whole block it has no use for. Items
 * must not change what their summary reads while they are in the sequence.
 *
 * Upstream: none: speed only (the placement index).
 */
const MAX_BLOCK = 128;

/** Where an item is: its block and its index in that block. */
export interface Cursor {
  block: number;
  index: number;
}

export class SortedBlocks<T, S = never> {
  private readonly blocks: T[][] = [];
  /** Each block's summary, undefined until asked for and after the block changes. */
  private readonly summaries: (S | undefined)[] = [];

  constructor(
    private readonly compare: (a: T, b: T) => number,
    sorted: readonly T[],
    private readonly summarize?: (block: readonly T[]) => S,
  ) {
    for (let i = 0; i < sorted.length; i += MAX_BLOCK / 2) this.blocks.push(sorted.slice(i, i + MAX_BLOCK / 2));
    this.summaries.length = this.blocks.length;
  }

  /** The items in order, block by block (read only: for loops too hot for a callback per item). */
  get itemBlocks(): readonly (readonly T[])[] {
    return this.blocks;
  }

  get isEmpty(): boolean {
    return this.blocks.length === 0;
  }

  /** The first item's cursor, or undefined when empty. */
  first(): Cursor | undefined {
    return this.blocks.length === 0 ? undefined : { block: 0, index: 0 };
  }

  at(c: Cursor): T {
    return this.blocks[c.block]![c.index]!;
  }

  /** Moves `c` to the next item; false at the end. */
  next(c: Cursor): boolean {
    if (++c.index < this.blocks[c.block]!.length) return true;
    return this.nextBlock(c);
  }

  /** Moves `c` to the first item of the next block; false at the end. */
  nextBlock(c: Cursor): boolean {
    c.block++;
    c.index = 0;
    return c.block < this.blocks.length;
  }

  /** The summary of the block `c` is in (needs `summarize`). */
  blockSummary(c: Cursor): S {
    return (this.summaries[c.block] ??= this.summarize!(this.blocks[c.block]!));
  }

  /** The last item of the block `c` is in. */
  lastInBlock(c: Cursor): T {
    return this.blocks[c.block]!.at(-1)!;
  }

  /**
   * Moves `c` to the last item of the run that starts at it and whose items are all `same` as
   * the item at `c`; the run must be contiguous (`same` agrees with the order).
   */
  skipRun(c: Cursor, same: (a: T, b: T) => boolean): void {
    const first = this.at(c);
    // Whole blocks first, by their last item.
    while (c.block + 1 < this.blocks.length && same(this.blocks[c.block]!.at(-1)!, first) && same(this.blocks[c.block + 1]![0]!, first)) {
      c.block++;
      c.index = 0;
    }
    const block = this.blocks[c.block]!;
    let lo = c.index;
    let hi = block.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (same(block[mid]!, first)) lo = mid;
      else hi = mid - 1;
    }
    c.index = lo;
  }

  insert(item: T): void {
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      this.summaries.push(undefined);
      return;
    }
    const b = Math.min(this.blockFor(item), this.blocks.length - 1);
    const block = this.blocks[b]!;
    block.splice(this.indexIn(block, item), 0, item);
    this.summaries[b] = undefined;
    if (block.length > MAX_BLOCK) {
      this.blocks.splice(b + 1, 0, block.splice(MAX_BLOCK / 2));
      this.summaries.splice(b + 1, 0, undefined);
    }
  }

  /** Removes `item`; false when it is not there. */
  delete(item: T): boolean {
    const b = this.blockFor(item);
    const block = this.blocks[b];
    if (block === undefined) return false;
    const i = this.indexIn(block, item);
    if (block[i] !== item) return false;
    block.splice(i, 1);
    this.summaries[b] = undefined;
    if (block.length === 0) {
      this.blocks.splice(b, 1);
      this.summaries.splice(b, 1);
    }
    return true;
  }

  /** The first block whose last item is not before `item` (blocks.length when none). */
  private blockFor(item: T): number {
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(this.blocks[mid]!.at(-1)!, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first index in `block` whose item is not before `item`. */
  private indexIn(block: readonly T[], item: T): number {
    let lo = 0;
    let hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(block[mid]!, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
