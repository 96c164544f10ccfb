/** Objects per file, nesting depth and string size (src/load/bounds.ts withinBounds, through parseSource). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_BOUNDS } from '../../src/core/bounds.ts';
import { parseSource } from '../../src/load/index.ts';

const cm = (name: string, data = '{}'): string => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: ${data}\n`;
const bounds = (over: Partial<typeof DEFAULT_BOUNDS>) => ({ ...DEFAULT_BOUNDS, ...over });

function read(path: string, text: string, over: Partial<typeof DEFAULT_BOUNDS> = {}): { names: unknown[]; problems: string[] } {
  const r = parseSource({ path, text }, bounds(over));
  return {
    names: r.documents.map((d) => (d.value as { metadata: { name: string } }).metadata.name),
    problems: r.diagnostics.map((d) => `${d.ruleId} ${d.range.start.line}:${d.range.start.column} ${d.message}`),
  };
}

describe('parse bounds', () => {
  it('documentsPerFile: the objects past it are not read, one error at the first of them; list items count', () => {
    const yaml = read('a.yaml', [cm('a'), cm('b'), cm('c')].join('---\n'), { documentsPerFile: 2 });
    assert.deepEqual(yaml.names, ['a', 'b']);
    assert.deepEqual(yaml.problems, [
      'input/too-large 11:1 the file holds 3 objects, more than the 2 one file may hold here (bounds.documentsPerFile); the 1 from this one on are not read',
    ]);
    const list = JSON.stringify(
      { apiVersion: 'v1', kind: 'List', items: ['a', 'b', 'c'].map((name) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name } })) },
      null,
      1,
    );
    const json = read('l.json', list, { documentsPerFile: 1 });
    assert.deepEqual(json.names, ['a']);
    assert.match(json.problems[0]!, /^input\/too-large \d+:\d+ the file holds 3 objects, more than the 1 .* the 2 from this one on are not read$/);
  });

  it('nestingDepth: an object nesting deeper is left out with an error at the place; the others are read', () => {
    const deep = (d: number) => cm('deep', `{a: ${'['.repeat(d)}${']'.repeat(d)}}`);
    // The root mapping, data and d sequences: d + 2 levels.
    assert.deepEqual(read('a.yaml', deep(8), { nestingDepth: 10 }).problems, []);
    const over = read('a.yaml', `${deep(9)}---\n${cm('ok')}`, { nestingDepth: 10 });
    assert.deepEqual(over.names, ['ok']);
    assert.deepEqual(over.problems, [
      'input/too-large 4:19 the object nests more than 10 mappings and sequences deep here (bounds.nestingDepth); the object is left out',
    ]);
    // Deeper than the YAML parser follows is past the default bound in JSON, which V8 parses at any depth.
    const json = `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"x"},"data":${'['.repeat(20000)}${']'.repeat(20000)}}`;
    assert.match(read('a.json', json).problems[0]!, /^input\/too-large 1:\d+ the object nests more than 512 mappings/);
  });

  it('scalarBytes counts UTF-8 bytes, of values and keys', () => {
    assert.deepEqual(read('a.yaml', cm('a', '{k: ééééé}'), { scalarBytes: 10 }).problems, [], 'five two-byte characters are 10 bytes');
    assert.deepEqual(read('a.yaml', cm('a', '{k: éééééé}'), { scalarBytes: 10 }).problems, [
      'input/too-large 4:11 a string of 12 bytes, more than the 10 one string may hold here (bounds.scalarBytes); the object is left out',
    ]);
    assert.deepEqual(read('a.yaml', cm('a', '{kkkkkkkkkkk: v}'), { scalarBytes: 10 }).problems, [
      'input/too-large 4:8 a key of 11 bytes, more than the 10 one string may hold here (bounds.scalarBytes); the object is left out',
    ]);
  });

  it("the defaults read a 20 MB string as too large and a 1 MiB ConfigMap (the API server's own limit) as fine", () => {
    assert.deepEqual(read('a.yaml', cm('a', `{k: "${'x'.repeat(1024 * 1024)}"}`)).problems, []);
    assert.match(
      read('a.yaml', cm('a', `{k: "${'x'.repeat(20_000_000)}"}`)).problems[0]!,
      /^input\/too-large 4:11 a string of 20000000 bytes, more than the 4194304/,
    );
  });
});

describe('parseAllWithLongStrings', () => {
  it('sets aside double-quoted strings over the bound before they are composed, at any depth, offsets unchanged', async () => {
    const { parseAllWithLongStrings } = await import('../../src/load/yaml-long-strings.ts');
    const text = 'a: "short"\nb: {c: ["0123456789abc"]}\nd: "multi\n  line string"\n---\n"top level string"\n';
    const { docs, long } = parseAllWithLongStrings(text, {}, undefined, 10);
    assert.deepEqual(
      long.map((l) => [text.slice(l.offset, l.offset + 5), l.bytes]),
      [
        ['"0123', 13],
        ['"mult', 19],
        ['"top ', 16],
      ],
    );
    assert.ok(Array.isArray(docs) && docs.length === 2);
    const first = docs[0]!.toJS() as { a: string; b: { c: string[] }; d: string };
    assert.equal(first.a, 'short');
    assert.equal(first.b.c[0], 'x'.repeat(13), 'composed as a same-length placeholder, never as the string');
    assert.equal(docs[1]!.contents?.range[0], text.indexOf('"top'), 'later offsets unchanged');
    assert.deepEqual(parseAllWithLongStrings(text, {}, undefined, 100).long, []);
  });
});
