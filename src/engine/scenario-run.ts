/**
 * One scenario on a simulated clock: the kubelets decide each resize (kubelet/allocation-manager.ts);
 * with InPlacePodVerticalScalingSchedulerPreemption on, the scheduler runs its restricted cycle
 * for every Deferred pod and preempts lower-priority pods on the same node (KEP-5836); victims
 * leave after their grace period and the kubelets retry their pending resizes in their own
 * order. Deterministic: every choice upstream leaves open is broken by Pod.seq (creation time,
 * then namespace and name).
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/preemption/executor.go, pkg/kubelet/allocation/allocation_manager.go.
 */
import { Controllers } from './controllers.ts';
import { AllocationManagers, type KubeletRun } from './kubelet/allocation-manager.ts';
import { PreemptionExecutor, podRef } from './preemption/executor.ts';
import type { PdbState } from './preemption/pdb.ts';
import type { PlannedRecreation, RecreationFate } from './scenarios/plan.ts';
import { runResizeCycle } from './resize-cycle.ts';
import { SchedulingQueue } from './scheduling-queue.ts';
import { EventLog } from './event-log.ts';
import type { Eviction, PodRef } from './result.ts';
import { isExplained } from './explain-target.ts';
import type { Victims } from './preemption/select-victims.ts';
import type { FilterOptions } from './filters.ts';
import type { RunOptions } from './run-options.ts';
import { preempt } from './preemption/default-preemption.ts';
import { AffinityRequeue } from './affinity-requeue.ts';
import { failedSchedulingMessage, fitErrorMessage, Scheduler } from './schedule-one.ts';
import type { Status } from './status.ts';
import type { ClusterState, SimNode } from './state.ts';
import type { SimPod } from './sim-pod.ts';
import { ChangeLanding, type ChangeApplication } from './rollout/landing.ts';
import type { RolloutResult } from './result.ts';
import type { PlacementRecord, ResizeTask } from './resize-task.ts';
export { newTask, type PlacementRecord, type ResizeTask } from './resize-task.ts';
import type { PodRejection } from './kubelet/admit-pinned.ts';
import type { OrderedReadyCreation } from './ordered-ready.ts';

export type { ChangeApplication } from './rollout/landing.ts';
export type { RunOptions } from './run-options.ts';

/** Clock steps after which a scenario is cut short and reported as such. */
export const MAX_STEPS = 10_000;

const NO_STATUSES: ReadonlyMap<string, readonly Status[]> = new Map();

/** The potential victims a preemption put back: it fits with them on the node. */
function reprievedOf(v: Victims): PodRef[] {
  const chosen = new Set(v.pods);
  return v.considered.filter((p) => !chosen.has(p)).map(podRef);
}
const NO_PODS: ReadonlySet<SimPod> = new Set();

export { podRef };

export class ScenarioRun implements KubeletRun {
  now = 0;
  readonly events: EventLog;
  truncated = false;
  /** Nodes where a pod's allocation changed this step (AssignedPod UpdatePodScaleUp/ScaleDown hints). */
  private readonly resized = new Set<string>();
  readonly placements = new Map<SimPod, PlacementRecord>();
  /** New pods bound by spec.nodeName that their kubelet rejected (a change's, a replacement). */
  readonly rejected: PodRejection[] = [];
  private readonly scheduler: Scheduler;
  private readonly queue: SchedulingQueue;
  private readonly controllers: Controllers;
  private readonly executor: PreemptionExecutor;
  private kubelet: AllocationManagers | undefined;
  /** The change landing in this run (scenario diff), if any. */
  private landing: ChangeLanding | undefined;
  /** The filters' options: one object for the run (`nominated` changes in place). */
  private readonly filterOpts: FilterOptions;
  /** Pods whose required pod affinity waits for a pod to be bound (InterPodAffinity's queueing hint). */
  private readonly affinityRequeue: AffinityRequeue;

  constructor(
    readonly scenario: string,
    readonly state: ClusterState,
    readonly pdbs: readonly PdbState[],
    readonly opts: RunOptions,
    /** StatefulSet ordinals created one at a time, each once the one before runs (cluster-state: ordered-ready.ts). */
    readonly creation?: OrderedReadyCreation,
  ) {
    this.scheduler = new Scheduler(state, opts.scoring, opts.nodeFinder);
    this.events = new EventLog(scenario);
    this.queue = new SchedulingQueue(opts.explain);
    this.controllers = new Controllers(
      this,
      (victim, replacement) => this.landing?.replaced(victim, replacement),
      (pod) => this.landing?.admit(pod),
    );
    this.executor = new PreemptionExecutor(this, (victim) => {
      this.controllers.replace(victim);
    });
    this.filterOpts = { podCountQuirk: opts.podCountQuirk, nominated: this.queue.nominated };
    this.affinityRequeue = new AffinityRequeue(state.namespaceLabels, () => {
      this.queue.clusterChanged();
    });
  }

  get gateOn(): boolean {
    return this.opts.gateOn;
  }

  get evictions(): readonly Eviction[] {
    return this.executor.evictions;
  }

  run(tasks: readonly ResizeTask[], recreations: readonly PlannedRecreation[] = [], change?: ChangeApplication): void {
    // A pod carries its task for this run only: the last scenario runs on the cluster-state run's pods.
    for (const p of this.state.pods) {
      p.task = undefined;
      if (!p.gone && p.terminatingUntil !== undefined) this.executor.track(p);
    }
    for (const t of tasks) t.pod.task = t;
    const kubelet = (this.kubelet = new AllocationManagers(this, this.state.nodes.values()));
    kubelet.resizesArrived(tasks.filter((t) => t.needsKubelet).map((t) => t.pod));
    for (const r of recreations) this.controllers.evictForRecreation(r, this.executor);
    if (change !== undefined) this.landing = new ChangeLanding(this, this.executor, this.controllers, change);
    let affected: ReadonlySet<string> = new Set(this.state.nodes.keys());
    for (let step = 0; ; step++) {
      this.resized.clear();
      this.schedulerPass(affected);
      // A controller that made or deleted pods is answered at the same instant: its new pods are
      // placed; so are pods whose pod affinity a pod bound in this pass satisfies.
      if ((this.landing?.sync() === true || this.creation?.createReady() === true || this.affinityRequeue.takeQueued()) && step < MAX_STEPS) {
        affected = new Set();
        continue;
      }
      const next = this.nextTime();
      if (next === undefined) return;
      if (step >= MAX_STEPS) {
        this.truncated = true;
        return;
      }
      this.now = next;
      affected = this.advance(kubelet);
    }
  }

  /** Pods already Pending when the change landed (none without a change). */
  get pendingBefore(): ReadonlySet<SimPod> {
    return this.landing?.pendingBefore ?? NO_PODS;
  }

  /** Once the run has settled: every rollout's result, and the new pods bound by spec.nodeName that their kubelet rejected. */
  changeResults(): { readonly rollouts: RolloutResult[]; readonly rejected: readonly PodRejection[] } {
    return { rollouts: this.landing?.results() ?? [], rejected: this.rejected };
  }

  nextConditionSeq(): number {
    return ++this.state.conditionSeq;
  }

  podResized(node: SimNode): void {
    this.resized.add(node.node.name);
    this.queue.clusterChanged();
  }

  killForCriticalPod(victim: SimPod, preemptor: SimPod, node: string, goneAt: number): void {
    this.executor.killForCriticalPod(victim, preemptor, node, goneAt);
  }

  placementOf(pod: SimPod): PlacementRecord | undefined {
    return this.placements.get(pod);
  }

  /** What became of a pod evicted for recreation, once the run has settled. */
  recreationFate(pod: SimPod): RecreationFate {
    return this.controllers.recreationFate(pod);
  }

  /** One pass of the scheduling queue: pending pods are placed, Deferred pods get their restricted cycle. */
  private schedulerPass(nodes: ReadonlySet<string>): void {
    for (const pod of this.queue.pass(this.state.pods, nodes, this.opts.gateOn)) {
      if (pod.gone || pod.terminatingUntil !== undefined) continue;
      if (pod.nodeName === undefined) {
        if (this.creation?.waits(pod) !== true) this.place(pod);
      } else if (pod.resizePending === 'Deferred') this.schedule(pod);
    }
  }

  /** scheduleOne for a pending pod; on failure, DefaultPreemption as PostFilter, and its executor. */
  private place(pod: SimPod): void {
    const explained = isExplained(this.opts.explain, pod) ? new Map<string, readonly Status[]>() : undefined;
    let record = this.placements.get(pod);
    if (record === undefined) this.placements.set(pod, (record = { pod, node: null, preempted: [], failure: undefined, statuses: explained ?? NO_STATUSES }));
    const known = this.queue.knownFailure(pod);
    if (known.message !== undefined) {
      if (record.failure !== known.message) this.events.message(this.now, pod, 'Warning', 'FailedScheduling', known.message);
      record.failure = known.message;
      return;
    }
    const opts = this.filterOpts;
    // Only the --explain pod's record has a map of its own.
    const statuses = record.statuses === NO_STATUSES ? undefined : (record.statuses as Map<string, readonly Status[]>);
    if (statuses !== undefined) {
      const explained = this.scheduler.explain(pod, opts);
      for (const [k, v] of explained.statuses) statuses.set(k, v);
      record.scores = explained.scores;
    }
    const result = this.scheduler.schedule(pod, opts);
    // Every node's statuses are kept only for --explain: at 5,000 nodes they would dwarf the report.
    if (statuses !== undefined) for (const [k, v] of result.statuses.entries()) statuses.set(k, v);
    if (result.kind === 'Feasible') {
      this.queue.nominate(pod, undefined);
      this.state.bind(pod, result.node);
      this.affinityRequeue.added(pod);
      record.node = result.node;
      record.failure = undefined;
      this.events.scheduled(this.now, pod, result.node);
      return;
    }
    this.affinityRequeue.failed(result.cycle);
    const pre = preempt(result.cycle, this.state.nodes, this.scheduler.nodesByName, result.statuses, this.pdbs, opts, pod.nominatedNode);
    const fitError = fitErrorMessage(this.state.nodes.size, result.statuses);
    if (!pre.ok) {
      const message = failedSchedulingMessage(this.state.nodes.size, fitError, pre.status.reasons.join(', '));
      if (record.failure !== message) this.events.message(this.now, pod, 'Warning', 'FailedScheduling', message);
      record.failure = message;
      this.queue.rememberFailure(pod, known.template, message);
      return;
    }
    const { node, victims } = pre.candidate;
    this.events.message(
      this.now,
      pod,
      'Warning',
      'FailedScheduling',
      `${fitError} preemption: nominated node ${node} after preempting ${victims.pods.length} pod(s).`,
    );
    record.failure = undefined;
    this.queue.clearLowerNominations(node, pod);
    this.queue.nominate(pod, node);
    this.queue.waitFor(pod, victims.pods);
    if (statuses !== undefined) record.reprieved = reprievedOf(victims);
    for (const v of victims.pods) {
      if (v.terminatingUntil !== undefined) continue;
      this.executor.evict(v, pod, node);
      record.preempted.push(podRef(v));
    }
  }

  /** The restricted cycle of a Deferred pod (resize-cycle.ts), and the executor for its victims. */
  private schedule(pod: SimPod): void {
    const simNode = this.state.nodes.get(pod.nodeName!)!;
    const result = runResizeCycle(pod, simNode, this.pdbs, this.filterOpts);
    const task = pod.task;
    const victims = result.kind === 'Preempt' ? result.victims.pods : [];
    if (task) {
      task.lastCycle = result;
      if (result.kind === 'Preempt' && result.podCountOnly) task.podCountQuirk = true;
      // Only --explain reads a resize's cycles: kept for every pod, a cluster-scale run's results
      // would hold each cycle's Filter statuses to the end.
      if (isExplained(this.opts.explain, pod)) {
        const statuses = 'postFilter' in result ? [...result.filter, result.postFilter] : result.filter;
        const reprieved = result.kind === 'Preempt' ? { reprieved: reprievedOf(result.victims) } : {};
        task.cycles.push({ at: this.now, node: simNode.node.name, kind: result.kind, statuses, victims: victims.map(podRef), ...reprieved });
      }
    }
    for (const v of victims) {
      // Chosen again while terminating: the delete is idempotent (KEP-5836 accepts double preemption).
      if (v.terminatingUntil !== undefined) continue;
      this.executor.evict(v, pod, simNode.node.name);
      task?.preempted.push(podRef(v));
    }
  }

  private nextTime(): number | undefined {
    let next = this.kubelet?.nextTime();
    const gone = this.executor.nextGone();
    if (gone !== undefined && (next === undefined || gone < next)) next = gone;
    const rollout = this.landing?.nextTime();
    if (rollout !== undefined && (next === undefined || rollout < next)) next = rollout;
    return next;
  }

  /**
   * Moves the clock: pods whose grace period ended leave their node, then the kubelets of the
   * nodes they left (and those whose ticker fires) retry their pending resizes. Returns the
   * nodes the scheduler's queueing hints requeue Deferred pods for: a pod deleted or resized there.
   */
  private advance(kubelet: AllocationManagers): Set<string> {
    const affected = new Set<string>();
    const left = new Set<SimNode>();
    for (const p of this.executor.goneAt(this.now)) {
      if (p.host !== undefined) left.add(p.host);
      this.state.removeFromNode(p);
      this.queue.clusterChanged();
      if (p.nodeName !== undefined) affected.add(p.nodeName);
      this.controllers.podGone(p);
    }
    this.executor.forgetGone();
    this.queue.releaseWaiting();
    const walks = new Set([...left, ...kubelet.advance()]);
    for (const node of [...walks].sort((a, b) => (a.node.name < b.node.name ? -1 : a.node.name > b.node.name ? 1 : 0))) kubelet.retryPendingResizes(node);
    for (const name of this.resized) affected.add(name);
    return affected;
  }
}
