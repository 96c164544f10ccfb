/** Colour only on a terminal: the bin sets io.color from isTTY and NO_COLOR; files and pipes stay plain. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { main, type CliIO } from '../../src/cli/main.ts';
import { ROOT } from '../helpers/cli.ts';
import { spawned } from '../helpers/cli.ts';

async function runInProcess(color: boolean): Promise<string> {
  let out = '';
  const io: CliIO = { cwd: ROOT, stdin: Readable.from([]), stdout: (t) => (out += t), stderr: () => undefined, writeFile: () => Promise.resolve(), color };
  await main(['check', 'examples/kind-demo'], io);
  return out;
}

describe('text colour', () => {
  it('colours rule ids and locations when the output is a terminal', async () => {
    const colored = await runInProcess(true);
    assert.match(colored, /\u001b\[33m\[resize\/preempts\]\u001b\[0m/);
    const plain = await runInProcess(false);
    assert.doesNotMatch(plain, /\u001b\[/);
    assert.equal(colored.replace(/\u001b\[[0-9;]*m/g, ''), plain);
  });

  it('a pipe gets no colour, and NO_COLOR is honoured', async () => {
    const r = await spawned.run({ args: ['check', 'examples/kind-demo'] });
    assert.doesNotMatch(r.stdout, /\u001b\[/);
  });
});

describe('when the text report is coloured', () => {
  it('a terminal without NO_COLOR; FORCE_COLOR anywhere (but 0 or false); never a pipe otherwise', async () => {
    const { colorWanted } = await import('../../src/cli/color.ts');
    assert.equal(colorWanted({}, true), true);
    assert.equal(colorWanted({ NO_COLOR: '1' }, true), false);
    assert.equal(colorWanted({}, false), false);
    assert.equal(colorWanted({ FORCE_COLOR: '1' }, false), true);
    assert.equal(colorWanted({ FORCE_COLOR: '0' }, true), false);
    assert.equal(colorWanted({ FORCE_COLOR: 'false', NO_COLOR: '' }, true), false);
  });
});
