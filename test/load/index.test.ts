import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceRange } from '../../src/core/diagnostic.ts';
import { kubernetesIdentity, parseSource, type LoadedDocument } from '../../src/load/index.ts';

function at(range: SourceRange): string {
  return `${range.start.line}:${range.start.column}`;
}

function doc(value: unknown): LoadedDocument {
  return { file: 'x.yaml', order: [0], value, locate: () => ({ start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }) };
}

const YAML_LIST = [
  'apiVersion: v1', //                     1
  'kind: Namespace', //                    2
  'metadata: {name: a}', //                3
  '---', //                                4
  'apiVersion: v1', //                     5
  'kind: List', //                         6
  'items:', //                             7
  '- apiVersion: v1', //                   8
  '  kind: Pod', //                        9
  '  metadata: {name: p0}', //             10
  '- apiVersion: v1', //                   11
  '  kind: Pod', //                        12
  '  metadata: {name: p1}', //             13
  '  spec:', //                            14
  '    containers:', //                    15
  '    - name: app', //                    16
  '      resources: {requests: {cpu: 2}}', // 17
  '',
].join('\n');

describe('parseSource: choosing the parser', () => {
  const cases: { name: string; path: string; text: string; value: unknown; diagnostics?: number }[] = [
    { name: '.json files as JSON', path: 'a.json', text: '{"kind": "Pod"}', value: { kind: 'Pod' } },
    { name: '.yaml files as YAML, even in flow style', path: 'a.yaml', text: '{kind: Pod}', value: { kind: 'Pod' } },
    { name: 'stdin starting with { as JSON', path: '<stdin>', text: '\n  {"kind": "Pod"}', value: { kind: 'Pod' } },
    { name: 'stdin starting with [ as JSON', path: '<stdin>', text: '[{"kind": "Pod"}]', value: { kind: 'Pod' } },
    { name: 'stdin with YAML as YAML', path: '<stdin>', text: 'kind: Pod\n', value: { kind: 'Pod' } },
    { name: 'guessed JSON that is YAML flow style as YAML', path: '<stdin>', text: '{kind: Pod}', value: { kind: 'Pod' } },
    { name: 'unknown extensions by their content', path: 'snapshot.txt', text: '{"kind": "Pod"}', value: { kind: 'Pod' } },
  ];
  for (const c of cases) {
    it(`parses ${c.name}`, () => {
      const result = parseSource({ path: c.path, text: c.text });
      assert.deepEqual(result.diagnostics, []);
      assert.deepEqual(
        result.documents.map((d) => d.value),
        [c.value],
      );
    });
  }

  it('reads a .json file that is not JSON as YAML, as kubectl and kustomize read it, with a warning where JSON stops', () => {
    const result = parseSource({ path: 'a.json', text: '{\n  kind: Pod,\n  apiVersion: v1,\n}\n' });
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
      [['input/json-syntax', 'warning', '2:3']],
    );
    assert.match(result.diagnostics[0]!.message, /^not valid JSON \(.*\); read as YAML/);
    assert.deepEqual(
      result.documents.map((d) => d.value),
      [{ kind: 'Pod', apiVersion: 'v1' }],
    );
  });

  it('keeps the JSON error for a .json file YAML refuses too, when it names a kind or an apiVersion', () => {
    const result = parseSource({ path: 'a.json', text: '{"kind": "Pod",\n "metadata": {"name": "x"}\n' });
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
      [['input/json-syntax', 'error', '3:1']],
    );
    assert.equal(result.documents.length, 0);
  });

  it('does not read an object or array cut short as YAML, which refuses it too: the JSON error at its end, from stdin as from a .json file', () => {
    const text = '{"apiVersion": "v1", "kind": "List", "items": [\n  {"kind": "Pod", "metadata": {"name": "a"}},\n  {"kind": "Pod", "metadata": {"na';
    for (const path of ['<stdin>', 'snapshot.json']) {
      const result = parseSource({ path, text });
      assert.deepEqual(
        result.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range), d.message]),
        [['input/json-syntax', 'error', '3:35', 'unterminated string']],
        path,
      );
    }
    // Cut short and naming no kind: still no manifest, as before.
    assert.deepEqual(
      parseSource({ path: 'ratings.json', text: '{"rating": 5, "by": [1, 2' }).diagnostics.map((d) => d.ruleId),
      ['input/not-kubernetes'],
    );
  });

  it('reads refused JSON over 4 MiB as YAML only if js-yaml reads it: a broken one keeps the JSON error, from stdin as from a .json file', () => {
    const items = Array.from({ length: 60_000 }, (_, i) => `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"cm-${i}"},"data":{"a":"b"}}`);
    const list = (body: string): string => `{"apiVersion":"v1","kind":"List","items":[${body}]}`;
    const broken = list(items.join(',').replace('"cm-20000"},', '"cm-20000"},,'));
    assert.ok(broken.length > 4 * 1024 * 1024);
    // JSON stops at the second comma (columns count from 1).
    const column = broken.indexOf(',,') + 2;
    for (const path of ['<stdin>', 'snapshot.json']) {
      const result = parseSource({ path, text: broken });
      assert.deepEqual(
        result.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
        [['input/json-syntax', 'error', `1:${column}`]],
        path,
      );
    }
    // Below 4 MiB from stdin, YAML's own error, as before (the full parser reads it).
    assert.deepEqual(
      parseSource({ path: '<stdin>', text: list(items.slice(0, 10).join(',').replace('"cm-5"},', '"cm-5"},,')) }).diagnostics.map((d) => d.ruleId),
      ['input/yaml-syntax'],
    );
    // Valid YAML that is not JSON (a trailing comma) is still read as YAML, however large.
    const trailing = parseSource({ path: 'snapshot.json', text: list(`${items.join(',')},`) });
    assert.deepEqual(
      trailing.diagnostics.map((d) => [d.ruleId, d.severity]),
      [['input/json-syntax', 'warning']],
    );
    assert.equal(trailing.documents.length, 60_000);
  });

  it('reads a stream of JSON values up to the per-file bound, with a finding where it stops, and never as YAML', () => {
    const pod = (i: number) => JSON.stringify({ apiVersion: 'v1', kind: 'Pod', metadata: { name: `p${i}` } });
    const text = [0, 1, 2, 3, 4].map(pod).join('\n');
    const bounds = { documentsPerFile: 3, nestingDepth: 64, scalarBytes: 1024 };
    for (const path of ['pods.json', '<stdin>']) {
      const result = parseSource({ path, text }, bounds);
      assert.deepEqual(
        result.documents.map((d) => kubernetesIdentity(d)?.name),
        ['p0', 'p1', 'p2'],
      );
      assert.deepEqual(
        result.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
        [['input/too-large', 'error', '4:1']],
        path,
      );
    }
    // A million scalars: the bound stops the reading (each a document, and a warning).
    const scalars = parseSource({ path: 'ones.json', text: '1 '.repeat(1_000_000) }, { ...bounds, documentsPerFile: 10 });
    assert.equal(scalars.diagnostics.filter((d) => d.ruleId === 'input/not-an-object').length, 10);
    assert.equal(scalars.diagnostics.filter((d) => d.ruleId === 'input/too-large').length, 1);
  });

  it('names the first 100 documents that are not objects one by one, and the rest in one finding where they start', () => {
    const text = Array.from({ length: 250 }, (_, i) => `--- ${i}\n`).join('');
    const own = parseSource({ path: 'numbers.yaml', text }).diagnostics.filter((d) => d.ruleId === 'input/not-an-object');
    assert.equal(own.length, 101);
    assert.match(own[99]!.message, /^document is the number 99,/);
    assert.equal(at(own[100]!.range), '101:5');
    assert.match(own[100]!.message, /^this and 149 more documents or list items after it are not Kubernetes objects either/);
  });

  it('a .json file neither JSON nor YAML that names no kind is no manifest (data, a JSON with comments): a note, no error', () => {
    const result = parseSource({ path: 'ratings.json', text: '{rating: 5}\n{rating: 4}\n' });
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, at(d.range)]),
      [['input/not-kubernetes', 'info', '1:1']],
    );
  });
});

describe('parseSource: lists', () => {
  it('expands a YAML List into its items, with order and positions inside the list', () => {
    const { documents, diagnostics } = parseSource({ path: 'l.yaml', text: YAML_LIST });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      documents.map((d) => [d.order, kubernetesIdentity(d)?.name]),
      [
        [[0], 'a'],
        [[1, 0], 'p0'],
        [[1, 1], 'p1'],
      ],
    );
    const p1 = documents[2]!;
    assert.equal(p1.file, 'l.yaml');
    assert.equal(at(p1.locate([])), '11:3');
    assert.equal(at(p1.locate(['metadata', 'name'])), '13:20');
    assert.equal(at(p1.locate(['spec', 'containers', 0, 'resources', 'requests', 'cpu'])), '17:35');
    assert.equal(at(p1.locate(['spec', 'containers', 0, 'resources', 'requests', 'cpu'], 'key')), '17:30');
  });

  it('expands a JSON *List and a List inside a top-level array', () => {
    const text = JSON.stringify(
      [
        { apiVersion: 'v1', kind: 'PodList', items: [{ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'a' } }] },
        { apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' } },
      ],
      null,
      2,
    );
    const { documents, diagnostics } = parseSource({ path: 'l.json', text });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      documents.map((d) => [d.order, kubernetesIdentity(d)]),
      [
        [[0, 0], { apiVersion: 'v1', kind: 'Pod', namespace: '', name: 'a' }],
        [[1], { apiVersion: 'v1', kind: 'Node', namespace: '', name: 'n1' }],
      ],
    );
    const nameAt = text.indexOf('"a"');
    const lines = text.slice(0, nameAt).split('\n');
    assert.equal(at(documents[0]!.locate(['metadata', 'name'])), `${lines.length}:${lines.at(-1)!.length + 1}`);
  });

  it('gives items of a typed list without apiVersion/kind the type of the list', () => {
    const { documents } = parseSource({
      path: 'raw.json',
      text: '{"apiVersion": "v1", "kind": "PodList", "items": [{"metadata": {"name": "a", "namespace": "ns"}}]}',
    });
    assert.deepEqual(kubernetesIdentity(documents[0]!), { apiVersion: 'v1', kind: 'Pod', namespace: 'ns', name: 'a' });
  });

  it('gives an empty list no documents and no diagnostics', () => {
    assert.deepEqual(parseSource({ path: 'e.yaml', text: 'apiVersion: v1\nkind: List\nitems: []\n' }), { documents: [], diagnostics: [] });
  });

  it('keeps an object whose kind ends in List but has no items array', () => {
    const { documents } = parseSource({ path: 'x.yaml', text: 'apiVersion: x/v1\nkind: AllowList\nspec: {}\n' });
    assert.equal(documents.length, 1);
  });
});

describe('parseSource: non-objects', () => {
  it('warns about scalar and array documents and items, at their position, and skips nulls', () => {
    const text = '- a\n- b\n---\njust text\n---\napiVersion: v1\nkind: List\nitems:\n- 42\n- null\n- kind: Pod\n';
    const { documents, diagnostics } = parseSource({ path: 'n.yaml', text });
    assert.deepEqual(
      documents.map((d) => d.order),
      [[2, 2]],
    );
    assert.deepEqual(
      diagnostics.map((d) => [d.ruleId, d.severity, at(d.range), d.message]),
      [
        ['input/not-an-object', 'warning', '1:1', 'document is an array, not a Kubernetes object (a mapping with apiVersion and kind); it is ignored'],
        [
          'input/not-an-object',
          'warning',
          '4:1',
          'document is the string "just text", not a Kubernetes object (a mapping with apiVersion and kind); it is ignored',
        ],
        [
          'input/not-an-object',
          'warning',
          '9:3',
          'item 0 of the "List" is the number 42, not a Kubernetes object (a mapping with apiVersion and kind); it is ignored',
        ],
      ],
    );
  });

  it('passes syntax diagnostics through', () => {
    const { documents, diagnostics } = parseSource({ path: 'b.yaml', text: 'a: 1\na: 2\n' });
    assert.deepEqual(documents, []);
    assert.deepEqual(
      diagnostics.map((d) => d.ruleId),
      ['input/yaml-syntax'],
    );
  });
});

describe('kubernetesIdentity', () => {
  const cases: { name: string; value: unknown; expected: ReturnType<typeof kubernetesIdentity> }[] = [
    {
      name: 'a namespaced object',
      value: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'web', namespace: 'shop' } },
      expected: { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name: 'web' },
    },
    {
      name: 'no namespace',
      value: { apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' } },
      expected: { apiVersion: 'v1', kind: 'Node', namespace: '', name: 'n1' },
    },
    { name: 'no metadata', value: { apiVersion: 'v1', kind: 'Pod' }, expected: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: '' } },
    {
      name: 'a non-string name',
      value: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 5 } },
      expected: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: '' },
    },
    { name: 'no apiVersion', value: { kind: 'Pod', metadata: { name: 'x' } }, expected: undefined },
    { name: 'a non-string kind', value: { apiVersion: 'v1', kind: 3 }, expected: undefined },
    { name: 'a scalar', value: 'Pod', expected: undefined },
    { name: 'an array', value: [{ apiVersion: 'v1', kind: 'Pod' }], expected: undefined },
  ];
  for (const c of cases) {
    it(`handles ${c.name}`, () => {
      assert.deepEqual(kubernetesIdentity(doc(c.value)), c.expected);
    });
  }
});
