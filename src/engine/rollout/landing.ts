/**
 * A change landing in a run (scenario diff): the deleted objects' pods are deleted, the new
 * ones queued for the scheduler, and each rollout's controller synced after every scheduling
 * pass. The rollout controllers act through it (RolloutRun).
 *
 * Upstream: none: the controllers' side of a change (rollout/*.ts hold their upstream twins).
 */
import type { RefusedPod } from '../../model/objects.ts';
import type { Pod } from '../../model/pod.ts';
import { admitNewPod } from '../admission/admit-create.ts';
import { admitPinned, type PodRejection } from '../kubelet/admit-pinned.ts';
import type { AdmissionObjects } from '../admission/admit.ts';
import type { Controllers } from '../controllers.ts';
import type { EventLog } from '../event-log.ts';
import type { PreemptionExecutor } from '../preemption/executor.ts';
import type { PodRef, RolloutResult } from '../result.ts';
import type { ChangePlan } from '../scenarios/change.ts';
import { SimPod } from '../sim-pod.ts';
import type { ClusterState } from '../state.ts';
import type { NotRunning, RolloutController, RolloutRun } from './controller.ts';
import { newRollout } from './index.ts';

/** What a change asks of a run besides resizes (ChangePlan without them), and the nodes it drains. */
export type ChangeApplication = Pick<ChangePlan, 'rollouts' | 'created' | 'deleted' | 'finished'> & {
  readonly drained?: readonly string[];
  /** The head's LimitRanges and ResourceQuotas: the API server admits a rollout's new pods with them. */
  readonly admission?: AdmissionObjects;
};

/** What the landing reads of its run. */
export interface LandingRun {
  readonly scenario: string;
  readonly now: number;
  readonly events: EventLog;
  readonly state: ClusterState;
  placementOf(pod: SimPod): { readonly node: string | null; readonly preempted: readonly PodRef[]; readonly failure: string | undefined } | undefined;
  /** New pods bound by spec.nodeName that their kubelet rejected. */
  readonly rejected: PodRejection[];
}

export class ChangeLanding implements RolloutRun {
  private readonly rollouts: RolloutController[] = [];
  /**
   * Pods already Pending when the change lands: tried again (the change may make room), but one
   * that stays Pending is the base's finding, not this scenario's.
   */
  readonly pendingBefore = new Set<SimPod>();
  /** The running pods the change names (deleted ones, rollouts' old ones), found in one pass. */
  private readonly named = new Map<string, SimPod>();
  private readonly admission: AdmissionObjects | undefined;

  constructor(
    private readonly run: LandingRun,
    private readonly executor: PreemptionExecutor,
    private readonly controllers: Controllers,
    change: ChangeApplication,
  ) {
    this.admission = change.admission;
    const finished = change.finished ?? [];
    const wanted = new Set([...change.deleted, ...finished, ...change.rollouts.flatMap((r) => r.changes.flatMap((c) => (c.old === undefined ? [] : [c.old])))]);
    for (const p of run.state.pods) {
      if (p.gone) continue;
      if (p.nodeName === undefined) this.pendingBefore.add(p);
      if (wanted.has(p.key)) this.named.set(p.key, p);
    }
    // Running pods a rollout finds at its head revision already (PlannedRollout.updated).
    const updated = new Set(change.rollouts.flatMap((r) => r.updated ?? []));
    if (updated.size > 0) for (const p of run.state.pods) if (!p.gone && updated.has(p.key)) this.named.set(p.key, p);
    for (const key of change.deleted) {
      const p = this.named.get(key);
      if (p === undefined || p.gone) continue;
      // A deleted or scaled-down workload's pod is not made again (a StatefulSet's ordinal past its replicas).
      controllers.condemn(p);
      if (p.terminatingUntil === undefined) executor.deleteGracefully(p);
    }
    // A Job's pod that completes (phase Succeeded) holds no room and is not made again.
    for (const key of finished) {
      const p = this.named.get(key);
      if (p === undefined || p.gone) continue;
      this.pendingBefore.delete(p);
      run.state.removeFromNode(p);
    }
    for (const name of change.drained ?? []) this.drain(name);
    for (const pod of change.created) {
      const placed = this.place(pod);
      if (!(placed instanceof SimPod)) run.rejected.push(placed);
    }
    for (const plan of change.rollouts) this.rollouts.push(newRollout(plan, this));
  }

  /**
   * kubectl drain (--ignore-daemonsets --force), on a node already cordoned: every pod but a
   * DaemonSet's is deleted; a controller makes its replacement, placed elsewhere.
   */
  private drain(name: string): void {
    for (const p of [...(this.run.state.nodes.get(name)?.pods ?? [])]) {
      if (p.gone || p.terminatingUntil !== undefined || p.pod.owner.kind === 'DaemonSet') continue;
      this.run.events.message(this.run.now, p, 'Normal', 'Evicted', `Evicted: node ${name} is drained (the change removes it)`);
      this.executor.deleteGracefully(p);
      if (p.pod.hasController && p.pod.owner.kind !== 'StatefulSet') this.controllers.replace(p);
    }
  }

  get scenario(): string {
    return this.run.scenario;
  }

  get now(): number {
    return this.run.now;
  }

  get events(): EventLog {
    return this.run.events;
  }

  /** One sync of every rollout controller; true when one created or deleted a pod. */
  sync(): boolean {
    let changed = false;
    for (const r of this.rollouts) changed = r.sync(this) || changed;
    return changed;
  }

  /** When a rollout's new pod next becomes available. */
  nextTime(): number | undefined {
    let next: number | undefined;
    for (const r of this.rollouts) {
      const t = r.nextTime(this.run.now);
      if (t !== undefined && (next === undefined || t < next)) next = t;
    }
    return next;
  }

  replaced(victim: SimPod, replacement: SimPod | RefusedPod): void {
    for (const r of this.rollouts) {
      if (replacement instanceof SimPod) r.replaced(victim, replacement);
      else r.refusedReplacement?.(this, victim, replacement);
    }
  }

  results(): RolloutResult[] {
    return this.rollouts.filter((r) => !r.scaleOnly).map((r) => r.result(this));
  }

  /** The API server's admission of a pod a rollout creates now (admit-create.ts admitNewPod). */
  admit(pod: Pod): RefusedPod | undefined {
    return this.admission === undefined ? undefined : admitNewPod(this.admission, this.run.state.pods, pod);
  }

  create(pod: Pod): SimPod | NotRunning {
    const refused = this.admit(pod);
    if (refused !== undefined) return refused;
    const placed = this.place(pod);
    return placed instanceof SimPod ? placed : { pod, reason: placed.reason, message: placed.message, node: placed.node };
  }

  /**
   * A new pod, queued now for the scheduler; or, when it names its node (spec.nodeName), admitted
   * by that node's kubelet and bound there (admit-pinned.ts), else its rejection.
   */
  private place(pod: Pod): SimPod | PodRejection {
    const p = new SimPod(pod, undefined);
    p.queuedAt = this.run.now;
    const host = pod.nodeName === undefined ? undefined : this.run.state.nodes.get(pod.nodeName);
    if (host !== undefined) return admitPinned(this.run.state, p, host) ?? p;
    this.run.state.put(p);
    return p;
  }

  remove(pod: SimPod): void {
    this.executor.deleteGracefully(pod);
  }

  pod(key: string): SimPod | undefined {
    return this.named.get(key);
  }

  placementOf(pod: SimPod): ReturnType<LandingRun['placementOf']> {
    return this.run.placementOf(pod);
  }

  recreateAs(old: SimPod, next: Pod): void {
    this.controllers.recreateAs(old, next);
  }

  condemn(pod: SimPod): void {
    this.controllers.condemn(pod);
  }
}
