/**
 * Tables fitted to a terminal's width: free-text columns wrap onto continuation lines within
 * their column, identifiers stay whole, nothing is cut, and without a width (pipes, files, CI)
 * or with room enough the table is exactly what it always was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { main, type CliIO } from '../../src/cli/main.ts';
import { renderTable } from '../../src/report/table.ts';
import { fittedWidths } from '../../src/report/table-fit.ts';
import { longestWord, wrapCell } from '../../src/report/table-wrap.ts';
import { ROOT } from '../helpers/cli.ts';

const HEADER = ['POD', 'NODE', 'OUTCOME', 'MESSAGE'];
const ROWS = [
  ['prod/web-0', 'node-1', 'Deferred', 'the node has 250m of CPU free and the resize asks for 500m more; no lower-priority pod to preempt'],
  ['prod/web-1', 'node-2', 'Completed', 'resized in place'],
  ['batch/report-7f9c', 'node-3', 'Infeasible', 'asks for more memory than any node allocates: 64Gi against at most 32Gi'],
];

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

/** The lines of the table, each row's cells taken back from the column offsets of its header. */
function columnText(table: string, column: number): string[] {
  const lines = table.split('\n');
  const start = lines[0]!.indexOf(HEADER[column]!);
  const end = column + 1 < HEADER.length ? lines[0]!.indexOf(HEADER[column + 1]!) : undefined;
  return lines.slice(1).map((l) => l.slice(start, end).trim());
}

describe('renderTable with a width', () => {
  it('at width 60 no line is longer than 60, and every word of every cell is still there', () => {
    const table = renderTable(HEADER, ROWS, '  ', { width: 60 });
    for (const line of table.split('\n')) assert.ok(line.length <= 60, `${line.length}: ${line}`);
    assert.deepEqual(words(table).sort(), [...HEADER, ...ROWS.flat()].flatMap(words).sort());
    assert.ok(table.split('\n').length > ROWS.length + 1, 'the long messages take continuation lines');
  });

  it('a wrapped cell stays in its column: the continuation lines leave the other columns blank', () => {
    const table = renderTable(HEADER, ROWS, '  ', { width: 60 });
    const pods = columnText(table, 0).filter((c) => c !== '');
    assert.deepEqual(pods, ['prod/web-0', 'prod/web-1', 'batch/report-7f9c']);
    const messages = columnText(table, 3);
    assert.equal(messages.join(' ').replace(/\s+/g, ' '), ROWS.map((r) => r[3]).join(' '));
  });

  it('identifiers are not wrapped: only the free-text columns give up room', () => {
    const table = renderTable(HEADER, ROWS, '  ', { width: 60 });
    for (const id of ['prod/web-0', 'batch/report-7f9c', 'node-3', 'Infeasible']) assert.ok(table.includes(id), id);
    // Too narrow for the identifiers themselves: the lines stay long rather than break a name.
    const narrow = renderTable(HEADER, ROWS, '  ', { width: 30 });
    for (const id of ['prod/web-0', 'batch/report-7f9c', 'node-3', 'Infeasible']) assert.ok(narrow.includes(id), id);
  });

  it('is exactly the table without a width when the width is unknown or there is room', () => {
    const plain = renderTable(HEADER, ROWS);
    assert.equal(renderTable(HEADER, ROWS, '  ', {}), plain);
    assert.equal(renderTable(HEADER, ROWS, '  ', { width: undefined }), plain);
    assert.equal(renderTable(HEADER, ROWS, '  ', { width: 500 }), plain);
    const widest = Math.max(...plain.split('\n').map((l) => l.length));
    assert.equal(renderTable(HEADER, ROWS, '  ', { width: widest }), plain);
    assert.notEqual(renderTable(HEADER, ROWS, '  ', { width: widest - 1 }), plain);
  });

  it('a very long word (a URL) is broken, losing no character', () => {
    const url = `https://example.com/${'a'.repeat(70)}/runbook`;
    const table = renderTable(['POD', 'DOCS'], [['prod/web-0', `see ${url}`]], '  ', { width: 60 });
    for (const line of table.split('\n')) assert.ok(line.length <= 60, line);
    assert.equal(columnTextOf(table, 'DOCS').join(''), `see${url}`);
  });

  it('a single identifier wider than the terminal is wrapped too, and kept whole', () => {
    const name = `prod/${'x'.repeat(90)}`;
    const table = renderTable(['POD', 'NODE'], [[name, 'node-1']], '  ', { width: 60 });
    assert.equal(columnTextOf(table, 'POD', 'NODE').join(''), name);
    assert.ok(table.split('\n').every((l) => l.length <= 60 + 'node-1'.length + 2));
  });

  it('when identifiers and words can fit, every line fits and every word stays (property)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-', '/'), minLength: 1, maxLength: 12 });
    const text = fc.array(word, { minLength: 1, maxLength: 12 }).map((ws) => ws.join(' '));
    const row = fc.tuple(word, text, text);
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), fc.integer({ min: 50, max: 120 }), (rows, width) => {
        const header = ['ID', 'REASON', 'MESSAGE'];
        const table = renderTable(header, rows, '  ', { width, wrap: [1, 2] });
        // Identifiers of at most 12, words of at most 12: the table always fits in 50.
        for (const line of table.split('\n')) assert.ok(line.length <= width, `${width}: ${line}`);
        assert.deepEqual(words(table).sort(), [...header, ...rows.flat()].flatMap(words).sort());
      }),
    );
  });
});

/** The text of one column (from its header's offset to the next header's), a line at a time, blanks dropped. */
function columnTextOf(table: string, name: string, next?: string): string[] {
  const lines = table.split('\n');
  const start = lines[0]!.indexOf(name);
  const end = next === undefined ? undefined : lines[0]!.indexOf(next);
  return lines
    .slice(1)
    .map((l) => l.slice(start, end).trim())
    .filter((c) => c !== '');
}

describe('wrapCell and fittedWidths', () => {
  it('wraps at spaces, breaks only words wider than the column', () => {
    assert.deepEqual(wrapCell('the node has no room', 8), ['the node', 'has no', 'room']);
    assert.deepEqual(wrapCell('PreemptedLowerPriority now', 10), ['PreemptedL', 'owerPriori', 'ty now']);
    assert.deepEqual(wrapCell('fits', 10), ['fits']);
    assert.deepEqual(wrapCell('≤ 30 s', 3), ['≤', '30', 's']);
    assert.equal(longestWord('cpu 4, memory 1Gi'), 6);
  });

  it('shrinks the widest free-text column first, never below its longest word, the identifiers not at all', () => {
    // ID 10, A 30 (longest word 6), B 20 (longest word 5): 60 + 4 gaps = 64.
    const fit = (room: number): readonly number[] => fittedWidths([10, 30, 20], [2, 1, 1], [0, 6, 5], [1, 2], room);
    assert.deepEqual(fit(100), [10, 30, 20]);
    assert.deepEqual(fit(54), [10, 20, 20]);
    assert.deepEqual(fit(50), [10, 18, 18]);
    assert.deepEqual(fit(30), [10, 8, 8]);
    // No word is longer than half the room: none is broken, the line stays too long.
    assert.deepEqual(fit(20), [10, 6, 5]);
  });
});

describe('the text report on a terminal', () => {
  async function report(args: readonly string[], columns: number | undefined): Promise<string> {
    let out = '';
    const io: CliIO = { cwd: ROOT, stdin: Readable.from([]), stdout: (t) => (out += t), stderr: () => undefined, writeFile: () => Promise.resolve(), columns };
    await main(args, io);
    return out;
  }

  it('fits the verbose tables to the width, and is unchanged without one or with room', async () => {
    const args = ['check', 'examples/kind-demo', '--verbose'];
    const plain = await report(args, undefined);
    assert.equal(await report(args, 400), plain);
    const fitted = await report(args, 150);
    assert.notEqual(fitted, plain);
    const tableLines = fitted.split('\n').filter((l) => l.startsWith('  '));
    for (const line of tableLines) assert.ok(line.length <= 150, line);
    assert.deepEqual(words(fitted).sort(), words(plain).sort());
  });

  it('the default report has no table: a width changes nothing', async () => {
    const args = ['check', 'examples/kind-demo'];
    assert.equal(await report(args, 60), await report(args, undefined));
  });
});
