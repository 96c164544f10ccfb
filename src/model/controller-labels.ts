/**
 * The labels a workload's controller (or the API server, for a Job) puts on each pod besides its
 * template's: selectors written against them (a spread constraint's `matchLabelKeys:
 * [pod-template-hash]`, a PDB on `statefulset.kubernetes.io/pod-name`) see them as in a cluster.
 *
 * Upstream (kubernetes/kubernetes v1.37.2):
 * - pkg/controller/deployment/sync.go `getNewReplicaSet`: `pod-template-hash` (CloneAndAddLabel);
 * - pkg/controller/statefulset/stateful_set_utils.go `updateIdentity`, `setPodRevision`:
 *   `statefulset.kubernetes.io/pod-name`, `apps.kubernetes.io/pod-index`, `controller-revision-hash`
 *   (the revision's name, `<set>-<hash>`, `ControllerRevisionName`);
 * - pkg/controller/daemon/util/daemonset_util.go `CreatePodTemplate`: `pod-template-generation`,
 *   `controller-revision-hash`;
 * - pkg/registry/batch/job/strategy.go `generateSelector`: `job-name` and
 *   `batch.kubernetes.io/job-name` unless the template sets them or the Job sets `manualSelector`;
 *   pkg/controller/job/indexed_job_utils.go `addCompletionIndexLabel`:
 *   `batch.kubernetes.io/job-completion-index`.
 * - Argo Rollouts: `rollouts-pod-template-hash`.
 *
 * Hashes have upstream's shape, not the cluster's value (pod-names.ts). A Job's `controller-uid`
 * labels are left out: the uid exists only once the API server creates the Job.
 */
import { int, obj, str } from '../core/fields.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import { computeHash } from './pod-names.ts';

/** The template's labels as written (the schema reports any that is not a string), with the controller's. */
export type Labels = Readonly<Record<string, unknown>>;

/** The labels of a workload's pod `name`, its `index`-th: undefined when the controller adds none to the template's. */
export type PodLabeler = (name: string, index: number) => Labels | undefined;

const NONE: PodLabeler = () => undefined;

/** The labels updateIdentity sets from a StatefulSet pod's ordinal (apps.StatefulSetPodNameLabel, apps.PodIndexLabel). */
export const STATEFUL_SET_POD_NAME = 'statefulset.kubernetes.io/pod-name';
export const POD_INDEX = 'apps.kubernetes.io/pod-index';

/**
 * `workload` is the workload's manifest; `jobSpec` its Job spec (a CronJob's jobTemplate spec);
 * `job` the name of the Job the pods belong to (a CronJob's run).
 */
export function podLabeler(
  ref: ObjectRef,
  workload: Readonly<Record<string, unknown>>,
  jobSpec: Readonly<Record<string, unknown>>,
  template: Readonly<Record<string, unknown>>,
  job: string,
): PodLabeler {
  const own = obj(obj(template['metadata'])['labels']);
  const shared = (added: Labels): PodLabeler => {
    const labels = Object.freeze({ ...own, ...added });
    return () => labels;
  };
  switch (ref.kind) {
    case 'Deployment':
      return shared({ 'pod-template-hash': computeHash(template) });
    case 'Rollout':
      return shared({ 'rollouts-pod-template-hash': computeHash(template) });
    case 'DaemonSet': {
      const generation = int(obj(workload['metadata'])['generation']) ?? 1;
      return shared({ 'pod-template-generation': String(generation), 'controller-revision-hash': computeHash(template) });
    }
    case 'StatefulSet': {
      const revision = `${ref.name}-${computeHash(template)}`;
      const start = int(obj(obj(workload['spec'])['ordinals'])['start']) ?? 0;
      return (name, index) =>
        Object.freeze({
          ...own,
          [STATEFUL_SET_POD_NAME]: name,
          [POD_INDEX]: String(start + index),
          'controller-revision-hash': revision,
        });
    }
    case 'Job':
    case 'CronJob': {
      const names: Record<string, string> = {};
      if (jobSpec['manualSelector'] !== true) {
        for (const key of ['job-name', 'batch.kubernetes.io/job-name']) if (!Object.hasOwn(own, key)) names[key] = job;
      }
      const base = Object.freeze({ ...own, ...names });
      if (str(jobSpec['completionMode']) !== 'Indexed') return () => base;
      return (_name, index) => Object.freeze({ ...base, 'batch.kubernetes.io/job-completion-index': String(index) });
    }
    default:
      return NONE;
  }
}
