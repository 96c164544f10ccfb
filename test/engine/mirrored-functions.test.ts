/**
 * Table tests for upstream functions the engine mirrors, one row per rule where only that rule
 * decides: pickOneNodeForPreemption (pkg/scheduler/framework/preemption/preemption.go),
 * sortPendingResizes (pkg/kubelet/allocation/allocation_manager.go), PodEligibleToPreemptOthers
 * (defaultpreemption/default_preemption.go), the nominated pods a filter adds
 * (RunFilterPluginsWithNominatedPods: equal or higher priority only), and API defaulting of a
 * resize's new limit (pkg/apis/core/v1/defaults.go SetDefaults_ResourceList behaviour for a
 * container: a limit without a request sets the request).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import { withNominated } from '../../src/engine/filters.ts';
import { arrivalOrder, pushPendingResize } from '../../src/engine/kubelet/pending.ts';
import { validateResize } from '../../src/engine/kubelet/validate-resize.ts';
import { nodeInfoOf, ClusterState } from '../../src/engine/state.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { podEligibleToPreemptOthers } from '../../src/engine/preemption/default-preemption.ts';
import { pickOneNodeForPreemption, type Candidate } from '../../src/engine/preemption/pick-node.ts';
import { status } from '../../src/engine/status.ts';
import { dptPriorityClasses, manifests, node, pod, priorityClass, type Manifest, type PodBuilder } from '../helpers/builders.ts';
import { resize, simulate } from '../helpers/engine.ts';

/** The model's pods as simulated pods, with their nodes, by name. */
function cluster(items: readonly Manifest[]): { state: ClusterState; pods: Map<string, SimPod> } {
  const result = lintSources([{ path: 'c.yaml', text: manifests(...dptPriorityClasses(), ...items) }], { featureGates: {} });
  const state = new ClusterState(result.model.nodes);
  for (const p of result.model.pods) state.addPod(new SimPod(p, p.nodeName));
  return { state, pods: new Map(state.pods.map((p) => [p.pod.ref.name, p])) };
}

function victim(name: string, priority: string, startedAt = 0): PodBuilder {
  return pod(name).priority(priority).cpu('100m').on('n1').startedAt(startedAt);
}

describe('pickOneNodeForPreemption: each criterion alone', () => {
  const { pods } = cluster([
    node('n1').cpu('4'),
    victim('mid-a', 'mid'),
    victim('mid-b', 'mid'),
    victim('mid-c', 'mid'),
    victim('mid-late', 'mid', 500),
    victim('low-a', 'low'),
    pod('min').priorityValue(-2147483648).cpu('100m').on('n1').startedAt(0),
  ]);
  const p = (n: string): SimPod => pods.get(n)!;
  const candidate = (nodeName: string, names: readonly string[], numPDBViolations = 0): Candidate => ({
    node: nodeName,
    victims: { pods: names.map(p), numPDBViolations, considered: names.map(p) },
  });

  const rows: readonly { rule: string; candidates: Candidate[]; want: string }[] = [
    { rule: 'fewest PDB violations', candidates: [candidate('a', ['low-a'], 1), candidate('b', ['mid-a'], 0)], want: 'b' },
    { rule: 'lowest highest-victim priority', candidates: [candidate('a', ['mid-a']), candidate('b', ['low-a', 'mid-b'].slice(0, 1))], want: 'b' },
    // Same highest priority (mid) and count: the sum of (priority + 2^31) decides.
    { rule: 'lowest sum of adjusted priorities', candidates: [candidate('a', ['mid-a', 'mid-b']), candidate('b', ['mid-c', 'low-a'])], want: 'b' },
    // One mid victim against mid + the lowest int32 priority: equal sums, fewer victims wins.
    { rule: 'fewest victims', candidates: [candidate('a', ['mid-a', 'min']), candidate('b', ['mid-b'])], want: 'b' },
    { rule: 'latest start of the highest-priority victims', candidates: [candidate('a', ['mid-a']), candidate('b', ['mid-late'])], want: 'b' },
    { rule: 'otherwise the first', candidates: [candidate('a', ['mid-a']), candidate('b', ['mid-b'])], want: 'a' },
  ];
  for (const row of rows) {
    it(row.rule, () => {
      assert.equal(pickOneNodeForPreemption(row.candidates)?.node, row.want);
      // The row's answer does not come from the order the candidates are given in (except the last rule).
      if (row.rule !== 'otherwise the first') assert.equal(pickOneNodeForPreemption([...row.candidates].reverse())?.node, row.want);
    });
  }
});

describe("arrivalOrder: sortPendingResizes' keys read as a strict order, each key alone", () => {
  const pending = (name: string, priority: string, spec: string, alloc: string, since: number): PodBuilder =>
    pod(name).priority(priority).cpu(spec).memory('10').on('n1').allocated({ cpu: alloc }).deferred({ since });
  const order = (items: readonly PodBuilder[]): string[] => {
    const { pods } = cluster([node('n1').cpu('8').memory('1Gi'), ...items]);
    return arrivalOrder([...pods.values()].reverse()).map((p) => p.pod.ref.name);
  };
  it('a resize that does not increase requests first', () => {
    assert.deepEqual(order([pending('grows', 'high', '2', '1', 0), pending('shrinks', 'low', '1', '2', 100)]), ['shrinks', 'grows']);
  });
  it('then the higher priority', () => {
    assert.deepEqual(order([pending('a-low', 'low', '2', '1', 0), pending('b-high', 'high', '2', '1', 100)]), ['b-high', 'a-low']);
  });
  it('then Guaranteed before the others', () => {
    const guaranteed = pod('b-guaranteed').priority('low').guaranteed({ cpu: '2', memory: '10' }).on('n1').allocated({ cpu: '1' }).deferred({ since: 100 });
    assert.deepEqual(order([pending('a-burstable', 'low', '2', '1', 0), guaranteed]), ['b-guaranteed', 'a-burstable']);
  });
  it('then the oldest PodResizePending condition; none at all goes last', () => {
    const none = pod('a-none').priority('low').cpu('2').memory('10').on('n1').allocated({ cpu: '1' });
    assert.deepEqual(order([none, pending('c-newer', 'low', '2', '1', 100), pending('b-older', 'low', '2', '1', 50)]), ['b-older', 'c-newer', 'a-none']);
  });
  it("the time is the last PodResizePending condition's (the loop over the conditions keeps the last)", () => {
    const twice = pending('b-twice', 'low', '2', '1', 100).deferred({ since: 10 });
    assert.deepEqual(order([pending('a-once', 'low', '2', '1', 50), twice]), ['b-twice', 'a-once']);
  });
  it('a long list (a scenario’s whole batch) is sorted by the same keys as a node’s short one', () => {
    // 60 pods varying every key, with ties on each; sorted whole (Array.prototype.sort) and
    // checked pair by pair with the short-list sort: one total order (seq breaks the last ties).
    let seed = 7;
    const next = (n: number): number => (seed = (seed * 48271) % 2147483647) % n;
    const items = Array.from({ length: 60 }, (_, i) => {
      const [spec, alloc] = next(3) === 0 ? ['1', '2'] : ['2', '1'];
      const b = pod(`p${i}`).priority(['low', 'medium', 'high'][next(3)]!).on('n1');
      const sized = next(2) === 0 ? b.guaranteed({ cpu: spec, memory: '10' }) : b.cpu(spec).memory('10');
      const since = next(4);
      const allocated = sized.allocated({ cpu: alloc });
      return since === 3 ? allocated : allocated.deferred({ since: since * 50 });
    });
    const { pods } = cluster([node('n1').cpu('200').memory('1Gi'), ...items]);
    // Conditions set at run time: their sequence need not follow their time.
    for (const p of pods.values()) p.pendingSeq = next(4);
    const whole = arrivalOrder([...pods.values()].reverse());
    assert.equal(whole.length, 60);
    for (let i = 1; i < whole.length; i++) {
      const pair = arrivalOrder([whole[i]!, whole[i - 1]!]).map((p) => p.pod.ref.name);
      assert.deepEqual(pair, [whole[i - 1]!.pod.ref.name, whole[i]!.pod.ref.name], `position ${i}`);
    }
  });
});

describe('PushPendingResize: the list sorted as it stands at each push (slices.SortFunc, the comparator as written)', () => {
  const shrink = (name: string): PodBuilder => pod(name).priority('low').cpu('1').memory('10').on('n1').allocated({ cpu: '2' });
  const grow = (name: string, priority: string, since?: number): PodBuilder => {
    const b = pod(name).priority(priority).cpu('2').memory('10').on('n1').allocated({ cpu: '1' });
    return since === undefined ? b : b.deferred({ since });
  };
  const pushed = (items: readonly PodBuilder[], order: readonly string[]): string[] => {
    const { pods } = cluster([node('n1').cpu('64').memory('1Gi'), ...items]);
    let list: readonly SimPod[] = [];
    for (const name of order) list = pushPendingResize(list, pods.get(name)!);
    return list.map((p) => p.pod.ref.name);
  };
  it('a non-increasing pod answers -1 to any pod: the one pushed last goes first, and the next push turns them round again', () => {
    const items = [shrink('a'), shrink('b'), grow('c', 'low', 10)];
    assert.deepEqual(pushed(items, ['a', 'b']), ['b', 'a']);
    assert.deepEqual(pushed(items, ['a', 'b', 'c']), ['a', 'b', 'c']);
  });
  it('a pod already on the list is not pushed again, and nothing is sorted', () => {
    const items = [shrink('a'), shrink('b')];
    assert.deepEqual(pushed(items, ['a', 'b', 'a']), ['b', 'a']);
  });
  it('two growing pods without a condition answer 1 both ways: they stay as pushed', () => {
    const items = [grow('x', 'low'), grow('y', 'low'), grow('z', 'high')];
    assert.deepEqual(pushed(items, ['y', 'x']), ['y', 'x']);
    assert.deepEqual(pushed(items, ['y', 'x', 'z']), ['z', 'y', 'x']);
  });
});

describe('PodEligibleToPreemptOthers', () => {
  const { state, pods } = cluster([
    node('n1').cpu('4'),
    pod('preemptor').priority('high').cpu('1'),
    priorityClass('high-never', 1000).never(),
    pod('never').priority('high-never').cpu('1'),
    victim('lower', 'low'),
    victim('higher', 'very-high'),
  ]);
  it('preemptionPolicy Never is not eligible', () => {
    assert.equal(podEligibleToPreemptOthers(pods.get('never')!, state.nodes, undefined), 'not eligible due to preemptionPolicy=Never.');
  });
  it('a lower-priority pod terminating by preemption on the nominated node holds it back; none, or only higher ones, do not', () => {
    const p = pods.get('preemptor')!;
    assert.equal(podEligibleToPreemptOthers(p, state.nodes, 'n1'), undefined);
    pods.get('higher')!.terminatingUntil = 30;
    pods.get('higher')!.preemptedByScheduler = true;
    assert.equal(podEligibleToPreemptOthers(p, state.nodes, 'n1'), undefined);
    pods.get('lower')!.terminatingUntil = 30;
    assert.equal(podEligibleToPreemptOthers(p, state.nodes, 'n1'), undefined, 'deleted, but not by the scheduler (no DisruptionTarget PreemptionByScheduler)');
    pods.get('lower')!.preemptedByScheduler = true;
    assert.equal(podEligibleToPreemptOthers(p, state.nodes, 'n1'), 'not eligible due to a terminating pod on the nominated node.');
    assert.equal(podEligibleToPreemptOthers(p, state.nodes, undefined), undefined, 'without a nominated node nothing is checked');
    const unresolvable = status('UnschedulableAndUnresolvable', 'NodeAffinity', "node(s) didn't match Pod's node affinity/selector");
    assert.equal(podEligibleToPreemptOthers(p, state.nodes, 'n1', unresolvable), undefined, 'a nominated node the cycle found unresolvable is not waited for');
    assert.equal(
      podEligibleToPreemptOthers(p, state.nodes, 'n1', status('Unschedulable', 'NodeResourcesFit', 'Insufficient cpu')),
      'not eligible due to a terminating pod on the nominated node.',
    );
  });
});

describe('nominated pods in the filters: equal or higher priority only', () => {
  const { state, pods } = cluster([
    node('n1').cpu('4'),
    pod('me').priority('mid').cpu('1'),
    pod('same').priority('mid').cpu('1'),
    pod('above').priority('high').cpu('1'),
    pod('below').priority('low').cpu('1'),
  ]);
  it('adds the nominated pods of priority ≥ the pod, never one below it', () => {
    const info = nodeInfoOf(state.nodes.get('n1')!);
    const nominated = new Map([['n1', new Set(['same', 'above', 'below', 'me'].map((n) => pods.get(n)!))]]);
    const withThem = withNominated(pods.get('me')!, info, { nominated });
    assert.deepEqual(withThem.pods.map((p) => p.pod.ref.name).sort(), ['above', 'same']);
  });
});

describe('resize validation: API defaulting of the resized container', () => {
  it('a new cpu limit without a request sets the request (the resize asks for it)', () => {
    const r = simulate([node('n1').cpu('4').memory('1Gi'), pod('p').memory('10').on('n1')], {}, [
      {
        apiVersion: 'resizeguard.dev/v1alpha1',
        kind: 'ResizeScenario',
        metadata: { name: 's' },
        spec: { resizes: [{ target: { kind: 'Pod', namespace: 'default', name: 'p' }, containers: [{ name: 'c', resources: { limits: { cpu: '2' } } }] }] },
      },
    ]);
    assert.deepEqual(resize(r, 'p', 's').to, { cpu: '2', memory: '10' });
  });
  it('validateResize keeps an existing request when only the limit changes', () => {
    const { pods } = cluster([node('n1').cpu('4'), pod('p').requests({ cpu: '1', memory: '10' }).limits({ cpu: '2' }).on('n1')]);
    const v = validateResize(pods.get('p')!, [
      { name: 'c', requests: new Map(), limits: new Map([['cpu', 3000n]]), removed: { requests: [], limits: [] }, path: [] },
    ]);
    assert.ok(v.ok);
    assert.equal(v.containers[0]!.resources.requests.get('cpu'), 1000n);
  });
});
