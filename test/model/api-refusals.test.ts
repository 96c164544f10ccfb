/**
 * Values the API server refuses are findings (src/model/build-objects.ts refusedPriorityClass,
 * schemas/pod.schema.json): pkg/apis/scheduling/validation ValidatePriorityClass, and an int64
 * terminationGracePeriodSeconds.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';

const NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n';
const pc = (name: string, value: number, extra = ''): string =>
  `apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: ${name}}\nvalue: ${value}\n${extra}`;
const pod = (className: string, grace = '30'): string =>
  `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  priorityClassName: ${className}\n  terminationGracePeriodSeconds: ${grace}\n  containers: [{name: c, resources: {requests: {cpu: 100m}}}]\n`;

function findings(...docs: string[]): string[] {
  return lintSources([{ path: 'c.yaml', text: docs.join('---\n') }], { featureGates: {} })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.ruleId} ${d.range.start.line}: ${d.message}`);
}

describe('values the API server refuses', () => {
  it('a user PriorityClass above 1,000,000,000 (HighestUserDefinablePriority) is refused, and the pods naming it with it', () => {
    const f = findings(NODE, pc('too-high', 1_000_000_001), pod('too-high'));
    assert.ok(
      f.some((x) => x.startsWith('input/schema 9: PriorityClass "too-high" value: maximum allowed value of a user defined priority is 1000000000')),
      f.join('\n'),
    );
    assert.ok(
      f.some((x) => x.startsWith('priority/missing-class')),
      f.join('\n'),
    );
  });

  it('1,000,000,000 itself is allowed', () => {
    assert.deepEqual(findings(NODE, pc('top', 1_000_000_000), pod('top')), []);
  });

  it('system- names are reserved: an unknown one is refused, a built-in one only as built in', () => {
    assert.ok(findings(NODE, pc('system-mine', 10)).some((x) => x.includes("'system-' prefix are reserved for system use only")));
    assert.ok(findings(NODE, pc('system-cluster-critical', 5)).some((x) => x.includes('must have value 2000000000')));
    assert.deepEqual(findings(NODE, pc('system-cluster-critical', 2_000_000_000), pod('system-cluster-critical')), []);
  });

  it('a grace period beyond int64 is a schema error at the field', () => {
    const f = findings(NODE, pc('low', 10), pod('low', '18446744073709551616'));
    assert.ok(
      f.some((x) => x.startsWith('input/schema 16: ') && x.includes('terminationGracePeriodSeconds')),
      f.join('\n'),
    );
  });

  it('what names a left-out object says so, with where and why: a pod bound to a refused Node, a pod of a refused PriorityClass', () => {
    const badNode = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: lots, memory: 8Gi, pods: "110"}}\n';
    const bound = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  nodeName: n1\n  containers: [{name: c, resources: {requests: {cpu: 100m}}}]\n';
    const result = lintSources([{ path: 'c.yaml', text: [badNode, bound].join('---\n') }], { featureGates: {} });
    const missing = result.diagnostics.find((d) => d.ruleId === 'reference/missing-node');
    assert.match(
      missing?.message ?? '',
      /is bound to node "n1", which is left out because the API server would refuse it \(Node "n1" status\.allocatable\.cpu: "lots" is not a valid quantity.* at c\.yaml:4\)/,
    );
    assert.deepEqual(
      missing?.related?.map((r) => `${r.file}:${r.range.start.line} ${r.message}`),
      ['c.yaml:1 Node/n1 is left out here'],
    );
    const f = lintSources([{ path: 'c.yaml', text: [NODE, pc('too-high', 2_000_000_000), pod('too-high')].join('---\n') }], {
      featureGates: {},
    }).diagnostics.find((d) => d.ruleId === 'priority/missing-class');
    assert.match(
      f?.message ?? '',
      /names PriorityClass "too-high", which is left out because the API server would refuse it \(maximum allowed value of a user defined priority is 1000000000 at c\.yaml:9\)/,
    );
    assert.equal(f?.related?.[0]?.file, 'c.yaml');
  });

  it('a ResizeScenario and a VPA whose target workload is refused name it, why and where', () => {
    const badDeployment =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: many\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: c, resources: {requests: {cpu: 100m}}}]\n';
    const scenario =
      'apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n  - target: {kind: Deployment, namespace: default, name: web}\n    containers: [{name: c, resources: {requests: {cpu: "1"}}}]\n';
    const vpa =
      'apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata: {name: web}\nspec:\n  targetRef: {apiVersion: apps/v1, kind: Deployment, name: web}\n';
    const result = lintSources([{ path: 'c.yaml', text: [NODE, badDeployment, scenario, vpa].join('---\n') }], { featureGates: {} });
    const targets = result.diagnostics.filter((d) => d.ruleId === 'reference/missing-target');
    assert.equal(targets.length, 2, targets.map((d) => d.message).join('\n'));
    for (const d of targets) {
      assert.match(d.message, /Deployment\/default\/web, which is left out because the API server would refuse it \(.*spec\.replicas.* at c\.yaml:10\)/);
      assert.equal(d.related?.[0]?.range.start.line, 6);
    }
  });

  it('a PDB whose pods are all of a refused workload, or bound to a refused Node, names them instead of "no matching labels"', () => {
    const badDeployment =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: many\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: c}]\n';
    const bound = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p, labels: {app: web}}\nspec:\n  nodeName: gone\n  containers: [{name: c}]\n';
    const pdb = 'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: web}\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: web}}\n';
    const result = lintSources([{ path: 'c.yaml', text: [NODE, badDeployment, bound, pdb].join('---\n') }], { featureGates: {} });
    const f = result.diagnostics.find((d) => d.ruleId === 'reference/pdb-selects-nothing');
    assert.match(
      f?.message ?? '',
      /^PodDisruptionBudget\/default\/web protects no pod: the pods it selects are left out: Deployment\/default\/web \(the API server would refuse it, .*spec\.replicas.* at c\.yaml:10\); Pod\/default\/p \(its node "gone" is not simulated, at c\.yaml:21\)$/,
    );
    assert.deepEqual(
      f?.related?.map((r) => `${r.file}:${r.range.start.line} ${r.message}`),
      ['c.yaml:6 Deployment/default/web is left out here', 'c.yaml:17 Pod/default/p is left out here'],
    );
  });
});

describe('null is a field not set, as the API server decodes it (a nil pointer, a zero value)', () => {
  it('replicas, grace period, priorityClassName, restartPolicy, preemptionPolicy and namespace set to null are defaulted, not refused', () => {
    const text = [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata: {name: web, namespace: null}',
      'spec:',
      '  replicas:', // kyverno's chart renders `replicas: ~` by default
      '  selector: {matchLabels: {app: web}}',
      '  template:',
      '    metadata: {labels: {app: web}}',
      '    spec:',
      '      priorityClassName: null',
      '      terminationGracePeriodSeconds: null',
      '      restartPolicy: null',
      '      preemptionPolicy: null',
      '      containers: [{name: c, resources: {requests: {cpu: 100m, memory: null}}}]',
      '---',
      NODE,
    ].join('\n');
    const result = lintSources([{ path: 'n.yaml', text }], { featureGates: {} });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    const pods = result.model.pods;
    assert.equal(pods.length, 1, 'replicas null defaults to 1');
    assert.equal(pods[0]!.ref.namespace, 'default');
    assert.equal(pods[0]!.terminationGracePeriodSeconds, 30);
    assert.equal(pods[0]!.restartPolicy, 'Always');
  });

  it('a required field set to null is still refused (a container without a name)', () => {
    const text = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: null}]\n';
    const errors = lintSources([{ path: 'p.yaml', text }], { featureGates: {} }).diagnostics.filter((d) => d.ruleId === 'input/schema');
    assert.equal(errors.length, 1);
  });
});
