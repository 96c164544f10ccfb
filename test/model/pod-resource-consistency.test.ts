/**
 * validatePodResourceConsistency (src/model/pod-resource-consistency.ts; upstream
 * pkg/apis/core/validation/validation.go): rows transcribed from upstream's
 * TestValidatePodResourceConsistency (validation_test.go, kubernetes v1.37.2), and pods refused
 * at creation (src/model/pod-level-refusal.ts), LimitRanger's container defaults and a defaulted
 * pod-level request above its limit (validatePodResourceRequirements) included.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { podResourceConsistencyProblems } from '../../src/model/pod-resource-consistency.ts';
import { lintSources } from '../../src/index.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import { modelContainer } from '../helpers/model.ts';

const Mi = 1024n * 1024n;
const list = (o: Readonly<Record<string, bigint>>) => new Map(Object.entries(o));

function problems(
  pod: { requests?: Record<string, bigint>; limits?: Record<string, bigint> },
  containers: { requests?: Record<string, bigint>; limits?: Record<string, bigint> }[],
) {
  return podResourceConsistencyProblems({
    containers: containers.map((r, i) => ({
      ...modelContainer(`c${i}`, { requests: list(r.requests ?? {}), limits: list(r.limits ?? {}) }),
      path: ['spec', 'containers', i],
    })),
    initContainers: [],
    podResources: { requests: list(pod.requests ?? {}), limits: list(pod.limits ?? {}) },
  }).map((p) => p.message);
}

describe('validatePodResourceConsistency (TestValidatePodResourceConsistency rows)', () => {
  it('aggregate container requests equal to pod requests', () => {
    assert.deepEqual(
      problems({ requests: { cpu: 10_000n, memory: 10n * Mi } }, [
        { requests: { cpu: 5000n, memory: 5n * Mi } },
        { requests: { cpu: 5000n, memory: 5n * Mi } },
      ]),
      [],
    );
  });

  it('aggregate container requests greater than pod requests', () => {
    assert.deepEqual(
      problems({ requests: { cpu: 10_000n, memory: 10n * Mi } }, [
        { requests: { cpu: 6000n, memory: 5n * Mi } },
        { requests: { cpu: 8000n, memory: 7n * Mi } },
      ]),
      [
        'spec.resources.requests[cpu]: Invalid value: "10": must be greater than or equal to aggregate container requests of 14',
        'spec.resources.requests[memory]: Invalid value: "10Mi": must be greater than or equal to aggregate container requests of 12Mi',
      ],
    );
  });

  it('container requests with resources unsupported at pod-level', () => {
    assert.deepEqual(
      problems({ requests: { cpu: 10_000n, memory: 10n * Mi } }, [
        { requests: { cpu: 6000n, memory: 5n * Mi, storage: 10n * 1024n * Mi } },
        { requests: { cpu: 4000n, memory: 3n * Mi, storage: 5n * 1024n * Mi } },
      ]),
      [],
    );
  });

  it('aggregate container limits less than pod limits', () => {
    assert.deepEqual(
      problems({ limits: { cpu: 10_000n, memory: 10n * Mi, 'hugepages-2Mi': 10n * Mi } }, [
        { limits: { cpu: 5000n, memory: 5n * Mi, 'hugepages-2Mi': 4n * Mi } },
        { limits: { cpu: 4000n, memory: 3n * Mi, 'hugepages-2Mi': 4n * Mi } },
      ]),
      [],
    );
  });

  it('hugepage aggregate container limits greater than pod limits', () => {
    assert.deepEqual(
      problems({ limits: { cpu: 10_000n, 'hugepages-2Mi': 4n * Mi } }, [
        { limits: { cpu: 6000n, 'hugepages-2Mi': 4n * Mi } },
        { limits: { cpu: 6000n, 'hugepages-2Mi': 4n * Mi } },
      ]),
      ['spec.resources.limits[hugepages-2Mi]: Invalid value: "4Mi": must be greater than or equal to aggregate container limits of 8Mi'],
    );
  });

  it('individual container limits greater than pod limits', () => {
    assert.deepEqual(
      problems({ limits: { cpu: 10_000n, memory: 10n * Mi, 'hugepages-2Mi': 2n * Mi } }, [
        { limits: { cpu: 11_000n, memory: 12n * Mi, 'hugepages-2Mi': 4n * Mi } },
      ]),
      [
        'spec.resources.limits[hugepages-2Mi]: Invalid value: "2Mi": must be greater than or equal to aggregate container limits of 4Mi',
        'spec.resources.containers[0][cpu].limits: Invalid value: "11": must be less than or equal to pod limits of 10',
        'spec.resources.containers[0][memory].limits: Invalid value: "12Mi": must be less than or equal to pod limits of 10Mi',
        'spec.resources.containers[0][hugepages-2Mi].limits: Invalid value: "4Mi": must be less than or equal to pod limits of 2Mi',
      ],
    );
  });
});

const node = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "8", memory: 32Gi, pods: "110"}}\n';
const deployment = (podLevel: string, container: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: d, namespace: default}
spec:
  replicas: 2
  selector: {matchLabels: {app: d}}
  template:
    metadata: {labels: {app: d}}
    spec:
      resources: ${podLevel}
      containers:
      - name: c
        image: x
        resources: ${container}
`;

function run(...docs: string[]) {
  const result = lintSources([{ path: 'd.yaml', text: docs.join('---\n') }], { featureGates: {} });
  const report = JSON.parse(JSON.stringify(buildJsonReport(result))) as {
    findings: { ruleId: string; severity: string; message: string; line: number; column: number }[];
  };
  return { model: result.model, findings: report.findings.filter((f) => f.ruleId === 'input/schema') };
}

describe('a workload the API server refuses to create for its pod-level resources', () => {
  it('pod-level requests below the containers’: one error at the field for the template, its pods left out', () => {
    const { model, findings } = run(node, deployment('{requests: {cpu: "1"}}', '{requests: {cpu: "2"}}'));
    assert.deepEqual(model.pods, []);
    assert.deepEqual(
      findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.message}`),
      [
        '15:35 error Deployment/default/d: the API server refuses its pods, as spec.resources.requests[cpu]: Invalid value: "1": must be greater than or equal to aggregate container requests of 2; they are left out of the simulation',
      ],
    );
  });

  it('a container limit above the pod-level limit (its request, defaulted from it, raises the pod-level request above the limit too)', () => {
    const { model, findings } = run(node, deployment('{limits: {memory: 1Gi}}', '{limits: {memory: 2Gi}}'));
    assert.deepEqual(model.pods, []);
    assert.equal(findings.length, 2);
    assert.match(findings[0]!.message, /spec\.resources\.requests: Invalid value: "2Gi": must be less than or equal to memory limit of 1Gi/);
    assert.match(
      findings[1]!.message,
      /spec\.resources\.containers\[0\]\[memory\]\.limits: Invalid value: "2Gi": must be less than or equal to pod limits of 1Gi/,
    );
  });

  it('a LimitRange’s defaultRequest counts: the stored container asks 2 cpu, more than the pod level’s 1', () => {
    const limitRange =
      'apiVersion: v1\nkind: LimitRange\nmetadata: {name: lr, namespace: default}\nspec:\n  limits:\n  - type: Container\n    defaultRequest: {cpu: "2"}\n';
    const { model, findings } = run(node, limitRange, deployment('{requests: {cpu: "1"}}', '{}'));
    assert.deepEqual(model.pods, []);
    assert.match(findings[0]!.message, /aggregate container requests of 2;/);
  });

  it('pod-level limits only, containers asking more: the defaulted pod-level request is above its limit (validatePodResourceRequirements)', () => {
    // DefaultPodLevelResources sets requests.cpu to the containers' 2; validatePodResources then
    // checks request <= limit before the consistency with the containers, which holds.
    const { model, findings } = run(node, deployment('{limits: {cpu: "1"}}', '{requests: {cpu: "2"}}'));
    assert.deepEqual(model.pods, []);
    assert.deepEqual(
      findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.message}`),
      [
        '15:33 error Deployment/default/d: the API server refuses its pods, as spec.resources.requests: Invalid value: "2": must be less than or equal to cpu limit of 1; they are left out of the simulation',
      ],
    );
  });

  it('consistent pod-level resources: the pods run', () => {
    const { model, findings } = run(node, deployment('{requests: {cpu: "2"}, limits: {memory: 2Gi}}', '{requests: {cpu: "1"}, limits: {memory: 1Gi}}'));
    assert.equal(model.pods.length, 2);
    assert.deepEqual(findings, []);
  });
});
