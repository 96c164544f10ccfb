/**
 * What a run keeps per resize (ResizeTask, created at request time and settled when the run
 * ends) and per placement (PlacementRecord).
 *
 * Upstream: none: the run's bookkeeping (the kubelet's pending resize, the scheduler's attempts).
 */
import { podRequests } from '../model/requests.ts';
import type { ResourceList } from '../resource/resources.ts';
import type { KubeletDeferred } from './kubelet/admission.ts';
import type { CycleResult } from './resize-cycle.ts';
import type { CycleRecord, Origin, PodRef } from './result.ts';
import type { SimPod } from './sim-pod.ts';
import type { Status } from './status.ts';

/** Where the simulated scheduler put a pending pod (a workload replica, a replacement, an unbound Pod). */
export interface PlacementRecord {
  readonly pod: SimPod;
  node: string | null;
  readonly preempted: PodRef[];
  /** The last FailedScheduling message, while it stays Pending. */
  failure: string | undefined;
  /** Every node's Filter statuses, for the --explain pod only (empty for the others). */
  readonly statuses: ReadonlyMap<string, readonly Status[]>;
  /** The --explain pod's scores on the nodes that passed Filter, and the victims its preemption reprieved. */
  scores?: ReadonlyMap<string, number>;
  reprieved?: readonly PodRef[];
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
  /** Pods the kubelet chose for a critical pod's resize while they were already being deleted: waited for, not evicted again. */
  readonly awaited: PodRef[];
  readonly cycles: CycleRecord[];
  lastCycle: CycleResult | undefined;
  /** Some of its victims were needed only by the scheduler's pod-count quirk (fitsRequest's "Too many pods"). */
  podCountQuirk: boolean;
}

export function newTask(pod: SimPod, origin: Origin, from: ResourceList, needsKubelet: boolean): ResizeTask {
  // Every member set here, in one order: tasks keep one hidden class however their resize ends.
  return {
    pod,
    origin,
    from,
    to: podRequests(pod),
    requestedAt: 0,
    generation: 2,
    needsKubelet,
    final: undefined,
    deferred: undefined,
    preempted: [],
    awaited: [],
    cycles: [],
    lastCycle: undefined,
    podCountQuirk: false,
  };
}

/**
 * A scenario's accepted requests as the kubelet receives them: one resize per pod. The requests
 * are made at the same moment, so a later one for the same pod replaces the spec an earlier one
 * set before the kubelet acts on it: one resize, from the pod's size before the first, to the
 * last one's, in the place of the first among the arrivals.
 */
export class RequestedTasks {
  readonly tasks: ResizeTask[] = [];
  private readonly at = new Map<SimPod, number>();

  add(pod: SimPod, origin: Origin, from: ResourceList): void {
    const earlier = this.at.get(pod);
    if (earlier === undefined) {
      this.at.set(pod, this.tasks.length);
      this.tasks.push(newTask(pod, origin, from, true));
    } else {
      this.tasks[earlier] = newTask(pod, origin, this.tasks[earlier]!.from, true);
    }
  }
}

/**
 * A resize whose desired resources equal the allocated ones: UpdatePodFromAllocation finds nothing
 * to update, so the kubelet never queues it (kubelet.go HandlePodUpdates clears its pending
 * condition instead). It is complete whenever it is looked at.
 */
export function noChange(at: number): NonNullable<ResizeTask['final']> {
  return { outcome: 'Completed', reason: 'NoChange', message: 'desired resources equal the allocated ones; nothing to do', at };
}
