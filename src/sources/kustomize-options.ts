/**
 * What GitOps objects ask kustomize to do on top of a render, read from their specs: patches
 * (Flux Kustomization spec.patches, Argo CD kustomize.patches), Argo CD's kustomize.replicas,
 * commonLabels, commonAnnotations and components, and a Flux HelmRelease's kustomize
 * post-renderers. An entry with neither a patch nor a path is left out; kustomize refuses what is
 * malformed inside one, and the render says so.
 */
import path from 'node:path';
import { arr, isObject, obj, str, type JsonObject } from '../core/fields.ts';
import type { RenderRequest } from './types.ts';

type Obj = JsonObject;

/**
 * Kustomize `patches` entries of a GitOps object (Flux spec.patches, Argo CD kustomize.patches):
 * an inline `patch` or a file (`path`, Argo CD's, relative to the source folder `dir`; made
 * absolute here), and an optional `target` selector, as kustomize reads them.
 */
export function kustomizePatches(raw: unknown, dir: string): ({ patch: string } | { path: string })[] {
  const out: ({ patch: string } | { path: string })[] = [];
  for (const p of arr(raw).map(obj)) {
    const patch = str(p['patch']);
    const file = str(p['path']);
    const target = isObject(p['target']) ? { target: p['target'] } : {};
    if (patch !== undefined) out.push({ patch, ...target });
    else if (file !== undefined) out.push({ path: path.resolve(dir, file), ...target });
  }
  return out;
}

/** Argo CD kustomize.commonLabels, commonAnnotations and components (folders relative to the source's). */
export function argoKustomizeMetadata(k: Obj, dir: string): Pick<RenderRequest, 'commonLabels' | 'commonAnnotations' | 'components'> {
  const strings = (v: unknown): Record<string, string> =>
    Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const labels = strings(k['commonLabels']);
  const annotations = strings(k['commonAnnotations']);
  const components = arr(k['components'])
    .filter((c): c is string => typeof c === 'string')
    .map((c) => path.resolve(dir, c));
  return {
    ...(Object.keys(labels).length > 0 ? { commonLabels: labels } : {}),
    ...(Object.keys(annotations).length > 0 ? { commonAnnotations: annotations } : {}),
    ...(components.length > 0 ? { components } : {}),
  };
}

/** Argo CD kustomize.replicas: {name, count} with a whole count (a string of digits, as Argo CD accepts, too). */
export function kustomizeReplicas(raw: unknown): { name: string; count: number }[] {
  return arr(raw)
    .map(obj)
    .flatMap((r) => {
      const name = str(r['name']);
      const count = typeof r['count'] === 'number' ? r['count'] : typeof r['count'] === 'string' && /^\d+$/.test(r['count']) ? Number(r['count']) : undefined;
      return name === undefined || count === undefined || !Number.isInteger(count) || count < 0 ? [] : [{ name, count }];
    });
}

/**
 * The kustomize patches of a HelmRelease's post-renderers, in order: `patches`, and the older
 * `patchesStrategicMerge` (objects) and `patchesJson6902` (operations with a target) as the same.
 */
export function postRendererPatches(raw: unknown): { patch: string; target?: Obj }[] {
  const out: { patch: string; target?: Obj }[] = [];
  for (const renderer of arr(raw).map(obj)) {
    const k = obj(renderer['kustomize']);
    for (const p of kustomizePatches(k['patches'], '')) if ('patch' in p) out.push(p);
    for (const smp of arr(k['patchesStrategicMerge'])) if (isObject(smp)) out.push({ patch: JSON.stringify(smp) });
    for (const j of arr(k['patchesJson6902']).map(obj)) {
      if (Array.isArray(j['patch']) && isObject(j['target'])) out.push({ patch: JSON.stringify(j['patch']), target: j['target'] });
    }
  }
  return out;
}
