/**
 * The OCIRepository a Flux Operator FluxInstance syncs from (`spec.sync.kind: OCIRepository`), taken
 * for this repository when the folder it syncs holds the instance itself: CI pushes the repository,
 * or a folder of it, as the artifact (`flux push artifact --path=./`), and the cluster's bootstrap
 * syncs its own folder of it, as `flux bootstrap`'s GitRepository syncs `clusters/<name>`. The
 * artifact's root is then the folder the sync path is below (controlplaneio-fluxcd/d2-fleet:
 * `clusters/staging/flux-system/flux-instance.yaml` syncs `clusters/staging`, from the repository
 * root). An instance that syncs another folder says nothing of where its artifact comes from.
 *
 * Upstream: controlplaneio-fluxcd/flux-operator internal/builder/templates.go syncTmpl (an
 * OCIRepository named sync.name, else the instance's namespace, in that namespace, and a
 * Kustomization of sync.path from it).
 */
import { nearestTo } from './nearest-file.ts';
import path from 'node:path';
import { obj, str } from '../core/fields.ts';

export interface OciSync {
  /** "namespace/name" of the OCIRepository the instance makes. */
  readonly key: string;
  /** The folder (absolute) the artifact's paths are joined to; none when the instance syncs a folder that does not hold it. */
  readonly root: string | undefined;
  /** The instance's file, as documents name theirs. */
  readonly file: string;
}

/** `value`, read from `shown` (`file` absolute), as an OciSync, or undefined. */
export function fluxInstanceOciSync(value: unknown, file: string, shown: string): OciSync | undefined {
  const v = obj(value);
  if (v['kind'] !== 'FluxInstance' || !(str(v['apiVersion']) ?? '').startsWith('fluxcd.controlplane.io/')) return undefined;
  const sync = obj(obj(v['spec'])['sync']);
  if (sync['kind'] !== 'OCIRepository') return undefined;
  const namespace = str(obj(v['metadata'])['namespace']) ?? 'default';
  const name = str(sync['name']);
  const key = `${namespace}/${name !== undefined && name !== '' ? name : namespace}`;
  const synced = (str(sync['path']) ?? '').split('/').filter((s) => s !== '' && s !== '.');
  if (synced.length === 0 || synced.includes('..')) return { key, root: undefined, file: shown };
  // The nearest folder above the instance's file that ends with the sync path.
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const parts = dir.split(path.sep);
    if (parts.length > synced.length && parts.slice(-synced.length).join('/') === synced.join('/'))
      return { key, root: parts.slice(0, -synced.length).join(path.sep) || path.sep, file: shown };
    if (path.dirname(dir) === dir) return { key, root: undefined, file: shown };
  }
}

/**
 * The root of the artifact the OCIRepository `key` holds for an object read from `file` (as
 * documents name theirs): of several instances' (each cluster's), the one nearest to it decides,
 * and one that syncs a folder not holding it names no root.
 */
export function ociSyncRoot(syncs: readonly OciSync[], key: string, file: string): string | undefined {
  return nearestTo(
    syncs.filter((s) => s.key === key),
    file,
    (s) => s.file,
  )?.root;
}
