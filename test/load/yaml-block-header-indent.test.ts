/**
 * Block scalar indicators on the line after their key, at the key's own indentation: YAML 1.2
 * (and the `yaml` package) refuse them, kubectl's go-yaml reads them as the key's value, so
 * resizeguard reads them as kubectl does, with a warning at the line
 * (src/load/yaml-block-header-indent.ts). Every value below is what `kubectl kustomize` and
 * sigs.k8s.io/yaml's YAMLToJSON give for the same text.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceRange } from '../../src/core/diagnostic.ts';
import { parseYamlSource, parseYamlSourceFull } from '../../src/load/yaml.ts';
import { lintSources } from '../../src/index.ts';

function at(range: SourceRange): string {
  return `${range.start.line}:${range.start.column}-${range.end.line}:${range.end.column}`;
}

function parse(text: string) {
  return parseYamlSource({ path: 'm.yaml', text });
}

function summary(text: string) {
  const r = parse(text);
  return { values: r.documents.map((d) => d.value), diagnostics: r.diagnostics.map((d) => [d.severity, at(d.range)]) };
}

/** The shape found in a public repository (a ConfigMap's `|-` under its key, at the key's indentation). */
const CONFIG_MAP = [
  'apiVersion: v1', //           1
  'kind: ConfigMap', //          2
  'metadata:', //                3
  '  name: block', //            4
  'data:', //                    5
  '  endpoints:', //             6
  '  |-', //                     7
  '    a,b', //                  8
  '  other: x', //               9
  '',
].join('\n');

describe("block scalar indicators at their key's indentation, as kubectl reads them", () => {
  it('reads the object with the value kubectl gives, and warns at the line', () => {
    const r = parse(CONFIG_MAP);
    assert.equal(r.documents.length, 1);
    assert.deepEqual((r.documents[0]!.value as { data: unknown }).data, { endpoints: 'a,b', other: 'x' });
    assert.deepEqual(
      r.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
      [['input/yaml-syntax', 'warning', '7:1-7:1']],
    );
    assert.match(r.diagnostics[0]!.message, /^this block scalar indicator is not indented past the key it belongs to: kubectl reads it/);
  });

  it('gives positions in the file as written, and the same on the fast path and with the full parser', () => {
    const fast = parse(CONFIG_MAP);
    const full = parseYamlSourceFull({ path: 'm.yaml', text: CONFIG_MAP });
    assert.equal(at(fast.documents[0]!.locate(['data', 'endpoints'])), '7:3-9:1');
    assert.equal(at(fast.documents[0]!.locate(['data', 'other'])), '9:10-9:11');
    assert.deepEqual(
      full.documents.map((d) => d.value),
      fast.documents.map((d) => d.value),
    );
    assert.deepEqual(full.diagnostics, fast.diagnostics);
    assert.equal(at(full.documents[0]!.locate(['data', 'endpoints'])), '7:3-9:1');
  });

  it('simulates the workload whose script is written so', () => {
    const text = [
      'apiVersion: v1',
      'kind: Pod',
      'metadata: {name: p}',
      'spec:',
      '  containers:',
      '  - name: app',
      '    image: busybox',
      '    args:',
      '    - -c',
      '    - sh',
      '    command:',
      '    - sh',
      '    env:',
      '    - name: SCRIPT',
      '      value:',
      '      |',
      '        echo hi',
      '    resources: {requests: {cpu: 100m}}',
      '',
    ].join('\n');
    const result = lintSources([{ path: 'pod.yaml', text }], { featureGates: {} });
    assert.deepEqual(
      result.model.pods.map((p) => p.owner.name),
      ['p'],
    );
    assert.deepEqual(
      result.diagnostics.filter((d) => d.ruleId === 'input/yaml-syntax').map((d) => [d.severity, d.range.start.line]),
      [['warning', 16]],
    );
  });

  it('reads every header go-yaml reads there: chomping, folding, indentation indicators, a comment', () => {
    const value = (header: string, body: string[]) => summary(['data:', '  k:', `  ${header}`, ...body, ''].join('\n')).values;
    assert.deepEqual(value('|', ['    a,b']), [{ data: { k: 'a,b\n' } }]);
    assert.deepEqual(value('>-', ['    a', '    b']), [{ data: { k: 'a b' } }]);
    assert.deepEqual(value('|+', ['    a', '']), [{ data: { k: 'a\n\n' } }]);
    // An indentation indicator counts from the mapping's indentation, as go-yaml counts it.
    assert.deepEqual(value('|2', ['     a', '    b']), [{ data: { k: ' a\nb\n' } }]);
    assert.deepEqual(value('|1', ['    a,b']), [{ data: { k: ' a,b\n' } }]);
    assert.deepEqual(value('|2-', ['     a,b']), [{ data: { k: ' a,b' } }]);
    assert.deepEqual(value('|- # the endpoints', ['    a,b']), [{ data: { k: 'a,b' } }]);
    // Text one column past the key is enough; no text is an empty string.
    assert.deepEqual(value('|', ['   a,b']), [{ data: { k: 'a,b\n' } }]);
    assert.deepEqual(value('|', []), [{ data: { k: '' } }]);
  });

  it('reads it after a comment or blank line, in a sequence item, after a quoted, explicit or tagged key, deeper and at the top', () => {
    assert.deepEqual(summary('data:\n  k: # c\n  # more\n\n  |\n    x\n'), { values: [{ data: { k: 'x\n' } }], diagnostics: [['warning', '5:1-5:1']] });
    assert.deepEqual(summary('items:\n- name: a\n  script:\n  |\n    echo\n').values, [{ items: [{ name: 'a', script: 'echo\n' }] }]);
    assert.deepEqual(summary('k:\n  - a:\n    >\n      x\n').values, [{ k: [{ a: 'x\n' }] }]);
    assert.deepEqual(summary('d:\n  "k":\n  |\n    x\n').values, [{ d: { k: 'x\n' } }]);
    assert.deepEqual(summary('d:\n  ? k\n  :\n  |\n    x\n').values, [{ d: { k: 'x\n' } }]);
    assert.deepEqual(summary('k: !!str\n|\n  x\n').values, [{ k: 'x\n' }]);
    assert.deepEqual(summary('a:\n  b:\n    c:\n      d:\n      |\n        deep\n      e: 1\n').values, [{ a: { b: { c: { d: 'deep\n', e: 1 } } } }]);
    assert.deepEqual(summary('k:\n|\n  x\nj:\n>\n  y\n'), { values: [{ k: 'x\n', j: 'y\n' }], diagnostics: [['warning', '2:1-2:1']] });
    assert.match(parse('k:\n|\n  x\nj:\n>\n  y\n').diagnostics[0]!.message, /\(and 1 more line like it in this file: 5\)/);
  });

  it('leaves what go-yaml refuses an error: an indicator left of its key, in a flow collection, or with a tag; a plain or quoted value', () => {
    for (const text of [
      'data:\n  k:\n |\n    x\n', // left of the key
      'a:\n  b:\n    c:\n  |\n    x\n', // under a key that is not the last one's
      'a: {b:\n|\n}\n', // a flow collection
      'data:\n  k:\n  !!str |\n    x\n', // a tag: a key to go-yaml
      'data:\n  k:\n  plain\n',
      'data:\n  k:\n  "q"\n',
      'data:\n  k:\n  |x\n    a\n', // not a header
    ]) {
      const r = parse(text);
      assert.equal(r.documents.length, 0, text);
      assert.ok(
        r.diagnostics.some((d) => d.severity === 'error'),
        text,
      );
      assert.ok(!r.diagnostics.some((d) => d.severity === 'warning'), text);
    }
  });

  it('leaves a block scalar whose text is not indented past the key an error (go-yaml: an empty value, then a key without `:`)', () => {
    const r = parse('data:\n  k:\n  |\n  a,b\n');
    assert.equal(r.documents.length, 0);
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => at(d.range).split('-')[0]),
      ['4:3'],
    );
  });

  it("does not touch a block scalar's own text that looks like a header", () => {
    assert.deepEqual(summary('k: |\n  t:\n  |\n  x\n'), { values: [{ k: 't:\n|\nx\n' }], diagnostics: [] });
  });
});
