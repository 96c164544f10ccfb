/**
 * A pod placed in a cluster without any node (pkg/scheduler/schedule_one.go schedulePod, v1.37.2):
 * ErrNoNodesAvailable, "no nodes available to schedule pods", before any filter runs, and no
 * PostFilter (preemption) after it. It is what the base of `--base REF` holds when the change adds
 * the Nodes, the shape of zalando/postgres-operator checked with a nodes file added beside its charts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulateText } from '../helpers/engine.ts';

const pod = `apiVersion: v1
kind: Pod
metadata: {name: operator, namespace: db}
spec:
  containers:
  - {name: operator, image: operator:1.0, resources: {requests: {cpu: 100m}}}
`;

describe('ErrNoNodesAvailable', () => {
  it('a pod in a cluster without nodes fails with ErrNoNodesAvailable, not a FitError over 0 nodes', () => {
    const r = simulateText(pod);
    const failed = r.report.events.filter((e) => e.reason === 'FailedScheduling').map((e) => e.message);
    assert.deepEqual(failed, ['no nodes available to schedule pods']);
  });
});
