/**
 * The GitOps objects that decide what a cluster renders: Flux `Kustomization` and `HelmRelease`
 * (kustomize-controller, helm-controller) and Argo CD `Application`. Each one whose source is a
 * path of the checked tree becomes a RenderRequest with its namespace and values; one whose source
 * lies elsewhere (a Helm repository, an OCI artifact, another Git repository) is reported.
 */
import { someNamed } from '../core/arrays.ts';
import { existsSync, readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { arr, isObject, obj, str, type JsonObject } from '../core/fields.ts';
import { applicationSources } from './argo-sources.ts';
import { directoryFilter } from './argo-glob.ts';
import { nearestArtifact, repositoryPath, type GeneratedArtifact } from './artifact-generator.ts';
import { isOtherRepository, otherRepositoryText, otherSource, type GitSource } from './git-repository.ts';
import { otherRevision } from './argo-revision.ts';
import { argoHelmRequest, type Unsourced } from './argo-helm.ts';
import { KUSTOMIZATION_FILE_NAMES } from './kustomization.ts';
import { secureJoin } from './secure-join.ts';
import { fluxReleaseName } from './helm-release-name.ts';
import { jsonManifestsLeftOut } from './flux-generated.ts';
import { ociSyncRoot, type OciSync } from './flux-instance-oci.ts';
import { isUnder } from './roots.ts';
import type { RenderRequest, RenderVia } from './types.ts';
import { applicationSetApplications } from './applicationset.ts';
import type { ClusterSecret } from './cluster-secrets.ts';
import type { UnrenderedApplication } from '../model/not-simulated.ts';
import { IN_CLUSTER_NAME } from './other-cluster.ts';
import { hasTemplatedName } from '../schema/placeholders.ts';
import { causeData, MISSING_SOURCE } from './one-warning-per-cause.ts';
import { substituteFromReferences, VARIABLE, type InvalidVariable } from './substitute-from.ts';
import { refusedSubstitutes } from './substitute-values.ts';
import { valuesFromReferences, type UnreadableSource, type ValuesFromProblem, type ValuesSources } from './values-from.ts';
import { argoKustomizeMetadata, kustomizePatches, kustomizeReplicas, postRendererPatches } from './kustomize-options.ts';

type Obj = JsonObject;
const isObj = isObject;

export interface GitopsContext {
  /** Where a source path of "this repository" is looked for (the checked folders and their git root). */
  readonly repositoryRoots: readonly string[];
  /** True for absolute paths inside the checked folders. */
  readonly inCheckedTree: (absolute: string) => boolean;
  readonly display: (absolute: string) => string;
  /** Flux GitRepository objects by "namespace/name": spec.url and the reference followed. */
  readonly gitRepositories: ReadonlyMap<string, GitSource>;
  /** Flux HelmChart objects' specs by "namespace/name", which a HelmRelease's spec.chartRef may name. */
  readonly helmCharts: ReadonlyMap<string, Obj>;
  /** The checkout's git remote URLs. */
  readonly remotes: readonly string[];
  /** The branches the checkout follows; none known, an Argo CD source at any revision is taken for it. */
  readonly branches: readonly string[];
  /** OCIRepositories Flux Operator instances sync their own folders from: this repository pushed as an artifact (flux-instance-oci.ts). */
  readonly ociSyncs: readonly OciSync[];
  /** Flux ExternalArtifacts ArtifactGenerators make of this repository, by "namespace/name". */
  readonly externalArtifacts: ReadonlyMap<string, readonly GeneratedArtifact[]>;
  /** The ConfigMaps and Secrets a HelmRelease's valuesFrom may name. */
  readonly valuesSources: ValuesSources;
  /** The input's Secrets that register clusters with Argo CD (an ApplicationSet's clusters generator lists them). */
  readonly clusterSecrets: readonly ClusterSecret[];
  /** Files (absolute) of GitOps objects read as plain files, not from a render. */
  readonly plainGitopsFiles: readonly string[];
}

export interface GitopsFinding {
  readonly requests: readonly RenderRequest[];
  readonly diagnostics: readonly Diagnostic[];
  /** The object makes pods that will not be simulated (its source is not rendered). */
  readonly unrendered: boolean;
  /** An ApplicationSet's Applications whose source is not rendered (each installs into its own destination namespace). */
  readonly unrenderedApplications?: readonly UnrenderedApplication[];
  /**
   * Folders of the checked tree its source builds in a way not run here (a config management
   * plugin), or that no one builds (a Kustomization the API server refuses): neither rendered on
   * their own nor read as plain manifests.
   */
  readonly taken?: readonly string[];
}

const NONE: GitopsFinding = { requests: [], diagnostics: [], unrendered: false };

export function isGitopsObject(value: unknown): boolean {
  const v = obj(value);
  const api = str(v['apiVersion']) ?? '';
  const kind = v['kind'];
  return (
    (api.startsWith('kustomize.toolkit.fluxcd.io/') && kind === 'Kustomization') ||
    (api.startsWith('helm.toolkit.fluxcd.io/') && kind === 'HelmRelease') ||
    (api.startsWith('argoproj.io/') && (kind === 'Application' || kind === 'ApplicationSet'))
  );
}

/** The renders one document asks for (none for objects that are not GitOps objects). */
export function gitopsRequests(doc: LoadedDocument, ctx: GitopsContext): GitopsFinding {
  if (!isGitopsObject(doc.value)) return NONE;
  // A name or namespace still holding a placeholder is a template, left out (schema/registry.ts):
  // the API server refuses such a name, so no controller ever reads the object. A parent Flux
  // Kustomization's post-build variables are substituted into it before it is read here (the
  // render's output, as kustomize-controller substitutes each object it builds); none left it so.
  if (hasTemplatedName(doc.value)) return NONE;
  const v = obj(doc.value);
  const metadata = obj(v['metadata']);
  const via: RenderVia = { kind: String(v['kind']), namespace: str(metadata['namespace']) ?? 'default', name: str(metadata['name']) ?? '', doc };
  switch (via.kind) {
    case 'Kustomization':
      return suspended(via, fluxKustomization(via, obj(v['spec']), ctx));
    case 'HelmRelease':
      return suspended(via, fluxHelmRelease(via, obj(v['spec']), ctx));
    case 'Application':
      return argoApplication(via, obj(v['spec']), ctx);
    default:
      return argoApplicationSet(via, obj(v['spec']), ctx);
  }
}

/**
 * A suspended Flux object (`spec.suspend: true`) is still rendered, with a note at the field. Its
 * controller returns early from Reconcile and so applies nothing new, but prunes nothing either:
 * what it applied before stays in the cluster, and what its source renders now is the best account
 * of that. Left out, its folder was read as if nothing applied it (another cluster, no namespace,
 * the chart's default values), and nothing said why.
 *
 * Upstream: fluxcd/kustomize-controller internal/controller/kustomization_controller.go and
 * fluxcd/helm-controller internal/controller/helmrelease_controller.go Reconcile ("Reconciliation is
 * suspended for this object": return before any build, apply or prune).
 */
function suspended(via: RenderVia, found: GitopsFinding): GitopsFinding {
  if (obj(obj(via.doc.value)['spec'])['suspend'] !== true) return found;
  const controller = via.kind === 'Kustomization' ? 'kustomize-controller' : 'helm-controller';
  const note = notRenderedAt(
    via,
    ['spec', 'suspend'],
    `${via.kind} ${via.namespace}/${via.name} is suspended: ${controller} applies no change to it and prunes nothing until it is resumed, so the cluster keeps what it applied before; what it renders now is simulated as that`,
  );
  return { ...found, diagnostics: [...found.diagnostics, { ...note, severity: 'info' }] };
}

/** Each Application an ApplicationSet makes (applicationset.ts), rendered as one written out would be. */
function argoApplicationSet(via: RenderVia, spec: Obj, ctx: GitopsContext): GitopsFinding {
  // The clusters generator lists the cluster Secrets of Argo CD's namespace (cluster.go
  // getSecretsByClusterName), the one whose ApplicationSets its controller reconciles.
  const made = applicationSetApplications(spec, ctx.repositoryRoots, {
    isOther: (url) => isOtherRepository(url, ctx.remotes),
    otherRevision: (revision) => otherRevision(revision, ctx.branches),
    clusters: ctx.clusterSecrets.filter((s) => s.namespace === via.namespace),
  });
  if ('why' in made) return skipped(via, made.at ?? ['spec', 'generators'], `an ApplicationSet makes Applications from its generators: ${made.why}`);
  if (made.apps.length === 0) {
    // Argo CD makes none either; said, so that a generator pointing elsewhere is not a silent nothing.
    const none = notRenderedAt(
      via,
      made.clustersAt ?? ['spec', 'generators'],
      made.clustersAt === undefined
        ? `${via.kind} ${via.namespace}/${via.name} makes no Application: its generators match no folder, file or element here`
        : `${via.kind} ${via.namespace}/${via.name} makes no Application: its generators match no folder, file, element or cluster here; ${knownClusters(via, ctx)}`,
    );
    return { requests: [], diagnostics: [{ ...none, severity: 'info' }], unrendered: false };
  }
  const requests: RenderRequest[] = [];
  const diagnostics: Diagnostic[] = [];
  if (made.clustersAt !== undefined) {
    const note = notRenderedAt(
      via,
      made.clustersAt,
      `${via.kind} ${via.namespace}/${via.name} makes its Applications from the clusters registered with Argo CD (its clusters generator): ${knownClusters(via, ctx)}`,
    );
    diagnostics.push({ ...note, severity: 'info' });
  }
  const taken: string[] = [];
  const unrendered: UnrenderedApplication[] = [];
  for (const app of made.apps) {
    // Made in the ApplicationSet's own namespace, whatever the template's metadata.namespace
    // (applicationset/controllers/template/template.go GenerateApplications).
    const found = argoApplication({ kind: 'Application', namespace: via.namespace, name: app.name, doc: via.doc, generatedSpec: app.spec }, app.spec, ctx);
    requests.push(...found.requests);
    diagnostics.push(...found.diagnostics);
    taken.push(...(found.taken ?? []));
    if (found.unrendered) unrendered.push({ ref: { kind: 'Application', namespace: via.namespace, name: app.name }, spec: app.spec });
  }
  return {
    requests,
    diagnostics,
    unrendered: unrendered.length > 0,
    ...(unrendered.length > 0 ? { unrenderedApplications: unrendered } : {}),
    ...(taken.length > 0 ? { taken } : {}),
  };
}

/** What a clusters generator lists here, and what it cannot know: clusters registered outside the repository. */
function knownClusters(via: RenderVia, ctx: GitopsContext): string {
  const own = ctx.clusterSecrets.filter((s) => s.namespace === via.namespace);
  const names = own.flatMap((s) => (s.data === undefined ? [] : [JSON.stringify(s.data.name)]));
  const listed = names.length === 0 ? 'none' : names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  const parts = [
    `only ${IN_CLUSTER_NAME} (the cluster Argo CD runs in) and the cluster Secrets in namespace ${via.namespace} of this repository (${listed}) are known here; what it makes for a cluster registered outside the repository (\`argocd cluster add\`, a Secret made elsewhere) is not simulated`,
  ];
  const encrypted = own.length - names.length;
  if (encrypted > 0) parts.push(`${plural(encrypted, 'cluster Secret')} encrypted with SOPS cannot be read`);
  const elsewhere = ctx.clusterSecrets.length - own.length;
  if (elsewhere > 0)
    parts.push(`${plural(elsewhere, 'cluster Secret')} in other namespaces ${elsewhere === 1 ? 'is' : 'are'} not listed (Argo CD lists its own namespace's)`);
  return parts.join('; ');
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function skipped(via: RenderVia, at: readonly PathSegment[], why: string): GitopsFinding {
  return {
    requests: [],
    diagnostics: [notRenderedAt(via, at, `${via.kind} ${via.namespace}/${via.name} was not rendered: ${why}; the objects it makes are not simulated`)],
    unrendered: true,
  };
}

/**
 * What a valuesFrom or substituteFrom reference could not give, as notes at the reference. A
 * ConfigMap or Secret that cannot be read at all (SOPS, made in the cluster) is an info at each
 * reference and a warning at it, the same from every reference, so said once (sortDiagnostics
 * drops exact duplicates): a repository whose ninety Kustomizations read one encrypted
 * `cluster-secrets` has one thing to know, not ninety. One that is missing has no object to say it
 * at: its references are marked, and one-warning-per-cause.ts keeps one of them a warning.
 */
function referenceNotes(via: RenderVia, problems: readonly ValuesFromProblem[]): Diagnostic[] {
  return problems.flatMap((p) => {
    const note = notRenderedAt(via, p.at, `${via.kind} ${via.namespace}/${via.name}: ${p.message}`);
    if (p.missing !== undefined) return [{ ...note, severity: p.severity, messageId: MISSING_SOURCE, data: causeData(p.missing, via) }];
    if (p.source === undefined) return [{ ...note, severity: p.severity }];
    return [{ ...note, severity: 'info' as const }, unreadableSourceNote(p.source)];
  });
}

function unreadableSourceNote(source: UnreadableSource): Diagnostic {
  const meta = obj(obj(source.doc.value)['metadata']);
  return {
    ruleId: 'input/not-rendered',
    severity: 'warning',
    message: `${source.named} ${source.why}, so its keys cannot be read here: the Flux Kustomizations and HelmReleases that read it (postBuild.substituteFrom, valuesFrom) render without them, as an info at each reference says`,
    file: source.doc.file,
    range: source.doc.locate([]),
    object: { kind: String(obj(source.doc.value)['kind']), namespace: str(meta['namespace']) ?? 'default', name: str(meta['name']) ?? '' },
  };
}

/** An input/not-rendered warning on the GitOps object `via`, at its field `at`. */
function notRenderedAt(via: RenderVia, at: readonly PathSegment[], message: string): Diagnostic {
  return {
    ruleId: 'input/not-rendered',
    severity: 'warning',
    message,
    file: via.doc.file,
    range: via.doc.locate(at),
    object: { kind: via.kind, namespace: via.namespace, name: via.name },
  };
}

type Resolved = { dir: string; root: string } | { why: string };

/**
 * A source path of this repository, as an absolute folder in the checked tree, and the repository
 * root it was found from. `join`: how the path meets a root (Flux clamps ".." at it: secure-join.ts).
 */
function resolveSourcePath(p: string, ctx: GitopsContext, join = (root: string, p: string) => path.resolve(root, p.replace(/^\/+/, ''))): Resolved {
  let outside: string | undefined;
  for (const root of ctx.repositoryRoots) {
    const dir = join(root, p);
    if (!isDirectory(dir)) continue;
    if (ctx.inCheckedTree(dir)) return { dir, root };
    outside ??= dir;
  }
  if (outside !== undefined) return { why: `its path ${JSON.stringify(p)} is outside the checked paths (check the repository root to include it)` };
  const above = outsideGit(ctx.repositoryRoots) ? folderAbove(p, ctx.repositoryRoots, join) : undefined;
  if (above !== undefined) {
    const where = ctx.display(above) === '.' ? 'the current folder' : ctx.display(above);
    return {
      why: `its path ${JSON.stringify(p)} is not a folder of this repository: with no git checkout around the checked paths, they are its root, and ${JSON.stringify(p)} is found from ${where} instead (check from there)`,
    };
  }
  return { why: `its path ${JSON.stringify(p)} is not a folder of this repository` };
}

/** No root is a git checkout's top: the checked folders stand in for the repository. */
function outsideGit(roots: readonly string[]): boolean {
  return !roots.some((r) => existsSync(path.join(r, '.git')));
}

/** The nearest folder above the roots where `p` is a folder: the repository root the user likely meant. */
function folderAbove(p: string, roots: readonly string[], join: (root: string, p: string) => string): string | undefined {
  for (const root of roots) {
    for (let d = path.dirname(root); ; d = path.dirname(d)) {
      if (isDirectory(join(d, p))) return d;
      if (path.dirname(d) === d) break;
    }
  }
  return undefined;
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function hasKustomization(dir: string): boolean {
  return KUSTOMIZATION_FILE_NAMES.some((n) => existsSync(path.join(dir, n)));
}

function hasChart(dir: string): boolean {
  return existsSync(path.join(dir, 'Chart.yaml'));
}

/**
 * How Argo CD builds a source's folder: the one kind of options it gives (`helm`, `kustomize`,
 * `directory`: ApplicationSource.ExplicitType; two are refused), else what the folder holds, a
 * kustomization before a Chart.yaml (discovery.Discover walks the files in lexical order and the
 * later one wins). An explicit kind whose file is missing is read from the folder as well.
 */
function argoSourceType(source: Obj, dir: string): 'helm' | 'kustomize' | 'directory' | Unsourced {
  const explicit = (['kustomize', 'helm', 'directory'] as const).filter((k) => source[k] !== undefined && source[k] !== null);
  if (explicit.length > 1)
    return { at: [], why: `its source sets ${explicit.join(' and ')}: Argo CD refuses more than one kind of source ("multiple application sources defined")` };
  const [only] = explicit;
  if (only === 'directory' || (only === 'kustomize' && hasKustomization(dir)) || (only === 'helm' && hasChart(dir))) return only;
  return hasKustomization(dir) ? 'kustomize' : hasChart(dir) ? 'helm' : 'directory';
}

/** Flux: the spec.ignore of a source's GitRepository, when the input holds it and sets one. */
function ignoreOf(sourceRef: Obj, via: RenderVia, ctx: GitopsContext): { ignore?: string } {
  const ignore = ctx.gitRepositories.get(`${str(sourceRef['namespace']) ?? via.namespace}/${str(sourceRef['name']) ?? ''}`)?.ignore;
  return ignore === undefined ? {} : { ignore };
}

/** Flux: why a source's GitRepository is not this repository as checked out (git-repository.ts), or undefined. */
function otherRepository(sourceRef: Obj, via: RenderVia, ctx: GitopsContext): string | undefined {
  return otherSource(str(sourceRef['namespace']) ?? via.namespace, str(sourceRef['name']) ?? '', ctx.gitRepositories, ctx.remotes);
}

/**
 * Why a path of an ExternalArtifact is no folder of this repository: no generator makes the
 * artifact, it copies only from sources outside this repository (an OCIRepository that CI pushes
 * the repository to is other content to the checkout), or not the folder named.
 */
function notFromThisRepository(artifactName: string, artifactPath: string, artifact: GeneratedArtifact | undefined): string {
  const name = JSON.stringify(artifactName);
  if (artifact === undefined) return `its source is the ExternalArtifact ${name}, which no ArtifactGenerator makes of this repository`;
  const others = artifact.otherSources.join(', ');
  if (artifact.copies.length === 0 && others !== '')
    return `its source is the ExternalArtifact ${name}, which the ArtifactGenerator copies from ${others}, not from this repository`;
  const also = others === '' ? '' : ` (it copies from ${others} too, which is not this repository)`;
  return `its path ${JSON.stringify(artifactPath)} is not a folder the ArtifactGenerator copies from this repository into the ExternalArtifact ${name}${also}`;
}

function fluxKustomization(via: RenderVia, spec: Obj, ctx: GitopsContext): GitopsFinding {
  // The API server refuses a substitute value that is not a string: the object is never applied,
  // and no one builds its path (neither rendered on its own nor read as plain manifests). A path
  // holding a GitOps object's own file is left to be read: taking it would drop that object, and
  // with it maybe this one.
  const refused = refusedSubstitutes(via);
  if (refused.length > 0) {
    const resolved = typeof spec['path'] === 'string' ? resolveSourcePath(spec['path'], ctx, secureJoin) : undefined;
    const take = resolved !== undefined && !('why' in resolved) && !ctx.plainGitopsFiles.some((f) => isUnder(f, resolved.dir)) ? [resolved.dir] : [];
    return { requests: [], diagnostics: refused, unrendered: true, ...(take.length > 0 ? { taken: take } : {}) };
  }
  const sourceRef = obj(spec['sourceRef']);
  const sourceKind = str(sourceRef['kind']) ?? 'GitRepository';
  const sourceName = str(sourceRef['name']) ?? '';
  let sourcePath = str(spec['path']) ?? './';
  let artifactRoot: string | undefined;
  if (sourceKind === 'ExternalArtifact') {
    // An ArtifactGenerator's artifact of this repository: the path is one of its folders.
    const generated = ctx.externalArtifacts.get(`${str(sourceRef['namespace']) ?? via.namespace}/${sourceName}`);
    const artifact = generated === undefined ? undefined : nearestArtifact(generated, via.doc.file);
    const inRepository = artifact === undefined ? undefined : repositoryPath(artifact.copies, sourcePath);
    if (inRepository === undefined) return skipped(via, ['spec', 'sourceRef'], notFromThisRepository(sourceName, sourcePath, artifact));
    sourcePath = inRepository;
  } else if (sourceKind === 'OCIRepository') {
    // The artifact a FluxInstance syncs its own folder from is this repository, from that root.
    const root = ociSyncRoot(ctx.ociSyncs, `${str(sourceRef['namespace']) ?? via.namespace}/${sourceName}`, via.doc.file);
    if (root === undefined) return skipped(via, ['spec', 'sourceRef'], `its source is the ${sourceKind} ${JSON.stringify(sourceName)}, not this repository`);
    artifactRoot = root;
  } else if (sourceKind !== 'GitRepository')
    return skipped(via, ['spec', 'sourceRef'], `its source is the ${sourceKind} ${JSON.stringify(sourceName)}, not this repository`);
  else {
    const other = otherRepository(sourceRef, via, ctx);
    if (other !== undefined) return skipped(via, ['spec', 'sourceRef'], `its source is ${other}`);
  }
  // kustomize-controller joins spec.path to the source's root with SecureJoin (kustomization_controller.go build).
  const resolved = resolveSourcePath(sourcePath, artifactRoot === undefined ? ctx : { ...ctx, repositoryRoots: [artifactRoot] }, secureJoin);
  if ('why' in resolved) return skipped(via, ['spec', 'path'], resolved.why);
  const targetNamespace = str(spec['targetNamespace']);
  const postBuild = obj(spec['postBuild']);
  const fromRefs = substituteFromReferences(postBuild, via.namespace, via.doc.file, ctx.valuesSources);
  // kustomize-controller drops every newline of a value, inline or read from a ConfigMap or a
  // Secret (fluxcd/pkg kustomize SubstituteVariables, loadVars): a multi-line value is one line.
  // Every value is a string by now (refusedSubstitutes) or null, which the API server prunes.
  const substitute = Object.fromEntries(
    Object.entries({
      ...fromRefs.vars,
      ...Object.fromEntries(Object.entries(obj(postBuild['substitute'])).filter((e): e is [string, string] => typeof e[1] === 'string')),
    }).map(([k, v]) => [k, v.replaceAll('\n', '')]),
  );
  const diagnostics = referenceNotes(via, fromRefs.problems);
  const invalid = invalidVariables(via, postBuild, fromRefs.invalid);
  if (invalid.length > 0) {
    const take = !ctx.plainGitopsFiles.some((f) => isUnder(f, resolved.dir)) ? [resolved.dir] : [];
    return { requests: [], diagnostics: [...diagnostics, ...invalid], unrendered: true, ...(take.length > 0 ? { taken: take } : {}) };
  }
  const components = (Array.isArray(spec['components']) ? spec['components'] : [])
    .filter((c): c is string => typeof c === 'string')
    .map((c) => path.resolve(resolved.dir, c));
  const generated = !hasKustomization(resolved.dir);
  if (generated) diagnostics.push(...jsonLeftOutNotes(via, resolved.dir, ctx));
  const patches = kustomizePatches(spec['patches'], resolved.dir);
  // kustomize-controller v1 renames every object as kustomize's own fields do (fluxcd/pkg
  // kustomize_generator.go GenerateManifest: spec.namePrefix and nameSuffix into the kustomization).
  const namePrefix = str(spec['namePrefix']);
  const nameSuffix = str(spec['nameSuffix']);
  const request: RenderRequest = {
    kind: 'kustomize',
    dir: resolved.dir,
    loadRestrictorNone: true,
    // ...and with Helm off: krusty.Options' PluginConfig is kustypes.DisabledPluginConfig() (fluxcd/pkg
    // kustomize_generator.go Build), so `helmCharts:` fail to build instead of inflating.
    helmDisabled: true,
    ...(generated ? { generated } : {}),
    ...(generated && sourceKind === 'GitRepository' ? { sourceIgnore: { root: resolved.root, ...ignoreOf(sourceRef, via, ctx) } } : {}),
    ...(targetNamespace !== undefined ? { namespace: targetNamespace } : {}),
    ...(namePrefix ? { namePrefix } : {}),
    ...(nameSuffix ? { nameSuffix } : {}),
    ...(substitutes(spec['postBuild'], substitute, fromRefs.problems) ? { substitute } : {}),
    ...(components.length > 0 ? { components } : {}),
    ...(patches.length > 0 ? { patches } : {}),
    via,
  };
  return { requests: [request], diagnostics, unrendered: false };
}

/**
 * The errors of variable names kustomize-controller refuses, one at each `substitute` key and
 * `substituteFrom` reference that gives one: its build fails before anything is applied
 * (substitute-from.ts VARIABLE), so none of its path's objects are simulated.
 */
function invalidVariables(via: RenderVia, postBuild: Obj, fromReferences: readonly InvalidVariable[]): Diagnostic[] {
  const inline: InvalidVariable[] = Object.keys(obj(postBuild['substitute']))
    .filter((k) => !VARIABLE.test(k))
    .map((k) => ({ at: ['spec', 'postBuild', 'substitute', k], name: k, from: 'spec.postBuild.substitute' }));
  return [...inline, ...fromReferences].map((v) => ({
    ...notRenderedAt(
      via,
      v.at,
      `${via.kind} ${via.namespace}/${via.name} was not rendered: its post-build variable ${JSON.stringify(v.name)} (from ${v.from}) is not a valid name (a letter or _, then letters, digits or _), and kustomize-controller fails the build on it before applying anything; the objects it makes are not simulated`,
    ),
    severity: 'error' as const,
  }));
}

/** A coverage/unlisted info at spec.path naming the `.json` manifests the generated kustomization leaves out (flux-generated.ts). */
function jsonLeftOutNotes(via: RenderVia, dir: string, ctx: GitopsContext): Diagnostic[] {
  const files = jsonManifestsLeftOut(dir).map((f) => path.relative(dir, f).split(path.sep).join('/'));
  if (files.length === 0) return [];
  const one = files.length === 1;
  return [
    {
      ruleId: 'coverage/unlisted',
      severity: 'info',
      message: `${via.kind} ${via.namespace}/${via.name} renders ${JSON.stringify(ctx.display(dir))}, which has no kustomization: kustomize-controller generates one listing its .yaml and .yml files only, so ${one ? 'a manifest file' : `${files.length} manifest files`} there (${someNamed(files)}) ${one ? 'is' : 'are'} not applied and not checked; name ${one ? 'it' : 'them'} .yaml, or list ${one ? 'it' : 'them'} in a kustomization`,
      file: via.doc.file,
      range: via.doc.locate(['spec', 'path']),
      object: { kind: via.kind, namespace: via.namespace, name: via.name },
    },
  ];
}

function fluxHelmRelease(via: RenderVia, spec: Obj, ctx: GitopsContext): GitopsFinding {
  const chartRef = obj(spec['chartRef']);
  if (Object.keys(chartRef).length > 0) return fluxChartRef(via, spec, chartRef, ctx);
  const chartSpec = obj(obj(spec['chart'])['spec']);
  const sourceRef = obj(chartSpec['sourceRef']);
  const chart = str(chartSpec['chart']) ?? '';
  const sourceKind = str(sourceRef['kind']) ?? '';
  if (sourceKind !== 'GitRepository')
    return skipped(
      via,
      ['spec', 'chart'],
      `its chart ${JSON.stringify(chart)} comes from the ${sourceKind || 'source'} ${JSON.stringify(str(sourceRef['name']) ?? '')}, a remote chart`,
    );
  const other = otherRepository(sourceRef, via, ctx);
  if (other !== undefined) return skipped(via, ['spec', 'chart'], `its chart's source is ${other}`);
  const api = str(obj(via.doc.value)['apiVersion']) ?? '';
  return helmReleaseOfChart(via, spec, chartSpec, ['spec', 'chart'], /\/v2beta[12]$/.test(api), ctx);
}

/**
 * A HelmRelease's spec.chartRef: a HelmChart of the input that builds its chart from this
 * repository renders as spec.chart.spec would, the HelmChart's chart and valuesFiles (merged in
 * order into the chart's values.yaml's place, under the release's values, as source-controller
 * packages them). Its sourceRef is in the
 * HelmChart's own namespace, as chartRef's is in the HelmRelease's unless it names one
 * (source-controller api/v1 helmchart_types.go HelmChartSpec, LocalHelmChartSourceReference;
 * helm-controller api/v2 helmrelease_types.go CrossNamespaceSourceReference).
 */
function fluxChartRef(via: RenderVia, spec: Obj, chartRef: Obj, ctx: GitopsContext): GitopsFinding {
  const kind = str(chartRef['kind']) ?? 'source';
  const name = str(chartRef['name']) ?? '';
  if (kind !== 'HelmChart')
    return skipped(via, ['spec', 'chartRef'], `its chart comes from the ${kind} ${JSON.stringify(name)}, a chart outside this repository`);
  const namespace = str(chartRef['namespace']) ?? via.namespace;
  const helmChart = ctx.helmCharts.get(`${namespace}/${name}`);
  const from = `its chart comes from the HelmChart ${JSON.stringify(`${namespace}/${name}`)}`;
  if (helmChart === undefined) return skipped(via, ['spec', 'chartRef'], `${from}, which the input does not define`);
  const sourceRef = obj(helmChart['sourceRef']);
  const sourceKind = str(sourceRef['kind']) ?? '';
  if (sourceKind !== 'GitRepository')
    return skipped(
      via,
      ['spec', 'chartRef'],
      `${from}, which builds its chart ${JSON.stringify(str(helmChart['chart']) ?? '')} from the ${sourceKind || 'source'} ${JSON.stringify(str(sourceRef['name']) ?? '')}, a remote chart`,
    );
  const other = otherSource(namespace, str(sourceRef['name']) ?? '', ctx.gitRepositories, ctx.remotes);
  if (other !== undefined) return skipped(via, ['spec', 'chartRef'], `${from}, whose source is ${other}`);
  // The HelmChart's API version is not kept with its spec: its valuesFile is read whatever it is.
  return helmReleaseOfChart(via, spec, helmChart, ['spec', 'chartRef'], true, ctx);
}

/**
 * The values files a HelmChart builds its chart's default values from, in order: the deprecated
 * `valuesFile` first where the API version has it (source-controller api/v1beta2 HelmChart
 * GetValuesFiles; a HelmRelease of helm.toolkit.fluxcd.io/v2beta1 or v2beta2 passes it on, v2
 * has no such field), then `valuesFiles`. A list of just `values.yaml` (the source root's, the
 * chart's own for a chart there) leaves the chart as it is (internal/helm/chart builder.go
 * BuildOptions.GetValuesFiles): none.
 */
function chartValuesFiles(chartSpec: Obj, deprecatedValuesFile: boolean): string[] {
  const single = deprecatedValuesFile ? str(chartSpec['valuesFile']) : undefined;
  const listed = [...(single ? [single] : []), ...arr(chartSpec['valuesFiles'])].filter((f): f is string => typeof f === 'string');
  return listed.length === 1 && path.posix.normalize(listed[0]!).replace(/(.)\/+$/, '$1') === 'values.yaml' ? [] : listed;
}

/**
 * The render of a HelmRelease whose chart (`chartSpec`: a HelmChart's spec) is a path of this
 * repository; `at` names it in findings. `deprecatedValuesFile`: the spec's API version has
 * `valuesFile`.
 */
function helmReleaseOfChart(
  via: RenderVia,
  spec: Obj,
  chartSpec: Obj,
  at: readonly PathSegment[],
  deprecatedValuesFile: boolean,
  ctx: GitopsContext,
): GitopsFinding {
  const chart = str(chartSpec['chart']) ?? '';
  // source-controller joins the chart's path and its valuesFiles to the source's root with SecureJoin (chart/builder_local.go Build, mergeFileValues).
  const resolved = resolveSourcePath(chart, ctx, secureJoin);
  if ('why' in resolved) return skipped(via, at, resolved.why);
  if (!hasChart(resolved.dir)) return skipped(via, at, `${JSON.stringify(chart)} holds no Chart.yaml`);
  const targetNamespace = str(spec['targetNamespace']);
  const releaseName = fluxReleaseName(via.name, str(spec['releaseName']), targetNamespace);
  const listed = chartValuesFiles(chartSpec, deprecatedValuesFile);
  const valuesFiles = listed
    .map((f) => secureJoin(resolved.root, f))
    // source-controller fails on a missing file unless told to go on without it.
    .filter((f) => chartSpec['ignoreMissingValuesFiles'] !== true || existsSync(f));
  const postRenderPatches = postRendererPatches(spec['postRenderers']);
  const fromRefs = valuesFromReferences(spec, via.namespace, via.doc.file, ctx.valuesSources);
  const values = [...fromRefs.values, ...(isObj(spec['values']) ? [spec['values']] : [])];
  const diagnostics = referenceNotes(via, fromRefs.problems);
  const request: RenderRequest = {
    kind: 'helm',
    dir: resolved.dir,
    releaseName,
    namespace: targetNamespace ?? via.namespace,
    // In place of the chart's values.yaml, under valuesFrom and values (chart-values.ts).
    ...(listed.length > 0 ? { chartValuesFiles: valuesFiles } : {}),
    ...(values.length > 0 ? { values } : {}),
    ...(postRenderPatches.length > 0 ? { postRenderPatches } : {}),
    via,
  };
  return { requests: [request], diagnostics, unrendered: false };
}

function argoApplication(via: RenderVia, spec: Obj, ctx: GitopsContext): GitopsFinding {
  const located = applicationSources(spec);
  const sources = located.map((l) => l.source);
  const refs = refSources(sources);
  const destination = str(obj(spec['destination'])['namespace']);
  const requests: RenderRequest[] = [];
  const diagnostics: Diagnostic[] = [];
  const taken: string[] = [];
  let unrendered = false;
  located.forEach(({ source, at }) => {
    const repoURL = str(source['repoURL']) ?? '';
    const chart = str(source['chart']);
    // No path is the repository's root; a `ref` source without one only lends its files to the others (repository.go).
    const sourcePath = str(source['path']) ?? (str(source['ref']) === undefined ? '' : undefined);
    if (chart !== undefined || repoURL.startsWith('oci://')) {
      // An oci:// source without `chart` is an OCI artifact of manifests (a Kustomize root, a
      // folder) that Argo CD pulls, its `path` a folder in it: no chart.
      const found = skipped(
        via,
        at,
        chart !== undefined
          ? `its source is the chart ${JSON.stringify(chart)} from ${repoURL}, a remote chart`
          : `its source is the OCI artifact ${JSON.stringify(repoURL)}${sourcePath !== undefined && sourcePath !== '' ? ` (its path ${JSON.stringify(sourcePath)})` : ''}, a remote source`,
      );
      diagnostics.push(...found.diagnostics);
      unrendered = true;
      return;
    }
    if (sourcePath === undefined) return; // a `ref` source: values files for the others
    if (isOtherRepository(repoURL, ctx.remotes)) {
      diagnostics.push(...skipped(via, [...at, 'repoURL'], `its source is ${otherRepositoryText(repoURL)}`).diagnostics);
      unrendered = true;
      return;
    }
    const revision = otherRevision(source['targetRevision'], ctx.branches);
    if (revision !== undefined) {
      diagnostics.push(...skipped(via, [...at, 'targetRevision'], `its source is ${revision}`).diagnostics);
      unrendered = true;
      return;
    }
    if (isObj(source['plugin'])) {
      // A config management plugin (argocd-cmp-server) runs a command of its own on the folder.
      const name = str(obj(source['plugin'])['name']);
      diagnostics.push(
        ...skipped(
          via,
          [...at, 'plugin'],
          `its source is built by the config management plugin${name === undefined ? '' : ` ${JSON.stringify(name)}`}, which is not run here`,
        ).diagnostics,
      );
      unrendered = true;
      const resolved = resolveSourcePath(sourcePath, ctx);
      // The plugin's input (a kustomization of the output it generates, say) is not a source of its own.
      if (!('why' in resolved)) taken.push(resolved.dir);
      return;
    }
    const resolved = resolveSourcePath(sourcePath, ctx);
    if ('why' in resolved) {
      diagnostics.push(...skipped(via, [...at, 'path'], resolved.why).diagnostics);
      unrendered = true;
      return;
    }
    const request = argoRequest(via, source, resolved, destination, refs, ctx);
    if ('why' in request) {
      diagnostics.push(...skipped(via, [...at, ...request.at], request.why).diagnostics);
      unrendered = true;
      // Its chart, without the values it is given, is not rendered on its own either.
      taken.push(resolved.dir);
      return;
    }
    requests.push(request);
    // Only the files directory.include and exclude keep are evaluated (findManifests filters first).
    const chosen = request.kind === 'directory' ? directoryFilter(request.include, request.exclude) : undefined;
    const jsonnet =
      typeof chosen === 'function'
        ? jsonnetFiles(resolved.dir, request.recurse === true).filter((f) => chosen(path.relative(resolved.dir, f).split(path.sep).join('/')))
        : [];
    if (jsonnet.length > 0) {
      const named = someNamed(jsonnet.map((f) => path.relative(resolved.dir, f).split(path.sep).join('/')));
      diagnostics.push(
        notRenderedAt(
          via,
          [...at, 'path'],
          `${via.kind} ${via.namespace}/${via.name} is rendered without its Jsonnet (${named}): Argo CD evaluates *.jsonnet in a directory source, which is not done here; the objects it makes are not simulated`,
        ),
      );
    }
  });
  return { requests, diagnostics, unrendered, ...(taken.length > 0 ? { taken } : {}) };
}

/** An Application's sources that have a `ref`, by "$<ref>" (argo GetRefSources): a value file "$<ref>/…" is read from that source's repository. */
function refSources(sources: readonly Obj[]): Map<string, Obj> {
  return new Map(sources.flatMap((s) => (str(s['ref']) ? [[`$${str(s['ref'])}`, s] as const] : [])));
}

function argoRequest(
  via: RenderVia,
  source: Obj,
  { dir, root }: { dir: string; root: string },
  destination: string | undefined,
  refs: ReadonlyMap<string, Obj>,
  ctx: GitopsContext,
): RenderRequest | Unsourced {
  const ns = destination !== undefined ? { defaultNamespace: destination } : {};
  const type = argoSourceType(source, dir);
  if (typeof type !== 'string') return type;
  if (type === 'helm') return argoHelmRequest(via, obj(source['helm']), { dir, root }, destination, refs, ctx);
  if (type === 'kustomize') {
    const k = obj(source['kustomize']);
    const patches = kustomizePatches(k['patches'], dir);
    const replicas = kustomizeReplicas(k['replicas']);
    return {
      kind: 'kustomize',
      dir,
      ...ns,
      ...(str(k['namespace']) !== undefined ? { namespace: str(k['namespace'])! } : {}),
      ...(str(k['namePrefix']) !== undefined ? { namePrefix: str(k['namePrefix'])! } : {}),
      ...(str(k['nameSuffix']) !== undefined ? { nameSuffix: str(k['nameSuffix'])! } : {}),
      ...(patches.length > 0 ? { patches } : {}),
      ...(replicas.length > 0 ? { replicas } : {}),
      ...argoKustomizeMetadata(k, dir),
      via,
    };
  }
  const directory = obj(source['directory']);
  const include = str(directory['include']);
  const exclude = str(directory['exclude']);
  return {
    kind: 'directory',
    dir,
    ...ns,
    ...(directory['recurse'] === true ? { recurse: true } : {}),
    ...(include !== undefined && include !== '' ? { include } : {}),
    ...(exclude !== undefined && exclude !== '' ? { exclude } : {}),
    via,
  };
}

/** The `*.jsonnet` files of an Argo CD directory source (its subfolders too with `recurse`), sorted; dot-folders are not searched. */
function jsonnetFiles(dir: string, recurse: boolean, depth = 0): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const full = path.join(dir, e.name);
    if (e.isFile() && e.name.endsWith('.jsonnet')) out.push(full);
    else if (recurse && e.isDirectory() && depth < MAX_JSONNET_DEPTH) out.push(...jsonnetFiles(full, true, depth + 1));
  }
  return out.sort();
}

/** Far past a real app's folders, and a bound on a linked loop. */
const MAX_JSONNET_DEPTH = 16;

/**
 * Whether kustomize-controller substitutes a Kustomization's render: with postBuild set, when it
 * has a variable, or with `substituteStrategy: Always` (kustomization_controller.go build;
 * fluxcd/pkg kustomize_varsub.go SubstituteVariables: `len(vars) > 0 || options.Always`). Then a
 * variable it has no value for becomes its default or empty; else `${var:=default}` stays as
 * written. A substituteFrom source that is not read here (not in the input, encrypted, made in
 * the cluster) gives its variables there.
 */
function substitutes(postBuild: unknown, vars: Readonly<Record<string, string>>, unread: readonly { readonly severity: string }[]): boolean {
  if (!isObj(postBuild)) return false;
  return Object.keys(vars).length > 0 || postBuild['substituteStrategy'] === 'Always' || unread.some((p) => p.severity !== 'info');
}
