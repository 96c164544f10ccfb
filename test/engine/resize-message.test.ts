/**
 * podResizeMessage (src/engine/resize-message.ts) writes the kubelet's event message from cached
 * per-container JSON; it must read exactly as the JSON of the whole summary would. A ResizeEvent
 * writes it only when read, and must still describe the pod as it was when the event happened.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Container, Pod } from '../../src/model/pod.ts';
import { formatResource } from '../../src/model/quantity.ts';
import { podResizeMessage, ResizeEvent } from '../../src/engine/resize-message.ts';
import { SimPod } from '../../src/engine/state.ts';

function ctr(name: string, requests: Record<string, bigint>, limits: Record<string, bigint> = {}, init = false): Container {
  return { name, type: init ? 'init' : 'container', sidecar: init, resources: { requests: new Map(Object.entries(requests)), limits: new Map(Object.entries(limits)) }, resizePolicy: new Map(), path: [] };
}

function simPod(containers: Container[], initContainers: Container[]): SimPod {
  return new SimPod({ ref: { kind: 'Pod', namespace: 'default', name: 'p' }, containers, initContainers, podResources: undefined, overhead: new Map(), containerStatuses: new Map(), resizePending: undefined } as unknown as Pod, 'n');
}

/** The summary as the kubelet's message has it, stringified whole. */
function expected(pod: SimPod, generation: number, prefix: string, error?: string): string {
  const part = (c: Container) => {
    const q = (l: ReadonlyMap<string, bigint>) => Object.fromEntries([...l.keys()].sort().map((k) => [k, formatResource(k, l.get(k)!)]));
    return { name: c.name, resources: { ...(c.resources.limits.size > 0 ? { limits: q(c.resources.limits) } : {}), ...(c.resources.requests.size > 0 ? { requests: q(c.resources.requests) } : {}) } };
  };
  const summary = { ...(pod.initContainers.length > 0 ? { initContainers: pod.initContainers.map(part) } : {}), containers: pod.containers.map(part), generation, ...(error !== undefined ? { error } : {}) };
  return `${prefix}: ${JSON.stringify(summary)}`;
}

describe('podResizeMessage', () => {
  const cases: [string, SimPod, string | undefined][] = [
    ['one container', simPod([ctr('app', { cpu: 500n, memory: 1000n })], []), undefined],
    ['containers and a sidecar, with an error', simPod([ctr('a', { cpu: 100n }, { cpu: 200n }), ctr('b', {})], [ctr('s', { memory: 64n }, {}, true)]), 'Node didn\'t have enough resource: cpu, "quoted"'],
  ];
  for (const [name, pod, error] of cases) {
    it(`${name}: the JSON of the whole summary`, () => {
      for (let i = 0; i < 2; i++) assert.equal(podResizeMessage(pod, 3, 'Pod resize Deferred', error), expected(pod, 3, 'Pod resize Deferred', error));
    });
  }
});

describe('ResizeEvent', () => {
  it('reads the message of the moment it happened, after the pod is resized again', () => {
    const pod = simPod([ctr('app', { cpu: 500n, memory: 1000n })], []);
    const before = expected(pod, 2, 'Pod resize started');
    const event = new ResizeEvent('s', 30, 'Pod/default/p', 'Normal', 'ResizeStarted', pod, 2, 'Pod resize started', undefined);
    pod.containers = [ctr('app', { cpu: 900n, memory: 1000n })]; // a later resize replaces the list
    assert.equal(event.message, before);
    assert.notEqual(podResizeMessage(pod, 2, 'Pod resize started'), before);
  });

  it('gives the report exactly its six members, in the report order', () => {
    const pod = simPod([ctr('app', { cpu: 500n })], []);
    const event = new ResizeEvent('grow', 0, 'Pod/default/p', 'Warning', 'ResizeDeferred', pod, 2, 'Pod resize Deferred', 'no room');
    assert.equal(JSON.stringify(event), JSON.stringify({ scenario: 'grow', at: 0, object: 'Pod/default/p', type: 'Warning', reason: 'ResizeDeferred', message: expected(pod, 2, 'Pod resize Deferred', 'no room') }));
  });
});
