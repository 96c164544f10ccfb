/**
 * Which cluster each object lands in. Config `clusters:` names them with their folders; without
 * it, Flux's `clusters/<name>/` layout is one cluster per folder. A plain file belongs to the
 * cluster whose folder holds it; a render to the clusters of the GitOps objects that asked for
 * it, else to the cluster whose folder holds its root. What no cluster reaches is simulated on its
 * own, as the cluster "unassigned".
 */
import path from 'node:path';
import type { LoadedDocument } from '../load/document.ts';
import type { CollectedRender } from './collect.ts';

export const UNASSIGNED = 'unassigned';

export interface ClusterFolders {
  readonly name: string;
  /** Absolute folders. */
  readonly dirs: readonly string[];
}

const isUnder = (file: string, dir: string): boolean => file === dir || file.startsWith(dir + path.sep);

/** The `clusters/<name>/` folder (absolute) and name a file is in, under one of the checked folders: the first `clusters` on the way. */
function clusterFolderOf(file: string, directories: readonly string[]): { readonly name: string; readonly dir: string } | undefined {
  for (const d of directories) {
    const rel = path.relative(d, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const parts = rel.split(path.sep);
    const at = parts.indexOf('clusters');
    // A file in clusters/<name>/ or below it, not clusters/<file> itself.
    if (at < 0 || parts.length < at + 3 || parts[at + 1] === '') continue;
    return { name: parts[at + 1]!, dir: path.join(d, ...parts.slice(0, at + 2)) };
  }
  return undefined;
}

/**
 * `clusters/<name>/` folders under the checked folders that hold Flux objects: at the top
 * (`clusters/prod/`) or further down (`kubernetes/clusters/prod/`). A Flux object counts as a
 * plain file, or rendered by a root in the same folder (a `clusters/<name>/kustomization.yaml`
 * listing them, as flux bootstrap's folder often has); one a cluster's root reads from a shared
 * `clusters/base/` does not make `base` a cluster.
 */
export function fluxClusterLayout(
  directories: readonly string[],
  plain: readonly LoadedDocument[],
  renders: readonly CollectedRender[],
  cwd: string,
): ClusterFolders[] {
  const byName = new Map<string, Set<string>>();
  const add = (doc: LoadedDocument, root: string | undefined): void => {
    const api = (doc.value as { apiVersion?: unknown }).apiVersion;
    if (typeof api !== 'string' || !api.includes('.toolkit.fluxcd.io/')) return;
    const folder = clusterFolderOf(path.resolve(cwd, doc.file), directories);
    // The root's kustomization file, in the root's folder: a root may be clusters/<name>/ itself.
    if (folder === undefined || (root !== undefined && clusterFolderOf(path.join(root, 'kustomization.yaml'), directories)?.dir !== folder.dir)) return;
    const dirs = byName.get(folder.name) ?? new Set<string>();
    dirs.add(folder.dir);
    byName.set(folder.name, dirs);
  };
  for (const doc of plain) add(doc, undefined);
  for (const r of renders) if (r.output.request.kind === 'kustomize') for (const doc of r.output.documents) add(doc, r.output.request.dir);
  return [...byName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, dirs]) => ({ name, dirs: [...dirs] }));
}

/** The documents of each cluster, in the clusters' order (unassigned last, when it has any). */
export function assignClusters(
  clusters: readonly ClusterFolders[],
  plain: readonly LoadedDocument[],
  renders: readonly CollectedRender[],
  cwd: string,
): Map<string, LoadedDocument[]> {
  const byPath = (absolute: string): string[] => {
    const names = clusters.filter((c) => c.dirs.some((d) => isUnder(absolute, d))).map((c) => c.name);
    return names.length > 0 ? names : [UNASSIGNED];
  };
  const renderOf = new Map<LoadedDocument, CollectedRender>();
  for (const r of renders) for (const d of r.output.documents) renderOf.set(d, r);
  const memo = new Map<CollectedRender, string[]>();
  const ofRender = (r: CollectedRender, depth: number): string[] => {
    const known = memo.get(r);
    if (known !== undefined) return known;
    memo.set(r, []); // a cycle of renders asking for each other adds nothing
    const fromVias = depth > 20 ? [] : [...new Set(r.vias.flatMap((v) => ofDoc(v.doc, depth + 1)))];
    // No via reached a cluster but through this render itself: flux bootstrap's Kustomization
    // renders the folder that holds it (path ./clusters/<name>). The root's folder decides.
    const names = fromVias.length > 0 ? fromVias : byPath(r.output.request.dir);
    memo.set(r, names);
    return names;
  };
  const ofDoc = (doc: LoadedDocument, depth: number): string[] => {
    const r = renderOf.get(doc);
    return r === undefined ? byPath(path.resolve(cwd, doc.file)) : ofRender(r, depth);
  };
  const out = new Map<string, LoadedDocument[]>(clusters.map((c) => [c.name, []]));
  const add = (name: string, doc: LoadedDocument): void => {
    let list = out.get(name);
    if (list === undefined) out.set(name, (list = []));
    list.push(doc);
  };
  for (const doc of plain) for (const name of ofDoc(doc, 0)) add(name, doc);
  for (const r of renders) for (const name of ofRender(r, 0)) for (const doc of r.output.documents) add(name, doc);
  for (const [name, docs] of out) if (docs.length === 0 && name === UNASSIGNED) out.delete(name);
  return out;
}
