/**
 * npm run bench [-- CASE ...]: times load, simulate and report on generated clusters, each case
 * in its own process so peak RSS is that case's alone. Cases:
 *   base       1,000 nodes, 30,000 bare pods bound to nodes, every pod resizing +20%
 *   scale-Nx   workloads of 30 replicas placed by the simulated scheduler, every pod resizing
 *              +25%; 4x is the Kubernetes envelope: 5,000 nodes, 150,000 pods, 5,000 workloads.
 *              Phases (load, simulate, report) in-process, with the heap growth the CLI sets for
 *              itself, then the whole run: the published command in its own process with Node's
 *              default heap limit, text to stdout and JSON to a file.
 *   snapshot   a live-cluster `kubectl get nodes,pods,pdb,priorityclasses -A -o json` List
 *              (compact JSON, as `-o json | jq -c` or `--raw` gives it): 5,000 nodes and 150,000
 *              pods bound to them with full status, 1% with a pending resize (half of those
 *              recorded Deferred), 2% finished Job pods. Three rounds interleaved, each measure in a
 *              fresh process: JSON.parse alone on the same bytes; load (read + parseSource) and
 *              model + simulate (lintDocuments; from a bundle of the sources built as dist/cli.js
 *              is); the whole run of the published command, as for the scale cases. Medians, and their ratios to JSON.parse
 *              ((load + model + simulate) within 3, #19 wants 2).
 *   snapshot-findings  the same snapshot, its pods bare and with no PriorityClass, so every pod has a
 *              priority/unset finding (each finding's position is looked up in the JSON text).
 *   snapshot-findings-small  the same findings on 188,861 small pods (about 1 KB each, 200 MB):
 *              where the per-pod costs weigh most against JSON.parse of the bytes.
 *   render     a generated GitOps repository: 200 Kustomize apps (base + prod overlay; the 200
 *              overlays are the entry points) and 50 local Helm charts, with a node pool of 200
 *              nodes so the pods are placed. Three rounds, each timing the renderers alone
 *              (`kubectl kustomize` on every overlay, `helm template` on every chart, up to
 *              os.availableParallelism() at once) and then the published command on the repo
 *              (render + load + simulate + report); prints the medians, the ratio of the two and
 *              the pods the JSON report counts against those the workloads ask for. Renderers
 *              come from node_modules/.cache/resizeguard-renderers/bin (npm run renderers).
 *   diff       the Kubernetes envelope (5,000 nodes, 5,000 Deployments of 30 replicas, 150,000 pods) in a
 *              git repository, one Deployment of 30 replicas changing its requests (+25%): the published
 *              command with --base HEAD (the base placed once, the change rolled out on it) against a
 *              plain check of the same head, three rounds interleaved, medians and their ratio (the
 *              issue's target: at most 1.5x).
 *   envelope   the envelope of the scale cases (5,000 nodes, 5,000 Deployments of 30 replicas) with a PDB per
 *              Deployment, as YAML files (one per namespace): three rounds, each in fresh processes, of the
 *              `yaml` package's parseAllDocuments on the files, JSON.parse of the same objects, the phases
 *              in-process (load, model + simulate, reports, peak RSS; from a bundle built as dist/cli.js is) and the
 *              published command; medians and the whole run's ratio to each floor.
 *   envelope-admission  the envelope's YAML with a VPA per Deployment (the vpa-max scenario resizes
 *              every pod beside the growth scenario) and a ResourceQuota and a LimitRange per
 *              namespace: three whole runs of the published command, wall time and peak RSS
 *              (#20's bound for any input under 100 MB: 2 GiB); then three with `--scenario limits`,
 *              a third scenario over every pod (442,500 resizes, 254,000 findings).
 *   resize-bound  the most the default bounds let one run build: the envelope at 10,000 nodes and
 *              300,000 pods (bounds.pods) with two growth scenarios, 600,000 requests of which
 *              bounds.resizes simulates 450,000: whole runs, wall time and peak RSS against 2 GiB.
 *   hostile    the hostile corpus (scripts/hostile-corpus.ts: symlink loop, alias bomb, 20,000-deep
 *              nesting, a 20 MB string, 100,000 documents, Latin-1, BOM+CRLF, code tags, absurd
 *              quantities, broken JSON) beside a valid cluster: three whole runs of the published
 *              command, their wall times and peak RSS (the issue's bound: 60 s and 1 GiB).
 *   large-yaml  92 MB of YAML: 10 files of 25,000 ConfigMaps each, beside a Node; whole runs of the
 *              published command as written, with a cron string ("0 * * * *", which `yaml` alone
 *              reads) in every document, and with a `%YAML 1.2` directive atop every file (which
 *              sends each file to `yaml` whole): wall time and peak RSS against 2 GiB.
 * After the cases, when scale-1x and scale-4x both ran: their growth (the issue's bound: 4.4x).
 * Prints one line per case (render: one per measure); nothing here is asserted (correctness lives in the tests).
 */
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { appendFileSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify as stringifyYaml } from 'yaml';
import { generateCluster, snapshotChunks, type GenOptions, type SnapshotOptions } from './bench-gen.ts';
import { generateRenderRepo, type RenderRepoOptions } from './bench-render.ts';
import { HOSTILE_FILES, writeHostileCorpus } from './hostile-corpus.ts';
import { HEAP_GROWTH_FLAG } from '../src/core/heap-growth.ts';
import { hugePagesWanted, relaunchNodeArguments, withHugePages } from '../src/run/huge-pages.ts';
import { BUNDLE_OPTIONS } from './bundle-options.mjs';

type Case =
  | { readonly name: string; readonly gen: GenOptions }
  | { readonly name: string; readonly snapshot: SnapshotOptions }
  | { readonly name: string; readonly render: RenderRepoOptions; readonly rounds: number }
  | { readonly name: string; readonly hostile: { readonly rounds: number } }
  | { readonly name: string; readonly diff: GenOptions; readonly rounds: number }
  | { readonly name: string; readonly envelope: GenOptions; readonly rounds: number }
  | { readonly name: string; readonly admission: GenOptions; readonly rounds: number }
  | { readonly name: string; readonly bound: GenOptions; readonly rounds: number }
  | { readonly name: string; readonly largeYaml: { readonly files: number; readonly perFile: number } };

const CASES: readonly Case[] = [
  { name: 'base', gen: { nodes: 1000, podsPerNode: 30, replicasPerWorkload: 0, growPercent: 20 } },
  // The Kubernetes scalability envelope, from workloads (placement included), at 1x, 2x and 4x.
  { name: 'scale-1x', gen: { nodes: 1250, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 } },
  { name: 'scale-2x', gen: { nodes: 2500, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 } },
  { name: 'scale-4x', gen: { nodes: 5000, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 } },
  // "Where resizes come from" item 4: a live snapshot loads and simulates within 3x JSON.parse.
  { name: 'snapshot', snapshot: { nodes: 5000, pods: 150_000, pendingEvery: 100, deferredEvery: 2, finishedEvery: 50, indent: 0 } },
  // Hostile input, item 2: the same snapshot of bare pods with a finding on each (no PriorityClass anywhere).
  {
    name: 'snapshot-findings',
    snapshot: { nodes: 5000, pods: 150_000, pendingEvery: 100, deferredEvery: 2, finishedEvery: 50, indent: 0, noPriorityClasses: true },
  },
  // The same with small pods (about 1 KB each, 200 MB): the per-pod costs against JSON.parse.
  {
    name: 'snapshot-findings-small',
    snapshot: { nodes: 5000, pods: 188_861, pendingEvery: 0, deferredEvery: 0, finishedEvery: 0, indent: 0, noPriorityClasses: true, minimal: true },
  },
  // Rendering a repository: the product's cost on top of the renderers it runs.
  {
    name: 'render',
    render: { apps: 200, charts: 50, baseReplicas: 2, prodReplicas: 3, chartReplicas: 2, nodes: 200, nodeCpu: '16', nodeMemory: '64Gi' },
    rounds: 3,
  },
  // Hostile input: bounded in time and memory.
  { name: 'hostile', hostile: { rounds: 3 } },
  { name: 'diff', diff: { nodes: 5000, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 }, rounds: 3 },
  // The envelope as a repository holds it: YAML files, against the YAML library's bare parse.
  { name: 'envelope', envelope: { nodes: 5000, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 }, rounds: 3 },
  // The same with a VPA per Deployment and a ResourceQuota and LimitRange per namespace: two scenarios over every pod.
  { name: 'envelope-admission', admission: { nodes: 5000, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 }, rounds: 3 },
  // The default bounds at their most: 300,000 pods, 450,000 resizes.
  { name: 'resize-bound', bound: { nodes: 10_000, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 }, rounds: 2 },
  // An input of nearly 100 MB that builds little: the parse alone against 2 GiB.
  { name: 'large-yaml', largeYaml: { files: 10, perFile: 25_000 } },
];

function runSnapshotCase(name: string, o: SnapshotOptions, rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const file = join(dir, 'snapshot.json');
    const fd = openSync(file, 'w');
    let bytes = 0;
    try {
      for (const chunk of snapshotChunks(o)) bytes += writeSync(fd, chunk);
    } finally {
      closeSync(fd);
    }
    // Rounds interleaved, each measure in a fresh process: 1) the floor, JSON.parse alone on the
    // same bytes (decoded outside the timing), and that process's own wall time; 2) load (read + parseSource) and model + simulate
    // (lintDocuments) from a bundle built as dist/cli.js is; 3) the whole run of the published command.
    // The phases in the environment the command gives itself for this file: huge pages and a
    // larger young generation (src/run/huge-pages.ts). The floor keeps the plain one, in which
    // JSON.parse alone is faster.
    const relaunched = hugePagesWanted(['check', 'snapshot.json'], process.env, dir);
    const env = relaunched ? withHugePages(process.env) : process.env;
    const nodeArgs = relaunched ? relaunchNodeArguments([], process.env['NODE_OPTIONS']) : [];
    const floors: { wall: number; cpu: number; process: number }[] = [];
    const phases: Phases[] = [];
    const wholes: number[] = [];
    const rss: number[] = [];
    for (let round = 0; round < rounds; round++) {
      floors.push(freshJsonParse(file));
      phases.push(freshPhases(dir, env, nodeArgs));
      const w = wholeRun(name, dir, ['snapshot.json']);
      wholes.push(w.ms);
      rss.push(w.rssMiB);
    }
    const ms = (t: number): string => `${t.toFixed(0)} ms`;
    const all = (v: readonly number[]): string => v.map((t) => t.toFixed(0)).join(' / ');
    const parseMs = median(floors.map((f) => f.wall));
    const parseCpu = median(floors.map((f) => f.cpu));
    const total = phases.map((p) => p.load + p.sim);
    const first = phases[0]!;
    console.log(
      `${name}: ${o.nodes} nodes, ${first.pods} pods, ${(bytes / 1048576).toFixed(0)} MiB (${Math.round(bytes / o.pods)} B/pod), ${first.resizes} resizes, ${first.evictions} evictions, ${first.findings} findings (positions included), ${rounds} rounds interleaved, medians | JSON.parse ${ms(parseMs)} (${all(floors.map((f) => f.wall))}) | load ${ms(median(phases.map((p) => p.load)))} (read ${all(phases.map((p) => p.read))} + parseSource), model+simulate ${ms(median(phases.map((p) => p.sim)))} (then reports ${ms(median(phases.map((p) => p.report)))}), total ${ms(median(total))} (${all(total)}) | ratio ${(median(total) / parseMs).toFixed(2)}x JSON.parse (target <= 3; #19: <= 2) | cpu: JSON.parse ${ms(parseCpu)}, load + model + simulate ${ms(median(phases.map((p) => p.cpu)))}, ratio ${(median(phases.map((p) => p.cpu)) / parseCpu).toFixed(2)}x | peak RSS in-process ${Math.max(...phases.map((p) => p.rssMiB)).toFixed(0)} MiB | whole run (resizeguard check, text + json) ${ms(median(wholes))} (${all(wholes)}), peak RSS ${Math.max(...rss).toFixed(0)} MiB, ratio ${(median(wholes) / parseMs).toFixed(2)}x JSON.parse, ${(median(wholes) / median(floors.map((f) => f.process))).toFixed(2)}x a process that only reads the file and JSON.parses it (${ms(median(floors.map((f) => f.process)))})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Phases {
  readonly load: number;
  /** Of load: finding and reading the files (for a large snapshot, into memory and then into a string). */
  readonly read: number;
  readonly sim: number;
  /** The JSON report in chunks, as the command writes it, and the text report; their sizes. */
  readonly report: number;
  readonly jsonMiB: number;
  readonly textMiB: number;
  readonly cpu: number;
  readonly rssMiB: number;
  readonly rssAfterSimulateMiB: number;
  readonly pods: number;
  readonly resizes: number;
  readonly evictions: number;
  readonly findings: number;
}

/** The in-process phases on the files of `dir`, in a fresh process (this script, RG_BENCH_PHASES). */
function freshPhases(dir: string, env: NodeJS.ProcessEnv = process.env, nodeArgs: readonly string[] = []): Phases {
  // With the heap growth the CLI sets for itself (src/core/heap-growth.ts), so memory compares.
  const r = spawnSync(process.execPath, ['--import', 'tsx', HEAP_GROWTH_FLAG, ...nodeArgs, new URL(import.meta.url).pathname], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    env: { ...env, RG_BENCH_CHILD: '', RG_BENCH_PHASES: dir },
  });
  const line = /RG_PHASES (.*)/.exec(r.stdout ?? '');
  if (r.status !== 0 || line === null) throw new Error(`snapshot phases failed: ${r.stderr}`);
  return JSON.parse(line[1]!) as Phases;
}

/** The child side of freshPhases. */
async function phasesChild(dir: string): Promise<void> {
  console.log(`RG_PHASES ${JSON.stringify(await measurePhases(dir))}`);
}

/** The entry points measurePhases times. */
interface Pipeline {
  readonly discoverFiles: typeof import('../src/io/discover.ts').discoverFiles;
  readonly readSourceFiles: typeof import('../src/io/read.ts').readSourceFiles;
  readonly jsonChunks: typeof import('../src/report/json.ts').jsonChunks;
  readonly jsonItemCount: typeof import('../src/report/json.ts').jsonItemCount;
  readonly jsonBytes: typeof import('../src/report/json-bytes.ts').jsonBytes;
  readonly JSON_BYTES_ITEMS: typeof import('../src/run/check.ts').JSON_BYTES_ITEMS;
  readonly formatText: typeof import('../src/report/text.ts').formatText;
  readonly parseSource: typeof import('../src/load/index.ts').parseSource;
  readonly lintDocuments: typeof import('../src/index.ts').lintDocuments;
}

/**
 * The pipeline from a bundle of the sources built as dist/cli.js is (BUNDLE_OPTIONS): the code
 * the command runs. Imported through tsx instead, every function is wrapped to keep its name
 * and a run is about 10% slower than the command's.
 */
async function pipelineBundle(): Promise<Pipeline> {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-bundle-'));
  const outfile = join(dir, 'pipeline.mjs');
  const contents = [
    "export { discoverFiles } from './io/discover.ts';",
    "export { readSourceFiles } from './io/read.ts';",
    "export { jsonChunks, jsonItemCount } from './report/json.ts';",
    "export { jsonBytes } from './report/json-bytes.ts';",
    "export { JSON_BYTES_ITEMS } from './run/check.ts';",
    "export { formatText } from './report/text.ts';",
    "export { parseSource } from './load/index.ts';",
    "export { lintDocuments } from './index.ts';",
  ].join('\n');
  try {
    await build({ ...BUNDLE_OPTIONS, stdin: { contents, resolveDir: join(ROOT, 'src'), sourcefile: 'bench-pipeline.ts', loader: 'ts' }, outfile });
    return (await import(pathToFileURL(outfile).href)) as Pipeline;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The pipeline in this process on the files of `dir`: discover, read and parse (load),
 * lintDocuments (model + simulate), then the reports as the command writes them (the JSON
 * report in chunks, not one string; the text whole). Wall times, CPU time, RSS.
 */
async function measurePhases(dir: string): Promise<Phases> {
  const {
    discoverFiles,
    readSourceFiles,
    jsonChunks,
    jsonItemCount,
    jsonBytes: jsonBytesOf,
    JSON_BYTES_ITEMS,
    formatText,
    parseSource,
    lintDocuments,
  } = await pipelineBundle();
  // Wall time, and CPU time (all threads: the machine may be shared, wall time then lies).
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const t0 = performance.now();
  const u0 = cpu();
  const found = await discoverFiles([dir], dir);
  const read = await readSourceFiles(found.files, dir);
  const tRead = performance.now();
  const docs = read.sources.flatMap((s) => parseSource(s).documents);
  const t1 = performance.now();
  const result = lintDocuments(docs, { featureGates: { InPlacePodVerticalScalingSchedulerPreemption: true } });
  const t2 = performance.now();
  const u2 = cpu();
  const rssAfterSimulateMiB = process.memoryUsage().rss / 1048576;
  // As the command writes it: a large report's bytes made partly on a second thread.
  let jsonBytes = 0;
  if (jsonItemCount(result) >= JSON_BYTES_ITEMS) for await (const bytes of jsonBytesOf(result)) jsonBytes += bytes.length;
  else for (const chunk of jsonChunks(result)) jsonBytes += Buffer.byteLength(chunk);
  const textBytes = formatText(result).length;
  const t3 = performance.now();
  return {
    load: t1 - t0,
    read: tRead - t0,
    sim: t2 - t1,
    report: t3 - t2,
    cpu: u2 - u0,
    rssMiB: process.resourceUsage().maxRSS / 1024,
    rssAfterSimulateMiB,
    pods: result.model.pods.length,
    resizes: result.simulation.scenarios.reduce((n, s) => n + s.resizes.length, 0),
    evictions: result.simulation.scenarios.reduce((n, s) => n + s.evictions.length, 0),
    findings: result.diagnostics.length,
    jsonMiB: jsonBytes / 1048576,
    textMiB: textBytes / 1048576,
  };
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The whole run as users have it: the published command (bin/resizeguard.js, the bundled
 * dist/cli.js) in its own process with Node's default heap, text to stdout (a file here) and
 * the JSON report to a file. Wall time from process start to exit, and peak RSS: the bench's
 * line for it, and its wall time when the run succeeded.
 */
function wholeRunTimed(dir: string, inputs: readonly string[]): { readonly text: string; readonly ms?: number } {
  const p = publishedRun(dir, inputs);
  if ('failed' in p) return { text: `whole run ${p.failed}` };
  return { text: `whole run (resizeguard check, text + json) ${p.ms.toFixed(0)} ms, peak RSS ${(p.maxRssKiB / 1024).toFixed(0)} MiB`, ms: p.ms };
}

/** publishedRun for a round of case `name`: its wall time and peak RSS, or the case fails. */
function wholeRun(name: string, dir: string, inputs: readonly string[]): { readonly ms: number; readonly rssMiB: number } {
  const w = publishedRun(dir, inputs);
  if ('failed' in w) throw new Error(`${name}: whole run ${w.failed}`);
  return { ms: w.ms, rssMiB: w.maxRssKiB / 1024 };
}

/**
 * JSON.parse of `file` in a new Node process: wall and CPU milliseconds of the parse alone, and
 * the wall time of the whole process (start, read and decode, parse, exit), the floor a whole
 * run is compared with as well.
 */
function freshJsonParse(file: string): { readonly wall: number; readonly cpu: number; readonly process: number } {
  const script =
    "const t = require('node:fs').readFileSync(process.argv[1], 'utf8'); const c = process.cpuUsage(); const w = performance.now(); JSON.parse(t); const u = process.cpuUsage(c); console.log(performance.now() - w, (u.user + u.system) / 1000);";
  const started = performance.now();
  const r = spawnSync(process.execPath, ['-e', script, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const whole = performance.now() - started;
  const [wall, cpu] = r.stdout.trim().split(' ').map(Number);
  if (r.status !== 0 || !Number.isFinite(wall) || !Number.isFinite(cpu)) throw new Error(`JSON.parse floor failed: ${r.stderr}`);
  return { wall: wall!, cpu: cpu!, process: whole };
}

type PublishedRun = { readonly ms: number; readonly maxRssKiB: number; readonly report: unknown } | { readonly failed: string };

/** The run wholeRun reports, as numbers; `readReport` also parses the JSON report (small ones). */
function publishedRun(dir: string, inputs: readonly string[], options: { readonly env?: NodeJS.ProcessEnv; readonly readReport?: boolean } = {}): PublishedRun {
  // The reports go to a folder of their own: left next to the inputs, they would be read as
  // input by the in-process phases that follow (the JSON report is hundreds of megabytes).
  const outDir = mkdtempSync(join(tmpdir(), 'rg-bench-out-'));
  const out = openSync(join(outDir, 'report.txt'), 'w');
  try {
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        join(ROOT, 'scripts/bench-probe.mjs'),
        join(ROOT, 'bin/resizeguard.js'),
        'check',
        ...inputs,
        '--format',
        'json',
        '--output',
        join(outDir, 'report.json'),
        '--format',
        'text',
        '--fail-on',
        'none',
      ],
      { cwd: dir, stdio: ['ignore', out, 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: options.env ?? process.env },
    );
    // One line per process: a large input runs in a second one (src/run/huge-pages.ts), which ends
    // first. The first process's time spans both; the peak RSS is the larger one's.
    const probes = [...(r.stderr ?? '').matchAll(/RG_PROBE (.*)/g)].map((m) => JSON.parse(m[1]!) as { ms: number; maxRssKiB: number });
    if (r.status !== 0 || probes.length === 0) return { failed: `FAILED (exit ${String(r.status)}): ${(r.stderr ?? '').slice(0, 400)}` };
    return {
      ms: probes.at(-1)!.ms,
      maxRssKiB: Math.max(...probes.map((p) => p.maxRssKiB)),
      report: options.readReport === true ? JSON.parse(readFileSync(join(outDir, 'report.json'), 'utf8')) : undefined,
    };
  } finally {
    closeSync(out);
    rmSync(outDir, { recursive: true, force: true });
  }
}

const RENDERERS_BIN = join(ROOT, 'node_modules/.cache/resizeguard-renderers/bin');

/** Commands run side by side, at most `limit` at once, each output buffered whole (as the product does). */
async function runAllCommands(
  commands: readonly (readonly [string, ...string[]])[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  limit: number,
): Promise<{ ms: number; bytes: number; failures: string[] }> {
  let next = 0;
  let bytes = 0;
  const failures: string[] = [];
  const worker = async (): Promise<void> => {
    for (let i = next++; i < commands.length; i = next++) {
      const [command, ...args] = commands[i]!;
      await new Promise<void>((resolve) => {
        execFile(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
          bytes += Buffer.byteLength(stdout);
          if (error !== null) failures.push(`${[command, ...args].join(' ')}: ${stderr.trim() || error.message}`);
          resolve();
        });
      });
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, worker));
  return { ms: performance.now() - t0, bytes, failures };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function runRenderCase(name: string, o: RenderRepoOptions, rounds: number): Promise<void> {
  if (!existsSync(join(RENDERERS_BIN, 'kubectl')) || !existsSync(join(RENDERERS_BIN, 'helm'))) {
    // npm run renderers; its own line goes to stderr, so stdout keeps one line per measure.
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/renderers.mjs')], { cwd: ROOT, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) {
      console.log(`${name}: FAILED: npm run renderers exited ${String(r.status)}`);
      process.exitCode = 1;
      return;
    }
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${RENDERERS_BIN}${delimiter}${process.env['PATH'] ?? ''}` };
  delete env['RG_BENCH_CHILD'];
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const g0 = performance.now();
    const repo = generateRenderRepo(dir, o);
    const generateMs = performance.now() - g0;
    const limit = Math.max(1, availableParallelism());
    const commands: (readonly [string, ...string[]])[] = [
      ...repo.overlays.map((overlay) => ['kubectl', 'kustomize', overlay] as const),
      ...repo.charts.map((c) => ['helm', 'template', c.name, c.dir, '--namespace', 'default'] as const),
    ];
    console.log(
      `${name}: repo of ${repo.overlays.length} Kustomize entry points (${o.apps} bases under them), ${repo.charts.length} Helm charts, ${repo.files} files, ${(repo.bytes / 1024).toFixed(0)} KiB, ${o.nodes} pool nodes; generated in ${generateMs.toFixed(0)} ms; ${rounds} rounds, medians below`,
    );
    const alone: number[] = [];
    const whole: { ms: number; maxRssKiB: number }[] = [];
    let renderedBytes = 0;
    let failures: string[] = [];
    let report: unknown;
    let failed: string | undefined;
    // Interleaved, so a machine that slows down (or warms up) affects both measures alike.
    for (let round = 0; round < rounds; round++) {
      const a = await runAllCommands(commands, dir, env, limit);
      alone.push(a.ms);
      renderedBytes = a.bytes;
      if (a.failures.length > 0) failures = a.failures;
      const b = publishedRun(dir, ['.'], { env, readReport: round === 0 });
      if ('failed' in b) {
        failed = b.failed;
        break;
      }
      whole.push({ ms: b.ms, maxRssKiB: b.maxRssKiB });
      if (round === 0) report = b.report;
    }
    const runs = (values: readonly number[]): string => values.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `${name}: renderers alone (${repo.overlays.length}x kubectl kustomize + ${repo.charts.length}x helm template, ${limit} at once): ${median(alone).toFixed(0)} ms (runs ${runs(alone)} ms), ${(renderedBytes / 1024).toFixed(0)} KiB of YAML${failures.length > 0 ? `, ${failures.length} FAILED, first: ${failures[0]!.slice(0, 300)}` : ''}`,
    );
    if (failed !== undefined) {
      console.log(`${name}: render + load (resizeguard check . , text + json) ${failed}`);
      process.exitCode = 1;
      return;
    }
    const wholeMs = whole.map((w) => w.ms);
    const peakRss = Math.max(...whole.map((w) => w.maxRssKiB)) / 1024;
    console.log(
      `${name}: render + load (resizeguard check . , text + json): ${median(wholeMs).toFixed(0)} ms (runs ${runs(wholeMs)} ms), peak RSS ${peakRss.toFixed(0)} MiB (the node process; renderers not included)`,
    );
    console.log(`${name}: ratio render + load / renderers alone ${(median(wholeMs) / median(alone)).toFixed(2)}x`);
    const r = report as {
      summary: { nodes: number; pods: number; findings: { error: number; warning: number; info: number } };
      placements: unknown[];
      findings: { ruleId: string }[];
    };
    const notRendered = r.findings.filter((f) => f.ruleId === 'input/not-rendered').length;
    console.log(
      `${name}: report: summary.pods ${r.summary.pods} (expected ${repo.expectedPods}), ${r.placements.length} placements on ${r.summary.nodes} nodes, findings ${r.summary.findings.error} errors / ${r.summary.findings.warning} warnings / ${r.summary.findings.info} info, ${notRendered} input/not-rendered`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runHostileCase(name: string, rounds: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    await writeHostileCorpus(join(dir, 'corpus'), ROOT);
    const runs: PublishedRun[] = [];
    for (let i = 0; i < rounds; i++) runs.push(publishedRun(dir, ['corpus']));
    const failed = runs.find((r) => 'failed' in r);
    if (failed !== undefined && 'failed' in failed) {
      console.log(`${name}: whole run ${failed.failed}`);
      return;
    }
    const ok = runs as { ms: number; maxRssKiB: number }[];
    console.log(
      `${name}: ${HOSTILE_FILES.length} hostile files beside a valid cluster | whole run (resizeguard check, text + json) ${ok.map((r) => `${(r.ms / 1000).toFixed(1)} s`).join(' / ')}, peak RSS ${ok.map((r) => `${(r.maxRssKiB / 1024).toFixed(0)} MiB`).join(' / ')} (bound: 60 s, 1024 MiB)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** --base HEAD against a plain check of the same head, on the envelope with one Deployment's requests changed. */
function runDiffCase(name: string, gen: GenOptions, rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const { items } = generateCluster(gen);
    const file = join(dir, 'cluster.json');
    writeFileSync(file, JSON.stringify({ apiVersion: 'v1', kind: 'List', items }, null, 1));
    const git = (...args: string[]): void => {
      const r = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', '-c', 'commit.gpgsign=false', ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
    };
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
    // One Deployment of 30 replicas asks 25% more.
    const changed = items.map((item) => {
      const i = item as {
        kind: string;
        metadata: { name: string };
        spec: { template: { spec: { containers: { resources: { requests: Record<string, string> } }[] } } };
      };
      if (i.kind !== 'Deployment' || i.metadata.name !== 'app-00000') return item;
      const requests = i.spec.template.spec.containers[0]!.resources.requests;
      const grow = (q: string, unit: string): string => `${Math.ceil(Number(q.slice(0, -unit.length)) * 1.25)}${unit}`;
      const copy = structuredClone(i);
      copy.spec.template.spec.containers[0]!.resources.requests = { cpu: grow(requests['cpu']!, 'm'), memory: grow(requests['memory']!, 'Mi') };
      return copy;
    });
    writeFileSync(file, JSON.stringify({ apiVersion: 'v1', kind: 'List', items: changed }, null, 1));
    const plain: number[] = [];
    const diff: number[] = [];
    const rss: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const p = publishedRun(dir, ['cluster.json']);
      const d = publishedRun(dir, ['cluster.json', '--base', 'HEAD']);
      if ('failed' in p || 'failed' in d) {
        console.log(`${name}: whole run ${'failed' in p ? p.failed : ''} ${'failed' in d ? d.failed : ''}`);
        return;
      }
      plain.push(p.ms);
      diff.push(d.ms);
      rss.push(d.maxRssKiB / 1024);
    }
    const m = (v: readonly number[]): string => `${(median(v) / 1000).toFixed(1)} s`;
    console.log(
      `${name}: ${gen.nodes} nodes, ${gen.nodes * gen.podsPerNode} pods, one Deployment of ${gen.replicasPerWorkload} replicas +25% | plain check ${m(plain)} (${plain.map((t) => (t / 1000).toFixed(1)).join(' / ')}) | --base HEAD ${m(diff)} (${diff.map((t) => (t / 1000).toFixed(1)).join(' / ')}), peak RSS ${Math.max(...rss).toFixed(0)} MiB | ratio ${(median(diff) / median(plain)).toFixed(2)}x (target <= 1.5)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The envelope in YAML: the scale-4x objects and a PodDisruptionBudget per Deployment, one file
 * per namespace (plus nodes, classes and the scenario). Each round, in fresh processes: the
 * `yaml` package's parseAllDocuments of every file, JSON.parse of the same objects as JSON
 * text, and the published command; medians and the ratios to both floors.
 */
/**
 * The envelope as YAML files in `dir` (one per namespace, nodes, classes, the scenario), a PDB per
 * Deployment; with `admission`, also a VPA per Deployment (InPlaceOrRecreate, maxAllowed above
 * its requests) and a ResourceQuota and a LimitRange per namespace. The same objects as JSON in
 * `jsonDir`, if given. Returns the YAML files' count and bytes.
 */
export function writeEnvelope(dir: string, gen: GenOptions, admission: boolean, jsonDir?: string): { files: number; bytes: number } {
  const { items, scenario } = generateCluster(gen);
  const files = new Map<string, unknown[]>();
  const add = (file: string, o: unknown): void => void (files.get(file) ?? files.set(file, []).get(file)!).push(o);
  for (const item of items as { kind: string; metadata: { name: string; namespace?: string } }[]) {
    const file = item.metadata.namespace === undefined ? (item.kind === 'Node' ? 'nodes' : 'classes') : item.metadata.namespace;
    const namespace = item.metadata.namespace;
    if (admission && namespace !== undefined && !files.has(file)) {
      add(file, {
        apiVersion: 'v1',
        kind: 'ResourceQuota',
        metadata: { name: 'compute', namespace },
        spec: { hard: { 'requests.cpu': '1000000', 'requests.memory': '1000Ti' } },
      });
      add(file, {
        apiVersion: 'v1',
        kind: 'LimitRange',
        metadata: { name: 'limits', namespace },
        // A default limit below max: with none, max is the default, and a VPA keeping the
        // limit/request ratio is capped back to the pod's own size (it resizes nothing).
        spec: { limits: [{ type: 'Container', default: { cpu: '2', memory: '2Gi' }, max: { cpu: '8', memory: '32Gi' } }] },
      });
    }
    add(file, item);
    if (item.kind === 'Deployment') {
      const { name: app } = item.metadata;
      add(file, {
        apiVersion: 'policy/v1',
        kind: 'PodDisruptionBudget',
        metadata: { name: app, namespace },
        spec: { maxUnavailable: 1, selector: { matchLabels: { app } } },
      });
      if (admission)
        add(file, {
          apiVersion: 'autoscaling.k8s.io/v1',
          kind: 'VerticalPodAutoscaler',
          metadata: { name: app, namespace },
          spec: {
            targetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: app },
            updatePolicy: { updateMode: 'InPlaceOrRecreate' },
            resourcePolicy: { containerPolicies: [{ containerName: '*', maxAllowed: { cpu: '1200m', memory: '768Mi' } }] },
          },
        });
    }
  }
  add('scenario', scenario);
  let bytes = 0;
  for (const [file, objects] of files) {
    const text = objects.map((o) => stringifyYaml(o)).join('---\n');
    bytes += Buffer.byteLength(text);
    writeFileSync(join(dir, `${file}.yaml`), text);
    if (jsonDir !== undefined) writeFileSync(join(jsonDir, `${file}.json`), JSON.stringify(objects));
  }
  return { files: files.size, bytes };
}

/**
 * The envelope with the admission objects a real cluster has (writeEnvelope `admission`): a VPA
 * per Deployment makes the vpa-max scenario resize every pod beside the growth scenario, and every
 * request passes a LimitRange and a ResourceQuota. Whole runs of the published command: wall time
 * and peak RSS, against #20's bound for any input under 100 MB (2 GiB).
 */
function runAdmissionCase(name: string, gen: GenOptions, rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const { files, bytes } = writeEnvelope(dir, gen, true);
    const runs = Array.from({ length: rounds }, () => wholeRun(name, dir, ['.']));
    const limits = Array.from({ length: rounds }, () => wholeRun(name, dir, ['.', '--scenario', 'limits']));
    console.log(
      `${name}: ${gen.nodes} nodes, ${gen.nodes * gen.podsPerNode} pods, a VPA per Deployment, a ResourceQuota and a LimitRange per namespace, ${files} YAML files, ${(bytes / 1048576).toFixed(1)} MiB | whole run (resizeguard check ., text + json) ${wholeRuns(runs)} | with --scenario limits ${wholeRuns(limits)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whole runs' median wall time, each run's, and the peak RSS against #20's bound. */
function wholeRuns(runs: readonly { readonly ms: number; readonly rssMiB: number }[]): string {
  return `${(median(runs.map((r) => r.ms)) / 1000).toFixed(1)} s (${runs.map((r) => (r.ms / 1000).toFixed(1)).join(' / ')}), peak RSS ${Math.max(...runs.map((r) => r.rssMiB)).toFixed(0)} MiB (bound: 2048 MiB)`;
}

/**
 * The most the default bounds let a run build: the envelope's YAML at `gen`'s size (300,000 pods
 * at 10,000 nodes, bounds.pods) and a second growth scenario, so bounds.resizes cuts the second
 * (600,000 requests, 450,000 simulated). Whole runs: wall time and peak RSS.
 */
function runBoundCase(name: string, gen: GenOptions, rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const { files, bytes } = writeEnvelope(dir, gen, false);
    const scenario = readFileSync(join(dir, 'scenario.yaml'), 'utf8');
    writeFileSync(join(dir, 'scenario-again.yaml'), scenario.replace(/^( {2}name: )(.*)$/m, '$1$2-again'));
    const runs = Array.from({ length: rounds }, () => wholeRun(name, dir, ['.']));
    console.log(
      `${name}: ${gen.nodes} nodes, ${gen.nodes * gen.podsPerNode} pods, two scenarios over every pod (${2 * gen.nodes * gen.podsPerNode} requests, bounds.resizes 450,000), ${files + 1} YAML files, ${((bytes + scenario.length) / 1048576).toFixed(1)} MiB | whole run ${wholeRuns(runs)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** large-yaml: `files` files of `perFile` ConfigMaps, three ways (see the header); one whole run each. */
function runLargeYamlCase(name: string, o: { readonly files: number; readonly perFile: number }): void {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const write = (prefix: string, extra: string): number => {
      let bytes = 0;
      for (let f = 0; f < o.files; f++) {
        const docs: string[] = [];
        for (let i = 0; i < o.perFile; i++) {
          const n = f * o.perFile + i;
          docs.push(
            `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${n}\n  namespace: team-${n % 50}\n  labels:\n    app: app-${n % 5000}\n    tier: backend\ndata:\n${extra}  config.yaml: |\n    key: value-${n}\n    other: ${'x'.repeat(200)}\n`,
          );
        }
        const text = prefix + docs.join('---\n');
        bytes += text.length;
        writeFileSync(join(dir, `cm-${f}.yaml`), text);
      }
      return bytes;
    };
    writeFileSync(join(dir, 'node.yaml'), 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "8", memory: 16Gi, pods: "110"}}\n');
    const runs: string[] = [];
    for (const [label, prefix, extra] of [
      ['plain', '', ''],
      ['a cron string in each', '', '  schedule: "0 * * * *"\n'],
      ['%YAML 1.2 atop each file', '%YAML 1.2\n---\n', ''],
    ] as const) {
      const bytes = write(prefix, extra);
      const w = wholeRun(name, dir, ['.']);
      runs.push(`${label} (${(bytes / 1048576).toFixed(0)} MiB) ${(w.ms / 1000).toFixed(1)} s, peak RSS ${w.rssMiB.toFixed(0)} MiB`);
    }
    console.log(`${name}: ${o.files} files of ${o.perFile} ConfigMaps | whole run: ${runs.join(' | ')} (bound: 2048 MiB)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runEnvelopeCase(name: string, gen: GenOptions, rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  const jsonDir = mkdtempSync(join(tmpdir(), 'rg-bench-json-'));
  try {
    const { files: fileCount, bytes } = writeEnvelope(dir, gen, false, jsonDir);
    const floor = (script: string, folder: string): number => {
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, folder], { cwd: ROOT, encoding: 'utf8' });
      const ms = Number(r.stdout.trim());
      if (r.status !== 0 || !Number.isFinite(ms)) throw new Error(`floor failed: ${r.stderr}`);
      return ms;
    };
    const readAll =
      "const fs = await import('node:fs'); const path = await import('node:path'); const d = process.argv[1]; const texts = fs.readdirSync(d).sort().map((f) => fs.readFileSync(path.join(d, f), 'utf8'));";
    const yamlParse = `${readAll} const { parseAllDocuments } = await import('yaml'); const t = performance.now(); for (const x of texts) parseAllDocuments(x); console.log(performance.now() - t);`;
    const jsonParse = `${readAll} const t = performance.now(); for (const x of texts) JSON.parse(x); console.log(performance.now() - t);`;
    const yamlMs: number[] = [];
    const jsonMs: number[] = [];
    const wholeMs: number[] = [];
    const rss: number[] = [];
    const phases: Phases[] = [];
    for (let round = 0; round < rounds; round++) {
      yamlMs.push(floor(yamlParse, dir));
      jsonMs.push(floor(jsonParse, jsonDir));
      phases.push(freshPhases(dir));
      const w = wholeRun(name, dir, ['.']);
      wholeMs.push(w.ms);
      rss.push(w.rssMiB);
    }
    const s = (v: readonly number[]): string => `${(median(v) / 1000).toFixed(2)} s (${v.map((t) => (t / 1000).toFixed(2)).join(' / ')})`;
    console.log(
      `${name}: ${gen.nodes} nodes, ${gen.nodes * gen.podsPerNode} pods, ${fileCount} YAML files, ${(bytes / 1048576).toFixed(1)} MiB | yaml parseAllDocuments ${s(yamlMs)} | JSON.parse of the same objects ${s(jsonMs)} | in-process: load ${s(phases.map((p) => p.load))}, model + simulate ${s(phases.map((p) => p.sim))}, reports ${s(phases.map((p) => p.report))} (${(phases[0]!.jsonMiB + phases[0]!.textMiB).toFixed(0)} MiB), peak RSS ${Math.max(...phases.map((p) => p.rssMiB)).toFixed(0)} MiB | whole run (resizeguard check ., text + json) ${s(wholeMs)}, peak RSS ${Math.max(...rss).toFixed(0)} MiB | ratio ${(median(wholeMs) / median(yamlMs)).toFixed(2)}x the yaml parse (target <= 1.5), ${(median(wholeMs) / median(jsonMs)).toFixed(1)}x JSON.parse`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(jsonDir, { recursive: true, force: true });
  }
}

async function runCase(c: Case): Promise<void> {
  if ('envelope' in c) {
    runEnvelopeCase(c.name, c.envelope, c.rounds);
    return;
  }
  if ('admission' in c) {
    runAdmissionCase(c.name, c.admission, c.rounds);
    return;
  }
  if ('bound' in c) {
    runBoundCase(c.name, c.bound, c.rounds);
    return;
  }
  if ('largeYaml' in c) {
    runLargeYamlCase(c.name, c.largeYaml);
    return;
  }
  if ('diff' in c) {
    runDiffCase(c.name, c.diff, c.rounds);
    return;
  }
  if ('hostile' in c) {
    await runHostileCase(c.name, c.hostile.rounds);
    return;
  }
  if ('snapshot' in c) {
    runSnapshotCase(c.name, c.snapshot, 3);
    return;
  }
  if ('render' in c) {
    await runRenderCase(c.name, c.render, c.rounds);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const { items, scenario } = generateCluster(c.gen);
    writeFileSync(join(dir, 'cluster.json'), JSON.stringify({ apiVersion: 'v1', kind: 'List', items }));
    writeFileSync(join(dir, 'scenario.json'), JSON.stringify(scenario));
    const whole = wholeRunTimed(dir, ['cluster.json', 'scenario.json']).text;
    const p = await measurePhases(dir);
    const figures = process.env['RG_BENCH_FIGURES'];
    if (figures !== undefined) appendFileSync(figures, `${JSON.stringify({ name: c.name, simulateMs: p.sim, totalMs: p.load + p.sim + p.report })}\n`);
    console.log(
      `${c.name}: ${c.gen.nodes} nodes, ${p.pods} pods, ${p.resizes} resizes, ${p.evictions} evictions | load ${p.load.toFixed(0)} ms, simulate ${p.sim.toFixed(0)} ms, report ${p.report.toFixed(0)} ms (${p.jsonMiB.toFixed(1)} MiB json, ${p.textMiB.toFixed(1)} MiB text), total ${(p.load + p.sim + p.report).toFixed(0)} ms | RSS after simulate ${p.rssAfterSimulateMiB.toFixed(0)} MiB, peak RSS ${p.rssMiB.toFixed(0)} MiB | ${whole}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
if (process.env['RG_BENCH_PHASES'] !== undefined) {
  await phasesChild(process.env['RG_BENCH_PHASES']);
} else if (process.env['RG_BENCH_CHILD'] !== undefined) {
  const c = CASES.find((x) => x.name === process.env['RG_BENCH_CHILD']);
  if (c) await runCase(c);
} else {
  console.log(`resizeguard bench on ${process.version}, ${(await import('node:os')).cpus().length} cpus`);
  const figures = join(mkdtempSync(join(tmpdir(), 'rg-bench-figures-')), 'figures.jsonl');
  writeFileSync(figures, '');
  for (const c of CASES.filter((x) => only.length === 0 || only.includes(x.name))) {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--max-old-space-size=8192', '--expose-gc', HEAP_GROWTH_FLAG, new URL(import.meta.url).pathname],
      {
        stdio: 'inherit',
        env: { ...process.env, RG_BENCH_CHILD: c.name, RG_BENCH_FIGURES: figures },
      },
    );
    if (r.status !== 0) process.exitCode = 1;
  }
  printGrowth(figures);
}

/** Engine growth from the 1x to the 4x scale case (four times the pods and nodes), when both ran. */
function printGrowth(figures: string): void {
  const rows = readFileSync(figures, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as { name: string; simulateMs: number; totalMs: number });
  const one = rows.find((r) => r.name === 'scale-1x');
  const four = rows.find((r) => r.name === 'scale-4x');
  if (one === undefined || four === undefined) return;
  console.log(
    `growth 1x -> 4x (4x the pods): simulate ${one.simulateMs.toFixed(0)} ms -> ${four.simulateMs.toFixed(0)} ms = ${(four.simulateMs / one.simulateMs).toFixed(2)}x, load + simulate + report ${one.totalMs.toFixed(0)} ms -> ${four.totalMs.toFixed(0)} ms = ${(four.totalMs / one.totalMs).toFixed(2)}x (target <= 4.4x)`,
  );
}
