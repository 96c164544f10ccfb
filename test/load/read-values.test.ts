import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readValues, unmarshalYaml } from '../../src/load/read-values.ts';

/**
 * Each text with what `helm template -f` (v4.1.4 and v3.21) gives a template of the chart
 * (`{{ kindOf $v }}={{ $v }}` of each value): the same in both.
 */
const HELM_READS: readonly (readonly [string, string, Record<string, unknown>])[] = [
  [
    'a key given twice is the last one',
    'workers:\n  enabled: false\nreplicaCount: 4\nworkers:\n  enabled: true\n',
    { workers: { enabled: true }, replicaCount: 4 },
  ],
  ['a merge key applies its map', 'defaults: &d\n  replicaCount: 4\napp:\n  <<: *d\n', { defaults: { replicaCount: 4 }, app: { replicaCount: 4 } }],
  [
    'a merge overwrites the keys before it, the keys after it overwrite the merge',
    'b: &b {x: 1, z: 1}\nm:\n  x: 9\n  z: 9\n  <<: *b\n  z: 8\n',
    { b: { x: 1, z: 1 }, m: { x: 1, z: 8 } },
  ],
  [
    'of a list of merged maps the first wins',
    'b1: &b1 {x: 1, z: 1}\nb2: &b2 {x: 2, w: 2}\nm:\n  <<: [*b2, *b1]\n',
    { b1: { x: 1, z: 1 }, b2: { x: 2, w: 2 }, m: { x: 2, z: 1, w: 2 } },
  ],
  ['two merge keys: the later overwrites', 'b1: &b1 {x: 1}\nb2: &b2 {x: 2}\nm:\n  <<: *b1\n  <<: *b2\n', { b1: { x: 1 }, b2: { x: 2 }, m: { x: 2 } }],
  ['a quoted "<<" is a key', 'm:\n  "<<": {x: 1}\n', { m: { '<<': { x: 1 } } }],
  [
    'YAML 1.1 booleans',
    'a: yes\nb: no\nc: on\nd: off\nf: y\ng: n\nj: True\nk: NO\ns: "yes"\nt: Yes please\n',
    { a: true, b: false, c: true, d: false, f: true, g: false, j: true, k: false, s: 'yes', t: 'Yes please' },
  ],
  ['a boolean or number key becomes its text', 'yes: k\nn: ~\n0777: o\n1.0: f\n', { true: 'k', false: null, '511': 'o', '1': 'f' }],
  ['numbers as go-yaml reads them', 'e: 0777\nh: 1_000\ni: 0x1F\nl: 0o17\no: 1e3\np: .5\n', { e: 511, h: 1000, i: 31, l: 15, o: 1000, p: 0.5 }],
  ['a timestamp stays text', 'm: 2001-12-14\n', { m: '2001-12-14' }],
  ['an empty text or a null document is no values', '# nothing\n', {}],
];

describe('readValues: YAML read as Helm reads values (sigs.k8s.io/yaml over go-yaml v2)', () => {
  for (const [name, text, values] of HELM_READS) {
    it(name, () => {
      assert.deepEqual(readValues(text), { values });
    });
  }

  it("'first' reads the first document, as yaml.Unmarshal does; 'all' merges them, as helm -f (LoadValues) does", () => {
    const text = 'a: 1\nm: {x: 1}\n---\nb: 2\nm: {w: 2}\n';
    assert.deepEqual(readValues(text, 'first'), { values: { a: 1, m: { x: 1 } } });
    assert.deepEqual(readValues(text, 'all'), { values: { a: 1, b: 2, m: { x: 1, w: 2 } } });
  });

  it('what Helm refuses: not a map, a syntax error, a merge of a scalar, a null key, an alias to no anchor, excessive aliasing', () => {
    assert.deepEqual(readValues('- a\n- b\n'), { error: 'it is a list, not a map of values' });
    assert.deepEqual(readValues('just text\n'), { error: 'it is a string, not a map of values' });
    const broken = readValues('a: [1, 2\nb: 1\n');
    assert.ok('error' in broken);
    assert.deepEqual(readValues('m:\n  <<: 1\n'), { error: 'map merge requires map or sequence of maps as the value' });
    assert.deepEqual(readValues('~: 1\n'), { error: 'unsupported map key: null' });
    assert.ok('error' in readValues('a: *nowhere\n'));
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]!}: &${'bcdefghi'[i]!} [${Array(10).fill(`*${'abcdefgh'[i]!}`).join(', ')}]`),
    ].join('\n');
    assert.deepEqual(readValues(laughs), { error: 'document contains excessive aliasing' });
  });

  it('unmarshalYaml gives any value, the first document alone', () => {
    assert.deepEqual(unmarshalYaml('- {a: yes}\n- {b: 0777}\n---\nc: 1\n'), [{ a: true }, { b: 511 }]);
    assert.equal(unmarshalYaml(''), null);
  });
});
