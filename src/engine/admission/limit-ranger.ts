/**
 * The LimitRanger admission plugin (plugin/pkg/admission/limitranger/admission.go
 * PodValidateLimitFunc, v1.37), at a pod's creation and on the pods/resize subresource: every
 * container and init container against each Container item (min, max, maxLimitRequestRatio), the
 * pod's spec sums against each Pod item. A violation is 403 Forbidden: the pod is not created, or
 * nothing changes on the node.
 *
 * As upstream's minConstraint, maxConstraint and limitRequestRatioConstraint, a value the
 * constraint needs and the pod does not set is itself a refusal: `min` needs a request ("….  No
 * request is specified"), `max` a limit ("….  No limit is specified"), `maxLimitRequestRatio`
 * both, non-zero. For a Pod item the pod's values are the sums over its containers (podRequests,
 * podLimits), so a resource is set when any container sets it, or when the pod-level resources set
 * it (cpu and memory only). A Container item's `min` and `max` give containers a `defaultRequest`
 * and `default` when the API server stores it (limitrange-defaults.ts), so its missing values are
 * rare; a Pod item gives no defaults, so `max: {memory: 1Gi}` of type Pod refuses a pod no
 * container of which limits memory.
 *
 * Upstream walks resource maps in Go's random order; resizeguard reports the errors of one item in
 * resource order (cpu, memory, then by name), so messages are stable.
 *
 * Upstream (kubernetes v1.37.2): plugin/pkg/admission/limitranger/admission.go.
 */
import { aggregateMessage } from '../../core/aggregate-error.ts';
import type { LimitRange, LimitRangeItem } from '../../model/admission-objects.ts';
import type { Container, PodResourceShape, ResourceRequirements } from '../../model/pod.ts';
import { formatCpuMilli, formatResource } from '../../resource/quantity.ts';
import { podRequests } from '../../model/requests.ts';
import { sortedResourceNames, type ResourceList } from '../../resource/resources.ts';
import { podLimits } from './pod-limits.ts';

export type LimitRangeResult = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly limitRange: LimitRange };

/** minConstraint: a request is required; it, and a limit when set, must be at least `enforced`. */
function minConstraint(limitType: string, name: string, enforced: bigint, request: ResourceList, limit: ResourceList): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const shown = formatResource(name, enforced);
  if (req === undefined) return `minimum ${name} usage per ${limitType} is ${shown}.  No request is specified`;
  if (req < enforced) return `minimum ${name} usage per ${limitType} is ${shown}, but request is ${formatResource(name, req)}`;
  if (lim !== undefined && lim < enforced) return `minimum ${name} usage per ${limitType} is ${shown}, but limit is ${formatResource(name, lim)}`;
  return undefined;
}

/** maxConstraint: a limit is required; it, and a request when set, must be at most `enforced`. */
function maxConstraint(limitType: string, name: string, enforced: bigint, request: ResourceList, limit: ResourceList): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const shown = formatResource(name, enforced);
  if (lim === undefined) return `maximum ${name} usage per ${limitType} is ${shown}.  No limit is specified`;
  if (lim > enforced) return `maximum ${name} usage per ${limitType} is ${shown}, but limit is ${formatResource(name, lim)}`;
  if (req !== undefined && req > enforced) return `maximum ${name} usage per ${limitType} is ${shown}, but request is ${formatResource(name, req)}`;
  return undefined;
}

/**
 * limitRequestRatioConstraint: a non-zero request and limit are required; limit / request against
 * the ratio (compared in milli-units); the observed ratio is printed with Go's %f (six decimals).
 */
function ratioConstraint(limitType: string, name: string, enforcedMilli: bigint, request: ResourceList, limit: ResourceList): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const shown = formatCpuMilli(enforcedMilli);
  const head = `${name} max limit to request ratio per ${limitType} is ${shown}`;
  if (req === undefined || req === 0n) return `${head}, but no request is specified or request is 0`;
  if (lim === undefined || lim === 0n) return `${head}, but no limit is specified or limit is 0`;
  if (lim * 1000n <= enforcedMilli * req) return undefined;
  const observed = (Number(lim) / Number(req)).toFixed(6);
  return `${head}, but provided ratio is ${observed}`;
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

/** PodValidateLimitFunc for one LimitRange; its errors are one utilerrors.NewAggregate (aggregateMessage). */
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
  return aggregateMessage(errors);
}

/** LimitRanger's local podRequests overrides only cpu and memory with pod-level requests. */
function cpuMemoryOnly(r: ResourceRequirements | undefined): ResourceRequirements | undefined {
  if (r === undefined) return undefined;
  const keep = (list: ResourceList): Map<string, bigint> => new Map([...list].filter(([name]) => name === 'cpu' || name === 'memory'));
  return { requests: keep(r.requests), limits: keep(r.limits) };
}

/**
 * Validates the pod with `containers` and `initContainers` (a new pod's, or a resized pod's
 * desired ones) against the LimitRanges of its namespace, in the lister's order (by name); the
 * first LimitRange with a violation refuses the request.
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
