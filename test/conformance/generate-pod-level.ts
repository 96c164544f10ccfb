/**
 * Pod-level resources (`spec.resources`, KEP-2837) for the generated pods, in the shapes a pod the
 * API server holds can have: requests only, limits only, or both; cpu, memory or both. The amounts
 * are set against the containers' own so that some pods have room left at the pod level and some
 * none: a container resize then fits under the pod-level request and limit, or exceeds one of them
 * (validatePodResourceConsistency refusing it, pkg/apis/core/validation/validation.go).
 */
import type { Amounts, ContainerSpec } from './manifests.ts';
import type { Random } from './random.ts';

const MI = 1048576;

export interface PodLevel {
  readonly podRequests?: Amounts;
  readonly podLimits?: Amounts;
}

/** The sum of one list (requests or limits) over the containers: at least their aggregate (AggregateContainerRequests). */
function summed(containers: readonly ContainerSpec[], list: 'requests' | 'limits', name: string): number {
  return containers.reduce((n, c) => n + (c[list]?.[name] ?? 0), 0);
}

/** An amount `f` times `v`, or a plain one when the containers have none (cpu in millicores, memory in Mi). */
function times(name: string, v: number, f: number, rng: Random): number {
  if (v === 0) return name === 'cpu' ? rng.pick([500, 1000, 2000]) : rng.pick([256, 512, 1024]) * MI;
  // Rounded up: a request of f >= 1 times the sum stays at least the sum.
  return name === 'cpu' ? Math.max(10, Math.ceil(v * f)) : Math.max(1, Math.ceil((v * f) / MI)) * MI;
}

/**
 * Pod-level requests and limits over the containers given (init containers included). A request
 * is the containers' sum times 1 (no room), 1.5, 2 or 4; a limit is at least the containers'
 * limits, their requests and the pod-level request (what creating the pod would have defaulted and
 * accepted).
 */
export function podLevelFor(rng: Random, containers: readonly ContainerSpec[]): PodLevel {
  const shape = rng.pick(['requests', 'limits', 'both', 'both'] as const);
  const names = rng.pick([['cpu'], ['memory'], ['cpu', 'memory'], ['cpu', 'memory']]);
  const requests: Record<string, number> = {};
  const limits: Record<string, number> = {};
  for (const name of names) {
    const request = times(name, summed(containers, 'requests', name), rng.pick([1, 1, 1.5, 2, 4]), rng);
    if (shape !== 'limits') requests[name] = request;
    if (shape === 'requests') continue;
    const floor = Math.max(summed(containers, 'limits', name), summed(containers, 'requests', name), shape === 'both' ? request : 0);
    limits[name] = floor === 0 ? times(name, 0, 1, rng) * 2 : times(name, floor, rng.pick([1, 1, 2]), rng);
  }
  return { ...(shape !== 'limits' ? { podRequests: requests } : {}), ...(shape !== 'requests' ? { podLimits: limits } : {}) };
}
