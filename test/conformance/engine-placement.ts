/**
 * placementFilter on the engine's side: the case's Nodes, bound Pods, Namespaces and incoming pod
 * through the engine's loader and model builder (as a repository's files are read), into a
 * ClusterState with the Namespace objects' labels, then the cycle's PreFilter (cycleStateFor) and
 * every node's filters (runFilterPlugins, the statuses Scheduler.explain reports) with the
 * nominated pods counted as RunFilterPluginsWithNominatedPods counts them. The answer per node is the final status: the first failure, or Success. Then
 * Scheduler.schedule, whose pick or FailedScheduling statuses compare-placement.ts checks too.
 */
import { simulationStart } from '../../src/engine/clock.ts';
import { cycleStateFor, finalStatus, runFilterPlugins, type FilterOptions } from '../../src/engine/filters.ts';
import { Scheduler } from '../../src/engine/schedule-one.ts';
import { preFilterRejection } from '../../src/engine/plugins/node-affinity.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { ClusterState, nodeInfoOf } from '../../src/engine/state.ts';
import type { Status } from '../../src/engine/status.ts';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { namespaceLabels } from '../../src/model/objects.ts';
import type { Answer, Case, PlacementStatus } from './cases.ts';

function placementStatus(s: Status): PlacementStatus {
  return s.code === 'Success' ? { code: 'Success', reasons: [], plugin: '' } : { code: s.code, reasons: [...s.reasons], plugin: s.plugin };
}

export function placementFilterAnswer(c: Case): Answer {
  if (c.preemptor === undefined) return { error: 'case has no incoming pod' };
  const docs = [...(c.namespaces ?? []), ...(c.nodes ?? []), ...(c.pods ?? []), c.preemptor];
  const parsed = parseSource({ path: `${c.id}.json`, text: JSON.stringify({ apiVersion: 'v1', kind: 'List', items: docs }) });
  const { model, diagnostics } = buildClusterModel(parsed.documents);
  const errors = [...parsed.diagnostics, ...diagnostics].filter((d) => d.severity === 'error').map((d) => `${d.ruleId}: ${d.message}`);
  if (errors.length > 0) return { error: `engine rejected the input: ${errors.join('; ')}` };
  const state = new ClusterState(model.nodes);
  state.namespaceLabels = (namespace) => namespaceLabels(model, namespace);
  const incomingName = (c.preemptor['metadata'] as { name: string }).name;
  // Time 0 as a run has it: a bound pod with a deletionTimestamp is terminating (SimPod.terminatingUntil).
  const start = simulationStart(model.pods, undefined);
  // Pods without a node that name one in status.nominatedNodeName wait for it (FilterOptions.nominated).
  const nominatedTo = new Map<string, string>();
  for (const doc of c.pods ?? []) {
    const nominated = (doc['status'] as { nominatedNodeName?: string } | undefined)?.nominatedNodeName;
    if (nominated !== undefined) nominatedTo.set((doc['metadata'] as { name: string }).name, nominated);
  }
  let incoming: SimPod | undefined;
  const nominated = new Map<string, Set<SimPod>>();
  for (const pod of model.pods) {
    if (pod.ref.name === incomingName && pod.nodeName === undefined) incoming = new SimPod(pod, undefined, start);
    else if (pod.nodeName === undefined) {
      const node = nominatedTo.get(pod.ref.name);
      if (node === undefined) continue;
      const p = new SimPod(pod, undefined, start);
      p.nominatedNode = node;
      nominated.set(node, (nominated.get(node) ?? new Set()).add(p));
    } else state.addPod(new SimPod(pod, pod.nodeName, start));
  }
  if (incoming === undefined) return { error: 'engine: no incoming pod in the model' };
  incoming.nominatedNode = (c.preemptor['status'] as { nominatedNodeName?: string } | undefined)?.nominatedNodeName;
  const opts: FilterOptions = { podCountQuirk: false, nominated };
  const scheduler = new Scheduler(state, 'LeastAllocated');
  const scheduled = scheduler.schedule(incoming, opts);
  // PreFilter's rejection (NodeAffinity's terms naming no node together) ends the cycle before any Filter.
  if (scheduled.kind === 'Unschedulable' && scheduled.statuses.preFilterMessage !== undefined) {
    const first = scheduled.statuses.entries().next();
    const rejection = first.done === true ? preFilterRejection(incoming) : finalStatus(first.value[1]);
    return { placement: rejection === undefined ? {} : { preFilter: placementStatus(rejection) } };
  }
  const cycle = cycleStateFor(incoming, state);
  const nodes: Record<string, PlacementStatus> = {};
  for (const [name, n] of state.nodes) nodes[name] = placementStatus(finalStatus(runFilterPlugins(cycle, nodeInfoOf(n), opts)));
  // The scheduling path itself (the placement index, node classes sharing statuses): the node it
  // picks must be one upstream finds feasible, and when none fits its statuses must be upstream's.
  const result = scheduled;
  if (result.kind === 'Feasible') return { placement: { nodes, picked: result.node } };
  const unschedulable: Record<string, PlacementStatus> = {};
  for (const [name, list] of result.statuses.entries()) unschedulable[name] = placementStatus(finalStatus(list));
  return { placement: { nodes, unschedulable } };
}
