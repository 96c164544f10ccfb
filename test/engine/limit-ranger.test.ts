/**
 * LimitRanger's PodValidateLimitFunc (src/engine/admission/limit-ranger.ts; upstream
 * plugin/pkg/admission/limitranger/admission.go, kubernetes v1.37.2): what minConstraint,
 * maxConstraint and limitRequestRatioConstraint refuse when the value they need is not set, for
 * Container and Pod items, and what pod-level resources change for a Pod item. Rows named as in
 * upstream's TestPodLimitFunc (admission_test.go) are transcribed from it (its LimitRanges carry no
 * defaults, so PodMutateLimitFunc adds none); the others are resizeguard's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateLimitRanges } from '../../src/engine/admission/limit-ranger.ts';
import type { LimitRange, LimitRangeItem } from '../../src/model/admission-objects.ts';
import type { Container, PodResourceShape } from '../../src/model/pod.ts';
import { modelContainer, modelDocument } from '../helpers/model.ts';

const Mi = 1024n * 1024n;
const Gi = 1024n * Mi;
type List = Readonly<Record<string, bigint>>;
const list = (o: List = {}) => new Map(Object.entries(o));

/** createLimitRange(type, min, max, {}, {}, maxLimitRequestRatio) of one item (ratio in milli-units). */
function limitRange(type: 'Container' | 'Pod', o: { min?: List; max?: List; ratio?: List }): LimitRange {
  const item: LimitRangeItem = {
    type,
    min: list(o.min),
    max: list(o.max),
    maxLimitRequestRatio: list(o.ratio),
    default: list(),
    defaultRequest: list(),
    path: ['spec', 'limits', 0],
  };
  return { ref: { kind: 'LimitRange', namespace: 'test', name: 'abc' }, items: [item], doc: modelDocument() };
}

/** validPod(name, n, resources): n containers with the same requests and limits. */
function containers(n: number, requests: List = {}, limits: List = {}): Container[] {
  return Array.from({ length: n }, (_, i) => modelContainer(`foo-${i}`, { requests: list(requests), limits: list(limits) }));
}

/** The LimitRange's verdict on the pod: undefined when admitted, else upstream's message. */
function check(lr: LimitRange, cs: readonly Container[], podLevel?: { requests?: List; limits?: List }): string | undefined {
  const shape: PodResourceShape = {
    containers: cs,
    initContainers: [],
    podResources: podLevel === undefined ? undefined : { requests: list(podLevel.requests), limits: list(podLevel.limits) },
    overhead: new Map(),
    containerStatuses: new Map(),
    resizePending: undefined,
    podStatus: undefined,
  };
  const r = validateLimitRanges([lr], 'test', shape, cs, []);
  return r.ok ? undefined : r.message;
}

describe('TestPodLimitFunc: a value a Container item needs and the container does not set', () => {
  it('ctr-min-memory-no-request-limit: min needs a request', () => {
    assert.equal(
      check(limitRange('Container', { min: { memory: 50n * Mi } }), containers(1)),
      'minimum memory usage per Container is 50Mi.  No request is specified',
    );
  });

  it('ctr-max-cpu-no-request-limit: max needs a limit', () => {
    assert.equal(check(limitRange('Container', { max: { cpu: 2000n } }), containers(1)), 'maximum cpu usage per Container is 2.  No limit is specified');
  });

  it('ctr-max-mem-no-request-limit', () => {
    assert.equal(check(limitRange('Container', { max: { memory: Gi } }), containers(1)), 'maximum memory usage per Container is 1Gi.  No limit is specified');
  });

  it('ctr-2-max-local-ephemeral-storage-no-request-limit: each container is refused, in the same words said once (aggregate.Error)', () => {
    const one = 'maximum ephemeral-storage usage per Container is 1Gi.  No limit is specified';
    assert.equal(check(limitRange('Container', { max: { 'ephemeral-storage': Gi } }), containers(2)), one);
  });

  it('two containers over the ratio alike, for cpu and memory: each message once, in brackets', () => {
    const lr = limitRange('Container', { ratio: { cpu: 3000n, memory: 3000n } });
    assert.equal(
      check(lr, containers(2, { cpu: 200n, memory: 200n * Mi }, { cpu: 800n, memory: 800n * Mi })),
      '[cpu max limit to request ratio per Container is 3, but provided ratio is 4.000000, memory max limit to request ratio per Container is 3, but provided ratio is 4.000000]',
    );
  });

  it('ctr-max-cpu-limit (success): max needs no request', () => {
    assert.equal(check(limitRange('Container', { max: { cpu: 2000n } }), containers(1, {}, { cpu: 1000n })), undefined);
  });

  it('ctr-min-cpu-request (success): min needs no limit', () => {
    assert.equal(check(limitRange('Container', { min: { cpu: 50n } }), containers(1, { cpu: 100n })), undefined);
  });

  it('maxLimitRequestRatio needs a request, then a limit', () => {
    const lr = limitRange('Container', { ratio: { cpu: 2000n } });
    assert.equal(
      check(lr, containers(1, {}, { cpu: 1000n })),
      'cpu max limit to request ratio per Container is 2, but no request is specified or request is 0',
    );
    assert.equal(check(lr, containers(1, { cpu: 500n })), 'cpu max limit to request ratio per Container is 2, but no limit is specified or limit is 0');
  });
});

describe('TestPodLimitFunc: a value a Pod item needs and the pod does not set', () => {
  it('a Pod max of a resource no container limits: "… No limit is specified"', () => {
    assert.equal(
      check(limitRange('Pod', { max: { memory: Gi } }), containers(2, { memory: 128n * Mi })),
      'maximum memory usage per Pod is 1Gi.  No limit is specified',
    );
  });

  it('a Pod min of a resource no container requests: "… No request is specified"', () => {
    assert.equal(check(limitRange('Pod', { min: { cpu: 100n } }), containers(2)), 'minimum cpu usage per Pod is 100m.  No request is specified');
  });

  it('podLimits sums the limits that are set: one container limiting memory is enough', () => {
    const cs = [modelContainer('app', { limits: list({ memory: 512n * Mi }) }), modelContainer('log')];
    assert.equal(check(limitRange('Pod', { max: { memory: Gi } }), cs), undefined);
  });

  it('pod-max-cpu-limit (success): limits only, within max', () => {
    assert.equal(check(limitRange('Pod', { max: { cpu: 2000n } }), containers(2, {}, { cpu: 1000n })), undefined);
  });

  it('pod-level limits set the resource the containers leave out', () => {
    assert.equal(check(limitRange('Pod', { max: { memory: Gi } }), containers(2, { memory: 128n * Mi }), { limits: { memory: Gi } }), undefined);
  });

  it('pod-level hugepages limits do not count: LimitRanger’s podLimits overrides only cpu and memory', () => {
    assert.equal(
      check(limitRange('Pod', { max: { 'hugepages-2Mi': 4n * Mi } }), containers(1, { cpu: 100n }), { limits: { cpu: 1000n, 'hugepages-2Mi': 4n * Mi } }),
      'maximum hugepages-2Mi usage per Pod is 4Mi.  No limit is specified',
    );
  });

  it('pod-level-requests-with-min (success): pod-level requests at min, no limits anywhere', () => {
    assert.equal(
      check(limitRange('Pod', { min: { cpu: 160n, memory: 200n * Mi } }), containers(3, { cpu: 50n, memory: 60n * Mi }), {
        requests: { cpu: 160n, memory: 200n * Mi },
      }),
      undefined,
    );
  });

  it('pod-level-limits-exceeding-max: the pod-level limit is checked, not the containers’', () => {
    assert.equal(
      check(limitRange('Pod', { max: { cpu: 160n, memory: 200n * Mi } }), containers(3, {}, { cpu: 50n, memory: 60n * Mi }), {
        limits: { cpu: 160n, memory: 300n * Mi },
      }),
      'maximum memory usage per Pod is 200Mi, but limit is 300Mi',
    );
  });
});
