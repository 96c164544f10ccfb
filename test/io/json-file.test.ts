/**
 * A large JSON report written into a file by a second thread (io/json-file.ts): the file
 * holds the bytes of formatJson whatever happens to the worker, which writes each piece at its
 * own offset and says where it ends; what it leaves, the main thread writes from there.
 */
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LintResult } from '../../src/index.ts';
import { WORKER_SOURCE, writeJsonFile } from '../../src/io/json-file.ts';
import { formatJson, jsonPieces } from '../../src/report/json.ts';
import { GeneratedCluster } from '../helpers/generated.ts';
import { withTrickyNames } from '../helpers/tricky-names.ts';

describe('writeJsonFile', () => {
  let g: GeneratedCluster;
  let result: LintResult;
  let dir: string;
  before(async () => {
    g = await GeneratedCluster.write('rg-json-file-', 12);
    result = g.lint();
    dir = mkdtempSync(path.join(tmpdir(), 'rg-json-file-out-'));
  });
  after(() => {
    g.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  let n = 0;
  async function written(r: LintResult, source?: string): Promise<string> {
    const file = path.join(dir, `report-${n++}.json`);
    const fd = openSync(file, 'w');
    try {
      await (source === undefined ? writeJsonFile(jsonPieces(r, true), fd) : writeJsonFile(jsonPieces(r, true), fd, source));
    } finally {
      closeSync(fd);
    }
    return readFileSync(file, 'utf8');
  }

  it('writes the bytes of formatJson, non-ASCII names and JSON-looking messages included', async () => {
    assert.ok([...jsonPieces(result, true)].length > 3, 'several pieces');
    assert.equal(await written(result), formatJson(result));
    const changed = withTrickyNames(result);
    assert.equal(await written(changed), formatJson(changed));
  });

  it("holds the worker's writes: it writes every piece, at the offsets it acknowledges", async () => {
    const marking = `const { parentPort } = require('node:worker_threads'); const { writeSync } = require('node:fs'); let at = 0;
      parentPort.on('message', ({ id, fd }) => { at += writeSync(fd, Buffer.from('<W>'), 0, 3, at); parentPort.postMessage({ id, end: at }); });`;
    assert.equal(await written(result, marking), '<W>'.repeat([...jsonPieces(result, true)].length));
  });

  it('holds the same bytes when the worker cannot start, dies, fails partway, or leaves bytes past its last acknowledged piece', async () => {
    const expected = formatJson(result);
    const broken = [
      'this is not JavaScript',
      'process.exit(1)',
      `const { parentPort } = require('node:worker_threads'); let n = 0; parentPort.on('message', () => { if (++n === 3) throw new Error('worker failed'); });`,
      // Writes the fourth piece, and stray bytes after it, then dies before saying so.
      WORKER_SOURCE.replace(
        'position += bytes.length;',
        "position += bytes.length; if (id === 3) { writeSync(fd, Buffer.from('GARBAGE'), 0, 7, position); process.exit(1); }",
      ),
      // Says the second piece failed: it writes nothing more.
      WORKER_SOURCE.replace('const encoded =', "if (id === 1) throw new Error('disk full'); const encoded ="),
    ];
    assert.notEqual(broken[3], WORKER_SOURCE);
    for (const source of broken) assert.equal(await written(result, source), expected, source);
  });

  it('throws what the file refuses here too (a descriptor not open for writing)', async () => {
    const file = path.join(dir, 'read-only.json');
    writeFileSync(file, '');
    const fd = openSync(file, 'r');
    try {
      await assert.rejects(writeJsonFile(jsonPieces(result, true), fd), (err: NodeJS.ErrnoException) => err.code === 'EBADF');
    } finally {
      closeSync(fd);
    }
  });
});
