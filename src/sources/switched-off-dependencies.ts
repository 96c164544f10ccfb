/**
 * Dependencies a chart's values turn off. helm drops a dependency whose `condition` is false or
 * whose `tags` are all off in the merged values before it renders anything
 * (pkg/chart/v2/util/dependencies.go ProcessDependencies, processDependencyEnabled): its objects
 * are not in the parent's output, whose `# Source: <parent>/charts/<name>/…` comments name those
 * of each dependency rendered (chart-source.ts). A dependency vendored in the parent's charts/ (or
 * from a chart repository) is the parent's alone, so it is not rendered on its own: a note says
 * it is off. One that is a chart of the repository in its own right is rendered on its own
 * (orphaned-bases.ts).
 */
import path from 'node:path';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { switchedDependencies } from './chart-dependencies.ts';
import type { Roots } from './roots.ts';
import type { RenderOutput } from './types.ts';

/** One note per chart, naming its dependencies with a condition or tags that no render of it holds objects of. */
export function switchedOffNotes(outputs: readonly RenderOutput[], roots: Roots, display: (a: string) => string): Diagnostic[] {
  const byChart = new Map<string, RenderOutput[]>();
  for (const o of outputs) {
    if (!o.ok || o.request.kind !== 'helm') continue;
    const list = byChart.get(o.request.dir);
    if (list === undefined) byChart.set(o.request.dir, [o]);
    else list.push(o);
  }
  const notes: Diagnostic[] = [];
  for (const [chart, renders] of [...byChart].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const off = switchedDependencies(chart).filter((dep) => {
      if (dep.local && (roots.charts.has(dep.dir) || roots.libraryCharts.has(dep.dir))) return false;
      return !renders.some((r) => holdsObjectsOf(r, dep.dir, display));
    });
    if (off.length === 0) continue;
    const named = off.map((dep) => `${JSON.stringify(dep.name)} (${dep.switches})`).join(', ');
    const one = off.length === 1;
    notes.push({
      ruleId: 'input/not-rendered',
      severity: 'info',
      message: `Helm chart ${JSON.stringify(display(chart))} turns off its ${one ? 'dependency' : 'dependencies'} ${named}: its render holds none of ${one ? "that chart's" : 'their'} objects, so they are not checked`,
      file: display(path.join(chart, 'Chart.yaml')),
      range: START_OF_FILE,
    });
  }
  return notes;
}

/**
 * Whether a render holds objects from the chart's folder: helm's output names each object's
 * template, a dependency's as `<parent>/charts/<name>/…`, read back to the dependency's folder
 * (chart-source.ts). Kustomize's output names none, so a chart its helmCharts inflate counts as
 * held.
 */
export function holdsObjectsOf(output: RenderOutput | undefined, chart: string, display: (a: string) => string): boolean {
  if (output === undefined || output.request.kind !== 'helm') return true;
  const shown = display(chart);
  const folder = shown === '.' ? '' : `${shown}/`;
  return output.documents.some((d) => d.file.startsWith(folder));
}
