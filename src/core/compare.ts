/** Plain code-unit string order (never locale-dependent). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Natural order: runs of digits compare as numbers, so "web-2" sorts before "web-10".
 * Used to break ties between objects deterministically, independent of input order.
 */
export function compareNatural(a: string, b: string): number {
  return compareNaturalKeys(naturalKey(a), naturalKey(b));
}

/** The parts compareNatural compares: runs of digits and of other characters. */
export function naturalKey(s: string): readonly string[] {
  return s.match(/(\d+)|(\D+)/g) ?? [];
}

export function compareNaturalKeys(pa: readonly string[], pb: readonly string[]): number {
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    const dx = /^\d/.test(x);
    const dy = /^\d/.test(y);
    if (dx && dy) {
      const d = BigInt(x) - BigInt(y);
      if (d !== 0n) return d < 0n ? -1 : 1;
      return x.length - y.length;
    }
    return compareStrings(x, y);
  }
  return pa.length - pb.length;
}
