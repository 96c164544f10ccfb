/**
 * The placement index's node classes: nodes alike for every static filter, their members with
 * the sort key and room the index orders and skips them by, and the room checks.
 *
 * Upstream: none: speed only (src/engine/placement-index.ts).
 */
import type { Room } from './plugins/noderesources-fit.ts';
import type { NodeInfo } from './node-info.ts';
import type { SortedBlocks } from './sorted-blocks.ts';
import type { SimNode } from './state.ts';

export interface NodeClass {
  readonly representative: SimNode;
  readonly cpu: bigint;
  readonly memory: bigint;
  /** 2 · cpu · memory: upperBound's denominator, made once. */
  readonly twiceArea: bigint;
  /** Members in traversal order; each block summarized by the largest room of its members. */
  members: SortedBlocks<IndexedNode, Room>;
  /**
   * Members by Number(key), each group in name order: the ties a walk must settle by name alone
   * (keyed by the number, hashed faster than a bigint; a group may hold keys that round alike).
   */
  readonly byKey: Map<number, SortedBlocks<IndexedNode>>;
}

/** A node's place in the index, kept up to date by refresh() (fields, not map lookups: compare is hot). */
export interface IndexedNode {
  readonly node: SimNode;
  /** The node's place in name order (NodeStatuses' index). */
  readonly ordinal: number;
  readonly cls: NodeClass;
  /** Sort key: the node's free capacity, (A_cpu − R_cpu)·A_mem + (A_mem − R_mem)·A_cpu. */
  key: bigint;
  /**
   * Number(key). Rounding is monotone, so keys whose numbers differ compare as their numbers
   * do; only equal numbers need the bigints (keyOrder reads keys millions of times).
   */
  keyNumber: number;
  /** R_cpu: with the key it fixes R_mem, so equal (key, cpu) means an equal score. */
  cpu: bigint;
  /**
   * Allocatable minus the scheduler's requested cpu and memory, and free pod slots, as numbers
   * for a cheap necessary check before NodeResourcesFit. Number() is monotone, so
   * `request > room` here never rejects a node the exact bigint check would accept.
   */
  room: Room;
}

/** Labels unique to each node: left out of the class key (pods selecting them are filtered per node). */
export const NODE_UNIQUE_LABELS: ReadonlySet<string> = new Set(['kubernetes.io/hostname']);

export function classKey(n: SimNode): string {
  const node = n.node;
  const labels = Object.entries(node.labels)
    .filter(([k]) => !NODE_UNIQUE_LABELS.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const alloc = [...node.allocatable].map(([k, v]) => [k, String(v)]).sort();
  return JSON.stringify([labels, node.taints, node.unschedulable, alloc, node.allowedPodNumber]);
}

/** A new pod's spec request of cpu and memory, as numbers (0 when unset). */
export type FitHint = Omit<Room, 'pods'>;

/**
 * False when a node with `room` (or a block whose largest rooms are `room`) surely fails
 * NodeResourcesFit for a new pod requesting `hint`.
 */
export function roomMayFit(room: Room, hint: FitHint): boolean {
  return room.pods >= 1 && !(hint.cpu > 0 && hint.cpu > room.cpu) && !(hint.memory > 0 && hint.memory > room.memory);
}

/**
 * Allocatable minus requested as a number: subtracted in numbers when both are safe integers
 * (exact), else in bigints and then rounded (monotone, as Room requires).
 */
export function roomOf(allocatable: bigint, requested: NodeInfo['requested'], name: 'cpu' | 'memory'): number {
  const a = Number(allocatable);
  const used = requested[name];
  if (used !== undefined && Number.isSafeInteger(a) && Number.isSafeInteger(a - used)) return a - used;
  return Number(allocatable - requested.get(name));
}

/** A block's summary: the largest room of any of its nodes, resource by resource. */
export function largestRoom(block: readonly IndexedNode[]): Room {
  let cpu = Number.NEGATIVE_INFINITY;
  let memory = Number.NEGATIVE_INFINITY;
  let pods = Number.NEGATIVE_INFINITY;
  for (const e of block) {
    if (e.room.cpu > cpu) cpu = e.room.cpu;
    if (e.room.memory > memory) memory = e.room.memory;
    if (e.room.pods > pods) pods = e.room.pods;
  }
  return { cpu, memory, pods };
}

/** Name order: the node's ordinal. */
export function byOrdinal(a: IndexedNode, b: IndexedNode): number {
  return a.ordinal - b.ordinal;
}
