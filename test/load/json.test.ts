import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourcePosition, SourceRange } from '../../src/core/diagnostic.ts';
import { cleanJsonMessage, findSyntaxError, parseJsonSource, positionOfJsonError } from '../../src/load/json.ts';

function at(range: SourceRange, withEnd = false): string {
  const start = `${range.start.line}:${range.start.column}`;
  return withEnd ? `${start}-${range.end.line}:${range.end.column}` : start;
}

/** Line:column of `offset` in `text`, computed the slow, obvious way (the test oracle). */
function positionOf(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

function parse(text: string, path = 'm.json') {
  return parseJsonSource({ path, text });
}

const POD = `{
  "apiVersion": "v1",
  "kind": "Pod",
  "metadata": {"name": "web", "namespace": "default"},
  "spec": {
    "containers": [
      {
        "name": "app",
        "resources": {
          "requests": {
            "cpu": "500m",
            "memory": "1Gi"
          }
        }
      }
    ]
  }
}
`;

describe('parseJsonSource: values and documents', () => {
  it('loads one top-level object as document [0]', () => {
    const { documents, diagnostics } = parse(POD);
    assert.deepEqual(diagnostics, []);
    assert.equal(documents.length, 1);
    assert.deepEqual(documents[0]?.order, [0]);
    assert.equal(documents[0]?.file, 'm.json');
    assert.equal((documents[0]?.value as { kind: string }).kind, 'Pod');
  });

  it('loads each element of a top-level array as its own document', () => {
    const { documents } = parse('[{"kind": "A"}, 5, {"kind": "B"}]');
    assert.deepEqual(
      documents.map((d) => [d.order, d.value]),
      [
        [[0], { kind: 'A' }],
        [[1], 5],
        [[2], { kind: 'B' }],
      ],
    );
    assert.equal(at(documents[2]!.locate(['kind']), true), '1:29-1:32');
  });
});

describe('parseJsonSource: locate', () => {
  const pod = parse(POD).documents[0]!;

  it('finds a deep value and its key', () => {
    const cpu = ['spec', 'containers', 0, 'resources', 'requests', 'cpu'];
    assert.equal(at(pod.locate(cpu), true), '11:20-11:26');
    assert.equal(at(pod.locate(cpu, 'key'), true), '11:13-11:18');
  });

  it('finds objects, array items and the whole document', () => {
    assert.equal(at(pod.locate(['metadata', 'namespace'])), '4:44');
    assert.equal(at(pod.locate(['spec', 'containers', 0]), true), '7:7-15:8');
    assert.equal(at(pod.locate([]), true), '1:1-18:2');
    assert.equal(at(pod.locate([], 'key')), '1:1');
    assert.equal(at(pod.locate(['spec', 'containers', 0], 'key')), '7:7');
  });

  it('falls back to the nearest existing ancestor', () => {
    assert.equal(at(pod.locate(['spec', 'containers', 0, 'resources', 'limits', 'cpu'])), '9:22');
    assert.equal(at(pod.locate(['spec', 'containers', 3, 'name'])), '6:19');
    assert.equal(at(pod.locate(['metadata', 'name', 'deeper'])), '4:24');
    assert.equal(at(pod.locate(['nope'], 'key')), '1:1');
  });

  it('decodes escaped keys, and counts columns in UTF-16 units', () => {
    const doc = parse('{"é😀": 1, "a\\"b": {"c\\u0064": [true, null]}}').documents[0]!;
    assert.equal(at(doc.locate(['é😀'])), '1:9');
    assert.equal(at(doc.locate(['a"b', 'cd', 1]), true), '1:39-1:43');
  });

  it('locates an item deep in a big list lazily, in any order, with exact positions', () => {
    const items = Array.from({ length: 3000 }, (_, i) => ({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: `pod-${i}`, labels: { 'app.kubernetes.io/name': 'x' } },
      spec: { containers: [{ name: 'app', resources: { requests: { cpu: `${i}m`, memory: '1Gi' } } }] },
    }));
    const text = JSON.stringify({ apiVersion: 'v1', kind: 'List', items, metadata: { resourceVersion: '' } }, null, 4);
    const list = parse(text).documents[0]!;
    const cpu = (i: number) => ['items', i, 'spec', 'containers', 0, 'resources', 'requests', 'cpu'];
    for (const i of [2717, 12, 2999, 2717, 0]) {
      const offset = text.indexOf(`"${i}m"`);
      assert.deepEqual(list.locate(cpu(i)).start, positionOf(text, offset), `item ${i}`);
      const keyOffset = text.lastIndexOf('"cpu"', offset);
      assert.deepEqual(list.locate(cpu(i), 'key').start, positionOf(text, keyOffset), `key of item ${i}`);
    }
    const meta = text.lastIndexOf('"metadata"');
    assert.deepEqual(list.locate(['metadata'], 'key').start, positionOf(text, meta));
  });

  it('skips items whose strings hold quotes, backslashes and brackets', () => {
    const tricky = ['a\\', 'b\\\\"}', '{[', ']}', '\\"]}\\', 'x\u2028y'];
    const items = tricky.map((t, i) => ({ kind: 'Pod', metadata: { name: `p${i}`, annotations: { note: t, [t]: [t, { [t]: t }] } }, spec: { n: i } }));
    for (const indent of [0, 2]) {
      const text = JSON.stringify({ kind: 'List', items }, null, indent);
      const list = parse(text).documents[0]!;
      for (let i = tricky.length - 1; i >= 0; i--) {
        const offset = text.indexOf(indent === 0 ? `"n":${i}` : `"n": ${i}`);
        assert.deepEqual(list.locate(['items', i, 'spec', 'n'], 'key').start, positionOf(text, offset), `item ${i}, indent ${indent}`);
      }
    }
  });
});

it('inside an item (scanned by each lookup, not indexed): escaped keys, the first of duplicate keys, longer keys passed over', () => {
  const text = '{"kind":"List","items":[{"metadata":{"name":"a"},"specs":{"x":0},"sp\\u0065c":{"x":[1,{"y":2}]},"spec":3,"a\\\\b":4}]}';
  const list = parse(text).documents[0]!;
  assert.equal((list.value as { items: { spec: number }[] }).items[0]!.spec, 3, 'JSON.parse keeps the last duplicate');
  assert.deepEqual(list.locate(['items', 0, 'spec'], 'key').start, positionOf(text, text.indexOf('"sp\\u0065c"')));
  assert.deepEqual(list.locate(['items', 0, 'spec', 'x', 1, 'y']).start, positionOf(text, text.indexOf('2}')));
  assert.deepEqual(list.locate(['items', 0, 'specs', 'x']).start, positionOf(text, text.indexOf('0}')));
  assert.deepEqual(list.locate(['items', 0, 'a\\b'], 'key').start, positionOf(text, text.indexOf('"a\\\\b"')));
  assert.deepEqual(list.locate(['items', 0, 'a\\\\b'], 'key').start, positionOf(text, text.indexOf('{"metadata"')), 'a key as written, not decoded: absent');
  assert.deepEqual(list.locate(['items', 0, 'spec', 'x', 5]).start, positionOf(text, text.indexOf('[1,')), 'past the last element: the array');
});

it('finds far items by their uid, past look-alikes, exactly where a scan would', () => {
  // Items 100 apart share a uid (look-alikes that differ only by name); item 300's
  // ownerReferences refer to item 7's uid; annotations quote other uids inside strings.
  const uid = (i: number) => `uid-${i % 100}`;
  const items = Array.from({ length: 1000 }, (_, i) => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name: `pod-${i}`,
      uid: uid(i),
      annotations: { note: `{"uid":"${uid(i + 1)}"} \\"${uid(i + 2)}\\" ]}` },
      ...(i === 300 ? { ownerReferences: [{ kind: 'Pod', name: 'pod-7', uid: uid(7), controller: true }] } : {}),
    },
    spec: { n: i },
  }));
  for (const indent of [0, 2]) {
    const text = JSON.stringify({ kind: 'List', items }, null, indent);
    const n = (i: number) => text.indexOf(indent === 0 ? `"n":${i}}` : `"n": ${i}\n`);
    const list = parse(text).documents[0]!;
    // Highest first (each search bounded by the items found above it), then in between.
    for (const i of [999, 700, 507, 7, 300, 650, 2, 998]) {
      assert.deepEqual(list.locate(['items', i, 'spec', 'n'], 'key').start, positionOf(text, n(i)), `item ${i}, indent ${indent}`);
      assert.deepEqual(
        list.locate(['items', i, 'metadata', 'uid']).start,
        positionOf(text, text.indexOf(JSON.stringify(uid(i)), text.indexOf(`"pod-${i}"`))),
        `uid of item ${i}, indent ${indent}`,
      );
    }
  }
});

it('a position for every item, asked for far ahead first (past the search budget): exactly where a scan would', () => {
  // Findings on most pods of a snapshot: searches stop after a few hundred and one scan finds the rest.
  const items = Array.from({ length: 3000 }, (_, i) => ({ kind: 'Pod', metadata: { name: `pod-${i}`, uid: `u-${i}` }, spec: { n: i } }));
  const text = JSON.stringify({ kind: 'List', items });
  const list = parse(text).documents[0]!;
  const order = [...Array.from({ length: 400 }, (_, k) => 2999 - k * 7), ...Array.from({ length: 3000 }, (_, i) => i)];
  for (const i of order) assert.deepEqual(list.locate(['items', i, 'spec', 'n'], 'key').start, positionOf(text, text.indexOf(`"n":${i}}`)), `item ${i}`);
});

it('a position for every item from a far one on, in order, compact and indented: exactly where a scan would', () => {
  // A snapshot's nodes first, then a finding on each pod: the first ones are searched for, one scan finds the rest.
  const items = Array.from({ length: 3000 }, (_, i) => ({ kind: i < 1000 ? 'Node' : 'Pod', metadata: { name: `x-${i}`, uid: `u-${i}` }, spec: { n: i } }));
  for (const indent of [0, 4]) {
    const text = JSON.stringify({ kind: 'List', items }, null, indent);
    const list = parse(text).documents[0]!;
    const at = (i: number) => text.indexOf(indent === 0 ? `"n":${i}}` : `"n": ${i}\n`);
    for (let i = 1000; i < 3000; i++)
      assert.deepEqual(list.locate(['items', i, 'spec', 'n'], 'key').start, positionOf(text, at(i)), `item ${i}, indent ${indent}`);
    for (const i of [5, 999, 2999])
      assert.deepEqual(list.locate(['items', i, 'spec', 'n'], 'key').start, positionOf(text, at(i)), `item ${i}, indent ${indent}`);
  }
});

it('a large container below the indexed levels is indexed by the lookup that finds it large: every element, in any order', { timeout: 60_000 }, () => {
  // A scenario's spec.resizes (150,000 entries at cluster scale) sits deeper than the root's
  // members; were each lookup to scan it from its start, this would take minutes, not milliseconds.
  const resizes = Array.from({ length: 40_000 }, (_, i) => ({ pod: `p-${i}`, containers: [{ name: 'app', resources: { requests: { cpu: `${i}m` } } }] }));
  const text = JSON.stringify({ kind: 'ResizeScenario', spec: { resizes } });
  const doc = parse(text).documents[0]!;
  // One line: the oracle is each value's offset, found once in order.
  assert.ok(!text.includes('\n'));
  const at: number[] = [];
  for (let i = 0, from = 0; i < resizes.length; i++) at.push((from = text.indexOf(`"${i}m"`, from)));
  for (let k = 0; k < resizes.length; k++) {
    const i = (k * 7919) % resizes.length;
    assert.deepEqual(doc.locate(['spec', 'resizes', i, 'containers', 0, 'resources', 'requests', 'cpu']).start, { line: 1, column: at[i]! + 1 }, `resize ${i}`);
  }
});

it('scans to items that have no uid or whose text is not where their uid is', () => {
  const items = Array.from({ length: 200 }, (_, i) => ({
    kind: 'Pod',
    metadata: i % 2 === 0 ? { name: `p${i}` } : { name: `p${i}`, uid: 'same' },
    spec: { n: i },
  }));
  const text = JSON.stringify({ kind: 'List', items });
  const list = parse(text).documents[0]!;
  for (const i of [150, 151, 199, 100])
    assert.deepEqual(list.locate(['items', i, 'spec', 'n'], 'key').start, positionOf(text, text.indexOf(`"n":${i}}`)), `item ${i}`);
});

describe('parseJsonSource: a stream of values, as kubectl reads a JSON file', () => {
  const pods = [0, 1, 2].map((i) => ({ apiVersion: 'v1', kind: 'Pod', metadata: { name: `p${i}` }, spec: { containers: [{ name: 'app' }] } }));

  it('gives one document per value, written compact one per line (jq -c) or indented back to back', () => {
    const streams: { before: string; between: string; indent: number }[] = [
      { before: '', between: '\n', indent: 0 },
      { before: '', between: '', indent: 2 },
      { before: ' ', between: '  \n\n ', indent: 0 },
    ];
    for (const { before, between, indent } of streams) {
      const written = pods.map((p) => JSON.stringify(p, null, indent));
      const text = `${before}${written.join(between)}\n`;
      const starts = written.map((_, i) => before.length + written.slice(0, i).reduce((n, w) => n + w.length + between.length, 0));
      const { documents, diagnostics } = parse(text);
      assert.deepEqual(diagnostics, []);
      assert.deepEqual(
        documents.map((d) => [d.order, d.value]),
        pods.map((p, i) => [[i], p]),
      );
      for (const [i, d] of documents.entries()) {
        assert.deepEqual(d.locate([]).start, positionOf(text, starts[i]!), `value ${i}`);
        assert.deepEqual(d.locate(['metadata', 'name']).start, positionOf(text, text.indexOf(`"p${i}"`)), `name of value ${i}`);
      }
    }
  });

  it('reports a syntax error inside a later value where it is, and keeps no value', () => {
    const text = `${JSON.stringify(pods[0])}\n${JSON.stringify(pods[1]).replace('"p1"', '"p1",')}\n`;
    const { documents, diagnostics } = parse(text);
    assert.deepEqual(documents, []);
    const after = positionOf(text, text.indexOf('"p1",') + 5);
    assert.deepEqual(
      diagnostics.map((d) => [d.ruleId, d.range.start]),
      [['input/json-syntax', after]],
    );
    assert.equal(after.line, 2);
  });

  it('a value followed by what is no value is an error there', () => {
    const { documents, diagnostics } = parse('{"a": 1} x');
    assert.deepEqual(documents, []);
    assert.deepEqual(
      diagnostics.map((d) => at(d.range)),
      ['1:10'],
    );
  });
});

describe('parseJsonSource: syntax errors', () => {
  const cases: { name: string; text: string; at: string; message: string }[] = [
    { name: 'a missing value', text: '{"a":}', at: '1:6', message: "unexpected token '}'" },
    { name: 'a missing comma', text: '{\n  "a": 1\n  "b": 2\n}', at: '3:3', message: "expected ',' or '}' after property value" },
    { name: 'a trailing comma', text: '{\n  "a": 1,\n}', at: '3:1', message: 'expected double-quoted property name' },
    { name: 'an unterminated string', text: '{\n  "a": "abc\n}', at: '2:12', message: 'bad control character in string literal' },
    { name: 'a truncated file', text: '{"a": [1, 2', at: '1:12', message: "expected ',' or ']' after array element" },
    { name: 'an empty text', text: '', at: '1:1', message: 'unexpected end of JSON input' },
    { name: 'a bad literal', text: '{\n "ok": tru }', at: '2:11', message: "unexpected token ' '" },
  ];
  for (const c of cases) {
    it(`reports ${c.name} at its line:column`, () => {
      const { documents, diagnostics } = parse(c.text);
      assert.deepEqual(documents, []);
      assert.deepEqual(
        diagnostics.map((d) => [d.ruleId, d.severity, d.file, at(d.range), d.message]),
        [['input/json-syntax', 'error', 'm.json', c.at, c.message]],
      );
    });
  }

  it('tells an object or array cut short (valid JSON up to its end) from an error inside the text', () => {
    const pod = JSON.stringify({ apiVersion: 'v1', kind: 'List', items: [{ kind: 'Pod', metadata: { name: 'a', labels: { x: 'y' } } }] }, null, 2);
    // Every cut inside the value, at any character, is cut short; trailing whitespace does not hide it.
    for (let end = 1; end < pod.length; end++) {
      const text = pod.slice(0, end) + (end % 3 === 0 ? '\n  ' : '');
      assert.equal(parse(text).cutShort, true, JSON.stringify(text.slice(-20)));
    }
    const inside = ['{"a": 1,}', '{"a": [1 2]}', '{"a": 1} x', '{\n "ok": tru }', '{"a": "x\ty"}', '{"a": 1,\n  "b": 2,\n}'];
    for (const text of inside) assert.equal(parse(text).cutShort, false, text);
    // Not an object or array: YAML may read it (a bare word is a string there).
    assert.equal(parse('tru').cutShort, false);
    assert.equal(parse('"abc').cutShort, false);
    assert.equal(parse(pod).cutShort, false);
  });

  it('finds the same offset as V8 wherever V8 names one', () => {
    const broken = [
      '{"a": 1,}',
      '{"a": 1',
      '[1, 2',
      '{"a": [1 2]}',
      '{"a": "x\ty"}',
      '{"a": 01}',
      '{"a": -}',
      '{"a": 1.}',
      '{"a": "\\q"}',
      '{,}',
      '{"a" 1}',
      '{"a": "\\u12G4"}',
      '{"a": 1} x',
      '{"a": 1e}',
      '["a" "b"]',
      '{"a": "abc',
    ];
    for (const text of broken) {
      let message = '';
      try {
        JSON.parse(text);
      } catch (error) {
        message = (error as Error).message;
      }
      const position = /at position (\d+)/.exec(message);
      assert.ok(position !== null, message);
      assert.equal(findSyntaxError(text), Number(position[1]), text);
    }
    assert.equal(findSyntaxError('{"a": [1, {"b": null}]}'), undefined);
  });

  it('reads the position from every V8 message format', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    assert.deepEqual(positionOfJsonError("Expected ',' or '}' after property value in JSON at position 13 (line 3 column 3)", text), { line: 3, column: 3 });
    assert.deepEqual(positionOfJsonError("Expected ',' or '}' after property value in JSON at position 13", text), { line: 3, column: 3 });
    assert.deepEqual(positionOfJsonError('Unexpected end of JSON input', '{\n'), { line: 2, column: 1 });
    assert.deepEqual(positionOfJsonError('Unexpected token \'"\', "{ "a": 1 "b"..." is not valid JSON', text), { line: 3, column: 3 });
    assert.deepEqual(positionOfJsonError('something else entirely', '{}'), { line: 1, column: 1 });
  });

  it('cleans V8 messages into one lower-case line without positions or quoted input', () => {
    assert.equal(cleanJsonMessage('Unexpected token \'}\', "{"a":}" is not valid JSON'), "unexpected token '}'");
    assert.equal(
      cleanJsonMessage("Expected ',' or '}' after property value in JSON at position 13 (line 3 column 3)"),
      "expected ',' or '}' after property value",
    );
    assert.equal(cleanJsonMessage('Unexpected end of JSON input'), 'unexpected end of JSON input');
  });
});
