/**
 * A StatefulSet's RollingUpdate, with the scale that comes with it, one sync as the controller
 * runs it:
 *  1) every ordinal below `replicas` that has no pod gets one: at the update revision, or at the
 *     current one below the partition (newVersionedStatefulSetPod). OrderedReady (the default
 *     podManagementPolicy) makes one at a time, in ordinal order, and goes no further while a pod
 *     is Pending, terminating or not yet available; Parallel makes them all;
 *  2) the pods of ordinals past `replicas` (condemned) are deleted from the highest ordinal down:
 *     OrderedReady one at a time, each once the one before is gone; they are not made again;
 *  3) only then the rolling update: from the highest ordinal down to `partition`, pods of the old
 *     revision are deleted while fewer than maxUnavailable of the replicas are unavailable (a
 *     Pending new ordinal counts); once a deleted pod is gone it is made again under its name at
 *     the update revision. Parallel first deletes old pods that are unavailable anyway. A pod
 *     already at the update revision (a live set caught mid-rollout: PlannedRollout.updated) is
 *     not deleted again.
 * So a set scaled up and changed in one commit makes its new ordinals from the new template
 * first, and a new ordinal that stays Pending keeps every old pod running.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/statefulset/stateful_set_control.go
 * (updateStatefulSet: the replicas and condemned, processReplica, processCondemned, runForAll;
 * updateStatefulSetAfterInvariantEstablished: partition, maxUnavailable, both pod management
 * policies; MaxUnavailableStatefulSet is on by default in 1.37), stateful_set_utils.go
 * (newVersionedStatefulSetPod, isUnavailable, allowsBurst, getStatefulSetMaxUnavailable),
 * stateful_pod_control.go (recordPodEvent: SuccessfulCreate, SuccessfulDelete).
 */
import type { RolloutResult } from '../result.ts';
import type { PlannedRollout, ReplicaChange } from '../scenarios/change.ts';
import type { SimPod } from '../sim-pod.ts';
import { active, RolloutController, type NotRunning, type RolloutRun } from './controller.ts';
import { statefulSetMaxUnavailable } from './fenceposts.ts';

/** One ordinal of the set (by its index from spec.ordinals.start). */
interface Slot {
  readonly index: number;
  readonly change: ReplicaChange;
  /** The pod under the ordinal's name now (undefined until the controller makes it). */
  pod: SimPod | undefined;
  /** Whether `pod` is at the update revision. */
  updated: boolean;
}

export class StatefulSetRollout extends RolloutController {
  private readonly maxUnavailable: number;
  private readonly partition: number;
  /** podManagementPolicy Parallel (allowsBurst): no ordering, no waiting. */
  private readonly parallel: boolean;
  /** Ordinals below the head's replicas, lowest first. */
  private readonly replicas: Slot[];
  /** Ordinals at or past the head's replicas that have a pod (the condemned), highest first. */
  private readonly condemned: Slot[];
  /** Old pods made again at the update revision once gone (any ordinal at or above the partition). */
  private readonly toUpdate = new Set<SimPod>();

  constructor(plan: PlannedRollout, run: RolloutRun) {
    const s = plan.strategy;
    super(plan, run, 'minReadySeconds' in s ? s.minReadySeconds : 0);
    const rolling = s.type === 'RollingUpdate' && s.controller === 'StatefulSet' ? s : undefined;
    this.partition = rolling?.partition ?? 0;
    this.maxUnavailable = rolling === undefined ? 1 : statefulSetMaxUnavailable(rolling.maxUnavailable, plan.replicas);
    this.parallel = rolling?.podManagementPolicy === 'Parallel';
    // A running pod already at the update revision is not deleted again (getPodRevision(pod) == updateRevision).
    const atHead = new Set(plan.updated ?? []);
    const slots = plan.changes.map((change): Slot => {
      const old = change.old === undefined ? undefined : run.pod(change.old);
      const pod = old === undefined || old.gone ? undefined : old;
      return { index: Number(change.replica), change, pod, updated: pod !== undefined && atHead.has(change.old!) };
    });
    this.replicas = slots.filter((x) => x.index < plan.replicas);
    this.condemned = slots.filter((x) => x.index >= plan.replicas && x.pod !== undefined).reverse();
    for (const x of this.replicas)
      if (x.pod !== undefined && x.change.next !== undefined && x.index >= this.partition) {
        // A missing pod at or above the partition is made at the update revision (newVersionedStatefulSetPod).
        run.recreateAs(x.pod, x.change.next);
        this.toUpdate.add(x.pod);
      }
    // A condemned ordinal is out of the set's range: once its pod is gone, nothing makes it again.
    for (const x of this.condemned) run.condemn(x.pod!);
  }

  protected get strategyName(): RolloutResult['strategy'] {
    return 'RollingUpdate';
  }

  protected step(run: RolloutRun): boolean {
    const monotonic = !this.parallel;
    const made = this.processReplicas(run, monotonic);
    if (made.exit) return made.changed;
    const condemned = this.processCondemned(run, monotonic);
    if (condemned.exit) return made.changed || condemned.changed;
    return this.rollingUpdate(run) || made.changed || condemned.changed;
  }

  /** updateStatefulSet's processReplica over the replicas (runForAll): make what is missing, wait in order. */
  private processReplicas(run: RolloutRun, monotonic: boolean): { changed: boolean; exit: boolean } {
    let changed = false;
    for (const x of this.replicas) {
      if (x.pod === undefined) {
        changed = this.makeIn(run, x) || changed;
        // "if the set does not allow bursting, return immediately"
        if (monotonic) return { changed, exit: true };
        continue;
      }
      // A terminating pod, or one not Running and Ready (and available), blocks an OrderedReady set.
      if (monotonic && !this.available(x.pod, run.now)) return { changed, exit: true };
    }
    return { changed, exit: false };
  }

  /** processCondemned, highest ordinal first: OrderedReady deletes one and waits for it to go. */
  private processCondemned(run: RolloutRun, monotonic: boolean): { changed: boolean; exit: boolean } {
    const first = this.firstUnavailable(run.now);
    let changed = false;
    for (const x of this.condemned) {
      const p = x.pod!;
      if (p.gone) continue;
      if (!active(p)) {
        if (monotonic) return { changed, exit: true };
        continue;
      }
      if (monotonic && !this.available(p, run.now) && x !== first) return { changed, exit: true };
      this.deleteIn(run, x);
      changed = true;
      if (monotonic) return { changed, exit: true };
    }
    return { changed, exit: false };
  }

  /** The first unavailable replica by ordinal, else the lowest unavailable condemned pod (firstUnavailablePod). */
  private firstUnavailable(now: number): Slot | undefined {
    const unavailable = (x: Slot): boolean => x.pod === undefined || (!x.pod.gone && !this.available(x.pod, now));
    return this.replicas.find(unavailable) ?? [...this.condemned].reverse().find((x) => !x.pod!.gone && unavailable(x));
  }

  /** updateStatefulSetAfterInvariantEstablished: delete old-revision pods within maxUnavailable, highest ordinal first. */
  private rollingUpdate(run: RolloutRun): boolean {
    const now = run.now;
    const unavailable = (x: Slot): boolean => x.pod === undefined || !this.available(x.pod, now);
    const old = (x: Slot): x is Slot & { pod: SimPod } => x.pod !== undefined && !x.updated && x.change.next !== undefined && active(x.pod);
    let unavailablePods = 0;
    let needingUpdate = 0;
    for (const x of this.replicas)
      if (unavailable(x)) {
        unavailablePods++;
        if (this.parallel && old(x)) needingUpdate++;
      }
    if (unavailablePods >= this.maxUnavailable && needingUpdate === 0) return false;
    const targets = this.replicas.filter((x) => x.index >= this.partition).reverse();
    let changed = false;
    if (this.parallel) {
      // Phase 1: old pods already unavailable; phase 2: available ones within the remaining budget.
      for (const x of targets)
        if (old(x) && unavailable(x)) {
          this.deleteIn(run, x);
          changed = true;
        }
      let budget = this.maxUnavailable - unavailablePods;
      for (const x of targets) {
        if (budget <= 0) break;
        if (!old(x) || unavailable(x)) continue;
        this.deleteIn(run, x);
        budget--;
        changed = true;
      }
      return changed;
    }
    let budget = this.maxUnavailable - unavailablePods;
    for (const x of targets) {
      if (budget <= 0) break;
      if (!old(x)) continue;
      this.deleteIn(run, x);
      budget--;
      changed = true;
    }
    return changed;
  }

  /** newVersionedStatefulSetPod: the update revision, or the current one below the partition; false when the API server refuses it. */
  private makeIn(run: RolloutRun, x: Slot): boolean {
    const current = x.index < this.partition ? x.change.current : undefined;
    const pod = current ?? x.change.next;
    if (pod === undefined) return false;
    const made = this.make(run, pod, current === undefined ? 'new' : 'old');
    if (made === undefined) return false;
    x.pod = made;
    x.updated = current === undefined;
    run.events.objectMessage(
      run.now,
      this.objectRef,
      'Normal',
      'SuccessfulCreate',
      `create Pod ${x.pod.pod.ref.name} in StatefulSet ${this.plan.workload.name} successful`,
    );
    return true;
  }

  /** stateful_pod_control.go recordPodEvent: "create Pod <name> in StatefulSet <set> failed error: <err>". */
  protected override failedCreate(r: NotRunning): string {
    return `create Pod ${r.pod.ref.name} in StatefulSet ${this.plan.workload.name} failed error: ${r.message}`;
  }

  /** The pod made under an ordinal's name once its old one was gone was refused: the ordinal has no pod, and is made again on a sync. */
  override refusedReplacement(run: RolloutRun, victim: SimPod, r: NotRunning): void {
    const x = this.replicas.find((s) => s.pod === victim);
    if (x === undefined) return;
    x.pod = undefined;
    this.refuse(run, r.pod, r);
  }

  private deleteIn(run: RolloutRun, x: Slot): void {
    const p = x.pod!;
    run.remove(p);
    run.events.objectMessage(
      run.now,
      this.objectRef,
      'Normal',
      'SuccessfulDelete',
      `delete Pod ${p.pod.ref.name} in StatefulSet ${this.plan.workload.name} successful`,
    );
  }

  /** The run tells the rollout about the pod made under an ordinal's name once the one there is gone. */
  override replaced(victim: SimPod, replacement: SimPod): void {
    const x = this.replicas.find((r) => r.pod === victim);
    if (x === undefined) {
      super.replaced(victim, replacement);
      return;
    }
    x.pod = replacement;
    x.updated ||= this.toUpdate.has(victim);
    (x.updated ? this.newPods : this.oldPods).add(replacement);
  }

  protected complete(now: number): boolean {
    return (
      this.replicas.every((x) => x.pod !== undefined && (x.updated || x.index < this.partition) && this.available(x.pod, now)) &&
      this.condemned.every((x) => x.pod!.gone)
    );
  }
}
