/**
 * NodeDeclaredFeatureValidator on a /resize request (plugin/pkg/admission/nodedeclaredfeatures,
 * src/engine/admission/node-declared-features.ts), on by default in v1.37: a refusal is Rejected,
 * nothing reaches the kubelet.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resize, simulateText } from '../helpers/engine.ts';

function node(status: string, labels = ''): string {
  return `apiVersion: v1
kind: Node
metadata: {name: n1${labels}}
status:
  allocatable: {cpu: "4", memory: 8Gi, pods: "110", ephemeral-storage: 100Gi}
${status}`;
}

const POD = `apiVersion: v1
kind: Pod
metadata: {name: web, namespace: default}
spec:
  nodeName: n1
  resources:
    requests: {cpu: "1", memory: 1Gi}
  initContainers:
  - name: setup
    image: busybox
    resources: {requests: {cpu: 500m}}
  containers:
  - name: app
    image: nginx
`;

function run(nodeYaml: string, request: string): ReturnType<typeof resize> {
  const scenario = `apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: grow}
spec:
  resizes:
  - target: {kind: Pod, name: web}
${request}`;
  return resize(simulateText(`${nodeYaml}---\n${POD}---\n${scenario}`), 'web', 'grow');
}

const POD_LEVEL = '    resources:\n      requests: {cpu: "2"}\n';
const INIT = '    containers:\n    - name: setup\n      resources: {requests: {cpu: 800m}}\n';

describe('NodeDeclaredFeatureValidator: the features a resize needs, as the node declares them', () => {
  it('a Node that records no declaredFeatures is a v1.37 kubelet: pod-level and init container resizes pass', () => {
    assert.equal(run(node(''), POD_LEVEL).outcome, 'Completed');
    assert.equal(run(node(''), INIT).outcome, 'Completed');
  });

  it('a pod-level resize needs InPlacePodLevelResourcesVerticalScaling in status.declaredFeatures', () => {
    const declared = node('  declaredFeatures: [InPlacePodVerticalScalingInitContainers]\n');
    const r = run(declared, POD_LEVEL);
    assert.equal(r.outcome, 'Rejected');
    assert.equal(r.reason, 'NodeFeatureNotDeclared');
    assert.equal(r.message, 'pod update requires features InPlacePodLevelResourcesVerticalScaling which are not available on node "n1"');
    assert.equal(run(declared, INIT).outcome, 'Completed');
  });

  it('a kubelet older than 1.36 declares nothing: a non-sidecar init container resize is refused, a container one passes', () => {
    const old = node('  nodeInfo: {kubeletVersion: v1.35.4}\n');
    const r = run(old, INIT);
    assert.equal(r.outcome, 'Rejected');
    assert.equal(r.message, 'pod update requires features InPlacePodVerticalScalingInitContainers which are not available on node "n1"');
    assert.equal(run(old, '    containers:\n    - name: app\n      resources: {requests: {memory: 512Mi}}\n').outcome, 'Completed');
  });
});
