/**
 * Resizing a non-sidecar init container. InPlacePodVerticalScalingInitContainers is GA and locked
 * on in Kubernetes v1.37 (pkg/features/kube_features.go): ValidatePodResize lets a resize change
 * any init container's cpu and memory (a modified non-sidecar one with a RestartContainer resize
 * policy is forbidden), and the kubelet compares every init container with its allocation
 * (IsResizableContainer, updateContainerResourcesFromAllocation, handlePodResourcesResize in
 * pkg/kubelet/allocation/allocation_manager.go). The init container has run to completion, so its
 * status reports the allocation and IsPodResizeInProgress does not wait for it: an accepted resize
 * is done at once. What it changes is the pod's effective request, the larger of its init
 * containers' and the sum of its app containers and sidecars (PodRequests).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { actuate } from '../../src/engine/kubelet/actuate.ts';
import { allocatedRequests, decideResize, kubeletRequests, resizeRequested } from '../../src/engine/kubelet/admission.ts';
import { ClusterState } from '../../src/engine/state.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { lintSources } from '../../src/index.ts';
import { itPriorityClasses, manifests, node, pod, scenario, type Manifest, type PodBuilder } from '../helpers/builders.ts';
import { events, evicted, inputErrors, resize, simulate, type Run, type RunOptions } from '../helpers/engine.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

function clusterOf(items: readonly Manifest[]): { state: ClusterState; pods: Map<string, SimPod> } {
  const result = lintSources([{ path: 'c.yaml', text: manifests(...items) }], { featureGates: {} });
  const state = new ClusterState(result.model.nodes);
  for (const p of result.model.pods) state.addPod(new SimPod(p, p.nodeName));
  return { state, pods: new Map(state.pods.map((p) => [p.pod.ref.name, p])) };
}

/** web: app 1 CPU, init container `setup` wanting `setup` CPU, allocated 500m (the kubelet's checkpoint). */
function web(setup: string): PodBuilder {
  return pod('web').container('app').requests({ cpu: '1' }).init('setup').requests({ cpu: setup }).allocated({ cpu: '500m' }).on('n1');
}

const CPU = (list: ReadonlyMap<string, bigint>): bigint | undefined => list.get('cpu');

describe('the kubelet on a non-sidecar init container resize (handlePodResourcesResize)', () => {
  it('accepts it when the pod fits at its new effective request, max(init 3, app 1) = 3 CPUs', () => {
    const { state, pods } = clusterOf([node('n1').cpu('4').memory('1Gi'), web('3'), pod('other').requests({ cpu: '1' }).on('n1')]);
    const p = pods.get('web')!;
    assert.ok(resizeRequested(p, p.allocatedPodResources), 'the init container differs from its allocation');
    assert.equal(CPU(allocatedRequests(p)), 1000n, 'allocated: max(500m, 1)');
    assert.equal(CPU(p.specRequests()), 3000n, 'desired: max(3, 1)');
    const d = decideResize(p, state.nodes.get('n1')!);
    assert.equal(d.kind, 'Accepted');
    actuate(p);
    assert.deepEqual([...p.containerStatuses.get('setup')!.allocated!], [['cpu', 3000n]]);
    assert.deepEqual([...p.containerStatuses.get('setup')!.actualRequests!], [['cpu', 3000n]], 'a terminated container reports its allocation');
    assert.equal(CPU(kubeletRequests(p)), 3000n);
    assert.equal(CPU(p.schedulerRequests()), 3000n);
    assert.ok(!resizeRequested(p, p.allocatedPodResources), 'nothing left to do');
  });

  it('defers it when the node lacks room for the new effective request (3 + 1.5 > 4)', () => {
    const { state, pods } = clusterOf([node('n1').cpu('4').memory('1Gi'), web('3'), pod('other').requests({ cpu: '1500m' }).on('n1')]);
    const d = decideResize(pods.get('web')!, state.nodes.get('n1')!);
    assert.equal(d.kind, 'Deferred');
    assert.equal(d.kind === 'Deferred' ? d.message : '', "Node didn't have enough resource: cpu, requested: 3000, used: 1500, capacity: 4000");
  });

  it('counts an init container below the sum of the app containers at that sum: growing it to 800m changes no room', () => {
    const { state, pods } = clusterOf([node('n1').cpu('2').memory('1Gi'), web('800m'), pod('other').requests({ cpu: '1' }).on('n1')]);
    const p = pods.get('web')!;
    assert.equal(CPU(p.specRequests()), 1000n);
    assert.equal(decideResize(p, state.nodes.get('n1')!).kind, 'Accepted');
  });
});

function run(items: readonly Manifest[], opts: RunOptions = {}): Run {
  const r = simulate([...itPriorityClasses(), ...items], opts);
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  assertValidReport(r.report);
  return r;
}

/** web (high): app 1 CPU, init `setup` 500m; batch (low): 2 CPUs; n1: 4 CPUs. web's init container grows to 3 CPUs. */
function crowded(): Manifest[] {
  return [
    node('n1').cpu('4').memory('4Gi'),
    pod('web').priority('high').container('app').requests({ cpu: '1' }).init('setup').requests({ cpu: '500m' }).on('n1'),
    pod('batch').priority('low').requests({ cpu: '2' }).on('n1'),
    scenario('init').resize('web', 'setup', { cpu: '3' }),
  ];
}

describe('a ResizeScenario on a non-sidecar init container', () => {
  it('above the sum of the app containers, the pod needs more room: the scheduler preempts for it (KEP-5836)', () => {
    const r = run(crowded());
    const w = resize(r, 'web', 'init');
    assert.deepEqual(w.from, { cpu: '1' }, 'max(500m, 1)');
    assert.deepEqual(w.to, { cpu: '3' }, 'max(3, 1)');
    assert.equal(w.outcome, 'Completed', w.message);
    assert.deepEqual(w.preempted, [{ namespace: 'default', name: 'batch' }]);
    assert.deepEqual(evicted(r, 'init'), ['batch']);
    const reasons = events(r, 'init', 'web').map((e) => e.reason);
    assert.deepEqual(reasons.slice(0, 1), ['ResizeDeferred'], '3 + 2 > 4');
    assert.deepEqual(reasons.slice(-2), ['ResizeStarted', 'ResizeCompleted']);
  });

  it('with the gate off, it stays Deferred and nothing is evicted', () => {
    const r = run(crowded(), { gate: false });
    const w = resize(r, 'web', 'init');
    assert.equal(w.outcome, 'Deferred');
    assert.ok(w.message.includes("Node didn't have enough resource: cpu, requested: 3000, used: 2000, capacity: 4000"), w.message);
    assert.deepEqual(evicted(r, 'init'), []);
  });

  it('one with a RestartContainer resize policy is Rejected (InitContainerNotResizable), as the API server refuses it', () => {
    // A pod the API server already holds (a uid): created before RestartContainer was refused on a non-sidecar init container.
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('legacy')
        .uid('0b5c1f3e-1111-4222-8333-944455556666')
        .container('app')
        .requests({ cpu: '1' })
        .init('setup')
        .requests({ cpu: '500m' })
        .resizePolicy({ cpu: 'RestartContainer' })
        .on('n1'),
      scenario('init').resize('legacy', 'setup', { cpu: '700m' }),
    ]);
    const l = resize(r, 'legacy', 'init');
    assert.equal(l.outcome, 'Rejected');
    assert.equal(l.reason, 'InitContainerNotResizable');
    assert.equal(l.message, 'init container "setup": non-sidecar init containers with a resize policy of RestartContainer cannot be resized');
    assert.deepEqual(l.to, l.from, 'nothing changes');
    assert.deepEqual(events(r, 'init', 'legacy'), [], 'the kubelet never sees it');
  });
});
