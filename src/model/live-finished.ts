/**
 * What a live snapshot's finished pods (phase Succeeded or Failed) say about their controllers:
 * they take no room, but their owner exists. A finished Job runs no pod again, and the
 * repository's Job applied over it keeps its recorded status (the status subresource: an update
 * of the Job leaves its status as it was), so it runs none at head either. A CronJob whose runs
 * have all finished starts its next run at its next schedule, from its jobTemplate: the model runs
 * one run of a CronJob, so the base runs one too, its last run's pods made again, unbound.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/job/util/utils.go IsJobFinished and
 * job_controller.go syncJob (a finished Job is not synced again); pkg/registry/batch/job/strategy.go
 * jobStrategy.PrepareForUpdate (an update keeps the old status); pkg/controller/cronjob/
 * cronjob_controllerv2.go syncCronJob and utils.go getJobName (each scheduled run is a new Job,
 * `<cronjob>-<scheduled time in minutes>`).
 */
import { compareNatural } from '../core/compare.ts';
import { arr, obj, str, type JsonObject } from '../core/fields.ts';
import { kubernetesIdentity, type LoadedDocument } from '../load/index.ts';
import { isTerminal } from './build-workloads.ts';
import { jobFinished } from './workloads.ts';

function controllerOf(value: unknown): JsonObject | undefined {
  return arr(obj(obj(value)['metadata'])['ownerReferences'])
    .map(obj)
    .find((o) => o['controller'] === true);
}

function key(kind: string, namespace: string, name: string): string {
  return `${kind}/${namespace || 'default'}/${name}`;
}

/**
 * The recorded status of each finished Job of the snapshot ("Job/namespace/name"): a Job object's
 * with a Complete or Failed condition, or, for a Job the snapshot lacks, Complete when it has pods
 * and every one Succeeded.
 */
export function finishedJobStatuses(documents: readonly LoadedDocument[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const listed = new Set<string>();
  const pods = new Map<string, { succeeded: number; other: number }>();
  for (const d of documents) {
    const id = kubernetesIdentity(d);
    if (id?.kind === 'Job') {
      listed.add(key('Job', id.namespace, id.name));
      if (jobFinished(d)) out.set(key('Job', id.namespace, id.name), obj(d.value)['status']);
      continue;
    }
    const c = controllerOf(d.value);
    const job = c?.['kind'] === 'Job' ? str(c['name']) : undefined;
    if (id?.kind !== 'Pod' || job === undefined) continue;
    const k = key('Job', id.namespace, job);
    const count = pods.get(k) ?? { succeeded: 0, other: 0 };
    if (obj(obj(d.value)['status'])['phase'] === 'Succeeded') count.succeeded++;
    else count.other++;
    pods.set(k, count);
  }
  for (const [k, count] of pods)
    if (!listed.has(k) && count.other === 0) out.set(k, { succeeded: count.succeeded, conditions: [{ type: 'Complete', status: 'True' }] });
  return out;
}

/** The repository's Jobs as applied over the snapshot's finished ones: with their recorded status. */
export function withFinishedStatus(head: readonly LoadedDocument[], statuses: ReadonlyMap<string, unknown>): LoadedDocument[] {
  if (statuses.size === 0) return [...head];
  return head.map((d) => {
    const id = kubernetesIdentity(d);
    const status = id?.kind === 'Job' ? statuses.get(key('Job', id.namespace, id.name)) : undefined;
    return status === undefined ? d : { ...d, value: { ...obj(d.value), status } };
  });
}

/**
 * The base documents (pods owned by their top-level controller) with each CronJob that runs no pod
 * given its next run: its last Job's finished pods (the latest by name), made again without node,
 * status or deletion. `directJob` is each pod's own Job, before its owner was raised to the CronJob.
 */
export function nextCronJobRuns(documents: readonly LoadedDocument[], directJob: ReadonlyMap<LoadedDocument, string>): LoadedDocument[] {
  const runs = new Map<string, { active: boolean; last: string; pods: LoadedDocument[] }>();
  for (const d of documents) {
    const id = kubernetesIdentity(d);
    const c = controllerOf(d.value);
    const cronJob = id?.kind === 'Pod' && c?.['kind'] === 'CronJob' ? str(c['name']) : undefined;
    if (cronJob === undefined) continue;
    const k = key('CronJob', id!.namespace, cronJob);
    const run = runs.get(k) ?? { active: false, last: '', pods: [] };
    runs.set(k, run);
    if (!isTerminal(d)) run.active = true;
    const job = directJob.get(d) ?? '';
    const order = compareNatural(job, run.last);
    if (order > 0) Object.assign(run, { last: job, pods: [d] });
    else if (order === 0) run.pods.push(d);
  }
  const revived = new Set(
    [...runs.values()].flatMap((r) => {
      if (r.active) return [];
      const succeeded = r.pods.filter((p) => obj(obj(p.value)['status'])['phase'] === 'Succeeded');
      return succeeded.length > 0 ? succeeded : r.pods.slice(-1);
    }),
  );
  return revived.size === 0 ? [...documents] : documents.map((d) => (revived.has(d) ? madeAgain(d) : d));
}

/** A finished pod as its controller would make it again: unbound, no status, not deleted. */
function madeAgain(doc: LoadedDocument): LoadedDocument {
  const value: Record<string, unknown> = { ...obj(doc.value) };
  const metadata: Record<string, unknown> = { ...obj(value['metadata']) };
  const spec: Record<string, unknown> = { ...obj(value['spec']) };
  delete metadata['deletionTimestamp'];
  delete spec['nodeName'];
  delete value['status'];
  return { ...doc, value: { ...value, metadata, spec } };
}
