/**
 * The Filter statuses of one scheduling attempt, node by node (upstream's NodeToStatus). Kept
 * in an array in the scheduler's node order (by name), not in a map keyed by name: a pod that
 * fits nowhere is filtered on every node, 5,000 of them at cluster scale, once per attempt.
 * Nodes share status lists (see Scheduler.filterByClass), so a list may appear many times.
 */
import type { SimNode } from './state.ts';
import type { Status } from './status.ts';

/** Every node in name order, and each node's place in it (its ordinal). */
export interface NodeOrder {
  readonly nodes: readonly SimNode[];
  readonly ordinals: ReadonlyMap<string, number>;
}

export class NodeStatuses {
  private lists: (readonly Status[] | undefined)[] | undefined;

  constructor(private readonly order: NodeOrder) {}

  /** The statuses of the node at `ordinal`. */
  setAt(ordinal: number, list: readonly Status[]): void {
    // Allocated whole on first use, so writes in any order stay in a dense array.
    const lists = (this.lists ??= new Array<readonly Status[] | undefined>(this.order.nodes.length).fill(undefined));
    lists[ordinal] = list;
  }

  set(node: string, list: readonly Status[]): void {
    const i = this.order.ordinals.get(node);
    if (i !== undefined) this.setAt(i, list);
  }

  at(ordinal: number): readonly Status[] | undefined {
    return this.lists?.[ordinal];
  }

  /** Each distinct status list, with the number of nodes that have it, in order of first appearance. */
  counts(): Map<readonly Status[], number> {
    const out = new Map<readonly Status[], number>();
    let last: readonly Status[] | undefined;
    let run = 0;
    // Neighbours often share a list: count runs, one map update per run.
    for (const list of this.lists ?? []) {
      if (list === last) {
        run++;
        continue;
      }
      if (last !== undefined) out.set(last, (out.get(last) ?? 0) + run);
      last = list;
      run = 1;
    }
    if (last !== undefined) out.set(last, (out.get(last) ?? 0) + run);
    return out;
  }

  /** [node name, statuses] in node-name order. */
  *entries(): Generator<[string, readonly Status[]]> {
    const lists = this.lists ?? [];
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i];
      if (list !== undefined) yield [this.order.nodes[i]!.node.name, list];
    }
  }
}
