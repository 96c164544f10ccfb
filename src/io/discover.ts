/**
 * Turns the PATH arguments of `resizeguard check` into the list of manifest files to read.
 * The only module that uses globby.
 *
 * Each pattern is, in this order of precedence:
 *  1. an existing file: taken as is, whatever its extension and even when .gitignore names it;
 *  2. an existing directory: searched recursively for `.yaml`, `.yml` and `.json` files;
 *  3. a glob (globby syntax): its matches with a manifest extension.
 * Directories and globs leave out the untracked files that `.gitignore` files name (nested ones,
 * and those of parent directories up to the root of the enclosing git repository, as git does)
 * and `.git/info/exclude`. A file git tracks is read though .gitignore names it, as git, Argo CD
 * and Flux read it (.gitignore only keeps untracked files out of a commit): inside a git work
 * tree, one `git ls-files` per searched folder lists them. Outside one, .gitignore rules exclude
 * what they name; in a commit's tree exported for --base (DiscoveryOptions.allTracked) every
 * file is tracked and none is excluded. Directories and globs never enter `node_modules`, `.git`
 * or a Go module's vendor folder (go-vendor.ts), and skip dot-files (so `.resizeguard.yaml` is
 * not mistaken for a manifest). A pattern that yields nothing is an `input/not-found`
 * Diagnostic. Symbolic links, special files and folders that cannot be read are tree-walk.ts's;
 * a file reached under two names is read once.
 */
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { globby, isDynamicPattern, isGitIgnored } from 'globby';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { matchesGlob } from '../core/glob.ts';
import { osReason } from './read.ts';
import { globMatcher } from './glob-match.ts';
import { runGit } from './run-git.ts';
import { goVendorFilter } from './go-vendor.ts';
import { inside, specialFile, walkTree } from './tree-walk.ts';

/** File extensions searched for inside directories and kept from glob matches. */
export const MANIFEST_EXTENSIONS: readonly string[] = ['.yaml', '.yml', '.json'];

const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

export interface DiscoveryOptions {
  /**
   * Every file under the search is tracked (a commit's tree, as --base exports it for renders):
   * .gitignore excludes nothing, as git reads every file of a commit.
   */
  readonly allTracked?: boolean;
}

export interface DiscoveryResult {
  /** Display paths relative to `cwd`, "/" separators, sorted and de-duplicated. */
  files: string[];
  diagnostics: Diagnostic[];
}

/**
 * Expands files, directories and globs into manifest file paths. Never throws for a user
 * mistake: a pattern that matches nothing, or a directory that cannot be listed, is a
 * Diagnostic and the other patterns are still expanded.
 */
export async function discoverFiles(patterns: readonly string[], cwd: string, options: DiscoveryOptions = {}): Promise<DiscoveryResult> {
  const found = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const pattern of patterns) {
    const outcome = await expandPattern(pattern, cwd, options.allTracked !== true);
    if ('ruleId' in outcome) {
      diagnostics.push({ ...outcome, severity: 'error', file: pattern, range: START_OF_FILE });
      continue;
    }
    diagnostics.push(...outcome.diagnostics);
    for (const absolute of outcome.files) {
      const shown = displayPath(absolute, cwd);
      // The same real file under two names (a link, ./a and a) is read once, under its first name in order.
      const real = await realpath(absolute).catch(() => absolute);
      const known = found.get(real);
      if (known === undefined || compareStrings(shown, known) < 0) found.set(real, shown);
    }
  }
  return { files: [...new Set(found.values())].sort(compareStrings), diagnostics };
}

interface Expanded {
  readonly files: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}

interface Problem {
  readonly ruleId: 'input/not-found' | 'input/unreadable';
  readonly message: string;
}

function notFound(message: string): Problem {
  return { ruleId: 'input/not-found', message };
}

const MANIFESTS_GLOB = `**/*{${MANIFEST_EXTENSIONS.join(',')}}`;

/** Absolute paths of the files a pattern names (and what could not be read), or the problem to report. */
async function expandPattern(pattern: string, cwd: string, gitignore: boolean): Promise<Expanded | Problem> {
  if (pattern === '') return notFound('no such file or directory ""');
  const absolute = path.resolve(cwd, pattern);
  const kind = await pathKind(absolute);
  if (kind === 'file') {
    if (await specialFile(absolute))
      return {
        ruleId: 'input/unreadable',
        message: `${JSON.stringify(pattern)} is not a regular file (a FIFO, socket or device), so it is not read; pipe manifests to "-" to read standard input`,
      };
    return { files: [absolute], diagnostics: [] };
  }
  if (kind === 'directory') {
    const found = await searchTree(absolute, [MANIFESTS_GLOB], cwd, () => true, { gitignore, caseSensitiveMatch: false });
    if ('ruleId' in found) return found;
    return found.files.length > 0 || found.diagnostics.length > 0
      ? found
      : notFound(
          `directory ${JSON.stringify(pattern)} contains no manifest files (${MANIFEST_EXTENSIONS.join(', ')}) that git tracks or .gitignore does not exclude, outside folders whose names start with ".", node_modules and Go vendor folders (holding modules.txt), which are not searched (name such a folder to check it)`,
        );
  }
  if (!isGlob(pattern)) return notFound(`no such file or directory ${JSON.stringify(pattern)}`);
  const { base, rest } = splitGlob(pattern);
  const baseDir = path.resolve(cwd, base);
  const found =
    (await pathKind(baseDir)) === 'directory'
      ? await searchTree(baseDir, [rest], cwd, (f) => matchesGlob(path.relative(baseDir, f).split(path.sep).join('/'), rest), { gitignore })
      : { files: [], diagnostics: [] };
  if ('ruleId' in found) return found;
  const manifests = found.files.filter(hasManifestExtension);
  return manifests.length > 0 || found.diagnostics.length > 0
    ? { files: manifests, diagnostics: found.diagnostics }
    : notFound(`pattern ${JSON.stringify(pattern)} matched no manifest files`);
}

/** How a search treats .gitignore and letter case. */
interface SearchOptions {
  /** Whether .gitignore rules exclude untracked files (false: every file is tracked, DiscoveryOptions.allTracked). */
  readonly gitignore: boolean;
  readonly caseSensitiveMatch?: boolean;
}

/** globby's matches under `dir`, and what tree-walk.ts finds beside them (links, special files, unreadable folders). */
async function searchTree(dir: string, patterns: string[], cwd: string, keep: (file: string) => boolean, options: SearchOptions): Promise<Expanded | Problem> {
  const tracked = options.gitignore ? await trackedIgnored(dir) : [];
  const files = await globIn(dir, patterns, options, tracked);
  if (!Array.isArray(files)) return files;
  const ignoredIn = options.gitignore ? await isGitIgnored({ cwd: dir, followSymbolicLinks: false, suppressErrors: true }) : () => false;
  // The walk enters an ignored folder that holds tracked files, and looks at those files only.
  const keptPaths = new Set(tracked.flatMap((file) => withFoldersUpTo(dir, file)));
  // A Go vendor folder below `dir` is skipped (io/go-vendor.ts); tree-walk.ts does not enter one.
  const inVendor = goVendorFilter(dir);
  const walked = await walkTree(dir, {
    glob: async (d) => {
      const more = await globIn(d, [MANIFESTS_GLOB], { gitignore: options.gitignore, caseSensitiveMatch: false });
      return Array.isArray(more) ? more : [];
    },
    ignored: (p) => {
      if (keptPaths.has(p)) return false;
      try {
        return ignoredIn(p);
      } catch {
        return false;
      }
    },
    isManifest: hasManifestExtension,
    display: (p) => displayPath(p, cwd),
  });
  return { files: [...files.filter((f) => !inVendor(f)), ...walked.files.filter(keep)], diagnostics: walked.diagnostics };
}

async function pathKind(absolute: string): Promise<'file' | 'directory' | 'missing'> {
  try {
    const stats = await stat(absolute);
    return stats.isDirectory() ? 'directory' : 'file';
  } catch {
    return 'missing';
  }
}

/**
 * Runs globby with `dir` as its cwd, so .gitignore paths are relative to a directory that
 * contains every match (globby's ignore matcher rejects paths outside its cwd). The tracked
 * files .gitignore names (`tracked`, else trackedIgnored's) that the patterns match are added.
 */
async function globIn(dir: string, patterns: string[], options: SearchOptions, tracked?: readonly string[]): Promise<string[] | Problem> {
  const { gitignore, ...extra } = options;
  try {
    const [matches, trackedFiles] = await Promise.all([
      globby(patterns, {
        ...extra,
        cwd: dir,
        gitignore,
        ignore: ALWAYS_IGNORED,
        onlyFiles: true,
        // Links and unreadable folders are tree-walk.ts's: followed, a link loop is read forty times over.
        followSymbolicLinks: false,
        suppressErrors: true,
        dot: false,
        absolute: false,
        expandNegationOnlyPatterns: false,
      }),
      gitignore ? (tracked ?? trackedIgnored(dir)) : [],
    ]);
    const found = matches.map((match) => path.resolve(dir, match));
    if (trackedFiles.length === 0) return found;
    return [...new Set([...found, ...(await trackedMatches(dir, trackedFiles, patterns, extra.caseSensitiveMatch !== false))])];
  } catch (error) {
    return { ruleId: 'input/unreadable', message: `cannot search directory: ${osReason(error)}` };
  }
}

/**
 * The files under `dir` (absolute paths) that git tracks although .gitignore (or
 * .git/info/exclude, or core.excludesFile) names them: git, Argo CD and Flux read them, since
 * .gitignore only keeps untracked files out. One `git ls-files` for the folder; none outside a
 * git work tree, or without git.
 */
async function trackedIgnored(dir: string): Promise<string[]> {
  try {
    const out = await runGit(['ls-files', '-z', '--cached', '--ignored', '--exclude-standard'], dir);
    if (out.code !== 0) return [];
    return out.stdout
      .toString('utf8')
      .split('\0')
      .filter((p) => p !== '')
      .map((p) => path.resolve(dir, p));
  } catch {
    return [];
  }
}

/**
 * The tracked files (absolute, under `dir`) that globby would return for `patterns` were
 * .gitignore silent on them: matched as --base matches a glob (git.ts's globMatcher: no
 * dot-segments unless spelt out), never inside node_modules or .git, and only regular files on
 * disk (a link is tree-walk.ts's; a tracked file deleted from the work tree is not there).
 */
async function trackedMatches(dir: string, tracked: readonly string[], patterns: readonly string[], caseSensitive: boolean): Promise<string[]> {
  const fold = (text: string): string => (caseSensitive ? text : text.toLowerCase());
  const matchers = patterns.map((p) => globMatcher(fold(p)));
  const candidates = tracked.filter((file) => {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    const folders = relative.split('/').slice(0, -1);
    if (relative.startsWith('../') || folders.some((f) => f === 'node_modules' || f === '.git')) return false;
    return matchers.some((match) => match(fold(relative)));
  });
  const regular = await Promise.all(candidates.map(async (file) => (await lstat(file).catch(() => undefined))?.isFile() === true));
  return candidates.filter((_, i) => regular[i]);
}

/** `file` and the folders between it and `dir` (both absolute; `dir` itself left out). */
function withFoldersUpTo(dir: string, file: string): string[] {
  const out: string[] = [];
  for (let p = file; p !== dir && inside(p, dir); p = path.dirname(p)) out.push(p);
  return out;
}

/**
 * Splits a glob into its static directory prefix and the dynamic rest:
 * `../k8s/**\/*.yaml` -> `{ base: '../k8s', rest: '**\/*.yaml' }`.
 */
export function splitGlob(pattern: string): { base: string; rest: string } {
  const segments = pattern.split('/');
  let i = 0;
  // Stop at any character that may be glob syntax (a brace group may span several segments).
  while (i < segments.length - 1 && !/[*?[\]{}()!+@\\]/.test(segments[i] ?? '')) i++;
  const baseSegments = segments.slice(0, i);
  const base = baseSegments.length === 1 && baseSegments[0] === '' ? '/' : baseSegments.join('/');
  return { base: base === '' ? '.' : base, rest: segments.slice(i).join('/') };
}

/** Whether a PATH operand is a glob (a path that does not exist is only one if it has glob syntax). */
export function isGlob(text: string): boolean {
  return text !== '' && isDynamicPattern(text);
}

function hasManifestExtension(file: string): boolean {
  return MANIFEST_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/** `path` relative to `cwd`, "/" separators ("../" kept for files outside `cwd`). */
export function displayPath(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute);
  return (relative === '' ? path.basename(absolute) : relative).split(path.sep).join('/');
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Files that make a folder a render root: kustomizations (konfig.RecognizedKustomizationFileNames) and charts. */
const ROOT_MARKERS = '**/{kustomization.yaml,kustomization.yml,Kustomization,Chart.yaml}';

/**
 * The folders among the patterns (absolute) and the render-root marker files under them, with the
 * same .gitignore rules as manifests (a tracked marker is found though .gitignore names it).
 */
export async function discoverRootMarkers(
  patterns: readonly string[],
  cwd: string,
  options: DiscoveryOptions = {},
): Promise<{ directories: string[]; markers: string[] }> {
  const directories: string[] = [];
  const markers = new Set<string>();
  for (const pattern of patterns) {
    if (pattern === '' || pattern === '-') continue;
    const absolute = path.resolve(cwd, pattern);
    if ((await pathKind(absolute)) !== 'directory') continue;
    directories.push(absolute);
    const found = await globIn(absolute, [ROOT_MARKERS], { gitignore: options.allTracked !== true });
    if (Array.isArray(found)) for (const f of found) markers.add(f);
  }
  return { directories, markers: [...markers].sort(compareStrings) };
}

/**
 * Sources in languages that render manifests (Dhall, Jsonnet, CUE: sources/other-languages.ts)
 * under the folders among the patterns, absolute and sorted, with the same .gitignore rules as
 * manifests. Never inside a Go vendor folder, nor in the folders their tools keep libraries in:
 * jsonnet-bundler's `vendor/` and a CUE module's `cue.mod/`. `.libsonnet` is a library by name.
 */
export async function discoverOtherSources(
  patterns: readonly string[],
  cwd: string,
  extensions: readonly string[],
  options: DiscoveryOptions = {},
): Promise<string[]> {
  const found = new Set<string>();
  for (const pattern of patterns) {
    if (pattern === '' || pattern === '-') continue;
    const absolute = path.resolve(cwd, pattern);
    if ((await pathKind(absolute)) !== 'directory') continue;
    const files = await globIn(absolute, [`**/*{${extensions.join(',')}}`], { gitignore: options.allTracked !== true });
    if (!Array.isArray(files)) continue;
    for (const f of files)
      if (
        !path
          .relative(absolute, f)
          .split(path.sep)
          .some((s) => s === 'vendor' || s === 'cue.mod')
      )
        found.add(f);
  }
  return [...found].sort(compareStrings);
}
