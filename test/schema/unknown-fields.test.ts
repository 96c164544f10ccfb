/**
 * Unknown fields in the pod specs the simulation reads are errors at their key, as the API
 * server's strict field validation (kubectl apply's default) refuses them; the field lists are
 * compared with k8s.io/api's own structs by the conformance kind strictFields.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lintSources } from '../../src/index.ts';
import { GATE } from '../helpers/engine.ts';

function lint(text: string) {
  return lintSources([{ path: 'app.yaml', text }], { featureGates: { [GATE]: true } });
}

function unknown(text: string): string[] {
  return lint(text)
    .diagnostics.filter((d) => d.ruleId === 'input/unknown-field')
    .map((d) => `${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.message}`);
}

const POD = `apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  priorityClass: high
  containers:
    - name: app
      image: nginx
      resources:
        request: {cpu: 500m}
        limits: {cpu: "1"}
      resizePolicy:
        - {resourceName: cpu, restartPolicy: NotRequired, restart: x}
    - name: sidecar
      image: envoy
      resource:
        requests: {cpu: 100m}
  initContainers:
    - {name: init, image: busybox, resources: {Requests: {cpu: 1}}}
`;

describe('input/unknown-field', () => {
  it('each unknown field is an error at its key, with the closest known name', () => {
    assert.deepEqual(unknown(POD), [
      '5:3 error unknown field "spec.priorityClass": PodSpec has no field "priorityClass"; did you mean "priorityClassName"? (the API server refuses it under strict field validation, kubectl apply\'s default)',
      '10:9 error unknown field "spec.containers[0].resources.request": ResourceRequirements has no field "request"; did you mean "requests"? (the API server refuses it under strict field validation, kubectl apply\'s default, and the simulation reads the container without it)',
      '13:59 error unknown field "spec.containers[0].resizePolicy[0].restart": ContainerResizePolicy has no field "restart" (the API server refuses it under strict field validation, kubectl apply\'s default)',
      '16:7 error unknown field "spec.containers[1].resource": Container has no field "resource"; did you mean "resources"? (the API server refuses it under strict field validation, kubectl apply\'s default, and the simulation reads the container without it)',
      '19:48 error unknown field "spec.initContainers[0].resources.Requests": ResourceRequirements has no field "Requests"; did you mean "requests"? (the API server refuses it under strict field validation, kubectl apply\'s default, and the simulation reads the container without it)',
    ]);
  });

  it('the object is still read: the other fields are simulated as written', () => {
    const result = lint(POD);
    assert.equal(result.model.pods.length, 1);
    const [app, sidecar] = result.model.pods[0]!.containers;
    // The misspelt requests are not read; the limits are.
    assert.equal(app!.resources.limits.get('cpu'), 1000n);
    assert.equal(sidecar!.resources.requests.size, 0);
  });

  it('a workload template and a CronJob job template are checked at their pod spec', () => {
    const deployment = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: app, image: nginx, resources: {limit: {cpu: 1}}}]
---
apiVersion: batch/v1
kind: CronJob
metadata: {name: nightly}
spec:
  schedule: "0 3 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers: [{name: job, image: busybox, resources: {}, ports: [], env: []}]
          nodeSelectors: {pool: batch}
`;
    assert.deepEqual(
      unknown(deployment).map((l) => l.split(' ').slice(0, 5).join(' ')),
      [
        '9:58 error unknown field "spec.template.spec.containers[0].resources.limit":',
        '22:11 error unknown field "spec.jobTemplate.spec.template.spec.nodeSelectors":',
      ],
    );
  });

  it('every field Kubernetes 1.37 knows is accepted, and other kinds are not walked', () => {
    const valid = `apiVersion: v1
kind: Pod
metadata: {name: full}
spec:
  activeDeadlineSeconds: 10
  hostUsers: false
  schedulingGates: []
  resources: {requests: {cpu: 1}, limits: {cpu: 2}}
  containers:
    - name: app
      image: nginx
      restartPolicy: Always
      restartPolicyRules: []
      resources: {requests: {cpu: 1}, claims: [{name: gpu}]}
      resizePolicy: [{resourceName: memory, restartPolicy: RestartContainer}]
      stdinOnce: false
      terminationMessagePolicy: File
---
apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec: {containers: [{name: c, resource: {}}]}
`;
    assert.deepEqual(unknown(valid), []);
  });
});
