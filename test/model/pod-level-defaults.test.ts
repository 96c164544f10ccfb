/**
 * DefaultPodLevelResources (src/model/pod-level-defaults.ts; upstream pkg/api/pod/util.go): rows
 * transcribed from upstream's TestApplyPodLevelResourceDefaults (pkg/registry/core/pod/strategy_test.go,
 * kubernetes v1.37.2), one per defaulting rule, and a created pod read from a manifest.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultPodLevelResources } from '../../src/model/pod-level-defaults.ts';
import { lintSources } from '../../src/index.ts';
import { modelContainer } from '../helpers/model.ts';

const Mi = 1024n * 1024n;
/** getResourceList(cpu, memory) of strategy_test.go: an empty string leaves the resource out. */
function list(cpu?: bigint, memory?: bigint, hugepages2Mi?: bigint): Map<string, bigint> {
  const out = new Map<string, bigint>();
  if (cpu !== undefined) out.set('cpu', cpu);
  if (memory !== undefined) out.set('memory', memory);
  if (hugepages2Mi !== undefined) out.set('hugepages-2Mi', hugepages2Mi);
  return out;
}
const c = (name: string, requests: Map<string, bigint>, limits: Map<string, bigint>) => modelContainer(name, { requests, limits });

function defaulted(containers: ReturnType<typeof c>[], requests: Map<string, bigint>, limits = new Map<string, bigint>()) {
  const out = defaultPodLevelResources({ containers, initContainers: [], podResources: { requests, limits } });
  return { requests: Object.fromEntries(out!.requests), limits: Object.fromEntries(out!.limits) };
}

describe('DefaultPodLevelResources (TestApplyPodLevelResourceDefaults rows)', () => {
  it('memory request set, containers have CPU reqs (5m, 6m) and limits (9m, 10m): cpu request from the aggregate, cpu limit from the containers', () => {
    assert.deepEqual(defaulted([c('c1', list(5n), list(9n)), c('c2', list(6n), list(10n))], list(undefined, 256n * Mi)), {
      requests: { cpu: 11n, memory: 256n * Mi },
      limits: { cpu: 19n },
    });
  });

  it('pod-level CPU request set, containers have memory requests (128Mi, 128Mi) and limits (256Mi, 256Mi)', () => {
    assert.deepEqual(
      defaulted([c('c1', list(undefined, 128n * Mi), list(undefined, 256n * Mi)), c('c2', list(undefined, 128n * Mi), list(undefined, 256n * Mi))], list(200n)),
      { requests: { cpu: 200n, memory: 256n * Mi }, limits: { memory: 512n * Mi } },
    );
  });

  it('limits not defaulted when container missing limits', () => {
    assert.deepEqual(defaulted([c('c1', list(50n, 64n * Mi), list(100n, 128n * Mi)), c('c2', list(50n, 64n * Mi), list())], list(200n, 256n * Mi)), {
      requests: { cpu: 200n, memory: 256n * Mi },
      limits: {},
    });
  });

  it('pod memory limit set, CPU limit defaulted from containers', () => {
    assert.deepEqual(
      defaulted(
        [c('c1', list(100n, 128n * Mi), list(100n, 128n * Mi)), c('c2', list(80n, 128n * Mi), list(100n, 128n * Mi))],
        list(undefined, 256n * Mi),
        list(undefined, 256n * Mi),
      ),
      { requests: { cpu: 180n, memory: 256n * Mi }, limits: { memory: 256n * Mi, cpu: 200n } },
    );
  });

  it('edge case: pod-level request exceeds aggregated container limit - pod limit raised to match pod request', () => {
    assert.deepEqual(defaulted([c('c1', list(100n, 128n * Mi), list(200n, 256n * Mi))], list(500n, 512n * Mi)), {
      requests: { cpu: 500n, memory: 512n * Mi },
      limits: { cpu: 500n, memory: 512n * Mi },
    });
  });

  it('a pod-level limit no container requests sets the request (defaultPodLevelRequests from the limits)', () => {
    assert.deepEqual(defaulted([c('c1', list(undefined, 128n * Mi), list())], list(), list(4000n)), {
      requests: { memory: 128n * Mi, cpu: 4000n },
      limits: { cpu: 4000n },
    });
  });

  it('hugepages: the pod-level limit is the containers’ aggregate limit, and the request follows it (defaultHugePagePodLevelLimits)', () => {
    assert.deepEqual(defaulted([c('c1', list(100n), list(100n, undefined, 4n * Mi)), c('c2', list(100n), list(100n, undefined, 2n * Mi))], list(200n)), {
      requests: { cpu: 200n, 'hugepages-2Mi': 6n * Mi },
      limits: { 'hugepages-2Mi': 6n * Mi, cpu: 200n },
    });
  });

  it('no pod-level requests or limits: left as it is', () => {
    const podResources = { requests: new Map<string, bigint>(), limits: new Map<string, bigint>() };
    assert.equal(defaultPodLevelResources({ containers: [c('c1', list(100n), list())], initContainers: [], podResources }), podResources);
  });
});

const manifest = (meta = '') => `apiVersion: v1
kind: Pod
metadata: {name: p, namespace: default${meta}}
spec:
  resources:
    limits: {cpu: "4"}
  containers:
  - name: c
    image: x
    resources:
      requests: {cpu: "1"}
`;

describe('a created pod', () => {
  it('with pod-level limits {cpu: 4} and a container requesting 1 cpu counts 1 cpu: its pod-level request is the aggregate, not the limit', () => {
    const { model } = lintSources([{ path: 'p.yaml', text: manifest() }], { featureGates: {} });
    const pod = model.pods[0]!;
    assert.deepEqual([...pod.podResources!.requests], [['cpu', 1000n]]);
    assert.deepEqual([...pod.podResources!.limits], [['cpu', 4000n]]);
  });

  it('a pod the API server holds (a uid) keeps its spec as it is', () => {
    const { model } = lintSources([{ path: 'p.yaml', text: manifest(', uid: u1') }], { featureGates: {} });
    assert.deepEqual([...model.pods[0]!.podResources!.requests], []);
  });
});
