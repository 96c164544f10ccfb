/**
 * npm run bench [-- CASE ...]: times load, simulate and report on generated clusters, each case
 * in its own process so peak RSS is that case's alone. Cases:
 *   base       1,000 nodes, 30,000 bare pods bound to nodes, every pod resizing +20%
 *   scale-Nx   workloads of 30 replicas placed by the simulated scheduler, every pod resizing
 *              +25%; 4x is the Kubernetes envelope: 5,000 nodes, 150,000 pods, 5,000 workloads.
 *              Phases (load, simulate, report) in-process, then the whole run: the published
 *              command in its own process with Node's defaults, text to stdout and JSON to a file.
 *   snapshot   a live-cluster `kubectl get nodes,pods,pdb,priorityclasses -A -o json` List
 *              (compact JSON, as `-o json | jq -c` or `--raw` gives it): 5,000 nodes and 150,000
 *              pods bound to them with full status, 1% with a pending resize (half of those
 *              recorded Deferred), 2% finished Job pods. Prints JSON.parse alone on the same
 *              bytes, load (read + parseSource), model + simulate (lintDocuments) and the ratio
 *              (load + model + simulate) / JSON.parse, which the issue wants within 3; then the
 *              whole run of the published command on the file, as for the scale cases.
 * Prints one line per case; nothing here is asserted (correctness lives in the tests).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateCluster, snapshotChunks, type GenOptions, type SnapshotOptions } from './bench-gen.ts';

type Case = { readonly name: string; readonly gen: GenOptions } | { readonly name: string; readonly snapshot: SnapshotOptions };

const CASES: readonly Case[] = [
  { name: 'base', gen: { nodes: 1000, podsPerNode: 30, replicasPerWorkload: 0, growPercent: 20 } },
  // The Kubernetes scalability envelope, from workloads (placement included), at 1x, 2x and 4x.
  { name: 'scale-1x', gen: { nodes: 1250, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 } },
  { name: 'scale-2x', gen: { nodes: 2500, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 } },
  { name: 'scale-4x', gen: { nodes: 5000, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 } },
  // "Where resizes come from" item 4: a live snapshot loads and simulates within 3x JSON.parse.
  { name: 'snapshot', snapshot: { nodes: 5000, pods: 150_000, pendingEvery: 100, deferredEvery: 2, finishedEvery: 50, indent: 0 } },
];

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function runSnapshotCase(name: string, o: SnapshotOptions): Promise<void> {
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
    // The published command on the same file first, in its own process.
    const whole = wholeRun(dir, ['snapshot.json']);
    const { readSourceFiles } = await import('../src/io/read.ts');
    const { parseSource } = await import('../src/load/index.ts');
    const { lintDocuments } = await import('../src/index.ts');
    const ms = (t: number): string => `${t.toFixed(0)} ms`;
    // Wall time, and CPU time (all threads: the machine may be shared, wall time then lies).
    const cpu = (): number => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };

    // 1) JSON.parse alone, on the same bytes (decoded once, outside the timing).
    let text: string | undefined = readFileSync(file, 'utf8');
    collectGarbage();
    const p0 = performance.now();
    const c0 = cpu();
    JSON.parse(text);
    const parseMs = performance.now() - p0;
    const parseCpu = cpu() - c0;
    text = undefined;
    collectGarbage();

    // 2) load: read (stat, read, UTF-8 checks) + parseSource (JSON.parse, List expansion).
    const t0 = performance.now();
    const u0 = cpu();
    const read = await readSourceFiles(['snapshot.json'], dir);
    const docs = read.sources.flatMap((s) => parseSource(s).documents);
    const t1 = performance.now();
    const u1 = cpu();
    // 3) model + simulate (+ rules): the library pipeline.
    const result = lintDocuments(docs, { featureGates: { InPlacePodVerticalScalingSchedulerPreemption: true } });
    const t2 = performance.now();
    const u2 = cpu();
    const resizes = result.simulation.scenarios.reduce((n, s) => n + s.resizes.length, 0);
    const evictions = result.simulation.scenarios.reduce((n, s) => n + s.evictions.length, 0);
    const rssMiB = process.resourceUsage().maxRSS / 1024;
    const load = t1 - t0;
    const sim = t2 - t1;
    console.log(
      `${name}: ${o.nodes} nodes, ${result.model.pods.length} pods, ${(bytes / 1048576).toFixed(0)} MiB (${Math.round(bytes / o.pods)} B/pod), ${resizes} resizes, ${evictions} evictions, ${result.diagnostics.length} findings (positions included) | JSON.parse ${ms(parseMs)} | load ${ms(load)} (read + parseSource), model+simulate ${ms(sim)}, total ${ms(load + sim)} | ratio ${((load + sim) / parseMs).toFixed(2)}x JSON.parse (target <= 3) | cpu: JSON.parse ${ms(parseCpu)}, load ${ms(u1 - u0)}, model+simulate ${ms(u2 - u1)}, ratio ${((u2 - u0) / parseCpu).toFixed(2)}x | peak RSS ${rssMiB.toFixed(0)} MiB | ${whole}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The whole run as users have it: the published command (bin/resizeguard.js, the bundled
 * dist/cli.js) in its own process with Node's default heap, text to stdout (a file here) and
 * the JSON report to a file. Wall time from process start to exit, and peak RSS.
 */
function wholeRun(dir: string, inputs: readonly string[]): string {
  // The reports go to a folder of their own: left next to the inputs, they would be read as
  // input by the in-process phases that follow (the JSON report is hundreds of megabytes).
  const outDir = mkdtempSync(join(tmpdir(), 'rg-bench-out-'));
  const out = openSync(join(outDir, 'report.txt'), 'w');
  try {
    const r = spawnSync(process.execPath, ['--import', join(ROOT, 'scripts/bench-probe.mjs'), join(ROOT, 'bin/resizeguard.js'), 'check', ...inputs, '--format', 'json', '--output', join(outDir, 'report.json'), '--format', 'text', '--fail-on', 'none'], { cwd: dir, stdio: ['ignore', out, 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const probe = /RG_PROBE (.*)/.exec(r.stderr ?? '');
    if (r.status !== 0 || probe === null) return `whole run FAILED (exit ${String(r.status)}): ${(r.stderr ?? '').slice(0, 400)}`;
    const p = JSON.parse(probe[1]!) as { ms: number; maxRssKiB: number };
    return `whole run (resizeguard check, text + json) ${p.ms.toFixed(0)} ms, peak RSS ${(p.maxRssKiB / 1024).toFixed(0)} MiB`;
  } finally {
    closeSync(out);
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function runCase(c: Case): Promise<void> {
  if ('snapshot' in c) {
    await runSnapshotCase(c.name, c.snapshot);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-'));
  try {
    const { items, scenario } = generateCluster(c.gen);
    writeFileSync(join(dir, 'cluster.json'), JSON.stringify({ apiVersion: 'v1', kind: 'List', items }));
    writeFileSync(join(dir, 'scenario.json'), JSON.stringify(scenario));
    const whole = wholeRun(dir, ['cluster.json', 'scenario.json']);
    const { discoverFiles } = await import('../src/io/discover.ts');
    const { readSourceFiles } = await import('../src/io/read.ts');
    const { parseSource } = await import('../src/load/index.ts');
    const { lintDocuments } = await import('../src/index.ts');
    const { jsonChunks } = await import('../src/report/json.ts');
    const { formatText } = await import('../src/report/text.ts');
    const t0 = performance.now();
    const found = await discoverFiles([dir], dir);
    const read = await readSourceFiles(found.files, dir);
    const docs = read.sources.flatMap((s) => parseSource(s).documents);
    const t1 = performance.now();
    const result = lintDocuments(docs, { featureGates: { InPlacePodVerticalScalingSchedulerPreemption: true } });
    const t2 = performance.now();
    const rssAfterSimulate = process.memoryUsage().rss / 1048576;
    // As the command writes it: the JSON report in chunks (not one string), the text whole.
    let jsonBytes = 0;
    for (const chunk of jsonChunks(result)) jsonBytes += chunk.length;
    const text = formatText(result);
    const t3 = performance.now();
    const resizes = result.simulation.scenarios.reduce((n, s) => n + s.resizes.length, 0);
    const evictions = result.simulation.scenarios.reduce((n, s) => n + s.evictions.length, 0);
    const rssMiB = process.resourceUsage().maxRSS / 1024;
    console.log(
      `${c.name}: ${c.gen.nodes} nodes, ${result.model.pods.length} pods, ${resizes} resizes, ${evictions} evictions | load ${(t1 - t0).toFixed(0)} ms, simulate ${(t2 - t1).toFixed(0)} ms, report ${(t3 - t2).toFixed(0)} ms (${(jsonBytes / 1048576).toFixed(1)} MiB json, ${(text.length / 1048576).toFixed(1)} MiB text), total ${(t3 - t0).toFixed(0)} ms | RSS after simulate ${rssAfterSimulate.toFixed(0)} MiB, peak RSS ${rssMiB.toFixed(0)} MiB | ${whole}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
if (process.env['RG_BENCH_CHILD'] !== undefined) {
  const c = CASES.find((x) => x.name === process.env['RG_BENCH_CHILD']);
  if (c) await runCase(c);
} else {
  console.log(`resizeguard bench on ${process.version}, ${(await import('node:os')).cpus().length} cpus`);
  for (const c of CASES.filter((x) => only.length === 0 || only.includes(x.name))) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--max-old-space-size=8192', '--expose-gc', new URL(import.meta.url).pathname], { stdio: 'inherit', env: { ...process.env, RG_BENCH_CHILD: c.name } });
    if (r.status !== 0) process.exitCode = 1;
  }
}
