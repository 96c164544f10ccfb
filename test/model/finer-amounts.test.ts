/**
 * Quantities finer than the scheduler's unit (src/resource/exact.ts): the API server stores each
 * quantity rounded up to thousandths (SetDefaults_ResourceList, pkg/apis/core/v1/defaults.go),
 * PodRequests (component-helpers resource/helpers.go) adds the containers' Quantities exactly,
 * and the scheduler rounds the pod's total once (framework.Resource.Add: Value). Rounding each
 * container first counts `memory: 100m` (a tenth of a byte, a common slip for 100Mi) as a whole
 * byte per container. The conformance kind manifestRead compares pod totals with upstream's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Container, PodResourceShape } from '../../src/model/pod.ts';
import { aggregateContainerRequests, podRequests } from '../../src/model/requests.ts';
import { podLimits } from '../../src/engine/admission/pod-limits.ts';
import { toResourceList } from '../../src/resource/resource-list.ts';

function ctr(name: string, requests: Record<string, string>, opts: { init?: boolean; sidecar?: boolean; limits?: Record<string, string> } = {}): Container {
  const init = opts.init === true || opts.sidecar === true;
  return {
    name,
    type: init ? 'init' : 'container',
    sidecar: opts.sidecar === true,
    resources: { requests: toResourceList(requests), limits: toResourceList(opts.limits ?? {}) },
    resizePolicy: new Map(),
    path: [],
  };
}

function shape(containers: readonly Container[], initContainers: readonly Container[] = [], overhead: Record<string, string> = {}): PodResourceShape {
  return {
    containers,
    initContainers,
    podResources: undefined,
    overhead: toResourceList(overhead),
    containerStatuses: new Map(),
    resizePending: undefined,
    podStatus: undefined,
  };
}

describe('requests finer than a unit are summed exactly, rounded once per pod', () => {
  it('three containers of memory 100m make a pod of 1 byte, not 3', () => {
    const pod = shape([ctr('a', { memory: '100m' }), ctr('b', { memory: '100m' }), ctr('c', { memory: '100m' })]);
    assert.equal(podRequests(pod).get('memory'), 1n);
  });

  it('cpu is stored in whole millicores: two containers of 0.0005 make 2m', () => {
    const pod = shape([ctr('a', { cpu: '0.0005' }), ctr('b', { cpu: '0.0005' })]);
    assert.equal(podRequests(pod).get('cpu'), 2n);
  });

  it('memory below a thousandth of a byte is stored as a thousandth: three of 0.0004 make 1 byte', () => {
    const pod = shape([ctr('a', { memory: '0.0004' }), ctr('b', { memory: '0.0004' }), ctr('c', { memory: '0.0004' })]);
    assert.equal(podRequests(pod).get('memory'), 1n);
  });

  it('three halves of a byte round up once: 1.5 is 2', () => {
    const pod = shape([ctr('a', { memory: '500m' }), ctr('b', { memory: '500m' }), ctr('c', { memory: '500m' })]);
    assert.equal(podRequests(pod).get('memory'), 2n);
  });

  it('a sidecar and the init container it runs beside are summed exactly before the max', () => {
    // init in flight: 0.4 + 0.5 = 0.9 byte; containers: 0.4 (sidecar) + 0.3 = 0.7: 1 byte (each rounded first: 2).
    const pod = shape([ctr('app', { memory: '300m' })], [ctr('sc', { memory: '400m' }, { sidecar: true }), ctr('init', { memory: '500m' }, { init: true })]);
    assert.equal(aggregateContainerRequests(pod).get('memory'), 1n);
  });

  it('overhead is added to the exact sum', () => {
    const pod = shape([ctr('a', { memory: '400m' }), ctr('b', { memory: '400m' })], [], { memory: '200m' });
    assert.equal(podRequests(pod).get('memory'), 1n);
    assert.equal(podRequests(pod, { excludeOverhead: true }).get('memory'), 1n);
  });

  it('whole-unit requests sum as before', () => {
    const pod = shape([ctr('a', { cpu: '250m', memory: '64Mi' }), ctr('b', { cpu: '1', memory: '1Gi' })]);
    assert.equal(podRequests(pod).get('cpu'), 1250n);
    assert.equal(podRequests(pod).get('memory'), 1024n * 1024n * 1088n);
  });
});

describe('limits finer than a unit are summed exactly, the overhead added to the exact sum (PodLimits)', () => {
  it('two containers limiting memory 400m and an overhead of 100m make 900m: 1 byte, not 2', () => {
    const pod = shape([ctr('a', {}, { limits: { memory: '400m' } }), ctr('b', {}, { limits: { memory: '400m' } })], [], { memory: '100m' });
    assert.equal(podLimits(pod).get('memory'), 1n);
    assert.equal(podLimits(pod, { excludeOverhead: true }).get('memory'), 1n);
  });

  it('the overhead is added only to a limit that is set', () => {
    const pod = shape([ctr('a', {}, { limits: { cpu: '500m' } })], [], { cpu: '100m', memory: '100m' });
    assert.deepEqual([...podLimits(pod)], [['cpu', 600n]]);
  });
});
