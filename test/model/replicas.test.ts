/**
 * A workload's pods (src/model/build.ts addWorkloadPods): the pods after the first with the same
 * spec are made from the first one rather than read again. Each must equal what readPod gives for
 * its own document, and a template with something to report is still read (and reported) pod by
 * pod, as before.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { readPod } from '../../src/model/build-pod.ts';
import { deploymentPod } from '../helpers/pod-names.ts';
import type { Pod } from '../../src/model/pod.ts';

function model(yaml: string) {
  return buildClusterModel(parseSource({ path: 'w.yaml', text: yaml }).documents);
}

const NODES = ['n1', 'n2']
  .map((n) => `apiVersion: v1\nkind: Node\nmetadata: {name: ${n}}\nstatus: {allocatable: {cpu: "8", memory: 16Gi, pods: "110"}}\n`)
  .join('---\n');

function workload(
  kind: string,
  extra: string,
  templateMeta = '{labels: {app: web}}',
  resources = '{requests: {cpu: 500m, memory: 1Gi}, limits: {memory: 2Gi}}',
): string {
  return `${NODES}---
apiVersion: apps/v1
kind: ${kind}
metadata: {name: web, namespace: shop}
spec:
${extra}
  selector: {matchLabels: {app: web}}
  template:
    metadata: ${templateMeta}
    spec:
      priorityClassName: high
      tolerations: [{key: dedicated, operator: Exists}]
      containers:
      - name: app
        resources: ${resources}
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
`;
}

/** readPod on each pod's own document, with the pod's final seq: what each pod must equal. */
function readAlone(pod: Pod): Pod {
  const report = (d: Diagnostic): void => assert.fail(`unexpected finding ${d.ruleId}`);
  const read = readPod(pod.doc, {
    seq: pod.seq,
    transient: pod.transient,
    report,
    resolvePriority: () => ({ priority: pod.priority, preemptionPolicy: pod.preemptionPolicy, missingClass: pod.missingPriorityClass }),
  });
  return read;
}

describe('workload pods', () => {
  for (const [kind, extra] of [
    ['Deployment', '  replicas: 4'],
    ['StatefulSet', '  replicas: 3\n  serviceName: web'],
    ['DaemonSet', ''],
  ] as const) {
    it(`${kind}: every pod is what reading its own document gives`, () => {
      const { model: m, diagnostics } = model(workload(kind, extra));
      assert.deepEqual(
        diagnostics.filter((d) => d.severity === 'error'),
        [],
      );
      const pods = m.pods.filter((p) => p.owner.kind === kind);
      assert.equal(pods.length, kind === 'Deployment' ? 4 : kind === 'StatefulSet' ? 3 : 2);
      for (const p of pods) assert.deepEqual(p, readAlone(p), p.ref.name);
      assert.equal(new Set(pods.map((p) => p.uid)).size, pods.length, 'each pod its own uid');
      assert.equal(pods[0]!.priority, 1000);
    });
  }

  it('a uid in the template is every pod’s uid, as reading each would give', () => {
    const { model: m } = model(workload('Deployment', '  replicas: 3', '{labels: {app: web}, uid: fixed}'));
    const pods = m.pods.filter((p) => p.owner.kind === 'Deployment');
    for (const p of pods) assert.deepEqual(p, readAlone(p));
    assert.deepEqual(
      pods.map((p) => p.uid),
      ['fixed', 'fixed', 'fixed'],
    );
  });

  it('pods of a template that draws a finding are each read, each reported and each left out', () => {
    const yaml = workload('Deployment', '  replicas: 3').replace('      priorityClassName: high', '      priorityClassName: high\n      nodeName: ghost');
    const { model: m, diagnostics } = model(yaml);
    const missing = diagnostics.filter((d) => d.ruleId === 'reference/missing-node');
    assert.equal(new Set(missing.map((d) => d.object?.name)).size, 3);
    for (const d of missing) assert.match(d.object?.name ?? '', deploymentPod('web'));
    assert.equal(m.pods.filter((p) => p.owner.kind === 'Deployment').length, 0);
  });
});
