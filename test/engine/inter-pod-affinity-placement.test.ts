/**
 * Placement with the InterPodAffinity Filter (src/engine/plugins/inter-pod-affinity.ts), whole
 * runs: a pod the filter refuses everywhere stays Pending, preemption removes the pod whose
 * anti-affinity (its own or the preemptor's) forbids the node (SelectVictimsOnNode tells the
 * PreFilter state of each victim removed), a pod whose affinity waits for another is placed once
 * that pod is (the queueing hint on an assigned pod's Add), and a pod bound by spec.nodeName is
 * not checked (the kubelet admits it without InterPodAffinity).
 * Shapes: the ZooKeeper ensemble of kubernetes/website's `zookeeper.yaml` tutorial (three members
 * kept one per node by a required hostname anti-affinity); bitnami/charts' `podAffinityPreset:
 * hard` (an app that must run beside a cache).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CLUSTER_STATE, simulateText, type Run } from '../helpers/engine.ts';

function nodes(count: number, cpu = '8'): string {
  return Array.from(
    { length: count },
    (_, i) => `apiVersion: v1
kind: Node
metadata:
  name: n${i + 1}
  labels: {kubernetes.io/hostname: n${i + 1}}
status:
  allocatable: {cpu: "${cpu}", memory: 32Gi, pods: "110"}
`,
  ).join('---\n');
}

const ZK = `apiVersion: apps/v1
kind: StatefulSet
metadata: {name: zk, namespace: default}
spec:
  replicas: 3
  serviceName: zk-hs
  selector: {matchLabels: {app: zk}}
  template:
    metadata: {labels: {app: zk}}
    spec:
      affinity:
        podAntiAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
          - labelSelector: {matchLabels: {app: zk}}
            topologyKey: kubernetes.io/hostname
      containers:
      - name: zookeeper
        image: zookeeper
        resources:
          requests: {cpu: "1", memory: 2Gi}
          limits: {cpu: "2", memory: 2Gi}
---
apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: zk-grow}
spec:
  resizes:
  - target: {kind: StatefulSet, namespace: default, name: zk}
    containers:
    - name: zookeeper
      resources:
        requests: {cpu: 1500m, memory: 2Gi}
        limits: {cpu: "2", memory: 2Gi}
`;

function placedOn(r: Run, scenario = CLUSTER_STATE): [string, string | null][] {
  return r.report.placements.filter((p) => p.scenario === scenario).map((p) => [p.pod.name, p.node]);
}

describe('a 3-member StatefulSet kept one per node by a hostname anti-affinity, on 2 nodes', () => {
  const r = simulateText(`${nodes(2)}---\n${ZK}`);

  it('places two members on their own nodes; the third stays Pending, refused by the anti-affinity on both nodes', () => {
    assert.deepEqual(placedOn(r), [
      ['zk-0', 'n1'],
      ['zk-1', 'n2'],
      ['zk-2', null],
    ]);
    const pending = r.report.findings.filter((f) => f.ruleId === 'placement/unschedulable' && f.scenario === CLUSTER_STATE).map((f) => f.message);
    assert.deepEqual(pending, [
      `scenario "cluster-state": "default/zk-2" stays Pending: 0/2 nodes are available: 2 node(s) didn't match pod anti-affinity rules. preemption: 0/2 nodes are available: 2 No preemption victims found for incoming pod.`,
    ]);
  });

  it("the Pending member's resize is not Completed (it runs on no node)", () => {
    const resizes = r.report.resizes.filter((x) => x.scenario === 'zk-grow').map((x) => [x.pod.name, x.outcome, x.reason]);
    assert.deepEqual(resizes, [
      ['zk-0', 'Completed', 'Fits'],
      ['zk-1', 'Completed', 'Fits'],
      ['zk-2', 'Deferred', 'PodPending'],
    ]);
  });

  it('on 3 nodes every member is placed, one per node', () => {
    assert.deepEqual(placedOn(simulateText(`${nodes(3)}---\n${ZK}`)), [
      ['zk-0', 'n1'],
      ['zk-1', 'n2'],
      ['zk-2', 'n3'],
    ]);
  });
});

const PRIORITY = `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: low}
value: 10
`;

function pod(name: string, o: { priority?: string; labels?: string; node?: string; anti?: string; cpu?: string }): string {
  return `apiVersion: v1
kind: Pod
metadata: {name: ${name}, namespace: default, labels: {${o.labels ?? ''}}}
spec:
${o.node === undefined ? '' : `  nodeName: ${o.node}\n`}${o.priority === undefined ? '' : `  priorityClassName: ${o.priority}\n`}${
    o.anti === undefined
      ? ''
      : `  affinity:
    podAntiAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - {labelSelector: {matchLabels: {${o.anti}}}, topologyKey: kubernetes.io/hostname}
`
  }  containers:
  - {name: app, image: app, resources: {requests: {cpu: "${o.cpu ?? '1'}"}}}
`;
}

describe('preemption that anti-affinity, not room, calls for', () => {
  it("evicts the lower-priority pod the preemptor's anti-affinity forbids, though the node has room for both", () => {
    const r = simulateText(
      [nodes(1), PRIORITY, pod('batch', { priority: 'low', labels: 'role: batch', node: 'n1' }), pod('api', { priority: 'high', anti: 'role: batch' })].join(
        '---\n',
      ),
    );
    assert.deepEqual(
      r.report.evictions.map((e) => [e.pod.name, e.preemptor?.name]),
      [['batch', 'api']],
    );
    assert.deepEqual(placedOn(r), [['api', 'n1']]);
  });

  it('evicts the lower-priority pod whose own anti-affinity forbids the preemptor, and only it', () => {
    const r = simulateText(
      [
        nodes(1),
        PRIORITY,
        pod('loner', { priority: 'low', labels: 'role: loner', node: 'n1', anti: 'role: api' }),
        pod('other', { priority: 'low', labels: 'role: other', node: 'n1' }),
        pod('api', { priority: 'high', labels: 'role: api' }),
      ].join('---\n'),
    );
    // "other" is reprieved: with it back the preemptor still passes every filter.
    assert.deepEqual(
      r.report.evictions.map((e) => e.pod.name),
      ['loner'],
    );
    assert.deepEqual(placedOn(r), [['api', 'n1']]);
  });

  it('preempts nothing for a pod of the same priority: it stays Pending with the anti-affinity reason', () => {
    const r = simulateText(
      [nodes(1), PRIORITY, pod('a', { priority: 'high', labels: 'role: batch', node: 'n1' }), pod('b', { priority: 'high', anti: 'role: batch' })].join(
        '---\n',
      ),
    );
    assert.deepEqual(r.report.evictions, []);
    assert.deepEqual(placedOn(r), [['b', null]]);
  });
});

describe('pod affinity and the order pods are placed in', () => {
  const cache = (priority: string): string => `apiVersion: apps/v1
kind: Deployment
metadata: {name: cache, namespace: default}
spec:
  replicas: 1
  selector: {matchLabels: {app: cache}}
  template:
    metadata: {labels: {app: cache}}
    spec:
      priorityClassName: ${priority}
      containers:
      - {name: cache, image: redis, resources: {requests: {cpu: "1"}}}
`;
  const app = `apiVersion: apps/v1
kind: Deployment
metadata: {name: app, namespace: default}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      priorityClassName: high
      affinity:
        podAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
          - labelSelector: {matchLabels: {app: cache}}
            topologyKey: kubernetes.io/hostname
      containers:
      - {name: web, image: web, resources: {requests: {cpu: "1"}}}
`;

  it('a pod whose required affinity waits for a lower-priority pod is placed beside it once that pod is placed', () => {
    const r = simulateText([nodes(3), PRIORITY, cache('low'), app].join('---\n'));
    const byName = new Map(placedOn(r));
    const cacheNode = [...byName].find(([n]) => n.startsWith('cache-'))![1];
    assert.ok(cacheNode !== null);
    for (const [name, node] of byName) if (name.startsWith('app-')) assert.equal(node, cacheNode, `${name} on ${node}`);
  });

  it('with no pod to join anywhere and not matching its own terms, the pod stays Pending (UnschedulableAndUnresolvable: no preemption)', () => {
    const r = simulateText([nodes(2), PRIORITY, app].join('---\n'));
    const pending = r.report.findings.filter((f) => f.ruleId === 'placement/unschedulable').map((f) => f.message);
    assert.equal(pending.length, 2);
    for (const m of pending)
      assert.match(
        m,
        /0\/2 nodes are available: 2 node\(s\) didn't match pod affinity rules\. preemption: 0\/2 nodes are available: 2 Preemption is not helpful for scheduling\./,
      );
  });
});

describe('a pod bound by spec.nodeName', () => {
  it('is not checked against anti-affinity: the kubelet admits it (no InterPodAffinity there), and no finding says otherwise', () => {
    const r = simulateText(
      [nodes(1), pod('a', { labels: 'app: zk', node: 'n1', anti: 'app: zk' }), pod('b', { labels: 'app: zk', node: 'n1', anti: 'app: zk' })].join('---\n'),
    );
    assert.deepEqual(
      r.report.findings.map((f) => f.ruleId).filter((id) => id.startsWith('placement/')),
      [],
    );
    assert.deepEqual(r.report.placements, []);
  });
});
