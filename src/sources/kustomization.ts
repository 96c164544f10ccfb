/**
 * What a kustomization file refers to, as kustomize reads it (sigs.k8s.io/kustomize/api/types
 * Kustomization): the directories it builds on (resources, bases, components) and the files it
 * reads (patches, generator inputs, transformer configs). Remote references (URLs, `github.com/…`,
 * `?ref=`) are left out: they are not part of the checked tree.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isObject } from '../core/fields.ts';
import { parseYamlSource } from '../load/yaml.ts';

/** The file names kustomize looks for in a directory (konfig.RecognizedKustomizationFileNames). */
export const KUSTOMIZATION_FILE_NAMES: readonly string[] = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

export interface KustomizationRefs {
  /** Absolute paths named by resources, bases and components (files or directories). */
  readonly builds: readonly string[];
  /** Absolute paths of the other files it reads. */
  readonly reads: readonly string[];
  /** `kind: Component`: built only as part of another kustomization. */
  readonly isComponent: boolean;
  /**
   * `helmCharts:` entries and HelmChartInflationGenerators (inflating any needs kustomize's `--enable-helm`): each chart's folder,
   * absolute, and its `repo`, from which kustomize pulls it into that folder when it is missing.
   */
  readonly helmCharts: readonly { readonly name: string; readonly dir: string; readonly repo: string | undefined }[];
  /**
   * Remote references kustomize fetches over the network: resources, bases, components, `openapi.path`, `helmCharts` repositories,
   * generator files, patch and replacement files.
   */
  readonly remotes: readonly string[];
}

const isObj = isObject;

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
}

/** A kustomize remote target: a URL, an scp-like git address or a `github.com/` path. */
export function isRemote(ref: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) || /^[\w.-]+@[\w.-]+:/.test(ref) || /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(ref) || ref.includes('?ref=')
  );
}

/**
 * An inline patch, generator, transformer or validator (YAML objects in a string) rather than a
 * file name, as kustomize tells them apart: it first reads the string as resources and takes it
 * for a path when that fails (api/internal/builtins/PatchStrategicMergeTransformer.go
 * loadFromPaths; api/internal/target/kusttarget.go configureExternalGenerators and
 * configureExternalTransformers; api/resource/factory.go RNodesFromBytes). So `kind-patch.yaml`,
 * a YAML string and no object, is a file, however it starts. A string of objects without the kind
 * or name kustomize requires (kyaml GetValidatedMetadata) fails both ways; with a line break it is
 * no file name either: both are inline here. `resources`, `bases` and `components` entries are
 * never inline (kusttarget.go accumulateResources: a file, else a directory).
 */
function isInline(entry: string): boolean {
  if (entry.includes('\n')) return true;
  const parsed = parseYamlSource({ path: entry, text: entry });
  return !parsed.diagnostics.some((d) => d.severity === 'error') && parsed.documents.length > 0 && parsed.documents.every((d) => isObj(d.value));
}

/** `key=path` or `path` in a generator's files list. */
function generatorFile(entry: string): string {
  const eq = entry.indexOf('=');
  return eq >= 0 ? entry.slice(eq + 1) : entry;
}

/** The paths of one parsed kustomization file in `dir` (absolute). */
export function kustomizationRefs(value: unknown, dir: string): KustomizationRefs {
  const k = isObj(value) ? value : {};
  const local = (list: readonly string[]): string[] => list.filter((p) => p !== '' && !isRemote(p)).map((p) => path.resolve(dir, p));
  /** Entries kustomize reads as inline YAML when they parse as objects (isInline), else as paths. */
  const files = (list: readonly string[]): string[] => local(list.filter((p) => !isInline(p)));
  const builds = local([...strings(k['resources']), ...strings(k['bases']), ...strings(k['components'])]);
  const reads: string[] = [];
  const objPaths = (list: unknown): string[] => (Array.isArray(list) ? list.filter(isObj).flatMap((e) => strings(e['path'])) : []);
  reads.push(...files(strings(k['patchesStrategicMerge'])));
  reads.push(...local([...objPaths(k['patches']), ...objPaths(k['patchesJson6902']), ...objPaths(k['replacements'])]));
  const generators = ['configMapGenerator', 'secretGenerator'].flatMap((field) => (Array.isArray(k[field]) ? (k[field] as unknown[]).filter(isObj) : []));
  for (const g of generators) reads.push(...local([...strings(g['files']).map(generatorFile), ...strings(g['envs']), ...strings(g['env'])]));
  for (const field of ['generators', 'transformers', 'validators']) reads.push(...files(strings(k[field])));
  for (const field of ['configurations', 'crds']) reads.push(...local(strings(k[field])));
  if (isObj(k['openapi'])) reads.push(...local(strings(k['openapi']['path'])));
  const chartHome = (isObj(k['helmGlobals']) ? strings(k['helmGlobals']['chartHome'])[0] : undefined) ?? 'charts';
  // A chart is inflated from `helmCharts:` or by a HelmChartInflationGenerator that `generators:`
  // names (a file or inline YAML), which may set its own chartHome.
  const charts = [
    ...(Array.isArray(k['helmCharts']) ? (k['helmCharts'] as unknown[]).filter(isObj) : []).map((c) => ({ c, home: chartHome })),
    ...strings(k['generators'])
      .filter((g) => !isRemote(g))
      .flatMap((g) => generatorConfigs(g, dir))
      .filter((c) => c['kind'] === 'HelmChartInflationGenerator')
      .map((c) => ({ c, home: strings(c['chartHome'])[0] ?? chartHome })),
  ];
  for (const { c } of charts) reads.push(...local(strings(c['valuesFile'])), ...local(strings(c['additionalValuesFiles'])));
  const remotes = [
    ...strings(k['resources']),
    ...strings(k['bases']),
    ...strings(k['components']),
    ...(isObj(k['openapi']) ? strings(k['openapi']['path']) : []),
    ...charts.flatMap(({ c }) => strings(c['repo'])),
    // A generator's file or a patch may be a URL too, which kustomize's loader fetches ("loading KV pairs: file sources",
    // "failed to get the patch file from path(https://…)").
    ...generators.flatMap((g) => strings(g['files']).map(generatorFile)),
    ...strings(k['patchesStrategicMerge']),
    ...objPaths(k['patches']),
    ...objPaths(k['patchesJson6902']),
    ...objPaths(k['replacements']),
  ].filter((p) => isRemote(p) && !isInline(p));
  // A chart with both a repo and a version lives in `<name>-<version>/<name>`, any other in `<name>`
  // (kustomize api/internal/builtins/HelmChartInflationGenerator.go absChartHome).
  const helmCharts = charts.flatMap(({ c, home }) => {
    const name = strings(c['name'])[0];
    if (name === undefined) return [];
    const repo = strings(c['repo']).find((r) => r !== '');
    const version = strings(c['version']).find((v) => v !== '');
    const folder = repo !== undefined && version !== undefined ? path.join(home, `${name}-${version}`, name) : path.join(home, name);
    return [{ name, dir: path.resolve(dir, folder), repo }];
  });
  return { builds, reads, isComponent: k['kind'] === 'Component', helmCharts, remotes };
}

/** The configs a `generators:` entry holds: the documents of the file it names, or of its inline YAML. */
function generatorConfigs(entry: string, dir: string): Record<string, unknown>[] {
  let text = entry;
  if (!isInline(entry)) {
    try {
      text = readFileSync(path.resolve(dir, entry), 'utf8');
    } catch {
      return [];
    }
  }
  return parseYamlSource({ path: entry, text })
    .documents.map((d) => d.value)
    .filter(isObj);
}

/** The kustomization file in `dir`, if it has one. */
export function kustomizationFileIn(dir: string): string | undefined {
  return KUSTOMIZATION_FILE_NAMES.map((n) => path.join(dir, n)).find((f) => existsSync(f));
}

/** The kustomization file in `dir`, or where kustomize would first look for one: where a finding on the root points. */
export function kustomizationFileOf(dir: string): string {
  return kustomizationFileIn(dir) ?? path.join(dir, KUSTOMIZATION_FILE_NAMES[0]!);
}

/** A kustomization file's value; undefined when it cannot be read. */
export function readKustomization(file: string): unknown {
  try {
    return parseYamlSource({ path: file, text: readFileSync(file, 'utf8') }).documents[0]?.value;
  } catch {
    return undefined;
  }
}

/**
 * The refs of the root in `dir` and of every local kustomization it builds on, in the order
 * kustomize meets them. `parse` reads a kustomization file's value.
 */
export function kustomizationTree(dir: string, parse: (file: string) => unknown): KustomizationRefs[] {
  const out: KustomizationRefs[] = [];
  const seen = new Set<string>();
  const visit = (d: string): void => {
    if (seen.has(d) || seen.size > 1000) return;
    seen.add(d);
    const file = kustomizationFileIn(d);
    if (file === undefined) return;
    const refs = kustomizationRefs(parse(file), d);
    out.push(refs);
    for (const b of refs.builds) visit(b);
  };
  visit(dir);
  return out;
}

/** The remote references of a root's tree (kustomizationTree), each once. */
export function remoteReferences(tree: readonly KustomizationRefs[]): string[] {
  return [...new Set(tree.flatMap((refs) => refs.remotes))];
}
