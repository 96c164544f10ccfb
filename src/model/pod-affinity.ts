/**
 * Required inter-pod affinity and anti-affinity as a pod spec writes them: the terms the
 * scheduler's InterPodAffinity Filter reads (core/v1 types.go PodAffinity, PodAntiAffinity,
 * PodAffinityTerm; framework GetPodAffinityTerms, GetPodAntiAffinityTerms). Preferred terms only
 * score, and scoring here is NodeResourcesFit's alone, so they are not read.
 */
import { arr, obj, str } from '../core/fields.ts';
import { readLabelSelector } from './labels.ts';
import type { PodAffinityTermSpec, RequiredPodAffinity } from './pod.ts';

function strings(v: unknown): readonly string[] {
  return arr(v).filter((x): x is string => typeof x === 'string');
}

function readTerm(v: unknown): PodAffinityTermSpec {
  const t = obj(v);
  return {
    labelSelector: readLabelSelector(t['labelSelector']),
    namespaces: strings(t['namespaces']),
    namespaceSelector: readLabelSelector(t['namespaceSelector']),
    topologyKey: str(t['topologyKey']) ?? '',
    matchLabelKeys: strings(t['matchLabelKeys']),
    mismatchLabelKeys: strings(t['mismatchLabelKeys']),
  };
}

/** The pod's required terms, or undefined when it has none of either kind (most pods: the scheduler's PreFilter can skip them). */
export function readRequiredPodAffinity(spec: Readonly<Record<string, unknown>>): RequiredPodAffinity | undefined {
  const affinity = obj(spec['affinity']);
  const required = (kind: string): PodAffinityTermSpec[] => arr(obj(affinity[kind])['requiredDuringSchedulingIgnoredDuringExecution']).map(readTerm);
  const terms = { affinity: required('podAffinity'), antiAffinity: required('podAntiAffinity') };
  return terms.affinity.length === 0 && terms.antiAffinity.length === 0 ? undefined : terms;
}
