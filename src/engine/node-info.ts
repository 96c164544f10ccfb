/**
 * NodeInfo (pkg/scheduler/framework/types.go): the scheduler cache's view of one node — its pods,
 * the sum of their requests at max(desired, allocated, actual) (PodInfo.CalculateResource) and the
 * host ports they hold (UsedPorts). Dry runs work on a clone; removePod/addPod never touch the
 * cluster state.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/types.go.
 */
import type { Node } from '../model/objects.ts';
import type { ResourceList } from '../resource/resources.ts';
import { compareImportance } from './preemption/importance.ts';
import { ResourceSum } from './resource-sum.ts';
import { HostPortInfo } from './plugins/node-ports.ts';
import type { CpuMemory } from './plugins/scoring.ts';
import type { SimPod } from './sim-pod.ts';

/** A NonZero sum with one pod added (sign 1) or removed (-1); unknown stays unknown. */
function shift(sum: CpuMemory | undefined, p: SimPod, sign: bigint): CpuMemory | undefined {
  if (sum === undefined) return undefined;
  const r = p.nonZeroRequests();
  return { cpu: sum.cpu + sign * r.cpu, memory: sum.memory + sign * r.memory };
}

export class NodeInfo {
  private constructor(
    readonly node: Node,
    private podList: SimPod[],
    private requestedSum: ResourceSum,
    /** UsedPorts (NodePorts); made when the first pod with a host port comes. */
    private ports: HostPortInfo | undefined,
  ) {}

  static of(node: Node, pods: readonly SimPod[]): NodeInfo {
    const info = new NodeInfo(node, [...pods], ResourceSum.of(pods.map((p) => p.schedulerRequests())), undefined);
    for (const p of pods) info.updateUsedPorts(p, true);
    return info;
  }

  /** The host ports the node's pods hold (NodeInfo.UsedPorts); undefined when none ever did. */
  get usedPorts(): HostPortInfo | undefined {
    return this.ports;
  }

  /** updateUsedPorts: a pod's host ports added to or removed from the node's. */
  private updateUsedPorts(p: SimPod, add: boolean): void {
    const hostPorts = p.pod.scheduling.hostPorts;
    if (hostPorts === undefined) return;
    const ports = add ? (this.ports ??= new HostPortInfo()) : this.ports;
    if (ports === undefined) return;
    for (const port of hostPorts) {
      if (add) ports.add(port);
      else ports.remove(port);
    }
  }

  get pods(): readonly SimPod[] {
    return this.podList;
  }

  /** The sum of the pods' requests (the scheduler's accounting, NodeInfo.Requested). */
  get requested(): Pick<ResourceSum, 'get' | 'amount' | 'cpu' | 'memory'> {
    return this.requestedSum;
  }

  private nonZero: CpuMemory | undefined;
  private lowest: number | undefined;
  private sortedByImportance: readonly SimPod[] | undefined;

  /**
   * The pods, most important first (MoreImportantPod). Importance reads only what a pod never
   * changes (priority, start time, rank), so the order holds until a pod comes or goes: every
   * dry run on the node reads its victims in this order without sorting them again.
   */
  get podsByImportance(): readonly SimPod[] {
    return (this.sortedByImportance ??= [...this.podList].sort(compareImportance));
  }

  /** The lowest pod priority on the node (+∞ when empty): no pod below it can be a victim. */
  get lowestPriority(): number {
    if (this.lowest === undefined) {
      let min = Number.POSITIVE_INFINITY;
      for (const p of this.podList) if (p.priority < min) min = p.priority;
      this.lowest = min;
    }
    return this.lowest;
  }

  /** NonZeroRequested: cpu and memory with the scoring defaults for unset requests (scoring only). */
  get nonZeroRequested(): { readonly cpu: bigint; readonly memory: bigint } {
    if (this.nonZero === undefined) {
      let cpu = 0n;
      let memory = 0n;
      for (const p of this.podList) {
        const r = p.nonZeroRequests();
        cpu += r.cpu;
        memory += r.memory;
      }
      this.nonZero = { cpu, memory };
    }
    return this.nonZero;
  }

  clone(): NodeInfo {
    const c = new NodeInfo(this.node, [...this.podList], this.requestedSum.clone(), this.ports?.clone());
    c.sortedByImportance = this.sortedByImportance;
    return c;
  }

  /**
   * The cache's own update when one of its pods is resized (its requests change); with the pod's
   * NonZero requests before and after, the NonZero sum is kept too instead of recomputed.
   */
  replacePodRequests(before: ResourceList, after: ResourceList, nonZeroBefore: CpuMemory | undefined, nonZeroAfter: CpuMemory | undefined): void {
    const sum = this.nonZero;
    this.nonZero =
      sum === undefined || nonZeroBefore === undefined || nonZeroAfter === undefined
        ? undefined
        : { cpu: sum.cpu - nonZeroBefore.cpu + nonZeroAfter.cpu, memory: sum.memory - nonZeroBefore.memory + nonZeroAfter.memory };
    this.requestedSum.add(before, true);
    this.requestedSum.add(after, false);
  }

  /**
   * On a clone for dry runs, or by the cluster state on its cached NodeInfo as pods come and go
   * (callers that keep a NodeInfo across changes clone it first).
   */
  removePod(p: SimPod): void {
    // From the end: a dry run's reprieve takes back the pod it has just added.
    const i = this.podList.lastIndexOf(p);
    if (i < 0) return;
    this.podList.splice(i, 1);
    this.subtract(p);
  }

  /**
   * A clone without the pods `remove` picks: what clone() and removePod for each of them give,
   * the list copied once (SelectVictimsOnNode's first step, for every candidate node).
   */
  cloneWithout(remove: (p: SimPod) => boolean): NodeInfo {
    const kept: SimPod[] = [];
    // As clone(): no NonZero sum (dry runs do not score; it is summed again if asked for).
    const info = new NodeInfo(this.node, kept, this.requestedSum.clone(), this.ports?.clone());
    for (const p of this.podList) {
      if (remove(p)) info.subtract(p);
      else kept.push(p);
    }
    info.sortedByImportance = this.sortedByImportance?.filter((p) => !remove(p));
    return info;
  }

  private subtract(p: SimPod): void {
    this.nonZero = shift(this.nonZero, p, -1n);
    this.lowest = undefined;
    this.sortedByImportance = undefined;
    this.requestedSum.add(p.schedulerRequests(), true);
    this.updateUsedPorts(p, false);
  }

  addPod(p: SimPod): void {
    this.podList.push(p);
    this.nonZero = shift(this.nonZero, p, 1n);
    this.lowest = undefined;
    this.sortedByImportance = undefined;
    this.requestedSum.add(p.schedulerRequests(), false);
    this.updateUsedPorts(p, true);
  }
}
