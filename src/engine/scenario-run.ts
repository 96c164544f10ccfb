/**
 * One scenario on a simulated clock (reference §0 and the recipe §3.10): the kubelet decides
 * each resize; with the gate on, the scheduler runs its restricted cycle for every Deferred pod
 * and preempts lower-priority pods on the same node; victims leave after their grace period and
 * the kubelet retries its pending resizes in its own order. Deterministic: every choice upstream
 * leaves open is broken by Pod.seq (creation time, then namespace and name).
 */
import { perObject } from '../core/memo.ts';
import { podRequests } from '../model/requests.ts';
import { copyPod } from '../model/pod.ts';
import type { ResourceList } from '../model/resources.ts';
import { actuate, decideResize, type KubeletDeferred } from './kubelet/admission.ts';
import { sortPendingResizes } from './kubelet/pending.ts';
import { recordDisruption, type PdbState } from './preemption/pdb.ts';
import { runResizeCycle, type CycleResult } from './resize-cycle.ts';
import { EventLog } from './event-log.ts';
import type { CycleRecord, Eviction, Origin, PodRef } from './result.ts';
import type { FilterOptions } from './filters.ts';
import type { ScoringStrategy } from './plugins/scoring.ts';
import { preempt } from './preemption/default-preemption.ts';
import { fitErrorMessage, Scheduler } from './schedule-one.ts';
import type { Status } from './status.ts';
import { SimPod, type ClusterState, type SimNode } from './state.ts';

/** The kubelet's periodic retry (pkg/kubelet/allocation: 3 minutes once running). */
export const PERIODIC_RETRY_SECONDS = 180;
/** Clock steps after which a scenario is cut short and reported as such. */
export const MAX_STEPS = 10_000;

export interface RunOptions {
  readonly gateOn: boolean;
  readonly podCountQuirk: boolean;
  /** Scoring for placement: LeastAllocated (default profile) or MostAllocated (bin packing). */
  readonly scoring: ScoringStrategy;
  /** "namespace/name" of a pod whose every Filter status is recorded (--explain). */
  readonly explain?: string | undefined;
}

/** Where the simulated scheduler put a pending pod (a workload replica, a replacement, an unbound Pod). */
export interface PlacementRecord {
  readonly pod: SimPod;
  node: string | null;
  readonly preempted: PodRef[];
  /** The last FailedScheduling message, while it stays Pending. */
  failure: string | undefined;
  /** Every node's Filter statuses, for the --explain pod only (empty for the others). */
  readonly statuses: ReadonlyMap<string, readonly Status[]>;
}

/** A resize in flight: created at request time, settled when the run ends. */
export interface ResizeTask {
  readonly pod: SimPod;
  readonly origin: Origin;
  readonly from: ResourceList;
  readonly to: ResourceList;
  readonly requestedAt: number;
  generation: number;
  /** Whether the kubelet still has to look at it at t=0 (false for a recorded condition). */
  needsKubelet: boolean;
  final: { outcome: 'Completed' | 'Infeasible' | 'Preempted'; reason: string; message: string; at: number } | undefined;
  /** The kubelet's last Deferred decision (its message is read only for the report). */
  deferred: KubeletDeferred | undefined;
  readonly preempted: PodRef[];
  readonly cycles: CycleRecord[];
  lastCycle: CycleResult | undefined;
  /** Some of its victims were needed only by the scheduler's pod-count quirk (E9). */
  podCountQuirk: boolean;
}

const NO_STATUSES: ReadonlyMap<string, readonly Status[]> = new Map();

export function podRef(p: SimPod): PodRef {
  return p.podRef;
}

export function newTask(pod: SimPod, origin: Origin, from: ResourceList, needsKubelet: boolean): ResizeTask {
  // Every member set here, in one order: tasks keep one hidden class however their resize ends.
  return { pod, origin, from, to: podRequests(pod), requestedAt: 0, generation: 2, needsKubelet, final: undefined, deferred: undefined, preempted: [], cycles: [], lastCycle: undefined, podCountQuirk: false };
}

export class ScenarioRun {
  now = 0;
  readonly events: EventLog;
  readonly evictions: Eviction[] = [];
  truncated = false;
  /** Preemptor → victims still terminating; it is not re-evaluated meanwhile (async preemption's PreEnqueue). */
  private readonly inFlight = new Map<SimPod, Set<SimPod>>();
  /** Pods being deleted (terminatingUntil set), until they are gone: the clock visits only these. */
  private terminating: SimPod[] = [];
  private readonly retryAt = new Map<string, number>();
  /** Parked pods already given one periodic kubelet retry: a second one would change nothing. */
  private readonly retriedParked = new Set<SimPod>();
  readonly placements = new Map<SimPod, PlacementRecord>();
  private readonly scheduler: Scheduler;
  private replacements = 0;

  constructor(
    readonly scenario: string,
    readonly state: ClusterState,
    readonly pdbs: readonly PdbState[],
    readonly opts: RunOptions,
  ) {
    this.scheduler = new Scheduler(state, opts.scoring);
    this.events = new EventLog(scenario);
    this.filterOpts = { podCountQuirk: opts.podCountQuirk, nominated: this.nominated };
  }

  run(tasks: readonly ResizeTask[]): void {
    // A pod carries its task for this run only: the last scenario runs on the cluster-state run's pods.
    for (const p of this.state.pods) {
      p.task = undefined;
      if (!p.gone && p.terminatingUntil !== undefined) this.terminating.push(p);
    }
    for (const t of tasks) t.pod.task = t;
    const fresh = sortPendingResizes(tasks.filter((t) => t.needsKubelet).map((t) => t.pod));
    for (const pod of fresh) this.kubeletHandle(pod);
    let affected = new Set(this.state.nodes.keys());
    for (let step = 0; ; step++) {
      this.schedulerPass(affected);
      const next = this.nextTime();
      if (next === undefined) return;
      if (step >= MAX_STEPS) {
        this.truncated = true;
        return;
      }
      this.now = next;
      affected = this.advance();
      for (const name of [...affected].sort()) this.kubeletRetry(this.state.nodes.get(name)!);
    }
  }

  /** handlePodResourcesResize for one pod. */
  private kubeletHandle(pod: SimPod): void {
    // The node the pod is on (none once it is gone or if its nodeName names no node).
    const node = pod.host;
    const task = pod.task;
    if (node === undefined || task === undefined || pod.gone || pod.terminatingUntil !== undefined) return;
    const d = decideResize(pod, node);
    switch (d.kind) {
      case 'NoChange':
        task.final = { outcome: 'Completed', reason: 'NoChange', message: 'desired resources equal the allocated ones; nothing to do', at: this.now };
        pod.resizePending = undefined;
        return;
      case 'Accepted':
        this.events.resize(this.now, pod, 'ResizeStarted', task.generation);
        actuate(pod);
        this.generation++;
        this.events.resize(this.now, pod, 'ResizeCompleted', task.generation);
        task.final = { outcome: 'Completed', reason: '', message: '', at: this.now };
        return;
      case 'Infeasible':
        pod.resizePending = 'Infeasible';
        pod.invalidate();
        this.events.resize(this.now, pod, 'ResizeInfeasible', task.generation, d);
        task.final = { outcome: 'Infeasible', reason: d.reason, message: d.message, at: this.now };
        return;
      case 'Deferred':
        task.deferred = d;
        if (pod.resizePending !== 'Deferred') {
          pod.resizePending = 'Deferred';
          pod.pendingSince = this.now;
          pod.invalidate();
          this.events.resize(this.now, pod, 'ResizeDeferred', task.generation, d);
        }
    }
  }

  /** retryPendingResizes: the node's Deferred pods, in the kubelet's order. */
  private kubeletRetry(node: SimNode): void {
    const pending = node.pods.filter((p) => p.resizePending === 'Deferred' && p.terminatingUntil === undefined);
    for (const pod of sortPendingResizes(pending)) this.kubeletHandle(pod);
  }

  /**
   * One pass of the scheduling queue: pending pods and Deferred pods share it (§3.3), in
   * PrioritySort order — priority, then the time queued, then Pod.seq. Deferred pods are
   * requeued only by events on their own node (node-aware queueing hints, §3.6).
   */
  private schedulerPass(nodes: ReadonlySet<string>): void {
    const queue = this.state.pods
      .filter((p) => !p.gone && p.terminatingUntil === undefined && !this.inFlight.has(p) && (p.nodeName === undefined || (this.opts.gateOn && p.resizePending === 'Deferred' && nodes.has(p.nodeName))))
      .sort((a, b) => b.priority - a.priority || (a.pendingSince ?? a.queuedAt) - (b.pendingSince ?? b.queuedAt) || a.seq - b.seq);
    for (const pod of queue) {
      if (pod.gone || pod.terminatingUntil !== undefined) continue;
      if (pod.nodeName === undefined) this.place(pod);
      else if (pod.resizePending === 'Deferred') this.schedule(pod);
    }
  }

  /** Pending pods by the node preemption nominated them to. */
  private readonly nominated = new Map<string, Set<SimPod>>();

  private nominate(pod: SimPod, node: string | undefined): void {
    if (pod.nominatedNode !== undefined) this.nominated.get(pod.nominatedNode)?.delete(pod);
    pod.nominatedNode = node;
    if (node === undefined) return;
    const set = this.nominated.get(node) ?? new Set<SimPod>();
    set.add(pod);
    this.nominated.set(node, set);
  }

  /** The filters' options: one object for the run (`nominated` changes in place). */
  private readonly filterOpts: FilterOptions;

  /** scheduleOne for a pending pod; on failure, DefaultPreemption as PostFilter. */
  /**
   * Pods with the same template fail alike until the cluster changes: the first failure's message
   * is reused for the others (the effect of upstream's queueing hints), keyed by template.
   */
  private readonly failedTemplates = new Map<string, string>();
  private failedAt = -1;
  /**
   * Bumped on the events after which NodeResourcesFit's queueing hints retry an unschedulable
   * pod: a pod leaving a node, or a resize (which may shrink). A bind only takes room away.
   */
  private generation = 0;

  private templateKey(pod: SimPod): string | undefined {
    if (pod.nominatedNode !== undefined || !pod.pod.hasController || this.opts.explain === pod.key) return undefined;
    const o = pod.pod.owner;
    return `${o.kind}/${o.namespace}/${o.name}|${pod.priority}|${pod.pod.nodeName ?? ''}|${requestsKey(pod.specRequests())}`;
  }

  private place(pod: SimPod): void {
    const explained = this.opts.explain === pod.key ? new Map<string, readonly Status[]>() : undefined;
    let record = this.placements.get(pod);
    if (record === undefined) this.placements.set(pod, (record = { pod, node: null, preempted: [], failure: undefined, statuses: explained ?? NO_STATUSES }));
    if (this.failedAt !== this.generation) {
      this.failedTemplates.clear();
      this.failedAt = this.generation;
    }
    // The key is made only when some template has failed, or this pod does (most pods fit at once).
    let template = this.failedTemplates.size === 0 ? undefined : this.templateKey(pod);
    const known = template === undefined ? undefined : this.failedTemplates.get(template);
    if (known !== undefined) {
      if (record.failure !== known) this.events.message(this.now, pod, 'Warning', 'FailedScheduling', known);
      record.failure = known;
      return;
    }
    const opts = this.filterOpts;
    // Only the --explain pod's record has a map of its own.
    const statuses = record.statuses === NO_STATUSES ? undefined : (record.statuses as Map<string, readonly Status[]>);
    if (statuses !== undefined) for (const [k, v] of this.scheduler.explain(pod, opts)) statuses.set(k, v);
    const result = this.scheduler.schedule(pod, opts);
    // Every node's statuses are kept only for --explain: at 5,000 nodes they would dwarf the report.
    if (statuses !== undefined) for (const [k, v] of result.statuses.entries()) statuses.set(k, v);
    if (result.kind === 'Feasible') {
      this.nominate(pod, undefined);
      this.state.bind(pod, result.node);
      record.node = result.node;
      record.failure = undefined;
      this.events.scheduled(this.now, pod, result.node);
      return;
    }
    const pre = preempt(pod, this.state.nodes, this.scheduler.nodesByName, result.statuses, this.pdbs, opts, pod.nominatedNode);
    const fitError = fitErrorMessage(this.state.nodes.size, result.statuses);
    if (!pre.ok) {
      const message = `${fitError} preemption: ${pre.status.reasons.join(', ')}`;
      if (record.failure !== message) this.events.message(this.now, pod, 'Warning', 'FailedScheduling', message);
      record.failure = message;
      template ??= this.templateKey(pod);
      if (template !== undefined) this.failedTemplates.set(template, message);
      return;
    }
    const { node, victims } = pre.candidate;
    this.events.message(this.now, pod, 'Warning', 'FailedScheduling', `${fitError} preemption: nominated node ${node} after preempting ${victims.pods.length} pod(s).`);
    record.failure = undefined;
    // prepareCandidate: lower-priority pods nominated to that node lose their nomination.
    for (const p of [...(this.nominated.get(node) ?? [])]) if (p.priority < pod.priority && p !== pod) this.nominate(p, undefined);
    this.nominate(pod, node);
    this.inFlight.set(pod, new Set(victims.pods));
    for (const v of victims.pods) {
      if (v.terminatingUntil !== undefined) continue;
      this.evict(v, pod, node);
      record.preempted.push(podRef(v));
    }
  }

  private schedule(pod: SimPod): void {
    const simNode = this.state.nodes.get(pod.nodeName!)!;
    const result = runResizeCycle(pod, simNode, this.pdbs, this.filterOpts);
    const task = pod.task;
    const victims = result.kind === 'Preempt' ? result.victims.pods : [];
    const statuses = 'postFilter' in result ? [...result.filter, result.postFilter] : result.filter;
    if (task) {
      task.lastCycle = result;
      if (result.kind === 'Preempt' && result.podCountOnly) task.podCountQuirk = true;
      task.cycles.push({ at: this.now, node: simNode.node.name, kind: result.kind, statuses, victims: victims.map(podRef) });
    }
    if (result.kind === 'Parked' && !this.retriedParked.has(pod)) {
      this.retriedParked.add(pod);
      this.scheduleRetry(simNode.node.name, this.now + PERIODIC_RETRY_SECONDS);
    }
    if (victims.length === 0) return;
    this.inFlight.set(pod, new Set(victims));
    for (const v of victims) {
      if (v.terminatingUntil !== undefined) continue; // chosen again: the delete is idempotent (§3.8)
      this.evict(v, pod, simNode.node.name);
      task?.preempted.push(podRef(v));
    }
  }

  /** prepareCandidate: DisruptionTarget, graceful delete, Preempted event; the kubelet kills it. */
  private evict(victim: SimPod, preemptor: SimPod, node: string): void {
    const grace = victim.pod.terminationGracePeriodSeconds;
    victim.terminatingUntil = this.now + grace;
    this.terminating.push(victim);
    const pdbViolation = recordDisruption(this.pdbs, victim);
    this.events.preempted(this.now, victim, preemptor, node);
    for (const c of [...victim.initContainers.filter((i) => i.sidecar), ...victim.containers]) this.events.killing(this.now, victim, c.name);
    this.evictions.push({
      scenario: this.scenario,
      pod: podRef(victim),
      node,
      priority: victim.priority,
      preemptor: podRef(preemptor),
      pdbViolation,
      gracePeriodSeconds: grace,
      owner: victim.pod.owner,
      at: this.now,
      unmanaged: !victim.pod.hasController,
      wasDeferred: victim.resizePending === 'Deferred',
      podOrigin: victim.pod.doc,
    });
    if (victim.pod.hasController && victim.pod.owner.kind !== 'StatefulSet') this.recreate(victim);
    const task = victim.task;
    if (task && task.final?.outcome !== 'Infeasible') {
      task.final = { outcome: 'Preempted', reason: 'PreemptedByHigherPriority', message: `${podKey(victim)} was itself preempted by ${podKey(preemptor)} before its resize completed`, at: this.now };
    }
  }

  /**
   * A controller replaces an evicted pod: ReplicaSets, Jobs and DaemonSets at once (a terminating
   * pod no longer counts as active), StatefulSets only once the old pod is gone (same identity).
   * The replacement is a new pending pod, placed like any other (cascade).
   */
  private recreate(victim: SimPod): void {
    const n = ++this.replacements;
    const sameName = victim.pod.owner.kind === 'StatefulSet';
    const name = sameName ? victim.pod.ref.name : `${victim.pod.ref.name}-r${n}`;
    const pod = copyPod(victim.pod, { ref: { kind: 'Pod', namespace: victim.pod.ref.namespace, name }, uid: `${victim.pod.uid}-r${n}`, nodeName: victim.pod.owner.kind === 'DaemonSet' ? victim.pod.nodeName : undefined, containerStatuses: new Map(), resizePending: undefined, startTime: undefined });
    const replacement = new SimPod(pod, undefined);
    replacement.queuedAt = this.now;
    replacement.replacementOf = victim;
    this.state.put(replacement);
  }

  private scheduleRetry(node: string, at: number): void {
    const cur = this.retryAt.get(node);
    if (cur === undefined || at < cur) this.retryAt.set(node, at);
  }

  private nextTime(): number | undefined {
    let next: number | undefined;
    for (const p of this.terminating) {
      if (!p.gone && (next === undefined || p.terminatingUntil! < next)) next = p.terminatingUntil;
    }
    for (const at of this.retryAt.values()) if (next === undefined || at < next) next = at;
    return next;
  }

  /** Moves the clock: victims whose grace period ended leave their node. Returns the nodes touched. */
  private advance(): Set<string> {
    const affected = new Set<string>();
    // In the state's order, as a pass over all its pods would meet them (replacement names count up).
    const due = this.terminating.filter((p) => !p.gone && p.terminatingUntil === this.now).sort((a, b) => a.stateOrder - b.stateOrder);
    for (const p of due) {
      this.state.removeFromNode(p);
      this.generation++;
      if (p.nodeName !== undefined) affected.add(p.nodeName);
      if (p.pod.hasController && p.pod.owner.kind === 'StatefulSet') this.recreate(p);
    }
    this.terminating = this.terminating.filter((p) => !p.gone);
    for (const [preemptor, victims] of this.inFlight) {
      if ([...victims].every((v) => v.gone)) this.inFlight.delete(preemptor);
    }
    for (const [node, at] of this.retryAt) {
      if (at === this.now) {
        this.retryAt.delete(node);
        affected.add(node);
      }
    }
    return affected;
  }
}

/** A request list as text, written once per list (lists are shared by replicas and cached per pod). */
const requestsKey = perObject((list: ResourceList): string => JSON.stringify([...list].map(([k, v]) => [k, String(v)])));

function podKey(p: SimPod): string {
  return JSON.stringify(p.key);
}
