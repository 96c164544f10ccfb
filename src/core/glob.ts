/**
 * A small glob matcher for config paths ("k8s/**", "*.yaml", "apps/{web,api}/*.yml"): `**`
 * spans folders, `*` and `?` stay inside one, `{a,b}` alternates. Paths use "/" separators.
 */
import { runScopedMap } from './memo.ts';

const cache = runScopedMap<string, RegExp>();

function escape(c: string): string {
  return /[.+^$()|[\]\\]/.test(c) ? `\\${c}` : c;
}

export function globToRegExp(glob: string): RegExp {
  const cached = cache.get(glob);
  if (cached) return cached;
  let re = '';
  let inGroup = false;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        re += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '{') {
      inGroup = true;
      re += '(?:';
    } else if (c === '}' && inGroup) {
      inGroup = false;
      re += ')';
    } else if (c === ',' && inGroup) re += '|';
    else re += escape(c);
  }
  const out = new RegExp(`^${re}$`);
  cache.set(glob, out);
  return out;
}

/** A pattern without a "/" matches the file name in any folder, as .gitignore-style tools do. */
export function matchesGlob(path: string, glob: string): boolean {
  const normalized = path.replace(/^\.\//, '');
  const pattern = glob.replace(/^\.\//, '');
  if (!pattern.includes('/')) return globToRegExp(pattern).test(normalized.slice(normalized.lastIndexOf('/') + 1)) || globToRegExp(pattern).test(normalized);
  return globToRegExp(pattern).test(normalized) || globToRegExp(`${pattern.replace(/\/$/, '')}/**`).test(normalized);
}
