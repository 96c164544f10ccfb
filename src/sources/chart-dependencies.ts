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
}

/** The chart's dependencies, each field '' when it is not given. */
function chartDependencies(chart: string): Dependency[] {
  // helm's loader reads requirements.yaml (apiVersion v1's place for them) over Chart.yaml's (pkg/chart/v2/loader load.go).
  const dependencies = listedDependencies(chart, 'requirements.yaml') ?? listedDependencies(chart, 'Chart.yaml') ?? [];
  return dependencies.map((d) => {
    const { name, alias, repository } = (d ?? {}) as { name?: unknown; alias?: unknown; repository?: unknown };
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    return { name: text(name), alias: text(alias), repository: text(repository) };
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

/** Whether the chart has dependencies and each is a `file://` folder or vendored: building them needs no network. */
export function localDependenciesOnly(chart: string): boolean {
  const repositories = dependencyRepositories(chart);
  return repositories.length > 0 && repositories.every((r) => r === '' || r.startsWith('file://'));
}
