/**
 * HorizontalPodAutoscalers (autoscaling/v2 and v1): the replicas a scaled workload runs. The
 * controller keeps the scale within [minReplicas, maxReplicas]
 * (pkg/controller/podautoscaler/horizontal.go normalizeDesiredReplicas), so a workload without
 * `spec.replicas` (the API server defaults it to 1) runs minReplicas; `hpaMax` takes maxReplicas,
 * the worst case for room. KEDA's ScaledObject is read as the HPA KEDA makes (keda.ts).
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import { int, obj, str } from '../core/fields.ts';

export interface HorizontalPodAutoscaler {
  readonly ref: ObjectRef;
  readonly target: { readonly kind: string; readonly name: string };
  /** Default 1 (the API server's default). */
  readonly minReplicas: number;
  readonly maxReplicas: number;
  readonly doc: LoadedDocument;
  /** Its target at zero replicas is scaled up, not left there (KEDA's ScaledObject, keda.ts). */
  readonly fromZero?: boolean;
}

export function readHpa(doc: LoadedDocument, ref: ObjectRef): HorizontalPodAutoscaler {
  const spec = obj(obj(doc.value)['spec']);
  const target = obj(spec['scaleTargetRef']);
  const minReplicas = Math.max(1, int(spec['minReplicas']) ?? 1);
  return {
    ref,
    target: { kind: str(target['kind']) ?? '', name: str(target['name']) ?? '' },
    minReplicas,
    maxReplicas: Math.max(minReplicas, int(spec['maxReplicas']) ?? minReplicas),
    doc,
  };
}

/** The replicas a workload with `replicas` (undefined: not set) runs under `hpa`. */
export function scaledReplicas(hpa: HorizontalPodAutoscaler, replicas: number | undefined, hpaMax: boolean): number {
  // A target at zero replicas is left there: scaling is disabled (pkg/controller/podautoscaler/
  // horizontal.go reconcileAutoscaler, shouldComputeMetricsForZeroReplicas: ScalingActive False,
  // ScalingDisabled), the usual way a repository switches a workload off.
  if (replicas === 0 && hpa.fromZero !== true) return 0;
  if (hpaMax) return hpa.maxReplicas;
  return Math.min(hpa.maxReplicas, Math.max(hpa.minReplicas, replicas ?? 1));
}
