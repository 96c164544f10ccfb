/**
 * A StatefulSet's first placement (cluster-state) under podManagementPolicy OrderedReady, the
 * default: its controller creates ordinal 0 and creates no later ordinal while an earlier one is
 * not Running and Ready (pkg/controller/statefulset/stateful_set_control.go processReplica), so
 * the ordinals after the first one that stays Pending are never created. Parallel creates all.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CLUSTER_STATE, simulateText, type Run } from '../helpers/engine.ts';

/** `count` nodes of 8 CPU, as config nodePools would make them. */
function nodes(count: number): string {
  return Array.from(
    { length: count },
    (_, i) => `apiVersion: v1
kind: Node
metadata: {name: n${i + 1}}
status:
  allocatable: {cpu: "8", memory: 32Gi, pods: "110"}
`,
  ).join('---\n');
}

function statefulSet(replicas: number, cpu: string, extra = ''): string {
  return `apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db, namespace: data}
spec:
  replicas: ${replicas}
  serviceName: db${extra}
  selector: {matchLabels: {app: db}}
  template:
    metadata: {labels: {app: db}}
    spec:
      containers:
      - {name: db, image: postgres, resources: {requests: {cpu: "${cpu}"}}}
`;
}

function placed(r: Run): [string, string | null][] {
  return r.report.placements.map((p) => [p.pod.name, p.node]);
}

function pending(r: Run): string[] {
  return r.report.findings.filter((f) => f.ruleId === 'placement/unschedulable').map((f) => f.message);
}

const FIT = `0/3 nodes are available: 3 Insufficient cpu. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.`;

describe('a StatefulSet under OrderedReady whose ordinals cannot be placed', () => {
  const r = simulateText(`${nodes(3)}---\n${statefulSet(3, '9')}`);

  it('creates only ordinal 0, which stays Pending; the later ordinals are not created, placed or counted', () => {
    assert.deepEqual(placed(r), [['db-0', null]]);
    assert.equal(r.report.summary.pods, 1);
    assert.ok(!r.report.events.some((e) => e.object !== 'Pod/data/db-0'));
  });

  it('reports the Pending ordinal once, naming the ordinals that wait for it', () => {
    assert.deepEqual(pending(r), [
      `scenario "${CLUSTER_STATE}": "data/db-0" stays Pending: ${FIT} StatefulSet "db" (podManagementPolicy OrderedReady) creates no ordinal while an earlier one is not Running and Ready, so its 2 later ordinals ("data/db-1" and "data/db-2") wait for it and are never created`,
    ]);
  });

  it('Parallel creates every ordinal at once: each stays Pending and is reported', () => {
    const p = simulateText(`${nodes(3)}---\n${statefulSet(3, '9', '\n  podManagementPolicy: Parallel')}`);
    assert.deepEqual(placed(p), [
      ['db-0', null],
      ['db-1', null],
      ['db-2', null],
    ]);
    assert.equal(p.report.summary.pods, 3);
    assert.deepEqual(
      pending(p),
      ['db-0', 'db-1', 'db-2'].map((n) => `scenario "${CLUSTER_STATE}": "data/${n}" stays Pending: ${FIT}`),
    );
  });
});

describe('a StatefulSet under OrderedReady whose first ordinals fit', () => {
  // Two 8-CPU nodes hold one 5-CPU ordinal each: db-2 stays Pending, db-3 is never created.
  const yaml = `${nodes(2)}---\n${statefulSet(4, '5')}`;
  const r = simulateText(yaml);
  const fit = `0/2 nodes are available: 2 Insufficient cpu. preemption: 0/2 nodes are available: 2 No preemption victims found for incoming pod.`;

  it('places ordinals 0 and 1, leaves 2 Pending and never creates 3', () => {
    assert.deepEqual(placed(r), [
      ['db-0', 'n1'],
      ['db-1', 'n2'],
      ['db-2', null],
    ]);
    assert.equal(r.report.summary.pods, 3);
    assert.deepEqual(pending(r), [
      `scenario "${CLUSTER_STATE}": "data/db-2" stays Pending: ${fit} StatefulSet "db" (podManagementPolicy OrderedReady) creates no ordinal while an earlier one is not Running and Ready, so its later ordinal ("data/db-3") waits for it and is never created`,
    ]);
  });

  it('a ResizeScenario resizes the ordinals that exist, and says one it names is never created', () => {
    const s = simulateText(`${yaml}---
apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: shrink}
spec:
  resizes:
  - target: {kind: StatefulSet, namespace: data, name: db}
    containers: [{name: db, resources: {requests: {cpu: "4"}}}]
  - target: {kind: Pod, namespace: data, name: db-3}
    containers: [{name: db, resources: {requests: {cpu: "4"}}}]
`);
    assert.deepEqual(
      s.report.resizes.filter((x) => x.scenario === 'shrink').map((x) => x.pod.name),
      ['db-0', 'db-1', 'db-2'],
    );
    assert.deepEqual(
      s.report.findings.filter((f) => f.ruleId === 'reference/missing-target').map((f) => f.message),
      [
        'resize target Pod/data/db-3 is never created: its StatefulSet (podManagementPolicy OrderedReady) waits for "data/db-2", which stays Pending, so it matches no pod',
      ],
    );
  });
});

describe('a cluster without nodes', () => {
  it('keeps every ordinal: each pod is Pending for the one reason reference/no-nodes gives', () => {
    const r = simulateText(statefulSet(3, '9'));
    assert.equal(r.report.summary.pods, 3);
  });
});

describe('pods the API server holds already (a snapshot)', () => {
  it('are what they are: every Pending pod of the set is kept and reported', () => {
    const pods = [0, 1, 2].map(
      (i) => `apiVersion: v1
kind: Pod
metadata:
  name: db-${i}
  namespace: data
  uid: uid-db-${i}
  ownerReferences: [{apiVersion: apps/v1, kind: StatefulSet, name: db, uid: sts, controller: true}]
spec:
  containers:
  - {name: db, image: postgres, resources: {requests: {cpu: "9"}}}
status: {phase: Pending}
`,
    );
    const r = simulateText([nodes(3), ...pods].join('---\n'));
    assert.deepEqual(placed(r), [
      ['db-0', null],
      ['db-1', null],
      ['db-2', null],
    ]);
    assert.equal(r.report.summary.pods, 3);
  });
});
