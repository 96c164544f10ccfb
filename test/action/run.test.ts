/**
 * run(core, env) in this process, with a recording fake of @actions/core and an injected
 * environment (no module mocking), plus the pure pieces: inputs, event payloads, the comment
 * client against a scripted fetch.
 */
import { after, before, describe, it } from 'node:test';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COMMENT_MARKER, publishComment, type Fetch } from '../../src/action/comment.ts';
import { envFromProcess } from '../../src/action/env.ts';
import { eventContext } from '../../src/action/event.ts';
import { checkFlags, readInputs, splitPaths } from '../../src/action/inputs.ts';
import { failureFor, run, type ActionAnnotationProperties, type ActionCore, type ActionEnv } from '../../src/action/main.ts';
import { ConfigError } from '../../src/run/check.ts';
import { InputError } from '../../src/core/errors.ts';
import { parse } from 'yaml';
import { GATE_OFF_CONFIG, KIND_DEMO, ROOT } from './helpers.ts';

interface Call {
  readonly fn: string;
  readonly message: string;
  readonly properties?: ActionAnnotationProperties;
}

class FakeCore implements ActionCore {
  readonly calls: Call[] = [];
  readonly inputsRead = new Set<string>();
  readonly outputs: Record<string, string> = {};
  summaryText = '';
  summaryFails = false;
  constructor(private readonly inputs: Record<string, string> = {}) {}
  getInput(name: string): string {
    this.inputsRead.add(name);
    return this.inputs[name] ?? '';
  }
  setOutput(name: string, value: string): void {
    this.outputs[name] = value;
  }
  setFailed(message: string): void {
    this.calls.push({ fn: 'setFailed', message });
  }
  error(message: string, properties?: ActionAnnotationProperties): void {
    this.calls.push({ fn: 'error', message, ...(properties === undefined ? {} : { properties }) });
  }
  warning(message: string, properties?: ActionAnnotationProperties): void {
    this.calls.push({ fn: 'warning', message, ...(properties === undefined ? {} : { properties }) });
  }
  notice(message: string, properties?: ActionAnnotationProperties): void {
    this.calls.push({ fn: 'notice', message, ...(properties === undefined ? {} : { properties }) });
  }
  info(message: string): void {
    this.calls.push({ fn: 'info', message });
  }
  readonly summary = {
    addRaw: (text: string) => {
      this.summaryText += text;
      return {
        write: () => (this.summaryFails ? Promise.reject(new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY')) : Promise.resolve(this)),
      };
    },
  };
  named(fn: string): Call[] {
    return this.calls.filter((c) => c.fn === fn);
  }
}

function fakeEnv(workspace: string, overrides: Partial<ActionEnv> = {}): ActionEnv {
  return {
    workspace,
    tempDir: workspace,
    eventPath: undefined,
    apiUrl: 'http://127.0.0.1:9',
    serverUrl: 'https://github.com',
    repository: 'octo-org/cluster-config',
    sha: 'c0ffee'.padEnd(40, '0'),
    fetch: () => Promise.reject(new Error('no network in this test')),
    commitExists: () => Promise.resolve(true),
    ...overrides,
  };
}

describe('action inputs', () => {
  it('splits paths on white space, or on lines when there are several (so paths may hold spaces)', () => {
    assert.deepEqual(splitPaths(''), []);
    assert.deepEqual(splitPaths(' k8s  clusters/prod\tx.yaml '), ['k8s', 'clusters/prod', 'x.yaml']);
    assert.deepEqual(splitPaths('k8s/\nmy manifests/*.yaml\r\n\n  other  \n'), ['k8s/', 'my manifests/*.yaml', 'other']);
  });

  it('leaves empty inputs to the config file and the defaults', () => {
    const inputs = readInputs(new FakeCore());
    assert.deepEqual(inputs, {
      paths: [],
      config: undefined,
      format: 'text',
      failOn: undefined,
      featureGates: undefined,
      base: undefined,
      cluster: undefined,
      baseline: undefined,
      sarifFile: undefined,
      comment: 'off',
      token: '',
    });
    const flags = checkFlags(inputs, 'abc123');
    assert.deepEqual(flags.outputs, [{ format: 'text', file: undefined }]);
    assert.equal(flags.base, 'abc123');
    assert.equal(flags.failOn, undefined);
  });

  it('rejects values outside the documented sets, naming the input', () => {
    assert.throws(() => readInputs(new FakeCore({ comment: 'yes' })), /input "comment": "yes" is not one of off, on, update/);
    assert.throws(() => readInputs(new FakeCore({ format: 'html' })), /input "format": "html" is not one of text, json, sarif, markdown, github, junit/);
  });
});

describe('action event payloads', () => {
  it('reads a pull_request event', () => {
    const ctx = eventContext(
      { pull_request: { number: 12, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40) } }, repository: { name: 'r', owner: { login: 'o' } } },
      undefined,
    );
    assert.deepEqual(ctx, { pullRequest: { owner: 'o', repo: 'r', number: 12 }, baseSha: 'b'.repeat(40), headSha: 'h'.repeat(40) });
  });

  it('reads a merge queue (merge_group) event: a base to compare with, nothing to comment on', () => {
    const ctx = eventContext({ merge_group: { base_sha: 'b1', head_sha: 'h1' }, repository: { name: 'r', owner: { login: 'o' } } }, 'o/r');
    assert.deepEqual(ctx, { pullRequest: undefined, baseSha: 'b1', headSha: 'h1' });
  });

  it('takes owner and repo from GITHUB_REPOSITORY when the payload lacks them; no payload is no context', () => {
    assert.deepEqual(eventContext({ pull_request: { number: 3 } }, 'o/r').pullRequest, { owner: 'o', repo: 'r', number: 3 });
    assert.deepEqual(eventContext(undefined, 'o/r'), { pullRequest: undefined, baseSha: undefined, headSha: undefined });
    assert.equal(eventContext({ pull_request: { number: '3' } }, 'o/r').pullRequest, undefined);
  });

  it('maps the runner variables', () => {
    const env = envFromProcess({ GITHUB_WORKSPACE: '/w', RUNNER_TEMP: '', GITHUB_EVENT_PATH: '/e.json', GITHUB_REPOSITORY: 'o/r' });
    assert.equal(env.workspace, '/w');
    assert.equal(env.tempDir, undefined);
    assert.equal(env.eventPath, '/e.json');
    assert.equal(env.apiUrl, 'https://api.github.com');
    assert.equal(env.serverUrl, 'https://github.com');
  });
});

describe('action failures', () => {
  it('reports usage and input errors by message only, config errors with their lines', () => {
    assert.equal(failureFor(new InputError('no input could be read')), 'resizeguard: no input could be read');
    const config = new ConfigError([
      {
        ruleId: 'config/invalid',
        severity: 'error',
        message: 'unknown key "x"',
        file: '.resizeguard.yaml',
        range: { start: { line: 2, column: 1 }, end: { line: 2, column: 2 } },
      },
    ]);
    assert.equal(
      failureFor(config),
      'resizeguard: 1 problem in the configuration or suppressions\n.resizeguard.yaml:2:1: error: unknown key "x" [config/invalid]',
    );
  });

  it('fails the step whatever is thrown, asking for a bug report', async () => {
    const core = new FakeCore();
    core.getInput = () => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'not an Error';
    };
    await run(core, fakeEnv(os.tmpdir()));
    const [failed] = core.named('setFailed');
    assert.match(failed!.message, /^resizeguard: internal error: not an Error\nThis is a bug in resizeguard .*please report/);
  });
});

describe('action: a run that cannot go on still annotates, summarises and sets outputs', () => {
  it('only broken manifests: each error annotated on its file, a summary saying why, zero counts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'resizeguard-broken-'));
    try {
      await writeFile(path.join(dir, 'bad.yaml'), 'kind: Pod\nmetadata: [broken\n');
      const core = new FakeCore();
      await run(core, fakeEnv(dir));
      const errors = core.named('error');
      assert.equal(errors.length, 1);
      assert.deepEqual([errors[0]!.properties?.file, errors[0]!.properties?.startLine, errors[0]!.properties?.title], ['bad.yaml', 2, 'input/yaml-syntax']);
      assert.match(core.summaryText, /^## resizeguard: the run could not go on\n\nresizeguard: no Kubernetes objects found/);
      assert.match(core.summaryText, /`bad.yaml:2:11`/);
      assert.deepEqual(core.outputs, {
        resizes: '0',
        completed: '0',
        preempted: '0',
        deferred: '0',
        infeasible: '0',
        rejected: '0',
        'report-json': '',
        'sarif-file': '',
      });
      assert.match(core.named('setFailed')[0]!.message, /no Kubernetes objects found/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('an output it cannot set (GITHUB_OUTPUT names a missing file) is a warning, not an internal error', async () => {
    const core = new FakeCore();
    core.setOutput = (name) => {
      throw new Error(`Missing file at path: /nonexistent/${name}`);
    };
    const dir = await mkdtemp(path.join(os.tmpdir(), 'resizeguard-outputs-'));
    await cp(KIND_DEMO, dir, { recursive: true });
    await run(core, fakeEnv(dir));
    await rm(dir, { recursive: true, force: true });
    assert.ok(
      core.named('warning').some((c) => c.message.startsWith('could not set output resizes: Missing file')),
      JSON.stringify(core.named('warning')),
    );
    assert.ok(!core.named('setFailed').some((c) => c.message.includes('internal error')), JSON.stringify(core.named('setFailed')));
  });
});

describe('action run (in process)', () => {
  let dir: string;
  let baseSha: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'resizeguard-run-'));
    await cp(KIND_DEMO, path.join(dir, 'k8s'), { recursive: true });
    // The pull request's base: the cluster without the resize; the head adds k8s/resize.yaml.
    await rm(path.join(dir, 'k8s', 'resize.yaml'));
    const git = (...args: string[]): string =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'base');
    baseSha = git('rev-parse', 'HEAD');
    await cp(path.join(KIND_DEMO, 'resize.yaml'), path.join(dir, 'k8s', 'resize.yaml'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('annotates, summarises, sets outputs, and passes the base commit on when the checkout has it', async () => {
    const core = new FakeCore();
    const asked: string[] = [];
    const eventPath = path.join(dir, 'event.json');
    await writeFile(eventPath, JSON.stringify({ pull_request: { number: 1, base: { sha: baseSha }, head: { sha: 'd'.repeat(40) } } }));
    await run(core, fakeEnv(dir, { eventPath, commitExists: (sha) => (asked.push(sha), Promise.resolve(true)) }));
    assert.deepEqual(asked, [baseSha]);
    assert.deepEqual(core.named('setFailed'), []);
    assert.deepEqual(
      core.named('warning').map((c) => [c.properties?.title, c.properties?.file, c.properties?.startLine]),
      [
        ['victim/unmanaged-pod', 'k8s/preemption-demo.yaml', 20],
        ['resize/preempts', 'k8s/preemption-demo.yaml', 39],
      ],
    );
    assert.equal(core.outputs.completed, '1');
    assert.equal(core.outputs['sarif-file'], '');
    assert.ok(core.summaryText.includes(`https://github.com/octo-org/cluster-config/blob/${'d'.repeat(40)}/k8s/preemption-demo.yaml#L39`));
  });

  it('reads exactly the inputs action.yml declares, and sets exactly its outputs', async () => {
    const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
      runs: { using: string; main: string };
    };
    const core = new FakeCore();
    await run(core, fakeEnv(dir));
    assert.deepEqual([...core.inputsRead].sort(), Object.keys(action.inputs).sort());
    assert.deepEqual(Object.keys(core.outputs).sort(), Object.keys(action.outputs).sort());
    assert.deepEqual(action.runs, { using: 'node24', main: 'dist/action.js' });
  });

  it('an unwritable job summary is a warning; the run still fails on its findings', async () => {
    await writeFile(path.join(dir, '.resizeguard.yaml'), GATE_OFF_CONFIG);
    try {
      const core = new FakeCore();
      core.summaryFails = true;
      await run(core, fakeEnv(dir));
      assert.ok(core.named('warning').some((c) => c.message.startsWith('could not write the job summary: Unable to find')));
      assert.equal(core.named('setFailed').length, 1);
      assert.ok(core.named('error').some((c) => c.properties?.title === 'resize/deferred'));
    } finally {
      await rm(path.join(dir, '.resizeguard.yaml'));
    }
  });
});

describe('action comment client', () => {
  const pullRequest = { owner: 'o', repo: 'r', number: 5 };
  function scripted(answer: (method: string, url: string) => unknown): {
    fetch: Fetch;
    seen: { method: string; url: string; headers: Record<string, string>; body: string | undefined }[];
  } {
    const seen: { method: string; url: string; headers: Record<string, string>; body: string | undefined }[] = [];
    const fetch: Fetch = (url, init) => {
      seen.push({ method: init.method, url, headers: init.headers, body: init.body });
      const body = answer(init.method, url);
      return Promise.resolve({ ok: true, status: 200, statusText: 'OK', json: () => Promise.resolve(body), text: () => Promise.resolve(JSON.stringify(body)) });
    };
    return { fetch, seen };
  }

  it('reads a bounded number of pages, then posts', async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ id: i, body: 'no marker' }));
    const { fetch, seen } = scripted((method) => (method === 'GET' ? full : { id: 77, body: 'x', html_url: 'https://example.invalid/c/77' }));
    const posted = await publishComment({ fetch, apiUrl: 'https://ghe.example/api/v3/', token: 't', pullRequest }, `${COMMENT_MARKER}\nreport`, 'update');
    assert.deepEqual(posted, { action: 'created', id: 77, url: 'https://example.invalid/c/77' });
    assert.equal(seen.filter((s) => s.method === 'GET').length, 20);
    const post = seen.at(-1)!;
    assert.equal(post.url, 'https://ghe.example/api/v3/repos/o/r/issues/5/comments');
    assert.equal(post.headers.authorization, 'Bearer t');
    assert.equal(post.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(post.body!), { body: `${COMMENT_MARKER}\nreport` });
  });

  it("surfaces API errors with the status and GitHub's message", async () => {
    const fetch: Fetch = () =>
      Promise.resolve({
        ok: false,
        status: 404,
        statusText: 'Not Found',
        json: () => Promise.resolve({}),
        text: () => Promise.resolve('{"message":"Not Found"}'),
      });
    await assert.rejects(
      publishComment({ fetch, apiUrl: 'https://api.github.com', token: 't', pullRequest }, 'b', 'on'),
      /POST \/repos\/o\/r\/issues\/5\/comments: 404 Not Found: \{"message":"Not Found"\}/,
    );
  });
});
