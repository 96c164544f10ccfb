/**
 * The recommendation at its maximum, capped as the VPA caps it: the LimitRange's Container
 * bounds (kept proportional to the limit), then minAllowed and maxAllowed, then RequestsOnly
 * under the limit; the new limit keeps the old limit/request ratio.
 *
 * Upstream: none in kubernetes/kubernetes; kubernetes/autoscaler vertical-pod-autoscaler
 * pkg/utils/vpa/capping.go and pkg/utils/vpa/limit_and_request_scaling.go.
 */
import type { LimitRange } from '../../model/admission-objects.ts';
import type { ContainerResize } from '../../model/objects.ts';
import type { Container } from '../../model/pod.ts';
import { containerPolicyFor, DEFAULT_CONTROLLED_RESOURCES, type VerticalPodAutoscaler } from '../../model/vpa.ts';
import { CPU, MEMORY, type ResourceList } from '../../resource/resources.ts';
import { containerPatch } from './plan.ts';

/** GetContainerLimitRangeItem: the Container items of the namespace merged (lowest max, highest min, last default). */
export function containerLimitRange(
  limitRanges: readonly LimitRange[],
  namespace: string,
): { min: Map<string, bigint>; max: Map<string, bigint>; default: Map<string, bigint> } {
  const out = { min: new Map<string, bigint>(), max: new Map<string, bigint>(), default: new Map<string, bigint>() };
  for (const lr of limitRanges) {
    if (lr.ref.namespace !== namespace) continue;
    for (const item of lr.items) {
      if (item.type !== 'Container') continue;
      if (item.default.size > 0) out.default = new Map(item.default);
      for (const r of [CPU, MEMORY]) {
        const max = item.max.get(r);
        const min = item.min.get(r);
        if (max !== undefined && (!out.max.has(r) || max < out.max.get(r)!)) out.max.set(r, max);
        if (min !== undefined && (!out.min.has(r) || min > out.min.get(r)!)) out.min.set(r, min);
      }
    }
  }
  return out;
}

/** GetBoundaryRequest: the request whose proportional limit reaches `boundary` (0 = no boundary). */
function boundaryRequest(request: bigint | undefined, limit: bigint | undefined, boundary: bigint, defaultLimit: bigint | undefined): bigint {
  const lim = limit === undefined || limit === 0n ? defaultLimit : limit;
  if (lim === undefined || lim === 0n) return 0n;
  if (request === undefined || request === 0n) return boundary;
  return (request * boundary) / lim;
}

/**
 * getProportionalResourceLimit: the new limit keeps the old limit/request ratio (rounded down);
 * no limit stays no limit; a limit equal to the request (or without a request) follows the request.
 */
export function proportionalLimit(limit: bigint | undefined, request: bigint | undefined, recommended: bigint): bigint | undefined {
  if (limit === undefined || limit === 0n || recommended === 0n) return undefined;
  if (request === undefined || request === 0n || request === limit) return recommended;
  return (limit * recommended) / request;
}

export interface ContainerPlan {
  readonly patch: ContainerResize | undefined;
  readonly unbounded: readonly string[];
}

export function planContainer(vpa: VerticalPodAutoscaler, c: Container, allocatable: ResourceList, lr: ReturnType<typeof containerLimitRange>): ContainerPlan {
  const policy = containerPolicyFor(vpa, c.name);
  if (policy?.mode === 'Off') return { patch: undefined, unbounded: [] };
  const controlled = (policy?.controlledResources ?? DEFAULT_CONTROLLED_RESOURCES).filter((r) => r === CPU || r === MEMORY);
  const requestsOnly = policy?.controlledValues === 'RequestsOnly';
  const requests = new Map<string, bigint>();
  const limits = new Map<string, bigint>();
  const unbounded: string[] = [];
  for (const r of controlled) {
    const maxAllowed = nonZero(policy?.maxAllowed.get(r));
    const minAllowed = nonZero(policy?.minAllowed.get(r));
    let target: bigint;
    if (maxAllowed !== undefined) {
      target = maxAllowed;
    } else {
      const cap = allocatable.get(r);
      if (cap === undefined) continue;
      target = cap;
      unbounded.push(r);
    }
    const request = c.resources.requests.get(r);
    const limit = c.resources.limits.get(r);
    // 1) applyContainerLimitRange: between the LimitRange's min and max, kept proportional to the limit.
    const lrMin = maxBig(nonZero(boundaryRequest(request, limit, lr.min.get(r) ?? 0n, lr.default.get(r))), nonZero(lr.min.get(r)));
    const lrMax = nonZero(boundaryRequest(request, limit, lr.max.get(r) ?? 0n, lr.default.get(r)));
    if (lrMin !== undefined && target < lrMin) target = lrMin;
    if (lrMax !== undefined && target > lrMax) target = lrMax;
    // 2) applyVPAPolicy: minAllowed, then maxAllowed (the policy wins over the LimitRange).
    if (minAllowed !== undefined && target < minAllowed) target = minAllowed;
    if (maxAllowed !== undefined && target > maxAllowed) target = maxAllowed;
    // 3) RequestsOnly: never above the container's limit (capRecommendationToContainerLimit).
    if (requestsOnly && limit !== undefined && target > limit) target = limit;
    requests.set(r, target);
    if (!requestsOnly) {
      const newLimit = proportionalLimit(limit, request, target);
      if (newLimit !== undefined) limits.set(r, newLimit);
    }
  }
  const changed = [...requests].some(([r, v]) => c.resources.requests.get(r) !== v) || [...limits].some(([r, v]) => c.resources.limits.get(r) !== v);
  return { patch: changed ? containerPatch(c.name, requests, limits) : undefined, unbounded };
}

function nonZero(v: bigint | undefined): bigint | undefined {
  return v === undefined || v === 0n ? undefined : v;
}

function maxBig(a: bigint | undefined, b: bigint | undefined): bigint | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a > b ? a : b;
}
