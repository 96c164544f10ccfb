/**
 * Validating admission of a /resize request that passed API validation
 * (ValidatePodResize): LimitRanger, then ResourceQuota, the order of the default admission chain. A
 * refusal is 403 Forbidden: outcome Rejected, reason LimitRangeViolation or QuotaExceeded, and
 * nothing changes on the node.
 *
 * Upstream (kubernetes v1.37.2): pkg/kubeapiserver/options/plugins.go (AllOrderedPlugins: LimitRanger before ResourceQuota).
 */
import type { LimitRange, ResourceQuota } from '../../model/admission-objects.ts';
import type { Container } from '../../model/pod.ts';
import type { SimPod } from '../sim-pod.ts';
import { validateLimitRanges } from './limit-ranger.ts';
import { checkQuotas } from './resource-quota.ts';

export type AdmissionRejectReason = 'LimitRangeViolation' | 'QuotaExceeded';

export type AdmissionResult = { readonly ok: true } | { readonly ok: false; readonly reason: AdmissionRejectReason; readonly message: string };

export interface AdmissionObjects {
  readonly limitRanges: readonly LimitRange[];
  readonly resourceQuotas: readonly ResourceQuota[];
}

/** Admits `pod` resized to `containers` / `initContainers`; `pods` is every pod of the simulated cluster. */
export function admitResize(
  objects: AdmissionObjects,
  pods: Iterable<SimPod>,
  pod: SimPod,
  containers: readonly Container[],
  initContainers: readonly Container[],
): AdmissionResult {
  const namespace = pod.pod.ref.namespace;
  const limits = validateLimitRanges(objects.limitRanges, namespace, pod, containers, initContainers);
  if (!limits.ok)
    return {
      ok: false,
      reason: 'LimitRangeViolation',
      message: `${limits.message} (LimitRange ${JSON.stringify(`${namespace}/${limits.limitRange.ref.name}`)})`,
    };
  const quota = checkQuotas(objects.resourceQuotas, pods, pod, { ...pod, containers, initContainers });
  if (!quota.ok) return { ok: false, reason: 'QuotaExceeded', message: quota.message };
  return { ok: true };
}
