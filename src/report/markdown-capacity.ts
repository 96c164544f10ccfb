/**
 * The markdown report's picture of the nodes: the requests the kubelet has allocated against
 * allocatable, before and after a scenario (its timeline replayed), and what the nodes would
 * hold if the resizes left Deferred or Infeasible were applied. The fullest nodes come first.
 */
import { compareStrings } from '../core/compare.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import type { ScenarioResult } from '../engine/result.ts';
import { podObjectKey } from './pod-order.ts';
import { CLUSTER_STATE } from '../engine/simulate.ts';
import type { LintResult } from '../pipeline/types.ts';
import type { ClusterModel, Node } from '../model/objects.ts';
import { formatResource } from '../resource/quantity.ts';
import { podRequests } from '../model/requests.ts';
import { get, type ResourceList } from '../resource/resources.ts';
import { codeFence } from './escape.ts';
import { renderTable } from './table.ts';

const BAR_WIDTH = 10;

interface Occupant {
  readonly node: string;
  readonly requests: ResourceList;
}

/** Pod key ("Pod/ns/name") → where it runs and what it has allocated. */
export type Occupancy = ReadonlyMap<string, Occupant>;

export interface CapacityContext {
  readonly model: ClusterModel;
  /** Requests of the model's pods by key, as allocated when the input was read. */
  readonly allocated: ReadonlyMap<string, ResourceList>;
  /** Every placement of every scenario by pod key, to trace a replacement back to its model pod. */
  readonly replacementOf: ReadonlyMap<string, string>;
}

export function capacityContext(result: LintResult): CapacityContext {
  const allocated = new Map<string, ResourceList>();
  for (const pod of result.model.pods) allocated.set(podObjectKey(pod.ref), podRequests(pod));
  // A resize already pending in the manifests starts from what the kubelet allocated.
  for (const r of result.simulation.scenarios.find((s) => s.name === CLUSTER_STATE)?.resizes ?? []) allocated.set(podObjectKey(r.pod), r.from);
  const replacementOf = new Map<string, string>();
  for (const s of result.simulation.scenarios)
    for (const p of s.placements) if (p.replacementOf !== null) replacementOf.set(podObjectKey(p.pod), podObjectKey(p.replacementOf));
  return { model: result.model, allocated, replacementOf };
}

function requestsOf(ctx: CapacityContext, key: string): ResourceList {
  let k: string | undefined = key;
  for (let hops = 0; k !== undefined && hops < 64; hops++) {
    const found = ctx.allocated.get(k);
    if (found !== undefined) return found;
    k = ctx.replacementOf.get(k);
  }
  return new Map();
}

export function initialOccupancy(ctx: CapacityContext): Occupancy {
  const out = new Map<string, Occupant>();
  for (const pod of ctx.model.pods) {
    if (pod.nodeName === undefined) continue;
    const key = podObjectKey(pod.ref);
    out.set(key, { node: pod.nodeName, requests: requestsOf(ctx, key) });
  }
  return out;
}

/**
 * The occupancy after a scenario: its timeline replayed (a pod joins its node when Scheduled and
 * leaves when Preempted or deleted, Killing: a rollout's old pod, in event order, so a
 * StatefulSet pod that comes back under its own name ends where its replacement went), then
 * completed resizes at their new size.
 */
export function replay(ctx: CapacityContext, before: Occupancy, s: ScenarioResult): Occupancy {
  const after = new Map(before);
  const placements = new Map(s.placements.map((p) => [podObjectKey(p.pod), p]));
  const evicted = new Set(s.evictions.map((e) => podObjectKey(e.pod)));
  const seen = new Set<string>();
  // A pod a rollout makes again under its own name (a StatefulSet's ordinal) runs the new template.
  const rolledTo = new Map((s.rollouts ?? []).map((r) => [formatObjectRef(r.workload), r.to]));
  const killed = new Set<string>();
  const place = (key: string): void => {
    const p = placements.get(key);
    if (p === undefined || p.node === null) return;
    const to = killed.has(key) ? rolledTo.get(formatObjectRef(p.owner)) : undefined;
    after.set(key, { node: p.node, requests: to ?? requestsOf(ctx, key) });
  };
  for (const e of s.events) {
    if (e.reason === 'Scheduled' && placements.has(e.object)) {
      place(e.object);
      seen.add(`placed:${e.object}`);
    } else if (e.reason === 'Preempted' && evicted.has(e.object)) {
      after.delete(e.object);
      seen.add(`evicted:${e.object}`);
    } else if (e.reason === 'Killing') {
      after.delete(e.object);
      killed.add(e.object);
    }
  }
  // Results without a timeline: placements, then evictions.
  for (const key of placements.keys()) if (!seen.has(`placed:${key}`)) place(key);
  for (const key of evicted) if (!seen.has(`evicted:${key}`)) after.delete(key);
  for (const r of s.resizes) {
    const key = podObjectKey(r.pod);
    const o = after.get(key);
    if (r.outcome === 'Completed' && o !== undefined) after.set(key, { node: o.node, requests: r.to });
  }
  return after;
}

/** Node → resource → the sum of its pods' requests. */
type Totals = ReadonlyMap<string, ReadonlyMap<string, bigint>>;

function totals(occupancy: Occupancy): Totals {
  const out = new Map<string, Map<string, bigint>>();
  for (const o of occupancy.values()) {
    const sums = out.get(o.node) ?? new Map<string, bigint>();
    out.set(o.node, sums);
    for (const [name, amount] of o.requests) sums.set(name, (sums.get(name) ?? 0n) + amount);
  }
  return out;
}

/** Rounded `a * scale / b` for non-negative bigints. */
function ratio(a: bigint, b: bigint, scale: bigint): bigint {
  return b <= 0n ? 0n : (2n * a * scale + b) / (2n * b);
}

function bar(amount: bigint, allocatable: bigint): string {
  const filled = allocatable <= 0n ? 0 : Math.min(BAR_WIDTH, Number(ratio(amount, allocatable, BigInt(BAR_WIDTH))));
  return '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
}

function decimal(value: bigint, unit: bigint, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const scaled = ratio(value, unit, scale);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  return frac === '' ? `${whole}` : `${whole}.${frac}`;
}

const GI = 1024n ** 3n;
const MI = 1024n ** 2n;

/** "7/8" for cpu (cores), "1.5/15.5Gi" for memory (one unit for both sides). */
function fraction(resource: string, amount: bigint, allocatable: bigint): string {
  if (resource === 'cpu') return `${decimal(amount, 1000n, 3)}/${decimal(allocatable, 1000n, 3)}`;
  if (resource === 'memory') {
    const [unit, suffix] = allocatable >= GI ? [GI, 'Gi'] : [MI, 'Mi'];
    return `${decimal(amount, unit, 1)}/${decimal(allocatable, unit, 1)}${suffix}`;
  }
  return `${formatResource(resource, amount)}/${formatResource(resource, allocatable)}`;
}

function gauge(resource: string, amount: bigint, allocatable: bigint): string {
  const percent = allocatable <= 0n ? 'n/a' : `${ratio(amount, allocatable, 100n)}%`;
  const over = amount > allocatable ? ' over' : '';
  return `${bar(amount, allocatable)} ${fraction(resource, amount, allocatable)} (${percent}${over})`;
}

export function involvedNodes(s: ScenarioResult, nodes: ReadonlyMap<string, Node>): Node[] {
  const names = new Set<string>();
  for (const r of s.resizes) if (r.node !== null) names.add(r.node);
  for (const e of s.evictions) names.add(e.node);
  for (const p of s.placements) if (p.node !== null) names.add(p.node);
  return [...names]
    .sort(compareStrings)
    .map((n) => nodes.get(n))
    .filter((n): n is Node => n !== undefined);
}

/** `after` with every resize that did not complete (Deferred, Infeasible) applied: what the node would need. */
export function withPending(after: Occupancy, s: ScenarioResult): Occupancy | undefined {
  const pending = s.resizes.filter((r) => r.outcome === 'Deferred' || r.outcome === 'Infeasible');
  if (pending.length === 0) return undefined;
  const out = new Map(after);
  for (const r of pending) {
    const key = podObjectKey(r.pod);
    const o = out.get(key);
    if (o !== undefined) out.set(key, { node: o.node, requests: r.to });
  }
  return out;
}

export function capacityBlock(nodes: readonly Node[], cap: Capacity, maxRows: number): string {
  const columns = [cap.before, cap.after, ...(cap.pending ? [cap.pending] : [])].map(totals);
  const rows: string[][] = [];
  for (const node of nodes.slice(0, maxRows)) {
    for (const resource of ['cpu', 'memory']) {
      const allocatable = get(node.allocatable, resource);
      rows.push([resource === 'cpu' ? node.name : '', resource, ...columns.map((t) => gauge(resource, get(t.get(node.name), resource), allocatable))]);
    }
  }
  const text = renderTable(['NODE', 'RESOURCE', 'BEFORE', 'AFTER', ...(cap.pending ? ['IF THE PENDING RESIZES APPLIED'] : [])], rows, '');
  const fence = codeFence(text);
  const more = nodes.length > maxRows ? `\n\n… and ${nodes.length - maxRows} more nodes.` : '';
  return `${fence}text\n${text}\n${fence}${more}`;
}

export interface Capacity {
  /** The run's model: which pods state their shutdown time (latency.ts). */
  readonly model: ClusterModel;
  readonly nodes: readonly Node[];
  readonly before: Occupancy;
  readonly after: Occupancy;
  /** Set when some resize did not complete. */
  readonly pending: Occupancy | undefined;
}

/** Per mille of allocatable, the fuller of cpu and memory: how close a node is to refusing. */
function fullness(node: Node, sums: ReadonlyMap<string, bigint> | undefined): bigint {
  let worst = 0n;
  for (const resource of ['cpu', 'memory']) {
    const f = ratio(get(sums, resource), get(node.allocatable, resource), 1000n);
    if (f > worst) worst = f;
  }
  return worst;
}

/** The nodes, fullest first at the end of the scenario (with the pending resizes applied when some did not complete). */
export function fullestFirst(nodes: readonly Node[], cap: Capacity): Node[] {
  const end = totals(cap.pending ?? cap.after);
  const f = new Map(nodes.map((n) => [n.name, fullness(n, end.get(n.name))]));
  return [...nodes].sort((a, b) => {
    const d = f.get(b.name)! - f.get(a.name)!;
    return d > 0n ? 1 : d < 0n ? -1 : compareStrings(a.name, b.name);
  });
}
