/**
 * A pod being created is validated after LimitRanger's defaults (src/model/defaulted-requirements.ts,
 * src/schema/resource-requirements.ts): the API server runs mutating admission (LimitRanger Admit,
 * PodMutateLimitFunc) before ValidatePodCreate (rest.BeforeCreate), so a default limit below a
 * written request refuses the pods, and a default cpu or memory gives hugepages what they need.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import { buildJsonReport } from '../../src/report/json.ts';

const node = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "8", memory: 32Gi, hugepages-2Mi: 1Gi, pods: "110"}}\n';
const limitRange = (defaults: string) => `apiVersion: v1
kind: LimitRange
metadata: {name: defaults, namespace: team}
spec:
  limits:
  - type: Container
    default: ${defaults}
`;
const deployment = (resources: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: team}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - name: app
        image: nginx
        resources: ${resources}
`;
const pod = (resources: string) => `apiVersion: v1
kind: Pod
metadata: {name: huge, namespace: team}
spec:
  containers:
  - name: app
    image: nginx
    resources: ${resources}
`;

function run(...docs: string[]) {
  const result = lintSources([{ path: 'team.yaml', text: docs.join('---\n') }], { featureGates: {} });
  const report = JSON.parse(JSON.stringify(buildJsonReport(result))) as {
    findings: { ruleId: string; severity: string; message: string; line: number; column: number }[];
  };
  return { model: result.model, findings: report.findings.filter((f) => f.ruleId === 'input/schema').map((f) => `${f.line}:${f.column} ${f.message}`) };
}

describe('a created pod validated after LimitRanger’s defaults', () => {
  it('a request above the namespace’s default limit: the Deployment is stored, its pods refused, the finding at the request', () => {
    const { model, findings } = run(node, limitRange('{cpu: "1"}'), deployment('{requests: {cpu: "2"}}'));
    assert.deepEqual(model.pods, []);
    assert.deepEqual(findings, [
      '26:37 Deployment/team/web: the API server refuses its pods, as spec.containers[0].resources.requests.cpu: "2" must be less than or equal to cpu limit of 1 (set by the namespace\'s LimitRange default); they are left out of the simulation',
    ]);
  });

  it('the same request with a default limit above it: the pods run', () => {
    const { model, findings } = run(node, limitRange('{cpu: "4"}'), deployment('{requests: {cpu: "2"}}'));
    assert.equal(model.pods.length, 2);
    assert.deepEqual(findings, []);
  });

  it('hugepages without cpu or memory, a default memory limit giving them one: the Pod is admitted', () => {
    const { model, findings } = run(node, limitRange('{memory: 512Mi}'), pod('{limits: {hugepages-2Mi: 4Mi}}'));
    assert.deepEqual(findings, []);
    assert.deepEqual(
      model.pods.map((p) => [p.ref.name, Object.fromEntries(p.containers[0]!.resources.limits)]),
      [['huge', { 'hugepages-2Mi': 4n * 1024n * 1024n, memory: 512n * 1024n * 1024n }]],
    );
  });

  it('hugepages without cpu or memory in a workload’s template: refused as written (ValidatePodTemplateSpec; LimitRanger takes pods only)', () => {
    const { model, findings } = run(node, limitRange('{memory: 512Mi}'), deployment('{limits: {hugepages-2Mi: 4Mi}}'));
    assert.deepEqual(model.pods, []);
    assert.equal(findings.length, 1);
    assert.match(findings[0]!, /hugepages require a cpu or memory request or limit/);
  });
});

describe('a Pod manifest validated after LimitRanger’s defaults', () => {
  it('a request above the default limit: refused, the finding at the written request', () => {
    const { model, findings } = run(node, limitRange('{cpu: "1"}'), pod('{requests: {cpu: "2"}}'));
    assert.deepEqual(model.pods, []);
    assert.deepEqual(findings, [
      '21:33 Pod "team/huge" spec.containers[0].resources.requests.cpu: "2" must be less than or equal to cpu limit of 1 (set by the namespace\'s LimitRange default); the API server refuses it',
    ]);
  });

  it('a default request of an extended resource without its limit: refused, the finding at the nearest written field', () => {
    const lr =
      'apiVersion: v1\nkind: LimitRange\nmetadata: {name: ext, namespace: team}\nspec:\n  limits:\n  - type: Container\n    defaultRequest: {example.com/foo: "1"}\n';
    const { model, findings } = run(node, lr, pod('{requests: {cpu: "1"}}'));
    assert.deepEqual(model.pods, []);
    assert.deepEqual(findings, [
      '21:17 Pod "team/huge" spec.containers[0].resources.requests["example.com/foo"]: a limit must be set for example.com/foo, which cannot be overcommitted (its request is set by the namespace\'s LimitRange default); the API server refuses it',
    ]);
  });
});
