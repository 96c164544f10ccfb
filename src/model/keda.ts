/**
 * KEDA's ScaledObject (keda.sh/v1alpha1) read as the HorizontalPodAutoscaler KEDA makes for it
 * (kedacore/keda controllers/keda/hpa.go newHPAForScaledObject, named `keda-hpa-<name>`), on its
 * `spec.scaleTargetRef`: apiVersion and kind default to apps/v1 Deployment
 * (apis/keda/v1alpha1/gvkr.go ParseGVKR). Its bounds are the ScaledObject's
 * (apis/keda/v1alpha1/scaledobject_types.go GetHPAMinReplicas, GetHPAMaxReplicas):
 * `minReplicaCount` when above 0, else 1; `maxReplicaCount`, else 100.
 *
 * Below the HPA, KEDA scales the target itself (pkg/scaling/executor/scale_scaledobjects.go
 * RequestScale): with its triggers active, a target at 0 is scaled to `minReplicaCount` or 1
 * (scaleFromZeroOrIdle), then the HPA keeps it within its bounds; inactive, it goes to
 * `idleReplicaCount`, or to 0 with `minReplicaCount` 0 (scaleToZeroOrIdle), or up to a higher
 * `minReplicaCount`. The active count is the most a cluster runs for the lowest load, the worst case
 * for room, and what is modelled: a target at `replicas: 0` is not left at 0 as under a plain HPA.
 * `autoscaling.keda.sh/paused-replicas` pins the target at its count (KEDA removes the HPA);
 * `autoscaling.keda.sh/paused: "true"` stops scaling where it is, so the ScaledObject scales nothing.
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import { int, obj, str, stringMap, type JsonObject } from '../core/fields.ts';
import type { HorizontalPodAutoscaler } from './hpa.ts';

/** The kind the model files ScaledObjects under (identify.ts: a kind of a group it does not model). */
export const SCALED_OBJECT_KIND = 'keda.sh/ScaledObject';

/** KEDA's HPA floor and ceiling when the ScaledObject sets none (scaledobject_types.go defaultHPAMinReplicas, defaultHPAMaxReplicas). */
const DEFAULT_MIN = 1;
const DEFAULT_MAX = 100;

/** The autoscaler a ScaledObject is, or undefined when it is paused where it stands. */
export function readScaledObject(doc: LoadedDocument, ref: ObjectRef): HorizontalPodAutoscaler | undefined {
  const value = obj(doc.value);
  return scaledObjectAutoscaler(doc, ref, obj(value['spec']), stringMap(obj(value['metadata'])['annotations']));
}

/** A ScaledObject's autoscaler from its spec and annotations (also those KEDA's HTTP add-on writes: keda-http.ts). */
export function scaledObjectAutoscaler(
  doc: LoadedDocument,
  ref: ObjectRef,
  spec: JsonObject,
  annotations: Readonly<Record<string, string>>,
): HorizontalPodAutoscaler | undefined {
  const target = obj(spec['scaleTargetRef']);
  const scaled = { ref, target: { kind: str(target['kind']) || 'Deployment', name: str(target['name']) ?? '' }, doc, fromZero: true } as const;
  const paused = annotations['autoscaling.keda.sh/paused-replicas'];
  if (paused !== undefined) {
    const count = Number(paused);
    if (Number.isInteger(count) && count >= 0) return { ...scaled, minReplicas: count, maxReplicas: count };
  }
  if (pausedByAnnotation(annotations['autoscaling.keda.sh/paused'])) return undefined;
  const min = int(spec['minReplicaCount']);
  const minReplicas = min !== undefined && min > 0 ? min : DEFAULT_MIN;
  return { ...scaled, minReplicas, maxReplicas: Math.max(minReplicas, int(spec['maxReplicaCount']) ?? DEFAULT_MAX) };
}

/** getBoolAnnotation: strconv.ParseBool's false values unpause; any other value, true or not a boolean, pauses. */
function pausedByAnnotation(value: string | undefined): boolean {
  return value !== undefined && !['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(value);
}
