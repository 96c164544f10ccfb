/**
 * A resize that changes only a container's limits: the kubelet's checkpoint holds the whole
 * ResourceRequirements, and updateContainerResourcesFromAllocation compares requests and limits
 * with it (pkg/kubelet/allocation/allocation_manager.go, apiequality.Semantic.DeepEqual), so
 * handlePodResourcesResize admits (canAdmitPod), checkpoints and actuates it like any other.
 * A recorded status shows the checkpointed limits as status.resources.limits
 * (model/container-allocation.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isSettled } from '../../src/engine/settled.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { parseSources } from '../../src/index.ts';
import { formatResource } from '../../src/resource/quantity.ts';
import { manifests, node, pod, scenario, type Manifest } from '../helpers/builders.ts';
import { CLUSTER_STATE, events, inputErrors, resize, simulate, type Run, type RunOptions } from '../helpers/engine.ts';

type Json = Record<string, unknown>;

function run(items: readonly Manifest[], opts: RunOptions = {}, raw: readonly Json[] = []): Run {
  const r = simulate(items, opts, raw);
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  return r;
}

function reasons(r: Run, scenarioName: string, podName: string): string[] {
  return events(r, scenarioName, podName).map((e) => e.reason);
}

/** The limits of container `c` in the pod's last kubelet resize event. */
function eventLimits(r: Run, scenarioName: string, podName: string): Record<string, string> | undefined {
  const e = events(r, scenarioName, podName).findLast((x) => x.reason.startsWith('Resize'));
  assert.ok(e, `${podName} has a kubelet resize event`);
  const summary = JSON.parse(e.message.slice(e.message.indexOf(': ') + 2)) as {
    containers: { name: string; resources: { limits?: Record<string, string> } }[];
  };
  return summary.containers.find((c) => c.name === 'c')?.resources.limits;
}

/** The shape of a Burstable pod whose memory limit alone is raised (ippr-resizing resize-burstable.sh). */
function burstable(name: string): ReturnType<typeof pod> {
  return pod(name).container('c').requests({ cpu: '1', memory: '1G' }).limits({ cpu: '1500m', memory: '1500M' });
}

describe('a resize of limits alone', () => {
  it('is started and completed by the kubelet, not "nothing to do"', () => {
    const r = run([node('n1').cpu('8').memory('32Gi'), burstable('be').on('n1'), scenario('limit-only').resize('be', 'c', { memory: '1G' }, { memory: '2G' })]);
    const be = resize(r, 'be', 'limit-only');
    assert.equal(be.outcome, 'Completed');
    assert.notEqual(be.reason, 'NoChange');
    assert.deepEqual(reasons(r, 'limit-only', 'be'), ['ResizeStarted', 'ResizeCompleted']);
    // The kubelet's summary shows the pod as allocated: the new memory limit, the cpu limit kept.
    assert.deepEqual(eventLimits(r, 'limit-only', 'be'), { cpu: formatResource('cpu', 1500n), memory: formatResource('memory', 2_000_000_000n) });
  });

  it('is Deferred on an over-committed node: canAdmitPod checks its requests against the others', () => {
    // Recorded running pods: 1 + 1.5 CPU on a 2-CPU node. The limit change re-admits "be", whose
    // 1 CPU does not fit beside the other's 1.5.
    const r = run(
      [
        node('n1').cpu('2').memory('32Gi'),
        burstable('be').on('n1').startedAt(0).allocated({}),
        pod('other').cpu('1500m').memory('1Gi').on('n1').startedAt(0).allocated({}),
        scenario('limit-only').resize('be', 'c', { memory: '1G' }, { memory: '2G' }),
      ],
      { gate: false },
    );
    const be = resize(r, 'be', 'limit-only');
    assert.equal(be.outcome, 'Deferred');
    assert.deepEqual(reasons(r, 'limit-only', 'be'), ['ResizeDeferred']);
    assert.match(events(r, 'limit-only', 'be')[0]!.message, /Node didn't have enough resource: cpu, requested: 1000, used: 1500, capacity: 2000/);
  });

  it('to the same amounts spelt otherwise is nothing to do (quantities compare by value)', () => {
    const r = run([
      node('n1').cpu('8').memory('32Gi'),
      pod('be').container('c').requests({ cpu: '1', memory: '1Gi' }).limits({ cpu: '2', memory: '2Gi' }).on('n1'),
      scenario('same').resize('be', 'c', { memory: '1024Mi' }, { cpu: '2000m', memory: '2048Mi' }),
    ]);
    assert.equal(resize(r, 'be', 'same').reason, 'NoChange');
    assert.deepEqual(reasons(r, 'same', 'be'), []);
  });
});

describe('a recorded status whose limits differ from the spec', () => {
  /** A running pod whose status.resources.limits (what the kubelet allocated and actuated) is the old memory limit. */
  function recordedOldLimit(): Json {
    const built = burstable('be').limits({ memory: '2G' }).on('n1').startedAt(0).allocated({}).build();
    const statuses = (built['status'] as Json)['containerStatuses'] as Json[];
    ((statuses[0]!['resources'] as Json)['limits'] as Json)['memory'] = '1500M';
    return built;
  }

  it('is a resize the cluster-state run admits', () => {
    const r = run([node('n1').cpu('8').memory('32Gi')], {}, [recordedOldLimit()]);
    assert.equal(resize(r, 'be', CLUSTER_STATE).outcome, 'Completed');
    assert.deepEqual(reasons(r, CLUSTER_STATE, 'be'), ['ResizeStarted', 'ResizeCompleted']);
  });

  it('once accepted, the checkpoint holds the new limits: asking for them again is nothing to do', () => {
    const r = run([node('n1').cpu('8').memory('32Gi'), scenario('again').resize('be', 'c', { memory: '1G' }, { memory: '2G' })], {}, [recordedOldLimit()]);
    assert.equal(resize(r, 'be', CLUSTER_STATE).outcome, 'Completed');
    assert.equal(resize(r, 'be', 'again').reason, 'NoChange');
  });

  it('keeps the cluster from being settled', () => {
    const { documents } = parseSources([{ path: 'c.yaml', text: manifests(node('n1').cpu('8').memory('32Gi'), recordedOldLimit()) }]);
    assert.equal(isSettled(buildClusterModel(documents).model), false);
  });

  it('without status.resources.limits, the spec limits are taken as allocated', () => {
    const built = burstable('be').on('n1').startedAt(0).allocated({}).build();
    const statuses = (built['status'] as Json)['containerStatuses'] as Json[];
    delete (statuses[0]!['resources'] as Json)['limits'];
    const { documents } = parseSources([{ path: 'c.yaml', text: manifests(node('n1').cpu('8').memory('32Gi'), built) }]);
    assert.equal(isSettled(buildClusterModel(documents).model), true);
  });
});
