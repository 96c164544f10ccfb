/**
 * What the API server refuses in a pod's resources (src/schema/resource-requirements.ts):
 * pkg/apis/core/validation/validation.go validateResourceRequirements, with the resource classes of
 * pkg/apis/core/helper/helpers.go. Each rule is also compared with upstream's own code on generated
 * manifests (conformance kind manifestRead).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import { resourceRequirementProblems } from '../../src/schema/resource-requirements.ts';

const NODE =
  'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110", nvidia.com/gpu: "2", hugepages-2Mi: 64Mi}}\n';
const pod = (resources: string, extra = ''): string =>
  `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  nodeName: n1\n${extra}  containers:\n  - name: c\n    resources: ${resources}\n`;

/** The refusals of one container's `resources` (flow YAML), as `path: message`. */
function refusals(resources: string, kind = 'Pod'): string[] {
  const spec = { containers: [{ name: 'c', resources: JSON.parse(resources) as unknown }] };
  const value = kind === 'Pod' ? { kind, spec } : { kind, spec: { template: { spec } } };
  return resourceRequirementProblems(value, kind).map((p) => `${p.path.slice(-2).join('.')}: ${p.message.replace(/; the API server refuses it$/, '')}`);
}

describe('resources the API server refuses (validateResourceRequirements)', () => {
  it('a request above its limit', () => {
    assert.deepEqual(refusals('{"requests": {"cpu": "2"}, "limits": {"cpu": "1500m"}}'), [
      'requests.cpu: "2" must be less than or equal to cpu limit of 1500m',
    ]);
    assert.deepEqual(refusals('{"requests": {"memory": "1Gi"}, "limits": {"memory": "1Gi"}}'), []);
    assert.deepEqual(refusals('{"requests": {"memory": "1Gi"}}'), [], 'no limit: nothing to exceed');
  });

  it('extended resources and hugepages cannot be overcommitted: a request needs an equal limit (a limit alone is defaulted into the request)', () => {
    assert.deepEqual(refusals('{"requests": {"nvidia.com/gpu": "1", "cpu": "1"}, "limits": {"nvidia.com/gpu": "2"}}'), [
      'requests.nvidia.com/gpu: "1" must be equal to nvidia.com/gpu limit of 2: nvidia.com/gpu cannot be overcommitted',
    ]);
    assert.deepEqual(refusals('{"requests": {"nvidia.com/gpu": "1"}}'), [
      'requests.nvidia.com/gpu: a limit must be set for nvidia.com/gpu, which cannot be overcommitted',
    ]);
    assert.deepEqual(refusals('{"limits": {"nvidia.com/gpu": "1"}}'), []);
    assert.deepEqual(refusals('{"requests": {"example.kubernetes.io/thing": "1"}}'), [], 'a kubernetes.io name is native: overcommit allowed');
  });

  it('an extended resource in whole units only', () => {
    assert.deepEqual(refusals('{"limits": {"nvidia.com/gpu": "500m"}}'), ['limits.nvidia.com/gpu: must be an integer']);
    assert.deepEqual(refusals('{"limits": {"cpu": "500m"}}'), []);
  });

  it('hugepages: a multiple of the page size, and only beside cpu or memory', () => {
    assert.deepEqual(refusals('{"limits": {"hugepages-2Mi": "3Mi", "memory": "1Gi"}}'), [
      'limits.hugepages-2Mi: 3Mi is not positive integer multiple of hugepages-2Mi',
    ]);
    assert.deepEqual(refusals('{"limits": {"hugepages-2Mi": "4Mi"}}'), ['0.resources: hugepages require a cpu or memory request or limit']);
    assert.deepEqual(refusals('{"limits": {"hugepages-2Mi": "4Mi", "cpu": "1"}}'), []);
  });

  it('container resource names: cpu, memory, ephemeral-storage, hugepages-*, or a qualified name', () => {
    assert.deepEqual(refusals('{"requests": {"storage": "1Gi"}}'), ['requests.storage: "storage" must be a standard resource for containers']);
    assert.deepEqual(refusals('{"requests": {"gpu": "1"}}'), ['requests.gpu: "gpu" must be a standard resource type or fully qualified']);
    assert.deepEqual(refusals('{"requests": {"ephemeral-storage": "1Gi"}}'), []);
    assert.equal(refusals('{"limits": {"Bad_Domain.com/x": "1"}}').length, 1);
  });

  it('pod-level resources: cpu, memory and hugepages only', () => {
    const value = { kind: 'Pod', spec: { resources: { limits: { 'ephemeral-storage': '1Gi', cpu: '1' } }, containers: [] } };
    assert.deepEqual(
      resourceRequirementProblems(value, 'Pod').map((p) => p.path.join('.')),
      ['spec.resources.limits.ephemeral-storage'],
    );
  });

  it('checks a workload template and a CronJob job template; not an object the API server already holds', () => {
    assert.equal(refusals('{"requests": {"cpu": "2"}, "limits": {"cpu": "1"}}', 'Deployment').length, 1);
    const cron = { kind: 'CronJob', spec: { jobTemplate: { spec: { template: { spec: { containers: [{ resources: { requests: { storage: '1' } } }] } } } } } };
    assert.equal(resourceRequirementProblems(cron, 'CronJob').length, 1);
    const held = { kind: 'Pod', metadata: { uid: 'u' }, spec: { containers: [{ resources: { requests: { storage: '1' } } }] } };
    assert.deepEqual(resourceRequirementProblems(held, 'Pod'), []);
    assert.deepEqual(resourceRequirementProblems({ ...held, metadata: {}, status: {} }, 'Pod'), []);
  });

  it('a refused pod is an input/schema error at the value and is left out; a valid one beside it is simulated', () => {
    const result = lintSources([{ path: 'p.yaml', text: `${NODE}---\n${pod('{requests: {cpu: "2"}, limits: {cpu: "1"}}')}` }], { featureGates: {} });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => `${d.ruleId} ${d.range.start.line}:${d.range.start.column} ${d.message}`),
      [
        'input/schema 13:33 Pod "default/p" spec.containers[0].resources.requests.cpu: "2" must be less than or equal to cpu limit of 1; the API server refuses it',
      ],
    );
    assert.equal(result.model.pods.length, 0);
    const fine = lintSources([{ path: 'p.yaml', text: `${NODE}---\n${pod('{requests: {nvidia.com/gpu: 1, cpu: 1}, limits: {nvidia.com/gpu: 1}}')}` }], {
      featureGates: {},
    });
    assert.equal(fine.model.pods.length, 1);
  });

  it('an Argo Rollout is named a Rollout', () => {
    const rollout =
      'apiVersion: argoproj.io/v1alpha1\nkind: Rollout\nmetadata: {name: r}\nspec:\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec:\n      containers: [{name: c, resources: {requests: {cpu: "2"}, limits: {cpu: "1"}}}]\n';
    const errors = lintSources([{ path: 'r.yaml', text: rollout }], { featureGates: {} }).diagnostics.filter((d) => d.ruleId === 'input/schema');
    assert.equal(errors.length, 1);
    assert.match(errors[0]!.message, /^Rollout "default\/r" spec\.template\.spec\.containers\[0\]/);
    assert.equal(errors[0]!.object?.kind, 'Rollout');
  });
});
