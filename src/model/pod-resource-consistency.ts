/**
 * validatePodResourceConsistency (pkg/apis/core/validation/validation.go, kubernetes v1.37.2),
 * which validatePodResources runs for every pod with pod-level `spec.resources`: at creation
 * (ValidatePodCreate) and on a resize (ValidatePodResize validates the new pod's spec). The API
 * server refuses a pod whose
 *
 * - pod-level request of a resource is below the containers' AggregateContainerRequests;
 * - pod-level hugepages-* limit is below the containers' AggregateContainerLimits;
 * - regular container (not an init container) has a limit above the pod-level limit.
 *
 * The containers are checked as stored: after SetDefaults_Pod (a limit sets a missing request)
 * and LimitRanger's defaults, which is why the model checks them rather than the schema layer.
 * Upstream walks Go maps in random order; the problems here come in resource order (cpu,
 * memory, then by name), so messages are stable. Field paths and texts are upstream's,
 * including the limit's odd `spec.resources.containers[0][memory].limits`.
 */
import { aggregateMessage } from '../core/aggregate-error.ts';
import type { PathSegment } from '../load/document.ts';
import type { PodLevelInput } from './pod-level-defaults.ts';
import { aggregateContainerLimits, aggregateSpecRequests } from './pod-level-defaults.ts';
import { formatResource } from '../resource/quantity.ts';
import { sortedResourceNames } from '../resource/resources.ts';

export interface ConsistencyProblem {
  /** Where in the pod the offending value is written (a pod-relative path, for positions). */
  readonly at: readonly PathSegment[];
  /** Upstream's field.Invalid, `<field>: Invalid value: "<value>": <detail>`. */
  readonly message: string;
}

function invalid(field: string, value: string, detail: string): string {
  return `${field}: Invalid value: ${JSON.stringify(value)}: ${detail}`;
}

/** Every refusal of the pod's resources, none when it has no pod-level resources. */
export function podResourceConsistencyProblems(pod: PodLevelInput): ConsistencyProblem[] {
  const own = pod.podResources;
  if (own === undefined) return [];
  const out: ConsistencyProblem[] = [];
  // Pod-level requests must be >= aggregate requests of all containers in a pod.
  const aggrRequests = aggregateSpecRequests(pod);
  for (const name of sortedResourceNames(aggrRequests.keys())) {
    const podRequest = own.requests.get(name);
    const aggregate = aggrRequests.get(name)!;
    if (podRequest === undefined || aggregate <= podRequest) continue;
    out.push({
      at: ['spec', 'resources', 'requests', name],
      message: invalid(
        `spec.resources.requests[${name}]`,
        formatResource(name, podRequest),
        `must be greater than or equal to aggregate container requests of ${formatResource(name, aggregate)}`,
      ),
    });
  }
  // Hugepages cannot be overcommitted: the pod-level limit must hold the containers' limits.
  const aggrLimits = aggregateContainerLimits(pod);
  for (const name of sortedResourceNames(aggrLimits.keys())) {
    const podLimit = own.limits.get(name);
    const aggregate = aggrLimits.get(name)!;
    if (!name.startsWith('hugepages-') || podLimit === undefined || aggregate <= podLimit) continue;
    out.push({
      at: ['spec', 'resources', 'limits', name],
      message: invalid(
        `spec.resources.limits[${name}]`,
        formatResource(name, podLimit),
        `must be greater than or equal to aggregate container limits of ${formatResource(name, aggregate)}`,
      ),
    });
  }
  // Individual container limits must be <= pod-level limits (spec.Containers only).
  pod.containers.forEach((c, i) => {
    for (const name of sortedResourceNames(c.resources.limits.keys())) {
      const podLimit = own.limits.get(name);
      const limit = c.resources.limits.get(name)!;
      if (podLimit === undefined || limit <= podLimit) continue;
      out.push({
        at: [...c.path, 'resources', 'limits', name],
        message: invalid(
          `spec.resources.containers[${i}][${name}].limits`,
          formatResource(name, limit),
          `must be less than or equal to pod limits of ${formatResource(name, podLimit)}`,
        ),
      });
    }
  });
  return out;
}

/**
 * validateResourceRequirements over the pod-level resources (validatePodResourceRequirements,
 * run by validatePodResources before validatePodResourceConsistency): a pod-level request above
 * its pod-level limit. Written values are the schema layer's to check; this is for requests that
 * DefaultPodLevelResources added (a limit-only resource whose containers now ask more), which
 * only the defaulted pod shows. Upstream's field is the requests list itself; the position is the
 * pod-level limit, the value written in the manifest (the request is not).
 */
export function podLevelRequestAboveLimitProblems(own: PodLevelInput['podResources']): ConsistencyProblem[] {
  if (own === undefined) return [];
  const out: ConsistencyProblem[] = [];
  for (const name of sortedResourceNames(own.requests.keys())) {
    const request = own.requests.get(name)!;
    const limit = own.limits.get(name);
    if (limit === undefined || request <= limit) continue;
    out.push({
      at: ['spec', 'resources', 'limits', name],
      message: invalid(
        'spec.resources.requests',
        formatResource(name, request),
        `must be less than or equal to ${name} limit of ${formatResource(name, limit)}`,
      ),
    });
  }
  return out;
}

/** field.ErrorList.ToAggregate's text (aggregateMessage). */
export function consistencyMessage(problems: readonly ConsistencyProblem[]): string {
  return aggregateMessage(problems.map((p) => p.message));
}
