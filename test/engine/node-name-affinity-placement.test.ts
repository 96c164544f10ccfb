/**
 * A pod that keeps off a node by name (required node affinity `matchFields: metadata.name NotIn`,
 * which NodeAffinity's PreFilter does not turn into a PreFilterResult) must not be placed on that
 * node by the placement index: nodes alike in labels, taints and size form one node class, and
 * the static filters answered once for the class's representative would let every member pass.
 * NodeAffinity's Filter reads the node's name (pkg/scheduler/framework/plugins/nodeaffinity
 * node_affinity.go Filter, component-helpers nodeaffinity matchFields), so such a pod's static
 * filters run node by node. Found by the conformance kind placementFilter.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Scheduler } from '../../src/engine/schedule-one.ts';
import { ClusterState } from '../../src/engine/state.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

const ALLOCATABLE = new Map([
  ['cpu', 4000n],
  ['memory', 8n * 1024n ** 3n],
]);

function pod(name: string, cpu: bigint, avoid?: string): SimPod {
  return new SimPod(
    modelPod(name, {
      requests: new Map([['cpu', cpu]]),
      ...(avoid !== undefined
        ? {
            scheduling: {
              nodeSelector: {},
              tolerations: [],
              requiredNodeAffinity: [{ matchExpressions: [], matchFields: [{ key: 'metadata.name', operator: 'NotIn', values: [avoid] }] }],
              schedulerName: 'default-scheduler',
              topologySpreadConstraints: [],
            },
          }
        : {}),
    }),
    undefined,
  );
}

describe('a pod keeping off a node by metadata.name', () => {
  it('is not placed on that node, though it is the freest of its class', () => {
    const state = new ClusterState(['n1', 'n2', 'n3'].map((n) => modelNode(n, { allocatable: ALLOCATABLE, labels: { 'topology.kubernetes.io/zone': 'z1' } })));
    // n2 is the freest node: LeastAllocated would pick it.
    for (const [name, node] of [
      ['busy-1', 'n1'],
      ['busy-3', 'n3'],
    ] as const) {
      const p = pod(name, 2000n);
      p.nodeName = node;
      state.addPod(p);
    }
    const scheduler = new Scheduler(state, 'LeastAllocated');
    const opts = { podCountQuirk: false, nominated: new Map() };
    const nodeOf = (p: SimPod): string | undefined => {
      const r = scheduler.schedule(p, opts);
      return r.kind === 'Feasible' ? r.node : undefined;
    };
    assert.equal(nodeOf(pod('free', 100n)), 'n2');
    // n1 and n3 tie; the lower name wins.
    assert.equal(nodeOf(pod('avoider', 100n, 'n2')), 'n1');
  });
});
