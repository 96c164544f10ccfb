/**
 * Configuration files a run does not read. resizeguard takes .resizeguard.yaml from the working
 * directory up to the git root (findConfig), or --config; a `resizeguard check clusters/prod`
 * run from the repository's root never sees clusters/prod/.resizeguard.yaml, and its node pools,
 * suppressions and scenarios are silently not applied. These are the config files on the way from
 * each folder checked up to where the search for the run's config begins (or to the folder's git root).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_NAMES } from './read-config.ts';
import { inside, repositoryBoundary } from './tree-walk.ts';

/** The config files, absolute, that sit in or above the folders `operands` (relative to `cwd`) but are not `used`; sorted. */
export function unusedConfigs(operands: readonly string[], cwd: string, used: string | undefined): string[] {
  const searched = path.resolve(cwd);
  const found = new Set<string>();
  for (const operand of operands) {
    if (operand === '-') continue;
    const start = folderOf(path.resolve(cwd, operand));
    if (start === undefined) continue;
    const top = repositoryBoundary(start);
    // Up to the first folder the run's own search went through (the working directory and those above it).
    for (let dir = start; !inside(searched, dir); dir = path.dirname(dir)) {
      for (const name of CONFIG_NAMES) {
        const candidate = path.join(dir, name);
        if (candidate !== used && isFile(candidate)) found.add(candidate);
      }
      if (dir === top || path.dirname(dir) === dir) break;
    }
  }
  return [...found].sort();
}

/** The folder a checked path stands for: itself, or a file's folder; undefined for a glob or a missing path. */
function folderOf(absolute: string): string | undefined {
  try {
    const stats = statSync(absolute);
    return stats.isDirectory() ? absolute : stats.isFile() ? path.dirname(absolute) : undefined;
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
