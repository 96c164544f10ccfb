/**
 * The simulated cluster: its nodes (SimNode, with the scheduler cache's NodeInfo and the
 * kubelet's sums) and its pods (SimPod, sim-pod.ts), in one order.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/backend/cache/cache.go.
 */
import type { Node } from '../model/objects.ts';
import { NodeInfo } from './node-info.ts';
import { ResourceSum } from './resource-sum.ts';
import type { ResourceList } from '../resource/resources.ts';
import type { CpuMemory } from './plugins/scoring.ts';
import { SimPod } from './sim-pod.ts';
import { LABEL_METADATA_NAME } from '../model/objects.ts';
import type { NamespaceLabels } from './affinity-terms.ts';
import { BoundPods } from './bound-pods.ts';

/**
 * A node in the cache: its pods, and what the scheduler and the kubelet sum over them, kept
 * here and nowhere else. A pod tells its node when it changes (updatePod, the cache's
 * UpdatePod), and the node updates its sums by the difference.
 */
export class SimNode {
  /** Pods bound to the node that are not gone, terminating ones included. */
  private podList: SimPod[] = [];
  /** NodeInfo of the pods, made when first asked for after a change it could not follow. */
  private info: NodeInfo | undefined;
  /** Sum of the pods' kubelet view (max(allocated, actual)), dropped with `info`. */
  private kubeletSum: ResourceSum | undefined;
  /** How the kubelet counts a pod in `kubeletSum` (the function kubeletUsed was given). */
  private kubeletCompute: ((p: SimPod) => ResourceList) | undefined;
  /** Counts the events that free room for the kubelet: a pod leaving, a pod's allocation shrinking. */
  roomGeneration = 0;

  constructor(
    /** Replaced only when a change lands a new revision of the node (replaceNode). */
    public node: Node,
    /** The state's set of nodes whose pods changed since the placement index last looked. */
    private readonly changed: Set<SimNode>,
  ) {}

  get pods(): readonly SimPod[] {
    return this.podList;
  }

  /** The scheduler cache's NodeInfo of the node, built once per change it cannot follow. */
  get nodeInfo(): NodeInfo {
    return (this.info ??= NodeInfo.of(this.node, this.podList));
  }

  /** The kubelet's sum of its pods, each counted by `compute` (the same function every time). */
  kubeletUsed(compute: (p: SimPod) => ResourceList): ResourceSum {
    this.kubeletCompute = compute;
    return (this.kubeletSum ??= ResourceSum.of(this.podList.map((o) => o.kubeletRequests(compute))));
  }

  /** AddPod: the NodeInfo, if made, follows; the kubelet's sum is made again when asked for. */
  addPod(p: SimPod): void {
    this.podList.push(p);
    const info = this.info;
    this.dropCaches();
    if (info !== undefined) {
      info.addPod(p);
      this.info = info;
    }
  }

  /** RemovePod: room is freed. */
  removePod(p: SimPod): void {
    this.podList = this.podList.filter((q) => q !== p);
    this.roomGeneration++;
    const info = this.info;
    this.dropCaches();
    if (info !== undefined) {
      info.removePod(p);
      this.info = info;
    }
  }

  /**
   * UpdatePod: pod `p` on this node changed its spec or status; `scheduler`, `nonZero` and
   * `kubelet` are the views it had (undefined when it had not made them). The sums follow by the difference — resizes are the
   * hot path — or are made again when the old view is unknown.
   */
  updatePod(p: SimPod, scheduler: ResourceList | undefined, nonZero: CpuMemory | undefined, kubelet: ResourceList | undefined): void {
    if (this.info !== undefined && scheduler !== undefined) {
      this.info.replacePodRequests(scheduler, p.schedulerRequests(), nonZero, nonZero === undefined ? undefined : p.nonZeroRequests());
    } else {
      this.info = undefined;
    }
    this.changed.add(this);
    if (this.kubeletSum !== undefined && kubelet !== undefined && this.kubeletCompute !== undefined) {
      this.kubeletSum.add(kubelet, true);
      this.kubeletSum.add(p.kubeletRequests(this.kubeletCompute), false);
    } else {
      this.kubeletSum = undefined;
    }
  }

  /** A new revision of the node (allocatable, labels, taints, cordon): the pods on it stay. */
  replace(node: Node): void {
    this.node = node;
    this.roomGeneration++;
    this.dropCaches();
  }

  /** The copy in a cloned state: the same node and generation, the clone's own pods. */
  copyTo(clone: SimNode, pods: readonly SimPod[]): void {
    clone.roomGeneration = this.roomGeneration;
    clone.podList = [...pods];
  }

  private dropCaches(): void {
    this.info = undefined;
    this.kubeletSum = undefined;
    this.changed.add(this);
  }
}

/** The scheduler cache's NodeInfo of a node (Snapshot.NodeInfos().Get). */
export function nodeInfoOf(n: SimNode): NodeInfo {
  return n.nodeInfo;
}

export class ClusterState {
  readonly nodes = new Map<string, SimNode>();
  /** Every pod, each at its stateOrder. An array, not a map by name: 150,000 pods are added and walked. */
  private podList: SimPod[] = [];
  readonly changedNodes = new Set<SimNode>();
  /** The last SimPod.pendingSeq handed out. */
  conditionSeq = 0;
  /** Pods bound by spec.nodeName that their kubelet rejected when they were created, by "namespace/name": they do not run. */
  rejected: ReadonlyMap<string, { readonly node: string; readonly reason: string }> = new Map();
  /** StatefulSet ordinals never created, by "namespace/name": the Pending ordinal each waits for (ordered-ready.ts). */
  unmade: ReadonlyMap<string, string> = new Map();
  /** The labels of each namespace (the model's Namespace objects): what namespaceSelectors read. */
  namespaceLabels: NamespaceLabels = (namespace) => ({ [LABEL_METADATA_NAME]: namespace });
  private boundIndex: BoundPods | undefined;

  /** The pods on nodes, indexed for InterPodAffinity (made when first asked for, then kept up to date). */
  get boundPods(): BoundPods {
    return (this.boundIndex ??= new BoundPods(this.nodes));
  }

  get pods(): readonly SimPod[] {
    return this.podList;
  }

  constructor(nodes: readonly Node[]) {
    for (const node of nodes) this.addNode(node);
  }

  /** A node joins the cluster (a change adds it, or the state is built). */
  addNode(node: Node): void {
    this.nodes.set(node.name, new SimNode(node, this.changedNodes));
  }

  /** A node's new revision (allocatable, labels, taints, cordon): the pods on it stay. */
  replaceNode(node: Node): void {
    this.nodes.get(node.name)?.replace(node);
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

  /** Pods never created (no node holds them): they leave the list, the others keep their order. */
  forget(pods: ReadonlySet<SimPod>): void {
    this.podList = this.podList.filter((p) => !pods.has(p));
    this.podList.forEach((p, i) => (p.stateOrder = i));
  }

  /** Binding: the pod joins its node and the kubelet admits it (see SimPod.admit). */
  bind(p: SimPod, nodeName: string): void {
    const n = this.nodes.get(nodeName);
    p.nodeName = nodeName;
    p.nominatedNode = undefined;
    p.admit();
    if (n === undefined) return;
    n.addPod(p);
    p.host = n;
    this.boundIndex?.added(p);
  }

  /** Removes a terminated pod from its node (the pod object is kept for reporting). */
  removeFromNode(p: SimPod): void {
    p.gone = true;
    const n = p.host;
    if (n === undefined) return;
    n.removePod(p);
    p.host = undefined;
    this.boundIndex?.removed(p);
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
    c.rejected = this.rejected;
    c.unmade = this.unmade;
    c.namespaceLabels = this.namespaceLabels;
    c.podList = this.podList.map((p) => p.clone());
    for (const [name, n] of this.nodes) {
      const copy = c.nodes.get(name)!;
      // A pod on a node is the one at its place (a predecessor replaced there is gone).
      n.copyTo(
        copy,
        n.pods.map((p) => c.podList[p.stateOrder]!),
      );
      for (const p of copy.pods) p.host = copy;
    }
    return c;
  }
}
