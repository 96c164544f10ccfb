/**
 * One clock for recorded and simulated times. A run's time 0 is "now": the configured instant,
 * else the latest moment the input records — a pod's creationTimestamp, status.startTime, the
 * PodResizePending condition's lastTransitionTime, or when its deletion was asked for
 * (deletionTimestamp minus deletionGracePeriodSeconds). Recorded times become seconds relative
 * to it (zero or less), so a resize deferred during the run is younger than one recorded before.
 *
 * Upstream: none: the run's time 0 and recorded times relative to it.
 */
import type { Pod } from '../model/pod.ts';

/** Epoch seconds of the run's time 0 (0 when the input records no time and none is configured). */
export function simulationStart(pods: readonly Pod[], configured: number | undefined): number {
  if (configured !== undefined) return configured;
  let latest: number | undefined;
  const see = (t: number | undefined): void => {
    if (t !== undefined && (latest === undefined || t > latest)) latest = t;
  };
  for (const p of pods) {
    see(p.creationTimestamp);
    see(p.startTime);
    see(p.resizePendingSince);
    if (p.deletionTimestamp !== undefined) see(p.deletionTimestamp - (p.deletionGracePeriodSeconds ?? p.terminationGracePeriodSeconds));
  }
  return latest ?? 0;
}

/** A recorded PodResizePending time on the run's clock; a condition without one counts as set now. */
export function pendingSinceOnClock(pod: Pod, start: number): number | undefined {
  if (pod.resizePending === undefined) return undefined;
  return pod.resizePendingSince === undefined ? 0 : pod.resizePendingSince - start;
}

/**
 * When a pod being deleted is gone, on the run's clock: its deletionTimestamp while that is still
 * ahead; never (+∞) once it has passed. The pod is still in the input, so its delete event has not
 * come (a finalizer holds it, or its node is lost): the scheduler's cache keeps a pod, and counts
 * its requests on its node, until RemovePod on that event (pkg/scheduler/backend/cache/cache.go).
 */
export function goneAtOnClock(pod: Pod, start: number): number | undefined {
  if (pod.deletionTimestamp === undefined) return undefined;
  const at = pod.deletionTimestamp - start;
  return at > 0 ? at : Number.POSITIVE_INFINITY;
}
