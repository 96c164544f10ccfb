/**
 * Renders one request with the real tools: `kustomize build` (else `kubectl kustomize`) on a
 * throw-away kustomization that references the root and turns on origin annotations (the
 * user's files are never edited), `helm template` for charts, and plain folders read here.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { START_OF_FILE, type Diagnostic, type SourceRange } from '../core/diagnostic.ts';
import { isObject, obj, str } from '../core/fields.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { listItems, withImpliedType } from '../load/list-items.ts';
import { someNamed } from '../core/arrays.ts';
import { DEFAULT_BOUNDS } from '../core/bounds.ts';
import { withinBounds, type ParseBounds } from '../load/bounds.ts';
import { parseSource } from '../load/index.ts';
import { parseYamlSource } from '../load/yaml.ts';
import { readSourceFiles } from '../io/read.ts';
import { defaultNamespace } from './namespaces.ts';
import { locateInTemplate, OriginFiles, parseOrigin, RenderedDocument, sourceDocument, takeOriginAnnotation } from './origin.ts';
import { directoryFilter } from './argo-glob.ts';
import { helmFailureSite, type TemplateSite } from './helm-failure.ts';
import { helmFailureNote, MISSING_DEPENDENCY } from './helm-failure-note.ts';
import {
  documentOf,
  documentStartLines,
  isDuplicateKey,
  isLastKeyWarning,
  kindOfLines,
  lastKeyReader,
  pathAt,
  readsLastKey,
  refusesDuplicateKeys,
} from './rendered-yaml.ts';
import { outsideRootMessage, refusedOutsideRoot } from './load-restrictor.ts';
import { mirrorChart, mirrorWithComponents, type MirroredRoot } from './mirror-root.ts';
import { mergedChartValues } from './chart-values.ts';
import { inside } from '../io/tree-walk.ts';
import { localDependenciesOnly } from './chart-dependencies.ts';
import { helmInputsDigest, sameInputsSameOutput } from './helm-inputs.ts';
import { chartSourceFile } from './chart-source.ts';
import { onPath, runCommand, type CommandResult } from './run-command.ts';
import { substituteResources, type SubstitutionFailure } from './substitute.ts';
import { placeholderEntry, templatedKustomization } from './templated-root.ts';
import { placeholderIn } from '../schema/placeholders.ts';
import { missingReads, missingReadsFailure } from './missing-reads.ts';
import { viaName, type RenderOutput, type RenderRequest, type RenderSettings } from './types.ts';
import { KUSTOMIZATION_FILE_NAMES, kustomizationFileOf, kustomizationTree, readKustomization, remoteReferences } from './kustomization.ts';
import { sourceIgnored } from './source-ignore.ts';
import { NO_SEED } from './chart-random.ts';
import { chartCallsRandom, writeSeededSubcharts } from './chart-random-subcharts.ts';
import { runScopedMap } from '../core/memo.ts';
import { causeData, FAILED_RENDER } from './one-warning-per-cause.ts';

export const DEFAULT_RENDER_TIMEOUT_SECONDS = 120;
/** Capabilities.KubeVersion for `helm template`: the release the simulation models. */
const KUBE_VERSION = 'v1.37.0';

export interface Renderers {
  /** Executable and leading arguments, or undefined when none is installed. */
  readonly kustomize: { readonly command: string; readonly args: readonly string[] } | undefined;
  readonly helm: string | undefined;
  readonly timeoutSeconds: number;
}

/** The configured commands, else `kustomize`, else `kubectl kustomize`, and `helm`, from PATH. */
export function resolveRenderers(settings: RenderSettings = {}): Renderers {
  const kubectl = settings.kubectl ?? 'kubectl';
  const kustomize =
    settings.kustomize !== undefined || onPath('kustomize')
      ? { command: settings.kustomize ?? 'kustomize', args: ['build'] }
      : settings.kubectl !== undefined || onPath(kubectl)
        ? { command: kubectl, args: ['kustomize'] }
        : undefined;
  const helm = settings.helm ?? (onPath('helm') ? 'helm' : undefined);
  return { kustomize, helm, timeoutSeconds: settings.timeoutSeconds ?? DEFAULT_RENDER_TIMEOUT_SECONDS };
}

export interface RenderContext {
  readonly cwd: string;
  readonly renderers: Renderers;
  readonly origins: OriginFiles;
  /** Display path of an absolute path. */
  readonly display: (absolute: string) => string;
  /** Objects per file, nesting and string size (config bounds); default DEFAULT_BOUNDS. */
  readonly bounds?: ParseBounds;
  /** What charts see in .Capabilities.APIVersions besides Helm's built-in set (api-versions.ts). */
  readonly apiVersions?: readonly string[];
}

/** Where findings about the render itself go: the GitOps object, else the root's own file. */
export function requestSite(request: RenderRequest, display: (absolute: string) => string): { file: string; range: Diagnostic['range'] } {
  if (request.via !== undefined) {
    const field = request.kind === 'helm' && request.via.kind === 'HelmRelease' ? ['spec', 'chart'] : ['spec'];
    return { file: request.via.doc.file, range: request.via.doc.locate(field) };
  }
  const file = request.kind === 'helm' ? path.join(request.dir, 'Chart.yaml') : request.kind === 'kustomize' ? kustomizationFileOf(request.dir) : request.dir;
  return { file: display(file), range: START_OF_FILE };
}

/** `at`: where the failure lies when the renderer says (a chart's template line), instead of the source's own site. */
export function notRendered(
  request: RenderRequest,
  display: (absolute: string) => string,
  why: string,
  severity: Diagnostic['severity'] = 'error',
  at?: TemplateSite,
): Diagnostic {
  const own = requestSite(request, display);
  const site = at === undefined ? own : { file: display(at.file), range: at.range };
  const what = `${request.kind === 'helm' ? 'Helm chart' : request.kind === 'kustomize' ? 'Kustomize root' : 'folder'} ${JSON.stringify(display(request.dir))}`;
  const via = request.via === undefined ? '' : ` (for ${request.via.kind} ${request.via.namespace}/${request.via.name})`;
  return {
    ruleId: 'input/not-rendered',
    severity,
    message: `${what}${via} was not rendered: ${why}; none of its objects are simulated`,
    file: site.file,
    range: site.range,
    ...(at !== undefined && request.via !== undefined
      ? { related: [{ file: own.file, range: own.range, message: `the ${request.via.kind} that renders it` }] }
      : {}),
    // Rendered for an object: the same failure for another object is the same cause (one-warning-per-cause.ts).
    ...(request.via !== undefined
      ? {
          messageId: FAILED_RENDER,
          data: causeData(`${request.kind}\0${request.dir}\0${why}`, request.via),
        }
      : {}),
  };
}

export async function render(request: RenderRequest, ctx: RenderContext): Promise<RenderOutput> {
  if (request.kind === 'directory') return renderDirectory(request, ctx);
  const work = await mkdtemp(path.join(os.tmpdir(), 'resizeguard-render-'));
  try {
    return request.kind === 'helm' ? await renderHelm(request, ctx, work) : await renderKustomize(request, ctx, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function relative(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/') || '.';
}

/**
 * What a folder's render reads: an Argo CD directory source its `.yaml`, `.yml` and `.json` files;
 * the kustomization kustomize-controller generates for a folder without one (`stopAtRoots`) only
 * its `.yaml` and `.yml` files, as fluxcd/pkg kustomize/kustomize_generator.go scanManifests
 * compares filepath.Ext (a Grafana dashboard's `.json` beside the manifests is no resource there),
 * and each subfolder holding a kustomization whole. `excluded`: the files its artifact leaves out
 * (source-ignore.ts), which are not there to list, nor to make a subfolder a kustomization's.
 */
async function manifestFiles(dir: string, recurse: boolean, stopAtRoots: boolean, excluded?: Excluded): Promise<string[]> {
  const out: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    // Hidden files are listed only where the artifact's filter says what it holds: it leaves out
    // `.git` and `.sops.yaml`, but scanManifests lists a `.env.yaml` it keeps.
    if (e.name.startsWith('.') && (excluded === undefined || e.name === '.git')) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory() && recurse) {
      const hasRoot =
        stopAtRoots &&
        (await readdir(full).catch(() => [] as string[])).some((n) => KUSTOMIZATION_FILE_NAMES.includes(n) && excluded?.(path.join(full, n), false) !== true);
      if (hasRoot) out.push(full);
      else out.push(...(await manifestFiles(full, recurse, stopAtRoots, excluded)));
    } else if (e.isFile() && (stopAtRoots ? /\.ya?ml$/ : /\.(ya?ml|json)$/i).test(e.name) && excluded?.(full, false) !== true) out.push(full);
  }
  return out;
}

type Excluded = (absolute: string, isDir: boolean) => boolean;

/** sourceIgnored, once per repository root and spec.ignore in a run: it reads every folder of the repository. */
const ignoredIn = runScopedMap<string, Excluded>();
function excludedFrom(request: RenderRequest): Excluded | undefined {
  const from = request.sourceIgnore;
  if (from === undefined) return undefined;
  const key = `${from.root}\0${from.ignore ?? ''}`;
  let excluded = ignoredIn.get(key);
  if (excluded === undefined) ignoredIn.set(key, (excluded = sourceIgnored(from.root, from.ignore)));
  return excluded;
}

async function renderKustomize(request: RenderRequest, ctx: RenderContext, work: string): Promise<RenderOutput> {
  const kustomize = ctx.renderers.kustomize;
  if (kustomize === undefined)
    return failed(
      request,
      ctx,
      'neither `kustomize` nor `kubectl` is on PATH; install kustomize (https://kubectl.docs.kubernetes.io/installation/kustomize/) or kubectl, or set renderers.kustomize in .resizeguard.yaml',
    );
  // Components go into the root's own kustomization, as Flux and Argo CD put them (mirror-root.ts).
  const mirrored =
    request.generated !== true && request.components !== undefined && request.components.length > 0
      ? await mirrorWithComponents(request.dir, request.components, ctx.cwd, work)
      : undefined;
  const real = mirrored?.real ?? ((absolute: string): string => absolute);
  // Flux renders a folder without a kustomization as one listing every manifest under it.
  const listed = request.generated === true ? await manifestFiles(request.dir, true, true, excludedFrom(request)) : undefined;
  const resources = listed !== undefined ? listed.map((f) => relative(work, f)) : [relative(work, mirrored?.dir ?? request.dir)];
  const patches = request.patches ?? [];
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources,
    buildMetadata: ['originAnnotations'],
    ...(request.namespace !== undefined ? { namespace: request.namespace } : {}),
    ...(request.namePrefix !== undefined ? { namePrefix: request.namePrefix } : {}),
    ...(request.nameSuffix !== undefined ? { nameSuffix: request.nameSuffix } : {}),
    ...(mirrored === undefined && request.components !== undefined && request.components.length > 0
      ? { components: request.components.map((c) => relative(work, c)) }
      : {}),
    ...(patches.length > 0 ? { patches: patches.map((p) => ('path' in p ? { ...p, path: relative(work, p.path) } : p)) } : {}),
    ...(request.replicas !== undefined && request.replicas.length > 0 ? { replicas: request.replicas } : {}),
    ...(request.commonLabels !== undefined ? { commonLabels: request.commonLabels } : {}),
    ...(request.commonAnnotations !== undefined ? { commonAnnotations: request.commonAnnotations } : {}),
  };
  await writeFile(path.join(work, 'kustomization.yaml'), JSON.stringify(kustomization, null, 2));
  // A generated root builds the roots in the folders it lists: their remotes and charts are its own.
  const tree = listed !== undefined ? listed.flatMap((f) => kustomizationTree(f, readKustomization)) : kustomizationTree(request.dir, readKustomization);
  const helmCharts = tree.flatMap((refs) => refs.helmCharts);
  // Flux builds with Helm off: its charts are not inflated, and the build fails on them (below).
  const inflatesHelm = helmCharts.length > 0 && request.helmDisabled !== true;
  // kustomize would pull a chart it does not find into the chartHome, inside the user's tree.
  const pulls = inflatesHelm ? helmCharts.filter((chart) => chart.repo !== undefined && !existsSync(chart.dir)) : [];
  if (pulls.length > 0) {
    const named = someNamed(pulls.map((pull) => `${pull.name} from ${pull.repo}`));
    return failed(
      request,
      ctx,
      `its helmCharts pull charts from outside the repository (${named}), which kustomize would write into its chartHome; vendor them there to check them`,
      'warning',
    );
  }
  // A patch file lies beside the root, outside the throw-away overlay.
  const relaxed = request.loadRestrictorNone === true || request.generated === true || patches.some((p) => 'path' in p);
  const build = (relax: boolean): Promise<CommandResult> =>
    runCommand(
      kustomize.command,
      [
        ...kustomize.args,
        work,
        ...(relax ? ['--load-restrictor', 'LoadRestrictionsNone'] : []),
        // `helmCharts:` inflate only with --enable-helm (as Argo CD's kustomize.buildOptions give it), with the Helm charts render with.
        ...(inflatesHelm ? ['--enable-helm', ...(ctx.renderers.helm !== undefined ? ['--helm-command', ctx.renderers.helm] : [])] : []),
      ],
      work,
      ctx.renderers.timeoutSeconds,
    );
  let run = await build(relaxed);
  const notes: Diagnostic[] = [];
  const outside = run.ok || relaxed ? undefined : refusedOutsideRoot(run.error);
  if (outside !== undefined) {
    // A root that reads from beside its folder builds as Flux builds every root. When that build
    // fails too, its error is the one kustomize-controller would hit (a remote fetch, a malformed
    // base), not the refusal.
    const again = await build(true);
    run = again;
    if (again.ok) {
      const site = requestSite(request, ctx.display);
      const message = outsideRootMessage(ctx.display(request.dir), ctx.display(outside));
      notes.push({ ruleId: 'input/not-rendered', severity: 'warning', message, file: site.file, range: site.range });
    }
  }
  if (!run.ok) {
    // A kustomization that is a template (Jinja, Go, Terraform, ytt) is named as any templated file is, not as a failed build.
    const template = request.generated === true ? undefined : templatedKustomization(request.dir, ctx.display);
    if (template !== undefined) {
      const own = requestSite(request, ctx.display);
      const related = request.via === undefined ? {} : { related: [{ file: own.file, range: own.range, message: `the ${request.via.kind} that renders it` }] };
      return { request, documents: [], diagnostics: [{ ...template, ...related }], ok: false };
    }
    // So is one whose kustomizations name a file by a placeholder the template fills in (a Backstage skeleton's base).
    const placeholder = request.generated === true ? undefined : placeholderEntry(tree, request.dir);
    if (placeholder !== undefined) return failed(request, ctx, placeholderEntryFailure(ctx.display(placeholder)), 'warning');
    // kustomize's Helm inflator names its throw-away HELM_*_HOME folders: left out, so the same input gives the same report.
    const error = run.error.replace(/ with env=\[[^\]]*\]/g, '');
    const clean = (m: string): string => withoutPaths(m, work, ctx);
    const why = clean(describeFailure(`${kustomize.command} ${kustomize.args.join(' ')}`, { ...run, error }, clean));
    const remote = remoteReferences(tree);
    // A remote base that cannot be fetched is no mistake in the repository: a warning, as a remote Helm source is.
    if (remote.length > 0 && !run.timedOut && NETWORK_FAILURE.test(error)) return failed(request, ctx, remoteFailure(remote, error), 'warning');
    // Nor is a generator's file that .gitignore keeps out (a `.env` of secrets a deploy script writes): made where the root is applied.
    // Any other file it reads and that is missing is a broken reference, though kustomize stopped at a gitignored one first.
    const missing = missingReadsFailure(
      await missingReads(
        tree.flatMap((refs) => [...refs.builds, ...refs.reads]),
        request.dir,
      ),
      ctx.display,
    );
    if (missing !== undefined) return failed(request, ctx, missing.why, missing.severity);
    if (request.helmDisabled === true && HELM_DISABLED.test(error)) return failed(request, ctx, helmDisabledFailure(helmCharts));
    // A generator or transformer that is no builtin (KSOPS, ACM's PolicyGenerator) runs only where kustomize is told to run plugins.
    const plugin = EXTERNAL_PLUGIN.exec(error)?.[1];
    if (plugin !== undefined)
      return request.helmDisabled === true ? failed(request, ctx, fluxPluginFailure(plugin)) : failed(request, ctx, externalPluginFailure(plugin), 'warning');
    // Nor is a Helm the inflator cannot run (missing, or one whose flags it does not know): this machine's.
    if (inflatesHelm && HELM_NOT_RUN.test(error))
      return failed(request, ctx, `${why} (its helmCharts need a Helm that kustomize can run: put one on PATH or set renderers.helm)`, 'warning');
    return failed(request, ctx, why);
  }
  const substituted = request.substitute === undefined ? { text: run.stdout } : substituteResources(run.stdout, request.substitute);
  if ('failure' in substituted) return substitutionFailed(request, ctx, substituted.failure, (value) => kustomizeOrigin(value, work, request, ctx, real));
  const output = fromRenderedText(request, ctx, substituted.text, (value) => kustomizeOrigin(value, work, request, ctx, real), inflatesHelm);
  return notes.length === 0 || !output.ok ? output : { ...output, diagnostics: [...notes, ...output.diagnostics] };
}

/** `real`: a path in the root's copy (mirror-root.ts) as the tree's own. */
function kustomizeOrigin(value: unknown, work: string, request: RenderRequest, ctx: RenderContext, real: (absolute: string) => string): Placed {
  const annotation = takeOriginAnnotation(value);
  const origin = annotation === undefined ? {} : parseOrigin(annotation);
  if (origin.path !== undefined && origin.repo === undefined) {
    const absolute = real(path.resolve(work, origin.path));
    const written = (): LoadedDocument | undefined => sourceDocument(ctx.origins.documents(absolute), value);
    return { file: ctx.display(absolute), find: (p, part) => written()?.locate(p, part) ?? START_OF_FILE, written: () => written()?.value };
  }
  if (origin.configuredIn !== undefined) {
    const absolute = real(path.resolve(work, origin.configuredIn));
    return { file: ctx.display(absolute), find: () => ctx.origins.documents(absolute)[0]?.locate([]) ?? START_OF_FILE };
  }
  const site = requestSite(request, ctx.display);
  return { file: site.file, find: () => site.range };
}

/** `helm template` with `args`; a chart whose file:// dependencies are not built is built in a copy and rendered again. */
async function helmTemplate(
  helm: string,
  args: readonly string[],
  request: RenderRequest,
  ctx: RenderContext,
  work: string,
  valuesCopy: { readonly dir: string } | undefined,
  randomSeed: string | undefined,
): Promise<CommandResult> {
  let run = await runCommand(helm, args, work, ctx.renderers.timeoutSeconds);
  if (!run.ok && MISSING_DEPENDENCY.test(run.error) && localDependenciesOnly(request.dir)) {
    // Argo CD and Flux build a chart's file:// dependencies before they render it: so is it here, in a copy.
    const copy = valuesCopy ?? (await mirrorChart(request.dir, ctx.cwd, work));
    const homes = {
      ...process.env,
      HELM_CACHE_HOME: path.join(work, 'helm-cache'),
      HELM_CONFIG_HOME: path.join(work, 'helm-config'),
      HELM_DATA_HOME: path.join(work, 'helm-data'),
    };
    const built = copy === undefined ? undefined : await runCommand(helm, ['dependency', 'build', copy.dir], work, ctx.renderers.timeoutSeconds, homes);
    // The archives it packs of `file://` folders are rendered too: their random functions draw from the seed.
    if (copy !== undefined && built?.ok === true && randomSeed !== undefined) await writeSeededSubcharts(path.join(copy.dir, 'charts'), randomSeed);
    if (copy !== undefined && built?.ok === true)
      run = await runCommand(
        helm,
        args.map((a) => (a === request.dir ? copy.dir : a)),
        work,
        ctx.renderers.timeoutSeconds,
      );
  }
  return run;
}

async function renderHelm(request: RenderRequest, ctx: RenderContext, work: string): Promise<RenderOutput> {
  const helm = ctx.renderers.helm;
  if (helm === undefined)
    return failed(request, ctx, '`helm` is not on PATH; install Helm (https://helm.sh/docs/intro/install/) or set renderers.helm in .resizeguard.yaml');
  const valueArgs: string[] = [];
  for (const file of request.valuesFiles ?? []) valueArgs.push('--values', file);
  const inline = request.values ?? [];
  for (let i = 0; i < inline.length; i++) {
    const file = path.join(work, `values-${i}.json`);
    await writeFile(file, JSON.stringify(inline[i] ?? {}));
    valueArgs.push('--values', file);
  }
  for (const [name, value] of request.set ?? []) valueArgs.push('--set', `${name}=${value}`);
  for (const [name, value] of request.setString ?? []) valueArgs.push('--set-string', `${name}=${value}`);
  for (const [name, file] of request.setFile ?? []) valueArgs.push('--set-file', `${name}=${file}`);
  const release = request.releaseName ?? path.basename(request.dir);
  const apiArgs = (request.apiVersions ?? ctx.apiVersions ?? []).flatMap((v) => ['--api-versions', v]);
  const kubeVersion = request.kubeVersion ?? KUBE_VERSION;
  const namespace = request.namespace ?? 'default';
  const apiVersions = request.apiVersions ?? ctx.apiVersions ?? [];
  const digest = await helmInputsDigest(request, { release, namespace, kubeVersion, apiVersions });
  const randomSeed = (await chartCallsRandom(request.dir)) ? (digest ?? NO_SEED) : undefined;
  const valuesCopy = await chartCopy(request, ctx, work, randomSeed);
  if (valuesCopy !== undefined && 'why' in valuesCopy) return failed(request, ctx, valuesCopy.why);
  const chart = valuesCopy?.dir ?? request.dir;
  const args = ['template', release, chart, '--namespace', namespace, '--kube-version', kubeVersion, ...apiArgs, ...valueArgs];
  let run = await sameInputsSameOutput(digest, () => helmTemplate(helm, args, request, ctx, work, valuesCopy, randomSeed));
  if (!run.ok) {
    // Helm v4 logs each link of a copy (mirror-root.ts) at INFO on stderr: not the failure.
    run = { ...run, error: run.error.replace(/^level=INFO .*(?:\n|$)/gm, '').trim() };
    const site = helmFailureSite(run.error, request.dir, (file) => ctx.origins.text(file));
    const why = helmFailureNote(request, run.error, site === undefined ? undefined : ctx.origins.text(site.file), ctx.display);
    const clean = (m: string): string => withoutPaths(m, work, ctx);
    return failed(request, ctx, clean(describeFailure('helm template', run, clean)) + why.note, why.severity, site);
  }
  const sources = helmSources(run.stdout);
  const seen = new Map<string, number>();
  // A subchart's template is found through the chart's Chart.yaml: once per template.
  const files = new Map<string, string>();
  const place = (value: unknown, line: number): Placed => {
    const source = sourceAt(sources, line);
    if (source === undefined) {
      const site = requestSite(request, ctx.display);
      return { file: site.file, find: () => site.range };
    }
    const absolute = files.get(source) ?? templateFile(request.dir, source);
    files.set(source, absolute);
    const kind = typeof (value as { kind?: unknown }).kind === 'string' ? (value as { kind: string }).kind : '';
    // Each subchart's copy of a template counts its own objects: two aliases of one dependency render one file twice.
    const key = `${source}\0${kind}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    return { file: ctx.display(absolute), find: (p) => locateInTemplate(ctx.origins.text(absolute) ?? '', kind, nth, p) };
  };
  if ((request.postRenderPatches ?? []).length === 0) return fromRenderedText(request, ctx, run.stdout, place);
  return postRendered(request, ctx, work, run.stdout, place);
}

/**
 * The copy of a chart that is rendered instead of it: its values.yaml the one a Flux HelmChart's
 * valuesFiles make (request.chartValuesFiles), its and its subcharts' random functions drawing
 * from `randomSeed`, the digest of its inputs (chart-random.ts); or why it cannot be built; undefined for a chart
 * rendered as it is. A copy for the random functions that cannot be written leaves the chart as it is.
 */
async function chartCopy(
  request: RenderRequest,
  ctx: RenderContext,
  work: string,
  randomSeed: string | undefined,
): Promise<MirroredRoot | { why: string } | undefined> {
  if (request.chartValuesFiles === undefined && randomSeed === undefined) return undefined;
  const merged = request.chartValuesFiles === undefined ? undefined : await mergedChartValues(request.chartValuesFiles, ctx.display);
  if (merged !== undefined && 'why' in merged) return merged;
  // Under the working folder, its relative paths (file:// dependencies) lead where they do in the tree.
  const top = inside(request.dir, ctx.cwd) ? ctx.cwd : path.parse(request.dir).root;
  const copy = await mirrorChart(request.dir, top, work, merged?.text, randomSeed);
  if (copy === undefined && merged !== undefined) return { why: 'its copy with the values.yaml its valuesFiles make could not be written' };
  return copy;
}

/**
 * Flux's kustomize post-renderer (HelmRelease spec.postRenderers[].kustomize): the chart's output
 * built again by kustomize with the patches. Patches keep an object's identity, so each object is
 * still placed at the template that wrote it.
 */
async function postRendered(
  request: RenderRequest,
  ctx: RenderContext,
  work: string,
  output: string,
  place: (value: unknown, line: number) => Placed,
): Promise<RenderOutput> {
  const kustomize = ctx.renderers.kustomize;
  if (kustomize === undefined) return failed(request, ctx, 'its postRenderers need kustomize, and neither `kustomize` nor `kubectl` is on PATH');
  const placed = new Map<string, Placed>();
  for (const doc of parseYamlSource({ path: 'helm-output.yaml', text: output }, ctx.bounds?.scalarBytes).documents) {
    if (typeof doc.value === 'object' && doc.value !== null) placed.set(identity(doc.value), place(doc.value, doc.locate([]).start.line));
  }
  await writeFile(path.join(work, 'helm-output.yaml'), output);
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources: ['helm-output.yaml'],
    patches: request.postRenderPatches,
  };
  await writeFile(path.join(work, 'kustomization.yaml'), JSON.stringify(kustomization, null, 2));
  const run = await runCommand(kustomize.command, [...kustomize.args, work], work, ctx.renderers.timeoutSeconds);
  if (!run.ok)
    return failed(
      request,
      ctx,
      `its postRenderers failed: ${withoutPaths(
        describeFailure(`${kustomize.command} ${kustomize.args.join(' ')}`, run, (m) => withoutPaths(m, work, ctx)),
        work,
        ctx,
      )}`,
    );
  const site = requestSite(request, ctx.display);
  return fromRenderedText(request, ctx, run.stdout, (value) => placed.get(identity(value)) ?? { file: site.file, find: () => site.range });
}

/** apiVersion, kind, namespace and name: what a patch never changes. */
function identity(value: unknown): string {
  const v = value as { apiVersion?: unknown; kind?: unknown; metadata?: { namespace?: unknown; name?: unknown } };
  return JSON.stringify([v.apiVersion, v.kind, v.metadata?.namespace ?? null, v.metadata?.name]);
}

/** `# Source: <chart>/templates/x.yaml` lines of `helm template` output, by line number. */
export function helmSources(text: string): { line: number; source: string }[] {
  const out: { line: number; source: string }[] = [];
  let line = 1;
  for (let i = 0; i < text.length;) {
    const end = text.indexOf('\n', i);
    const content = text.slice(i, end === -1 ? text.length : end);
    const m = /^# Source: (.+?)\s*$/.exec(content);
    if (m !== null) out.push({ line, source: m[1]! });
    if (end === -1) break;
    i = end + 1;
    line++;
  }
  return out;
}

function sourceAt(sources: readonly { line: number; source: string }[], line: number): string | undefined {
  let found: string | undefined;
  for (const s of sources) {
    if (s.line > line) break;
    found = s.source;
  }
  return found;
}

/** `<chart>/templates/a.yaml` → `<dir>/templates/a.yaml`; a subchart's template → its folder's file (chart-source.ts). */
export function templateFile(chartDir: string, source: string): string {
  return source.includes('/') ? chartSourceFile(chartDir, source) : path.join(chartDir, source);
}

interface Placed {
  readonly file: string;
  readonly find: RenderedDocument['locate'];
  /** The object as its file writes it, where it is read from one (a Kustomize origin). */
  readonly written?: () => unknown;
}

/**
 * The objects of a render's output, each placed at the template that wrote it. A YAML problem in
 * one document is that object's alone (rendered-yaml.ts): reported at it, the rest simulated. A
 * key given twice keeps its last value with a warning where the output's reader keeps it; a
 * HelmRelease's output is refused whole; a document that cannot be read is left out.
 */
function fromRenderedText(
  request: RenderRequest,
  ctx: RenderContext,
  text: string,
  place: (value: unknown, line: number) => Placed,
  helmTemplated = request.kind === 'helm',
): RenderOutput {
  const parsed = parseYamlSource({ path: requestSite(request, ctx.display).file, text }, ctx.bounds?.scalarBytes, { lastKeyWins: readsLastKey(request) });
  const starts = documentStartLines(text);
  const lines = text.split('\n');
  // Each document that holds an object or a problem, in the output's order, so each is placed
  // at the nth object of its kind in its template, as it was written.
  const slots = new Map<number, { doc?: (typeof parsed.documents)[number]; problems: Diagnostic[] }>();
  const slot = (line: number) => {
    const index = documentOf(starts, line);
    const found = slots.get(index) ?? { problems: [] };
    slots.set(index, found);
    return found;
  };
  for (const doc of parsed.documents) if (typeof doc.value === 'object' && doc.value !== null) slot(doc.locate([]).start.line).doc = doc;
  for (const d of parsed.diagnostics) slot(d.range.start.line).problems.push(d);
  const documents: LoadedDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  // The GitOps object's file too: two clusters' folders may each hold a Kustomization of one name.
  const via = request.via === undefined ? '' : ` for ${request.via.kind} ${request.via.namespace}/${request.via.name} in ${request.via.doc.file}`;
  const unit = `${ctx.display(request.dir)} (${request.kind}${via})`;
  for (const [index, { doc, problems }] of [...slots].sort((a, b) => a[0] - b[0])) {
    const value = doc?.value ?? { kind: kindOfLines(lines, starts[index]!, starts[index + 1]) };
    // A left-out document's first problem lies in it, after the comments (helm's `# Source:`) that open it.
    const placed = place(value, doc?.locate([]).start.line ?? Math.min(...problems.map((p) => p.range.start.line)));
    const refused = refusesDuplicateKeys(request) ? problems.find((p) => isDuplicateKey(p.message)) : undefined;
    if (refused !== undefined)
      return failedAt(
        request,
        ctx,
        placed,
        `its output gives a key twice in one mapping (line ${refused.range.start.line} of the chart's output), which helm-controller's post-renderer refuses for the whole release`,
      );
    // Where each problem lies in the object as written, before the namespace is given to it.
    const paths = problems.map((p) =>
      doc === undefined ? [] : pathAt(doc, p.range.start, lines[p.range.start.line - 1]?.slice(p.range.start.column - 1) ?? ''),
    );
    // Helm installs a release's objects in its namespace, as kubectl apply -n would.
    const ns = request.defaultNamespace ?? (request.kind === 'helm' ? request.namespace : undefined);
    const items = doc === undefined ? undefined : listItems(doc.value);
    if (doc !== undefined && ns !== undefined && items === undefined) defaultNamespace(doc.value, ns);
    problems.forEach((p, i) => {
      const reader = isLastKeyWarning(p.message) ? `as ${lastKeyReader(request)} reads it; ` : '';
      const outcome = doc === undefined ? '; the object is left out' : '';
      diagnostics.push({
        ...p,
        message: `${p.message} (${reader}line ${p.range.start.line} of the ${request.kind === 'helm' ? 'chart' : 'render'}'s output)${outcome}`,
        file: placed.file,
        range: placed.find(paths[i]!),
        ...(doc === undefined ? {} : objectOf(doc.value)),
      });
    });
    if (doc === undefined) continue;
    if (items === undefined) {
      // A post-build substitution may change a value's type (substitute-values.ts): the object as written is kept beside it.
      const substituted =
        request.substitute !== undefined && placed.written !== undefined ? { by: request.via && viaName(request.via), written: placed.written } : undefined;
      documents.push(new RenderedDocument(placed.file, doc.order, doc.value, placed.find, unit, helmTemplated || undefined, substituted));
      continue;
    }
    // A List a template writes stands for its items, as Helm's kube client flattens it for a release.
    items.forEach((item, i) => {
      const value = withImpliedType(doc.value, item);
      if (value === null || value === undefined) return;
      const find = (path: readonly PathSegment[], part?: 'key' | 'value'): SourceRange => placed.find(['items', i, ...path], part);
      if (typeof value !== 'object' || Array.isArray(value)) {
        diagnostics.push({
          ruleId: 'input/not-an-object',
          severity: 'warning',
          message: `item ${i} of the ${JSON.stringify((doc.value as { kind?: unknown }).kind)} is not a Kubernetes object (a mapping with apiVersion and kind); it is ignored`,
          file: placed.file,
          range: find([]),
        });
        return;
      }
      if (ns !== undefined) defaultNamespace(value, ns);
      documents.push(new RenderedDocument(placed.file, [...doc.order, i], value, find, unit, helmTemplated || undefined));
    });
  }
  return { request, documents: withinBounds(documents, ctx.bounds ?? DEFAULT_BOUNDS, diagnostics), diagnostics, ok: true };
}

/** The object a finding on a rendered document is about, when it names one. */
function objectOf(value: unknown): { object?: ObjectRef } {
  const v = value as { kind?: unknown; metadata?: { name?: unknown; namespace?: unknown } };
  if (typeof v.kind !== 'string' || typeof v.metadata?.name !== 'string') return {};
  return { object: { kind: v.kind, namespace: typeof v.metadata.namespace === 'string' ? v.metadata.namespace : '', name: v.metadata.name } };
}

/** A render refused for what one of its objects holds: reported at that object's template, the GitOps object related. */
function failedAt(request: RenderRequest, ctx: RenderContext, placed: Placed, why: string): RenderOutput {
  const own = requestSite(request, ctx.display);
  const related = request.via === undefined ? {} : { related: [{ file: own.file, range: own.range, message: `the ${request.via.kind} that renders it` }] };
  const d = notRendered(request, ctx.display, why);
  return { request, documents: [], diagnostics: [{ ...d, file: placed.file, range: placed.find([]), ...related }], ok: false };
}

/**
 * kustomize-controller's post-build substitution fails on an object: the Kustomization's build
 * fails and applies nothing (kustomization_controller.go build: "post build failed for …").
 * Said where the object is written.
 */
function substitutionFailed(request: RenderRequest, ctx: RenderContext, failure: SubstitutionFailure, origin: (value: unknown) => Placed): RenderOutput {
  let value: unknown;
  try {
    value = parse(failure.doc);
  } catch {
    value = undefined;
  }
  const object = obj(value);
  const meta = obj(object['metadata']);
  const name = [str(meta['namespace']), str(meta['name'])].filter((p) => p !== undefined).join('/');
  const why = `kustomize-controller's post-build substitution fails on ${str(object['kind']) ?? 'an object'} ${JSON.stringify(name)} (envsubst: ${failure.why}), so the Kustomization applies nothing; write a literal \`\${…}\` as \`$\${…}\`, or annotate the object kustomize.toolkit.fluxcd.io/substitute: disabled`;
  return isObject(value) ? failedAt(request, ctx, origin(value), why) : failed(request, ctx, why);
}

async function renderDirectory(request: RenderRequest, ctx: RenderContext): Promise<RenderOutput> {
  const all = await manifestFiles(request.dir, request.recurse === true, false);
  const chosen = directoryFilter(request.include, request.exclude);
  if (typeof chosen !== 'function')
    return failed(request, ctx, `its directory pattern ${JSON.stringify(chosen.bad)} is not a valid glob (an unclosed "[" or "{"), which Argo CD refuses too`);
  // As Argo CD reads a directory source: excluded first, then only what is included.
  const files = all.filter((f) => chosen(path.relative(request.dir, f).split(path.sep).join('/')));
  const read = await readSourceFiles(files.map(ctx.display), ctx.cwd);
  const documents: LoadedDocument[] = [];
  const diagnostics: Diagnostic[] = [...read.diagnostics];
  for (const source of read.sources) {
    const parsed = parseSource(source, ctx.bounds);
    diagnostics.push(...parsed.diagnostics);
    for (const doc of parsed.documents) {
      if (request.defaultNamespace !== undefined) defaultNamespace(doc.value, request.defaultNamespace);
      documents.push(doc);
    }
  }
  return { request, documents, diagnostics, ok: true };
}

/** What a fetch that never reached its server says (Go's resolver and dialer, git, kustomize's HTTP loader). */
const NETWORK_FAILURE =
  /no such host|dial tcp|Could not resolve host|could not read Username|network is unreachable|connection refused|i\/o timeout|TLS handshake|unable to access|failed to run '[^']*git'|git (?:fetch|clone)|HTTP \d{3}/i;

/** What kustomize's Helm chart inflator says when it cannot run `helm` (kustomize api/builtins HelmChartInflationGenerator). */
const HELM_NOT_RUN = /unable to run: '/;

/** What kustomize says of a `helmCharts:` entry built without --enable-helm (api/krusty, HelmChartInflationGenerator's Config). */
const HELM_DISABLED = /must specify --enable-helm/;

/** Why a root whose kustomizations name a missing file by a placeholder is not rendered: it is a template, not rendered yet. */
function placeholderEntryFailure(entry: string): string {
  return `its kustomizations name ${JSON.stringify(entry)}, which is not there and holds ${placeholderIn(entry) ?? 'a placeholder'}: they are a template (a Backstage skeleton's, filled in where the template runs), not a root kustomize can build as it is; render it first, or list it in \`exclude\``;
}

/**
 * What kustomize says of a generator, transformer or validator config whose apiVersion is not
 * `builtin` when built without --enable-alpha-plugins (api/internal/plugins/loader/loader.go
 * loadAndConfigurePlugin: PluginRestrictionsBuiltinsOnly; api/types/erronlybuiltinpluginsallowed.go).
 */
const EXTERNAL_PLUGIN = /external plugins disabled; unable to load external plugin '([^']*)'/;

/**
 * Why a root that runs an external plugin is not rendered here: the repository is fine where
 * kustomize runs plugins (Argo CD's `kustomize.buildOptions: --enable-alpha-plugins --enable-exec`
 * with the plugin installed in its repo server, as KSOPS is), and no plugin is run here.
 */
function externalPluginFailure(kind: string): string {
  return `it runs the external kustomize plugin ${kind}, which kustomize runs only with --enable-alpha-plugins (and --enable-exec for an exec plugin) where the plugin is installed, as Argo CD's kustomize.buildOptions can give it; plugins are not run here`;
}

/**
 * Why a Flux Kustomization's root that runs an external plugin applies nothing: kustomize-controller
 * builds with builtin plugins only (fluxcd/pkg kustomize kustomize_generator.go Build:
 * kustypes.DisabledPluginConfig()), so its build fails as `kustomize build` without
 * --enable-alpha-plugins does.
 */
function fluxPluginFailure(kind: string): string {
  return `it runs the external kustomize plugin ${kind}, which fails its build: kustomize-controller builds with builtin plugins only, so kustomize stops with "external plugins disabled; unable to load external plugin '${kind}'" and Flux applies nothing of it`;
}

/**
 * Why a Flux Kustomization's root with `helmCharts:` applies nothing: kustomize-controller builds
 * with krusty.Options{PluginConfig: kustypes.DisabledPluginConfig()} (fluxcd/pkg kustomize
 * kustomize_generator.go Build), Helm off, so the build fails as `kustomize build` without
 * --enable-helm does, on a vendored chart and on one from a `repo` alike.
 */
function helmDisabledFailure(charts: readonly { readonly name: string }[]): string {
  const named = someNamed([...new Set(charts.map((c) => c.name))]);
  return `its helmCharts (${named}) fail its build: kustomize-controller builds with Helm off (no --enable-helm), so kustomize stops with "trouble configuring builtin HelmChartInflationGenerator …: must specify --enable-helm" and Flux applies nothing of it (a HelmRelease renders a chart under Flux)`;
}

/** The message for a root whose remote references could not be fetched: which, and why in a few words. */
function remoteFailure(remote: readonly string[], error: string): string {
  const cause =
    /(?:dial tcp: )?lookup [^\s"']+(?: on [^\s"':]+(?::\d+)?)?: no such host|dial tcp [^\s"']+: [^"'\n]{0,60}|Could not resolve host:? [^\s"']+|[^"'\n]{0,60}(?:network is unreachable|connection refused|i\/o timeout)/i.exec(
      error,
    )?.[0];
  // The resolver's address is the machine's, not the repository's: left out.
  const said = cause?.trim().replace(/ on [^\s:]+(?::\d+)?(?=: no such host)/, '');
  const named = someNamed(remote);
  return `it builds on remote sources that cannot be fetched here (${named}${said !== undefined ? `: ${said}` : ''}); vendor them into the repository to check them, or run where they can be fetched`;
}

/** `clean` makes the renderer's paths relative before a long message is cut (their length differs from one checkout to the next). */
function describeFailure(command: string, run: { error: string; missing: boolean; timedOut: boolean }, clean: (message: string) => string): string {
  if (run.missing) return `${command}: command not found`;
  if (run.timedOut) return `${command} ${run.error} (renderers.timeoutSeconds)`;
  // The cause is last: helm chains a failed include's callers before it, kustomize its accumulation
  // path. A long message keeps its start and its end.
  // klog's header (`E1204 04:11:17.744374 1231 run.go:72] `) holds the time and the pid: left out, so
  // the same input gives the same report.
  const lines = run.error
    .split('\n')
    .map((l) => l.replace(/^[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+\s+\d+ [\w.-]+:\d+\] /, ''))
    // Helm's advice to pass --debug is for its own command line, not this one.
    .filter((l) => l.trim() !== '' && !/^Use --debug flag to render out invalid YAML$/.test(l.trim()));
  const kept = lines.length <= 5 ? lines : [...lines.slice(0, 3), '…', ...lines.slice(-2)];
  const message = clean(kept.join(' ')).replace(/\s+/g, ' ');
  return `${command} failed: ${message.length > 600 ? `${message.slice(0, 250)} … ${message.slice(-350)}` : message}`;
}

/** Renderer messages name the throw-away folder and absolute paths: both made relative, so reports are the same on every machine. */
function withoutPaths(message: string, work: string, ctx: RenderContext): string {
  const fromWork = path.relative(work, ctx.cwd);
  return message
    .replaceAll(`${fromWork}${path.sep}`, '')
    .replaceAll(`${work}${path.sep}`, '')
    .replaceAll(work, '.')
    .replaceAll(`${ctx.cwd}${path.sep}`, '')
    .replace(/\/tmp\/resizeguard-render-[A-Za-z0-9]+\/?/g, '');
}

function failed(request: RenderRequest, ctx: RenderContext, why: string, severity: Diagnostic['severity'] = 'error', at?: TemplateSite): RenderOutput {
  return { request, documents: [], diagnostics: [notRendered(request, ctx.display, why, severity, at)], ok: false };
}
