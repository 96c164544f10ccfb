/**
 * The rollout bounds, as upstream computes them: intstr.GetScaledValueFromIntOrPercent rounds a
 * Deployment's maxSurge up and maxUnavailable down (deploymentutil.ResolveFenceposts, which
 * turns 0/0 into unavailable 1), a StatefulSet's maxUnavailable down but at least 1
 * (getStatefulSetMaxUnavailable), and a DaemonSet's both up (SurgeCount, UnavailableCount).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { daemonSetFenceposts, deploymentFenceposts, scaledValue, statefulSetMaxUnavailable } from '../../../src/engine/rollout/fenceposts.ts';
import { intOrPercent, updateStrategy } from '../../../src/model/update-strategy.ts';

const pct = (value: number) => ({ kind: 'percent' as const, value });
const int = (value: number) => ({ kind: 'int' as const, value });

describe('rollout fenceposts', () => {
  it('GetScaledValueFromIntOrPercent: a count as it is, a percentage of the total rounded as asked', () => {
    assert.equal(scaledValue(int(3), 10, true), 3);
    assert.equal(scaledValue(pct(25), 10, true), 3);
    assert.equal(scaledValue(pct(25), 10, false), 2);
    assert.equal(scaledValue(pct(25), 4, false), 1);
    assert.equal(scaledValue(pct(33), 3, true), 1);
  });

  it('ResolveFenceposts: surge up, unavailable down, never both zero; MaxUnavailable caps at replicas', () => {
    assert.deepEqual(deploymentFenceposts(pct(25), pct(25), 10), { surge: 3, unavailable: 2 });
    assert.deepEqual(deploymentFenceposts(pct(25), pct(25), 1), { surge: 1, unavailable: 0 });
    assert.deepEqual(deploymentFenceposts(int(0), pct(10), 5), { surge: 0, unavailable: 1 });
    assert.deepEqual(deploymentFenceposts(int(0), int(9), 3), { surge: 0, unavailable: 3 });
    assert.deepEqual(deploymentFenceposts(pct(25), pct(25), 0), { surge: 0, unavailable: 0 });
  });

  it('getStatefulSetMaxUnavailable rounds down and is at least 1', () => {
    assert.equal(statefulSetMaxUnavailable(pct(10), 5), 1);
    assert.equal(statefulSetMaxUnavailable(pct(50), 5), 2);
    assert.equal(statefulSetMaxUnavailable(int(3), 5), 3);
  });

  it('DaemonSet: both rounded up, 0/0 is unavailable 1', () => {
    assert.deepEqual(daemonSetFenceposts(pct(10), pct(10), 5), { surge: 1, unavailable: 1 });
    assert.deepEqual(daemonSetFenceposts(int(0), int(0), 5), { surge: 0, unavailable: 1 });
    assert.deepEqual(daemonSetFenceposts(int(0), pct(50), 3), { surge: 0, unavailable: 2 });
  });
});

describe('update strategies after API defaulting (SetDefaults_Deployment, _StatefulSet, _DaemonSet)', () => {
  it('Deployment: RollingUpdate 25% / 25%, progressDeadlineSeconds 600; Recreate when asked', () => {
    assert.deepEqual(updateStrategy('Deployment', { spec: {} }), {
      type: 'RollingUpdate',
      controller: 'Deployment',
      maxSurge: pct(25),
      maxUnavailable: pct(25),
      minReadySeconds: 0,
      progressDeadlineSeconds: 600,
    });
    assert.equal(updateStrategy('Deployment', { spec: { strategy: { type: 'Recreate' } } }).type, 'Recreate');
  });

  it('StatefulSet: RollingUpdate, partition 0, maxUnavailable 1, OrderedReady; OnDelete when asked', () => {
    assert.deepEqual(updateStrategy('StatefulSet', { spec: { updateStrategy: { rollingUpdate: { partition: 2 } } } }), {
      type: 'RollingUpdate',
      controller: 'StatefulSet',
      partition: 2,
      maxUnavailable: int(1),
      minReadySeconds: 0,
      podManagementPolicy: 'OrderedReady',
    });
    const parallel = updateStrategy('StatefulSet', { spec: { podManagementPolicy: 'Parallel' } });
    assert.equal(parallel.type === 'RollingUpdate' && parallel.controller === 'StatefulSet' ? parallel.podManagementPolicy : undefined, 'Parallel');
    assert.equal(updateStrategy('StatefulSet', { spec: { updateStrategy: { type: 'OnDelete' } } }).type, 'OnDelete');
  });

  it('DaemonSet: maxUnavailable 1, maxSurge 0; a ReplicaSet never replaces running pods (OnDelete)', () => {
    const ds = updateStrategy('DaemonSet', { spec: {} });
    assert.ok(ds.type === 'RollingUpdate' && ds.controller === 'DaemonSet');
    assert.deepEqual([ds.maxSurge, ds.maxUnavailable], [int(0), int(1)]);
    assert.equal(updateStrategy('ReplicaSet', { spec: {} }).type, 'OnDelete');
  });

  it('IntOrString: counts, "N%", numeric strings; anything else is the default', () => {
    assert.deepEqual(intOrPercent('30%', int(1)), pct(30));
    assert.deepEqual(intOrPercent(2, int(1)), int(2));
    assert.deepEqual(intOrPercent('x', int(1)), int(1));
    assert.deepEqual(intOrPercent(-1, int(1)), int(1));
  });
});
