/**
 * Of several objects that could serve one written in `file`, the one written nearest to it: the
 * most folders in common (clusters/production's own before clusters/staging's), then the first by
 * file. Files are named as documents name theirs (relative, `/`-separated).
 */
export function nearestTo<T>(items: readonly T[], file: string, fileOf: (item: T) => string): T | undefined {
  const folders = file.split('/').slice(0, -1);
  const shared = (other: string): number => {
    const x = other.split('/').slice(0, -1);
    let n = 0;
    while (n < x.length && n < folders.length && x[n] === folders[n]) n++;
    return n;
  };
  return [...items].sort((a, b) => {
    const fa = fileOf(a);
    const fb = fileOf(b);
    return shared(fb) - shared(fa) || (fa < fb ? -1 : fa > fb ? 1 : 0);
  })[0];
}
