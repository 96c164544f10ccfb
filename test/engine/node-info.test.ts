/**
 * NodeInfo (src/engine/node-info.ts) keeps its sums by difference as pods come and go. A clone
 * without some pods (cloneWithout, SelectVictimsOnNode's first step) must hold exactly what a
 * clone after removing them one by one does, and a fresh NodeInfo of the remaining pods, and
 * leave the original as it was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NodeInfo } from '../../src/engine/node-info.ts';
import { compareImportance } from '../../src/engine/preemption/importance.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

function simPod(name: string, requests: Readonly<Record<string, bigint>>, priority: number): SimPod {
  const pod = modelPod(name, { requests: new Map(Object.entries(requests)), priority });
  return new SimPod(pod, undefined);
}

function view(info: NodeInfo): unknown {
  return {
    pods: info.pods.map((p) => p.pod.ref.name),
    requested: Object.fromEntries(['cpu', 'memory', 'example.com/gpu'].map((n) => [n, info.requested.get(n)])),
    nonZero: info.nonZeroRequested,
    lowest: info.lowestPriority,
  };
}

describe('NodeInfo', () => {
  const node = modelNode('n1', { allocatable: new Map([['cpu', 4000n]]) });
  const pods = [
    simPod('a', { cpu: 100n }, 5),
    simPod('b', { cpu: 200n, memory: 1024n }, 1),
    simPod('c', {}, 3),
    simPod('d', { cpu: 400n, 'example.com/gpu': 1n }, 2),
    simPod('e', { memory: 64n }, 9),
  ];

  it('cloneWithout holds what removing each pod in turn leaves, and what a fresh NodeInfo of the rest holds', () => {
    const gone = [pods[3]!, pods[1]!, pods[2]!];
    const original = NodeInfo.of(node, pods);
    assert.deepEqual(original.nonZeroRequested, { cpu: 900n, memory: 3n * 200n * 1024n * 1024n + 1024n + 64n }); // unset requests count as 100m / 200Mi; kept by difference from here on
    const bulk = original.cloneWithout((p) => gone.includes(p));
    assert.deepEqual(view(original), view(NodeInfo.of(node, pods)), 'the original is untouched');
    const single = NodeInfo.of(node, pods).clone();
    assert.deepEqual(single.nonZeroRequested, NodeInfo.of(node, pods).nonZeroRequested);
    for (const p of gone) single.removePod(p);
    assert.deepEqual(view(bulk), view(single));
    const rest = pods.filter((p) => !gone.includes(p));
    assert.deepEqual(view(bulk), view(NodeInfo.of(node, rest)));
    assert.deepEqual(
      bulk.pods.map((p) => p.pod.ref.name),
      ['a', 'e'],
    );
    assert.equal(bulk.requested.get('cpu'), 100n);
    assert.equal(bulk.requested.get('memory'), 64n);
    assert.equal(bulk.lowestPriority, 5);
  });

  it('podsByImportance is the pods in MoreImportantPod order after every add, removal and clone', () => {
    const sorted = (info: NodeInfo): string[] => [...info.pods].sort(compareImportance).map((p) => p.pod.ref.name);
    const names = (info: NodeInfo): string[] => info.podsByImportance.map((p) => p.pod.ref.name);
    const info = NodeInfo.of(node, pods.slice(0, 3));
    assert.deepEqual(names(info), sorted(info));
    info.addPod(pods[4]!); // priority 9: first now
    assert.deepEqual(names(info), sorted(info));
    assert.equal(names(info)[0], 'e');
    info.removePod(pods[0]!);
    assert.deepEqual(names(info), sorted(info));
    const copy = info.clone();
    copy.addPod(pods[3]!);
    assert.deepEqual(names(copy), sorted(copy));
    assert.deepEqual(names(info), sorted(info), 'the original keeps its own order');
    const without = copy.cloneWithout((p) => p.priority < 3);
    assert.deepEqual(names(without), sorted(without));
    assert.deepEqual(names(without), ['e', 'c']);
  });

  it('removePod takes out the pod given, wherever it is, and only once', () => {
    const info = NodeInfo.of(node, pods);
    info.removePod(pods[0]!);
    info.addPod(pods[0]!);
    info.removePod(pods[2]!);
    info.removePod(pods[2]!);
    assert.deepEqual(
      info.pods.map((p) => p.pod.ref.name),
      ['b', 'd', 'e', 'a'],
    );
    assert.equal(info.requested.get('cpu'), 700n);
  });
});
