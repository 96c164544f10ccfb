/**
 * Acting on a preemption decision (DefaultPreemption decides, in default-preemption.ts and
 * resize-cycle.ts): each victim gets its Preempted event and a graceful delete, holds its room
 * for its grace period, and is replaced by its controller. The kubelet's own kills for a critical
 * pod go the same way. The pods being deleted are kept here, so the clock visits only them.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/preemption/executor.go (prepareCandidate),
 * pkg/kubelet/preemption/preemption.go (killPodFunc).
 */
import { stopSeconds } from '../../model/shutdown.ts';
import type { EventLog } from '../event-log.ts';
import { resizeRequested } from '../kubelet/admission.ts';
import { KUBELET_PREEMPTION_MESSAGE } from '../kubelet/allocation-manager.ts';
import { noChange } from '../resize-task.ts';
import type { Eviction, PodRef } from '../result.ts';
import type { SimPod } from '../sim-pod.ts';
import { recordDisruption, type PdbState } from './pdb.ts';

/** What the executor reads of its run. */
export interface ExecutorRun {
  readonly scenario: string;
  readonly events: EventLog;
  readonly pdbs: readonly PdbState[];
  readonly now: number;
}

/** The pod's reference, made once per pod. */
export function podRef(p: SimPod): PodRef {
  return p.podRef;
}

export class PreemptionExecutor {
  readonly evictions: Eviction[] = [];
  /** Pods being deleted (terminatingUntil set), until they are gone. */
  private terminating: SimPod[] = [];

  /** `replace`: the victim's controller makes its replacement. */
  constructor(
    private readonly run: ExecutorRun,
    private readonly replace: (victim: SimPod) => void,
  ) {}

  /** A pod whose deletion started before the run, or elsewhere (the VPA updater's eviction). */
  track(pod: SimPod): void {
    this.terminating.push(pod);
  }

  /** prepareCandidate: DisruptionTarget, graceful delete, Preempted event; the kubelet kills it. */
  evict(victim: SimPod, preemptor: SimPod, node: string): void {
    this.run.events.preempted(this.run.now, victim, preemptor, node);
    victim.preemptedByScheduler = true;
    this.terminate(victim, preemptor, node, this.run.now + stopSeconds(victim.pod));
  }

  /** CriticalPodAdmissionHandler: the kubelet kills the pod (phase Failed, reason Preempting). */
  killForCriticalPod(victim: SimPod, preemptor: SimPod, node: string, goneAt: number): void {
    this.run.events.message(this.run.now, victim, 'Warning', 'Preempting', KUBELET_PREEMPTION_MESSAGE);
    this.terminate(victim, preemptor, node, goneAt);
    preemptor.task?.preempted.push(podRef(victim));
  }

  /** The kubelet stops the pod's containers (Killing events); it holds its room for its grace period. */
  deleteGracefully(pod: SimPod): void {
    this.killing(pod);
    pod.terminatingUntil = this.run.now + stopSeconds(pod.pod);
    this.track(pod);
  }

  /** When the next pod being deleted is gone (a pod past its deletionTimestamp never is: goneAtOnClock). */
  nextGone(): number | undefined {
    let next: number | undefined;
    for (const p of this.terminating) {
      if (!p.gone && Number.isFinite(p.terminatingUntil) && (next === undefined || p.terminatingUntil! < next)) next = p.terminatingUntil;
    }
    return next;
  }

  /** The pods gone at `now`, in the state's order (as a pass over all its pods would meet them). */
  goneAt(now: number): SimPod[] {
    return this.terminating.filter((p) => !p.gone && p.terminatingUntil === now).sort((a, b) => a.stateOrder - b.stateOrder);
  }

  forgetGone(): void {
    this.terminating = this.terminating.filter((p) => !p.gone);
  }

  private killing(pod: SimPod): void {
    for (const c of [...pod.initContainers.filter((i) => i.sidecar), ...pod.containers]) this.run.events.killing(this.run.now, pod, c.name);
  }

  /** A victim's containers are stopped; it holds its room until `goneAt`, and its controller replaces it. */
  private terminate(victim: SimPod, preemptor: SimPod, node: string, goneAt: number): void {
    const now = this.run.now;
    victim.terminatingUntil = goneAt;
    this.track(victim);
    const pdbViolation = recordDisruption(this.run.pdbs, victim);
    this.killing(victim);
    this.evictions.push({
      scenario: this.run.scenario,
      pod: podRef(victim),
      node,
      priority: victim.priority,
      preemptor: podRef(preemptor),
      pdbViolation,
      gracePeriodSeconds: victim.pod.terminationGracePeriodSeconds,
      owner: victim.pod.owner,
      at: now,
      unmanaged: !victim.pod.hasController,
      wasDeferred: victim.resizePending === 'Deferred',
      podOrigin: victim.pod.doc,
    });
    if (victim.pod.hasController && victim.pod.owner.kind !== 'StatefulSet') this.replace(victim);
    // Whatever its own resize was still doing (Infeasible included), the pod is gone. A resize the
    // kubelet already completed stays Completed: the pod's eviction is its own record (evictions).
    // So does one that asks for what is allocated, which the kubelet never queues, looked at or not;
    // a PodResizePending condition still set is a resize the kubelet has not cleared yet.
    const task = victim.task;
    if (task && task.final === undefined && victim.resizePending === undefined && !resizeRequested(victim, victim.allocatedPodResources))
      task.final = noChange(now);
    else if (task && task.final?.outcome !== 'Completed')
      task.final = {
        outcome: 'Preempted',
        reason: 'PreemptedByHigherPriority',
        message: `${JSON.stringify(victim.key)} was itself preempted by ${JSON.stringify(preemptor.key)} before its resize completed`,
        at: now,
      };
  }
}
