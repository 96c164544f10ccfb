/** Label selector matching (apimachinery labels.Selector; metav1.LabelSelectorAsSelector). */
import { arr, obj, str, stringMap } from '../core/fields.ts';
import type { LabelSelector, PodDisruptionBudget } from './objects.ts';
import type { Pod } from './pod.ts';

/** A metav1.LabelSelector as written; undefined for an absent or null one. */
export function readLabelSelector(v: unknown): LabelSelector | undefined {
  if (v === undefined || v === null) return undefined;
  const s = obj(v);
  return {
    matchLabels: stringMap(s['matchLabels']),
    matchExpressions: arr(s['matchExpressions']).map((e) => {
      const o = obj(e);
      return { key: str(o['key']) ?? '', operator: str(o['operator']) ?? '', values: arr(o['values']).filter((x): x is string => typeof x === 'string') };
    }),
  };
}

/** An empty selector ({}), which matches everything, but which PDB logic treats as "nothing". */
export function isEmptySelector(s: LabelSelector): boolean {
  return Object.keys(s.matchLabels).length === 0 && s.matchExpressions.length === 0;
}

export function matchesSelector(s: LabelSelector, labels: Readonly<Record<string, string>>): boolean {
  for (const [k, v] of Object.entries(s.matchLabels)) if (labels[k] !== v) return false;
  for (const e of s.matchExpressions) {
    const has = Object.hasOwn(labels, e.key);
    const value = labels[e.key];
    switch (e.operator) {
      case 'In':
        if (!has || value === undefined || !e.values.includes(value)) return false;
        break;
      case 'NotIn':
        if (has && value !== undefined && e.values.includes(value)) return false;
        break;
      case 'Exists':
        if (!has) return false;
        break;
      case 'DoesNotExist':
        if (has) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

/** A PDB covers a pod: same namespace, a non-empty selector matching its labels (FilterVictimsWithPDBViolation, pkg/scheduler/framework/preemption/util.go). */
export function pdbCovers(pdb: PodDisruptionBudget, pod: Pod): boolean {
  return pdb.ref.namespace === pod.ref.namespace && pdb.selector !== undefined && !isEmptySelector(pdb.selector) && matchesSelector(pdb.selector, pod.labels);
}
