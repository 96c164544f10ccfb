/**
 * Same input, byte-identical output: whatever the order of the paths on the
 * command line, a directory or the explicit list of its files, a glob, and run after run.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess, ROOT } from '../helpers/cli.ts';

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

interface Case {
  readonly name: string;
  /** Working directory, relative to the repository root. */
  readonly cwd: string;
  /** The folder, as given on the command line from `cwd`. */
  readonly dir: string;
  /** Extra spellings of the same input (globs, "./" prefixes). */
  readonly more: readonly (readonly string[])[];
  readonly exitCode: number;
}

const CASES: readonly Case[] = [
  { name: 'examples/kind-demo', cwd: '.', dir: 'examples/kind-demo', more: [['examples/kind-demo/*.yaml'], ['examples/kind-demo/']], exitCode: 0 },
  {
    name: 'test/fixtures/determinism (ties between nodes and pods, a duplicate object across files)',
    cwd: 'test/fixtures/determinism',
    dir: '.',
    more: [['./b.yaml', './a.yaml'], ['*.yaml']],
    exitCode: 1,
  },
  {
    name: 'test/fixtures/bad-input (broken files next to a valid cluster)',
    cwd: '.',
    dir: 'test/fixtures/bad-input',
    more: [['test/fixtures/bad-input/*.yaml']],
    exitCode: 1,
  },
];

/** All orders for up to 5 files; for more, the sorted list, its reverse and each rotation. */
function orders(files: readonly string[]): string[][] {
  if (files.length <= 5) return permutations(files);
  const rotations = files.map((_, i) => [...files.slice(i), ...files.slice(0, i)]);
  return [...rotations, [...files].reverse()];
}

for (const c of CASES) {
  describe(`determinism: ${c.name}`, () => {
    const cwd = path.join(ROOT, c.cwd);
    const listFiles = async (): Promise<string[]> => {
      const names = (await readdir(path.join(cwd, c.dir))).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();
      return names.map((f) => (c.dir === '.' ? f : `${c.dir}/${f}`));
    };

    for (const format of ['json', 'text'] as const) {
      it(`--format ${format}: every order of the files, the folder and a glob give byte-identical output`, async () => {
        const files = await listFiles();
        assert.ok(files.length >= 2, `${c.dir} has at least two files`);
        const spellings: (readonly string[])[] = [[c.dir], ...c.more, ...orders(files)];
        const reference = await inProcess.run({ args: ['check', c.dir, '--format', format], cwd });
        assert.equal(reference.exitCode, c.exitCode, reference.stderr);
        assert.equal(reference.stderr, '');
        for (const paths of spellings) {
          const r = await inProcess.run({ args: ['check', ...paths, '--format', format], cwd });
          assert.equal(r.exitCode, reference.exitCode, `exit code of check ${paths.join(' ')}`);
          assert.equal(r.stderr, reference.stderr, `stderr of check ${paths.join(' ')}`);
          assert.equal(r.stdout, reference.stdout, `stdout of check ${paths.join(' ')}`);
        }
      });
    }

    it('two runs of the same command give the same bytes', async () => {
      const files = await listFiles();
      const reversed = [...files].reverse();
      for (const args of [
        ['check', c.dir, '--format', 'json'],
        ['check', ...reversed],
      ]) {
        const first = await inProcess.run({ args, cwd });
        const second = await inProcess.run({ args, cwd });
        assert.deepEqual(second, first);
      }
    });
  });
}

/**
 * The model is a set of objects: the order of the documents is not an input (shuffling
 * the documents or the files gives the same report). Each document of
 * test/fixtures/determinism goes to its own file, and the file names are permuted; the reports
 * must be equal apart from where findings point. (The duplicate Pod is left out: which of two
 * definitions wins is defined by file order.)
 */
describe('determinism: the order of the documents does not change the simulation', () => {
  const temps: string[] = [];
  after(async () => {
    await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
  });

  interface Finding {
    file?: string;
    line?: number;
    column?: number;
    ruleId: string;
    message: string;
  }

  /** The report without finding positions (they follow the files), findings sorted by content. */
  function positionFree(stdout: string): unknown {
    const report = JSON.parse(stdout) as { findings: Finding[] };
    const findings = report.findings
      .map((f) => {
        const rest: Partial<Finding> = { ...f };
        delete rest.file;
        delete rest.line;
        delete rest.column;
        return rest;
      })
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    return { ...report, findings };
  }

  it('one file per document, in five different orders, gives the same report', async () => {
    const source = path.join(ROOT, 'test', 'fixtures', 'determinism');
    const documents: string[] = [];
    for (const file of ['a.yaml', 'b.yaml']) {
      const text = await readFile(path.join(source, file), 'utf8');
      documents.push(...text.split(/^---\n/m).filter((d) => !/^ {2}name: dup$/m.test(d)));
    }
    assert.equal(documents.length, 7);
    const tmp = await mkdtemp(path.join(tmpdir(), 'resizeguard-order-'));
    temps.push(tmp);
    const shuffles = [
      [0, 1, 2, 3, 4, 5, 6],
      [6, 5, 4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3, 6, 5],
      [5, 3, 1, 6, 4, 2, 0],
      [3, 4, 5, 6, 0, 1, 2],
    ];
    const reports: { order: number[]; report: unknown }[] = [];
    for (const [k, order] of shuffles.entries()) {
      const dir = path.join(tmp, `order-${k}`);
      await mkdir(dir);
      await Promise.all(order.map((doc, i) => writeFile(path.join(dir, `${String(i).padStart(2, '0')}.yaml`), documents[doc] ?? '')));
      const r = await inProcess.run({ args: ['check', `order-${k}`, '--format', 'json'], cwd: tmp });
      assert.equal(r.stderr, '');
      reports.push({ order, report: positionFree(r.stdout) });
    }
    const [first, ...rest] = reports as [(typeof reports)[number], ...typeof reports];
    for (const other of rest) assert.deepEqual(other.report, first.report, `documents in order ${other.order.join(',')} vs ${first.order.join(',')}`);
  });
});
