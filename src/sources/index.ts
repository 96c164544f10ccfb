/**
 * Reads the checked paths as the cluster would see them: plain manifests, plus what the
 * repository's Kustomize roots, Helm charts and GitOps objects render, grouped by cluster.
 */
import { hookAnnotation, hookStays } from './hooks.ts';
import { existsSync } from 'node:fs';
import { namesAKind, writesAKind } from './names-a-kind.ts';
import path from 'node:path';
import { kustomizationFileOf } from './kustomization.ts';
import { pushAll, someNamed } from '../core/arrays.ts';
import { matchesGlob } from '../core/glob.ts';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import type { SourceFile } from '../core/source.ts';
import { discoverFiles, discoverOtherSources, discoverRootMarkers, displayPath } from '../io/discover.ts';
import { OTHER_LANGUAGE_EXTENSIONS, otherLanguageFindings } from './other-languages.ts';
import { readSourceFiles, readSourceStream } from '../io/read.ts';
import { inside } from '../io/tree-walk.ts';
import { parseSource, type LoadedDocument } from '../load/index.ts';
import { assignClusters, fluxClusterLayout, type ClusterFolders } from './clusters.ts';
import { collectRenders, viaText, type CollectedRender, type RenderedSource } from './collect.ts';
import { fileRole, findRoots } from './roots.ts';
import type { RenderedFrom } from './coverage.ts';
import { materializeGenerateName } from './generate-name.ts';
import { helmSourceDocuments } from './piped-helm.ts';
import { operandsThroughRoots } from './operands.ts';
import { otherClusterFindings } from './other-cluster.ts';
import { testAssertFiles } from './test-asserts.ts';
import { rootRenders, type RootRender } from './root-files.ts';
import type { RenderRequest, RenderSettings } from './types.ts';
import type { UnrenderedApplication } from '../model/not-simulated.ts';

export interface RepositoryOptions {
  readonly cwd: string;
  readonly stdin: NodeJS.ReadableStream;
  readonly settings: RenderSettings;
  /** Globs relative to `base`: never read. */
  readonly exclude: readonly string[];
  /** Folder that `exclude`, cluster paths and chart paths are relative to (the config file's). */
  readonly base: string;
  /** Keep Helm hooks and tests (`helm.sh/hook`) in the cluster (config helmHooks); default: left out. */
  readonly helmHooks?: boolean;
  /** Config `clusters:`, folders relative to `base`; undefined: Flux's layout, if any. */
  readonly clusters?: readonly { readonly name: string; readonly paths: readonly string[] }[];
  /** The checkout's git remote URLs (io/git-remotes.ts): a Flux GitRepository naming one is this repository. */
  readonly remotes?: readonly string[];
  /** The branches the checkout follows (io/git-revision.ts): an Argo CD source at another revision is other content. */
  readonly branches?: readonly string[];
  /** `cwd` holds a commit's tree (--base REF's export): every file is tracked, so .gitignore excludes none. */
  readonly allTracked?: boolean;
  /** The run's configuration file (absolute): found in a checked folder, it is not read as input. */
  readonly configFile?: string;
}

export interface Repository {
  /** Plain files read (for diffs against a base revision). */
  readonly sources: readonly SourceFile[];
  /**
   * One entry per cluster; a single entry named undefined when the repository has no clusters.
   * `paths`: what to check for that cluster alone (its folders and the folders its GitOps objects
   * render), relative to the working directory.
   */
  readonly clusters: readonly { readonly name: string | undefined; readonly documents: readonly LoadedDocument[]; readonly paths?: readonly string[] }[];
  readonly diagnostics: readonly Diagnostic[];
  readonly rendered: readonly RenderedSource[];
  /** GitOps objects whose source was not rendered. */
  readonly unrendered: readonly LoadedDocument[];
  /** Of the ApplicationSets among them, the Applications they made that were not rendered. */
  readonly unrenderedApplications: ReadonlyMap<LoadedDocument, readonly UnrenderedApplication[]>;
  /** Helm hooks and tests left out of the cluster. */
  readonly helmHooks: readonly LoadedDocument[];
  /** Renders run (a repository of renders that all failed still has a report). */
  readonly renderCount: number;
  /** Each rendered document's render. */
  readonly renderOrigins: ReadonlyMap<LoadedDocument, RenderedFrom>;
  /** The Kustomize roots and Helm charts rendered, or not (diff mode: a change to a file of one not rendered is not checked). */
  readonly rootRenders: readonly RootRender[];
}

export async function readRepository(paths: readonly string[], options: RepositoryOptions): Promise<Repository> {
  const { cwd } = options;
  const discovery = { allTracked: options.allTracked === true };
  const display = (absolute: string): string => (absolute === cwd ? '.' : displayPath(absolute, cwd));
  const excluded = (absolute: string): boolean => {
    const rel = path.relative(options.base, absolute).split(path.sep).join('/');
    return options.exclude.some((g) => matchesGlob(rel, g));
  };
  const sources: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const plain: LoadedDocument[] = [];
  if (paths.includes('-')) {
    const read = await readSourceStream(options.stdin, '<stdin>');
    pushAll(diagnostics, read.diagnostics);
    for (const source of read.sources) {
      sources.push(source);
      const parsed = parseSource(source, options.settings.bounds);
      pushAll(diagnostics, parsed.diagnostics);
      pushAll(plain, helmSourceDocuments(source, parsed.documents, cwd));
    }
  }
  // Files named on the command line inside a root: checked through it, or alone if it does not list them.
  const {
    patterns,
    named,
    diagnostics: operandFindings,
  } = await operandsThroughRoots(
    paths.filter((p) => p !== '-'),
    cwd,
    discovery,
  );
  pushAll(diagnostics, operandFindings);
  const { directories, markers } = await discoverRootMarkers(patterns, cwd, discovery);
  const tree = {
    cwd,
    directories,
    markers: markers.filter((m) => !excluded(m)),
    settings: commandsFromConfig(options),
    chartOptions: chartOptions(options),
    remotes: options.remotes ?? [],
    branches: options.branches ?? [],
  };
  const roots = findRoots(tree, display);
  const unlisted = new Map<string, string[]>();
  if (patterns.length > 0) {
    const found = await discoverFiles(patterns, cwd, discovery);
    pushAll(diagnostics, found.diagnostics);
    const files = found.files.filter((f) => {
      const absolute = path.resolve(cwd, f);
      if (excluded(absolute)) return false;
      if (patterns.includes(f)) return true;
      // `--config nodes.yaml` in the folder checked: the run's settings, not a manifest.
      if (absolute === options.configFile) return false;
      const role = fileRole(absolute, roots);
      if (role.role !== 'unlisted') return role.role === 'plain';
      if (named.has(absolute)) return true;
      const list = unlisted.get(role.root);
      if (list === undefined) unlisted.set(role.root, [absolute]);
      else list.push(absolute);
      return false;
    });
    const read = await readSourceFiles(files, cwd);
    pushAll(sources, read.sources);
    pushAll(diagnostics, read.diagnostics);
    const parsed = read.sources.map((source) => ({ source, ...parseSource(source, options.settings.bounds) }));
    const asserts = testAssertFiles(parsed.map((p) => ({ path: p.source.path, values: p.documents.map((d) => d.value) })));
    for (const { source, documents, diagnostics: found } of parsed) {
      if (asserts.has(source.path)) {
        diagnostics.push(testAssertNote(source));
        continue;
      }
      pushAll(diagnostics, notKubernetes(source, documents, found));
      pushAll(plain, documents);
    }
  }
  const collected = await collectRenders(tree, roots, plain, display);
  pushAll(diagnostics, collected.diagnostics);
  // Clusters the configuration names are the user's mapping; without them, say what is simulated together.
  if (options.clusters === undefined) pushAll(diagnostics, otherClusterFindings(collected.renders.flatMap((r) => r.vias)));
  // A patch file an Application names (kustomize.patches[].path) is read by its render; so is a
  // file in a folder a GitOps object renders as it is (a Flux path without a kustomization, an
  // Argo CD directory source), though the root above that folder does not list it; a file in a
  // folder a GitOps object takes (built by a plugin, or by no one: a Kustomization the API server
  // refuses) is that object's finding.
  const patchFiles = new Set(collected.renders.flatMap((r) => (r.output.request.patches ?? []).flatMap((p) => ('path' in p ? [p.path] : []))));
  const renderedFolders = collected.renders
    .map((r) => r.output.request)
    .filter((q) => q.generated === true || q.kind === 'directory')
    .map((q) => ({ dir: q.dir, recurse: q.generated === true || q.recurse === true }));
  const renderedAsFolder = (f: string): boolean => renderedFolders.some(({ dir, recurse }) => (recurse ? inside(f, dir) : path.dirname(f) === dir));
  for (const [root, list] of unlisted) {
    const left = list.filter((f) => !patchFiles.has(f) && !renderedAsFolder(f) && !collected.claimed({ file: display(f) }));
    if (left.length === 0) unlisted.delete(root);
    else unlisted.set(root, left);
  }
  pushAll(diagnostics, unlistedFindings(unlisted, display));
  // Dhall, Jsonnet and CUE are not evaluated: each folder of them says so, unless an Argo CD directory source already does.
  const argoFolders = collected.renders.map((r) => r.output.request).filter((q) => q.kind === 'directory');
  const others = (await discoverOtherSources(patterns, cwd, OTHER_LANGUAGE_EXTENSIONS, discovery)).filter((f) => !excluded(f));
  const top = path.relative(options.base, cwd).startsWith('..') ? cwd : options.base;
  pushAll(
    diagnostics,
    otherLanguageFindings(others, {
      display,
      top,
      covered: (f) => argoFolders.some((q) => (q.recurse === true ? inside(f, q.dir) : path.dirname(f) === q.dir)),
    }),
  );
  const hooks: LoadedDocument[] = [];
  const isHook = (d: LoadedDocument): boolean => {
    if (options.helmHooks === true || hookAnnotation(d.value) === undefined || hookStays(d.value)) return false;
    hooks.push(d);
    return true;
  };
  for (const r of collected.renders) (r.output as { documents: readonly LoadedDocument[] }).documents = r.output.documents.filter((d) => !isHook(d));
  const kept = plain.filter((d) => !collected.claimed(d) && !isHook(d));
  // The layout is read from every plain file, also those a self-syncing Flux Kustomization renders again, and the renders.
  const folders = clusterFolders(options, directories, plain, collected.renders);
  const clusters =
    folders.length === 0
      ? [{ name: undefined, documents: [...kept, ...collected.renders.flatMap((r) => r.output.documents)] }]
      : withPaths([...assignClusters(folders, kept, collected.renders, cwd)], folders, collected.renders, display);
  for (const c of clusters) for (const d of c.documents) materializeGenerateName(d.value);
  const renderOrigins = new Map<LoadedDocument, RenderedFrom>();
  for (const r of collected.renders) {
    const via = viaText(r.vias);
    const from: RenderedFrom = { kind: r.output.request.kind, path: display(r.output.request.dir), ...(via !== '' ? { via } : {}) };
    for (const d of r.output.documents) renderOrigins.set(d, from);
  }
  return {
    sources,
    clusters,
    diagnostics,
    rendered: collected.rendered,
    unrendered: collected.unrendered,
    unrenderedApplications: collected.unrenderedApplications,
    renderOrigins,
    renderCount: collected.renders.length,
    helmHooks: hooks,
    rootRenders: rootRenders(collected.renders.map((r) => r.output)),
  };
}

/** A duplicate key: YAML and kubectl refuse it, Helm reads a values file with one last-wins (sigs.k8s.io/yaml). */
const isDuplicateKey = (d: Diagnostic): boolean => d.ruleId === 'input/yaml-syntax' && /^map keys must be unique/i.test(d.message);

/**
 * One note per Kustomize root whose folder holds manifest files it does not list: no render
 * reads them, so they are not checked (a file forgotten in `resources`, or kept as an example).
 */
function unlistedFindings(unlisted: ReadonlyMap<string, readonly string[]>, display: (absolute: string) => string): Diagnostic[] {
  return [...unlisted]
    .map(([root, files]): [string, string[]] => [root, files.filter(namesAKind)])
    .filter(([, files]) => files.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([root, absolute]) => {
      const files = absolute.map((f) => path.relative(root, f).split(path.sep).join('/')).sort();
      const chart = existsSync(path.join(root, 'Chart.yaml'));
      const rootFile = chart ? path.join(root, 'Chart.yaml') : kustomizationFileOf(root);
      const one = files.length === 1;
      const shown = someNamed(files);
      const counted = one ? 'a manifest file' : `${files.length} manifest files`;
      const notChecked = `no render reads ${one ? 'it' : 'them'}, so ${one ? 'it is' : 'they are'} not checked`;
      return {
        ruleId: 'coverage/unlisted',
        severity: 'info' as const,
        message: chart
          ? `Helm chart ${JSON.stringify(display(root))} holds ${counted} outside templates/ (${shown}): helm does not render ${one ? 'it' : 'them'}, so ${one ? 'it is' : 'they are'} not checked; name a file or folder on the command line to check it alone`
          : `Kustomize root ${JSON.stringify(display(root))} does not list ${counted} in its folder (${shown}): ${notChecked}; list ${one ? 'it' : 'them'} in the kustomization, or name a file on the command line to check it alone`,
        file: display(rootFile),
        range: START_OF_FILE,
      };
    });
}

function clusterFolders(
  options: RepositoryOptions,
  directories: readonly string[],
  plain: readonly LoadedDocument[],
  renders: readonly CollectedRender[],
): ClusterFolders[] {
  if (options.clusters !== undefined) return options.clusters.map((c) => ({ name: c.name, dirs: c.paths.map((p) => path.resolve(options.base, p)) }));
  return fluxClusterLayout(directories, plain, renders, options.cwd);
}

/**
 * Each cluster's paths to check it alone: its folders and the folders of the renders its objects
 * come from (a Flux Kustomization's `apps/production`), none inside another.
 */
function withPaths(
  assigned: readonly [string, LoadedDocument[]][],
  folders: readonly ClusterFolders[],
  renders: readonly CollectedRender[],
  display: (absolute: string) => string,
): { name: string; documents: LoadedDocument[]; paths: string[] }[] {
  return assigned.map(([name, documents]) => {
    const mine = new Set(documents);
    const dirs = [
      ...(folders.find((f) => f.name === name)?.dirs ?? []),
      ...renders.filter((r) => r.output.documents.some((d) => mine.has(d))).map((r) => r.output.request.dir),
    ];
    const outermost = [...new Set(dirs)].filter((d, _, all) => !all.some((o) => o !== d && inside(d, o))).sort();
    return { name, documents, paths: outermost.map(display) };
  });
}

/** A renderer command written as a path (`./bin/helm`) is relative to the config file; a bare name is looked up on PATH. */
function commandsFromConfig(options: RepositoryOptions): RenderSettings {
  const resolve = (command: string | undefined): string | undefined =>
    command !== undefined && command.includes('/') ? path.resolve(options.base, command) : command;
  const s = options.settings;
  const out: { -readonly [K in keyof RenderSettings]: RenderSettings[K] } = { ...s };
  for (const key of ['kustomize', 'kubectl', 'helm'] as const) {
    const resolved = resolve(s[key]);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}

function chartOptions(options: RepositoryOptions): Map<string, Partial<RenderRequest>> {
  const out = new Map<string, Partial<RenderRequest>>();
  for (const c of options.settings.charts ?? []) {
    out.set(path.resolve(options.base, c.path), {
      ...(c.releaseName !== undefined ? { releaseName: c.releaseName } : {}),
      ...(c.namespace !== undefined ? { namespace: c.namespace } : {}),
      ...(c.valuesFiles !== undefined ? { valuesFiles: c.valuesFiles.map((f) => path.resolve(options.base, f)) } : {}),
      ...(c.values !== undefined ? { values: [c.values] } : {}),
    });
  }
  return out;
}

/** An end-to-end test's assertion file (test-asserts.ts): one `input/not-kubernetes` info. */
function testAssertNote(source: SourceFile): Diagnostic {
  return {
    ruleId: 'input/not-kubernetes',
    severity: 'info',
    message: "file is an end-to-end test's assertion (kuttl, Chainsaw): partial objects it compares the cluster with, not manifests; it is not checked",
    file: source.path,
    range: START_OF_FILE,
  };
}

/**
 * A file with no Kubernetes object in it (CI or Ansible YAML, a values file, a file of custom
 * tags) is not a manifest: one `input/not-kubernetes` info, its warnings folded in. Errors stay, and
 * so does a template the loader named (`input/not-rendered`: load/yaml-template.ts); but duplicate
 * keys in a file that writes no apiVersion and kind (a values file `helm -f` reads) are folded in too.
 */
function notKubernetes(source: SourceFile, documents: readonly LoadedDocument[], diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const isObject = documents.some((d) => {
    const v = d.value as { apiVersion?: unknown; kind?: unknown };
    return typeof v.apiVersion === 'string' && typeof v.kind === 'string';
  });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const valuesFile = errors.length > 0 && errors.every(isDuplicateKey) && !writesAKind(source.text);
  if (isObject || (errors.length > 0 && !valuesFile) || diagnostics.some((d) => d.ruleId === 'input/not-rendered')) return [...diagnostics];
  return [
    {
      ruleId: 'input/not-kubernetes',
      severity: 'info',
      message: 'file holds no Kubernetes object (a mapping with apiVersion and kind); it is not checked',
      file: source.path,
      range: START_OF_FILE,
    },
  ];
}
