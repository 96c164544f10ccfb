/**
 * Validating admission of a /resize request that passed API validation (ValidatePodResize):
 * LimitRanger, NodeDeclaredFeatureValidator, PodResizeValidator, then ResourceQuota, the order of
 * the default admission chain. A refusal is 403 Forbidden: outcome Rejected, reason
 * LimitRangeViolation, NodeFeatureNotDeclared, UnsupportedPlatform, NodeCapacity or QuotaExceeded,
 * and nothing changes on the node.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubeapiserver/options/plugins.go (AllOrderedPlugins: ResourceQuota last).
 */
import type { LimitRange, ResourceQuota } from '../../model/admission-objects.ts';
import { withResources, type Container, type PodResourceShape, type ResourceRequirements } from '../../model/pod.ts';
import type { SimPod } from '../sim-pod.ts';
import { validateLimitRanges } from './limit-ranger.ts';
import { checkQuotas, type QuotaLedger } from './resource-quota.ts';
import { undeclaredFeatures } from './node-declared-features.ts';
import { podResizeRefusal, type PodResizeRefusal } from './pod-resize-validator.ts';

export type AdmissionRejectReason = 'LimitRangeViolation' | 'QuotaExceeded' | 'NodeFeatureNotDeclared' | PodResizeRefusal['reason'];

export type AdmissionResult = { readonly ok: true } | { readonly ok: false; readonly reason: AdmissionRejectReason; readonly message: string };

export interface AdmissionObjects {
  readonly limitRanges: readonly LimitRange[];
  readonly resourceQuotas: readonly ResourceQuota[];
}

/** The pod's spec after a resize: its containers, and its own resources as the resize strategy defaulted them. */
export interface ResizedSpec {
  readonly containers: readonly Container[];
  readonly initContainers: readonly Container[];
  readonly podResources: ResourceRequirements | undefined;
}

/**
 * Admits `pod` resized to `resized`; `ledger` holds what the quotas have used (over every pod of
 * the simulated cluster), one per pass over a scenario's requests.
 */
export function admitResize(objects: AdmissionObjects, ledger: QuotaLedger, pod: SimPod, resized: ResizedSpec): AdmissionResult {
  const namespace = pod.pod.ref.namespace;
  // LimitRanger mutates a pods/resize request before it validates it (SupportsAttributes takes the
  // resize subresource; PodMutateLimitFunc): a container without a request or limit a Container
  // item needs gets the item's default first, so only a Pod item can refuse a value that is not set.
  const defaulted = (list: readonly Container[]): readonly Container[] => list.map((c) => withItemDefaults(objects.limitRanges, namespace, c));
  // The pod as resized (a Pod item and a quota read its pod-level resources too).
  const after: PodResourceShape = {
    containers: resized.containers,
    initContainers: resized.initContainers,
    podResources: resized.podResources,
    overhead: pod.overhead,
    containerStatuses: pod.containerStatuses,
    resizePending: pod.resizePending,
    podStatus: pod.podStatus,
  };
  const limits = validateLimitRanges(objects.limitRanges, namespace, after, defaulted(resized.containers), defaulted(resized.initContainers));
  if (!limits.ok)
    return {
      ok: false,
      reason: 'LimitRangeViolation',
      message: `${limits.message} (LimitRange ${JSON.stringify(`${namespace}/${limits.limitRange.ref.name}`)})`,
    };
  const undeclared = undeclaredFeatures(pod, resized);
  if (undeclared !== undefined) return { ok: false, reason: 'NodeFeatureNotDeclared', message: undeclared };
  const refused = podResizeRefusal(pod, after);
  if (refused !== undefined) return { ok: false, ...refused };
  if (!objects.resourceQuotas.some((q) => q.ref.namespace === namespace)) return { ok: true };
  const quota = checkQuotas(objects.resourceQuotas, ledger, pod, after);
  if (!quota.ok) return { ok: false, reason: 'QuotaExceeded', message: quota.message };
  return { ok: true };
}

/**
 * `c` with what its namespace's Container items give a container without a limit or request
 * (defaultContainerResourceRequirements, mergeContainerResources; the items as the API server
 * stores them: `default` from `max`, `defaultRequest` from `default`, then `min`), LimitRanges in
 * name order, the first to set a resource winning; `c` itself when nothing is added.
 */
function withItemDefaults(limitRanges: readonly LimitRange[], namespace: string, c: Container): Container {
  let requests: Map<string, bigint> | undefined;
  let limits: Map<string, bigint> | undefined;
  for (const lr of limitRanges) {
    if (lr.ref.namespace !== namespace) continue;
    for (const item of lr.items) {
      if (item.type !== 'Container') continue;
      const defaultLimits = new Map([...item.max, ...item.default]);
      const defaultRequests = new Map([...item.min, ...defaultLimits, ...item.defaultRequest]);
      for (const [name, v] of defaultLimits) if (!(limits ?? c.resources.limits).has(name)) (limits ??= new Map(c.resources.limits)).set(name, v);
      for (const [name, v] of defaultRequests) if (!(requests ?? c.resources.requests).has(name)) (requests ??= new Map(c.resources.requests)).set(name, v);
    }
  }
  return requests === undefined && limits === undefined
    ? c
    : withResources(c, { requests: requests ?? c.resources.requests, limits: limits ?? c.resources.limits });
}
