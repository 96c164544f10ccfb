/**
 * The placement index (src/engine/placement-index.ts) must give the answer of a pass over every
 * node: the scheduler's choice for each pod scores as high as the best feasible node found by
 * filtering and scoring all of them (Scheduler.explain), ties broken as stated (the freest node,
 * the fullest with MostAllocated, then the lower name), and no pod is left Pending while some
 * node passes every filter; a pod that fits nowhere gets, on every node, the statuses that node's
 * own filter run gives (filterByClass answers from node classes and rooms). The cluster fills up
 * unevenly (requests vary in their cpu to memory ratio), so most of the index's blocks soon hold no node with room, which it passes over.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Node } from '../../src/model/objects.ts';
import { finalStatus, type FilterOptions } from '../../src/engine/filters.ts';
import { score, type ScoringStrategy } from '../../src/engine/plugins/scoring.ts';
import { winsTie } from '../../src/engine/feasible-nodes.ts';
import { Scheduler } from '../../src/engine/schedule-one.ts';
import { ClusterState, nodeInfoOf, type SimNode } from '../../src/engine/state.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { isSuccess, type Status } from '../../src/engine/status.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

const GI = 1024n ** 3n;

function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

function node(name: string, cpu: bigint, memory: bigint, pods: number): Node {
  return modelNode(name, {
    allocatable: new Map([
      ['cpu', cpu],
      ['memory', memory],
    ]),
    pods,
  });
}

function pod(name: string, cpu: bigint, memory: bigint): SimPod {
  return new SimPod(
    modelPod(name, {
      requests: new Map([
        ['cpu', cpu],
        ['memory', memory],
      ]),
    }),
    undefined,
  );
}

/**
 * `hugeMemory`: nodes of an exbibyte, so sort keys (products of cpu and memory) pass 2^53 and
 * nodes whose keys differ get equal Number(key)s: the order falls back to the exact keys.
 */
function run(strategy: ScoringStrategy, seed: number, hugeMemory = false): { placed: number; pending: number } {
  const random = lcg(seed);
  // Two node classes of 400 nodes: many blocks per class. Some nodes run out of pod slots first.
  const extra = hugeMemory ? 2n ** 60n : 0n;
  const nodes = Array.from({ length: 800 }, (_, i) =>
    node(`n${String(i).padStart(3, '0')}`, i % 2 === 0 ? 16_000n : 8_000n, extra + (i % 2 === 0 ? 64n * GI : 128n * GI), i % 5 === 0 ? 12 : 40),
  );
  const state = new ClusterState(nodes);
  const scheduler = new Scheduler(state, strategy);
  // A pod nominated to two nodes (a preemptor waiting for its victims) takes their room.
  const waiting = pod('waiting', 6_000n, 16n * GI);
  const opts: FilterOptions = {
    podCountQuirk: false,
    nominated: new Map([
      ['n001', new Set([waiting])],
      ['n002', new Set([waiting])],
    ]),
  };
  let placed = 0;
  let pending = 0;
  for (let i = 0; i < 12_000; i++) {
    // cpu-heavy and memory-heavy pods, so free cpu and free memory stop going together.
    const cpuHeavy = random() < 0.5;
    // With exbibyte nodes, every pod asks 500m and a few bytes: nodes with as many pods use
    // the same cpu, their keys differ by less than a Number's step at their size, and only the
    // exact keys order them.
    const p = hugeMemory
      ? pod(`p${i}`, 500n, BigInt(1 + Math.floor(random() * 200)))
      : pod(
          `p${i}`,
          BigInt(Math.floor((cpuHeavy ? 800 : 100) + random() * 1200)),
          BigInt(Math.floor((cpuHeavy ? 1 : 6) * 1024 + random() * 4096)) * 1024n * 1024n,
        );
    state.addPod(p);
    // Every 97th pod: the exhaustive answer, from the filters and the score on every node.
    const check = i % 97 === 0;
    let bestScore: number | undefined;
    let bestNode: SimNode | undefined;
    const everyNode = check ? scheduler.explain(p, opts).statuses : new Map<string, readonly Status[]>();
    if (check) {
      for (const [name, statuses] of everyNode) {
        if (!isSuccess(finalStatus(statuses))) continue;
        const n = state.nodes.get(name)!;
        const s = score(strategy, p.nonZeroRequests(), nodeInfoOf(n).nonZeroRequested, n.node);
        if (bestScore === undefined || s > bestScore || (s === bestScore && winsTie(strategy, p, n, bestNode!))) {
          bestScore = s;
          bestNode = n;
        }
      }
    }
    const result = scheduler.schedule(p, opts);
    if (check) {
      if (bestScore === undefined) {
        assert.equal(result.kind, 'Unschedulable', `pod ${i}: no node fits`);
        // Filtered by node class and room, each node has the statuses of its own filter run.
        const reasons = (list: Iterable<[string, readonly Status[]]>): [string, string[]][] =>
          [...list].map(([name, l]) => [name, l.flatMap((st) => [st.code, st.plugin, ...st.reasons])]);
        assert.deepEqual(reasons(result.statuses.entries()), reasons(everyNode), `pod ${i}: every node's statuses`);
      } else {
        assert.equal(result.kind, 'Feasible', `pod ${i}: a node fits`);
        const n = state.nodes.get(result.kind === 'Feasible' ? result.node : '')!;
        assert.equal(score(strategy, p.nonZeroRequests(), nodeInfoOf(n).nonZeroRequested, n.node), bestScore, `pod ${i}: the best score`);
        assert.equal(n.node.name, bestNode!.node.name, `pod ${i}: the tie-break`);
      }
    }
    if (result.kind === 'Feasible') {
      state.bind(p, result.node);
      placed++;
    } else pending++;
  }
  return { placed, pending };
}

describe('PlacementIndex', () => {
  for (const strategy of ['LeastAllocated', 'MostAllocated'] as const) {
    it(`${strategy}: every choice scores as the best of all feasible nodes, until the cluster is full`, () => {
      const { placed, pending } = run(strategy, strategy === 'LeastAllocated' ? 3 : 5);
      // The run must reach the full cluster, where passing over blocks matters.
      assert.ok(placed > 6000 && pending > 1000, `placed ${placed}, pending ${pending}`);
    });
  }

  for (const strategy of ['LeastAllocated', 'MostAllocated'] as const) {
    it(`${strategy}, nodes of an exbibyte (sort keys beyond 2^53): every choice scores as the best of all feasible nodes`, () => {
      const { placed } = run(strategy, 7, true);
      assert.ok(placed > 6000, `placed ${placed}`);
    });
  }
});
