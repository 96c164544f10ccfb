/**
 * NodeStatuses holds one scheduling attempt's Filter statuses per node in name order. Its
 * counts() (run-length counting of shared lists) feeds the FailedScheduling message and
 * preemption's candidate count, so it must agree with a plain count over every node.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NodeStatuses, type NodeOrder } from '../../src/engine/node-statuses.ts';
import { SimNode } from '../../src/engine/state.ts';
import { status, type Status } from '../../src/engine/status.ts';
import { modelNode } from '../helpers/model.ts';

function order(n: number): NodeOrder {
  const changed = new Set<SimNode>();
  const nodes = Array.from({ length: n }, (_, i) => new SimNode(modelNode(`node-${String(i).padStart(4, '0')}`), changed));
  return { nodes, ordinals: new Map(nodes.map((x, i) => [x.node.name, i])) };
}

const LISTS: readonly (readonly Status[])[] = [
  [status('Unschedulable', 'NodeResourcesFit', 'Insufficient cpu')],
  [status('UnschedulableAndUnresolvable', 'TaintToleration', 'taint')],
  [status('Unschedulable', 'NodeResourcesFit', 'Too many pods')],
];

describe('NodeStatuses', () => {
  it('stores by ordinal or by name, in any order, and reads back the same lists', () => {
    const o = order(10);
    const s = new NodeStatuses(o);
    assert.deepEqual([...s.entries()], []);
    assert.equal(s.at(3), undefined);
    s.setAt(7, LISTS[0]!);
    s.set('node-0002', LISTS[1]!);
    s.set('no-such-node', LISTS[2]!);
    s.setAt(7, LISTS[2]!); // overwritten, still one node
    assert.equal(s.at(7), LISTS[2]);
    assert.equal(s.at(2), LISTS[1]);
    assert.deepEqual(
      [...s.entries()].map(([name]) => name),
      ['node-0002', 'node-0007'],
    );
  });

  it('counts each shared list as a plain per-node count does, over random layouts', () => {
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const n = 1 + random(60);
      const s = new NodeStatuses(order(n));
      const plain = new Map<readonly Status[], number>();
      const assigned: (readonly Status[] | undefined)[] = Array.from({ length: n }, () => undefined);
      // Runs of one list, gaps and isolated nodes, written in a random order.
      for (let i = 0; i < n; i++) if (random(4) !== 0) assigned[i] = LISTS[random(3) === 0 ? random(3) : 0];
      const writes = assigned.map((list, i) => ({ list, i })).sort(() => random(3) - 1);
      for (const { list, i } of writes) if (list !== undefined) s.setAt(i, list);
      for (const list of assigned) if (list !== undefined) plain.set(list, (plain.get(list) ?? 0) + 1);
      assert.deepEqual(
        new Map([...s.counts()].sort((a, b) => LISTS.indexOf(a[0]) - LISTS.indexOf(b[0]))),
        new Map([...plain].sort((a, b) => LISTS.indexOf(a[0]) - LISTS.indexOf(b[0]))),
        `round ${round}`,
      );
      assert.equal([...s.entries()].length, assigned.filter((x) => x !== undefined).length);
    }
  });
});
