/**
 * A workload of the input whose controller asks for no pod (pkg/controller/replicaset
 * manageReplicas at spec.replicas 0; pkg/controller/cronjob syncCronJob when suspended;
 * pkg/controller/daemon podsShouldBeOnNode on no node), as a reference to it says so.
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { ClusterModel } from './objects.ts';
import type { Workload } from './workloads.ts';

/**
 * Why a workload of the input runs no pod, when its controller asks for none: its replicas at 0 (a
 * GPU app switched off), a suspended or finished Job, a DaemonSet no node is eligible for. The
 * target is there: "matches no pod in the input" would send the reader looking for a typo.
 */
export function runsNoPod(model: Pick<ClusterModel, 'workloads'>, ref: ObjectRef): string | undefined {
  const w = model.workloads.find((x) => x.ref.kind === ref.kind && x.ref.namespace === ref.namespace && x.ref.name === ref.name);
  return w === undefined ? undefined : whyNoPod(w);
}

/** runsNoPod for a workload in hand. */
export function whyNoPod(w: Pick<Workload, 'ref' | 'scale'>): string | undefined {
  const ref = w.ref;
  if (w.scale !== 0) return undefined;
  if (ref.kind === 'CronJob' || ref.kind === 'Job') return ', which is in the input but runs no pod: it is suspended or finished';
  if (ref.kind === 'DaemonSet') return ', which is in the input but runs no pod: no node of the input is eligible for it';
  return ', which is in the input but runs no pod: its replicas are 0';
}
