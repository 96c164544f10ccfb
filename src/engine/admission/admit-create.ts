/**
 * Admission of a pod's creation (POST pods), after LimitRanger's defaults (limitrange-defaults.ts,
 * applied as the pod was read): LimitRanger validates it (PodValidateLimitFunc: min, max,
 * maxLimitRequestRatio of each Container and Pod item), then ResourceQuota's CheckRequest takes
 * the namespace's quotas in name order: a quota whose scopes match the pod requires every
 * container to set the cpu and memory keys it limits (Constraints: "failed quota: <name>: must
 * specify …"), and refuses the pod when used plus the pod's usage goes over hard for a key the pod
 * uses, added and compared exactly (resource-quota.ts) ("exceeded quota: …"). A refused pod is
 * never created and leaves every quota as it was; an admitted one is charged to every quota that
 * matches it.
 *
 * Pods are taken in the order given (the model's: creation time, then namespace and name; the
 * order in which several controllers create pods is not defined upstream). A pod the API server
 * already holds (a snapshot's) counts in its quotas' usage first and is never refused.
 *
 * Upstream (kubernetes v1.37.2): plugin/pkg/admission/limitranger/admission.go (Validate);
 * staging/src/k8s.io/apiserver/pkg/admission/plugin/resourcequota/controller.go (checkRequest);
 * pkg/quota/v1/evaluator/core/pods.go (Constraints, enforcePodContainerConstraints, PodUsageFunc).
 */
import type { QuotaResource, ResourceQuota } from '../../model/admission-objects.ts';
import type { RefusedPod } from '../../model/objects.ts';
import type { Pod } from '../../model/pod.ts';
import type { AdmissionObjects } from './admit.ts';
import { validateLimitRanges } from './limit-ranger.ts';
import { computeUsage, hardIn, prettyPrint, quotaMatches, quotaUnitsNow, quotaUsage } from './resource-quota.ts';
import type { SimPod } from '../sim-pod.ts';

/** The keys of which a quota requires every container to ask (pods.go validationSet). */
const VALIDATION_SET = ['cpu', 'limits.cpu', 'limits.memory', 'memory', 'requests.cpu', 'requests.memory'];

/** Constraints: "must specify <key> for: <containers>; …", keys and containers sorted. */
function missingKeys(quota: ResourceQuota, pod: Pod): string | undefined {
  const required = VALIDATION_SET.filter((name) => quota.hard.has(name));
  if (required.length === 0) return undefined;
  const missing = new Map<string, Set<string>>();
  for (const c of [...pod.containers, ...pod.initContainers]) {
    const usage = computeUsage(c.resources.requests, c.resources.limits);
    for (const name of required) if (!usage.has(name)) missing.set(name, (missing.get(name) ?? new Set()).add(c.name));
  }
  if (missing.size === 0) return undefined;
  const parts = [...missing.keys()].sort().map((name) => `${name} for: ${[...missing.get(name)!].sort().join(',')}`);
  return `failed quota: ${quota.ref.name}: must specify ${parts.join('; ')}`;
}

/** What each quota of a namespace has used: the held pods' usage, then each admitted pod's (in `units`: resource-quota.ts). */
class CreationLedger {
  readonly used = new Map<ResourceQuota, Map<QuotaResource, bigint>>();
  /** Fixed for the ledger's life, so its sums never mix units. */
  readonly units = quotaUnitsNow();

  /** PodUsageFunc in the ledger's units. */
  usage(pod: Pod | SimPod): Map<QuotaResource, bigint> {
    return quotaUsage(pod, this.units);
  }

  charge(quota: ResourceQuota, usage: ReadonlyMap<QuotaResource, bigint>): void {
    const used = this.used.get(quota) ?? new Map<QuotaResource, bigint>();
    for (const [name, amount] of usage) used.set(name, (used.get(name) ?? 0n) + amount);
    this.used.set(quota, used);
  }

  usedBy(quota: ResourceQuota): ReadonlyMap<QuotaResource, bigint> {
    return this.used.get(quota) ?? new Map<QuotaResource, bigint>();
  }
}

/** checkRequest for a new pod: the first quota's refusal, else the quotas that match it (to charge). */
function checkQuotas(quotas: readonly ResourceQuota[], ledger: CreationLedger, pod: Pod): { refused: string } | { matched: ResourceQuota[] } {
  const usage = ledger.usage(pod);
  const units = ledger.units;
  const matched: ResourceQuota[] = [];
  for (const quota of quotas) {
    if (!quotaMatches(quota, { pod, shape: pod })) continue;
    const missing = missingKeys(quota, pod);
    if (missing !== undefined) return { refused: missing };
    matched.push(quota);
    const used = ledger.usedBy(quota);
    const hard = hardIn(quota, units);
    const exceeded = [...usage.keys()].filter((name) => hard.has(name) && (used.get(name) ?? 0n) + usage.get(name)! > hard.get(name)!);
    if (exceeded.length === 0) continue;
    const mask = (list: ReadonlyMap<QuotaResource, bigint>): Map<QuotaResource, bigint> => new Map(exceeded.map((name) => [name, list.get(name) ?? 0n]));
    return {
      refused: `exceeded quota: ${quota.ref.name}, requested: ${prettyPrint(mask(usage), units)}, used: ${prettyPrint(mask(used), units)}, limited: ${prettyPrint(mask(hard), units)}`,
    };
  }
  return { matched };
}

const forbidden = (pod: Pod, why: string): string => `pods ${JSON.stringify(pod.generateName ?? pod.ref.name)} is forbidden: ${why}`;

/** LimitRanger, then the namespace's quotas over what `ledger` says they used: the refusal, else undefined (the pod charged to its quotas). */
function refusalOf(objects: AdmissionObjects, quotas: readonly ResourceQuota[], ledger: CreationLedger, pod: Pod): RefusedPod | undefined {
  const limits = validateLimitRanges(objects.limitRanges, pod.ref.namespace, pod, pod.containers, pod.initContainers);
  if (!limits.ok) return { pod, reason: 'LimitRangeViolation', message: forbidden(pod, limits.message) };
  const quota = checkQuotas(quotas, ledger, pod);
  if ('refused' in quota) return { pod, reason: 'QuotaExceeded', message: forbidden(pod, quota.refused) };
  for (const q of quota.matched) ledger.charge(q, ledger.usage(pod));
  return undefined;
}

/**
 * A pod a controller creates while a run goes on (a rollout's new replica): refused as above, the
 * quotas' usage being that of the pods the API server holds at that moment, `live` (a pod being
 * deleted counts until it is gone: QuotaV1Pod charges it through its grace period).
 */
export function admitNewPod(objects: AdmissionObjects, live: Iterable<SimPod>, pod: Pod): RefusedPod | undefined {
  const namespace = pod.ref.namespace;
  const quotas = objects.resourceQuotas.filter((q) => q.ref.namespace === namespace && q.hard.size > 0);
  if (quotas.length === 0 && !objects.limitRanges.some((l) => l.ref.namespace === namespace)) return undefined;
  const ledger = new CreationLedger();
  if (quotas.length > 0)
    for (const p of live) {
      if (p.gone || p.pod.ref.namespace !== namespace) continue;
      for (const quota of quotas) if (quotaMatches(quota, p)) ledger.charge(quota, ledger.usage(p));
    }
  return refusalOf(objects, quotas, ledger, pod);
}

/** The pods the API server refuses to create, in the order of `pods` (see the header). */
export function admitCreatedPods(objects: AdmissionObjects, pods: readonly Pod[], created: (pod: Pod) => boolean): RefusedPod[] {
  const quotasOf = new Map<string, ResourceQuota[]>();
  for (const q of objects.resourceQuotas) if (q.hard.size > 0) quotasOf.set(q.ref.namespace, [...(quotasOf.get(q.ref.namespace) ?? []), q]);
  const limited = new Set(objects.limitRanges.map((l) => l.ref.namespace));
  const ledger = new CreationLedger();
  // The pods the API server holds are in the quotas' usage before any new one is asked for.
  for (const pod of pods) {
    const quotas = created(pod) ? undefined : quotasOf.get(pod.ref.namespace);
    for (const quota of quotas ?? []) if (quotaMatches(quota, { pod, shape: pod })) ledger.charge(quota, ledger.usage(pod));
  }
  const refused: RefusedPod[] = [];
  for (const pod of pods) {
    const namespace = pod.ref.namespace;
    if (!created(pod) || (!limited.has(namespace) && !quotasOf.has(namespace))) continue;
    const refusal = refusalOf(objects, quotasOf.get(namespace) ?? [], ledger, pod);
    if (refusal !== undefined) refused.push(refusal);
  }
  return refused;
}
