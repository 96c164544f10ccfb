/**
 * A chart's `dependencies:` (Chart.yaml, or requirements.yaml of an apiVersion v1 chart) as helm resolves them: a `file://`
 * repository is a folder beside the chart, packed by `helm dependency build` without a network;
 * no repository means vendored in charts/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYamlSource } from '../load/yaml.ts';

/** Each dependency's repository ('' when it names none); [] for a chart without any, or an unreadable Chart.yaml. */
export function dependencyRepositories(chart: string): string[] {
  return chartDependencies(chart).map((d) => d.repository);
}

interface Dependency {
  readonly name: string;
  readonly alias: string;
  readonly repository: string;
  /** The values paths that turn it on or off, and its tags: helm pkg/chart/v2/util/dependencies.go processDependencyConditions, processDependencyTags. */
  readonly condition: string;
  readonly tags: readonly string[];
}

/** The chart's dependencies, each field '' when it is not given. */
function chartDependencies(chart: string): Dependency[] {
  // helm's loader reads requirements.yaml (apiVersion v1's place for them) over Chart.yaml's (pkg/chart/v2/loader load.go).
  const dependencies = listedDependencies(chart, 'requirements.yaml') ?? listedDependencies(chart, 'Chart.yaml') ?? [];
  return dependencies.map((d) => {
    const { name, alias, repository, condition, tags } = (d ?? {}) as {
      name?: unknown;
      alias?: unknown;
      repository?: unknown;
      condition?: unknown;
      tags?: unknown;
    };
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    return {
      name: text(name),
      alias: text(alias),
      repository: text(repository),
      condition: text(condition),
      tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    };
  });
}

/** The `dependencies:` list a file of the chart holds, or undefined (no such file, or none listed). */
function listedDependencies(chart: string, file: string): unknown[] | undefined {
  let value: unknown;
  try {
    value = parseYamlSource({ path: file, text: readFileSync(path.join(chart, file), 'utf8') }).documents[0]?.value;
  } catch {
    return undefined;
  }
  const dependencies = (value as { dependencies?: unknown } | undefined)?.dependencies;
  return Array.isArray(dependencies) && dependencies.length > 0 ? dependencies : undefined;
}

/** The folders of the chart's `file://` dependencies (absolute). */
export function localDependencyDirs(chart: string): string[] {
  return localDependencies(chart).map((d) => d.dir);
}

/**
 * The chart's `file://` dependencies: each folder (absolute, resolved from the chart as helm's
 * resolver GetLocalPath resolves it) and the name helm renders it under, `<chart>/charts/<name>/`:
 * its alias, else its name (helm pkg/chart/v2/util/dependencies.go getAliasDependency renames
 * the subchart to the alias; pkg/chart/v2 Chart.ChartFullPath names it so).
 */
export function localDependencies(chart: string): { readonly name: string; readonly dir: string }[] {
  return chartDependencies(chart)
    .filter((d) => d.repository.startsWith('file://'))
    .map((d) => ({ name: d.alias !== '' ? d.alias : d.name, dir: path.resolve(chart, d.repository.slice('file://'.length)) }));
}

/** The name of the chart helm renders as the subchart `rendered` (`<chart>/charts/<rendered>/`): the dependency's name where `rendered` is its alias. */
export function dependencyChartName(chart: string, rendered: string): string {
  return chartDependencies(chart).find((d) => d.alias === rendered)?.name ?? rendered;
}

/** Whether the chart has dependencies and each is a `file://` folder or vendored: building them needs no network. */
export function localDependenciesOnly(chart: string): boolean {
  const repositories = dependencyRepositories(chart);
  return repositories.length > 0 && repositories.every((r) => r === '' || r.startsWith('file://'));
}

/**
 * Each dependency of the chart that its values can turn off (a `condition` or `tags`, which helm
 * reads from the merged values before rendering: pkg/chart/v2/util/dependencies.go
 * ProcessDependencies), with the folder its templates are read from: a `file://` folder, else
 * `charts/<alias or name>` of the chart (vendored, or packed there by `helm dependency build`).
 */
export function switchedDependencies(chart: string): { readonly name: string; readonly dir: string; readonly local: boolean; readonly switches: string }[] {
  return chartDependencies(chart)
    .filter((d) => d.condition !== '' || d.tags.length > 0)
    .map((d) => {
      const name = d.alias !== '' ? d.alias : d.name;
      const local = d.repository.startsWith('file://');
      const dir = local ? path.resolve(chart, d.repository.slice('file://'.length)) : path.join(chart, 'charts', name);
      return { name, dir, local, switches: switchesText(d) };
    });
}

/** `condition: a.enabled`, `tags: x, y`, or both, as Chart.yaml gives them ('' for none). */
export function dependencySwitches(chart: string, dir: string): string {
  return switchedDependencies(chart).find((d) => d.local && d.dir === dir)?.switches ?? '';
}

function switchesText(d: Dependency): string {
  return [...(d.condition !== '' ? [`condition: ${d.condition}`] : []), ...(d.tags.length > 0 ? [`tags: ${d.tags.join(', ')}`] : [])].join('; ');
}
