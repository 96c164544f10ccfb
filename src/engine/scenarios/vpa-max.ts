/**
 * The generated scenario `vpa-max` (option scenarios.vpaMax, on whenever the input holds
 * VerticalPodAutoscalers): every pod a VPA updates is resized at the same moment to the most the
 * VPA can recommend, its maxAllowed. Mirrors kubernetes/autoscaler
 * vertical-pod-autoscaler: pkg/updater/logic/updater.go (which VPAs and pods), pkg/updater/
 * restriction (minReplicas per creator, in-place fallback to eviction), pkg/utils/vpa/capping.go
 * (LimitRange, minAllowed/maxAllowed, RequestsOnly capped to the limit) and
 * limit_and_request_scaling.go (RequestsAndLimits keeps the limit/request ratio).
 *
 * - updateMode Off / Initial: the updater never touches running pods; skipped.
 * - Recreate / Auto (and unset): the updater evicts instead of resizing, through the Eviction API
 *   (refused while a PDB allows no disruption), and the controller's replacement, sized by the VPA
 *   admission controller, is admitted by the API server (LimitRanger, ResourceQuota: refused, the
 *   pod is lost) and placed by the scheduler (it may preempt, or stay Pending). The
 *   ResizeResult says so: outcome Preempted, reason VPARecreate (Deferred, EvictionBlockedByPDB
 *   when the eviction is refused).
 * - InPlaceOrRecreate / InPlace: a resize like any other. With InPlaceOrRecreate the updater
 *   evicts the pod instead when the resize is refused, Infeasible, Deferred for more than 5
 *   minutes, or would change the QoS class (vpaFallback: 'evict').
 * - A controlled resource without maxAllowed has no bound: the recommender can go as high as the
 *   node's allocatable, which is what the resize asks for (vpa.unbounded lists it).
 *
 * Not modelled: the Pod-type LimitRange proportional capping, the updater's eviction tolerance
 * and rate limits (every pod is resized at once), startup CPU boost.
 *
 * Upstream (kubernetes v1.37.2): kubernetes/autoscaler vertical-pod-autoscaler pkg/updater (not kubernetes/kubernetes).
 */
import { formatObjectRef, type ObjectRef } from '../../core/object-ref.ts';
import type { Diagnostic } from '../../core/diagnostic.ts';
import { workloadLeftOut, type ClusterModel, type ContainerResize } from '../../model/objects.ts';
import { runsNoPod } from '../../model/runs-no-pod.ts';
import { NOT_SIMULATED_WHY, someUnsimulated } from '../../model/not-simulated.ts';
import { withResources, type Container } from '../../model/pod.ts';
import { podRequests } from '../../model/requests.ts';
import { CPU, MEMORY, type ResourceList } from '../../resource/resources.ts';
import { perObjectAndValue, perObjects } from '../../core/memo.ts';
import type { LimitRange } from '../../model/admission-objects.ts';
import { DEFAULT_MIN_REPLICAS, isInPlaceMode, isPassiveMode, type VerticalPodAutoscaler } from '../../model/vpa.ts';
import { describeResources } from '../settle.ts';
import type { ClusterState } from '../state.ts';
import type { SimPod } from '../sim-pod.ts';
import { containerLimitRange, planContainer } from './vpa-capping.ts';
import { decorate, type VpaResizeInfo, type VpaResizeResult } from './vpa-result.ts';
import { VpaTargets } from './vpa-targets.ts';
import { type PlannedRecreation, type PlannedResize, type RecreationFate, type ScenarioPlan, type SkippedResize } from './plan.ts';

export const VPA_MAX_SCENARIO = 'vpa-max';

function merged(list: readonly Container[], patches: readonly ContainerResize[]): Container[] {
  return list.map((c) => {
    const p = patches.find((x) => x.name === c.name);
    return p === undefined
      ? c
      : withResources(c, { requests: new Map([...c.resources.requests, ...p.requests]), limits: new Map([...c.resources.limits, ...p.limits]) });
  });
}

// --- the plan -----------------------------------------------------------------------------------

export interface VpaPlanResult {
  readonly plan: ScenarioPlan;
  readonly diagnostics: readonly Diagnostic[];
}

function podRefOf(p: SimPod): { namespace: string; name: string } {
  return { namespace: p.pod.ref.namespace, name: p.pod.ref.name };
}

/** Whether the model holds `ref` as a workload, or left it out. */
function inModel(model: ClusterModel, ref: ObjectRef): boolean {
  if (model.dropped?.has(formatObjectRef(ref)) === true) return true;
  return model.workloads.some((w) => w.ref.kind === ref.kind && w.ref.namespace === ref.namespace && w.ref.name === ref.name);
}

function vpaName(vpa: VerticalPodAutoscaler): string {
  return `${vpa.ref.namespace}/${vpa.ref.name}`;
}

export function planVpaMax(model: ClusterModel, state: ClusterState): VpaPlanResult {
  const resizes: PlannedResize[] = [];
  const recreations: PlannedRecreation[] = [];
  const skipped: SkippedResize[] = [];
  const diagnostics: Diagnostic[] = [];
  const livePods = state.pods.filter((p) => !p.gone && p.terminatingUntil === undefined).sort((a, b) => a.pod.seq - b.pod.seq);
  const claimed = new Set<SimPod>();
  const targets = new VpaTargets(model, livePods);
  const target = (vpa: VerticalPodAutoscaler): ObjectRef => ({ kind: vpa.target.kind, namespace: vpa.ref.namespace, name: vpa.target.name });
  for (const vpa of model.vpas) {
    const name = vpaName(vpa);
    // GetControllingVPAForPod: one VPA per pod (the first, in namespace/name order).
    const targeted = targets.podsOf(vpa);
    const pods = targeted.filter((p) => !claimed.has(p));
    for (const p of pods) claimed.add(p);
    if (pods.length === 0) {
      const makers = model.unsimulated?.get(vpa.ref.namespace) ?? [];
      if (targeted.length === 0 && makers.length > 0 && !inModel(model, target(vpa))) {
        // A chart left unrendered, or an operator, may run the pods it targets.
        diagnostics.push({
          ruleId: 'reference/missing-target',
          severity: 'info',
          message: `VerticalPodAutoscaler ${JSON.stringify(name)} targets ${formatObjectRef(target(vpa))}, which matches no simulated pod; it may target the pods of ${someUnsimulated(makers)}, ${NOT_SIMULATED_WHY}; the vpa-max scenario leaves it out`,
          file: vpa.doc.file,
          range: vpa.doc.locate(['spec', 'targetRef']),
          object: vpa.ref,
        });
        continue;
      }
      const why = workloadLeftOut(model, target(vpa), runsNoPod(model, target(vpa)) ?? ', which matches no pod in the input');
      diagnostics.push({
        ruleId: 'reference/missing-target',
        severity: 'warning',
        message: `VerticalPodAutoscaler ${JSON.stringify(name)} targets ${formatObjectRef(target(vpa))}${why.text}; the vpa-max scenario leaves it out`,
        file: vpa.doc.file,
        range: vpa.doc.locate(['spec', 'targetRef']),
        object: vpa.ref,
        ...(why.related.length > 0 ? { related: why.related } : {}),
      });
      continue;
    }
    if (isPassiveMode(vpa.updateMode)) {
      for (const p of pods)
        skipped.push({
          scenario: VPA_MAX_SCENARIO,
          pod: podRefOf(p),
          reason: 'VpaUpdateModeOff',
          message: `VPA ${JSON.stringify(name)} has updateMode ${vpa.updateMode}: it never updates running pods`,
        });
      continue;
    }
    planCreators(model, state, vpa, pods, { resizes, recreations, skipped, diagnostics });
  }
  return { plan: { name: VPA_MAX_SCENARIO, resizes, recreations, skipped }, diagnostics };
}

interface VpaPlanParts {
  readonly resizes: PlannedResize[];
  readonly recreations: PlannedRecreation[];
  readonly skipped: SkippedResize[];
  readonly diagnostics: Diagnostic[];
}

/** The updater's creators of a VPA's pods (GetCreatorMaps): each acted on only with enough live pods. */
function planCreators(model: ClusterModel, state: ClusterState, vpa: VerticalPodAutoscaler, pods: readonly SimPod[], out: VpaPlanParts): void {
  const { resizes, recreations, skipped, diagnostics } = out;
  const name = vpaName(vpa);
  // GetCreatorMaps: the updater acts on a creator's pods only with at least `required` live pods.
  const required = vpa.minReplicas ?? DEFAULT_MIN_REPLICAS;
  const byCreator = new Map<string, SimPod[]>();
  for (const p of pods) {
    const key = formatObjectRef(p.pod.owner);
    byCreator.set(key, [...(byCreator.get(key) ?? []), p]);
  }
  for (const [creator, group] of byCreator) {
    const running = group.filter((p) => p.nodeName !== undefined);
    for (const p of group.filter((q) => q.nodeName === undefined)) {
      skipped.push({
        scenario: VPA_MAX_SCENARIO,
        pod: podRefOf(p),
        reason: 'VpaPodNotRunning',
        message: `the pod is not running on a node, so VPA ${JSON.stringify(name)} does not update it`,
      });
    }
    if (running.length < required) {
      const message = `VPA ${JSON.stringify(name)} does not update ${creator}: it has ${running.length} live pod${running.length === 1 ? '' : 's'} and the updater needs at least ${required} (${vpa.minReplicas === undefined ? '--min-replicas, default 2' : 'spec.updatePolicy.minReplicas'}); the vpa-max scenario leaves its pods out`;
      for (const p of running) skipped.push({ scenario: VPA_MAX_SCENARIO, pod: podRefOf(p), reason: 'VpaTooFewReplicas', message });
      diagnostics.push({
        ruleId: 'vpa/too-few-replicas',
        severity: 'info',
        message,
        file: vpa.doc.file,
        range: vpa.doc.locate(vpa.minReplicas === undefined ? ['spec', 'targetRef'] : ['spec', 'updatePolicy', 'minReplicas']),
        object: vpa.ref,
      });
      continue;
    }
    for (const pod of running) {
      if (planPod(model, state, vpa, pod, resizes, recreations)) continue;
      skipped.push({
        scenario: VPA_MAX_SCENARIO,
        pod: podRefOf(pod),
        reason: 'VpaNoChange',
        message: `VPA ${JSON.stringify(name)} would not change the pod: the most it may recommend, capped by its container policies and the namespace's LimitRange, is what the pod has (or its containers' policies are Off)`,
      });
    }
  }
}

const NO_RESOURCES: ResourceList = new Map();

/** The namespace's merged Container bounds, one object per namespace (plannedPatches is keyed by it). */
const namespaceLimits = perObjectAndValue((limitRanges: readonly LimitRange[], namespace: string) => containerLimitRange(limitRanges, namespace));

/**
 * A pod's container patches at the VPA's capped maximum. The same objects for every pod with the
 * same containers on a node of the same allocatable (a workload's replicas): the resize requests
 * made from them are then shared too, where each of 150,000 pods had lists of its own.
 */
const plannedPatches = perObjects(
  (
    vpa: VerticalPodAutoscaler,
    containers: readonly Container[],
    allocatable: ResourceList,
    lr: ReturnType<typeof containerLimitRange>,
  ): { readonly patches: readonly ContainerResize[]; readonly unbounded: readonly string[] } => {
    const patches: ContainerResize[] = [];
    const unbounded = new Set<string>();
    for (const c of containers) {
      const planned = planContainer(vpa, c, allocatable, lr);
      for (const r of planned.unbounded) unbounded.add(r);
      if (planned.patch !== undefined) patches.push(planned.patch);
    }
    return { patches, unbounded: [CPU, MEMORY].filter((r) => unbounded.has(r)) };
  },
);

function planPod(
  model: ClusterModel,
  state: ClusterState,
  vpa: VerticalPodAutoscaler,
  pod: SimPod,
  resizes: PlannedResize[],
  recreations: PlannedRecreation[],
): boolean {
  const allocatable = state.nodes.get(pod.nodeName!)?.node.allocatable ?? NO_RESOURCES;
  const { patches, unbounded } = plannedPatches(vpa, pod.containers, allocatable, namespaceLimits(model.limitRanges, pod.pod.ref.namespace));
  if (patches.length === 0) return false;
  const info: VpaResizeInfo = { name: vpaName(vpa), mode: vpa.updateMode, unbounded };
  const first =
    vpa.containerPolicies.find((p) => patches.some((x) => x.name === p.containerName)) ?? vpa.containerPolicies.find((p) => p.containerName === '*');
  const origin = { doc: vpa.doc, path: first?.path ?? ['spec', 'targetRef'] };
  if (isInPlaceMode(vpa.updateMode)) {
    resizes.push({ pod, containers: patches, origin, decorate: decorate(info) });
    return true;
  }
  const containers = merged(pod.containers, patches);
  const from = podRequests(pod);
  const to = podRequests({ ...pod, containers });
  const mode = vpa.updateModeSet ? `updateMode ${vpa.updateMode}` : 'updateMode unset (Auto)';
  const base = `VPA ${JSON.stringify(info.name)} has ${mode}, which does not resize in place: VPA would evict and recreate the pod at ${describeResources(to)}`;
  const settle = (fate: RecreationFate): VpaResizeResult => {
    const blocked = fate.kind === 'Blocked';
    return {
      scenario: VPA_MAX_SCENARIO,
      pod: podRefOf(pod),
      owner: pod.pod.owner,
      node: pod.nodeName ?? null,
      priority: pod.priority,
      from,
      to,
      outcome: blocked ? 'Deferred' : 'Preempted',
      reason: blocked ? 'EvictionBlockedByPDB' : 'VPARecreate',
      message: `${base}${recreationOutcome(fate, pod)}`,
      preempted: fate.kind === 'Placed' ? fate.preempted : [],
      latencySeconds: null,
      cycles: [],
      podCountQuirk: false,
      origin,
      podOrigin: pod.pod.doc,
      vpa: info,
      vpaFallback: 'evict',
    };
  };
  recreations.push({ pod, containers, admission: model, settle });
  return true;
}

/** What became of a pod whose replacement is refused: its controller keeps asking, one replica short. */
function refusedOutcome(pod: SimPod, message: string): string {
  const owner = pod.pod.owner;
  const controller = owner.kind === 'Deployment' ? 'its ReplicaSet' : `its ${owner.kind}`;
  return `; the API server refuses to create its replacement (${message}): ${controller} records FailedCreate and asks again, refused the same way, so the evicted pod is lost and ${owner.kind} ${JSON.stringify(owner.name)} runs one replica short`;
}

/** What the recreation did, as the message's second half. */
function recreationOutcome(fate: RecreationFate, pod: SimPod): string {
  const key = (p: { namespace: string; name: string }): string => JSON.stringify(`${p.namespace}/${p.name}`);
  switch (fate.kind) {
    case 'Blocked':
      return `, but the Eviction API refuses while PodDisruptionBudget ${JSON.stringify(fate.pdb)} allows no disruption, so the pod keeps its size until the budget allows another eviction`;
    case 'Placed': {
      const preempting =
        fate.preempted.length === 0
          ? ''
          : `, preempting ${fate.preempted.length} lower-priority pod${fate.preempted.length === 1 ? '' : 's'} (${fate.preempted.map(key).join(', ')})`;
      return `; its replacement ${key(fate.replacement)} is placed on node ${JSON.stringify(fate.node)}${preempting}`;
    }
    case 'Pending':
      return fate.replacement === null ? `; ${fate.why}` : `; its replacement ${key(fate.replacement)} stays Pending: ${fate.why}`;
    case 'Refused':
      return refusedOutcome(pod, fate.message);
  }
}
