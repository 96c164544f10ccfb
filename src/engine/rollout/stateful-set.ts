/**
 * A StatefulSet's RollingUpdate: from the highest ordinal down to `partition`, it deletes pods of
 * the old revision while fewer than maxUnavailable of its pods are unavailable; once a deleted
 * pod is gone the controller makes it again, under the same name, at the update revision.
 * Ordinals below the partition keep the old template.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/statefulset/stateful_set_control.go
 * (updateStatefulSetAfterInvariantEstablished, the OrderedReady branch; MaxUnavailableStatefulSet is on by
 * default in 1.37), pkg/controller/statefulset/stateful_set_utils.go (getStatefulSetMaxUnavailable).
 */
import type { Pod } from '../../model/pod.ts';
import type { RolloutResult } from '../result.ts';
import type { PlannedRollout, ReplicaChange } from '../scenarios/change.ts';
import type { SimPod } from '../sim-pod.ts';
import { active, RolloutController, type RolloutRun } from './controller.ts';
import { statefulSetMaxUnavailable } from './fenceposts.ts';

export class StatefulSetRollout extends RolloutController {
  private readonly maxUnavailable: number;
  /** Ordinals at or above the partition, highest first, with their pods. */
  private readonly updates: { readonly change: ReplicaChange; old: SimPod | undefined; deleted: boolean }[];

  constructor(plan: PlannedRollout, run: RolloutRun) {
    const s = plan.strategy;
    super(plan, run, 'minReadySeconds' in s ? s.minReadySeconds : 0);
    const partition = s.type === 'RollingUpdate' && s.controller === 'StatefulSet' ? s.partition : 0;
    this.maxUnavailable = s.type === 'RollingUpdate' && s.controller === 'StatefulSet' ? statefulSetMaxUnavailable(s.maxUnavailable, plan.replicas) : 1;
    this.updates = plan.changes
      .filter((c) => Number(c.replica) >= partition && c.old !== undefined && c.next !== undefined)
      .map((change) => ({ change, old: run.pod(change.old!), deleted: false }))
      .reverse();
  }

  protected get strategyName(): RolloutResult['strategy'] {
    return 'RollingUpdate';
  }

  /** Updated replicas the strategy asks for (those at or above the partition). */
  get target(): number {
    return this.updates.length;
  }

  protected step(run: RolloutRun): boolean {
    // Every pod of the set counts: an old one not yet updated, or the new one made in its place.
    const unavailable = this.podsOfSet().filter((p) => p === undefined || !this.available(p, run.now)).length;
    let budget = this.maxUnavailable - unavailable;
    let changed = false;
    for (const u of this.updates) {
      if (budget <= 0) break;
      if (u.deleted || u.old === undefined || !active(u.old)) continue;
      run.recreateAs(u.old, u.change.next as Pod);
      run.remove(u.old);
      run.events.objectMessage(
        run.now,
        this.objectRef,
        'Normal',
        'SuccessfulDelete',
        `delete Pod ${u.old.pod.ref.name} in StatefulSet ${this.plan.workload.name} successful`,
      );
      u.deleted = true;
      budget--;
      changed = true;
    }
    return changed;
  }

  /** The set's pods now: per ordinal, the active pod under its name (undefined while none is). */
  private podsOfSet(): (SimPod | undefined)[] {
    const byName = new Map<string, SimPod>();
    for (const p of [...this.oldPods, ...this.newPods]) if (active(p)) byName.set(p.pod.ref.name, p);
    return this.plan.changes.filter((c) => c.old !== undefined && c.next !== undefined).map((c) => byName.get(c.next!.ref.name));
  }

  /** The run tells the rollout about the pod made under an updated ordinal's name. */
  override replaced(victim: SimPod, replacement: SimPod): void {
    if (this.updates.some((u) => u.old === victim)) this.newPods.add(replacement);
    else super.replaced(victim, replacement);
  }

  protected complete(now: number): boolean {
    return this.updates.every((u) => u.deleted) && this.activeNew().length === this.updates.length && this.activeNew().every((p) => this.available(p, now));
  }
}
