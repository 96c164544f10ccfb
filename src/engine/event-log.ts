/**
 * A scenario's timeline: the events the kubelet and the scheduler would record. Kept as plain
 * values in fixed chunks (time, pod, kind and up to four payload values) instead of one object per event: a
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

/**
 * The log is kept in chunks, each filled once and never copied: a column that grows by copying
 * becomes an array of half a million in V8's large-object space, reallocated at every growth (a
 * fresh mapping and its page faults each time). The first chunk holds MIN_CHUNK events and each
 * next one twice as many up to MAX_CHUNK, so a small run allocates little; a chunk that large
 * (six values of 8 bytes per event: 768 KiB) lives in the large-object space from the start,
 * which the scavenger promotes without copying.
 */
const MIN_CHUNK = 256;
const MAX_CHUNK = 16_384;
/** Values per event in a chunk besides its time: pod, kind, and four payload values. */
const FIELDS = 6;

interface Chunk {
  /** Each event's time. */
  readonly times: Float64Array;
  /** Per event: "Pod/namespace/name" of its pod, its EventKind, then the payload a, b, c, d. */
  readonly values: unknown[];
  size: number;
}

export class EventLog implements Iterable<SimEvent> {
  private readonly chunks: Chunk[] = [];
  private count = 0;

  constructor(private readonly scenario: string) {}

  get length(): number {
    return this.count;
  }

  private add(at: number, pod: SimPod | string, kind: EventKind, a: unknown, b?: unknown, c?: unknown, d?: unknown): void {
    let chunk = this.chunks.at(-1);
    if (chunk === undefined || chunk.size === chunk.times.length) {
      const capacity = Math.min(MIN_CHUNK * 2 ** this.chunks.length, MAX_CHUNK);
      chunk = { times: new Float64Array(capacity), values: new Array<unknown>(capacity * FIELDS), size: 0 };
      this.chunks.push(chunk);
    }
    const i = chunk.size++;
    chunk.times[i] = at;
    const values = chunk.values;
    const at6 = i * FIELDS;
    values[at6] = typeof pod === 'string' ? pod : pod.objectRef;
    values[at6 + 1] = kind;
    values[at6 + 2] = a;
    values[at6 + 3] = b;
    values[at6 + 4] = c;
    values[at6 + 5] = d;
    this.count++;
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
    for (const { times, values, size } of this.chunks) {
      for (let i = 0; i < size; i++) {
        const at6 = i * FIELDS;
        const kind = values[at6 + 1] as EventKind;
        // Members in the JSON report's order: reports write these objects as they are.
        yield {
          scenario: this.scenario,
          at: times[i]!,
          object: values[at6] as string,
          type: kind.type,
          reason: kind.reason,
          message: kind.message(values[at6 + 2], values[at6 + 3], values[at6 + 4], values[at6 + 5]),
        };
      }
    }
  }
}
