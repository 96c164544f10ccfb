/**
 * Worked scenarios from upstream's TestDeferredResizePodPreemption, SelectVictimsOnNode, TestDryRunPreemption and
 * TestRetryPendingResizes, and the seed demo, end to end through the public pipeline (lintSources → buildJsonReport).
 * The kubelet follow-ups are derived from retryPendingResizes (retry on pod removal, in sortPendingResizes order).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lintSources } from '../../src/index.ts';
import { dptPriorityClasses, itPriorityClasses, node, pdb, pod, priorityClass, scenario, type PodBuilder, type Quantities } from '../helpers/builders.ts';
import {
  CLUSTER_STATE,
  cycleReasons,
  cycles,
  events,
  evicted,
  eviction,
  GATE,
  inputErrors,
  placement,
  resize,
  simulate,
  timeline,
  type JsonReport,
  type Run,
  jsonReport,
} from '../helpers/engine.ts';

const PARKED = 'pod resize fits, waiting for Kubelet actuation';
const DISABLED = 'node had resize preemption disabled';
const NEVER = 'not eligible due to preemptionPolicy=Never.';

function noInputErrors(run: Run): void {
  assert.deepEqual(inputErrors(run), [], 'the test manifests themselves must be valid');
}

/** The scheduler never binds or reports a scheduling result for a deferred pod (DeferredPodScheduling Permit parks it). */
function assertNoSchedulerResultFor(run: Run, podName: string): void {
  assert.deepEqual(
    run.report.placements.filter((p) => p.pod.name === podName),
    [],
    `${podName} is already bound: the scheduler does not place it`,
  );
  assert.deepEqual(
    run.report.events.filter((e) => e.object === `Pod/default/${podName}` && (e.reason === 'Scheduled' || e.reason === 'FailedScheduling')),
    [],
    `no scheduling-result events for the deferred pod ${podName} in alpha`,
  );
}

// The TestDeferredResizePodPreemption cases share one node: 300m cpu, 300 bytes of memory, 32 pods.
function itNode(): ReturnType<typeof node> {
  return node('n1').cpu('300m').memory('300');
}

describe('TestDeferredResizePodPreemption "preempt single low priority pod"', () => {
  const items = [
    ...itPriorityClasses(),
    itNode(),
    pod('victim-1').priority('low').cpu('200m').memory('100').on('n1'),
    pod('preemptor').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred(),
  ];

  it('victim-1 is evicted for the deferred preemptor (200 + 300 > 300; 300 fits without it)', () => {
    const run = simulate(items);
    noInputErrors(run);
    assert.deepEqual(evicted(run), ['victim-1']);
    const e = eviction(run, 'victim-1');
    assert.equal(e.preemptor.name, 'preemptor');
    assert.equal(e.node, 'n1');
    assert.equal(e.pdbViolation, false);
  });

  it('the first restricted cycle fails NodeResourcesFit with Insufficient cpu and names victim-1', () => {
    const run = simulate(items);
    const first = cycles(run, 'preemptor')[0];
    assert.ok(first, 'the scheduler ran a cycle for the deferred pod');
    assert.equal(first.at, 0);
    assert.deepEqual(first.victims, ['victim-1']);
    const fit = first.statuses.find((s) => s.plugin === 'NodeResourcesFit');
    assert.equal(fit?.code, 'Unschedulable');
    assert.deepEqual(fit.reasons, ['Insufficient cpu']);
  });

  it('the preemptor is not evicted, not re-bound, and gets no scheduling-result event', () => {
    const run = simulate(items);
    assert.ok(!evicted(run).includes('preemptor'));
    assertNoSchedulerResultFor(run, 'preemptor');
  });

  it('kubelet follow-up: victim-1 leaves after its 30 s grace period, the kubelet retries and completes the resize at t=30', () => {
    const run = simulate(items);
    const r = resize(run, 'preemptor', CLUSTER_STATE);
    assert.equal(r.outcome, 'Completed');
    assert.deepEqual(
      r.preempted.map((p) => p.name),
      ['victim-1'],
    );
    assert.equal(r.latencySeconds, 30);
    assert.deepEqual(r.to, { cpu: '300m', memory: '100' });
    assert.deepEqual(timeline(run, CLUSTER_STATE), [
      'Preempted@0 victim-1',
      'Killing@0 victim-1',
      'ResizeStarted@30 preemptor',
      'ResizeCompleted@30 preemptor',
    ]);
  });
});

describe('TestDeferredResizePodPreemption "preempt multiple low priority pods"', () => {
  const items = [
    ...itPriorityClasses(),
    itNode(),
    pod('victim-1').priority('low').cpu('100m').memory('50').on('n1'),
    pod('victim-2').priority('low').cpu('100m').memory('50').on('n1'),
    pod('preemptor').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred(),
  ];

  it('both victims are evicted (100 + 100 + 300 = 500 > 300; reprieving either gives 400 > 300)', () => {
    const run = simulate(items);
    noInputErrors(run);
    assert.deepEqual(evicted(run), ['victim-1', 'victim-2']);
    for (const v of ['victim-1', 'victim-2']) assert.equal(eviction(run, v).preemptor.name, 'preemptor');
  });

  it('kubelet follow-up: the resize completes once both victims are gone (t=30)', () => {
    const run = simulate(items);
    const r = resize(run, 'preemptor');
    assert.equal(r.outcome, 'Completed');
    assert.equal(r.latencySeconds, 30);
    assert.deepEqual(
      r.preempted.map((p) => p.name),
      ['victim-1', 'victim-2'],
    );
    assertNoSchedulerResultFor(run, 'preemptor');
  });
});

describe('TestDeferredResizePodPreemption "no preemption when preemptor policy is PreemptNever"', () => {
  it('a preemptor whose PriorityClass has preemptionPolicy Never evicts nothing and stays Deferred', () => {
    const run = simulate([
      ...itPriorityClasses(),
      priorityClass('high-never', 1000).never(),
      itNode(),
      pod('victim-1').priority('low').cpu('200m').memory('100').on('n1'),
      pod('preemptor').priority('high-never').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred(),
    ]);
    noInputErrors(run);
    assert.deepEqual(evicted(run), []);
    const r = resize(run, 'preemptor');
    assert.equal(r.outcome, 'Deferred');
    assert.equal(r.latencySeconds, null);
    assert.ok(
      cycleReasons(run, 'preemptor').includes(NEVER),
      `PostFilter says ${JSON.stringify(NEVER)}; got ${JSON.stringify(cycleReasons(run, 'preemptor'))}`,
    );
    assertNoSchedulerResultFor(run, 'preemptor');
  });

  it('snapshot form: spec.priority with spec.preemptionPolicy Never and no class behaves the same', () => {
    const run = simulate([
      itNode(),
      pod('victim-1').priorityValue(10).cpu('200m').memory('100').on('n1'),
      pod('preemptor').priorityValue(1000).preemptionPolicy('Never').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred(),
    ]);
    noInputErrors(run);
    assert.deepEqual(evicted(run), []);
    assert.equal(resize(run, 'preemptor').outcome, 'Deferred');
  });
});

describe('TestDeferredResizePodPreemption "parking strategy when deferred resize fits on node"', () => {
  const items = [...itPriorityClasses(), itNode(), pod('preemptor').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred()];

  it('300 ≤ 300 — no eviction; Permit parks the pod with "pod resize fits, waiting for Kubelet actuation"', () => {
    const run = simulate(items);
    noInputErrors(run);
    assert.deepEqual(evicted(run), []);
    const first = cycles(run, 'preemptor')[0];
    assert.ok(first);
    const permit = first.statuses.find((s) => s.reasons.includes(PARKED));
    assert.ok(permit, `a parked status; got ${JSON.stringify(first.statuses)}`);
    assert.equal(permit.code, 'UnschedulableAndUnresolvable');
    assert.equal(permit.plugin, 'DeferredPodScheduling');
    assert.deepEqual(first.victims, []);
    assertNoSchedulerResultFor(run, 'preemptor');
  });

  it('the kubelet, not the scheduler, actuates: the resize completes on a kubelet retry without preempting anyone (periodic_retry trigger)', () => {
    const run = simulate(items);
    const r = resize(run, 'preemptor');
    assert.equal(r.outcome, 'Completed');
    assert.deepEqual(r.preempted, []);
  });
});

describe('TestDeferredResizePodPreemption "node-level preemption policy disables preemption"', () => {
  it('disableResizePreemption ["test-operator"] — victim-1 stays, the preemptor stays Deferred, no PostFilter runs', () => {
    const run = simulate([
      ...itPriorityClasses(),
      itNode().disableResizePreemption('test-operator'),
      pod('victim-1').priority('low').cpu('200m').memory('100').on('n1'),
      pod('preemptor').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred(),
    ]);
    noInputErrors(run);
    assert.deepEqual(evicted(run), []);
    assert.equal(resize(run, 'preemptor').outcome, 'Deferred');
    const all = cycles(run, 'preemptor');
    assert.ok(all.length > 0);
    for (const c of all) {
      const dps = c.statuses.find((s) => s.plugin === 'DeferredPodScheduling');
      assert.equal(dps?.code, 'UnschedulableAndUnresolvable');
      assert.deepEqual(dps.reasons, [DISABLED]);
      assert.ok(!c.statuses.some((s) => s.plugin === 'DefaultPreemption'), 'UnschedulableAndUnresolvable skips PostFilter');
      assert.deepEqual(c.victims, []);
    }
    assertNoSchedulerResultFor(run, 'preemptor');
  });
});

describe('SelectVictimsOnNode: prefer non-PDB violating pod over lower priority PDB protected pod', () => {
  const items = [
    ...itPriorityClasses(),
    node('n1').cpu('400m').memory('400Mi'),
    pod('victim-pdb').priority('low').cpu('100m').memory('100').label('app', 'pdb-app').on('n1'),
    pod('victim-non-pdb').priority('medium').cpu('200m').memory('100').on('n1'),
    pod('preemptor').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred(),
    pdb('pdb').selecting({ app: 'pdb-app' }).minAvailable(1),
  ];

  it('victim-non-pdb (Medium) is evicted and the PDB-protected victim-pdb (Low) is spared', () => {
    const run = simulate(items);
    noInputErrors(run);
    assert.deepEqual(evicted(run), ['victim-non-pdb']);
    const e = eviction(run, 'victim-non-pdb');
    assert.equal(e.pdbViolation, false);
    assert.equal(e.preemptor.name, 'preemptor');
  });

  it('kubelet follow-up: 100 + 300 = 400 ≤ 400 once victim-non-pdb is gone: completed at t=30', () => {
    const run = simulate(items);
    const r = resize(run, 'preemptor');
    assert.equal(r.outcome, 'Completed');
    assert.equal(r.latencySeconds, 30);
  });
});

describe('SelectVictimsOnNode: preempt a PDB-violating pod when no non-violating alternative exists', () => {
  it('victim-pdb is evicted despite its PDB (1 violation), and the resize completes at t=30', () => {
    const run = simulate([
      ...itPriorityClasses(),
      itNode(),
      pod('victim-pdb').priority('low').cpu('200m').memory('100').label('app', 'pdb-app').on('n1'),
      pod('preemptor').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred(),
      pdb('pdb').selecting({ app: 'pdb-app' }).minAvailable(1),
    ]);
    noInputErrors(run);
    assert.deepEqual(evicted(run), ['victim-pdb']);
    assert.equal(eviction(run, 'victim-pdb').pdbViolation, true);
    const r = resize(run, 'preemptor');
    assert.equal(r.outcome, 'Completed');
    assert.equal(r.latencySeconds, 30);
  });
});

describe('PrioritySort, then SelectVictimsOnNode: higher priority resizing pod preempts before lower priority resizing pod', () => {
  const items = [
    ...itPriorityClasses(),
    node('n1').cpu('500m').memory('500'),
    pod('low-victim').priority('low').cpu('200m').memory('50').on('n1'),
    pod('mid-preemptor').priority('medium').cpu('200m').memory('50').on('n1').allocated({ cpu: '100m' }).deferred(),
    pod('high-preemptor').priority('high').cpu('300m').memory('50').on('n1').allocated({ cpu: '100m' }).deferred(),
  ];

  it('only low-victim is evicted, by high-preemptor; the mid-preemptor is reprieved (500 ≤ 500)', () => {
    const run = simulate(items);
    noInputErrors(run);
    assert.deepEqual(evicted(run), ['low-victim']);
    assert.equal(eviction(run, 'low-victim').preemptor.name, 'high-preemptor');
    assert.deepEqual(
      resize(run, 'high-preemptor').preempted.map((p) => p.name),
      ['low-victim'],
    );
  });

  it('the high pod goes first (queue priority): its t=0 cycle names low-victim only', () => {
    const run = simulate(items);
    const first = cycles(run, 'high-preemptor')[0];
    assert.ok(first);
    assert.equal(first.at, 0);
    assert.deepEqual(first.victims, ['low-victim']);
  });

  it('kubelet follow-up: high accepted first (100 + 300 = 400), then mid (300 + 200 = 500): both complete at t=30', () => {
    const run = simulate(items);
    for (const name of ['high-preemptor', 'mid-preemptor']) {
      const r = resize(run, name);
      assert.equal(r.outcome, 'Completed', name);
      assert.equal(r.latencySeconds, 30, name);
    }
    assert.deepEqual(timeline(run, CLUSTER_STATE, ['ResizeStarted', 'ResizeCompleted']), [
      'ResizeStarted@30 high-preemptor',
      'ResizeCompleted@30 high-preemptor',
      'ResizeStarted@30 mid-preemptor',
      'ResizeCompleted@30 mid-preemptor',
    ]);
    for (const name of ['high-preemptor', 'mid-preemptor']) assertNoSchedulerResultFor(run, name);
  });
});

// default_preemption_test.go: nodes 500m / 500; small = 100m/100, medium = 200m/200, large = 300m/300.
const SMALL: Quantities = { cpu: '100m', memory: '100' };
const MEDIUM: Quantities = { cpu: '200m', memory: '200' };
const LARGE: Quantities = { cpu: '300m', memory: '300' };

function dptNode(name: string): ReturnType<typeof node> {
  return node(name).cpu('500m').memory('500');
}

function dptPod(name: string, priority: string, size: Quantities, nodeName?: string): PodBuilder {
  const p = pod(name).priority(priority).requests(size);
  return nodeName === undefined ? p : p.on(nodeName);
}

describe('TestDryRunPreemption: new-pod preemption (DefaultPreemption dry runs)', () => {
  it('medium priority pod is preempted, but the small lower priority one stays', () => {
    const run = simulate([
      ...dptPriorityClasses(),
      dptNode('node1'),
      dptPod('p1.1', 'low', SMALL, 'node1'),
      dptPod('p1.2', 'mid', LARGE, 'node1'),
      dptPod('p', 'high', LARGE),
    ]);
    noInputErrors(run);
    const p = placement(run, 'p', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['p1.2'],
    );
    assert.deepEqual(evicted(run), ['p1.2']);
    assert.equal(eviction(run, 'p1.2').preemptor.name, 'p');
    assert.equal(p.node, 'node1', 'the preemptor lands on node1 once p1.2 is gone');
  });

  it('mixed priority pods are preempted — victims {p1.2, p1.3} on node1; node2 (only a high pod) is not a candidate', () => {
    const run = simulate([
      ...dptPriorityClasses(),
      dptNode('node1'),
      dptNode('node2'),
      dptPod('p1.1', 'mid', SMALL, 'node1'),
      dptPod('p1.2', 'low', SMALL, 'node1'),
      dptPod('p1.3', 'mid', MEDIUM, 'node1'),
      dptPod('p1.4', 'high', SMALL, 'node1'),
      dptPod('p2', 'high', LARGE, 'node2'),
      dptPod('p', 'high', LARGE),
    ]);
    noInputErrors(run);
    const p = placement(run, 'p', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['p1.2', 'p1.3'],
    );
    assert.deepEqual(evicted(run), ['p1.2', 'p1.3']);
    for (const v of ['p1.2', 'p1.3']) assert.equal(eviction(run, v).node, 'node1');
    assert.equal(p.node, 'node1');
  });

  it('pick later StartTime one when priorities are equal — victims {p1.1 (t5), p1.3}; p1.2 (t4) is reprieved', () => {
    const run = simulate([
      ...dptPriorityClasses(),
      dptNode('node1'),
      dptNode('node2'),
      // p1.1 is listed after p1.2 so that input order would favour the wrong answer.
      dptPod('p1.2', 'low', SMALL, 'node1').startedAt(4),
      dptPod('p1.1', 'low', SMALL, 'node1').startedAt(5),
      dptPod('p1.3', 'mid', MEDIUM, 'node1').startedAt(3),
      dptPod('p1.4', 'high', SMALL, 'node1').startedAt(2),
      dptPod('p2', 'high', LARGE, 'node2').startedAt(1),
      dptPod('p', 'high', LARGE),
    ]);
    noInputErrors(run);
    const p = placement(run, 'p', CLUSTER_STATE);
    assert.deepEqual(
      p.preempted.map((v) => v.name),
      ['p1.1', 'p1.3'],
    );
    assert.deepEqual(evicted(run), ['p1.1', 'p1.3']);
    assert.equal(p.node, 'node1');
  });
});

// TestRetryPendingResizes (pkg/kubelet/allocation/allocation_manager_test.go, v1.37.2). Node 4 CPU / 4Gi; pod2 and pod3 hold 1 CPU / 1Gi each (so
// "2 + 2.5 > 4"); pod1 (1 CPU / 1Gi) is resized through a ResizeScenario. Every pod has priority 0,
// so the scheduler has no lower-priority pod to preempt and a Deferred resize stays Deferred.
interface S48Case {
  readonly name: string;
  readonly from?: Quantities;
  readonly to: Quantities;
  readonly staticPod?: boolean;
  readonly expect:
    | { readonly outcome: 'InProgress' }
    | { readonly outcome: 'Deferred'; readonly message: string }
    | { readonly outcome: 'Rejected'; readonly message: string }
    | { readonly outcome: 'NoCondition' };
}

const S48_CASES: readonly S48Case[] = [
  { name: '1 CPU/1Gi → 500m/500Mi: InProgress', to: { cpu: '500m', memory: '500Mi' }, expect: { outcome: 'InProgress' } },
  { name: '→ 1.5 CPU/500Mi: InProgress (2 + 1.5 ≤ 4)', to: { cpu: '1500m', memory: '500Mi' }, expect: { outcome: 'InProgress' } },
  { name: '→ 500m/1.5Gi: InProgress', to: { cpu: '500m', memory: '1536Mi' }, expect: { outcome: 'InProgress' } },
  {
    name: '→ 2.5 CPU/2500Mi: Deferred (2 + 2.5 > 4), cpu reported first',
    to: { cpu: '2500m', memory: '2500Mi' },
    expect: { outcome: 'Deferred', message: "Node didn't have enough resource: cpu, requested: 2500, used: 2000, capacity: 4000" },
  },
  {
    name: '→ 500m/2500Mi: Deferred on memory',
    to: { cpu: '500m', memory: '2500Mi' },
    expect: { outcome: 'Deferred', message: "Node didn't have enough resource: memory, requested: 2621440000, used: 2147483648, capacity: 4294967296" },
  },
  // The kubelet would defer these; in v1.37 the API server refuses them first (PodResizeValidator,
  // on by default; test/e2e/node/pod_resize.go "to exceed the node capacity").
  {
    name: '→ 1 CPU/4500Mi: beyond node allocatable, refused by the API (PodResizeValidator)',
    to: { cpu: '1', memory: '4500Mi' },
    expect: { outcome: 'Rejected', message: "node didn't have enough allocatable resources: memory, requested: 4718592000, allocatable: 4294967296" },
  },
  {
    name: '→ 5 CPU/1Gi: beyond node allocatable, refused by the API (PodResizeValidator)',
    to: { cpu: '5', memory: '1Gi' },
    expect: { outcome: 'Rejected', message: "node didn't have enough allocatable resources: cpu, requested: 5000, allocatable: 4000" },
  },
  { name: 'no change: no condition', to: { cpu: '1', memory: '1Gi' }, expect: { outcome: 'NoCondition' } },
  {
    name: 'static pod shrinking: refused by the API (ValidatePodResize)',
    to: { cpu: '500m', memory: '500Mi' },
    staticPod: true,
    expect: { outcome: 'Rejected', message: 'static pods cannot be resized' },
  },
  {
    name: 'cpu request 2m → 1 CPU: InProgress (minimum shares are not special)',
    from: { cpu: '2m', memory: '1Gi' },
    to: { cpu: '1', memory: '1Gi' },
    expect: { outcome: 'InProgress' },
  },
  { name: 'cpu request 1 CPU → 2m: InProgress (minimum shares are not special)', to: { cpu: '2m', memory: '1Gi' }, expect: { outcome: 'InProgress' } },
];

type S48ContainerType = 'container' | 'sidecar' | 'non-sidecar-init';

/** The non-sidecar init container resizes too: InPlacePodVerticalScalingInitContainers is GA and locked on in v1.37. */
function s48Run(c: S48Case, type: S48ContainerType): Run {
  const from = c.from ?? { cpu: '1', memory: '1Gi' };
  const container = type === 'container' ? 'c1' : 'c1-init';
  const pod1 =
    type === 'sidecar'
      ? pod('pod1').container('main').sidecar(container).requests(from).on('node')
      : type === 'non-sidecar-init'
        ? pod('pod1').container('main').init(container).requests(from).on('node')
        : pod('pod1').container(container).requests(from).on('node');
  if (c.staticPod === true) pod1.static();
  return simulate([
    node('node').cpu('4').memory('4Gi'),
    pod1,
    pod('pod2').container('c2').requests({ cpu: '1', memory: '1Gi' }).on('node'),
    pod('pod3').container('c3').requests({ cpu: '1', memory: '1Gi' }).on('node'),
    scenario('s48').resize('pod1', container, c.to),
  ]);
}

const RESIZE_EVENTS = ['ResizeDeferred', 'ResizeInfeasible', 'ResizeStarted', 'ResizeCompleted'];

describe('TestRetryPendingResizes (kubelet decisions), regular container, sidecar and non-sidecar init container', () => {
  for (const type of ['container', 'sidecar', 'non-sidecar-init'] as const) {
    for (const c of S48_CASES) {
      it(`[${type}] ${c.name}`, () => {
        const run = s48Run(c, type);
        noInputErrors(run);
        const r = resize(run, 'pod1', 's48');
        const podEvents = events(run, 's48', 'pod1');
        const reasons = podEvents.map((e) => e.reason).filter((x) => RESIZE_EVENTS.includes(x));
        assert.deepEqual(evicted(run), [], 'priority-0 neighbours are never victims');
        switch (c.expect.outcome) {
          case 'InProgress':
            assert.equal(r.outcome, 'Completed');
            assert.equal(r.latencySeconds, 0);
            assert.deepEqual(reasons, ['ResizeStarted', 'ResizeCompleted']);
            assert.ok(podEvents.every((e) => e.at === 0));
            break;
          case 'Deferred': {
            assert.equal(r.outcome, 'Deferred');
            assert.equal(r.latencySeconds, null);
            assert.ok(r.message.includes(c.expect.message), `message ${JSON.stringify(r.message)} should contain ${JSON.stringify(c.expect.message)}`);
            assert.ok(!r.message.includes('resource: memory') || c.expect.message.includes('memory'), 'only the first failing resource is reported');
            assert.deepEqual(reasons, ['ResizeDeferred'], 'allocation stays: no ResizeStarted');
            const ev = podEvents.find((e) => e.reason === 'ResizeDeferred')!;
            assert.equal(ev.type, 'Warning');
            // PodResizePendingMsg names the admit handler's reason: "Pod resize OutOfcpu: {…}".
            assert.ok(ev.message.startsWith(`Pod resize OutOf${c.expect.message.split(': ')[1]!.split(',')[0]}: `), ev.message);
            assert.ok(ev.message.includes(c.expect.message), ev.message);
            assert.deepEqual(r.from, { cpu: '1', memory: '1Gi' }, 'the allocation stays 1 CPU / 1Gi');
            break;
          }
          case 'Rejected': {
            assert.equal(r.outcome, 'Rejected');
            assert.equal(r.message, c.expect.message);
            assert.deepEqual(reasons, [], 'the kubelet never sees a refused resize');
            break;
          }
          case 'NoCondition':
            assert.ok(!['Deferred', 'Infeasible', 'Rejected', 'Preempted'].includes(r.outcome), r.outcome);
            assert.deepEqual(reasons, []);
            break;
        }
      });
    }
  }
});

describe('the seed demo (examples/kind-demo)', () => {
  function demoReport(gateOn: boolean): JsonReport {
    const files = [
      'examples/kind-demo/kind-config.yaml',
      'examples/kind-demo/node.yaml',
      'examples/kind-demo/preemption-demo.yaml',
      'examples/kind-demo/resize.yaml',
    ];
    const sources = files.map((path) => ({ path, text: readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8') }));
    return jsonReport(lintSources(sources, { featureGates: { [GATE]: gateOn } }));
  }

  it('ResizeDeferred (3 + 6 > 8), Preempted and Killing of the low pod at t=0, ResizeStarted and ResizeCompleted at t=30', () => {
    const report = demoReport(true);
    const seq = report.events.filter((e) => e.scenario === 'seed-demo').map((e) => `${e.reason}@${e.at} ${e.object}`);
    assert.deepEqual(seq, [
      'ResizeDeferred@0 Pod/default/high-priority-pod',
      'Preempted@0 Pod/default/low-priority-pod',
      'Killing@0 Pod/default/low-priority-pod',
      'ResizeStarted@30 Pod/default/high-priority-pod',
      'ResizeCompleted@30 Pod/default/high-priority-pod',
    ]);
    const deferred = report.events.find((e) => e.scenario === 'seed-demo' && e.reason === 'ResizeDeferred')!;
    assert.equal(deferred.type, 'Warning');
    assert.ok(deferred.message.includes("Node didn't have enough resource: cpu, requested: 6000, used: 3000, capacity: 8000"), deferred.message);
  });

  it('the resize completes after preempting low-priority-pod, 30 s after the request', () => {
    const report = demoReport(true);
    const r = report.resizes.find((x) => x.scenario === 'seed-demo' && x.pod.name === 'high-priority-pod');
    assert.ok(r);
    assert.equal(r.outcome, 'Completed');
    assert.deepEqual(r.from, { cpu: '4', memory: '1Gi' });
    assert.deepEqual(r.to, { cpu: '6', memory: '1Gi' });
    assert.deepEqual(r.preempted, [{ namespace: 'default', name: 'low-priority-pod' }]);
    assert.equal(r.latencySeconds, 30);
    const ev = report.evictions.filter((e) => e.scenario === 'seed-demo');
    assert.deepEqual(
      ev.map((e) => [e.pod.name, e.preemptor.name, e.node, e.gracePeriodSeconds, e.pdbViolation]),
      [['low-priority-pod', 'high-priority-pod', 'kind-control-plane', 30, false]],
    );
  });

  it('with the gate off (InPlacePodVerticalScalingSchedulerPreemption): the resize stays Deferred and nothing is evicted', () => {
    const report = demoReport(false);
    const r = report.resizes.find((x) => x.scenario === 'seed-demo' && x.pod.name === 'high-priority-pod');
    assert.equal(r?.outcome, 'Deferred');
    assert.deepEqual(
      report.evictions.filter((e) => e.scenario === 'seed-demo'),
      [],
    );
  });
});
