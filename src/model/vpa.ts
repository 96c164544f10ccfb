/**
 * VerticalPodAutoscaler (autoscaling.k8s.io/v1): the fields the updater and the recommender's
 * capping read (kubernetes/autoscaler vertical-pod-autoscaler pkg/apis/autoscaling.k8s.io/v1
 * types.go, pkg/utils/vpa/api.go and capping.go).
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { arr, int, obj, str } from '../core/fields.ts';
import { toResourceList } from '../resource/resource-list.ts';
import type { ResourceList } from '../resource/resources.ts';

/**
 * Off and Initial never touch running pods; Recreate and Auto evict; InPlaceOrRecreate resizes in
 * place and falls back to eviction; InPlace resizes in place only.
 */
export type VpaUpdateMode = 'Off' | 'Initial' | 'Recreate' | 'Auto' | 'InPlaceOrRecreate' | 'InPlace';
export type VpaControlledValues = 'RequestsAndLimits' | 'RequestsOnly';

export interface VpaContainerPolicy {
  /** A container name, or "*" for the default policy. */
  readonly containerName: string;
  /** Auto (default) | Off. */
  readonly mode: 'Auto' | 'Off';
  readonly minAllowed: ResourceList;
  readonly maxAllowed: ResourceList;
  /** Default cpu and memory. */
  readonly controlledResources: readonly string[];
  readonly controlledValues: VpaControlledValues;
  readonly path: readonly PathSegment[];
}

export interface VerticalPodAutoscaler {
  readonly ref: ObjectRef;
  /** spec.targetRef, in the VPA's namespace. */
  readonly target: { readonly kind: string; readonly name: string };
  /** spec.updatePolicy.updateMode; unset is Auto (GetUpdateMode), which evicts like Recreate. */
  readonly updateMode: VpaUpdateMode;
  /** Whether updateMode was written (for messages). */
  readonly updateModeSet: boolean;
  /** spec.updatePolicy.minReplicas, else undefined (the updater's --min-replicas, default 2). */
  readonly minReplicas: number | undefined;
  readonly containerPolicies: readonly VpaContainerPolicy[];
  readonly doc: LoadedDocument;
}

/** The updater's --min-replicas default (pkg/updater/config). */
export const DEFAULT_MIN_REPLICAS = 2;
export const DEFAULT_CONTROLLED_RESOURCES: readonly string[] = ['cpu', 'memory'];

const MODES: ReadonlySet<string> = new Set(['Off', 'Initial', 'Recreate', 'Auto', 'InPlaceOrRecreate', 'InPlace']);

export function readVpa(doc: LoadedDocument): VerticalPodAutoscaler {
  const root = obj(doc.value);
  const meta = obj(root['metadata']);
  const spec = obj(root['spec']);
  const target = obj(spec['targetRef']);
  const update = obj(spec['updatePolicy']);
  const mode = str(update['updateMode']);
  const policies: VpaContainerPolicy[] = arr(obj(spec['resourcePolicy'])['containerPolicies']).map((raw, i) => {
    const p = obj(raw);
    const controlled = p['controlledResources'];
    return {
      containerName: str(p['containerName']) ?? '*',
      mode: p['mode'] === 'Off' ? 'Off' : 'Auto',
      minAllowed: toResourceList(p['minAllowed']),
      maxAllowed: toResourceList(p['maxAllowed']),
      controlledResources: Array.isArray(controlled) ? arr(controlled).filter((r): r is string => typeof r === 'string') : DEFAULT_CONTROLLED_RESOURCES,
      controlledValues: p['controlledValues'] === 'RequestsOnly' ? 'RequestsOnly' : 'RequestsAndLimits',
      path: ['spec', 'resourcePolicy', 'containerPolicies', i],
    };
  });
  return {
    ref: { kind: 'VerticalPodAutoscaler', namespace: str(meta['namespace']) || 'default', name: str(meta['name']) ?? '' },
    target: { kind: str(target['kind']) ?? '', name: str(target['name']) ?? '' },
    updateMode: mode !== undefined && MODES.has(mode) ? (mode as VpaUpdateMode) : 'Auto',
    updateModeSet: mode !== undefined,
    minReplicas: int(update['minReplicas']),
    containerPolicies: policies,
    doc,
  };
}

/**
 * GetContainerResourcePolicy: the policy named after the container, else the "*" default, else
 * none (every resource controlled, no bounds).
 */
export function containerPolicyFor(vpa: VerticalPodAutoscaler, containerName: string): VpaContainerPolicy | undefined {
  return vpa.containerPolicies.find((p) => p.containerName === containerName) ?? vpa.containerPolicies.find((p) => p.containerName === '*');
}

/**
 * Modes whose updater resizes running pods in place. InPlace needs the VPA's alpha `InPlace`
 * feature gate, off by default in VPA 1.7 (pkg/features/versioned_features.go; without it
 * pkg/admission-controller/resource/vpa/validation.go refuses the object and
 * pkg/updater/logic/updater.go skips it): taken as on, the worst case for room.
 */
export function isInPlaceMode(mode: VpaUpdateMode): boolean {
  return mode === 'InPlaceOrRecreate' || mode === 'InPlace';
}

/** Modes whose updater never updates running pods. */
export function isPassiveMode(mode: VpaUpdateMode): boolean {
  return mode === 'Off' || mode === 'Initial';
}
