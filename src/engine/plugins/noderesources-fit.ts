/**
 * NodeResourcesFit Filter and FitsRequest, following pkg/scheduler/framework/plugins/noderesources/fit.go
 * and plugins/helper/resource_fit.go (v1.37, gate InPlacePodVerticalScalingSchedulerPreemption),
 * reference §1.7. For a deferred pod already in the NodeInfo the deltas are
 * max(0, desired − cached) — normally 0 — so the check becomes "is the node over-committed on a
 * resource the pod requests"; scalars with a zero delta are skipped (E7).
 */
import type { SimPod } from '../state.ts';
import type { NodeInfo } from '../node-info.ts';
import { CPU, EPHEMERAL_STORAGE, MEMORY, sortedResourceNames } from '../../model/resources.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'NodeResourcesFit';

export interface InsufficientResource {
  readonly resourceName: string;
  readonly reason: string;
  readonly requested: bigint;
  readonly used: bigint;
  readonly capacity: bigint;
  readonly unresolvable: boolean;
}

export interface FitOptions {
  /** Count the deferred pod itself once more in the pod-count check, as upstream does (E9). */
  readonly podCountQuirk: boolean;
}

const NATIVE = new Set([CPU, MEMORY, EPHEMERAL_STORAGE]);

/** cpu, memory, ephemeral-storage, then extended resources by name (the order of the reasons). */
function resourceOrder(request: ReadonlyMap<string, bigint>): readonly string[] {
  if (request.size <= 2 && [...request.keys()].every((k) => k === CPU || k === MEMORY)) return request.size === 2 || request.has(CPU) ? [CPU, MEMORY].filter((k) => request.has(k)) : [...request.keys()];
  return sortedResourceNames(request.keys());
}

/**
 * adjustDeltasToAccomodateCacheDiscrepancy: only for the gate on and an assigned pod found in
 * the NodeInfo, each delta is max(0, request − cached request).
 */
function deltas(podRequest: ReadonlyMap<string, bigint>, pod: SimPod, nodeInfo: NodeInfo, gateOn: boolean): Map<string, bigint> {
  const cached = gateOn && pod.nodeName === nodeInfo.node.name && nodeInfo.pods.includes(pod) ? pod.schedulerRequests() : undefined;
  const out = new Map<string, bigint>();
  for (const [name, amount] of podRequest) {
    const d = cached === undefined ? amount : amount - (cached.get(name) ?? 0n);
    out.set(name, d > 0n ? d : 0n);
  }
  return out;
}

export function fitsRequest(podRequest: ReadonlyMap<string, bigint>, pod: SimPod, nodeInfo: NodeInfo, gateOn: boolean, opts: FitOptions): InsufficientResource[] {
  const out: InsufficientResource[] = [];
  const node = nodeInfo.node;
  const alreadyCounted = opts.podCountQuirk ? 0 : nodeInfo.pods.includes(pod) ? 1 : 0;
  const podCount = nodeInfo.pods.length - alreadyCounted;
  if (podCount + 1 > node.allowedPodNumber) {
    out.push({ resourceName: 'pods', reason: 'Too many pods', requested: 1n, used: BigInt(podCount), capacity: BigInt(node.allowedPodNumber), unresolvable: false });
  }
  const requestsNothing = [...podRequest.values()].every((v) => v === 0n);
  if (requestsNothing) return out;
  const delta = deltas(podRequest, pod, nodeInfo, gateOn);
  for (const name of resourceOrder(podRequest)) {
    const request = podRequest.get(name) ?? 0n;
    const d = delta.get(name) ?? 0n;
    const allocatable = node.allocatable.get(name) ?? 0n;
    const used = nodeInfo.requested.get(name) ?? 0n;
    if (NATIVE.has(name)) {
      if (request > 0n && d > allocatable - used) {
        out.push({ resourceName: name, reason: `Insufficient ${name}`, requested: request, used, capacity: allocatable, unresolvable: request > allocatable });
      }
    } else if (d !== 0n && request > 0n && d > allocatable - used) {
      out.push({ resourceName: name, reason: `Insufficient ${name}`, requested: request, used, capacity: allocatable, unresolvable: d > allocatable });
    }
  }
  return out;
}

/** Filter: Unschedulable with every reason, or UnschedulableAndUnresolvable if any is unresolvable. */
export function filter(pod: SimPod, podRequest: ReadonlyMap<string, bigint>, nodeInfo: NodeInfo, gateOn: boolean, opts: FitOptions): Status {
  const insufficient = fitsRequest(podRequest, pod, nodeInfo, gateOn, opts);
  if (insufficient.length === 0) return success(NAME);
  const code = insufficient.some((r) => r.unresolvable) ? 'UnschedulableAndUnresolvable' : 'Unschedulable';
  return status(code, NAME, ...insufficient.map((r) => r.reason));
}
