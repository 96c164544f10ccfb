/**
 * Simulates a cluster model: first `cluster-state` (resizes already pending in the manifests'
 * status), then every ResizeScenario, each from the state cluster-state ends in.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import type { ClusterModel, ResizeScenario } from '../model/objects.ts';
import type { Pod } from '../model/pod.ts';
import { podRequests } from '../model/requests.ts';
import { resizeRequested } from './kubelet/admission.ts';
import { validateResize } from './kubelet/validate-resize.ts';
import { initialPdbStates } from './preemption/pdb.ts';
import type { ResizeResult, ScenarioResult } from './result.ts';
import { newTask, podRef, ScenarioRun, type ResizeTask, type RunOptions } from './scenario-run.ts';
import { settle } from './settle.ts';
import { ClusterState, SimPod } from './state.ts';

export const CLUSTER_STATE = 'cluster-state';

export type SimulationOptions = RunOptions;

export interface SimulationResult {
  readonly scenarios: readonly ScenarioResult[];
  readonly diagnostics: readonly Diagnostic[];
}

/** The scale of a pod's controller (replicas, parallelism, eligible nodes), for PDB accounting. */
function scaleOf(model: ClusterModel): (pod: Pod) => number | undefined {
  const scales = new Map(model.workloads.map((w) => [formatObjectRef(w.ref), w.scale]));
  return (pod) => scales.get(formatObjectRef(pod.owner));
}

function initialState(model: ClusterModel): ClusterState {
  const state = new ClusterState(model.nodes);
  for (const pod of model.pods) state.addPod(new SimPod(pod, pod.nodeName));
  return state;
}

export function simulate(model: ClusterModel, opts: SimulationOptions): SimulationResult {
  const diagnostics: Diagnostic[] = [];
  const state = initialState(model);
  const scenarios: ScenarioResult[] = [];
  const clusterState = runClusterState(state, model, opts);
  if (clusterState.resizes.length > 0 || clusterState.placements.length > 0) scenarios.push(clusterState);
  for (const scenario of model.scenarios) scenarios.push(runScenario(scenario, state, model, opts, diagnostics));
  return { scenarios, diagnostics };
}

/** Pods whose spec differs from their allocation, or with a recorded PodResizePending condition. */
function runClusterState(state: ClusterState, model: ClusterModel, opts: SimulationOptions): ScenarioResult {
  const tasks: ResizeTask[] = [];
  for (const pod of state.pods.values()) {
    if (!resizeRequested(pod) && pod.resizePending === undefined) continue;
    const from = podRequests({ ...pod, containers: pod.containers.map((c) => ({ ...c, resources: { ...c.resources, requests: pod.containerStatuses.get(c.name)?.allocated ?? c.resources.requests } })) });
    // A recorded Deferred or Infeasible condition is the kubelet's last word (§2.2, issue contract).
    const task = newTask(pod, { doc: pod.pod.doc, path: ['status'] }, from, pod.resizePending === undefined);
    if (pod.resizePending === 'Infeasible') task.final = { outcome: 'Infeasible', reason: 'RecordedInfeasible', message: 'the pod status records the resize as Infeasible; the kubelet does not retry it until the spec changes', at: 0 };
    tasks.push(task);
  }
  const run = new ScenarioRun(CLUSTER_STATE, state, initialPdbStates(model.pdbs, model.pods, scaleOf(model)), opts);
  run.run(tasks);
  return settle(run, tasks, []);
}

function runScenario(scenario: ResizeScenario, start: ClusterState, model: ClusterModel, opts: SimulationOptions, diagnostics: Diagnostic[]): ScenarioResult {
  const state = start.clone();
  const tasks: ResizeTask[] = [];
  const rejected: ResizeResult[] = [];
  const index = targetIndex(state);
  for (const request of scenario.resizes) {
    const t = request.target;
    const targets = (index.get(`${t.kind}/${t.namespace}/${t.name}`) ?? []).filter((p) => !p.gone);
    if (targets.length === 0) {
      diagnostics.push({ ruleId: 'reference/missing-target', severity: 'error', message: `resize target ${formatObjectRef(request.target)} matches no pod in the input`, file: scenario.doc.file, range: scenario.doc.locate([...request.path, 'target']), object: { kind: 'ResizeScenario', namespace: '', name: scenario.name } });
      continue;
    }
    for (const pod of targets.sort((a, b) => a.pod.seq - b.pod.seq)) {
      const from = podRequests(pod);
      const origin = { doc: scenario.doc, path: request.path };
      const v = validateResize(pod, request.containers);
      if (!v.ok) {
        rejected.push({ scenario: scenario.name, pod: podRef(pod), owner: pod.pod.owner, node: pod.nodeName ?? null, priority: pod.priority, from, to: from, outcome: 'Rejected', reason: v.reason, message: v.message, preempted: [], latencySeconds: null, cycles: [], podCountQuirk: false, origin, podOrigin: pod.pod.doc });
        continue;
      }
      pod.containers = v.containers;
      pod.initContainers = v.initContainers;
      pod.invalidate();
      tasks.push(newTask(pod, origin, from, true));
    }
  }
  const run = new ScenarioRun(scenario.name, state, initialPdbStates(model.pdbs, model.pods, scaleOf(model)), opts);
  run.run(tasks);
  return settle(run, tasks, rejected);
}

/** Pods by "Pod/ns/name" and by their controller "Kind/ns/name": a target is one lookup. */
function targetIndex(state: ClusterState): Map<string, SimPod[]> {
  const index = new Map<string, SimPod[]>();
  const add = (key: string, p: SimPod): void => {
    const list = index.get(key);
    if (list) list.push(p);
    else index.set(key, [p]);
  };
  for (const p of state.pods.values()) {
    add(`Pod/${p.pod.ref.namespace}/${p.pod.ref.name}`, p);
    if (p.pod.hasController) add(`${p.pod.owner.kind}/${p.pod.owner.namespace}/${p.pod.owner.name}`, p);
  }
  return index;
}
