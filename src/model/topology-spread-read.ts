/**
 * spec.topologySpreadConstraints as the API server stores them (core/v1 TopologySpreadConstraint).
 * Unset optional fields stay unset: the scheduler defaults them where it reads them
 * (pkg/scheduler/framework/plugins/podtopologyspread/common.go filterTopologySpreadConstraints).
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/api/core/v1/types.go (TopologySpreadConstraint).
 */
import { arr, int, obj, str } from '../core/fields.ts';
import { readLabelSelector } from './labels.ts';
import type { TopologySpreadConstraint } from './pod.ts';

const NONE: readonly TopologySpreadConstraint[] = [];

export function readTopologySpreadConstraints(raw: unknown): readonly TopologySpreadConstraint[] {
  const items = arr(raw);
  if (items.length === 0) return NONE;
  return items.map((item): TopologySpreadConstraint => {
    const c = obj(item);
    return {
      maxSkew: int(c['maxSkew']) ?? 0,
      topologyKey: str(c['topologyKey']) ?? '',
      whenUnsatisfiable: str(c['whenUnsatisfiable']) ?? '',
      labelSelector: readLabelSelector(c['labelSelector']),
      minDomains: int(c['minDomains']),
      nodeAffinityPolicy: str(c['nodeAffinityPolicy']),
      nodeTaintsPolicy: str(c['nodeTaintsPolicy']),
      matchLabelKeys: arr(c['matchLabelKeys']).filter((k): k is string => typeof k === 'string'),
    };
  });
}
