/** Workload kinds from real repositories: Argo Rollouts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

const rollout = (body: string): string => `apiVersion: argoproj.io/v1alpha1\nkind: Rollout\nmetadata: {name: web}\nspec:\n  replicas: 3\n  strategy: {canary: {steps: [{setWeight: 20}, {pause: {}}]}}\n${body}`;

describe('Argo Rollouts', () => {
  it('a Rollout is placed like a Deployment: its replicas of its pod template', async () => {
    const template = deployment('web').slice(deployment('web').indexOf('  selector:'));
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'rollout.yaml': rollout(template) }));
    assert.deepEqual(report.placements.map((p) => `${p.owner.kind}/${p.owner.name}`), ['Rollout/web', 'Rollout/web', 'Rollout/web']);
    assert.deepEqual(report.findings.filter((f) => f.ruleId === 'coverage/not-simulated'), []);
  });

  it('spec.workloadRef takes the pod template of the Deployment it names', async () => {
    const body = '  selector: {matchLabels: {app: web}}\n  workloadRef: {apiVersion: apps/v1, kind: Deployment, name: web-template}\n';
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'rollout.yaml': rollout(body), 'template.yaml': deployment('web-template', { replicas: 0 }) }));
    assert.equal(report.placements.filter((p) => p.owner.kind === 'Rollout').length, 3);
    const missing = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'rollout.yaml': rollout(body) }));
    assert.equal(missing.report.findings.filter((f) => f.ruleId === 'reference/missing-target').length, 1);
  });
});

describe('LimitRange defaults at admission (LimitRanger)', () => {
  const limitRange = (item: string): string => `apiVersion: v1\nkind: LimitRange\nmetadata: {name: defaults, namespace: team}\nspec:\n  limits:\n  - type: Container\n${item}`;
  const bare = (name: string, resources = ''): string => `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}, namespace: team}\nspec:\n  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec:\n      containers:\n      - name: app\n        image: nginx\n${resources}`;
  const ONE_CPU = 'nodePools:\n  - name: pool\n    count: 1\n    allocatable: {cpu: "1", memory: 4Gi}\n';

  it('defaultRequest gives containers without requests their size: two 1-CPU pods do not fit one 1-CPU node', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': ONE_CPU, 'lr.yaml': limitRange('    defaultRequest: {cpu: "1"}\n'), 'a.yaml': bare('a'), 'b.yaml': bare('b') }));
    assert.deepEqual(report.placements.map((p) => p.node === null).sort(), [false, true], 'one of the two stays Pending');
  });

  it('without a LimitRange the same pods request nothing and both fit', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': ONE_CPU, 'a.yaml': bare('a'), 'b.yaml': bare('b') }));
    assert.ok(report.placements.every((p) => p.node !== null));
  });

  it('default (limit) also sets the request when defaultRequest is absent (SetDefaults_LimitRangeItem); a container\'s own request wins', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': ONE_CPU, 'lr.yaml': limitRange('    default: {cpu: 600m}\n'), 'a.yaml': bare('a'), 'b.yaml': bare('b', '        resources: {requests: {cpu: 300m}}\n') }));
    assert.ok(report.placements.every((p) => p.node !== null), '600m + 300m fit in 1 CPU');
    const { report: two } = await checkJson(await writeRepo({ '.resizeguard.yaml': ONE_CPU, 'lr.yaml': limitRange('    default: {cpu: 600m}\n'), 'a.yaml': bare('a'), 'b.yaml': bare('b') }));
    assert.equal(two.placements.filter((p) => p.node === null).length, 1, '600m + 600m do not');
  });
});

describe('bounded work', () => {
  it('a replica bomb is one input/too-large error at spec.replicas; the other workloads are still simulated', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'bomb.yaml': deployment('bomb', { replicas: 2147483647 }), 'web.yaml': deployment('web') }));
    const big = report.findings.filter((f) => f.ruleId === 'input/too-large');
    assert.deepEqual(big.map((f) => [f.severity, f.file, f.line]), [['error', 'bomb.yaml', 6]]);
    assert.match(big[0]!.message, /asks for 2147483647 pods, more than the 150000 one workload may make here/);
    assert.deepEqual(report.placements.map((p) => p.owner.name), ['web']);
  });
});
