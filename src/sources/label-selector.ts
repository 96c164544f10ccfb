/**
 * A label selector as an ApplicationSet writes one (a generator's `selector`, the clusters
 * generator's `selector`): apimachinery pkg/apis/meta/v1/helpers.go LabelSelectorAsSelector and
 * the checks of pkg/labels/selector.go NewRequirement on its shape (an operator it knows; values
 * for In and NotIn, none for Exists and DoesNotExist), which Argo CD fails the ApplicationSet on;
 * its callers match it with src/model/labels.ts matchesSelector, as pkg/labels does.
 */
import { arr, isObject, obj, str } from '../core/fields.ts';
import type { LabelSelector } from '../model/objects.ts';

const OPERATORS = new Set(['In', 'NotIn', 'Exists', 'DoesNotExist']);

/** The selector `raw` writes, or why Argo CD refuses it. */
export function readLabelSelector(raw: unknown): { readonly selector: LabelSelector } | { readonly why: string } {
  const s = obj(raw);
  const matchLabels: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(s['matchLabels']))) {
    if (typeof v !== 'string') return { why: `its matchLabels ${JSON.stringify(k)} is not a string, which the API refuses` };
    matchLabels[k] = v;
  }
  const matchExpressions = [];
  for (const e of arr(s['matchExpressions'])) {
    if (!isObject(e)) return { why: 'its matchExpressions hold something other than objects' };
    const key = str(e['key']) ?? '';
    const operator = str(e['operator']) ?? '';
    const values = arr(e['values']).filter((x): x is string => typeof x === 'string');
    if (!OPERATORS.has(operator)) return { why: `its operator ${JSON.stringify(operator)} is not a valid label selector operator, which Argo CD refuses` };
    if ((operator === 'In' || operator === 'NotIn') && values.length === 0)
      return { why: `its ${operator} on ${JSON.stringify(key)} has no values, which Argo CD refuses` };
    if ((operator === 'Exists' || operator === 'DoesNotExist') && values.length > 0)
      return { why: `its ${operator} on ${JSON.stringify(key)} has values, which Argo CD refuses` };
    matchExpressions.push({ key, operator, values });
  }
  return { selector: { matchLabels, matchExpressions } };
}
