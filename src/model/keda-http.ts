/**
 * KEDA's HTTP add-on HTTPScaledObject (http.keda.sh/v1alpha1) read as the ScaledObject its operator
 * makes for it (kedacore/http-add-on operator/controllers/http/scaled_object.go
 * createOrUpdateScaledObject, pkg/k8s/scaledobject.go NewScaledObject): the same name, labels and
 * annotations (so KEDA's pause annotations hold), its `scaleTargetRef`, and `minReplicaCount` /
 * `maxReplicaCount` from `spec.replicas.min` / `.max` (unset: KEDA's defaults, keda.ts). With
 * `httpscaledobject.keda.sh/skip-scaledobject-creation: "true"` the operator makes none
 * (operator/controllers/http/app.go), so it scales nothing.
 */
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import { obj, stringMap } from '../core/fields.ts';
import type { HorizontalPodAutoscaler } from './hpa.ts';
import { scaledObjectAutoscaler } from './keda.ts';

/** The kind the model files HTTPScaledObjects under (identify.ts: a kind of a group it does not model). */
export const HTTP_SCALED_OBJECT_KIND = 'http.keda.sh/HTTPScaledObject';

const SKIP_SCALED_OBJECT_CREATION = 'httpscaledobject.keda.sh/skip-scaledobject-creation';

export function readHttpScaledObject(doc: LoadedDocument, ref: ObjectRef): HorizontalPodAutoscaler | undefined {
  const value = obj(doc.value);
  const annotations = stringMap(obj(value['metadata'])['annotations']);
  // app.go compares with "true" exactly.
  if (annotations[SKIP_SCALED_OBJECT_CREATION] === 'true') return undefined;
  const spec = obj(value['spec']);
  const replicas = obj(spec['replicas']);
  return scaledObjectAutoscaler(
    doc,
    ref,
    { scaleTargetRef: spec['scaleTargetRef'], minReplicaCount: replicas['min'], maxReplicaCount: replicas['max'] },
    annotations,
  );
}
