/**
 * The pod-level part of API validation of a /resize request (InPlacePodLevelResourcesVerticalScaling,
 * Beta and on by default since 1.36): the patch of the pod's own `spec.resources` merged into
 * them, as a strategic merge patch merges maps, then refused when it removes a request or a limit
 * the pod has, or changes any resource but cpu and memory (the spec with cpu and memory masked
 * must equal the old one). A request the patch leaves unset is the resize strategy's to default
 * (DefaultPodLevelResources, after this, in validate-resize.ts), not SetDefaults_Pod's.
 *
 * Upstream (kubernetes v1.37.2): pkg/apis/core/validation/validation.go ValidatePodResize,
 * validatePodLevelResourcesResize, dropCPUMemoryResourceRequirementsUpdates.
 */
import type { PodLevelResize } from '../../model/objects.ts';
import type { ResourceRequirements } from '../../model/pod.ts';
import { inheritExact } from '../../resource/exact.ts';
import type { ResourceList } from '../../resource/resources.ts';

export type PodLevelPatchResult =
  | { readonly ok: true; readonly podResources: ResourceRequirements | undefined }
  | { readonly ok: false; readonly reason: 'ResourceRemoved' | 'NonResizableResource'; readonly message: string };

const EMPTY: ResourceList = new Map();
const MUTABLE = new Set(['cpu', 'memory']);

/** `before` with `patch`'s amounts set: the same list when the patch sets none. */
function merged(before: ResourceList, patch: ResourceList): ResourceList {
  if (patch.size === 0) return before;
  const out = new Map([...before, ...patch]);
  inheritExact(out, [patch, before]);
  return out;
}

/** The first resource other than cpu and memory whose request or limit differs, as `requests.<name>` (a container's too). */
export function changedNonResizable(before: ResourceRequirements, after: ResourceRequirements): string | undefined {
  for (const kind of ['requests', 'limits'] as const) {
    const a = before[kind];
    const b = after[kind];
    for (const name of new Set([...a.keys(), ...b.keys()])) if (!MUTABLE.has(name) && a.get(name) !== b.get(name)) return `${kind}.${name}`;
  }
  return undefined;
}

/** The pod's own resources after `patch`, or why the API server refuses it. */
export function patchPodLevel(before: ResourceRequirements | undefined, patch: PodLevelResize): PodLevelPatchResult {
  const requestsBefore = before?.requests ?? EMPTY;
  const limitsBefore = before?.limits ?? EMPTY;
  const removedRequest = patch.removed.requests.find((name) => requestsBefore.has(name));
  if (removedRequest !== undefined)
    return { ok: false, reason: 'ResourceRemoved', message: `pod-level resource requests cannot be removed (spec.resources.requests.${removedRequest})` };
  const removedLimit = patch.removed.limits.find((name) => limitsBefore.has(name));
  if (removedLimit !== undefined)
    return { ok: false, reason: 'ResourceRemoved', message: `pod-level resource limits cannot be removed (spec.resources.limits.${removedLimit})` };
  const requests = merged(requestsBefore, patch.requests);
  const limits = merged(limitsBefore, patch.limits);
  const changed = changedNonResizable({ requests: requestsBefore, limits: limitsBefore }, { requests, limits });
  if (changed !== undefined)
    return {
      ok: false,
      reason: 'NonResizableResource',
      message: `only cpu and memory resources are mutable at pod-level (spec.resources.${changed} would change)`,
    };
  // An empty patch on a pod without pod-level resources leaves it without them (the masked spec is nil).
  if (before === undefined && requests.size === 0 && limits.size === 0) return { ok: true, podResources: undefined };
  if (requests === requestsBefore && limits === limitsBefore) return { ok: true, podResources: before };
  return { ok: true, podResources: { requests, limits } };
}
