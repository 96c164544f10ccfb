/**
 * Turns the PATH arguments of `resizeguard check` into the list of manifest files to read.
 * The only module that uses globby.
 *
 * Each pattern is, in this order of precedence:
 *  1. an existing file: taken as is, whatever its extension and even when .gitignore names it;
 *  2. an existing directory: searched recursively for `.yaml`, `.yml` and `.json` files;
 *  3. a glob (globby syntax): its matches with a manifest extension.
 * Directories and globs honour `.gitignore` files (nested ones, and those of parent directories
 * up to the root of the enclosing git repository, as git does) and `.git/info/exclude`; they
 * never enter `node_modules`, `.git` or a Go module's vendor folder (go-vendor.ts), and skip
 * dot-files (so `.resizeguard.yaml` is not mistaken for a manifest). A pattern that yields
 * nothing is an `input/not-found` Diagnostic. Symbolic links, special files and folders that
 * cannot be read are tree-walk.ts's; a file reached under two names is read once.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { globby, isDynamicPattern, isGitIgnored } from 'globby';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { matchesGlob } from '../core/glob.ts';
import { osReason } from './read.ts';
import { goVendorFilter } from './go-vendor.ts';
import { specialFile, walkTree } from './tree-walk.ts';

/** File extensions searched for inside directories and kept from glob matches. */
export const MANIFEST_EXTENSIONS: readonly string[] = ['.yaml', '.yml', '.json'];

const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

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
export async function discoverFiles(patterns: readonly string[], cwd: string): Promise<DiscoveryResult> {
  const found = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const pattern of patterns) {
    const outcome = await expandPattern(pattern, cwd);
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
async function expandPattern(pattern: string, cwd: string): Promise<Expanded | Problem> {
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
    const found = await searchTree(absolute, [MANIFESTS_GLOB], cwd, () => true, { caseSensitiveMatch: false });
    if ('ruleId' in found) return found;
    return found.files.length > 0 || found.diagnostics.length > 0
      ? found
      : notFound(
          `directory ${JSON.stringify(pattern)} contains no manifest files (${MANIFEST_EXTENSIONS.join(', ')}) that .gitignore does not exclude, outside folders whose names start with ".", node_modules and Go vendor folders (holding modules.txt), which are not searched (name such a folder to check it)`,
        );
  }
  if (!isGlob(pattern)) return notFound(`no such file or directory ${JSON.stringify(pattern)}`);
  const { base, rest } = splitGlob(pattern);
  const baseDir = path.resolve(cwd, base);
  const found =
    (await pathKind(baseDir)) === 'directory'
      ? await searchTree(baseDir, [rest], cwd, (f) => matchesGlob(path.relative(baseDir, f).split(path.sep).join('/'), rest))
      : { files: [], diagnostics: [] };
  if ('ruleId' in found) return found;
  const manifests = found.files.filter(hasManifestExtension);
  return manifests.length > 0 || found.diagnostics.length > 0
    ? { files: manifests, diagnostics: found.diagnostics }
    : notFound(`pattern ${JSON.stringify(pattern)} matched no manifest files`);
}

/** globby's matches under `dir`, and what tree-walk.ts finds beside them (links, special files, unreadable folders). */
async function searchTree(
  dir: string,
  patterns: string[],
  cwd: string,
  keep: (file: string) => boolean,
  extra: { caseSensitiveMatch?: boolean } = {},
): Promise<Expanded | Problem> {
  const files = await globIn(dir, patterns, extra);
  if (!Array.isArray(files)) return files;
  const ignoredIn = await isGitIgnored({ cwd: dir, followSymbolicLinks: false, suppressErrors: true });
  // A Go vendor folder below `dir` is skipped (io/go-vendor.ts); tree-walk.ts does not enter one.
  const inVendor = goVendorFilter(dir);
  const walked = await walkTree(dir, {
    glob: async (d) => {
      const more = await globIn(d, [MANIFESTS_GLOB], { caseSensitiveMatch: false });
      return Array.isArray(more) ? more : [];
    },
    ignored: (p) => {
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
 * contains every match (globby's ignore matcher rejects paths outside its cwd).
 */
async function globIn(dir: string, patterns: string[], extra: { caseSensitiveMatch?: boolean } = {}): Promise<string[] | Problem> {
  try {
    const matches = await globby(patterns, {
      ...extra,
      cwd: dir,
      gitignore: true,
      ignore: ALWAYS_IGNORED,
      onlyFiles: true,
      // Links and unreadable folders are tree-walk.ts's: followed, a link loop is read forty times over.
      followSymbolicLinks: false,
      suppressErrors: true,
      dot: false,
      absolute: false,
      expandNegationOnlyPatterns: false,
    });
    return matches.map((match) => path.resolve(dir, match));
  } catch (error) {
    return { ruleId: 'input/unreadable', message: `cannot search directory: ${osReason(error)}` };
  }
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
 * same .gitignore rules as manifests.
 */
export async function discoverRootMarkers(patterns: readonly string[], cwd: string): Promise<{ directories: string[]; markers: string[] }> {
  const directories: string[] = [];
  const markers = new Set<string>();
  for (const pattern of patterns) {
    if (pattern === '' || pattern === '-') continue;
    const absolute = path.resolve(cwd, pattern);
    if ((await pathKind(absolute)) !== 'directory') continue;
    directories.push(absolute);
    const found = await globIn(absolute, [ROOT_MARKERS]);
    if (Array.isArray(found)) for (const f of found) markers.add(f);
  }
  return { directories, markers: [...markers].sort(compareStrings) };
}
