/**
 * `mkdir -p` one folder at a time. Node 20's `mkdir(dir, { recursive: true })` spins forever on
 * some paths whose parent cannot hold folders (`/proc/nope/…`); here the first folder that
 * cannot be made stops it with that folder's own error.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

export async function makeDirectories(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    try {
      if ((await stat(d)).isDirectory()) break;
      const error = new Error(`ENOTDIR: not a directory, mkdir '${d}'`) as NodeJS.ErrnoException;
      error.code = 'ENOTDIR';
      throw error;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    missing.push(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing.reverse()) {
    try {
      await mkdir(d);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}
