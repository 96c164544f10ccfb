/**
 * Progress on standard error: a status line on a terminal (after a second, rewritten at most
 * every 100 ms, cleared at the end), a line per phase with its time in CI, nothing in a pipe;
 * standard output is the same byte for byte whichever it is.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { main, type CliIO } from '../../src/cli/main.ts';
import { progressTarget, startProgress, type ProgressClock, type ProgressTarget } from '../../src/cli/progress.ts';
import { CLEAR_LINE } from '../../src/cli/progress-line.ts';
import { buildCli, ROOT, spawned } from '../helpers/cli.ts';

/** A clock the test moves by hand; its timers fire as it moves. */
function fakeClock(): ProgressClock & { advance(ms: number): void; timers: number } {
  let now = 0;
  const ticks = new Set<() => void>();
  return {
    now: () => now,
    every: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
    advance(ms) {
      now += ms;
      for (const tick of ticks) tick();
    },
    get timers() {
      return ticks.size;
    },
  };
}

/** A stream that records what is written. */
function fakeStream(): { readonly write: (text: string) => void; readonly text: () => string } {
  let written = '';
  return {
    write: (text) => {
      written += text;
    },
    text: () => written,
  };
}

const TERMINAL: ProgressTarget = { kind: 'terminal', columns: () => 120 };

describe('where progress goes', () => {
  it('a terminal gets a status line, a CI log phase lines, a pipe nothing', () => {
    assert.equal(progressTarget({}, { isTTY: true, columns: 80 })?.kind, 'terminal');
    assert.equal(progressTarget({}, { isTTY: false }), undefined);
    assert.equal(progressTarget({}, {}), undefined);
    assert.equal(progressTarget({ CI: 'true' }, { isTTY: false })?.kind, 'log');
    assert.equal(progressTarget({ GITHUB_ACTIONS: 'true' }, {})?.kind, 'log');
    assert.equal(progressTarget({ CI: 'false' }, { isTTY: false }), undefined);
    assert.equal(progressTarget({ CI: 'false' }, { isTTY: true })?.kind, 'terminal');
  });
});

describe('the status line on a terminal', () => {
  it('is silent for the first second, then one line rewritten in place, cleared at the end', () => {
    const clock = fakeClock();
    const err = fakeStream();
    const p = startProgress(TERMINAL, err.write, clock);
    p.phaseStarted('read');
    clock.advance(500);
    p.phaseEnded('read', { files: 312, objects: 1812 });
    p.phaseStarted('model');
    clock.advance(400);
    assert.equal(err.text(), '', 'nothing before one second');
    clock.advance(100);
    assert.equal(err.text(), `${CLEAR_LINE}resizeguard: building the model — 312 files, 1812 objects`);
    p.phaseEnded('model', { pods: 450, nodes: 12 });
    p.phaseStarted('simulate');
    p.scenarioStarted(2, 4, 'vpa-max');
    assert.equal(err.text().split(CLEAR_LINE).length, 2, 'at most one rewrite every 100 ms');
    clock.advance(100);
    assert.ok(
      err.text().endsWith(`${CLEAR_LINE}resizeguard: simulating — 312 files, 1812 objects, 450 pods, 12 nodes — scenario 2 of 4: vpa-max`),
      JSON.stringify(err.text()),
    );
    assert.doesNotMatch(err.text(), /\n/, 'one line, rewritten in place');
    p.end();
    assert.ok(err.text().endsWith(CLEAR_LINE), 'cleared at the end');
    assert.equal(clock.timers, 0, 'its timer stopped');
    const written = err.text();
    clock.advance(1000);
    p.scenarioStarted(3, 4, 'limits');
    assert.equal(err.text(), written, 'nothing after the end');
  });

  it('a run shorter than a second writes nothing at all', () => {
    const clock = fakeClock();
    const err = fakeStream();
    const p = startProgress(TERMINAL, err.write, clock);
    p.phaseStarted('read');
    clock.advance(900);
    p.phaseEnded('read', { files: 3, objects: 7 });
    p.end();
    assert.equal(err.text(), '');
  });

  it('is cleared before other output, and stays off the screen after it', () => {
    const clock = fakeClock();
    const err = fakeStream();
    const p = startProgress(TERMINAL, err.write, clock);
    p.phaseStarted('simulate');
    clock.advance(1000);
    assert.notEqual(err.text(), '');
    p.clear();
    assert.ok(err.text().endsWith(CLEAR_LINE));
    const written = err.text();
    p.phaseStarted('report');
    clock.advance(1000);
    p.end();
    assert.equal(err.text(), written);
  });

  it('is one character narrower than the terminal, and shows a scenario name, never obeys it', () => {
    const clock = fakeClock();
    const err = fakeStream();
    const p = startProgress({ kind: 'terminal', columns: () => 40 }, err.write, clock);
    p.phaseStarted('simulate');
    p.scenarioStarted(1, 1, 'evil\u001b[31m-name');
    clock.advance(1000);
    const line = err.text().slice(CLEAR_LINE.length);
    assert.equal(line.length, 39);
    assert.doesNotMatch(line, /\u001b/);
  });
});

describe('the phase lines in CI', () => {
  it('one line per phase as it ends, with its time; nothing per scenario, nothing to clear', () => {
    const clock = fakeClock();
    const err = fakeStream();
    const p = startProgress({ kind: 'log' }, err.write, clock);
    p.phaseStarted('read');
    clock.advance(400);
    p.phaseEnded('read', { files: 312, objects: 1812 });
    p.phaseStarted('model');
    clock.advance(120);
    p.phaseEnded('model', { pods: 450, nodes: 12 });
    p.phaseStarted('simulate');
    p.scenarioStarted(1, 3, 'cluster-state');
    clock.advance(2100);
    p.scenarioStarted(2, 3, 'vpa-max');
    p.phaseEnded('simulate', { scenarios: 3 });
    p.clear();
    p.phaseStarted('rules');
    p.phaseEnded('rules', { findings: 1 });
    p.phaseStarted('report');
    p.end();
    assert.equal(
      err.text(),
      [
        'resizeguard: read 312 files (1812 objects) in 0.4 s',
        'resizeguard: built the model of 450 pods on 12 nodes in 0.1 s',
        'resizeguard: simulated 3 scenarios in 2.1 s',
        'resizeguard: ran the rules (1 finding) in 0.0 s',
        '',
      ].join('\n'),
    );
  });
});

describe('progress in a check run', () => {
  function inProcessIO(progress: ProgressTarget | undefined): { io: CliIO; out: () => string; err: () => string } {
    let out = '';
    let err = '';
    const io: CliIO = {
      cwd: ROOT,
      stdin: Readable.from([]),
      stdout: (t) => (out += t),
      stderr: (t) => (err += t),
      writeFile: () => Promise.resolve(),
      progress,
    };
    return { io, out: () => out, err: () => err };
  }

  it('in CI logs every phase on stderr; stdout is the report without progress, byte for byte', async () => {
    const quiet = inProcessIO(undefined);
    const logged = inProcessIO({ kind: 'log' });
    assert.equal(await main(['check', 'examples/kind-demo'], quiet.io), 0);
    assert.equal(await main(['check', 'examples/kind-demo'], logged.io), 0);
    assert.equal(logged.out(), quiet.out());
    assert.equal(quiet.err(), '');
    const lines = logged.err().trimEnd().split('\n');
    assert.deepEqual(
      lines.map((l) => l.replace(/ in \d+\.\d s$/, ' in <time>')),
      [
        'resizeguard: read 4 files (7 objects) in <time>',
        'resizeguard: built the model of 2 pods on 1 node in <time>',
        'resizeguard: simulated 2 scenarios in <time>',
        'resizeguard: ran the rules (2 findings) in <time>',
        'resizeguard: wrote the report in <time>',
      ],
    );
  });

  it('the checkpoint is called before each building step, with or without progress, and changes nothing', async () => {
    const quiet = inProcessIO(undefined);
    const steps: string[] = [];
    const checked = inProcessIO(undefined);
    const io: CliIO = { ...checked.io, checkpoint: () => steps.push('step') };
    assert.equal(await main(['check', 'examples/kind-demo'], quiet.io), 0);
    assert.equal(await main(['check', 'examples/kind-demo', '--no-progress'], io), 0);
    assert.equal(checked.out(), quiet.out());
    // Before read, model and simulate, and before each of two scenarios (cluster-state, seed-demo).
    assert.equal(steps.length, 5);
  });

  it('--no-progress turns it off', async () => {
    const logged = inProcessIO({ kind: 'log' });
    await main(['check', 'examples/kind-demo', '--no-progress'], logged.io);
    assert.equal(logged.err(), '');
  });

  it('on a terminal leaves nothing behind: stdout unchanged, stderr at most a line it cleared', async () => {
    const quiet = inProcessIO(undefined);
    const terminal = inProcessIO(TERMINAL);
    await main(['check', 'examples/kind-demo'], quiet.io);
    await main(['check', 'examples/kind-demo'], terminal.io);
    assert.equal(terminal.out(), quiet.out());
    const err = terminal.err();
    assert.ok(err === '' || (err.endsWith(CLEAR_LINE) && !err.includes('\n')), JSON.stringify(err));
  });

  it('a usage error after the run started is printed on a clean line', async () => {
    const terminal = inProcessIO(TERMINAL);
    assert.equal(await main(['check', 'examples/kind-demo', '--baseline', 'no/such/baseline.json'], terminal.io), 2);
    assert.match(terminal.err(), /^(?:.*\r\u001b\[2K)?resizeguard: --baseline: cannot read/);
  });
});

describe('progress of the command (spawned)', () => {
  before(async () => {
    await buildCli();
  });

  it('stderr piped: nothing on it, whatever CI the tests run in', async () => {
    const r = await spawned.run({ args: ['check', 'examples/kind-demo'], env: { CI: undefined, GITHUB_ACTIONS: undefined } });
    assert.equal(r.exitCode, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.match(r.stdout, /1 resize simulated on 1 node/);
  });

  it('CI=true or GITHUB_ACTIONS=true: a line per phase on stderr, stdout byte-identical', async () => {
    const args = ['check', 'examples/kind-demo'];
    const plain = await spawned.run({ args, env: { CI: undefined, GITHUB_ACTIONS: undefined } });
    for (const env of [{ CI: 'true' }, { GITHUB_ACTIONS: 'true' }]) {
      const ci = await spawned.run({ args, env });
      assert.equal(ci.exitCode, plain.exitCode);
      assert.equal(ci.stdout, plain.stdout);
      assert.match(ci.stderr, /^resizeguard: read 4 files \(7 objects\) in \d+\.\d s$/m);
      assert.match(ci.stderr, /^resizeguard: simulated 2 scenarios in \d+\.\d s$/m);
      assert.match(ci.stderr, /^resizeguard: wrote the report in \d+\.\d s\n$/m);
    }
    const off = await spawned.run({ args: [...args, '--no-progress'], env: { CI: 'true' } });
    assert.equal(off.stderr, '');
    assert.equal(off.stdout, plain.stdout);
  });
});
