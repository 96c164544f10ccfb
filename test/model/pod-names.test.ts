/**
 * Pod names as the controllers make them (src/model/pod-names.ts, src/model/workloads.ts):
 * `controller.ComputeHash` + `generateReplicaSetName` for a Deployment's ReplicaSet, GenerateName's
 * 5 characters for every generateName pod, StatefulSet ordinals, Indexed Job indexes, CronJob runs;
 * deterministic whatever the run or the file order, and fingerprints that survive a template change.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { computeHash, indexedJobPrefix, NameGenerator, replicaSetName } from '../../src/model/pod-names.ts';
import { lintSources } from '../../src/index.ts';
import { deploymentPod, generatedFrom } from '../helpers/pod-names.ts';

const NODES = ['n1', 'n2', 'n3'].map(
  (n) => `apiVersion: v1\nkind: Node\nmetadata: {name: ${n}}\nstatus: {allocatable: {cpu: "8", memory: 16Gi, pods: "110"}}\n`,
);

function workload(kind: string, name: string, extra = '', image = 'app:1'): string {
  return `apiVersion: ${kind === 'Job' || kind === 'CronJob' ? 'batch/v1' : 'apps/v1'}
kind: ${kind}
metadata: {name: ${name}, namespace: shop}
spec:
${extra}
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers:
      - name: app
        image: ${image}
        resources: {requests: {cpu: 100m, memory: 128Mi}}
`;
}

function podNames(...docs: string[]): string[] {
  const { model } = buildClusterModel(parseSource({ path: 'w.yaml', text: docs.join('---\n') }).documents);
  return model.pods.map((p) => `${p.ref.namespace}/${p.ref.name}`);
}

describe('pod names as the controllers make them', () => {
  it('controller.ComputeHash: the same template gives the same hash whatever its key order; another template another hash', () => {
    const a = { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'a:1' }] } };
    const reordered = { spec: { containers: [{ image: 'a:1', name: 'app' }] }, metadata: { labels: { app: 'web' } } };
    assert.equal(computeHash(a), computeHash(reordered));
    assert.notEqual(computeHash(a), computeHash({ ...a, spec: { containers: [{ name: 'app', image: 'a:2' }] } }));
    assert.match(computeHash(a), /^[bcdfghjklmnpqrstvwxz2456789]{1,10}$/, 'SafeEncodeString of a decimal uint32');
  });

  it('Deployment: <deployment>-<pod-template-hash>-<5>, all under one ReplicaSet', () => {
    const names = podNames(...NODES, workload('Deployment', 'web', '  replicas: 3'));
    assert.equal(names.length, 3);
    assert.equal(new Set(names).size, 3);
    const rs = new Set(names.map((n) => n.slice('shop/'.length, -6)));
    assert.equal(rs.size, 1, 'one ReplicaSet');
    for (const n of names) assert.match(n.slice('shop/'.length), deploymentPod('web'));
  });

  it('a Deployment and a StatefulSet of the same name never make the same pod name', () => {
    const names = podNames(...NODES, workload('Deployment', 'web', '  replicas: 3'), workload('StatefulSet', 'web', '  replicas: 3\n  serviceName: web'));
    assert.equal(new Set(names).size, 6);
    assert.deepEqual(names.filter((n) => /^shop\/web-\d+$/.test(n)).sort(), ['shop/web-0', 'shop/web-1', 'shop/web-2']);
  });

  it('StatefulSet: <set>-<ordinal>, from spec.ordinals.start', () => {
    assert.deepEqual(podNames(...NODES, workload('StatefulSet', 'db', '  replicas: 2\n  serviceName: db\n  ordinals: {start: 5}')).sort(), [
      'shop/db-5',
      'shop/db-6',
    ]);
  });

  it('ReplicaSet, DaemonSet and Job pods: <name>-<5>; Indexed Job pods: <job>-<index>-<5>', () => {
    const names = podNames(
      ...NODES,
      workload('ReplicaSet', 'rs', '  replicas: 2'),
      workload('DaemonSet', 'agent'),
      workload('Job', 'once', '  parallelism: 2'),
      workload('Job', 'idx', '  parallelism: 2\n  completions: 2\n  completionMode: Indexed'),
    );
    const of = (prefix: string): string[] => names.filter((n) => n.startsWith(`shop/${prefix}`)).map((n) => n.slice('shop/'.length));
    assert.equal(of('rs-').length, 2);
    for (const n of of('rs-')) assert.match(n, generatedFrom('rs-'));
    assert.equal(of('agent-').length, 3, 'one per node');
    for (const n of of('agent-')) assert.match(n, generatedFrom('agent-'));
    for (const n of of('once-')) assert.match(n, generatedFrom('once-'));
    assert.deepEqual(
      of('idx-')
        .map((n) => n.slice(0, -5))
        .sort(),
      ['idx-0-', 'idx-1-'],
    );
  });

  it('a DaemonSet pod keeps its name when another node joins (its random part is drawn from its node)', () => {
    const before = podNames(NODES[0]!, NODES[1]!, workload('DaemonSet', 'agent'));
    const after = podNames(...NODES, workload('DaemonSet', 'agent'));
    for (const n of before) assert.ok(after.includes(n), n);
  });

  it('CronJob: its run is <cronjob>-<number> and the run’s pods <run>-<5>', () => {
    const cron = `apiVersion: batch/v1
kind: CronJob
metadata: {name: nightly, namespace: shop}
spec:
  schedule: "0 2 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers: [{name: c, resources: {requests: {cpu: 100m}}}]
`;
    const [name] = podNames(...NODES, cron);
    assert.match(name!, /^shop\/nightly-\d{1,8}-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
  });

  it('lengths as upstream cuts them: the ReplicaSet name fits 253, a generated pod name 63', () => {
    const long = 'x'.repeat(300);
    assert.equal(replicaSetName(long, 'abcde').length, 253);
    assert.ok(replicaSetName(long, 'abcde').endsWith('-abcde'));
    assert.equal(new NameGenerator().generate(`${'y'.repeat(70)}-`, '0').length, 63);
    assert.equal(indexedJobPrefix('z'.repeat(60), 12), `${'z'.repeat(54)}-12-`);
  });

  it('GenerateName never hands out one name twice', () => {
    const g = new NameGenerator();
    const made = new Set<string>();
    for (let i = 0; i < 5000; i++) made.add(g.generate('web-', String(i % 50)));
    assert.equal(made.size, 5000);
  });

  it('byte-stable across runs and file orders', () => {
    const files = [
      NODES.join('---\n'),
      workload('Deployment', 'web', '  replicas: 4'),
      workload('DaemonSet', 'agent'),
      workload('Job', 'once', '  parallelism: 3'),
    ];
    const run = (order: readonly number[]): string => {
      const result = lintSources(
        order.map((i) => ({ path: `f${i}.yaml`, text: files[i]! })),
        { featureGates: {} },
      );
      return JSON.stringify(result.model.pods.map((p) => p.ref.name).sort());
    };
    const first = run([0, 1, 2, 3]);
    assert.equal(run([3, 2, 1, 0]), first);
    assert.equal(run([2, 0, 3, 1]), first);
  });
});

describe('fingerprints of a workload’s pods', () => {
  const scenario = `apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: grow}
spec:
  resizes:
  - target: {kind: Deployment, namespace: shop, name: web}
    containers:
    - name: app
      resources: {requests: {cpu: "20"}}
`;
  const fingerprints = (image: string): { names: string[]; prints: string[] } => {
    const result = lintSources([{ path: 'c.yaml', text: [NODES[0]!, workload('Deployment', 'web', '  replicas: 2', image), scenario].join('---\n') }], {
      featureGates: {},
    });
    const found = result.diagnostics.filter((d) => d.object?.kind === 'Pod');
    return { names: found.map((d) => d.object!.name).sort(), prints: found.map((d) => d.fingerprint!).sort() };
  };

  it('survive a template change (a new pod-template-hash renames every pod, the baseline still matches)', () => {
    const a = fingerprints('app:1');
    const b = fingerprints('app:2');
    assert.ok(a.prints.length > 0, 'the scenario draws findings on the pods');
    assert.notDeepEqual(a.names, b.names, 'the pods are renamed');
    assert.deepEqual(a.prints, b.prints);
  });
});
