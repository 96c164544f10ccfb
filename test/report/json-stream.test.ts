/**
 * The JSON report is written in chunks (at cluster scale it is hundreds of megabytes), its large
 * arrays batch by batch: the chunks must join to exactly the two-space JSON of the report, its
 * item arrays built here from the same results member by member as the contract has them,
 * whether joined in memory, printed to standard output or streamed to an --output file by the
 * published command.
 */
import { visibleJson } from '../../src/report/escape.ts';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LintResult } from '../../src/index.ts';
import type { ObjectRef } from '../../src/core/object-ref.ts';
import type { PodRef } from '../../src/engine/result.ts';
import { formatResource } from '../../src/resource/quantity.ts';
import { sortedResourceNames, type ResourceList } from '../../src/resource/resources.ts';
import { buildJsonReport, formatJson, jsonChunks, scenarioRank } from '../../src/report/json.ts';
import { buildCli, inProcess, spawned } from '../helpers/cli.ts';
import { GeneratedCluster } from '../helpers/generated.ts';

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const podCmp = (a: PodRef, b: PodRef): number => cmp(a.namespace, b.namespace) || cmp(a.name, b.name);
const pod = (p: PodRef) => ({ namespace: p.namespace, name: p.name });
const owner = (o: ObjectRef) => ({ kind: o.kind, namespace: o.namespace, name: o.name });
const amounts = (l: ResourceList) => Object.fromEntries(sortedResourceNames(l.keys()).map((n) => [n, formatResource(n, l.get(n)!)]));

/**
 * The report with its item arrays built here from the results, member by member as the contract
 * has them: the oracle for the text written item batch by item batch. The other members are
 * written whole by JSON.stringify, and are taken from the report as they are.
 */
const WAITS = new Set(['PreemptedLowerPriority', 'KubeletPreemptedForCriticalPod', 'CompletedAfterRetry']);

function expectedReport(result: LintResult): unknown {
  const rank = scenarioRank(result);
  const scenarios = [...result.simulation.scenarios].sort((a, b) => rank(a.name) - rank(b.name));
  return {
    ...buildJsonReport(result),
    resizes: scenarios
      .flatMap((s) => [...s.resizes].sort((a, b) => podCmp(a.pod, b.pod)))
      .map((r) => ({
        scenario: r.scenario,
        pod: pod(r.pod),
        owner: owner(r.owner),
        node: r.node,
        priority: r.priority,
        from: amounts(r.from),
        to: amounts(r.to),
        outcome: r.outcome,
        reason: r.reason,
        message: r.message,
        preempted: [...r.preempted].sort(podCmp).map(pod),
        latencySeconds: r.latencySeconds,
        // Waits for pods to terminate are taken at their full grace period.
        ...(r.latencySeconds !== null && r.latencySeconds > 0 && WAITS.has(r.reason) ? { latencyIsUpperBound: true } : {}),
      })),
    evictions: scenarios
      .flatMap((s) => [...s.evictions].sort((a, b) => a.at - b.at || podCmp(a.pod, b.pod)))
      .map((e) => ({
        scenario: e.scenario,
        pod: pod(e.pod),
        node: e.node,
        priority: e.priority,
        preemptor: pod(e.preemptor),
        pdbViolation: e.pdbViolation,
        gracePeriodSeconds: e.gracePeriodSeconds,
        owner: owner(e.owner),
      })),
    placements: scenarios
      .flatMap((s) => [...s.placements].sort((a, b) => podCmp(a.pod, b.pod)))
      .map((p) => ({ scenario: p.scenario, pod: pod(p.pod), owner: owner(p.owner), node: p.node, preempted: [...p.preempted].sort(podCmp).map(pod) })),
    events: scenarios.flatMap((s) =>
      [...s.events].map((e) => ({ scenario: e.scenario, at: e.at, object: e.object, type: e.type, reason: e.reason, message: e.message })),
    ),
  };
}

describe('the JSON report in chunks', () => {
  let g: GeneratedCluster;
  before(async () => {
    await buildCli();
    g = await GeneratedCluster.write('rg-json-', 12);
  });
  after(() => g.remove());

  it('join to JSON.stringify(report, null, 2), cut at item boundaries', () => {
    const result = g.lint();
    const chunks = [...jsonChunks(result)];
    assert.ok(chunks.length > 3, `several chunks (${chunks.length})`);
    assert.ok(
      result.simulation.scenarios.some((s) => s.evictions.length > 0 && s.resizes.some((r) => r.preempted.length > 0)),
      'victims in the report',
    );
    assert.equal(chunks.join(''), `${JSON.stringify(expectedReport(result), null, 2)}\n`);
    // Every cut falls between items: after an item, or after the separator that follows one.
    for (const c of chunks.slice(0, -1)) assert.match(c, /(\}|,\n)$/, 'a chunk ends after a whole item');
    assert.ok(chunks.slice(0, -1).some((c) => c.endsWith('},\n')) && chunks.slice(0, -1).some((c) => c.endsWith('}')));
    assert.deepEqual(buildJsonReport(result), expectedReport(result));
  });

  it('writes strings as JSON.stringify does (and U+2028 and the other invisible characters as JSON escapes): quotes, backslashes, control characters, lone surrogates, empty lists', () => {
    const names = ['say "hi"', 'back\\slash', 'tab\tnew\nline\u0001', 'lone \ud800 half', 'pair \ud83d\ude00 ok', 'line\u2028sep', 'caf\u00e9'];
    const result = g.lint();
    // The same results with tricky text in every kind of string the items carry.
    const s0 = result.simulation.scenarios.find((s) => s.resizes.length > 0 && s.evictions.length > 0)!;
    const tricky = (i: number) => names[i % names.length]!;
    const scenarios = result.simulation.scenarios.map((s) =>
      s !== s0
        ? s
        : {
            ...s,
            name: tricky(0),
            resizes: s.resizes.slice(0, 20).map((r, i) => ({
              ...r,
              scenario: tricky(i),
              pod: { namespace: tricky(i + 1), name: tricky(i + 2) },
              owner: { kind: 'Deployment', namespace: tricky(i + 3), name: tricky(i + 4) },
              node: i % 3 === 0 ? null : tricky(i + 5),
              message: tricky(i + 6),
              reason: tricky(i),
              from: new Map(),
              to: new Map([[tricky(i), 1000n]]),
              latencySeconds: i % 2 === 0 ? null : 1.5,
            })),
            evictions: s.evictions.slice(0, 10).map((e, i) => ({ ...e, node: tricky(i), preemptor: { namespace: tricky(i), name: tricky(i + 1) } })),
            placements: s.placements.slice(0, 10).map((p, i) => ({
              ...p,
              node: i % 2 === 0 ? null : tricky(i),
              preempted: [
                { namespace: tricky(i), name: 'b' },
                { namespace: tricky(i), name: 'a' },
              ],
            })),
            events: [...s.events].slice(0, 10).map((e, i) => ({ ...e, object: tricky(i), message: tricky(i + 1) })),
          },
    );
    const changed = { ...result, simulation: { ...result.simulation, scenarios } } as LintResult;
    assert.equal(formatJson(changed), `${visibleJson(JSON.stringify(expectedReport(changed), null, 2))}\n`);
  });

  it('cuts batches alike whatever the number of items and their size: around each batch size, items of a few bytes and of 20 KB mixed', () => {
    const result = g.lint();
    const s0 = result.simulation.scenarios.find((s) => s.resizes.length > 0)!;
    for (const n of [63, 64, 65, 127, 128, 129, 511, 512, 513, 1025, 3001]) {
      const resizes = Array.from({ length: n }, (_, i) => ({
        ...s0.resizes[i % s0.resizes.length]!,
        pod: { namespace: 'ns', name: `p${String(i).padStart(5, '0')}` },
        message: i % 97 === 5 ? 'x'.repeat(20_000) : `m${i}`,
      }));
      const scenarios = result.simulation.scenarios.map((s) => (s === s0 ? { ...s, resizes, events: [...s.events].slice(0, n) } : s));
      const changed = { ...result, simulation: { ...result.simulation, scenarios } } as LintResult;
      assert.equal([...jsonChunks(changed)].join(''), `${visibleJson(JSON.stringify(expectedReport(changed), null, 2))}\n`, `${n} items`);
    }
  });

  it('sizes each batch by the text of the one before: chunks of 16 to 128 KiB (V8 puts longer strings in its large-object space), whether items are 3 KB or 0.7 KB', () => {
    const result = g.lint();
    const s0 = result.simulation.scenarios.find((s) => s.resizes.length > 0)!;
    const resizeChunks = (n: number, message: (i: number) => string): string[] => {
      const resizes = Array.from({ length: n }, (_, i) => ({ ...s0.resizes[0]!, pod: { namespace: 'ns', name: `p${i}` }, message: message(i) }));
      const scenarios = result.simulation.scenarios.map((s) => (s === s0 ? { ...s, resizes } : s));
      return [...jsonChunks({ ...result, simulation: { ...result.simulation, scenarios } })].filter((c) => c.includes('"name": "p'));
    };
    for (const [n, message] of [
      [2000, (i: number) => `${i}`.padEnd(3000, '.')],
      [20_000, () => ''],
    ] as const) {
      const chunks = resizeChunks(n, message);
      assert.ok(chunks.length > 20, `${chunks.length} chunks of resizes`);
      // The first batch is cut before any text is seen, the last holds what is left.
      for (const c of chunks.slice(1, -1)) assert.ok(c.length >= 16 * 1024 && c.length <= 128 * 1024, `a chunk of ${c.length} characters`);
    }
  });

  it('the published command streams the same bytes to --output as main() prints', async () => {
    const args = ['check', 'cluster.json', 'scenario.json', '--fail-on', 'none'];
    const printed = await inProcess.run({ args: [...args, '--format', 'json'], cwd: g.dir });
    const written = await spawned.run({ args: [...args, '--format', 'json', '--output', 'out/report.json'], cwd: g.dir });
    assert.equal(written.exitCode, 0, written.stderr);
    assert.equal(written.stdout, '');
    const file = await readFile(path.join(g.dir, 'out', 'report.json'), 'utf8');
    assert.ok(file.length > 1 << 17, 'larger than two chunks');
    assert.equal(file, printed.stdout);
    const result = g.lint();
    assert.equal(file, formatJson(result));
  });

  it(
    'the published command writes --output to a pipe (a FIFO, as /dev/stdout can be) in order, chunk after chunk',
    { skip: process.platform === 'win32' },
    async () => {
      const args = ['check', 'cluster.json', 'scenario.json', '--fail-on', 'none', '--format', 'json'];
      const printed = await inProcess.run({ args, cwd: g.dir });
      const fifo = path.join(g.dir, 'report.fifo');
      execFileSync('mkfifo', [fifo]);
      // The reader opens the FIFO first (the command's open waits for it), then reads to the end.
      const read = readFile(fifo, 'utf8');
      const written = await spawned.run({ args: [...args, '--output', 'report.fifo'], cwd: g.dir });
      assert.equal(written.exitCode, 0, written.stderr);
      const text = await read;
      assert.ok(text.length > 1 << 17, 'larger than two chunks');
      assert.equal(text, printed.stdout);
    },
  );

  it('the published command writes text that is not all ASCII as UTF-8, to standard output and to files', async () => {
    // Findings name their file: a file name with non-ASCII letters puts them in both reports.
    const name = 'grüße-✓-😀.json';
    await writeFile(path.join(g.dir, name), g.cluster);
    for (const format of ['json', 'text']) {
      const args = ['check', name, 'scenario.json', '--fail-on', 'none', '--format', format];
      const printed = await inProcess.run({ args, cwd: g.dir });
      assert.ok(printed.stdout.includes(name), `${format} names the file`);
      const toStdout = await spawned.run({ args, cwd: g.dir });
      assert.equal(toStdout.exitCode, 0, toStdout.stderr);
      assert.equal(toStdout.stdout, printed.stdout, `${format} on standard output`);
      const toFile = await spawned.run({ args: [...args, '--output', `out/report.${format}`], cwd: g.dir });
      assert.equal(toFile.exitCode, 0, toFile.stderr);
      assert.equal(await readFile(path.join(g.dir, 'out', `report.${format}`), 'utf8'), printed.stdout, `${format} in a file`);
    }
  });
});
