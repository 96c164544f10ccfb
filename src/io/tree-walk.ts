/**
 * What the directory search leaves to this module. globby runs without following symbolic links
 * and skips what it cannot read (a followed link loop reads the tree forty times over, and one
 * unreadable folder would stop the whole search); this walk then finds, in the same folders:
 * - symbolic links: a link to a manifest file is read; a link to a folder is searched once per
 *   real folder, and only inside the repository (the enclosing git root, else the folder given).
 *   A link that loops, dangles or leads out of the repository is a finding, not followed;
 * - entries that are not regular files (FIFOs, sockets, devices): never opened (a read blocks);
 * - folders that cannot be listed: each its own finding, the rest of the tree still searched.
 */
import { existsSync, type Dirent } from 'node:fs';
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { isGoVendorFolder } from './go-vendor.ts';
import { osReason } from './read.ts';

export interface TreeWalkResult {
  /** Absolute paths of manifest files reached through symbolic links. */
  readonly files: string[];
  readonly diagnostics: Diagnostic[];
}

export interface TreeWalkOptions {
  /** Manifest files under a folder, as the directory search finds them (links not followed). */
  readonly glob: (dir: string) => Promise<string[]>;
  /** Whether .gitignore excludes a path (absolute). */
  readonly ignored: (absolute: string) => boolean;
  readonly isManifest: (file: string) => boolean;
  /** A path as findings show it. */
  readonly display: (absolute: string) => string;
  /** Lists a folder (fs readdir unless a test stands in a failing one). */
  readonly listDir?: (dir: string) => Promise<Dirent[]>;
}

/** The enclosing git root of `dir` (the first folder up holding .git), else `dir` itself. */
export function repositoryBoundary(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return dir;
  }
}

/** Whether `child` is `parent` or lies under it (absolute paths). */
export function inside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function listDir(dir: string): Promise<Dirent[]> {
  return readdir(dir, { withFileTypes: true });
}

/** Walks `root` (absolute) for what globby leaves out; see the module comment. */
export async function walkTree(root: string, opts: TreeWalkOptions): Promise<TreeWalkResult> {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const finding = (severity: Diagnostic['severity'], ruleId: string, at: string, message: string): void => {
    diagnostics.push({ ruleId, severity, message, file: opts.display(at), range: START_OF_FILE });
  };
  const notRegular = (at: string): void => {
    finding('warning', 'input/unreadable', at, `${JSON.stringify(opts.display(at))} is not a regular file (a FIFO, socket or device); it is not read`);
  };
  const realRoot = await realpath(root);
  const boundary = repositoryBoundary(realRoot);
  const searched = new Set<string>([realRoot]);

  const followLink = async (link: string, ancestors: readonly string[]): Promise<void> => {
    let real: string;
    try {
      real = await realpath(link);
    } catch (error) {
      finding('warning', 'input/symlink', link, `symbolic link ${JSON.stringify(opts.display(link))} is not followed: ${osReason(error)}`);
      return;
    }
    if (!inside(real, boundary)) {
      finding(
        'warning',
        'input/symlink',
        link,
        `symbolic link ${JSON.stringify(opts.display(link))} leads out of the repository (to ${JSON.stringify(real)}); it is not followed`,
      );
      return;
    }
    const target = await stat(real).catch(() => undefined);
    if (target?.isDirectory()) {
      if (ancestors.some((a) => inside(a, real))) {
        finding(
          'warning',
          'input/symlink',
          link,
          `symbolic link ${JSON.stringify(opts.display(link))} loops back to a folder that contains it; it is not followed`,
        );
        return;
      }
      // Inside the folder searched, or searched already through another link: read once, by its real path.
      if (inside(real, realRoot) || searched.has(real)) return;
      searched.add(real);
      files.push(...(await opts.glob(link)));
      await walk(link, [...ancestors, real]);
      return;
    }
    if (!opts.isManifest(link)) return;
    if (target?.isFile() === true) files.push(link);
    else notRegular(link);
  };

  const walk = async (dir: string, ancestors: readonly string[]): Promise<void> => {
    let entries;
    try {
      entries = await (opts.listDir ?? listDir)(dir);
    } catch (error) {
      finding('error', 'input/unreadable', dir, `cannot list folder ${JSON.stringify(opts.display(dir))}: ${osReason(error)}; the rest of the tree is read`);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const full = path.join(dir, e.name);
      if (opts.ignored(full) || (e.isDirectory() && isGoVendorFolder(full))) continue;
      if (e.isDirectory()) await walk(full, [...ancestors, path.join(ancestors.at(-1) ?? realRoot, e.name)]);
      else if (e.isSymbolicLink()) await followLink(full, ancestors);
      else if (!e.isFile() && opts.isManifest(full)) {
        notRegular(full);
      }
    }
  };

  await walk(root, [realRoot]);
  return { files, diagnostics };
}

/** A path named on the command line that is not a regular file or folder (it would block a read). */
export async function specialFile(absolute: string): Promise<boolean> {
  const s = await lstat(absolute).catch(() => undefined);
  if (s === undefined) return false;
  const t = s.isSymbolicLink() ? await stat(absolute).catch(() => undefined) : s;
  return t !== undefined && !t.isFile() && !t.isDirectory();
}
