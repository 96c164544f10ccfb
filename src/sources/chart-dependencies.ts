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
  // helm's loader reads requirements.yaml (apiVersion v1's place for them) over Chart.yaml's (pkg/chart/v2/loader load.go).
  const dependencies = listedDependencies(chart, 'requirements.yaml') ?? listedDependencies(chart, 'Chart.yaml') ?? [];
  return dependencies.map((d) => {
    const repository = (d as { repository?: unknown } | null)?.repository;
    return typeof repository === 'string' ? repository : '';
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
  return dependencyRepositories(chart)
    .filter((r) => r.startsWith('file://'))
    .map((r) => path.resolve(chart, r.slice('file://'.length)));
}

/** Whether the chart has dependencies and each is a `file://` folder or vendored: building them needs no network. */
export function localDependenciesOnly(chart: string): boolean {
  const repositories = dependencyRepositories(chart);
  return repositories.length > 0 && repositories.every((r) => r === '' || r.startsWith('file://'));
}
