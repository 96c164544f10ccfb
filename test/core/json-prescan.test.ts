/**
 * prescanJson (src/core/json-prescan.ts) against what the parsed value and the locator's own
 * scanning say of the same text: nesting depth, longest string, list elements and their keys.
 * Then the worker (src/io/prescan-worker.ts, src/io/read.ts): a prescanned file gives every
 * position and bound exactly as one without.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { prescanJson } from '../../src/core/json-prescan.ts';
import { parseJsonSource } from '../../src/load/json.ts';
import { parseSource } from '../../src/load/index.ts';
import { readSourceFiles } from '../../src/io/read.ts';
import type { SourceFile } from '../../src/core/source.ts';

const bytes = (text: string): Uint8Array => Buffer.from(text, 'latin1');

/** Depth and longest string of a parsed value, as the prescan counts them in its text. */
function measure(v: unknown, depth = 0): { maxDepth: number; maxString: number } {
  if (typeof v === 'string') return { maxDepth: depth, maxString: JSON.stringify(v).length - 2 };
  if (typeof v !== 'object' || v === null) return { maxDepth: depth, maxString: 0 };
  let maxDepth = depth + 1;
  let maxString = 0;
  for (const [k, x] of Object.entries(v)) {
    const m = measure(x, depth + 1);
    maxDepth = Math.max(maxDepth, m.maxDepth);
    maxString = Math.max(maxString, m.maxString, Array.isArray(v) ? 0 : JSON.stringify(k).length - 2);
  }
  return { maxDepth, maxString };
}

/** JSON text of `v`, compact or indented as kubectl writes it. */
function spaced(v: unknown, pad: string): string {
  return JSON.stringify(v, null, pad === '' ? undefined : pad);
}

const ascii = fc.string({ unit: fc.constantFrom('a', 'b', '"', '\\', '{', '}', '[', ']', ',', ':', ' ', '\n', '0') });
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, ascii, fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 4 }),
  object: fc.dictionary(ascii, tie('node'), { maxKeys: 5 }),
})).node;

describe('prescanJson', () => {
  it('finds the depth and the longest string the parsed value has, and the elements and keys the locator finds', () => {
    const list = fc.record({ apiVersion: fc.constant('v1'), kind: fc.constant('List'), items: fc.array(value, { maxLength: 6 }) });
    const root = fc.oneof(list, fc.array(value, { maxLength: 6 }), value);
    fc.assert(
      fc.property(root, fc.constantFrom('', '  ', '\t'), (v, pad) => {
        const text = spaced(v, pad);
        const scan = prescanJson(bytes(text), 2);
        assert.deepEqual({ maxDepth: scan.maxDepth, maxString: scan.maxString }, measure(JSON.parse(text)));
        assert.deepEqual([...scan.lineStarts!], [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)]);
        const items: unknown = Array.isArray(v)
          ? v
          : typeof v === 'object' && v !== null && Array.isArray((v as { items?: unknown }).items)
            ? (v as { items: unknown[] }).items
            : undefined;
        if (!Array.isArray(items)) return;
        assert.equal(scan.arrays.length, 1);
        const [a] = scan.arrays;
        // A top-level array is one document per element; a List is one document.
        const documents = parseJsonSource({ path: 'x.json', text }).documents;
        const located = (i: number) => (Array.isArray(v) ? documents[i]!.locate([]) : documents[0]!.locate(['items', i]));
        assert.equal(a!.count, items.length);
        items.forEach((item, i) => {
          assert.equal(a!.starts[i], offsetOf(text, located(i).start));
          const keys = typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.keys(item) : undefined;
          if (keys === undefined) {
            assert.equal(a!.memberAt[i], -1);
            return;
          }
          const at = a!.memberAt[i]!;
          assert.equal(a!.memberKeys[at], keys.length);
          for (let k = 0; k < Math.min(keys.length, 2); k++) {
            // The key as written starts there: the text from it parses to that key.
            const keyStart: number = a!.memberKeys[at + 1 + k] ?? -1;
            const written: string = JSON.stringify(keys[k]!);
            assert.equal(JSON.parse(text.slice(keyStart, keyStart + written.length)), keys[k]);
          }
        });
      }),
      { numRuns: 2_000, seed: 20261203 },
    );
  });

  it('never throws, and ends, on text that is not JSON', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('"', '\\', '{', '}', '[', ']', ',', 'a', ' ') }), (text) => {
        prescanJson(bytes(text), 16);
      }),
      { numRuns: 2_000, seed: 1203 },
    );
    assert.equal(prescanJson(bytes('['.repeat(20_000) + ']'.repeat(20_000)), 16).maxDepth, 20_000);
  });

  it('records no more than 4,194,304 elements of an array or lines: beyond, the main thread finds its own', () => {
    const most = 1 << 22;
    const full = prescanJson(bytes(`[${'0,'.repeat(most - 1)}0]`), 16);
    assert.equal(full.arrays[0]!.count, most);
    const over = prescanJson(bytes(`{"a":[${'0,'.repeat(most)}0],"b":[1]}`), 16);
    assert.deepEqual(
      over.arrays.map((a) => a.count),
      [1],
    );
    assert.equal(prescanJson(bytes(`${'\n'.repeat(most - 1)}[]`), 16).lineStarts!.length, most);
    assert.equal(prescanJson(bytes(`${'\n'.repeat(most + 1)}[]`), 16).lineStarts, undefined);
  });
});

/** The string offset of a 1-based line and column. */
function offsetOf(text: string, p: { line: number; column: number }): number {
  let offset = 0;
  for (let line = 1; line < p.line; line++) offset = text.indexOf('\n', offset) + 1;
  return offset + p.column - 1;
}

describe('a prescanned file', () => {
  it('is read whole in its parallel parts, a size that is no multiple of them included', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'resizeguard-prescan-parts-'));
    try {
      const items = Array.from({ length: 9000 }, (_, i) => ({ kind: 'ConfigMap', metadata: { name: `c-${i}` }, data: { i: String(i).repeat(i % 7) } }));
      const text = JSON.stringify({ apiVersion: 'v1', kind: 'List', items }, null, 2) + ' '.repeat(12345);
      assert.ok(text.length > 4 * 65536 * 2, `${text.length} bytes: every part reads`);
      await writeFile(path.join(root, 'big.json'), text);
      const [scanned] = (await readSourceFiles(['big.json'], root, { prescanBytes: 0 })).sources;
      assert.equal(typeof scanned!.prescan, 'function');
      assert.ok(scanned!.text === text);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('gives the positions and bound findings that the same file without a prescan gives', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'resizeguard-prescan-'));
    try {
      const pods = Array.from({ length: 40 }, (_, i) => ({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: `web-${i}`, namespace: 'team', labels: { app: 'web', 'x"y': 'a\\b' } },
        ...(i === 7 ? { extra: [[[[[[[[[[1]]]]]]]]]] } : {}),
        // More members than the prescan records keys of: spec is found by scanning.
        ...(i === 3 ? Object.fromEntries(Array.from({ length: 20 }, (_, k) => [`f${k}`, k])) : {}),
        spec: { containers: [{ name: 'app', resources: { requests: { cpu: '100m' } } }], nodeName: 'n1' },
        status: { phase: 'Running' },
      }));
      const text = JSON.stringify({ apiVersion: 'v1', kind: 'List', items: pods }, null, 2);
      await writeFile(path.join(root, 'snapshot.json'), text);
      // Not ASCII, so byte offsets are not string offsets: no prescan.
      await writeFile(path.join(root, 'accents.json'), '{"kind":"List","items":[{"metadata":{"name":"caf\u00e9"}}]}');
      assert.equal((await readSourceFiles(['accents.json'], root, { prescanBytes: 0 })).sources[0]!.prescan, undefined);
      const [plain] = (await readSourceFiles(['snapshot.json'], root)).sources;
      const [scanned] = (await readSourceFiles(['snapshot.json'], root, { prescanBytes: 0 })).sources;
      assert.equal(plain!.prescan, undefined);
      assert.equal(typeof scanned!.prescan, 'function');
      assert.equal(scanned!.prescan!()!.arrays[0]!.count, 40);
      const bounds = { documentsPerFile: 1000, nestingDepth: 8, scalarBytes: 1024 };
      // The prescanned file keeps its bytes: parsed in pieces and located in them, its text never decoded whole.
      assert.ok(scanned!.ascii !== undefined && plain!.ascii === undefined);
      let decoded = 0;
      const watched: SourceFile = {
        path: scanned!.path,
        ascii: scanned!.ascii,
        prescan: scanned!.prescan!,
        get text() {
          decoded++;
          return scanned!.text;
        },
      };
      const a = parseSource(plain!, bounds);
      const b = parseSource(watched, bounds);
      assert.deepEqual(
        b.documents.map((d) => d.value),
        a.documents.map((d) => d.value),
      );
      // Pod 7 nests too deep: both leave it out with the same finding.
      assert.deepEqual(b.diagnostics, a.diagnostics);
      assert.equal(a.diagnostics.length, 1);
      assert.equal(b.documents.length, 39);
      const paths = [[], ['spec'], ['spec', 'containers', 0, 'resources'], ['metadata', 'labels', 'x"y'], ['status', 'phase'], ['nope'], ['metadata', 'nope']];
      b.documents.forEach((doc, i) => {
        for (const p of paths)
          for (const part of ['key', 'value'] as const) assert.deepEqual(doc.locate(p, part), a.documents[i]!.locate(p, part), `${i} ${p.join('.')} ${part}`);
      });
      assert.equal(decoded, 0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
