/**
 * The Kustomize roots and Helm charts of a checked tree, which of them are bases, components,
 * library charts or charts rendered only through another, and each file's role: read through a
 * render, read as a plain manifest, or left out by a root that does not list it.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { parseYamlSource } from '../load/yaml.ts';
import { chartFileReader } from './chart-files.ts';
import { localDependencyDirs } from './chart-dependencies.ts';
import { KUSTOMIZATION_FILE_NAMES, kustomizationRefs, type KustomizationRefs } from './kustomization.ts';
import { chartRenders, someChartRenders } from './operands.ts';
import type { SourceTree } from './collect.ts';

/** Whether `file` is `dir` or lies under it (absolute paths; string prefixes, as on a hot path of files × roots). */
export const isUnder = (file: string, dir: string): boolean => file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);

export interface Roots {
  readonly kustomize: ReadonlySet<string>;
  readonly charts: ReadonlySet<string>;
  /** Library charts (`type: library`): helm will not install one; its templates are read by the charts that depend on it. */
  readonly libraryCharts: ReadonlySet<string>;
  /** Roots built on by another kustomization (and components): never rendered alone. */
  readonly bases: ReadonlySet<string>;
  /** Charts in another chart's folder that a chart depends on (`file://`, directly or through another): helm renders them through it. */
  readonly subcharts: ReadonlySet<string>;
  /** Files a kustomization names (resources, patches, generator inputs, …), inside root folders or not. */
  readonly referencedFiles: ReadonlySet<string>;
  /** Roots whose kustomization was read, so what they list is known. */
  readonly listing: ReadonlySet<string>;
  /** The roots each root builds on (resources, bases, components that are roots). */
  readonly buildsOn: ReadonlyMap<string, readonly string[]>;
  /** Components (`kind: Component`): built only as part of another kustomization. */
  readonly components: ReadonlySet<string>;
  /** Charts a kustomization's `helmCharts` inflates or another chart depends on (`file://`): rendered through it, never alone. */
  readonly inflated: ReadonlySet<string>;
  /**
   * Charts whose folder is a Kustomize root too. Argo CD's discovery takes such a folder for
   * Kustomize (util/app/discovery/discovery.go Discover walks its files in lexical order and the
   * last match wins: a kustomization sorts after Chart.yaml), so on its own it is rendered once, so.
   */
  readonly chartsUnderKustomize: ReadonlySet<string>;
  /** The charts each chart depends on (`file://`). */
  readonly chartDependencies: ReadonlyMap<string, readonly string[]>;
  /** The charts each root's `helmCharts` inflates. */
  readonly helmChartsOf: ReadonlyMap<string, readonly string[]>;
  /** Whether a template of the chart in the first folder reads the file (`.Files.Get`, chart-files.ts). */
  readonly chartReads: (chart: string, file: string) => boolean;
  readonly diagnostics: readonly Diagnostic[];
}

/** The roots and charts of the tree, and which roots are bases. */
export function findRoots(tree: SourceTree, display: (a: string) => string): Roots {
  const kustomize = new Set<string>();
  const charts = new Set<string>();
  const libraryCharts = new Set<string>();
  const bases = new Set<string>();
  const referencedFiles = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const refs = new Map<string, KustomizationRefs>();
  for (const marker of [...tree.markers].sort()) {
    const dir = path.dirname(marker);
    if (path.basename(marker) === 'Chart.yaml') {
      (isLibraryChart(marker) ? libraryCharts : charts).add(dir);
      continue;
    }
    if (kustomize.has(dir)) continue;
    kustomize.add(dir);
    let text: string;
    try {
      text = readFileSync(marker, 'utf8');
    } catch {
      continue;
    }
    const parsed = parseYamlSource({ path: display(marker), text });
    if (parsed.diagnostics.some((d) => d.severity === 'error')) {
      diagnostics.push(...parsed.diagnostics.filter((d) => d.severity === 'error'));
      continue;
    }
    // A kustomization that is a template lists nothing yet: its render says so (templated-root.ts).
    if (parsed.diagnostics.some((d) => d.ruleId === 'input/not-rendered')) continue;
    refs.set(dir, kustomizationRefs(parsed.documents[0]?.value, dir));
  }
  for (const [dir, r] of refs) {
    if (r.isComponent) bases.add(dir);
    for (const target of r.builds) {
      if (kustomize.has(target)) bases.add(target);
      else referencedFiles.add(target);
    }
    for (const read of r.reads) referencedFiles.add(read);
  }
  // A chart inside another chart's folder is a subchart; a root in what helm renders of a chart belongs to it.
  const nested = [...charts].filter((c) => [...charts].some((o) => o !== c && isUnder(c, o)));
  for (const c of nested) charts.delete(c);
  const subcharts = dependedOn(charts, new Set(nested));
  for (const k of kustomize) if (someChartRenders(charts, k)) bases.add(k);
  for (const lib of [...libraryCharts].sort()) {
    if ([...charts].some((c) => isUnder(lib, c))) continue; // a vendored dependency of a chart
    diagnostics.push({
      ruleId: 'input/not-rendered',
      severity: 'info',
      message: `Helm chart ${JSON.stringify(display(lib))} is a library chart (type: library), which helm does not install: it is checked through the charts that depend on it`,
      file: display(path.join(lib, 'Chart.yaml')),
      range: START_OF_FILE,
    });
  }
  const buildsOn = new Map([...refs].map(([dir, r]) => [dir, r.builds.filter((b) => kustomize.has(b))]));
  const components = new Set([...refs].filter(([, r]) => r.isComponent).map(([dir]) => dir));
  // Charts another renders: a kustomization's helmCharts, a chart's file:// dependencies.
  const helmChartsOf = new Map([...refs].map(([dir, r]) => [dir, r.helmCharts.map((c) => c.dir).filter((d) => charts.has(d))]));
  const chartDependencies = new Map([...charts].map((c) => [c, localDependencyDirs(c).filter((d) => charts.has(d))]));
  const inflated = new Set([...helmChartsOf.values(), ...chartDependencies.values()].flat());
  const readers = new Map<string, (file: string) => boolean>();
  const chartReads = (chart: string, file: string): boolean => {
    let reads = readers.get(chart);
    if (reads === undefined) readers.set(chart, (reads = chartFileReader(chart)));
    return reads(file);
  };
  return {
    kustomize,
    charts,
    chartsUnderKustomize: new Set([...charts].filter((c) => kustomize.has(c))),
    libraryCharts,
    bases,
    referencedFiles,
    subcharts,
    listing: new Set(refs.keys()),
    buildsOn,
    components,
    inflated,
    chartDependencies,
    helmChartsOf,
    chartReads,
    diagnostics,
  };
}

/**
 * The `nested` charts that `charts` depend on through `file://` dependencies, and those these
 * depend on: `helm dependency build` packs each into its parent's charts/, and helm renders its
 * templates as the parent's subchart (helm pkg/downloader manager.go tarFromLocalDir).
 */
function dependedOn(charts: ReadonlySet<string>, nested: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const visit = (chart: string): void => {
    for (const dir of localDependencyDirs(chart)) {
      if (!nested.has(dir) || reached.has(dir)) continue;
      reached.add(dir);
      visit(dir);
    }
  };
  for (const chart of charts) visit(chart);
  return reached;
}

/** A Chart.yaml with `type: library` (helm template refuses it: "library charts are not installable"). */
function isLibraryChart(chartFile: string): boolean {
  try {
    return /^type:[ \t]*["']?library["']?[ \t]*(?:#.*)?$/m.test(readFileSync(chartFile, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * What becomes of a file found in the checked tree:
 *  - `render`: a render reads it (a chart's file, a kustomization, a file a kustomization names);
 *  - `unlisted`: it lies in a Kustomize root's folder, and that root does not list it: kustomize,
 *    Flux and Argo CD never apply it (the root is the unit they apply); or in a chart's folder
 *    outside what helm renders (examples/, ci/);
 *  - `plain`: a manifest of its own.
 * A root whose kustomization could not be read keeps every file of its folder.
 */
export function fileRole(file: string, roots: Roots): { readonly role: 'render' | 'plain' } | { readonly role: 'unlisted'; readonly root: string } {
  if (roots.referencedFiles.has(file)) return { role: 'render' };
  let root: string | undefined;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    // A subchart in its parent's folder is read as helm reads a chart: its parent renders it.
    if (roots.charts.has(dir) || roots.libraryCharts.has(dir) || roots.subcharts.has(dir)) {
      // A Kustomize root beside a chart's templates (examples/) is one of its own.
      if (root !== undefined) break;
      // helm reads the chart's own files, templates/, crds/ and charts/, and what a template reads (.Files); not examples/, ci/ or tests/.
      return chartRenders(dir, file) || roots.chartReads(dir, file) ? { role: 'render' } : { role: 'unlisted', root: dir };
    }
    if (root === undefined && roots.kustomize.has(dir)) root = dir;
    if (path.dirname(dir) === dir) break;
  }
  if (root === undefined) return { role: 'plain' };
  if (!roots.listing.has(root) || (path.dirname(file) === root && KUSTOMIZATION_FILE_NAMES.includes(path.basename(file)))) return { role: 'render' };
  return { role: 'unlisted', root };
}

/** A render and every GitOps object that asked for it (none: a root rendered on its own). */
