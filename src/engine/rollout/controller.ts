/**
 * What every rollout controller shares: the old and the new revision's pods of one workload,
 * when each new pod became available (bound for minReadySeconds; the simulation starts
 * containers at once), the deletes and creates it asks the run for, and its result once the
 * run has settled.
 *
 * Upstream (kubernetes v1.37.2): pkg/api/v1/pod/util.go (IsPodAvailable: ready for minReadySeconds);
 * pkg/controller/controller_utils.go (IsPodActive: not being deleted); pkg/controller/deployment/progress.go
 * (a Deployment without progress for progressDeadlineSeconds: Progressing=False, ProgressDeadlineExceeded).
 */
import { formatObjectRef } from '../../core/object-ref.ts';
import type { Pod } from '../../model/pod.ts';
import { podRequests } from '../../model/requests.ts';
import type { ResourceList } from '../../resource/resources.ts';
import type { EventLog } from '../event-log.ts';
import type { PodRef, RolloutOutcome, RolloutResult } from '../result.ts';
import type { PlannedRollout } from '../scenarios/change.ts';
import { SimPod } from '../sim-pod.ts';

/** What a rollout controller reads of its run and asks of it. */
export interface RolloutRun {
  readonly scenario: string;
  readonly now: number;
  readonly events: EventLog;
  /**
   * A new pending pod of the head revision, queued now (bound, when its template names a node the
   * kubelet admits it on); or why it does not run (NotRunning), and nothing is created.
   */
  create(pod: Pod): SimPod | NotRunning;
  /** A graceful delete (the controller's scale-down): the pod holds its room for its grace period. */
  remove(pod: SimPod): void;
  /** The running pod "namespace/name", if any. */
  pod(key: string): SimPod | undefined;
  /** Where the scheduler put a pod it placed, and whom that preempted. */
  placementOf(pod: SimPod): { readonly node: string | null; readonly preempted: readonly PodRef[]; readonly failure: string | undefined } | undefined;
  /** The next StatefulSet pod made under `old`'s name once it is gone is `next` (the update revision). */
  recreateAs(old: SimPod, next: Pod): void;
  /** A StatefulSet pod past the set's replicas: once gone, its controller does not make it again. */
  condemn(pod: SimPod): void;
}

/**
 * A new pod that does not run: the API server refused to create it (LimitRanger, ResourceQuota:
 * admit-create.ts), or the kubelet of the node its spec.nodeName names rejected it (`node`:
 * kubelet/admit-pinned.ts; reason OutOf<resource>).
 */
export interface NotRunning {
  readonly pod: Pod;
  readonly reason: string;
  readonly message: string;
  readonly node?: string;
}

/** A pod is active until its deletion starts (IsPodActive). */
export function active(p: SimPod): boolean {
  return !p.gone && p.terminatingUntil === undefined;
}

export abstract class RolloutController {
  protected readonly oldPods = new Set<SimPod>();
  protected readonly newPods = new Set<SimPod>();
  /** When each new pod was bound (it is available minReadySeconds later). */
  private readonly boundAt = new Map<SimPod, number>();
  private doneAt: number | undefined;
  /** The last sync that made progress (scaled a ReplicaSet, or saw a new pod become available), and the longest wait between two. */
  private lastProgressAt = 0;
  private longestWait = 0;
  private availableNew = 0;
  /**
   * New pods that do not run, and the last reason: the controller asks again on every sync (a
   * ReplicaSet's FailedCreate is requeued, a Failed pod replaced; room or quota may free up).
   */
  protected readonly refused = new Map<Pod, NotRunning>();
  protected readonly from: ResourceList;
  protected readonly to: ResourceList;

  constructor(
    protected readonly plan: PlannedRollout,
    run: RolloutRun,
    protected readonly minReadySeconds: number,
  ) {
    const atHead = new Set(plan.updated ?? []);
    for (const c of plan.changes) {
      const p = c.old === undefined || atHead.has(c.old) ? undefined : run.pod(c.old);
      if (p !== undefined && !p.gone) this.oldPods.add(p);
    }
    // Running pods of the new revision already: bound and available from the start.
    const updated = [...atHead].map((key) => run.pod(key)).filter((p): p is SimPod => p !== undefined && !p.gone);
    for (const p of updated) {
      this.newPods.add(p);
      this.boundAt.set(p, -minReadySeconds);
    }
    const oldPod = [...this.oldPods][0];
    const newPod = plan.changes.find((c) => c.next !== undefined)?.next;
    this.from = oldPod === undefined ? new Map() : podRequests(oldPod);
    this.to = newPod !== undefined ? podRequests(newPod) : updated[0] !== undefined ? podRequests(updated[0]) : new Map();
  }

  /** A scale its controller orders (PlannedRollout.scale): no rollout to report. */
  get scaleOnly(): boolean {
    return this.plan.scale === true;
  }

  get objectRef(): string {
    return formatObjectRef(this.plan.workload);
  }

  /** One sync of the controller at `run.now`; true when it created or deleted a pod. */
  sync(run: RolloutRun): boolean {
    for (const p of this.newPods) if (p.nodeName !== undefined && !p.gone && !this.boundAt.has(p)) this.boundAt.set(p, run.now);
    const changed = this.step(run);
    const available = [...this.newPods].filter((p) => this.available(p, run.now)).length;
    if (changed || available > this.availableNew) {
      this.longestWait = Math.max(this.longestWait, run.now - this.lastProgressAt);
      this.lastProgressAt = run.now;
      this.availableNew = available;
    }
    if (!changed && this.doneAt === undefined && this.complete(run.now)) this.doneAt = run.now;
    return changed;
  }

  /** The controller's own logic: create and delete pods as its strategy allows. */
  protected abstract step(run: RolloutRun): boolean;

  /** Whether every desired replica runs the new template, available, and no old pod is active. */
  protected abstract complete(now: number): boolean;

  protected abstract get strategyName(): RolloutResult['strategy'];

  /** A pod another controller made for an evicted one (a ReplicaSet's replacement) stays in its revision. */
  replaced(victim: SimPod, replacement: SimPod): void {
    if (this.oldPods.has(victim)) this.oldPods.add(replacement);
    if (this.newPods.has(victim)) this.newPods.add(replacement);
  }

  /** The pod its controller made for a gone one was refused (a StatefulSet's ordinal: stateful-set.ts). */
  refusedReplacement?(run: RolloutRun, victim: SimPod, r: NotRunning): void;

  /** When a bound new pod next becomes available (the run's clock visits it). */
  nextTime(now: number): number | undefined {
    let next: number | undefined;
    for (const [p, at] of this.boundAt) {
      const t = at + this.minReadySeconds;
      if (!p.gone && t > now && (next === undefined || t < next)) next = t;
    }
    return next;
  }

  /** When a new pod was bound (undefined: an old pod, or not bound yet). */
  protected boundTime(p: SimPod): number | undefined {
    return this.boundAt.get(p);
  }

  protected available(p: SimPod, now: number): boolean {
    if (!active(p) || p.nodeName === undefined) return false;
    const at = this.boundAt.get(p);
    return at === undefined ? !this.newPods.has(p) : at + this.minReadySeconds <= now;
  }

  protected activeOld(): SimPod[] {
    return [...this.oldPods].filter(active);
  }

  protected activeNew(): SimPod[] {
    return [...this.newPods].filter(active);
  }

  /**
   * Creates `pod` in the new revision (or the old one: a StatefulSet ordinal below its partition),
   * or records why it does not run; undefined then.
   */
  protected make(run: RolloutRun, pod: Pod, revision: 'new' | 'old' = 'new'): SimPod | undefined {
    const p = run.create(pod);
    if (!(p instanceof SimPod)) {
      this.refuse(run, pod, p);
      return undefined;
    }
    this.refused.delete(pod);
    (revision === 'new' ? this.newPods : this.oldPods).add(p);
    return p;
  }

  /**
   * A refused creation of `pod`: kept to ask again, with an event when the refusal is news (the
   * controller's FailedCreate; the kubelet's OutOf<resource>, whose pod its controller replaces).
   */
  protected refuse(run: RolloutRun, pod: Pod, r: NotRunning): void {
    if (this.refused.get(pod)?.message !== r.message) {
      if (r.node === undefined) run.events.objectMessage(run.now, this.creator?.(r.pod) ?? this.objectRef, 'Warning', 'FailedCreate', this.failedCreate(r));
      else run.events.objectMessage(run.now, this.objectRef, 'Warning', r.reason, r.message);
    }
    this.refused.set(pod, r);
  }

  /** The object a FailedCreate event is on when not the workload: the controller that creates the pods (a Deployment's ReplicaSet). */
  protected creator?(pod: Pod): string;

  /** The FailedCreate event's text (replica_set.go, daemon_controller.go: "Error creating: <err>"). */
  protected failedCreate(r: NotRunning): string {
    return `Error creating: ${r.message}`;
  }

  result(run: RolloutRun): RolloutResult {
    const news = this.activeNew();
    const pending = news.filter((p) => p.nodeName === undefined);
    const updated = news.filter((p) => p.nodeName !== undefined).length;
    const preempted = [...this.newPods].flatMap((p) => run.placementOf(p)?.preempted ?? []);
    const settled = this.settle(run, pending, updated);
    return {
      scenario: run.scenario,
      workload: this.plan.workload,
      strategy: this.strategyName,
      replicas: this.plan.replicas,
      from: this.from,
      to: this.to,
      outcome: settled.outcome,
      reason: settled.reason,
      message: settled.message,
      updated,
      pending: pending.map((p) => p.podRef),
      preempted,
      latencySeconds: settled.outcome === 'Completed' ? (this.doneAt ?? run.now) : null,
      origin: this.plan.origin,
      originPath: this.plan.at,
    };
  }

  private settle(run: RolloutRun, pending: readonly SimPod[], updated: number): { outcome: RolloutOutcome; reason: string; message: string } {
    const what = `${this.strategyName} of ${this.objectRef}`;
    const deadline = 'progressDeadlineSeconds' in this.plan.strategy ? this.plan.strategy.progressDeadlineSeconds : undefined;
    const replicas = `${updated} of ${this.plan.replicas} replicas run the new template`;
    if (this.doneAt !== undefined) {
      // pkg/controller/deployment/progress.go: a wait past the deadline sets Progressing=False, though the rollout goes on.
      const late =
        deadline !== undefined && this.longestWait > deadline
          ? `; on the way it waits ${this.longestWait} s without progress, past its progressDeadlineSeconds (${deadline}): its Progressing condition turns False (ProgressDeadlineExceeded) and \`kubectl rollout status\` fails`
          : '';
      return { outcome: 'Completed', reason: 'RolledOut', message: `${what} completes in ${this.doneAt} s: ${replicas}${late}` };
    }
    const condition = deadline === undefined ? '' : `; its Progressing condition turns False (ProgressDeadlineExceeded) at ${this.lastProgressAt + deadline} s`;
    const refusal = [...this.refused.values()][0];
    if (refusal !== undefined) {
      const n = this.refused.size;
      const replicasWord = `${n} new replica${n === 1 ? '' : 's'}`;
      const who =
        refusal.node === undefined
          ? `the API server refuses to create ${replicasWord}`
          : `the kubelet of node ${JSON.stringify(refusal.node)} rejects ${replicasWord}, made again and rejected again`;
      const old = this.activeOld().length;
      return {
        outcome: 'Stalled',
        reason: refusal.node === undefined ? 'FailedCreate' : refusal.reason,
        message: `${what} stalls: ${who} (${refusal.message}); ${replicas}, and ${old} old ${old === 1 ? 'one still runs' : 'ones still run'}${condition}`,
      };
    }
    const first = pending[0];
    const failure = first === undefined ? undefined : run.placementOf(first)?.failure;
    const names = pending
      .slice(0, 3)
      .map((p) => JSON.stringify(p.key))
      .join(', ');
    const more = pending.length > 3 ? `, and ${pending.length - 3} more` : '';
    const message =
      first === undefined
        ? `${what} makes no progress: ${replicas} and the strategy allows no further step${condition}`
        : `${what} stalls: ${pending.length} new replica${pending.length === 1 ? ' stays' : 's stay'} Pending (${names}${more})${failure === undefined ? '' : `: ${failure}`}; ${replicas}${condition}`;
    return { outcome: 'Stalled', reason: this.stalledReason, message };
  }

  /** The reason code of a rollout that does not complete. */
  protected get stalledReason(): string {
    return 'PodsPending';
  }
}
