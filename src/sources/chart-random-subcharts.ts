/**
 * A chart's subcharts that call random functions, drawing from the chart's seed too
 * (chart-random.ts): helm renders the templates of every chart in charts/ — a folder, or an
 * archive `helm dependency build` packed or the repository vendors (a Bitnami `postgresql`
 * generating its password) — with the chart's own, so their calls change the output as much.
 *
 * In the copy of the chart that is rendered (mirror-root.ts), such a subchart is a folder of the
 * copy's own: a folder's templates written with the calls replaced, its other files links to the
 * tree's; an archive unpacked (chart-archive.ts) with its templates so written. Helm loads a
 * folder in charts/ as it loads an archive there (pkg/chart/loader load.go LoadFiles: each
 * `charts/<name>` folder or `.tgz` a dependency), and names its templates by the chart's name,
 * not the archive's, so the output's `# Source:` lines are the same. The helpers the calls use
 * are defined once, in the top chart's templates: helm parses every chart's templates into one
 * set.
 */
import { existsSync, statSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHART_ARCHIVE, chartArchiveFiles } from './chart-archive.ts';
import { localDependencyDirs } from './chart-dependencies.ts';
import { fileCallsRandom, seededFile, templatesCallRandom, writeSeededTemplates } from './chart-random.ts';

/**
 * Whether rendering the chart in `chart` runs a template that calls a random function: its own,
 * a subchart's in charts/ (folders and archives, at any depth), or a `file://` dependency's,
 * which `helm dependency build` packs into charts/.
 */
export async function chartCallsRandom(chart: string, seen = new Set<string>()): Promise<boolean> {
  const real = await realpath(chart).catch(() => chart);
  if (seen.has(real)) return false;
  seen.add(real);
  if (await templatesCallRandom(chart)) return true;
  for (const entry of await subchartEntries(path.join(chart, 'charts'))) {
    if (entry.archive ? archiveCallsRandom(await readFile(entry.path).catch(() => Buffer.alloc(0))) : await chartCallsRandom(entry.path, seen)) return true;
  }
  for (const dir of localDependencyDirs(chart)) if (await chartCallsRandom(dir, seen)) return true;
  return false;
}

/** The entries of a charts/ folder helm loads as subcharts: folders and `.tgz` archives (links followed). */
async function subchartEntries(charts: string): Promise<{ readonly path: string; readonly archive: boolean }[]> {
  const names = await readdir(charts).catch(() => [] as string[]);
  const out: { path: string; archive: boolean }[] = [];
  for (const name of names.sort()) {
    const full = path.join(charts, name);
    const stat = statOrUndefined(full);
    if (stat?.isDirectory() === true) out.push({ path: full, archive: false });
    else if (stat?.isFile() === true && name.endsWith(CHART_ARCHIVE)) out.push({ path: full, archive: true });
  }
  return out;
}

function statOrUndefined(file: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** Whether a packed chart (or one it packs in its charts/) has a template that calls a random function. */
function archiveCallsRandom(bytes: Buffer): boolean {
  const files = chartArchiveFiles(bytes);
  return files !== undefined && filesCallRandom(files);
}

/** archiveCallsRandom of the files an archive holds. */
function filesCallRandom(files: ReadonlyMap<string, Buffer>): boolean {
  for (const [name, data] of files) {
    if (isTemplate(name) && fileCallsRandom(data)) return true;
    if (isPackedSubchart(name) && archiveCallsRandom(data)) return true;
  }
  return false;
}

/** `templates/…` of the chart, or of a subchart folder in it (`charts/<name>/templates/…`, at any depth). */
function isTemplate(name: string): boolean {
  return inOwnChart(name).startsWith('templates/');
}

/** `charts/<name>.tgz` of the chart, or of a subchart folder in it. */
function isPackedSubchart(name: string): boolean {
  const rest = inOwnChart(name);
  return rest.startsWith('charts/') && !rest.includes('/', 'charts/'.length) && rest.endsWith(CHART_ARCHIVE);
}

/** The path inside the innermost subchart folder that holds it (`charts/a/charts/b/templates/x` → `templates/x`). */
function inOwnChart(name: string): string {
  let rest = name;
  for (;;) {
    if (!rest.startsWith('charts/')) return rest;
    const slash = rest.indexOf('/', 'charts/'.length);
    if (slash < 0) return rest;
    rest = rest.slice(slash + 1);
  }
}

/**
 * The copy's charts/ folder (`charts`, its entries links to the tree's or archives helm packed
 * there) with each subchart that calls a random function made the copy's own, its calls drawing
 * from `seed`. An archive that cannot be read is left for helm to read or refuse.
 */
export async function writeSeededSubcharts(charts: string, seed: string): Promise<void> {
  for (const entry of await subchartEntries(charts)) {
    if (entry.archive) {
      const files = chartArchiveFiles(await readFile(entry.path));
      if (files === undefined || !filesCallRandom(files)) continue;
      // `helm dependency build` writes the archive of a folder an earlier unpacking made: the archive is the newer.
      const folder = entry.path.slice(0, -CHART_ARCHIVE.length);
      await rm(folder, { recursive: true, force: true });
      await rm(entry.path);
      await writeUnpacked(folder, files, seed);
    } else if ((await lstat(entry.path)).isSymbolicLink() && (await chartCallsRandom(entry.path))) {
      // A link to the tree's folder (a folder of the copy's own is one this made).
      const source = await realpath(entry.path);
      await rm(entry.path, { recursive: true, force: true });
      await writeSeededChart(source, entry.path, seed);
    }
  }
}

/** The chart folder `from` made again at `to`: templates written seeded, subcharts as writeSeededSubcharts makes them, every other entry a link. */
async function writeSeededChart(from: string, to: string, seed: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    const source = path.join(from, name);
    if (name === 'templates') await writeSeededTemplates(source, path.join(to, name), seed, false);
    else if (name === 'charts' && statOrUndefined(source)?.isDirectory() === true) {
      await mkdir(path.join(to, name));
      for (const sub of await readdir(source)) await symlink(path.join(source, sub), path.join(to, name, sub));
      await writeSeededSubcharts(path.join(to, name), seed);
    } else await symlink(source, path.join(to, name));
  }
}

/** A packed chart's files written under `to`: templates seeded, packed subcharts that call random functions unpacked too. */
async function writeUnpacked(to: string, files: ReadonlyMap<string, Buffer>, seed: string): Promise<void> {
  for (const [name, data] of files) {
    const target = path.join(to, ...name.split('/'));
    if (isPackedSubchart(name) && archiveCallsRandom(data)) {
      const inner = chartArchiveFiles(data);
      const folder = target.slice(0, -CHART_ARCHIVE.length);
      if (inner !== undefined && !existsSync(folder)) {
        await writeUnpacked(folder, inner, seed);
        continue;
      }
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, isTemplate(name) ? seededFile(data, seed) : data);
  }
}
