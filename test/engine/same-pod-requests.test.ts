/**
 * Two requests of one scenario for the same pod (a Pod and the workload that owns it, or the pod
 * twice): the requests are made at the same moment, so the later one replaces the spec the earlier
 * one set before the kubelet acts (src/engine/resize-task.ts RequestedTasks). The kubelet sees one
 * resize, from the pod's size before the first request to the last one's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulateText } from '../helpers/engine.ts';

const CLUSTER = `apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: "4", memory: 8Gi, pods: "110"}
---
apiVersion: v1
kind: Pod
metadata: {name: web, namespace: default}
spec:
  nodeName: n1
  containers:
  - name: app
    image: nginx
    resources: {requests: {cpu: "1"}}
---
apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: s}
spec:
  resizes:
  - target: {kind: Pod, name: web}
    containers: [{name: app, resources: {requests: {cpu: 1500m}}}]
  - target: {kind: Pod, name: web}
    containers: [{name: app, resources: {requests: {cpu: "2"}}}]
`;

describe('two requests of one scenario for the same pod', () => {
  it('are one resize, from the size before the first to the last one, not a phantom Deferred', () => {
    const { report } = simulateText(CLUSTER);
    const web = report.resizes.filter((r) => r.scenario === 's' && r.pod.name === 'web');
    assert.deepEqual(
      web.map((r) => [r.outcome, r.from, r.to]),
      [['Completed', { cpu: '1' }, { cpu: '2' }]],
    );
    assert.ok(!report.findings.some((f) => f.ruleId === 'resize/deferred'), 'no resize stays Deferred');
  });
});
