/**
 * The folder git is asked about the checkout in (its remotes, its branches): the first path the
 * run checks (its folder, for a file), so `resizeguard check ../gitops` from inside another
 * repository reads the remotes of ../gitops, not of the working directory. The working directory
 * for standard input, or when the path does not exist.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

export function checkoutFolder(paths: readonly string[], cwd: string): string {
  const first = paths.find((p) => p !== '-');
  if (first === undefined) return cwd;
  const absolute = path.resolve(cwd, first);
  try {
    return statSync(absolute).isDirectory() ? absolute : path.dirname(absolute);
  } catch {
    return cwd;
  }
}
