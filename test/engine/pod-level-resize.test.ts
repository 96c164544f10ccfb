/**
 * Resizes of pods with pod-level resources (KEP-2837): the resize strategy's
 * DefaultPodLevelResources, then ValidatePodResize's validatePodResourceConsistency on the new pod
 * (src/engine/kubelet/validate-resize.ts); the limits scenario leaves the requests the pod level
 * sets alone (src/engine/scenarios/limits.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { actuate } from '../../src/engine/kubelet/actuate.ts';
import { kubeletRequests } from '../../src/engine/kubelet/admission.ts';
import { validateResize } from '../../src/engine/kubelet/validate-resize.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import type { ContainerResize } from '../../src/model/objects.ts';
import type { ResourceRequirements } from '../../src/model/pod.ts';
import { lintSources } from '../../src/index.ts';
import { GATE, jsonReport, resize, simulateText } from '../helpers/engine.ts';
import { modelContainer, modelPod } from '../helpers/model.ts';

const list = (o: Readonly<Record<string, bigint>>) => new Map(Object.entries(o));

function podWith(podResources: ResourceRequirements, requests: Record<string, bigint>, limits: Record<string, bigint> = {}): SimPod {
  const containers = [modelContainer('c', { requests: list(requests), limits: list(limits) })];
  return new SimPod({ ...modelPod('p', { containers, qos: 'Burstable' }), podResources }, undefined);
}

const grow = (requests: Record<string, bigint>, limits: Record<string, bigint> = {}): readonly ContainerResize[] => [
  { name: 'c', requests: list(requests), limits: list(limits), removed: { requests: [], limits: [] }, path: [] },
];

describe('validateResize: pod-level resources', () => {
  it('refuses containers whose requests add up to more than a pod-level request (PodLevelResourcesExceeded, upstream message)', () => {
    const r = validateResize(podWith({ requests: list({ cpu: 2000n }), limits: list({}) }, { cpu: 1000n }), grow({ cpu: 2500n }));
    assert.ok(!r.ok);
    assert.equal(r.reason, 'PodLevelResourcesExceeded');
    assert.equal(r.message, 'spec.resources.requests[cpu]: Invalid value: "2": must be greater than or equal to aggregate container requests of 2500m');
  });

  it('refuses a container limit above the pod-level limit', () => {
    const r = validateResize(
      podWith({ requests: list({ memory: 1024n }), limits: list({ memory: 4096n }) }, { memory: 512n }, { memory: 1024n }),
      grow({}, { memory: 8192n }),
    );
    assert.ok(!r.ok);
    assert.equal(r.reason, 'PodLevelResourcesExceeded');
    assert.match(r.message, /spec\.resources\.containers\[0\]\[memory\]\.limits: Invalid value: "8Ki": must be less than or equal to pod limits of 4Ki/);
  });

  it('defaults the new pod first: a pod-level request missing for memory becomes the new aggregate, and the resize is accepted', () => {
    // A pod the API server holds from before the defaulting fix: pod-level cpu only.
    const r = validateResize(podWith({ requests: list({ cpu: 2000n }), limits: list({}) }, { cpu: 1000n, memory: 1024n }), grow({ memory: 2048n }));
    assert.ok(r.ok, JSON.stringify(r));
    assert.deepEqual(
      [...r.podResources!.requests],
      [
        ['cpu', 2000n],
        ['memory', 2048n],
      ],
    );
  });

  it('refuses a pod-level request the defaulting raises above its pod-level limit (validatePodResourceRequirements, upstream message)', () => {
    // Pod-level limits only: the new pod's cpu request defaults to the containers' 750m, above the 500m limit.
    const r = validateResize(podWith({ requests: list({}), limits: list({ cpu: 500n }) }, { cpu: 250n }), grow({ cpu: 750n }));
    assert.ok(!r.ok);
    assert.equal(r.reason, 'PodLevelResourcesExceeded');
    assert.equal(r.message, 'spec.resources.requests: Invalid value: "750m": must be less than or equal to cpu limit of 500m');
  });

  it('accepts a resize within the pod-level requests', () => {
    assert.ok(validateResize(podWith({ requests: list({ cpu: 2000n }), limits: list({}) }, { cpu: 1000n }), grow({ cpu: 2000n })).ok);
  });
});

const NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "8", memory: 16Gi, pods: "110"}}\n';

describe('a scenario resizing a pod with pod-level requests', () => {
  it('is Rejected by the API server when the containers would ask more than the pod level (the reproduced a.yaml)', () => {
    const yaml = `${NODE}---
apiVersion: v1
kind: Pod
metadata: {name: p, namespace: default}
spec:
  nodeName: n1
  resources:
    requests: {cpu: "2", memory: 1Gi}
    limits: {cpu: "3", memory: 2Gi}
  containers:
  - name: c
    image: x
    resources:
      requests: {cpu: "1", memory: 512Mi}
---
apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: grow}
spec:
  resizes:
  - target: {kind: Pod, name: p, namespace: default}
    containers:
    - name: c
      resources:
        requests: {cpu: "2500m"}
`;
    const r = resize(simulateText(yaml), 'p', 'grow');
    assert.equal(r.outcome, 'Rejected');
    assert.equal(r.reason, 'PodLevelResourcesExceeded');
  });

  it('the limits scenario does not raise a request the pod level sets (defaulted at creation), and says why it skips the pod', () => {
    const yaml = `${NODE}---
apiVersion: v1
kind: Pod
metadata: {name: p, namespace: default}
spec:
  nodeName: n1
  resources:
    limits: {cpu: "4"}
  containers:
  - name: c
    image: x
    resources:
      requests: {cpu: "1"}
      limits: {cpu: "2"}
`;
    const result = lintSources([{ path: 'cluster.yaml', text: yaml }], { featureGates: { [GATE]: true }, scenarios: { limits: true } });
    const report = jsonReport(result);
    assert.deepEqual(
      report.resizes.filter((x) => x.scenario === 'limits'),
      [],
    );
    assert.deepEqual(
      report.skipped?.map((s) => s.reason),
      ['LimitsPodLevelRequests'],
    );
  });
});

describe('the kubelet counts a pod at its pod-level allocation', () => {
  it('leaves out pod-level requests a resize defaulted until the kubelet accepts it (updatePodLevelResourcesFromAllocation)', () => {
    // Pod-level memory limit only, a container without requests: allocated at nothing.
    const pod = new SimPod(
      { ...modelPod('p', { containers: [modelContainer('c', {})], qos: 'Burstable' }), podResources: { requests: list({}), limits: list({ memory: 2048n }) } },
      'n1',
    );
    pod.admit();
    const v = validateResize(pod, grow({ memory: 381n }));
    assert.ok(v.ok, JSON.stringify(v));
    assert.deepEqual([...v.podResources!.requests], [['memory', 381n]]);
    ({ containers: pod.containers, initContainers: pod.initContainers, podResources: pod.podResources } = v);
    pod.invalidate();
    assert.equal(kubeletRequests(pod).get('memory') ?? 0n, 0n);
    actuate(pod);
    assert.equal(kubeletRequests(pod).get('memory'), 381n);
  });
});
