/**
 * The kubelet's retries (pkg/kubelet/allocation/allocation_manager.go retryPendingResizes and
 * its triggers in pkg/kubelet/kubelet.go), one clock for recorded and simulated times, the
 * critical-pod admission handler with the gate off (pkg/kubelet/preemption/preemption.go),
 * re-evaluation of a Deferred preemptor while its victims terminate, and pods being deleted in
 * the input. Each case is read from the JSON report.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AllocationManagers, PERIODIC_RETRY_SECONDS } from '../../src/engine/kubelet/allocation-manager.ts';
import { EventLog } from '../../src/engine/event-log.ts';
import { EPOCH, itPriorityClasses, node, pdb, pod, scenario, type Manifest, type PodBuilder } from '../helpers/builders.ts';
import { CLUSTER_STATE, cycles, events, evicted, eviction, inputErrors, resize, simulate, type Run, type RunOptions } from '../helpers/engine.ts';
import { lintSources } from '../../src/index.ts';
import { ClusterState } from '../../src/engine/state.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { manifests } from '../helpers/builders.ts';

function run(items: readonly Manifest[], opts: RunOptions = {}): Run {
  const r = simulate([...itPriorityClasses(), ...items], opts);
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  return r;
}

function running(name: string, priority: string, cpu: string): PodBuilder {
  return pod(name).priority(priority).cpu(cpu).memory('10').on('n1');
}

/** A Deferred condition recorded at `since` (seconds after EPOCH): spec `spec`, allocated `alloc`. */
function recorded(name: string, priority: string, spec: string, alloc: string, since: number): PodBuilder {
  return pod(name).priority(priority).cpu(spec).memory('10').on('n1').allocated({ cpu: alloc }).deferred({ since });
}

function clusterOf(items: readonly Manifest[]): { state: ClusterState; pods: Map<string, SimPod> } {
  const result = lintSources([{ path: 'c.yaml', text: manifests(...itPriorityClasses(), ...items) }], { featureGates: {} });
  const state = new ClusterState(result.model.nodes);
  for (const p of result.model.pods) state.addPod(new SimPod(p, p.nodeName));
  return { state, pods: new Map(state.pods.map((p) => [p.pod.ref.name, p])) };
}

/** The pods on n1 are running since EPOCH; the input's latest time (its "now") is EPOCH + 3600. */
const NOW = 3600;

describe('retryPendingResizes: a recorded Deferred condition is on the pending list', () => {
  it('a pod leaving the node (its deletionTimestamp) retries the recorded Deferred resize, which completes then', () => {
    // leaving frees 1 CPU at NOW + 20; w wants 1 CPU more. Gate off: only the kubelet acts.
    const r = run(
      [
        node('n1').cpu('4').memory('1Gi'),
        running('other', 'low', '2').startedAt(0),
        running('leaving', 'low', '1')
          .startedAt(0)
          .deleting(NOW + 20, 30),
        recorded('w', 'low', '2', '1', NOW),
      ],
      { gate: false },
    );
    const w = resize(r, 'w', CLUSTER_STATE);
    assert.equal(w.outcome, 'Completed');
    assert.equal(w.latencySeconds, 20);
    assert.deepEqual(
      events(r, CLUSTER_STATE, 'w').map((e) => [e.at, e.reason]),
      [
        [20, 'ResizeStarted'],
        [20, 'ResizeCompleted'],
      ],
    );
  });

  it('the periodic ticker retries it when nothing else happens on the node, and it completes if the room is there now', () => {
    const r = run([node('n1').cpu('4').memory('1Gi'), recorded('w', 'low', '2', '1', 0)], { gate: false });
    const w = resize(r, 'w', CLUSTER_STATE);
    assert.equal(w.outcome, 'Completed');
    assert.equal(w.latencySeconds, PERIODIC_RETRY_SECONDS);
  });

  it('the periodic retry can find it Infeasible (a Guaranteed pod under the static CPU manager)', () => {
    const g = pod('g').priority('low').guaranteed({ cpu: '2', memory: '10' }).on('n1').allocated({ cpu: '1' }).deferred({ since: 0 });
    const r = run([node('n1').cpu('4').memory('1Gi'), g], { gate: false, kubelet: { cpuManagerPolicy: 'static' } });
    const res = resize(r, 'g', CLUSTER_STATE);
    assert.equal(res.outcome, 'Infeasible');
    assert.equal(res.reason, 'GuaranteedPodCPUManagerStaticPolicy');
    assert.deepEqual(
      events(r, CLUSTER_STATE, 'g').map((e) => [e.at, e.reason]),
      [[PERIODIC_RETRY_SECONDS, 'ResizeInfeasible']],
    );
  });

  it('a resize arriving on the node walks the whole list: the recorded one is decided at once too', () => {
    // w cannot grow while `other` holds 2 of the 3 CPUs; the scenario shrinks `other`, and the
    // walk that this resize triggers admits w (still Deferred from the cluster state).
    const r = run(
      [
        node('n1').cpu('3').memory('1Gi'),
        running('other', 'high', '2'),
        recorded('w', 'low', '2', '1', 0),
        scenario('shrink').resize('other', 'c', { cpu: '1' }),
      ],
      { gate: false },
    );
    assert.deepEqual(
      events(r, 'shrink', 'w').map((e) => [e.at, e.reason]),
      [
        [0, 'ResizeStarted'],
        [0, 'ResizeCompleted'],
      ],
    );
  });
});

describe('retryPendingResizes on a resize arriving (HandlePodUpdates: PushPendingResize, then a walk)', () => {
  it('decides the recorded Deferred resizes of the node at once, not at the next tick', () => {
    // x's resize (spec differs from its allocation, no condition yet) arrives at time 0 and
    // grows: it frees no room, but its walk decides w too, which fits now.
    const x = pod('x').priority('low').cpu('2').memory('10').on('n1').allocated({ cpu: '1' });
    const r = run([node('n1').cpu('4').memory('1Gi'), x, recorded('w', 'low', '2', '1', 0)], { gate: false });
    assert.deepEqual(
      events(r, CLUSTER_STATE, 'w').map((e) => [e.at, e.reason]),
      [
        [0, 'ResizeStarted'],
        [0, 'ResizeCompleted'],
      ],
    );
    assert.equal(resize(r, 'x', CLUSTER_STATE).latencySeconds, 0);
  });

  it("a scenario's new request for a pod still Deferred is decided by the first walk of its node, whoever's arrival starts it", () => {
    // The scenario's requests reach the kubelet together: x's no-op arrives first (non-increasing)
    // and its walk decides w's new request (2 fits beside other's 2), before other's growth arrives.
    const r = run(
      [
        node('n1').cpu('4').memory('1Gi'),
        running('other', 'high', '2'),
        recorded('w', 'low', '3', '1', 0),
        pod('x').priority('low').memory('20').on('n1'),
        scenario('change').resize('x', 'c', { memory: '20' }).resize('w', 'c', { cpu: '2' }).resize('other', 'c', { cpu: '3' }),
      ],
      { gate: false },
    );
    assert.equal(resize(r, 'w', CLUSTER_STATE).outcome, 'Deferred');
    const w = resize(r, 'w', 'change');
    assert.equal(w.outcome, 'Completed');
    // Its own arrival, later, finds it allocated: the outcome stays the walk's, not "nothing to do".
    assert.notEqual(w.reason, 'NoChange');
    assert.equal(resize(r, 'other', 'change').outcome, 'Deferred');
  });
});

describe('one clock: recorded and simulated times on one axis', () => {
  // A recorded Deferred resize (an hour old) and a fresh one (spec differs from the allocation,
  // no condition yet: Deferred at the run's start) of equal priority and QoS wait for the same
  // room; `leaving` frees room for one of them. The kubelet sorts its pending list on each push:
  // c-fresh's push, after b-fresh became Deferred, puts the older condition first, and the walk
  // that follows `leaving` keeps that order.
  const items = (since: number, third = true): Manifest[] => [
    node('n1').cpu('4').memory('1Gi'),
    running('leaving', 'low', '1')
      .startedAt(0)
      .deleting(NOW + 10, 30),
    recorded('a-recorded', 'low', '2', '1', since),
    pod('b-fresh')
      .priority('low')
      .cpu('2')
      .memory('10')
      .on('n1')
      .allocated({ cpu: '1' })
      .startedAt(NOW - 60),
    ...(third
      ? [
          pod('c-fresh')
            .priority('low')
            .cpu('1500m')
            .memory('10')
            .on('n1')
            .allocated({ cpu: '500m' })
            .startedAt(NOW - 60),
        ]
      : []),
    running('filler', 'low', third ? '500m' : '1'),
  ];

  it('the recorded condition is older than one set during the run: it gets the room', () => {
    const r = run(items(0), { gate: false });
    assert.equal(resize(r, 'a-recorded', CLUSTER_STATE).outcome, 'Completed');
    assert.equal(resize(r, 'b-fresh', CLUSTER_STATE).outcome, 'Deferred');
  });

  it('without another push, every walk keeps the order the last push left (retryPendingResizes does not sort)', () => {
    // b-fresh had no condition when it was pushed, so it went behind a-recorded; its condition,
    // set at time 0, is older than a-recorded's (time 5), but no push sorts the list again.
    const r = run(items(NOW + 5, false), { gate: false, now: new Date(EPOCH + NOW * 1000).toISOString() });
    assert.equal(resize(r, 'a-recorded', CLUSTER_STATE).outcome, 'Completed');
    assert.equal(resize(r, 'b-fresh', CLUSTER_STATE).outcome, 'Deferred');
  });

  it('a configured "now" places recorded times on the same axis (a condition set after it is younger)', () => {
    // "now" before the recorded condition: the fresh one, Deferred at time 0, is the older.
    const r = run(items(NOW + 5), { gate: false, now: new Date(EPOCH + NOW * 1000).toISOString() });
    assert.equal(resize(r, 'b-fresh', CLUSTER_STATE).outcome, 'Completed');
    assert.equal(resize(r, 'a-recorded', CLUSTER_STATE).outcome, 'Deferred');
  });
});

describe("CriticalPodAdmissionHandler: a critical pod's resize with the gate off", () => {
  // n1: 4 CPU. crit (system-critical priority) 1 → 3 CPU; g (Guaranteed, priority low), b
  // (Burstable, priority high) and e (BestEffort) hold 1 + 1 + 0 CPU. 1 CPU is missing.
  const items = (): Manifest[] => [
    node('n1').cpu('4').memory('4Gi'),
    pod('crit').priority('system-cluster-critical').requests({ cpu: '1', memory: '100Mi' }).limits({ memory: '1Gi' }).on('n1'),
    pod('g').priority('low').guaranteed({ cpu: '1', memory: '100Mi' }).on('n1').grace(10),
    pod('b').priority('high').requests({ cpu: '1', memory: '100Mi' }).on('n1').grace(20),
    pod('e').priority('low').on('n1'),
    scenario('grow').resize('crit', 'c', { cpu: '3' }),
  ];

  it('gate off: the kubelet evicts by QoS (BestEffort, Burstable, Guaranteed; fewest, closest) and admits the resize once they are gone', () => {
    const r = run(items(), { gate: false });
    const crit = resize(r, 'crit', 'grow');
    assert.equal(crit.outcome, 'Completed');
    assert.equal(crit.reason, 'KubeletPreemptedForCriticalPod');
    assert.deepEqual(
      crit.preempted.map((p) => p.name),
      ['b'],
    );
    assert.equal(crit.latencySeconds, 20, "b's grace period");
    assert.deepEqual(evicted(r, 'grow'), ['b']);
    assert.deepEqual(
      events(r, 'grow', 'b')
        .map((e) => [e.type, e.reason, e.message])
        .slice(0, 1),
      [['Warning', 'Preempting', 'Preempted in order to admit critical pod']],
    );
  });

  it('gate on: the handler steps aside and the scheduler evicts by priority (b, more important, is spared; g goes)', () => {
    const r = run(items(), { gate: true });
    const crit = resize(r, 'crit', 'grow');
    assert.equal(crit.outcome, 'Completed');
    assert.equal(crit.reason, 'PreemptedLowerPriority');
    assert.deepEqual(evicted(r, 'grow'), ['g']);
  });

  it("gate off, no set of pods frees enough: Deferred with the handler's error", () => {
    // crit to 4 CPU needs 2 more; g is critical too (not preemptable by a critical pod of the
    // same priority), so only b (1 CPU) and e could go.
    const all = items();
    const g = pod('g').priority('system-cluster-critical').guaranteed({ cpu: '1', memory: '100Mi' }).on('n1');
    const r = run([...all.slice(0, 2), g, ...all.slice(3, 5), scenario('grow').resize('crit', 'c', { cpu: '4' })], { gate: false });
    const crit = resize(r, 'crit', 'grow');
    assert.equal(crit.outcome, 'Deferred');
    assert.equal(crit.reason, 'CriticalPodPreemptionFailed');
    assert.ok(
      crit.message.startsWith(
        'Unexpected error while attempting to recover from admission failure: preemption: error finding a set of pods to preempt: no set of running pods found to reclaim resources: [(res: cpu, q: 1000), ]',
      ),
      crit.message,
    );
    assert.deepEqual(evicted(r, 'grow'), []);
  });

  it("gate off: the handler counts each pod at its allocation (getAllocatedPods), not at a Deferred growth's desired request", () => {
    // n1: 4 CPU, full. crit 1 → 2.5 CPU needs 1.5 more. a wants 2 CPU but holds 1 (its growth
    // Deferred: f, critical too, is not preemptable); b holds 1. At a's desired 2 CPU a alone
    // would free enough; at what it holds it takes a and b.
    const r = run(
      [
        node('n1').cpu('4').memory('1Gi'),
        running('crit', 'system-cluster-critical', '1'),
        running('f', 'system-cluster-critical', '1'),
        recorded('a', 'low', '2', '1', NOW),
        running('b', 'low', '1'),
        scenario('grow').resize('crit', 'c', { cpu: '2500m' }),
      ],
      { gate: false },
    );
    assert.equal(resize(r, 'crit', 'grow').outcome, 'Completed');
    assert.deepEqual([...evicted(r, 'grow')].sort(), ['a', 'b']);
  });

  it('a victim whose own resize asks for what it holds is Completed/NoChange, not Preempted, even if evicted before the kubelet looked', () => {
    // n1 holds 1.4 CPU of 1 (as recorded). crit's shrink to 800m arrives first (creation order
    // among resizes that do not grow) and is Deferred; the handler evicts v. v's resize asks for
    // its allocation: UpdatePodFromAllocation finds nothing to update, so the kubelet never
    // queues it (kubelet.go HandlePodUpdates): it is complete, whichever arrival came first.
    const r = run(
      [
        node('n1').cpu('1').memory('1Gi'),
        running('crit', 'system-cluster-critical', '900m')
          .allocated({ cpu: '900m' })
          .startedAt(NOW - 60),
        running('v', 'low', '500m')
          .allocated({ cpu: '500m' })
          .startedAt(NOW - 60),
        scenario('grow').resize('v', 'c', { cpu: '500m' }).resize('crit', 'c', { cpu: '800m' }),
      ],
      { gate: false },
    );
    assert.equal(resize(r, 'crit', 'grow').reason, 'KubeletPreemptedForCriticalPod');
    assert.deepEqual(evicted(r, 'grow'), ['v']);
    const v = resize(r, 'v', 'grow');
    assert.deepEqual([v.outcome, v.reason], ['Completed', 'NoChange']);
  });

  it('a critical resize admitted by an earlier walk stays Completed when its own arrival finds desired == allocated', () => {
    // Shape of resizePath-86 (conformance): crit's recorded Deferred condition (5 CPU, above the
    // node) keeps it on the pending list into the scenario. s's shrink arrives first (it does not
    // grow) and its walk decides crit's new request (3 CPU): the handler evicts v (grace 30) and
    // SetAllocatedResources runs at once, with its ResizeStarted. crit's own arrival then finds
    // nothing to update (handlePodResourcesResize: UpdatePodFromAllocation), which is not a
    // resize with nothing to do: it was started.
    const r = run(
      [
        node('n1').cpu('4').memory('1Gi'),
        recorded('crit', 'system-cluster-critical', '5', '2', NOW),
        pod('s').priority('low').guaranteed({ cpu: '1', memory: '10' }).on('n1'),
        running('v', 'low', '1').grace(30),
        scenario('grow').resize('s', 'c', { cpu: '500m' }, { cpu: '500m' }).resize('crit', 'c', { cpu: '3' }),
      ],
      { gate: false },
    );
    const crit = resize(r, 'crit', 'grow');
    assert.deepEqual([crit.outcome, crit.reason, crit.latencySeconds], ['Completed', 'KubeletPreemptedForCriticalPod', 30]);
    assert.deepEqual(evicted(r, 'grow'), ['v']);
    assert.deepEqual(
      events(r, 'grow', 'crit').map((e) => [e.at, e.reason]),
      [
        [30, 'ResizeStarted'],
        [30, 'ResizeCompleted'],
      ],
    );
  });

  it('a pod already being deleted for another critical pod is chosen again: a Preempting event, waited for, not evicted twice', () => {
    // a and b (critical) each grow 1 → 2 CPU on a full node. a's handler evicts v (grace 30);
    // b's finds v still on the node and chooses it again (evictPodsToFreeRequests records a
    // Preempting event for every pod it chooses; killPodFunc waits for it to be gone).
    const r = run(
      [
        node('n1').cpu('4').memory('1Gi'),
        running('a', 'system-cluster-critical', '1'),
        running('b', 'system-cluster-critical', '1'),
        running('v', 'low', '2').grace(30),
        scenario('grow').resize('a', 'c', { cpu: '2' }).resize('b', 'c', { cpu: '2' }),
      ],
      { gate: false },
    );
    assert.deepEqual(evicted(r, 'grow'), ['v']);
    assert.equal(eviction(r, 'v', 'grow').preemptor.name, 'a');
    assert.deepEqual(
      events(r, 'grow', 'v')
        .filter((e) => e.reason === 'Preempting')
        .map((e) => e.at),
      [0, 0],
    );
    const a = resize(r, 'a', 'grow');
    const b = resize(r, 'b', 'grow');
    assert.deepEqual([a.outcome, a.reason, a.latencySeconds], ['Completed', 'KubeletPreemptedForCriticalPod', 30]);
    assert.deepEqual([b.outcome, b.reason, b.latencySeconds], ['Completed', 'KubeletPreemptedForCriticalPod', 30]);
    assert.deepEqual(b.preempted, [], "the eviction is a's");
    assert.ok(b.message.startsWith('completed after the kubelet waited for 1 pod ("default/v") already being deleted to admit'), b.message);
    assert.ok(a.message.startsWith('completed after the kubelet preempted 1 pod ("default/v") to admit'), a.message);
  });

  it('a pod that is not critical is never helped by the kubelet', () => {
    const all = items();
    const r = run([all[0]!, ...all.slice(2, 5), pod('crit').priority('high').requests({ cpu: '1', memory: '100Mi' }).on('n1'), all[5]!], { gate: false });
    assert.equal(resize(r, 'crit', 'grow').outcome, 'Deferred');
    assert.deepEqual(evicted(r, 'grow'), []);
  });
});

describe('a Deferred preemptor while its victims terminate', () => {
  // p (high) needs v1 (grace 10) and v2 (grace 300) gone. When v1 leaves, p's node has a pod
  // deleted: the queueing hint requeues p, and nothing holds it back (no nominated node; async
  // preemption lets it go once the deletions started). v2, chosen again, is not deleted twice.
  it('is evaluated again when the first victim leaves, before the second is gone; re-chosen victims are not evicted twice', () => {
    const r = run([
      node('n1').cpu('10').memory('1Gi'),
      pod('p').priority('high').cpu('2').memory('10').on('n1'),
      running('o', 'high', '2'),
      running('v1', 'low', '3').grace(10),
      running('v2', 'low', '3').grace(300),
      scenario('grow').resize('p', 'c', { cpu: '6' }),
    ]);
    assert.deepEqual(
      cycles(r, 'p', 'grow').map((c) => [c.at, c.kind, c.victims]),
      [
        [0, 'Preempt', ['v1', 'v2']],
        [10, 'Preempt', ['v2']],
      ],
    );
    assert.deepEqual(evicted(r, 'grow'), ['v1', 'v2']);
    assert.equal(resize(r, 'p', 'grow').latencySeconds, 300);
  });
});

describe('double preemption while victims terminate (KEP-5836 alpha accepts it)', () => {
  it('a second round, run when one victim leaves, evicts another pod because the first victim spent the PDB budget', () => {
    // n1: p (high) 2 → 6 of 10 CPU; o (high) 2; v (low, no PDB, grace 10) 2; a and b (low, PDB
    // db: minAvailable 2 over a, b and c on n2, so 1 disruption allowed) 2 each.
    // Round 1 at 0 s: b is the PDB-violating one and is reprieved first; a and v are evicted.
    // v leaves at 10 s and p runs again: a (terminating) now violates the spent budget too, is
    // reprieved first (more important: older), and b is evicted — the room a frees is then more
    // than p needs: p completes when b is gone, a still terminating.
    const r = run([
      node('n1').cpu('10').memory('1Gi'),
      node('n2').cpu('10').memory('1Gi'),
      pod('p').priority('high').cpu('2').memory('10').on('n1').startedAt(0),
      running('o', 'high', '2').startedAt(0),
      running('a', 'low', '2').label('app', 'db').startedAt(10).grace(300),
      running('b', 'low', '2').label('app', 'db').startedAt(20),
      running('v', 'low', '2').startedAt(30).grace(10),
      pod('c').priority('low').cpu('1').memory('10').label('app', 'db').on('n2').startedAt(0),
      pdb('db').selecting({ app: 'db' }).minAvailable(2),
      scenario('grow').resize('p', 'c', { cpu: '6' }),
    ]);
    assert.deepEqual(
      cycles(r, 'p', 'grow').map((c) => [c.at, c.victims]),
      [
        [0, ['a', 'v']],
        [10, ['b']],
      ],
    );
    assert.deepEqual(evicted(r, 'grow'), ['a', 'b', 'v']);
    const p = resize(r, 'p', 'grow');
    assert.equal(p.outcome, 'Completed');
    assert.equal(p.latencySeconds, 40, "b's grace period after the second round");
  });
});

describe('ClusterState.shiftClock: a scenario starts once the cluster state has settled', () => {
  it('makes the times pods carry relative to the new time 0', () => {
    const { state, pods } = clusterOf([node('n1').cpu('1').memory('1Gi'), pod('p').cpu('100m').memory('10').on('n1')]);
    const p = pods.get('p')!;
    p.pendingSince = 5;
    p.queuedAt = 30;
    p.terminatingUntil = 40;
    state.shiftClock(30);
    assert.deepEqual([p.pendingSince, p.queuedAt, p.terminatingUntil], [-25, 0, 10]);
  });
});

describe('retryPendingResizes drops the pods no longer on the node', () => {
  it('a Deferred pod that is gone is not decided again, though its room is free now', () => {
    const { state, pods } = clusterOf([
      node('n1').cpu('4').memory('1Gi'),
      pod('x').cpu('2').memory('10').on('n1').allocated({ cpu: '1' }),
      running('filler', 'low', '3'),
    ]);
    const events = new EventLog('s');
    const run = { events, gateOn: true, now: 0, killForCriticalPod: () => undefined, podResized: () => undefined, nextConditionSeq: () => 1 };
    const kubelet = new AllocationManagers(run, state.nodes.values());
    const x = pods.get('x')!;
    kubelet.resizesArrived([x]);
    assert.equal(x.resizePending, 'Deferred');
    // x is deleted (getPodByUID no longer finds it) and filler leaves: 4 CPU free.
    state.removeFromNode(x);
    state.removeFromNode(pods.get('filler')!);
    kubelet.retryPendingResizes(state.nodes.get('n1')!);
    assert.deepEqual(
      [...events].filter((e) => e.object === 'Pod/default/x').map((e) => e.reason),
      ['ResizeDeferred'],
    );
  });
});

describe('outcome words', () => {
  it("a resizing pod evicted by another resize's preemption is Preempted, even when its own resize was Infeasible", () => {
    const r = run([
      node('n1').cpu('3').memory('1Gi'),
      pod('x').priority('low').cpu('2').memory('10').on('n1').allocated({ cpu: '1' }).infeasible({ since: 0 }),
      pod('p').priority('high').cpu('3').memory('10').on('n1').allocated({ cpu: '2' }),
    ]);
    const x = resize(r, 'x', CLUSTER_STATE);
    assert.equal(x.outcome, 'Preempted');
    assert.equal(x.reason, 'PreemptedByHigherPriority');
    assert.equal(resize(r, 'p', CLUSTER_STATE).outcome, 'Completed');
  });

  it('a resize the kubelet completed stays Completed when its pod is preempted afterwards: the eviction is its own record', () => {
    // One 2-CPU node: low (800m -> 900m) fits and completes; high (600m -> 1500m) is Deferred, and
    // the scheduler then preempts low for it.
    const r = run([
      node('n1').cpu('2').memory('1Gi'),
      pod('low').priority('low').cpu('800m').memory('10').on('n1'),
      pod('high').priority('high').cpu('600m').memory('10').on('n1'),
      scenario('both').resize('high', 'c', { cpu: '1500m' }).resize('low', 'c', { cpu: '900m' }),
    ]);
    assert.equal(resize(r, 'low', 'both').outcome, 'Completed');
    assert.equal(resize(r, 'high', 'both').outcome, 'Completed');
    assert.deepEqual(evicted(r, 'both'), ['low']);
  });
});

describe('pods being deleted in the input', () => {
  it('hold their room until their deletionTimestamp, are never evicted again, and their leaving retries the kubelet', () => {
    // p (high; a resize pending in its status) needs 2 CPU more; t (low, terminating until
    // NOW + 45) holds 2. The scheduler may choose t again (its delete is idempotent): no eviction
    // is recorded, and p completes when t is gone.
    const r = run([
      node('n1').cpu('4').memory('1Gi'),
      pod('p').priority('high').cpu('3').memory('10').on('n1').allocated({ cpu: '1' }).startedAt(0),
      pod('t')
        .priority('low')
        .cpu('2')
        .memory('10')
        .on('n1')
        .startedAt(0)
        .deleting(NOW + 45, 30),
      running('keep', 'high', '1'),
    ]);
    const p = resize(r, 'p', CLUSTER_STATE);
    assert.equal(p.outcome, 'Completed');
    // The input's latest time is t's deletion request (NOW + 15): t is gone 30 s after it.
    assert.equal(p.latencySeconds, 30);
    assert.deepEqual(evicted(r), []);
    assert.throws(() => eviction(r, 't'));
  });
});

describe('CriticalPodAdmissionHandler waiting for a pod that never leaves', () => {
  it('gate off: a critical resize whose chosen victim is past its deletionTimestamp stays Deferred, and says it waits for that pod (not that nothing preempts for it)', () => {
    // n1: 4 CPU, full. crit 1 → 3 CPU needs 2 more: v (2 CPU) alone frees them, and is chosen;
    // v's deletion was asked before the input's now and is past its deletionTimestamp, so it
    // never leaves (its finalizers hold it): killPodFunc waits for it, and the resize with it.
    const r = run(
      [
        node('n1').cpu('4').memory('1Gi'),
        running('crit', 'system-cluster-critical', '1'),
        running('v', 'low', '2')
          .startedAt(0)
          .deleting(NOW - 100, 30),
        // b's start is the input's latest time, its now: v's deletionTimestamp lies before it.
        running('b', 'low', '1').startedAt(NOW),
        scenario('grow').resize('crit', 'c', { cpu: '3' }),
      ],
      { gate: false },
    );
    const crit = resize(r, 'crit', 'grow');
    assert.deepEqual([crit.outcome, crit.reason, crit.latencySeconds], ['Deferred', 'WaitingForVictims', null]);
    assert.match(crit.message, /critical-pod handler waits for 1 pod \("default\/v"\) already being deleted/);
    assert.deepEqual(evicted(r, 'grow'), []);
  });

  it('gate on: a resize whose preemption chose a pod past its deletionTimestamp stays Deferred, waiting for it (not that the room went to another resize)', () => {
    // p (high) needs 2 CPU more; t (low, 2 CPU) is past its deletionTimestamp. SelectVictimsOnNode
    // takes t; prepareCandidate does not delete it again, and it never leaves.
    const r = run([
      node('n1').cpu('4').memory('1Gi'),
      pod('p').priority('high').cpu('1').memory('10').on('n1').startedAt(0),
      running('t', 'low', '2')
        .startedAt(0)
        .deleting(NOW - 100, 30),
      running('keep', 'high', '1').startedAt(NOW),
      scenario('grow').resize('p', 'c', { cpu: '3' }),
    ]);
    const p = resize(r, 'p', 'grow');
    assert.deepEqual([p.outcome, p.reason, p.latencySeconds], ['Deferred', 'WaitingForVictims', null]);
    assert.match(p.message, /the scheduler preempted for it, but 1 pod \("default\/t"\) already being deleted/);
    assert.deepEqual(evicted(r, 'grow'), []);
  });
});
