/**
 * A pod being created whose pod-level resources break validatePodResourceRequirements (a
 * defaulted pod-level request above its limit) or validatePodResourceConsistency
 * (pkg/apis/core/validation/validation.go, via ValidatePodCreate and validatePodResources) is
 * refused by the API server, so it never runs. As for the other refusals of validation
 * (schema/resource-requirements.ts), each is an `input/schema` error at the offending field, with
 * upstream's text, and the pods are left out. It is found here, not in the schema layer, because
 * the containers are checked as stored: after SetDefaults_Pod, LimitRanger's defaults and
 * DefaultPodLevelResources, which only the model applies.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import { findingAt } from './finding-at.ts';
import type { ConsistencyProblem } from './pod-resource-consistency.ts';
import type { Pod } from './pod.ts';

/** The finding for one problem of `pod` (read from `doc`): about its workload, or about the pod itself. */
export function podLevelRefusal(doc: LoadedDocument, pod: Pod, problem: ConsistencyProblem): Diagnostic {
  const bare = pod.owner.kind === 'Pod';
  const subject = bare ? `${formatObjectRef(pod.owner)}: the API server refuses it` : `${formatObjectRef(pod.owner)}: the API server refuses its pods`;
  const tail = bare ? 'it is left out of the simulation' : 'they are left out of the simulation';
  return findingAt(doc, problem.at, 'error', 'input/schema', `${subject}, as ${problem.message}; ${tail}`, pod.owner);
}
