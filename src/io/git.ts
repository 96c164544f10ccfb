/**
 * Reads the manifests of a git commit (`resizeguard check --base REF`) without checking it out:
 * the same PATH arguments as the working-tree run, the same file selection rules
 * (src/io/discover.ts) and the same display paths, so the two runs can be compared object by
 * object and finding by finding.
 *
 * At most four git processes, whatever the number of files:
 *  1. `git rev-parse --show-toplevel --show-prefix` (where the working directory sits in the repo);
 *  2. `git rev-parse --verify REF^{commit}` (a bad ref is an InputError: exit code 2; a ref
 *     starting with "-" is refused before git sees it);
 *  3. `git ls-tree -r -l -z REF -- <paths>` (the files, their blob ids and sizes);
 *  4. `git cat-file --batch` reads every blob through one pipe.
 *
 * Selection, as discover.ts does it for the working tree:
 *  - a PATH naming a file at REF is taken whatever its extension;
 *  - a directory is searched recursively for `.yaml`, `.yml`, `.json` (any case), skipping
 *    `node_modules`, Go vendor folders (io/go-vendor.ts) and dot-files and dot-directories below it;
 *  - a glob (`*`, `?`, `[…]`, `{a,b}`, `**`) is matched against the files under its static
 *    prefix, dot-segments only when spelt out, manifests only;
 *  - .gitignore excludes nothing: every file at REF is tracked, and git, Argo CD and Flux read a
 *    tracked file whatever .gitignore says (the working-tree run reads tracked files the same
 *    way, and leaves out only untracked ones .gitignore names).
 * Not followed at REF: symbolic links (an info Diagnostic) and submodules (skipped).
 * A PATH that names nothing at REF is listed in `missing`, not reported: it is what a change
 * that adds a directory looks like.
 */
import { pushAll } from '../core/arrays.ts';
import { GO_VENDOR_MARKER, inGoVendor } from './go-vendor.ts';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { InputError } from '../core/errors.ts';
import type { SourceFile } from '../core/source.ts';
import { MANIFEST_EXTENSIONS, splitGlob } from './discover.ts';
import { globMatcher } from './glob-match.ts';
import { runGit } from './run-git.ts';
import { DEFAULT_JSON_MAX_BYTES, formatSize, readSourceStream } from './read.ts';

export interface TreeAtRef {
  /** The full commit id REF resolved to. */
  readonly commit: string;
  /** Sorted by display path (relative to `cwd`, "/" separators), as the working-tree run reads them. */
  readonly sources: SourceFile[];
  /** Per-file problems, as readSourceFiles reports them (binary, too large, empty), plus skipped symlinks. */
  readonly diagnostics: Diagnostic[];
  /** PATH arguments that name no file at REF (new in the change, or mistyped). */
  readonly missing: string[];
}

interface TreeEntry {
  readonly mode: string;
  readonly type: string;
  readonly oid: string;
  readonly size: number;
  /** Path from the repository root. */
  readonly path: string;
}

/**
 * The manifests `patterns` name at `ref`. `cwd` is any directory inside the repository (the
 * CLI's working directory): relative patterns and display paths are relative to it.
 * Throws InputError when git is missing, `cwd` is not in a repository, or `ref` names no commit.
 */
export async function readTreeAtRef(cwd: string, ref: string, patterns: readonly string[]): Promise<TreeAtRef> {
  const { top, prefix } = await locateRepository(cwd);
  const commit = await resolveCommit(top, ref, cwd);
  const plans = patterns.map((pattern) => planPattern(pattern, cwd, prefix));
  const listed = await listTree(top, commit, plans);

  const chosen = new Map<string, TreeEntry>();
  const missing: string[] = [];
  for (const plan of plans) {
    const { exact, searched } = selectEntries(plan, listed);
    if (exact === undefined && searched.length === 0) {
      missing.push(plan.pattern);
      continue;
    }
    for (const entry of exact === undefined ? searched : [exact]) chosen.set(entry.path, entry);
  }

  const diagnostics: Diagnostic[] = [];
  const wanted: { entry: TreeEntry; display: string }[] = [];
  const base = prefix.replace(/\/$/, '');
  for (const entry of [...chosen.values()]) {
    const display = path.posix.relative(base, entry.path) || path.posix.basename(entry.path);
    if (entry.mode === '120000') {
      diagnostics.push({
        ruleId: 'input/unreadable',
        severity: 'info',
        message: `symbolic link at ${shortRef(ref)} is not followed`,
        file: display,
        range: START_OF_FILE,
      });
    } else if (entry.size > DEFAULT_JSON_MAX_BYTES) {
      diagnostics.push({
        ruleId: 'input/too-large',
        severity: 'error',
        message: `file at ${shortRef(ref)} is ${formatSize(entry.size)}, larger than the ${formatSize(DEFAULT_JSON_MAX_BYTES)} limit`,
        file: display,
        range: START_OF_FILE,
      });
    } else {
      wanted.push({ entry, display });
    }
  }
  wanted.sort((a, b) => compareStrings(a.display, b.display));
  const blobs = await readBlobs(
    top,
    wanted.map((w) => w.entry.oid),
  );
  const sources: SourceFile[] = [];
  for (const { entry, display } of wanted) {
    const bytes = blobs.get(entry.oid);
    if (bytes === undefined) {
      diagnostics.push({
        ruleId: 'input/unreadable',
        severity: 'error',
        message: `cannot read file at ${shortRef(ref)}: object ${entry.oid} is missing from the repository`,
        file: display,
        range: START_OF_FILE,
      });
      continue;
    }
    // The same decoding and checks (UTF-8, BOM, binary, empty, size) as a file on disk.
    const read = await readSourceStream(Readable.from([bytes]), display);
    pushAll(sources, read.sources);
    pushAll(diagnostics, read.diagnostics);
  }
  return { commit, sources, diagnostics, missing };
}

// ---------------------------------------------------------------------------------------------
// Running git

function firstLine(stderr: string): string {
  return (stderr.split('\n').find((l) => l.trim() !== '') ?? '').replace(/^(fatal|error): /, '').trim();
}

async function locateRepository(cwd: string): Promise<{ top: string; prefix: string }> {
  const out = await runGit(['rev-parse', '--show-toplevel', '--show-prefix'], cwd);
  if (out.code !== 0) {
    const why = firstLine(out.stderr);
    throw new InputError(`cannot read a git ref: ${JSON.stringify(cwd)} is not inside a git work tree${why === '' ? '' : ` (${why})`}`);
  }
  const [top = '', prefix = ''] = out.stdout.toString('utf8').split('\n');
  return { top, prefix };
}

async function resolveCommit(top: string, ref: string, cwd: string): Promise<string> {
  const hint = refHint(ref, cwd);
  const bad = (): InputError => new InputError(`git ref ${JSON.stringify(ref)} does not name a commit in the repository at ${JSON.stringify(top)}${hint}`);
  if (ref === '' || ref.startsWith('-') || /[\0\n]/.test(ref)) throw bad();
  const out = await runGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], top);
  const commit = out.stdout.toString('utf8').trim();
  if (out.code === 0 && /^[0-9a-f]{40,64}$/.test(commit)) return commit;
  const shallow = await runGit(['rev-parse', '--is-shallow-repository'], top);
  if (shallow.code === 0 && shallow.stdout.toString('utf8').trim() === 'true')
    throw new InputError(
      `git ref ${JSON.stringify(ref)} does not name a commit in the repository at ${JSON.stringify(top)}: the checkout is shallow (actions/checkout fetches one commit unless it is given \`fetch-depth: 0\`); fetch the history first (\`git fetch --unshallow\`, or \`git fetch origin <base branch>\`)`,
    );
  throw bad();
}

/**
 * What to do about a ref that names no commit: a file or folder of the work tree, or `REV:PATH`
 * (git's name of a file at a commit), was meant as a path to check; a branch or tag name may be
 * missing from a shallow checkout.
 */
function refHint(ref: string, cwd: string): string {
  if (ref.includes(':') || (ref !== '' && existsSync(path.resolve(cwd, ref))))
    return `; --base takes a commit, branch or tag, and the paths to check go before it (\`resizeguard check PATH --base REF\`)`;
  return /^[\w./-]+$/.test(ref) && !ref.startsWith('-') ? `; in a shallow CI checkout, fetch it first (for example \`git fetch --depth=1 origin ${ref}\`)` : '';
}

function shortRef(ref: string): string {
  return JSON.stringify(ref);
}

// ---------------------------------------------------------------------------------------------
// Patterns

interface Plan {
  readonly pattern: string;
  /** Repository-relative path the pattern names ("" = the root), for a file or a directory. */
  readonly literal: string | undefined;
  /** For a glob: the static directory (repository-relative, "" = root) and the matcher for the rest. */
  readonly glob: { readonly base: string; readonly match: (relative: string) => boolean } | undefined;
}

/** Where a pattern points inside the repository; undefined parts when it is outside it. */
function planPattern(pattern: string, cwd: string, prefix: string): Plan {
  const toRepo = (p: string): string | undefined => {
    const fromCwd = path.relative(cwd, path.resolve(cwd, p)).split(path.sep).join('/');
    const joined = path.posix.normalize(path.posix.join(prefix, fromCwd));
    const clean = joined === '.' || joined === './' ? '' : joined.replace(/\/+$/, '');
    return clean === '..' || clean.startsWith('../') || path.posix.isAbsolute(clean) ? undefined : clean;
  };
  if (pattern === '') return { pattern, literal: undefined, glob: undefined };
  const literal = toRepo(pattern);
  if (!isGlob(pattern)) return { pattern, literal, glob: undefined };
  const { base, rest } = splitGlob(pattern);
  const repoBase = toRepo(base);
  return { pattern, literal, glob: repoBase === undefined ? undefined : { base: repoBase, match: globMatcher(rest) } };
}

/** Only the syntax this module's matcher implements counts as a glob (no extglobs or negation). */
function isGlob(pattern: string): boolean {
  return /[*?[\]{}]/.test(pattern);
}

/** The repository paths `git ls-tree` must list so every plan can be answered. */
function treeRoots(plans: readonly Plan[]): string[] | undefined {
  const roots = new Set<string>();
  for (const plan of plans) {
    for (const root of [plan.literal, plan.glob?.base]) {
      if (root === undefined) continue;
      if (root === '') return undefined; // the whole tree
      roots.add(root);
    }
  }
  return [...roots].sort(compareStrings);
}

async function listTree(top: string, commit: string, plans: readonly Plan[]): Promise<TreeEntry[]> {
  const roots = treeRoots(plans);
  if (roots !== undefined && roots.length === 0) return [];
  const out = await runGit(['ls-tree', '-r', '-l', '-z', '--full-tree', commit, '--', ...(roots ?? [])], top);
  if (out.code !== 0) throw new InputError(`cannot list the files of commit ${commit}: ${firstLine(out.stderr)}`);
  const entries: TreeEntry[] = [];
  for (const record of out.stdout.toString('utf8').split('\0')) {
    // "<mode> SP <type> SP <object> SP+ <size> TAB <path>"
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(record);
    if (m === null) continue;
    entries.push({ mode: m[1]!, type: m[2]!, oid: m[3]!, size: m[4] === '-' ? 0 : Number(m[4]), path: m[5]! });
  }
  return entries;
}

/** The plan's file (taken as is) or the files found by searching. */
function selectEntries(plan: Plan, entries: readonly TreeEntry[]): { exact: TreeEntry | undefined; searched: TreeEntry[] } {
  const blobs = entries.filter((e) => e.type === 'blob');
  const lit = plan.literal;
  if (lit !== undefined) {
    const exact = blobs.find((e) => e.path === lit);
    if (exact !== undefined) return { exact, searched: [] };
    const under = lit === '' ? '' : `${lit}/`;
    const inside = blobs.filter((e) => e.path.startsWith(under));
    if (inside.length > 0) {
      const vendor = goVendorAt(blobs, under);
      return {
        exact: undefined,
        searched: inside.filter((e) => isManifest(e.path) && !hiddenOrVendored(e.path.slice(under.length)) && !inGoVendor(e.path.slice(under.length), vendor)),
      };
    }
  }
  const glob = plan.glob;
  if (glob === undefined) return { exact: undefined, searched: [] };
  const under = glob.base === '' ? '' : `${glob.base}/`;
  const vendor = goVendorAt(blobs, under);
  return {
    exact: undefined,
    searched: blobs.filter((e) => {
      if (!e.path.startsWith(under) || !isManifest(e.path)) return false;
      const rel = e.path.slice(under.length);
      return !/(^|\/)node_modules\//.test(rel) && !inGoVendor(rel, vendor) && glob.match(rel);
    }),
  };
}

/** Whether a folder below `under` at REF is a Go vendor folder: it holds modules.txt (io/go-vendor.ts). */
function goVendorAt(blobs: readonly TreeEntry[], under: string): (folder: string) => boolean {
  const markers = new Set(blobs.filter((e) => path.posix.basename(e.path) === GO_VENDOR_MARKER).map((e) => e.path));
  return (folder) => markers.has(`${under}${folder}/${GO_VENDOR_MARKER}`);
}

function isManifest(file: string): boolean {
  return MANIFEST_EXTENSIONS.includes(path.posix.extname(file).toLowerCase());
}

/** Below a searched directory: dot-files, dot-directories and node_modules are skipped. */
function hiddenOrVendored(relative: string): boolean {
  return relative.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules');
}

/** Every blob through one `git cat-file --batch`: "<oid> <type> <size>\n<bytes>\n" per object. */
async function readBlobs(top: string, oids: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  const blobs = new Map<string, Buffer>();
  if (unique.length === 0) return blobs;
  const out = await runGit(['cat-file', '--batch'], top, unique.map((o) => `${o}\n`).join(''));
  if (out.code !== 0) throw new InputError(`cannot read files from the repository: ${firstLine(out.stderr)}`);
  const buf = out.stdout;
  let at = 0;
  while (at < buf.length) {
    const nl = buf.indexOf(10, at);
    if (nl < 0) break;
    const header = buf.subarray(at, nl).toString('utf8');
    at = nl + 1;
    const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(header);
    if (m === null) continue; // "<oid> missing"
    const size = Number(m[3]);
    blobs.set(m[1]!, buf.subarray(at, at + size));
    at += size + 1;
  }
  return blobs;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One file's text at `ref` (`file`: absolute, inside the repository); undefined when the commit has no such file. */
export async function readFileAtRef(cwd: string, ref: string, file: string): Promise<string | undefined> {
  const { top } = await locateRepository(cwd);
  const commit = await resolveCommit(top, ref, cwd);
  const relative = path.relative(top, file).split(path.sep).join('/');
  if (relative.startsWith('..')) return undefined;
  const out = await runGit(['cat-file', 'blob', `${commit}:${relative}`], top);
  return out.code === 0 ? out.stdout.toString('utf8') : undefined;
}

/**
 * The whole tree of `ref` written to a new temporary folder, for renders at the base revision
 * (Kustomize and Helm read more than manifests). A private index file keeps the user's index and
 * work tree untouched. Returns the folder that stands for `cwd` in it; `remove` deletes the copy.
 */
export async function exportTreeAtRef(
  cwd: string,
  ref: string,
): Promise<{ readonly cwd: string; readonly top: string; readonly commit: string; remove(): Promise<void> }> {
  const { top, prefix } = await locateRepository(cwd);
  const commit = await resolveCommit(top, ref, cwd);
  const dir = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-'));
  const tree = path.join(dir, 'tree');
  const remove = (): Promise<void> => rm(dir, { recursive: true, force: true });
  const env = { GIT_INDEX_FILE: path.join(dir, 'index') };
  for (const args of [
    ['read-tree', commit],
    ['checkout-index', '--all', '--force', `--prefix=${tree}${path.sep}`],
  ]) {
    const out = await runGit(args, top, undefined, env);
    if (out.code !== 0) {
      await remove();
      throw new InputError(`cannot export ${shortRef(ref)} for rendering: ${firstLine(out.stderr)}`);
    }
  }
  // The export stands for a checkout of REF: its top holds `.git` as the work tree's does, so what
  // finds the repository's root there (a Flux Kustomization's path, read from it; the search for
  // a chart's or root's folder, which stops at it) finds the export's top, not the checked folder.
  await mkdir(path.join(tree, '.git'));
  return { cwd: path.join(tree, prefix), top, commit, remove };
}

export type FileChange = 'added' | 'edited' | 'removed';

/**
 * The files (absolute) the work tree changes from the commit `ref` names: tracked ones added,
 * edited or removed (`git diff --name-status`, renames as a removal and an addition), and the
 * untracked ones .gitignore does not name (added: the head reads them).
 */
export async function changedFilesSince(cwd: string, ref: string): Promise<Map<string, FileChange>> {
  const { top } = await locateRepository(cwd);
  const commit = await resolveCommit(top, ref, cwd);
  const out = new Map<string, FileChange>();
  const diff = await runGit(['diff', '--name-status', '--no-renames', '-z', commit, '--'], top);
  if (diff.code === 0) {
    const fields = diff.stdout.toString('utf8').split('\0');
    for (let i = 0; i + 1 < fields.length; i += 2) {
      const status = fields[i]!;
      out.set(path.join(top, fields[i + 1]!), status.startsWith('A') ? 'added' : status.startsWith('D') ? 'removed' : 'edited');
    }
  }
  const untracked = await runGit(['ls-files', '--others', '--exclude-standard', '-z'], top);
  if (untracked.code === 0) for (const f of untracked.stdout.toString('utf8').split('\0')) if (f !== '') out.set(path.join(top, f), 'added');
  return out;
}
