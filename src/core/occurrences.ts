/**
 * Each item's number among the items with an equal key, in order (0 for the first): the
 * occurrence a fingerprint ends with. Keys are compared by a 32-bit hash the caller makes with
 * hashText, and by the key itself only when two hashes are equal. Nothing is kept per key but
 * the index of its first item, in typed arrays: a Map of 150,000 fresh key strings (a finding on
 * each pod of a snapshot) cost more than making the fingerprints themselves, most of it in
 * hashing and growing the Map and in collecting the keys it kept.
 */
export class Occurrences {
  private readonly mask: number;
  /** Open addressing: the index of the first item of each key, -1 for an empty slot. */
  private readonly slots: Int32Array;
  private readonly hashes: Int32Array;
  /** Items seen so far with the key of the first item at this index. */
  private readonly seen: Int32Array;

  constructor(
    count: number,
    /** The key of item `index`, read only to tell two keys of equal hash apart. */
    private readonly keyOf: (index: number) => string,
  ) {
    let size = 16;
    while (size < 2 * count) size *= 2;
    this.mask = size - 1;
    this.slots = new Int32Array(size).fill(-1);
    this.hashes = new Int32Array(count);
    this.seen = new Int32Array(count);
  }

  /** The occurrence of item `index` (items are numbered in this order), whose key hashes to `hash`. */
  next(index: number, hash: number): number {
    hash |= 0; // as the Int32Array keeps it
    this.hashes[index] = hash;
    let key: string | undefined;
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const first = this.slots[slot]!;
      if (first === -1) {
        this.slots[slot] = index;
        this.seen[index] = 1;
        return 0;
      }
      if (this.hashes[first] === hash && this.keyOf(first) === (key ??= this.keyOf(index))) {
        const n = this.seen[first]!;
        this.seen[first] = n + 1;
        return n;
      }
    }
  }
}

/** Where hashText starts (FNV's offset basis, as the signed 32-bit integer the hashes are). */
export const HASH_START = 0x811c9dc5 | 0;

/**
 * FNV-1a (32 bits) of `text`, continuing from `hash`: hashText(hashText(HASH_START, a), b) is
 * hashText(HASH_START, a + b), so a key can be hashed from its parts without being built.
 */
export function hashText(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}
