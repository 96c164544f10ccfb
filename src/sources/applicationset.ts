/**
 * An Argo CD ApplicationSet's Applications, for the generators that need nothing but the
 * repository (applicationset/generators): `list` (its elements), `git` with `directories` (the
 * repository's folders that match a `path` and no `exclude: true` one, Go's path.Match;
 * repo_path_utils.go filterPaths) or `files` (each matching YAML or JSON file's objects), its
 * path parameters under its `pathParamPrefix` and its `values` rendered with them (git.go), and a
 * `matrix` of two or a `merge` of those, and `clusters` over the clusters the repository registers
 * (cluster-generator.ts). Their parameters fill `spec.template` as Argo CD does: by
 * default fasttemplate's `{{name}}` (path, path.basename, path.basenameNormalized, path[N]; an
 * unknown name stays as written); with `goTemplate: true` a Go template with its
 * `goTemplateOptions`, of which go-template.ts evaluates a subset; a `templatePatch` rendered
 * alike and merged over each Application. Any other generator, a generator's own `template`, or an
 * expression left unevaluated in what decides the render (or in the templatePatch) makes the
 * ApplicationSet not rendered, and says why (a Helm value file's path among them: one left as
 * written would be dropped by ignoreMissingValueFiles without a word).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unmarshalYaml } from '../load/read-values.ts';
import { arr, isObject, obj, str } from '../core/fields.ts';
import { argoGlob, escape, globClass } from './argo-glob.ts';
import { applicationSources } from './argo-sources.ts';
import { otherRepositoryText } from './git-repository.ts';
import { goTemplate as executeGoTemplate } from './go-template.ts';
import { sanitizeName } from './go-strings.ts';
import { GoTemplateError, GoTemplateUnsupported, type GoValue } from './go-value.ts';
import { applyTemplatePatch } from './template-patch.ts';
import { appendTemplatedValues, type RenderWith } from './git-generator-values.ts';
import { clusterParams } from './cluster-generator.ts';
import { matchesSelector } from '../model/labels.ts';
import { readLabelSelector } from './label-selector.ts';
import type { ClusterSecret } from './cluster-secrets.ts';

/** Folders listed at most (a repository of node_modules would be more). */
const MAX_FOLDERS = 20_000;
/** Applications one ApplicationSet may make here: far more than a real one, and a matrix of two long lists stays bounded. */
const MAX_APPLICATIONS = 10_000;
const tooMany = `it makes more than ${MAX_APPLICATIONS.toLocaleString('en-US')} Applications`;

export interface GeneratedApplication {
  readonly name: string;
  readonly spec: Readonly<Record<string, unknown>>;
}

type Params = Readonly<Record<string, unknown>>;

/** This repository as a generator reads it, and the ApplicationSet's goTemplateOptions (a git generator's values render with them). */
interface GeneratorRepository {
  readonly roots: readonly string[];
  readonly goTemplateOptions: readonly string[];
  readonly isOther: (repoURL: string) => boolean;
  /** Why a git generator's `revision` is not the checkout (argo-revision.ts), or undefined. */
  readonly otherRevision: (revision: unknown) => string | undefined;
  /** The cluster Secrets of Argo CD's namespace the repository holds. */
  readonly clusters: readonly ClusterSecret[];
  /** Where the clusters generators met are, filled as they are evaluated. */
  readonly clusterGenerators: At[];
}

/** What the Applications are made from besides the repository's folders (GeneratorRepository). */
export interface GeneratorInputs {
  readonly isOther?: (repoURL: string) => boolean;
  readonly otherRevision?: (revision: unknown) => string | undefined;
  readonly clusters?: readonly ClusterSecret[];
}

/** Where in the ApplicationSet a generator is. */
type At = readonly (string | number)[];

/** Why the Applications cannot be known here, and at which field when not the generators as a whole. */
type Unknown = { readonly why: string; readonly at?: At };

/**
 * The Applications `spec` makes, or why they cannot be known here. `roots`: where the repository's
 * folders are listed from, in order; `inputs.isOther`: whether a git generator's repoURL is another
 * repository; `inputs.otherRevision`: why its `revision` is not the checkout; `inputs.clusters`: the
 * cluster Secrets a clusters generator lists. `clustersAt`: its first clusters generator, whose
 * clusters registered outside the repository are unknown here.
 */
export function applicationSetApplications(
  spec: Readonly<Record<string, unknown>>,
  roots: readonly string[],
  inputs: GeneratorInputs = {},
): { apps: GeneratedApplication[]; clustersAt?: At } | Unknown {
  const options = arr(spec['goTemplateOptions']).filter((o): o is string => typeof o === 'string');
  const repo: GeneratorRepository = {
    roots,
    goTemplateOptions: options,
    isOther: inputs.isOther ?? (() => false),
    otherRevision: inputs.otherRevision ?? (() => undefined),
    clusters: inputs.clusters ?? [],
    clusterGenerators: [],
  };
  const patch = spec['templatePatch'];
  if (patch !== undefined && typeof patch !== 'string') return { why: 'its templatePatch is not a string, which Argo CD refuses' };
  const goTemplate = spec['goTemplate'] === true;
  const params: Params[] = [];
  for (const [i, g] of arr(spec['generators']).map(obj).entries()) {
    const made = generate(g, repo, goTemplate, 0, ['spec', 'generators', i]);
    if ('why' in made) return made;
    params.push(...made.params);
    if (params.length > MAX_APPLICATIONS) return { why: tooMany };
  }
  const template = obj(spec['template']);
  const apps: GeneratedApplication[] = [];
  for (const p of params) {
    const failed = new Map<string, string>();
    const render = (s: string): string => (goTemplate ? goRender(s, p, options, failed) : fastRender(s, p));
    let rendered = obj(renderValue(template, render));
    // template.go renderTemplatePatch: the patch rendered with the same parameters, then merged over the Application.
    if (patch !== undefined) {
      const text = render(patch);
      const why = failed.get(patch);
      if (why !== undefined) return { why: `its templatePatch is not evaluated here${why}` };
      const patched = applyTemplatePatch(rendered, text);
      if ('why' in patched) return patched;
      rendered = patched.app;
    }
    // What decides the render: the name, the sources' paths and Helm value files, the namespace
    // (helm values may hold "{{" of their own; a value file's path may not).
    const renderedSpec = obj(rendered['spec']);
    const sources = applicationSources(renderedSpec).map((l) => l.source);
    const valueFiles = sources.flatMap((s) => arr(obj(s['helm'])['valueFiles']));
    const unevaluated = findTemplate([
      obj(rendered['metadata'])['name'],
      obj(renderedSpec['destination'])['namespace'],
      ...sources.map((s) => s['path']),
      ...valueFiles,
    ]);
    if (unevaluated !== undefined) {
      const why = failed.get(unevaluated);
      return {
        why: `its template's ${JSON.stringify(unevaluated.length > 80 ? `${unevaluated.slice(0, 79)}…` : unevaluated)} is not evaluated here${why ?? ''}`,
      };
    }
    apps.push({ name: str(obj(rendered['metadata'])['name']) ?? '', spec: obj(rendered['spec']) });
  }
  const [clustersAt] = repo.clusterGenerators;
  return clustersAt === undefined ? { apps } : { apps, clustersAt };
}

type Generated = { readonly params: Params[] } | Unknown;

/** One generator's parameter sets: list, git, or a matrix of two of them (nested once at most, as Argo CD allows); its `selector` applied. */
function generate(g: Readonly<Record<string, unknown>>, repo: GeneratorRepository, goTemplate: boolean, depth: number, at: At): Generated {
  const kinds = Object.keys(g).filter((k) => k !== 'selector');
  const kind = kinds.length === 1 ? kinds[0]! : '';
  if (Object.keys(obj(obj(g[kind])['template'])).length > 0) return { why: `its ${kind} generator's own template is not evaluated` };
  let made: Generated;
  if (kind === 'list') made = listGenerator(obj(g['list']), goTemplate);
  else if (kind === 'git') made = gitGenerator(obj(g['git']), repo, goTemplate, [...at, 'git']);
  else if (kind === 'clusters') made = clustersGenerator(obj(g['clusters']), repo, goTemplate, [...at, 'clusters']);
  else if (kind === 'matrix' && depth < 2) made = matrixGenerator(obj(g['matrix']), repo, goTemplate, depth, [...at, 'matrix']);
  else if (kind === 'merge' && depth < 2) made = mergeGenerator(obj(g['merge']), repo, goTemplate, depth, [...at, 'merge']);
  else return { why: `its generator ${kinds.join(', ') || '(empty)'} is not evaluated` };
  if ('why' in made || g['selector'] === undefined) return made;
  return withSelector(made.params, obj(g['selector']));
}

function listGenerator(list: Readonly<Record<string, unknown>>, goTemplate: boolean): Generated {
  if (list['elementsYaml'] !== undefined) return { why: "its list generator's elementsYaml is not evaluated" };
  const params: Params[] = [];
  for (const e of arr(list['elements'])) {
    if (!isObject(e)) continue;
    const element = goTemplate ? e : listParams(e);
    if (element === undefined) return { why: 'its list generator has an element value that is not a string, which Argo CD refuses without goTemplate' };
    params.push(element);
  }
  return { params };
}

function gitGenerator(git: Readonly<Record<string, unknown>>, repo: GeneratorRepository, goTemplate: boolean, at: At): Generated {
  // git.go GenerateParams lists repoURL's folders and files: another repository's are not this checkout's.
  const repoURL = str(git['repoURL']) ?? '';
  if (repo.isOther(repoURL)) return { why: `its git generator reads ${otherRepositoryText(repoURL)}`, at: [...at, 'repoURL'] };
  // It lists the folders and files of `revision` (git.go GenerateParams): another revision's are not the checkout's.
  const revision = repo.otherRevision(git['revision']);
  if (revision !== undefined) return { why: `its git generator reads ${revision}`, at: [...at, 'revision'] };
  const { roots } = repo;
  const prefix = str(git['pathParamPrefix']) ?? '';
  // Directories win over files when both are given (generateRepoSourceParams).
  const made =
    arr(git['directories']).length > 0
      ? { params: matchingFolders(arr(git['directories']).map(obj), roots).map((dir) => pathParams(dir, goTemplate, prefix)) }
      : fileParams(arr(git['files']).map(obj), roots, goTemplate, prefix);
  if ('why' in made) return made;
  // generateParamsFromApps and generateParamsFromGitFile: each parameter set gets the generator's values, rendered with it.
  const render = valuesRender(repo, goTemplate);
  const params: Params[] = [];
  for (const p of made.params) {
    const withValues = appendTemplatedValues(git['values'], p, goTemplate, render);
    if ('why' in withValues) return { ...withValues, at: [...at, 'values'] };
    params.push(withValues.params);
  }
  return { params };
}

/** cluster.go: the clusters the repository registers (cluster-generator.ts); where it is, noted. */
function clustersGenerator(clusters: Readonly<Record<string, unknown>>, repo: GeneratorRepository, goTemplate: boolean, at: At): Generated {
  repo.clusterGenerators.push(at);
  const made = clusterParams(clusters, repo.clusters, goTemplate, valuesRender(repo, goTemplate));
  return 'why' in made ? { ...made, at } : made;
}

/** How a generator's `values` render with its parameters (value_interpolation.go replaceTemplatedString). */
function valuesRender(repo: GeneratorRepository, goTemplate: boolean): RenderWith {
  return (text, p) => {
    const failed = new Map<string, string>();
    const out = goTemplate ? goRender(text, p, repo.goTemplateOptions, failed) : fastRender(text, p);
    const why = failed.get(text);
    return why === undefined ? { text: out } : { why };
  };
}

/**
 * matrix.go GenerateParams: for each parameter set of the first generator, the second generator
 * with those parameters filled in (interpolateGenerator), and each of its sets merged with it
 * (combineParams).
 */
function matrixGenerator(matrix: Readonly<Record<string, unknown>>, repo: GeneratorRepository, goTemplate: boolean, depth: number, at: At): Generated {
  const children = arr(matrix['generators']).map(obj);
  if (children.length !== 2) return { why: 'its matrix generator does not have exactly two generators' };
  const [first, second] = children as [Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>];
  const a = generate(first, repo, goTemplate, depth + 1, [...at, 'generators', 0]);
  if ('why' in a) return a;
  // One evaluation per distinct second generator: one without "{{" is the same for every set.
  const seconds = new Map<string, Generated>();
  const params: Params[] = [];
  for (const pa of a.params) {
    const child = Object.keys(pa).length === 0 ? { generator: second } : interpolateGenerator(second, pa, repo, goTemplate);
    if ('why' in child) return { ...child, at: [...at, 'generators', 1] };
    const key = JSON.stringify(child.generator);
    let b = seconds.get(key);
    if (b === undefined) seconds.set(key, (b = generate(child.generator, repo, goTemplate, depth + 1, [...at, 'generators', 1])));
    if ('why' in b) return b;
    if (params.length + b.params.length > MAX_APPLICATIONS) return { why: tooMany };
    for (const pb of b.params) {
      const combined = combineParams(pa, pb, goTemplate);
      if ('why' in combined) return combined;
      params.push(combined.params);
    }
  }
  return { params };
}

/**
 * generator_spec_processor.go InterpolateGenerator (utils.go RenderGeneratorParams): every string
 * of a matrix's second generator (keys too) rendered with a parameter set of the first. With
 * goTemplate it runs with missingkey=error, save in a generator's `values`, where a missing key
 * leaves the value as written for the generator's own parameters to fill.
 */
function interpolateGenerator(
  generator: Readonly<Record<string, unknown>>,
  p: Params,
  repo: GeneratorRepository,
  goTemplate: boolean,
): { generator: Readonly<Record<string, unknown>> } | { why: string } {
  const options = [...repo.goTemplateOptions.filter((o) => !o.startsWith('missingkey=')), 'missingkey=error'];
  let why: string | undefined;
  const render = (text: string, inValues: boolean): string => {
    if (!goTemplate) return fastRender(text, p);
    const failed = new Map<string, string>();
    const out = goRender(text, p, options, failed);
    const failure = failed.get(text);
    if (failure !== undefined && !(inValues && isMissingKey(failure))) why ??= failure;
    return out;
  };
  const walk = (value: unknown, inValues: boolean, parentKey: string | undefined): unknown => {
    if (typeof value === 'string') return render(value, inValues);
    if (Array.isArray(value)) return value.map((v) => walk(v, false, undefined));
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of Object.entries(value)) {
      const values = inValues || (k === 'values' && isObject(v) && parentKey !== undefined && GENERATORS_WITH_VALUES.has(parentKey));
      out[render(k, false)] = walk(v, values, k);
    }
    return out;
  };
  const generatorOut = walk(generator, false, undefined) as Readonly<Record<string, unknown>>;
  return why === undefined
    ? { generator: generatorOut }
    : { why: `its matrix generator's second generator is not evaluated here with the first's parameters${why}` };
}

/** utils.go isMissingKeyError. */
function isMissingKey(why: string): boolean {
  return why.includes('map has no entry for key') || why.includes("can't evaluate field");
}

/** The generators whose `values` RenderGeneratorParams pre-resolves apart (utils.go filteredGeneratorTypes). */
const GENERATORS_WITH_VALUES = new Set(['clusters', 'git', 'scmProvider', 'clusterDecisionResource', 'pullRequest', 'plugin']);

/**
 * matrix.go: a set of the first generator and one of the second as one. With goTemplate the
 * second's, then the first's merged over it (mergo.WithOverride: the first wins where both are
 * set); else utils.CombineStringMaps, which fails on a key the two give different values.
 */
function combineParams(a: Params, b: Params, goTemplate: boolean): { params: Params } | { why: string } {
  if (goTemplate) return { params: deepMerge(b, a) };
  for (const [k, v] of Object.entries(b))
    if (Object.hasOwn(a, k) && printed(a[k]) !== printed(v))
      return { why: `its matrix generator's two generators give the parameter ${JSON.stringify(k)} different values, which Argo CD refuses` };
  return { params: Object.assign(Object.create(null) as Record<string, unknown>, a, b) };
}

/** A parameter as fmt's %v prints the strings, numbers and booleans they hold. */
function printed(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v === null || v === undefined ? '<nil>' : JSON.stringify(v);
}

/**
 * merge.go: the first generator's parameter sets, each merged with the set of every later
 * generator that has the same values at `mergeKeys` (a later generator's sets must be unique by
 * them); with goTemplate a deep merge in which empty values do not override (mergo.WithOverride).
 */
function mergeGenerator(merge: Readonly<Record<string, unknown>>, repo: GeneratorRepository, goTemplate: boolean, depth: number, at: At): Generated {
  const children = arr(merge['generators']).map(obj);
  if (children.length < 2) return { why: 'its merge generator has fewer than two generators' };
  const keys = arr(merge['mergeKeys']).filter((k): k is string => typeof k === 'string');
  if (keys.length === 0) return { why: 'its merge generator has no mergeKeys' };
  const keyOf = (p: Params): string => JSON.stringify([...new Set(keys)].sort().map((k) => p[k] ?? null));
  const made = children.map((c, k) => generate(c, repo, goTemplate, depth + 1, [...at, 'generators', k]));
  const first = made[0]!;
  if ('why' in first) return first;
  let base: Params[] = first.params;
  for (const other of made.slice(1)) {
    if ('why' in other) return other;
    const byKey = new Map<string, Params>();
    for (const p of other.params) {
      if (byKey.has(keyOf(p))) return { why: "its merge generator's parameter sets are not unique by mergeKeys, which Argo CD refuses" };
      byKey.set(keyOf(p), p);
    }
    base = base.map((b) => {
      const o = byKey.get(keyOf(b));
      return o === undefined ? b : goTemplate ? deepMerge(b, o) : { ...b, ...o };
    });
  }
  return { params: base };
}

/** `over` into `base`, maps merged key by key; an empty value ("", 0, false, null) does not replace (mergo.WithOverride). */
function deepMerge(base: Params, over: Params): Params {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    if (isObject(b) && isObject(v)) out[k] = deepMerge(b, v);
    else if (v !== '' && v !== 0 && v !== false && v !== null && v !== undefined) out[k] = v;
  }
  return out;
}

/**
 * A generator's `selector`: a label selector over each parameter set flattened, `metadata.labels.env`
 * for goTemplate's nested maps too (generator_spec_processor.go Transform, flattenParameters).
 */
function withSelector(params: readonly Params[], selector: Readonly<Record<string, unknown>>): Generated {
  const read = readLabelSelector(selector);
  if ('why' in read) return { why: `its generator selector: ${read.why}` };
  return { params: params.filter((p) => matchesSelector(read.selector, flatten(p) as Record<string, string>)) };
}

/** The folders of the first root that has any matching, as Argo CD lists them: relative, with "/". */
function matchingFolders(patterns: readonly Readonly<Record<string, unknown>>[], roots: readonly string[]): string[] {
  const rules = patterns.flatMap((p) => {
    const glob = str(p['path']);
    const re = glob === undefined ? undefined : goPathMatch(glob);
    return re === undefined ? [] : [{ re, exclude: p['exclude'] === true }];
  });
  for (const root of roots) {
    const found = listFolders(root).filter((f) => rules.some((r) => !r.exclude && r.re.test(f)) && !rules.some((r) => r.exclude && r.re.test(f)));
    if (found.length > 0) return found;
  }
  return [];
}

function listFolders(root: string): string[] {
  return listTree(root).folders;
}

/** The repository's folders and files under `root`, relative with "/", in name order; symbolic links not followed, at most MAX_FOLDERS folders. */
function listTree(root: string): { folders: string[]; files: string[] } {
  const folders: string[] = [];
  const files: string[] = [];
  const walk = (rel: string): void => {
    let entries;
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const child = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isFile()) files.push(child);
      if (!e.isDirectory() || e.name === '.git' || folders.length >= MAX_FOLDERS) continue;
      folders.push(child);
      walk(child);
    }
  };
  walk('');
  return { folders, files };
}

/** Largest parameter file read (a config file, not a data dump). */
const MAX_PARAMS_FILE_BYTES = 1024 * 1024;

/**
 * The git files generator (parseFileParams): each file matching a `path` (`*` crossing "/", as
 * `git ls-files` matches) and no `exclude: true` one, in path order, from the first root that has
 * any; its YAML or JSON object (or each object of its list) with the file's path parameters.
 */
function fileParams(
  patterns: readonly Readonly<Record<string, unknown>>[],
  roots: readonly string[],
  goTemplate: boolean,
  prefix: string,
): { params: Params[] } | { why: string } {
  const rules = patterns.flatMap((p) => {
    const glob = str(p['path']);
    const re = glob === undefined ? undefined : argoGlob(glob);
    return re === undefined ? [] : [{ re, exclude: p['exclude'] === true }];
  });
  for (const root of roots) {
    const found = listTree(root).files.filter((f) => rules.some((r) => !r.exclude && r.re.test(f)) && !rules.some((r) => r.exclude && r.re.test(f)));
    if (found.length === 0) continue;
    const params: Params[] = [];
    for (const file of found) {
      let value: unknown;
      try {
        const text = readFileSync(path.join(root, file), 'utf8');
        if (text.length > MAX_PARAMS_FILE_BYTES) return { why: `its git generator's file ${JSON.stringify(file)} is over 1 MiB` };
        // generateParamsFromGitFile: sigs.k8s.io/yaml Unmarshal, its first document only.
        value = unmarshalYaml(text);
      } catch {
        return { why: `its git generator's file ${JSON.stringify(file)} is not YAML or JSON that can be read` };
      }
      const objects = value === null || value === undefined ? [{}] : Array.isArray(value) ? value : [value];
      for (const o of objects) {
        if (!isObject(o)) return { why: `its git generator's file ${JSON.stringify(file)} holds something other than objects` };
        params.push(filePathParams(o, file, goTemplate, prefix));
      }
    }
    return { params };
  }
  return { params: [] };
}

/**
 * A parameter file's object with its path parameters: path (its folder), basename, filename, their
 * normalized forms, segments (generateParamsFromGitFile).
 */
function filePathParams(o: Readonly<Record<string, unknown>>, file: string, goTemplate: boolean, prefix: string): Params {
  const dir = path.posix.dirname(file);
  const filename = path.posix.basename(file);
  const basename = path.posix.basename(dir);
  const fields = { path: dir, basename, filename, basenameNormalized: sanitizeName(basename), filenameNormalized: sanitizeName(filename) };
  return { ...(goTemplate ? o : flatten(o)), ...pathParameters(fields, goTemplate, prefix) };
}

/** Go's path.Match as a whole-string RegExp: `*` any run without "/", `?` one such character, `[...]` a class, `\` escapes; undefined for a bad pattern. */
export function goPathMatch(pattern: string): RegExp | undefined {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      if (i + 1 >= pattern.length) return undefined;
      out += escape(pattern[++i]!);
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      // A class never matches the separator in path.Match.
      const cls = globClass(pattern, i, '^');
      if (cls === undefined) return undefined;
      out += `(?!/)${cls.regex}`;
      i = cls.end;
    } else out += escape(c);
  }
  try {
    return new RegExp(`^${out}$`);
  } catch {
    // A class path.Match refuses too ([z-a]).
    return undefined;
  }
}

/** The git directory generator's parameters for one folder (generateParamsFromApps). */
function pathParams(dir: string, goTemplate: boolean, prefix: string): Params {
  const basename = path.posix.basename(dir);
  return pathParameters({ path: dir, basename, basenameNormalized: sanitizeName(basename) }, goTemplate, prefix);
}

/**
 * Path parameters (`path` first) as a git generator gives them: with goTemplate the map `path`
 * with its `segments`; else flat names, `path`, `path.<field>` and `path[N]` per segment. Under
 * `<prefix>.path` (goTemplate: `{<prefix>: {path: …}}`) when it has a pathParamPrefix.
 */
function pathParameters(fields: { readonly path: string } & Readonly<Record<string, string>>, goTemplate: boolean, prefix: string): Record<string, unknown> {
  const segments = fields.path.split('/');
  if (goTemplate) {
    const paramPath = { ...fields, segments };
    return prefix === '' ? { path: paramPath } : { [prefix]: { path: paramPath } };
  }
  const name = prefix === '' ? 'path' : `${prefix}.path`;
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) out[field === 'path' ? name : `${name}.${field}`] = value;
  segments.forEach((segment, k) => {
    if (segment !== '') out[`${name}[${k}]`] = segment;
  });
  return out;
}

/** A list element without goTemplate (list.go): its strings, and `values.<k>` for the strings of its `values`; undefined if any is not a string. */
function listParams(element: Readonly<Record<string, unknown>>): Params | undefined {
  // No prototype: a key named __proto__ is a parameter like any other.
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(element)) {
    if (k === 'values' && isObject(v)) {
      for (const [vk, vv] of Object.entries(v)) {
        if (typeof vv !== 'string') return undefined;
        out[`values.${vk}`] = vv;
      }
    } else if (typeof v === 'string') out[k] = v;
    else return undefined;
  }
  return out;
}

/** Values by dotted key (list items by index), as strings: the fasttemplate parameters (jeremywohl/flatten DotStyle, then %v). */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = Object.create(null) as Record<string, unknown>): Record<string, unknown> {
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(obj(value));
  for (const [k, v] of entries) {
    if (isObject(v) || Array.isArray(v)) flatten(v, `${prefix}${k}.`, out);
    else out[`${prefix}${k}`] = typeof v === 'string' ? v : v === null ? '<nil>' : String(v);
  }
  return out;
}

function renderValue(value: unknown, render: (s: string) => string): unknown {
  if (typeof value === 'string') return render(value);
  if (Array.isArray(value)) return value.map((v) => renderValue(v, render));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [render(k), renderValue(v, render)]));
  return value;
}

/** `text` with each "{{…}}" (up to the first "}}" after it, as fasttemplate and text/template read them) replaced by `replace(whole, inner)`; linear in the text. */
function replaceActions(text: string, replace: (whole: string, inner: string) => string): string {
  let out = '';
  let from = 0;
  for (let start = text.indexOf('{{'); start >= 0; start = text.indexOf('{{', from)) {
    const end = text.indexOf('}}', start + 2);
    if (end < 0) break;
    out += text.slice(from, start) + replace(text.slice(start, end + 2), text.slice(start + 2, end));
    from = end + 2;
  }
  return out + text.slice(from);
}

/** fasttemplate with "{{" "}}": a known name (spaces trimmed) is replaced, anything else kept as written. */
function fastRender(text: string, params: Params): string {
  return replaceActions(text, (whole, tag) => {
    const v = params[tag.trim()];
    return typeof v === 'string' ? v : whole;
  });
}

/**
 * A string as Argo CD renders it with goTemplate (utils.go Render.Replace). One that fails is kept
 * as written and why noted in `failed`: the ApplicationSet is not rendered when it decides the
 * render (the name, the namespace, a source's path); elsewhere (helm values) it stays as written.
 */
function goRender(text: string, params: Params, options: readonly string[], failed: Map<string, string>): string {
  if (!text.includes('{{')) return text;
  try {
    return executeGoTemplate(text, params as GoValue, options);
  } catch (e) {
    if (!(e instanceof GoTemplateError)) throw e;
    const where = e.action === undefined ? '' : `${e.action}: `;
    failed.set(text, e instanceof GoTemplateUnsupported ? ` (${where}${e.message} is not evaluated here)` : ` (Argo CD fails on it: ${where}${e.message})`);
    return text;
  }
}

/** The first string still holding a template action. */
function findTemplate(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('{{') ? value : undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findTemplate(v);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const found = findTemplate(k) ?? findTemplate(v);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
