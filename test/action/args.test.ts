/**
 * The `args` input: more `resizeguard check` flags, split into words as a shell does and parsed
 * by the CLI's parser; the word splitter, the merge with the dedicated inputs, the refusals, and
 * run(core, env) in this process on a pull request's checkout.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baseFromFile, checkFlags, readInputs, splitArgs } from '../../src/action/inputs.ts';
import { run, type ActionCore, type ActionEnv } from '../../src/action/main.ts';
import { GATE_OFF_CONFIG, KIND_DEMO, makeWorkspace, type Workspace } from './helpers.ts';

interface Call {
  readonly fn: string;
  readonly message: string;
}

/** @actions/core with the given inputs, recording what the Action does with it. */
class RecordingCore implements ActionCore {
  readonly calls: Call[] = [];
  readonly outputs: Record<string, string> = {};
  summaryText = '';
  constructor(private readonly inputs: Record<string, string> = {}) {}
  getInput(name: string): string {
    return this.inputs[name] ?? '';
  }
  setOutput(name: string, value: string): void {
    this.outputs[name] = value;
  }
  setFailed(message: string): void {
    this.calls.push({ fn: 'setFailed', message });
  }
  error(message: string): void {
    this.calls.push({ fn: 'error', message });
  }
  warning(message: string): void {
    this.calls.push({ fn: 'warning', message });
  }
  notice(message: string): void {
    this.calls.push({ fn: 'notice', message });
  }
  info(message: string): void {
    this.calls.push({ fn: 'info', message });
  }
  readonly summary = {
    addRaw: (text: string) => {
      this.summaryText += text;
      return { write: () => Promise.resolve(this) };
    },
  };
  named(fn: string): string[] {
    return this.calls.filter((c) => c.fn === fn).map((c) => c.message);
  }
}

function envFor(ws: Workspace, overrides: Partial<ActionEnv> = {}): ActionEnv {
  return {
    workspace: ws.workspace,
    tempDir: ws.runnerTemp,
    eventPath: undefined,
    apiUrl: 'http://127.0.0.1:9',
    serverUrl: 'https://github.com',
    repository: 'octo-org/cluster-config',
    sha: ws.headSha,
    fetch: () => Promise.reject(new Error('no network in this test')),
    commitExists: () => Promise.resolve(true),
    ...overrides,
  };
}

async function runWith(ws: Workspace, inputs: Record<string, string>, env: Partial<ActionEnv> = {}): Promise<RecordingCore> {
  const core = new RecordingCore({ paths: 'k8s', format: 'text', comment: 'off', ...inputs });
  await run(core, envFor(ws, env));
  return core;
}

/** A Burstable pod: the `limits` scenario resizes it to its limits, one more resize than the demo's. */
const BURSTABLE_POD = `apiVersion: v1
kind: Pod
metadata: {name: web-0, namespace: prod}
spec:
  containers:
  - name: app
    image: nginx
    resources:
      requests: {cpu: 100m, memory: 64Mi}
      limits: {cpu: 200m, memory: 64Mi}
`;

describe('splitArgs: words as a shell splits them, nothing expanded', () => {
  it('splits on any white space and drops empty runs', () => {
    assert.deepEqual(splitArgs(''), []);
    assert.deepEqual(splitArgs('  \n\t '), []);
    assert.deepEqual(splitArgs(' --scenario limits\t--placement  binpack\n--no-inline-ignore '), [
      '--scenario',
      'limits',
      '--placement',
      'binpack',
      '--no-inline-ignore',
    ]);
  });

  it('keeps single-quoted text as written, backslashes and double quotes too', () => {
    assert.deepEqual(splitArgs(`--config 'my config.yaml' 'a\\b "c"'`), ['--config', 'my config.yaml', 'a\\b "c"']);
  });

  it('keeps double-quoted text, a backslash escaping only " \\ $ and `', () => {
    assert.deepEqual(splitArgs(`"a b" "say \\"hi\\"" "back\\\\slash" "\\$HOME" "\\n stays"`), ['a b', 'say "hi"', 'back\\slash', '$HOME', '\\n stays']);
  });

  it('joins parts written next to each other into one word', () => {
    assert.deepEqual(splitArgs(`--explain="prod/web 0" x'y'"z"`), ['--explain=prod/web 0', 'xyz']);
  });

  it('a backslash outside quotes keeps the next character; before a line break it joins the lines', () => {
    assert.deepEqual(splitArgs('my\\ file.yaml a\\\nb end\\'), ['my file.yaml', 'ab', 'end\\']);
  });

  it('an empty quoted word is a word', () => {
    assert.deepEqual(splitArgs(`--explain '' ""`), ['--explain', '', '']);
  });

  it('expands nothing: variables, globs and ~ stay as written', () => {
    assert.deepEqual(splitArgs('$HOME ${X} *.yaml ~/x `date`'), ['$HOME', '${X}', '*.yaml', '~/x', '`date`']);
  });

  it('an unclosed quote is a usage error naming the input and where the quote is', () => {
    assert.throws(() => splitArgs(`--config 'x.yaml`), { name: 'UsageError', message: `input "args": the ' at character 10 is never closed` });
    assert.throws(() => splitArgs('a "b'), { name: 'UsageError', message: 'input "args": the " at character 3 is never closed' });
  });
});

describe('the args input, read with the other inputs', () => {
  const read = (inputs: Record<string, string>) => readInputs(new RecordingCore({ format: 'text', comment: 'off', ...inputs }));

  it('empty: no extra flags, the check as without it', () => {
    const inputs = read({ args: '  ' });
    assert.equal(inputs.args, undefined);
    const flags = checkFlags(inputs, undefined);
    assert.deepEqual([flags.scenarios, flags.placement, flags.inlineIgnore, flags.explain, flags.writeBaseline], [[], undefined, true, undefined, undefined]);
  });

  it('passes the flags without an input of their own to the check', () => {
    const flags = checkFlags(
      read({ args: '--scenario limits --placement binpack --no-inline-ignore --explain prod/web-0 -v --write-baseline b.json' }),
      undefined,
    );
    assert.deepEqual(flags.scenarios, ['limits']);
    assert.equal(flags.placement, 'binpack');
    assert.equal(flags.inlineIgnore, false);
    assert.equal(flags.explain, 'prod/web-0');
    assert.equal(flags.verbose, true);
    assert.equal(flags.writeBaseline, 'b.json');
    assert.deepEqual(flags.outputs, [{ format: 'text', file: undefined }]);
  });

  it('fills in an empty dedicated input from its flag, however the flag is spelt', () => {
    const inputs = read({ args: '-c ci/rg.yaml --fail-on=warning --feature-gates InPlacePodVerticalScalingSchedulerPreemption=false --baseline b.json' });
    assert.equal(inputs.config, 'ci/rg.yaml');
    assert.equal(inputs.failOn, 'warning');
    assert.equal(inputs.featureGates, 'InPlacePodVerticalScalingSchedulerPreemption=false');
    assert.equal(inputs.baseline, 'b.json');
    assert.equal(checkFlags(inputs, undefined).failOn, 'warning');
  });

  it('a flag that duplicates a non-empty dedicated input is an error naming both', () => {
    assert.throws(() => read({ 'fail-on': 'error', args: '--fail-on warning' }), {
      name: 'UsageError',
      message: 'input "args": --fail-on is also set by input "fail-on"',
    });
    assert.throws(() => read({ config: 'a.yaml', args: '-c b.yaml' }), { message: 'input "args": --config is also set by input "config"' });
    assert.throws(() => read({ cluster: 'snap.json', args: '--cluster other.json' }), { message: 'input "args": --cluster is also set by input "cluster"' });
  });

  it('refuses --format and --output in every spelling, pointing to the inputs', () => {
    for (const args of [
      '--format json',
      '-f sarif',
      '-fjson',
      '--format text',
      '--format=text',
      '-o -',
      '-o json',
      '--output=r.json',
      '-f junit -o r.xml',
      '-v -fjson',
    ]) {
      assert.throws(
        () => read({ args }),
        { name: 'UsageError', message: /^input "args": --format and --output are set by the Action: use input "format" for the log and input "sarif-file"/ },
        args,
      );
    }
  });

  it('refuses --help and --version, and paths (they go in the paths input)', () => {
    assert.throws(() => read({ args: '--scenario limits -h' }), { name: 'UsageError', message: /^input "args": --help has no place in a step/ });
    assert.throws(() => read({ args: '--version' }), { name: 'UsageError', message: /^input "args": --version has no place in a step/ });
    assert.throws(() => read({ args: '-V' }), { message: /^input "args": --version/ });
    assert.throws(() => read({ args: '--scenario limits k8s/' }), {
      name: 'UsageError',
      message: 'input "args": "k8s/" is not a flag; give the files to check in input "paths"',
    });
    assert.throws(() => read({ args: '-- --scenario' }), { message: 'input "args": "--scenario" is not a flag; give the files to check in input "paths"' });
  });

  it("an unknown flag gets the CLI's did-you-mean, naming the input", () => {
    assert.throws(() => read({ args: '--scenaro limits' }), {
      name: 'UsageError',
      message: 'input "args": unknown flag --scenaro; did you mean "--scenario"?; "resizeguard --help" lists the flags',
    });
  });

  it("a bad value gets the CLI's message, naming the input", () => {
    assert.throws(() => read({ args: '--placement tight' }), { message: 'input "args": --placement: "tight" is not one of spread, binpack' });
  });

  it('a base file from args, like a cluster snapshot, keeps the event base commit out', () => {
    assert.equal(baseFromFile(read({})), false);
    assert.equal(baseFromFile(read({ args: '--base-file base.yaml' })), true);
    assert.equal(baseFromFile(read({ args: '--cluster snap.json' })), true);
    assert.equal(baseFromFile(read({ args: '--base origin/main' })), false);
  });
});

describe('action run with the args input', () => {
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace({ 'k8s/web.yaml': BURSTABLE_POD, 'gate off.yaml': GATE_OFF_CONFIG });
  });
  after(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('--scenario limits adds the limits scenario: one more resize in the outputs', async () => {
    const without = await runWith(ws, {});
    const withLimits = await runWith(ws, { args: '--scenario limits' });
    assert.deepEqual(without.named('setFailed'), []);
    assert.deepEqual(withLimits.named('setFailed'), []);
    assert.equal(without.outputs.resizes, '1');
    assert.equal(withLimits.outputs.resizes, '2');
    assert.equal(withLimits.outputs.completed, '2');
    const report = JSON.parse(await readFile(withLimits.outputs['report-json'] ?? '', 'utf8')) as { resizes: { scenario: string }[] };
    assert.ok(
      report.resizes.some((r) => r.scenario === 'limits'),
      JSON.stringify(report.resizes),
    );
  });

  it('honours quotes: a config file and a baseline path with spaces', async () => {
    const core = await runWith(ws, { args: `--config 'gate off.yaml' --write-baseline "out dir/base line.json"` });
    // The gate off keeps the demo's resize Deferred: the step fails on it.
    assert.equal(core.outputs.deferred, '1');
    assert.match(core.named('setFailed')[0] ?? '', /^resizeguard: 1 error at or above fail-on "error"/);
    const written = path.join(ws.workspace, 'out dir', 'base line.json');
    assert.ok(existsSync(written));
    assert.ok(core.named('info').includes(`wrote the baseline to ${written}`));
  });

  it("prints --explain's decisions in the log, after the report", async () => {
    const core = await runWith(ws, { args: '--scenario limits --explain prod/web-0' });
    const log = core.named('info').join('\n');
    assert.match(log, /2 resizes simulated[\s\S]*explain prod\/web-0[\s\S]*scenario "limits"\n {2}resize Completed/);
  });

  it('a refused flag fails the step with the message only (exit-code-2 class), a summary and zero outputs', async () => {
    const core = await runWith(ws, { args: '--scenario limits --format json' });
    assert.deepEqual(core.named('setFailed'), [
      'resizeguard: input "args": --format and --output are set by the Action: use input "format" for the log and input "sarif-file" for a SARIF file (the JSON report is output "report-json")',
    ]);
    assert.match(core.summaryText, /^## resizeguard: the run could not go on\n\nresizeguard: input "args": --format and --output/);
    assert.equal(core.outputs.resizes, '0');
    assert.equal(core.outputs['report-json'], '');
  });

  it('a flag duplicating a dedicated input fails the step naming both', async () => {
    const core = await runWith(ws, { 'fail-on': 'none', args: '--fail-on warning' });
    assert.deepEqual(core.named('setFailed'), ['resizeguard: input "args": --fail-on is also set by input "fail-on"']);
  });

  it('an unknown flag fails the step with did-you-mean', async () => {
    const core = await runWith(ws, { args: '--placment binpack' });
    assert.deepEqual(core.named('setFailed'), [
      'resizeguard: input "args": unknown flag --placment; did you mean "--placement"?; "resizeguard --help" lists the flags',
    ]);
  });

  it('--base-file in args is the base: the event base commit is not looked up', async () => {
    const eventPath = path.join(ws.runnerTemp, 'event.json');
    await writeFile(eventPath, JSON.stringify({ pull_request: { number: 1, base: { sha: ws.baseSha }, head: { sha: ws.headSha } } }));
    const base = path.join(ws.runnerTemp, 'base.yaml');
    await writeFile(
      base,
      [await readFile(path.join(KIND_DEMO, 'node.yaml'), 'utf8'), await readFile(path.join(KIND_DEMO, 'preemption-demo.yaml'), 'utf8')].join('\n---\n'),
    );
    const asked: string[] = [];
    const core = await runWith(ws, { args: `--base-file ${base}` }, { eventPath, commitExists: (sha) => (asked.push(sha), Promise.resolve(true)) });
    assert.deepEqual(asked, []);
    assert.ok(!core.named('setFailed').some((m) => m.includes('each give the base')), JSON.stringify(core.named('setFailed')));
    assert.notEqual(core.outputs['report-json'], '');
  });
});
