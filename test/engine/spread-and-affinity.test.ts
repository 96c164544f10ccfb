/**
 * A pod with both a DoNotSchedule topology spread constraint and a required pod anti-affinity
 * term: one cycle state holds both PreFilter states, the filters run in the default profile's
 * order (PodTopologySpread before InterPodAffinity), a nominated pod counts in both states, and a
 * dry run's RemovePod / AddPod updates both (framework.go RunPreFilterExtensionAddPod and
 * RunPreFilterExtensionRemovePod run every plugin's extension).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cloneCycleState, cycleStateFor, finalStatus, preFilterExtensions, runFilterPlugins, type FilterOptions } from '../../src/engine/filters.ts';
import { selectVictimsOnNode } from '../../src/engine/preemption/select-victims.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { ClusterState, nodeInfoOf } from '../../src/engine/state.ts';
import type { SchedulingConstraints } from '../../src/model/pod.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

const HOSTNAME = 'kubernetes.io/hostname';
const SPREAD_REASON = "node(s) didn't match pod topology spread constraints";
const ANTI_REASON = "node(s) didn't match pod anti-affinity rules";

/** A web pod spread over zones (maxSkew 1) that keeps off any node with a db pod. */
function incoming(): SimPod {
  const scheduling: SchedulingConstraints = {
    nodeSelector: {},
    tolerations: [],
    requiredNodeAffinity: undefined,
    schedulerName: 'default-scheduler',
    topologySpreadConstraints: [
      {
        maxSkew: 1,
        topologyKey: 'zone',
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: { matchLabels: { app: 'web' }, matchExpressions: [] },
        minDomains: undefined,
        nodeAffinityPolicy: undefined,
        nodeTaintsPolicy: undefined,
        matchLabelKeys: [],
      },
    ],
    podAffinity: {
      affinity: [],
      antiAffinity: [
        {
          labelSelector: { matchLabels: { app: 'db' }, matchExpressions: [] },
          namespaces: [],
          namespaceSelector: undefined,
          topologyKey: HOSTNAME,
          matchLabelKeys: [],
          mismatchLabelKeys: [],
        },
      ],
    },
  };
  return new SimPod(modelPod('web-new', { labels: { app: 'web' }, priority: 100, scheduling }), undefined);
}

function bound(name: string, app: string, node: string): SimPod {
  return new SimPod(modelPod(name, { labels: { app }, nodeName: node }), node);
}

/** Zone a (n-a) holds a web pod and a db pod; zone b (n-b) holds nothing. */
function cluster(): { state: ClusterState; web: SimPod; db: SimPod } {
  const state = new ClusterState([
    modelNode('n-a', { labels: { zone: 'a', [HOSTNAME]: 'n-a' } }),
    modelNode('n-b', { labels: { zone: 'b', [HOSTNAME]: 'n-b' } }),
  ]);
  const web = bound('web-1', 'web', 'n-a');
  const db = bound('db-1', 'db', 'n-a');
  state.addPod(web);
  state.addPod(db);
  return { state, web, db };
}

const NO_NOMINATED: FilterOptions = { podCountQuirk: false, nominated: new Map() };

function reasons(state: ClusterState, node: string, opts: FilterOptions): readonly string[] {
  const cycle = cycleStateFor(incoming(), state);
  return finalStatus(runFilterPlugins(cycle, nodeInfoOf(state.nodes.get(node)!), opts)).reasons;
}

describe('PodTopologySpread and InterPodAffinity in one cycle', () => {
  it('PodTopologySpread runs first: a node both refuse gives the spread reason; the other node passes', () => {
    const { state } = cluster();
    assert.deepEqual(reasons(state, 'n-a', NO_NOMINATED), [SPREAD_REASON]);
    assert.deepEqual(reasons(state, 'n-b', NO_NOMINATED), []);
  });

  it('a db pod nominated to n-b counts in the InterPodAffinity state of the nominated pass', () => {
    const { state } = cluster();
    const nominated = new SimPod(modelPod('db-2', { labels: { app: 'db' }, priority: 100 }), undefined);
    const opts: FilterOptions = { podCountQuirk: false, nominated: new Map([['n-b', new Set([nominated])]]) };
    assert.deepEqual(reasons(state, 'n-b', opts), [ANTI_REASON]);
  });

  it('the dry run removes each victim from both states: the web pod and the db pod are both evicted', () => {
    const { state, web, db } = cluster();
    const cycle = cycleStateFor(incoming(), state);
    const dry = cloneCycleState(cycle);
    const info = nodeInfoOf(state.nodes.get('n-a')!);
    const r = selectVictimsOnNode(cycle.pod, info, [], (i) => finalStatus(runFilterPlugins(dry, i, NO_NOMINATED)), preFilterExtensions(dry));
    assert.equal(r.ok, true);
    assert.deepEqual(r.ok ? r.victims.pods.map((p) => p.pod.ref.name).sort() : [], [db.pod.ref.name, web.pod.ref.name].sort());
    // The cycle's own states are untouched (CycleState.Clone).
    assert.deepEqual(finalStatus(runFilterPlugins(cycle, info, NO_NOMINATED)).reasons, [SPREAD_REASON]);
  });
});
