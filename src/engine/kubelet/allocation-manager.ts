/**
 * The kubelets' allocation managers during a run (PushPendingResize, retryPendingResizes, Run's periodic
 * ticker, handlePodResourcesResize; triggers from HandlePodUpdates, HandlePodRemoves and HandlePodReconcile).
 *
 * Every trigger walks the node's whole pending list in its stored order (pending.ts): a resize
 * arriving (pod_updated), a pod leaving the node (pods_removed, pod_terminated), a resize that
 * shrinks a pod once actuated (pod_resized), and the periodic ticker, reset to 3 minutes by every
 * walk. A Deferred answer can only change once room is freed on the node (SimNode.roomGeneration),
 * so a walk decides again only the pods whose answer may differ; the ticker matters only for a
 * Deferred condition recorded in the input, which no decision of this run has looked at yet.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/allocation/allocation_manager.go, pkg/kubelet/kubelet.go.
 */
import { stopSeconds } from '../../model/shutdown.ts';
import type { EventLog } from '../event-log.ts';
import { noChange, type ResizeTask } from '../resize-task.ts';
import type { SimNode } from '../state.ts';
import type { SimPod } from '../sim-pod.ts';
import { actuate } from './actuate.ts';
import { decideResize, kubeletRequests, type KubeletDecision } from './admission.ts';
import { requirementsOf, unmetText } from './admission-requirements.ts';
import { getPodsToPreempt, isCriticalPod } from './critical-pod-admission.ts';
import { arrivalOrder, pushPendingResize } from './pending.ts';

const NO_PODS: readonly SimPod[] = [];

/** The pods of `list` still on `node` (`list` itself when all are: most walks). */
function onlyOn(node: SimNode, list: readonly SimPod[]): readonly SimPod[] {
  return list.every((p) => p.host === node) ? list : list.filter((p) => p.host === node);
}

const deferredOn =
  (node: SimNode) =>
  (p: SimPod): boolean =>
    p.resizePending === 'Deferred' && p.host === node;

/** allocation_manager.go retryDelay: the ticker period once running. */
export const PERIODIC_RETRY_SECONDS = 180;

/** pkg/kubelet/preemption/preemption.go: the event and message on a pod the kubelet preempts. */
export const KUBELET_PREEMPTION_MESSAGE = 'Preempted in order to admit critical pod';

/** What the allocation managers need of the run they are part of. */
export interface KubeletRun {
  readonly events: EventLog;
  readonly gateOn: boolean;
  readonly now: number;
  /** killPodFunc: the kubelet kills a pod to admit a critical pod; it is gone at `goneAt`. */
  killForCriticalPod(victim: SimPod, preemptor: SimPod, node: string, goneAt: number): void;
  /** A pod's allocation changed on the node (the scheduler's UpdatePodScaleUp/ScaleDown events). */
  podResized(node: SimNode): void;
  /** The next SimPod.pendingSeq: conditions set within one second keep their order. */
  nextConditionSeq(): number;
}

/** A critical pod's resize admitted once the pods killed for it are gone. */
interface CriticalAdmission {
  readonly pod: SimPod;
  readonly at: number;
}

export class AllocationManagers {
  /** When each node's ticker fires next: reset on every walk, kept only while it has work. */
  private readonly ticks = new Map<SimNode, number>();
  /** podsWithPendingResizes per node, in its stored order: pods once Deferred there (pendingOn drops those no longer). */
  private readonly pending = new Map<SimNode, readonly SimPod[]>();
  private admissions: CriticalAdmission[] = [];

  constructor(
    private readonly run: KubeletRun,
    nodes: Iterable<SimNode>,
  ) {
    for (const n of nodes) {
      // Recorded Deferred conditions were pushed in the order they were set.
      const recorded = n.pods
        .filter((p) => p.resizePending === 'Deferred')
        .sort((a, b) => (a.pendingSince ?? -Infinity) - (b.pendingSince ?? -Infinity) || a.pendingSeq - b.pendingSeq);
      if (recorded.length === 0) continue;
      let list: readonly SimPod[] = [];
      for (const p of recorded) list = pushPendingResize(list, p);
      this.pending.set(n, list);
      // A Deferred condition recorded in the input is on the list, not yet looked at.
      if (list.some((p) => p.kubeletSeen !== n.roomGeneration)) this.ticks.set(n, PERIODIC_RETRY_SECONDS);
    }
  }

  /**
   * The pods on a node's pending list: Deferred and still on the node. A pod being deleted stays
   * on it until it is gone (retryPendingResizes drops only pods getPodByUID no longer finds), so a
   * terminating pod's pending shrink is still admitted.
   */
  private pendingOn(node: SimNode): readonly SimPod[] {
    const list = this.pending.get(node);
    if (list === undefined) return NO_PODS;
    if (list.every((p) => p.resizePending === 'Deferred' && p.host === node)) return list;
    const kept = list.filter((p) => p.resizePending === 'Deferred' && p.host === node);
    if (kept.length === 0) this.pending.delete(node);
    else this.pending.set(node, kept);
    return kept;
  }

  /**
   * A scenario's requests reach the kubelets together (the API leaves their order open), then
   * arrive one by one in the pending order. Every one is new to its node: the first walk of the
   * node decides it, whichever arrival starts that walk (a pod still Deferred is on the list).
   */
  resizesArrived(pods: readonly SimPod[]): void {
    for (const pod of pods) pod.kubeletSeen = -1;
    for (const pod of arrivalOrder(pods)) this.resizeArrived(pod);
  }

  /** PushPendingResize, then RetryPendingResizes: a resize arrived on the pod's node. */
  resizeArrived(pod: SimPod): void {
    const node = pod.host;
    if (node === undefined || pod.gone) return;
    pod.kubeletSeen = -1;
    if (this.pendingOn(node).length === 0) {
      // Nothing else pending on the node (most arrivals): the list is this pod alone, and so is the
      // walk (a Deferred answer puts it on the list).
      this.ticks.delete(node);
      const generation = node.roomGeneration;
      this.handlePodResourcesResize(pod, node);
      if (node.roomGeneration !== generation && this.pending.has(node)) this.retryPendingResizes(node);
      return;
    }
    this.retryPendingResizes(node, pod);
  }

  /**
   * PushPendingResize for `arrived`, then retryPendingResizes: the node's pending pods in the
   * list's stored order. A pod admitted with a smaller footprint frees room once actuated
   * (pod_resized), and the list is walked again.
   */
  retryPendingResizes(node: SimNode, arrived?: SimPod): void {
    // Every walk resets the ticker, and decides every pending pod: none is left to it.
    this.ticks.delete(node);
    if (arrived !== undefined) this.pushPending(arrived, node);
    for (let generation = -1; generation !== node.roomGeneration;) {
      generation = node.roomGeneration;
      // Pods getPodByUID no longer finds (gone from the node) are dropped, the rest walked in order.
      const walked = onlyOn(node, this.pending.get(node) ?? NO_PODS);
      for (const pod of walked) if (this.mayChange(pod, node)) this.handlePodResourcesResize(pod, node);
      // newPendingResizes: the walked pods still Deferred, in the walked order (no sort).
      const stays = deferredOn(node);
      const kept = walked.every(stays) ? walked : walked.filter(stays);
      if (kept.length === 0) this.pending.delete(node);
      else this.pending.set(node, kept);
    }
  }

  /**
   * Whether deciding the pod again can change its answer. A fit only improves when room is freed;
   * but the critical-pod handler (gate off) measures the other pods at their allocations
   * (GetResourceRequest over getAllocatedPods), which a growing resize changes without freeing
   * room, so any resize on the node can change what it can preempt.
   */
  private mayChange(pod: SimPod, node: SimNode): boolean {
    return pod.kubeletSeen !== node.roomGeneration || (!this.run.gateOn && isCriticalPod(pod));
  }

  /** handlePodResourcesResize for one pod on its node. */
  private handlePodResourcesResize(pod: SimPod, node: SimNode): void {
    // A pod being deleted by preemption keeps that outcome, whatever the kubelet still does with it.
    const task = pod.task?.final?.outcome === 'Preempted' ? undefined : pod.task;
    const now = this.run.now;
    let d: KubeletDecision = decideResize(pod, node);
    if (d.kind === 'Deferred' && !this.run.gateOn && isCriticalPod(pod)) {
      if (this.admitCritical(pod, node, task)) return;
      d = d.unrecovered(unmetText(pod, node));
    }
    pod.kubeletSeen = node.roomGeneration;
    switch (d.kind) {
      case 'NoChange':
        // A resize already allocated by an earlier walk keeps that outcome (its own arrival finds
        // nothing to do); so does a critical pod's, allocated while its victims are still going.
        if (task && task.final === undefined && !this.admissions.some((a) => a.pod === pod)) task.final = noChange(now);
        // ClearPodResizePendingCondition: a later resize of this pod is no longer "pending longer".
        pod.resizePending = undefined;
        pod.pendingSince = undefined;
        return;
      case 'Accepted':
        this.run.events.resize(now, pod, 'ResizeStarted', task?.generation ?? 2);
        this.allocate(pod, node);
        this.run.events.resize(now, pod, 'ResizeCompleted', task?.generation ?? 2);
        if (task) task.final = { outcome: 'Completed', reason: '', message: '', at: now };
        return;
      case 'Infeasible':
        this.setPendingCondition(pod, 'Infeasible');
        pod.invalidate();
        this.run.events.resize(now, pod, 'ResizeInfeasible', task?.generation ?? 2, d);
        if (task) task.final = { outcome: 'Infeasible', reason: d.reason, message: d.message, at: now };
        return;
      case 'Deferred':
        if (task) task.deferred = d;
        if (this.setPendingCondition(pod, 'Deferred')) {
          this.pushPending(pod, node);
          pod.invalidate();
          this.run.events.resize(now, pod, 'ResizeDeferred', task?.generation ?? 2, d);
        }
    }
  }

  /**
   * SetPodResizePendingCondition (pkg/kubelet/status/status_manager.go): a new reason restarts the
   * condition's lastTransitionTime (updatedPodResizeCondition), which sortPendingResizes reads
   * whatever the reason. True when the reason changed.
   */
  private setPendingCondition(pod: SimPod, reason: 'Deferred' | 'Infeasible'): boolean {
    if (pod.resizePending === reason) return false;
    pod.resizePending = reason;
    pod.pendingSince = this.run.now;
    pod.pendingSeq = this.run.nextConditionSeq();
    return true;
  }

  /** PushPendingResize: sortPendingResizes first drops the pods no longer found on the node. */
  private pushPending(pod: SimPod, node: SimNode): void {
    const list = this.pending.get(node);
    if (list === undefined) this.pending.set(node, [pod]);
    else if (!list.includes(pod)) this.pending.set(node, pushPendingResize(onlyOn(node, list), pod));
  }

  /** SetAllocatedResources, then actuation (at once): a smaller footprint with status resources frees room (HandlePodReconcile's pod_resized). */
  private allocate(pod: SimPod, node: SimNode): void {
    const before = pod.kubeletRequests(kubeletRequests);
    actuate(pod);
    const after = pod.kubeletRequests(kubeletRequests);
    for (const [name, amount] of before) {
      if ((after.get(name) ?? 0n) < amount) {
        node.roomGeneration++;
        break;
      }
    }
    this.run.podResized(node);
  }

  /**
   * CriticalPodAdmissionHandler.HandleAdmissionFailure with the gate off: the pods getPodsToPreempt
   * chooses are killed one after another (killPodFunc blocks until each is gone; one already being
   * deleted gets its Preempting event again, evictPodsToFreeRequests, and is waited for), then
   * SetAllocatedResources and ResizeStarted: the resize is Completed, whatever a later walk finds
   * (desired == allocated) or becomes of the pod. False when no set of pods frees enough.
   */
  private admitCritical(pod: SimPod, node: SimNode, task: ResizeTask | undefined): boolean {
    const victims = getPodsToPreempt(pod, node.pods, requirementsOf(pod, node));
    if (victims === undefined) return false;
    let at = this.run.now;
    for (const v of victims) {
      if (v.terminatingUntil === undefined) {
        at += stopSeconds(v.pod);
        this.run.killForCriticalPod(v, pod, node.node.name, at);
      } else {
        at = Math.max(at, v.terminatingUntil);
        this.run.events.message(this.run.now, v, 'Warning', 'Preempting', KUBELET_PREEMPTION_MESSAGE);
        task?.awaited.push(v.podRef);
      }
    }
    // The allocation is the pod's from now: the kubelet decides nothing else on the node meanwhile.
    pod.kubeletSeen = node.roomGeneration;
    this.allocate(pod, node);
    this.admissions.push({ pod, at });
    // Its events come once the victims are gone (completeCritical); a victim never gone never lets it start.
    if (task && task.final === undefined && Number.isFinite(at))
      task.final = { outcome: 'Completed', reason: 'KubeletPreemptedForCriticalPod', message: '', at };
    return true;
  }

  /** The next time a ticker fires or a critical pod's admission completes. */
  nextTime(): number | undefined {
    let next: number | undefined;
    for (const at of this.ticks.values()) if (next === undefined || at < next) next = at;
    // An admission waiting on a pod that is never gone (past its deletionTimestamp) never completes.
    for (const a of this.admissions) if (Number.isFinite(a.at) && (next === undefined || a.at < next)) next = a.at;
    return next;
  }

  /** At the run's new time: completes the admissions due, and returns the nodes whose ticker fires. */
  advance(): SimNode[] {
    const now = this.run.now;
    const due = this.admissions.filter((a) => a.at === now);
    if (due.length > 0) {
      this.admissions = this.admissions.filter((a) => a.at !== now);
      for (const { pod } of due) this.completeCritical(pod);
    }
    const fired: SimNode[] = [];
    for (const [node, at] of this.ticks) if (at === now) fired.push(node);
    return fired;
  }

  /** The critical pod's victims are gone: its resize starts and completes (its outcome set by admitCritical). */
  private completeCritical(pod: SimPod): void {
    const generation = pod.task?.generation ?? 2;
    this.run.events.resize(this.run.now, pod, 'ResizeStarted', generation);
    this.run.events.resize(this.run.now, pod, 'ResizeCompleted', generation);
  }
}
