/**
 * The file in the tree a template name of `helm template` stands for (its `# Source:` comments,
 * the positions of its errors). Helm names a template by the chart's full path: the chart's
 * name, then `charts/<sub>/` for each subchart down to the one that holds it (helm
 * pkg/chart/v2 Chart.ChartFullPath, pkg/engine engine.go recAllTpls). A subchart vendored as a
 * folder lies there; one packed from a `file://` dependency (by `helm dependency build`, helm
 * pkg/downloader manager.go tarFromLocalDir) was copied there from the dependency's folder, so
 * its templates are that folder's files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { localDependencies } from './chart-dependencies.ts';

/** `<chart>/templates/a.yaml` → `<chartDir>/templates/a.yaml`; `<chart>/charts/<sub>/…` → the subchart's folder's file. */
export function chartSourceFile(chartDir: string, source: string): string {
  const parts = source.split('/').slice(1);
  let dir = chartDir;
  while (parts.length > 2 && parts[0] === 'charts') {
    const sub = subchartDir(dir, parts[1]!);
    if (sub === undefined) break;
    dir = sub;
    parts.splice(0, 2);
  }
  return path.join(dir, ...parts);
}

/**
 * The folder of the subchart `name` of the chart in `dir`: vendored in its charts/, else the
 * folder of the `file://` dependency helm renders under that name (an alias renames it); undefined
 * when neither is found, and the name is then kept as written.
 */
function subchartDir(dir: string, name: string): string | undefined {
  const vendored = path.join(dir, 'charts', name);
  if (existsSync(vendored)) return vendored;
  return localDependencies(dir).find((d) => d.name === name)?.dir;
}
