/**
 * parseListInPieces (src/load/json-pieces.ts): a List parsed a piece at a time is JSON.parse's
 * value of the whole text, or undefined (the caller then parses the whole text); never another value.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseListInPieces } from '../../src/load/json-pieces.ts';
import { prng as random } from '../../scripts/fuzz-lib.ts';

/** Strings that look like the cut between items, or like brackets, as JSON writes them. */
const TRICKY = ['},{"apiVersion":"v1"', '}, {', '},\n    {\n        "apiVersion"', ']', '[', '"', '\\', '},{', '{"items":[1]}', 'x'];

function pod(next: () => number, i: number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const owners = Array.from({ length: Math.floor(next() * 3) }, (_, k) => ({
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    name: `rs-${k}`,
    controller: k === 0,
  }));
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: `pod-${i}`, namespace: 'default', annotations: { note: pick(TRICKY), [pick(TRICKY)]: pick(TRICKY) }, ownerReferences: owners },
    spec: {
      containers: [
        { name: 'app', resources: { requests: { cpu: `${i}m` } } },
        { apiVersion: 'nested', items: [pick(TRICKY)] },
      ],
    },
    status: {
      conditions: [
        { type: 'Ready', status: 'True' },
        { type: 'PodScheduled', status: 'True' },
      ],
    },
  };
}

function list(seed: number, count: number): Record<string, unknown> {
  const next = random(seed);
  return { apiVersion: 'v1', items: Array.from({ length: count }, (_, i) => pod(next, i)), kind: 'List', metadata: { resourceVersion: '' } };
}

function bytes(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

/** The value in pieces of `pieceBytes`, checked against JSON.parse; whether it was parsed in pieces. */
function inPieces(text: string, pieceBytes: number): boolean {
  const value = parseListInPieces(bytes(text), pieceBytes);
  if (value === undefined) return false;
  assert.deepStrictEqual(value, JSON.parse(text));
  // Key order too: deepStrictEqual does not compare it.
  assert.equal(JSON.stringify(value), JSON.stringify(JSON.parse(text)));
  return true;
}

describe('parseListInPieces', () => {
  it("gives JSON.parse's value for Lists written compact and indented, cut into pieces of any size", () => {
    for (const indent of [0, 2, 4, '\t']) {
      for (const pieceBytes of [1, 100, 700, 5000, 1 << 20]) {
        for (const seed of [1, 2, 3]) {
          const text = JSON.stringify(list(seed, 40), null, indent);
          assert.ok(inPieces(text, pieceBytes), `indent ${JSON.stringify(indent)}, pieces of ${pieceBytes}, seed ${seed}`);
        }
      }
    }
  });

  it('keeps every item when the cut text also starts nested objects (a second ownerReference) and sits in strings', () => {
    const text = JSON.stringify(list(7, 60));
    assert.ok(text.split('},{"apiVersion"').length > 60, 'more cut candidates than items');
    assert.ok(inPieces(text, 50));
  });

  it('reads the members around items: before, after, escaped keys, an items member of another object first', () => {
    const items = list(4, 5)['items'];
    const shapes = [
      { kind: 'PodList', items, metadata: { continue: ']' } },
      { metadata: { items: [{ a: 1 }], note: '"items":[' }, items, z: [1, [2]] },
      { items },
    ];
    for (const shape of shapes) assert.ok(inPieces(JSON.stringify(shape), 100), JSON.stringify(Object.keys(shape)));
    const escaped = JSON.stringify({ kind: 'List', items }).replace('"items"', '"it\\u0065ms"');
    assert.ok(inPieces(escaped, 100), 'an escaped key');
  });

  it('gives undefined, never another value, for what it cannot read in pieces or JSON.parse refuses', () => {
    const good = JSON.stringify(list(5, 10));
    const cases: Record<string, string> = {
      'a second items member (JSON.parse keeps the last)': good.replace(/}$/, ',"items":[]}'),
      'a second items member written escaped': good.replace(/}$/, ',"\\u0069tems":[{"a":1}]}'),
      'no items': '{"kind":"List","metadata":{}}',
      'empty items': '{"kind":"List","items":[]}',
      'items of scalars': '{"kind":"List","items":[1,2,3]}',
      'items not an array': '{"kind":"List","items":{"a":[{"b":1}]}}',
      'a top-level array': JSON.stringify([{ a: 1 }, { a: 2 }]),
      'a syntax error in an item': good.replace('"pod-5"', '"pod-5",'),
      'a syntax error after the items': good.replace(/}$/, ',}'),
      'text after the object': `${good} {}`,
      'an unclosed list': good.slice(0, good.lastIndexOf(']')),
      empty: '',
      'not an object': '"items"',
    };
    for (const [name, text] of Object.entries(cases)) {
      const value = parseListInPieces(bytes(text), 64);
      let expected: unknown;
      try {
        expected = JSON.parse(text);
      } catch {
        assert.equal(value, undefined, name);
        continue;
      }
      if (value !== undefined) assert.deepStrictEqual(value, expected, name);
      if (name.startsWith('a second items member')) assert.equal(value, undefined, name);
    }
  });

  it('agrees with JSON.parse on random edits of a List (bytes dropped, doubled or changed)', () => {
    const next = random(99);
    const base = JSON.stringify(list(11, 12), null, next() < 0.5 ? 0 : 2);
    const alphabet = '{}[],:"\\ \n0a-';
    let inPiecesCount = 0;
    for (let n = 0; n < 400; n++) {
      let text = base;
      for (let e = 0; e < 1 + Math.floor(next() * 3); e++) {
        const at = Math.floor(next() * text.length);
        const c = alphabet[Math.floor(next() * alphabet.length)]!;
        const op = Math.floor(next() * 3);
        text =
          op === 0 ? text.slice(0, at) + text.slice(at + 1) : op === 1 ? text.slice(0, at) + c + text.slice(at) : text.slice(0, at) + c + text.slice(at + 1);
      }
      const value = parseListInPieces(bytes(text), 1 + Math.floor(next() * 400));
      if (value === undefined) continue;
      inPiecesCount++;
      assert.equal(JSON.stringify(value), JSON.stringify(JSON.parse(text)), `edit ${n}`);
    }
    assert.ok(inPiecesCount > 100, `${inPiecesCount} of 400 edited texts read in pieces`);
  });

  it('gives up on a file whose cuts keep failing once their pieces add up to its length', () => {
    // Every item is broken, so every cut fails, and each next try takes a longer piece.
    const items = Array.from({ length: 20_000 }, (_, i) => `{"apiVersion":"v1","n":${i},"x":[}`).join(',');
    const text = `{"items":[${items}]}`;
    let parsed = 0;
    const parse = JSON.parse;
    JSON.parse = (t: string) => {
      parsed += t.length;
      return parse(t) as unknown;
    };
    try {
      assert.equal(parseListInPieces(bytes(text), 10), undefined);
    } finally {
      JSON.parse = parse;
    }
    assert.ok(parsed < 3 * text.length, `${parsed} characters parsed for a text of ${text.length}`);
  });
});
