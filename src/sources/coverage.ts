/**
 * What a repository run covered: its renders and the GitOps objects left unrendered on top of
 * what the pipeline counts (pipeline/coverage.ts), `coverage/nothing-simulated`, and where each
 * rendered finding came from.
 */
import path from 'node:path';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { kustomizationFileOf } from './kustomization.ts';
import { obj } from '../core/fields.ts';
import { coverageOfDocuments, kindKey } from '../pipeline/coverage.ts';
import type { Coverage, LintResult, RenderedSource } from '../pipeline/types.ts';
import { simulatedPods } from '../engine/result.ts';
import { hookAnnotation } from './hooks.ts';
import type { Repository } from './index.ts';

export function coverageOf(repo: Repository): Coverage {
  const coverage = coverageOfDocuments(
    repo.clusters.flatMap((c) => c.documents),
    repo.rendered,
    repo.unrendered,
  );
  if (repo.helmHooks.length === 0) return coverage;
  const hooks = new Map<string, { kind: string; count: number; reason: string }>();
  for (const d of repo.helmHooks) {
    const v = obj(d.value);
    const kind = kindKey(String(v['apiVersion']), String(v['kind']));
    const reason =
      hookAnnotation(d.value) === 'argocd.argoproj.io/hook'
        ? 'an Argo CD hook (argocd.argoproj.io/hook) runs only around a sync, or never (Skip) (config helmHooks: true simulates it)'
        : 'a Helm hook or test (helm.sh/hook) runs only around an install, upgrade or helm test (config helmHooks: true simulates it)';
    const entry = hooks.get(`${kind}\0${reason}`) ?? { kind, count: 0, reason };
    entry.count++;
    hooks.set(`${kind}\0${reason}`, entry);
  }
  const notSimulated = [...coverage.notSimulated, ...hooks.values()];
  return { ...coverage, notSimulated: notSimulated.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.reason < b.reason ? -1 : 1)) };
}

/** `coverage/nothing-simulated` when the run simulated no resize, and what would give it one (`--scenario limits` when it did not run). */
export function nothingSimulated(
  result: LintResult,
  anchor: { file: string; range: Diagnostic['range'] } | undefined,
  limitsRan: boolean,
): Diagnostic | undefined {
  const resizes = result.simulation.scenarios.reduce((n, s) => n + s.resizes.length, 0);
  if (resizes > 0 || anchor === undefined) return undefined;
  const hints: string[] = [];
  if (result.model.nodes.length === 0) hints.push('declare the nodes (`nodePools` in .resizeguard.yaml, or Node objects)');
  if (result.model.pods.length === 0) hints.push('check the folders that hold the workloads (or their Kustomize roots, charts, HelmReleases or Applications)');
  const left = result.simulation.skipped.length;
  if (left > 0)
    hints.push(`the generated scenarios left out ${left} pod${left === 1 ? '' : 's'}, each with why (JSON \`skipped\`, the text and markdown reports)`);
  hints.push(limitsRan ? 'add a ResizeScenario or a VerticalPodAutoscaler' : 'add a ResizeScenario, a VerticalPodAutoscaler, or run with `--scenario limits`');
  const pods = simulatedPods(result.model.pods, result.simulation.scenarios).length;
  const nodes = result.model.nodes.length;
  return {
    ruleId: 'coverage/nothing-simulated',
    severity: 'warning',
    message: `no resize was simulated (${pods} pod${pods === 1 ? '' : 's'} on ${nodes} node${nodes === 1 ? '' : 's'}): ${hints.join('; ')}`,
    file: anchor.file,
    range: anchor.range,
  };
}

/** The Chart.yaml or kustomization file of the first root rendered (by path; `dir` is what paths are shown relative to). */
export function renderedRootFile(rendered: readonly RenderedSource[], dir: string): { file: string; range: Diagnostic['range'] } | undefined {
  const first = rendered
    .filter((r) => r.kind !== 'directory')
    .reduce<RenderedSource | undefined>((a, r) => (a === undefined || r.path < a.path ? r : a), undefined);
  if (first === undefined) return undefined;
  const marker = first.kind === 'helm' ? 'Chart.yaml' : path.basename(kustomizationFileOf(path.resolve(dir, first.path)));
  return { file: path.posix.join(first.path, marker), range: START_OF_FILE };
}

/**
 * Findings on rendered objects name the render they came from: by the file and object when a
 * render made that object from that file, else by the file when only one render read it.
 */
export function withRenderedFrom(diagnostics: readonly Diagnostic[], repo: Repository): Diagnostic[] {
  if (repo.renderOrigins.size === 0) return [...diagnostics];
  const byObject = new Map<string, RenderedFrom | null>();
  const byFile = new Map<string, RenderedFrom | null>();
  const note = (map: Map<string, RenderedFrom | null>, key: string, from: RenderedFrom): void => {
    const known = map.get(key);
    map.set(key, known === undefined ? from : known !== null && sameRender(known, from) ? from : null);
  };
  for (const [doc, from] of repo.renderOrigins) {
    const v = obj(doc.value);
    const metadata = obj(v['metadata']);
    note(
      byObject,
      `${doc.file}\0${String(v['kind'])}/${typeof metadata['namespace'] === 'string' ? metadata['namespace'] : ''}/${String(metadata['name'])}`,
      from,
    );
    note(byFile, doc.file, from);
  }
  return diagnostics.map((d) => {
    const from =
      (d.object !== undefined ? byObject.get(`${d.file}\0${d.object.kind}/${d.object.namespace}/${d.object.name}`) : undefined) ?? byFile.get(d.file);
    if (from === undefined || from === null) return d;
    return {
      ...d,
      message: `${d.message} (rendered from the ${from.kind === 'helm' ? 'Helm chart' : from.kind === 'kustomize' ? 'Kustomize root' : 'folder'} ${from.path})`,
      renderedFrom: from,
    };
  });
}

export interface RenderedFrom {
  readonly kind: string;
  readonly path: string;
  readonly via?: string;
}

function sameRender(a: RenderedFrom, b: RenderedFrom): boolean {
  return a.kind === b.kind && a.path === b.path && a.via === b.via;
}
