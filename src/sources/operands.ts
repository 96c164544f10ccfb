/**
 * The PATH operands of a check, as the sources that render them. A chart's template, a
 * Kustomize patch, the folder holding them or a glob matching them is no manifest of its own:
 * helm and kustomize read it as part of the chart or root around it, so that chart or root is
 * checked instead (a template parsed alone is Go template text, a patch a partial object). Files
 * a chart never renders (examples/, ci/ beside templates/) stay files of their own.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { discoverFiles, isGlob, type DiscoveryOptions } from '../io/discover.ts';
import { inside, repositoryBoundary } from '../io/tree-walk.ts';
import { parseYamlSource } from '../load/yaml.ts';
import { KUSTOMIZATION_FILE_NAMES, kustomizationFileIn, kustomizationRefs } from './kustomization.ts';

export interface Operands {
  /** Files, folders and globs to read, relative to cwd: a root in place of what lies in it. */
  readonly patterns: readonly string[];
  /** Absolute files the user named (or a named folder or glob holds) inside a root: checked through it, or alone if it does not list them. */
  readonly named: ReadonlySet<string>;
  readonly diagnostics: readonly Diagnostic[];
}

export async function operandsThroughRoots(operands: readonly string[], cwd: string, discovery: DiscoveryOptions = {}): Promise<Operands> {
  const patterns: string[] = [];
  const named = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const add = (pattern: string): void => {
    if (!patterns.includes(pattern)) patterns.push(pattern);
  };
  const throughRoot = (absolute: string, isFile: boolean): string | undefined => {
    const root = enclosingRoot(isFile ? path.dirname(absolute) : absolute, absolute, isFile);
    return root === undefined || (!isFile && root === absolute) ? undefined : path.relative(cwd, root) || '.';
  };
  for (const operand of operands) {
    const absolute = path.resolve(cwd, operand);
    const kind = pathKind(absolute);
    if (kind === 'file' || kind === 'directory') {
      const root = throughRoot(absolute, kind === 'file');
      if (root === undefined) {
        add(operand);
        continue;
      }
      if (kind === 'file') {
        add(root);
        named.add(absolute);
        continue;
      }
      // A folder stands for a Kustomize root around it only when the root reads all of it (a
      // patches/ folder): `check clusters/prod` under a repository-wide kustomization stays that folder.
      const files = (await discoverFiles([operand], cwd, discovery)).files.map((f) => path.resolve(cwd, f));
      if (!existsSync(path.join(path.resolve(cwd, root), 'Chart.yaml')) && !readsAll(path.resolve(cwd, root), files)) {
        add(operand);
        continue;
      }
      add(root);
      for (const f of files) named.add(f);
      continue;
    }
    if (!isGlob(operand)) {
      add(operand); // missing: discovery says so
      continue;
    }
    // A glob stands for the files it matches, each through its root.
    const found = await discoverFiles([operand], cwd, discovery);
    if (found.files.length === 0) {
      add(operand);
      continue;
    }
    diagnostics.push(...found.diagnostics);
    for (const f of found.files) {
      const file = path.resolve(cwd, f);
      const root = throughRoot(file, true);
      if (root === undefined) add(f);
      else {
        add(root);
        named.add(file);
      }
    }
  }
  return { patterns, named, diagnostics };
}

/**
 * The chart or Kustomize root that reads `target` (a file or folder at or under `from`): the
 * nearest folder up from `from` holding a kustomization or a Chart.yaml, up to the repository's
 * git root (outside git, the filesystem's: an unpacked chart, `helm pull --untar`, has none); a
 * chart only when helm reads `target` (chartRenders).
 */
export function enclosingRoot(from: string, target: string, targetIsFile: boolean): string | undefined {
  const git = repositoryBoundary(from);
  const top = git !== from || existsSync(path.join(from, '.git')) ? git : path.parse(from).root;
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'Chart.yaml'))) return dir === target || chartRenders(dir, target, targetIsFile) ? dir : undefined;
    if (KUSTOMIZATION_FILE_NAMES.some((m) => existsSync(path.join(dir, m)))) return dir;
    if (dir === top || path.dirname(dir) === dir) return undefined;
  }
}

/** What helm reads of a chart beside its own files: templates, CRDs it installs first, vendored subcharts. */
const CHART_FOLDERS = ['templates', 'crds', 'charts'];

/** Whether helm reads `target` (a file, or a folder) when it installs the chart in `chart`. */
export function chartRenders(chart: string, target: string, isFile = true): boolean {
  return (isFile && path.dirname(target) === chart) || CHART_FOLDERS.some((f) => inside(target, path.join(chart, f)));
}

/**
 * Whether one of `charts` renders the folder `target` (chartRenders with isFile false; absolute,
 * normalized paths): a walk up from `target` to the root, each folder looked up once, where asking
 * each chart in turn costs roots × charts.
 */
export function someChartRenders(charts: ReadonlySet<string>, target: string): boolean {
  for (let dir = target; ; dir = path.dirname(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) return false;
    if (CHART_FOLDERS.includes(path.basename(dir)) && charts.has(parent)) return true;
  }
}

/** Whether the kustomization in `root` names each of `files` (as a resource, a patch, a generator's input). */
function readsAll(root: string, files: readonly string[]): boolean {
  const file = kustomizationFileIn(root);
  if (file === undefined || files.length === 0) return false;
  let refs;
  try {
    refs = kustomizationRefs(parseYamlSource({ path: file, text: readFileSync(file, 'utf8') }).documents[0]?.value, root);
  } catch {
    return false;
  }
  const named = new Set([...refs.builds, ...refs.reads]);
  return files.every((f) => named.has(f));
}

function pathKind(absolute: string): 'file' | 'directory' | undefined {
  try {
    const stats = statSync(absolute);
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
  } catch {
    return undefined;
  }
}
