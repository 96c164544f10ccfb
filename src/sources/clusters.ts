/**
 * Which cluster each object lands in. Config `clusters:` names them with their folders; without
 * it, Flux's `clusters/<name>/` layout is one cluster per folder, or per folder below it that Flux
 * bootstrap syncs when it holds several (`clusters/prod/eu/`). A plain file belongs to the
 * cluster whose folder holds it; a render to the clusters of the GitOps objects that asked for
 * it, else to the cluster whose folder holds its root. What no cluster reaches is simulated on its
 * own, as the cluster "unassigned".
 */
import path from 'node:path';
import { obj, str } from '../core/fields.ts';
import type { LoadedDocument } from '../load/document.ts';
import type { CollectedRender } from './collect.ts';
import type { RenderVia } from './types.ts';
import { isUnder } from './roots.ts';
import { appliesElsewhere } from './other-cluster.ts';

export const UNASSIGNED = 'unassigned';

export interface ClusterFolders {
  readonly name: string;
  /** Absolute folders. */
  readonly dirs: readonly string[];
}

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
 * `clusters/<name>/` folders under the checked folders that hold Flux objects (the Flux Operator's
 * `fluxcd.controlplane.io` ones too): at the top
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
    // The Flux Operator's objects are Flux's too: a FluxInstance whose sync is the folder is its
    // bootstrap, and a folder of ResourceSets is one Flux applies (controlplaneio-fluxcd/d2-fleet's
    // clusters/update holds nothing else).
    if (typeof api !== 'string' || !(api.includes('.toolkit.fluxcd.io/') || api.startsWith('fluxcd.controlplane.io/'))) return;
    const folder = clusterFolderOf(path.resolve(cwd, doc.file), directories);
    // The root's kustomization file, in the root's folder: a root may be clusters/<name>/ itself.
    if (folder === undefined || (root !== undefined && clusterFolderOf(path.join(root, 'kustomization.yaml'), directories)?.dir !== folder.dir)) return;
    const dirs = byName.get(folder.name) ?? new Set<string>();
    dirs.add(folder.dir);
    byName.set(folder.name, dirs);
  };
  for (const doc of plain) add(doc, undefined);
  for (const r of renders) if (r.output.request.kind === 'kustomize') for (const doc of r.output.documents) add(doc, r.output.request.dir);
  const clusters = [...byName].map(([name, dirs]) => ({ name, dirs: [...dirs] }));
  return withBootstrapFolders(clusters, bootstrapFolders(directories, renders)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The folders Flux bootstrap syncs, under a `clusters/` folder: each path a bootstrap
 * Kustomization renders, one that applies the GitRepository it syncs from (as `flux bootstrap`
 * writes it, gotk-sync.yaml's flux-system) or the flux-system Kustomization of a gotk-sync.yaml.
 * `group`: the clusters/<name>/ folder it is in; `name`: its path below clusters/.
 */
function bootstrapFolders(directories: readonly string[], renders: readonly CollectedRender[]): { name: string; dir: string; group: string }[] {
  const out = new Map<string, { name: string; dir: string; group: string }>();
  for (const r of renders) {
    const dir = r.output.request.dir;
    // A base rendered on its own for a bootstrap root that failed (collect.ts) is not what it syncs.
    if (r.output.request.via === undefined) continue;
    if (r.output.request.kind !== 'kustomize' || out.has(dir) || !r.vias.some((v) => isBootstrap(v, r.output.documents))) continue;
    const folder = clusterFolderOf(path.join(dir, 'kustomization.yaml'), directories);
    if (folder === undefined) continue;
    out.set(dir, { name: path.relative(path.dirname(folder.dir), dir).split(path.sep).join('/'), dir, group: folder.dir });
  }
  return [...out.values()];
}

function isBootstrap(via: RenderVia, rendered: readonly LoadedDocument[]): boolean {
  if (via.kind !== 'Kustomization') return false;
  if (via.name === 'flux-system' && path.basename(via.doc.file) === 'gotk-sync.yaml') return true;
  const sourceRef = obj(obj(obj(via.doc.value)['spec'])['sourceRef']);
  if ((str(sourceRef['kind']) ?? 'GitRepository') !== 'GitRepository') return false;
  const namespace = str(sourceRef['namespace']) ?? via.namespace;
  return rendered.some((d) => {
    const v = obj(d.value);
    const metadata = obj(v['metadata']);
    return (
      v['kind'] === 'GitRepository' &&
      (str(v['apiVersion']) ?? '').startsWith('source.toolkit.fluxcd.io/') &&
      metadata['name'] === sourceRef['name'] &&
      (str(metadata['namespace']) ?? namespace) === namespace
    );
  });
}

/**
 * The clusters/<name>/ layout with the folders Flux bootstrap syncs: a clusters/<name>/ folder
 * that holds two or more (clusters/prod/eu/, clusters/prod/us/, each with its flux-system) is one
 * cluster per folder, named by its path below clusters/ (`prod/eu`); one that holds a single one
 * stays the cluster <name>, also when its Flux objects are kept elsewhere and only listed there
 * (clusters/prod/00/kustomization.yaml listing ../../../apps/flux-system/prod).
 */
function withBootstrapFolders(clusters: readonly ClusterFolders[], bootstraps: readonly { name: string; dir: string; group: string }[]): ClusterFolders[] {
  const groups = new Map<string, { name: string; dir: string }[]>();
  for (const b of bootstraps) groups.set(b.group, [...(groups.get(b.group) ?? []), b]);
  const split = new Set([...groups].filter(([, list]) => list.length > 1).map(([group]) => group));
  const out = clusters.flatMap((c) => {
    const dirs = c.dirs.filter((d) => !split.has(d));
    return dirs.length === 0 ? [] : [{ name: c.name, dirs }];
  });
  const has = (dir: string): boolean => out.some((c) => c.dirs.includes(dir));
  for (const [group, list] of groups) {
    if (split.has(group)) out.push(...list.map((b) => ({ name: b.name, dirs: [b.dir] })));
    else if (!has(group)) {
      const name = path.basename(group);
      const same = out.find((c) => c.name === name);
      if (same === undefined) out.push({ name, dirs: [group] });
      else same.dirs.push(group);
    }
  }
  return out;
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
    // An object that applies to another cluster (an Argo CD destination, a Flux kubeConfig) puts
    // the render where that cluster is configured: the cluster whose folders hold the rendered one.
    const folder = byPath(r.output.request.dir);
    const ofVia = (v: RenderVia): string[] => (folder[0] !== UNASSIGNED && appliesElsewhere(v) ? folder : ofDoc(v.doc, depth + 1));
    const fromVias = depth > 20 ? [] : [...new Set(r.vias.flatMap(ofVia))];
    // No via reached a cluster but through this render itself: flux bootstrap's Kustomization
    // renders the folder that holds it (path ./clusters/<name>). The root's folder decides.
    const names = fromVias.length > 0 ? fromVias : folder;
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
