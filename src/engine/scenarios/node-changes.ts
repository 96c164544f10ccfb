/**
 * A change's nodes landing on the running cluster: a node the head adds joins it, a node whose
 * definition changes (allocatable, labels, taints, cordon, resize-preemption opt-out) takes its
 * new revision with its pods in place, and a node the head removes is drained as `kubectl drain`
 * does: cordoned (unschedulable), then its pods evicted, their controllers' replacements placed
 * elsewhere.
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/kubectl/pkg/drain/drain.go (cordon, then
 * delete or evict each pod). Deviation: a PodDisruptionBudget does not hold the drain back (the
 * Eviction API would refuse and kubectl retry until it allows).
 */
import { canonicalJson } from '../../core/canonical-json.ts';
import type { Node } from '../../model/objects.ts';
import { configureNode, type KubeletConfig } from '../kubelet/config.ts';
import type { ClusterState } from '../state.ts';

/** What a node's revision is made of, for comparing base and head. */
function nodeText(n: Node): string {
  return canonicalJson({
    labels: n.labels,
    unschedulable: n.unschedulable,
    taints: n.taints,
    allocatable: [...n.allocatable].map(([k, v]) => [k, String(v)]),
    pods: n.allowedPodNumber,
    optOut: n.disableResizePreemption,
  });
}

/** The head's nodes applied to a cluster. */
export interface LandedNodes {
  /** The nodes to drain (removed by the head), in name order. */
  readonly drained: string[];
  /** A node was added or changed: a change of its own, on which the scheduler tries the Pending pods again. */
  readonly changed: boolean;
}

/** Applies the head's nodes to `state`. */
export function landNodes(state: ClusterState, base: readonly Node[], head: readonly Node[], kubelet: KubeletConfig): LandedNodes {
  const before = new Map(base.map((n) => [n.name, n]));
  const after = new Set(head.map((n) => n.name));
  let changed = false;
  for (const n of head) {
    const b = before.get(n.name);
    if (b === undefined) state.addNode(configureNode(n, kubelet));
    else if (nodeText(b) !== nodeText(n)) state.replaceNode(configureNode(n, kubelet));
    else continue;
    changed = true;
  }
  const drained = base.filter((n) => !after.has(n.name)).map((n) => n.name);
  for (const name of drained) {
    const n = state.nodes.get(name)!;
    state.replaceNode({ ...n.node, unschedulable: true });
  }
  return { drained: drained.sort(), changed };
}
