/**
 * The Filter statuses of one scheduling attempt, node by node (upstream's NodeToStatus). Kept
 * in the scheduler's node order (by name), not in a map keyed by name: a pod that fits nowhere
 * is filtered on every node, 5,000 of them at cluster scale, once per attempt. Nodes share
 * status lists (see Scheduler.filterByClass), a handful per attempt, so each node holds only the
 * number of its list among the distinct ones.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/interface.go (NodeToStatus).
 */
import type { SimNode } from './state.ts';
import type { Status } from './status.ts';

/** Every node in name order, and each node's place in it (its ordinal). */
export interface NodeOrder {
  readonly nodes: readonly SimNode[];
  readonly ordinals: ReadonlyMap<string, number>;
}

export class NodeStatuses {
  /** The distinct lists; a node's code is its list's place here plus one (0: no statuses). */
  private readonly lists: (readonly Status[])[] = [];
  /** Made on first use: most attempts find a node and record no status at all. */
  private codes: Map<readonly Status[], number> | undefined;
  private byOrdinal: Uint32Array | undefined;

  /**
   * A PreFilter plugin's rejection, which every node takes (findNodesThatFitPod:
   * SetAbsentNodesStatus): the FitError names it once (Diagnosis.PreFilterMsg), not per node.
   */
  preFilterMessage: string | undefined;

  constructor(private readonly order: NodeOrder) {}

  /** The code that stands for `list` in setCode. */
  code(list: readonly Status[]): number {
    const codes = (this.codes ??= new Map<readonly Status[], number>());
    let code = codes.get(list);
    if (code === undefined) {
      this.lists.push(list);
      codes.set(list, (code = this.lists.length));
    }
    return code;
  }

  /** Gives the node at `ordinal` the list that `code` stands for. */
  setCode(ordinal: number, code: number): void {
    (this.byOrdinal ??= new Uint32Array(this.order.nodes.length))[ordinal] = code;
  }

  /** The statuses of the node at `ordinal`. */
  setAt(ordinal: number, list: readonly Status[]): void {
    this.setCode(ordinal, this.code(list));
  }

  set(node: string, list: readonly Status[]): void {
    const i = this.order.ordinals.get(node);
    if (i !== undefined) this.setAt(i, list);
  }

  at(ordinal: number): readonly Status[] | undefined {
    const code = this.byOrdinal?.[ordinal] ?? 0;
    return code === 0 ? undefined : this.lists[code - 1];
  }

  /** Each distinct status list that some node has, with the number of nodes that have it. */
  counts(): Map<readonly Status[], number> {
    const n = new Uint32Array(this.lists.length + 1);
    const codes = this.byOrdinal ?? [];
    for (let i = 0; i < codes.length; i++) n[codes[i]!]!++;
    const out = new Map<readonly Status[], number>();
    this.lists.forEach((list, i) => {
      if (n[i + 1]! > 0) out.set(list, n[i + 1]!);
    });
    return out;
  }

  /** [node name, statuses] in node-name order. */
  *entries(): Generator<[string, readonly Status[]]> {
    const codes = this.byOrdinal ?? [];
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i]!;
      if (code !== 0) yield [this.order.nodes[i]!.node.name, this.lists[code - 1]!];
    }
  }
}
