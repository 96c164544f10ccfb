/**
 * The state a run starts from: every node configured with the kubelet's settings, and the model's
 * pods on their nodes (see initialState).
 *
 * Upstream: none: the engine's starting state (kubelet/admit-pinned.ts holds the kubelet's admission).
 */
import { namespaceLabels, type ClusterModel } from '../model/objects.ts';
import { simulationStart } from './clock.ts';
import { admitPinned, type PodRejection } from './kubelet/admit-pinned.ts';
import { configureNode, type KubeletConfig } from './kubelet/config.ts';
import { SimPod } from './sim-pod.ts';
import { ClusterState } from './state.ts';

/**
 * The model's pods on their nodes: those the API server holds (a snapshot's) and every pod bound
 * by spec.nodeName; a pod the run creates there meets its kubelet's admission first, after the
 * held ones, in creation order (admit-pinned.ts), and a rejected one is left out.
 */
export function initialState(model: ClusterModel, kubelet: KubeletConfig, now: number | undefined): { state: ClusterState; rejected: PodRejection[] } {
  const state = new ClusterState(model.nodes.map((n) => configureNode(n, kubelet)));
  state.namespaceLabels = (namespace) => namespaceLabels(model, namespace);
  const start = simulationStart(model.pods, now);
  const created: SimPod[] = [];
  for (const pod of model.pods) {
    const p = new SimPod(pod, pod.nodeName, start);
    if (pod.nodeName !== undefined && !pod.admitted && state.nodes.has(pod.nodeName)) created.push(p);
    else state.addPod(p);
  }
  const rejected: PodRejection[] = [];
  for (const p of created) {
    const rejection = admitPinned(state, p, state.nodes.get(p.pod.nodeName!)!);
    if (rejection !== undefined) rejected.push(rejection);
  }
  // The kubelet set the recorded PodResizePending conditions one after another: within one second
  // (the time's precision), in creation order.
  const recorded = state.pods.filter((p) => p.resizePending !== undefined);
  recorded.sort((a, b) => (a.pendingSince ?? -Infinity) - (b.pendingSince ?? -Infinity) || a.seq - b.seq);
  for (const p of recorded) p.pendingSeq = ++state.conditionSeq;
  state.rejected = new Map(rejected.map((r) => [r.pod.key, { node: r.node, reason: r.reason }]));
  return { state, rejected };
}
