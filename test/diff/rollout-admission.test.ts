/**
 * A rollout's new pods meet the API server's admission as they are created (LimitRanger,
 * ResourceQuota over the pods it holds at that moment: plugin/pkg/admission/limitranger,
 * staging/src/k8s.io/apiserver/pkg/admission/plugin/resourcequota/controller.go checkRequest,
 * pkg/quota/v1/evaluator/core/pods.go QuotaV1Pod). A refused pod counts in the new ReplicaSet's
 * replicas (pkg/controller/deployment/rolling.go reconcileOldReplicaSets reads spec.replicas), is
 * asked for again (FailedCreate), and the rollout stalls while the refusal stands.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintChange } from '../../src/diff/simulate-change.ts';
import type { LintOptions } from '../../src/index.ts';
import { parseSource, type LoadedDocument } from '../../src/load/index.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import { GATE, type JsonReport } from '../helpers/engine.ts';
import { formatAjvErrors, reportValidator } from '../helpers/report-schema.ts';

const OPTIONS: LintOptions = { featureGates: { [GATE]: true } };

const NODE = `apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: "8", memory: 64Gi, pods: "110"}
`;

const quota = (cpu: string): string => `apiVersion: v1
kind: ResourceQuota
metadata: {name: q, namespace: default}
spec:
  hard: {requests.cpu: ${cpu}}
`;

const LIMIT_RANGE = `apiVersion: v1
kind: LimitRange
metadata: {name: lr, namespace: default}
spec:
  limits:
  - type: Container
    max: {cpu: "1"}
`;

interface Shape {
  readonly kind?: 'Deployment' | 'StatefulSet' | 'DaemonSet';
  readonly image: string;
  readonly cpu?: string;
  readonly limit?: string;
  readonly strategy?: string;
}

function workload(o: Shape): string {
  const kind = o.kind ?? 'Deployment';
  const replicas = kind === 'DaemonSet' ? '' : '  replicas: 4\n';
  const service = kind === 'StatefulSet' ? '  serviceName: web\n' : '';
  const limits = o.limit === undefined ? '' : `, limits: {cpu: "${o.limit}"}`;
  return `apiVersion: apps/v1
kind: ${kind}
metadata: {name: web, namespace: default}
spec:
${replicas}${service}${o.strategy ?? ''}  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      terminationGracePeriodSeconds: 30
      containers:
      - name: app
        image: ${o.image}
        resources: {requests: {cpu: ${o.cpu ?? '250m'}, memory: 100Mi}${limits}}
`;
}

function headReport(base: string, head: string): JsonReport {
  const side = (text: string): { documents: LoadedDocument[]; diagnostics: [] } => ({
    documents: parseSource({ path: 'all.yaml', text }).documents,
    diagnostics: [],
  });
  const report: unknown = JSON.parse(JSON.stringify(buildJsonReport(lintChange(side(base), side(head), OPTIONS).head)));
  const validate = reportValidator();
  assert.ok(validate(report), formatAjvErrors(validate.errors ?? []));
  return report as JsonReport;
}

const MAX_UNAVAILABLE_0 = '  strategy: {rollingUpdate: {maxUnavailable: 0}}\n';

describe('a Deployment whose surge pod the namespace quota refuses', () => {
  // 4 × 250m under requests.cpu 1100m: the old pods use 1 CPU, a fifth pod would make 1250m.
  const base = `${NODE}---\n${quota('1100m')}---\n${workload({ image: 'app:1', strategy: MAX_UNAVAILABLE_0 })}`;
  const report = headReport(base, base.replace('app:1', 'app:2'));
  const [r] = report.rollouts ?? [];

  it('stalls with maxUnavailable 0: no old pod may go first, and the surge pod is never created', () => {
    assert.equal(r!.outcome, 'Stalled');
    assert.equal(r!.reason, 'FailedCreate');
    assert.equal(r!.updated, 0);
    assert.match(
      r!.message,
      /refuses to create 1 new replica \(pods "web-[a-z0-9]+-" is forbidden: exceeded quota: q, requested: requests\.cpu=250m, used: requests\.cpu=1, limited: requests\.cpu=1100m\); 0 of 4 replicas run the new template, and 4 old ones still run/,
    );
    assert.equal(report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').length, 0);
    const failed = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'FailedCreate');
    assert.equal(failed.length, 1, 'one event per refusal, not one per sync');
    assert.equal(failed[0]!.type, 'Warning');
    // On the new ReplicaSet, which creates the pods (replica_set.go manageReplicas).
    assert.match(failed[0]!.object, /^ReplicaSet\/default\/web-[a-z0-9]+$/);
    assert.ok(report.findings.some((f) => f.ruleId === 'rollout/stalled' && f.severity === 'error'));
  });

  it('completes with the default maxUnavailable (25%): an old pod goes first, and each new one is created once an old one is gone', () => {
    const rolling = `${NODE}---\n${quota('1100m')}---\n${workload({ image: 'app:1' })}`;
    const [done] = headReport(rolling, rolling.replace('app:1', 'app:2')).rollouts ?? [];
    assert.equal(done!.outcome, 'Completed');
    assert.equal(done!.updated, 4);
    // A pod being deleted counts in the quota until it is gone (30 s grace): each step waits for one.
    assert.ok(done!.latencySeconds! >= 30, `latency ${done!.latencySeconds}`);
  });

  it('completes at once when the quota has room for the surge', () => {
    const roomy = `${NODE}---\n${quota('2')}---\n${workload({ image: 'app:1', strategy: MAX_UNAVAILABLE_0 })}`;
    const [done] = headReport(roomy, roomy.replace('app:1', 'app:2')).rollouts ?? [];
    assert.equal(done!.outcome, 'Completed');
    assert.equal(done!.latencySeconds, 0);
  });
});

describe('a Deployment whose new template a LimitRange refuses', () => {
  const base = `${NODE}---\n${LIMIT_RANGE}---\n${workload({ image: 'app:1' })}`;
  const report = headReport(base, `${NODE}---\n${LIMIT_RANGE}---\n${workload({ image: 'app:1', limit: '2' })}`);
  const [r] = report.rollouts ?? [];

  it('is a rollout of its 4 replicas, not one of none', () => {
    assert.equal(r!.replicas, 4);
  });

  it('scales the old ReplicaSet down by maxUnavailable and stops there: 3 pods run', () => {
    assert.equal(r!.outcome, 'Stalled');
    assert.equal(r!.reason, 'FailedCreate');
    assert.match(
      r!.message,
      /refuses to create 2 new replicas \(.*maximum cpu usage per Container is 1, but limit is 2\); 0 of 4 replicas run the new template, and 3 old ones still run/,
    );
    assert.equal(report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').length, 1);
  });

  it('keeps the admission/pod-refused error at the template', () => {
    assert.ok(report.findings.some((f) => f.ruleId === 'admission/pod-refused'));
  });
});

describe('a StatefulSet whose updated pod the quota refuses once the old one is gone', () => {
  // 4 × 250m under 1200m: web-3 is deleted first and made again at 500m (750m + 500m = 1250m).
  const base = `${NODE}---\n${quota('1200m')}---\n${workload({ kind: 'StatefulSet', image: 'app:1' })}`;
  const report = headReport(base, base.replace('cpu: 250m', 'cpu: 500m'));
  const [r] = report.rollouts ?? [];

  it('stalls with the ordinal empty, and says so in the StatefulSet controller words', () => {
    assert.equal(r!.outcome, 'Stalled');
    assert.equal(r!.reason, 'FailedCreate');
    assert.match(
      r!.message,
      /refuses to create 1 new replica .*exceeded quota: q, requested: requests\.cpu=500m, used: requests\.cpu=750m, limited: requests\.cpu=1200m/,
    );
    const failed = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'FailedCreate');
    assert.equal(failed.length, 1);
    assert.match(failed[0]!.message, /^create Pod web-3 in StatefulSet web failed error: pods "web-3" is forbidden: exceeded quota/);
  });
});

describe('a DaemonSet whose new template a LimitRange refuses', () => {
  const base = `${NODE}---\n${LIMIT_RANGE}---\n${workload({ kind: 'DaemonSet', image: 'app:1' })}`;
  const report = headReport(base, `${NODE}---\n${LIMIT_RANGE}---\n${workload({ kind: 'DaemonSet', image: 'app:1', limit: '2' })}`);

  it('deletes the old pod and stalls with the node left without one', () => {
    const [r] = report.rollouts ?? [];
    assert.equal(r!.outcome, 'Stalled');
    assert.equal(r!.reason, 'FailedCreate');
    assert.match(r!.message, /0 of 1 replicas run the new template, and 0 old ones still run/);
  });
});
