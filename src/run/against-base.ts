/**
 * Diff mode: the base the change lands on, from one of three sources — `--base REF` (the same
 * paths read at REF with git, renders included, no checkout), `--base-file FILE` (the base
 * revision's manifests, rendered: for `check -`), or `--cluster FILE|-` (a live cluster's
 * snapshot). The base is placed once, the head lands on it (scenario `diff`), and every finding
 * the base already had is marked as such, so only what the change makes new fails the run.
 */
import { isLiveNode } from './live-nodes.ts';
import { pushAll } from '../core/arrays.ts';
import { DEFAULT_BOUNDS } from '../core/bounds.ts';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { InputError, UsageError } from '../core/errors.ts';
import type { SourceFile } from '../core/source.ts';
import { nodePoolDocuments } from '../config/cluster.ts';
import { CLUSTER_SCOPED_KINDS } from '../core/cluster-scoped.ts';
import { compareRuns } from '../diff/compare.ts';
import { notSimulatedChanges } from '../diff/not-simulated-change.ts';
import { objectChange } from '../diff/patch.ts';
import { identity, lintChange } from '../diff/simulate-change.ts';
import type { UnrenderedApplication } from '../model/not-simulated.ts';
import { coverageOfDocuments } from '../pipeline/coverage.ts';
import { KNOWN_RULE_IDS, parseSources } from '../pipeline/lint.ts';
import type { LintOptions, LintResult, RunDiff } from '../pipeline/types.ts';
import { exportTreeAtRef, readFileAtRef, readTreeAtRef } from '../io/git.ts';
import { pathsAtBase } from './base-paths.ts';
import { readSourceFiles, readSourceStream } from '../io/read.ts';
import type { LoadedDocument } from '../load/index.ts';
import { parseConfig, type LoadedConfig } from '../io/read-config.ts';
import { finishedJobStatuses, withFinishedStatus } from '../model/live-finished.ts';
import { isListOutput, liveSnapshot } from '../model/live-snapshot.ts';
import type { ClusterModel } from '../model/objects.ts';
import type { Pod } from '../model/pod.ts';
import { simulatedPods } from '../engine/result.ts';
import { DIFF_SCENARIO } from '../engine/simulate.ts';
import { readRepository, type RepositoryOptions } from '../sources/index.ts';
import type { RootRender } from '../sources/root-files.ts';
import type { CheckFlags } from './flags.ts';
import { changesThroughUnrenderedRoots } from './root-changes.ts';
import { oneWarningPerCause } from '../sources/one-warning-per-cause.ts';
import type { CheckIO } from './check.ts';

export type BaseSource =
  | { readonly kind: 'ref'; readonly flag: '--base'; readonly ref: string }
  | { readonly kind: 'file'; readonly flag: '--base-file'; readonly file: string }
  | { readonly kind: 'cluster'; readonly flag: '--cluster'; readonly file: string };

/** The one base the flags name, if any; two of them is a usage error. */
export function baseSourceOf(flags: CheckFlags): BaseSource | undefined {
  const given: BaseSource[] = [];
  if (flags.base !== undefined) given.push({ kind: 'ref', flag: '--base', ref: flags.base });
  if (flags.baseFile !== undefined) given.push({ kind: 'file', flag: '--base-file', file: flags.baseFile });
  if (flags.cluster !== undefined) given.push({ kind: 'cluster', flag: '--cluster', file: flags.cluster });
  if (given.length > 1) throw new UsageError(`${given.map((g) => g.flag).join(' and ')} each give the base the change lands on: use one`);
  return given[0];
}

export interface HeadSide {
  readonly paths: readonly string[];
  readonly io: CheckIO;
  readonly headSources: readonly SourceFile[];
  readonly head: { readonly documents: readonly LoadedDocument[]; readonly diagnostics: readonly Diagnostic[] };
  readonly options: LintOptions;
  readonly loaded: LoadedConfig;
  /** How the head was read (sources/index.ts readRepository): the base is read the same way. */
  readonly repository: RepositoryOptions;
  /** The head's Kustomize and Helm renders, rendered or not. */
  readonly rootRenders: readonly RootRender[];
}

interface BaseSide {
  readonly documents: LoadedDocument[];
  readonly diagnostics: Diagnostic[];
  /** The base's GitOps objects left unrendered (--base REF: read as the head's are). */
  readonly unrendered?: ReadonlySet<LoadedDocument>;
  /** Of the base's ApplicationSets among them, the Applications they made that were not rendered. */
  readonly unrenderedApplications?: ReadonlyMap<LoadedDocument, readonly UnrenderedApplication[]>;
  /** The base's file texts, for the manifest change behind a new finding. */
  readonly texts: ReadonlyMap<string, string>;
  readonly label: string;
  readonly commit: string;
}

export async function againstBase(source: BaseSource, side: HeadSide): Promise<LintResult> {
  const base = source.kind === 'ref' ? await atRef(source.ref, side) : await fromFile(source, side);
  let head = side.head;
  /** --cluster: the objects of the cluster simulated, the snapshot's and the repository's (one copy of each). */
  let clusterObjects: LoadedDocument[] | undefined;
  const defined = new Set(head.documents.map(identity));
  if (source.kind === 'cluster') {
    // The repository's run takes the cluster's nodes, classes and policies it does not define itself.
    const snapshot = liveSnapshot(base.documents);
    clusterObjects = [...head.documents, ...base.documents.filter((d) => identity(d) === undefined || !defined.has(identity(d)))];
    // The repository's Jobs applied over finished ones keep their recorded status: they run no pod.
    const applied = withFinishedStatus(head.documents, finishedJobStatuses(base.documents));
    head = { documents: [...applied, ...snapshot.infrastructure.filter((d) => !defined.has(identity(d)))], diagnostics: head.diagnostics };
    base.documents.splice(0, base.documents.length, ...snapshot.documents);
    pushAll(base.diagnostics, snapshot.diagnostics);
  } else {
    const pools = source.kind === 'ref' ? await poolsAtRef(source.ref, side) : side.loaded;
    // Node pools are never added to a live cluster's Nodes (as the head's, check.ts poolsFor).
    if (pools.doc !== undefined && pools.config.nodePools !== undefined && !base.documents.some(isLiveNode)) {
      const bounds = side.options.bounds ?? DEFAULT_BOUNDS;
      pushAll(base.documents, nodePoolDocuments(pools.config.nodePools, pools.doc, ['nodePools'], bounds.nodesPerPool).documents);
    }
  }
  if (source.kind === 'ref') {
    // A change to what a root not rendered at head reads: said at the changed file, unless the change already has it there.
    const said = new Set(notSimulatedChanges(base.documents, head.documents, side.options.unrendered).map((d) => d.file));
    const roots = await changesThroughUnrenderedRoots({ cwd: side.io.cwd, ref: source.ref, roots: side.rootRenders, baseDiagnostics: base.diagnostics, said });
    if (roots.length > 0) head = { documents: head.documents, diagnostics: [...head.diagnostics, ...roots] };
  }
  const runs = lintChange(base, head, side.options, { live: source.kind === 'cluster' });
  const snapshot = source.kind === 'cluster' ? snapshotFindings(runs.base, base) : [];
  const combined = snapshot.length === 0 ? runs.head : { ...runs.head, diagnostics: [...runs.head.diagnostics, ...snapshot] };
  const diff = keptRunning(compareRuns(runs.base, combined), source.kind === 'cluster' ? defined : undefined);
  const fresh = new Set([...diff.newFindings, ...snapshot]);
  const headTexts = new Map(side.headSources.map((s) => [s.path, s.text]));
  const patches = new Map<Diagnostic, string>();
  const diagnostics = combined.diagnostics.map((d) => {
    if (fresh.has(d)) {
      const text = headTexts.get(d.file);
      const patch = text === undefined ? undefined : objectChange(base.texts.get(d.file) ?? '', text, d.file, d.range.start.line);
      if (patch !== undefined) patches.set(d, patch);
      return d;
    }
    return d.suppressed !== undefined ? d : { ...d, suppressed: { kind: 'external' as const, justification: `already reported at the base ${base.label}` } };
  });
  // New findings are kept as they are, so `patches` is keyed by the objects the report holds.
  // The reports describe the cluster simulated, not the head revision alone: its pods (and with --cluster, its objects).
  const result: LintResult = {
    ...combined,
    model: simulatedCluster(runs.base, runs.head),
    diagnostics,
    change: { base: base.label, commit: base.commit, diff, patches },
  };
  return clusterObjects === undefined ? result : { ...result, coverage: coverageOfDocuments(clusterObjects) };
}

/**
 * --cluster: what the repository does not define keeps running (classify.ts), so a snapshot
 * object's finding (a DaemonSet of the cluster's with no priority class) is not fixed by the
 * change though the head's run, which holds the repository's objects, does not report it.
 */
function keptRunning(diff: RunDiff, defined: ReadonlySet<string | undefined> | undefined): RunDiff {
  if (defined === undefined) return diff;
  const ours = (d: Diagnostic): boolean => {
    if (d.object === undefined) return true;
    const namespace = CLUSTER_SCOPED_KINDS.has(d.object.kind) ? '' : d.object.namespace || 'default';
    return defined.has(`${d.object.kind}/${namespace}/${d.object.name}`);
  };
  return { ...diff, fixedFindings: diff.fixedFindings.filter(ours) };
}

/**
 * The cluster a diff run simulated: the base's pods (a --cluster snapshot's where they run, a
 * --base or --base-file revision's as its cluster-state places them), and the head's pods the
 * change placed (scenario "diff"); the head's nodes and everything else. The head model alone
 * held the head revision's pods, not the base's the change lands on: a Deployment whose
 * template changes had only its new pods, and the base's old ones (other names) counted nothing
 * on their nodes. A StatefulSet ordinal the base's cluster-state never created (OrderedReady) is
 * not among the base's pods; the change may create it.
 */
function simulatedCluster(baseRun: LintResult, head: LintResult): ClusterModel {
  const key = (p: Pod): string => `${p.ref.namespace}/${p.ref.name}`;
  const basePods = simulatedPods(baseRun.model.pods, baseRun.simulation.scenarios);
  const running = new Set(basePods.map(key));
  const placed = new Set(
    head.simulation.scenarios.filter((s) => s.name === DIFF_SCENARIO).flatMap((s) => s.placements.map((p) => `${p.pod.namespace}/${p.pod.name}`)),
  );
  return { ...head.model, pods: [...basePods, ...head.model.pods.filter((p) => placed.has(key(p)) && !running.has(key(p)))] };
}

/**
 * A snapshot's own problems (a pod on a missing node, an owner it lacks) are reported with the
 * run, as warnings: they are about the base the user gave, not about the change.
 */
function snapshotFindings(base: LintResult, side: BaseSide): Diagnostic[] {
  const files = new Set(side.documents.map((d) => d.file));
  return base.diagnostics
    .filter((d) => files.has(d.file) && d.suppressed === undefined && (d.ruleId.startsWith('input/') || d.ruleId.startsWith('reference/')))
    .map((d) => (d.severity === 'error' ? { ...d, severity: 'warning' as const } : d));
}

/**
 * The node pools the config described at the base ref: a pull request that grows or shrinks a
 * pool lands on the cluster as it was. Without a valid config with pools there, the head's
 * describe the cluster both sides run on.
 */
async function poolsAtRef(ref: string, side: HeadSide): Promise<Pick<LoadedConfig, 'config' | 'doc'>> {
  const file = side.loaded.file;
  if (file === undefined) return side.loaded;
  const text = await readFileAtRef(side.io.cwd, ref, file);
  if (text === undefined) return side.loaded;
  const parsed = parseConfig(text, path.relative(side.io.cwd, file).split(path.sep).join('/'), KNOWN_RULE_IDS);
  return parsed.diagnostics.length === 0 && parsed.config.nodePools !== undefined ? parsed : side.loaded;
}

async function atRef(ref: string, side: HeadSide): Promise<BaseSide> {
  if (side.paths.includes('-'))
    throw new UsageError(
      '--base cannot be used with "-": the paths must exist at the base ref too (give the base revision\'s rendered manifests with --base-file FILE)',
    );
  const tree = await readTreeAtRef(side.io.cwd, ref, side.paths);
  // Read as the head is, renders or none: a file the head reads as no manifest (a CI file, a
  // values file with a duplicate key) says so at the base too, so it is never new.
  const docs = await renderedAtBase(ref, side.paths, side.io, side.repository);
  return { ...docs, texts: new Map(tree.sources.map((s) => [s.path, s.text])), label: ref, commit: tree.commit };
}

/** --base-file FILE or --cluster FILE|-: manifests read from one file (or standard input). */
async function fromFile(source: Exclude<BaseSource, { kind: 'ref' }>, side: HeadSide): Promise<BaseSide> {
  const stdin = source.file === '-';
  if (stdin && side.paths.includes('-')) throw new UsageError(`${source.flag} -: standard input already holds the head's manifests; give the base as a file`);
  if (stdin && source.kind === 'file') throw new UsageError("--base-file -: give the base revision's manifests as a file");
  const read = stdin ? await readSourceStream(side.io.stdin, '<stdin>') : await readSourceFiles([source.file], side.io.cwd);
  const source0 = read.sources[0];
  if (source0 === undefined)
    throw new UsageError(
      `${source.flag} ${JSON.stringify(source.file)}: cannot read it${read.diagnostics[0] === undefined ? '' : ` (${read.diagnostics[0].message})`}`,
    );
  const docs = parseSources(read.sources, read.diagnostics, side.options.bounds ?? DEFAULT_BOUNDS);
  const errors = docs.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 && docs.documents.length === 0) throw new InputError(`${source.flag} ${JSON.stringify(source.file)}: it does not parse`, errors);
  if (source.kind === 'cluster' && !isListOutput(docs.documents))
    throw new InputError(
      `--cluster ${JSON.stringify(source.file)}: not a Kubernetes List; export the cluster with "kubectl get nodes,pods,priorityclasses,pdb -A -o json > snapshot.json" (kubectl prints one List)`,
    );
  const label = source.kind === 'cluster' ? `the cluster snapshot ${source0.path}` : source0.path;
  return { documents: docs.documents, diagnostics: docs.diagnostics, texts: new Map([[source0.path, source0.text]]), label, commit: '' };
}

/** The base revision read as the head is, renders included: its whole tree exported from git (the work tree is not touched). */
async function renderedAtBase(
  ref: string,
  paths: readonly string[],
  io: CheckIO,
  repository: RepositoryOptions,
): Promise<Pick<BaseSide, 'documents' | 'diagnostics' | 'unrendered' | 'unrenderedApplications'>> {
  const exported = await exportTreeAtRef(io.cwd, ref);
  try {
    // Every file of the exported commit is tracked: .gitignore keeps none of them out (as git reads REF).
    const inTree = (file: string): string => path.join(exported.cwd, path.relative(io.cwd, file));
    // The run's configuration file in a checked folder is no input at the base either.
    const repo = await readRepository(pathsAtBase(paths, io.cwd, exported.top), {
      ...repository,
      cwd: exported.cwd,
      base: inTree(repository.base),
      allTracked: true,
      ...(repository.configFile !== undefined ? { configFile: inTree(repository.configFile) } : {}),
    });
    return {
      documents: repo.clusters.flatMap((c) => c.documents),
      // Grouped as the head's are (check.ts), so that diff mode matches the same findings.
      diagnostics: oneWarningPerCause(repo.diagnostics),
      unrendered: new Set(repo.unrendered),
      unrenderedApplications: repo.unrenderedApplications,
    };
  } finally {
    await exported.remove();
  }
}
