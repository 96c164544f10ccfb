/**
 * A workload's pods as LimitRanger's defaults leave them, validated again: the workload's template
 * passed validateResourceRequirements as written (ValidatePodTemplateSpec; LimitRanger takes pods
 * only), but each pod its controller creates is mutated first (plugin/pkg/admission/limitranger/
 * admission.go Admit, PodMutateLimitFunc) and validated after (ValidatePodCreate, through the pod
 * strategy in rest.BeforeCreate: staging/src/k8s.io/apiserver/pkg/registry/generic/registry/
 * store.go create). A default limit below the template's request, or a default request of a
 * resource that cannot be overcommitted without its limit, refuses every pod (the controller's
 * FailedCreate) while the workload itself is stored.
 */
import { formatPath } from '../schema/to-diagnostic.ts';
import { podSpecRequirementProblems, type DefaultResources } from '../schema/resource-requirements.ts';
import { obj } from '../core/fields.ts';
import type { ConsistencyProblem } from './pod-resource-consistency.ts';

/** The refusals of the pod `value` (pod-shaped, paths from its `spec`) with `defaulted` resources, at the fields the manifest writes. */
export function defaultedRequirementProblems(value: Readonly<Record<string, unknown>>, defaulted: DefaultResources | undefined): ConsistencyProblem[] {
  if (defaulted === undefined) return [];
  return podSpecRequirementProblems(obj(value['spec']), ['spec'], defaulted).map((p) => ({
    at: p.at ?? p.path,
    message: `${formatPath(p.path)}: ${p.message.replace(/; the API server refuses it$/, '')}`,
  }));
}
