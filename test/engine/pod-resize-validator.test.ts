/**
 * PodResizeValidator on a /resize request (plugin/pkg/admission/podresize,
 * src/engine/admission/pod-resize-validator.ts), on by default in v1.37: a resize above its
 * node's allocatable, or on a node that is not Linux, is refused before the kubelet sees it
 * (test/e2e/node/pod_resize.go: Forbidden, cause NodeCapacity).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resize, simulateText } from '../helpers/engine.ts';

const NODE = (labels = ''): string => `apiVersion: v1
kind: Node
metadata: {name: n1${labels}}
status:
  allocatable: {cpu: "4", memory: 8Gi, pods: "110", ephemeral-storage: 100Gi}
`;

const POD = `apiVersion: v1
kind: Pod
metadata: {name: web, namespace: default}
spec:
  nodeName: n1
  containers:
  - name: app
    image: nginx
    resources: {requests: {cpu: "1", memory: 1Gi}}
`;

function run(node: string, requests: string): ReturnType<typeof resize> {
  const scenario = `apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: grow}
spec:
  resizes:
  - target: {kind: Pod, name: web}
    containers:
    - name: app
      resources: {requests: ${requests}}
`;
  return resize(simulateText(`${node}---\n${POD}---\n${scenario}`), 'web', 'grow');
}

describe('PodResizeValidator', () => {
  it('refuses new requests above the node allocatable: Rejected NodeCapacity, upstream message', () => {
    const r = run(NODE(), '{cpu: 4001m, memory: 9Gi}');
    assert.equal(r.outcome, 'Rejected');
    assert.equal(r.reason, 'NodeCapacity');
    assert.equal(
      r.message,
      "node didn't have enough allocatable resources: cpu, requested: 4001, allocatable: 4000; memory, requested: 9663676416, allocatable: 8589934592",
    );
  });

  it('requests equal to the allocatable pass on to the kubelet', () => {
    assert.equal(run(NODE(), '{cpu: "4", memory: 8Gi}').outcome, 'Completed');
  });

  it('refuses a resize on a node whose kubernetes.io/os is not linux: Rejected UnsupportedPlatform', () => {
    const r = run(NODE(', labels: {kubernetes.io/os: windows}'), '{cpu: 2}');
    assert.equal(r.outcome, 'Rejected');
    assert.equal(r.reason, 'UnsupportedPlatform');
    assert.equal(r.message, 'pod resize is only supported on linux nodes, node "n1" is "windows"');
  });
});
