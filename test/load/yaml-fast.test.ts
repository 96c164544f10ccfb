/**
 * The YAML fast path (src/load/yaml-fast.ts) against the full parser: the same documents, values,
 * order, positions and diagnostics over every example and fixture, mutants of them, and the
 * scalar forms where js-yaml's own core schema and the `yaml` package's differ.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpus, MUTATIONS, prng } from '../../scripts/fuzz-lib.ts';
import { parseYamlSource, parseYamlSourceFull } from '../../src/load/yaml.ts';
import type { ParseResult } from '../../src/load/index.ts';
import { fastYamlDocuments } from '../../src/load/yaml-fast.ts';
import type { PathSegment } from '../../src/load/document.ts';
import { ROOT } from '../helpers/cli.ts';

const MAX_BYTES = 4 * 1024 * 1024;

/** Every path to a key or value in `value`, at most `limit` of them. */
function paths(value: unknown, limit = 300): PathSegment[][] {
  const out: PathSegment[][] = [[]];
  const stack: [unknown, PathSegment[]][] = [[value, []]];
  while (stack.length > 0 && out.length < limit) {
    const [v, p] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    for (const [k, child] of Object.entries(v)) {
      const next = [...p, Array.isArray(v) ? Number(k) : k];
      out.push(next);
      stack.push([child, next]);
    }
  }
  return out;
}

/** Asserts the fast path and the full parser agree on `text`; true when the fast path read it. */
function agree(file: string, text: string): boolean {
  const source = { path: file, text };
  const full = parseYamlSourceFull(source);
  assertSame(parseYamlSource(source), full, file);
  return fastYamlDocuments(text, MAX_BYTES) !== undefined;
}

/** The same documents, values, order, positions and diagnostics. */
function assertSame(both: ParseResult, full: ParseResult, file: string): void {
  assert.deepStrictEqual(both.diagnostics, full.diagnostics, file);
  assert.equal(both.documents.length, full.documents.length, file);
  full.documents.forEach((doc, i) => {
    const other = both.documents[i]!;
    assert.deepStrictEqual(other.value, doc.value, `${file} document ${i}`);
    assert.deepStrictEqual(other.order, doc.order, `${file} document ${i}`);
    for (const p of paths(doc.value)) {
      assert.deepStrictEqual(other.locate(p), doc.locate(p), `${file} ${p.join('.')}`);
      assert.deepStrictEqual(other.locate(p, 'key'), doc.locate(p, 'key'), `${file} ${p.join('.')} key`);
      // A path that is not all there: the nearest node on it.
      const absent = [...p, p.length % 2 === 0 ? 'absent' : 7];
      assert.deepStrictEqual(other.locate(absent, 'key'), doc.locate(absent, 'key'), `${file} ${absent.join('.')} key`);
      assert.deepStrictEqual(other.locate(absent), doc.locate(absent), `${file} ${absent.join('.')}`);
    }
  });
}

const FILES = corpus(ROOT, ['examples', 'test/fixtures']).filter((f) => /\.ya?ml$/i.test(f));

describe('YAML fast path', () => {
  it('reads every example and fixture as the full parser does, and most of them itself', () => {
    let fast = 0;
    for (const file of FILES) if (agree(path.relative(ROOT, file), readFileSync(file, 'utf8'))) fast++;
    assert.ok(FILES.length > 100, `${FILES.length} files`);
    assert.ok(fast > FILES.length / 2, `the fast path read ${fast} of ${FILES.length} files`);
  });

  it("the full parser without node trees (a large file's) locates as it does with them: every example, fixture and 1,000 mutants", () => {
    const rnd = prng(0x7ee5);
    const names = Object.keys(MUTATIONS).sort();
    const texts = FILES.map((f) => [path.relative(ROOT, f), readFileSync(f, 'utf8')] as const);
    for (let i = 0; i < 1000; i++) {
      const [file, text] = texts[Math.floor(rnd() * texts.length)]!;
      const name = names[Math.floor(rnd() * names.length)]!;
      texts.push([`${file}#${name}${i}`, MUTATIONS[name]!(text, rnd)]);
    }
    for (const [file, text] of texts) {
      const source = { path: file, text };
      assertSame(parseYamlSourceFull(source, undefined, 0), parseYamlSourceFull(source), file);
    }
  });

  it('agrees on 3,000 seeded mutants of them', () => {
    const rnd = prng(0x5eed);
    const names = Object.keys(MUTATIONS).sort();
    for (let i = 0; i < 3000; i++) {
      const file = FILES[Math.floor(rnd() * FILES.length)]!;
      const name = names[Math.floor(rnd() * names.length)]!;
      agree(`${path.relative(ROOT, file)}#${name}${i}`, MUTATIONS[name]!(readFileSync(file, 'utf8'), rnd));
    }
  });

  it('resolves plain scalars as kubectl reads them (the YAML 1.2 core schema, numbers as go-yaml reads them) on both paths', () => {
    const scalars = [
      '1_000',
      '0b101',
      '0o17',
      '017',
      '+12',
      '-0',
      '0x1F',
      '0X1F',
      '.5',
      '1.',
      '1e3',
      '1E+3',
      '.NaN',
      '-.inf',
      '+.Inf',
      'yes',
      'on',
      'True',
      'TRUE',
      'tRue',
    ];
    const more = ['~', 'Null', 'nULL', '2^64', '18446744073709551616', '1.5Gi', '500m', "'0x10'", '"1e3"', '2001-12-14', ':x', 'a:b'];
    const text = [...scalars, ...more].map((s, i) => `k${i}: ${s}`).join('\n');
    assert.ok(agree('scalars.yaml', text), 'the fast path reads plain scalars');
    const value = parseYamlSource({ path: 's.yaml', text }).documents[0]!.value as Record<string, unknown>;
    assert.equal(value['k0'], 1000);
    assert.equal(value['k1'], 5);
    assert.equal(value['k2'], 15);
    assert.equal(value['k3'], 15);
    assert.ok(Object.is(value['k5'], -0));
    assert.equal(value['k7'], 31);
    assert.equal(value['k15'], 'yes');
    assert.equal(value['k21'], null);
    assert.equal(value['k24'], 18446744073709551616);
  });

  it('counts documents as parseAllDocuments does: comments before the first marker, empty and null documents', () => {
    for (const text of [
      '# c\n---\na: 1\n',
      '---\n---\na: 1\n---\n~\n---\nb: 2',
      '\uFEFF---\na: 1\n---\nb: 2\n',
      'a: 1\n---\n# only a comment\n---\nb: 2\n',
      'a: |\n  x\n---\nb: 1\n',
      '\n\n---\na: 1',
    ]) {
      assert.ok(agree('docs.yaml', text), JSON.stringify(text));
    }
  });

  it("reads a `*`, `&` or `!` inside a plain scalar (a CRD's ` * ` bullets) itself, as the full parser does", () => {
    for (const text of [
      'description: Allowed values\n  * one & two\n  * !three\nb: 1\n',
      '- foo\n  *bar\n',
      'a: foo\n\n  &bar baz\n',
      'a: |\n  *x\n  &y !z\n',
      'a: x * y & z ! w\n',
      'a: [b\n  *c]\n',
      'pattern: ^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))$\n',
    ]) {
      agree('bullets.yaml', text);
      assert.deepEqual(
        fastYamlDocuments(text, MAX_BYTES)?.map((d) => d.full === true),
        [false],
        JSON.stringify(text),
      );
    }
  });

  it('leaves to the full parser what it could read differently: the document, or the whole file when the split into documents may differ', () => {
    const documentCases: Record<string, string> = {
      anchor: 'a: &x 1\nb: *x\n',
      anchorOnKeyAtLineStart: 'z: 0\n&k a: 1\nb: 2\n',
      aliasAsKeyAtLineStart: 'z: &k a\nb:\n  c: 1\n  *k : 2\n',
      propertyOnNextLine: 'a:\n  &x\n  b: 1\nc: *x\n',
      tagOnNextLine: 'a:\n  !!str\n  1\n',
      tagAtDocumentStart: '!!map\na: 1\n',
      propertyAfterComment: 'a: # c\n  &x 1\nb: *x\n',
      propertyInFlowOnNextLine: 'a: [1,\n  *x]\n',
      itemWithProperty: 'a:\n- &x 1\n- *x\n',
      tag: 'a: !!binary aGk=\n',
      merge: 'a: {x: 1}\nb:\n  <<: {x: 2}\n',
      explicitKey: '? a\n: 1\n',
      flowKey: '[a, b]: 1\n',
      flowKeyWithoutValue: 'a: {{ b }}\n',
      nullKey: 'null: 1\n',
      emptyKey: ': 1\n',
      flowEnd: 'a: [1,\n]\n',
      longKey: `${'k'.repeat(1100)}: 1\n`,
      tabIndent: 'a: 1\nb:\n\tc: 1\n',
      // js-yaml reads the next line of a quoted string even when it is not indented past its key; `yaml` does not.
      multiLineQuote: "a:\n  b: 'one\n  two'\n",
      // js-yaml, as kubectl, reads a flow collection whose next lines are at or left of its key; `yaml` does not.
      flowAtKeyIndentation: 'a:\n  b: [1,\n  2]\n',
      flowAtColumnZero: 'a:\n  - {b: 1,\nc: 2}\n',
      quoteLeftOpen: 'a: "x\n',
    };
    const fileCases: Record<string, string> = {
      directive: '%YAML 1.1\n---\na: yes\n',
      documentEnd: 'a: 1\n...\nb: 2\n',
      duplicateKey: 'a: 1\na: 2\n',
      carriageReturn: 'a: 1\rb: 2\n',
      markerWithText: '---J: x\n',
      // A block mapping on the marker line: an error to yaml, a mapping to js-yaml.
      markerWithMapping: '--- a: b\n',
      markerWithScalar: '--- text\n',
      syntax: 'a: [1, 2\n',
    };
    for (const [name, text] of Object.entries(documentCases)) {
      // Between two plain documents, which the fast path still reads.
      const mixed = `x: 1\n---\n${text}---\ny: 2\n`;
      assert.deepEqual(
        fastYamlDocuments(mixed, MAX_BYTES)?.map((d) => d.full === true),
        [false, true, false],
        name,
      );
      agree(`${name}.yaml`, text);
      agree(`${name}-mixed.yaml`, mixed);
    }
    for (const [name, text] of Object.entries(fileCases)) {
      assert.equal(fastYamlDocuments(`x: 1\n---\n${text}---\ny: 2\n`, MAX_BYTES), undefined, name);
      agree(`${name}.yaml`, text);
      agree(`${name}-mixed.yaml`, `x: 1\n---\n${text}---\ny: 2\n`);
    }
  });

  it('reads what kubectl reads and YAML 1.2 refuses (re-indented, then read on either path) as the full parser does', () => {
    const cases: Record<string, string> = {
      blockHeaderAtKeyIndentation: 'data:\n  endpoints:\n  |-\n    a,b\n  other: x\n---\nk:\n>\n  y\n',
      blockHeaderInSequence: 'items:\n- name: a\n  script:\n  |\n    echo\n',
      escapedLineBreakOnly: 'data:\n  url: "https://example.com/\\\n  bin/tool"\n',
      both: 'a:\n  b: "x\\\n  y"\n  c:\n  |\n    z\n',
    };
    for (const [name, text] of Object.entries(cases)) {
      // The re-indented text is plain YAML 1.2: the fast path reads it.
      assert.ok(agree(`${name}.yaml`, text.replace(/^( *)([|>])/gm, '$1 $2').replace(/^  (bin|y")/gm, '       $1')), name);
      agree(`${name}.yaml`, text);
      assert.ok(
        parseYamlSource({ path: `${name}.yaml`, text }).diagnostics.every((d) => d.severity === 'warning'),
        name,
      );
    }
  });

  it('reads flow collections continued at or left of their key as the full parser does (the workloads.yaml mutant, the splunk shape)', () => {
    const workloads = readFileSync(path.join(ROOT, 'examples/rules/resize/preempts/trigger/workloads.yaml'), 'utf8');
    const cases: Record<string, string> = {
      workloadsMutant: workloads.replace('      labels: {app: report-builder}', '      labels: {app:\nreport-builder}'),
      splunk: "spec:\n  containers:\n    - command: ['sh', '-c',\n      'mkdir -p /x;\n      chown 1:1 /x']\n      name: a\n",
      nested: 'a:\n  b: [1, [2,\n 3],\n4]\n  c: {d: e,\n  f: g}\n',
      refusedEntry: 'a:\n  l: [a,\n- b]\n',
      refusedMarker: 'a:\n  l: [a,\n---\nb]\n',
    };
    for (const [name, text] of Object.entries(cases)) {
      agree(`${name}.yaml`, text);
      const severities = parseYamlSource({ path: `${name}.yaml`, text }).diagnostics.map((d) => d.severity);
      assert.deepEqual(severities.includes('error'), name.startsWith('refused'), name);
    }
  });

  it('a long file of short documents stays on the fast path; a document that may hold a string over the bound (by its UTF-8 bytes) sends the file to the full parser', () => {
    assert.deepEqual(
      fastYamlDocuments('a: 1\n---\nb: 2\n', 9)?.map((d) => d.value),
      [{ a: 1 }, { b: 2 }],
    );
    assert.equal(fastYamlDocuments('a: 1\n---\nb: 2\n', 8), undefined, '"---\\nb: 2\\n" is 9 characters');
    // The bound is in UTF-8 bytes: "é" is two.
    assert.deepEqual(fastYamlDocuments('a: 1\n---\nb: "ééééé"\n', 20)?.[1]?.value, { b: 'ééééé' });
    assert.equal(fastYamlDocuments('a: 1\n---\nb: "ééééé"\n', 19), undefined, '"---\\nb: \\"ééééé\\"\\n" is 20 bytes');
    // A 2 MB document of ASCII (a vendored CRD) holds no string over the 4 MiB bound: the fast path reads it.
    assert.equal(agree('large-crd.yaml', `a: 1\n---\nb: "${'x'.repeat(2_000_000)}"\nc: [${'1, '.repeat(100)}2]\n`), true);
    // A document of the full parser's with an error: the whole file is read by the full parser, whose recovery may take in what follows.
    agree('broken-full.yaml', 'a: 1\n---\nb: &x [1,\n---\nc: 2\n');
    agree('broken-tag.yaml', 'a: 1\n---\nb: !!int x\n---\nc: 2\n');
  });

  it('screens in linear time: a million spaces in a row, and null keys after blanks', () => {
    const spaces = ' '.repeat(1_000_000);
    assert.deepStrictEqual(fastYamlDocuments(`a: "${spaces}b"\n`, 2_000_000)?.[0]?.value, { a: `${spaces}b` });
    assert.equal(fastYamlDocuments(`a:\n${spaces}null  : 1\n`, 2_000_000)?.[0]?.full, true);
    assert.equal(fastYamlDocuments(`a:\n  b: 1\n  ~ : 2\n`, MAX_BYTES)?.[0]?.full, true);
    agree('spaced-null-key.yaml', 'a:\n  b: 1\n  ~ : 2\n');
  });

  it('takes a text without those forms', () => {
    assert.deepStrictEqual(fastYamlDocuments('---\na: [1, 2]\nb: {c: "d"}\n---\nd: e\n', MAX_BYTES), [
      { index: 0, start: 0, end: 26, value: { a: [1, 2], b: { c: 'd' } } },
      { index: 1, start: 26, end: 35, value: { d: 'e' } },
    ]);
  });
});
