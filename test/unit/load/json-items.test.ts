/**
 * The item starts of a large List, found on a worker thread (src/load/json-items.ts): the scan
 * must find exactly the offsets the main-thread locator finds, on text full of traps (quotes,
 * backslashes and brackets inside strings, nesting, odd whitespace, `items` not first or
 * escaped), and positions must not change when the worker supplies them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseJsonSource } from '../../../src/load/json.ts';
import { parseSource } from '../../../src/load/index.ts';
import { ItemStartsScan, scanItemStarts } from '../../../src/load/json-items.ts';

const bytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'latin1'));

/** A pod item whose strings hold every character that could mislead a bracket counter. */
function trickyPod(i: number): Record<string, unknown> {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: `p-${i}`, namespace: 'ns', annotations: { note: `] } [ { " \\ \\" ,"items":[ #${i}`, empty: '' } },
    spec: { containers: [{ name: 'c', resources: { requests: { cpu: '1' } } }], tolerations: [], nested: [[[]], [{}], [1, -2.5e3, true, null]] },
  };
}

const TEXTS: [string, string][] = [
  ['compact', JSON.stringify({ apiVersion: 'v1', items: [0, 1, 2].map(trickyPod), kind: 'List', metadata: {} })],
  ['indented, items last', JSON.stringify({ apiVersion: 'v1', kind: 'List', metadata: { resourceVersion: '' }, items: [0, 1, 2, 3].map(trickyPod) }, null, 4)],
  ['odd whitespace', ` \r\n\t{ "kind" : "List" ,\n "items" :\t[ ${[0, 1].map((i) => JSON.stringify(trickyPod(i))).join(' ,\r\n ')} ] } `],
  ['an escaped key', `{"apiVersion":"v1","\\u0069tems":[${JSON.stringify(trickyPod(0))},${JSON.stringify(trickyPod(1))}],"kind":"List"}`],
  ['no items', JSON.stringify({ apiVersion: 'v1', kind: 'List' })],
  ['empty items', '{"kind":"List","items":[ ]}'],
  ['items not an array', '{"kind":"List","items":{"a":[1]},"other":[2]}'],
];

describe('scanItemStarts', () => {
  for (const [name, text] of TEXTS) {
    it(`${name}: the offsets where JSON.parse's items begin`, () => {
      const value = JSON.parse(text) as { items?: unknown[] };
      const found = scanItemStarts(bytes(text));
      if (!Array.isArray(value.items)) {
        assert.equal(found, undefined);
        return;
      }
      assert.ok(found !== undefined);
      assert.equal(found.starts.length, value.items.length);
      assert.equal(text[found.itemsStart], '[');
      assert.equal(text[found.end - 1], ']');
      // Each start, parsed up to the next one (or the closing bracket), is that very item.
      [...found.starts].forEach((start, i) => {
        const stop = i + 1 < found.starts.length ? found.starts[i + 1]! : found.end - 1;
        const slice = text.slice(start, stop).replace(/[\s,]*$/, '');
        assert.deepEqual(JSON.parse(slice), value.items![i], `item ${i}`);
        assert.notEqual(/\s/.test(text[start]!), true);
      });
    });
  }

  it('is undefined for a top-level array or scalar', () => {
    assert.equal(scanItemStarts(bytes('[{"items":[1]}]')), undefined);
    assert.equal(scanItemStarts(bytes('"items"')), undefined);
  });
});

describe('positions with the worker scan', () => {
  for (const [name, text] of TEXTS.filter(([n]) => !n.startsWith('no') && !n.startsWith('items not'))) {
    it(`${name}: every item path is located as without it`, () => {
      const plain = parseSource({ path: 'l.json', text }).documents;
      const asciiBytes = bytes(text);
      const scanned = parseSource({ path: 'l.json', text, asciiBytes }).documents;
      assert.equal(asciiBytes.byteLength, 0, 'the bytes went to the worker');
      assert.equal(scanned.length, plain.length);
      const paths = [[], ['metadata', 'name'], ['metadata', 'annotations', 'note'], ['spec', 'nested', 2, 1], ['spec', 'containers', 0, 'resources'], ['no', 'such', 'path']];
      // From the last item back, so nothing scanned for an earlier lookup helps a later one.
      for (let i = plain.length - 1; i >= 0; i--) {
        for (const path of paths) assert.deepEqual(scanned[i]!.locate(path), plain[i]!.locate(path), `item ${i} ${JSON.stringify(path)}`);
        assert.deepEqual(scanned[i]!.locate(['metadata'], 'key'), plain[i]!.locate(['metadata'], 'key'));
      }
    });
  }

  it('hands the bytes over to the worker (transferred, not copied)', () => {
    const b = bytes(TEXTS[0]![1]);
    const scan = ItemStartsScan.start(b);
    assert.ok(scan !== undefined);
    assert.equal(b.byteLength, 0);
    assert.equal(scan.result()?.starts.length, 3);
  });

  it('leaves a file that is not a List to the main-thread scan', () => {
    const text = JSON.stringify({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' }, spec: { containers: [{ name: 'c' }] } });
    const doc = parseJsonSource({ path: 'p.json', text, asciiBytes: bytes(text) }).documents[0]!;
    const plain = parseJsonSource({ path: 'p.json', text }).documents[0]!;
    assert.deepEqual(doc.locate(['spec', 'containers', 0, 'name']), plain.locate(['spec', 'containers', 0, 'name']));
  });
});
