/**
 * The glob syntax of Argo CD's `directory.include` and `directory.exclude`
 * (reposerver/repository/repository.go findManifests: util/glob.Match on the file's path relative
 * to the app's folder, github.com/gobwas/glob with no separators): `*` is any run of characters,
 * `/` included; `?` one character; `[abc]`, `[!abc]`, `[a-z]`; `{a,b}` either; `\` escapes.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

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

/** Whether a value file is a glob (reposerver repository.go isGlobPath: `*`, `?` or `[`). */
export function isGlobPath(p: string): boolean {
  return /[*?[]/.test(p);
}

/**
 * The paths an absolute glob matches, sorted (as doublestar.FilepathGlob returns them, which
 * Argo CD expands a glob value file with): each segment matched on its own, `**` any number of
 * folders, dot-files too. A segment gobwas/glob would refuse matches nothing.
 */
export function expandGlob(pattern: string): string[] {
  const segments = pattern.split(path.sep);
  const first = segments.findIndex(isGlobPath);
  if (first < 0) return [];
  const out = new Set<string>();
  const walk = (dir: string, rest: readonly string[], depth: number): void => {
    if (rest.length === 0 || depth > MAX_GLOB_DEPTH) return;
    const [head, ...tail] = rest as [string, ...string[]];
    if (!isGlobPath(head)) {
      const next = path.join(dir, head);
      if (tail.length === 0) {
        if (exists(dir, head)) out.add(next);
      } else walk(next, tail, depth);
      return;
    }
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (head === '**') {
      // Zero folders, then one more with `**` still ahead.
      walk(dir, tail, depth);
      for (const e of entries) if (e.isDirectory()) walk(path.join(dir, e.name), rest, depth + 1);
      return;
    }
    const matcher = argoGlob(head);
    if (matcher === undefined) return;
    for (const e of entries) {
      if (!matcher.test(e.name)) continue;
      if (tail.length === 0) out.add(path.join(dir, e.name));
      else if (e.isDirectory() || e.isSymbolicLink()) walk(path.join(dir, e.name), tail, depth + 1);
    }
  };
  walk(segments.slice(0, first).join(path.sep) || path.sep, segments.slice(first), 0);
  return [...out].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function exists(dir: string, name: string): boolean {
  try {
    return readdirSync(dir).includes(name);
  } catch {
    return false;
  }
}

/** Far past a real repository's folders, and a bound on a linked loop. */
const MAX_GLOB_DEPTH = 32;
