/**
 * Event messages in the kubelet's shape (pkg/kubelet/events: "Pod resize <what>: {json summary}")
 * and in the scheduler's ("Preempted by pod <uid> on node <node>").
 */
import { formatResource } from '../model/quantity.ts';
import type { Container } from '../model/pod.ts';
import type { ResourceList } from '../model/resources.ts';
import type { SimPod } from './state.ts';

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

export function podResizeMessage(pod: SimPod, generation: number, prefix: string, error?: string): string {
  const summary: Record<string, unknown> = {};
  if (pod.initContainers.length > 0) summary['initContainers'] = pod.initContainers.map(allocation);
  summary['containers'] = pod.containers.map(allocation);
  summary['generation'] = generation;
  if (error !== undefined) summary['error'] = error;
  return `${prefix}: ${JSON.stringify(summary)}`;
}

export function preemptedMessage(preemptor: SimPod, node: string): string {
  return `Preempted by pod ${preemptor.pod.uid} on node ${node}`;
}
