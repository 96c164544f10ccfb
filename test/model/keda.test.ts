/**
 * KEDA's ScaledObject as the HorizontalPodAutoscaler KEDA makes for it (src/model/keda.ts): its
 * target runs within [minReplicaCount or 1, maxReplicaCount or 100], hpa-max places the ceiling, a
 * target at zero is scaled up, a paused-replicas annotation pins the count.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';

const NODES = ['n1', 'n2']
  .map((n) => `apiVersion: v1\nkind: Node\nmetadata: {name: ${n}}\nstatus: {allocatable: {cpu: "64", memory: 256Gi, pods: "110"}}\n`)
  .join('---\n');

/** vllm-project/production-stack's chart shape: a model Deployment and its ScaledObject (trimmed). */
function input(replicas: string, scaledObject: string): string {
  return `${NODES}---
apiVersion: apps/v1
kind: Deployment
metadata: {name: vllm-llama3, namespace: llm}
spec:
${replicas}
  selector: {matchLabels: {model: llama3}}
  template:
    metadata: {labels: {model: llama3}}
    spec:
      containers:
      - name: vllm
        image: vllm/vllm-openai:latest
        resources: {requests: {cpu: 100m, memory: 1Gi}}
---
apiVersion: keda.sh/v1alpha1
kind: ScaledObject
${scaledObject}
  triggers:
  - type: prometheus
    metadata: {serverAddress: "http://prometheus:9090", query: "sum(vllm:num_requests_waiting)", threshold: "5"}
`;
}

const SCALED = `metadata: {name: vllm-llama3-scaledobject, namespace: llm}
spec:
  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: vllm-llama3}`;

function pods(yaml: string, hpaMax = false): number {
  return buildClusterModel(parseSource({ path: 'app.yaml', text: yaml }).documents, { hpaMax }).model.pods.length;
}

describe('a KEDA ScaledObject', () => {
  it('keeps its target within minReplicaCount and maxReplicaCount; hpa-max places maxReplicaCount', () => {
    const yaml = input('  replicas: 1', `${SCALED}\n  minReplicaCount: 2\n  maxReplicaCount: 4`);
    assert.equal(pods(yaml), 2);
    assert.equal(pods(yaml, true), 4);
  });

  it("defaults as KEDA's HPA does: a Deployment target, a floor of 1 for minReplicaCount 0, a ceiling of 100", () => {
    const yaml = input('  replicas: 3', 'metadata: {name: so, namespace: llm}\nspec:\n  scaleTargetRef: {name: vllm-llama3}\n  minReplicaCount: 0');
    assert.equal(pods(yaml), 3);
    assert.equal(pods(yaml, true), 100);
  });

  it('scales a target at zero replicas up to its floor, where a plain HPA leaves it at 0', () => {
    assert.equal(pods(input('  replicas: 0', `${SCALED}\n  minReplicaCount: 0`)), 1);
    assert.equal(pods(input('  replicas: 0', `${SCALED}\n  minReplicaCount: 2`)), 2);
  });

  it('is pinned by autoscaling.keda.sh/paused-replicas, and scales nothing when paused', () => {
    const pinned = SCALED.replace('namespace: llm}', 'namespace: llm, annotations: {autoscaling.keda.sh/paused-replicas: "3"}}');
    assert.equal(pods(input('  replicas: 1', `${pinned}\n  maxReplicaCount: 8`), true), 3);
    const paused = SCALED.replace('namespace: llm}', 'namespace: llm, annotations: {autoscaling.keda.sh/paused: "true"}}');
    assert.equal(pods(input('  replicas: 1', `${paused}\n  minReplicaCount: 2`), true), 1);
  });

  it('whose target is not in the input is reference/missing-target', () => {
    const yaml = input('  replicas: 1', SCALED.replace('name: vllm-llama3}', 'name: vllm-mistral}'));
    const found = buildClusterModel(parseSource({ path: 'app.yaml', text: yaml }).documents).diagnostics.filter((d) => d.ruleId === 'reference/missing-target');
    assert.deepEqual(
      found.map((d) => [d.severity, d.message.slice(0, 74)]),
      [['warning', 'ScaledObject/llm/vllm-llama3-scaledobject scales Deployment "vllm-mistral"']],
    );
  });
});
