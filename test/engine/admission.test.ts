/**
 * Admission of a resize (PodValidateLimitFunc, PodUsageFunc): LimitRanger and ResourceQuota run on the
 * pods/resize subresource; a violation is 403 Forbidden (outcome Rejected, reasons
 * LimitRangeViolation / QuotaExceeded, upstream message text) and nothing changes on the node.
 * Quota usage of every pod is max(desired, actual, allocated), as the scheduler counts it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { node, pod, priorityClass, scenario, type Manifest } from '../helpers/builders.ts';
import { events, inputErrors, resize, simulate, type Run } from '../helpers/engine.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

type Json = Record<string, unknown>;

function run(items: readonly Manifest[], raw: readonly Json[]): Run {
  const r = simulate([node('n1').cpu('8').memory('16Gi'), ...items], {}, raw);
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  return r;
}

function limitRange(...limits: Json[]): Json {
  return { apiVersion: 'v1', kind: 'LimitRange', metadata: { name: 'limits', namespace: 'default' }, spec: { limits } };
}

function quota(name: string, hard: Json, namespace = 'default', extra: Json = {}): Json {
  return { apiVersion: 'v1', kind: 'ResourceQuota', metadata: { name, namespace }, spec: { hard, ...extra } };
}

/** Asserts a 403: Rejected with the reason and exact message, no kubelet event, `to` = `from`. */
function assertForbidden(r: Run, podName: string, reason: string, message: string): void {
  const res = resize(r, podName, 'change');
  assert.equal(res.outcome, 'Rejected', res.message);
  assert.equal(res.reason, reason);
  assert.equal(res.message, message);
  assert.deepEqual(res.to, res.from, 'nothing changes');
  assert.deepEqual(events(r, 'change', podName), [], 'the kubelet never sees the request');
  assertValidReport(r.report);
}

// ---------------------------------------------------------------------------------------------
describe('PodValidateLimitFunc: LimitRanger on pods/resize', () => {
  const p = (): Manifest => pod('p').container('app').requests({ cpu: '500m', memory: '256Mi' }).limits({ cpu: '1', memory: '512Mi' }).on('n1');

  it('Container max: a limit above max is refused ("maximum cpu usage per Container is 1, but limit is 2")', () => {
    const r = run([p(), scenario('change').resize('p', 'app', { cpu: '1' }, { cpu: '2' })], [limitRange({ type: 'Container', max: { cpu: '1' } })]);
    assertForbidden(r, 'p', 'LimitRangeViolation', 'maximum cpu usage per Container is 1, but limit is 2 (LimitRange "default/limits")');
  });

  it('Container max: a resize within max is admitted', () => {
    const r = run([p(), scenario('change').resize('p', 'app', { cpu: '1' })], [limitRange({ type: 'Container', max: { cpu: '1' } })]);
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('Container min: a request below min is refused ("minimum memory usage per Container is 256Mi, but request is 128Mi")', () => {
    const r = run([p(), scenario('change').resize('p', 'app', { memory: '128Mi' })], [limitRange({ type: 'Container', min: { memory: '256Mi' } })]);
    assertForbidden(r, 'p', 'LimitRangeViolation', 'minimum memory usage per Container is 256Mi, but request is 128Mi (LimitRange "default/limits")');
  });

  it('Container maxLimitRequestRatio: limit/request 4 above 2 is refused with the ratio printed as %f', () => {
    const r = run([p(), scenario('change').resize('p', 'app', { cpu: '250m' })], [limitRange({ type: 'Container', maxLimitRequestRatio: { cpu: '2' } })]);
    assertForbidden(
      r,
      'p',
      'LimitRangeViolation',
      'cpu max limit to request ratio per Container is 2, but provided ratio is 4.000000 (LimitRange "default/limits")',
    );
  });

  it('Container maxLimitRequestRatio: exactly 2 is admitted', () => {
    const r = run(
      [p(), scenario('change').resize('p', 'app', { cpu: '500m' }, { cpu: '1' })],
      [limitRange({ type: 'Container', maxLimitRequestRatio: { cpu: '2' } })],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('Pod max: the sum over containers is checked ("maximum memory usage per Pod is 1Gi, but limit is 1280Mi")', () => {
    const two = pod('p')
      .container('app')
      .requests({ cpu: '500m', memory: '256Mi' })
      .limits({ cpu: '1', memory: '512Mi' })
      .container('log')
      .requests({ memory: '128Mi' })
      .limits({ memory: '256Mi' })
      .on('n1');
    const r = run([two, scenario('change').resize('p', 'app', { memory: '512Mi' }, { memory: '1Gi' })], [limitRange({ type: 'Pod', max: { memory: '1Gi' } })]);
    assertForbidden(r, 'p', 'LimitRangeViolation', 'maximum memory usage per Pod is 1Gi, but limit is 1280Mi (LimitRange "default/limits")');
  });

  it("Container max of a resource the pod does not limit: LimitRanger's defaults fill it first on pods/resize, so the resize is admitted", () => {
    // A pod the API server already holds, created before the LimitRange: PodMutateLimitFunc gives
    // the resize request the item's default limit (default from max) before PodValidateLimitFunc.
    const held = pod('p').uid('p-uid').container('app').requests({ cpu: '500m', memory: '256Mi' }).limits({ cpu: '1' }).on('n1');
    const r = run([held, scenario('change').resize('p', 'app', { cpu: '750m' })], [limitRange({ type: 'Container', max: { memory: '1Gi' } })]);
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('Pod max of a resource the pod does not limit: the resize is refused ("… No limit is specified")', () => {
    // A pod the API server already holds (its uid), created before the LimitRange.
    const held = pod('p').uid('p-uid').container('app').requests({ cpu: '500m', memory: '256Mi' }).limits({ cpu: '1' }).on('n1');
    const r = run([held, scenario('change').resize('p', 'app', { cpu: '750m' })], [limitRange({ type: 'Pod', max: { memory: '1Gi' } })]);
    assertForbidden(r, 'p', 'LimitRangeViolation', 'maximum memory usage per Pod is 1Gi.  No limit is specified (LimitRange "default/limits")');
  });

  it('several violations of one LimitRange are listed together, as utilerrors.NewAggregate prints them', () => {
    const r = run(
      [p(), scenario('change').resize('p', 'app', { cpu: '2', memory: '64Mi' }, { cpu: '2' })],
      [limitRange({ type: 'Container', max: { cpu: '1' }, min: { memory: '128Mi' } })],
    );
    assertForbidden(
      r,
      'p',
      'LimitRangeViolation',
      '[minimum memory usage per Container is 128Mi, but request is 64Mi, maximum cpu usage per Container is 1, but limit is 2] (LimitRange "default/limits")',
    );
  });

  it('a LimitRange of another namespace does not apply', () => {
    const other = { ...limitRange({ type: 'Container', max: { cpu: '1' } }), metadata: { name: 'limits', namespace: 'other' } };
    const r = run([p(), scenario('change').resize('p', 'app', { cpu: '1' }, { cpu: '2' })], [other]);
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('API validation comes first (422 before 403): a request above its limit is RequestExceedsLimit, not a LimitRange violation', () => {
    const r = run([p(), scenario('change').resize('p', 'app', { cpu: '2' })], [limitRange({ type: 'Container', max: { cpu: '1' } })]);
    assert.equal(resize(r, 'p', 'change').reason, 'RequestExceedsLimit');
  });
});

// ---------------------------------------------------------------------------------------------
describe('PodUsageFunc: ResourceQuota on pods/resize', () => {
  it('requests.cpu: growth 1 on top of 1500m used exceeds 2 ("exceeded quota: compute, requested: requests.cpu=1, used: requests.cpu=1500m, limited: requests.cpu=2")', () => {
    const r = run(
      [pod('p').cpu('500m').on('n1'), pod('q').cpu('1').on('n1'), scenario('change').resize('p', 'c', { cpu: '1500m' })],
      [quota('compute', { 'requests.cpu': '2' })],
    );
    assertForbidden(r, 'p', 'QuotaExceeded', 'exceeded quota: compute, requested: requests.cpu=1, used: requests.cpu=1500m, limited: requests.cpu=2');
  });

  it('requests.cpu: a growth that fits (500m → 1, 1 + 1 ≤ 2) is admitted', () => {
    const r = run(
      [pod('p').cpu('500m').on('n1'), pod('q').cpu('1').on('n1'), scenario('change').resize('p', 'c', { cpu: '1' })],
      [quota('compute', { 'requests.cpu': '2' })],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('bare cpu is the cpu request too', () => {
    const r = run(
      [pod('p').cpu('500m').on('n1'), pod('q').cpu('1').on('n1'), scenario('change').resize('p', 'c', { cpu: '1500m' })],
      [quota('compute', { cpu: '2' })],
    );
    assertForbidden(r, 'p', 'QuotaExceeded', 'exceeded quota: compute, requested: cpu=1, used: cpu=1500m, limited: cpu=2');
  });

  it('limits.memory: a limit growth is charged on the limits', () => {
    const r = run(
      [
        pod('p').requests({ memory: '256Mi' }).limits({ memory: '512Mi' }).on('n1'),
        pod('q').requests({ memory: '256Mi' }).limits({ memory: '1536Mi' }).on('n1'),
        scenario('change').resize('p', 'c', { memory: '256Mi' }, { memory: '1Gi' }),
      ],
      [quota('mem', { 'limits.memory': '2Gi', 'requests.memory': '4Gi' })],
    );
    assertForbidden(r, 'p', 'QuotaExceeded', 'exceeded quota: mem, requested: limits.memory=512Mi, used: limits.memory=2Gi, limited: limits.memory=2Gi');
  });

  it('a Deferred neighbour counts at its desired size (max(desired, actual, allocated)): 500m + 1500m desired + growth 500m > 2', () => {
    const r = run(
      [
        priorityClass('high', 1000),
        node('n2').cpu('2').memory('4Gi'),
        // Running pods (a uid: the API server holds them), admitted before the quota was lowered.
        pod('blocker').priority('high').cpu('1').uid('blocker').on('n2'),
        pod('neighbour').cpu('1500m').allocated({ cpu: '500m' }).deferred().on('n2'),
        pod('p').cpu('500m').uid('p').on('n1'),
        scenario('change').resize('p', 'c', { cpu: '1' }),
      ],
      [quota('compute', { 'requests.cpu': '2500m' })],
    );
    assert.equal(resize(r, 'neighbour', 'cluster-state').outcome, 'Deferred', 'the neighbour stays Deferred');
    assertForbidden(r, 'p', 'QuotaExceeded', 'exceeded quota: compute, requested: requests.cpu=500m, used: requests.cpu=3, limited: requests.cpu=2500m');
  });

  it('a neighbour whose shrink is not actuated yet counts at its actual size (1500m), an Infeasible one not at its desired size', () => {
    const shrinking = pod('neighbour').cpu('500m').allocated({ cpu: '500m' }).actual({ cpu: '1500m' }).on('n1');
    const r = run(
      [shrinking, pod('p').cpu('500m').on('n1'), scenario('change').resize('p', 'c', { cpu: '1' })],
      [quota('compute', { 'requests.cpu': '2400m' })],
    );
    assertForbidden(r, 'p', 'QuotaExceeded', 'exceeded quota: compute, requested: requests.cpu=500m, used: requests.cpu=2, limited: requests.cpu=2400m');
    const infeasible = pod('neighbour').cpu('6').allocated({ cpu: '500m' }).infeasible().on('n1');
    const ok = run(
      [infeasible, pod('p').cpu('500m').on('n1'), scenario('change').resize('p', 'c', { cpu: '1' })],
      [quota('compute', { 'requests.cpu': '2400m' })],
    );
    assert.equal(resize(ok, 'p', 'change').outcome, 'Completed', 'the Infeasible neighbour counts 500m: 500m + 1 ≤ 2400m');
  });

  it('a resize that does not grow usage is admitted even in a namespace over its quota', () => {
    const r = run(
      // Running pods (a uid: the API server holds them), admitted before the quota was lowered.
      [pod('p').cpu('2').uid('p').on('n1'), pod('q').cpu('2').uid('q').on('n1'), scenario('change').resize('p', 'c', { cpu: '1' })],
      [quota('compute', { 'requests.cpu': '1' })],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('the resizes of one scenario are admitted in order: the second does not fit after the first', () => {
    const r = run(
      [pod('a').cpu('500m').on('n1'), pod('b').cpu('500m').on('n1'), scenario('change').resize('a', 'c', { cpu: '1' }).resize('b', 'c', { cpu: '1' })],
      [quota('compute', { 'requests.cpu': '1500m' })],
    );
    assert.equal(resize(r, 'a', 'change').outcome, 'Completed');
    assert.equal(resize(r, 'b', 'change').outcome, 'Rejected');
    assert.equal(
      resize(r, 'b', 'change').message,
      'exceeded quota: compute, requested: requests.cpu=500m, used: requests.cpu=1500m, limited: requests.cpu=1500m',
    );
  });

  it('a request earlier in a scenario that lowers the usage of a pod frees quota for one after it; a shrink not yet actuated does not', () => {
    // a asks 1500m but holds 500m (Deferred): it counts 1500m until it asks 500m again. Used:
    // 1 + 1500m + 100m + 500m = 3100m; c grows 100m (3200m), a drops 1 (2200m), b grows 1 (3200m).
    const r = run(
      [
        priorityClass('high', 1000),
        node('n2').cpu('2').memory('4Gi'),
        pod('blocker').priority('high').cpu('1').on('n2'),
        pod('a').cpu('1500m').allocated({ cpu: '500m' }).deferred().on('n2'),
        pod('c').cpu('100m').on('n1'),
        pod('b').cpu('500m').on('n1'),
        scenario('change').resize('c', 'c', { cpu: '200m' }).resize('a', 'c', { cpu: '500m' }).resize('b', 'c', { cpu: '1500m' }),
      ],
      [quota('compute', { 'requests.cpu': '3200m' })],
    );
    assert.equal(resize(r, 'c', 'change').outcome, 'Completed');
    assert.equal(resize(r, 'b', 'change').outcome, 'Completed', '3200m - 1 + 1 <= 3200m');
    // A running pod shrunk counts at its allocated size until the kubelet actuates it (max(desired, actual, allocated)).
    const shrunk = run(
      [pod('a').cpu('1').on('n1'), pod('b').cpu('500m').on('n1'), scenario('change').resize('a', 'c', { cpu: '500m' }).resize('b', 'c', { cpu: '1' })],
      [quota('compute', { 'requests.cpu': '1500m' })],
    );
    assert.equal(resize(shrunk, 'a', 'change').outcome, 'Completed');
    assert.equal(resize(shrunk, 'b', 'change').reason, 'QuotaExceeded', '1 + 500m used, growth 500m: 2 > 1500m');
  });

  it('quota scopes: a PriorityClass scope selects pods by class; a NotBestEffort quota applies to Burstable pods', () => {
    const items = [
      priorityClass('gold', 100),
      pod('p').priority('gold').cpu('500m').on('n1'),
      pod('q').cpu('1').on('n1'),
      scenario('change').resize('p', 'c', { cpu: '1500m' }),
    ];
    const gold = quota('gold', { 'requests.cpu': '2' }, 'default', {
      scopeSelector: { matchExpressions: [{ scopeName: 'PriorityClass', operator: 'In', values: ['gold'] }] },
    });
    assert.equal(resize(run(items, [gold]), 'p', 'change').outcome, 'Completed', 'q (no class) is not counted: 1500m ≤ 2');
    const silver = quota('silver', { 'requests.cpu': '1' }, 'default', {
      scopeSelector: { matchExpressions: [{ scopeName: 'PriorityClass', operator: 'In', values: ['silver'] }] },
    });
    assert.equal(resize(run(items, [silver]), 'p', 'change').outcome, 'Completed', 'the quota does not match p at all');
    const notBestEffort = quota('nbe', { 'requests.cpu': '2' }, 'default', { scopes: ['NotBestEffort'] });
    assert.equal(resize(run(items, [notBestEffort]), 'p', 'change').outcome, 'Rejected');
  });

  it('a quota of another namespace does not apply', () => {
    const r = run(
      [pod('p').cpu('500m').on('n1'), pod('q').cpu('1').on('n1'), scenario('change').resize('p', 'c', { cpu: '1500m' })],
      [quota('compute', { 'requests.cpu': '2' }, 'other')],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });

  it('LimitRanger runs before ResourceQuota: a resize violating both is a LimitRange violation', () => {
    const r = run(
      [
        pod('p').requests({ cpu: '500m' }).limits({ cpu: '1' }).on('n1'),
        pod('q').cpu('1').on('n1'),
        scenario('change').resize('p', 'c', { cpu: '2' }, { cpu: '2' }),
      ],
      [limitRange({ type: 'Container', max: { cpu: '1' } }), quota('compute', { 'requests.cpu': '2' })],
    );
    assert.equal(resize(r, 'p', 'change').reason, 'LimitRangeViolation');
  });
  // Usage is PodRequests' Quantity, added and compared exactly (quota.Add, quota.LessThanOrEqual):
  // each pod of `memory: 100m` uses a tenth of a byte, not a whole one.
  it('amounts finer than a byte add exactly: 300m used + growth 1400m fits requests.memory 2 (each pod rounded to 1 byte: 3 + 1 > 2)', () => {
    const r = run(
      [
        pod('p').requests({ memory: '100m' }).on('n1'),
        pod('q').requests({ memory: '100m' }).on('n1'),
        pod('s').requests({ memory: '100m' }).on('n1'),
        scenario('change').resize('p', 'c', { memory: '1500m' }),
      ],
      [quota('mem', { 'requests.memory': '2' })],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed', resize(r, 'p', 'change').message);
  });

  it('a neighbour counts at the exact largest of its sizes (maxResourceList compares Quantities): 1500m actual + 100m + growth 200m fits 1800m', () => {
    const r = run(
      [
        pod('neighbour').requests({ memory: '200m' }).allocated({ memory: '200m' }).actual({ memory: '1500m' }).on('n1'),
        pod('p').requests({ memory: '100m' }).on('n1'),
        scenario('change').resize('p', 'c', { memory: '300m' }),
      ],
      [quota('mem', { 'requests.memory': '1800m' })],
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed', resize(r, 'p', 'change').message);
  });

  it('an exact growth over the quota is refused with the exact amounts printed ("requested: requests.memory=400m, used: requests.memory=700m")', () => {
    const r = run(
      [
        pod('p').requests({ memory: '100m' }).on('n1'),
        pod('q').requests({ memory: '300m' }).on('n1'),
        pod('s').requests({ memory: '300m' }).on('n1'),
        scenario('change').resize('p', 'c', { memory: '500m' }),
      ],
      [quota('mem', { 'requests.memory': '1' })],
    );
    assertForbidden(r, 'p', 'QuotaExceeded', 'exceeded quota: mem, requested: requests.memory=400m, used: requests.memory=700m, limited: requests.memory=1');
  });
});

// ---------------------------------------------------------------------------------------------
describe('core/v1 LimitRange and ResourceQuota: schemas of the admission objects', () => {
  it('a LimitRange or ResourceQuota with a bad quantity is an input/schema error and is left out', () => {
    const r = simulate(
      [
        node('n1').cpu('8').memory('16Gi'),
        pod('p').requests({ cpu: '500m' }).limits({ cpu: '1' }).on('n1'),
        scenario('change').resize('p', 'c', { cpu: '1' }, { cpu: '2' }),
      ],
      {},
      [limitRange({ type: 'Container', max: { cpu: 'one' } }), quota('compute', { 'requests.cpu': '-1' })],
    );
    const schema = r.report.findings.filter((f) => f.ruleId === 'input/schema').map((f) => f.message);
    assert.equal(schema.length, 2, JSON.stringify(schema));
    assert.ok(
      schema.some((m) => m.startsWith('LimitRange "default/limits" spec.limits[0].max.cpu: "one" is not a valid quantity')),
      JSON.stringify(schema),
    );
    assert.ok(
      schema.some((m) => m.startsWith('ResourceQuota "default/compute" spec.hard["requests.cpu"]: must be greater than or equal to 0')),
      JSON.stringify(schema),
    );
    assert.equal(resize(r, 'p', 'change').outcome, 'Completed');
  });
});
