/**
 * A large JSON report is stringified without indentation and indented and encoded on a second
 * thread (core/json-indent.ts, report/json-bytes.ts). The bytes must be those of the report
 * written in one thread, JSON.stringify with a `space` of 2, whatever the values hold and
 * whatever happens to the worker; the published command takes that path for a report of
 * JSON_BYTES_ITEMS items or more, to standard output and to --output alike.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { LintResult } from '../../src/index.ts';
import { indentJson } from '../../src/core/json-indent.ts';
import { jsonBytes } from '../../src/report/json-bytes.ts';
import { formatJson, jsonItemCount } from '../../src/report/json.ts';
import { JSON_BYTES_ITEMS } from '../../src/run/check.ts';
import { buildCli, spawned } from '../helpers/cli.ts';
import { GeneratedCluster } from '../helpers/generated.ts';
import { withTrickyNames } from '../helpers/tricky-names.ts';

const indented = (value: unknown): string => Buffer.from(indentJson(Buffer.from(JSON.stringify(value), 'utf8'), 0, 0)).toString('utf8');

/** Strings with what could be taken for structure: brackets, commas, colons, quotes, backslashes, escapes, other scripts. */
const tricky = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', '{}', '[]', '{"a":[1,2]}', 'a,b:c', '\\', '\\"', '"', '\\\\"', '\u2028', 'caf\u00e9 \ud83d\ude00', '\ud800', '\u0000\u001f\u007f'),
);

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1e21, -1e-7, 0.1, -0),
    tricky,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(tricky, tie('value'), { maxKeys: 5 }),
  ),
})).value;

async function joined(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const c of chunks) parts.push(c);
  return Buffer.concat(parts).toString('utf8');
}

describe('indentJson', () => {
  it('indents JSON.stringify(value) as JSON.stringify(value, null, 2) does, for any JSON value', () => {
    fc.assert(
      fc.property(json, (value) => {
        assert.equal(indented(value), JSON.stringify(value, null, 2));
      }),
      { numRuns: 3000, seed: 19 },
    );
  });

  it('empty objects and arrays stay on one line, at any depth; the cut takes bytes from both ends of the indented text', () => {
    const value = { a: [], b: {}, c: [[], {}, [{}]], d: { e: [1, { f: [] }] } };
    assert.equal(indented(value), JSON.stringify(value, null, 2));
    const whole = Buffer.from(JSON.stringify(value, null, 2), 'utf8');
    const cut = indentJson(Buffer.from(JSON.stringify(value), 'utf8'), 5, 7);
    assert.deepEqual(Buffer.from(cut), whole.subarray(5, whole.length - 7));
  });

  it('grows its output for text that indents to more than half again its length', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 300; i++) deep = [deep, {}];
    assert.equal(indented(deep), JSON.stringify(deep, null, 2));
  });
});

describe('the JSON report as bytes', () => {
  let g: GeneratedCluster;
  let result: LintResult;
  before(async () => {
    g = await GeneratedCluster.write('rg-json-bytes-', 12);
    result = g.lint();
  });
  after(() => g.remove());

  it('are the UTF-8 of formatJson, non-ASCII names and JSON-looking messages included', async () => {
    assert.equal(await joined(jsonBytes(result)), formatJson(result));
    const changed = withTrickyNames(result);
    assert.equal(await joined(jsonBytes(changed)), formatJson(changed));
  });

  it("are the worker's answers for the pieces it indents: its source holds indentJson whole (nothing outside it)", async () => {
    const marking = `const { parentPort } = require('node:worker_threads'); parentPort.on('message', ({ id }) => { const b = new TextEncoder().encode('<W>'); parentPort.postMessage({ id, buffer: b.buffer, offset: 0, length: b.length }, [b.buffer]); });`;
    const text = await joined(jsonBytes(result, marking));
    assert.ok(text.split('<W>').length > 3, 'several pieces indented by the worker');
    assert.ok(text.startsWith('{\n  "schemaVersion": 1,'), 'the first members are written here');
    // In a context of its own, as the worker's: it can reach nothing of this module.
    const standalone = vm.runInNewContext(`(${indentJson.toString()})`) as typeof indentJson;
    assert.equal(Buffer.from(standalone(Buffer.from(JSON.stringify({ a: [1, {}] })), 0, 0)).toString(), JSON.stringify({ a: [1, {}] }, null, 2));
  });

  it('are the same when the worker cannot start, dies at once, or fails partway', async () => {
    const expected = formatJson(result);
    const broken = [
      'this is not JavaScript',
      'process.exit(1)',
      `const { parentPort } = require('node:worker_threads'); let n = 0; parentPort.on('message', () => { if (++n === 3) throw new Error('worker failed'); });`,
    ];
    for (const source of broken) assert.equal(await joined(jsonBytes(result, source)), expected, source);
  });
});

describe('the published command with a report of JSON_BYTES_ITEMS items or more', () => {
  let g: GeneratedCluster;
  before(async () => {
    await buildCli();
    g = await GeneratedCluster.write('rg-json-bytes-cli-', 350);
  });
  after(() => g.remove());

  it('writes the same bytes to standard output and to --output as formatJson', async () => {
    const result = g.lint();
    assert.ok(jsonItemCount(result) >= JSON_BYTES_ITEMS, `${jsonItemCount(result)} items`);
    const expected = formatJson(result);
    const args = ['check', 'cluster.json', 'scenario.json', '--fail-on', 'none', '--format', 'json'];
    const printed = await spawned.run({ args, cwd: g.dir });
    assert.equal(printed.exitCode, 0, printed.stderr);
    assert.ok(printed.stdout === expected, 'standard output');
    const written = await spawned.run({ args: [...args, '--output', 'out/report.json'], cwd: g.dir });
    assert.equal(written.exitCode, 0, written.stderr);
    assert.ok((await readFile(path.join(g.dir, 'out', 'report.json'), 'utf8')) === expected, '--output');
  });
});
