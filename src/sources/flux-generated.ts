/**
 * The manifests kustomize-controller leaves out of a folder without a kustomization: it generates
 * one listing the folder's `.yaml` and `.yml` files (and each subfolder holding a kustomization,
 * whole), so a `.json` manifest beside them is never applied. Said at the Kustomization's path, as
 * `coverage/unlisted` says a file a kustomization does not list.
 *
 * Upstream: fluxcd/pkg kustomize/kustomize_generator.go scanManifests (filepath.Ext is ".yaml" or
 * ".yml"; a subfolder with a kustomization file is added and not descended into).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { KUSTOMIZATION_FILE_NAMES } from './kustomization.ts';
import { namesAKind } from './names-a-kind.ts';

/** The `.json` files under `dir` (not in a subfolder holding a kustomization) that write an object. */
export function jsonManifestsLeftOut(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    // A subfolder holding a kustomization is built whole, by its own kustomization.
    if (d !== dir && entries.some((e) => KUSTOMIZATION_FILE_NAMES.includes(e.name))) return;
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile() && /\.json$/i.test(e.name) && namesAKind(full)) out.push(full);
    }
  };
  walk(dir);
  return out;
}
