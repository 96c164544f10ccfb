/**
 * examples/multi-team: the outcomes its README explains, pod by pod, from `check --format json`
 * run in-process with cwd = examples/multi-team (so its .resizeguard.yaml, with the node pools,
 * is discovered as a user's run would); the report against schemas/report.schema.json; golden
 * files for the text and markdown reports (`UPDATE_GOLDEN=1` rewrites them; review the diff like
 * code); and the README's "what if" claims, on edited temporary copies.
 *
 * Also examples/kind-demo's outcome as the project README documents it (test/cli/golden.test.ts
 * pins the demo's exact output with the gate on and off; here: the README's quoted lines, and the
 * node opt-out it mentions).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments, parseDocument, type Document } from 'yaml';
import { inProcess, normalizeOutput, ROOT, type CliResult } from '../helpers/cli.ts';
import { assertGolden } from '../helpers/golden.ts';
import { assertValidReport } from '../helpers/report-schema.ts';
import type { JsonReport, PodRefJson, ResizeJson } from '../helpers/engine.ts';

const DIR = path.join(ROOT, 'examples', 'multi-team');
const GOLDEN = path.join(ROOT, 'test', 'fixtures', 'golden', 'multi-team');
const BLACK_FRIDAY = 'black-friday';
const VPA_MAX = 'vpa-max';
const CLUSTER_STATE = 'cluster-state';

type PodRef = PodRefJson;
type Resize = ResizeJson;
type Report = JsonReport;

const name = (p: PodRef): string => `${p.namespace}/${p.name}`;

/** `resizeguard check <args>` in-process, in `cwd` (default: the example's folder). */
function check(args: readonly string[], cwd = DIR): Promise<CliResult> {
  return inProcess.run({ args: ['check', ...args], cwd });
}

async function jsonReport(args: readonly string[] = [], cwd = DIR): Promise<{ result: CliResult; report: Report }> {
  const result = await check([...args, '--format', 'json'], cwd);
  assert.equal(result.stderr, '', 'nothing on stderr');
  const parsed: unknown = JSON.parse(result.stdout);
  assertValidReport(parsed);
  return { result, report: parsed as Report };
}

let cached: Promise<{ result: CliResult; report: Report }> | undefined;

/** The example's JSON report, computed once. */
function example(): Promise<{ result: CliResult; report: Report }> {
  cached ??= jsonReport();
  return cached;
}

function resizeOf(report: Report, scenario: string, pod: string): Resize {
  const found = report.resizes.filter((r) => r.scenario === scenario && name(r.pod) === pod);
  assert.equal(found.length, 1, `one resize of ${pod} in ${scenario}; resizes: ${report.resizes.map((r) => `${r.scenario}:${name(r.pod)}`).join(', ')}`);
  return found[0]!;
}

/** "pod node outcome reason [victims] latency" per resize of a scenario, sorted by pod. */
function outcomes(report: Report, scenario: string): string[] {
  return report.resizes
    .filter((r) => r.scenario === scenario)
    .map((r) => `${name(r.pod)} ${r.node ?? '-'} ${r.outcome} ${r.reason} [${r.preempted.map(name).join(', ')}] ${r.latencySeconds === null ? 'never' : `${r.latencySeconds}s`}`)
    .sort();
}

/** "victim <- preemptor on node (pdb violated|within pdb), grace" per eviction of a scenario, sorted. */
function evictions(report: Report, scenario: string): string[] {
  return report.evictions
    .filter((e) => e.scenario === scenario)
    .map((e) => `${name(e.pod)} <- ${name(e.preemptor)} on ${e.node} (${e.pdbViolation ? 'PDB violated' : 'within PDB'}), ${e.gracePeriodSeconds}s`)
    .sort();
}

/** "scenario rule object" for the unsuppressed findings (sorted). */
function openFindings(report: Report): string[] {
  return report.findings
    .filter((f) => f.suppressed === undefined)
    .map((f) => `${f.scenario ?? '-'} ${f.ruleId} ${f.object === undefined ? '-' : `${f.object.kind}/${f.object.namespace}/${f.object.name}`}`)
    .sort();
}

// --- temporary copies for the README's "what if" claims -------------------------------------------

const temps: string[] = [];
after(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function copyOf(relDir: string): string {
  const tmp = mkdtempSync(path.join(tmpdir(), 'resizeguard-multi-team-'));
  temps.push(tmp);
  cpSync(path.join(ROOT, relDir), tmp, { recursive: true });
  return tmp;
}

/** Rewrites one manifest file, passing each YAML document to `edit` (true = changed). */
function editManifest(file: string, edit: (doc: Document) => boolean): void {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  assert.ok(Array.isArray(docs), `${file} parses`);
  let changed = false;
  for (const doc of docs) if (edit(doc)) changed = true;
  assert.ok(changed, `${file}: nothing to edit`);
  writeFileSync(file, docs.map((d) => d.toString()).join('---\n'));
}

const isObject = (doc: Document, kind: string, objectName: string): boolean => doc.get('kind') === kind && doc.getIn(['metadata', 'name']) === objectName;

/** Removes the `critical` pool's podPreemptionPolicy from the copy's .resizeguard.yaml. */
function removeOptOut(dir: string): void {
  const file = path.join(dir, '.resizeguard.yaml');
  const config = parseDocument(readFileSync(file, 'utf8'));
  const pools = config.toJS() as { nodePools: { name: string }[] };
  const i = pools.nodePools.findIndex((p) => p.name === 'critical');
  assert.ok(i >= 0, 'the config declares the critical pool');
  assert.ok(config.deleteIn(['nodePools', i, 'podPreemptionPolicy']), 'the critical pool had a podPreemptionPolicy');
  writeFileSync(file, config.toString());
}

// --- the example ---------------------------------------------------------------------------------

describe('examples/multi-team: the report its README explains', () => {
  it('runs with the folder\'s .resizeguard.yaml: 4 nodes from nodePools, 19 pods, exit 1 for its 6 errors; the report matches the schema', async () => {
    const { result, report } = await example();
    assert.equal(result.exitCode, 1);
    assert.deepEqual(report.featureGates, { InPlacePodVerticalScalingSchedulerPreemption: true });
    assert.deepEqual(report.summary, {
      nodes: 4,
      pods: 19,
      resizes: 10,
      completed: 8,
      deferred: 2,
      infeasible: 0,
      rejected: 0,
      preempted: 8,
      findings: { error: 6, warning: 7, info: 0 },
    });
  });

  it('cluster-state: checkout-6cd478c7d9-4x85g and orders-db-0 share the opted-out critical-0; no untolerating pod lands there; every pod is placed', async () => {
    const { report } = await example();
    const placed = report.placements.filter((p) => p.scenario === CLUSTER_STATE);
    assert.equal(placed.length, 19);
    assert.deepEqual(placed.filter((p) => p.node === null).map((p) => name(p.pod)), [], 'nothing Pending');
    const on = (node: string): string[] => placed.filter((p) => p.node === node).map((p) => name(p.pod)).sort();
    assert.deepEqual(on('critical-0'), ['prod/checkout-6cd478c7d9-4x85g', 'prod/orders-db-0']);
    assert.deepEqual(on('general-0'), ['batch/ingest-worker-7658885584-dz6cd', 'batch/ingest-worker-7658885584-nkkwj', 'batch/report-builder-22095675-jfswj', 'batch/report-builder-22095675-w9zr7', 'prod/checkout-6cd478c7d9-dkmpm', 'prod/search-69f6ddd849-hdj6z']);
    assert.deepEqual(on('general-1'), ['batch/ingest-worker-7658885584-7pl4n', 'batch/ingest-worker-7658885584-llswc', 'batch/ingest-worker-7658885584-v67hj', 'batch/reindex-catalog-dnlfx', 'batch/reindex-catalog-n8xx5', 'prod/checkout-6cd478c7d9-n5z9r']);
    assert.deepEqual(on('general-2'), ['batch/ingest-worker-7658885584-4frr7', 'batch/ingest-worker-7658885584-hbzmt', 'batch/ingest-worker-7658885584-rtd8z', 'batch/report-builder-22095675-mpm8z', 'prod/search-69f6ddd849-7r5kt']);
  });

  it('black-friday: checkout-6cd478c7d9-dkmpm fits; checkout-6cd478c7d9-n5z9r, search-69f6ddd849-7r5kt and search-69f6ddd849-hdj6z complete by preempting batch pods after their 30 s grace period; checkout-6cd478c7d9-4x85g stays Deferred', async () => {
    const { report } = await example();
    assert.deepEqual(outcomes(report, BLACK_FRIDAY), [
      'prod/checkout-6cd478c7d9-4x85g critical-0 Deferred ResizePreemptionDisabled [] never',
      'prod/checkout-6cd478c7d9-dkmpm general-0 Completed Fits [] 0s',
      'prod/checkout-6cd478c7d9-n5z9r general-1 Completed PreemptedLowerPriority [batch/ingest-worker-7658885584-7pl4n] 30s',
      'prod/search-69f6ddd849-7r5kt general-2 Completed PreemptedLowerPriority [batch/ingest-worker-7658885584-rtd8z] 30s',
      'prod/search-69f6ddd849-hdj6z general-0 Completed PreemptedLowerPriority [batch/ingest-worker-7658885584-nkkwj, batch/report-builder-22095675-w9zr7] 30s',
    ]);
    for (const pod of ['prod/checkout-6cd478c7d9-4x85g', 'prod/checkout-6cd478c7d9-dkmpm', 'prod/checkout-6cd478c7d9-n5z9r']) assert.deepEqual(resizeOf(report, BLACK_FRIDAY, pod).to, { cpu: '4', memory: '8Gi' }, pod);
    for (const pod of ['prod/search-69f6ddd849-7r5kt', 'prod/search-69f6ddd849-hdj6z']) assert.deepEqual(resizeOf(report, BLACK_FRIDAY, pod).to, { cpu: '8', memory: '16Gi' }, pod);
  });

  it('black-friday: checkout-6cd478c7d9-4x85g stays Deferred because critical-0 opted out (it needs 4 CPUs, orders-db holds 12.5 of 16), and nothing on critical-0 is evicted in any scenario', async () => {
    const { report } = await example();
    const r = resizeOf(report, BLACK_FRIDAY, 'prod/checkout-6cd478c7d9-4x85g');
    assert.equal(r.priority, 1000000);
    assert.match(r.message, /Node didn't have enough resource: cpu, requested: 4000, used: 12500, capacity: 16000/);
    assert.match(r.message, /opted out of resize preemption \(spec\.podPreemptionPolicy\.disableResizePreemption\)/);
    assert.deepEqual(report.evictions.filter((e) => e.node === 'critical-0').map((e) => `${e.scenario}: ${name(e.pod)}`), []);
    const deferred = report.findings.filter((f) => f.ruleId === 'resize/deferred' && f.scenario === BLACK_FRIDAY);
    assert.deepEqual(deferred.map((f) => [f.severity, f.object?.name, f.suppressed]), [['error', 'checkout-6cd478c7d9-4x85g', undefined]]);
  });

  it('black-friday: only batch pods are victims; reindex-catalog (globalDefault standard, 10000) is reprieved; the ingest-worker PDB allows one eviction and two more violate it', async () => {
    const { report } = await example();
    assert.deepEqual(evictions(report, BLACK_FRIDAY), [
      'batch/ingest-worker-7658885584-7pl4n <- prod/checkout-6cd478c7d9-n5z9r on general-1 (within PDB), 30s',
      'batch/ingest-worker-7658885584-nkkwj <- prod/search-69f6ddd849-hdj6z on general-0 (PDB violated), 30s',
      'batch/ingest-worker-7658885584-rtd8z <- prod/search-69f6ddd849-7r5kt on general-2 (PDB violated), 30s',
      'batch/report-builder-22095675-w9zr7 <- prod/search-69f6ddd849-hdj6z on general-0 (within PDB), 30s',
    ]);
    assert.ok(
      report.evictions.every((e) => e.priority === 1000),
      'every victim has the batch priority',
    );
    const pdb = report.findings.filter((f) => f.ruleId === 'resize/pdb-violation' && f.scenario === BLACK_FRIDAY);
    assert.deepEqual(pdb.map((f) => [f.severity, f.file, f.suppressed]), [
      ['error', 'batch/ingest-worker.yaml', undefined],
      ['error', 'batch/ingest-worker.yaml', undefined],
    ]);
    assert.deepEqual(pdb.map((f) => /preempting "([^"]+)" for "([^"]+)"/.exec(f.message)?.slice(1, 3)).sort(), [
      ['batch/ingest-worker-7658885584-nkkwj', 'prod/search-69f6ddd849-hdj6z'],
      ['batch/ingest-worker-7658885584-rtd8z', 'prod/search-69f6ddd849-7r5kt'],
    ]);
  });

  it('black-friday: the budgets hold (≤ 2 victims per resize, ≤ half of a workload, ≤ 60 s); the Pending batch replacements are suppressed by the config, with its reason', async () => {
    const { report } = await example();
    assert.deepEqual(report.findings.filter((f) => f.scenario === BLACK_FRIDAY && ['resize/over-preemption', 'resize/slow', 'victim/long-grace-period'].includes(f.ruleId)), []);
    const pending = report.placements.filter((p) => p.scenario === BLACK_FRIDAY && p.node === null).map((p) => name(p.pod)).sort();
    assert.deepEqual(pending, ['batch/ingest-worker-7658885584-5946d', 'batch/ingest-worker-7658885584-fthqk', 'batch/ingest-worker-7658885584-sppl8']);
    const unschedulable = report.findings.filter((f) => f.ruleId === 'placement/unschedulable');
    assert.equal(unschedulable.length, 7, 'three in black-friday, four in vpa-max');
    for (const f of unschedulable) {
      assert.equal(f.object?.namespace, 'batch');
      assert.deepEqual(f.suppressed, { kind: 'external', justification: 'batch replacements wait for the cluster autoscaler to add a general node' });
    }
  });

  it('vpa-max: checkout\'s bounded VPA fits everywhere; search\'s unbounded one takes general-2 whole and leaves search-69f6ddd849-hdj6z Deferred, so its VPA would evict it', async () => {
    const { report } = await example();
    assert.deepEqual(outcomes(report, VPA_MAX), [
      'prod/checkout-6cd478c7d9-4x85g critical-0 Completed Fits [] 0s',
      'prod/checkout-6cd478c7d9-dkmpm general-0 Completed Fits [] 0s',
      'prod/checkout-6cd478c7d9-n5z9r general-1 Completed Fits [] 0s',
      'prod/search-69f6ddd849-7r5kt general-2 Completed PreemptedLowerPriority [batch/ingest-worker-7658885584-4frr7, batch/ingest-worker-7658885584-hbzmt, batch/ingest-worker-7658885584-rtd8z, batch/report-builder-22095675-mpm8z] 30s',
      'prod/search-69f6ddd849-hdj6z general-0 Deferred InsufficientAfterPreemption [] never',
    ]);
    assert.deepEqual(resizeOf(report, VPA_MAX, 'prod/checkout-6cd478c7d9-4x85g').to, { cpu: '3', memory: '6Gi' }, 'checkout at its maxAllowed');
    assert.deepEqual(resizeOf(report, VPA_MAX, 'prod/search-69f6ddd849-7r5kt').to, { cpu: '16', memory: '64Gi' }, 'search at the node\'s allocatable');
    const vpaFindings = report.findings.filter((f) => f.ruleId.startsWith('vpa/')).map((f) => `${f.ruleId} ${f.object?.kind ?? '-'}/${f.object?.namespace ?? '-'}/${f.object?.name ?? '-'}`);
    assert.deepEqual(vpaFindings.sort(), ['vpa/evicts Pod/prod/search-69f6ddd849-hdj6z', 'vpa/unbounded VerticalPodAutoscaler/prod/search']);
    const unbounded = report.findings.find((f) => f.ruleId === 'vpa/unbounded');
    assert.match(unbounded?.message ?? '', /sets no maxAllowed for cpu and memory/);
    assert.equal(unbounded?.file, 'prod/search.yaml');
  });

  it('every unsuppressed finding, by scenario, rule and object', async () => {
    const { report } = await example();
    assert.deepEqual(openFindings(report), [
      'black-friday resize/deferred Pod/prod/checkout-6cd478c7d9-4x85g',
      'black-friday resize/pdb-violation Pod/batch/ingest-worker-7658885584-nkkwj',
      'black-friday resize/pdb-violation Pod/batch/ingest-worker-7658885584-rtd8z',
      'black-friday resize/preempts Pod/prod/checkout-6cd478c7d9-n5z9r',
      'black-friday resize/preempts Pod/prod/search-69f6ddd849-7r5kt',
      'black-friday resize/preempts Pod/prod/search-69f6ddd849-hdj6z',
      'vpa-max resize/deferred Pod/prod/search-69f6ddd849-hdj6z',
      'vpa-max resize/over-preemption Pod/prod/search-69f6ddd849-7r5kt',
      'vpa-max resize/pdb-violation Pod/batch/ingest-worker-7658885584-hbzmt',
      'vpa-max resize/pdb-violation Pod/batch/ingest-worker-7658885584-rtd8z',
      'vpa-max resize/preempts Pod/prod/search-69f6ddd849-7r5kt',
      'vpa-max vpa/evicts Pod/prod/search-69f6ddd849-hdj6z',
      'vpa-max vpa/unbounded VerticalPodAutoscaler/prod/search',
    ]);
  });

  it('the README\'s command from the repository root (with --config) simulates the same cluster', async () => {
    const { report } = await example();
    const { result, report: fromRoot } = await jsonReport(['examples/multi-team', '--config', 'examples/multi-team/.resizeguard.yaml'], ROOT);
    assert.equal(result.exitCode, 1);
    assert.deepEqual(fromRoot.summary, report.summary);
    assert.deepEqual(outcomes(fromRoot, BLACK_FRIDAY), outcomes(report, BLACK_FRIDAY));
    assert.deepEqual(evictions(fromRoot, BLACK_FRIDAY), evictions(report, BLACK_FRIDAY));
  });

  it('the output the README quotes (its fenced blocks without an info string) is what the text format prints with --verbose', async () => {
    const readme = readFileSync(path.join(DIR, 'README.md'), 'utf8').split('\n');
    const quoted: string[] = [];
    let inBlock: 'quote' | 'other' | undefined;
    for (const line of readme) {
      const fence = /^```(.*)$/.exec(line);
      if (fence) inBlock = inBlock === undefined ? ((fence[1] ?? '').trim() === '' ? 'quote' : 'other') : undefined;
      else if (inBlock === 'quote' && line.trim() !== '') quoted.push(line);
    }
    assert.ok(quoted.length >= 7, 'the README quotes the black-friday table and the summary line');
    const r = await check(['--verbose']);
    const printed = r.stdout.split('\n');
    let i = 0;
    for (const line of quoted) {
      while (i < printed.length && printed[i] !== line) i++;
      assert.ok(i < printed.length, `README line not in the output (in this order):\n${line}\n--- output ---\n${r.stdout}`);
      i++;
    }
  });

  for (const [file, format] of [['check.txt', 'text'], ['check.md', 'markdown']] as const) {
    it(`golden: resizeguard check --format ${format} → test/fixtures/golden/multi-team/${file}`, async () => {
      const r = await check(['--format', format]);
      assert.equal(r.exitCode, 1, r.stderr);
      assert.equal(r.stderr, '');
      await assertGolden(path.join(GOLDEN, file), normalizeOutput(r.stdout));
    });
  }
});

describe('examples/multi-team: the README\'s "what if" claims', () => {
  it('without the critical pool\'s opt-out, checkout-6cd478c7d9-4x85g\'s resize preempts the protected orders-db-0', async () => {
    const dir = copyOf('examples/multi-team');
    removeOptOut(dir);
    const { report } = await jsonReport([], dir);
    const r = resizeOf(report, BLACK_FRIDAY, 'prod/checkout-6cd478c7d9-4x85g');
    assert.equal(`${r.outcome} ${r.reason} [${r.preempted.map(name).join(', ')}] ${r.latencySeconds ?? 'never'}`, 'Completed PreemptedLowerPriority [prod/orders-db-0] 120');
    const about = (rule: string): string[] =>
      report.findings.filter((f) => f.ruleId === rule && f.suppressed === undefined && (f.scenario === undefined || f.scenario === BLACK_FRIDAY)).map((f) => f.message);
    for (const rule of ['resize/preempts-protected', 'resize/pdb-violation', 'victim/long-grace-period', 'resize/slow', 'placement/unschedulable', 'priority/inversion', 'node/protected-without-policy']) {
      assert.ok(
        about(rule).some((m) => m.includes('orders-db') || m.includes('checkout-6cd478c7d9-4x85g') || m.includes('critical-0')),
        `${rule}: no finding about orders-db, checkout-6cd478c7d9-4x85g or critical-0:\n${about(rule).join('\n')}`,
      );
    }
  });

  it('with headroom on critical-0, ingest-worker\'s maxUnavailable: 3 and a maxAllowed on search\'s VPA, the run passes with only resize/preempts warnings', async () => {
    const dir = copyOf('examples/multi-team');
    editManifest(path.join(dir, 'prod', 'orders-db.yaml'), (doc) => {
      if (!isObject(doc, 'StatefulSet', 'orders-db')) return false;
      for (const part of ['requests', 'limits']) doc.setIn(['spec', 'template', 'spec', 'containers', 0, 'resources', part, 'cpu'], '11');
      return true;
    });
    editManifest(path.join(dir, 'batch', 'ingest-worker.yaml'), (doc) => {
      if (!isObject(doc, 'PodDisruptionBudget', 'ingest-worker')) return false;
      doc.setIn(['spec', 'maxUnavailable'], 3);
      return true;
    });
    editManifest(path.join(dir, 'prod', 'search.yaml'), (doc) => {
      if (!isObject(doc, 'VerticalPodAutoscaler', 'search')) return false;
      doc.setIn(['spec', 'resourcePolicy', 'containerPolicies', 0, 'maxAllowed'], doc.createNode({ cpu: '8', memory: '16Gi' }));
      return true;
    });
    const { result, report } = await jsonReport([], dir);
    assert.equal(result.exitCode, 0);
    assert.equal(report.summary.completed, 10);
    assert.deepEqual(report.summary.findings, { error: 0, warning: 5, info: 0 });
    assert.deepEqual([...new Set(openFindings(report).map((f) => f.split(' ')[1]))], ['resize/preempts']);
  });
});

// --- examples/kind-demo ----------------------------------------------------------------------------

/** The lines of the fenced block that follows `marker` in the project README. */
function readmeBlockAfter(marker: string): string[] {
  const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n');
  const at = lines.findIndex((l) => l.includes(marker));
  assert.ok(at >= 0, `README.md has no line with ${JSON.stringify(marker)}`);
  const open = lines.findIndex((l, i) => i > at && l.startsWith('```'));
  const close = lines.findIndex((l, i) => i > open && l.startsWith('```'));
  assert.ok(open > at && close > open, `no fenced block after ${JSON.stringify(marker)}`);
  return lines.slice(open + 1, close);
}

describe('examples/kind-demo: the outcome the project README documents', () => {
  it('`check examples/kind-demo` prints the README\'s quick-start lines, in order', async () => {
    const shown = readmeBlockAfter('The first command reproduces the kind demo').filter((l) => l.trim() !== '' && l.trim() !== '...');
    assert.ok(shown.length >= 3, 'the README quotes a finding, a table header and a row');
    const r = await inProcess.run({ args: ['check', 'examples/kind-demo'] });
    assert.equal(r.exitCode, 0, r.stderr);
    const printed = r.stdout.split('\n');
    let i = 0;
    for (const line of shown) {
      while (i < printed.length && printed[i] !== line) i++;
      assert.ok(i < printed.length, `README line not in the output (in this order):\n${line}\n--- output ---\n${r.stdout}`);
      i++;
    }
  });

  it('with the node\'s disableResizePreemption set, the resize stays Deferred and nothing is preempted', async () => {
    const dir = copyOf('examples/kind-demo');
    editManifest(path.join(dir, 'node.yaml'), (doc) => {
      if (!isObject(doc, 'Node', 'kind-control-plane')) return false;
      doc.setIn(['spec', 'podPreemptionPolicy', 'disableResizePreemption'], doc.createNode(['example.com/no-resize-preemption']));
      return true;
    });
    assert.deepEqual(readdirSync(dir).sort(), ['kind-config.yaml', 'node.yaml', 'preemption-demo.yaml', 'resize.yaml']);
    const { result, report } = await jsonReport(['.'], dir);
    assert.equal(result.exitCode, 1, 'resize/deferred is an error');
    assert.deepEqual(outcomes(report, 'seed-demo'), ['default/high-priority-pod kind-control-plane Deferred ResizePreemptionDisabled [] never']);
    assert.deepEqual(report.evictions, []);
    assert.deepEqual(openFindings(report), ['seed-demo resize/deferred Pod/default/high-priority-pod']);
  });
});
