/**
 * The files a Kustomize root or Helm chart render reads, for diff mode: a change to one of them is
 * a change to what the render makes. Kustomize reads the kustomization file of the root and of
 * every local kustomization it builds on, and the files they name (resources, patches, generator
 * inputs, transformer configs: kustomization.ts, after sigs.k8s.io/kustomize api/types
 * Kustomization), and the charts its `helmCharts` inflate; helm reads everything in the chart's
 * folder (Chart.yaml, values.yaml, templates/, charts/) and the values files it is given.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { kustomizationTree, readKustomization } from './kustomization.ts';
import { isUnder } from './roots.ts';
import type { RenderOutput, RenderRequest } from './types.ts';

/** A Kustomize root's or Helm chart's render at head: whether it rendered, and if not the finding saying why. */
export interface RootRender {
  readonly request: RenderRequest;
  readonly ok: boolean;
  readonly why?: Diagnostic;
}

/** The Kustomize and Helm renders of a run (not the folders a GitOps object renders as they are). */
export function rootRenders(outputs: readonly RenderOutput[]): RootRender[] {
  return outputs
    .filter((o) => o.request.kind !== 'directory')
    .map((o) => {
      const why = o.ok ? undefined : (o.diagnostics.find((d) => d.ruleId === 'input/not-rendered') ?? o.diagnostics[0]);
      return { request: o.request, ok: o.ok, ...(why !== undefined ? { why } : {}) };
    });
}

/** Whether the render reads `file` (absolute). */
export function renderReads(request: RenderRequest): (file: string) => boolean {
  const files = new Set<string>();
  const folders: string[] = [];
  const addPaths = (list: readonly string[] | undefined): void => {
    for (const f of list ?? []) files.add(f);
  };
  addPaths(request.valuesFiles);
  addPaths(request.chartValuesFiles);
  addPaths(request.setFile?.map(([, f]) => f));
  addPaths(request.patches?.flatMap((p) => ('path' in p ? [p.path] : [])));
  if (request.kind === 'helm') folders.push(request.dir);
  else kustomizeReads([request.dir, ...(request.components ?? [])], files, folders);
  return (file) => files.has(file) || folders.some((dir) => isUnder(file, dir));
}

/** What kustomize reads building from `dirs`: every kustomization file of their trees (kustomizationTree), and the files they name. */
function kustomizeReads(dirs: readonly string[], files: Set<string>, folders: string[]): void {
  const parse = (file: string): unknown => {
    files.add(file);
    return readKustomization(file);
  };
  for (const refs of dirs.flatMap((dir) => kustomizationTree(dir, parse))) {
    // A `resources` entry without a kustomization of its own is a file read as it is.
    for (const b of refs.builds) files.add(b);
    for (const r of refs.reads) files.add(r);
    for (const c of refs.helmCharts) folders.push(c.dir);
  }
}

/** How a finding names a render's root: `Kustomize root "overlay"`, `Helm chart "charts/web"`. */
export function rootName(request: RenderRequest, display: (absolute: string) => string): string {
  return `${request.kind === 'helm' ? 'Helm chart' : 'Kustomize root'} ${JSON.stringify(display(request.dir))}`;
}
