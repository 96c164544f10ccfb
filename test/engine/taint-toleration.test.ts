/**
 * TaintToleration's Filter reason (pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go
 * Filter, v1.37.2): "node(s) had untolerated taint(s)", naming no taint, so nodes tainted with
 * different keys count as one reason in the FitError's "0/N nodes are available" (FitError.Error
 * in pkg/scheduler/framework/types.go groups equal reasons).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulateText } from '../helpers/engine.ts';

const node = (name: string, taint: string): string => `apiVersion: v1
kind: Node
metadata: {name: ${name}}
spec:
  taints: [${taint}]
status:
  allocatable: {cpu: "8", memory: 32Gi, pods: "110"}
`;

const pod = `apiVersion: v1
kind: Pod
metadata: {name: web, namespace: shop}
spec:
  containers:
  - {name: web, image: nginx, resources: {requests: {cpu: "1"}}}
`;

describe('TaintToleration Filter reason', () => {
  it('counts nodes with different untolerated taints as one reason', () => {
    const r = simulateText([node('a', '{key: dedicated, value: db, effect: NoSchedule}'), node('b', '{key: gpu, effect: NoExecute}'), pod].join('---\n'));
    const messages = r.report.findings.filter((f) => f.ruleId === 'placement/unschedulable').map((f) => f.message);
    assert.equal(messages.length, 1);
    assert.match(messages[0]!, /0\/2 nodes are available: 2 node\(s\) had untolerated taint\(s\)\. /);
  });
});
