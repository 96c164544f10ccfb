/**
 * podResizeMessage (src/engine/resize-message.ts) writes the kubelet's event message from cached
 * per-container JSON; it must read exactly as the JSON of the whole summary would. The EventLog
 * writes messages only when read, and must still describe the pod as it was when the event
 * happened.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Container } from '../../src/model/pod.ts';
import { formatResource } from '../../src/resource/quantity.ts';
import { EventLog } from '../../src/engine/event-log.ts';
import { podResizeMessage } from '../../src/engine/resize-message.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { modelPod } from '../helpers/model.ts';

function ctr(name: string, requests: Record<string, bigint>, limits: Record<string, bigint> = {}, init = false): Container {
  return {
    name,
    type: init ? 'init' : 'container',
    sidecar: init,
    resources: { requests: new Map(Object.entries(requests)), limits: new Map(Object.entries(limits)) },
    resizePolicy: new Map(),
    path: [],
  };
}

function simPod(containers: Container[], initContainers: Container[]): SimPod {
  return new SimPod(modelPod('p', { containers, initContainers }), 'n');
}

/** The summary as the kubelet's message has it, stringified whole. */
function expected(pod: SimPod, generation: number, prefix: string, error?: string): string {
  const part = (c: Container) => {
    const q = (l: ReadonlyMap<string, bigint>) => Object.fromEntries([...l.keys()].sort().map((k) => [k, formatResource(k, l.get(k)!)]));
    return {
      name: c.name,
      resources: {
        ...(c.resources.limits.size > 0 ? { limits: q(c.resources.limits) } : {}),
        ...(c.resources.requests.size > 0 ? { requests: q(c.resources.requests) } : {}),
      },
    };
  };
  const summary = {
    ...(pod.initContainers.length > 0 ? { initContainers: pod.initContainers.map(part) } : {}),
    containers: pod.containers.map(part),
    generation,
    ...(error !== undefined ? { error } : {}),
  };
  return `${prefix}: ${JSON.stringify(summary)}`;
}

describe('podResizeMessage', () => {
  const cases: [string, SimPod, string | undefined][] = [
    ['one container', simPod([ctr('app', { cpu: 500n, memory: 1000n })], []), undefined],
    [
      'containers and a sidecar, with an error',
      simPod([ctr('a', { cpu: 100n }, { cpu: 200n }), ctr('b', {})], [ctr('s', { memory: 64n }, {}, true)]),
      'Node didn\'t have enough resource: cpu, "quoted"',
    ],
  ];
  for (const [name, pod, error] of cases) {
    it(`${name}: the JSON of the whole summary`, () => {
      for (let i = 0; i < 2; i++) assert.equal(podResizeMessage(pod, 3, 'Pod resize Deferred', error), expected(pod, 3, 'Pod resize Deferred', error));
    });
  }

  it('pods sharing their container list (replicas) read alike, each prefix, generation and error its own', () => {
    const list = [ctr('app', { cpu: 500n, memory: 1000n })];
    const [a, b] = [simPod(list, []), simPod(list, [])];
    for (const [generation, prefix, error] of [
      [2, 'Pod resize started', undefined],
      [2, 'Pod resize completed', undefined],
      [3, 'Pod resize started', undefined],
      [2, 'Pod resize Infeasible', 'no room'],
      [2, 'Pod resize started', undefined],
    ] as const) {
      assert.equal(podResizeMessage(a, generation, prefix, error), expected(a, generation, prefix, error));
      assert.equal(podResizeMessage(b, generation, prefix, error), expected(a, generation, prefix, error));
    }
    // Same containers with a sidecar beside them: their own message.
    const withSidecar = simPod(list, [ctr('s', { memory: 64n }, {}, true)]);
    assert.equal(podResizeMessage(withSidecar, 2, 'Pod resize started'), expected(withSidecar, 2, 'Pod resize started'));
  });
});

describe('EventLog', () => {
  it('reads a resize message of the moment it happened, after the pod is resized again', () => {
    const pod = simPod([ctr('app', { cpu: 500n, memory: 1000n })], []);
    const before = expected(pod, 2, 'Pod resize started');
    const log = new EventLog('s');
    log.resize(30, pod, 'ResizeStarted', 2);
    pod.containers = [ctr('app', { cpu: 900n, memory: 1000n })]; // a later resize replaces the list
    log.resize(60, pod, 'ResizeDeferred', 3, { message: 'no room' });
    const [first, second] = [...log];
    assert.equal(first!.message, before);
    assert.equal(second!.message, expected(pod, 3, 'Pod resize Deferred', 'no room'));
    assert.ok(second!.message.includes('"cpu":"900m"'));
  });

  it('gives every event exactly the report members, in the report order, and in the order recorded', () => {
    const victim = simPod([ctr('app', { cpu: 500n })], []);
    const preemptor = new SimPod({ ...victim.pod, ref: { kind: 'Pod', namespace: 'default', name: 'high' }, uid: 'uid-high' }, 'n');
    const log = new EventLog('grow');
    log.scheduled(0, preemptor, 'node-1');
    log.message(0, preemptor, 'Warning', 'FailedScheduling', '0/1 nodes are available: 1 Insufficient cpu.');
    log.preempted(5, victim, preemptor, 'node-1');
    log.killing(5, victim, 'app');
    log.resize(35, preemptor, 'ResizeInfeasible', 2, { message: 'too big' });
    assert.equal(log.length, 5);
    assert.deepEqual(JSON.parse(JSON.stringify([...log])), [
      { scenario: 'grow', at: 0, object: 'Pod/default/high', type: 'Normal', reason: 'Scheduled', message: 'Successfully assigned default/high to node-1' },
      {
        scenario: 'grow',
        at: 0,
        object: 'Pod/default/high',
        type: 'Warning',
        reason: 'FailedScheduling',
        message: '0/1 nodes are available: 1 Insufficient cpu.',
      },
      { scenario: 'grow', at: 5, object: 'Pod/default/p', type: 'Normal', reason: 'Preempted', message: 'Preempted by pod uid-high on node node-1' },
      { scenario: 'grow', at: 5, object: 'Pod/default/p', type: 'Normal', reason: 'Killing', message: 'Stopping container app' },
      {
        scenario: 'grow',
        at: 35,
        object: 'Pod/default/high',
        type: 'Warning',
        reason: 'ResizeInfeasible',
        message: expected(preemptor, 2, 'Pod resize Infeasible', 'too big'),
      },
    ]);
    // Member order as written, which the JSON report keeps.
    assert.deepEqual(Object.keys([...log][0]!), ['scenario', 'at', 'object', 'type', 'reason', 'message']);
  });

  it('keeps every event of a log of thousands, in order, across the chunks it is stored in, small and large', () => {
    const pod = simPod([ctr('app', { cpu: 500n })], []);
    const log = new EventLog('many');
    const count = 256 + 512 + 1024 + 2048 + 4096 + 8192 + 16_384 * 2 + 17;
    // Fractional and large times too: a chunk keeps times as doubles.
    const time = (i: number): number => (i % 3 === 0 ? i + 0.5 : i * 1e6);
    for (let i = 0; i < count; i++) {
      if (i % 2 === 0) log.killing(time(i), pod, `c${i}`);
      else log.message(time(i), pod, 'Normal', 'Scheduled', `m${i}`);
    }
    assert.equal(log.length, count);
    const events = [...log];
    assert.equal(events.length, count);
    for (const i of [0, 255, 256, 767, 768, 16_127, 16_128, 32_511, 32_512, count - 1]) {
      assert.equal(events[i]!.at, time(i), `event ${i}`);
      assert.equal(events[i]!.message, i % 2 === 0 ? `Stopping container c${i}` : `m${i}`, `event ${i}`);
    }
    assert.ok(events.every((e, i) => e.at === time(i) && e.reason === (i % 2 === 0 ? 'Killing' : 'Scheduled')));
  });
});
