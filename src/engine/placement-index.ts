/**
 * Finds the best-scoring feasible node for a pending pod without a pass over every node.
 *
 * Nodes that agree on everything the static filters read (labels, taints, unschedulable,
 * allocatable) form a class: the static filters run once per class. Inside a class, nodes are
 * kept sorted by how free they are (NonZeroRequested against allocatable), which is the order
 * of their NodeResourcesFit score up to rounding; the walk stops as soon as no later node can
 * beat the best score found. Ties: higher score, then the traversal order (freest first for
 * LeastAllocated, fullest first for MostAllocated), then node name.
 *
 * Upstream samples numFeasibleNodesToFind nodes from a rotating offset and breaks ties at
 * random; resizeguard scores every feasible node instead, so its choice is the best one.
 */
import type { CpuMemory, ScoringStrategy } from './plugins/scoring.ts';
import { score } from './plugins/scoring.ts';
import type { Room } from './plugins/noderesources-fit.ts';
import { nodeInfoOf, type SimNode } from './state.ts';

interface NodeClass {
  readonly representative: SimNode;
  readonly cpu: bigint;
  readonly memory: bigint;
  /** Members in traversal order. */
  readonly members: SimNode[];
}

/** Labels unique to each node: left out of the class key (pods selecting them are filtered per node). */
export const NODE_UNIQUE_LABELS: ReadonlySet<string> = new Set(['kubernetes.io/hostname']);

function classKey(n: SimNode): string {
  const node = n.node;
  const labels = Object.entries(node.labels)
    .filter(([k]) => !NODE_UNIQUE_LABELS.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const alloc = [...node.allocatable].map(([k, v]) => [k, String(v)]).sort();
  return JSON.stringify([labels, node.taints, node.unschedulable, alloc, node.allowedPodNumber]);
}

/** A new pod's spec request of cpu and memory, as numbers (0 when unset). */
export type FitHint = Omit<Room, 'pods'>;

export interface Candidate {
  readonly node: SimNode;
  readonly score: number;
}

export class PlacementIndex {
  private readonly classes: NodeClass[] = [];
  private readonly classOf = new Map<SimNode, NodeClass>();
  /** Sort key per node: its free capacity, (A_cpu − R_cpu)·A_mem + (A_mem − R_mem)·A_cpu. */
  private readonly keyOf = new Map<SimNode, bigint>();
  /** R_cpu per node: with the key it fixes R_mem, so equal (key, R_cpu) means an equal score. */
  private readonly cpuOf = new Map<SimNode, bigint>();
  /**
   * Room per node as numbers — allocatable minus the scheduler's requested cpu and memory, and
   * free pod slots — for a cheap necessary check before NodeResourcesFit. Number() is monotone,
   * so `request > room` here never rejects a node the exact bigint check would accept.
   */
  private readonly rooms = new Map<SimNode, Room>();

  constructor(
    nodes: readonly SimNode[],
    private readonly strategy: ScoringStrategy,
    private readonly changed: Set<SimNode>,
  ) {
    const byKey = new Map<string, NodeClass>();
    for (const n of [...nodes].sort((a, b) => (a.node.name < b.node.name ? -1 : 1))) {
      const key = classKey(n);
      let c = byKey.get(key);
      if (c === undefined) {
        c = { representative: n, cpu: n.node.allocatable.get('cpu') ?? 0n, memory: n.node.allocatable.get('memory') ?? 0n, members: [] };
        byKey.set(key, c);
        this.classes.push(c);
      }
      this.classOf.set(n, c);
      this.setKey(c, n);
      c.members.push(n);
    }
    for (const c of this.classes) c.members.sort((a, b) => this.compare(a, b));
    changed.clear();
  }

  get nodeClasses(): readonly { readonly representative: SimNode; readonly members: readonly SimNode[]; readonly cpu: bigint; readonly memory: bigint }[] {
    return this.classes;
  }

  /** A node's room (allocatable − requested cpu and memory, free pod slots), up to date. */
  roomOf(n: SimNode): Room {
    this.refresh();
    return this.rooms.get(n)!;
  }

  private setKey(c: NodeClass, n: SimNode): void {
    const info = nodeInfoOf(n);
    const r = info.nonZeroRequested;
    this.keyOf.set(n, (c.cpu - r.cpu) * c.memory + (c.memory - r.memory) * c.cpu);
    this.cpuOf.set(n, r.cpu);
    const used = info.requested;
    this.rooms.set(n, { cpu: Number(c.cpu - (used.get('cpu') ?? 0n)), memory: Number(c.memory - (used.get('memory') ?? 0n)), pods: n.node.allowedPodNumber - info.pods.length });
  }

  /** False when the node surely fails NodeResourcesFit for a new pod requesting `hint`. */
  private mayFit(n: SimNode, hint: FitHint): boolean {
    const room = this.rooms.get(n)!;
    return room.pods >= 1 && !(hint.cpu > 0 && hint.cpu > room.cpu) && !(hint.memory > 0 && hint.memory > room.memory);
  }

  /** Same free capacity split the same way: such nodes score alike for any pod. */
  private sameLoad(a: SimNode, b: SimNode): boolean {
    return this.keyOf.get(a) === this.keyOf.get(b) && this.cpuOf.get(a) === this.cpuOf.get(b);
  }

  /** Traversal order: freest first (LeastAllocated) or fullest first (MostAllocated), then name. */
  private compare(a: SimNode, b: SimNode): number {
    const ka = this.keyOf.get(a)!;
    const kb = this.keyOf.get(b)!;
    if (ka !== kb) return (this.strategy === 'LeastAllocated' ? ka > kb : ka < kb) ? -1 : 1;
    const ca = this.cpuOf.get(a)!;
    const cb = this.cpuOf.get(b)!;
    if (ca !== cb) return ca < cb ? -1 : 1;
    return a.node.name < b.node.name ? -1 : a.node.name > b.node.name ? 1 : 0;
  }

  /** Re-sorts the nodes whose pods changed since the last look. */
  private refresh(): void {
    for (const n of this.changed) {
      const c = this.classOf.get(n);
      if (c === undefined) continue;
      // Found by its old key (still in keyOf), moved to where its new key belongs.
      c.members.splice(this.position(c.members, n), 1);
      this.setKey(c, n);
      c.members.splice(this.position(c.members, n), 0, n);
    }
    this.changed.clear();
  }

  /** Where `n` is, or belongs, in `members` by its current key (binary search). */
  private position(members: readonly SimNode[], n: SimNode): number {
    let lo = 0;
    let hi = members.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(members[mid]!, n) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the last member with the same load as members[i] (they are contiguous). */
  private groupEnd(members: readonly SimNode[], i: number): number {
    const n = members[i]!;
    let lo = i;
    let hi = members.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.sameLoad(members[mid]!, n)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The best score any node from here on in class `c` can reach (rounding only lowers it). */
  private upperBound(c: NodeClass, n: SimNode, pod: CpuMemory): bigint {
    if (c.cpu === 0n || c.memory === 0n) return 100n;
    const k = this.keyOf.get(n)!;
    const denominator = 2n * c.cpu * c.memory;
    const numerator =
      this.strategy === 'LeastAllocated'
        ? (k - pod.cpu * c.memory - pod.memory * c.cpu) * 100n
        : (2n * c.cpu * c.memory - k + pod.cpu * c.memory + pod.memory * c.cpu) * 100n;
    return numerator >= 0n ? numerator / denominator : -((-numerator + denominator - 1n) / denominator);
  }

  /**
   * The best feasible node. `staticOk` answers the static filters for a class representative
   * (or, with `staticPerNode`, for each node: the pod selects a node-unique label); `fits` runs
   * the resource filter on one node; `hint` (the pod's request) lets nodes without room be
   * skipped before `fits`.
   */
  best(pod: CpuMemory, hint: FitHint, staticOk: (n: SimNode) => boolean, fits: (n: SimNode) => boolean, staticPerNode = false): Candidate | undefined {
    this.refresh();
    let best: Candidate | undefined;
    for (const c of this.classes) {
      if (!staticPerNode && !staticOk(c.representative)) continue;
      const members = c.members;
      for (let i = 0; i < members.length; i++) {
        const n = members[i]!;
        if (staticPerNode && !staticOk(n)) continue;
        if (best !== undefined) {
          // Later members are never freer (fuller, for MostAllocated): they cannot do better.
          const ub = this.upperBound(c, n, pod);
          if (ub < BigInt(best.score) || (ub === BigInt(best.score) && !this.beats(n, best.node, pod))) break;
        }
        if (!this.mayFit(n, hint) || !fits(n)) continue;
        const s = score(this.strategy, pod, nodeInfoOf(n).nonZeroRequested, n.node);
        if (best === undefined || s > best.score || (s === best.score && this.beats(n, best.node, pod))) best = { node: n, score: s };
        // The rest of this group has the same load, so the same score and a later name.
        i = this.groupEnd(members, i);
      }
    }
    return best;
  }

  /** Tie at equal score: the traversal order across classes (free fraction after placing), then name. */
  private beats(a: SimNode, b: SimNode, pod: CpuMemory): boolean {
    const ca = this.classOf.get(a)!;
    const cb = this.classOf.get(b)!;
    const fa = (this.keyOf.get(a)! - pod.cpu * ca.memory - pod.memory * ca.cpu) * cb.cpu * cb.memory;
    const fb = (this.keyOf.get(b)! - pod.cpu * cb.memory - pod.memory * cb.cpu) * ca.cpu * ca.memory;
    if (fa !== fb) return this.strategy === 'LeastAllocated' ? fa > fb : fa < fb;
    return a.node.name < b.node.name;
  }
}
