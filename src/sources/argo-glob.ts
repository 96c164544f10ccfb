/**
 * The glob syntax of Argo CD's `directory.include` and `directory.exclude`
 * (reposerver/repository/repository.go findManifests: util/glob.Match on the file's path relative
 * to the app's folder, github.com/gobwas/glob with no separators): `*` is any run of characters,
 * `/` included; `?` one character; `[abc]`, `[!abc]`, `[a-z]`; `{a,b}` either; `\` escapes.
 */

/**
 * Which files of a directory source Argo CD reads, by their paths relative to its folder ("/"
 * separators): not excluded, then included (findManifests, getPotentiallyValidManifests, before any
 * Jsonnet is evaluated). `bad` is a pattern gobwas/glob refuses, which fails the source.
 */
export function directoryFilter(include: string | undefined, exclude: string | undefined): ((relative: string) => boolean) | { readonly bad: string } {
  const inc = include === undefined ? undefined : argoGlob(include);
  const exc = exclude === undefined ? undefined : argoGlob(exclude);
  if (include !== undefined && inc === undefined) return { bad: include };
  if (exclude !== undefined && exc === undefined) return { bad: exclude };
  return (relative) => !(exc?.test(relative) ?? false) && (inc?.test(relative) ?? true);
}

/** The pattern as a whole-string RegExp, or undefined when gobwas/glob would refuse it (an unclosed `[` or `{`). */
export function argoGlob(pattern: string): RegExp | undefined {
  let out = '';
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) out += escape(pattern[++i]!);
    else if (c === '*') out += '[\\s\\S]*';
    else if (c === '?') out += '[\\s\\S]';
    else if (c === '[') {
      const cls = globClass(pattern, i, '!');
      if (cls === undefined) return undefined;
      out += cls.regex;
      i = cls.end;
    } else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else out += escape(c);
  }
  if (braces > 0) return undefined;
  try {
    return new RegExp(`^${out}$`);
  } catch {
    return undefined;
  }
}

/**
 * A glob's `[...]` class that opens at `i` as a RegExp class, and the index of its `]`; undefined
 * when it is not closed. `negation` is the character that negates it: `!` in gobwas/glob, `^` in
 * Go's path.Match.
 */
export function globClass(pattern: string, i: number, negation: string): { readonly regex: string; readonly end: number } | undefined {
  const end = pattern.indexOf(']', i + 2);
  if (end < 0) return undefined;
  let body = pattern.slice(i + 1, end);
  const negated = body.startsWith(negation);
  if (negated) body = body.slice(1);
  return { regex: `[${negated ? '^' : ''}${body.replace(/[\\\]^]/g, (m) => `\\${m}`)}]`, end };
}

/** One character of a glob, literal in a RegExp. */
export function escape(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/-]/g, (m) => `\\${m}`);
}
