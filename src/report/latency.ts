/**
 * How honest a latency is. The simulation's waits are the victims' (and old pods') full grace
 * periods: a pod that exits at once on SIGTERM (nginx, most Go servers) is gone in a second or
 * two, so such a latency is an upper bound, shown "≤ 30 s". A resize that fits at once is exact.
 */
import type { PodRef, ResizeResult, RolloutResult } from '../engine/result.ts';
import { perObject } from '../core/memo.ts';
import type { ClusterModel } from '../model/objects.ts';
import { statedShutdown } from '../model/shutdown.ts';

/** Reasons whose latency is spent waiting for pods to terminate. */
const WAITS_FOR_TERMINATION = new Set(['PreemptedLowerPriority', 'KubeletPreemptedForCriticalPod', 'CompletedAfterRetry']);

/** The pods that state their shutdown time (resizeguard.dev/shutdown-seconds), by "namespace/name", once per model. */
const stating = perObject((model: ClusterModel): ReadonlySet<string> => {
  const out = new Set<string>();
  for (const p of model.pods) if (statedShutdown(p) !== undefined) out.add(`${p.ref.namespace}/${p.ref.name}`);
  return out;
});

/**
 * Whether the latency is an upper bound: it waited for pods to terminate, and not every pod it
 * waited for states its shutdown time (a replacement named after its victim's name counts as it).
 */
export function latencyIsUpperBound(r: ResizeResult | RolloutResult, model?: ClusterModel): boolean {
  if (r.latencySeconds === null || r.latencySeconds === 0) return false;
  if ('workload' in r) return true;
  if (!WAITS_FOR_TERMINATION.has(r.reason)) return false;
  const known = model === undefined ? undefined : stating(model);
  return r.preempted.length === 0 || known === undefined || !r.preempted.every((p: PodRef) => known.has(`${p.namespace}/${p.name}`));
}

/** "≤ 30 s", "0 s", or `never`. */
export function formatLatency(r: ResizeResult | RolloutResult, never = 'never', model?: ClusterModel): string {
  if (r.latencySeconds === null) return never;
  return latencyIsUpperBound(r, model) ? `≤ ${r.latencySeconds} s` : `${r.latencySeconds} s`;
}
