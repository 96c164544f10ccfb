/**
 * Whether an object whose pods are not simulated may make the pods a PDB's selector matches, so a
 * PDB protecting no simulated pod may be meant for them. An unrendered GitOps source may: nothing
 * is known of its pods. An operator's resource may when the pod template it holds carries labels
 * the selector matches (a CR's `spec.template`, ECK's `podTemplate`, the Prometheus operator's
 * `podMetadata`), or when the selector names it: operators label their pods with the resource's
 * name (`app.kubernetes.io/instance: <name>`, `app: <name>`, ECK's
 * `elasticsearch.k8s.elastic.co/cluster-name: <name>`, the Prometheus operator's
 * `prometheus: <name>`), so a selector value equal to or containing its name or one of its own
 * labels' values may be theirs. Both are asked even when the template is read: the operator adds
 * its own labels beside the template's. Any other object in the namespace (a database operator's
 * resource beside an unrelated Deployment's PDB) has nothing to do with the selector.
 */
import { isObject, obj, stringMap } from '../core/fields.ts';
import { matchesSelector } from './labels.ts';
import type { UnsimulatedMaker } from './not-simulated.ts';
import type { LabelSelector } from './objects.ts';

/** Whether `maker` may make pods `selector` matches. */
export function mayMakeSelectedPods(selector: LabelSelector, maker: UnsimulatedMaker): boolean {
  if (maker.unrendered) return true;
  const spec = obj(obj(maker.value)['spec']);
  if (templateLabels(spec, TEMPLATE_DEPTH, new Set()).some((labels) => matchesSelector(selector, labels))) return true;
  return selectorNames(selector, [maker.ref.name, ...Object.values(stringMap(obj(obj(maker.value)['metadata'])['labels']))]);
}

/** How deep under the spec pod templates are looked for, as for finding one (not-simulated.ts). */
const TEMPLATE_DEPTH = 6;

/**
 * The `metadata.labels` of the pod templates in a spec: under a key ending in `template` or
 * `Template` (`podTemplate` too), or an operator's `podMetadata`; each object once (`seen`), the
 * first items of lists only.
 */
function templateLabels(value: Readonly<Record<string, unknown>>, depth: number, seen: Set<object>): Readonly<Record<string, string>>[] {
  if (depth === 0 || seen.has(value)) return [];
  seen.add(value);
  const out: Readonly<Record<string, string>>[] = [];
  for (const [key, child] of Object.entries(value)) {
    for (const c of Array.isArray(child) ? child.slice(0, 8) : [child]) {
      if (!isObject(c)) continue;
      if (key === 'podMetadata') out.push(stringMap(c['labels']));
      else if (/[tT]emplates?$/.test(key) && isObject(c['metadata'])) out.push(stringMap(obj(c['metadata'])['labels']));
      out.push(...templateLabels(c, depth - 1, seen));
    }
  }
  return out.filter((labels) => Object.keys(labels).length > 0);
}

/**
 * Whether a value the selector asks for (a matchLabels value, a matchExpressions `In` value)
 * equals one of `names` or contains one of at least three characters (a label value `v1` or `db`
 * inside another word says nothing).
 */
function selectorNames(selector: LabelSelector, names: readonly string[]): boolean {
  const asked = [...Object.values(selector.matchLabels), ...selector.matchExpressions.filter((e) => e.operator === 'In').flatMap((e) => e.values)];
  return asked.some((value) => names.some((name) => name !== '' && (value === name || (name.length >= 3 && value.includes(name)))));
}
