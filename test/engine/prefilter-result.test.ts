/**
 * A DaemonSet's pod is pinned to its node by required node affinity on metadata.name (as the
 * DaemonSet controller writes it, pkg/controller/daemon/util ReplaceDaemonSetPodNodeNameNodeAffinity).
 * NodeAffinity's PreFilter answers those node names (PreFilterResult) and findNodesThatFitPod
 * (pkg/scheduler/schedule_one.go) filters only them: when the pod fits nowhere, every other node
 * has the absent-nodes status "node(s) didn't satisfy plugin(s) [NodeAffinity]", and that is
 * what FitError.Error counts in the FailedScheduling message, not NodeAffinity's Filter reason.
 * Found by the conformance kind placementFilter (a pinned pod that fits nowhere). The pod asks
 * more cpu than a node has, so NodeResourcesFit answers UnschedulableAndUnresolvable on its node.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { NodeSelectorRequirement } from '../../src/model/pod.ts';
import { fitErrorMessage, Scheduler } from '../../src/engine/schedule-one.ts';
import { ClusterState } from '../../src/engine/state.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

const NODES = ['n1', 'n2', 'n3'].map((name) =>
  modelNode(name, {
    allocatable: new Map([
      ['cpu', 1000n],
      ['memory', 1024n ** 3n],
    ]),
  }),
);

function daemonPod(matchFields: readonly NodeSelectorRequirement[][]): SimPod {
  return new SimPod(
    modelPod('ds-pod', {
      requests: new Map([['cpu', 2000n]]),
      scheduling: {
        nodeSelector: {},
        tolerations: [],
        requiredNodeAffinity: matchFields.map((fields) => ({ matchExpressions: [], matchFields: fields })),
        schedulerName: 'default-scheduler',
        topologySpreadConstraints: [],
      },
    }),
    undefined,
  );
}

function unschedulable(pod: SimPod): { message: string; reasons: Record<string, string> } {
  const result = new Scheduler(new ClusterState(NODES), 'LeastAllocated').schedule(pod, { podCountQuirk: false, nominated: new Map() });
  assert.equal(result.kind, 'Unschedulable');
  const reasons: Record<string, string> = {};
  for (const [node, list] of result.statuses.entries()) reasons[node] = `${list.at(-1)!.code}: ${list.at(-1)!.reasons.join('; ')}`;
  return { message: fitErrorMessage(NODES.length, result.statuses), reasons };
}

const name = (...values: string[]): NodeSelectorRequirement => ({ key: 'metadata.name', operator: 'In', values });

describe('a pod pinned by NodeAffinity PreFilterResult that fits nowhere', () => {
  it('counts the nodes outside the result with the absent-nodes status', () => {
    const { message, reasons } = unschedulable(daemonPod([[name('n2')]]));
    assert.equal(message, "0/3 nodes are available: 1 Insufficient cpu, 2 node(s) didn't satisfy plugin(s) [NodeAffinity].");
    assert.deepEqual(reasons, {
      n1: "UnschedulableAndUnresolvable: node(s) didn't satisfy plugin(s) [NodeAffinity]",
      n2: 'UnschedulableAndUnresolvable: Insufficient cpu',
      n3: "UnschedulableAndUnresolvable: node(s) didn't satisfy plugin(s) [NodeAffinity]",
    });
  });

  it('gives every node the absent-nodes status when the named node is not there', () => {
    assert.equal(unschedulable(daemonPod([[name('gone')]])).message, "0/3 nodes are available: 3 node(s) didn't satisfy plugin(s) [NodeAffinity].");
  });

  it("takes the intersection of one term's metadata.name requirements and the union of the terms", () => {
    // ValidatePodCreate allows one value per metadata.name requirement.
    const { reasons } = unschedulable(daemonPod([[name('n2'), name('n2')], [name('n3')]]));
    assert.equal(reasons['n1'], "UnschedulableAndUnresolvable: node(s) didn't satisfy plugin(s) [NodeAffinity]");
    assert.equal(reasons['n2'], 'UnschedulableAndUnresolvable: Insufficient cpu');
    assert.equal(reasons['n3'], 'UnschedulableAndUnresolvable: Insufficient cpu');
  });
});

describe("NodeAffinity PreFilter's rejection: terms whose metadata.name requirements name no node together", () => {
  it('ends the cycle: every node takes the status, and the FitError names it once (Diagnosis.PreFilterMsg)', () => {
    // node_affinity.go PreFilter: an empty nodeNames set is errReasonConflict, UnschedulableAndUnresolvable.
    const { message, reasons } = unschedulable(daemonPod([[name('n1'), name('n2')]]));
    assert.equal(message, '0/3 nodes are available: pod affinity terms conflict.');
    for (const n of ['n1', 'n2', 'n3']) assert.equal(reasons[n], 'UnschedulableAndUnresolvable: pod affinity terms conflict');
  });

  it('does not reject when another term names a node, or names none by metadata.name (terms are ORed)', () => {
    assert.notEqual(unschedulable(daemonPod([[name('n1'), name('n2')], [name('n3')]])).message, '0/3 nodes are available: pod affinity terms conflict.');
    const result = new Scheduler(new ClusterState(NODES), 'LeastAllocated').schedule(daemonPod([[name('n1'), name('n2')], []]), {
      podCountQuirk: false,
      nominated: new Map(),
    });
    assert.notEqual(result.kind === 'Unschedulable' ? result.statuses.preFilterMessage : undefined, 'pod affinity terms conflict');
  });
});
