/**
 * The scheduling queue of a run: the order a pass takes pending and Deferred pods in
 * (PrioritySort), the nominator (pods preemption nominated to a node), the preemptors still
 * waiting for their victims, and the queueing hints' effect on pods that cannot be scheduled.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/backend/queue/scheduling_queue.go (PriorityQueue),
 * pkg/scheduler/backend/queue/nominator.go, pkg/scheduler/framework/plugins/queuesort/priority_sort.go.
 */
import { perObject } from '../core/memo.ts';
import type { ResourceList } from '../resource/resources.ts';
import type { SimPod } from './sim-pod.ts';
import { isExplained } from './explain-target.ts';
import { getConstraints } from './plugins/pod-topology-spread.ts';

export class SchedulingQueue {
  /** Pending pods by the node preemption nominated them to (the nominator). */
  readonly nominated = new Map<string, Set<SimPod>>();
  /**
   * A pending preemptor → its victims still terminating: PodEligibleToPreemptOthers refuses it
   * meanwhile (a terminating victim on its nominated node), so its cycle is not run. A Deferred
   * preemptor is not held back: it has no nominated node, and async preemption's PreEnqueue
   * (Executor.IsPodRunningPreemption) lets it go once its victims' deletion has started.
   */
  private readonly waiting = new Map<SimPod, Set<SimPod>>();
  /**
   * Pods with the same template fail alike until the cluster changes: the first failure's message
   * is reused for the others (the effect of upstream's queueing hints), keyed by template.
   */
  private readonly failedTemplates = new Map<string, string>();
  private failedAt = -1;
  /**
   * Bumped on the events after which NodeResourcesFit's queueing hints retry an unschedulable
   * pod: a pod leaving a node, or a resize (which may shrink). A bind only takes room away.
   */
  private generation = 0;

  constructor(private readonly explain: string | undefined) {}

  /**
   * One pass's pods in PrioritySort order — priority, then the time queued (a Deferred pod's
   * PodResizePending time), then Pod.seq. Deferred pods are requeued only by events on their own
   * node (NodeResourcesFit's node-aware queueing hints for a deferred resize:
   * isSchedulableAfterAssignedPodDelete, ScaleUp, ScaleDown).
   */
  pass(pods: readonly SimPod[], nodes: ReadonlySet<string>, gateOn: boolean): SimPod[] {
    return pods
      .filter(
        (p) =>
          !p.gone &&
          p.terminatingUntil === undefined &&
          !this.waiting.has(p) &&
          (p.nodeName === undefined || (gateOn && p.resizePending === 'Deferred' && nodes.has(p.nodeName))),
      )
      .sort(
        (a, b) =>
          b.priority - a.priority ||
          (a.pendingSince ?? a.queuedAt) - (b.pendingSince ?? b.queuedAt) ||
          (a.pendingSince !== undefined && b.pendingSince !== undefined ? a.pendingSeq - b.pendingSeq : 0) ||
          a.seq - b.seq,
      );
  }

  nominate(pod: SimPod, node: string | undefined): void {
    if (pod.nominatedNode !== undefined) this.nominated.get(pod.nominatedNode)?.delete(pod);
    pod.nominatedNode = node;
    if (node === undefined) return;
    const set = this.nominated.get(node) ?? new Set<SimPod>();
    set.add(pod);
    this.nominated.set(node, set);
  }

  /** prepareCandidate: lower-priority pods nominated to `node` lose their nomination. */
  clearLowerNominations(node: string, preemptor: SimPod): void {
    for (const p of [...(this.nominated.get(node) ?? [])]) if (p.priority < preemptor.priority && p !== preemptor) this.nominate(p, undefined);
  }

  /** The preemptor waits for its victims before its next cycle. */
  waitFor(preemptor: SimPod, victims: readonly SimPod[]): void {
    this.waiting.set(preemptor, new Set(victims));
  }

  /** Preemptors whose victims are all gone go back to the queue. */
  releaseWaiting(): void {
    for (const [preemptor, victims] of this.waiting) {
      if ([...victims].every((v) => v.gone)) this.waiting.delete(preemptor);
    }
  }

  /** Room may have been freed (a pod left a node, or one was resized). */
  clusterChanged(): void {
    this.generation++;
  }

  /** The message a pod with the same template already failed with, since the cluster last changed. */
  knownFailure(pod: SimPod): { readonly message: string | undefined; readonly template: string | undefined } {
    if (this.failedAt !== this.generation) {
      this.failedTemplates.clear();
      this.failedAt = this.generation;
    }
    // The key is made only when some template has failed, or this pod does (most pods fit at once).
    const template = this.failedTemplates.size === 0 ? undefined : this.templateKey(pod);
    return { message: template === undefined ? undefined : this.failedTemplates.get(template), template };
  }

  rememberFailure(pod: SimPod, template: string | undefined, message: string): void {
    const key = template ?? this.templateKey(pod);
    if (key !== undefined) this.failedTemplates.set(key, message);
  }

  private templateKey(pod: SimPod): string | undefined {
    if (pod.nominatedNode !== undefined || !pod.pod.hasController || isExplained(this.explain, pod)) return undefined;
    // A bind can let a pod with DoNotSchedule spread constraints in (PodTopologySpread's hint
    // queues it when a matching pod is added): such a pod's failure is not reused.
    if (getConstraints(pod).length > 0) return undefined;
    const o = pod.pod.owner;
    return `${o.kind}/${o.namespace}/${o.name}|${pod.priority}|${pod.pod.nodeName ?? ''}|${requestsKey(pod.specRequests())}`;
  }
}

/** A request list as text, written once per list (lists are shared by replicas and cached per pod). */
const requestsKey = perObject((list: ResourceList): string => JSON.stringify([...list].map(([k, v]) => [k, String(v)])));
