/**
 * The scheduler's restricted cycle for a Deferred pod (KEP-5836 alpha, kube-scheduler
 * v1.37): NodeName limits it to the pod's own node; DeferredPodScheduling
 * honours the node opt-out; NodeResourcesFit checks over-commit; if the resize already fits the
 * pod is parked (Permit); otherwise DefaultPreemption's PostFilter runs SelectVictimsOnNode.
 * PodTopologySpread and InterPodAffinity take no part: for a pod whose resize is Deferred their
 * PreFilters answer Skip and their Filters Success (the pod already counts in its own domain and
 * on its node, where its own terms would find itself), so the cycle state keeps no plugin state
 * and the dry run's victims depend on neither spread nor affinity.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/schedule_one.go, pkg/scheduler/framework/plugins/deferredpodscheduling/deferred_pod_scheduling.go, pkg/scheduler/framework/plugins/podtopologyspread/filtering.go and interpodaffinity/filtering.go (PreFilter, Filter: resource.IsPodResizeDeferred).
 */
import { withNominated } from './filters.ts';
import type { NodeInfo } from './node-info.ts';
import * as deferredPodScheduling from './plugins/deferred-pod-scheduling.ts';
import * as nodeResourcesFit from './plugins/noderesources-fit.ts';
import { selectVictimsOnNode, type Victims } from './preemption/select-victims.ts';
import type { PdbState } from './preemption/pdb.ts';
import { nodeInfoOf, type SimNode } from './state.ts';
import { type SimPod } from './sim-pod.ts';
import { isSuccess, status, type Status } from './status.ts';

export const NOT_ELIGIBLE_NEVER = 'not eligible due to preemptionPolicy=Never.';

export type CycleResult =
  /** The node opted out: UnschedulableAndUnresolvable, no PostFilter (DeferredPodScheduling Filter). */
  | { readonly kind: 'Disabled'; readonly filter: readonly Status[] }
  /** Every filter passes: Permit parks the pod until the kubelet actuates (DeferredPodScheduling Permit). */
  | { readonly kind: 'Parked'; readonly filter: readonly Status[] }
  /** The desired request alone exceeds allocatable: no preemption (fitsRequest marks it Unresolvable). */
  | { readonly kind: 'Unresolvable'; readonly filter: readonly Status[] }
  /** preemptionPolicy: Never (PodEligibleToPreemptOthers). */
  | { readonly kind: 'NotEligible'; readonly filter: readonly Status[]; readonly postFilter: Status }
  /** No lower-priority pods, or not enough room even without all of them. */
  | { readonly kind: 'NoCandidate'; readonly filter: readonly Status[]; readonly postFilter: Status }
  /** `podCountOnly`: the node failed only the pod count, in which the pod counts itself twice (fitsRequest's "Too many pods"). */
  | { readonly kind: 'Preempt'; readonly filter: readonly Status[]; readonly victims: Victims; readonly podCountOnly: boolean };

export interface CycleOptions {
  readonly podCountQuirk: boolean;
  /** Pending pods nominated to each node: those of equal or higher priority count as there (RunFilterPluginsWithNominatedPods). */
  readonly nominated: ReadonlyMap<string, ReadonlySet<SimPod>>;
}

export function runResizeCycle(pod: SimPod, simNode: SimNode, pdbs: readonly PdbState[], opts: CycleOptions): CycleResult {
  const node = simNode.node;
  // Filter: NodeName (PreFilter already restricted to spec.nodeName), DeferredPodScheduling,
  // NodeResourcesFit; PodTopologySpread and InterPodAffinity skip a Deferred resize (see above).
  const dps = deferredPodScheduling.filter(pod, node);
  if (!isSuccess(dps)) return { kind: 'Disabled', filter: [dps] };
  const request = pod.specRequests();
  const fitOpts = { podCountQuirk: opts.podCountQuirk };
  const runFilters = (info: NodeInfo): Status => nodeResourcesFit.filter(pod, request, withNominated(pod, info, opts), true, fitOpts);
  const nodeInfo = nodeInfoOf(simNode);
  const fit = runFilters(nodeInfo);
  const filter = [dps, fit];
  if (isSuccess(fit)) return { kind: 'Parked', filter: [...filter, deferredPodScheduling.permit()] };
  if (fit.code === 'UnschedulableAndUnresolvable') return { kind: 'Unresolvable', filter };
  // PostFilter: DefaultPreemption.
  if (pod.pod.preemptionPolicy === 'Never') {
    return { kind: 'NotEligible', filter, postFilter: status('Unschedulable', 'DefaultPreemption', NOT_ELIGIBLE_NEVER) };
  }
  const selected = selectVictimsOnNode(pod, nodeInfo, pdbs, runFilters);
  if (!selected.ok) return { kind: 'NoCandidate', filter, postFilter: selected.status };
  const podCountOnly = fit.reasons.length > 0 && fit.reasons.every((r) => r === 'Too many pods');
  return { kind: 'Preempt', filter, victims: selected.victims, podCountOnly };
}
