/**
 * A scenario's resize targets resolved to pods: each pod under "Pod" and under its controller's kind.
 *
 * Upstream: none: the lookup behind a ResizeScenario's `target`.
 */
import type { ClusterState } from '../state.ts';
import type { SimPod } from '../sim-pod.ts';

/**
 * Pods by kind, namespace and name: each pod under "Pod" and under its controller's kind. Nested
 * maps keyed by the strings the pods already hold, so indexing 150,000 pods builds no new keys.
 */
export class TargetIndex {
  private readonly byKind = new Map<string, Map<string, Map<string, SimPod[]>>>();

  constructor(state: ClusterState) {
    for (const p of state.pods) {
      this.add('Pod', p.pod.ref.namespace, p.pod.ref.name, p);
      if (p.pod.hasController) this.add(p.pod.owner.kind, p.pod.owner.namespace, p.pod.owner.name, p);
    }
  }

  get(kind: string, namespace: string, name: string): readonly SimPod[] {
    return this.byKind.get(kind)?.get(namespace)?.get(name) ?? [];
  }

  private add(kind: string, namespace: string, name: string, p: SimPod): void {
    let namespaces = this.byKind.get(kind);
    if (namespaces === undefined) this.byKind.set(kind, (namespaces = new Map<string, Map<string, SimPod[]>>()));
    let names = namespaces.get(namespace);
    if (names === undefined) namespaces.set(namespace, (names = new Map<string, SimPod[]>()));
    const list = names.get(name);
    if (list) list.push(p);
    else names.set(name, [p]);
  }
}
