/**
 * The subset of globby's syntax that a commit's files (io/git.ts, --base) and the tracked files
 * .gitignore names (io/discover.ts) are matched with, and a chart's `.Files.Glob` patterns
 * (sources/chart-files.ts): `*`, `?`, `[…]` (`[!…]`), `{a,b}` (nested), `**`, and `\` escapes.
 * `*`, `?` and `**` never match a segment starting with "." unless the pattern spells the dot.
 */

/** Matcher for a path relative to the glob's base directory. */
export function globMatcher(glob: string): (relative: string) => boolean {
  const alternatives = expandBraces(glob).map((g) => g.split('/').map(segmentMatcher));
  return (relative) => {
    const parts = relative.split('/');
    return alternatives.some((segments) => matchSegments(segments, 0, parts, 0));
  };
}

type SegmentMatcher = { readonly globstar: true } | { readonly globstar: false; readonly re: RegExp; readonly dot: boolean };

function segmentMatcher(segment: string): SegmentMatcher {
  if (segment === '**') return { globstar: true };
  let re = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const close = segment.indexOf(']', i + 2);
      if (close < 0) re += '\\[';
      else {
        const body = segment
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        re += `[${body}]`;
        i = close;
      }
    } else if (c === '\\' && i + 1 < segment.length) re += escapeRegExp(segment[++i]!);
    else re += escapeRegExp(c);
  }
  return { globstar: false, re: new RegExp(`^${re}$`), dot: segment.startsWith('.') };
}

function matchSegments(segments: readonly SegmentMatcher[], si: number, parts: readonly string[], pi: number): boolean {
  if (si === segments.length) return pi === parts.length;
  const s = segments[si]!;
  if (s.globstar) {
    for (let k = pi; k <= parts.length; k++) {
      if (matchSegments(segments, si + 1, parts, k)) return true;
      // `**` never enters a dot-directory.
      if (k < parts.length && parts[k]!.startsWith('.')) return false;
    }
    return false;
  }
  const part = parts[pi];
  if (part === undefined) return false;
  if (part.startsWith('.') && !s.dot) return false;
  return s.re.test(part) && matchSegments(segments, si + 1, parts, pi + 1);
}

/** `a{b,c{d,e}}f` -> [abf, acdf, acef]. Unbalanced braces are literal. */
function expandBraces(glob: string): string[] {
  let depth = 0;
  let open = -1;
  const commas: number[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (c === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        if (commas.length === 0) {
          // `{x}` is literal in globby; keep looking after it.
          const rest = expandBraces(glob.slice(i + 1));
          return rest.map((r) => `${glob.slice(0, i + 1)}${r}`);
        }
        const head = glob.slice(0, open);
        const tail = expandBraces(glob.slice(i + 1));
        const bounds = [open, ...commas, i];
        const options = bounds.slice(0, -1).flatMap((b, k) => expandBraces(glob.slice(b + 1, bounds[k + 1])));
        return options.flatMap((o) => tail.map((t) => `${head}${o}${t}`));
      }
    } else if (c === ',' && depth === 1) commas.push(i);
  }
  return [glob];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
