/**
 * One scenario on a simulated clock: the kubelets decide each resize (kubelet/allocation-manager.ts);
 * with InPlacePodVerticalScalingSchedulerPreemption on, the scheduler runs its restricted cycle
 * for every Deferred pod and preempts lower-priority pods on the same node (KEP-5836); victims
 * leave after their grace period and the kubelets retry their pending resizes in their own
 * order. Deterministic: every choice upstream leaves open is broken by Pod.seq (creation time,
 * then namespace and name).
 */
import { perObject } from '../core/memo.ts';
import { podRequests } from '../model/requests.ts';
import { copyPod } from '../model/pod.ts';
import { NameGenerator } from '../model/pod-names.ts';
import type { ResourceList } from '../resource/resources.ts';
import type { KubeletDeferred } from './kubelet/admission.ts';
import { AllocationManagers, KUBELET_PREEMPTION_MESSAGE, type KubeletRun } from './kubelet/allocation-manager.ts';
import { sortPendingResizes } from './kubelet/pending.ts';
import { evictionBlockedBy, recordDisruption, type PdbState } from './preemption/pdb.ts';
import type { PlannedRecreation, RecreationFate } from './scenarios/plan.ts';
import type { Container } from '../model/pod.ts';
import { runResizeCycle, type CycleResult } from './resize-cycle.ts';
import { EventLog } from './event-log.ts';
import type { CycleRecord, Eviction, Origin, PodRef } from './result.ts';
import type { FilterOptions } from './filters.ts';
import type { ScoringStrategy } from './plugins/scoring.ts';
import { preempt } from './preemption/default-preemption.ts';
import { fitErrorMessage, Scheduler } from './schedule-one.ts';
import type { Status } from './status.ts';
import { SimPod, type ClusterState, type SimNode } from './state.ts';
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
  /** Some of its victims were needed only by the scheduler's pod-count quirk (fitsRequest's "Too many pods"). */
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

export class ScenarioRun implements KubeletRun {
  now = 0;
  readonly events: EventLog;
  readonly evictions: Eviction[] = [];
  truncated = false;
  /**
   * A pending preemptor → its victims still terminating: PodEligibleToPreemptOthers refuses it
   * meanwhile (a terminating victim on its nominated node), so its cycle is not run. A Deferred
   * preemptor is not held back: it has no nominated node, and async preemption's PreEnqueue
   * (Executor.IsPodRunningPreemption) lets it go once its victims' deletion has started.
   */
  private readonly inFlight = new Map<SimPod, Set<SimPod>>();
  /** Pods being deleted (terminatingUntil set), until they are gone: the clock visits only these. */
  private terminating: SimPod[] = [];
  /** Nodes where a pod's allocation changed this step (AssignedPod UpdatePodScaleUp/ScaleDown hints). */
  private readonly resized = new Set<string>();
  readonly placements = new Map<SimPod, PlacementRecord>();
  private readonly scheduler: Scheduler;
  private kubelet: AllocationManagers | undefined;
  private replacements = 0;
  /** Names of the replacement pods made in this run (GenerateName never hands out one twice). */
  private readonly names = new NameGenerator();
  /** Pods evicted for recreation at a new size: the replacement's containers, and what became of it. */
  private readonly recreated = new Map<SimPod, { readonly containers: readonly Container[]; readonly blockedBy: string | undefined; replacement: SimPod | undefined }>();

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

  get gateOn(): boolean {
    return this.opts.gateOn;
  }

  run(tasks: readonly ResizeTask[], recreations: readonly PlannedRecreation[] = []): void {
    // A pod carries its task for this run only: the last scenario runs on the cluster-state run's pods.
    for (const p of this.state.pods) {
      p.task = undefined;
      if (!p.gone && p.terminatingUntil !== undefined) this.terminating.push(p);
    }
    for (const t of tasks) t.pod.task = t;
    const kubelet = (this.kubelet = new AllocationManagers(this, this.state.nodes.values()));
    // The requests reach the kubelets together, in their pending order (the API leaves it open).
    for (const pod of sortPendingResizes(tasks.filter((t) => t.needsKubelet).map((t) => t.pod))) kubelet.resizeArrived(pod);
    for (const r of recreations) this.evictForRecreation(r);
    let affected: ReadonlySet<string> = new Set(this.state.nodes.keys());
    for (let step = 0; ; step++) {
      this.resized.clear();
      this.schedulerPass(affected);
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

  nextConditionSeq(): number {
    return ++this.state.conditionSeq;
  }

  podResized(node: SimNode): void {
    this.resized.add(node.node.name);
    this.generation++;
  }

  /**
   * One pass of the scheduling queue: pending pods and Deferred pods share it, in PrioritySort
   * order — priority, then the time queued (a Deferred pod's PodResizePending time), then
   * Pod.seq. Deferred pods are requeued only by events on their own node (NodeResourcesFit's
   * node-aware queueing hints for a deferred resize: isSchedulableAfterAssignedPodDelete, ScaleUp, ScaleDown).
   */
  private schedulerPass(nodes: ReadonlySet<string>): void {
    const queue = this.state.pods
      .filter((p) => !p.gone && p.terminatingUntil === undefined && !this.inFlight.has(p) && (p.nodeName === undefined || (this.opts.gateOn && p.resizePending === 'Deferred' && nodes.has(p.nodeName))))
      .sort((a, b) => b.priority - a.priority || (a.pendingSince ?? a.queuedAt) - (b.pendingSince ?? b.queuedAt) || (a.pendingSince !== undefined && b.pendingSince !== undefined ? a.pendingSeq - b.pendingSeq : 0) || a.seq - b.seq);
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
    for (const v of victims) {
      // Chosen again while terminating: the delete is idempotent (KEP-5836 accepts double preemption).
      if (v.terminatingUntil !== undefined) continue;
      this.evict(v, pod, simNode.node.name);
      task?.preempted.push(podRef(v));
    }
  }

  /** prepareCandidate: DisruptionTarget, graceful delete, Preempted event; the kubelet kills it. */
  private evict(victim: SimPod, preemptor: SimPod, node: string): void {
    this.events.preempted(this.now, victim, preemptor, node);
    victim.preemptedByScheduler = true;
    this.terminate(victim, preemptor, node, this.now + victim.pod.terminationGracePeriodSeconds);
  }

  /** CriticalPodAdmissionHandler: the kubelet kills the pod (phase Failed, reason Preempting). */
  killForCriticalPod(victim: SimPod, preemptor: SimPod, node: string, goneAt: number): void {
    this.events.message(this.now, victim, 'Warning', 'Preempting', KUBELET_PREEMPTION_MESSAGE);
    this.terminate(victim, preemptor, node, goneAt);
    preemptor.task?.preempted.push(podRef(victim));
  }

  /** A victim's containers are stopped; it holds its room until `goneAt`, and its controller replaces it. */
  private terminate(victim: SimPod, preemptor: SimPod, node: string, goneAt: number): void {
    victim.terminatingUntil = goneAt;
    this.terminating.push(victim);
    const pdbViolation = recordDisruption(this.pdbs, victim);
    for (const c of [...victim.initContainers.filter((i) => i.sidecar), ...victim.containers]) this.events.killing(this.now, victim, c.name);
    this.evictions.push({
      scenario: this.scenario,
      pod: podRef(victim),
      node,
      priority: victim.priority,
      preemptor: podRef(preemptor),
      pdbViolation,
      gracePeriodSeconds: victim.pod.terminationGracePeriodSeconds,
      owner: victim.pod.owner,
      at: this.now,
      unmanaged: !victim.pod.hasController,
      wasDeferred: victim.resizePending === 'Deferred',
      podOrigin: victim.pod.doc,
    });
    if (victim.pod.hasController && victim.pod.owner.kind !== 'StatefulSet') this.recreate(victim);
    // Whatever its own resize was doing (Infeasible included), the pod is gone.
    const task = victim.task;
    if (task) task.final = { outcome: 'Preempted', reason: 'PreemptedByHigherPriority', message: `${podKey(victim)} was itself preempted by ${podKey(preemptor)} before its resize completed`, at: this.now };
  }

  /**
   * The VPA updater's eviction (vertical-pod-autoscaler pkg/updater/restriction
   * pods_eviction_restriction.go Evict, through the Eviction API): refused while a
   * PodDisruptionBudget covering the pod allows no disruption; else a graceful delete, and the
   * controller's replacement gets the recommendation from the VPA admission controller.
   */
  private evictForRecreation(r: PlannedRecreation): void {
    const pod = r.pod;
    const blockedBy = evictionBlockedBy(this.pdbs, pod);
    this.recreated.set(pod, { containers: r.containers, blockedBy, replacement: undefined });
    if (blockedBy !== undefined) return;
    recordDisruption(this.pdbs, pod);
    this.events.message(this.now, pod, 'Normal', 'EvictedByVPA', 'Pod was evicted by VPA Updater to apply resource recommendation.');
    for (const c of [...pod.initContainers.filter((i) => i.sidecar), ...pod.containers]) this.events.killing(this.now, pod, c.name);
    pod.terminatingUntil = this.now + pod.pod.terminationGracePeriodSeconds;
    this.terminating.push(pod);
    if (pod.pod.owner.kind !== 'StatefulSet') this.recreate(pod);
  }

  /** What became of a pod evicted for recreation, once the run has settled. */
  recreationFate(pod: SimPod): RecreationFate {
    const entry = this.recreated.get(pod);
    if (entry?.blockedBy !== undefined) return { kind: 'Blocked', pdb: entry.blockedBy };
    const replacement = entry?.replacement;
    if (replacement === undefined) return { kind: 'Pending', replacement: null, why: 'the evicted pod has not terminated when the simulation ends' };
    const record = this.placements.get(replacement);
    if (record !== undefined && record.node !== null) return { kind: 'Placed', replacement: podRef(replacement), node: record.node, preempted: record.preempted };
    return { kind: 'Pending', replacement: podRef(replacement), why: record?.failure ?? 'it is not scheduled' };
  }

  /**
   * A controller replaces an evicted pod: ReplicaSets, Jobs and DaemonSets at once (a terminating
   * pod no longer counts as active), StatefulSets only once the old pod is gone (same identity).
   * The replacement is a new pending pod, placed like any other (cascade).
   */
  private recreate(victim: SimPod): void {
    const n = ++this.replacements;
    const sameName = victim.pod.owner.kind === 'StatefulSet';
    const prefix = victim.pod.generateName;
    // GenerateName (apiserver pkg/storage/names) gives the replacement a fresh suffix.
    const name = sameName ? victim.pod.ref.name : prefix === undefined ? `${victim.pod.ref.name}-r${n}` : this.names.generate(prefix, `r${n}`);
    const pod = copyPod(victim.pod, { ref: { kind: 'Pod', namespace: victim.pod.ref.namespace, name }, uid: `${victim.pod.uid}-r${n}`, nodeName: victim.pod.owner.kind === 'DaemonSet' ? victim.pod.nodeName : undefined, containerStatuses: new Map(), resizePending: undefined, startTime: undefined, deletionTimestamp: undefined });
    const replacement = new SimPod(pod, undefined);
    const recreation = this.recreated.get(victim);
    if (recreation !== undefined) {
      recreation.replacement = replacement;
      replacement.containers = recreation.containers;
      replacement.invalidate();
    }
    replacement.queuedAt = this.now;
    replacement.replacementOf = victim;
    this.state.put(replacement);
  }

  private nextTime(): number | undefined {
    let next = this.kubelet?.nextTime();
    for (const p of this.terminating) {
      if (!p.gone && (next === undefined || p.terminatingUntil! < next)) next = p.terminatingUntil;
    }
    return next;
  }

  /**
   * Moves the clock: pods whose grace period ended leave their node, then the kubelets of the
   * nodes they left (and those whose ticker fires) retry their pending resizes. Returns the
   * nodes the scheduler's queueing hints requeue Deferred pods for: a pod deleted or resized there.
   */
  private advance(kubelet: AllocationManagers): Set<string> {
    const affected = new Set<string>();
    // In the state's order, as a pass over all its pods would meet them (replacement names count up).
    const due = this.terminating.filter((p) => !p.gone && p.terminatingUntil === this.now).sort((a, b) => a.stateOrder - b.stateOrder);
    const left = new Set<SimNode>();
    for (const p of due) {
      if (p.host !== undefined) left.add(p.host);
      this.state.removeFromNode(p);
      this.generation++;
      if (p.nodeName !== undefined) affected.add(p.nodeName);
      if (p.pod.hasController && p.pod.owner.kind === 'StatefulSet') this.recreate(p);
    }
    this.terminating = this.terminating.filter((p) => !p.gone);
    for (const [preemptor, victims] of this.inFlight) {
      if ([...victims].every((v) => v.gone)) this.inFlight.delete(preemptor);
    }
    const walks = new Set([...left, ...kubelet.advance()]);
    for (const node of [...walks].sort((a, b) => (a.node.name < b.node.name ? -1 : a.node.name > b.node.name ? 1 : 0))) kubelet.retryPendingResizes(node);
    for (const name of this.resized) affected.add(name);
    return affected;
  }
}

/** A request list as text, written once per list (lists are shared by replicas and cached per pod). */
const requestsKey = perObject((list: ResourceList): string => JSON.stringify([...list].map(([k, v]) => [k, String(v)])));

function podKey(p: SimPod): string {
  return JSON.stringify(p.key);
}
