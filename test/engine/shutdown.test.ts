/**
 * resizeguard.dev/shutdown-seconds: a pod's stated shutdown time. A victim that states it is gone
 * after it (never after its grace period), so the resize waiting for it completes then, and its
 * latency is no longer an upper bound; a value that is not whole seconds is a warning at the
 * annotation, and the grace period stands.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintDocuments } from '../../src/index.ts';
import { parseSource } from '../../src/load/index.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import { GATE, type JsonReport } from '../helpers/engine.ts';

function demo(annotation: string | undefined): JsonReport {
  const meta = annotation === undefined ? '' : `\n  annotations: {resizeguard.dev/shutdown-seconds: "${annotation}"}`;
  const text = `apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: "8", memory: 16Gi, pods: "110"}
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000000
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: low}
value: 1000
---
apiVersion: v1
kind: Pod
metadata: {name: high-priority-pod}
spec:
  nodeName: n1
  priorityClassName: high
  containers:
  - name: app
    image: nginx
    resources: {requests: {cpu: "4", memory: 1Gi}, limits: {cpu: "4", memory: 1Gi}}
---
apiVersion: v1
kind: Pod
metadata:
  name: low-priority-pod${meta}
spec:
  nodeName: n1
  priorityClassName: low
  containers:
  - name: app
    image: nginx
    resources: {requests: {cpu: "4", memory: 1Gi}}
---
apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata: {name: grow}
spec:
  resizes:
  - target: {kind: Pod, namespace: default, name: high-priority-pod}
    containers:
    - name: app
      resources: {requests: {cpu: "6", memory: 1Gi}, limits: {cpu: "6", memory: 1Gi}}
`;
  const parsed = parseSource({ path: 'demo.yaml', text });
  const result = lintDocuments(parsed.documents, { featureGates: { [GATE]: true } }, parsed.diagnostics);
  return JSON.parse(JSON.stringify(buildJsonReport(result))) as JsonReport;
}

describe('resizeguard.dev/shutdown-seconds', () => {
  it('without it the victim takes its full grace period, and the latency is an upper bound', () => {
    const [r] = demo(undefined).resizes as (JsonReport['resizes'][number] & { latencyIsUpperBound?: boolean })[];
    assert.equal(r!.latencySeconds, 30);
    assert.equal(r!.latencyIsUpperBound, true);
  });

  it('a victim stating 2 s is gone then: the resize completes at 2 s, and that latency is exact', () => {
    const report = demo('2');
    const [r] = report.resizes as (JsonReport['resizes'][number] & { latencyIsUpperBound?: boolean })[];
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.latencySeconds, 2);
    assert.equal(r!.latencyIsUpperBound, undefined);
    assert.equal(report.evictions[0]!.gracePeriodSeconds, 30, 'the eviction still names the grace period');
  });

  it('never more than the grace period, and a value that is not whole seconds is a warning', () => {
    assert.equal(demo('600').resizes[0]!.latencySeconds, 30);
    const bad = demo('2s');
    assert.equal(bad.resizes[0]!.latencySeconds, 30);
    const finding = bad.findings.find((f) => f.ruleId === 'input/schema');
    assert.ok(finding !== undefined);
    assert.equal(finding.severity, 'warning');
    assert.match(finding.message, /"2s" is not a whole number of seconds/);
    assert.equal(finding.line, 32, 'at the annotation');
  });
});
