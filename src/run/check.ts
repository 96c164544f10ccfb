/**
 * The check run shared by the CLI and the GitHub Action: config + flags → inputs → lint →
 * rendered outputs and an exit code. Throws UsageError/InputError (exit 2) for what stops the
 * run; never prints: the front ends decide where text goes.
 */
import { inRunScopeAsync } from '../core/memo.ts';
import { DEFAULT_BOUNDS, type Bounds, type BoundsSpent } from '../core/bounds.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { severityAtLeast, START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { InputError, UsageError } from '../core/errors.ts';
import { mergeClusterResults } from '../pipeline/cluster-results.ts';
import { readRepository, type RepositoryOptions } from '../sources/index.ts';
import { coverageOf, nothingSimulated, renderedRootFile, withRenderedFrom } from '../sources/coverage.ts';
import { policyFrom, type Config } from '../config/types.ts';
import { GATE_RESIZE_PREEMPTION, KNOWN_GATES, parseFeatureGates } from '../config/feature-gates.ts';
import { kindClusterGates, nodePoolDocuments } from '../config/cluster.ts';
import { againstBase, baseSourceOf, type BaseSource } from './against-base.ts';
import { KNOWN_RULE_IDS, lintDocuments, withRunFindings, type Simulator } from '../pipeline/lint.ts';
import { simulate } from '../engine/simulate.ts';
import type { LintOptions, LintResult } from '../pipeline/types.ts';
import { kubernetesIdentity, type LoadedDocument } from '../load/index.ts';
import { loadConfig } from '../io/read-config.ts';
import { isLiveNode, poolsBesideLiveNodes } from './live-nodes.ts';
import { chartEntriesWithoutChart } from './config-charts.ts';
import { clusterPathsWithoutFile } from './config-clusters.ts';
import { withClusters } from '../pipeline/finding-clusters.ts';
import { oneWarningPerCause } from '../sources/one-warning-per-cause.ts';
import { UNASSIGNED } from '../sources/clusters.ts';
import { unusedConfigs } from '../io/unused-configs.ts';
import { displayPath } from '../io/discover.ts';
import { readBaseline, type BaselineFile } from '../report/baseline.ts';
import { FORMATTERS, type FormatName } from '../report/registry.ts';
import { jsonChunks, jsonItemCount, jsonPieces } from '../report/json.ts';
import { jsonBytes } from '../report/json-bytes.ts';
import { writeJsonFile } from '../io/json-file.ts';
import { remoteUrls } from '../io/git-remotes.ts';
import { followedBranches } from '../io/git-revision.ts';
import { checkoutFolder } from '../io/checkout-of.ts';
import { formatMarkdown } from '../report/markdown.ts';
import { formatDiagnosticLine, textChunks } from '../report/text.ts';
import type { CheckFlags, FailOn } from '../run/flags.ts';

/**
 * A JSON report of this many items or more is indented and encoded on a second thread while it
 * is written (report/json-bytes.ts); a smaller one is not worth starting the thread.
 */
export const JSON_BYTES_ITEMS = 20_000;

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
export const EXIT_INTERNAL = 3;

/** A config or suppression problem: the lines to print, then exit 2. */
export class ConfigError extends UsageError {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(`${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in the configuration or suppressions`);
  }
}

/** One requested output: its text in chunks (the JSON report is streamed), or whole. */
export interface RenderedOutput {
  readonly format: FormatName;
  readonly file: string | undefined;
  chunks(): Iterable<string>;
  /** The same text as UTF-8 bytes, made partly on a second thread (report/json-bytes.ts): a large JSON report's. */
  readonly bytes?: () => AsyncIterable<Uint8Array>;
  /** Writes those bytes into an empty regular file open at `fd`, mostly on a second thread (report/json-file.ts). */
  readonly toFile?: (fd: number) => Promise<void>;
  readonly text: string;
}

/** A large JSON report's bytes, to standard output or into a file. */
interface LargeJson {
  readonly bytes: () => AsyncIterable<Uint8Array>;
  readonly toFile: (fd: number) => Promise<void>;
}

function rendered(format: FormatName, file: string | undefined, chunks: () => Iterable<string>, large?: LargeJson): RenderedOutput {
  let text: string | undefined;
  return {
    format,
    file,
    chunks,
    ...(large === undefined ? {} : { bytes: large.bytes, toFile: large.toFile }),
    get text(): string {
      return (text ??= [...chunks()].join(''));
    },
  };
}

export interface CheckIO {
  readonly cwd: string;
  readonly stdin: NodeJS.ReadableStream;
}

/** A run's phases; model, simulate and rules come once per cluster, compare instead of them in diff mode. */
export type CheckPhase = 'read' | 'model' | 'simulate' | 'rules' | 'compare' | 'report';

/** What a phase counted, by the time it ends. */
export interface PhaseCounts {
  readonly files?: number;
  readonly renders?: number;
  readonly objects?: number;
  readonly pods?: number;
  readonly nodes?: number;
  readonly scenarios?: number;
  readonly findings?: number;
}

/** Told how a run goes while it goes (the CLI shows it on standard error); nothing it is told changes the result. */
export interface CheckProgress {
  phaseStarted(phase: CheckPhase): void;
  phaseEnded(phase: CheckPhase, counts: PhaseCounts): void;
  /** Scenario `k` of `n` (from 1) of the cluster being simulated starts. */
  scenarioStarted(k: number, n: number, name: string): void;
}

/** `simulate`, telling `progress` where building the model ends, each scenario, and where the rules start. */
function reportingSimulator(progress: CheckProgress): Simulator {
  return (model, opts) => {
    progress.phaseEnded('model', { pods: model.pods.length, nodes: model.nodes.length });
    progress.phaseStarted('simulate');
    let scenarios = 0;
    const result = simulate(model, {
      ...opts,
      onScenario: (k, n, name) => {
        scenarios = n;
        progress.scenarioStarted(k, n, name);
      },
    });
    progress.phaseEnded('simulate', { scenarios });
    progress.phaseStarted('rules');
    return result;
  };
}

export interface CheckOutcome {
  readonly result: LintResult;
  readonly exitCode: number;
  readonly rendered: readonly RenderedOutput[];
  readonly configFile: string | undefined;
  readonly failOn: FailOn;
}

export function exitCodeFor(result: LintResult, failOn: FailOn): number {
  if (failOn === 'none') return EXIT_OK;
  return result.diagnostics.some((d) => d.suppressed === undefined && severityAtLeast(d.severity, failOn)) ? EXIT_FINDINGS : EXIT_OK;
}

/** The Kubernetes object first by file, then by its place in the file (one pass: a snapshot has 150,000). */
function firstDocument(documents: readonly LoadedDocument[]): LoadedDocument | undefined {
  let best: LoadedDocument | undefined;
  for (const d of documents) {
    if (kubernetesIdentity(d) === undefined) continue;
    if (best === undefined || d.file < best.file) best = d;
    else if (d.file === best.file && compareOrder(d.order, best.order) < 0) best = d;
  }
  return best;
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** A config file beside or above a checked folder that the search from the working directory never reached (io/unused-configs.ts). */
/**
 * --base and its kin compare one cluster: the commands that check each Flux cluster alone (its
 * clusters/<name>/ folder and what its GitOps objects render), when the layout names them.
 */
function oneClusterAtATime(
  base: BaseSource,
  clusters: readonly { readonly name: string | undefined; readonly paths?: readonly string[] }[],
  flags: CheckFlags,
): string {
  const arg = (s: string): string => (/^[\w./@:+=-][\w./@:+=~^-]*$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);
  // The flags that decide what is simulated and what fails, so each command runs the same check on
  // its cluster: without the --config given, a run from here reads no node pools. Output, --explain
  // and --write-baseline are left out: each command would write over the one before.
  const carried = [
    ...(flags.config !== undefined ? ['--config', flags.config] : []),
    ...(flags.featureGates !== undefined ? ['--feature-gates', flags.featureGates] : []),
    ...(flags.placement !== undefined ? ['--placement', flags.placement] : []),
    ...flags.scenarios.flatMap((s) => ['--scenario', s]),
    ...(flags.inlineIgnore ? [] : ['--no-inline-ignore']),
    ...(flags.failOn !== undefined ? ['--fail-on', flags.failOn] : []),
    ...(flags.baseline !== undefined ? ['--baseline', flags.baseline] : []),
  ];
  const flag = [...carried.map(arg), base.flag, arg(base.kind === 'ref' ? base.ref : base.file)].join(' ');
  const commands = clusters.flatMap((c) =>
    c.name === undefined || c.paths === undefined || c.paths.length === 0 ? [] : [`resizeguard check ${c.paths.map(arg).join(' ')} ${flag}`],
  );
  const what = `${base.flag} compares one cluster: with config clusters (or Flux clusters/<name>/), check each cluster's paths on their own with ${base.flag}`;
  return commands.length === 0 ? what : `${what}:\n${commands.map((c) => `  ${c}`).join('\n')}`;
}

function unusedConfigFindings(paths: readonly string[], cwd: string, used: string | undefined): Diagnostic[] {
  return unusedConfigs(paths, cwd, used).map((file) => {
    const shown = displayPath(file, cwd);
    const reads = used === undefined ? 'reads no configuration' : `reads ${displayPath(used, cwd)}`;
    return {
      ruleId: 'config/not-used',
      severity: 'warning',
      message: `this configuration is not applied: resizeguard reads .resizeguard.yaml from the working directory up to the git root, and this run ${reads}; run it from ${displayPath(path.dirname(file), cwd)} or pass --config ${shown}`,
      file: shown,
      range: START_OF_FILE,
    };
  });
}

/** coverage/nothing-simulated for a run that simulated no resize: over several clusters, one per cluster on its own first object. */
function nothingSimulatedFindings(
  result: LintResult,
  clusters: readonly { readonly name: string | undefined; readonly documents: readonly LoadedDocument[] }[],
  anchor: Parameters<typeof nothingSimulated>[1],
  limitsRan: boolean,
): Diagnostic[] {
  const whole = nothingSimulated(result, anchor, limitsRan);
  if (whole === undefined || result.clusters === undefined) return whole === undefined ? [] : [whole];
  const each = result.clusters.flatMap((c) => {
    // Files no cluster applies that hold no workload (patches, values) leave nothing to simulate there.
    if (c.name === UNASSIGNED && c.result.model.pods.length === 0) return [];
    const own = firstDocument(clusters.find((r) => (r.name ?? '') === c.name)?.documents ?? []);
    const found = own === undefined ? undefined : nothingSimulated(c.result, { file: own.file, range: own.locate([]) }, limitsRan);
    return found === undefined ? [] : [{ ...found, cluster: c.name }];
  });
  return each.length > 0 ? each : [whole];
}

function scenarioFlags(flags: CheckFlags, config: Config): { limits: boolean; vpaMax: boolean | undefined; hpaMax: boolean } {
  return {
    limits: flags.scenarios.includes('limits') || config.scenarios?.limits === true,
    vpaMax: flags.scenarios.includes('vpa-max') ? true : config.scenarios?.vpaMax,
    hpaMax: flags.scenarios.includes('hpa-max') || config.scenarios?.hpaMax === true,
  };
}

/** The whole check, one run: its pipelines (clusters, base and head) share the value-keyed caches, the next check does not (core/memo.ts). */
export function runCheck(flags: CheckFlags, io: CheckIO, progress?: CheckProgress): Promise<CheckOutcome> {
  return inRunScopeAsync(() => check(flags, io, progress));
}

async function check(flags: CheckFlags, io: CheckIO, progress?: CheckProgress): Promise<CheckOutcome> {
  progress?.phaseStarted('read');
  const loaded = await loadConfig(flags.config, io.cwd, KNOWN_RULE_IDS);
  if (loaded.diagnostics.length > 0) throw new ConfigError(loaded.diagnostics);
  const config = loaded.config;
  const configDir = loaded.file === undefined ? io.cwd : path.dirname(loaded.file);
  const relativeToConfig = (file: string): string =>
    file === '<stdin>' ? file : path.relative(configDir, path.resolve(io.cwd, file)).split(path.sep).join('/');
  const paths = flags.paths.length > 0 ? flags.paths : (config.paths?.map((p) => path.relative(io.cwd, path.resolve(configDir, p)) || '.') ?? ['.']);
  const failOn = flags.failOn ?? config.failOn ?? 'error';
  const baseline = flags.baseline === undefined ? undefined : await loadBaseline(flags.baseline, io.cwd);
  const bounds: Bounds = { ...DEFAULT_BOUNDS, ...config.bounds };
  const checkout = checkoutFolder(paths, io.cwd);
  const repoOptions: RepositoryOptions = {
    cwd: io.cwd,
    stdin: io.stdin,
    settings: { ...config.renderers, ...(config.charts !== undefined ? { charts: config.charts } : {}), bounds },
    exclude: config.exclude ?? [],
    ...(config.helmHooks !== undefined ? { helmHooks: config.helmHooks } : {}),
    base: configDir,
    ...(config.clusters !== undefined ? { clusters: config.clusters } : {}),
    remotes: await remoteUrls(checkout),
    branches: await followedBranches(checkout),
    ...(loaded.file !== undefined ? { configFile: path.resolve(io.cwd, loaded.file) } : {}),
  };
  const read = await readRepository(paths, repoOptions);
  const configFindings = [
    ...(flags.config === undefined ? unusedConfigFindings(paths, io.cwd, loaded.file) : []),
    ...chartEntriesWithoutChart(loaded, configDir),
    ...clusterPathsWithoutFile(loaded, configDir),
  ];
  const repo = configFindings.length === 0 ? read : { ...read, diagnostics: [...read.diagnostics, ...configFindings] };
  const allDocuments = repo.clusters.flatMap((c) => c.documents);
  progress?.phaseEnded('read', { files: repo.sources.length, renders: repo.renderCount, objects: allDocuments.length });
  const simulator = progress === undefined ? simulate : reportingSimulator(progress);
  /** lintDocuments for one cluster, its phases told to `progress`. */
  const lintCluster = (documents: readonly LoadedDocument[], opts: LintOptions, diagnostics: readonly Diagnostic[]): LintResult => {
    progress?.phaseStarted('model');
    const linted = lintDocuments(documents, opts, diagnostics, simulator);
    progress?.phaseEnded('rules', { findings: linted.diagnostics.length });
    return linted;
  };
  // Gates: built-in defaults < a kind Cluster config in the input < .resizeguard.yaml < --feature-gates.
  const gatesFor = (clusterGates: Readonly<Record<string, boolean>> | undefined, documents: readonly LoadedDocument[]) =>
    parseFeatureGates(flags.featureGates, {
      ...KNOWN_GATES,
      ...pickKnownGates(kindClusterGates(documents), 'kind Cluster featureGates', true),
      ...pickKnownGates(config.featureGates, 'config featureGates', false),
      ...pickKnownGates(clusterGates, 'config clusters featureGates', false),
    });
  const options: LintOptions = {
    featureGates: gatesFor(undefined, allDocuments),
    ...(repo.unrendered.length > 0 ? { unrendered: new Set(repo.unrendered), unrenderedApplications: repo.unrenderedApplications } : {}),
    podCountQuirk: config.podCountQuirk ?? true,
    scoring: (flags.placement ?? config.placement) === 'binpack' ? 'MostAllocated' : 'LeastAllocated',
    policy: policyFrom(config, flags.inlineIgnore),
    relativeToConfig,
    ...(flags.explain === undefined ? {} : { explain: flags.explain.includes('/') ? flags.explain : `default/${flags.explain}` }),
    ...scenarioOptions(scenarioFlags(flags, config), config),
    ...(baseline === undefined ? {} : { baseline }),
    bounds,
  };
  /** The config's node pools for cluster `name`, beside the input's own Node manifests; never added to a live cluster's Nodes (a snapshot's). */
  const poolsFor = (name: string | undefined, documents: readonly LoadedDocument[]): { documents: LoadedDocument[]; diagnostics: Diagnostic[] } => {
    const none = { documents: [], diagnostics: [] };
    const doc = loaded.doc;
    if (doc === undefined) return none;
    const index = config.clusters?.findIndex((c) => c.name === name) ?? -1;
    const own = index >= 0 ? config.clusters![index]!.nodePools : undefined;
    const pools = own ?? config.nodePools;
    if (pools === undefined) return none;
    const at = own !== undefined ? ['clusters', index, 'nodePools'] : ['nodePools'];
    const live = documents.find(isLiveNode);
    if (live !== undefined) return { documents: [], diagnostics: [poolsBesideLiveNodes(doc, at, live)] };
    return nodePoolDocuments(pools, doc, at, bounds.nodesPerPool);
  };
  let result: LintResult;
  const oneCluster = repo.clusters.length === 1 && repo.clusters[0]!.name === undefined;
  const baseSource = baseSourceOf(flags);
  if (baseSource !== undefined && !oneCluster) throw new UsageError(oneClusterAtATime(baseSource, config.clusters === undefined ? repo.clusters : [], flags));
  if (oneCluster) {
    // A live snapshot brings the cluster's own nodes: node pools stand in for nodes only without one.
    const pools = baseSource?.kind === 'cluster' ? { documents: [], diagnostics: [] } : poolsFor(undefined, repo.clusters[0]!.documents);
    const head = {
      documents: [...repo.clusters[0]!.documents, ...pools.documents],
      diagnostics: [...oneWarningPerCause(repo.diagnostics), ...pools.diagnostics],
    };
    if (baseSource === undefined) result = lintCluster(head.documents, options, head.diagnostics);
    else {
      progress?.phaseStarted('compare');
      result = await againstBase(baseSource, {
        paths,
        io,
        headSources: repo.sources,
        head,
        options,
        loaded,
        repository: repoOptions,
        rootRenders: repo.rootRenders,
      });
      progress?.phaseEnded('compare', { findings: result.diagnostics.length });
    }
  } else {
    const hasUnassigned = repo.clusters.some((c) => c.name === UNASSIGNED);
    const runLevel = lintDocuments(
      [],
      options,
      oneWarningPerCause(
        withClusters(
          repo.diagnostics,
          repo.clusters.map((c) => ({ name: c.name ?? '', documents: c.documents })),
          hasUnassigned ? UNASSIGNED : undefined,
        ),
      ),
    );
    // bounds.pods and bounds.resizes hold for the run: each cluster gets what those before it left.
    let spent: BoundsSpent = { pods: 0, resizes: 0 };
    const clusters = repo.clusters.map((c) => {
      const pools = poolsFor(c.name, c.documents);
      const documents = [...c.documents, ...pools.documents];
      const gates = gatesFor(config.clusters?.find((x) => x.name === c.name)?.featureGates, c.documents);
      const unapplied = c.name === UNASSIGNED ? { unapplied: true } : {};
      const linted = lintCluster(documents, { ...options, featureGates: gates, spent, ...unapplied }, pools.diagnostics);
      spent = { pods: spent.pods + linted.model.pods.length, resizes: linted.simulation.resizesTaken };
      return { name: c.name ?? '', result: linted };
    });
    result = mergeClusterResults(clusters, runLevel.diagnostics);
  }
  const anyRender = repo.renderCount > 0 || repo.unrendered.length > 0;
  if (repo.sources.length === 0 && allDocuments.length === 0 && !anyRender)
    throw new InputError(`no input could be read\n${repo.diagnostics.map(formatDiagnosticLine).join('\n')}`.trimEnd());
  // Objects of the input, not the config's node pools: a folder of values files is no cluster.
  const first = firstDocument(allDocuments);
  if ((result.objectCount === 0 || first === undefined) && !anyRender)
    throw new InputError(
      `no Kubernetes objects found in ${paths.map((p) => JSON.stringify(p)).join(', ')}${result.diagnostics.length > 0 ? `\n${result.diagnostics.map(formatDiagnosticLine).join('\n')}` : ''}`,
      result.diagnostics,
    );
  // The note sits on the first Kubernetes object read (by file, then place), not on whatever file came first;
  // with none, on the first source that failed to render (a run of failed renders simulated nothing too),
  // else on the first root rendered (a chart whose values turn everything off renders no object).
  const failedRender = repo.diagnostics
    .filter((d) => d.ruleId === 'input/not-rendered' && d.severity !== 'info')
    .reduce<Diagnostic | undefined>((a, d) => (a === undefined || d.file < a.file ? d : a), undefined);
  const anchor =
    first !== undefined
      ? { file: first.file, range: first.locate([]) }
      : repo.sources[0] !== undefined
        ? { file: repo.sources[0].path, range: START_OF_FILE }
        : failedRender !== undefined
          ? { file: failedRender.file, range: START_OF_FILE }
          : renderedRootFile(repo.rendered, configDir);
  // In diff mode the change summary says what the change does, simulated or not.
  const nothing = baseSource === undefined ? nothingSimulatedFindings(result, repo.clusters, anchor, scenarioFlags(flags, config).limits) : [];
  result = withRunFindings(result, nothing, options);
  const covered = coverageOf(repo);
  // --cluster: the objects read are the cluster's, the snapshot's with the repository's (againstBase).
  const objects = baseSource?.kind === 'cluster' && result.coverage !== undefined ? { objects: result.coverage.objects } : {};
  result = { ...result, diagnostics: withRenderedFrom(result.diagnostics, repo), coverage: { ...covered, ...objects } };
  if (result.policyErrors.length > 0) throw new ConfigError(result.policyErrors);
  const outputs = flags.outputs.map((o) =>
    rendered(
      o.format,
      o.file,
      o.format === 'json'
        ? () => jsonChunks(result)
        : o.format === 'text'
          ? () => textChunks(result, { verbose: flags.verbose === true })
          : () => [o.format === 'markdown' ? formatMarkdown(result, { failOn }) : FORMATTERS[o.format](result)],
      o.format === 'json' && jsonItemCount(result) >= JSON_BYTES_ITEMS
        ? { bytes: () => jsonBytes(result), toFile: (fd: number) => writeJsonFile(jsonPieces(result, true), fd) }
        : undefined,
    ),
  );
  return { result, exitCode: exitCodeFor(result, failOn), rendered: outputs, configFile: loaded.file, failOn };
}

/** The gates resizeguard simulates; others are an error in our config, and ignored in a kind Cluster (which sets many). */
function pickKnownGates(gates: Readonly<Record<string, boolean>> | undefined, where: string, ignoreUnknown: boolean): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(gates ?? {})) {
    if (k in KNOWN_GATES) out[k] = v;
    else if (!ignoreUnknown) throw new UsageError(`${where}: unrecognized feature gate ${JSON.stringify(k)} (known: ${GATE_RESIZE_PREEMPTION})`);
  }
  return out;
}

/** Scenario and kubelet options the engine understands (see LintOptions). */
function scenarioOptions(s: { limits: boolean; vpaMax: boolean | undefined; hpaMax: boolean }, config: Config): Record<string, unknown> {
  return {
    scenarios: { limits: s.limits, ...(s.vpaMax === undefined ? {} : { vpaMax: s.vpaMax }), ...(s.hpaMax ? { hpaMax: true } : {}) },
    ...(config.kubelet === undefined ? {} : { kubelet: config.kubelet }),
    ...(config.now === undefined ? {} : { now: Math.floor(Date.parse(config.now) / 1000) }),
  };
}

async function loadBaseline(file: string, cwd: string): Promise<ReadonlyMap<string, number>> {
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (err) {
    throw new UsageError(`--baseline: cannot read ${JSON.stringify(file)} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  const parsed = readBaseline(text);
  if (typeof parsed === 'string') throw new UsageError(`--baseline ${JSON.stringify(file)}: ${parsed}`);
  return parsed;
}

export type { BaselineFile };
