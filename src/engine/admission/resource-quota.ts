/**
 * The ResourceQuota admission plugin on the pods/resize subresource
 * (staging/src/k8s.io/apiserver/pkg/admission/plugin/resourcequota/controller.go CheckRequest
 * and pkg/quota/v1/evaluator/core/pods.go PodUsageFunc, v1.37).
 *
 * A pod's usage is PodRequests / PodLimits with status resources, i.e. max(desired, actual,
 * allocated) as the scheduler counts it (KEP-1287 §Resource Quota): `cpu` and `requests.cpu` are
 * its cpu request, `limits.cpu` its cpu limit, likewise for memory and ephemeral-storage; `pods`
 * and `count/pods` count 1, hugepages and extended resources their requests (computeUsage; the
 * pods the quota sees are only those the API server created: admit-create.ts). On a resize the request is
 * charged the growth only (new usage − old usage, never negative); a quota refuses it when its
 * used amount plus that growth goes over hard for a resource the resize grows. The used amount
 * is what the quota controller would have recorded: the usage of every pod of the namespace the
 * quota matches, in the simulated state (a Deferred neighbour counts at its desired size).
 *
 * Usage is each pod's PodRequests / PodLimits Quantity, added and compared exactly (quota.Add,
 * quota.LessThanOrEqual): when any amount finer than a unit was read (exact.ts), a ledger counts
 * in thousandths of each key's unit, so three pods asking `memory: 100m` use 300m, which fits a
 * `requests.memory: 1`, and the message prints that exact amount (Quantity.String: "300m").
 * Otherwise every amount is whole and the ledger counts in the list units (no exact work).
 *
 * Not modelled on a resize: the "must specify requests/limits" constraint (failed quota: …; a
 * resize cannot remove a request, and a new pod is checked for it at creation); scopes that
 * need fields resizeguard does not read (CrossNamespacePodAffinity, VolumeAttributesClass: such a
 * quota is taken as not matching).
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/apiserver/pkg/admission/plugin/resourcequota/controller.go, pkg/quota/v1/evaluator/core/pods.go.
 */
import type { QuotaResource, ResourceQuota, ScopeSelectorRequirement } from '../../model/admission-objects.ts';
import { isCpuKey, isNativeResource } from '../../model/admission-objects.ts';
import { int, obj } from '../../core/fields.ts';
import type { Pod, PodResourceShape } from '../../model/pod.ts';
import { computePodQOS } from '../../model/qos.ts';
import { formatBytes, formatCpuMilli, formatResource } from '../../resource/quantity.ts';
import { finerAmountsSeen, toMillis } from '../../resource/exact.ts';
import { podRequests } from '../../model/requests.ts';
import { SimPod } from '../sim-pod.ts';
import { podLimits } from './pod-limits.ts';

export type QuotaResult = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly quota: ResourceQuota };

/**
 * podComputeUsageHelper over a pod's (or a container's) requests and limits: `pods` 1, cpu,
 * memory and ephemeral-storage as bare, `requests.` and `limits.` keys, hugepages as bare and
 * `requests.` keys, an extended resource as `requests.<name>` (only the keys it sets). `one` is
 * a count of 1 in the lists' unit (1000n in thousandths).
 */
export function computeUsage(requests: ReadonlyMap<string, bigint>, limits: ReadonlyMap<string, bigint>, one = 1n): Map<QuotaResource, bigint> {
  const out = new Map<QuotaResource, bigint>([['pods', one]]);
  for (const name of ['cpu', 'memory', 'ephemeral-storage']) {
    const request = requests.get(name);
    const limit = limits.get(name);
    if (request !== undefined) {
      out.set(name, request);
      out.set(`requests.${name}`, request);
    }
    if (limit !== undefined) out.set(`limits.${name}`, limit);
  }
  for (const [name, request] of requests) {
    if (name.startsWith('hugepages-')) out.set(name, request);
    if (name.startsWith('hugepages-') || !isNativeResource(name)) out.set(`requests.${name}`, request);
  }
  return out;
}

/** How a ledger counts: `exact` in thousandths of each key's unit (see the header), else in list units. */
export interface QuotaUnits {
  readonly exact: boolean;
}

/** The units a ledger made now counts in: thousandths once an amount finer than a unit was read. */
export function quotaUnitsNow(): QuotaUnits {
  return { exact: finerAmountsSeen() };
}

/** spec.hard in `units`. */
export function hardIn(quota: ResourceQuota, units: QuotaUnits): ReadonlyMap<QuotaResource, bigint> {
  return units.exact ? quota.hardMillis : quota.hard;
}

/**
 * PodUsageFunc: `count/pods` 1, and what the pod asks (PodRequests / PodLimits with status
 * resources), in `units`. A SimPod's requests come from its cached scheduler view (the same
 * PodRequests); both totals keep their exact amounts (requests.ts, pod-limits.ts).
 */
export function quotaUsage(pod: PodResourceShape | SimPod, units: QuotaUnits): Map<QuotaResource, bigint> {
  const requests = pod instanceof SimPod ? pod.schedulerRequests() : podRequests(pod, { useStatusResources: true });
  const limits = podLimits(pod, { useStatusResources: true });
  const one = units.exact ? 1000n : 1n;
  const out = units.exact ? computeUsage(toMillis(requests), toMillis(limits), one) : computeUsage(requests, limits);
  out.set('count/pods', one);
  return out;
}

/**
 * The amount as Quantity.String() prints it: `requests.cpu` in cores or milli-cores, memory in
 * bytes' canonical form; an amount with a fraction of its unit in DecimalSI milli form ("300m":
 * CanonicalizeBytes shows a BinarySI amount that is not whole as DecimalSI).
 */
function show(name: QuotaResource, amount: bigint, units: QuotaUnits): string {
  if (!units.exact) return formatResource(isCpuKey(name) ? 'cpu' : 'memory', amount);
  if (isCpuKey(name)) return formatCpuMilli(amount);
  return amount % 1000n === 0n ? formatBytes(amount / 1000n) : `${amount}m`;
}

/** prettyPrint: "name=value" pairs sorted by name, joined by ",". */
export function prettyPrint(list: ReadonlyMap<QuotaResource, bigint>, units: QuotaUnits = { exact: false }): string {
  return [...list.keys()]
    .sort()
    .map((name) => `${name}=${show(name, list.get(name) ?? 0n, units)}`)
    .join(',');
}

/** What a quota's scopes read of a pod: spec.activeDeadlineSeconds, QoS, priorityClassName. */
export interface ScopedPod {
  readonly pod: Pod;
  readonly shape: PodResourceShape;
}

/** podMatchesScopeFunc (CrossNamespacePodAffinity and other scopes: not read, taken as not matching). */
function matchesSelector(req: ScopeSelectorRequirement, { pod, shape }: ScopedPod): boolean {
  const deadline = int(obj(obj(pod.doc.value)['spec'])['activeDeadlineSeconds']);
  const terminating = deadline !== undefined && deadline >= 0;
  const bestEffort = computePodQOS(shape.containers, shape.initContainers, shape.podResources) === 'BestEffort';
  let holds: boolean;
  switch (req.scopeName) {
    case 'Terminating':
      holds = terminating;
      break;
    case 'NotTerminating':
      holds = !terminating;
      break;
    case 'BestEffort':
      holds = bestEffort;
      break;
    case 'NotBestEffort':
      holds = !bestEffort;
      break;
    case 'PriorityClass': {
      const cls = pod.priorityClassName;
      if (req.operator === 'Exists') return cls !== undefined;
      if (req.operator === 'DoesNotExist') return cls === undefined;
      const inValues = cls !== undefined && req.values.includes(cls);
      return req.operator === 'NotIn' ? !inValues : inValues;
    }
    default:
      return false;
  }
  return req.operator === 'DoesNotExist' || req.operator === 'NotIn' ? !holds : holds;
}

/** The quota's scopes and scope selector all match the pod (evaluator.Matches). */
export function quotaMatches(quota: ResourceQuota, pod: SimPod | ScopedPod): boolean {
  const scoped: ScopedPod = pod instanceof SimPod ? { pod: pod.pod, shape: pod } : pod;
  const reqs: ScopeSelectorRequirement[] = [...quota.scopes.map((scopeName) => ({ scopeName, operator: 'Exists', values: [] })), ...quota.scopeSelector];
  return reqs.every((r) => matchesSelector(r, scoped));
}

/**
 * What each quota has used: the usage of every pod of its namespace it matches, summed when a
 * request first needs it, then kept up to date as requests are admitted (a resize changes the
 * pod's usage, never whether a quota matches it: its QoS class, deadline and priority class stay).
 * One per admission pass over a scenario's requests: summing the namespace's pods for every
 * request made a pass over 150,000 resizes quadratic.
 */
export class QuotaLedger {
  private readonly used = new Map<ResourceQuota, Map<QuotaResource, bigint>>();
  /** Fixed for the ledger's life, so its sums never mix units. */
  readonly units = quotaUnitsNow();

  constructor(private readonly pods: Iterable<SimPod>) {}

  /** The quota's used amounts as the pods are now. */
  usedBy(quota: ResourceQuota): ReadonlyMap<QuotaResource, bigint> {
    let used = this.used.get(quota);
    if (used === undefined) {
      used = new Map();
      for (const p of this.pods) {
        if (p.gone || p.pod.ref.namespace !== quota.ref.namespace || !quotaMatches(quota, p)) continue;
        for (const [name, amount] of quotaUsage(p, this.units)) used.set(name, (used.get(name) ?? 0n) + amount);
      }
      this.used.set(quota, used);
    }
    return used;
  }

  /** `pod`'s usage goes from `before` to `after` (its request was admitted). */
  changed(pod: SimPod, before: ReadonlyMap<QuotaResource, bigint>, after: ReadonlyMap<QuotaResource, bigint>): void {
    for (const [quota, used] of this.used) {
      if (quota.ref.namespace !== pod.pod.ref.namespace || !quotaMatches(quota, pod)) continue;
      for (const name of new Set([...before.keys(), ...after.keys()])) {
        const d = (after.get(name) ?? 0n) - (before.get(name) ?? 0n);
        if (d !== 0n) used.set(name, (used.get(name) ?? 0n) + d);
      }
    }
  }
}

/**
 * CheckRequest for a resize of `before` into `after`: quotas of the namespace in name order; the
 * first one the growth does not fit refuses the request with upstream's message
 * "exceeded quota: <name>, requested: …, used: …, limited: …". An admitted request is entered in
 * the ledger.
 */
export function checkQuotas(quotas: readonly ResourceQuota[], ledger: QuotaLedger, before: SimPod, after: PodResourceShape): QuotaResult {
  const namespace = before.pod.ref.namespace;
  const relevant = quotas.filter((q) => q.ref.namespace === namespace && q.hard.size > 0);
  if (relevant.length === 0) return { ok: true };
  const units = ledger.units;
  const oldUsage = quotaUsage(before, units);
  const newUsage = quotaUsage(after, units);
  const delta = new Map<QuotaResource, bigint>();
  for (const name of new Set([...oldUsage.keys(), ...newUsage.keys()])) {
    const d = (newUsage.get(name) ?? 0n) - (oldUsage.get(name) ?? 0n);
    if (d > 0n) delta.set(name, d);
  }
  for (const quota of delta.size === 0 ? [] : relevant) {
    if (!quotaMatches(quota, before)) continue;
    const hard = hardIn(quota, units);
    const requested = new Map([...delta].filter(([name]) => hard.has(name)));
    if (requested.size === 0) continue;
    const used = ledger.usedBy(quota);
    const exceeded = [...requested.keys()].filter((name) => (used.get(name) ?? 0n) + (requested.get(name) ?? 0n) > (hard.get(name) ?? 0n));
    if (exceeded.length === 0) continue;
    const mask = (list: ReadonlyMap<QuotaResource, bigint>): Map<QuotaResource, bigint> => new Map(exceeded.map((name) => [name, list.get(name) ?? 0n]));
    return {
      ok: false,
      quota,
      message: `exceeded quota: ${quota.ref.name}, requested: ${prettyPrint(mask(requested), units)}, used: ${prettyPrint(mask(used), units)}, limited: ${prettyPrint(mask(hard), units)}`,
    };
  }
  ledger.changed(before, oldUsage, newUsage);
  return { ok: true };
}
