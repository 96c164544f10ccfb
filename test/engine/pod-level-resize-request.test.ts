/**
 * Pod-level resizes (InPlacePodLevelResourcesVerticalScaling, on by default since 1.36): a patch
 * of the pod's own `spec.resources`, from a ResizeScenario's `resources`, a snapshot's pending
 * one, or a bare Pod's change in diff mode. API validation as ValidatePodResize's part 2
 * (validatePodLevelResourcesResize: nothing removed, only cpu and memory changed,
 * src/engine/kubelet/validate-pod-level-resize.ts); the kubelet's decision as
 * handlePodResourcesResize with updatePodLevelResourcesFromAllocation (src/engine/kubelet/admission.ts
 * resizeRequested); the checkpoint a snapshot shows (src/model/pod-level-allocation.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { patchPodLevel } from '../../src/engine/kubelet/validate-pod-level-resize.ts';
import type { PodLevelResize } from '../../src/model/objects.ts';
import { checkpointedPodResources } from '../../src/model/pod-level-allocation.ts';
import { resize, simulateText } from '../helpers/engine.ts';
import { modelPod } from '../helpers/model.ts';

const list = (o: Readonly<Record<string, bigint>>): Map<string, bigint> => new Map(Object.entries(o));
const GI = 1024n ** 3n;

function patch(
  requests: Record<string, bigint>,
  limits: Record<string, bigint> = {},
  removed: { requests?: string[]; limits?: string[] } = {},
): PodLevelResize {
  return { requests: list(requests), limits: list(limits), removed: { requests: removed.requests ?? [], limits: removed.limits ?? [] }, path: [] };
}

const NODE = `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: low}
value: 10
---
apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: "4", memory: 8Gi, pods: "110", ephemeral-storage: 100Gi}
---
apiVersion: v1
kind: Pod
metadata: {name: batch, namespace: default}
spec:
  nodeName: n1
  priorityClassName: low
  containers:
  - name: app
    image: busybox
    resources:
      requests: {cpu: 1500m, memory: 1Gi}
`;

const WEB = `apiVersion: v1
kind: Pod
metadata: {name: web, namespace: default}
spec:
  nodeName: n1
  priorityClassName: high
  resources:
    requests: {cpu: "2", memory: 1Gi}
    limits: {cpu: "4", memory: 2Gi}
  containers:
  - name: app
    image: nginx
`;

function scenario(resources: string, containers = ''): string {
  return `apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: grow}
spec:
  resizes:
  - target: {kind: Pod, name: web}
${resources}${containers}`;
}

describe('patchPodLevel (validatePodLevelResourcesResize)', () => {
  const before = { requests: list({ cpu: 2000n, memory: GI }), limits: list({ cpu: 4000n, 'hugepages-2Mi': 4n * 1024n * 1024n }) };

  it('merges the patch into the pod-level lists, keeping what it does not name', () => {
    const r = patchPodLevel(before, patch({ cpu: 3000n }));
    assert.ok(r.ok);
    assert.deepEqual(Object.fromEntries(r.podResources!.requests), { cpu: 3000n, memory: GI });
    assert.equal(r.podResources!.limits, before.limits);
  });

  it('refuses a pod-level request or limit the patch removes: "pod-level resource requests cannot be removed"', () => {
    const r = patchPodLevel(before, patch({}, {}, { requests: ['memory'] }));
    assert.ok(!r.ok);
    assert.equal(r.reason, 'ResourceRemoved');
    assert.match(r.message, /^pod-level resource requests cannot be removed/);
    const l = patchPodLevel(before, patch({}, {}, { limits: ['cpu'] }));
    assert.ok(!l.ok);
    assert.match(l.message, /^pod-level resource limits cannot be removed/);
  });

  it('a null for a name the pod does not set removes nothing', () => {
    assert.ok(patchPodLevel(before, patch({}, {}, { requests: ['ephemeral-storage'] })).ok);
  });

  it('refuses a change of anything but cpu and memory: "only cpu and memory resources are mutable at pod-level"', () => {
    const r = patchPodLevel(before, patch({}, { 'hugepages-2Mi': 8n * 1024n * 1024n }));
    assert.ok(!r.ok);
    assert.equal(r.reason, 'NonResizableResource');
    assert.match(r.message, /^only cpu and memory resources are mutable at pod-level \(spec\.resources\.limits\.hugepages-2Mi/);
  });

  it('a pod without pod-level resources may get them (the masked spec stays nil)', () => {
    const r = patchPodLevel(undefined, patch({ cpu: 1000n }));
    assert.ok(r.ok);
    assert.deepEqual(Object.fromEntries(r.podResources!.requests), { cpu: 1000n });
  });
});

describe('a ResizeScenario request with `resources`', () => {
  it('grows the pod-level request: Deferred on the full node, then completed by preempting the lower-priority pod', () => {
    const r = resize(simulateText(`${NODE}---\n${WEB}---\n${scenario('    resources:\n      requests: {cpu: 3500m}\n')}`), 'web', 'grow');
    assert.equal(r.outcome, 'Completed');
    assert.equal(r.reason, 'PreemptedLowerPriority');
    assert.deepEqual(r.from, { cpu: '2', memory: '1Gi' });
    assert.deepEqual(r.to, { cpu: '3500m', memory: '1Gi' });
    assert.deepEqual(
      r.preempted.map((p) => p.name),
      ['batch'],
    );
  });

  it("is rejected when it lowers the pod-level request under the containers' aggregate (PodLevelResourcesExceeded)", () => {
    const yaml = `${NODE}---\n${WEB}---\n${scenario('    resources:\n      requests: {cpu: "1"}\n', '    containers:\n    - name: app\n      resources: {requests: {cpu: "2"}}\n')}`;
    const r = resize(simulateText(yaml), 'web', 'grow');
    assert.equal(r.outcome, 'Rejected');
    assert.equal(r.reason, 'PodLevelResourcesExceeded');
  });

  it('a request with neither containers nor resources (null: not set) is a schema error at the request', () => {
    for (const body of ['', '    resources: null\n']) {
      const run = simulateText(`${NODE}---\n${WEB}---\n${scenario(body)}`);
      const errors = run.report.findings.filter((f) => f.ruleId === 'input/schema');
      assert.deepEqual(
        errors.map((f) => f.message),
        ['ResizeScenario "grow" spec.resizes[0].containers: required field is missing'],
      );
    }
  });
});

describe("a snapshot's pending pod-level resize", () => {
  const SNAPSHOT_WEB = `apiVersion: v1
kind: Pod
metadata: {name: web, namespace: default, uid: u1, creationTimestamp: "2026-01-01T00:00:00Z"}
spec:
  nodeName: n1
  priorityClassName: high
  overhead: {cpu: 100m}
  resources:
    requests: {cpu: 3500m, memory: 1Gi}
    limits: {cpu: "4", memory: 2Gi}
  containers:
  - name: app
    image: nginx
status:
  phase: Running
  startTime: "2026-01-01T00:00:00Z"
  qosClass: Burstable
  allocatedResources: {cpu: 2100m, memory: 1Gi}
  resources:
    requests: {cpu: "2", memory: 1Gi}
  containerStatuses:
  - name: app
    image: nginx
    ready: true
    restartCount: 0
    state: {running: {startedAt: "2026-01-01T00:00:00Z"}}
`;

  it('the checkpoint is status.allocatedResources less the overhead', () => {
    const pod = {
      ...modelPod('p', {}),
      podResources: { requests: list({ cpu: 3500n }), limits: list({}) },
      overhead: list({ cpu: 100n }),
      podStatus: { actual: undefined, allocated: list({ cpu: 2100n }) },
    };
    assert.deepEqual(Object.fromEntries(checkpointedPodResources(pod)!.requests), { cpu: 2000n });
    const settled = { ...pod, podStatus: { actual: undefined, allocated: list({ cpu: 3600n }) } };
    assert.equal(checkpointedPodResources(settled), settled.podResources);
  });

  it('is simulated in cluster-state from its allocation, and preempts as a resize does', () => {
    const r = resize(simulateText(`${NODE}---\n${SNAPSHOT_WEB}`), 'web', 'cluster-state');
    assert.equal(r.outcome, 'Completed');
    assert.deepEqual(r.from, { cpu: '2100m', memory: '1Gi' });
    assert.deepEqual(r.to, { cpu: '3600m', memory: '1Gi' });
    assert.deepEqual(
      r.preempted.map((p) => p.name),
      ['batch'],
    );
  });
});
