/**
 * NodeInfo (pkg/scheduler/framework/types.go): the scheduler cache's view of one node — its pods
 * and the sum of their requests at max(desired, allocated, actual) (§1.4). Dry runs work on a
 * clone; removePod/addPod never touch the cluster state.
 */
import type { Node } from '../model/objects.ts';
import { addLists } from '../model/resources.ts';
import type { SimPod } from './state.ts';

export class NodeInfo {
  private constructor(
    readonly node: Node,
    private podList: SimPod[],
    private requestedSum: Map<string, bigint>,
  ) {}

  static of(node: Node, pods: readonly SimPod[]): NodeInfo {
    return new NodeInfo(node, [...pods], addLists(...pods.map((p) => p.schedulerRequests())));
  }

  get pods(): readonly SimPod[] {
    return this.podList;
  }

  get requested(): ReadonlyMap<string, bigint> {
    return this.requestedSum;
  }

  clone(): NodeInfo {
    return new NodeInfo(this.node, [...this.podList], new Map(this.requestedSum));
  }

  /** Only on a clone: the cache's NodeInfo is never changed in place. */
  removePod(p: SimPod): void {
    const i = this.podList.indexOf(p);
    if (i < 0) return;
    this.podList.splice(i, 1);
    for (const [name, amount] of p.schedulerRequests()) this.requestedSum.set(name, (this.requestedSum.get(name) ?? 0n) - amount);
  }

  addPod(p: SimPod): void {
    this.podList.push(p);
    for (const [name, amount] of p.schedulerRequests()) this.requestedSum.set(name, (this.requestedSum.get(name) ?? 0n) + amount);
  }
}
