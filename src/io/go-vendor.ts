/**
 * A Go module's vendor folder: `vendor/` holding the `modules.txt` that `go mod vendor` writes,
 * beside copies of the module's dependencies. Its YAML files are those packages' test data (a
 * vendored k8s.io/apimachinery carries a Pod bound to "node-name"), never what the repository
 * applies. A search skips one below the folder (or a glob's base) it searches, as it skips
 * node_modules; a folder or file inside it named on the command line is checked. A `vendor`
 * folder without `modules.txt` (vendored charts or kustomize bases) is searched as any other.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

const VENDOR = 'vendor';
/** The file `go mod vendor` writes at the top of the folder. */
export const GO_VENDOR_MARKER = 'modules.txt';

/** Whether the folder at `absolute` is a Go vendor folder (its name, and a modules.txt file in it). */
export function isGoVendorFolder(absolute: string): boolean {
  if (path.basename(absolute) !== VENDOR) return false;
  try {
    return statSync(path.join(absolute, GO_VENDOR_MARKER)).isFile();
  } catch {
    return false;
  }
}

/**
 * Whether `relative` (a file's path below a searched folder, "/" separators) lies in a Go vendor
 * folder below it; `isVendorFolder` answers for a folder's path relative to the same place.
 */
export function inGoVendor(relative: string, isVendorFolder: (folder: string) => boolean): boolean {
  const segments = relative.split('/');
  for (let i = 0; i < segments.length - 1; i++) {
    if (segments[i] === VENDOR && isVendorFolder(segments.slice(0, i + 1).join('/'))) return true;
  }
  return false;
}

/** inGoVendor for files under the working-tree folder `root`, each folder looked at once. */
export function goVendorFilter(root: string): (absolute: string) => boolean {
  const known = new Map<string, boolean>();
  const isVendorFolder = (folder: string): boolean => {
    let is = known.get(folder);
    if (is === undefined) known.set(folder, (is = isGoVendorFolder(path.join(root, ...folder.split('/')))));
    return is;
  };
  return (absolute) => inGoVendor(path.relative(root, absolute).split(path.sep).join('/'), isVendorFolder);
}
