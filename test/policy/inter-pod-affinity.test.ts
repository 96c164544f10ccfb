/**
 * placement/inter-pod-affinity: a pod the simulated scheduler placed where kube-scheduler's
 * InterPodAffinity Filter refuses it (pkg/scheduler/framework/plugins/interpodaffinity/filtering.go
 * satisfyPodAntiAffinity, satisfyExistingPodsAntiAffinity). The shape follows
 * kubernetes-sigs/node-feature-discovery's deployment/base/worker-job: a one-shot Job with one pod
 * per node, kept apart by a required anti-affinity on kubernetes.io/hostname.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulateText } from '../helpers/engine.ts';

function nodes(count: number, zone = false): string {
  return Array.from(
    { length: count },
    (_, i) => `apiVersion: v1
kind: Node
metadata:
  name: n${i + 1}
  labels: {kubernetes.io/hostname: n${i + 1}${zone ? `, topology.kubernetes.io/zone: z${i % 2}` : ''}}
status:
  allocatable: {cpu: "8", memory: 32Gi, pods: "110"}
`,
  ).join('---\n');
}

function workerJob(pods: number, term: string): string {
  return `apiVersion: batch/v1
kind: Job
metadata: {name: nfd-worker, namespace: nfd}
spec:
  completions: ${pods}
  parallelism: ${pods}
  template:
    metadata:
      labels: {app: nfd-worker}
    spec:
      restartPolicy: Never
      affinity:
        podAntiAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
          - ${term}
      containers:
      - {name: worker, image: nfd, resources: {requests: {cpu: 100m}}}
`;
}

const HOSTNAME = `{topologyKey: kubernetes.io/hostname, labelSelector: {matchLabels: {app: nfd-worker}}}`;

function findings(text: string): string[] {
  return simulateText(text)
    .report.findings.filter((f) => f.ruleId === 'placement/inter-pod-affinity')
    .map((f) => `${f.line}:${f.column} ${f.message}`);
}

describe('placement/inter-pod-affinity', () => {
  it('reports a Job whose pods outnumber the nodes its hostname anti-affinity keeps them to, once, at the term', () => {
    const got = findings(`${nodes(2)}---\n${workerJob(4, HOSTNAME)}`);
    assert.equal(got.length, 1);
    assert.match(
      got[0]!,
      /^\d+:\d+ scenario "cluster-state": "nfd\/nfd-worker-\w+" is placed on node "n\d" in the topology domain "kubernetes.io\/hostname=n\d" of "nfd\/nfd-worker-\w+", which its required pod anti-affinity forbids; .*; 1 more of its pods are placed the same way$/,
    );
    assert.ok(got[0]!.startsWith('31:13 '), got[0]); // the anti-affinity term's item
  });

  it('says nothing when every pod has a node of its own', () => {
    assert.deepEqual(findings(`${nodes(4)}---\n${workerJob(4, HOSTNAME)}`), []);
  });

  it('keeps pods apart per zone, not per node, with a zone topologyKey', () => {
    const zone = `{topologyKey: topology.kubernetes.io/zone, labelSelector: {matchLabels: {app: nfd-worker}}}`;
    assert.deepEqual(findings(`${nodes(4, true)}---\n${workerJob(2, zone)}`), []);
    assert.equal(findings(`${nodes(4, true)}---\n${workerJob(3, zone)}`).length, 1);
  });

  it('matches nothing with a nil labelSelector, and only the pod namespace by default', () => {
    assert.deepEqual(findings(`${nodes(1)}---\n${workerJob(2, '{topologyKey: kubernetes.io/hostname}')}`), []);
    const elsewhere = `{topologyKey: kubernetes.io/hostname, namespaces: [other], labelSelector: {matchLabels: {app: nfd-worker}}}`;
    assert.deepEqual(findings(`${nodes(1)}---\n${workerJob(2, elsewhere)}`), []);
  });

  it("reports a pod placed beside one whose own anti-affinity forbids it (the existing pod's term)", () => {
    const guarded = `apiVersion: v1
kind: Pod
metadata: {name: guarded, namespace: nfd, labels: {role: db}}
spec:
  nodeName: n1
  affinity:
    podAntiAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - {topologyKey: kubernetes.io/hostname, labelSelector: {matchLabels: {app: web}}}
  containers:
  - {name: db, image: db, resources: {requests: {cpu: 100m}}}
---
apiVersion: v1
kind: Pod
metadata: {name: web, namespace: nfd, labels: {app: web}}
spec:
  containers:
  - {name: web, image: web, resources: {requests: {cpu: 100m}}}
`;
    const got = findings(`${nodes(1)}---\n${guarded}`);
    assert.equal(got.length, 1);
    assert.match(got[0]!, /"nfd\/web" is placed on node "n1" .* of "nfd\/guarded", which that pod's required pod anti-affinity forbids/);
  });

  it('merges matchLabelKeys into the selector as the API server stores it', () => {
    // Two Jobs' pods: matchLabelKeys on job-name keeps each Job's pods apart from their own only.
    const keyed = `{topologyKey: kubernetes.io/hostname, matchLabelKeys: [job], labelSelector: {matchLabels: {app: nfd-worker}}}`;
    const second = workerJob(1, keyed)
      .replace('name: nfd-worker, namespace', 'name: nfd-worker-b, namespace')
      .replace('{app: nfd-worker}\n', '{app: nfd-worker, job: b}\n');
    const first = workerJob(1, keyed).replace('{app: nfd-worker}\n', '{app: nfd-worker, job: a}\n');
    assert.deepEqual(findings(`${nodes(1)}---\n${first}---\n${second}`), []);
  });
});
