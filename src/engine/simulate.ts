/**
 * Simulates a cluster model: first `cluster-state` (resizes pending in the manifests' status), then
 * every ResizeScenario, then the generated ones (`vpa-max` with VPAs, `limits` when asked for), each
 * from the state cluster-state ends in. A scenario's requests go through API validation and
 * admission (admission/admit.ts), then the kubelet and the scheduler.
 *
 * Upstream: none: runs every scenario plan on the model.
 */
import { pushAll } from '../core/arrays.ts';
import { DEFAULT_BOUNDS } from '../core/bounds.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { ClusterModel, ResizeScenario } from '../model/objects.ts';
import { podRequests } from '../model/requests.ts';
import { admitResize } from './admission/admit.ts';
import type { PodRejection } from './kubelet/admit-pinned.ts';
import { initialState } from './initial-state.ts';
import { QuotaLedger } from './admission/resource-quota.ts';
import type { KubeletConfig } from './kubelet/config.ts';
import { allocatedRequests, resizeRequested } from './kubelet/admission.ts';
import { validateResize } from './kubelet/validate-resize.ts';
import { pdbStates } from './preemption/pdb-start.ts';
import type { Origin, ResizeResult, ScenarioResult } from './result.ts';
import type { ChangePlan } from './scenarios/change.ts';
import type { ResourceList } from '../resource/resources.ts';
import { podRef, ScenarioRun, type ChangeApplication, type RunOptions } from './scenario-run.ts';
import { newTask, RequestedTasks, type ResizeTask } from './resize-task.ts';
import { LIMITS_SCENARIO, planLimits } from './scenarios/limits.ts';
import type { ScenarioPlan, SkippedResize } from './scenarios/plan.ts';
import { planVpaMax, VPA_MAX_SCENARIO } from './scenarios/vpa-max.ts';
import { settle } from './settle.ts';
import { ClusterState } from './state.ts';
import { SimPod } from './sim-pod.ts';
import { scenarioPlan } from './scenarios/resize-scenario.ts';
import { landNodes } from './scenarios/node-changes.ts';
import { ResizeBound } from './resize-bound.ts';
import { isSettled } from './settled.ts';
import { OrderedReadyCreation } from './ordered-ready.ts';

export const CLUSTER_STATE = 'cluster-state';
/** The scenario of a change landing on the running cluster. */
export const DIFF_SCENARIO = 'diff';

/** Which generated scenarios run. */
export interface ScenarioOptions {
  /** vpa-max: every VPA-managed pod at its maxAllowed. Default: on when the input holds VPAs. */
  readonly vpaMax?: boolean;
  /** limits: every Burstable pod's requests raised to its limits. Default off. */
  readonly limits?: boolean;
  /** hpa-max: workloads scaled by a HorizontalPodAutoscaler run maxReplicas (placement's worst case). Default off. */
  readonly hpaMax?: boolean;
}

export interface SimulationOptions extends RunOptions {
  /** The kubelet configuration of every node (CPU / memory manager, swap; podResizesAdmitHandler.Admit). */
  readonly kubelet?: KubeletConfig;
  readonly scenarios?: ScenarioOptions;
  /** The run's time 0 in epoch seconds (config `now`); default: the latest time the input records. */
  readonly now?: number;
  /** The resize requests the scenarios may make in all (config bounds.resizes); default DEFAULT_BOUNDS.resizes. */
  readonly maxResizes?: number;
  /** The resizes the clusters simulated before this one in the run took of maxResizes. */
  readonly resizesBefore?: number;
  /** Told as scenario `k` of `n` (from 1, cluster-state first) starts: progress only, it changes nothing. */
  readonly onScenario?: (k: number, n: number, name: string) => void;
}

export interface SimulationResult {
  readonly scenarios: readonly ScenarioResult[];
  readonly diagnostics: readonly Diagnostic[];
  /** Pods the generated scenarios left out, and why (VPA minReplicas, update mode, QoS). */
  readonly skipped: readonly SkippedResize[];
  /** The resize requests the scenarios made, counted against bounds.resizes (this cluster's, and those before it). */
  readonly resizesTaken: number;
}

/** The state cluster-state ends in (a copy the scenarios leave alone), and its result. */
export interface ClusterStateEnd {
  readonly state: ClusterState;
  readonly result: ScenarioResult;
}

/** `keep`: handed the cluster-state end state (a change lands on it: simulateChange), a copy if a scenario runs on it too. */
export function simulate(model: ClusterModel, opts: SimulationOptions, keep?: (end: ClusterStateEnd) => void): SimulationResult {
  const scenarios = scenarioCount(model, opts);
  const started = scenarioCounter(opts, 1 + scenarios);
  started(CLUSTER_STATE);
  // Nothing would happen (settled.ts): the run's result without building its state.
  if (keep === undefined && scenarios === 0 && isSettled(model)) return runScenarios(model, new ClusterState([]), [], [], opts, started);
  const { state, result: clusterState } = placeOnce(model, opts);
  keep?.({ state: scenarios === 0 ? state : state.clone(), result: clusterState });
  return runScenarios(model, state, shown(clusterState), [], opts, started);
}

/** Tells `opts.onScenario` each scenario as it starts, counting them. */
function scenarioCounter(opts: SimulationOptions, n: number): (name: string) => void {
  let k = 0;
  return (name) => opts.onScenario?.(++k, n, name);
}

/** The generated scenarios the options ask for, in the order they run. */
function generatedNames(model: ClusterModel, opts: SimulationOptions): string[] {
  return [
    ...(model.vpas.length > 0 && opts.scenarios?.vpaMax !== false ? [VPA_MAX_SCENARIO] : []),
    ...(opts.scenarios?.limits === true ? [LIMITS_SCENARIO] : []),
  ];
}

/** The scenarios runScenarios runs: the ResizeScenarios, and the generated ones no ResizeScenario's name hides. */
function scenarioCount(model: ClusterModel, opts: SimulationOptions): number {
  return model.scenarios.length + generatedNames(model, opts).filter((name) => !model.scenarios.some((s) => s.name === name)).length;
}

/** The model placed once, its recorded resizes settled (cluster-state), the clock moved past it. */
function placeOnce(model: ClusterModel, opts: SimulationOptions): ClusterStateEnd {
  const { state, rejected } = initialState(model, opts.kubelet ?? {}, opts.now);
  const { result, endedAt } = runClusterState(state, model, opts, rejected);
  // The scenarios' requests come once the cluster state has settled: its times lie before them.
  state.shiftClock(endedAt);
  return { state, result };
}

/** cluster-state is reported when it did something. */
function shown(s: ScenarioResult): ScenarioResult[] {
  return s.resizes.length > 0 || s.placements.length > 0 || (s.rejected?.length ?? 0) > 0 ? [s] : [];
}

/**
 * A change landing on the running cluster: `base` placed once (cluster-state), the change
 * applied to it (scenario `diff`: the head's nodes, rollouts, scaling, new and deleted objects,
 * bare pods' resizes), then the head revision's own scenarios, each from the state the change ends in.
 * `placed`: the base already placed (its run's cluster-state end state), else it is placed here.
 */
export function simulateChange(
  base: ClusterModel,
  head: ClusterModel,
  change: ChangePlan,
  opts: SimulationOptions,
  placed: ClusterStateEnd = placeOnce(base, opts),
): SimulationResult {
  const state = placed.state;
  const leading = shown(placed.result);
  const diagnostics: Diagnostic[] = [];
  const { drained, changed: nodesChanged } = landNodes(state, base.nodes, head.nodes, opts.kubelet ?? {});
  const lists: readonly (readonly unknown[])[] = [change.rollouts, change.created, change.deleted, change.finished ?? [], drained];
  if (lists.some((l) => l.length > 0) || change.resizes !== undefined || nodesChanged) {
    const resizes = change.resizes === undefined ? [] : scenarioPlan(change.resizes, state, diagnostics, base.dropped).resizes;
    const ran = runPlan({ name: DIFF_SCENARIO, resizes, recreations: [], skipped: [] }, state, base, opts, { ...change, drained, admission: head });
    leading.push(ran.result);
    state.shiftClock(ran.endedAt);
  }
  return runScenarios(head, state, leading, diagnostics, opts);
}

/** Every ResizeScenario of `model`, then the generated scenarios, each from `state` (the last one on it, the others on copies). */
function runScenarios(
  model: ClusterModel,
  state: ClusterState,
  leading: ScenarioResult[],
  diagnostics: Diagnostic[],
  opts: SimulationOptions,
  started: (name: string) => void = () => undefined,
): SimulationResult {
  const skipped: SkippedResize[] = [];
  const scenarios: ScenarioResult[] = [...leading];
  const bound = new ResizeBound(opts.maxResizes ?? DEFAULT_BOUNDS.resizes, opts.resizesBefore ?? 0);
  const vpaMax = (start: ClusterState): ScenarioPlan => {
    const planned = planVpaMax(model, start);
    pushAll(diagnostics, planned.diagnostics);
    return planned.plan;
  };
  const generated = generatedNames(model, opts).map((name) => ({ name, plan: name === VPA_MAX_SCENARIO ? vpaMax : planLimits }));
  const clashOf = (name: string): ResizeScenario | undefined => model.scenarios.find((s) => s.name === name);
  // Every scenario starts from the cluster-state end state: each gets a copy, the last one the original.
  let remaining = scenarioCount(model, opts);
  const startState = (): ClusterState => (--remaining === 0 ? state : state.clone());
  // A call of its own per scenario: its start state (a copy of the cluster's) is gone once it has run.
  const run = (name: string, plan: (start: ClusterState) => ScenarioPlan, always: boolean): void => {
    started(name);
    const start = startState();
    const taken = bound.take(plan(start), diagnostics);
    pushAll(skipped, taken.skipped);
    if (always || taken.resizes.length > 0 || taken.recreations.length > 0) scenarios.push(runPlan(taken, start, model, opts).result);
  };
  for (const scenario of model.scenarios) run(scenario.name, (start) => scenarioPlan(scenario, start, diagnostics, model.dropped), true);
  for (const g of generated) {
    const clash = clashOf(g.name);
    if (clash !== undefined) {
      diagnostics.push({
        ruleId: 'input/duplicate-object',
        severity: 'warning',
        message: `ResizeScenario ${JSON.stringify(g.name)} has the name of a generated scenario; the generated ${JSON.stringify(g.name)} scenario is not run`,
        file: clash.doc.file,
        range: clash.doc.locate(['metadata', 'name']),
        object: { kind: 'ResizeScenario', namespace: '', name: clash.name },
      });
      continue;
    }
    run(g.name, g.plan, false);
  }
  return { scenarios, diagnostics, skipped, resizesTaken: bound.taken };
}

/** Pods whose spec differs from their allocation, or with a recorded PodResizePending condition. */
function runClusterState(
  state: ClusterState,
  model: ClusterModel,
  opts: SimulationOptions,
  rejected: readonly PodRejection[],
): { result: ScenarioResult; endedAt: number } {
  const tasks: ResizeTask[] = [];
  for (const pod of state.pods) {
    if (!resizeRequested(pod, pod.allocatedPodResources) && pod.resizePending === undefined) continue;
    const from = allocatedRequests(pod);
    // A recorded Deferred condition is on the kubelet's pending list (retried on its triggers); a
    // recorded Infeasible one is final until the spec changes (retryPendingResizes drops it).
    const task = newTask(pod, { doc: pod.pod.doc, path: ['status'] }, from, pod.resizePending === undefined);
    if (pod.resizePending === 'Infeasible')
      task.final = {
        outcome: 'Infeasible',
        reason: 'RecordedInfeasible',
        message: 'the pod status records the resize as Infeasible; the kubelet does not retry it until the spec changes',
        at: 0,
      };
    tasks.push(task);
  }
  const run = new ScenarioRun(CLUSTER_STATE, state, pdbStates(model), opts, OrderedReadyCreation.of(model, state));
  run.run(tasks);
  const result = withChange(settle(run, tasks, []), { rejected: [...rejected, ...run.rejected] });
  return { result: run.creation?.leaveUnmade(result, state) ?? result, endedAt: run.now };
}

/** A resize the API server (validation or admission) refuses: it changes nothing. */
function rejection(scenario: string, pod: SimPod, from: ResourceList, origin: Origin, reason: string, message: string): ResizeResult {
  return {
    scenario,
    pod: podRef(pod),
    owner: pod.pod.owner,
    node: pod.nodeName ?? null,
    priority: pod.priority,
    from,
    to: from,
    outcome: 'Rejected',
    reason,
    message,
    preempted: [],
    latencySeconds: null,
    cycles: [],
    podCountQuirk: false,
    origin,
    podOrigin: pod.pod.doc,
  };
}

/**
 * Runs a plan on `state` (a clone of the cluster-state end state): each request, in order, is
 * validated (ValidatePodResize) and admitted against the pods as the requests before it left them;
 * the accepted ones are then handed to the kubelet all at once (one resize per pod: RequestedTasks).
 */
function runPlan(
  plan: ScenarioPlan,
  state: ClusterState,
  model: ClusterModel,
  opts: SimulationOptions,
  change?: ChangeApplication,
): { result: ScenarioResult; endedAt: number } {
  const requested = new RequestedTasks();
  const rejected: ResizeResult[] = [];
  const decorators = new Map<SimPod, (r: ResizeResult) => ResizeResult>();
  const quotas = new QuotaLedger(state.pods);
  for (const { pod, containers, podResources, origin, decorate } of plan.resizes) {
    if (decorate !== undefined) decorators.set(pod, decorate);
    const from = podRequests(pod);
    const v = validateResize(pod, containers, podResources);
    if (!v.ok) {
      rejected.push(rejection(plan.name, pod, from, origin, v.reason, v.message));
      continue;
    }
    const admitted = admitResize(model, quotas, pod, v);
    if (!admitted.ok) {
      rejected.push(rejection(plan.name, pod, from, origin, admitted.reason, admitted.message));
      continue;
    }
    // The resized containers, and the pod-level resources as the resize strategy defaulted them.
    ({ containers: pod.containers, initContainers: pod.initContainers, podResources: pod.podResources } = v);
    pod.invalidate();
    requested.add(pod, origin, from);
  }
  const run = new ScenarioRun(plan.name, state, pdbStates(model), opts);
  run.run(requested.tasks, plan.recreations, change);
  const settled = withChange(settle(run, requested.tasks, rejected), run.changeResults());
  if (decorators.size === 0 && plan.recreations.length === 0) return { result: settled, endedAt: run.now };
  const byKey = new Map([...decorators].map(([pod, fn]) => [pod.key, fn]));
  const resizes = settled.resizes.map((r) => byKey.get(`${r.pod.namespace}/${r.pod.name}`)?.(r) ?? r);
  return { result: { ...settled, resizes: [...plan.recreations.map((r) => r.settle(run.recreationFate(r.pod))), ...resizes] }, endedAt: run.now };
}

function withChange(result: ScenarioResult, change: Pick<ScenarioResult, 'rollouts' | 'rejected'>): ScenarioResult {
  const { rollouts = [], rejected = [] } = change;
  return { ...result, ...(rollouts.length === 0 ? {} : { rollouts }), ...(rejected.length === 0 ? {} : { rejected }) };
}
