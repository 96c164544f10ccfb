/**
 * The files source-controller leaves out of a GitRepository's artifact, which kustomize-controller
 * therefore never sees: the patterns of every `.sourceignore` in the repository (each for its own
 * folder and below) and the GitRepository's spec.ignore; with none of them, its default exclusions
 * (CI files, `.sops.yaml`, images, archives). Version-control files are always left out.
 *
 * Upstream: fluxcd/source-controller internal/controller/gitrepository_controller.go
 * reconcileArtifact (LoadIgnorePatterns, then spec.ignore); fluxcd/pkg artifact/storage/archive.go
 * SourceIgnoreFilter; sourceignore/sourceignore.go (the defaults, ReadPatterns,
 * LoadIgnorePatterns); sourceignore/gitignore/pattern.go and matcher.go (gitignore patterns, the
 * last one that matches decides).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { goPathMatch } from './applicationset.ts';

const IGNORE_FILE = '.sourceignore';
const EXCLUDE_VCS = '.git/,.gitignore,.gitmodules,.gitattributes';
const EXCLUDE_EXT = '*.jpg,*.jpeg,*.gif,*.png,*.wmv,*.flv,*.tar.gz,*.zip';
const EXCLUDE_CI = '.github/,.circleci/,.travis.yml,.gitlab-ci.yml,appveyor.yml,.drone.yml,cloudbuild.yaml,codeship-services.yml,codeship-steps.yml';
const EXCLUDE_EXTRA = '**/.goreleaser.yml,**/.sops.yaml,**/.flux.yaml';

/** A gitignore pattern (pattern.go): for paths under `domain`, its `/`-separated parts. */
export interface Pattern {
  readonly domain: readonly string[];
  readonly parts: readonly string[];
  readonly inclusion: boolean;
  readonly dirOnly: boolean;
  /** Holds a `/`: matched part by part from the domain; else against any one name of the path. */
  readonly isGlob: boolean;
}

type MatchResult = 'none' | 'exclude' | 'include';

/** ParsePattern. */
export function parsePattern(text: string, domain: readonly string[]): Pattern {
  let p = text;
  const inclusion = p.startsWith('!');
  if (inclusion) p = p.slice(1);
  if (!p.endsWith('\\ ')) p = p.replace(/ +$/, '');
  const dirOnly = p.endsWith('/');
  if (dirOnly) p = p.slice(0, -1);
  return { domain: [...domain], parts: p.split('/'), inclusion, dirOnly, isGlob: p.includes('/') };
}

/** filepath.Match of one name: undefined for a malformed pattern (ErrBadPattern). */
function nameMatch(pattern: string, name: string): boolean | undefined {
  return goPathMatch(pattern)?.test(name);
}

/** Pattern.Match. */
function matchPattern(p: Pattern, fullPath: readonly string[], isDir: boolean): MatchResult {
  if (fullPath.length <= p.domain.length) return 'none';
  for (let i = 0; i < p.domain.length; i++) if (fullPath[i] !== p.domain[i]) return 'none';
  const rest = fullPath.slice(p.domain.length);
  if (!(p.isGlob ? globMatch(p, rest, isDir) : simpleNameMatch(p, rest, isDir))) return 'none';
  return p.inclusion ? 'include' : 'exclude';
}

/** simpleNameMatch: any name of the path; a folder-only pattern not on the path's last name unless it is a folder. */
function simpleNameMatch(p: Pattern, names: readonly string[], isDir: boolean): boolean {
  for (let i = 0; i < names.length; i++) {
    const match = nameMatch(p.parts[0]!, names[i]!);
    if (match === undefined) return false;
    if (!match) continue;
    return !(p.dirOnly && !isDir && i === names.length - 1);
  }
  return false;
}

/** globMatch: part by part, `**` any number of names; a match of every part also covers what lies below. */
function globMatch(p: Pattern, names: readonly string[], isDir: boolean): boolean {
  let rest = names;
  let matched = false;
  let canTraverse = false;
  for (let i = 0; i < p.parts.length; i++) {
    const part = p.parts[i]!;
    if (part === '') {
      canTraverse = false;
      continue;
    }
    if (part === '**') {
      if (i === p.parts.length - 1) break;
      canTraverse = true;
      continue;
    }
    if (part.includes('**')) return false;
    if (rest.length === 0) return false;
    if (canTraverse) {
      canTraverse = false;
      while (rest.length > 0) {
        const name = rest[0]!;
        rest = rest.slice(1);
        const match = nameMatch(part, name);
        if (match === undefined) return false;
        if (match) {
          matched = true;
          break;
        }
        if (rest.length === 0) matched = false;
      }
    } else {
      if (nameMatch(part, rest[0]!) !== true) return false;
      matched = true;
      rest = rest.slice(1);
    }
  }
  return !(matched && p.dirOnly && !isDir && rest.length === 0) && matched;
}

/** ReadPatterns: a pattern per line, but comments and blank lines. */
export function readPatterns(text: string, domain: readonly string[]): Pattern[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => !line.startsWith('#') && line.trim() !== '')
    .map((line) => parsePattern(line, domain));
}

/** LoadIgnorePatterns: the `.sourceignore` of `dir`, then those of its folders (but `.git`), each for its own folder. */
function loadIgnorePatterns(dir: string, domain: readonly string[]): Pattern[] {
  let own: Pattern[] = [];
  try {
    own = readPatterns(readFileSync(path.join(dir, IGNORE_FILE), 'utf8'), domain);
  } catch {
    // None there (or unreadable: source-controller would fail the artifact, not guessed at here).
  }
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return own;
  }
  // os.ReadDir's order: by name.
  const folders = entries.filter((e) => e.isDirectory() && e.name !== '.git').map((e) => e.name);
  folders.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...own, ...folders.flatMap((name) => loadIgnorePatterns(path.join(dir, name), [...domain, name]))];
}

function listed(list: string): Pattern[] {
  return list.split(',').map((p) => parsePattern(p, []));
}

/**
 * SourceIgnoreFilter's matcher over a path's names from the repository's top: with no pattern of
 * the repository's or the object's own (`own`), the defaults; else the version-control ones and
 * `own`. The last pattern that matches decides.
 */
export function ignoreMatcher(own: readonly Pattern[]): (names: readonly string[], isDir: boolean) => boolean {
  const patterns = [...listed(EXCLUDE_VCS), ...(own.length > 0 ? own : listed([EXCLUDE_EXT, EXCLUDE_CI, EXCLUDE_EXTRA].join(',')))];
  return (names, isDir) => {
    for (let i = patterns.length - 1; i >= 0; i--) {
      const result = matchPattern(patterns[i]!, names, isDir);
      if (result !== 'none') return result === 'exclude';
    }
    return false;
  };
}

/**
 * Whether source-controller leaves a path (absolute, under `root`, the repository's top) out of
 * the artifact of a GitRepository whose spec.ignore is `ignore`.
 */
export function sourceIgnored(root: string, ignore: string | undefined): (absolute: string, isDir: boolean) => boolean {
  const matches = ignoreMatcher([...loadIgnorePatterns(root, []), ...(ignore === undefined ? [] : readPatterns(ignore, []))]);
  return (absolute, isDir) => {
    const relative = path.relative(root, absolute);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return false;
    return matches(relative.split(path.sep), isDir);
  };
}
