/**
 * `resizeguard check` on a folder of broken files next to one valid cluster
 * (test/fixtures/bad-input/): each broken file gets exactly its diagnostic at the exact
 * line:column, nothing prints a stack trace, the run exits 1, and the valid cluster is still
 * simulated. The binary file and the 50 MiB file are generated into a temporary copy of the
 * folder (never committed).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess, ROOT, STACK_FRAME, type CliResult } from '../helpers/cli.ts';
import type { FindingJson as Finding, JsonReport as Report } from '../helpers/engine.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'bad-input');
/** The copy is `<tmp>/bad-input/`, and the CLI runs in `<tmp>`, so files print as `bad-input/<name>`. */
const DIR = 'bad-input';
const MiB = 1024 * 1024;

interface Expected {
  /** What is broken, as the test's name. */
  readonly what: string;
  readonly file: string;
  readonly ruleId: string;
  readonly severity: 'error' | 'warning' | 'info';
  readonly line: number;
  readonly column: number;
  /** Words the message must contain. */
  readonly message?: RegExp;
  readonly todo?: string;
}

/** Positions determined by reading each file (see the comments in the fixture). */
const EXPECTED: readonly Expected[] = [
  {
    what: 'invalid YAML: a flow sequence "[" that is never closed, reported where it opens',
    file: 'unclosed-bracket.yaml',
    ruleId: 'input/yaml-syntax',
    severity: 'error',
    // `    args: [sleep, "3600"` is line 10; the "[" is its 11th character.
    line: 10,
    column: 11,
  },
  {
    what: 'a tab used as indentation',
    file: 'tab-indent.yaml',
    ruleId: 'input/yaml-syntax',
    severity: 'error',
    line: 4,
    column: 1,
    message: /tab/,
  },
  {
    what: 'a duplicate key, reported at the second occurrence',
    file: 'duplicate-keys.yaml',
    ruleId: 'input/yaml-syntax',
    severity: 'error',
    // The second `  containers:`.
    line: 10,
    column: 3,
    message: /unique/,
  },
  {
    what: 'the quantity "1.5.5Gi", reported at the value',
    file: 'bad-quantity.yaml',
    ruleId: 'input/schema',
    severity: 'error',
    // `        memory: 1.5.5Gi`
    line: 13,
    column: 17,
    message: /"1\.5\.5Gi"/,
  },
  {
    what: 'a negative cpu request, reported at the value',
    file: 'negative-cpu.yaml',
    ruleId: 'input/schema',
    severity: 'error',
    // `        cpu: "-1"`
    line: 12,
    column: 14,
    message: /cpu/,
  },
  {
    what: 'a Pod naming a PriorityClass that is not defined',
    file: 'missing-priority-class.yaml',
    ruleId: 'priority/missing-class',
    severity: 'error',
    // `  priorityClassName: does-not-exist`
    line: 8,
    column: 22,
    message: /"does-not-exist"/,
  },
  {
    what: 'a Pod bound (spec.nodeName) to a node that is not defined',
    file: 'missing-node.yaml',
    ruleId: 'reference/missing-node',
    severity: 'error',
    // `  nodeName: node-that-does-not-exist`
    line: 7,
    column: 13,
    message: /"node-that-does-not-exist"/,
  },
  {
    what: 'a binary file, reported at its first NUL byte',
    file: 'binary.yaml',
    ruleId: 'input/binary',
    severity: 'error',
    // Written in `before`: line 4 is "  name: b" followed by the NUL byte.
    line: 4,
    column: 10,
    message: /NUL/,
  },
  {
    what: 'an empty file',
    file: 'empty.yaml',
    ruleId: 'input/empty',
    severity: 'info',
    line: 1,
    column: 1,
  },
  {
    what: 'a 50 MiB file, over the YAML size limit',
    file: 'huge.yaml',
    ruleId: 'input/too-large',
    severity: 'error',
    line: 1,
    column: 1,
    message: /50 MiB/,
  },
];

/**
 * The valid cluster's own findings: web's resize preempts batch (at web's container resources),
 * and batch, a bare Pod, is never recreated (at batch's metadata.name).
 */
const CLUSTER_FINDINGS = [
  { file: 'cluster.yaml', ruleId: 'resize/preempts', severity: 'warning', line: 36, column: 5 },
  { file: 'cluster.yaml', ruleId: 'victim/unmanaged-pod', severity: 'warning', line: 43, column: 3 },
] as const;

let tmp = '';
let json: CliResult;
let text: CliResult;
let report: Report;

before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'resizeguard-bad-input-'));
  const dir = path.join(tmp, DIR);
  await cp(FIXTURE, dir, { recursive: true });
  await writeFile(
    path.join(dir, 'binary.yaml'),
    Buffer.concat([Buffer.from('apiVersion: v1\nkind: Pod\nmetadata:\n  name: b'), Buffer.from([0, 0x89, 0xff, 0x01]), Buffer.from('in\n')]),
  );
  await writeFile(path.join(dir, 'huge.yaml'), Buffer.alloc(50 * MiB, '# padding that makes this file 50 MiB\n'));
  json = await inProcess.run({ args: ['check', DIR, '--format', 'json'], cwd: tmp });
  text = await inProcess.run({ args: ['check', DIR], cwd: tmp });
  report = JSON.parse(json.stdout) as Report;
});

after(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function findingsIn(file: string): Finding[] {
  return report.findings.filter((f) => f.file === `${DIR}/${file}`);
}

describe('check on a folder of broken files and one valid cluster', () => {
  it('exits 1, prints the report on stdout, nothing on stderr, and no stack trace anywhere', () => {
    assert.equal(json.exitCode, 1, json.stderr);
    assert.equal(text.exitCode, 1, text.stderr);
    assert.equal(json.stderr, '');
    assert.equal(text.stderr, '');
    for (const out of [json.stdout, json.stderr, text.stdout, text.stderr]) {
      assert.doesNotMatch(out, STACK_FRAME);
      assert.ok(!out.includes('    at '), 'no stack trace');
    }
  });

  it('writes a JSON report that matches the schema', () => {
    assertValidReport(report);
  });

  it('reports findings in exactly the broken files and the valid cluster, nowhere else', () => {
    const expected = [...EXPECTED.map((e) => [`${DIR}/${e.file}`, e.ruleId]), ...CLUSTER_FINDINGS.map((c) => [`${DIR}/${c.file}`, c.ruleId])].sort();
    assert.deepEqual(report.findings.map((f) => [f.file, f.ruleId]).sort(), expected);
  });

  for (const e of EXPECTED) {
    it(`${e.what}: ${e.ruleId} at ${e.file}:${e.line}:${e.column}`, e.todo === undefined ? {} : { todo: e.todo }, () => {
      const found = findingsIn(e.file);
      assert.equal(found.length, 1, `exactly one finding in ${e.file}, got ${JSON.stringify(found, null, 2)}`);
      const [f] = found as [Finding];
      assert.deepEqual(
        { ruleId: f.ruleId, severity: f.severity, file: f.file, line: f.line, column: f.column },
        { ruleId: e.ruleId, severity: e.severity, file: `${DIR}/${e.file}`, line: e.line, column: e.column },
      );
      if (e.message !== undefined) assert.match(f.message, e.message);
      assert.doesNotMatch(f.message, /\n/, 'one-line message');
    });
  }

  it('still simulates the valid cluster: web grows to 3 CPUs by preempting batch', () => {
    assert.deepEqual(report.resizes, [
      {
        scenario: 'grow-web',
        pod: { namespace: 'shop', name: 'web' },
        owner: { kind: 'Pod', namespace: 'shop', name: 'web' },
        node: 'worker-1',
        priority: 100000,
        from: { cpu: '2', memory: '1Gi' },
        to: { cpu: '3', memory: '1Gi' },
        outcome: 'Completed',
        reason: 'PreemptedLowerPriority',
        message: report.resizes[0]?.['message'],
        preempted: [{ namespace: 'shop', name: 'batch' }],
        latencySeconds: 30,
        latencyIsUpperBound: true,
      },
    ]);
    assert.deepEqual(
      report.evictions.map((x) => x.pod),
      [{ namespace: 'shop', name: 'batch' }],
    );
    const own = findingsIn('cluster.yaml');
    assert.deepEqual(
      own.map((f) => ({ file: f.file, ruleId: f.ruleId, severity: f.severity, line: f.line, column: f.column })),
      CLUSTER_FINDINGS.map((c) => ({ ...c, file: `${DIR}/${c.file}` })),
    );
  });

  it('models only the valid objects: 1 node; web, batch and the pod with the missing PriorityClass', () => {
    assert.equal(report.summary.nodes, 1);
    assert.equal(report.summary.pods, 3);
    assert.equal(report.summary.resizes, 1);
    assert.deepEqual(report.summary.findings, {
      error: report.findings.filter((f) => f.severity === 'error').length,
      warning: report.findings.filter((f) => f.severity === 'warning').length,
      info: 1, // the empty file's input/empty
    });
  });

  it('text format: each diagnostic line is `file:line:col: severity: message [rule-id]`, one per finding', () => {
    // The findings come last, just above the summary line.
    const block = text.stdout.trimEnd().split('\n\n').at(-2) ?? '';
    const lines = block.split('\n');
    const form =
      /^(?<file>[^\s:]+):(?<line>[1-9]\d*):(?<column>[1-9]\d*): (?<severity>error|warning|info): (?<message>\S.*) \[(?<ruleId>[a-z][a-z0-9-]*\/[a-z0-9][a-z0-9-]*)\]$/;
    const parsed = lines.map((l) => {
      const m = form.exec(l);
      assert.ok(m?.groups, `diagnostic line has the form file:line:col: severity: message [rule-id]: ${JSON.stringify(l)}`);
      return [m.groups['file'], Number(m.groups['line']), Number(m.groups['column']), m.groups['severity'], m.groups['message'], m.groups['ruleId']];
    });
    assert.deepEqual(
      parsed,
      report.findings.map((f) => [f.file, f.line, f.column, f.severity, f.message, f.ruleId]),
    );
  });
});
