/**
 * A pod's required inter-pod affinity terms as the scheduler holds them (framework.AffinityTerm):
 * the label selector with matchLabelKeys and mismatchLabelKeys merged in as the API server stores
 * it at creation, the namespaces the term names (the pod's own when it names none and has no
 * namespaceSelector) and its namespaceSelector; Matches reads both.
 *
 * A namespaceSelector is matched against the labels of the other pod's namespace. For the incoming
 * pod's terms upstream first lists the namespaces the selector selects
 * (mergeAffinityTermNamespacesIfNotEmpty) and then asks only for namespace names; every pod's
 * namespace exists, so asking for the pod's namespace's labels gives the same answer.
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/kube-scheduler/framework/types.go (AffinityTerm.Matches, GetAffinityTerms, newAffinityTerm, getNamespacesFromPodAffinityTerm), pkg/registry/core/pod/strategy.go (applyMatchLabelKeysAndMismatchLabelKeys), pkg/scheduler/framework/plugins/interpodaffinity/filtering.go (podMatchesAllAffinityTerms), pkg/scheduler/framework/plugins/interpodaffinity/plugin.go (mergeAffinityTermNamespacesIfNotEmpty, GetNamespaceLabelsSnapshot).
 */
import { isEmptySelector, matchesSelector } from '../model/labels.ts';
import type { LabelSelector, LabelSelectorRequirement } from '../model/objects.ts';
import type { Pod, PodAffinityTermSpec } from '../model/pod.ts';
import type { SimPod } from './sim-pod.ts';

/** A namespace's labels (the Namespace object's; kubernetes.io/metadata.name alone without one). */
export type NamespaceLabels = (namespace: string) => Readonly<Record<string, string>>;

export interface AffinityTerm {
  readonly topologyKey: string;
  /** Undefined: a nil labelSelector, labels.Nothing(). */
  readonly selector: LabelSelector | undefined;
  readonly namespaces: ReadonlySet<string>;
  /** Undefined: a nil namespaceSelector (labels.Nothing()); an empty one selects every namespace. */
  readonly namespaceSelector: LabelSelector | undefined;
}

export interface PodTerms {
  readonly affinity: readonly AffinityTerm[];
  readonly antiAffinity: readonly AffinityTerm[];
}

/** applyLabelKeysToLabelSelector: `key In (value)` / `key NotIn (value)` for each key the pod has a label for. */
function mergedSelector(term: PodAffinityTermSpec, labels: Readonly<Record<string, string>>): LabelSelector | undefined {
  const s = term.labelSelector;
  if (s === undefined || (term.matchLabelKeys.length === 0 && term.mismatchLabelKeys.length === 0)) return s;
  const extra: LabelSelectorRequirement[] = [];
  for (const [keys, operator] of [
    [term.matchLabelKeys, 'In'],
    [term.mismatchLabelKeys, 'NotIn'],
  ] as const) {
    for (const key of keys) if (Object.hasOwn(labels, key)) extra.push({ key, operator, values: [labels[key]!] });
  }
  return extra.length === 0 ? s : { matchLabels: s.matchLabels, matchExpressions: [...s.matchExpressions, ...extra] };
}

/** newAffinityTerm, with the selector as the API server stored it (mutatePodAffinity). */
function newAffinityTerm(pod: Pod, term: PodAffinityTermSpec): AffinityTerm {
  const own = term.namespaces.length === 0 && term.namespaceSelector === undefined;
  return {
    topologyKey: term.topologyKey,
    selector: mergedSelector(term, pod.labels),
    namespaces: new Set(own ? [pod.ref.namespace] : term.namespaces),
    namespaceSelector: term.namespaceSelector,
  };
}

/** Terms by model pod: replicas have pods of their own, so the cache follows the pod. */
const termsOf = new WeakMap<Pod, PodTerms>();

/** The pod's required terms, or undefined when it has none (the common case, answered without a lookup). */
export function requiredTerms(p: SimPod): PodTerms | undefined {
  const spec = p.pod.scheduling.podAffinity;
  if (spec === undefined) return undefined;
  let terms = termsOf.get(p.pod);
  if (terms === undefined) {
    terms = { affinity: spec.affinity.map((t) => newAffinityTerm(p.pod, t)), antiAffinity: spec.antiAffinity.map((t) => newAffinityTerm(p.pod, t)) };
    termsOf.set(p.pod, terms);
  }
  return terms;
}

/** AffinityTerm.Matches: the pod's namespace is named or selected, and its labels match the selector. */
export function termMatches(term: AffinityTerm, pod: SimPod, nsLabels: NamespaceLabels): boolean {
  if (term.selector === undefined) return false;
  const ns = pod.pod.ref.namespace;
  const inScope =
    term.namespaces.has(ns) ||
    (term.namespaceSelector !== undefined && (isEmptySelector(term.namespaceSelector) || matchesSelector(term.namespaceSelector, nsLabels(ns))));
  return inScope && matchesSelector(term.selector, pod.pod.labels);
}

/** podMatchesAllAffinityTerms: the terms are not empty and the pod matches every one. */
export function podMatchesAllAffinityTerms(terms: readonly AffinityTerm[], pod: SimPod, nsLabels: NamespaceLabels): boolean {
  if (terms.length === 0) return false;
  for (const t of terms) if (!termMatches(t, pod, nsLabels)) return false;
  return true;
}
