/** addDuplicateKeyErrors (src/load/yaml-duplicate-keys.ts) against `yaml`'s own `uniqueKeys: true`. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { corpus, MUTATIONS, prng } from '../../scripts/fuzz-lib.ts';
import { addDuplicateKeyErrors } from '../../src/load/yaml-duplicate-keys.ts';
import { parseYamlSourceFull } from '../../src/load/yaml.ts';
import { ROOT } from '../helpers/cli.ts';

/**
 * The duplicate-key errors of every document, as [document, start offset]: `yaml`'s own, or
 * addDuplicateKeyErrors' composing a document again (exact) or not (the key's own start).
 */
function duplicates(text: string, how: 'yaml' | 'exact' | 'linear'): [number, number][] {
  const docs = parseAllDocuments(text, { uniqueKeys: how === 'yaml', merge: true });
  if (!Array.isArray(docs)) return [];
  if (how !== 'yaml') addDuplicateKeyErrors(text, docs, { merge: true }, () => how === 'exact');
  return docs.flatMap((doc, i) => doc.errors.filter((e) => e.code === 'DUPLICATE_KEY').map((e): [number, number] => [i, e.pos[0]]));
}

/** How many duplicates each document has. */
const perDocument = (found: [number, number][]): number[] => found.map(([doc]) => doc).sort((a, b) => a - b);

describe('duplicate keys in linear time', () => {
  it('finds what uniqueKeys finds, where it finds it', () => {
    const texts = [
      'a: 1\na: 2\n',
      'a: 1\n\'a\': 2\n"a": 3\n',
      '1: a\n1.0: b\n0x1: c\n',
      '0: a\n-0: b\n',
      '.nan: a\n.nan: b\n',
      '&x a: 1\na: 2\n',
      '!!str 1: a\n"1": b\n',
      'a: &k b\n*k : 1\n*k : 2\n',
      '{a: 1, b: 2, a: 3}\n',
      'x:\n  y: 1\n  y: 2\nz: [{p: 1, p: 2}]\n',
      '? {a: 1, a: 2}\n: v\n',
      '<<: {a: 1}\n<<: {b: 2}\n',
      '~: 1\nnull: 2\n: 3\n',
      'true: 1\nTrue: 2\n',
      'a: 1\n---\nb: 1\nb: 2\n---\nc: 1\nc: 1\nc: 1\n',
    ];
    for (const text of texts) {
      const own = duplicates(text, 'yaml');
      assert.deepEqual(duplicates(text, 'exact'), own, JSON.stringify(text));
      assert.deepEqual(perDocument(duplicates(text, 'linear')), perDocument(own), JSON.stringify(text));
    }
    assert.ok(texts.filter((t) => duplicates(t, 'yaml').length > 0).length >= 10, 'most of the cases hold duplicates');
  });

  it('agrees on every example and fixture and 2,000 mutants of them with a key written twice', () => {
    const rnd = prng(0xd0b1e);
    const files = corpus(ROOT, ['examples', 'test/fixtures']).filter((f) => /\.ya?ml$/i.test(f));
    const names = Object.keys(MUTATIONS).sort();
    for (let i = 0; i < 2000; i++) {
      let text = readFileSync(files[Math.floor(rnd() * files.length)]!, 'utf8');
      text = MUTATIONS[names[Math.floor(rnd() * names.length)]!]!(text, rnd);
      // Write one line again right after itself: a key twice in its map, whatever the line holds.
      const lines = text.split('\n');
      const at = Math.floor(rnd() * lines.length);
      lines.splice(at, 0, lines[at]!);
      const twice = lines.join('\n');
      const own = duplicates(twice, 'yaml');
      assert.deepEqual(duplicates(twice, 'exact'), own, `mutant ${i}`);
      assert.deepEqual(perDocument(duplicates(twice, 'linear')), perDocument(own), `mutant ${i}`);
    }
  });

  it('the loader reports a duplicate key as before: an input/yaml-syntax error at the second key', () => {
    const { diagnostics, documents } = parseYamlSourceFull({ path: 'd.yaml', text: 'a: 1\nb:\n  c: 1\n  c: 2\n' });
    assert.deepEqual(documents, []);
    assert.deepEqual(
      diagnostics.map((d) => [d.ruleId, d.message, d.range.start.line, d.range.start.column]),
      [['input/yaml-syntax', 'map keys must be unique', 4, 3]],
    );
  });
});
