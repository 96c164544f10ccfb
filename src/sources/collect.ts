/**
 * The repository as the cluster sees it. Kustomize roots and Helm charts are found; a root that
 * another kustomization builds on is a base, rendered only through it; the GitOps objects read
 * (Flux, Argo CD) name what is rendered and how, and win over rendering a root on its own; the
 * files that belong to a render are never parsed as plain manifests. Renders run side by side;
 * what they produce may hold further GitOps objects, so requests are gathered again until
 * nothing new is asked for.
 */
import { compareStrings } from '../core/compare.ts';
import { someNamed } from '../core/arrays.ts';
import { capabilityApiVersions } from './api-versions.ts';
import { valuesSources } from './values-from.ts';
import { clusterSecrets } from './cluster-secrets.ts';
import path from 'node:path';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import type { LoadedDocument } from '../load/document.ts';
import type { UnrenderedApplication } from '../model/not-simulated.ts';
import { artifactCopies } from './artifact-generator.ts';
import { directoryFilter } from './argo-glob.ts';
import { gitopsRequests, isGitopsObject, type GitopsContext } from './gitops.ts';
import { appliesItself } from './applies-itself.ts';
import { copiesAsking } from './self-made.ts';
import { fluxInstanceSync, gitReference, isThisRepository, type GitSource } from './git-repository.ts';
import { fluxInstanceOciSync } from './flux-instance-oci.ts';
import { namespacelessTwins } from './argo-namespace.ts';
import { branchesFollowed } from './argo-revision.ts';
import { kustomizationFileIn, kustomizationFileOf } from './kustomization.ts';
import { isUnder, type Roots } from './roots.ts';
import { OriginFiles, RenderedDocument } from './origin.ts';
import { render, requestSite, resolveRenderers } from './render.ts';
import { inParallel } from './run-command.ts';
import { requestKey, viaName, type RenderOutput, type RenderRequest, type RenderSettings, type RenderVia } from './types.ts';
import { existsSync, readFileSync } from 'node:fs';
import { repositoryBoundary } from '../io/tree-walk.ts';
import { isObject, type JsonObject } from '../core/fields.ts';
import { orphanedBases, orphanNotes, unrenderedBaseErrors, type OrphanedBase } from './orphaned-bases.ts';
import { holdsObjectsOf, switchedOffNotes } from './switched-off-dependencies.ts';

/** Renders may name further GitOps objects; this many rounds is far past any real chain. */
const MAX_ROUNDS = 10;

export interface SourceTree {
  readonly cwd: string;
  /** Absolute folders the user asked to check. */
  readonly directories: readonly string[];
  /** Absolute kustomization files and Chart.yaml files found under them. */
  readonly markers: readonly string[];
  readonly settings: RenderSettings;
  /** Chart options from config, by absolute chart folder. */
  readonly chartOptions: ReadonlyMap<string, Partial<RenderRequest>>;
  /** The checkout's git remote URLs. */
  readonly remotes: readonly string[];
  /** The branches the checkout follows (io/git-revision.ts). */
  readonly branches: readonly string[];
}

import type { RenderedSource } from '../pipeline/types.ts';

export type { RenderedSource };

export interface CollectedRender {
  readonly output: RenderOutput;
  readonly vias: readonly RenderVia[];
}

export interface Collected {
  readonly renders: readonly CollectedRender[];
  /** Plain documents a GitOps render took over (read again through it). */
  readonly claimed: (doc: Pick<LoadedDocument, 'file'>) => boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly rendered: readonly RenderedSource[];
  /** GitOps objects whose pods are not simulated (their source was not rendered, or its render failed). */
  readonly unrendered: readonly LoadedDocument[];
  /** Of the ApplicationSets among them, the Applications they made that were not rendered, by name. */
  readonly unrenderedApplications: ReadonlyMap<LoadedDocument, readonly UnrenderedApplication[]>;
}

/**
 * Renders what the repository renders. `plain` are the documents of the files read as plain
 * manifests (the GitOps objects among them decide renders too).
 */
export async function collectRenders(tree: SourceTree, roots: Roots, plain: readonly LoadedDocument[], display: (a: string) => string): Promise<Collected> {
  const renderers = resolveRenderers(tree.settings);
  const origins = new OriginFiles(display);
  const context = {
    cwd: tree.cwd,
    renderers,
    origins,
    display,
    apiVersions: capabilityApiVersions(plain),
    ...(tree.settings.bounds !== undefined ? { bounds: tree.settings.bounds } : {}),
  };
  const standalone: RenderRequest[] = [
    ...[...roots.kustomize].filter((d) => !roots.bases.has(d)).map((dir): RenderRequest => ({ kind: 'kustomize', dir })),
    ...[...roots.charts].filter((d) => !roots.inflated.has(d) && !roots.chartsUnderKustomize.has(d)).map((dir) => chartRequest(tree, dir)),
  ].sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  const cache = new Map<string, RenderOutput>();
  let wanted: RenderRequest[] = [];
  let vias = new Map<string, RenderVia[]>();
  let gitops = {
    diagnostics: [] as Diagnostic[],
    unrendered: [] as LoadedDocument[],
    unrenderedApplications: new Map<LoadedDocument, UnrenderedApplication[]>(),
  };
  let claimedDirs: Claim[] = [];
  let rescued: OrphanedBase[] = [];
  let unrenderedBases: OrphanedBase[] = [];
  const renderFresh = async (requests: readonly RenderRequest[]): Promise<number> => {
    const fresh = requests.filter((r) => !cache.has(renderKey(r)));
    const outputs = await inParallel(fresh.map((r) => () => render(r, context)));
    fresh.forEach((r, i) => cache.set(renderKey(r), outputs[i]!));
    return fresh.length;
  };
  let settled = false;
  let previous: RenderRequest[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const isClaimed = claimTest(claimedDirs, tree.cwd);
    // Each rendered document, the render it came from, and the GitOps objects that asked for that render.
    const producedBy = new Map<LoadedDocument, readonly RenderVia[]>();
    const renderOf = new Map<LoadedDocument, RenderRequest>();
    for (const r of wanted)
      for (const d of cache.get(renderKey(r))?.documents ?? []) {
        producedBy.set(d, vias.get(requestKey(r)) ?? []);
        renderOf.set(d, r);
      }
    const inputs = [...plain.filter((d) => !isClaimed(d)), ...producedBy.keys()];
    const found = gatherGitops(inputs, tree, display, (d) => ({ vias: producedBy.get(d) ?? [], dir: renderOf.get(d)?.dir }));
    let fresh = await renderFresh(found.requests);
    const bootstraps = appliedByHand(found.requests, renderOf, cache);
    const targeted = new Set(found.requests.map((r) => r.dir));
    const { requests: asked, vias: nextVias } = dedupe([
      ...standalone.filter((r) => bootstraps.has(r.dir) || (!targeted.has(r.dir) && !found.generatedRoots.has(r.dir))),
      ...found.requests,
    ]);
    fresh += await renderFresh(asked);
    // Bases only failed roots build on, rendered on their own; their output is read for GitOps
    // objects like any render's. One that fails too (the same remote base, say) adds nothing to
    // what its parent's finding says, unless that is no error (unrenderedBaseErrors); the bases
    // under it are tried in turn. Each belongs to the GitOps objects that asked for the roots that
    // failed (orphaned-bases.ts).
    const orphans = await orphanedBases(
      roots,
      asked.map((r) => ({ request: r, ok: cache.get(renderKey(r))?.ok, vias: nextVias.get(requestKey(r)) ?? [] })),
      (r) => cache.get(renderKey(r))?.ok,
      renderFresh,
      (dir) => chartRequest(tree, dir),
      (r, chart) => holdsObjectsOf(cache.get(renderKey(r)), chart, display),
    );
    for (const o of orphans.rescued) nextVias.set(requestKey(o.request), [...o.vias]);
    const next = [...asked, ...orphans.rescued.map((o) => o.request)];
    const same = next.length === wanted.length && next.every((r, i) => requestKey(r) === requestKey(wanted[i]!));
    previous = wanted;
    wanted = next;
    vias = nextVias;
    gitops = found;
    claimedDirs = found.claims;
    rescued = orphans.rescued;
    unrenderedBases = orphans.unrendered;
    if (same && fresh + orphans.fresh === 0) {
      settled = true;
      break;
    }
  }
  const unsettled = settled ? [] : [unsettledNote(previous, wanted, vias, display)];
  const renders = wanted.map((r): CollectedRender => ({ output: cache.get(renderKey(r))!, vias: vias.get(requestKey(r)) ?? [] }));
  for (const r of renders) if (r.vias.length > 0) for (const d of r.output.documents) (d as { gitopsApplied?: boolean }).gitopsApplied = true;
  const rendered = renders
    .filter((c) => c.output.ok)
    .map(({ output, vias: by }): RenderedSource => ({
      kind: output.request.kind,
      path: display(output.request.dir),
      objects: output.documents.length,
      ...(by.length > 0 ? { via: viaText(by) } : {}),
    }));
  const diagnostics = [
    ...roots.diagnostics,
    ...gitops.diagnostics,
    ...renders.flatMap((c) => notRenderedForEach(c, display)),
    ...orphanNotes(rescued, display),
    ...unrenderedBaseErrors(unrenderedBases, (r) => cache.get(renderKey(r))),
    ...switchedOffNotes(
      renders.map((r) => r.output),
      roots,
      display,
    ),
    ...unsettled,
    ...unusedComponents(roots, wanted).map((dir) => unusedComponentNote(dir, display)),
    ...wanted
      .filter((r) => r.kind === 'kustomize' && r.via === undefined && roots.chartsUnderKustomize.has(r.dir))
      .map((r) => chartUnderKustomizeNote(r.dir, display)),
  ];
  return {
    renders,
    claimed: claimTest(claimedDirs, tree.cwd),
    diagnostics,
    rendered,
    unrendered: unrenderedObjects(gitops.unrendered, renders),
    unrenderedApplications: unrenderedApplications(gitops.unrenderedApplications, renders),
  };
}

/**
 * A folder holding both a Chart.yaml and a kustomization, rendered on its own: once, as Argo CD
 * discovers it (util/app/discovery/discovery.go Discover: the kustomization, later in lexical
 * order, wins), not once as each, which would count its pods twice.
 */
function chartUnderKustomizeNote(dir: string, display: (a: string) => string): Diagnostic {
  return {
    ruleId: 'input/not-rendered',
    severity: 'info',
    message: `Helm chart ${JSON.stringify(display(dir))} shares its folder with a kustomization: the folder is rendered once, as a Kustomize root, as Argo CD discovers a folder holding both (a GitOps object that renders it as a chart, an Application's \`source.helm\` or a HelmRelease, renders the chart instead)`,
    file: display(path.join(dir, 'Chart.yaml')),
    range: START_OF_FILE,
  };
}

/**
 * A render's findings, and for one that failed, its not-rendered finding at each other GitOps object
 * that asks for it from a file of its own: several clusters' Kustomizations of one name rendering one
 * root each say it in their cluster's report, not only the first.
 */
function notRenderedForEach(c: CollectedRender, display: (absolute: string) => string): Diagnostic[] {
  const { request, diagnostics } = c.output;
  const first = request.via;
  if (c.output.ok || first === undefined || c.vias.length < 2) return [...diagnostics];
  const own = requestSite(request, display).file;
  const out = [...diagnostics];
  const files = new Set([first.doc.file]);
  for (const v of c.vias) {
    if (files.has(v.doc.file)) continue;
    files.add(v.doc.file);
    const site = requestSite({ ...request, via: v }, display);
    for (const d of diagnostics) {
      if (d.ruleId !== 'input/not-rendered' || d.file !== own) continue;
      out.push({
        ruleId: d.ruleId,
        severity: d.severity,
        message: d.message.replace(` (for ${viaName(first)})`, ` (for ${viaName(v)})`),
        file: site.file,
        range: site.range,
      });
    }
  }
  return out;
}

/**
 * The roots rendered on their own that stay so although a GitOps object renders their folder: that
 * object is read only from the root's own render, and its render of the folder leaves it out (an
 * app of apps listed in its folder's kustomization, rendering the folder as a directory source
 * that excludes its own file). Someone applies the root by hand, or the object would not exist;
 * Argo CD then syncs the folder as the object says, every Application in it, listed or not.
 * Dropping the root would drop the object, and with it the render that dropped the root. An Argo
 * CD object the render makes again by kind and name, in the namespace the render gave it, is the
 * root applying itself (applies-itself.ts): that render is the install.
 */
function appliedByHand(
  requests: readonly RenderRequest[],
  renderOf: ReadonlyMap<LoadedDocument, RenderRequest>,
  cache: ReadonlyMap<string, RenderOutput>,
): Set<string> {
  const kept = new Set<string>();
  for (const r of requests) {
    if (r.via === undefined) continue;
    const from = renderOf.get(r.via.doc);
    if (from === undefined || from.via !== undefined) continue;
    if (from.dir !== r.dir && !(r.generated === true && isUnder(from.dir, r.dir))) continue;
    const id = gitopsIdentity(r.via.doc.value);
    const output = cache.get(renderKey(r))?.documents ?? [];
    if (from.dir === r.dir && appliesItself(r.via.doc, output)) continue;
    if (!output.some((d) => isGitopsObject(d.value) && gitopsIdentity(d.value) === id)) kept.add(from.dir);
  }
  return kept;
}

/**
 * Renders that still came and went after MAX_ROUNDS (GitOps objects each rendering the folder of
 * the next, deeper than any real chain, or objects whose renders undo each other): the last
 * round's renders are kept, and a warning says so, naming the renders that changed.
 */
function unsettledNote(
  previous: readonly RenderRequest[],
  last: readonly RenderRequest[],
  vias: ReadonlyMap<string, readonly RenderVia[]>,
  display: (a: string) => string,
): Diagnostic {
  const before = new Set(previous.map(requestKey));
  const after = new Set(last.map(requestKey));
  const changed = [...previous.filter((r) => !after.has(requestKey(r))), ...last.filter((r) => !before.has(requestKey(r)))];
  const first = changed[0] ?? last[0] ?? previous[0];
  const via = first === undefined ? undefined : vias.get(requestKey(first))?.[0];
  const named = someNamed(changed.map((r) => `${r.kind} ${JSON.stringify(display(r.dir))}`));
  return {
    ruleId: 'input/not-rendered',
    severity: 'warning',
    message: `the GitOps objects' renders did not settle after ${MAX_ROUNDS} rounds (each render may hold GitOps objects asking for more)${named === '' ? '' : `: ${named} still came or went`}; what the last round rendered is checked, and objects of renders not reached are not simulated`,
    file: via !== undefined ? via.doc.file : first !== undefined ? display(kustomizationFileIn(first.dir) ?? first.dir) : '.',
    range: via !== undefined ? via.doc.locate([]) : START_OF_FILE,
    ...(via !== undefined ? { object: { kind: via.kind, namespace: via.namespace, name: via.name } } : {}),
  };
}

/** The GitOps objects whose pods are not simulated: those whose source was not rendered, and those whose render failed. */
function unrenderedObjects(skipped: readonly LoadedDocument[], renders: readonly CollectedRender[]): LoadedDocument[] {
  return [...new Set([...skipped, ...renders.filter((c) => !c.output.ok).flatMap((c) => c.vias.map((v) => v.doc))])];
}

/**
 * The Applications ApplicationSets made whose source was not rendered (`skipped`) or whose render
 * failed, by ApplicationSet, each once, in name order.
 */
function unrenderedApplications(
  skipped: ReadonlyMap<LoadedDocument, readonly UnrenderedApplication[]>,
  renders: readonly CollectedRender[],
): Map<LoadedDocument, UnrenderedApplication[]> {
  const byName = new Map<LoadedDocument, Map<string, UnrenderedApplication>>();
  const add = (doc: LoadedDocument, app: UnrenderedApplication): void => {
    const apps = byName.get(doc) ?? new Map<string, UnrenderedApplication>();
    byName.set(doc, apps);
    if (!apps.has(app.ref.name)) apps.set(app.ref.name, app);
  };
  for (const [doc, apps] of skipped) for (const app of apps) add(doc, app);
  for (const c of renders) {
    if (c.output.ok) continue;
    for (const v of c.vias)
      if (v.generatedSpec !== undefined) add(v.doc, { ref: { kind: v.kind, namespace: v.namespace, name: v.name }, spec: v.generatedSpec });
  }
  return new Map([...byName].map(([doc, apps]) => [doc, [...apps.values()].sort((a, b) => compareStrings(a.ref.name, b.ref.name))]));
}

/**
 * What a render is kept under between rounds: its request and the name of the GitOps object it is
 * for, which its messages carry. An object read first as a plain file (no namespace: default) may
 * be read again from the render that applies it, in that render's namespace; its renders are made
 * again under that name.
 */
function renderKey(r: RenderRequest): string {
  return r.via === undefined ? requestKey(r) : `${requestKey(r)}\0${viaName(r.via)}`;
}

/** Components no render builds: a Component is built only as part of a kustomization (or Flux Kustomization) that lists it. */
function unusedComponents(roots: Roots, wanted: readonly RenderRequest[]): string[] {
  const used = new Set<string>();
  const visit = (dir: string): void => {
    if (used.has(dir)) return;
    used.add(dir);
    for (const b of roots.buildsOn.get(dir) ?? []) visit(b);
  };
  for (const r of wanted) {
    if (r.kind !== 'kustomize') continue;
    visit(r.dir);
    for (const c of r.components ?? []) visit(c);
    // A folder Flux renders without a kustomization builds every root under it.
    if (r.generated === true) for (const k of roots.kustomize) if (isUnder(k, r.dir)) visit(k);
  }
  return [...roots.components].filter((c) => !used.has(c)).sort();
}

function unusedComponentNote(dir: string, display: (a: string) => string): Diagnostic {
  return {
    ruleId: 'input/not-rendered',
    severity: 'info',
    message: `Kustomize component ${JSON.stringify(display(dir))} is built only as part of a kustomization that lists it in components, and none in the checked folders does: it is not checked`,
    file: display(kustomizationFileOf(dir)),
    range: START_OF_FILE,
  };
}

/** The GitOps objects that asked for a render, once each by name (each cluster's folder may hold its own of one name). */
export function viaText(vias: readonly RenderVia[]): string {
  return [...new Set(vias.map(viaName))].join(', ');
}

/** A chart rendered on its own: its name as the release, namespace default, its options from config. */
function chartRequest(tree: SourceTree, dir: string): RenderRequest {
  return { kind: 'helm', dir, releaseName: chartName(dir), namespace: 'default', ...tree.chartOptions.get(dir) };
}

function chartName(dir: string): string {
  try {
    const m = /^name:\s*["']?([^"'\s#]+)/m.exec(readFileSync(path.join(dir, 'Chart.yaml'), 'utf8'));
    if (m !== null) return releaseName(m[1]!);
  } catch {
    // The render reports an unreadable chart.
  }
  return releaseName(path.basename(dir));
}

/** helm's release names (pkg/chartutil ValidateReleaseName): DNS-1123 labels joined by dots, at most 53 characters. */
const RELEASE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const MAX_RELEASE_NAME = 53;

/** A chart's name as a release name helm takes: `k8up_backups` is `k8up-backups` (a chart's name has no such rule). */
export function releaseName(name: string): string {
  if (name.length <= MAX_RELEASE_NAME && RELEASE_NAME.test(name)) return name;
  const cut = name
    .toLowerCase()
    .replace(/[^-a-z0-9.]+/g, '-')
    .slice(0, MAX_RELEASE_NAME)
    .replace(/^[-.]+|[-.]+$/g, '')
    .replace(/\.[-.]*|-*\.+/g, '.');
  return RELEASE_NAME.test(cut) ? cut : 'release';
}

/**
 * A folder a render reads itself, its files never read as plain manifests: those its source leaves
 * out too, which nothing applies. One is spared: the file of the Application that asks for the
 * render, when the render's include or exclude leaves it out (argo-cd
 * reposerver/repository/repository.go findManifests filters before reading). The Application
 * exists, and its render does not make it: someone applies that file by hand (`path: .` with
 * `include: apps.yaml` beside it, or an app of apps excluding its own file). Taken, it would
 * vanish with the render it asks for, and come back when that went.
 */
interface Claim {
  readonly dir: string;
  readonly recurse: boolean;
  /** Absolute file under `dir` that is not the render's. */
  readonly spares?: string;
}

function directoryClaim(r: RenderRequest, cwd: string): Claim {
  const claim = { dir: r.dir, recurse: r.recurse === true };
  const chosen = directoryFilter(r.include, r.exclude);
  // A pattern Argo CD refuses fails the render, which reads nothing; its folder stays taken.
  if (r.via === undefined || typeof chosen !== 'function') return claim;
  const own = path.resolve(cwd, r.via.doc.file);
  return inClaim(own, claim) && !chosen(path.relative(r.dir, own).split(path.sep).join('/')) ? { ...claim, spares: own } : claim;
}

function inClaim(file: string, c: Claim): boolean {
  return (c.recurse ? isUnder(file, c.dir) : path.dirname(file) === c.dir) && file !== c.spares;
}

function claimTest(claims: readonly Claim[], cwd: string): (doc: Pick<LoadedDocument, 'file'>) => boolean {
  if (claims.length === 0) return () => false;
  return (doc) => {
    const file = path.resolve(cwd, doc.file);
    return claims.some((c) => inClaim(file, c));
  };
}

/** One request per key, with every GitOps object that asked for it. */
function dedupe(requests: readonly RenderRequest[]): { requests: RenderRequest[]; vias: Map<string, RenderVia[]> } {
  const vias = new Map<string, RenderVia[]>();
  const out: RenderRequest[] = [];
  for (const r of requests) {
    const key = requestKey(r);
    let list = vias.get(key);
    if (list === undefined) {
      vias.set(key, (list = []));
      out.push(r);
    }
    if (r.via !== undefined) list.push(r.via);
  }
  return { requests: out, vias };
}

interface Gathered {
  readonly requests: readonly RenderRequest[];
  readonly diagnostics: Diagnostic[];
  readonly unrendered: LoadedDocument[];
  readonly unrenderedApplications: Map<LoadedDocument, UnrenderedApplication[]>;
  /** Roots a generated (Flux, folder without kustomization) render builds. */
  readonly generatedRoots: ReadonlySet<string>;
  /** Plain folders a render reads itself. */
  readonly claims: Claim[];
}

/** A GitOps object's name as a RenderVia gives it. */
function gitopsIdentity(value: unknown): string {
  const v = value as { kind?: unknown; metadata?: { name?: unknown; namespace?: unknown } };
  return viaName({
    kind: String(v.kind),
    namespace: typeof v.metadata?.namespace === 'string' ? v.metadata.namespace : 'default',
    name: String(v.metadata?.name),
  });
}

/** The render a document was read from: the GitOps objects that asked for it, and its folder. */
interface ReadFrom {
  readonly vias: readonly RenderVia[];
  readonly dir: string | undefined;
}

/**
 * The GitOps objects that ask for renders: of an object read from its own render and from the
 * parent that applies it, the parent's copy (self-made.ts).
 */
function gatherGitops(
  documents: readonly LoadedDocument[],
  tree: SourceTree,
  display: (a: string) => string,
  readFrom: (doc: LoadedDocument) => ReadFrom,
): Gathered {
  const gitRepositories = new Map<string, GitSource>();
  const helmCharts = new Map<string, JsonObject>();
  for (const d of documents) {
    const v = d.value as {
      apiVersion?: unknown;
      kind?: unknown;
      metadata?: { name?: unknown; namespace?: unknown };
      spec?: { url?: unknown; ignore?: unknown };
    };
    if (typeof v.apiVersion !== 'string' || !v.apiVersion.startsWith('source.toolkit.fluxcd.io/')) continue;
    const key = `${typeof v.metadata?.namespace === 'string' ? v.metadata.namespace : 'default'}/${String(v.metadata?.name)}`;
    if (v.kind === 'GitRepository' && typeof v.spec?.url === 'string')
      gitRepositories.set(key, { url: v.spec.url, ref: gitReference(v.spec), ...(typeof v.spec.ignore === 'string' ? { ignore: v.spec.ignore } : {}) });
    if (v.kind === 'HelmChart' && isObject(v.spec)) helmCharts.set(key, v.spec);
  }
  // A FluxInstance's sync is the GitRepository the Flux Operator makes; one the input writes wins,
  // and of several instances' (each cluster's), the first by content, whatever the file order.
  const syncs = documents
    .map((d) => fluxInstanceSync(d.value))
    .filter((x) => x !== undefined)
    .sort((a, b) => compareStrings(`${a.source.url} ${a.source.ref}`, `${b.source.url} ${b.source.ref}`));
  for (const sync of syncs) if (!gitRepositories.has(sync.key)) gitRepositories.set(sync.key, sync.source);
  const ctx: GitopsContext = {
    repositoryRoots: repositoryRoots(tree),
    inCheckedTree: (a) => tree.directories.some((d) => isUnder(a, d)),
    display,
    gitRepositories,
    helmCharts,
    remotes: tree.remotes,
    branches: branchesFollowed(tree.branches, gitRepositories),
    ociSyncs: documents.map((d) => fluxInstanceOciSync(d.value, path.resolve(tree.cwd, d.file), d.file)).filter((x) => x !== undefined),
    externalArtifacts: artifactCopies(documents, (namespace, name) => isThisRepository(namespace, name, gitRepositories, tree.remotes)),
    valuesSources: valuesSources(documents),
    clusterSecrets: clusterSecrets(documents),
    plainGitopsFiles: documents.filter((d) => !(d instanceof RenderedDocument) && isGitopsObject(d.value)).map((d) => path.resolve(tree.cwd, d.file)),
  };
  const requests: RenderRequest[] = [];
  const diagnostics: Diagnostic[] = [];
  const unrendered: LoadedDocument[] = [];
  const unrenderedApplications = new Map<LoadedDocument, UnrenderedApplication[]>();
  const generatedRoots = new Set<string>();
  const claims: Claim[] = [];
  const gitopsDocs = documents.filter((d) => isGitopsObject(d.value));
  const twins = namespacelessTwins(gitopsDocs, (d) => readFrom(d).vias);
  const copies = gitopsDocs
    .filter((d) => !twins.has(d))
    .map((doc) => {
      const from = readFrom(doc);
      const found = gitopsRequests(doc, ctx);
      return { doc, found, id: gitopsIdentity(doc.value), madeBy: from.vias, readFrom: from.dir, renders: found.requests.map((r) => r.dir) };
    });
  const sorted = copiesAsking(copies).sort((a, b) => (a.doc.file < b.doc.file ? -1 : a.doc.file > b.doc.file ? 1 : compareOrder(a.doc.order, b.doc.order)));
  for (const { doc, found } of sorted) {
    diagnostics.push(...found.diagnostics);
    if (found.unrendered) unrendered.push(doc);
    if (found.unrenderedApplications !== undefined) unrenderedApplications.set(doc, [...found.unrenderedApplications]);
    for (const dir of found.taken ?? []) {
      claims.push({ dir, recurse: true });
      for (const root of tree.markers) if (isUnder(path.dirname(root), dir)) generatedRoots.add(path.dirname(root));
    }
    for (const r of found.requests) {
      requests.push(r);
      if (r.kind === 'directory') claims.push(directoryClaim(r, tree.cwd));
      else if (r.generated === true) claims.push({ dir: r.dir, recurse: true });
      if (r.generated === true) for (const root of tree.markers) if (isUnder(path.dirname(root), r.dir)) generatedRoots.add(path.dirname(root));
    }
  }
  return { requests, diagnostics, unrendered, unrenderedApplications, generatedRoots, claims };
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * Where "this repository"'s source paths start: the checked folders, then their git root (the
 * folder holding `.git`: a folder in a clone, a file in a worktree or a submodule).
 */
function repositoryRoots(tree: SourceTree): string[] {
  const out: string[] = [];
  for (const d of tree.directories) {
    out.push(d);
    const top = repositoryBoundary(d);
    if (existsSync(path.join(top, '.git'))) out.push(top);
  }
  return [...new Set(out)];
}
