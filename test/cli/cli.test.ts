/**
 * The command line, end to end: one scenario table run through two hosts, `main()` in-process
 * and the built bin in a child process (markdownlint-cli2's habit), and a check that both hosts
 * give the same exit code and output.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCli, HOSTS, inProcess, normalizeResult, ROOT, spawned, STACK_FRAME, type CliHost, type CliResult } from '../helpers/cli.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

const KIND_DEMO = 'examples/kind-demo';
const GATE = 'InPlacePodVerticalScalingSchedulerPreemption';
const VERSION = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The kind demo's manifests as one multi-document stream, as `cat *.yaml` with separators would give. */
async function kindDemoStream(): Promise<string> {
  const dir = path.join(ROOT, KIND_DEMO);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort();
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.map((t) => (t.endsWith('\n') ? t : `${t}\n`)).join('---\n');
}

interface Context {
  /** A fresh temporary directory for this run. */
  readonly tmp: string;
}

interface Scenario {
  readonly name: string;
  readonly args: readonly string[] | ((ctx: Context) => readonly string[]);
  readonly cwd?: string;
  readonly stdin?: () => Promise<string>;
  readonly exitCode: number;
  /** A pattern, or '' for "nothing at all". */
  readonly stdout?: RegExp | '';
  readonly stderr?: RegExp | '';
  readonly check?: (result: CliResult, ctx: Context) => void | Promise<void>;
  /** A known CLI bug: the expectation stays correct and the test is reported as todo. */
  readonly todo?: string;
}

/** One line, "resizeguard: <message>", and nothing else. */
const ONE_LINE_ERROR = /^resizeguard: [^\n]+\n$/;

function parseJson(stdout: string): unknown {
  try {
    return JSON.parse(stdout) as unknown;
  } catch (error) {
    assert.fail(`stdout is not JSON (${String(error)}):\n${stdout.slice(0, 500)}`);
  }
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'check examples/kind-demo: text report, the resize completes by preemption',
    args: ['check', KIND_DEMO],
    exitCode: 0,
    stdout: /\bCompleted\b[\s\S]*\bPreemptedLowerPriority\b/,
    stderr: '',
    check: (r) => {
      assert.match(r.stdout, /\[resize\/preempts\]$/m);
      assert.match(r.stdout, /^1 resize simulated on 1 node \(InPlacePodVerticalScalingSchedulerPreemption=true\)/m);
    },
  },
  {
    name: '--format json: a report that matches schemas/report.schema.json',
    args: ['check', KIND_DEMO, '--format', 'json'],
    exitCode: 0,
    stderr: '',
    check: (r) => {
      const report = parseJson(r.stdout) as { resizes: { outcome: string; reason: string }[]; tool: { version: string } };
      assertValidReport(report);
      assert.equal(report.tool.version, VERSION);
      assert.deepEqual(
        report.resizes.map((x) => [x.outcome, x.reason]),
        [['Completed', 'PreemptedLowerPriority']],
      );
    },
  },
  {
    name: '-f json is --format json',
    args: ['check', KIND_DEMO, '-f', 'json'],
    exitCode: 0,
    stderr: '',
    check: (r) => {
      assertValidReport(parseJson(r.stdout));
    },
  },
  {
    name: '--output FILE writes the report to the file and prints nothing',
    args: ({ tmp }) => ['check', KIND_DEMO, '--output', path.join(tmp, 'report.txt')],
    exitCode: 0,
    stdout: '',
    stderr: '',
    check: async (_r, { tmp }) => {
      const written = await readFile(path.join(tmp, 'report.txt'), 'utf8');
      const direct = await inProcess.run({ args: ['check', KIND_DEMO] });
      assert.equal(written, direct.stdout);
    },
  },
  {
    name: '--output FILE with --format json writes a valid JSON report',
    args: ({ tmp }) => ['check', KIND_DEMO, '--format', 'json', '--output', path.join(tmp, 'report.json')],
    exitCode: 0,
    stdout: '',
    stderr: '',
    check: async (_r, { tmp }) => {
      assertValidReport(JSON.parse(await readFile(path.join(tmp, 'report.json'), 'utf8')));
    },
  },
  {
    name: '--output with a relative path is written relative to the working directory',
    args: ['check', path.join(ROOT, KIND_DEMO), '--output', 'report.txt'],
    cwd: '<tmp>',
    exitCode: 0,
    stdout: '',
    stderr: '',
    check: async (_r, { tmp }) => {
      assert.ok((await stat(path.join(tmp, 'report.txt'))).size > 0);
    },
  },
  {
    name: '--output into a folder that does not exist yet creates the folder',
    args: ({ tmp }) => ['check', KIND_DEMO, '--format', 'json', '--output', path.join(tmp, 'new', 'dir', 'report.json')],
    exitCode: 0,
    stdout: '',
    stderr: '',
    check: async (_r, { tmp }) => {
      assertValidReport(JSON.parse(await readFile(path.join(tmp, 'new', 'dir', 'report.json'), 'utf8')));
    },
  },
  {
    name: '--output naming a directory: usage error naming the file, no stack trace',
    args: ({ tmp }) => ['check', KIND_DEMO, '--output', tmp],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
    check: (r, { tmp }) => {
      assert.ok(r.stderr.includes(JSON.stringify(tmp)), r.stderr);
    },
  },
  {
    name: "--fail-on warning: the demo's resize/preempts warning fails the run",
    args: ['check', KIND_DEMO, '--fail-on', 'warning'],
    exitCode: 1,
    stdout: /\[resize\/preempts\]/,
    stderr: '',
  },
  {
    name: '--fail-on error (the default) passes the demo',
    args: ['check', KIND_DEMO, '--fail-on', 'error'],
    exitCode: 0,
    stderr: '',
  },
  {
    name: '--fail-on none passes even with findings',
    args: ['check', KIND_DEMO, '--fail-on', 'none', '--feature-gates', `${GATE}=false`],
    exitCode: 0,
    stdout: /\[resize\/deferred\]/,
    stderr: '',
  },
  {
    name: `--feature-gates ${GATE}=false: the resize stays Deferred, exit 1`,
    args: ['check', KIND_DEMO, '--feature-gates', `${GATE}=false`],
    exitCode: 1,
    stdout: /\[resize\/deferred\]/,
    stderr: '',
    check: (r) => {
      assert.match(r.stdout, /\bDeferred\b/);
      assert.doesNotMatch(r.stdout, /\[resize\/preempts\]/);
      assert.match(r.stdout, new RegExp(`\\(${GATE}=false\\)`));
    },
  },
  {
    name: `--feature-gates ${GATE}=false with --format json reports the gate and the outcome`,
    args: ['check', KIND_DEMO, '--format', 'json', `--feature-gates=${GATE}=false`],
    exitCode: 1,
    stderr: '',
    check: (r) => {
      const report = parseJson(r.stdout) as { featureGates: Record<string, boolean>; resizes: { outcome: string }[]; findings: { ruleId: string }[] };
      assertValidReport(report);
      assert.deepEqual(report.featureGates, { [GATE]: false });
      assert.deepEqual(
        report.resizes.map((x) => x.outcome),
        ['Deferred'],
      );
      assert.deepEqual(
        report.findings.map((f) => f.ruleId),
        ['resize/deferred', 'cluster/gate-disabled'],
      );
    },
  },
  {
    name: '--feature-gates with an unknown gate name: usage error',
    args: ['check', KIND_DEMO, '--feature-gates', 'NoSuchGate=true'],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
    check: (r) => {
      assert.match(r.stderr, /"NoSuchGate"/);
    },
  },
  {
    name: '--feature-gates with a value that is not a boolean: usage error',
    args: ['check', KIND_DEMO, '--feature-gates', `${GATE}=maybe`],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
    check: (r) => {
      assert.match(r.stderr, /"maybe"/);
    },
  },
  {
    name: '--feature-gates without "=": usage error',
    args: ['check', KIND_DEMO, '--feature-gates', GATE],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
  },
  {
    name: 'an unknown flag: usage error',
    args: ['check', KIND_DEMO, '--frobnicate'],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
    check: (r) => {
      assert.match(r.stderr, /--frobnicate/);
    },
  },
  {
    name: 'an unknown command: usage error',
    args: ['lint', KIND_DEMO],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
    check: (r) => {
      assert.match(r.stderr, /"lint"/);
    },
  },
  {
    name: 'an unknown --format: usage error',
    args: ['check', KIND_DEMO, '--format', 'xml'],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
    check: (r) => {
      assert.match(r.stderr, /"xml"/);
    },
  },
  {
    name: 'an unknown --fail-on: usage error',
    args: ['check', KIND_DEMO, '--fail-on', 'sometimes'],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
  },
  {
    name: '--format without a value: usage error',
    args: ['check', KIND_DEMO, '--format'],
    exitCode: 2,
    stdout: '',
    stderr: ONE_LINE_ERROR,
  },
  {
    name: '--help prints the usage',
    args: ['--help'],
    exitCode: 0,
    stdout: /^Usage:\n {2}resizeguard check \[PATH \.\.\.\]/m,
    stderr: '',
    check: (r) => {
      for (const flag of ['--format', '--output', '--feature-gates', '--fail-on', '--help', '--version'])
        assert.ok(r.stdout.includes(flag), `help mentions ${flag}`);
    },
  },
  {
    name: '-h is --help',
    args: ['check', '-h'],
    exitCode: 0,
    stdout: /^Usage:/m,
    stderr: '',
  },
  {
    name: 'no command prints the usage',
    args: [],
    exitCode: 0,
    stdout: /^Usage:/m,
    stderr: '',
  },
  {
    name: '--version prints the version',
    args: ['--version'],
    exitCode: 0,
    stdout: new RegExp(`^resizeguard ${VERSION.replace(/\./g, '\\.')}\\n$`),
    stderr: '',
  },
  {
    name: '-V is --version',
    args: ['-V'],
    exitCode: 0,
    stdout: /^resizeguard \d+\.\d+\.\d+\S*\n$/,
    stderr: '',
  },
  {
    name: '"-" reads the manifests from standard input',
    args: ['check', '-', '--format', 'json'],
    stdin: kindDemoStream,
    exitCode: 0,
    stderr: '',
    check: async (r) => {
      const fromStdin = parseJson(r.stdout) as { resizes: unknown; evictions: unknown; findings: { file: string; ruleId: string }[] };
      assertValidReport(fromStdin);
      const fromDir = JSON.parse((await inProcess.run({ args: ['check', KIND_DEMO, '--format', 'json'] })).stdout) as typeof fromStdin;
      assert.deepEqual(fromStdin.resizes, fromDir.resizes);
      assert.deepEqual(fromStdin.evictions, fromDir.evictions);
      assert.deepEqual(
        fromStdin.findings.map((f) => [f.file, f.ruleId]),
        [
          ['<stdin>', 'victim/unmanaged-pod'],
          ['<stdin>', 'resize/preempts'],
        ],
      );
    },
  },
  {
    name: '"-" in text format names standard input as <stdin>',
    args: ['check', '-'],
    stdin: kindDemoStream,
    exitCode: 0,
    stdout: /^<stdin>:\d+:\d+: .* \[resize\/preempts\]$/m,
    stderr: '',
  },
  {
    name: 'a path that does not exist, alone: input error naming the path',
    args: ['check', 'no/such/dir'],
    exitCode: 2,
    check: (r) => {
      assert.match(r.stderr, /"no\/such\/dir"/);
      assert.match(r.stderr, /^resizeguard: /m);
    },
  },
  {
    name: 'a folder with no Kubernetes objects: input error naming the folder',
    args: ['check', 'test/fixtures/cli/no-objects'],
    exitCode: 2,
    // Each file read is named, with why it holds nothing to check.
    stderr:
      /^resizeguard: no Kubernetes objects found in "test\/fixtures\/cli\/no-objects"\ntest\/fixtures\/cli\/no-objects\/values\.yaml:1:1: info: file holds no Kubernetes object .*\[input\/not-kubernetes\]\n$/,
  },
  {
    name: "a folder with no Kubernetes objects is an input error also when the config declares node pools (the pools' nodes are not input)",
    args: ['check', 'test/fixtures/cli/no-objects', '--config', 'test/fixtures/cli/pools.yaml'],
    exitCode: 2,
    stderr: /^resizeguard: no Kubernetes objects found in "test\/fixtures\/cli\/no-objects"\n/,
  },
  {
    name: '-o json, as kubectl users type it, is the JSON report on standard output (no file named "json")',
    args: ['check', path.join(ROOT, KIND_DEMO), '-o', 'json'],
    cwd: '<tmp>',
    exitCode: 0,
    stderr: '',
    check: async (r, { tmp }) => {
      assertValidReport(parseJson(r.stdout));
      assert.deepEqual(await readdir(tmp), []);
    },
  },
  {
    name: '-o - is standard output',
    args: ['check', path.join(ROOT, KIND_DEMO), '--format', 'json', '-o', '-'],
    cwd: '<tmp>',
    exitCode: 0,
    stderr: '',
    check: async (r, { tmp }) => {
      assertValidReport(parseJson(r.stdout));
      assert.deepEqual(await readdir(tmp), []);
    },
  },
  {
    name: '-o yaml (a kubectl format resizeguard does not write) is a usage error naming the formats',
    args: ['check', KIND_DEMO, '-o', 'yaml'],
    exitCode: 2,
    stdout: '',
    stderr: /^resizeguard: --output yaml: .*text, json, sarif, markdown, github, junit.*\.\/yaml\n$/,
  },
  {
    name: '"version" prints the version, as --version does',
    args: ['version'],
    exitCode: 0,
    stdout: new RegExp(`^resizeguard ${VERSION.replace(/\./g, '\\.')}\\n$`),
    stderr: '',
  },
  {
    name: '--explain with a JSON report on standard output goes to stderr, so the report still parses',
    args: ['check', KIND_DEMO, '--format', 'json', '--explain', 'default/high-priority-pod'],
    exitCode: 0,
    stderr: /high-priority-pod/,
    check: (r) => {
      assertValidReport(parseJson(r.stdout));
    },
  },
];

function argsOf(s: Scenario, ctx: Context): readonly string[] {
  return typeof s.args === 'function' ? s.args(ctx) : s.args;
}

async function runScenario(host: CliHost, s: Scenario, ctx: Context): Promise<CliResult> {
  const stdin = s.stdin === undefined ? undefined : await s.stdin();
  const cwd = s.cwd === '<tmp>' ? ctx.tmp : s.cwd;
  return host.run({ args: argsOf(s, ctx), ...(cwd === undefined ? {} : { cwd }), ...(stdin === undefined ? {} : { stdin }) });
}

function assertExpectations(s: Scenario, r: CliResult): void {
  const shown = `exit ${r.exitCode}\n--- stdout\n${r.stdout.slice(0, 2000)}\n--- stderr\n${r.stderr.slice(0, 2000)}`;
  assert.equal(r.exitCode, s.exitCode, `exit code\n${shown}`);
  assert.doesNotMatch(r.stdout, STACK_FRAME, 'no stack trace on stdout');
  assert.doesNotMatch(r.stderr, STACK_FRAME, 'no stack trace on stderr');
  assert.doesNotMatch(r.stderr, /internal error/, 'no internal error');
  for (const [stream, expected] of [
    ['stdout', s.stdout],
    ['stderr', s.stderr],
  ] as const) {
    if (expected === undefined) continue;
    if (expected === '') assert.equal(r[stream], '', `${stream} is empty\n${shown}`);
    else assert.match(r[stream], expected, `${stream}\n${shown}`);
  }
}

const temps: string[] = [];
async function freshContext(): Promise<Context> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'resizeguard-cli-'));
  temps.push(tmp);
  return { tmp };
}

before(async () => {
  await buildCli();
});

after(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

for (const host of HOSTS) {
  describe(`resizeguard CLI (${host.name})`, () => {
    for (const s of SCENARIOS) {
      it(s.name, s.todo === undefined ? {} : { todo: s.todo }, async () => {
        const ctx = await freshContext();
        const result = await runScenario(host, s, ctx);
        assertExpectations(s, result);
        await s.check?.(result, ctx);
      });
    }

    it(
      'an internal error (exit 3) is not reachable from user input',
      { skip: 'exit 3 is for bugs only; no command line or input is known to reach it' },
      () => {
        // Kept as a placeholder so the exit-code table in README.md has a row here.
      },
    );
  });
}

describe('resizeguard CLI: the in-process and spawned hosts agree', () => {
  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const [a, b] = await Promise.all([freshContext(), freshContext()]);
      const inside = normalizeResult(await runScenario(inProcess, s, a), { tmp: a.tmp });
      const outside = normalizeResult(await runScenario(spawned, s, b), { tmp: b.tmp });
      assert.deepEqual(outside, inside);
    });
  }
});
