/**
 * Admission of a pod's creation (engine/admission/admit-create.ts): LimitRanger's min, max and
 * maxLimitRequestRatio, then ResourceQuota (the evaluator's keys, its "must specify" constraint,
 * used + usage ≤ hard) refuse a new pod, which is then never created (rule admission/pod-refused);
 * pods the API server holds count in the quota and are never refused; the resize path's quota
 * sees only the pods really created.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulateText, type Run } from '../helpers/engine.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

const NODE = `apiVersion: v1
kind: Node
metadata: {name: n1, labels: {kubernetes.io/hostname: n1}}
status: {allocatable: {cpu: "16", memory: 64Gi, pods: "110"}}
`;

function deployment(name: string, replicas: number, resources = ''): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}, namespace: team-b}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers:
      - name: app
        image: nginx
${resources}`;
}

const DEFAULTS = `apiVersion: v1
kind: LimitRange
metadata: {name: defaults, namespace: team-b}
spec:
  limits:
  - type: Container
    default: {cpu: 100m, memory: 256Mi}
    defaultRequest: {cpu: 100m, memory: 128Mi}
`;

function quota(hard: string, extra = ''): string {
  return `apiVersion: v1
kind: ResourceQuota
metadata: {name: team-b-quota, namespace: team-b}
spec:
  hard: ${hard}
${extra}`;
}

function run(...docs: string[]): Run {
  const r = simulateText([NODE, ...docs].join('---\n'));
  assertValidReport(r.report);
  return r;
}

function refusals(r: Run): string[] {
  return r.report.findings.filter((f) => f.ruleId === 'admission/pod-refused').map((f) => f.message);
}

function placed(r: Run, owner: string): number {
  return r.report.placements.filter((p) => p.scenario === 'cluster-state' && p.owner.name === owner && p.node !== null).length;
}

describe('ResourceQuota at pod creation (checkRequest, PodUsageFunc)', () => {
  it('requests.memory 1Gi holds 8 of 10 defaulted 128Mi replicas; the other 2 are refused with upstream message', () => {
    const r = run(DEFAULTS, quota('{requests.memory: 1Gi}'), deployment('web', 10));
    assert.equal(placed(r, 'web'), 8);
    assert.equal(r.result.model.pods.length, 8);
    const [message, ...more] = refusals(r);
    assert.deepEqual(more, []);
    assert.match(
      message!,
      /^Deployment\/team-b\/web: the API server refuses to create 2 of its 10 pods, so they never run: pods "web-[a-z0-9]+-" is forbidden: exceeded quota: team-b-quota, requested: requests.memory=128Mi, used: requests.memory=1Gi, limited: requests.memory=1Gi$/,
    );
  });

  it('the resize path counts only the created pods: used is the full 1Gi, never 1280Mi', () => {
    const grow = `apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: grow}
spec:
  resizes:
  - target: {kind: Deployment, namespace: team-b, name: web}
    containers:
    - name: app
      resources: {requests: {memory: 200Mi}}
`;
    const r = run(DEFAULTS, quota('{requests.memory: 1Gi}'), deployment('web', 10), grow);
    const rejected = r.report.resizes.filter((x) => x.scenario === 'grow' && x.reason === 'QuotaExceeded');
    assert.equal(rejected.length, 8);
    for (const x of rejected) assert.match(x.message, /used: requests\.memory=1Gi, limited: requests\.memory=1Gi$/);
  });

  // PodUsageFunc gives PodRequests' Quantity; checkRequest adds it to used exactly (quota.Add).
  it('three pods of memory 100m use 300m, which fits requests.memory 1 (not a byte each)', () => {
    const r = run(quota('{requests.memory: "1"}'), deployment('web', 3, '        resources: {requests: {memory: 100m}}\n'));
    assert.equal(placed(r, 'web'), 3);
    assert.deepEqual(refusals(r), []);
  });

  it('an exact usage over an exact hard is refused with the amounts Quantity.String prints: 200m used + 100m > 250m', () => {
    const r = run(quota('{requests.memory: 250m}'), deployment('web', 3, '        resources: {requests: {memory: 100m}}\n'));
    assert.equal(placed(r, 'web'), 2);
    assert.match(
      refusals(r)[0]!,
      /refuses to create 1 of its 3 pods.*exceeded quota: team-b-quota, requested: requests\.memory=100m, used: requests\.memory=200m, limited: requests\.memory=250m$/,
    );
  });

  it('pods: "5" (and count/pods) caps the replicas created', () => {
    for (const key of ['pods', 'count/pods']) {
      const r = run(DEFAULTS, quota(`{${key}: "5"}`), deployment('web', 7));
      assert.equal(placed(r, 'web'), 5, key);
      assert.match(
        refusals(r)[0]!,
        new RegExp(`refuses to create 2 of its 7 pods.*exceeded quota: team-b-quota, requested: ${key}=1, used: ${key}=5, limited: ${key}=5$`),
      );
    }
  });

  it('a quota on limits.cpu refuses containers without a cpu limit ("must specify")', () => {
    const r = run(quota('{limits.cpu: "4"}'), deployment('web', 2));
    assert.equal(placed(r, 'web'), 0);
    assert.match(refusals(r)[0]!, /all 2 of its pods.*is forbidden: failed quota: team-b-quota: must specify limits\.cpu for: app$/);
  });

  it('a scoped quota (BestEffort) leaves a Burstable pod alone', () => {
    const r = run(DEFAULTS, quota('{pods: "1"}', '  scopes: [BestEffort]\n'), deployment('web', 3));
    assert.equal(placed(r, 'web'), 3);
    assert.deepEqual(refusals(r), []);
  });

  it('pods the API server holds count in usage and are never refused; only new ones are', () => {
    const running = (name: string): string => `apiVersion: v1
kind: Pod
metadata: {name: ${name}, namespace: team-b, uid: ${name}}
spec:
  nodeName: n1
  containers:
  - name: app
    image: nginx
    resources: {requests: {memory: 768Mi}}
status: {phase: Running}
`;
    const r = run(
      quota('{requests.memory: 1Gi}'),
      running('old-a'),
      running('old-b'),
      deployment('web', 1, '        resources: {requests: {memory: 128Mi}}\n'),
    );
    assert.equal(r.result.model.pods.filter((p) => p.ref.name.startsWith('old-')).length, 2);
    assert.equal(placed(r, 'web'), 0);
    assert.match(refusals(r)[0]!, /used: requests\.memory=1536Mi, limited: requests\.memory=1Gi$/);
  });
});

describe('LimitRanger at pod creation (PodValidateLimitFunc)', () => {
  const max = `apiVersion: v1
kind: LimitRange
metadata: {name: team-b-limits, namespace: team-b}
spec:
  limits:
  - type: Container
    max: {cpu: "1", memory: 1Gi}
`;
  it('a container above max is refused: none of the replicas is created', () => {
    const r = run(max, deployment('big', 2, '        resources: {requests: {cpu: "2", memory: 512Mi}, limits: {cpu: "2", memory: 512Mi}}\n'));
    assert.equal(placed(r, 'big'), 0);
    assert.match(
      refusals(r)[0]!,
      /all 2 of its pods, so they never run: pods "big-[a-z0-9]+-" is forbidden: maximum cpu usage per Container is 1, but limit is 2$/,
    );
  });

  it('a Pod item’s max of a resource no container limits refuses the pod ("… No limit is specified"): a Pod item gives no defaults', () => {
    const podMax = 'apiVersion: v1\nkind: LimitRange\nmetadata: {name: pod-max, namespace: team-b}\nspec:\n  limits:\n  - type: Pod\n    max: {memory: 1Gi}\n';
    const r = run(podMax, deployment('web', 2, '        resources: {requests: {cpu: 100m, memory: 128Mi}}\n'));
    assert.equal(placed(r, 'web'), 0);
    assert.match(refusals(r)[0]!, /pods "web-[a-z0-9]+-" is forbidden: maximum memory usage per Pod is 1Gi\.  No limit is specified$/);
  });

  it('a container within max is created', () => {
    const r = run(max, deployment('big', 2, '        resources: {requests: {cpu: "1", memory: 512Mi}, limits: {cpu: "1", memory: 512Mi}}\n'));
    assert.equal(placed(r, 'big'), 2);
    assert.deepEqual(refusals(r), []);
  });
});
