/**
 * KEDA's HTTP add-on HTTPScaledObject as the ScaledObject its operator makes (src/model/keda-http.ts),
 * the shape of kedacore/http-add-on's examples/xkcd chart: a Deployment without `replicas` and an
 * HTTPScaledObject with `replicas: {min: 0, max: 10}` on it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';

const NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "64", memory: 256Gi, pods: "110"}}\n';

function input(httpScaledObject: string): string {
  return `${NODE}---
apiVersion: apps/v1
kind: Deployment
metadata: {name: comics, namespace: web}
spec:
  selector: {matchLabels: {app: comics}}
  template:
    metadata: {labels: {app: comics}}
    spec:
      containers:
      - name: app
        image: comics:1
        resources: {requests: {cpu: 100m, memory: 128Mi}}
---
apiVersion: http.keda.sh/v1alpha1
kind: HTTPScaledObject
${httpScaledObject}
`;
}

const HSO = `metadata: {name: comics, namespace: web}
spec:
  hosts: [comics.example.com]
  scaleTargetRef: {name: comics, kind: Deployment, apiVersion: apps/v1, service: comics, port: 8080}`;

function pods(yaml: string, hpaMax = false): number {
  return buildClusterModel(parseSource({ path: 'app.yaml', text: yaml }).documents, { hpaMax }).model.pods.length;
}

describe('a KEDA HTTPScaledObject', () => {
  it('bounds its target by spec.replicas as the ScaledObject it makes: hpa-max places replicas.max', () => {
    const yaml = input(`${HSO}\n  replicas: {min: 0, max: 10}`);
    assert.equal(pods(yaml), 1);
    assert.equal(pods(yaml, true), 10);
    assert.equal(pods(input(`${HSO}\n  replicas: {min: 3, max: 10}`)), 3);
  });

  it("takes KEDA's ceiling of 100 without spec.replicas, and scales nothing with skip-scaledobject-creation", () => {
    assert.equal(pods(input(HSO), true), 100);
    const skipped = HSO.replace('namespace: web}', 'namespace: web, annotations: {httpscaledobject.keda.sh/skip-scaledobject-creation: "true"}}');
    assert.equal(pods(input(`${skipped}\n  replicas: {min: 0, max: 10}`), true), 1);
  });
});
