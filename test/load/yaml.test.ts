import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceRange } from '../../src/core/diagnostic.ts';
import { cleanMessage, parseYamlSource } from '../../src/load/yaml.ts';
import { lintSources } from '../../src/index.ts';

/** "line:column" of a range start, or "l:c-l:c" with `withEnd`. */
function at(range: SourceRange, withEnd = false): string {
  const start = `${range.start.line}:${range.start.column}`;
  return withEnd ? `${start}-${range.end.line}:${range.end.column}` : start;
}

function parse(text: string, path = 'm.yaml') {
  return parseYamlSource({ path, text });
}

const MULTI_DOC = [
  'apiVersion: v1', //               1
  'kind: Namespace', //              2
  'metadata:', //                    3
  '  name: shop', //                 4
  '---', //                          5
  'apiVersion: v1', //               6
  'kind: Pod', //                    7
  'metadata:', //                    8
  '  name: web', //                  9
  'spec:', //                        10
  '  containers:', //                11
  '  - name: app', //                12
  '    image: nginx', //             13
  '    resources:', //               14
  '      requests:', //              15
  '        cpu: 500m', //            16
  '        memory: "1Gi"', //        17
  '  - name: sidecar', //            18
  '    resources: {requests: {cpu: 0.5}}', // 19
  '',
].join('\n');

const CPU = ['spec', 'containers', 0, 'resources', 'requests', 'cpu'];

describe('parseYamlSource: documents and values', () => {
  it('loads every document of a stream with its index as order', () => {
    const { documents, diagnostics } = parse(MULTI_DOC);
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      documents.map((d) => [d.file, d.order, (d.value as { kind: string }).kind]),
      [
        ['m.yaml', [0], 'Namespace'],
        ['m.yaml', [1], 'Pod'],
      ],
    );
  });

  it('keeps Kubernetes values as Kubernetes reads them (YAML 1.2 core schema)', () => {
    const { documents } = parse('a: 0.5\nb: "1Gi"\nc: 500m\nd: 2\ne: yes\nf: "0.5"\ng: 1e3\nh: null\ni: 2024-01-01\nj: on\n');
    assert.deepEqual(documents[0]?.value, { a: 0.5, b: '1Gi', c: '500m', d: 2, e: 'yes', f: '0.5', g: 1000, h: null, i: '2024-01-01', j: 'on' });
  });

  it('applies << merge keys', () => {
    const { documents, diagnostics } = parse('base: &b {cpu: 1, memory: 1Gi}\nx:\n  <<: *b\n  cpu: 2\n');
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(documents[0]?.value, { base: { cpu: 1, memory: '1Gi' }, x: { cpu: 2, memory: '1Gi' } });
  });

  it('skips empty documents silently but keeps counting them in order', () => {
    const { documents, diagnostics } = parse('---\n---\n# only a comment\n---\na: 1\n---\n~\n---\nb: 2\n');
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      documents.map((d) => [d.order, d.value]),
      [
        [[2], { a: 1 }],
        [[4], { b: 2 }],
      ],
    );
  });

  it('returns nothing, and says nothing, for a comment-only stream', () => {
    assert.deepEqual(parse('# nothing here\n'), { documents: [], diagnostics: [] });
  });
});

describe("parseYamlSource: problems in the user's words", () => {
  const problems = (text: string): string[] => parse(text).diagnostics.map((d) => `${d.severity} ${d.range.start.line}:${d.range.start.column} ${d.message}`);

  it('a control character: an error at it, the document not read (kubectl refuses the file), the others read', () => {
    const { documents, diagnostics } = parse('a: 1\n---\nname: "x\u0001y"\n---\nb: 2\n');
    assert.deepEqual(
      documents.map((d) => d.value),
      [{ a: 1 }, { b: 2 }],
    );
    assert.deepEqual(
      diagnostics.map((d) => `${d.severity} ${d.range.start.line}:${d.range.start.column} ${d.message}`),
      [
        'error 3:9 control character U+0001 is not allowed in YAML, and kubectl refuses the file; write it as an escape ("\\x01") in a double-quoted string, or delete it',
      ],
    );
  });

  it('a byte-order mark: fine as the first character, an error anywhere else', () => {
    assert.deepEqual(problems('\uFEFFa: 1\n'), []);
    assert.deepEqual(problems('a: 1\n---\n\uFEFFb: 2\n'), [
      'error 3:1 a byte-order mark (U+FEFF) inside the file: only its first character may be one, and kubectl refuses the file; delete it (joining two files often leaves one)',
    ]);
  });

  it("tab, newline, carriage return and NEL are YAML's own", () => {
    assert.deepEqual(problems('a: "x\ty"\r\nb: "\u0085"\n'), []);
  });

  it('an unsupported tag and nesting thousands deep, said as a person would', () => {
    assert.deepEqual(problems('a: !custom x\n'), [
      'warning 1:4 unsupported YAML tag !custom (Kubernetes manifests use none, and kubectl may refuse it); the value is read as plain text',
    ]);
    const deep = problems(`a: ${'['.repeat(20000)}${']'.repeat(20000)}\n`);
    assert.equal(deep.length, 1);
    assert.match(deep[0]!, /^error \d+:\d+ the document nests deeper than the YAML parser follows/);
  });
});

describe('parseYamlSource: tags kubectl reads as text', () => {
  it('!!binary is its base64 text and !!timestamp the time as written (never a Buffer or a Date)', () => {
    const { documents } = parse('a: !!binary aGVsbG8=\nb: !!timestamp 2001-12-14t21:59:43.10-05:00\nc: !!binary |\n  aGVs\n  bG8=\n');
    assert.deepEqual(documents[0]!.value, { a: 'aGVsbG8=', b: '2001-12-14t21:59:43.10-05:00', c: 'aGVsbG8=' });
  });

  it('a !!binary where an object belongs is a string the schema refuses, the same message every run', () => {
    const text = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  labels: !!binary x\nspec:\n  containers: [{name: c}]\n';
    const a = lintSources([{ path: 'p.yaml', text }], { featureGates: {} }).diagnostics.map((d) => d.message);
    // Buffers come from a shared pool: another allocation between runs moves their offset.
    Buffer.alloc(100);
    const b = lintSources([{ path: 'p.yaml', text }], { featureGates: {} }).diagnostics.map((d) => d.message);
    assert.deepEqual(a, b);
    assert.ok(
      a.some((m) => m.includes('metadata.labels')),
      a.join('\n'),
    );
    assert.ok(!a.some((m) => m.includes('offset')), a.join('\n'));
  });
});

describe('parseYamlSource: locate', () => {
  const pod = parse(MULTI_DOC).documents[1]!;

  it('finds a deep value and its key in the second document', () => {
    assert.equal(at(pod.locate(CPU), true), '16:14-16:18');
    assert.equal(at(pod.locate(CPU, 'key'), true), '16:9-16:12');
  });

  it('finds quoted values, sequence items and flow collections', () => {
    assert.equal(at(pod.locate(['spec', 'containers', 0, 'resources', 'requests', 'memory'])), '17:17');
    assert.equal(at(pod.locate(['spec', 'containers', 1])), '18:5');
    assert.equal(at(pod.locate(['spec', 'containers', 1, 'resources', 'requests', 'cpu'])), '19:33');
    assert.equal(at(pod.locate(['spec', 'containers', 1, 'resources'], 'key')), '19:5');
    assert.equal(at(pod.locate(['spec', 'containers', '1', 'name'])), '18:11');
  });

  it('gives the whole document for the empty path, and the value for "key" without a key', () => {
    assert.equal(at(pod.locate([])), '6:1');
    assert.equal(at(pod.locate([], 'key')), '6:1');
    assert.equal(at(pod.locate(['spec', 'containers', 0], 'key')), '12:5');
  });

  it('falls back to the nearest existing ancestor', () => {
    assert.equal(at(pod.locate(['spec', 'containers', 0, 'resources', 'limits', 'cpu'])), '15:7');
    assert.equal(at(pod.locate(['spec', 'containers', 0, 'resources', 'limits'], 'key')), '14:5');
    assert.equal(at(pod.locate(['spec', 'containers', 7, 'name'])), '12:3');
    assert.equal(at(pod.locate(['metadata', 'name', 'deeper'])), '9:9');
  });

  it('follows aliases and merge keys to where the value was written', () => {
    const doc = parse('base: &b\n  cpu: 1\nx:\n  <<: *b\n  memory: 2\ny: *b\n').documents[0]!;
    assert.equal(at(doc.locate(['x', 'cpu'])), '2:8');
    assert.equal(at(doc.locate(['x', 'memory'])), '5:11');
    assert.equal(at(doc.locate(['y', 'cpu'])), '2:8');
    assert.equal(at(doc.locate(['y'])), '6:4');
  });

  it('counts columns in UTF-16 units and handles CRLF line ends', () => {
    const doc = parse('a: "é😀"\r\nb:\r\n  c: 1\r\n').documents[0]!;
    assert.equal(at(doc.locate(['b', 'c'])), '3:6');
    const emoji = parse('a: "😀"\nb: 1\n').documents[0]!;
    assert.equal(at(emoji.locate(['a']), true), '1:4-1:8');
  });

  it('points at the key of an empty value', () => {
    const doc = parse('a:\nb: 1\n').documents[0]!;
    assert.equal(at(doc.locate(['a'], 'key')), '1:1');
    assert.equal(at(doc.locate(['a'])), '1:3');
  });
});

describe('parseYamlSource: syntax errors', () => {
  const cases: { name: string; text: string; at: string; message: RegExp; loaded: unknown[] }[] = [
    {
      name: 'a tab used for indentation',
      text: 'a: 1\n---\nb:\n\tc: 1\n---\nd: 2\n',
      at: '4:1',
      message: /^tabs are not allowed as indentation$/,
      loaded: [{ a: 1 }, { d: 2 }],
    },
    {
      name: 'a duplicate key (at the second one)',
      text: 'a: 1\n---\nkind: Pod\nmetadata:\n  name: x\n  name: y\n---\nd: 2\n',
      at: '6:3',
      message: /^map keys must be unique$/,
      loaded: [{ a: 1 }, { d: 2 }],
    },
    {
      name: 'bad indentation',
      text: 'a: 1\n---\nb:\n  c: 1\n d: 2\n---\ne: 3\n',
      at: '5:1',
      message: /^all mapping items must start at the same column$/,
      loaded: [{ a: 1 }, { e: 3 }],
    },
    {
      name: 'an unclosed flow sequence',
      text: 'a: 1\n---\nb: [1, 2\n---\nd: 2\n',
      // Reported at the "[" that is never closed, not where the parser gave up (4:1).
      at: '3:4',
      message: /^flow sequence in block collection must be sufficiently indented and end with a \] \(the bracket opened here is never closed\)$/,
      loaded: [{ a: 1 }, { d: 2 }],
    },
    {
      name: 'a missing colon',
      text: 'a: 1\nb\n---\nc: 1\n',
      at: '2:1',
      message: /^implicit map keys need to be followed by map values$/,
      loaded: [{ c: 1 }],
    },
  ];
  for (const c of cases) {
    it(`reports ${c.name} at its line:column, and still loads the other documents`, () => {
      const { documents, diagnostics } = parse(c.text);
      assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics));
      const [d] = diagnostics;
      assert.equal(d?.ruleId, 'input/yaml-syntax');
      assert.equal(d?.severity, 'error');
      assert.equal(d?.file, 'm.yaml');
      assert.equal(at(d.range), c.at);
      assert.match(d.message, c.message);
      assert.deepEqual(
        documents.map((doc) => doc.value),
        c.loaded,
      );
    });
  }

  it('recovers after an unterminated quote that swallowed the rest of the stream', () => {
    // The yaml library alone returns 2 documents here: the string runs to the end of the text.
    const text = 'a: 1\n---\nb: "abc\n---\nd: 2\n---\ne: 3\n';
    const { documents, diagnostics } = parse(text);
    assert.deepEqual(
      documents.map((doc) => [doc.order, doc.value]),
      [
        [[0], { a: 1 }],
        [[2], { d: 2 }],
        [[3], { e: 3 }],
      ],
    );
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]?.message, 'missing closing "quote');
    assert.equal(at(diagnostics[0].related![0]!.range), '3:4');
    // Positions in the re-parsed part are positions in the whole file.
    assert.equal(at(documents[1]!.locate(['d']), true), '5:4-5:5');
    assert.equal(at(documents[2]!.locate(['e'], 'key')), '7:1');
  });

  it('recovers after an unterminated quote that runs past the string bound: the documents after it are still read', () => {
    // The quote swallows the rest of the stream; over the bound it is set aside as one long string.
    const padding = 'x'.repeat(200);
    const text = `a: "${padding}\n---\nb: 1\n---\nc: 2\n`;
    for (const bound of [100, 4 * 1024 * 1024]) {
      const { documents, diagnostics } = parseYamlSource({ path: 'q.yaml', text }, bound);
      assert.deepEqual(
        documents.map((doc) => [doc.order, doc.value]),
        [
          [[1], { b: 1 }],
          [[2], { c: 2 }],
        ],
        `bound ${bound}`,
      );
      assert.equal(diagnostics.length, 1, `bound ${bound}`);
      assert.match(diagnostics[0]!.message, bound === 100 ? /^a string of \d+ bytes, more than the 100 one string may hold here/ : /missing closing "quote/);
    }
  });

  it('recovers after several unterminated quotes', () => {
    const { documents, diagnostics } = parse('a: "x\n---\nb: 1\n---\nc: \'y\n---\nd: 2\n');
    assert.deepEqual(
      documents.map((doc) => doc.value),
      [{ b: 1 }, { d: 2 }],
    );
    assert.deepEqual(
      diagnostics.map((d) => d.related?.[0] && at(d.related[0].range)),
      ['1:4', '5:4'],
    );
  });

  it('treats only "---" at the start of a line as a document boundary', () => {
    const { documents, diagnostics } = parse('a: |\n  ---\n  text\nb: 1\n');
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(documents[0]?.value, { a: '---\ntext\n', b: 1 });
  });

  it('turns an alias bomb into a diagnostic instead of hanging', { timeout: 30_000 }, () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++) {
      const prev = String.fromCharCode(96 + i);
      levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${prev}`).join(', ')}]`);
    }
    const { documents, diagnostics } = parse(`${levels.join('\n')}\n---\nok: 1\n`);
    assert.deepEqual(
      documents.map((d) => d.value),
      [{ ok: 1 }],
    );
    assert.equal(diagnostics.length, 1);
    assert.match(diagnostics[0]!.message, /^document contains excessive aliasing/);
    // The outermost alias being expanded when go-yaml's limit was crossed: d's third `*c`.
    assert.equal(at(diagnostics[0]!.range), '4:16');
  });

  it('reports an alias to an undefined anchor at the alias', () => {
    const { documents, diagnostics } = parse('kind: Pod\nspec: *nope\n');
    assert.deepEqual(documents, []);
    assert.equal(at(diagnostics[0]!.range, true), '2:7-2:12');
    assert.match(diagnostics[0]!.message, /^unresolved alias .*nope$/);
  });

  it('reports warnings as warnings and still loads the document', () => {
    const { documents, diagnostics } = parse('%FOO bar\n---\na: 1\n');
    assert.deepEqual(
      documents.map((d) => d.value),
      [{ a: 1 }],
    );
    assert.deepEqual(
      diagnostics.map((d) => [d.severity, d.ruleId, d.message, at(d.range)]),
      [['warning', 'input/yaml-syntax', 'unknown directive %FOO', '1:1']],
    );
  });

  it('reports deep nesting as an error, not a crash', () => {
    const depth = 20000;
    const { documents, diagnostics } = parse(`a: ${'['.repeat(depth)}${']'.repeat(depth)}\n---\nb: 1\n`);
    assert.deepEqual(
      documents.map((d) => d.value),
      [{ b: 1 }],
    );
    assert.equal(diagnostics[0]?.severity, 'error');
  });
});

describe('cleanMessage', () => {
  it('makes the yaml message single-line, lower-case first, without a code frame', () => {
    assert.equal(cleanMessage('Map keys must be unique at line 3, column 1:\n\nb: 2\n^\n'), 'map keys must be unique');
    assert.equal(cleanMessage('Tabs are not allowed\n as indentation.'), 'tabs are not allowed as indentation');
    assert.equal(cleanMessage('YAML version 9.9 is unsupported'), 'YAML version 9.9 is unsupported');
  });
});
