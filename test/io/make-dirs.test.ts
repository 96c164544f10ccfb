/** Output folders are made one at a time: a path that cannot hold folders fails at once (Node 20's recursive mkdir spins on it). */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { makeDirectories } from '../../src/io/make-dirs.ts';
import { BIN, ROOT } from '../helpers/cli.ts';

describe('makeDirectories', () => {
  it('makes every missing folder, and accepts one that exists', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rg-dirs-'));
    await makeDirectories(path.join(dir, 'a', 'b', 'c'));
    await makeDirectories(path.join(dir, 'a', 'b', 'c'));
    assert.ok((await stat(path.join(dir, 'a', 'b', 'c'))).isDirectory());
  });

  it('a file in the way is ENOTDIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rg-dirs-'));
    await writeFile(path.join(dir, 'f'), '');
    await assert.rejects(makeDirectories(path.join(dir, 'f', 'sub')), { code: 'ENOTDIR' });
  });

  it('--output under /proc is exit 2 with a message, not a hang', { skip: process.platform !== 'linux' }, () => {
    const r = spawnSync(process.execPath, [BIN, 'check', 'examples/kind-demo', '--output', '/proc/nope/r.json'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, /--output: cannot write "\/proc\/nope\/r\.json"/);
  });
});
