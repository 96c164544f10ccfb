/**
 * Required inter-pod anti-affinity, read from a pod's manifest (its own spec, or its workload's pod
 * template) and matched as kube-scheduler's InterPodAffinity Filter matches it
 * (pkg/scheduler/framework/plugins/interpodaffinity/filtering.go satisfyPodAntiAffinity,
 * satisfyExistingPodsAntiAffinity; pkg/scheduler/framework/types.go newAffinityTerm, AffinityTerm.Matches).
 *
 * The engine's placement does not run that filter: these terms check, after the fact, whether a
 * placement it made is one the scheduler refuses.
 */
import { arr, obj, str, stringMap } from '../core/fields.ts';
import type { PathSegment } from '../load/document.ts';
import { matchesSelector } from '../model/labels.ts';
import type { LabelSelector, LabelSelectorRequirement } from '../model/objects.ts';
import type { Pod } from '../model/pod.ts';

export interface AntiAffinityTerm {
  readonly topologyKey: string;
  /** Undefined: a nil labelSelector, which matches no pod (metav1.LabelSelectorAsSelector). */
  readonly selector: LabelSelector | undefined;
  /** The namespaces the term looks in; undefined: every namespace (an empty namespaceSelector). */
  readonly namespaces: ReadonlySet<string> | undefined;
  /** Where the term is written, for a finding. */
  readonly path: readonly PathSegment[];
}

/** The path to a pod's spec inside the manifest it comes from: a bare Pod's, or its workload's template. */
function specPath(kind: string): readonly PathSegment[] {
  if (kind === 'Pod') return ['spec'];
  if (kind === 'CronJob') return ['spec', 'jobTemplate', 'spec', 'template', 'spec'];
  return ['spec', 'template', 'spec'];
}

function at(value: unknown, path: readonly PathSegment[]): unknown {
  let v = value;
  for (const seg of path) v = typeof seg === 'number' ? arr(v)[seg] : obj(v)[seg];
  return v;
}

function readRequirements(v: unknown): LabelSelectorRequirement[] {
  return arr(v).map((e) => {
    const o = obj(e);
    return { key: str(o['key']) ?? '', operator: str(o['operator']) ?? '', values: arr(o['values']).filter((x): x is string => typeof x === 'string') };
  });
}

/**
 * The term's selector as the API server stores it: matchLabelKeys and mismatchLabelKeys merged in
 * as `key In (value)` and `key NotIn (value)` of the pod's own labels
 * (pkg/registry/core/pod/strategy.go applyMatchLabelKeysAndMismatchLabelKeys).
 */
function readSelector(term: Readonly<Record<string, unknown>>, labels: Readonly<Record<string, string>>): LabelSelector | undefined {
  const raw = term['labelSelector'];
  if (raw === undefined || raw === null) return undefined;
  const s = obj(raw);
  const matchExpressions = readRequirements(s['matchExpressions']);
  for (const [field, operator] of [
    ['matchLabelKeys', 'In'],
    ['mismatchLabelKeys', 'NotIn'],
  ] as const) {
    for (const key of arr(term[field])) {
      if (typeof key !== 'string' || !Object.hasOwn(labels, key)) continue;
      matchExpressions.push({ key, operator, values: [labels[key]!] });
    }
  }
  return { matchLabels: stringMap(s['matchLabels']), matchExpressions };
}

/**
 * The pod's required anti-affinity terms. A term with a namespaceSelector that selects by labels
 * is left out: the Namespace objects' labels it needs may not be in the input, and a term read as
 * matching when it does not would be a false finding.
 */
export function requiredAntiAffinityTerms(pod: Pod): readonly AntiAffinityTerm[] {
  const kind = obj(pod.doc.value)['kind'] === 'Pod' ? 'Pod' : (str(obj(pod.doc.value)['kind']) ?? 'Pod');
  const base = [...specPath(kind), 'affinity', 'podAntiAffinity', 'requiredDuringSchedulingIgnoredDuringExecution'];
  const terms: AntiAffinityTerm[] = [];
  arr(at(pod.doc.value, base)).forEach((t, i) => {
    const term = obj(t);
    const topologyKey = str(term['topologyKey']) ?? '';
    if (topologyKey === '') return;
    const nsSelector = term['namespaceSelector'];
    const listed = arr(term['namespaces']).filter((x): x is string => typeof x === 'string');
    let namespaces: ReadonlySet<string> | undefined;
    if (nsSelector === undefined || nsSelector === null) {
      namespaces = new Set(listed.length === 0 ? [pod.ref.namespace] : listed);
    } else {
      const sel = obj(nsSelector);
      const empty = Object.keys(stringMap(sel['matchLabels'])).length === 0 && arr(sel['matchExpressions']).length === 0;
      if (!empty) return;
      namespaces = undefined;
    }
    terms.push({ topologyKey, selector: readSelector(term, pod.labels), namespaces, path: [...base, i] });
  });
  return terms;
}

/** AffinityTerm.Matches: the other pod is in the term's namespaces and its labels match the selector. */
export function termMatches(term: AntiAffinityTerm, other: Pod): boolean {
  if (term.selector === undefined) return false;
  if (term.namespaces !== undefined && !term.namespaces.has(other.ref.namespace)) return false;
  return matchesSelector(term.selector, other.labels);
}
