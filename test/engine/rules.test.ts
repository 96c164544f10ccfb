/**
 * One focused test per upstream rule (resource math, resize admission, KEP-5836 preemption, PDB status) with an observable effect, through
 * the public pipeline. Each input is built so that dropping the rule from the engine changes the
 * report; the comment on each test says what the wrong behaviour would produce.
 *
 * Conventions: integration-test priorities low 10 < medium 100 < high 1000; node n1; memory in bytes and never
 * binding unless stated. "deferred(D, high, 300m←100m)" reads "D, priority high, spec 300m,
 * allocated (= actuated) 100m, PodResizePending{Deferred} recorded".
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { itPriorityClasses, manifests, node, pdb, pod, priorityClass, scenario, type Manifest, type PodBuilder } from '../helpers/builders.ts';
import { PERIODIC_RETRY_SECONDS } from '../../src/engine/kubelet/allocation-manager.ts';
import {
  CLUSTER_STATE,
  cycleReasons,
  cycles,
  events,
  evicted,
  eviction,
  inputErrors,
  placement,
  resize,
  simulate,
  simulateText,
  timeline,
  type Run,
} from '../helpers/engine.ts';

const PARKED = 'pod resize fits, waiting for Kubelet actuation';
const DISABLED = 'node had resize preemption disabled';
const NO_VICTIMS = 'No preemption victims found for incoming pod';

/** A running pod whose resize is Deferred: spec cpu `spec`, allocated and actual cpu `alloc`. */
function deferred(name: string, priority: string, spec: string, alloc: string, nodeName = 'n1'): PodBuilder {
  return pod(name).priority(priority).cpu(spec).memory('10').on(nodeName).allocated({ cpu: alloc }).deferred();
}

/** A running pod at its spec (no status). */
function running(name: string, priority: string, cpu: string, nodeName = 'n1'): PodBuilder {
  return pod(name).priority(priority).cpu(cpu).memory('10').on(nodeName);
}

function run(items: readonly Manifest[], opts: Parameters<typeof simulate>[1] = {}): Run {
  const r = simulate([...itPriorityClasses(), ...items], opts);
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  return r;
}

function firstCycle(r: Run, podName: string): NonNullable<ReturnType<typeof cycles>[number]> {
  const c = cycles(r, podName)[0];
  assert.ok(c, `the scheduler ran a cycle for ${podName}`);
  return c;
}

function isParked(r: Run, podName: string): boolean {
  return firstCycle(r, podName).statuses.some((s) => s.reasons.includes(PARKED));
}

// ---------------------------------------------------------------------------------------------
describe('apimachinery quantity.go: quantities', () => {
  it('Quantity.Value: memory "100m" is 0.1 byte and counts as 1 byte; "1500m" rounds up to 2 (Deferred: requested 2, used 1, capacity 2)', () => {
    const r = run([
      node('n1').cpu('1').memory('2'),
      pod('a').cpu('100m').memory('100m').on('n1'),
      pod('b').cpu('100m').memory('1').on('n1'),
      scenario('grow').resize('b', 'c', { memory: '1500m' }),
    ]);
    const b = resize(r, 'b', 'grow');
    assert.equal(b.outcome, 'Deferred');
    assert.ok(b.message.includes("Node didn't have enough resource: memory, requested: 2, used: 1, capacity: 2"), b.message);
  });

  it('quantity.go Value() rounds up: memory "2100m" is 3 bytes, above a 2-byte node: refused by PodResizeValidator (requested: 3, allocatable: 2)', () => {
    const r = run([node('n1').cpu('1').memory('2'), pod('b').cpu('100m').memory('1').on('n1'), scenario('grow').resize('b', 'c', { memory: '2100m' })]);
    const b = resize(r, 'b', 'grow');
    assert.equal(b.outcome, 'Rejected');
    assert.equal(b.reason, 'NodeCapacity');
    assert.equal(b.message, "node didn't have enough allocatable resources: memory, requested: 3, allocatable: 2");
  });

  it('Quantity.Value: "3Gi" does not fit a "3G" node (3221225472 > 3000000000) while "3G" does', () => {
    const items = [node('n1').cpu('1').memory('3G'), pod('b').cpu('100m').memory('1G').on('n1')];
    const gi = run([...items, scenario('gi').resize('b', 'c', { memory: '3Gi' })]);
    assert.equal(resize(gi, 'b', 'gi').outcome, 'Rejected');
    assert.equal(resize(gi, 'b', 'gi').message, "node didn't have enough allocatable resources: memory, requested: 3221225472, allocatable: 3000000000");
    const g = run([...items, scenario('g').resize('b', 'c', { memory: '3G' })]);
    assert.equal(resize(g, 'b', 'g').outcome, 'Completed');
  });

  it('Quantity.MilliValue: cpu is compared in milli-units rounded up: "0.0001" is 1m, "0.0011" is 2m (Deferred: requested 2, used 1, capacity 2)', () => {
    const r = run([
      node('n1').cpu('2m').memory('1Gi'),
      pod('a').cpu('1m').on('n1'),
      pod('b').cpu('0.0001').on('n1'),
      scenario('grow').resize('b', 'c', { cpu: '0.0011' }),
    ]);
    const b = resize(r, 'b', 'grow');
    assert.equal(b.outcome, 'Deferred');
    assert.ok(b.message.includes("Node didn't have enough resource: cpu, requested: 2, used: 1, capacity: 2"), b.message);
  });

  it('a resource missing from allocatable counts as 0 (memory request on a node without memory: refused, allocatable 0)', () => {
    const r = run([node('n1').cpu('1'), pod('b').cpu('100m').on('n1'), scenario('grow').resize('b', 'c', { cpu: '100m', memory: '1Ki' })]);
    const b = resize(r, 'b', 'grow');
    assert.equal(b.outcome, 'Rejected');
    assert.equal(b.message, "node didn't have enough allocatable resources: memory, requested: 1024, allocatable: 0");
  });
});

// ---------------------------------------------------------------------------------------------
describe('SetDefaults_Pod and PodRequests: effective pod requests in the fit', () => {
  it('SetDefaults_Pod: a limit without a request sets the request — a limits-only neighbour (200m) occupies 200m and is evicted', () => {
    // Without defaulting the neighbour would count 0: 300 ≤ 300 and the preemptor would be parked.
    const r = run([
      node('n1').cpu('300m').memory('300'),
      pod('victim').priority('low').limits({ cpu: '200m' }).on('n1'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
  });

  it('PodRequests: an ordinary init container counts by its max — neighbour init 250m, container 50m occupies 250m (300 + 250 > 500) and is evicted', () => {
    // Counting only containers (50m) gives 350 ≤ 500: parked, no eviction.
    const r = run([
      node('n1').cpu('500m').memory('1000'),
      pod('nb').priority('low').init('setup').cpu('250m').container('app').cpu('50m').on('n1'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['nb']);
  });

  it('a sidecar joins the steady-state sum — resize of app 200m→500m next to a 300m sidecar needs 800m; with a 300m Low neighbour on 1000m the neighbour is evicted', () => {
    // Without the sidecar in the sum: 500 + 300 = 800 ≤ 1000, accepted at once.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      pod('p').priority('high').sidecar('proxy').cpu('300m').container('app').cpu('200m').on('n1'),
      running('nb', 'low', '300m'),
      scenario('grow').resize('p', 'app', { cpu: '500m' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.deepEqual(p.to, { cpu: '800m' });
    assert.deepEqual(evicted(r), ['nb']);
    assert.equal(p.outcome, 'Completed');
    assert.equal(p.latencySeconds, 30);
  });

  it('a sidecar adds to every later init container — sidecar 100m→400m before a 500m init: 900m (not 600m); a 200m Low neighbour on 1000m is evicted', () => {
    // If the later init container did not carry the sidecar: max(200+400, 500) = 600, accepted at once.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      pod('p').priority('high').sidecar('proxy').cpu('100m').init('migrate').cpu('500m').container('app').cpu('200m').on('n1'),
      running('nb', 'low', '200m'),
      scenario('grow').resize('p', 'proxy', { cpu: '400m' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.deepEqual(p.from, { cpu: '600m' });
    assert.deepEqual(p.to, { cpu: '900m' });
    assert.deepEqual(evicted(r), ['nb']);
  });

  it('pod-level cpu requests replace the container aggregate — neighbour with spec.resources.requests.cpu 600m (containers 100m) is evicted for 500m on 1000m', () => {
    // Ignoring pod-level requests: 500 + 100 = 600 ≤ 1000, parked.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      pod('nb').priority('low').podRequests({ cpu: '600m' }).cpu('100m').memory('10').on('n1'),
      deferred('d', 'high', '500m', '200m'),
    ]);
    assert.deepEqual(evicted(r), ['nb']);
  });

  it('names not set at pod level keep the container aggregate — neighbour pod-level cpu only, container memory 400 still counts (memory 100 + 400 > 450)', () => {
    // If the pod-level override dropped memory: 100 + 0 ≤ 450, parked.
    const r = run([
      node('n1').cpu('2').memory('450'),
      // Running (a uid): admitted already; the node is over-committed now (d's allocation counts too).
      pod('nb').priority('low').podRequests({ cpu: '100m' }).cpu('100m').memory('400').uid('nb').on('n1'),
      pod('d').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '200m' }).deferred(),
    ]);
    assert.deepEqual(evicted(r), ['nb']);
    assert.ok(firstCycle(r, 'd').statuses.some((s) => s.reasons.includes('Insufficient memory')));
  });

  it('PodRequests: overhead is added — neighbour 50m + 200m overhead occupies 250m (300 + 250 > 500) and is evicted', () => {
    const r = run([
      node('n1').cpu('500m').memory('1000'),
      // Running (a uid): admitted already, its overhead set by its RuntimeClass then.
      pod('nb').priority('low').cpu('50m').memory('10').overhead({ cpu: '200m' }).uid('nb').on('n1'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['nb']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('AggregateContainerRequests: the scheduler view of assigned pods', () => {
  it('max over aggregates, not per container — a: 100m→350m, b: 300m→100m counts 450m (not 650m); the 200m Low victim is evicted on 600m', () => {
    // Per-container max would count 350 + 300 = 650 > 600 even without the victim: no candidate, no eviction.
    const r = run([
      node('n1').cpu('600m').memory('1000'),
      running('victim', 'low', '200m'),
      pod('d')
        .priority('high')
        .container('a')
        .cpu('350m')
        .memory('10')
        .allocated({ cpu: '100m' })
        .container('b')
        .cpu('100m')
        .memory('10')
        .allocated({ cpu: '300m' })
        .on('n1')
        .deferred(),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
    const d = resize(r, 'd');
    assert.equal(d.outcome, 'Completed');
    assert.equal(d.latencySeconds, 30);
  });

  it('an Infeasible pod reserves nothing extra — no cycle for it, its Low neighbour stays, and a Medium deferred pod still fits (parked)', () => {
    // Counting the Infeasible pod at its desired 500m: 500 + 300 + 500 > 1000 and the Medium pod would evict the Low neighbour.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      pod('inf').priority('high').cpu('500m').memory('10').on('n1').allocated({ cpu: '200m' }).infeasible(),
      running('nb', 'low', '300m'),
      deferred('d', 'medium', '500m', '300m'),
    ]);
    assert.deepEqual(evicted(r), []);
    assert.equal(resize(r, 'inf').outcome, 'Infeasible');
    assert.deepEqual(cycles(r, 'inf'), [], 'the scheduler never preempts for an Infeasible resize');
    assert.ok(isParked(r, 'd'), `d fits and is parked; got ${JSON.stringify(cycles(r, 'd'))}`);
  });

  it('PodRequests drops the desired size of an Infeasible resize: it reserves nothing — a Medium resize of the same scenario preempts the Low pod and completes', () => {
    // big is Guaranteed under the static CPU manager: its cpu change is Infeasible. Counting it
    // at its desired 1000m (the node's allocatable, which the API server lets through), evicting
    // the Low pod would not be enough: no preemption.
    const r = run(
      [
        node('n1').cpu('1').memory('1000'),
        pod('big').priority('high').guaranteed({ cpu: '200m', memory: '10' }).on('n1'),
        running('mid', 'medium', '300m'),
        running('low', 'low', '300m'),
        scenario('both').resize('big', 'c', { cpu: '1' }, { cpu: '1' }).resize('mid', 'c', { cpu: '600m' }),
      ],
      { kubelet: { cpuManagerPolicy: 'static' } },
    );
    assert.equal(resize(r, 'big', 'both').outcome, 'Infeasible');
    assert.deepEqual(evicted(r), ['low']);
    const mid = resize(r, 'mid', 'both');
    assert.equal(mid.outcome, 'Completed');
    assert.equal(mid.latencySeconds, 30);
  });

  it('a shrinking resize still reserves the old size — p spec 200m, allocated 200m, actual 600m counts 600m; the Low victim is evicted on 1100m', () => {
    // Counting p at its spec (200m): 200 + 500 + 100 = 800 ≤ 1100, parked.
    const r = run([
      node('n1').cpu('1100m').memory('1000'),
      pod('p').priority('high').cpu('200m').memory('10').on('n1').allocated({ cpu: '200m' }).actual({ cpu: '600m' }).condition('PodResizeInProgress', 'True'),
      running('victim', 'low', '100m'),
      deferred('d', 'high', '500m', '300m'),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
    const d = resize(r, 'd');
    assert.equal(d.outcome, 'Completed');
    assert.equal(d.latencySeconds, 30);
  });
});

// ---------------------------------------------------------------------------------------------
describe('getAllocatedPods and canAdmitPod: what the kubelet counts', () => {
  it('getAllocatedPods: another pod counts at max(allocated, actual) — its not-yet-actuated shrink (allocated 200m, actual 600m) still holds 600m', () => {
    // Counting the neighbour at its allocation only: 500 + 200 ≤ 1000, accepted at once.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      pod('p').priority('high').cpu('200m').memory('10').on('n1').allocated({ cpu: '200m' }).actual({ cpu: '600m' }).condition('PodResizeInProgress', 'True'),
      running('q', 'high', '300m'),
      scenario('grow').resize('q', 'c', { cpu: '500m' }),
    ]);
    const q = resize(r, 'q', 'grow');
    assert.equal(q.outcome, 'Deferred');
    assert.ok(q.message.includes("Node didn't have enough resource: cpu, requested: 500, used: 600, capacity: 1000"), q.message);
  });

  it('the kubelet drops extended-resource requests its node does not report (removeMissingExtendedResources) — the cpu resize is accepted', () => {
    const r = run([
      node('n1').cpu('1').memory('1000'),
      pod('p').requests({ cpu: '100m', 'example.com/foo': '1' }).limits({ 'example.com/foo': '1' }).on('n1'),
      scenario('grow').resize('p', 'c', { cpu: '200m' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.equal(p.outcome, 'Completed');
    assert.equal(p.latencySeconds, 0);
  });

  it('predicateAdmitHandler.Admit: an extended resource the node does report is checked by the kubelet (after cpu and memory) — Deferred on it', () => {
    const r = run([
      node('n1').cpu('1').memory('1000').resource('example.com/foo', '1'),
      // Both running (a uid): admitted already, the extended resource over-committed.
      pod('holder').requests({ cpu: '100m', 'example.com/foo': '1' }).limits({ 'example.com/foo': '1' }).uid('holder').on('n1'),
      pod('p').requests({ cpu: '100m', 'example.com/foo': '1' }).limits({ 'example.com/foo': '1' }).uid('p').on('n1'),
      scenario('grow').resize('p', 'c', { cpu: '200m' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.equal(p.outcome, 'Deferred');
    assert.ok(p.message.includes("Node didn't have enough resource: example.com/foo, requested: 1, used: 1, capacity: 1"), p.message);
  });

  it("getAllocatedPods: another pod's desired (Deferred) size is ignored by the kubelet — spec 800m / allocated 200m counts 200m", () => {
    // Counting the neighbour at its desired 800m: 700 + 800 > 1000, Deferred.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      deferred('o', 'high', '800m', '200m'),
      running('q', 'high', '300m'),
      scenario('grow').resize('q', 'c', { cpu: '700m' }),
    ]);
    const q = resize(r, 'q', 'grow');
    assert.equal(q.outcome, 'Completed');
    assert.equal(q.latencySeconds, 0);
  });
});

// ---------------------------------------------------------------------------------------------
describe('noderesources/fit.go fitsRequest for a deferred pod', () => {
  it('fitsRequest: a deferred pod that requests no memory is not blocked by memory over-commit (parked, the Low memory hog stays)', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      pod('hog').priority('low').memory('400').uid('hog').on('n1'),
      pod('d').priority('high').cpu('300m').on('n1').allocated({ cpu: '100m' }).deferred(),
    ]);
    assert.deepEqual(evicted(r), []);
    assert.ok(isParked(r, 'd'));
  });

  it('fitsRequest: an explicit memory request of "0" is no request either — still parked, the hog stays', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      pod('hog').priority('low').memory('400').uid('hog').on('n1'),
      pod('d').priority('high').cpu('300m').memory('0').on('n1').allocated({ cpu: '100m' }).deferred(),
    ]);
    assert.deepEqual(evicted(r), []);
    assert.ok(isParked(r, 'd'));
  });

  it('fitsRequest (control): the same deferred pod requesting 10 bytes of memory fails on Insufficient memory and evicts the hog', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      pod('hog').priority('low').memory('400').uid('hog').on('n1'),
      pod('d').priority('high').cpu('300m').memory('10').on('n1').allocated({ cpu: '100m' }).deferred(),
    ]);
    assert.deepEqual(evicted(r), ['hog']);
  });

  it('fitsRequest: scalar (extended) resources are skipped for a deferred pod — an over-committed example.com/foo does not trigger preemption', () => {
    const r = run([
      node('n1').cpu('1').memory('1000').resource('example.com/foo', '1'),
      pod('holder').priority('low').cpu('100m').requests({ 'example.com/foo': '1' }).limits({ 'example.com/foo': '1' }).on('n1'),
      pod('d')
        .priority('high')
        .cpu('300m')
        .requests({ 'example.com/foo': '1' })
        .limits({ 'example.com/foo': '1' })
        .on('n1')
        .allocated({ cpu: '100m' })
        .deferred(),
    ]);
    assert.deepEqual(evicted(r), []);
    assert.ok(isParked(r, 'd'));
  });

  it('fitsRequest: a desired request above allocatable is UnschedulableAndUnresolvable — no preemption', () => {
    const r = run([node('n1').cpu('300m').memory('300'), running('victim', 'low', '100m'), deferred('d', 'high', '400m', '100m')]);
    assert.deepEqual(evicted(r), []);
    const fit = firstCycle(r, 'd').statuses.find((s) => s.plugin === 'NodeResourcesFit');
    assert.equal(fit?.code, 'UnschedulableAndUnresolvable');
    assert.ok(fit.reasons.includes('Insufficient cpu'));
    assert.ok(!firstCycle(r, 'd').statuses.some((s) => s.plugin === 'DefaultPreemption'), 'no PostFilter after Unresolvable');
  });

  const quirkItems = [node('n1').cpu('1').memory('1000').pods(2), running('victim', 'low', '100m'), deferred('d', 'high', '300m', '100m')];

  it('fitsRequest: node exactly at its pods limit while cpu fits — "Too many pods" and one spurious eviction (quirk on by default)', () => {
    const r = run(quirkItems);
    assert.deepEqual(evicted(r), ['victim']);
    assert.ok(cycleReasons(r, 'd').includes('Too many pods'), JSON.stringify(cycleReasons(r, 'd')));
  });

  it('fitsRequest: with podCountQuirk: false the deferred pod is not counted twice — parked, no eviction', () => {
    const r = run(quirkItems, { podCountQuirk: false });
    assert.deepEqual(evicted(r), []);
    assert.ok(isParked(r, 'd'));
  });

  it('fitsRequest: the quirk-driven eviction is flagged in the output', () => {
    const r = run(quirkItems);
    const text = JSON.stringify([r.report.findings, r.report.resizes]);
    assert.match(text, /too many pods|pod[- ]count/i);
  });
});

// ---------------------------------------------------------------------------------------------
describe('ValidatePodResize: API validation (Rejected: nothing changes)', () => {
  function rejected(target: PodBuilder, s: ReturnType<typeof scenario>, messagePart?: string): void {
    const r = run([node('n1').cpu('4').memory('4Gi'), target, running('nb', 'low', '100m'), s]);
    const name = (target.build()['metadata'] as { name: string }).name;
    const res = resize(r, name, 'change');
    assert.equal(res.outcome, 'Rejected', JSON.stringify(res));
    if (messagePart !== undefined) assert.ok(res.message.includes(messagePart), res.message);
    assert.deepEqual(res.from, res.to, 'nothing changes');
    assert.deepEqual(events(r, 'change'), [], 'no kubelet or scheduler activity');
    assert.deepEqual(evicted(r, 'change'), []);
  }

  it('ValidatePodResize: QoS Guaranteed → Burstable (request lowered below its limit) is rejected', () => {
    rejected(
      pod('g').priority('high').guaranteed({ cpu: '1', memory: '1Gi' }).on('n1'),
      scenario('change').resize('g', 'c', { cpu: '500m' }),
      'Pod QOS Class may not change as a result of resizing',
    );
  });

  it('ValidatePodResize: QoS Burstable → Guaranteed (request raised to its limit) is rejected', () => {
    rejected(
      pod('b').priority('high').requests({ cpu: '500m', memory: '1Gi' }).limits({ cpu: '1', memory: '1Gi' }).on('n1'),
      scenario('change').resize('b', 'c', { cpu: '1' }),
      'Pod QOS Class may not change as a result of resizing',
    );
  });

  it('ValidatePodResize: QoS BestEffort → Burstable (adding a request) is rejected', () => {
    rejected(
      pod('be').priority('high').container('c').on('n1'),
      scenario('change').resize('be', 'c', { cpu: '100m' }),
      'Pod QOS Class may not change as a result of resizing',
    );
  });

  it('ValidatePodResize: changing a non-cpu/memory resource (ephemeral-storage) is rejected', () => {
    rejected(
      pod('e').priority('high').requests({ cpu: '100m', 'ephemeral-storage': '1Gi' }).uid('e').on('n1'),
      scenario('change').resize('e', 'c', { 'ephemeral-storage': '2Gi' }),
      'only cpu and memory resources are mutable',
    );
  });

  it('ValidatePodResize: adding an extended resource is rejected', () => {
    rejected(
      pod('x').priority('high').cpu('100m').on('n1'),
      scenario('change').resize('x', 'c', { cpu: '100m', 'example.com/foo': '1' }),
      'only cpu and memory resources are mutable',
    );
  });

  it('ValidatePodResize: a request above its limit is rejected', () => {
    rejected(pod('l').priority('high').requests({ cpu: '500m' }).limits({ cpu: '1' }).on('n1'), scenario('change').resize('l', 'c', { cpu: '2' }));
  });

  it('ValidatePodResize: a container the pod does not have is rejected', () => {
    rejected(pod('u').priority('high').cpu('100m').on('n1'), scenario('change').resize('u', 'nope', { cpu: '200m' }));
  });

  it('ValidatePodResize: a non-sidecar init container with a RestartContainer resize policy cannot be resized — rejected', () => {
    // Any other init container can be (InPlacePodVerticalScalingInitContainers, GA in v1.37). The
    // uid: a pod the API server holds, created before the policy was refused on such a container.
    rejected(
      pod('i')
        .uid('1c9d2e4f-2222-4333-8444-a55566667777')
        .priority('high')
        .init('setup')
        .cpu('100m')
        .resizePolicy({ cpu: 'RestartContainer' })
        .container('app')
        .cpu('100m')
        .on('n1'),
      scenario('change').resize('i', 'setup', { cpu: '200m' }),
      'non-sidecar init containers with a resize policy of RestartContainer cannot be resized',
    );
  });

  it('ValidatePodResize: a request that is set cannot be removed (null in the patch) — rejected', () => {
    rejected(pod('r').priority('high').requests({ cpu: '100m', memory: '100Mi' }).on('n1'), scenario('change').resize('r', 'c', { memory: null }));
  });

  it('ValidatePodResize: Windows pods cannot be resized in place — rejected', () => {
    rejected(pod('win').priority('high').cpu('500m').on('n1').specField('os', { name: 'windows' }), scenario('change').resize('win', 'c', { cpu: '1' }));
  });

  it('ValidatePodResize: a running pod whose status has no containerStatuses[].resources is on a node without resize support — rejected', () => {
    const r = simulateText(
      `${manifests(...itPriorityClasses(), node('n1').cpu('4').memory('4Gi'), scenario('change').resize('old', 'c', { cpu: '1' }))}---
apiVersion: v1
kind: Pod
metadata: {name: old, namespace: default}
spec:
  nodeName: n1
  containers: [{name: c, image: x, resources: {requests: {cpu: 500m}}}]
status:
  phase: Running
  containerStatuses: [{name: c, allocatedResources: {cpu: 500m}}]
`,
    );
    assert.deepEqual(inputErrors(r), []);
    const res = resize(r, 'old', 'change');
    assert.equal(res.outcome, 'Rejected');
    assert.ok(res.message.includes('Pod running on node without support for resize'), res.message);
  });

  const LIMIT_RANGE = {
    apiVersion: 'v1',
    kind: 'LimitRange',
    metadata: { name: 'limits', namespace: 'default' },
    spec: { limits: [{ type: 'Container', max: { cpu: '1' } }] },
  };
  const QUOTA = { apiVersion: 'v1', kind: 'ResourceQuota', metadata: { name: 'quota', namespace: 'default' }, spec: { hard: { 'requests.cpu': '2' } } };

  it('PodValidateLimitFunc: a resize inside the LimitRange max is admitted', () => {
    const r = simulate([node('n1').cpu('4').memory('4Gi'), pod('p').cpu('500m').on('n1'), scenario('change').resize('p', 'c', { cpu: '1' })], {}, [
      LIMIT_RANGE,
    ]);
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('PodValidateLimitFunc: a resize above the LimitRange max is refused (403) and nothing changes', () => {
    const r = simulate([node('n1').cpu('4').memory('4Gi'), pod('p').cpu('500m').on('n1'), scenario('change').resize('p', 'c', { cpu: '2' })], {}, [
      LIMIT_RANGE,
    ]);
    assert.equal(resize(r, 'p', 'change').outcome, 'Rejected');
    assert.deepEqual(events(r, 'change'), []);
  });

  it('PodUsageFunc: a resize that keeps the namespace within its ResourceQuota is admitted (1 + 1 ≤ 2)', () => {
    const r = simulate(
      [node('n1').cpu('4').memory('4Gi'), pod('p').cpu('500m').on('n1'), pod('q').cpu('1').on('n1'), scenario('change').resize('p', 'c', { cpu: '1' })],
      {},
      [QUOTA],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('PodUsageFunc: a resize that would exceed the ResourceQuota (quota usage max(desired, actual, allocated): 1.5 + 1 > 2) is refused (403)', () => {
    const r = simulate(
      [node('n1').cpu('4').memory('4Gi'), pod('p').cpu('500m').on('n1'), pod('q').cpu('1').on('n1'), scenario('change').resize('p', 'c', { cpu: '1500m' })],
      {},
      [QUOTA],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Rejected');
    assert.deepEqual(events(r, 'change'), []);
  });

  it('ValidatePodResize: a memory-limit decrease is allowed since v1.34 — not rejected, completes', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('m').priority('high').requests({ cpu: '100m', memory: '512Mi' }).limits({ memory: '2Gi' }).on('n1'),
      scenario('change').resize('m', 'c', { memory: '512Mi' }, { memory: '1Gi' }),
    ]);
    assert.equal(resize(r, 'm', 'change').outcome, 'Completed');
  });

  it('ValidatePodResize: a sidecar (restartable init container) may be resized', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('s').priority('high').sidecar('proxy').cpu('100m').container('app').cpu('100m').on('n1'),
      scenario('change').resize('s', 'proxy', { cpu: '200m' }),
    ]);
    assert.equal(resize(r, 's', 'change').outcome, 'Completed');
  });
});

// ---------------------------------------------------------------------------------------------
describe('handlePodResourcesResize: kubelet decisions, messages and events', () => {
  it('ValidatePodResize: a static pod (its mirror pod) is refused by the API, even when it also exceeds allocatable', () => {
    const r = run([node('n1').cpu('4').memory('4Gi'), pod('st').cpu('1').memory('1Gi').static().on('n1'), scenario('grow').resize('st', 'c', { cpu: '5' })]);
    const st = resize(r, 'st', 'grow');
    assert.equal(st.outcome, 'Rejected');
    assert.equal(st.message, 'static pods cannot be resized');
  });

  it('predicate.go Fits order: short of both memory and cpu is Deferred on cpu first (TestHandlePodResourcesResize "desired != allocated != actuated")', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('p').cpu('1').memory('1Gi').on('n1'),
      pod('q').cpu('2').memory('2Gi').on('n1'),
      scenario('grow').resize('p', 'c', { cpu: '3', memory: '3Gi' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.equal(p.outcome, 'Deferred');
    assert.ok(p.message.startsWith("Node didn't have enough resource: cpu, requested: 3000, used: 2000, capacity: 4000"), p.message);
  });

  it('above allocatable, the API server refuses it before the kubelet sees it, cpu then memory (PodResizeValidator, test/e2e/node/pod_resize.go)', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('p').cpu('1').memory('1Gi').on('n1'),
      scenario('grow').resize('p', 'c', { cpu: '5', memory: '4500Mi' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.equal(p.outcome, 'Rejected');
    assert.equal(p.reason, 'NodeCapacity');
    assert.equal(
      p.message,
      "node didn't have enough allocatable resources: cpu, requested: 5000, allocatable: 4000; memory, requested: 4718592000, allocatable: 4294967296",
    );
  });

  it('an Infeasible resize emits a Warning ResizeInfeasible event and is never retried (no scheduler cycle, no eviction)', () => {
    const r = run(
      [
        node('n1').cpu('4').memory('4Gi'),
        pod('p').priority('high').guaranteed({ cpu: '1', memory: '1Gi' }).on('n1'),
        running('nb', 'low', '2'),
        scenario('grow').resize('p', 'c', { cpu: '3' }, { cpu: '3' }),
      ],
      { kubelet: { cpuManagerPolicy: 'static' } },
    );
    assert.deepEqual(
      events(r, 'grow', 'p').map((e) => [e.type, e.reason]),
      [['Warning', 'ResizeInfeasible']],
    );
    assert.deepEqual(cycles(r, 'p', 'grow'), []);
    assert.deepEqual(evicted(r), []);
  });

  it('predicateAdmitHandler.Admit: the Deferred message reports only the first failing predicate — pods before cpu', () => {
    const r = run([
      node('n1').cpu('1').memory('1Gi').pods(1),
      // Both running (a uid): admitted already, one pod over the node's pods.
      pod('p').cpu('500m').uid('p').on('n1'),
      pod('q').cpu('500m').uid('q').on('n1'),
      scenario('grow').resize('p', 'c', { cpu: '900m' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.equal(p.outcome, 'Deferred');
    assert.ok(p.message.includes("Node didn't have enough resource: pods, requested: 1, used: 1, capacity: 1"), p.message);
    assert.ok(!p.message.includes('resource: cpu'), p.message);
  });

  it('predicateAdmitHandler.Admit: the Deferred message reports only the first failing predicate — cpu before memory', () => {
    const r = run([
      node('n1').cpu('1').memory('1Gi'),
      pod('p').requests({ cpu: '500m', memory: '512Mi' }).on('n1'),
      pod('q').requests({ cpu: '500m', memory: '512Mi' }).on('n1'),
      scenario('grow').resize('p', 'c', { cpu: '900m', memory: '900Mi' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.equal(p.outcome, 'Deferred');
    assert.ok(p.message.includes("Node didn't have enough resource: cpu, requested: 900, used: 500, capacity: 1000"), p.message);
    assert.ok(!p.message.includes('resource: memory'), p.message);
    const ev = events(r, 'grow', 'p');
    assert.deepEqual(
      ev.map((e) => [e.type, e.reason]),
      [['Warning', 'ResizeDeferred']],
    );
  });

  it('events in order ResizeDeferred, Preempted, Killing, ResizeStarted, ResizeCompleted; Preempted names the preemptor UID and node', () => {
    const r = run([
      node('n1').cpu('1').memory('1Gi'),
      pod('low').priority('low').cpu('600m').memory('10').on('n1'),
      pod('up').uid('uid-up-123').priority('high').cpu('400m').memory('10').on('n1'),
      scenario('grow').resize('up', 'c', { cpu: '900m' }),
    ]);
    assert.deepEqual(timeline(r, 'grow'), ['ResizeDeferred@0 up', 'Preempted@0 low', 'Killing@0 low', 'ResizeStarted@30 up', 'ResizeCompleted@30 up']);
    const types = events(r, 'grow').map((e) => `${e.reason}:${e.type}`);
    assert.deepEqual(types, ['ResizeDeferred:Warning', 'Preempted:Normal', 'Killing:Normal', 'ResizeStarted:Normal', 'ResizeCompleted:Normal']);
    const preempted = events(r, 'grow', 'low').find((e) => e.reason === 'Preempted')!;
    assert.equal(preempted.message, 'Preempted by pod uid-up-123 on node n1');
  });
});

// ---------------------------------------------------------------------------------------------
describe('sortPendingResizes: kubelet pending-resize order (resizes of one scenario are requested together)', () => {
  it('non-increasing resizes go first — the Low pod shrinking 600m→200m makes room, so the High pod growing 400m→800m completes at once', () => {
    // Priority-first (or input order) would defer the High pod at t=0 (600 + 800 > 1000).
    const r = run([
      node('n1').cpu('1').memory('1000'),
      running('grow', 'high', '400m'),
      running('shrink', 'low', '600m'),
      scenario('both').resize('grow', 'c', { cpu: '800m' }).resize('shrink', 'c', { cpu: '200m' }),
    ]);
    for (const name of ['grow', 'shrink']) {
      const x = resize(r, name, 'both');
      assert.equal(x.outcome, 'Completed', name);
      assert.equal(x.latencySeconds, 0, name);
    }
    assert.deepEqual(
      events(r, 'both').filter((e) => e.reason === 'ResizeDeferred'),
      [],
    );
    assert.deepEqual(evicted(r), []);
  });

  it('then higher priority — High and Medium both grow 300m→600m on 1000m: High completes, Medium stays Deferred (no lower-priority victim)', () => {
    // Input order (Medium first) would complete the Medium pod, and the High pod would then evict it.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      running('mid', 'medium', '300m'),
      running('top', 'high', '300m'),
      scenario('both').resize('mid', 'c', { cpu: '600m' }).resize('top', 'c', { cpu: '600m' }),
    ]);
    assert.equal(resize(r, 'top', 'both').outcome, 'Completed');
    assert.equal(resize(r, 'top', 'both').latencySeconds, 0);
    assert.equal(resize(r, 'mid', 'both').outcome, 'Deferred');
    assert.deepEqual(evicted(r), []);
  });

  it('then Guaranteed before Burstable at equal priority — the room freed by a shrink goes to the Guaranteed pod', () => {
    const r = run([
      node('n1').cpu('1').memory('10Gi'),
      running('shrink', 'low', '600m'),
      pod('burst').priority('medium').requests({ cpu: '200m', memory: '100Mi' }).on('n1'),
      pod('guar').priority('medium').guaranteed({ cpu: '200m', memory: '100Mi' }).on('n1'),
      scenario('all').resize('shrink', 'c', { cpu: '200m' }).resize('burst', 'c', { cpu: '600m' }).resize('guar', 'c', { cpu: '600m' }, { cpu: '600m' }),
    ]);
    assert.equal(resize(r, 'shrink', 'all').outcome, 'Completed');
    assert.equal(resize(r, 'guar', 'all').outcome, 'Completed');
    assert.equal(resize(r, 'guar', 'all').latencySeconds, 0);
    assert.equal(resize(r, 'burst', 'all').outcome, 'Deferred');
    assert.deepEqual(evicted(r), [], 'the Burstable pod cannot make room by evicting the Low pod (200 + 600 + 600 > 1000)');
  });

  it('at t=0: the room a shrink frees goes to the higher-priority resize; the Medium one is re-evaluated by the scheduler and preempts more', () => {
    // Input order (Medium first) would complete the Medium resize at t=0 and leave the High one to preempt.
    const r = run([
      node('n1').cpu('1400m').memory('1000'),
      running('shrink', 'high', '600m'),
      running('mid', 'medium', '200m'),
      running('top', 'high', '200m'),
      running('victim', 'low', '200m'),
      scenario('race').resize('shrink', 'c', { cpu: '200m' }).resize('mid', 'c', { cpu: '600m' }).resize('top', 'c', { cpu: '600m' }),
    ]);
    const top = resize(r, 'top', 'race');
    assert.equal(top.outcome, 'Completed');
    assert.equal(top.latencySeconds, 0);
    const mid = resize(r, 'mid', 'race');
    assert.equal(mid.outcome, 'Completed');
    assert.equal(mid.latencySeconds, 30);
    assert.deepEqual(
      mid.preempted.map((p) => p.name),
      ['victim'],
    );
    assert.equal(eviction(r, 'victim').preemptor.name, 'mid');
  });
});

// ---------------------------------------------------------------------------------------------
describe('NodeName and DeferredPodScheduling: which pods the scheduler considers, and the restricted cycle', () => {
  const s1 = [node('n1').cpu('300m').memory('300'), running('victim', 'low', '200m'), deferred('d', 'high', '300m', '100m')];

  it('InPlacePodVerticalScalingSchedulerPreemption: with the gate off the scheduler ignores Deferred pods — no eviction, the resize stays Deferred', () => {
    const r = run(s1, { gate: false });
    assert.deepEqual(evicted(r), []);
    assert.equal(resize(r, 'd').outcome, 'Deferred');
    assert.deepEqual(cycles(r, 'd'), []);
  });

  it('kube_features.go: the stale gate name SchedulerPreemptionForPodResize does not turn the feature on', () => {
    const r = run(s1, { featureGates: { SchedulerPreemptionForPodResize: true } });
    assert.deepEqual(evicted(r), []);
    assert.equal(resize(r, 'd').outcome, 'Deferred');
  });

  it("NodePodPreemptionPolicy: the KEP's stale field path spec.preemptionPolicy.disablePodResizePreemption does not opt the node out", () => {
    const r = run([
      node('n1')
        .cpu('300m')
        .memory('300')
        .specField('preemptionPolicy', { disablePodResizePreemption: ['test-operator'] }),
      running('victim', 'low', '200m'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
  });

  it("NodeName PreFilter: the cycle is restricted to the pod's own node — a Low pod on another node is never a victim", () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      node('n2').cpu('4').memory('4Gi'),
      running('peer', 'high', '200m', 'n1'),
      running('elsewhere', 'low', '200m', 'n2'),
      deferred('d', 'high', '300m', '100m', 'n1'),
    ]);
    assert.deepEqual(evicted(r), []);
    assert.equal(resize(r, 'd').outcome, 'Deferred');
    for (const c of cycles(r, 'd')) assert.ok(c.victims.every((v) => v !== 'elsewhere'));
  });

  it('NodeName PreFilter: with a victim on its own node and another on a second node, only the own-node pod is evicted', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      node('n2').cpu('300m').memory('300'),
      running('local', 'low', '200m', 'n1'),
      running('remote', 'low', '100m', 'n2'),
      deferred('d', 'high', '300m', '100m', 'n1'),
    ]);
    assert.deepEqual(evicted(r), ['local']);
    assert.equal(eviction(r, 'local').node, 'n1');
  });

  it('IsPodResizeDeferred: the first PodResizePending condition decides — Deferred (status "False", not checked) then Infeasible: deferred, preempts', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      running('victim', 'low', '200m'),
      pod('d').priority('high').cpu('300m').memory('10').on('n1').allocated({ cpu: '100m' }).deferred({ status: 'False' }).infeasible(),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
  });

  it('IsPodResizeDeferred: the first PodResizePending condition decides — Infeasible then Deferred: not deferred, nothing preempted', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      running('victim', 'low', '200m'),
      pod('d').priority('high').cpu('300m').memory('10').on('n1').allocated({ cpu: '100m' }).infeasible().deferred(),
    ]);
    assert.deepEqual(evicted(r), []);
    assert.equal(resize(r, 'd').outcome, 'Infeasible');
    assert.deepEqual(cycles(r, 'd'), []);
  });

  it('DeferredPodScheduling Filter: any non-empty disableResizePreemption disables (the strings are only owner labels)', () => {
    const r = run([
      node('n1').cpu('300m').memory('300').disableResizePreemption('example.com/whatever'),
      running('victim', 'low', '200m'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), []);
    const dps = firstCycle(r, 'd').statuses.find((s) => s.plugin === 'DeferredPodScheduling');
    assert.equal(dps?.code, 'UnschedulableAndUnresolvable');
    assert.deepEqual(dps.reasons, [DISABLED]);
    assert.equal(resize(r, 'd').outcome, 'Deferred');
  });

  it('DeferredPodScheduling Filter: an empty disableResizePreemption list means enabled', () => {
    const r = run([node('n1').cpu('300m').memory('300').disableResizePreemption(), running('victim', 'low', '200m'), deferred('d', 'high', '300m', '100m')]);
    assert.deepEqual(evicted(r), ['victim']);
  });

  it('DeferredPodScheduling Filter: the opt-out affects resize preemption only — a new High pod still preempts on a disabled node', () => {
    const r = run([
      node('n1').cpu('300m').memory('300').disableResizePreemption('test-operator'),
      running('victim', 'low', '200m'),
      pod('newcomer').priority('high').cpu('300m').memory('10'),
    ]);
    const p = placement(r, 'newcomer', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['victim'],
    );
    assert.equal(p.node, 'n1');
  });

  it('DeferredPodScheduling Permit: a resize that already fits is parked by Permit — no eviction although a lower-priority pod is there, no bind', () => {
    const r = run([node('n1').cpu('500m').memory('300'), running('victim', 'low', '200m'), deferred('d', 'high', '300m', '100m')]);
    assert.deepEqual(evicted(r), []);
    const permit = firstCycle(r, 'd').statuses.find((s) => s.reasons.includes(PARKED));
    assert.equal(permit?.code, 'UnschedulableAndUnresolvable');
    assert.equal(permit.plugin, 'DeferredPodScheduling');
    assert.deepEqual(
      r.report.placements.filter((p) => p.pod.name === 'd'),
      [],
    );
  });

  it('PreFilter Skip: taints and node affinity are ignored for a deferred pod — it still preempts on a tainted node whose labels it does not select', () => {
    const r = run([
      node('n1').cpu('300m').memory('300').taint('dedicated', 'infra', 'NoSchedule').label('disk', 'hdd'),
      running('victim', 'low', '200m'),
      deferred('d', 'high', '300m', '100m').nodeSelector({ disk: 'ssd' }),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('DefaultPreemption PostFilter: preemption for a deferred pod', () => {
  it('isPreemptionAllowed: equal priority never preempts — "No preemption victims found for incoming pod", the resize stays Deferred', () => {
    const r = run([node('n1').cpu('300m').memory('300'), running('peer', 'high', '200m'), deferred('d', 'high', '300m', '100m')]);
    assert.deepEqual(evicted(r), []);
    assert.ok(cycleReasons(r, 'd').includes(NO_VICTIMS), JSON.stringify(cycleReasons(r, 'd')));
    assert.equal(resize(r, 'd').outcome, 'Deferred');
  });

  it('isPreemptionAllowed: two equal-priority deferred pods cannot preempt each other', () => {
    // The scheduler counts both at 300m (600m > 400m) and finds no lower-priority pod. The
    // kubelet, retrying its recorded pending list on its periodic tick, admits d1 (300m + d2's
    // allocated 100m = 400m); d2 then no longer fits.
    const r = run([node('n1').cpu('400m').memory('300'), deferred('d1', 'high', '300m', '100m'), deferred('d2', 'high', '300m', '100m')]);
    assert.deepEqual(evicted(r), []);
    assert.equal(resize(r, 'd1').outcome, 'Completed');
    assert.equal(resize(r, 'd1').latencySeconds, PERIODIC_RETRY_SECONDS);
    assert.equal(resize(r, 'd2').outcome, 'Deferred');
  });

  it('SelectVictimsOnNode: removing every lower-priority pod is still not enough (equal-priority pods hold the room) — nothing evicted', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      running('peer', 'high', '150m'),
      running('small', 'low', '50m'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), []);
    assert.equal(resize(r, 'd').outcome, 'Deferred');
    assert.ok(cycleReasons(r, 'd').includes('Insufficient cpu'));
  });

  it('over-preemption — the KEP-5836 example (node 2X; Pod 1 High X←X/2; Pods 2–4 Low 2X←X/2, all Deferred) evicts Pods 2, 3 and 4', () => {
    const r = run([
      node('n1').cpu('800m').memory('1000'),
      deferred('pod-1', 'high', '400m', '200m'),
      deferred('pod-2', 'low', '800m', '200m'),
      deferred('pod-3', 'low', '800m', '200m'),
      deferred('pod-4', 'low', '800m', '200m'),
    ]);
    assert.deepEqual(evicted(r), ['pod-2', 'pod-3', 'pod-4']);
    for (const v of ['pod-2', 'pod-3', 'pod-4']) {
      assert.equal(eviction(r, v).preemptor.name, 'pod-1');
      assert.equal(resize(r, v).outcome, 'Preempted');
    }
    const p1 = resize(r, 'pod-1');
    assert.equal(p1.outcome, 'Completed');
    assert.equal(p1.latencySeconds, 30);
  });

  it('PodEligibleToPreemptOthers: preemptionPolicy Never does not protect a pod as a victim', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      priorityClass('low-never', 10).never(),
      running('victim', 'low-never', '200m'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
  });

  it('MoreImportantPod: among equal priority the later-started pod is evicted and the earlier one reprieved (input order would say otherwise)', () => {
    const r = run([
      node('n1').cpu('400m').memory('300'),
      running('newer', 'low', '100m').startedAt(200),
      running('older', 'low', '100m').startedAt(100),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['newer']);
  });

  it('GetPodStartTime: a pod without status.startTime counts as "now" — least important among equals, evicted first', () => {
    const r = run([
      node('n1').cpu('400m').memory('300'),
      running('fresh', 'low', '100m'),
      running('started', 'low', '100m').startedAt(100),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['fresh']);
  });

  it('SelectVictimsOnNode: greedy reprieve in importance order — the large Medium pod is evicted, the small Low pod stays', () => {
    const r = run([
      node('n1').cpu('500m').memory('300'),
      running('big-mid', 'medium', '300m'),
      running('small-low', 'low', '100m'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['big-mid']);
  });

  it('priority admission plugin: no PriorityClass and no global default is priority 0 — such a pod is a victim of a priority-1 preemptor', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      priorityClass('tiny', 1),
      pod('victim').cpu('200m').memory('10').on('n1'),
      deferred('d', 'tiny', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
    assert.equal(eviction(r, 'victim').priority, 0);
  });

  it('priority admission plugin: a globalDefault PriorityClass gives its value to pods without a class — equal to the preemptor, so not a victim', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      priorityClass('default-prio', 1000).globalDefault(),
      pod('peer').cpu('200m').memory('10').on('n1'),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), []);
  });
});

// ---------------------------------------------------------------------------------------------
describe('FilterVictimsWithPDBViolation and disruption.go: PDBs in victim selection', () => {
  // Node 400m; d needs exactly one of two equal Low pods (app=x) gone. "older" is more important.
  function pdbCase(budget: ReturnType<typeof pdb> | undefined, opts: { olderNotReady?: boolean } = {}): Run {
    const older = running('older', 'low', '100m').label('app', 'x').startedAt(100);
    if (opts.olderNotReady === true) older.notReady();
    const items: Manifest[] = [
      node('n1').cpu('400m').memory('300'),
      running('newer', 'low', '100m').label('app', 'x').startedAt(200),
      older,
      deferred('d', 'high', '300m', '100m'),
    ];
    if (budget !== undefined) items.push(budget);
    return run(items);
  }

  it('a PDB allowing 1 disruption over two equal pods — the more important (older) pod uses the budget and is evicted; the newer survives', () => {
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).minAvailable(1));
    assert.deepEqual(evicted(r), ['older']);
    assert.equal(eviction(r, 'older').pdbViolation, false);
  });

  it('each scenario starts from the budgets the cluster has: one using up a PDB leaves the next its own', () => {
    // Two healthy app=x pods under minAvailable 1: one disruption allowed. Each scenario grows h so
    // that one of them must go; neither eviction violates the PDB.
    const r = run([
      node('n1').cpu('400m').memory('300'),
      running('a', 'low', '100m').label('app', 'x'),
      running('b', 'low', '100m').label('app', 'x'),
      running('h', 'high', '100m'),
      pdb('budget').selecting({ app: 'x' }).minAvailable(1),
      scenario('first').resize('h', 'c', { cpu: '300m' }),
      scenario('second').resize('h', 'c', { cpu: '300m' }),
    ]);
    for (const name of ['first', 'second']) {
      const gone = evicted(r, name);
      assert.equal(gone.length, 1, name);
      assert.equal(eviction(r, gone[0]!, name).pdbViolation, false, name);
      assert.equal(resize(r, 'h', name).outcome, 'Completed', name);
    }
  });

  it('SelectVictimsOnNode: PDBs are soft — when every victim violates, they are evicted anyway (both, with pdbViolation)', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      running('a', 'low', '100m').label('app', 'x'),
      running('b', 'low', '100m').label('app', 'x'),
      deferred('d', 'high', '300m', '100m'),
      pdb('budget').selecting({ app: 'x' }).minAvailable(2),
    ]);
    assert.deepEqual(evicted(r), ['a', 'b']);
    assert.equal(eviction(r, 'a').pdbViolation, true);
    assert.equal(eviction(r, 'b').pdbViolation, true);
    assert.equal(resize(r, 'd').outcome, 'Completed');
  });

  it('FilterVictimsWithPDBViolation: an empty selector matches nothing — the usual importance order applies (newer evicted, no violation)', () => {
    // Matching everything (d, older, newer: 3 healthy − 2 = 1 allowed) would evict "older" instead.
    const r = pdbCase(pdb('budget').emptySelector().minAvailable(2));
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, false);
  });

  it('FilterVictimsWithPDBViolation: a PDB without a selector matches nothing', () => {
    const r = pdbCase(pdb('budget').minAvailable(2));
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, false);
  });

  it('FilterVictimsWithPDBViolation: a PDB in another namespace does not cover the pods', () => {
    const r = pdbCase(pdb('budget').ns('other').selecting({ app: 'x' }).minAvailable(2));
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, false);
  });

  it('a pod in status.disruptedPods neither uses budget nor violates — it is evicted without a violation while the other is reprieved', () => {
    // Without the rule both violate (allowed 0); "older" would be reprieved first and "newer" evicted with a violation.
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).minAvailable(1).recorded(0, ['older']));
    assert.deepEqual(evicted(r), ['older']);
    assert.equal(eviction(r, 'older').pdbViolation, false);
  });

  it('updatePdbStatus: minAvailable 2 over two healthy pods allows 0 — the newer pod is evicted with a violation', () => {
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).minAvailable(2));
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, true);
  });

  it('getExpectedScale: maxUnavailable over bare pods allows 0 disruptions (pods without a controller add nothing to the expected count)', () => {
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).maxUnavailable(1));
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, true);
  });

  it('getExpectedPodCount: a percentage minAvailable over bare pods allows 0 disruptions', () => {
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).minAvailable('50%'));
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, true);
  });

  it('countHealthyPods: only Ready pods are healthy — with one of two not Ready, minAvailable 1 allows 0', () => {
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).minAvailable(1), { olderNotReady: true });
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, true);
  });

  it('FilterVictimsWithPDBViolation: a recorded status.disruptionsAllowed wins over the spec (0 recorded, minAvailable 0)', () => {
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).minAvailable(0).recorded(0));
    assert.deepEqual(evicted(r), ['newer']);
    assert.equal(eviction(r, 'newer').pdbViolation, true);
  });

  it('FilterVictimsWithPDBViolation: a recorded status.disruptionsAllowed wins over the spec (1 recorded, minAvailable 2)', () => {
    const r = pdbCase(pdb('budget').selecting({ app: 'x' }).minAvailable(2).recorded(1));
    assert.deepEqual(evicted(r), ['older']);
    assert.equal(eviction(r, 'older').pdbViolation, false);
  });
});

// ---------------------------------------------------------------------------------------------
describe('prepareCandidate: graceful termination drives the latency', () => {
  it('terminationGracePeriodSeconds 45 on the victim: eviction grace 45, ResizeStarted at t=45, latencySeconds 45', () => {
    const r = run([node('n1').cpu('300m').memory('300'), running('victim', 'low', '200m').grace(45), deferred('d', 'high', '300m', '100m')]);
    assert.equal(eviction(r, 'victim').gracePeriodSeconds, 45);
    assert.equal(resize(r, 'd').latencySeconds, 45);
    assert.deepEqual(timeline(r, CLUSTER_STATE, ['ResizeStarted', 'ResizeCompleted']), ['ResizeStarted@45 d', 'ResizeCompleted@45 d']);
  });

  it('two victims with 10 s and 60 s grace: the resize completes when the slower one is gone (60)', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      running('fast', 'low', '100m').grace(10),
      running('slow', 'low', '100m').grace(60),
      deferred('d', 'high', '300m', '100m'),
    ]);
    assert.deepEqual(evicted(r), ['fast', 'slow']);
    assert.equal(resize(r, 'd').latencySeconds, 60);
  });

  it('a victim with terminationGracePeriodSeconds 0 leaves at once: latencySeconds 0', () => {
    const r = run([node('n1').cpu('300m').memory('300'), running('victim', 'low', '200m').grace(0), deferred('d', 'high', '300m', '100m')]);
    assert.equal(eviction(r, 'victim').gracePeriodSeconds, 0);
    assert.equal(resize(r, 'd').latencySeconds, 0);
  });

  it('default grace period is 30 s', () => {
    const r = run([node('n1').cpu('300m').memory('300'), running('victim', 'low', '200m'), deferred('d', 'high', '300m', '100m')]);
    assert.equal(eviction(r, 'victim').gracePeriodSeconds, 30);
    assert.equal(resize(r, 'd').latencySeconds, 30);
  });
});

// ---------------------------------------------------------------------------------------------
describe('NodeInfo.Requested and nominated pods: new pods and deferred pods', () => {
  it('SelectVictimsOnNode: a new higher-priority pending pod preempts the deferred pod itself, counted at its desired size', () => {
    // At its allocation (300m) the deferred pod would leave room: 300 + 200 + 200 + 300 = 1000, no preemption at all.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      deferred('resizing', 'medium', '700m', '300m'),
      running('small-low', 'low', '200m'),
      running('peer', 'high', '200m'),
      pod('newcomer').priority('high').cpu('300m').memory('10'),
    ]);
    const p = placement(r, 'newcomer', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['resizing'],
    );
    assert.deepEqual(evicted(r), ['resizing']);
    assert.equal(eviction(r, 'resizing').preemptor.name, 'newcomer');
    assert.equal(p.node, 'n1');
    assert.equal(resize(r, 'resizing').outcome, 'Preempted');
  });

  it('NodeInfo.Requested: the room freed by the victims is reserved — a new pod of lower priority than the resizing pod does not get it', () => {
    const r = run([
      node('n1').cpu('300m').memory('300'),
      running('victim', 'low', '200m'),
      deferred('d', 'high', '300m', '100m'),
      pod('latecomer').priority('low').cpu('100m').memory('10'),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
    assert.equal(resize(r, 'd').outcome, 'Completed');
    assert.equal(placement(r, 'latecomer', CLUSTER_STATE).node, null);
  });

  it("a higher-priority pod nominated to the node counts in the deferred pod's filter — it is not parked while the newcomer waits", () => {
    // newcomer (High) preempts "victim" and is nominated to n1; then the Medium deferred pod's view is
    // victim 400 (terminating) + resizing 500 + nominated newcomer 300 = 1200 > 1000: Insufficient cpu, not parked.
    const r = run([
      node('n1').cpu('1').memory('1000'),
      running('victim', 'low', '400m'),
      deferred('resizing', 'medium', '500m', '300m'),
      pod('newcomer').priority('high').cpu('300m').memory('10'),
    ]);
    assert.deepEqual(evicted(r), ['victim']);
    assert.equal(eviction(r, 'victim').preemptor.name, 'newcomer');
    const first = firstCycle(r, 'resizing');
    assert.ok(!first.statuses.some((s) => s.reasons.includes(PARKED)), `not parked; got ${JSON.stringify(first.statuses)}`);
    assert.ok(first.statuses.some((s) => s.reasons.includes('Insufficient cpu')));
  });
});

// ---------------------------------------------------------------------------------------------
describe('pickOneNodeForPreemption: choosing a node for a new pod', () => {
  it('fewest PDB violations first — evicts a Medium pod on node2 rather than a PDB-protected Low pod on node1', () => {
    const r = run([
      node('node1').cpu('500m').memory('1000'),
      node('node2').cpu('500m').memory('1000'),
      running('protected', 'low', '300m', 'node1').label('app', 'x'),
      running('plain', 'medium', '300m', 'node2'),
      pdb('budget').selecting({ app: 'x' }).minAvailable(1),
      pod('newcomer').priority('high').cpu('300m').memory('10'),
    ]);
    const p = placement(r, 'newcomer', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['plain'],
    );
    assert.equal(p.node, 'node2');
  });

  it('then the lowest highest-victim priority — two Low pods on node1 go rather than one Medium pod on node2 (before the victim count is looked at)', () => {
    const r = run([
      node('node1').cpu('500m').memory('1000'),
      node('node2').cpu('500m').memory('1000'),
      running('low-a', 'low', '150m', 'node1'),
      running('low-b', 'low', '150m', 'node1'),
      running('mid-victim', 'medium', '300m', 'node2'),
      pod('newcomer').priority('high').cpu('400m').memory('10'),
    ]);
    const p = placement(r, 'newcomer', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['low-a', 'low-b'],
    );
    assert.equal(p.node, 'node1');
    assert.deepEqual(evicted(r), ['low-a', 'low-b']);
  });

  it('then the lowest adjusted priority sum, i.e. the fewest victims at equal priority — one 300m Low pod on node2 rather than two 150m Low pods on node1', () => {
    const r = run([
      node('node1').cpu('500m').memory('1000'),
      node('node2').cpu('500m').memory('1000'),
      running('a', 'low', '150m', 'node1'),
      running('b', 'low', '150m', 'node1'),
      running('c', 'low', '300m', 'node2'),
      pod('newcomer').priority('high').cpu('400m').memory('10'),
    ]);
    const p = placement(r, 'newcomer', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['c'],
    );
    assert.equal(p.node, 'node2');
  });
});

describe('scenarios start from the cluster state', () => {
  it("a resize the cluster state reports is not a scenario's: the last scenario, run on the cluster state's own pods, retries it but does not report it", () => {
    // w is Deferred in the cluster state (room for 500m more, it wants 1000m more). The scenario
    // shrinks the higher-priority neighbour, after which w fits: w is still on the kubelet's
    // pending list, so the walk that the shrink triggers admits it (its events are the
    // scenario's), but w's resize is reported by the cluster state, not as the scenario's.
    const r = run([
      node('n1').cpu('2').memory('100'),
      deferred('w', 'low', '1500m', '500m'),
      running('other', 'high', '1000m'),
      scenario('shrink').resize('other', 'c', { cpu: '100m' }),
    ]);
    assert.equal(resize(r, 'w', CLUSTER_STATE).outcome, 'Deferred');
    assert.equal(resize(r, 'other', 'shrink').outcome, 'Completed');
    assert.deepEqual(
      r.report.resizes.filter((x) => x.scenario === 'shrink').map((x) => x.pod.name),
      ['other'],
    );
    assert.deepEqual(
      events(r, 'shrink', 'w').map((e) => e.reason),
      ['ResizeStarted', 'ResizeCompleted'],
    );
  });
});

describe("prepareCandidate: victims leave in the state's order", () => {
  it('pods whose grace period ends together go in the order of the state (not of their eviction): replacement numbers count up in it', () => {
    // p's resize evicts db-1 (medium) and db-0 (low), in that (importance) order. Both go at
    // t=30; the state holds db-0 first, so db-0's replacement is made first (uid "-r1") and
    // db-1's second ("-r2"). db-1's replacement, higher in the queue, then preempts the filler
    // on n2, which names it by uid (wrong: in eviction order db-1 would be "-r1").
    const r = run([
      node('n1').cpu('3').memory('100'),
      node('n2').cpu('1').memory('100'),
      priorityClass('lowest', 1),
      pod('db-0').priority('low').cpu('1').memory('10').on('n1').ownedBy('StatefulSet', 'db'),
      pod('db-1').priority('medium').cpu('1').memory('10').on('n1').ownedBy('StatefulSet', 'db'),
      running('p', 'high', '1'),
      pod('filler').priority('lowest').cpu('1').memory('10').on('n2'),
      scenario('grow').resize('p', 'c', { cpu: '3' }),
    ]);
    assert.deepEqual(evicted(r, 'grow').sort(), ['db-0', 'db-1', 'filler']);
    const preempted = events(r, 'grow', 'filler').find((e) => e.reason === 'Preempted');
    assert.equal(preempted?.message, 'Preempted by pod default/db-1-r2 on node n2');
  });
});
