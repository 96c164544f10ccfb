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
 *
 * Upstream: none: speed only; it answers what pkg/scheduler/schedule_one.go findNodesThatFitPod would, checked against it in tests.
 */
import type { CpuMemory, ScoringStrategy } from './plugins/scoring.ts';
import { score } from './plugins/scoring.ts';
import { byOrdinal, classKey, largestRoom, roomMayFit, roomOf, type FitHint, type IndexedNode, type NodeClass } from './node-class.ts';
import { SortedBlocks, type Cursor } from './sorted-blocks.ts';
import { nodeInfoOf, type SimNode } from './state.ts';

export { NODE_UNIQUE_LABELS, type FitHint } from './node-class.ts';

/** Scores 0..100 as bigints, made once: the walk compares bounds with the best score at every node. */
const SCORES = Array.from({ length: 101 }, (_, i) => BigInt(i));

function bigScore(n: number): bigint {
  return SCORES[n] ?? BigInt(n);
}

export interface Candidate {
  readonly node: SimNode;
  readonly score: number;
}

export class PlacementIndex {
  private readonly classes: NodeClass[] = [];
  private readonly entries = new Map<SimNode, IndexedNode>();

  /** `nodes` in name order. */
  constructor(
    nodes: readonly SimNode[],
    private readonly strategy: ScoringStrategy,
    private readonly changed: Set<SimNode>,
  ) {
    const byKey = new Map<string, NodeClass>();
    const unsorted = new Map<NodeClass, IndexedNode[]>();
    const order = (a: IndexedNode, b: IndexedNode): number => this.compare(a, b);
    // `nodes` come in name order: a node's position is its ordinal.
    for (const [ordinal, n] of nodes.entries()) {
      const key = classKey(n);
      let c = byKey.get(key);
      if (c === undefined) {
        const cpu = n.node.allocatable.get('cpu') ?? 0n;
        const memory = n.node.allocatable.get('memory') ?? 0n;
        c = { representative: n, cpu, memory, twiceArea: 2n * cpu * memory, members: new SortedBlocks(order, [], largestRoom), byKey: new Map() };
        byKey.set(key, c);
        this.classes.push(c);
        unsorted.set(c, []);
      }
      const e: IndexedNode = { node: n, ordinal, cls: c, key: 0n, keyNumber: 0, cpu: 0n, room: { cpu: 0, memory: 0, pods: 0 } };
      this.setKey(e);
      this.entries.set(n, e);
      unsorted.get(c)!.push(e);
    }
    for (const c of this.classes) {
      const inNameOrder = unsorted.get(c)!;
      const groups = new Map<number, IndexedNode[]>();
      for (const e of inNameOrder) {
        const group = groups.get(e.keyNumber);
        if (group === undefined) groups.set(e.keyNumber, [e]);
        else group.push(e);
      }
      for (const [key, group] of groups) c.byKey.set(key, new SortedBlocks(byOrdinal, group));
      c.members = new SortedBlocks(order, inNameOrder.sort(order), largestRoom);
    }
    changed.clear();
  }

  /** The classes, every member's room up to date. */
  get nodeClasses(): readonly {
    readonly representative: SimNode;
    readonly members: Pick<SortedBlocks<IndexedNode>, 'itemBlocks'>;
    readonly cpu: bigint;
    readonly memory: bigint;
  }[] {
    this.refresh();
    return this.classes;
  }

  private setKey(e: IndexedNode): void {
    const c = e.cls;
    const info = nodeInfoOf(e.node);
    const r = info.nonZeroRequested;
    e.key = (c.cpu - r.cpu) * c.memory + (c.memory - r.memory) * c.cpu;
    e.keyNumber = Number(e.key);
    e.cpu = r.cpu;
    const used = info.requested;
    e.room = { cpu: roomOf(c.cpu, used, 'cpu'), memory: roomOf(c.memory, used, 'memory'), pods: e.node.node.allowedPodNumber - info.pods.length };
  }

  /**
   * True when the walk may pass over the whole block starting at `at`: no member has the room
   * (so each would be passed over), and none could end the walk, since even the block's last
   * member (the lowest bound of the block) might still beat the best score so far.
   */
  private passBlock(c: NodeClass, at: Cursor, hint: FitHint, pod: CpuMemory, bestScore: number | undefined): boolean {
    const members = c.members;
    if (roomMayFit(members.blockSummary(at), hint)) return false;
    return bestScore === undefined || this.upperBound(c, members.lastInBlock(at), pod) > bigScore(bestScore);
  }

  /** Same free capacity split the same way: such nodes score alike for any pod. */
  private sameLoad(a: IndexedNode, b: IndexedNode): boolean {
    return this.keyOrder(a, b) === 0 && a.cpu === b.cpu;
  }

  /** By key alone: -1 when `a` is freer (fuller, for MostAllocated), 1 when `b` is, 0 for equal keys. */
  private keyOrder(a: IndexedNode, b: IndexedNode): number {
    const least = this.strategy === 'LeastAllocated';
    if (a.keyNumber !== b.keyNumber) return (least ? a.keyNumber > b.keyNumber : a.keyNumber < b.keyNumber) ? -1 : 1;
    if (a.key !== b.key) return (least ? a.key > b.key : a.key < b.key) ? -1 : 1;
    return 0;
  }

  private readonly sameLoadFn = (a: IndexedNode, b: IndexedNode): boolean => this.sameLoad(a, b);
  private readonly sameKeyFn = (a: IndexedNode, b: IndexedNode): boolean => this.keyOrder(a, b) === 0;

  /** Traversal order: freest first (LeastAllocated) or fullest first (MostAllocated), then name. */
  private compare(a: IndexedNode, b: IndexedNode): number {
    const byKey = this.keyOrder(a, b);
    if (byKey !== 0) return byKey;
    if (a.cpu !== b.cpu) return a.cpu < b.cpu ? -1 : 1;
    const x = a.node.node.name;
    const y = b.node.node.name;
    return x < y ? -1 : x > y ? 1 : 0;
  }

  /** Re-sorts the nodes whose pods changed since the last look. */
  private refresh(): void {
    // Most calls find nothing changed: no iterator, and no clear() (which makes a new table).
    if (this.changed.size === 0) return;
    for (const n of this.changed) {
      const e = this.entries.get(n);
      if (e === undefined) continue;
      // Found by its old key, moved to where its new key belongs.
      const c = e.cls;
      c.members.delete(e);
      const old = c.byKey.get(e.keyNumber)!;
      old.delete(e);
      if (old.isEmpty) c.byKey.delete(e.keyNumber);
      this.setKey(e);
      c.members.insert(e);
      const group = c.byKey.get(e.keyNumber);
      if (group === undefined) c.byKey.set(e.keyNumber, new SortedBlocks(byOrdinal, [e]));
      else group.insert(e);
    }
    this.changed.clear();
  }

  /** The best score any node from here on in class `c` can reach (rounding only lowers it). */
  private upperBound(c: NodeClass, e: IndexedNode, pod: CpuMemory): bigint {
    if (c.cpu === 0n || c.memory === 0n) return 100n;
    const k = e.key;
    const denominator = c.twiceArea;
    const numerator =
      this.strategy === 'LeastAllocated'
        ? (k - pod.cpu * c.memory - pod.memory * c.cpu) * 100n
        : (denominator - k + pod.cpu * c.memory + pod.memory * c.cpu) * 100n;
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
    let best: IndexedNode | undefined;
    let bestScore = 0;
    const sameLoad = this.sameLoadFn;
    for (const c of this.classes) {
      if (!staticPerNode && !staticOk(c.representative)) continue;
      const members = c.members;
      const at = members.first();
      if (at === undefined) continue;
      walk: do {
        // Nodes without room for the pod (a third of the cluster, once it fills) a block at a time.
        while (at.index === 0 && this.passBlock(c, at, hint, pod, best === undefined ? undefined : bestScore)) {
          if (!members.nextBlock(at)) break walk;
        }
        const e = members.at(at);
        if (staticPerNode && !staticOk(e.node)) continue;
        if (best !== undefined) {
          // Later members are never freer (fuller, for MostAllocated): they cannot do better,
          // except one as free as the best with a lower name (members of one key are ordered by
          // their cpu split before their name): such a one is only passed over.
          const ub = this.upperBound(c, e, pod);
          const bound = bigScore(bestScore);
          if (ub < bound) break;
          if (ub === bound && !this.beats(e, best, pod)) {
            if (this.freeOrder(e, best, pod) !== 0) break;
            // No member of this key scores above the best: only a lower name can still win,
            // and those are found in name order, not one by one along the walk.
            best = this.lowerNamedTie(c, e, best, bestScore, pod, hint, staticOk, fits, staticPerNode) ?? best;
            members.skipRun(at, this.sameKeyFn);
            continue;
          }
        }
        if (!roomMayFit(e.room, hint) || !fits(e.node)) continue;
        const s = score(this.strategy, pod, nodeInfoOf(e.node).nonZeroRequested, e.node.node);
        if (best === undefined || s > bestScore || (s === bestScore && this.beats(e, best, pod))) {
          best = e;
          bestScore = s;
        }
        // The rest of this group has the same load, so the same score and a later name.
        members.skipRun(at, sameLoad);
      } while (members.next(at));
    }
    return best === undefined ? undefined : { node: best.node, score: bestScore };
  }

  /**
   * The member of class `c` with the key of `tie` and the lowest name before `best`'s that passes
   * the filters and scores `bestScore`, if any. Every member of the key is exactly as free as
   * `best` and scores at most `bestScore`, so among those that tie the name alone decides.
   */
  private lowerNamedTie(
    c: NodeClass,
    tie: IndexedNode,
    best: IndexedNode,
    bestScore: number,
    pod: CpuMemory,
    hint: FitHint,
    staticOk: (n: SimNode) => boolean,
    fits: (n: SimNode) => boolean,
    staticPerNode: boolean,
  ): IndexedNode | undefined {
    for (const block of c.byKey.get(tie.keyNumber)!.itemBlocks) {
      for (const m of block) {
        if (m.ordinal >= best.ordinal) return undefined;
        if (m.key !== tie.key || !roomMayFit(m.room, hint) || (staticPerNode && !staticOk(m.node))) continue;
        if (score(this.strategy, pod, nodeInfoOf(m.node).nonZeroRequested, m.node.node) === bestScore && fits(m.node)) return m;
      }
    }
    return undefined;
  }

  /** Tie at equal score: the traversal order across classes (free fraction after placing), then name. */
  private beats(a: IndexedNode, b: IndexedNode, pod: CpuMemory): boolean {
    const byFree = this.freeOrder(a, b, pod);
    return byFree !== 0 ? byFree < 0 : a.node.node.name < b.node.node.name;
  }

  /** By the free fraction after placing: -1 when `a` comes first (freer, or fuller for MostAllocated), 1 when `b` does, 0 for equal. */
  private freeOrder(a: IndexedNode, b: IndexedNode, pod: CpuMemory): number {
    const ca = a.cls;
    const cb = b.cls;
    // One class: the products below share every factor but the keys, so the keys decide.
    if (ca === cb && ca.cpu !== 0n && ca.memory !== 0n) return this.keyOrder(a, b);
    const fa = (a.key - pod.cpu * ca.memory - pod.memory * ca.cpu) * cb.cpu * cb.memory;
    const fb = (b.key - pod.cpu * cb.memory - pod.memory * cb.cpu) * ca.cpu * ca.memory;
    if (fa === fb) return 0;
    return (this.strategy === 'LeastAllocated' ? fa > fb : fa < fb) ? -1 : 1;
  }
}
