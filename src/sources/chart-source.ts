/**
 * The file in the tree a template name of `helm template` stands for (its `# Source:` comments,
 * the positions of its errors). Helm names a template by the chart's full path: the chart's
 * name, then `charts/<sub>/` for each subchart down to the one that holds it (helm
 * pkg/chart/v2 Chart.ChartFullPath, pkg/engine engine.go recAllTpls). A subchart vendored as a
 * folder lies there; one packed from a `file://` dependency (by `helm dependency build`,
 * helm pkg/downloader manager.go tarFromLocalDir) was copied there from the dependency's folder,
 * so its templates are that folder's files. A template no folder holds (a subchart vendored as an
 * archive, a packed one its folder no longer matches) is in the archive that helm read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CHART_ARCHIVE, chartArchiveFiles } from './chart-archive.ts';
import { dependencyChartName, localDependencies } from './chart-dependencies.ts';

/**
 * `<chart>/templates/a.yaml` → `<chartDir>/templates/a.yaml`; `<chart>/charts/<sub>/…` → the
 * subchart's folder's file; where no folder holds that file, the archive in charts/ that does
 * (isChartArchive: a vendored archive, or one older than the `file://` folder it was packed from).
 */
export function chartSourceFile(chartDir: string, source: string): string {
  const inFolders = resolve(chartDir, source, false);
  return existsSync(inFolders) ? inFolders : resolve(chartDir, source, true);
}

function resolve(chartDir: string, source: string, archives: boolean): string {
  const parts = source.split('/').slice(1);
  let dir = chartDir;
  while (parts.length > 2 && parts[0] === 'charts') {
    const sub = subchartDir(dir, parts[1]!, archives);
    if (sub === undefined) break;
    if (isChartArchive(sub)) return sub;
    dir = sub;
    parts.splice(0, 2);
  }
  return path.join(dir, ...parts);
}

/** Whether chartSourceFile named an archive: the template lies in it, at no line of a text file. */
export function isChartArchive(file: string): boolean {
  return file.endsWith(CHART_ARCHIVE);
}

/**
 * Where the subchart `name` of the chart in `dir` is read from: its folder in charts/; with
 * `archives`, else an archive there of the chart that name renders (an alias renames it); else
 * the folder of the `file://` dependency helm renders under that name, which `helm dependency
 * build` packs when charts/ holds none; undefined when none is found, and the name is then kept
 * as written.
 */
function subchartDir(dir: string, name: string, archives: boolean): string | undefined {
  const vendored = path.join(dir, 'charts', name);
  if (existsSync(vendored)) return vendored;
  if (archives) {
    const chart = dependencyChartName(dir, name);
    const archive = archivesIn(path.join(dir, 'charts')).find((file) => archivedChartName(file) === chart);
    if (archive !== undefined) return archive;
  }
  return localDependencies(dir).find((d) => d.name === name)?.dir;
}

function archivesIn(charts: string): string[] {
  try {
    return readdirSync(charts)
      .filter((name) => name.endsWith(CHART_ARCHIVE))
      .sort()
      .map((name) => path.join(charts, name));
  } catch {
    return [];
  }
}

/** The archives' chart names, by path, size and modification time. */
const archivedNames = new Map<string, string | undefined>();

/** The `name` of the archive's Chart.yaml; undefined for one that cannot be read. */
function archivedChartName(file: string): string | undefined {
  let key: string;
  try {
    const stat = statSync(file);
    key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
  if (archivedNames.has(key)) return archivedNames.get(key);
  let name: string | undefined;
  try {
    const chartYaml = chartArchiveFiles(readFileSync(file))?.get('Chart.yaml');
    const value: unknown = chartYaml === undefined ? undefined : parse(chartYaml.toString('utf8'));
    const named = (value as { name?: unknown } | null | undefined)?.name;
    name = typeof named === 'string' ? named : undefined;
  } catch {
    name = undefined;
  }
  archivedNames.set(key, name);
  return name;
}
