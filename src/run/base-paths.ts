/**
 * The PATH arguments as the base revision's run reads them from the tree exported at REF
 * (`--base REF`): what git versions is read at REF, what it does not is the same on both sides.
 *
 * - A path inside the repository is given relative to the working directory, so it resolves in
 *   the export: an absolute one would name the work tree and read the head's files as the base
 *   (no change would ever show).
 * - A path outside the repository (`../nodes.yaml`, a cluster's Nodes kept beside the checkout)
 *   is no file of any commit: it is given absolute, so both sides read the same file, as they do
 *   when it is spelt absolute. Relative, it resolved against the export's folder and named nothing.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** `top` is git's `--show-toplevel`, a real path: `cwd` is compared to it through its own. */
export function pathsAtBase(paths: readonly string[], cwd: string, top: string): string[] {
  const realCwd = realpathSync(cwd);
  return paths.map((p) => {
    const absolute = path.resolve(realCwd, p);
    const inRepo = path.relative(top, absolute);
    if (inRepo === '..' || inRepo.startsWith(`..${path.sep}`) || path.isAbsolute(inRepo)) return absolute;
    return path.relative(realCwd, absolute) || '.';
  });
}
