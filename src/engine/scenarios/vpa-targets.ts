/**
 * Which pods a VerticalPodAutoscaler controls: those whose top-most controller is its target.
 *
 * Upstream: none in kubernetes/kubernetes; kubernetes/autoscaler vertical-pod-autoscaler
 * pkg/utils/vpa/api.go (GetControllingVPAForPod) and pkg/target/controller_fetcher.
 */
import { arr, obj, str } from '../../core/fields.ts';
import type { ClusterModel } from '../../model/objects.ts';
import type { VerticalPodAutoscaler } from '../../model/vpa.ts';
import type { SimPod } from '../sim-pod.ts';

function controllerOf(doc: unknown): { kind: string; name: string } | undefined {
  const ref = arr(obj(obj(doc)['metadata'])['ownerReferences'])
    .map(obj)
    .find((o) => o['controller'] === true);
  const kind = str(ref?.['kind']);
  const name = str(ref?.['name']);
  return kind === undefined || name === undefined ? undefined : { kind, name };
}

/**
 * Whether the pod's top-most controller is the VPA's target (GetControllingVPAForPod with the
 * controller fetcher): its own controller, or, for a ReplicaSet or Job, the Deployment or CronJob
 * owning it — read from the ReplicaSet/Job in the input, else from the pod-template-hash naming.
 */
export function controlledBy(model: ClusterModel, pod: SimPod, vpa: VerticalPodAutoscaler): boolean {
  const p = pod.pod;
  if (!p.hasController || p.ref.namespace !== vpa.ref.namespace) return false;
  const { kind, name } = p.owner;
  if (kind === vpa.target.kind && name === vpa.target.name) return true;
  if (!((kind === 'ReplicaSet' && vpa.target.kind === 'Deployment') || (kind === 'Job' && vpa.target.kind === 'CronJob'))) return false;
  const parent = model.workloads.find((w) => w.ref.kind === kind && w.ref.namespace === p.ref.namespace && w.ref.name === name);
  const top = parent === undefined ? undefined : controllerOf(parent.doc.value);
  if (top !== undefined) return top.kind === vpa.target.kind && top.name === vpa.target.name;
  const hash = p.labels['pod-template-hash'];
  return kind === 'ReplicaSet' && hash !== undefined && name === `${vpa.target.name}-${hash}`;
}
