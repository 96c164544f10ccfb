/**
 * The block-style position index (src/load/yaml-block-index.ts) against the `yaml` package:
 * every range it gives is the one `yaml` gives, and it declines what it cannot give exactly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { corpus } from '../../scripts/fuzz-lib.ts';
import { LineIndex } from '../../src/core/source.ts';
import type { PathSegment } from '../../src/load/document.ts';
import { blockIndex, locateInBlock } from '../../src/load/yaml-block-index.ts';
import { fastYamlDocuments } from '../../src/load/yaml-fast.ts';
import { parseYamlSourceFull } from '../../src/load/yaml.ts';
import { ROOT } from '../helpers/cli.ts';

/** Every path in `value`, each also with a segment that is not there. */
function paths(value: unknown): PathSegment[][] {
  const out: PathSegment[][] = [[], ['absent']];
  const stack: [unknown, PathSegment[]][] = [[value, []]];
  while (stack.length > 0) {
    const [v, p] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    for (const [k, child] of Object.entries(v)) {
      const next = [...p, Array.isArray(v) ? Number(k) : k];
      out.push(next, [...next, 'absent'], [...next, 3]);
      stack.push([child, next]);
    }
  }
  return out;
}

/** Compares the index with `yaml` on every path of every document; how many lookups it answered, and of how many. */
function compare(text: string, name = 'text'): { answered: number; asked: number; indexed: number } {
  const fast = fastYamlDocuments(text, Number.MAX_SAFE_INTEGER);
  assert.ok(fast !== undefined, `${name}: the fast path reads it`);
  const full = parseYamlSourceFull({ path: name, text }).documents;
  const lines = new LineIndex(text);
  let answered = 0;
  let asked = 0;
  let indexed = 0;
  // The documents the fast path read itself (not those it leaves to `yaml`), each against the full parser's of the same index.
  const kept = fast.filter((d) => d.full !== true && d.value !== null && d.value !== undefined);
  const byIndex = new Map(full.map((d) => [d.order[0], d]));
  kept.forEach((doc) => {
    const same = byIndex.get(doc.index);
    assert.ok(same !== undefined, `${name}: document ${doc.index} is one of the full parser's`);
    const root = blockIndex(text, doc.start, doc.end);
    if (root === undefined) return;
    indexed++;
    for (const p of paths(doc.value))
      for (const part of ['key', 'value'] as const) {
        asked++;
        const found = locateInBlock(root, p, part);
        if (found === undefined) continue;
        answered++;
        const range = { start: lines.positionAt(found[0]), end: lines.positionAt(found[1]) };
        assert.deepStrictEqual(range, same.locate(p, part), `${name} document ${doc.index} ${p.join('.')} ${part}`);
      }
  });
  return { answered, asked, indexed };
}

/** Whether the index takes the document of `text` at all. */
function indexes(text: string): boolean {
  return compare(text).indexed === 1;
}

describe('YAML block index', () => {
  it('gives the ranges yaml gives on every example and fixture, and answers most key lookups there', () => {
    let answered = 0;
    let asked = 0;
    for (const file of corpus(ROOT, ['examples', 'test/fixtures']).filter((f) => /\.ya?ml$/i.test(f))) {
      const text = readFileSync(file, 'utf8');
      if (fastYamlDocuments(text, Number.MAX_SAFE_INTEGER) === undefined) continue;
      const c = compare(text, file);
      answered += c.answered;
      asked += c.asked;
    }
    assert.ok(answered > asked / 2, `answered ${answered} of ${asked}`);
  });

  it('reads compact and same-indentation sequences, quoted keys, comments, CRLF and block scalars', () => {
    const texts = [
      'apiVersion: apps/v1\nkind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n      - name: app\n        image: "nginx:1"  # pinned\n        resources: {requests: {cpu: 1}}\n      - name: side\n        args:\n          - -v\n          - --flag=x\n',
      '---\n# leading comment\n"quoted key": 1\n\'single\': two\ntabbed:\tvalue\nplain: a b  c # comment\nurl: http://example.com/a#b\n',
      'a: 1\r\nb:\r\n  c: "x"\r\n  d:\r\n  - 1\r\n  - 2\r\n',
      'script: |\n  key: not a key\n  - not an item\n\n  # not a comment\nafter: 1\nfolded: >-\n   text\n   more\nlast: z\n',
      '- a\n- - b\n  - c\n-\n  d: e\n- {f: g}\n- [h]\n-\n',
      'top:\n  empty:\n  next: 1\nother: ~\n',
    ];
    for (const text of texts) {
      const c = compare(text);
      assert.equal(c.indexed, 1, text);
      assert.ok(c.answered > 0, text);
    }
  });

  it("gives a collection's range as yaml does: to the line break after its last scalar, blank lines not included", () => {
    const texts = [
      'spec:\n  resizes:\n    - target:\n        kind: D\n      containers:\n        - name: app # c\n\n    - target: x\n      n: 1\n\n   \nother: 1\n',
      'a:\n  b: 1\r\n  c:\r\n  - "q"  \r\nz: 2\r\n',
      'l:\n- a: 1\n  b: 2\n- 3', // no line break at the end
      'a:\n  b: 1\n    \n  c: 3\n',
    ];
    for (const text of texts) {
      const root = blockIndex(text, 0, text.length)!;
      const collections = paths(parseYamlSourceFull({ path: 't', text }).documents[0]!.value).filter((p) => {
        const r = p.length > 0 ? locateInBlock(root, p, 'value') : undefined;
        return r !== undefined && /\n|:|^- /.test(text.slice(r[0], r[1]));
      });
      assert.ok(collections.length >= 2, `${JSON.stringify(text)}: ${collections.length} collections answered`);
      compare(text);
    }
    // A comment line after the last scalar: yaml takes it into the collection or not by its
    // indentation; the index leaves that to yaml.
    for (const text of ['a:\n  b: 1\n  # comment\nc: 2\n', 'a:\n  - x\n      # deeper\n\nc: 2\n', 'a:\n  b: 1\n# left\n']) {
      const root = blockIndex(text, 0, text.length)!;
      assert.equal(locateInBlock(root, ['a'], 'value'), undefined, text);
      assert.notEqual(locateInBlock(root, ['a'], 'key'), undefined, text);
      compare(text);
    }
  });

  it('declines what only yaml places exactly', () => {
    const declined = [
      'true: 1\n', // the core schema reads the key as a boolean
      'on: x\nFalse: y\n',
      '"esc\\"aped": 1\n', // an escape in a quoted key
      "'it''s': 1\n",
      'a: b\n  c\n', // a plain scalar over two lines
      'a: "b\n  c"\n', // a quoted one
      'a: [1,\n  2]\n', // a flow collection over two lines
      'a: |2\n    x\n', // an indentation indicator
      '-\tx\n', // a tab after the indicator
      '1: x\n', // a key the core schema reads as a number
      '"a":b\n', // a JSON-style key against its value
      '{a: 1}\n', // a flow collection as the root
      'scalar\n',
    ];
    let seen = 0;
    for (const text of declined) {
      if (fastYamlDocuments(text, Number.MAX_SAFE_INTEGER) === undefined) continue; // the full parser reads it already
      seen++;
      assert.equal(indexes(text), false, text);
    }
    assert.ok(seen >= 10, `${seen} of them reach the index`);
  });

  it('places keys 700 levels deep (past the nesting bound, within what the parsers read) as yaml does', () => {
    let text = 'data:\n';
    for (let i = 1; i <= 700; i++) text += `${'  '.repeat(i)}a:\n`;
    text += `${'  '.repeat(701)}b: 1\n`;
    const root = blockIndex(text, 0, text.length);
    assert.ok(root !== undefined);
    const path = ['data', ...Array.from({ length: 700 }, () => 'a'), 'b'];
    const found = locateInBlock(root, path, 'value');
    const full = parseYamlSourceFull({ path: 'deep.yaml', text }).documents[0]!;
    const lines = new LineIndex(text);
    assert.deepStrictEqual({ start: lines.positionAt(found![0]), end: lines.positionAt(found![1]) }, full.locate(path));
  });

  it('names the deepest node there for a path that is not all there, as yaml does', () => {
    const text = 'spec:\n  template:\n    metadata:\n      labels: {app: web}\n    spec:\n      containers:\n      - name: app\n';
    const root = blockIndex(text, 0, text.length)!;
    const at = (p: PathSegment[], part: 'key' | 'value'): string | undefined => {
      const r = locateInBlock(root, p, part);
      return r === undefined ? undefined : text.slice(r[0], r[1]);
    };
    assert.equal(at(['spec', 'template', 'metadata', 'name'], 'key'), 'metadata');
    assert.equal(at(['spec', 'template', 'spec', 'containers', 0, 'resources'], 'key'), 'name: app\n'); // the item, a map, to its line break
    assert.equal(at(['spec', 'template', 'spec', 'containers', 0, 'name'], 'value'), 'app');
    assert.equal(at(['spec', 'template', 'metadata', 'labels', 'app'], 'key'), undefined); // inside a flow map: yaml
    assert.equal(at(['absent'], 'key'), undefined); // the root: yaml
    compare(text);
  });
});
