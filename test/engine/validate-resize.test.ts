/**
 * validateResize (src/engine/kubelet/validate-resize.ts) checks each resize on its own pod, but
 * pods that share their container lists and their patch (a workload's replicas resized by one
 * request) share the patched lists: the same answer, the same objects. What differs per pod
 * (its QoS class before the resize, its OS) is still checked per pod.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContainerResize } from '../../src/model/objects.ts';
import type { Container, QOSClass } from '../../src/model/pod.ts';
import { validateResize } from '../../src/engine/kubelet/validate-resize.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { modelContainer, modelPod } from '../helpers/model.ts';

const list = (o: Readonly<Record<string, bigint>>) => new Map(Object.entries(o));

const containers: readonly Container[] = [
  {
    name: 'app',
    type: 'container',
    sidecar: false,
    resources: { requests: list({ cpu: 500n, memory: 1024n }), limits: list({ memory: 4096n }) },
    resizePolicy: new Map(),
    path: [],
  },
];

/** Replicas share their lists, read once from their template (none for init containers here). */
const NO_INITS: readonly Container[] = [];

function replica(name: string, qos: QOSClass, os?: string): SimPod {
  const pod = modelPod(name, { qos, ...(os !== undefined ? { os } : {}), containers, initContainers: NO_INITS });
  return new SimPod(pod, undefined);
}

function patch(requests: Readonly<Record<string, bigint>>, limits: Readonly<Record<string, bigint>> = {}): readonly ContainerResize[] {
  return [{ name: 'app', requests: list(requests), limits: list(limits), removed: { requests: [], limits: [] }, path: [] }];
}

describe('validateResize', () => {
  it('gives replicas resized by one patch the same patched lists', () => {
    const grow = patch({ cpu: 750n });
    const a = validateResize(replica('a', 'Burstable'), grow);
    const b = validateResize(replica('b', 'Burstable'), grow);
    assert.ok(a.ok && b.ok);
    assert.equal(a.containers, b.containers);
    assert.deepEqual(
      [...a.containers[0]!.resources.requests],
      [
        ['cpu', 750n],
        ['memory', 1024n],
      ],
    );
    assert.equal(containers[0]!.resources.requests.get('cpu'), 500n, 'the original lists are untouched');
    // Another patch: other lists.
    const c = validateResize(replica('c', 'Burstable'), patch({ cpu: 900n }));
    assert.ok(c.ok);
    assert.notEqual(c.containers, a.containers);
    assert.equal(c.containers[0]!.resources.requests.get('cpu'), 900n);
  });

  it('still checks what is the pod’s own: its QoS class before the resize and its OS', () => {
    const grow = patch({ cpu: 750n });
    assert.ok(validateResize(replica('a', 'Burstable'), grow).ok);
    const changed = validateResize(replica('g', 'Guaranteed'), grow);
    assert.ok(!changed.ok && changed.reason === 'QOSClassChange', JSON.stringify(changed));
    const windows = validateResize(replica('w', 'Burstable', 'windows'), grow);
    assert.ok(!windows.ok && windows.reason === 'WindowsPod');
  });

  it('rejects alike for every replica', () => {
    const over = patch({ memory: 8192n });
    for (const name of ['a', 'b']) {
      const r = validateResize(replica(name, 'Burstable'), over);
      assert.ok(!r.ok && r.reason === 'RequestExceedsLimit', JSON.stringify(r));
    }
  });
});

/**
 * InPlacePodVerticalScalingInitContainers is GA and locked on in v1.37 (pkg/features/kube_features.go):
 * ValidatePodResize lets a resize change any init container's cpu and memory (canResize :=
 * isRestartable || gate); only a modified non-sidecar one whose resizePolicy has RestartContainer
 * is forbidden.
 */
describe('validateResize: non-sidecar init containers', () => {
  function withInit(resizePolicy: ReadonlyMap<string, string> = new Map(), sidecar = false): SimPod {
    const init = modelContainer('setup', {
      type: 'init',
      sidecar,
      requests: list({ cpu: 200n, memory: 512n }),
      limits: list({ cpu: 1000n, memory: 2048n }),
      resizePolicy,
    });
    return new SimPod(modelPod('p', { containers, initContainers: [init] }), undefined);
  }
  const grow = (requests: Readonly<Record<string, bigint>>): readonly ContainerResize[] => [
    { name: 'setup', requests: list(requests), limits: new Map(), removed: { requests: [], limits: [] }, path: [] },
  ];

  it('accepts a change of its cpu and memory, the patched list in initContainers', () => {
    const r = validateResize(withInit(), grow({ cpu: 800n, memory: 1024n }));
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(r.containers[0], containers[0], 'the app container is untouched');
    assert.equal(r.initContainers[0]!.resources.requests.get('cpu'), 800n);
    assert.equal(r.initContainers[0]!.resources.requests.get('memory'), 1024n);
  });

  it('refuses one with a RestartContainer resize policy (InitContainerNotResizable, upstream message)', () => {
    const r = validateResize(withInit(new Map([['memory', 'RestartContainer']])), grow({ cpu: 800n }));
    assert.ok(!r.ok);
    assert.equal(r.reason, 'InitContainerNotResizable');
    assert.equal(r.message, 'init container "setup": non-sidecar init containers with a resize policy of RestartContainer cannot be resized');
  });

  it('lets a patch that changes nothing through, and a sidecar with RestartContainer be resized', () => {
    assert.ok(validateResize(withInit(new Map([['cpu', 'RestartContainer']])), grow({ cpu: 200n })).ok, 'not modified');
    assert.ok(validateResize(withInit(new Map([['cpu', 'RestartContainer']]), true), grow({ cpu: 800n })).ok, 'a sidecar');
  });

  it('still applies the other checks to it: a request above its limit', () => {
    const r = validateResize(withInit(), grow({ cpu: 1500n }));
    assert.ok(!r.ok && r.reason === 'RequestExceedsLimit', JSON.stringify(r));
  });
});
