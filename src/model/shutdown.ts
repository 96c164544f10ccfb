/**
 * How long a pod takes to stop once it is told to. Kubernetes waits up to
 * `terminationGracePeriodSeconds` after SIGTERM; most servers exit at once. Where the user knows
 * a workload's usual shutdown time, the annotation `resizeguard.dev/shutdown-seconds` (on the pod
 * or its template) states it, and the simulated pod is gone after that (never after its grace
 * period). Without it the full grace period is the wait: an upper bound.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { Pod } from './pod.ts';

export const SHUTDOWN_ANNOTATION = 'resizeguard.dev/shutdown-seconds';

const SECONDS = /^(0|[1-9]\d{0,9})$/;

/** The stated shutdown time, if the pod states a valid one. */
export function statedShutdown(pod: Pod): number | undefined {
  const v = pod.annotations[SHUTDOWN_ANNOTATION];
  return v !== undefined && SECONDS.test(v) ? Number(v) : undefined;
}

/** Seconds from the delete until the pod is gone: its stated shutdown time, at most its grace period. */
export function stopSeconds(pod: Pod): number {
  const stated = statedShutdown(pod);
  return stated === undefined ? pod.terminationGracePeriodSeconds : Math.min(stated, pod.terminationGracePeriodSeconds);
}

/** A value that is not a whole number of seconds is a warning at the annotation (once per document). */
export function shutdownFindings(pods: readonly Pod[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  // A workload's replicas share the template's annotation: one finding there.
  const seen = new Set<string>();
  for (const p of pods) {
    const v = p.annotations[SHUTDOWN_ANNOTATION];
    if (v === undefined || SECONDS.test(v)) continue;
    const range = p.doc.locate(['metadata', 'annotations', SHUTDOWN_ANNOTATION]);
    const at = `${p.doc.file}:${range.start.line}:${range.start.column}`;
    if (seen.has(at)) continue;
    seen.add(at);
    out.push({
      ruleId: 'input/schema',
      severity: 'warning',
      message: `annotation ${SHUTDOWN_ANNOTATION}: ${JSON.stringify(v)} is not a whole number of seconds (such as "2"); the pod is taken to stop after its full terminationGracePeriodSeconds (${p.terminationGracePeriodSeconds})`,
      file: p.doc.file,
      range,
      object: p.hasController ? p.owner : p.ref,
    });
  }
  return out;
}
