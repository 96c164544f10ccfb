/**
 * A null value in a map of strings (labels, annotations, nodeSelector, matchLabels) is "": the API
 * server decodes map[string]string with encoding/json's rules (sigs.k8s.io/json), which store ""
 * for null (src/core/fields.ts stringMap, schemas/*.schema.json stringMap). Shape from a chart that
 * writes `domain:` with no value in its pod template's labels.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';

const NODE = 'apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n  labels:\n    disk:\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n';
const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: statsd}
spec:
  replicas: 2
  selector: {matchLabels: {app: statsd}}
  template:
    metadata:
      labels:
        app: statsd
        domain:
      annotations:
        note:
    spec:
      nodeSelector:
        disk:
      containers:
      - name: app
        resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {cpu: 200m, memory: 128Mi}}
`;
const pdb = (name: string, selector: string): string =>
  `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: ${name}}\nspec:\n  maxUnavailable: 1\n  selector: ${selector}\n`;

describe('a null label value', () => {
  it('is the label with the empty value: the workload is read, selected by `domain: ""` and by Exists, and placed by a nodeSelector of ""', () => {
    const text = [NODE, DEPLOYMENT, pdb('empty', '{matchLabels: {domain: ""}}'), pdb('exists', '{matchExpressions: [{key: domain, operator: Exists}]}')].join(
      '---\n',
    );
    const result = lintSources([{ path: 'c.yaml', text }], { featureGates: {} });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.ruleId.startsWith('input/') || d.ruleId.startsWith('reference/')).map((d) => `${d.ruleId}: ${d.message}`),
      [],
    );
    const pods = result.model.pods.filter((p) => p.labels['app'] === 'statsd');
    assert.equal(pods.length, 2);
    // With the label the Deployment controller adds (controller-labels.ts).
    for (const p of pods) assert.deepEqual(p.labels, { app: 'statsd', domain: '', 'pod-template-hash': p.labels['pod-template-hash']! });
    assert.match(pods[0]!.labels['pod-template-hash']!, /^[bcdfghjklmnpqrstvwxz2456789]+$/);
    assert.deepEqual(
      result.simulation.scenarios.flatMap((s) => s.placements.map((p) => p.node)),
      ['n1', 'n1'],
    );
  });
});
