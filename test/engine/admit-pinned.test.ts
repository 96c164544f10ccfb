/**
 * A pod created with spec.nodeName meets the kubelet of that node, not the scheduler: the kubelet
 * admits new pods in creation order against those it already runs (pkg/kubelet/kubelet.go
 * HandlePodAdditions, allocation_manager.go canAdmitPod, lifecycle/predicate.go Admit) and
 * rejects one that does not fit: phase Failed, reason OutOf<resource>. A pod the API server and
 * kubelet hold already (a snapshot's: a uid or a status) is not admitted again.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareRuns } from '../../src/diff/compare.ts';
import { lintChange } from '../../src/diff/simulate-change.ts';
import { parseSource, type LoadedDocument } from '../../src/load/index.ts';
import { itPriorityClasses, manifests, node, pod, scenario, type Manifest } from '../helpers/builders.ts';
import { CLUSTER_STATE, evicted, podNamed, resize, simulate, simulateText, type Run } from '../helpers/engine.ts';

function run(items: readonly Manifest[]): Run {
  return simulate([...itPriorityClasses(), ...items]);
}

function rejections(r: Run): string[] {
  return r.report.findings.filter((f) => f.ruleId === 'placement/unschedulable').map((f) => f.message);
}

describe('pods bound by spec.nodeName meet their kubelet', () => {
  // n1 has 2 CPU; three 800m pods name it. p1 and p2 are admitted (1600m), p3 is rejected.
  const pinned = [node('n1').cpu('2').memory('8Gi'), ...['p1', 'p2', 'p3'].map((n) => pod(n).priority('low').cpu('800m').memory('10').on('n1'))];

  it('the third is rejected with the kubelet reason and message, at its spec.nodeName', () => {
    const r = run(pinned);
    assert.deepEqual(rejections(r), [
      `scenario "${CLUSTER_STATE}": "default/p3" is bound to node "n1" by spec.nodeName, and its kubelet rejects it (OutOfcpu), so it never runs: Pod was rejected: Node didn't have enough resource: cpu, requested: 800, used: 1600, capacity: 2000`,
    ]);
    const f = r.report.findings.find((x) => x.ruleId === 'placement/unschedulable')!;
    assert.equal(f.severity, 'warning');
    assert.deepEqual(f.object, { kind: 'Pod', namespace: 'default', name: 'p3' });
    assert.match(r.yaml.split('\n')[f.line - 1]!, /nodeName: n1/);
  });

  it('the room it would have taken is free: p1 grows to 1200m in place', () => {
    const r = run([...pinned, scenario('grow').resize('p1', 'c', { cpu: '1200m' })]);
    // Counting p3 as running: 1600m + 1200m over 2 CPU, Deferred.
    assert.equal(resize(r, 'p1', 'grow').outcome, 'Completed');
  });

  it('a ResizeScenario that targets the rejected pod says so (no "did you mean")', () => {
    const r = run([...pinned, scenario('grow').resize('p3', 'c', { cpu: '900m' })]);
    const missing = r.report.findings.filter((f) => f.ruleId === 'reference/missing-target');
    assert.deepEqual(
      missing.map((f) => f.message),
      ['resize target Pod/default/p3, bound to node "n1", is rejected by its kubelet (OutOfcpu), so it does not run'],
    );
  });

  it('the pods count too: a node of 2 pods rejects the third (OutOfpods)', () => {
    const r = run([node('n1').cpu('8').memory('8Gi').pods(2), ...['p1', 'p2', 'p3'].map((n) => pod(n).cpu('100m').on('n1'))]);
    assert.equal(rejections(r).length, 1);
    assert.match(
      rejections(r)[0]!,
      /"default\/p3" .* \(OutOfpods\), so it never runs: Pod was rejected: Node didn't have enough resource: pods, requested: 1, used: 2, capacity: 2$/,
    );
  });

  it('pods the kubelet already runs (a snapshot: a uid) are not admitted again, whatever they add up to', () => {
    const r = run([node('n1').cpu('2').memory('8Gi'), ...['p1', 'p2', 'p3'].map((n) => pod(n).cpu('800m').memory('10').uid(n).on('n1'))]);
    assert.deepEqual(rejections(r), []);
  });

  it('a critical pod is admitted as it is (the critical-pod handler would make room)', () => {
    const r = run([...pinned.slice(0, 3), pod('p3').priority('system-node-critical').cpu('800m').memory('10').on('n1')]);
    assert.deepEqual(rejections(r), []);
  });
});

describe('a workload whose template names a node', () => {
  it('has its replicas past the node rejected, and says its controller makes more', () => {
    const r = simulateText(`apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: "2", memory: 8Gi, pods: "110"}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: default}
spec:
  replicas: 3
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      nodeName: n1
      containers:
      - name: app
        image: app:1
        resources: {requests: {cpu: 800m, memory: 100Mi}}
`);
    const found = rejections(r);
    assert.equal(found.length, 1);
    assert.match(found[0]!, /\(OutOfcpu\), so it never runs: .*; its Deployment "web" makes another, rejected the same way$/);
    assert.deepEqual(r.report.findings.find((f) => f.ruleId === 'placement/unschedulable')!.object, { kind: 'Deployment', namespace: 'default', name: 'web' });
  });
});

describe('a change that adds a pod bound by spec.nodeName', () => {
  it('meets the kubelet too: scenario diff reports it rejected, a new finding', () => {
    const side = (items: readonly Manifest[]): { documents: LoadedDocument[]; diagnostics: [] } => ({
      documents: parseSource({ path: 'c.yaml', text: manifests(...itPriorityClasses(), ...items) }).documents,
      diagnostics: [],
    });
    const base = [node('n1').cpu('2').memory('8Gi'), ...['p1', 'p2'].map((n) => pod(n).cpu('800m').memory('10').on('n1'))];
    const runs = lintChange(side(base), side([...base, pod('p3').cpu('800m').memory('10').on('n1')]), { featureGates: {} });
    const fresh = compareRuns(runs.base, runs.head).newFindings.filter((f) => f.ruleId === 'placement/unschedulable');
    assert.equal(fresh.length, 1);
    assert.match(fresh[0]!.message, /^scenario "diff": "default\/p3" is bound to node "n1" by spec.nodeName, and its kubelet rejects it \(OutOfcpu\)/);
  });
});

/** A Deployment whose template names node n1. */
function pinnedDeployment(name: string, cpu: string, priority?: string): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}, namespace: default}
spec:
  replicas: 1
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      nodeName: n1
${priority === undefined ? '' : `      priorityClassName: ${priority}\n`}      containers:
      - name: app
        image: app:1
        resources: {requests: {cpu: ${cpu}, memory: 100Mi}}
`;
}

describe('pods a controller makes from a template that names a node', () => {
  const n1 = manifests(...itPriorityClasses(), node('n1').cpu('2').memory('8Gi'), node('n2').cpu('2').memory('8Gi'));

  it("a rollout's new pod meets the kubelet, not the scheduler: rejected, the rollout stalls and nothing is preempted", () => {
    const side = (web: string): { documents: LoadedDocument[]; diagnostics: [] } => ({
      documents: parseSource({ path: 'c.yaml', text: `${n1}---\n${manifests(pod('batch').cpu('800m').memory('10').on('n1'))}---\n${web}` }).documents,
      diagnostics: [],
    });
    const runs = lintChange(side(pinnedDeployment('web', '500m', 'high')), side(pinnedDeployment('web', '900m', 'high')), { featureGates: {} });
    const diff = runs.head.simulation.scenarios.find((s) => s.name === 'diff')!;
    const [rollout] = diff.rollouts ?? [];
    assert.equal(rollout!.outcome, 'Stalled');
    assert.equal(rollout!.reason, 'OutOfcpu');
    assert.match(
      rollout!.message,
      /the kubelet of node "n1" rejects 1 new replica, made again and rejected again \(Pod was rejected: Node didn't have enough resource: cpu, requested: 900, used: 1300, capacity: 2000\)/,
    );
    assert.deepEqual(diff.evictions, [], 'the scheduler never sees it, so it preempts nobody');
  });

  it("a preempted pod's replacement keeps the node its template names, where the kubelet rejects it", () => {
    const r = simulateText(
      `${n1}---\n${manifests(pod('db').priority('high').cpu('1').memory('10').on('n1'), scenario('grow').resize('db', 'c', { cpu: '1500m' }))}---\n${pinnedDeployment('agent', '800m')}`,
    );
    assert.deepEqual(evicted(r, 'grow'), [podNamed(r, 'agent#0')]);
    // Not placed on n2 by the scheduler: its kubelet on n1 rejects it.
    assert.deepEqual(
      r.report.placements.filter((p) => p.scenario === 'grow'),
      [],
    );
    assert.equal(
      rejections(r).filter((m) => m.startsWith('scenario "grow"') && m.includes('(OutOfcpu)') && m.includes('its Deployment "agent" makes another')).length,
      1,
    );
  });
});

describe("the kubelet's other general predicates for a pod bound by spec.nodeName (lifecycle/predicate.go generalFilter)", () => {
  const NODE = `apiVersion: v1
kind: Node
metadata: {name: n1, labels: {disk: hdd}}
spec:
  taints: [{key: maintenance, value: "true", effect: NoExecute}]
status:
  allocatable: {cpu: "8", memory: 8Gi, pods: "110"}
`;
  const pinnedPod = (name: string, extra: string, port = 8080): string => `apiVersion: v1
kind: Pod
metadata: {name: ${name}, namespace: default}
spec:
  nodeName: n1
  tolerations: [{key: maintenance, operator: Exists}]
${extra}  containers:
  - name: app
    image: app
    ports: [{containerPort: ${port}, hostPort: ${port}}]
    resources: {requests: {cpu: 100m}}
`;
  const rejected = (yaml: string): string[] => rejections(simulateText(yaml)).map((m) => m.replace(/^.*rejects it /, ''));

  it('a host port another pod on the node holds: NodePorts', () => {
    assert.deepEqual(rejected([NODE, pinnedPod('a', ''), pinnedPod('b', '')].join('---\n')), [
      "(NodePorts), so it never runs: Pod was rejected: Predicate NodePorts failed: node(s) didn't have free ports for the requested pod ports",
    ]);
    assert.deepEqual(rejected([NODE, pinnedPod('a', ''), pinnedPod('b', '', 9090)].join('---\n')), []);
  });

  it('a node selector the node does not match: NodeAffinity, before the ports', () => {
    assert.deepEqual(rejected([NODE, pinnedPod('a', ''), pinnedPod('b', '  nodeSelector: {disk: ssd}\n')].join('---\n')), [
      "(NodeAffinity), so it never runs: Pod was rejected: Predicate NodeAffinity failed: node(s) didn't match Pod's node affinity/selector",
    ]);
  });

  it("a NoExecute taint the pod does not tolerate: TaintToleration (a NoSchedule one is the scheduler's only)", () => {
    const untolerating = pinnedPod('a', '').replace('  tolerations: [{key: maintenance, operator: Exists}]\n', '');
    assert.deepEqual(rejected([NODE, untolerating].join('---\n')), [
      "(TaintToleration), so it never runs: Pod was rejected: Predicate TaintToleration failed: node(s) had taints that the pod didn't tolerate",
    ]);
    assert.deepEqual(rejected([NODE.replace('NoExecute', 'NoSchedule'), untolerating].join('---\n')), []);
  });

  it("a critical pod is rejected for these too (only resources are the critical-pod handler's to make room for)", () => {
    const critical = pinnedPod('b', '  priorityClassName: system-node-critical\n');
    assert.deepEqual(rejected([NODE, pinnedPod('a', ''), critical].join('---\n')).length, 1);
  });
});
