/**
 * Turns a finished run's tasks into ResizeResults: the outcome, a stable reason code and one
 * human sentence each (the README lists the codes).
 *
 * Upstream: none: how the report settles each resize.
 */
import { perObject } from '../core/memo.ts';
import { formatResource } from '../resource/quantity.ts';
import { sortedNamesOf, type ResourceList } from '../resource/resources.ts';
import { NO_VICTIMS } from './preemption/select-victims.ts';
import type { ResizeResult, ScenarioResult } from './result.ts';
import { podRef, type ResizeTask, type ScenarioRun } from './scenario-run.ts';

/** "cpu 1, memory 640Mi", once per list (lists are never changed once made). */
export const describeResources = perObject((list: ResourceList): string =>
  sortedNamesOf(list)
    .filter((n) => n === 'cpu' || n === 'memory')
    .map((n) => `${n} ${formatResource(n, list.get(n) ?? 0n)}`)
    .join(', '),
);

function names(pods: readonly { namespace: string; name: string }[]): string {
  return pods.map((p) => JSON.stringify(`${p.namespace}/${p.name}`)).join(', ');
}

/** "2 pods ("a/x", "a/y")". */
function counted(pods: readonly { namespace: string; name: string }[]): string {
  return `${pods.length} pod${pods.length === 1 ? '' : 's'} (${names(pods)})`;
}

/** Appended when an eviction came only from the pod-count check (fitsRequest in pkg/scheduler/framework/plugins/noderesources/fit.go). */
export const QUIRK_NOTE =
  '; the node was at its pods limit and the alpha scheduler counts the resizing pod twice in its pod-count check ("Too many pods"), so a pod was evicted although cpu and memory already fit';

/** A reason code and its sentence. */
type Reason = { reason: string; message: string };

function deferredReason(task: ResizeTask, gateOn: boolean): Reason {
  const kubelet = task.deferred?.message ?? 'the kubelet has no room for it';
  const c = task.lastCycle;
  if (task.pod.nodeName === undefined)
    return { reason: 'PodPending', message: 'the pod runs on no node (the simulated scheduler could not place it), so there is nothing to resize' };
  const d = task.deferred;
  if (d !== undefined && d.requested > d.capacity) {
    return {
      reason: 'ExceedsNodeAllocatable',
      message: `${kubelet}; the desired request alone is above the node's allocatable, so the kubelet keeps it Deferred and nothing can make room on this node`,
    };
  }
  if (d?.reason === 'UnexpectedAdmissionError') {
    return {
      reason: 'CriticalPodPreemptionFailed',
      message: `${kubelet}; the kubelet's critical-pod handler found no set of pods on the node whose eviction frees enough, so it stays Deferred`,
    };
  }
  // Admitted by the critical-pod handler, which waits for the pods it chose (killPodFunc): one
  // already being deleted and past its deletionTimestamp never leaves, and the resize never starts.
  if (task.awaited.length > 0)
    return {
      reason: 'WaitingForVictims',
      message: `${kubelet}; the kubelet's critical-pod handler waits for ${counted(task.awaited)} already being deleted, and a pod past its deletionTimestamp never leaves (its finalizers hold it), so it stays Deferred`,
    };
  if (!gateOn)
    return {
      reason: 'GateDisabled',
      message: `${kubelet}; InPlacePodVerticalScalingSchedulerPreemption is off, so nothing preempts for it and it waits for room to free up`,
    };
  if (c === undefined) return { reason: 'Deferred', message: kubelet };
  return cycleReason(c, kubelet);
}

/** A Deferred resize's reason from the scheduler's last cycle for it (gate on). */
function cycleReason(c: NonNullable<ResizeTask['lastCycle']>, kubelet: string): Reason {
  const why = (statuses: readonly { reasons: readonly string[] }[]): string => statuses.flatMap((s) => s.reasons).join(', ');
  switch (c.kind) {
    case 'Disabled':
      return {
        reason: 'ResizePreemptionDisabled',
        message: `${kubelet}; the node opted out of resize preemption (spec.podPreemptionPolicy.disableResizePreemption), so it stays Deferred`,
      };
    case 'Unresolvable':
      return { reason: 'Unresolvable', message: `${kubelet}; the scheduler finds it unresolvable (${why(c.filter)}), so nothing is preempted` };
    case 'NotEligible':
      return { reason: 'PreemptionPolicyNever', message: `${kubelet}; the pod has preemptionPolicy Never, so it cannot preempt and stays Deferred` };
    case 'NoCandidate':
      return c.postFilter.reasons.includes(NO_VICTIMS)
        ? { reason: 'NoLowerPriorityPods', message: `${kubelet}; no lower-priority pod on the node can be preempted, so it stays Deferred` }
        : {
            reason: 'InsufficientAfterPreemption',
            message: `${kubelet}; even evicting every lower-priority pod on the node would not make room (${why([c.postFilter])}), so it stays Deferred`,
          };
    case 'Parked':
      return { reason: 'ParkedWaitingForKubelet', message: `${kubelet}; the scheduler sees it fitting and parks it, waiting for the kubelet` };
    case 'Preempt': {
      // A victim already being deleted is not deleted again (prepareCandidate): one past its
      // deletionTimestamp never leaves, and the room it holds is never freed.
      const stuck = c.victims.pods.filter((v) => v.terminatingUntil === Number.POSITIVE_INFINITY).map(podRef);
      if (stuck.length > 0)
        return {
          reason: 'WaitingForVictims',
          message: `${kubelet}; the scheduler preempted for it, but ${counted(stuck)} already being deleted and past its deletionTimestamp never leaves (its finalizers hold it), so it stays Deferred`,
        };
      return { reason: 'StillDeferred', message: `${kubelet}; the room freed by preemption went to another resize` };
    }
  }
}

function completedReason(task: ResizeTask): Reason {
  const final = task.final!;
  if (final.reason === 'NoChange') return { reason: 'NoChange', message: final.message };
  if (final.reason === 'KubeletPreemptedForCriticalPod') {
    const killed = task.preempted.length === 0 ? [] : [`preempted ${counted(task.preempted)}`];
    const awaited = task.awaited.length === 0 ? [] : [`waited for ${counted(task.awaited)} already being deleted`];
    return {
      reason: final.reason,
      message: `completed after the kubelet ${[...killed, ...awaited].join(' and ')} to admit the critical pod's resize (CriticalPodAdmissionHandler; the scheduler does not preempt for resizes with InPlacePodVerticalScalingSchedulerPreemption off)`,
    };
  }
  if (task.preempted.length > 0) {
    const quirk = task.podCountQuirk ? QUIRK_NOTE : '';
    return {
      reason: 'PreemptedLowerPriority',
      message: `completed after preempting ${task.preempted.length} lower-priority pod${task.preempted.length === 1 ? '' : 's'} (${names(task.preempted)}) on its node${quirk}`,
    };
  }
  if (final.at === task.requestedAt && task.deferred === undefined)
    return { reason: 'Fits', message: 'the node had room: the kubelet accepted the resize at once' };
  return {
    reason: 'CompletedAfterRetry',
    message: `completed when the kubelet retried after room was freed on its node, ${final.at - task.requestedAt}s after the request`,
  };
}

/** Typed readonly, not frozen: for-of over a frozen array allocates on every step. */
const NOTHING: readonly never[] = [];

/** Results outlive the run: most of their lists are empty, and share one empty list. */
function kept<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? NOTHING : list;
}

export function resultOf(run: ScenarioRun, task: ResizeTask): ResizeResult {
  const pod = task.pod;
  const final = task.final;
  let outcome: ResizeResult['outcome'];
  let detail: { reason: string; message: string };
  if (final === undefined) {
    outcome = 'Deferred';
    detail = deferredReason(task, run.opts.gateOn);
  } else if (final.outcome === 'Completed') {
    outcome = 'Completed';
    detail = completedReason(task);
  } else {
    outcome = final.outcome;
    detail = { reason: final.reason, message: final.message };
  }
  return {
    scenario: run.scenario,
    pod: podRef(pod),
    owner: pod.pod.owner,
    node: pod.nodeName ?? null,
    priority: pod.priority,
    from: task.from,
    to: task.to,
    outcome,
    reason: detail.reason,
    message: detail.message,
    preempted: kept(task.preempted),
    latencySeconds: outcome === 'Completed' && final ? final.at - task.requestedAt : null,
    cycles: kept(task.cycles),
    podCountQuirk: task.podCountQuirk,
    origin: task.origin,
    podOrigin: pod.pod.doc,
  };
}

export function settle(run: ScenarioRun, tasks: readonly ResizeTask[], rejected: readonly ResizeResult[]): ScenarioResult {
  return {
    name: run.scenario,
    resizes: [...rejected, ...tasks.map((t) => resultOf(run, t))],
    evictions: run.evictions,
    placements: [...run.placements.values()]
      .filter((r) => r.node !== null || !run.pendingBefore.has(r.pod))
      .map((r) => ({
        scenario: run.scenario,
        pod: podRef(r.pod),
        owner: r.pod.pod.owner,
        node: r.node,
        preempted: kept(r.preempted),
        message: r.node === null ? (r.failure ?? 'waiting for its preemption victims to leave') : `scheduled on ${r.node}`,
        statuses: r.statuses,
        ...(r.scores === undefined ? {} : { scores: r.scores }),
        ...(r.reprieved === undefined ? {} : { reprieved: r.reprieved }),
        podOrigin: r.pod.pod.doc,
        replacementOf: r.pod.replacementOf ? podRef(r.pod.replacementOf) : null,
      })),
    events: run.events,
    truncated: run.truncated,
  };
}
