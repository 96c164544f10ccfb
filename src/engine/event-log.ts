/**
 * A scenario's timeline: the events the kubelet and the scheduler would record. Kept as columns
 * (time, pod, kind and up to four payload values) instead of one object per event: a
 * cluster-scale run records over half a million events, and objects that live through a whole
 * run are what the garbage collector copies again and again. An event's object, its message
 * included, is made when the log is read; the reports read it once.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/events/event.go, pkg/kubelet/events/resize.go.
 */
import { runScopedMap } from '../core/memo.ts';
import type { Container } from '../model/pod.ts';
import type { SimEvent } from './result.ts';
import { podResizeMessage } from './resize-message.ts';
import type { SimPod } from './sim-pod.ts';

/**
 * How events of one kind read: type and reason, and the message from the event's payload (plain
 * values the pods already hold, never the simulated pods themselves, which the log would keep alive).
 */
interface EventKind {
  readonly type: SimEvent['type'];
  readonly reason: string;
  readonly message: (a: unknown, b: unknown, c: unknown, d: unknown) => string;
}

const SCHEDULED: EventKind = { type: 'Normal', reason: 'Scheduled', message: (key, node) => `Successfully assigned ${key as string} to ${node as string}` };
/** The scheduler's message on a victim (prepareCandidate). */
const PREEMPTED: EventKind = { type: 'Normal', reason: 'Preempted', message: (uid, node) => `Preempted by pod ${uid as string} on node ${node as string}` };
const KILLING: EventKind = { type: 'Normal', reason: 'Killing', message: (container) => `Stopping container ${container as string}` };

/** What a Deferred or Infeasible resize event says after the summary: the kubelet's decision. */
export interface ResizeError {
  readonly message: string;
  /** The admit handler's reason (OutOfcpu, …): a Deferred event names it (PodResizePendingMsg). */
  readonly reason?: string;
}

/** The kubelet's resize events: "Pod resize <what>: {summary}" of the containers as they were then. */
export type ResizeReason = 'ResizeStarted' | 'ResizeCompleted' | 'ResizeDeferred' | 'ResizeInfeasible';
const RESIZE_PREFIX: Readonly<Record<ResizeReason, [SimEvent['type'], string]>> = {
  ResizeStarted: ['Normal', 'Pod resize started'],
  ResizeCompleted: ['Normal', 'Pod resize completed'],
  ResizeDeferred: ['Warning', 'Pod resize Deferred'],
  ResizeInfeasible: ['Warning', 'Pod resize Infeasible'],
};
const RESIZE_KINDS = new Map(
  Object.entries(RESIZE_PREFIX).map(([reason, [type, prefix]]): [string, EventKind] => [
    reason,
    {
      type,
      reason,
      message: (inits, containers, generation, error) => {
        const e = error as ResizeError | undefined;
        const what = reason === 'ResizeDeferred' && e?.reason !== undefined ? `Pod resize ${e.reason}` : prefix;
        return podResizeMessage(
          { initContainers: inits as readonly Container[], containers: containers as readonly Container[] },
          generation as number,
          what,
          e?.message,
        );
      },
    },
  ]),
);

/** Events with a message of their own (FailedScheduling), one kind per type and reason. */
const messageKinds = runScopedMap<string, EventKind>();
function messageKind(type: SimEvent['type'], reason: string): EventKind {
  const key = `${type}/${reason}`;
  let kind = messageKinds.get(key);
  if (kind === undefined) messageKinds.set(key, (kind = { type, reason, message: (text) => text as string }));
  return kind;
}

export class EventLog implements Iterable<SimEvent> {
  private readonly times: number[] = [];
  /** "Pod/namespace/name" of each event's pod. */
  private readonly objects: string[] = [];
  private readonly kinds: EventKind[] = [];
  private readonly a: unknown[] = [];
  private readonly b: unknown[] = [];
  private readonly c: unknown[] = [];
  private readonly d: unknown[] = [];

  constructor(private readonly scenario: string) {}

  get length(): number {
    return this.times.length;
  }

  private add(at: number, pod: SimPod | string, kind: EventKind, a: unknown, b?: unknown, c?: unknown, d?: unknown): void {
    this.times.push(at);
    this.objects.push(typeof pod === 'string' ? pod : pod.objectRef);
    this.kinds.push(kind);
    this.a.push(a);
    this.b.push(b);
    this.c.push(c);
    this.d.push(d);
  }

  /** An event with its own message text. */
  message(at: number, pod: SimPod, type: SimEvent['type'], reason: string, text: string): void {
    this.add(at, pod, messageKind(type, reason), text);
  }

  /** An event on another object than a pod (a controller's ScalingReplicaSet, SuccessfulCreate): `object` is "Kind/namespace/name". */
  objectMessage(at: number, object: string, type: SimEvent['type'], reason: string, text: string): void {
    this.add(at, object, messageKind(type, reason), text);
  }

  scheduled(at: number, pod: SimPod, node: string): void {
    this.add(at, pod, SCHEDULED, pod.key, node);
  }

  preempted(at: number, victim: SimPod, preemptor: SimPod, node: string): void {
    this.add(at, victim, PREEMPTED, preemptor.pod.uid, node);
  }

  killing(at: number, victim: SimPod, container: string): void {
    this.add(at, victim, KILLING, container);
  }

  /**
   * A kubelet resize event, describing the pod's containers as they are now (lists are replaced
   * on resize, never changed); `error`, the kubelet's decision, gives its message when read.
   */
  resize(at: number, pod: SimPod, reason: ResizeReason, generation: number, error?: ResizeError): void {
    this.add(at, pod, RESIZE_KINDS.get(reason)!, pod.initContainers, pod.containers, generation, error);
  }

  *[Symbol.iterator](): Iterator<SimEvent> {
    for (let i = 0; i < this.times.length; i++) {
      const kind = this.kinds[i]!;
      // Members in the JSON report's order: reports write these objects as they are.
      yield {
        scenario: this.scenario,
        at: this.times[i]!,
        object: this.objects[i]!,
        type: kind.type,
        reason: kind.reason,
        message: kind.message(this.a[i], this.b[i], this.c[i], this.d[i]),
      };
    }
  }
}
