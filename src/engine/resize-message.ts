/**
 * Event messages in the kubelet's shape (pkg/kubelet/events: "Pod resize <what>: {json summary}").
 *
 * Upstream (kubernetes v1.37.2): pkg/kubelet/events/resize.go, pkg/kubelet/status/status_manager.go.
 */
import { perObject, perObjectAndValue, runScopedMap } from '../core/memo.ts';
import { formatResource } from '../resource/quantity.ts';
import type { Container } from '../model/pod.ts';
import type { ResourceList } from '../resource/resources.ts';

function quantities(list: ResourceList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of [...list.keys()].sort()) out[name] = formatResource(name, list.get(name) ?? 0n);
  return out;
}

function allocation(c: Container): { name: string; resources: { limits?: Record<string, string>; requests?: Record<string, string> } } {
  const resources: { limits?: Record<string, string>; requests?: Record<string, string> } = {};
  if (c.resources.limits.size > 0) resources.limits = quantities(c.resources.limits);
  if (c.resources.requests.size > 0) resources.requests = quantities(c.resources.requests);
  return { name: c.name, resources };
}

/** A container's part of the summary, as JSON: containers are shared and never change, so each is written once. */
const containerJson = perObject((c: Container): string => JSON.stringify(allocation(c)));

/** A list of containers as a JSON array: a pod's lists are replaced on resize, never changed, so each is written once. */
const listJson = perObject((list: readonly Container[]): string => `[${list.map(containerJson).join(',')}]`);

/** A pod's container lists (as SimPod holds them: replaced on resize, never changed). */
export interface ContainerLists {
  readonly initContainers: readonly Container[];
  readonly containers: readonly Container[];
}

const NO_INITS: readonly Container[] = [];

/**
 * Messages of pods without init containers and without an error, by prefix, then container list
 * and generation: a workload's replicas resized alike share their list, and so their events' text.
 */
const sharedMessages = runScopedMap<string, (containers: readonly Container[], generation: number) => string>();

/** `prefix: ` and the JSON of {initContainers?, containers, generation, error?}, built from the containers' cached parts. */
export function podResizeMessage(pod: ContainerLists, generation: number, prefix: string, error?: string): string {
  if (pod.initContainers.length > 0 || error !== undefined) return buildMessage(pod, generation, prefix, error);
  let messages = sharedMessages.get(prefix);
  if (messages === undefined)
    sharedMessages.set(prefix, (messages = perObjectAndValue((containers, g) => buildMessage({ initContainers: NO_INITS, containers }, g, prefix, undefined))));
  return messages(pod.containers, generation);
}

function buildMessage(pod: ContainerLists, generation: number, prefix: string, error: string | undefined): string {
  const inits = pod.initContainers.length > 0 ? `"initContainers":${listJson(pod.initContainers)},` : '';
  const tail = error === undefined ? '' : `,"error":${JSON.stringify(error)}`;
  return `${prefix}: {${inits}"containers":${listJson(pod.containers)},"generation":${JSON.stringify(generation)}${tail}}`;
}
