/**
 * Quoted strings whose continuation lines are not indented past their key: YAML 1.2 (and the
 * `yaml` package) refuse them, kubectl's go-yaml reads them, so resizeguard reads them as kubectl
 * does, with a warning at the line (src/load/yaml-quote-indent.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceRange } from '../../src/core/diagnostic.ts';
import { padQuotedContinuations } from '../../src/load/yaml-quote-indent.ts';
import { parseYamlSource, parseYamlSourceFull } from '../../src/load/yaml.ts';
import { lintSources } from '../../src/index.ts';

function at(range: SourceRange): string {
  return `${range.start.line}:${range.start.column}-${range.end.line}:${range.end.column}`;
}

function parse(text: string) {
  return parseYamlSource({ path: 'm.yaml', text });
}

/** The shape found in a public repository (a JSON init-container annotation in single quotes, its `]'` at the key's indentation). */
const UNDER_INDENTED = [
  'apiVersion: batch/v1', //                       1
  'kind: Job', //                                  2
  'metadata:', //                                  3
  '  name: import', //                             4
  'spec:', //                                      5
  '  template:', //                                6
  '    metadata:', //                              7
  '      annotations:', //                         8
  "        pod.beta.kubernetes.io/init-containers: '[", // 9
  '          {', //                                10
  '            "name": "wait", "command": ["sh", "-c", "echo \'\'hi\'\'"]', // 11
  '          }', //                                12
  "        ]'", //                                 13
  '    spec:', //                                  14
  '      containers:', //                          15
  '      - name: app', //                          16
  '        image: busybox', //                     17
  '        resources: {requests: {cpu: 100m}}', // 18
  '',
].join('\n');

/** The same string with every continuation line indented past its key: YAML 1.2 reads it. */
const INDENTED = UNDER_INDENTED.replace("\n        ]'", "\n         ]'");

const ANNOTATION = ['spec', 'template', 'metadata', 'annotations', 'pod.beta.kubernetes.io/init-containers'];

describe('quoted strings indented as kubectl accepts them', () => {
  it('reads the object, with the value YAML gives the same string indented, and warns at the line', () => {
    const strict = parse(INDENTED);
    assert.deepEqual(strict.diagnostics, []);
    const lenient = parse(UNDER_INDENTED);
    assert.equal(lenient.documents.length, 1);
    assert.deepEqual(lenient.documents[0]!.value, strict.documents[0]!.value);
    const annotations = (lenient.documents[0]!.value as { spec: { template: { metadata: { annotations: Record<string, string> } } } }).spec.template.metadata
      .annotations;
    assert.equal(annotations['pod.beta.kubernetes.io/init-containers'], `[ { "name": "wait", "command": ["sh", "-c", "echo 'hi'"] } ]`);
    assert.deepEqual(
      lenient.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
      [['input/yaml-syntax', 'warning', '13:1-13:1']],
    );
    assert.match(lenient.diagnostics[0]!.message, /kubectl reads it/);
  });

  it('simulates the workload: its pod is in the model and the run has no syntax error', () => {
    const result = lintSources([{ path: 'job.yaml', text: UNDER_INDENTED }], { featureGates: {} });
    assert.deepEqual(
      result.model.pods.map((p) => p.owner.name),
      ['import'],
    );
    assert.deepEqual(
      result.diagnostics.filter((d) => d.ruleId === 'input/yaml-syntax').map((d) => [d.severity, d.file, d.range.start.line]),
      [['warning', 'job.yaml', 13]],
    );
  });

  it('gives positions in the file as written', () => {
    const doc = parse(UNDER_INDENTED).documents[0]!;
    // The string from its opening quote (9:49) to its closing one (13:10, as written: not the padded column).
    assert.equal(at(doc.locate(ANNOTATION)), '9:49-13:11');
    assert.equal(at(doc.locate(['spec', 'template', 'spec', 'containers', 0, 'resources', 'requests', 'cpu'])), '18:37-18:41');
  });

  it('is the same on the fast path and with the full parser', () => {
    const fast = parse(UNDER_INDENTED);
    const full = parseYamlSourceFull({ path: 'm.yaml', text: UNDER_INDENTED });
    assert.deepEqual(
      full.documents.map((d) => d.value),
      fast.documents.map((d) => d.value),
    );
    assert.deepEqual(full.diagnostics, fast.diagnostics);
    assert.equal(at(full.documents[0]!.locate(ANNOTATION)), at(fast.documents[0]!.locate(ANNOTATION)));
  });

  it("reads an older controller-gen CRD's descriptions, continued at the key's indentation with a `: ` in them", () => {
    const text = [
      'apiVersion: apiextensions.k8s.io/v1', //                                            1
      'kind: CustomResourceDefinition', //                                                 2
      'metadata:', //                                                                      3
      '  name: canaries.flagger.app', //                                                   4
      'spec:', //                                                                          5
      '  properties:', //                                                                  6
      '    apiVersion:', //                                                                7
      "      description: 'APIVersion defines the versioned schema of this representation", // 8
      '      of an object. More info: https://git.k8s.io/community/api-conventions.md', // 9
      "      #resources'", //                                                              10
      '      type: string', //                                                           11
      '',
    ].join('\n');
    const r = parse(text);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.severity, at(d.range)]),
      [['warning', '9:1-9:1']],
    );
    const apiVersion = (r.documents[0]!.value as { spec: { properties: { apiVersion: { description: string; type: string } } } }).spec.properties.apiVersion;
    assert.deepEqual(apiVersion, {
      description:
        'APIVersion defines the versioned schema of this representation of an object. More info: https://git.k8s.io/community/api-conventions.md #resources',
      type: 'string',
    });
  });

  it('one warning per file, at the first such line, naming the others (an older CRD writes dozens)', () => {
    const property = (name: string): string[] => [`    ${name}:`, `      description: '${name} is a field of this`, `      object'`, '      type: string'];
    const text = ['apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: c}', 'spec:', ...property('a'), ...property('b'), ...property('c'), ''].join('\n');
    const r = parse(text);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.severity, at(d.range)]),
      [['warning', '7:1-7:1']],
    );
    assert.match(r.diagnostics[0]!.message, /\(and 2 more lines like it in this file: 11, 15\)/);
    assert.equal((r.documents[0]!.value as { spec: { c: { description: string } } }).spec.c.description, 'c is a field of this object');
  });

  it('reads double-quoted strings alike, escapes and escaped line breaks included', () => {
    const text = ['a:', '  b: "one \\"two\\"', '   three\\', '  four"', '  c: 1', ''].join('\n');
    const r = parse(text);
    assert.deepEqual(r.documents[0]!.value, { a: { b: 'one "two" threefour', c: 1 } });
    assert.deepEqual(
      r.diagnostics.map((d) => [d.severity, at(d.range)]),
      [['warning', '4:1-4:1']],
    );
  });

  it("reads a double-quoted string whose only line breaks are escaped, its next line at the key's indentation, as kubectl does", () => {
    // The shape of a ConfigMap in a public repository: a URL template continued with `\` and a line break.
    const lines = ['apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: quote}', 'data:', '  url: "https://example.com/{{ version }}\\', '  /bin/tool"', ''];
    for (const eol of ['\n', '\r\n']) {
      const r = parse(lines.join(eol));
      // kubectl kustomize and sigs.k8s.io/yaml read `https://example.com/{{ version }}/bin/tool`.
      assert.deepEqual((r.documents[0]!.value as { data: unknown }).data, { url: 'https://example.com/{{ version }}/bin/tool' });
      assert.deepEqual(
        r.diagnostics.map((d) => [d.severity, at(d.range)]),
        [['warning', '6:1-6:1']],
      );
    }
    // A `\` escaping the closing quote keeps the string open; one escaping a `\` does not.
    assert.deepEqual(parse(['a:', '  b: "x\\', '  \\"y\\\\"', ''].join('\n')).documents[0]!.value, { a: { b: 'x"y\\' } });
  });

  it('leaves a quote opened by mistake an error: its closing quote is in the middle of other text', () => {
    const text = ['a:', "  b: 'one", "  c: 'two'", ''].join('\n');
    const r = parse(text);
    assert.equal(r.documents.length, 0);
    assert.ok(r.diagnostics.some((d) => d.severity === 'error' && /missing closing 'quote/.test(d.message)));
    assert.ok(!r.diagnostics.some((d) => d.severity === 'warning'));
  });

  it('leaves a string that runs over a document marker an error, as go-yaml does', () => {
    const text = ['a:', "  b: 'one", '---', "c: two'", ''].join('\n');
    assert.equal(padQuotedContinuations(text, [text.indexOf("'")]), undefined);
    assert.ok(parse(text).diagnostics.some((d) => d.severity === 'error'));
  });

  it('pads only the lines of the string that hold text, and keeps empty lines (which may be indented less)', () => {
    const text = ["k: 'a", '', 'b', "c'", ''].join('\n');
    const padded = padQuotedContinuations(text, [3]);
    assert.deepEqual(padded, {
      text: ["k: 'a", '', '    b', "    c'", ''].join('\n'),
      padded: new Map([
        [3, 4],
        [4, 4],
      ]),
    });
    assert.deepEqual(parse(text).documents[0]!.value, { k: 'a\nb c' });
  });
});
