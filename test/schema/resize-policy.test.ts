/** resizePolicy as the API server validates it (pkg/apis/core/validation validateResizePolicy, validateInitContainers; src/schema/resize-policy.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import { resizePolicyProblems } from '../../src/schema/resize-policy.ts';

const pod = (spec: object, extra: object = {}): object => ({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p', ...extra }, spec });
const problems = (value: object, kind = 'Pod'): string[] => resizePolicyProblems(value, kind).map((p) => `${p.path.slice(-4).join('.')}: ${p.message}`);

describe('resizePolicy the API server refuses', () => {
  it('a resource other than cpu and memory, or one named twice', () => {
    const policy = [
      { resourceName: 'cpu', restartPolicy: 'NotRequired' },
      { resourceName: 'cpu', restartPolicy: 'NotRequired' },
      { resourceName: 'nvidia.com/gpu', restartPolicy: 'NotRequired' },
      { resourceName: 'memory', restartPolicy: 'RestartContainer' },
    ];
    assert.deepEqual(problems(pod({ containers: [{ name: 'c', image: 'x', resizePolicy: policy }] })), [
      '0.resizePolicy.1.resourceName: Duplicate value: "cpu"',
      '0.resizePolicy.2.resourceName: Unsupported value: "nvidia.com/gpu": supported values: "cpu", "memory"',
    ]);
  });

  it("anything but NotRequired under a pod's restartPolicy Never; RestartContainer on an init container that is no sidecar", () => {
    const restart = [{ resourceName: 'memory', restartPolicy: 'RestartContainer' }];
    const job = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'j' },
      spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'x', resizePolicy: restart }] } } },
    };
    assert.deepEqual(problems(job, 'Job'), ["0.resizePolicy.0.restartPolicy: must be 'NotRequired' when pod `restartPolicy` is 'Never'"]);
    const init = pod({
      initContainers: [
        { name: 'setup', image: 'x', resizePolicy: restart },
        { name: 'sidecar', image: 'x', restartPolicy: 'Always', resizePolicy: restart },
      ],
      containers: [{ name: 'c', image: 'x', resizePolicy: restart }],
    });
    assert.deepEqual(problems(init), ["0.resizePolicy.0.restartPolicy: must not be set to 'RestartContainer' for non-sidecar initContainers"]);
    // Admitted already (a snapshot's): not checked again.
    assert.deepEqual(
      problems(pod({ containers: [{ name: 'c', image: 'x', resizePolicy: [{ resourceName: 'gpu', restartPolicy: 'NotRequired' }] }] }, { uid: 'u' })),
      [],
    );
  });

  it('is an input/schema error at the field, and the workload is left out', () => {
    const text = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {a: b}}
  template:
    metadata: {labels: {a: b}}
    spec:
      containers:
      - name: c
        image: x
        resizePolicy:
        - {resourceName: nvidia.com/gpu, restartPolicy: NotRequired}
`;
    const result = lintSources([{ path: 'd.yaml', text }], { featureGates: {} });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.ruleId === 'input/schema').map((d) => `${d.severity} ${d.range.start.line}:${d.range.start.column}`),
      ['error 13:26'],
    );
    assert.equal(result.model.workloads.length, 0);
  });
});
