/**
 * The simulated cluster: its nodes (SimNode, with the scheduler cache's NodeInfo and the
 * kubelet's sums) and its pods (SimPod, sim-pod.ts), in one order.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/backend/cache/cache.go.
 */
import type { Node } from '../model/objects.ts';
import { NodeInfo } from './node-info.ts';
import type { ResourceSum } from './resource-sum.ts';
import { SimPod } from './sim-pod.ts';

export interface SimNode {
  /** Replaced only when a change lands a new revision of the node (replaceNode). */
  node: Node;
  /** Pods bound to the node that are not gone, terminating ones included. */
  pods: SimPod[];
  /** NodeInfo of `pods`, dropped whenever they change (see SimPod.invalidate). */
  cachedInfo: NodeInfo | undefined;
  /** Sum of the pods' kubelet view (max(allocated, actual)), dropped with cachedInfo. */
  cachedKubeletUsed: ResourceSum | undefined;
  /** The state's set of nodes whose pods changed since the placement index last looked. */
  readonly changed: Set<SimNode>;
  /** Counts the events that free room for the kubelet: a pod leaving, a pod's allocation shrinking. */
  roomGeneration: number;
}

function dropCaches(n: SimNode): void {
  n.cachedInfo = undefined;
  n.cachedKubeletUsed = undefined;
  n.changed.add(n);
}

/** The scheduler cache's NodeInfo of a node, built once per change. */
export function nodeInfoOf(n: SimNode): NodeInfo {
  return (n.cachedInfo ??= NodeInfo.of(n.node, n.pods));
}

export class ClusterState {
  readonly nodes = new Map<string, SimNode>();
  /** Every pod, each at its stateOrder. An array, not a map by name: 150,000 pods are added and walked. */
  private podList: SimPod[] = [];
  readonly changedNodes = new Set<SimNode>();
  /** The last SimPod.pendingSeq handed out. */
  conditionSeq = 0;

  get pods(): readonly SimPod[] {
    return this.podList;
  }

  constructor(nodes: readonly Node[]) {
    for (const node of nodes) this.addNode(node);
  }

  /** A node joins the cluster (a change adds it, or the state is built). */
  addNode(node: Node): void {
    this.nodes.set(node.name, { node, pods: [], cachedInfo: undefined, cachedKubeletUsed: undefined, changed: this.changedNodes, roomGeneration: 0 });
  }

  /** A node's new revision (allocatable, labels, taints, cordon): the pods on it stay. */
  replaceNode(node: Node): void {
    const n = this.nodes.get(node.name);
    if (n === undefined) return;
    n.node = node;
    n.roomGeneration++;
    dropCaches(n);
  }

  /** A pod of the model, bound to its node if it names one. */
  addPod(p: SimPod): void {
    this.append(p);
    if (p.nodeName !== undefined) this.bind(p, p.nodeName);
  }

  /**
   * A new pod. `replaces`: the gone pod whose name it takes (a StatefulSet's pod made again), whose
   * place it takes; any other pod is added after the others.
   */
  put(p: SimPod, replaces?: SimPod): void {
    if (replaces === undefined || !replaces.gone || replaces.key !== p.key || this.podList[replaces.stateOrder] !== replaces) {
      this.append(p);
      return;
    }
    p.stateOrder = replaces.stateOrder;
    this.podList[p.stateOrder] = p;
  }

  private append(p: SimPod): void {
    p.stateOrder = this.podList.length;
    this.podList.push(p);
  }

  /** Binding: the pod joins its node and the kubelet admits it (see SimPod.admit). */
  bind(p: SimPod, nodeName: string): void {
    const n = this.nodes.get(nodeName);
    p.nodeName = nodeName;
    p.nominatedNode = undefined;
    p.admit();
    if (n === undefined) return;
    n.pods.push(p);
    p.host = n;
    const info = n.cachedInfo;
    dropCaches(n);
    if (info !== undefined) {
      info.addPod(p);
      n.cachedInfo = info;
    }
  }

  /** Removes a terminated pod from its node (the pod object is kept for reporting). */
  removeFromNode(p: SimPod): void {
    p.gone = true;
    const n = p.host;
    if (n === undefined) return;
    n.pods = n.pods.filter((q) => q !== p);
    n.roomGeneration++;
    const info = n.cachedInfo;
    dropCaches(n);
    if (info !== undefined) {
      info.removePod(p);
      n.cachedInfo = info;
    }
    p.host = undefined;
  }

  /**
   * Moves the clock's time 0 to `to` (a scenario starts when the cluster state has settled): the
   * times pods carry become relative to it.
   */
  shiftClock(to: number): void {
    if (to === 0) return;
    for (const p of this.podList) {
      if (p.pendingSince !== undefined) p.pendingSince -= to;
      if (p.terminatingUntil !== undefined) p.terminatingUntil = Math.max(0, p.terminatingUntil - to);
      p.queuedAt -= to;
    }
  }

  clone(): ClusterState {
    const c = new ClusterState([...this.nodes.values()].map((n) => n.node));
    c.conditionSeq = this.conditionSeq;
    c.podList = this.podList.map((p) => p.clone());
    for (const [name, n] of this.nodes) {
      const copy = c.nodes.get(name)!;
      copy.roomGeneration = n.roomGeneration;
      // A pod on a node is the one at its place (a predecessor replaced there is gone).
      copy.pods = n.pods.map((p) => c.podList[p.stateOrder]!);
      for (const p of copy.pods) p.host = copy;
    }
    return c;
  }
}
