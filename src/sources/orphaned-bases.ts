/**
 * Bases that only roots which failed to render build on (a parent on a remote base, a missing
 * file), rendered on their own so that their objects are still checked; so too a chart of the
 * repository that another chart depends on (`file://`) when no render of that chart holds its
 * objects: helm leaves out a dependency whose `condition` or `tags` the values turn off
 * (pkg/chart/v2/util/dependencies.go ProcessDependencies), and only the `# Source:
 * <parent>/charts/<name>/…` comments of the output say it was rendered (chart-source.ts). A base rendered so
 * belongs to whoever asked for the roots that failed: the GitOps objects that render them (their
 * clusters, and the namespace and variables they give everything they build), else no one.
 */
import path from 'node:path';
import { canonicalJson } from '../core/canonical-json.ts';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { dependencySwitches } from './chart-dependencies.ts';
import { kustomizationFileOf } from './kustomization.ts';
import type { Roots } from './roots.ts';
import { viaName, type RenderOutput, type RenderRequest, type RenderVia } from './types.ts';

export interface OrphanedBase {
  /** Rendered on its own: no `via` of its own, so its findings sit at its own files. */
  readonly request: RenderRequest;
  /** The roots that build on it and were not rendered. */
  readonly failed: readonly string[];
  /** Their renders (the requests that failed), whose findings may already name its fault. */
  readonly above?: readonly RenderRequest[];
  /** The charts that depend on it (`file://`) and rendered without its objects. */
  readonly leftOutBy?: readonly string[];
  /** The GitOps objects that asked for those roots: they apply the base's objects, once the roots render. */
  readonly vias: readonly RenderVia[];
}

/** A render that was asked for, how it went, and who asked for it. */
export interface Asked {
  readonly request: RenderRequest;
  readonly ok: boolean | undefined;
  readonly vias: readonly RenderVia[];
}

/**
 * What a GitOps object gives everything its render builds, which a base rendered on its own for
 * it keeps: the namespace (a Flux Kustomization's targetNamespace and a HelmRelease's, which
 * kustomize-controller writes into the kustomization it builds, fluxcd/pkg kustomize
 * kustomize_generator.go GenerateManifest; an Argo CD Application's destination and
 * kustomize.namespace), the post-build variables (kustomize-controller substitutes each object of
 * the build, kustomization_controller.go build), the load restrictor it builds with and whether
 * Helm is off (Flux's build: fluxcd/pkg kustomize kustomize_generator.go Build). Its
 * patches, components and name affixes are left: they name objects of the root, which a base
 * alone may lack.
 */
function carried(r: RenderRequest): Partial<RenderRequest> {
  return {
    ...(r.namespace !== undefined ? { namespace: r.namespace } : {}),
    ...(r.defaultNamespace !== undefined ? { defaultNamespace: r.defaultNamespace } : {}),
    ...(r.substitute !== undefined ? { substitute: r.substitute } : {}),
    ...(r.loadRestrictorNone === true ? { loadRestrictorNone: true } : {}),
    ...(r.helmDisabled === true ? { helmDisabled: true } : {}),
  };
}

/**
 * Every root and chart the given ones build on, directly or not: bases, `file://` dependencies,
 * and with `inflating` the charts a root's `helmCharts` inflates (which cover a chart, but are no
 * reason to render one alone: the root gives it its values).
 */
function closure(roots: Roots, from: readonly string[], inflating = false, rendered: (parent: string, chart: string) => boolean = () => true): Set<string> {
  const reached = new Set<string>();
  const edges = (dir: string): readonly string[] => [
    ...(roots.buildsOn.get(dir) ?? []),
    ...(roots.chartDependencies.get(dir) ?? []).filter((d) => rendered(dir, d)),
    ...(inflating ? (roots.helmChartsOf.get(dir) ?? []) : []),
  ];
  const visit = (dir: string): void => {
    for (const b of edges(dir)) {
      if (reached.has(b)) continue;
      reached.add(b);
      visit(b);
    }
  };
  for (const dir of from) visit(dir);
  return reached;
}

/**
 * The topmost bases that only failed roots build on, rendered on their own; one that fails too
 * counts as a failed root: the topmost bases under it that nothing rendered covers are tried next
 * (a chain of overlays on one remote base leaves only the bottom one renderable), until none is
 * left. Components are left: they build only into another kustomization. The same holds for a
 * chart another chart depends on (`file://`) when none that depends on it rendered (a sibling
 * dependency from a chart repository, not vendored). A base is rendered once for each way the
 * GitOps objects above it build (their namespace and variables), for all of those objects; once
 * more, bare, for failed roots that no GitOps object renders. Returns the ones that rendered, the
 * ones that failed too, and how many renders were new.
 */
export async function orphanedBases(
  roots: Roots,
  asked: readonly Asked[],
  ok: (request: RenderRequest) => boolean | undefined,
  renderFresh: (requests: readonly RenderRequest[]) => Promise<number>,
  chartRequest: (dir: string) => RenderRequest,
  holds: (request: RenderRequest, chart: string) => boolean,
): Promise<{ rescued: OrphanedBase[]; unrendered: OrphanedBase[]; fresh: number }> {
  const tried: OrphanedBase[] = [];
  let fresh = 0;
  const askedDirs = new Set(asked.map((a) => a.request.dir));
  const built = asked.filter((a) => a.request.kind === 'kustomize' || a.request.kind === 'helm');
  // Each pass tries roots not tried before, so there are at most as many passes as roots.
  for (let pass = 0; pass < roots.kustomize.size + roots.charts.size; pass++) {
    const outcomes = [
      ...built.map((a) => ({ request: a.request, dir: a.request.dir, ok: a.ok, vias: a.vias, carry: a.vias.length > 0 ? carried(a.request) : {} })),
      ...tried.map((o) => ({ request: o.request, dir: o.request.dir, ok: ok(o.request), vias: o.vias, carry: o.vias.length > 0 ? carried(o.request) : {} })),
    ];
    const rendered = outcomes.filter((o) => o.ok === true);
    // A file:// dependency its values can turn off is covered only by a render that holds its
    // objects; one they cannot (a chart of helpers alone renders none) always is.
    const covered = closure(
      roots,
      rendered.map((o) => o.dir),
      true,
      (parent, chart) => dependencySwitches(parent, chart) === '' || rendered.some((o) => holds(o.request, chart)),
    );
    const failed = outcomes.filter((o) => o.ok === false).sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
    const done = new Set(tried.map((o) => o.request.dir));
    const stranded = [
      ...closure(
        roots,
        failed.map((f) => f.dir),
      ),
    ].filter((b) => !covered.has(b) && !roots.components.has(b) && !askedDirs.has(b) && !done.has(b));
    // The topmost: not built on by another stranded base.
    const inner = closure(roots, stranded);
    const next = stranded
      .filter((b) => !inner.has(b))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap((dir) => {
        const own = roots.charts.has(dir) ? chartRequest(dir) : ({ kind: 'kustomize', dir } as const);
        return forEachWay(
          own,
          failed.filter((f) => closure(roots, [f.dir]).has(dir)),
        );
      });
    next.push(
      ...leftOut(
        roots,
        [...rendered.map((o) => o.dir), ...covered],
        (b) => !covered.has(b) && !askedDirs.has(b) && !done.has(b) && !stranded.includes(b),
        chartRequest,
      ),
    );
    if (next.length === 0) break;
    fresh += await renderFresh(next.map((o) => o.request));
    tried.push(...next);
  }
  return { rescued: tried.filter((o) => ok(o.request) === true), unrendered: tried.filter((o) => ok(o.request) === false), fresh };
}

/**
 * The charts of the repository that rendered charts depend on (`file://`) and whose objects no
 * render holds (its values turn them off), each rendered once on its own, bare: the parent's
 * GitOps objects do not apply it.
 */
function leftOut(roots: Roots, renderedDirs: readonly string[], open: (dir: string) => boolean, chartRequest: (dir: string) => RenderRequest): OrphanedBase[] {
  const parents = new Map<string, Set<string>>();
  for (const p of renderedDirs)
    for (const d of roots.chartDependencies.get(p) ?? []) {
      if (!open(d)) continue;
      let by = parents.get(d);
      if (by === undefined) parents.set(d, (by = new Set()));
      by.add(p);
    }
  return [...parents]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([dir, by]) => ({ request: chartRequest(dir), failed: [], leftOutBy: [...by].sort(), vias: [] }));
}

/** The base's renders: one per way the failed roots above it are built, each with the GitOps objects that build them so. */
function forEachWay(
  own: RenderRequest,
  failed: readonly { request: RenderRequest; dir: string; vias: readonly RenderVia[]; carry: Partial<RenderRequest> }[],
): OrphanedBase[] {
  const ways = new Map<string, { request: RenderRequest; failed: Set<string>; above: RenderRequest[]; vias: Map<string, RenderVia> }>();
  for (const f of failed) {
    const key = canonicalJson(f.carry);
    let way = ways.get(key);
    if (way === undefined) ways.set(key, (way = { request: { ...own, ...f.carry }, failed: new Set(), above: [], vias: new Map() }));
    way.failed.add(f.dir);
    way.above.push(f.request);
    // One GitOps object asks once, though it reaches the base through several failed roots.
    for (const v of f.vias) if (!way.vias.has(`${v.doc.file}\0${viaName(v)}`)) way.vias.set(`${v.doc.file}\0${viaName(v)}`, v);
  }
  return [...ways.values()].map((w) => ({ request: w.request, failed: [...w.failed], above: w.above, vias: [...w.vias.values()] }));
}

/**
 * A Kustomize base rendered on its own that failed too counts as a failed root: its own error, at
 * its kustomization, when no failed root above it says an error. kustomize builds a root's bases
 * before its own generators (api/internal/target/kusttarget.go AccumulateTarget), so a root above
 * that says one failed on the base's fault, or on one of its own it names; a root above that
 * failed only with a warning (a gitignored secret, a chart it would pull, a remote) names the
 * base's fault nowhere. A warning of the base's own adds nothing to the warning above it.
 */
export function unrenderedBaseErrors(unrendered: readonly OrphanedBase[], outputOf: (request: RenderRequest) => RenderOutput | undefined): Diagnostic[] {
  const says = (request: RenderRequest): boolean =>
    (outputOf(request)?.diagnostics ?? []).some((d) => d.ruleId === 'input/not-rendered' && d.severity === 'error');
  const out = new Map<string, Diagnostic>();
  for (const o of unrendered) {
    if (o.request.kind !== 'kustomize' || (o.above ?? []).some(says)) continue;
    for (const d of outputOf(o.request)?.diagnostics ?? [])
      if (d.ruleId === 'input/not-rendered' && d.severity === 'error') out.set(`${d.file}\0${d.message}`, d);
  }
  return [...out.values()];
}

/** One note per base rendered on its own, naming every failed root above it and the GitOps objects it is rendered for. */
export function orphanNotes(rescued: readonly OrphanedBase[], display: (a: string) => string): Diagnostic[] {
  const byDir = new Map<string, { request: RenderRequest; failed: Set<string>; leftOutBy: Set<string>; vias: Set<string> }>();
  for (const o of rescued) {
    let note = byDir.get(o.request.dir);
    if (note === undefined) byDir.set(o.request.dir, (note = { request: o.request, failed: new Set(), leftOutBy: new Set(), vias: new Set() }));
    for (const f of o.failed) note.failed.add(f);
    for (const p of o.leftOutBy ?? []) note.leftOutBy.add(p);
    for (const v of o.vias) note.vias.add(viaName(v));
  }
  return [...byDir.values()].map((n) =>
    n.failed.size === 0 && n.leftOutBy.size > 0
      ? leftOutNote(n.request.dir, [...n.leftOutBy], display)
      : orphanNote(n.request, [...n.failed].sort(), [...n.vias], display),
  );
}

/** A dependency chart whose parents' renders hold none of its objects: which parents, and what turns it off there. */
function leftOutNote(dir: string, parents: readonly string[], display: (a: string) => string): Diagnostic {
  const by = parents.map((p) => `${JSON.stringify(display(p))} (${dependencySwitches(p, dir)})`);
  return {
    ruleId: 'input/not-rendered',
    severity: 'info',
    message: `Helm chart ${JSON.stringify(display(dir))} is a dependency (file://) of ${by.join(', ')}, whose render holds none of its objects (its values do not enable it): it is rendered on its own, so its objects are still checked (with its own values)`,
    file: display(path.join(dir, 'Chart.yaml')),
    range: START_OF_FILE,
  };
}

function orphanNote(request: RenderRequest, failed: readonly string[], vias: readonly string[], display: (a: string) => string): Diagnostic {
  const by = failed.map((f) => JSON.stringify(display(f))).join(', ');
  const were = failed.length === 1 ? 'was' : 'were';
  const forWhom = vias.length === 0 ? '' : ` for ${vias.join(', ')}`;
  if (request.kind === 'helm')
    return {
      ruleId: 'input/not-rendered',
      severity: 'info',
      message: `Helm chart ${JSON.stringify(display(request.dir))} is a dependency (file://) only of ${by}, which ${were} not rendered: it is rendered on its own${forWhom}, so its objects are still checked (without the values those charts give it)`,
      file: display(path.join(request.dir, 'Chart.yaml')),
      range: START_OF_FILE,
    };
  return {
    ruleId: 'input/not-rendered',
    severity: 'info',
    message: `Kustomize base ${JSON.stringify(display(request.dir))} is built on only by ${by}, which ${were} not rendered: it is rendered on its own${forWhom}, so its objects are still checked (without what those roots add)`,
    file: display(kustomizationFileOf(request.dir)),
    range: START_OF_FILE,
  };
}
