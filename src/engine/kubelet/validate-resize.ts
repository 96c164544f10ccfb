/**
 * API-server validation of a /resize request (ValidatePodResize in pkg/apis/core/validation/validation.go,
 * v1.37). A rejected resize changes nothing on the node. The new pod's pod-level resources are
 * defaulted first, as podResizeStrategy.PrepareForUpdate does (pkg/registry/core/pod/strategy.go,
 * DefaultPodLevelResources), then checked as validatePodResources checks them: a pod-level request
 * the defaulting raised above its pod-level limit (validatePodResourceRequirements), containers
 * whose aggregate requests exceed a pod-level request, or a container limit above a pod-level
 * limit (validatePodResourceConsistency), are refused (PodLevelResourcesExceeded).
 *
 * Upstream (kubernetes v1.37.2): pkg/apis/core/validation/validation.go.
 */
import type { ContainerResize, PodLevelResize } from '../../model/objects.ts';
import { changedNonResizable, patchPodLevel } from './validate-pod-level-resize.ts';
import { withResources, type Container, type ResourceRequirements } from '../../model/pod.ts';
import { perObjects } from '../../core/memo.ts';
import { computePodQOS } from '../../model/qos.ts';
import { defaultPodLevelResources } from '../../model/pod-level-defaults.ts';
import { consistencyMessage, podLevelRequestAboveLimitProblems, podResourceConsistencyProblems } from '../../model/pod-resource-consistency.ts';
import { formatResource } from '../../resource/quantity.ts';
import type { ResourceList } from '../../resource/resources.ts';
import { inheritExact } from '../../resource/exact.ts';
import type { SimPod } from '../sim-pod.ts';

export type RejectReason =
  | 'StaticPod'
  | 'WindowsPod'
  | 'NodeWithoutResizeSupport'
  | 'ContainerNotFound'
  | 'InitContainerNotResizable'
  | 'NonResizableResource'
  | 'ResourceRemoved'
  | 'RequestExceedsLimit'
  | 'PodLevelResourcesExceeded'
  | 'QOSClassChange';

export type ValidateResult =
  | {
      readonly ok: true;
      readonly containers: readonly Container[];
      readonly initContainers: readonly Container[];
      /** The pod's own resources after the resize strategy's DefaultPodLevelResources (the same object when unchanged). */
      readonly podResources: ResourceRequirements | undefined;
    }
  | { readonly ok: false; readonly reason: RejectReason; readonly message: string };

/** The containers after the patches, before the pod-level resources are defaulted and checked. */
type PatchResult =
  | { readonly ok: true; readonly containers: readonly Container[]; readonly initContainers: readonly Container[] }
  | { readonly ok: false; readonly reason: RejectReason; readonly message: string };

function reject(reason: RejectReason, message: string): { readonly ok: false; readonly reason: RejectReason; readonly message: string } {
  return { ok: false, reason, message };
}

/** Strategic-merge of the patch's requests/limits into the container (other keys kept). */
function merged(c: Container, patch: ContainerResize): Container {
  return withResources(c, mergedLists(patch, c.resources.requests, c.resources.limits));
}

/**
 * The merged lists, made once per patch and pair of lists: the replicas of a workload share
 * their lists (read from the same manifest text) and their patch, so they share the result too
 * (lists are never changed once made).
 */
const mergedLists = perObjects((patch: ContainerResize, requestsBefore: ResourceList, limitsBefore: ResourceList): ResourceRequirements => {
  const requests = new Map(requestsBefore);
  const limits = new Map(limitsBefore);
  for (const [k, v] of patch.requests) requests.set(k, v);
  for (const [k, v] of patch.limits) {
    limits.set(k, v);
    // API defaulting applies to the new object too: a new limit without a request sets it.
    if (!requestsBefore.has(k) && !patch.requests.has(k)) requests.set(k, v);
  }
  inheritExact(requests, [patch.requests, requestsBefore, patch.limits]);
  inheritExact(limits, [patch.limits, limitsBefore]);
  return { requests, limits };
});

/**
 * A non-sidecar init container with a RestartContainer resize policy, whose resources
 * ValidatePodResize refuses to change (only a pod the API server already held can have one: it
 * is refused at creation since 1.37).
 */
export function initContainerFrozen(c: Container): boolean {
  return c.type === 'init' && !c.sidecar && [...c.resizePolicy.values()].includes('RestartContainer');
}

/** Any request or limit differs (ValidatePodResize's modifiedContainer, after the patch). */
function modified(before: Container, after: Container): boolean {
  for (const kind of ['requests', 'limits'] as const) {
    const a = before.resources[kind];
    const b = after.resources[kind];
    for (const name of new Set([...a.keys(), ...b.keys()])) if (a.get(name) !== b.get(name)) return true;
  }
  return false;
}

/** A running pod whose container statuses carry no `resources` is on a node that cannot resize (KEP-1287). */
function onNodeWithoutResizeSupport(pod: SimPod): boolean {
  const statuses = pod.pod.containerStatuses;
  return statuses.size > 0 && [...statuses.values()].some((s) => s.reportsResources === false);
}

export function validateResize(pod: SimPod, patches: readonly ContainerResize[], podPatch?: PodLevelResize): ValidateResult {
  // A static pod's API object is its mirror pod (kubernetes.io/config.mirror).
  if (pod.pod.isStatic) return reject('StaticPod', 'static pods cannot be resized');
  if (pod.pod.os === 'windows') return reject('WindowsPod', 'in-place resize is not supported for Windows pods (spec.os.name: windows)');
  if (onNodeWithoutResizeSupport(pod))
    return reject('NodeWithoutResizeSupport', 'Pod running on node without support for resize: its container statuses report no resources');
  // Part 2 of ValidatePodResize: the pod-level resources, before the containers (part 3).
  const ownPatched = podPatch === undefined ? { ok: true as const, podResources: pod.podResources } : patchPodLevel(pod.podResources, podPatch);
  if (!ownPatched.ok) return ownPatched;
  const patched = applyPatches(pod.containers, pod.initContainers, patches);
  if (!patched.ok) return patched;
  // The resize strategy's PrepareForUpdate defaults the new pod's pod-level resources, then
  // ValidatePodResize validates its spec (validatePodResourceConsistency) and its QoS class.
  const resized = { containers: patched.containers, initContainers: patched.initContainers, podResources: ownPatched.podResources };
  const podResources = defaultPodLevelResources(resized);
  // validatePodResources: the pod-level requirements (a defaulted request above its limit), then their consistency.
  const problems = [...podLevelRequestAboveLimitProblems(podResources), ...podResourceConsistencyProblems({ ...resized, podResources })];
  if (problems.length > 0) return reject('PodLevelResourcesExceeded', consistencyMessage(problems));
  const before = pod.pod.qos;
  const after = computePodQOS(patched.containers, patched.initContainers, podResources);
  if (before !== after) return reject('QOSClassChange', `Pod QOS Class may not change as a result of resizing (${before} would become ${after})`);
  return { ...patched, podResources };
}

/**
 * The container checks and the containers after the patches. Remembered per (containers, init
 * containers, patches): a workload's replicas share all three, so they share the resized lists
 * too, and every cache keyed by a list (events' messages, requests) is filled once for them.
 */
const applyPatches = perObjects(
  (containersBefore: readonly Container[], initContainersBefore: readonly Container[], patches: readonly ContainerResize[]): PatchResult => {
    const containers = [...containersBefore];
    const initContainers = [...initContainersBefore];
    for (const patch of patches) {
      let list = containers;
      let i = containers.findIndex((c) => c.name === patch.name);
      if (i < 0) {
        list = initContainers;
        i = initContainers.findIndex((c) => c.name === patch.name);
      }
      const before = list[i];
      if (before === undefined) return reject('ContainerNotFound', `pod has no container named ${JSON.stringify(patch.name)}; a resize cannot add containers`);
      for (const kind of ['requests', 'limits'] as const) {
        const removed = patch.removed[kind].find((name) => before.resources[kind].has(name));
        if (removed !== undefined) {
          return reject('ResourceRemoved', `container ${JSON.stringify(patch.name)}: ${kind}.${removed} is set and cannot be removed by a resize`);
        }
      }
      const after = merged(before, patch);
      const changed = changedNonResizable(before.resources, after.resources);
      if (changed !== undefined)
        return reject('NonResizableResource', `container ${JSON.stringify(patch.name)}: ${changed} cannot change: only cpu and memory resources are mutable`);
      for (const [name, req] of after.resources.requests) {
        const lim = after.resources.limits.get(name);
        if (lim !== undefined && req > lim) {
          return reject(
            'RequestExceedsLimit',
            `container ${JSON.stringify(patch.name)}: ${name} request ${JSON.stringify(formatResource(name, req))} must be less than or equal to the ${name} limit of ${JSON.stringify(formatResource(name, lim))}`,
          );
        }
      }
      // InPlacePodVerticalScalingInitContainers is GA and locked on (pkg/features/kube_features.go),
      // so every init container is resizable (canResize := isRestartable || gate), except that a
      // modified non-sidecar one with a RestartContainer resize policy is forbidden.
      if (initContainerFrozen(before) && modified(before, after))
        return reject(
          'InitContainerNotResizable',
          `init container ${JSON.stringify(patch.name)}: non-sidecar init containers with a resize policy of RestartContainer cannot be resized`,
        );
      list[i] = after;
    }
    return { ok: true, containers, initContainers };
  },
);
