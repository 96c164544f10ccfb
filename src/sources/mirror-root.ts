/**
 * Copies of a root or a chart that a render builds changed, the tree never written: the folders
 * from `top` down to it are made again in the throw-away folder, every other entry a symbolic
 * link to the tree's, so its relative paths (`../base`, `file://../../sub-charts/lib`) lead where
 * they lead in the tree.
 *
 * - A root with the components a GitOps object adds written into its own kustomization, as
 *   kustomize-controller (fluxcd/pkg kustomize generator) and Argo CD (`kustomize edit add
 *   component`) build it: kustomize applies a kustomization's components before its own patches,
 *   so the root's patches see the objects the components add (a kustomization over the root
 *   would add them after, and the patches find no target).
 * - A chart whose dependencies are `file://` folders, its charts/ the copy's own, for `helm
 *   dependency build` to pack them into, as Argo CD and Flux's source-controller do before they
 *   render it; a chart whose values.yaml a Flux HelmChart's valuesFiles replace, that file the
 *   copy's own; a chart whose templates call random functions, its templates/ the copy's own,
 *   those calls drawing from its inputs (chart-random.ts), and so the subcharts in its charts/
 *   that call them (chart-random-subcharts.ts).
 */
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { isObject } from '../core/fields.ts';
import { inside } from '../io/tree-walk.ts';
import { kustomizationFileIn } from './kustomization.ts';
import { writeSeededTemplates } from './chart-random.ts';
import { writeSeededSubcharts } from './chart-random-subcharts.ts';

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
export function mirrorWithComponents(root: string, components: readonly string[], top: string, into: string): Promise<MirroredRoot | undefined> {
  return orUndefined(() => copyWithComponents(root, components, top, into));
}

async function copyWithComponents(root: string, components: readonly string[], top: string, into: string): Promise<MirroredRoot | undefined> {
  const file = kustomizationFileIn(root);
  if (file === undefined) return undefined;
  let value: unknown;
  try {
    value = parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const mirrored = await mirrorFolder(root, top, into, new Set([path.basename(file)]));
  if (mirrored === undefined) return undefined;
  const listed = Array.isArray(value['components']) ? (value['components'] as unknown[]) : [];
  // A component outside `top` has no copy to lead to: named by its absolute path.
  const added = components.map((c) => (inside(c, top) ? path.relative(root, c).split(path.sep).join('/') || '.' : c));
  await writeFile(path.join(mirrored.dir, path.basename(file)), JSON.stringify({ ...value, components: [...listed, ...added] }, null, 2));
  return mirrored;
}

/**
 * The copy of the chart in `chart` (under `top`) whose charts/ folder is the copy's own, its
 * entries links to the tree's: `helm dependency build` writes the dependencies it packs from
 * `file://` folders there, and the tree is never written. With `values`, the copy's values.yaml
 * holds that text instead of the chart's (a Flux HelmChart's valuesFiles: chart-values.ts); with
 * `randomSeed`, its templates' and subcharts' random functions draw from it (chart-random.ts).
 */
export function mirrorChart(chart: string, top: string, into: string, values?: string, randomSeed?: string): Promise<MirroredRoot | undefined> {
  return orUndefined(() => copyChart(chart, top, into, values, randomSeed));
}

async function copyChart(
  chart: string,
  top: string,
  into: string,
  values: string | undefined,
  randomSeed: string | undefined,
): Promise<MirroredRoot | undefined> {
  const own = ['charts', ...(values === undefined ? [] : ['values.yaml']), ...(randomSeed === undefined ? [] : ['templates'])];
  const mirrored = await mirrorFolder(chart, top, into, new Set(own));
  if (mirrored === undefined) return undefined;
  if (values !== undefined) await writeFile(path.join(mirrored.dir, 'values.yaml'), values);
  if (randomSeed !== undefined) await writeSeededTemplates(path.join(chart, 'templates'), path.join(mirrored.dir, 'templates'), randomSeed);
  const charts = path.join(mirrored.dir, 'charts');
  await mkdir(charts, { recursive: true });
  const vendored = await readdir(path.join(chart, 'charts')).catch(() => [] as string[]);
  for (const entry of vendored) await symlink(path.join(chart, 'charts', entry), path.join(charts, entry));
  if (randomSeed !== undefined) await writeSeededSubcharts(charts, randomSeed);
  return mirrored;
}

/** A copy that cannot be made (no symbolic links on this file system, a folder that cannot be read): the root or chart is built as it is. */
async function orUndefined(make: () => Promise<MirroredRoot | undefined>): Promise<MirroredRoot | undefined> {
  try {
    return await make();
  } catch {
    return undefined;
  }
}

/**
 * The folders from `top` down to `dir` made again in `into`/tree, every entry but the way down
 * (and, in the copy of `dir`, the names in `own`, for the caller to write) a link to the tree's.
 */
async function mirrorFolder(dir: string, top: string, into: string, own: ReadonlySet<string>): Promise<MirroredRoot | undefined> {
  if (!inside(dir, top)) return undefined;
  const rel = path.relative(top, dir);
  const mirror = path.join(into, 'tree');
  const chain = rel === '' ? [] : rel.split(path.sep);
  let real = top;
  let copy = mirror;
  for (let i = 0; i <= chain.length; i++) {
    await mkdir(copy, { recursive: true });
    const next = chain[i];
    for (const entry of await readdir(real)) {
      if (entry === next || (i === chain.length && own.has(entry))) continue;
      await symlink(path.join(real, entry), path.join(copy, entry));
    }
    if (next === undefined) break;
    real = path.join(real, next);
    copy = path.join(copy, next);
  }
  return {
    dir: copy,
    real: (absolute) => (inside(absolute, mirror) ? path.join(top, path.relative(mirror, absolute)) : absolute),
  };
}
