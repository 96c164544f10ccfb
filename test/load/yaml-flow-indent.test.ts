/**
 * Flow collections (`[…]`, `{…}`) in block context whose next lines are indented at or left of
 * their key: YAML 1.2 (and the `yaml` package) refuse them, kubectl's go-yaml reads them, so
 * resizeguard reads them as kubectl does, with a warning at the line
 * (src/load/yaml-flow-indent.ts). Every verdict below is what sigs.k8s.io/yaml v1.6.0's
 * YAMLToJSON (go-yaml v2, kubectl apply) and go-yaml v3's Decoder (kustomize) give for the same
 * text; `kubectl kustomize` agrees on the first and on the refused ones.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceRange } from '../../src/core/diagnostic.ts';
import { parseYamlSource, parseYamlSourceFull } from '../../src/load/yaml.ts';
import { fastYamlDocuments } from '../../src/load/yaml-fast.ts';
import { ROOT } from '../helpers/cli.ts';

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

/** examples/rules/resize/preempts/trigger/workloads.yaml with its second Deployment's labels broken over two lines, the second at column 0. */
function workloadsMutant(): string {
  const text = readFileSync(path.join(ROOT, 'examples/rules/resize/preempts/trigger/workloads.yaml'), 'utf8');
  const mutant = text.replace('      labels: {app: report-builder}', '      labels: {app:\nreport-builder}');
  assert.notEqual(mutant, text);
  return mutant;
}

/** The initContainer of signalfx/splunk-otel-collector-chart's rendered daemonsets, its command's items on lines at the key's indentation. */
const SPLUNK = [
  'spec:', //                                                       1
  '  initContainers:', //                                           2
  '    - name: patch-log-dirs', //                                  3
  '      image: registry.access.redhat.com/ubi9/ubi', //            4
  "      command: ['sh', '-c',", //                                 5
  "      'mkdir -p /var/addon/splunk/otel_pos;", //                 6
  "      chown -Rv 20000:20000 /var/addon/splunk/otel_pos;']", //   7
  '      securityContext:', //                                      8
  '        runAsUser: 0', //                                        9
  '',
].join('\n');

describe('flow collections at or left of their key, as kubectl reads them', () => {
  it('reads a flow mapping continued at column 0 with the value kubectl gives, and warns at the line', () => {
    const r = parse(workloadsMutant());
    assert.equal(r.documents.length, 2);
    const labels = (r.documents[1]!.value as { spec: { template: { metadata: { labels: unknown } } } }).spec.template.metadata.labels;
    // go-yaml v2 and v3, kubectl kustomize: labels: {app: report-builder}
    assert.deepEqual(labels, { app: 'report-builder' });
    assert.deepEqual(
      r.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
      [['input/yaml-syntax', 'warning', '32:1-32:1']],
    );
    assert.match(
      r.diagnostics[0]!.message,
      /^this line continues a `\[…\]` or `\{…\}` collection but is not indented past the key or `-` it belongs to: kubectl reads it/,
    );
    // Positions are the file's as written.
    assert.equal(at(r.documents[1]!.locate(['spec', 'template', 'metadata', 'labels', 'app'])), '32:1-32:15');
  });

  it("reads a flow sequence continued at its key's own indentation (the splunk initContainer), naming each line", () => {
    const r = parse(SPLUNK);
    // go-yaml v2 and v3: command: [sh, -c, "mkdir -p /var/addon/splunk/otel_pos; chown -Rv 20000:20000 /var/addon/splunk/otel_pos;"]
    assert.deepEqual(
      r.documents.map((d) => d.value),
      [
        {
          spec: {
            initContainers: [
              {
                name: 'patch-log-dirs',
                image: 'registry.access.redhat.com/ubi9/ubi',
                command: ['sh', '-c', 'mkdir -p /var/addon/splunk/otel_pos; chown -Rv 20000:20000 /var/addon/splunk/otel_pos;'],
                securityContext: { runAsUser: 0 },
              },
            ],
          },
        },
      ],
    );
    assert.deepEqual(
      r.diagnostics.map((d) => [d.severity, at(d.range)]),
      [['warning', '6:1-6:1']],
    );
    assert.match(r.diagnostics[0]!.message, /\(and 1 more line like it in this file: 7\)/);
  });

  it('reads it under a sequence item, nested, with a comment or a tab, and after a key at column 0 as go-yaml does', () => {
    assert.deepEqual(summary('l:\n- [a,\nb]\n'), { values: [{ l: [['a', 'b']] }], diagnostics: [['warning', '3:1-3:1']] });
    assert.deepEqual(summary('c:\n  - k: [a,\n   b]\n').values, [{ c: [{ k: ['a', 'b'] }] }]);
    assert.deepEqual(summary('c:\n  l: [a,\n   b, [c,\n  d]]\n').values, [{ c: { l: ['a', 'b', ['c', 'd']] } }]);
    assert.deepEqual(summary('c:\n  l: [a,\n# c\nb]\n'), { values: [{ c: { l: ['a', 'b'] } }], diagnostics: [['warning', '4:1-4:1']] });
    assert.deepEqual(summary('c:\n  l: [a,\n\tb]\n').values, [{ c: { l: ['a', 'b'] } }]);
    assert.deepEqual(summary('c:\n  l:\n    [a,\nb]\nd: 1\n').values, [{ c: { l: ['a', 'b'] }, d: 1 }]);
    assert.deepEqual(summary('c:\n  labels: [a,\nfoo: bar]\n').values, [{ c: { labels: ['a', { foo: 'bar' }] } }]);
    // One warning per file, however many collections.
    const many = parse('x:\n  a: [1,\n2]\n  b: {c: 1,\nd: 2}\n---\ny: [3,\n4]\n');
    assert.deepEqual(
      many.documents.map((d) => d.value),
      [{ x: { a: [1, 2], b: { c: 1, d: 2 } } }, { y: [3, 4] }],
    );
    assert.deepEqual(
      many.diagnostics.map((d) => [d.severity, at(d.range)]),
      [['warning', '3:1-3:1']],
    );
    assert.match(many.diagnostics[0]!.message, /\(and 2 more lines like it in this file: 5, 8\)/);
  });

  it('leaves a `- ` entry an error (go-yaml: "did not find expected node content"), where `-b` is read', () => {
    assert.deepEqual(summary('a:\n  l: [a,\n-b]\n'), { values: [{ a: { l: ['a', '-b'] } }], diagnostics: [['warning', '3:1-3:1']] });
    for (const text of ['a:\n  l: [a,\n- b]\n', 'a:\n  l: [a,\n     - b]\n']) {
      const r = parse(text);
      assert.equal(r.documents.length, 0, text);
      assert.ok(!r.diagnostics.some((d) => d.severity === 'warning'), text);
    }
  });

  it('leaves a document marker at column 0 an error (go-yaml: "did not find expected node content"), where `---x` is read', () => {
    assert.deepEqual(summary('a:\n  l: [a,\n---x]\n'), { values: [{ a: { l: ['a', '---x'] } }], diagnostics: [['warning', '3:1-3:1']] });
    for (const text of ['a:\n  l: [a,\n---\nb]\n', 'a:\n  l: [a,\n...\nb]\n', "a:\n  l: [a, 'b\n---\nc']\n"]) {
      const r = parse(text);
      assert.ok(!r.documents.some((d) => JSON.stringify(d.value).includes('"a"')), text);
      assert.ok(
        r.diagnostics.some((d) => d.severity === 'error'),
        text,
      );
      assert.ok(!r.diagnostics.some((d) => d.severity === 'warning'), text);
    }
  });

  it("leaves what else go-yaml refuses an error: a mapping in a flow mapping's value, a collection never closed, a flow key over lines", () => {
    // go-yaml reads a key at column 0 where a flow mapping's key may stand.
    assert.deepEqual(summary('c:\n  labels: {a: b,\nfoo: bar}\n'), {
      values: [{ c: { labels: { a: 'b', foo: 'bar' } } }],
      diagnostics: [['warning', '3:1-3:1']],
    });
    for (const text of [
      'c:\n  labels: {app:\nfoo: bar}\n', // go-yaml: "did not find expected ',' or '}'"
      'c:\n  l: [a,\nb\nd: 1\n', // go-yaml: "did not find expected ',' or ']'"
      'c:\n  l:\n  [a,\nb]\n', // go-yaml: "could not find expected ':'"
    ]) {
      const r = parse(text);
      assert.equal(r.documents.length, 0, text);
      assert.ok(!r.diagnostics.some((d) => d.severity === 'warning'), text);
    }
  });

  it('gives the same values, positions and warning on the fast path and with the full parser, the fast path leaving the document to it', () => {
    for (const text of [workloadsMutant(), SPLUNK, 'l:\n- [a,\nb]\n---\nc: {x:\ny}\n']) {
      const fast = parseYamlSource({ path: 'm.yaml', text });
      const full = parseYamlSourceFull({ path: 'm.yaml', text });
      assert.deepEqual(
        fast.documents.map((d) => d.value),
        full.documents.map((d) => d.value),
      );
      assert.deepEqual(fast.diagnostics, full.diagnostics);
      assert.equal(fast.diagnostics.length, 1);
      full.documents.forEach((d, i) => {
        assert.deepEqual(fast.documents[i]!.locate([]), d.locate([]));
      });
    }
    assert.deepEqual(
      fastYamlDocuments(workloadsMutant(), 4 * 1024 * 1024)?.map((d) => d.full === true),
      [false, true],
    );
  });
});
