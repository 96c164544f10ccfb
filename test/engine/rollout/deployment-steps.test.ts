/**
 * A Deployment's RollingUpdate step by step (pkg/controller/deployment/rolling.go): the new
 * ReplicaSet scales up to replicas + maxSurge pods in all, the old ones down while
 * replicas − maxUnavailable stay available; unhealthy old pods go first (cleanupUnhealthyReplicas);
 * the ReplicaSet deletes unscheduled pods before scheduled ones (ActivePodsWithRanks).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintChange } from '../../../src/diff/simulate-change.ts';
import { parseSource } from '../../../src/load/index.ts';
import { buildJsonReport } from '../../../src/report/json.ts';
import { GATE, type JsonReport } from '../../helpers/engine.ts';

function deployment(cpu: string, replicas: number, strategy = ''): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: default}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: web}}
${strategy}  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - name: app
        image: app:1
        resources:
          requests: {cpu: "${cpu}", memory: 64Mi}
`;
}

const NODE = (cpu: string): string => `apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: "${cpu}", memory: 64Gi, pods: "110"}
`;

function run(node: string, base: string, head: string): JsonReport {
  const side = (text: string) => ({ documents: parseSource({ path: 'k.yaml', text: `${node}---\n${text}` }).documents, diagnostics: [] });
  const runs = lintChange(side(base), side(head), { featureGates: { [GATE]: true } });
  return JSON.parse(JSON.stringify(buildJsonReport(runs.head))) as JsonReport;
}

function scaling(report: JsonReport): [number, string][] {
  return report.events.filter((e) => e.scenario === 'diff' && e.reason === 'ScalingReplicaSet').map((e) => [e.at, e.message]);
}

describe('Deployment RollingUpdate steps', () => {
  it('10 replicas at 25% / 25%: 3 surge pods, then 2 old ones down, at once', () => {
    const report = run(NODE('100'), deployment('1', 10), deployment('2', 10));
    const steps = scaling(report);
    assert.deepEqual(steps.slice(0, 2), [
      [0, 'Scaled up new replica set from 0 to 3'],
      [0, 'Scaled down old replica set from 10 to 5'],
    ]);
  });

  it('maxSurge 0: the old pods go first, then the new ones come', () => {
    const strategy = '  strategy:\n    rollingUpdate: {maxSurge: 0, maxUnavailable: 1}\n';
    const steps = scaling(run(NODE('100'), deployment('1', 2, strategy), deployment('2', 2, strategy)));
    assert.deepEqual(steps[0], [0, 'Scaled down old replica set from 2 to 1']);
    assert.deepEqual(steps[1], [0, 'Scaled up new replica set from 0 to 1']);
  });

  it('an old pod left Pending at the base is deleted first (cleanupUnhealthyReplicas), and a full node then stalls the rollout', () => {
    // 3 CPU: two old pods of 1.5 CPU run, the third is Pending. The new template (1 CPU) rolls out with maxSurge 0.
    const strategy = '  strategy:\n    rollingUpdate: {maxSurge: 0, maxUnavailable: 1}\n';
    const report = run(NODE('3'), deployment('1500m', 3, strategy), deployment('1', 3, strategy));
    const pending = report.placements.find((p) => p.scenario === 'cluster-state' && p.node === null)!;
    const firstKilled = report.events.find((e) => e.scenario === 'diff' && e.reason === 'Killing');
    assert.equal(firstKilled?.object, `Pod/default/${pending.pod.name}`);
    // replicas − maxUnavailable = 2 must stay available, and the new pod has no room beside them: upstream stalls too.
    const rollout = report.rollouts![0]!;
    assert.deepEqual([rollout.outcome, rollout.pending], ['Stalled', 1]);
  });
});
