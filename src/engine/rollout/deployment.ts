/**
 * A Deployment's rollout: RollingUpdate scales the new ReplicaSet up within maxSurge and the old
 * ones down within maxUnavailable, one after the other on every sync; Recreate deletes every old
 * pod, waits until they are gone, then creates the new ones. The ReplicaSets' replicas are the
 * pods they keep active (a pod being deleted no longer counts, though it holds its room).
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/deployment/rolling.go (rolloutRolling,
 * reconcileNewReplicaSet, reconcileOldReplicaSets, cleanupUnhealthyReplicas,
 * scaleDownOldReplicaSetsForRollingUpdate); pkg/controller/deployment/recreate.go (rolloutRecreate);
 * pkg/controller/deployment/util/deployment_util.go (NewRSNewReplicas, DeploymentComplete).
 */
import type { Pod } from '../../model/pod.ts';
import type { RolloutResult } from '../result.ts';
import type { PlannedRollout } from '../scenarios/change.ts';
import type { SimPod } from '../sim-pod.ts';
import { active, RolloutController, type RolloutRun } from './controller.ts';
import { deploymentFenceposts, newReplicaSetReplicas } from './fenceposts.ts';
import { podsToDelete } from './pods-to-delete.ts';

export class DeploymentRollout extends RolloutController {
  /** The head pods not made yet, in replica order. */
  private readonly toMake: Pod[];
  private readonly surge: number;
  private readonly unavailable: number;
  private readonly recreate: boolean;

  constructor(plan: PlannedRollout, run: RolloutRun) {
    const s = plan.strategy;
    super(plan, run, 'minReadySeconds' in s ? s.minReadySeconds : 0);
    this.toMake = plan.changes.flatMap((c) => (c.next === undefined ? [] : [c.next]));
    this.recreate = s.type === 'Recreate';
    const f =
      s.type === 'RollingUpdate' && s.controller === 'Deployment'
        ? deploymentFenceposts(s.maxSurge, s.maxUnavailable, plan.replicas)
        : { surge: 0, unavailable: 0 };
    this.surge = f.surge;
    this.unavailable = f.unavailable;
  }

  protected get strategyName(): RolloutResult['strategy'] {
    return this.recreate ? 'Recreate' : 'RollingUpdate';
  }

  /** The new ReplicaSet creates the pods: its name is their generateName without the last "-". */
  protected override creator(pod: Pod): string {
    const rs = pod.generateName?.replace(/-$/, '');
    return rs === undefined ? this.objectRef : `ReplicaSet/${this.plan.workload.namespace}/${rs}`;
  }

  protected override get stalledReason(): string {
    return 'ProgressDeadlineExceeded';
  }

  protected step(run: RolloutRun): boolean {
    // The new ReplicaSet asks again for the pods the API server refused (manageReplicas on its requeue).
    const before = this.refused.size;
    for (const pod of [...this.refused.keys()]) this.make(run, pod);
    const retried = this.refused.size < before;
    return (this.recreate ? this.stepRecreate(run) : this.stepRolling(run)) || retried;
  }

  /** The new ReplicaSet's replicas: its active pods and those it wants but was refused (its spec counts them). */
  private newReplicas(): number {
    return this.activeNew().length + this.refused.size;
  }

  protected complete(now: number): boolean {
    const news = this.activeNew();
    return (
      this.toMake.length === 0 &&
      this.refused.size === 0 &&
      this.activeOld().length === 0 &&
      news.length === this.plan.replicas &&
      news.every((p) => this.available(p, now))
    );
  }

  /** rolloutRecreate: scale the old ReplicaSets to zero, wait for their pods to be gone, then scale the new one up. */
  private stepRecreate(run: RolloutRun): boolean {
    const old = this.activeOld();
    if (old.length > 0) {
      this.scaleOld(run, old, old.length);
      return true;
    }
    if ([...this.oldPods].some((p) => !p.gone)) return false;
    return this.scaleNew(run, this.toMake.length);
  }

  /** rolloutRolling: scale up if we can, else scale down if we can. */
  private stepRolling(run: RolloutRun): boolean {
    const desired = this.plan.replicas;
    const newCount = this.newReplicas();
    const all = this.activeOld().length + newCount;
    const up = Math.min(newReplicaSetReplicas(desired, this.surge, all, newCount) - newCount, this.toMake.length);
    if (up > 0) return this.scaleNew(run, up);
    return this.reconcileOld(run);
  }

  /** reconcileOldReplicaSets: unhealthy old pods first, then available ones while minAvailable holds. */
  private reconcileOld(run: RolloutRun): boolean {
    const old = this.activeOld();
    if (old.length === 0) return false;
    const now = run.now;
    const news = this.activeNew();
    const minAvailable = this.plan.replicas - this.unavailable;
    // A pod the API server refused counts in the new ReplicaSet's replicas, unavailable.
    const newUnavailable = news.filter((p) => !this.available(p, now)).length + this.refused.size;
    const maxScaledDown = old.length + this.newReplicas() - minAvailable - newUnavailable;
    if (maxScaledDown <= 0) return false;
    const unhealthy = old.filter((p) => !this.available(p, now));
    const cleanup = Math.min(maxScaledDown, unhealthy.length);
    if (cleanup > 0) this.scaleOld(run, unhealthy, cleanup);
    // scaleDownOldReplicaSetsForRollingUpdate: available pods above minAvailable may go.
    const remaining = old.filter(active);
    const availableCount = [...remaining, ...news].filter((p) => this.available(p, now)).length;
    const down = Math.min(remaining.length, availableCount - minAvailable);
    if (down > 0) this.scaleOld(run, remaining, down);
    return cleanup > 0 || down > 0;
  }

  private scaleNew(run: RolloutRun, count: number): boolean {
    if (count <= 0) return false;
    const before = this.newReplicas();
    for (const pod of this.toMake.splice(0, count)) this.make(run, pod);
    run.events.objectMessage(run.now, this.objectRef, 'Normal', 'ScalingReplicaSet', `Scaled up new replica set from ${before} to ${before + count}`);
    return true;
  }

  private scaleOld(run: RolloutRun, from: readonly SimPod[], count: number): void {
    const old = this.activeOld();
    const victims = podsToDelete(from, [...old, ...this.activeNew()], count, (p) => this.boundTime(p));
    for (const p of victims) run.remove(p);
    run.events.objectMessage(
      run.now,
      this.objectRef,
      'Normal',
      'ScalingReplicaSet',
      `Scaled down old replica set from ${old.length} to ${old.length - victims.length}`,
    );
  }
}
