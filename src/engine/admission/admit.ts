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
import { checkQuotas, type QuotaLedger } from './resource-quota.ts';

export type AdmissionRejectReason = 'LimitRangeViolation' | 'QuotaExceeded';

export type AdmissionResult = { readonly ok: true } | { readonly ok: false; readonly reason: AdmissionRejectReason; readonly message: string };

export interface AdmissionObjects {
  readonly limitRanges: readonly LimitRange[];
  readonly resourceQuotas: readonly ResourceQuota[];
}

/**
 * Admits `pod` resized to `containers` / `initContainers`; `ledger` holds what the quotas have
 * used (over every pod of the simulated cluster), one per pass over a scenario's requests.
 */
export function admitResize(
  objects: AdmissionObjects,
  ledger: QuotaLedger,
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
  // The pod as resized, only where a quota may look at it (a spread copy of each of 150,000 pods otherwise).
  if (!objects.resourceQuotas.some((q) => q.ref.namespace === namespace)) return { ok: true };
  const quota = checkQuotas(objects.resourceQuotas, ledger, pod, { ...pod, containers, initContainers });
  if (!quota.ok) return { ok: false, reason: 'QuotaExceeded', message: quota.message };
  return { ok: true };
}
