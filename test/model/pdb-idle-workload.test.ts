/**
 * A PodDisruptionBudget over a workload switched off (replicas 0: the shape of
 * mitchross/talos-argocd-proxmox's GPU apps; a suspended CronJob) protects no pod now, by design:
 * an info naming the workload and why it runs none, not a warning that no pod has its labels
 * (which sends the reader looking for a typo in the selector).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';

const NODE = `apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "8", memory: 32Gi, pods: "110"}}\n`;
const PDB = `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: gpu, namespace: ai}\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: gpu}}\n`;

function deployment(replicas: number, label = 'gpu'): string {
  return `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: vllm, namespace: ai}\nspec:\n  replicas: ${replicas}\n  selector: {matchLabels: {app: ${label}}}\n  template:\n    metadata: {labels: {app: ${label}}}\n    spec:\n      containers: [{name: c, image: vllm, resources: {requests: {cpu: 100m, memory: 64Mi}}}]\n`;
}

const CRONJOB = `apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: report, namespace: ai}\nspec:\n  schedule: "0 * * * *"\n  suspend: true\n  jobTemplate:\n    spec:\n      template:\n        metadata: {labels: {app: gpu}}\n        spec:\n          restartPolicy: OnFailure\n          containers: [{name: c, image: busybox, resources: {requests: {cpu: 100m, memory: 64Mi}}}]\n`;

function pdbFindings(...docs: string[]): { severity: string; message: string }[] {
  return lintSources([{ path: 'c.yaml', text: [NODE, ...docs, PDB].join('---\n') }], { featureGates: {} })
    .diagnostics.filter((d) => d.ruleId === 'reference/pdb-selects-nothing')
    .map((d) => ({ severity: d.severity, message: d.message }));
}

describe('a PDB over a workload that runs no pod', () => {
  it('replicas 0: an info naming the Deployment and its replicas', () => {
    assert.deepEqual(pdbFindings(deployment(0)), [
      {
        severity: 'info',
        message:
          'PodDisruptionBudget/ai/gpu protects no pod now: it selects the pods of Deployment/ai/vllm, which is in the input but runs no pod: its replicas are 0',
      },
    ]);
  });

  it('a suspended CronJob: an info saying it is suspended or finished', () => {
    const [f] = pdbFindings(CRONJOB);
    assert.equal(f?.severity, 'info');
    assert.match(f?.message ?? '', /selects the pods of CronJob\/ai\/report, which is in the input but runs no pod: it is suspended or finished$/);
  });

  it('still a warning when no workload of the namespace makes pods with its labels, and nothing when the pods run', () => {
    assert.deepEqual(pdbFindings(deployment(0, 'cpu')), [
      { severity: 'warning', message: 'PodDisruptionBudget/ai/gpu protects no pod: no pod in namespace "ai" has matching labels' },
    ]);
    assert.deepEqual(pdbFindings(deployment(1)), []);
  });
});
