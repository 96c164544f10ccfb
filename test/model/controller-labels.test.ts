/**
 * The labels controllers put on the pods they make (src/model/controller-labels.ts): a
 * Deployment's `pod-template-hash` (deployment/sync.go getNewReplicaSet), a StatefulSet's
 * `statefulset.kubernetes.io/pod-name`, `apps.kubernetes.io/pod-index` and
 * `controller-revision-hash` (stateful_set_utils.go updateIdentity, setPodRevision), a
 * DaemonSet's `controller-revision-hash` and `pod-template-generation` (daemonset_util.go
 * CreatePodTemplate), a Job's `job-name` labels (registry/batch/job/strategy.go generateSelector)
 * and an Indexed Job's `batch.kubernetes.io/job-completion-index` (addCompletionIndexLabel).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { computeHash } from '../../src/model/pod-names.ts';
import { classifyChange } from '../../src/diff/classify.ts';
import { lintSources } from '../../src/index.ts';

const NODES = ['n1', 'n2'].map((n) => `apiVersion: v1\nkind: Node\nmetadata: {name: ${n}}\nstatus: {allocatable: {cpu: "8", memory: 16Gi, pods: "110"}}\n`);

const TEMPLATE = `  template:
    metadata: {labels: {app: db}}
    spec:
      containers:
      - name: app
        image: app:1
        resources: {requests: {cpu: 100m, memory: 128Mi}}
`;

function labelsOf(...docs: string[]): Record<string, Record<string, string>> {
  const { model } = buildClusterModel(parseSource({ path: 'w.yaml', text: [...NODES, ...docs].join('---\n') }).documents);
  return Object.fromEntries(model.pods.map((p) => [p.ref.name, { ...p.labels }]));
}

function templateHash(text: string): string {
  const doc = parseSource({ path: 't.yaml', text }).documents[0]!.value as { spec: { template: unknown } };
  return computeHash(doc.spec.template);
}

describe('labels controllers add to their pods', () => {
  it('StatefulSet: each pod its own pod-name and pod-index (from spec.ordinals.start), one controller-revision-hash', () => {
    const set = `apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db, namespace: data}\nspec:\n  replicas: 3\n  ordinals: {start: 2}\n  serviceName: db\n  selector: {matchLabels: {app: db}}\n${TEMPLATE}`;
    const revision = `db-${templateHash(set)}`;
    assert.deepEqual(labelsOf(set), {
      'db-2': { app: 'db', 'statefulset.kubernetes.io/pod-name': 'db-2', 'apps.kubernetes.io/pod-index': '2', 'controller-revision-hash': revision },
      'db-3': { app: 'db', 'statefulset.kubernetes.io/pod-name': 'db-3', 'apps.kubernetes.io/pod-index': '3', 'controller-revision-hash': revision },
      'db-4': { app: 'db', 'statefulset.kubernetes.io/pod-name': 'db-4', 'apps.kubernetes.io/pod-index': '4', 'controller-revision-hash': revision },
    });
  });

  it("Deployment: pod-template-hash, the hash in its ReplicaSet's name, replacing one the template sets", () => {
    const deployment = `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: shop}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: db}}\n${TEMPLATE.replace('{app: db}', '{app: db, pod-template-hash: mine}')}`;
    const hash = templateHash(deployment);
    const pods = labelsOf(deployment);
    assert.equal(Object.keys(pods).length, 2);
    for (const [name, labels] of Object.entries(pods)) {
      assert.ok(name.startsWith(`web-${hash}-`), name);
      assert.deepEqual(labels, { app: 'db', 'pod-template-hash': hash });
    }
  });

  it('DaemonSet: controller-revision-hash and pod-template-generation (metadata.generation, 1 for a new object)', () => {
    const ds = `apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: agent, namespace: kube-system, generation: 4}\nspec:\n  selector: {matchLabels: {app: db}}\n${TEMPLATE}`;
    const hash = templateHash(ds);
    const pods = Object.values(labelsOf(ds));
    assert.equal(pods.length, 2);
    for (const labels of pods) assert.deepEqual(labels, { app: 'db', 'controller-revision-hash': hash, 'pod-template-generation': '4' });
  });

  it("Job: job-name and batch.kubernetes.io/job-name unless set in the template or manualSelector; an Indexed Job's completion index", () => {
    const job = (name: string, extra: string, template = TEMPLATE): string =>
      `apiVersion: batch/v1\nkind: Job\nmetadata: {name: ${name}, namespace: batch}\nspec:\n${extra}${template.replace('    spec:\n', '    spec:\n      restartPolicy: Never\n')}`;
    const pods = labelsOf(
      job('plain', '  parallelism: 1\n'),
      job('manual', '  manualSelector: true\n  selector: {matchLabels: {app: db}}\n'),
      job('own', '  parallelism: 1\n', TEMPLATE.replace('{app: db}', '{app: db, job-name: mine}')),
      job('indexed', '  completionMode: Indexed\n  completions: 2\n  parallelism: 2\n'),
    );
    const byJob = (prefix: string): Record<string, string>[] =>
      Object.entries(pods)
        .filter(([n]) => n.startsWith(prefix))
        .map(([, l]) => l);
    assert.deepEqual(byJob('plain-'), [{ app: 'db', 'job-name': 'plain', 'batch.kubernetes.io/job-name': 'plain' }]);
    assert.deepEqual(byJob('manual-'), [{ app: 'db' }]);
    assert.deepEqual(byJob('own-'), [{ app: 'db', 'job-name': 'mine', 'batch.kubernetes.io/job-name': 'own' }]);
    assert.deepEqual(
      byJob('indexed-')
        .map((l) => l['batch.kubernetes.io/job-completion-index'])
        .sort(),
      ['0', '1'],
    );
  });

  it('a PDB selecting one StatefulSet pod by its pod-name label covers that pod (no reference/pdb-selects-nothing)', () => {
    const set = `apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db, namespace: data}\nspec:\n  replicas: 3\n  serviceName: db\n  selector: {matchLabels: {app: db}}\n${TEMPLATE}`;
    const pdb = `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: db-0, namespace: data}\nspec:\n  maxUnavailable: 0\n  selector: {matchLabels: {statefulset.kubernetes.io/pod-name: db-0}}\n`;
    const ruleIds = (p: string): string[] =>
      lintSources([{ path: 'c.yaml', text: [...NODES, set, p].join('---\n') }], { featureGates: {} }).diagnostics.map((d) => d.ruleId);
    assert.ok(!ruleIds(pdb).includes('reference/pdb-selects-nothing'));
    // The same PDB on a label no pod has selects nothing: the rule is on.
    assert.ok(ruleIds(pdb.replace('pod-name: db-0', 'pod-name: db-9')).includes('reference/pdb-selects-nothing'));
  });
});

describe('pod-template-hash in a spread constraint', () => {
  it("matchLabelKeys: [pod-template-hash] counts only the Deployment's own pods, not another Deployment's of the same app label", () => {
    const node = (name: string, zone: string, pods: number): string =>
      `apiVersion: v1\nkind: Node\nmetadata: {name: ${name}, labels: {topology.kubernetes.io/zone: ${zone}}}\nstatus: {allocatable: {cpu: "8", memory: 16Gi, pods: "${pods}"}}\n`;
    const deployment = (name: string, replicas: number, spec: string): string => `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}, namespace: shop}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: web, colour: ${name}}}
  template:
    metadata: {labels: {app: web, colour: ${name}}}
    spec:
${spec}      containers:
      - name: app
        image: app:1
        resources: {requests: {cpu: 100m, memory: 128Mi}}
`;
    // blue: three pods held in zone a. green spreads over the zones by app=web, its own revision only.
    const blue = deployment('blue', 3, '      nodeSelector: {topology.kubernetes.io/zone: a}\n');
    const green = deployment(
      'green',
      2,
      `      topologySpreadConstraints:
      - maxSkew: 1
        topologyKey: topology.kubernetes.io/zone
        whenUnsatisfiable: DoNotSchedule
        labelSelector: {matchLabels: {app: web}}
        matchLabelKeys: [pod-template-hash]
`,
    );
    const result = lintSources([{ path: 'c.yaml', text: [node('a1', 'a', 110), node('b1', 'b', 1), blue, green].join('---\n') }], { featureGates: {} });
    const unschedulable = result.diagnostics.filter((d) => d.ruleId === 'placement/unschedulable').map((d) => d.object?.name);
    // Counted with blue's three pods in zone a, green could only go to b1, which holds one pod: one
    // green pod would stay Pending. Counted alone, green puts one pod in each zone.
    assert.deepEqual(unschedulable, []);
    assert.equal(result.diagnostics.filter((d) => d.ruleId.startsWith('placement/')).length, 0, JSON.stringify(result.diagnostics.map((d) => d.message)));
    assert.equal(result.model.pods.length, 5);
  });
});

describe('a StatefulSet ordinal made at the current revision (diff/classify.ts)', () => {
  it("has the base revision's controller-revision-hash and its own pod-name and pod-index (newVersionedStatefulSetPod, updateIdentity)", () => {
    const set = (replicas: number, image: string): string =>
      `apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db, namespace: data}\nspec:\n  replicas: ${replicas}\n  serviceName: db\n  updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: 2}}\n  selector: {matchLabels: {app: db}}\n${TEMPLATE.replace('app:1', image)}`;
    const model = (text: string) => buildClusterModel(parseSource({ path: 'w.yaml', text: [...NODES, text].join('---\n') }).documents).model;
    const { plan } = classifyChange(model(set(1, 'app:1')), model(set(4, 'app:2')));
    const [rollout] = plan.rollouts;
    const current = rollout!.changes.find((c) => c.replica === '1')!.current!;
    assert.equal(current.ref.name, 'db-1');
    assert.deepEqual(current.labels, {
      app: 'db',
      'statefulset.kubernetes.io/pod-name': 'db-1',
      'apps.kubernetes.io/pod-index': '1',
      'controller-revision-hash': `db-${templateHash(set(1, 'app:1'))}`,
    });
    assert.equal(rollout!.changes.find((c) => c.replica === '2')!.current, undefined, 'ordinal 2 is at the partition: the update revision');
  });
});
