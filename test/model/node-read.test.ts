/**
 * readNode (src/model/build-objects.ts): nodes reporting the same allocatable share one list;
 * lists that differ in anything (a name, an amount, a NUL inside a name) stay apart.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedDocument } from '../../src/load/document.ts';
import { readNode } from '../../src/model/build-objects.ts';

function node(name: string, allocatable: Record<string, string>): LoadedDocument {
  const value = { apiVersion: 'v1', kind: 'Node', metadata: { name }, status: { allocatable } };
  return { file: 'n.yaml', order: [0], value, locate: () => ({ start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }) };
}

describe('readNode allocatable', () => {
  it('shares the list of nodes that report the same allocatable, pods left out', () => {
    const a = readNode(node('a', { cpu: '8', memory: '32Gi', pods: '110' }), 0);
    const b = readNode(node('b', { cpu: '8', memory: '32Gi', pods: '50' }), 1);
    assert.equal(a.allocatable, b.allocatable);
    assert.deepEqual(
      [...a.allocatable],
      [
        ['cpu', 8000n],
        ['memory', 32n * 1024n ** 3n],
      ],
    );
    assert.deepEqual([a.allowedPodNumber, b.allowedPodNumber], [110, 50]);
  });

  it('keeps lists apart that differ, including names holding a NUL', () => {
    const c = readNode(node('c', { cpu: '8', memory: '64Gi' }), 0);
    const d = readNode(node('d', { cpu: '8', memory: '32Gi' }), 1);
    assert.notEqual(c.allocatable, d.allocatable);
    const joined = readNode(node('e', { 'a\u00001000\u0000b': '2' }), 2);
    const split = readNode(node('f', { a: '1', b: '2' }), 3);
    assert.notEqual(joined.allocatable, split.allocatable);
    assert.deepEqual([...joined.allocatable.keys()], ['a\u00001000\u0000b']);
  });
});
