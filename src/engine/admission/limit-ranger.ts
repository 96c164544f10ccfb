/**
 * The LimitRanger admission plugin on the pods/resize subresource
 * (plugin/pkg/admission/limitranger/admission.go PodValidateLimitFunc, v1.37):
 * every container and sidecar against each Container item (min, max,
 * maxLimitRequestRatio), the pod's spec sums against each Pod item. A violation is 403 Forbidden
 * and nothing changes on the node.
 *
 * Error texts are upstream's. Differences, on purpose:
 * - a request or limit the manifest does not set is not reported ("… No limit is specified",
 *   "no request is specified or request is 0"): LimitRanger's defaulting gave the pod one when it
 *   was created, and resizeguard does not model defaults. The values that are set are still
 *   checked, so a request above max is refused even without a limit;
 * - upstream walks resource maps in Go's random order; resizeguard reports the errors of one item
 *   in resource order (cpu, memory, then by name), so messages are stable.
 *
 * Upstream (kubernetes v1.37.2): plugin/pkg/admission/limitranger/admission.go.
 */
import type { LimitRange, LimitRangeItem } from '../../model/admission-objects.ts';
import type { Container, PodResourceShape, ResourceRequirements } from '../../model/pod.ts';
import { formatCpuMilli, formatResource } from '../../resource/quantity.ts';
import { podRequests } from '../../model/requests.ts';
import { sortedResourceNames, type ResourceList } from '../../resource/resources.ts';
import { podLimits } from './pod-limits.ts';

export type LimitRangeResult = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly limitRange: LimitRange };

function minConstraint(limitType: string, name: string, enforced: bigint, request: ResourceList, limit: ResourceList): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const shown = formatResource(name, enforced);
  if (req !== undefined && req < enforced) return `minimum ${name} usage per ${limitType} is ${shown}, but request is ${formatResource(name, req)}`;
  if (lim !== undefined && lim < enforced) return `minimum ${name} usage per ${limitType} is ${shown}, but limit is ${formatResource(name, lim)}`;
  return undefined;
}

function maxConstraint(limitType: string, name: string, enforced: bigint, request: ResourceList, limit: ResourceList): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const shown = formatResource(name, enforced);
  if (lim !== undefined && lim > enforced) return `maximum ${name} usage per ${limitType} is ${shown}, but limit is ${formatResource(name, lim)}`;
  if (req !== undefined && req > enforced) return `maximum ${name} usage per ${limitType} is ${shown}, but request is ${formatResource(name, req)}`;
  return undefined;
}

/**
 * limitRequestRatioConstraint: limit / request against the ratio (compared in milli-units); the
 * observed ratio is printed with Go's %f (six decimals).
 */
function ratioConstraint(limitType: string, name: string, enforcedMilli: bigint, request: ResourceList, limit: ResourceList): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const shown = formatCpuMilli(enforcedMilli);
  if (req === undefined || req === 0n || lim === undefined || lim === 0n) return undefined;
  if (lim * 1000n <= enforcedMilli * req) return undefined;
  const observed = (Number(lim) / Number(req)).toFixed(6);
  return `${name} max limit to request ratio per ${limitType} is ${shown}, but provided ratio is ${observed}`;
}

function checkItem(item: LimitRangeItem, type: string, request: ResourceList, limit: ResourceList, errors: string[]): void {
  const push = (e: string | undefined): void => {
    if (e !== undefined) errors.push(e);
  };
  for (const name of sortedResourceNames(item.min.keys())) push(minConstraint(type, name, item.min.get(name)!, request, limit));
  for (const name of sortedResourceNames(item.max.keys())) push(maxConstraint(type, name, item.max.get(name)!, request, limit));
  for (const name of sortedResourceNames(item.maxLimitRequestRatio.keys()))
    push(ratioConstraint(type, name, item.maxLimitRequestRatio.get(name)!, request, limit));
}

/** PodValidateLimitFunc for one LimitRange; utilerrors.NewAggregate formats several errors as "[a, b]". */
function validateOne(
  limitRange: LimitRange,
  containers: readonly Container[],
  initContainers: readonly Container[],
  pod: PodResourceShape,
): string | undefined {
  const errors: string[] = [];
  for (const item of limitRange.items) {
    if (item.type === 'Container') {
      for (const c of [...containers, ...initContainers]) checkItem(item, 'Container', c.resources.requests, c.resources.limits, errors);
    } else if (item.type === 'Pod') {
      const shape: PodResourceShape = { ...pod, containers, initContainers };
      const requests = podRequests({ ...shape, podResources: cpuMemoryOnly(shape.podResources) }, { excludeOverhead: true });
      const limits = podLimits(shape, { excludeOverhead: true, podLevelCpuMemoryOnly: true });
      checkItem(item, 'Pod', requests, limits, errors);
    }
  }
  if (errors.length === 0) return undefined;
  return errors.length === 1 ? errors[0] : `[${errors.join(', ')}]`;
}

/** LimitRanger's local podRequests overrides only cpu and memory with pod-level requests. */
function cpuMemoryOnly(r: ResourceRequirements | undefined): ResourceRequirements | undefined {
  if (r === undefined) return undefined;
  const keep = (list: ResourceList): Map<string, bigint> => new Map([...list].filter(([name]) => name === 'cpu' || name === 'memory'));
  return { requests: keep(r.requests), limits: keep(r.limits) };
}

/**
 * Validates the resized pod (its desired containers) against the LimitRanges of its namespace,
 * in the lister's order (by name); the first LimitRange with a violation refuses the request.
 */
export function validateLimitRanges(
  limitRanges: readonly LimitRange[],
  namespace: string,
  pod: PodResourceShape,
  containers: readonly Container[],
  initContainers: readonly Container[],
): LimitRangeResult {
  for (const limitRange of limitRanges) {
    if (limitRange.ref.namespace !== namespace) continue;
    const message = validateOne(limitRange, containers, initContainers, pod);
    if (message !== undefined) return { ok: false, message, limitRange };
  }
  return { ok: true };
}
