/**
 * A DaemonSet's RollingUpdate, node by node. Without surge it deletes old pods while fewer than
 * maxUnavailable nodes lack an available pod, and makes the new pod once the old one is gone;
 * with maxSurge it makes the new pod beside the old one and deletes the old one once the new
 * one is available. The new pod goes through the scheduler (pinned to its node), so it can
 * preempt there.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/daemon/update.go (rollingUpdate, updatedDesiredNodeCounts),
 * pkg/controller/daemon/daemon_controller.go (podsShouldBeOnNode: a node whose old pod is still
 * terminating gets no new pod yet). Deviation: nodes are visited in name order (upstream: map order).
 */
import type { RolloutResult } from '../result.ts';
import type { PlannedRollout, ReplicaChange } from '../scenarios/change.ts';
import type { SimPod } from '../sim-pod.ts';
import { active, RolloutController, type RolloutRun } from './controller.ts';
import { daemonSetFenceposts } from './fenceposts.ts';

interface NodeSlot {
  readonly change: ReplicaChange;
  old: SimPod | undefined;
  next: SimPod | undefined;
}

/** The slot's old and new pods that are still active (findUpdatedPodsOnNode skips pods being deleted). */
function activeIn(slot: NodeSlot): { old: SimPod | undefined; next: SimPod | undefined } {
  return { old: slot.old !== undefined && active(slot.old) ? slot.old : undefined, next: slot.next !== undefined && active(slot.next) ? slot.next : undefined };
}

export class DaemonSetRollout extends RolloutController {
  private readonly surge: number;
  private readonly unavailable: number;
  private readonly slots: NodeSlot[];

  constructor(plan: PlannedRollout, run: RolloutRun) {
    const s = plan.strategy;
    super(plan, run, 'minReadySeconds' in s ? s.minReadySeconds : 0);
    const f =
      s.type === 'RollingUpdate' && s.controller === 'DaemonSet'
        ? daemonSetFenceposts(s.maxSurge, s.maxUnavailable, plan.replicas)
        : { surge: 0, unavailable: 1 };
    this.surge = f.surge;
    this.unavailable = f.unavailable;
    // A node whose pod already matches the hash (PlannedRollout.updated) has no old pod (rollingUpdate: findUpdatedPodsOnNode).
    const atHead = new Set(plan.updated ?? []);
    this.slots = plan.changes
      .filter((c) => c.old !== undefined && c.next !== undefined)
      .map((change) =>
        atHead.has(change.old!) ? { change, old: undefined, next: run.pod(change.old!) } : { change, old: run.pod(change.old!), next: undefined },
      );
  }

  protected get strategyName(): RolloutResult['strategy'] {
    return 'RollingUpdate';
  }

  protected step(run: RolloutRun): boolean {
    return this.surge === 0 ? this.stepWithoutSurge(run) : this.stepWithSurge(run);
  }

  private stepWithoutSurge(run: RolloutRun): boolean {
    const now = run.now;
    let changed = false;
    let unavailable = 0;
    const allowed: NodeSlot[] = [];
    const candidates: NodeSlot[] = [];
    for (const slot of this.slots) {
      const { old, next } = activeIn(slot);
      if (old === undefined && next === undefined) {
        unavailable++;
        // The old pod is gone: the controller makes the new one (podsShouldBeOnNode).
        if (slot.next === undefined && (slot.old === undefined || slot.old.gone)) changed = this.makeOn(run, slot) || changed;
      } else if (old !== undefined && next !== undefined) unavailable++;
      else if (next !== undefined) {
        if (!this.available(next, now)) unavailable++;
      } else if (!this.available(old!, now)) {
        allowed.push(slot);
        unavailable++;
      } else if (unavailable < this.unavailable) candidates.push(slot);
    }
    const remaining = Math.min(Math.max(0, this.unavailable - unavailable), candidates.length);
    for (const slot of [...allowed, ...candidates.slice(0, remaining)]) {
      this.deleteOld(run, slot);
      changed = true;
    }
    return changed;
  }

  private stepWithSurge(run: RolloutRun): boolean {
    const now = run.now;
    let changed = false;
    let surge = 0;
    const allowed: NodeSlot[] = [];
    const candidates: NodeSlot[] = [];
    for (const slot of this.slots) {
      const { old, next } = activeIn(slot);
      if (old === undefined) continue;
      if (next === undefined) {
        if (slot.next !== undefined) continue;
        if (!this.available(old, now)) allowed.push(slot);
        else if (surge < this.surge) candidates.push(slot);
      } else if (!this.available(next, now)) surge++;
      else {
        this.deleteOld(run, slot);
        changed = true;
      }
    }
    for (const slot of [...allowed, ...candidates.slice(0, Math.max(0, this.surge - surge))]) changed = this.makeOn(run, slot) || changed;
    return changed;
  }

  private makeOn(run: RolloutRun, slot: NodeSlot): boolean {
    if (slot.change.next === undefined) return false;
    slot.next = this.make(run, slot.change.next);
    // Refused: the node stays without its new pod, asked for again on the next sync.
    if (slot.next === undefined) return false;
    run.events.objectMessage(run.now, this.objectRef, 'Normal', 'SuccessfulCreate', `Created pod: ${slot.change.next.ref.name}`);
    return true;
  }

  private deleteOld(run: RolloutRun, slot: NodeSlot): void {
    run.remove(slot.old!);
    run.events.objectMessage(run.now, this.objectRef, 'Normal', 'SuccessfulDelete', `Deleted pod: ${slot.old!.pod.ref.name}`);
  }

  protected complete(now: number): boolean {
    return this.slots.every((s) => s.next !== undefined && active(s.next) && this.available(s.next, now) && (s.old === undefined || !active(s.old)));
  }
}
