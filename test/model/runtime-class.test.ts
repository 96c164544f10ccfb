/**
 * The RuntimeClass admission plugin (plugin/pkg/admission/runtimeclass/admission.go setOverhead,
 * setScheduling, validateOverhead; src/model/runtime-class.ts): a created pod gets its class's
 * overhead and scheduling, and is refused for an overhead or node selector that conflicts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lintSources } from '../../src/index.ts';
import { buildJsonReport } from '../../src/report/json.ts';

const node = (name: string, extra = ''): string =>
  `apiVersion: v1\nkind: Node\nmetadata:\n  name: ${name}\n${extra}status: {allocatable: {cpu: "8", memory: 32Gi, pods: "110"}}\n`;
const KATA = 'apiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata: {name: kata}\nhandler: kata\noverhead:\n  podFixed: {cpu: 1500m, memory: 160Mi}\n';
const deployment = (replicas: number, spec: string): string => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: default}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
${spec}      containers:
      - name: app
        image: x
        resources: {requests: {cpu: "3"}}
`;

function run(...docs: string[]) {
  const result = lintSources([{ path: 'c.yaml', text: docs.join('---\n') }], { featureGates: {} });
  const report = JSON.parse(JSON.stringify(buildJsonReport(result))) as {
    placements: { pod: { name: string }; node: string | null }[];
    findings: { ruleId: string; severity: string; message: string; line: number }[];
  };
  return { model: result.model, report, findings: report.findings.filter((f) => f.ruleId === 'reference/runtime-class') };
}

describe('RuntimeClass admission', () => {
  it('a pod of a class gets its overhead.podFixed: 2 × (3 + 1.5) cpu do not fit one 8-cpu node, 2 × 3 would', () => {
    const { model, report } = run(node('n1'), KATA, deployment(2, '      runtimeClassName: kata\n'));
    assert.deepEqual(
      model.pods.map((p) => [...p.overhead]),
      [
        [
          ['cpu', 1500n],
          ['memory', 160n * 1024n * 1024n],
        ],
        [
          ['cpu', 1500n],
          ['memory', 160n * 1024n * 1024n],
        ],
      ],
    );
    assert.deepEqual(
      report.placements.map((p) => p.node),
      ['n1', null],
    );
    const plain = run(node('n1'), KATA, deployment(2, ''));
    assert.deepEqual(
      plain.report.placements.map((p) => p.node),
      ['n1', 'n1'],
    );
  });

  it("the class's scheduling: its node selector and tolerations are the pod's too", () => {
    const sandboxClass = `${KATA}scheduling:\n  nodeSelector: {sandbox: "true"}\n  tolerations: [{key: sandbox, operator: Exists, effect: NoSchedule}]\n`;
    const sandboxNode = node('n2', '  labels: {sandbox: "true"}\nspec:\n  taints: [{key: sandbox, value: "true", effect: NoSchedule}]\n');
    const { report } = run(node('n1'), sandboxNode, sandboxClass, deployment(1, '      runtimeClassName: kata\n'));
    assert.deepEqual(
      report.placements.map((p) => p.node),
      ['n2'],
    );
  });

  it("refuses a pod whose overhead differs from the class's, one with an overhead and no class, and a node selector that conflicts: an error, its pods left out", () => {
    const differs = run(node('n1'), KATA, deployment(2, '      runtimeClassName: kata\n      overhead: {cpu: 250m}\n'));
    assert.deepEqual(
      differs.findings.map((f) => [f.severity, f.line]),
      [['error', 24]],
    );
    assert.match(differs.findings[0]!.message, /spec\.overhead differs from RuntimeClass "kata"'s overhead\.podFixed; they are left out/);
    assert.deepEqual(differs.report.placements, []);
    const same = run(node('n1'), KATA, deployment(1, '      runtimeClassName: kata\n      overhead: {cpu: "1.5", memory: 160Mi}\n'));
    assert.deepEqual(same.findings, []);
    const noClass = run(node('n1'), deployment(1, '      overhead: {cpu: 250m}\n'));
    assert.match(noClass.findings[0]?.message ?? '', /sets spec\.overhead without a RuntimeClass that defines one/);
    const conflict = run(
      node('n1'),
      `${KATA}scheduling:\n  nodeSelector: {sandbox: "true"}\n`,
      deployment(1, '      runtimeClassName: kata\n      nodeSelector: {sandbox: "false"}\n'),
    );
    assert.match(conflict.findings[0]?.message ?? '', /nodeSelector sandbox=false conflicts with RuntimeClass "kata"'s sandbox=true/);
    assert.deepEqual(conflict.report.placements, []);
  });

  it('a class the input does not hold: one info per workload, the pods kept as written', () => {
    const { findings, report } = run(node('n1'), deployment(3, '      runtimeClassName: nvidia\n'));
    assert.deepEqual(
      findings.map((f) => [f.severity, f.line]),
      [['info', 16]],
    );
    assert.match(findings[0]!.message, /^Deployment\/default\/web names RuntimeClass "nvidia", which is not in the input/);
    assert.equal(report.placements.length, 3);
  });

  it('a pod a snapshot records was admitted already: read as it is', () => {
    const running = `apiVersion: v1\nkind: Pod\nmetadata: {name: p, namespace: default, uid: u1}\nspec:\n  nodeName: n1\n  runtimeClassName: kata\n  containers: [{name: c, resources: {requests: {cpu: "1"}}}]\nstatus: {phase: Running}\n`;
    const { model, findings } = run(node('n1'), KATA, running);
    assert.equal(model.pods[0]!.overhead.size, 0);
    assert.deepEqual(findings, []);
  });
});
