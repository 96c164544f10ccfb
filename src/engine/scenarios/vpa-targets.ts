/**
 * Which pods a VerticalPodAutoscaler controls: those whose top-most controller is its target.
 *
 * Upstream: none in kubernetes/kubernetes; kubernetes/autoscaler vertical-pod-autoscaler
 * pkg/utils/vpa/api.go (GetControllingVPAForPod) and pkg/target/controller_fetcher.
 */
import { appendTo } from '../../core/arrays.ts';
import { arr, obj, str } from '../../core/fields.ts';
import type { ClusterModel } from '../../model/objects.ts';
import type { Workload } from '../../model/workloads.ts';
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
 * The targets ("Kind/name", in the pod's namespace) whose VPA controls the pod (GetControllingVPAForPod
 * with the controller fetcher): its own controller, and for a ReplicaSet or Job the Deployment or
 * CronJob owning it, read from the ReplicaSet/Job in the input, else (a ReplicaSet) from the
 * pod-template-hash naming.
 */
function targetsOf(pod: SimPod, parentOf: (kind: string, namespace: string, name: string) => Workload | undefined): string[] {
  const p = pod.pod;
  const { kind, name } = p.owner;
  const own = `${kind}/${name}`;
  const above = kind === 'ReplicaSet' ? 'Deployment' : kind === 'Job' ? 'CronJob' : undefined;
  if (above === undefined) return [own];
  const parent = parentOf(kind, p.ref.namespace, name);
  const top = parent === undefined ? undefined : controllerOf(parent.doc.value);
  if (top !== undefined) return top.kind === above ? [own, `${above}/${top.name}`] : [own];
  const hash = p.labels['pod-template-hash'];
  if (kind !== 'ReplicaSet' || hash === undefined || !name.endsWith(`-${hash}`)) return [own];
  return [own, `${above}/${name.slice(0, name.length - hash.length - 1)}`];
}

/** The pods each VPA target controls, indexed once (a scan of every pod per VPA was quadratic). */
export class VpaTargets {
  private readonly byTarget = new Map<string, SimPod[]>();

  /** `pods` in the order podsOf keeps. */
  constructor(model: ClusterModel, pods: readonly SimPod[]) {
    const workloads = new Map<string, Workload>();
    for (const w of model.workloads) {
      const key = `${w.ref.kind}\0${w.ref.namespace}\0${w.ref.name}`;
      // The first of a kind, namespace and name, as a search in order finds it.
      if (!workloads.has(key)) workloads.set(key, w);
    }
    const parentOf = (kind: string, namespace: string, name: string): Workload | undefined => workloads.get(`${kind}\0${namespace}\0${name}`);
    for (const pod of pods) {
      if (!pod.pod.hasController) continue;
      // Its own controller and the one above it are of different kinds: never the same target twice.
      for (const target of targetsOf(pod, parentOf)) appendTo(this.byTarget, `${pod.pod.ref.namespace}\0${target}`, pod);
    }
  }

  /** The pods whose top-most controller is the VPA's target, in the given order. */
  podsOf(vpa: VerticalPodAutoscaler): readonly SimPod[] {
    return this.byTarget.get(`${vpa.ref.namespace}\0${vpa.target.kind}/${vpa.target.name}`) ?? [];
  }
}
