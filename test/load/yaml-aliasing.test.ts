/**
 * go-yaml's limit on aliasing (src/load/yaml-aliasing.ts), shared by the manifest reader and the
 * Helm values reader. The thresholds are what go.yaml.in/yaml/v2 v2.4.4 (through sigs.k8s.io/yaml
 * v1.6.0 Unmarshal, as kubectl reads) answers on the same texts: the first count it refuses.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { AliasError, allowedAliasRatio, checkAliasing } from '../../src/load/yaml-aliasing.ts';
import { readValues } from '../../src/load/read-values.ts';
import { parseYamlSource } from '../../src/load/yaml.ts';
import { ROOT } from '../helpers/cli.ts';

const check = (text: string): void => {
  checkAliasing(parseDocument(text, { merge: true, uniqueKeys: false }));
};

/** An anchor of `n` entries and `m` uses of it, in the shapes below. */
const SHAPES: Record<string, (n: number, m: number) => string> = {
  sequence: (n, m) => `a: &a [${Array(n).fill('x').join(', ')}]\nl: [${Array(m).fill('*a').join(', ')}]\n`,
  map: (n, m) => `a: &a {${Array.from({ length: n }, (_, i) => `k${i}: v`).join(', ')}}\n${Array.from({ length: m }, (_, i) => `u${i}: *a`).join('\n')}\n`,
  merge: (n, m) => `a: &a {${Array.from({ length: n }, (_, i) => `k${i}: v`).join(', ')}}\nl:\n${'- {<<: *a}\n'.repeat(m)}`,
  mergeList: (n, m) => `a: &a {${Array.from({ length: n }, (_, i) => `k${i}: v`).join(', ')}}\nb: &b {x: 1}\nl:\n${'- {<<: [*b, *a]}\n'.repeat(m)}`,
};

/** [shape, n, the most uses go-yaml reads]: one more is "document contains excessive aliasing". */
const GO_YAML_LIMITS: readonly (readonly [string, number, number])[] = [
  ['sequence', 200, 199],
  ['sequence', 400, 133],
  ['map', 200, 197],
  ['map', 150, 292],
  ['merge', 200, 198],
  ['merge', 400, 132],
  ['mergeList', 200, 378],
  ['mergeList', 400, 157],
];

const LAUGHS = [
  'a: &a [x, x, x, x, x, x, x, x, x, x]',
  ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]!}: &${'bcdefghi'[i]!} [${Array(10).fill(`*${'abcdefgh'[i]!}`).join(', ')}]`),
].join('\n');

describe('allowedAliasRatio', () => {
  it('is 0.99 up to 400,000 decoded nodes, falls evenly to 0.10 at 4,000,000, and stays there', () => {
    assert.equal(allowedAliasRatio(1001), 0.99);
    assert.equal(allowedAliasRatio(400_000), 0.99);
    assert.ok(Math.abs(allowedAliasRatio(2_200_000) - 0.545) < 1e-9);
    assert.equal(allowedAliasRatio(4_000_000), 0.1);
    assert.equal(allowedAliasRatio(40_000_000), 0.1);
  });
});

describe('checkAliasing', () => {
  for (const [shape, n, most] of GO_YAML_LIMITS) {
    it(`${shape} of ${n} entries: ${most} uses read, ${most + 1} refused, as go-yaml decides`, () => {
      const make = SHAPES[shape]!;
      assert.doesNotThrow(() => {
        check(make(n, most));
      });
      assert.throws(
        () => {
          check(make(n, most + 1));
        },
        { message: 'document contains excessive aliasing' },
      );
      // The Helm values reader counts the same way.
      assert.ok('values' in readValues(make(n, most)));
      assert.deepEqual(readValues(make(n, most + 1)), { error: 'document contains excessive aliasing' });
    });
  }

  it('stops a billion laughs within a few thousand nodes, naming the outermost alias being expanded', () => {
    const doc = parseDocument(LAUGHS);
    const error = (() => {
      try {
        checkAliasing(doc);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    assert.ok(error instanceof AliasError);
    assert.equal(error.message, 'document contains excessive aliasing');
    assert.equal(error.alias?.source, 'c');
    assert.equal(LAUGHS.slice(0, error.alias.range![0]).split('\n').length, 4);
  });

  it('refuses an alias inside its own anchor, directly or through a merge', () => {
    assert.throws(
      () => {
        check('a: &x {b: *x}\n');
      },
      { message: "anchor 'x' value contains itself" },
    );
    assert.throws(
      () => {
        check('a: &x {b: 1, c: {<<: *x}}\n');
      },
      { message: "anchor 'x' value contains itself" },
    );
  });
});

describe('the manifest reader', () => {
  it('reads the Deployment whose eleven containers share one env list of merges (test/fixtures/aliases), each entry merged', () => {
    const text = readFileSync(path.join(ROOT, 'test', 'fixtures', 'aliases', 'deploy.yaml'), 'utf8');
    const { documents, diagnostics } = parseYamlSource({ path: 'deploy.yaml', text });
    assert.deepEqual(diagnostics, []);
    const containers = (documents[0]?.value as { spec: { template: { spec: { containers: { env: unknown[] }[] } } } }).spec.template.spec.containers;
    assert.equal(containers.length, 11);
    assert.deepEqual(containers[10]!.env[5], { name: 'A5', value: 'x' });
  });

  it("reads a document that reuses anchors many times, as kubectl does, and refuses the bomb at its alias in go-yaml's words", () => {
    const { documents, diagnostics } = parseYamlSource({ path: 'm.yaml', text: SHAPES['merge']!(200, 198) });
    assert.deepEqual(diagnostics, []);
    assert.equal((documents[0]?.value as { l: unknown[] }).l.length, 198);
    const bomb = parseYamlSource({ path: 'm.yaml', text: SHAPES['merge']!(200, 199) });
    assert.deepEqual(bomb.documents, []);
    assert.equal(bomb.diagnostics.length, 1);
    assert.match(bomb.diagnostics[0]!.message, /^document contains excessive aliasing: .*alias bomb; the object is left out$/);
  });

  it('refuses an alias inside its own anchor at that alias, as go-yaml does, rather than making an object that holds itself', () => {
    const { documents, diagnostics } = parseYamlSource({ path: 'm.yaml', text: 'kind: ConfigMap\ndata: &x\n  b: *x\n' });
    assert.deepEqual(documents, []);
    assert.deepEqual(
      diagnostics.map((d) => [d.message, d.range.start.line, d.range.start.column]),
      [["anchor 'x' value contains itself", 3, 6]],
    );
  });
});
