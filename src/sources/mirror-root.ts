/**
 * A root with the components a GitOps object adds written into its own kustomization, as
 * kustomize-controller (fluxcd/pkg kustomize generator) and Argo CD (`kustomize edit add
 * component`) build it: kustomize applies a kustomization's components before its own patches,
 * so the root's patches see the objects the components add. A kustomization over the root would
 * add them after the root's patches, which then find no target.
 *
 * The user's tree is never written: the folders from `top` down to the root are made again in
 * the throw-away folder, every other entry a symbolic link to the real one, so the root's
 * relative paths (`../base`, `../../components/db`) lead where they lead in the tree; the root's
 * kustomization there is a copy with the components added.
 */
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { isObject } from '../core/fields.ts';
import { kustomizationFileIn } from './kustomization.ts';

export interface MirroredRoot {
  /** The root's copy, to build instead of the root. */
  readonly dir: string;
  /** A path in the copy as the path in the tree it stands for. */
  readonly real: (absolute: string) => string;
}

/**
 * The copy of `root` (absolute, under `top`) with `components` (absolute) in its kustomization,
 * made in `into`; undefined when it cannot be made so (a root outside `top`, a kustomization that
 * is no mapping), and the root is then built as it is, the components over it.
 */
export async function mirrorWithComponents(root: string, components: readonly string[], top: string, into: string): Promise<MirroredRoot | undefined> {
  const rel = path.relative(top, root);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const file = kustomizationFileIn(root);
  if (file === undefined) return undefined;
  let value: unknown;
  try {
    value = parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const mirror = path.join(into, 'tree');
  const chain = rel === '' ? [] : rel.split(path.sep);
  // Each folder on the way down: a real folder, its other entries links to the tree's.
  let real = top;
  let copy = mirror;
  for (let i = 0; i <= chain.length; i++) {
    await mkdir(copy, { recursive: true });
    const next = chain[i];
    for (const entry of await readdir(real)) {
      if (entry === next || (i === chain.length && path.join(real, entry) === file)) continue;
      await symlink(path.join(real, entry), path.join(copy, entry));
    }
    if (next === undefined) break;
    real = path.join(real, next);
    copy = path.join(copy, next);
  }
  const listed = Array.isArray(value['components']) ? (value['components'] as unknown[]) : [];
  // A component outside `top` has no copy to lead to: named by its absolute path.
  const added = components.map((c) => {
    const fromTop = path.relative(top, c);
    return fromTop.startsWith('..') || path.isAbsolute(fromTop) ? c : path.relative(root, c).split(path.sep).join('/') || '.';
  });
  await writeFile(path.join(copy, path.basename(file)), JSON.stringify({ ...value, components: [...listed, ...added] }, null, 2));
  return {
    dir: copy,
    real: (absolute) => {
      const inside = path.relative(mirror, absolute);
      return inside.startsWith('..') || path.isAbsolute(inside) ? absolute : path.join(top, inside);
    },
  };
}
