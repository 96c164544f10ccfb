/**
 * The generated `limits` scenario (option scenarios.limits): every Burstable pod's requests grow
 * to its limits; a pod that would become Guaranteed (ValidatePodResize refuses a QoS change) grows
 * as far as Burstable allows, its first raised request one unit short of its limit; a container
 * without a limit for a resource keeps that request.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources, type LintOptions } from '../../src/index.ts';
import { formatMarkdown } from '../../src/report/markdown.ts';
import { formatText } from '../../src/report/text.ts';
import { manifests, node, pod, priorityClass, type Manifest, type PodBuilder } from '../helpers/builders.ts';
import { events, GATE, inputErrors, resize, type Run, jsonReport } from '../helpers/engine.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

const LIMITS = 'limits';

function run(items: readonly Manifest[], opts: Partial<LintOptions> = { scenarios: { limits: true } }): Run {
  const yaml = manifests(...items);
  const result = lintSources([{ path: 'cluster.yaml', text: yaml }], { featureGates: { [GATE]: true }, ...opts });
  const r = { result, report: jsonReport(result), yaml };
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  return r;
}

/** App 200m (limit 400m) and a non-sidecar init container `migrate` 100m (limit 1500m): the init container, raised, is the larger. */
function withMigrate(p: PodBuilder): PodBuilder {
  return p.container('app').requests({ cpu: '200m' }).limits({ cpu: '400m' }).init('migrate').requests({ cpu: '100m' }).limits({ cpu: '1500m' });
}

function limitsResizes(r: Run): string[] {
  return r.report.resizes
    .filter((x) => x.scenario === LIMITS)
    .map((x) => x.pod.name)
    .sort();
}

/** The requests a pod asked for in the limits scenario, from its kubelet resize event. */
function askedRequests(r: Run, podName: string, container: string): Record<string, string> | undefined {
  const e = events(r, LIMITS, podName).find((x) => x.reason.startsWith('Resize'));
  assert.ok(e, `${podName} has a kubelet resize event: ${JSON.stringify(r.report.events)}`);
  const summary = JSON.parse(e.message.slice(e.message.indexOf(': ') + 2)) as {
    containers: { name: string; resources: { requests?: Record<string, string> } }[];
    initContainers?: { name: string; resources: { requests?: Record<string, string> } }[];
  };
  return [...summary.containers, ...(summary.initContainers ?? [])].find((c) => c.name === container)?.resources.requests;
}

describe('scenario limits', () => {
  it('pods written alike share one planned resize: one set of resource lists for all of them', () => {
    const alike = (name: string) => pod(name).requests({ cpu: '100m', memory: '64Mi' }).limits({ cpu: '500m', memory: '256Mi' }).on('n1');
    const r = run([node('n1').cpu('4').memory('4Gi'), alike('a'), alike('b'), alike('c')]);
    const resizes = r.result.simulation.scenarios.find((s) => s.name === LIMITS)!.resizes;
    assert.equal(resizes.length, 3);
    assert.ok(resizes.every((x) => x.to === resizes[0]!.to && x.outcome === 'Completed'));
  });

  it('is off by default', () => {
    const r = run(
      [
        node('n1').cpu('4').memory('4Gi'),
        pod('b')
          .requests({ cpu: '100m', memory: '64Mi' })
          .limits({ cpu: '500m', memory: '256Mi' })
          .memory('64Mi')
          .on('n1')
          .container('side')
          .requests({ cpu: '50m' }),
      ],
      {},
    );
    assert.equal(
      r.result.simulation.scenarios.some((s) => s.name === LIMITS),
      false,
    );
  });

  it('raises every request of a Burstable pod to its limit (the pod stays Burstable: another container has no limits)', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('b')
        .container('app')
        .requests({ cpu: '100m', memory: '64Mi' })
        .limits({ cpu: '500m', memory: '256Mi' })
        .container('log')
        .requests({ cpu: '50m', memory: '32Mi' })
        .on('n1'),
    ]);
    const res = resize(r, 'b', LIMITS);
    assert.equal(res.outcome, 'Completed', res.message);
    assert.deepEqual(res.from, { cpu: '150m', memory: '96Mi' });
    assert.deepEqual(res.to, { cpu: '550m', memory: '288Mi' });
    assert.deepEqual(askedRequests(r, 'b', 'app'), { cpu: '500m', memory: '256Mi' });
    assert.deepEqual(askedRequests(r, 'b', 'log'), { cpu: '50m', memory: '32Mi' }, 'no limit: the request stays');
    assertValidReport(r.report);
  });

  it('a container without a limit for one resource keeps that request and raises the other', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('b').container('app').requests({ cpu: '100m', memory: '64Mi' }).limits({ memory: '128Mi' }).on('n1'),
    ]);
    assert.deepEqual(askedRequests(r, 'b', 'app'), { cpu: '100m', memory: '128Mi' });
    assert.equal(resize(r, 'b', LIMITS).outcome, 'Completed');
  });

  it('a pod that would become Guaranteed grows as far as Burstable allows: its first raised request stops one unit short', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('g').container('app').requests({ cpu: '100m', memory: '64Mi' }).limits({ cpu: '500m', memory: '256Mi' }).on('n1'),
    ]);
    assert.deepEqual(askedRequests(r, 'g', 'app'), { cpu: '499m', memory: '256Mi' });
    assert.equal(resize(r, 'g', LIMITS).outcome, 'Completed', 'the API accepts it: the pod stays Burstable');
    assert.deepEqual(r.result.simulation.skipped, []);
  });

  it('skips, with why, a Guaranteed-bound pod whose only headroom is that one unit, and a Burstable pod with nothing to raise', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('g').container('app').requests({ cpu: '499m', memory: '256Mi' }).limits({ cpu: '500m', memory: '256Mi' }).on('n1'),
      pod('n').container('app').requests({ cpu: '100m' }).on('n1'),
    ]);
    assert.deepEqual(limitsResizes(r), []);
    assert.deepEqual(r.result.simulation.skipped.map((s) => `${s.scenario}:${s.pod.name}:${s.reason}`).sort(), [
      'limits:g:LimitsWouldBeGuaranteed',
      'limits:n:LimitsNothingToRaise',
    ]);
    // Every report says so: JSON `skipped`, and a line in text and markdown.
    assertValidReport(r.report);
    assert.deepEqual(
      r.report.skipped!.map((s) => `${s.pod.name}:${s.reason}`),
      ['g:LimitsWouldBeGuaranteed', 'n:LimitsNothingToRaise'],
    );
    assert.match(
      formatText(r.result),
      /^scenario "limits" left out 2 pods: LimitsNothingToRaise × 1 \(default\/n\): .*; LimitsWouldBeGuaranteed × 1 \(default\/g\): /m,
    );
    assert.match(formatMarkdown(r.result), /scenario "limits" left out 2 pods: `LimitsNothingToRaise` × 1/);
  });

  it('leaves Guaranteed and BestEffort pods, and Burstable pods already at their limits, alone', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('guaranteed').guaranteed({ cpu: '500m', memory: '256Mi' }).on('n1'),
      pod('best-effort').on('n1'),
      pod('at-limit').requests({ cpu: '500m' }).limits({ cpu: '500m' }).on('n1'),
      pod('burstable').requests({ cpu: '100m' }).limits({ cpu: '200m' }).on('n1'),
    ]);
    assert.deepEqual(limitsResizes(r), ['burstable']);
  });

  it('raises a sidecar (restartable init container) too', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      pod('s').sidecar('proxy').requests({ cpu: '50m' }).limits({ cpu: '100m' }).container('app').requests({ cpu: '100m' }).on('n1'),
    ]);
    assert.deepEqual(askedRequests(r, 's', 'proxy'), { cpu: '100m' });
  });

  it('raises a non-sidecar init container too (v1.37 resizes every init container): above the app containers, the pod needs more room', () => {
    // job: app 200m (limit 400m), init migrate 100m (limit 1500m): from max(100m, 200m) to max(1500m, 400m).
    const r = run([
      priorityClass('high', 1000),
      priorityClass('low', 10),
      node('n1').cpu('2').memory('4Gi'),
      withMigrate(pod('job').priority('high')).on('n1'),
      pod('batch').priority('low').requests({ cpu: '600m' }).on('n1'),
    ]);
    assert.deepEqual(askedRequests(r, 'job', 'migrate'), { cpu: '1500m' });
    assert.deepEqual(askedRequests(r, 'job', 'app'), { cpu: '400m' });
    const job = resize(r, 'job', LIMITS);
    assert.deepEqual([job.from, job.to], [{ cpu: '200m' }, { cpu: '1500m' }]);
    assert.equal(job.outcome, 'Completed', job.message);
    assert.deepEqual(job.preempted, [{ namespace: 'default', name: 'batch' }], '1500m + 600m > 2');
    assertValidReport(r.report);
  });

  it('leaves a non-sidecar init container with a RestartContainer resize policy alone (ValidatePodResize forbids its resize)', () => {
    const r = run([
      node('n1').cpu('4').memory('4Gi'),
      withMigrate(pod('legacy').uid('0b5c1f3e-1111-4222-8333-944455556666')).resizePolicy({ cpu: 'RestartContainer' }).on('n1'),
    ]);
    assert.deepEqual(askedRequests(r, 'legacy', 'migrate'), { cpu: '100m' }, 'kept');
    assert.deepEqual(askedRequests(r, 'legacy', 'app'), { cpu: '400m' });
    assert.equal(resize(r, 'legacy', LIMITS).outcome, 'Completed');
  });

  it('goes through the kubelet: two pods raised at once on a full node, the lower-priority one is preempted', () => {
    const r = run([
      priorityClass('high', 1000),
      priorityClass('low', 10),
      node('n1').cpu('1').memory('4Gi'),
      pod('web').priority('high').requests({ cpu: '400m' }).limits({ cpu: '800m' }).on('n1'),
      pod('batch').priority('low').requests({ cpu: '400m' }).limits({ cpu: '600m' }).on('n1'),
    ]);
    const web = resize(r, 'web', LIMITS);
    assert.equal(web.outcome, 'Completed', web.message);
    assert.deepEqual(web.preempted, [{ namespace: 'default', name: 'batch' }]);
    // batch's own resize fit first (400m + 599m), so it completed; the preemption is its eviction.
    assert.equal(resize(r, 'batch', LIMITS).outcome, 'Completed');
    assert.deepEqual(
      r.report.evictions.filter((e) => e.scenario === LIMITS).map((e) => e.pod.name),
      ['batch'],
    );
  });
});
