/**
 * Fixed cases from the helpers' unit tests (Kubernetes v1.37.2), one per table row:
 *   - podRequests: k8s.io/component-helpers resource/helpers_test.go TestPodResourceRequests
 *     (both answers, with and without status resources, are compared whatever option the row
 *     names; unnamed containers are named c0, i0, ... here);
 *   - rollout: pkg/controller/deployment/util/deployment_util_test.go TestMaxUnavailable,
 *     TestMinAvailable (its MaxUnavailable), TestResolveFenceposts and TestNewRSNewReplicas.
 */
import type { Case, Json } from './cases.ts';
import { nodeManifest, podManifest, type Amounts, type ContainerSpec } from './manifests.ts';
import { Random } from './random.ts';

const rng = new Random(3);

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const HELPERS = 'k8s.io/component-helpers@v0.37.2 resource/helpers_test.go TestPodResourceRequests';

interface RequestsRow {
  readonly name: string;
  readonly containers?: readonly ContainerSpec[];
  readonly initContainers?: readonly ContainerSpec[];
  readonly overhead?: Amounts;
  readonly infeasible?: boolean;
}

const cpu = (milli: number): Amounts => ({ cpu: milli });
const c = (name: string, requests: Amounts, status: Partial<ContainerSpec> = {}): ContainerSpec => ({ name, requests, ...status });
const sidecar = (name: string, requests: Amounts, status: Partial<ContainerSpec> = {}): ContainerSpec => ({ name, requests, sidecar: true, ...status });

const REQUESTS_ROWS: readonly RequestsRow[] = [
  { name: 'nil options, larger init container', initContainers: [c('i0', cpu(4000))], containers: [c('c0', cpu(1000))] },
  { name: 'nil options, larger containers', initContainers: [c('i0', cpu(2000))], containers: [c('c0', cpu(2000)), c('c1', cpu(3000))] },
  { name: 'pod overhead excluded', overhead: cpu(1000), initContainers: [c('i0', cpu(2000))], containers: [c('c0', cpu(2000)), c('c1', cpu(3000))] },
  {
    name: 'pod overhead included',
    overhead: { cpu: 1000, memory: 1073741824 },
    initContainers: [{ name: 'i0', requests: cpu(2000), limits: cpu(2000) }],
    containers: [c('c0', cpu(2000)), c('c1', cpu(3000))],
  },
  { name: 'resized, infeasible', infeasible: true, containers: [c('container-1', cpu(4000), { actual: cpu(2000) })] },
  { name: 'resized, infeasible & in-progress', infeasible: true, containers: [c('container-1', cpu(6000), { allocated: cpu(4000), actual: cpu(2000) })] },
  { name: 'resized, no resize status', containers: [c('container-1', cpu(4000), { actual: cpu(2000) })] },
  {
    name: 'resized: per-resource 3-way maximum',
    containers: [
      c(
        'container-1',
        { cpu: 30, memory: 20e6, 'ephemeral-storage': 10e9 },
        { allocated: { cpu: 20, memory: 10e6, 'ephemeral-storage': 30e9 }, actual: { cpu: 10, memory: 30e6, 'ephemeral-storage': 20e9 } },
      ),
    ],
  },
  { name: "resized, infeasible, but don't use status", infeasible: true, containers: [c('container-1', cpu(4000), { actual: cpu(2000) })] },
  {
    name: 'resized, restartable init container, infeasible',
    infeasible: true,
    initContainers: [sidecar('restartable-init-1', cpu(4000), { actual: cpu(2000) })],
  },
  { name: 'resized, restartable init container, no resize status', initContainers: [sidecar('restartable-init-1', cpu(4000), { actual: cpu(2000) })] },
  {
    name: "resized, restartable init container, infeasible, but don't use status",
    infeasible: true,
    initContainers: [sidecar('restartable-init-1', cpu(4000), { actual: cpu(2000) })],
  },
  { name: 'restartable init container', initContainers: [sidecar('restartable-init-1', cpu(1000))], containers: [c('container-1', cpu(1000))] },
  {
    name: 'multiple restartable init containers',
    initContainers: [
      c('init-1', cpu(5000)),
      sidecar('restartable-init-1', cpu(1000)),
      sidecar('restartable-init-2', cpu(2000)),
      sidecar('restartable-init-3', cpu(3000)),
    ],
    containers: [c('container-1', cpu(1000))],
  },
  {
    name: 'multiple restartable and regular init containers',
    initContainers: [
      c('init-1', cpu(5000)),
      sidecar('restartable-init-1', cpu(1000)),
      sidecar('restartable-init-2', cpu(2000)),
      c('init-2', cpu(5000)),
      sidecar('restartable-init-3', cpu(3000)),
    ],
    containers: [c('container-1', cpu(1000))],
  },
  {
    name: 'restartable-init, init and regular',
    initContainers: [sidecar('restartable-init-1', cpu(10000)), c('init-1', cpu(200000))],
    containers: [c('container-1', cpu(100000))],
  },
  {
    name: 'aggregate request resolves max of sums instead of sum of maxes',
    containers: [c('c1', cpu(1000), { allocated: cpu(2000) }), c('c2', cpu(2000), { allocated: cpu(1000) })],
  },
];

/**
 * A row's pod. Upstream's rows with only init containers have no regular container, which the
 * API refuses: here they have one, `main`, with no requests (it adds nothing to any sum).
 */
function requestsCase(row: RequestsRow): Case {
  const containers = row.containers ?? [{ name: 'main' }];
  const p = podManifest(rng, {
    name: 'p',
    containers,
    ...(row.initContainers !== undefined ? { initContainers: row.initContainers } : {}),
    ...(row.overhead !== undefined ? { overhead: row.overhead } : {}),
    ...(row.infeasible === true ? { resizePending: { reason: 'Infeasible' as const, since: 0 } } : {}),
  });
  return {
    id: `fixed-pod-requests-${slug(row.name)}`,
    kind: 'podRequests',
    source: `${HELPERS} "${row.name}"`,
    nodes: [nodeManifest(rng, { name: 'n1', cpu: 4000, memory: 4096 * 1048576, pods: 10 })],
    pods: [p],
  };
}

const podResourceRequests: Case[] = REQUESTS_ROWS.map(requestsCase);

const DEPLOYMENT = 'pkg/controller/deployment/util/deployment_util_test.go';

function deployment(replicas: number, maxSurge: number | string, maxUnavailable: number | string): Json {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'w', namespace: 'default' },
    spec: {
      replicas,
      selector: { matchLabels: { app: 'w' } },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge, maxUnavailable } },
      template: { metadata: { labels: { app: 'w' } }, spec: { containers: [{ name: 'c', image: 'c:1' }] } },
    },
  };
}

/** The ReplicaSets: an old one with `old` replicas and the new one with `next`. */
function rolloutCase(test: string, row: string, workload: Json, old: number, next: number): Case {
  return {
    id: `fixed-rollout-${slug(test)}-${slug(row)}`,
    kind: 'rollout',
    source: `${DEPLOYMENT} ${test} "${row}"`,
    workload,
    allReplicas: old + next,
    newReplicas: next,
  };
}

/** TestMaxUnavailable and TestMinAvailable: maxSurge 1, maxUnavailable as the row gives it (the Recreate rows skipped). */
const MAX_UNAVAILABLE_ROWS: readonly (readonly [string, number, number | string])[] = [
  ['maxUnavailable less than replicas', 10, 5],
  ['maxUnavailable equal replicas', 10, 10],
  ['maxUnavailable greater than replicas', 5, 10],
  ['maxUnavailable with replicas is 0', 0, 10],
  ['maxUnavailable less than replicas with percents', 10, '50%'],
  ['maxUnavailable equal replicas with percents', 10, '100%'],
  ['maxUnavailable greater than replicas with percents', 5, '100%'],
];
const MIN_AVAILABLE_ROWS: readonly (readonly [string, number, number | string])[] = [
  ['replicas greater than maxUnavailable', 10, 5],
  ['replicas equal maxUnavailable', 10, 10],
  ['replicas less than maxUnavailable', 5, 10],
  ['replicas is 0', 0, 10],
  ['replicas greater than maxUnavailable with percents', 10, '60%'],
  ['replicas equal maxUnavailable with percents', 10, '100%'],
  ['replicas less than maxUnavailable with percents', 5, '100%'],
];

const rollout: Case[] = [
  ...MAX_UNAVAILABLE_ROWS.map(([row, r, u]) => rolloutCase('TestMaxUnavailable', row, deployment(r, 1, u), r, 0)),
  ...MIN_AVAILABLE_ROWS.map(([row, r, u]) => rolloutCase('TestMinAvailable', row, deployment(r, 1, u), r, 0)),
  // TestResolveFenceposts rows 0 and 1 (unnamed; t.Run names them by index). The harness reads
  // MaxUnavailable, which is 0 at replicas 0 before ResolveFenceposts' 0/0 rule gives 1 (row 0).
  rolloutCase('TestResolveFenceposts', '0', deployment(0, '0%', '0%'), 0, 0),
  rolloutCase('TestResolveFenceposts', '1', deployment(10, '39%', '39%'), 10, 0),
  // TestNewRSNewReplicas: the old ReplicaSet rs5 has 5 replicas; maxUnavailable 1.
  rolloutCase('TestNewRSNewReplicas', 'can not scale up - to newRSReplicas', deployment(1, 1, 1), 5, 5),
  rolloutCase('TestNewRSNewReplicas', 'scale up - to depReplicas', deployment(6, 10, 1), 5, 2),
];

export const HELPER_CASES: readonly Case[] = [...podResourceRequests, ...rollout];
