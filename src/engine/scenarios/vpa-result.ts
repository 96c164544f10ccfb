/**
 * What a vpa-max resize result carries besides the resize: the VPA that asked for it and, with
 * updateMode InPlaceOrRecreate, whether the updater falls back to evicting the pod
 * (CanEvictInPlacingPod in pkg/updater/restriction, updater.go).
 *
 * Upstream (kubernetes v1.37.2): kubernetes/autoscaler vertical-pod-autoscaler pkg/updater (not kubernetes/kubernetes).
 */
import type { VpaUpdateMode } from '../../model/vpa.ts';
import type { ResizeResult } from '../result.ts';

/** The updater falls back to eviction after a resize stays Deferred this long (DeferredResizeUpdateTimeout). */
export const VPA_DEFERRED_TIMEOUT_SECONDS = 300;

/** What the VPA did with a resize, kept on its ResizeResult. */
export interface VpaResizeInfo {
  /** "namespace/name" of the VerticalPodAutoscaler. */
  readonly name: string;
  readonly mode: VpaUpdateMode;
  /** Controlled resources without maxAllowed, resized up to the node's allocatable (rule vpa/unbounded). */
  readonly unbounded: readonly string[];
}

/** A ResizeResult of the vpa-max scenario. */
export interface VpaResizeResult extends ResizeResult {
  readonly vpa: VpaResizeInfo;
  /** The updater evicts and recreates the pod instead of (or after failing) the in-place resize. */
  readonly vpaFallback?: 'evict';
}

/** The VPA facts of a ResizeResult, when a VPA asked for it. */
export function vpaOf(r: ResizeResult): VpaResizeInfo | undefined {
  return 'vpa' in r ? (r as VpaResizeResult).vpa : undefined;
}

/** Whether the VPA evicts the pod instead of resizing it in place. */
export function vpaEvicts(r: ResizeResult): boolean {
  return 'vpaFallback' in r && (r as VpaResizeResult).vpaFallback === 'evict';
}

function fallbackNote(mode: VpaUpdateMode, why: string): string {
  return `; VPA would evict and recreate the pod (updateMode ${mode} falls back to eviction when ${why})`;
}

/**
 * `r` with the VPA's facts, member by member: every such result then has one of two shapes (a
 * spread copy of each had a hidden class of its own, about 500 bytes a result).
 */
function withVpa(r: ResizeResult, message: string, vpa: VpaResizeInfo, evict: boolean): VpaResizeResult {
  const out = {
    scenario: r.scenario,
    pod: r.pod,
    owner: r.owner,
    node: r.node,
    priority: r.priority,
    from: r.from,
    to: r.to,
    outcome: r.outcome,
    reason: r.reason,
    message,
    preempted: r.preempted,
    latencySeconds: r.latencySeconds,
    cycles: r.cycles,
    podCountQuirk: r.podCountQuirk,
    origin: r.origin,
    podOrigin: r.podOrigin,
    vpa,
  };
  const withFallback: VpaResizeResult = evict ? Object.assign(out, { vpaFallback: 'evict' as const }) : out;
  return r.cluster === undefined ? withFallback : Object.assign(withFallback, { cluster: r.cluster });
}

/** The VPA's reaction to the settled in-place resize (CanEvictInPlacingPod, updater.go). */
export function decorate(info: VpaResizeInfo): (r: ResizeResult) => VpaResizeResult {
  return (r) => {
    if (info.mode !== 'InPlaceOrRecreate') {
      const note =
        r.outcome === 'Infeasible' || r.outcome === 'Rejected' ? '; VPA (updateMode InPlace) does not fall back to eviction, so the pod keeps its size' : '';
      return withVpa(r, `${r.message}${note}`, info, false);
    }
    let why: string | undefined;
    if (r.outcome === 'Rejected') why = r.reason === 'QOSClassChange' ? 'the resize would change the QoS class' : 'the resize request fails';
    else if (r.outcome === 'Infeasible') why = 'the resize is Infeasible';
    else if (r.outcome === 'Deferred') why = 'the resize stays Deferred for more than 5 minutes';
    else if (r.outcome === 'Completed' && r.latencySeconds !== null && r.latencySeconds > VPA_DEFERRED_TIMEOUT_SECONDS)
      why = `the resize stays Deferred for more than 5 minutes; it would complete only after ${r.latencySeconds}s`;
    if (why === undefined) return withVpa(r, r.message, info, false);
    return withVpa(r, `${r.message}${fallbackNote(info.mode, why)}`, info, true);
  };
}
