/**
 * Seeded random cases, one generator per kind. Sizes are kept small so that ties, PDB budgets,
 * pod-count limits and opt-outs come up often.
 */
import type { Case, Json, Kind } from './cases.ts';
import { nodeManifest, pdbManifest, podManifest, type Amounts, type ContainerSpec, type PodSpec } from './manifests.ts';
import type { Random } from './random.ts';
import { resizePathCase } from './generate-path.ts';
import { podLevelFor } from './generate-pod-level.ts';
import { manifestReadCase } from './generate-read.ts';
import { limitRangeCase } from './generate-limit-range.ts';
import { placementFilterCase } from './generate-placement.ts';
import { KNOWN_FIELDS } from '../../src/schema/unknown-fields.ts';
import { isObject } from '../../src/core/fields.ts';

const PRIORITIES = [-10, 0, 0, 10, 100, 100, 1000];
const MI = 1048576;

function cpuAmount(rng: Random): number {
  return rng.pick([100, 200, 250, 300, 500, 500, 750, 1000, 1500, 2000]);
}

function memAmount(rng: Random): number {
  return rng.chance(0.5) ? rng.pick([64, 128, 256, 512, 1024]) * MI : rng.pick([100, 200, 500, 1000]) * 1000000;
}

function amounts(rng: Random, pCpu = 0.9, pMem = 0.8): Amounts {
  const a: Record<string, number> = {};
  if (rng.chance(pCpu)) a['cpu'] = cpuAmount(rng);
  if (rng.chance(pMem)) a['memory'] = memAmount(rng);
  return a;
}

/** Limits for a QoS shape: none, equal to the requests (Guaranteed when complete), or above them. */
function limitsFor(rng: Random, requests: Amounts): Amounts | undefined {
  const shape = rng.int(0, 2);
  if (shape === 0) return undefined;
  if (shape === 1) return requests;
  return Object.fromEntries(Object.entries(requests).map(([k, v]) => [k, v * 2]));
}

function simpleContainer(rng: Random, name: string, guaranteed: boolean): ContainerSpec {
  const requests = amounts(rng);
  if (guaranteed) return { name, requests, limits: { cpu: requests['cpu'] ?? 500, memory: requests['memory'] ?? 256 * MI, ...requests } };
  const limits = limitsFor(rng, requests);
  return { name, requests, ...(limits !== undefined ? { limits } : {}) };
}

function fixLimits(c: ContainerSpec): ContainerSpec {
  if (c.limits === undefined || c.requests === undefined) return c;
  // limits must be at least the requests for the API to accept the pod.
  const limits: Record<string, number> = { ...c.limits };
  for (const [k, v] of Object.entries(c.requests)) if (limits[k] !== undefined && limits[k] < v) limits[k] = v;
  return { ...c, limits };
}

function podRequestsCase(rng: Random, id: string): Case {
  const containers: ContainerSpec[] = [];
  const nContainers = rng.int(1, 3);
  const pending = rng.chance(0.3) ? { reason: rng.pick(['Deferred', 'Infeasible'] as const), since: 100 } : undefined;
  const withStatus = (c: ContainerSpec): ContainerSpec => {
    if (!rng.chance(0.6)) return c;
    return { ...c, ...(rng.chance(0.7) ? { allocated: amounts(rng) } : {}), ...(rng.chance(0.5) ? { actual: amounts(rng) } : {}) };
  };
  for (let i = 0; i < nContainers; i++) containers.push(withStatus(fixLimits(simpleContainer(rng, `c${i}`, rng.chance(0.3)))));
  const inits: ContainerSpec[] = [];
  for (let i = rng.int(0, 2); i > 0; i--) inits.push(withStatus({ ...fixLimits(simpleContainer(rng, `i${i}`, false)), sidecar: rng.chance(0.5) }));
  const spec: PodSpec = {
    name: 'p',
    containers,
    initContainers: inits,
    ...(rng.chance(0.3) ? podLevelFor(rng, [...containers, ...inits]) : {}),
    ...(rng.chance(0.2) ? { overhead: amounts(rng, 0.7, 0.7) } : {}),
    ...(pending !== undefined ? { resizePending: pending } : {}),
  };
  return { id, kind: 'podRequests', nodes: [nodeFor(rng, 'n1', 10)], pods: [podManifest(rng, spec)] };
}

function nodeFor(rng: Random, name: string, pods: number, optOut = false): Json {
  return nodeManifest(rng, { name, cpu: rng.pick([1000, 2000, 4000]), memory: rng.pick([1024, 2048, 4096]) * MI, pods, disableResizePreemption: optOut });
}

function boundPod(rng: Random, name: string, node: string, extra: Partial<PodSpec> = {}): Json {
  const c = fixLimits(simpleContainer(rng, 'c', rng.chance(0.3)));
  const podLevel = rng.chance(0.2) ? podLevelFor(rng, [c]) : {};
  return podManifest(rng, {
    name,
    node,
    priority: rng.pick(PRIORITIES),
    ...(rng.chance(0.85) ? { startTime: rng.int(0, 4) * 100 } : {}),
    ...(rng.chance(0.5) ? { labels: { app: rng.pick(['a', 'b']) } } : {}),
    containers: [rng.chance(0.3) ? { ...c, allocated: c.requests ?? {}, actual: c.requests ?? {} } : c],
    ...podLevel,
    ...extra,
  });
}

function pdbs(rng: Random, names: readonly string[]): Json[] {
  const out: Json[] = [];
  for (const app of ['a', 'b']) {
    if (!rng.chance(0.4)) continue;
    const disrupted = names.filter(() => rng.chance(0.15));
    out.push(pdbManifest(`pdb-${app}`, app, rng.int(0, 2), disrupted));
  }
  return out;
}

/** A Deferred resize: desired above (mostly) the allocated and actual requests. */
function deferredContainer(rng: Random): ContainerSpec {
  const allocated = { cpu: cpuAmount(rng), memory: memAmount(rng) };
  const grow = (v: number): number => (rng.chance(0.8) ? v * rng.pick([2, 3, 4]) : v);
  const requests = { cpu: grow(allocated.cpu), memory: grow(allocated.memory) };
  return { name: 'c', requests, allocated, actual: rng.chance(0.7) ? allocated : { cpu: Math.max(allocated.cpu, requests.cpu / 2), memory: allocated.memory } };
}

function fitCase(rng: Random, id: string): Case {
  const maxPods = rng.int(2, 6);
  const node = nodeFor(rng, 'n1', maxPods, rng.chance(0.2));
  const pods: Json[] = [];
  const n = rng.int(0, maxPods);
  for (let i = 0; i < n; i++) pods.push(boundPod(rng, `v${i}`, 'n1'));
  const target = deferredContainer(rng);
  pods.push(
    podManifest(rng, {
      name: 'target',
      node: 'n1',
      priority: rng.pick([100, 1000, 10000]),
      startTime: 50,
      containers: [target],
      ...(rng.chance(0.25) ? podLevelFor(rng, [target]) : {}),
      resizePending: { reason: 'Deferred', since: 500 },
      ...(rng.chance(0.1) ? { preemptionPolicy: 'Never' as const } : {}),
    }),
  );
  return {
    id,
    kind: 'fit',
    nodes: [node],
    pods,
    pdbs: pdbs(
      rng,
      pods.map((p) => (p['metadata'] as { name: string }).name),
    ),
    target: 'target',
  };
}

function selectVictimsCase(rng: Random, id: string): Case {
  const nNodes = rng.int(1, 4);
  const nodes: Json[] = [];
  const pods: Json[] = [];
  for (let i = 1; i <= nNodes; i++) {
    const name = `n${i}`;
    nodes.push(nodeFor(rng, name, rng.int(3, 8)));
    for (let j = rng.int(0, 5); j > 0; j--) {
      const terminating = rng.chance(0.08) ? { terminating: { byPreemption: rng.chance(0.7) } } : {};
      pods.push(boundPod(rng, `p${i}-${j}`, name, terminating));
    }
  }
  const nominated = rng.chance(0.3) ? { nominatedNodeName: rng.pick(nodes.map((n) => (n['metadata'] as { name: string }).name)) } : {};
  const preemptor = podManifest(rng, {
    name: 'preemptor',
    priority: rng.pick([100, 1000, 10000]),
    containers: [{ name: 'c', requests: { cpu: rng.pick([500, 1000, 1500, 2000, 3000]), memory: rng.pick([256, 512, 1024, 2048]) * MI } }],
    ...(rng.chance(0.1) ? { preemptionPolicy: 'Never' as const } : {}),
    ...nominated,
  });
  return {
    id,
    kind: 'selectVictims',
    nodes,
    pods,
    pdbs: pdbs(
      rng,
      pods.map((p) => (p['metadata'] as { name: string }).name),
    ),
    preemptor,
    nominatedNodeStatus: rng.chance(0.15) ? 'UnschedulableAndUnresolvable' : 'Unschedulable',
  };
}

/** Pods on one node, some with a resize (growing, shrinking or none), for the kubelet kinds. */
function kubeletPods(rng: Random, count: number, resizing: (i: number) => boolean): { pods: Json[]; pending: string[] } {
  const pods: Json[] = [];
  const pending: string[] = [];
  let since = 100;
  for (let i = 0; i < count; i++) {
    const name = `r${i}`;
    const allocated = { cpu: cpuAmount(rng), memory: memAmount(rng) };
    const change = resizing(i) ? rng.pick([2, 2, 0.5, 1]) : 1;
    const requests = { cpu: Math.round(allocated.cpu * change), memory: rng.chance(0.5) ? allocated.memory : Math.round(allocated.memory * change) };
    const guaranteed = rng.chance(0.3);
    const hasCondition = change !== 1 && rng.chance(0.7);
    if (hasCondition) {
      since += rng.int(1, 50);
      pending.push(name);
    }
    const resized: ContainerSpec = {
      name: 'c',
      requests,
      allocated,
      actual: allocated,
      ...(guaranteed ? { limits: requests } : rng.chance(0.5) ? { limits: { cpu: requests.cpu * 4, memory: requests.memory * 4 } } : {}),
    };
    // Sometimes the container with the resize is a non-sidecar init container (resizable since
    // InPlacePodVerticalScalingInitContainers, GA in v1.37), beside an app container at its allocation.
    const app = rng.chance(0.3) ? { cpu: cpuAmount(rng), memory: memAmount(rng) } : undefined;
    const containers: ContainerSpec[] =
      app === undefined ? [resized] : [{ name: 'app', requests: app, allocated: app, actual: app, ...(guaranteed ? { limits: app } : {}) }];
    const initContainers = app === undefined ? [] : [resized];
    pods.push(
      podManifest(rng, {
        name,
        node: 'n1',
        priority: rng.pick([0, 0, 100, 1000]),
        startTime: 10,
        containers,
        initContainers,
        // Over the desired spec, as the API server holds it; the kubelet's allocation is the same pod-level resources.
        ...(rng.chance(0.25) ? podLevelFor(rng, [...containers, ...initContainers]) : {}),
        ...(hasCondition ? { resizePending: { reason: 'Deferred' as const, since } } : {}),
      }),
    );
  }
  return { pods, pending };
}

function pendingOrderCase(rng: Random, id: string): Case {
  const { pods, pending } = kubeletPods(rng, rng.int(2, 8), () => rng.chance(0.85));
  const node = nodeManifest(rng, { name: 'n1', cpu: 64000, memory: 256 * 1024 * MI, pods: 110 });
  const names = pods.map((p) => (p['metadata'] as { name: string }).name);
  return { id, kind: 'pendingOrder', nodes: [node], pods, pendingSinceOrder: pending, pushOrder: rng.shuffle(names) };
}

function admitCase(rng: Random, id: string): Case {
  const count = rng.int(1, 5);
  const { pods } = kubeletPods(rng, count, (i) => i === 0);
  const node = nodeManifest(rng, { name: 'n1', cpu: rng.pick([1000, 2000, 4000]), memory: rng.pick([1024, 2048, 4096]) * MI, pods: rng.int(count, count + 2) });
  return { id, kind: 'admit', nodes: [node], pods, pendingSinceOrder: [], pushOrder: ['r0'] };
}

function criticalCase(rng: Random, id: string): Case {
  const pods: Json[] = [];
  for (let i = rng.int(0, 6); i > 0; i--) {
    const qos = rng.int(0, 2);
    const requests = qos === 0 ? undefined : amounts(rng);
    const c: ContainerSpec = {
      name: 'c',
      ...(requests !== undefined ? { requests } : {}),
      ...(qos === 2 && requests !== undefined ? { limits: { cpu: requests['cpu'] ?? 500, memory: requests['memory'] ?? 128 * MI, ...requests } } : {}),
    };
    pods.push(podManifest(rng, { name: `k${i}`, node: 'n1', priority: rng.pick([0, 100, 1000, 2000000000]), startTime: 10, containers: [c] }));
  }
  const preemptor = podManifest(rng, {
    name: 'critical',
    node: 'n1',
    priority: rng.pick([2000000000, 2000001000]),
    containers: [{ name: 'c', requests: { cpu: 1000, memory: 512 * MI } }],
  });
  const requirements = [];
  if (rng.chance(0.8)) requirements.push({ resourceName: 'cpu', quantity: rng.pick([100, 250, 500, 1000, 2500]) });
  if (rng.chance(0.6)) requirements.push({ resourceName: 'memory', quantity: rng.pick([64, 256, 1024]) * MI });
  if (rng.chance(0.1) || requirements.length === 0) requirements.push({ resourceName: 'pods', quantity: 1 });
  return { id, kind: 'criticalPreemption', nodes: [nodeFor(rng, 'n1', 20)], pods, preemptor, requirements };
}

/** An IntOrString as manifests write it, or absent (the API's default then). */
function intOrPercent(rng: Random): number | string | undefined {
  if (rng.chance(0.25)) return undefined;
  return rng.chance(0.5) ? rng.int(0, 5) : `${rng.pick([0, 1, 10, 25, 33, 50, 75, 100])}%`;
}

/** A Deployment or DaemonSet's rolling update bounds, and (Deployment) the ReplicaSets' replicas mid-rollout. */
function rolloutCase(rng: Random, id: string): Case {
  const daemon = rng.chance(0.3);
  const replicas = rng.int(0, 20);
  const rolling: Record<string, unknown> = {};
  const surge = intOrPercent(rng);
  const unavailable = intOrPercent(rng);
  if (surge !== undefined) rolling['maxSurge'] = surge;
  if (unavailable !== undefined) rolling['maxUnavailable'] = unavailable;
  const template = { metadata: { labels: { app: 'w' } }, spec: { containers: [{ name: 'c', image: 'c:1' }] } };
  const strategy = rng.chance(0.2) ? {} : { type: 'RollingUpdate', rollingUpdate: rolling };
  const workload = daemon
    ? {
        apiVersion: 'apps/v1',
        kind: 'DaemonSet',
        metadata: { name: 'w', namespace: 'default' },
        spec: { selector: { matchLabels: { app: 'w' } }, updateStrategy: strategy, template },
      }
    : {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'w', namespace: 'default' },
        spec: { replicas, selector: { matchLabels: { app: 'w' } }, strategy, template },
      };
  const newReplicas = rng.int(0, replicas);
  return { id, kind: 'rollout', workload, allReplicas: newReplicas + rng.int(0, replicas + 3), newReplicas, ...(daemon ? { newReplicas: replicas } : {}) };
}

/** Field names of the structs the engine checks, to misspell or to put in the wrong struct. */
const FIELD_WORDS = [
  'requests',
  'limits',
  'claims',
  'resources',
  'containers',
  'image',
  'name',
  'resizePolicy',
  'resourceName',
  'restartPolicy',
  'priorityClassName',
  'nodeName',
  'overhead',
];

/** A typo as people make them: a letter dropped or doubled, a case changed, an "s" added or lost. */
function misspell(rng: Random, word: string): string {
  const i = rng.int(0, word.length - 1);
  switch (rng.int(0, 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1) || 'x';
    case 1:
      return word.slice(0, i) + word[i]! + word.slice(i);
    case 2:
      return word.slice(0, i) + (word[i] === word[i]!.toUpperCase() ? word[i].toLowerCase() : word[i]!.toUpperCase()) + word.slice(i + 1);
    case 3:
      return word.endsWith('s') ? word.slice(0, -1) : `${word}s`;
    default:
      return `${word}_`;
  }
}

/** Sometimes a known field with a valid value, sometimes an unknown one (a typo, or another struct's field). */
function addField(rng: Random, into: Record<string, unknown>, struct: string, valid: readonly (readonly [string, unknown])[]): void {
  if (rng.chance(0.3)) {
    const [k, v] = rng.pick(valid);
    into[k] = v;
    return;
  }
  // Another struct's field is unknown here; this struct's own (a typo that lands on one) is left alone.
  const key = misspell(rng, rng.pick(FIELD_WORDS));
  if (!KNOWN_FIELDS[struct]!.has(key)) into[key] = rng.pick([1, 'x', {}, [], true, null]);
}

/** A Pod, Deployment or CronJob whose pod spec, containers, resources and resize policies carry fields the API may not know. */
function strictFieldsCase(rng: Random, id: string): Case {
  const container = (name: string): Record<string, unknown> => {
    const resources: Record<string, unknown> = rng.chance(0.8) ? { requests: { cpu: '100m' } } : {};
    const c: Record<string, unknown> = { name, image: 'registry.example/app:1', resources };
    if (rng.chance(0.5)) c['resizePolicy'] = [{ resourceName: 'cpu', restartPolicy: 'NotRequired' }];
    for (let n = rng.int(0, 2); n > 0; n--)
      addField(rng, c, 'Container', [
        ['workingDir', '/'],
        ['tty', true],
        ['imagePullPolicy', 'IfNotPresent'],
        ['args', ['a']],
      ]);
    for (let n = rng.int(0, 2); n > 0; n--)
      addField(rng, resources, 'ResourceRequirements', [
        ['limits', { cpu: '1' }],
        ['claims', [{ name: 'gpu' }]],
      ]);
    const policy = c['resizePolicy'];
    if (Array.isArray(policy) && isObject(policy[0]) && rng.chance(0.3))
      addField(rng, policy[0], 'ContainerResizePolicy', [['restartPolicy', 'RestartContainer']]);
    return c;
  };
  const spec: Record<string, unknown> = { containers: Array.from({ length: rng.int(1, 2) }, (_, i) => container(`c${i}`)) };
  if (rng.chance(0.3)) spec['initContainers'] = [container('init')];
  if (rng.chance(0.3)) spec['resources'] = { requests: { cpu: '1' } };
  for (let n = rng.int(0, 2); n > 0; n--)
    addField(rng, spec, 'PodSpec', [
      ['priority', 5],
      ['hostNetwork', true],
      ['schedulerName', 'default-scheduler'],
      ['restartPolicy', 'Always'],
    ]);
  if (isObject(spec['resources']) && rng.chance(0.3)) addField(rng, spec['resources'], 'ResourceRequirements', [['limits', { cpu: '2' }]]);
  const template = { metadata: { labels: { app: 'w' } }, spec };
  const workload = rng.pick([
    { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'w', namespace: 'default' }, spec },
    { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'w', namespace: 'default' }, spec: { selector: { matchLabels: { app: 'w' } }, template } },
    {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'w', namespace: 'default' },
      spec: { schedule: '* * * * *', jobTemplate: { spec: { template } } },
    },
  ]);
  return { id, kind: 'strictFields', workload };
}

const GENERATORS: Readonly<Record<Kind, (rng: Random, id: string) => Case>> = {
  podRequests: podRequestsCase,
  fit: fitCase,
  selectVictims: selectVictimsCase,
  pendingOrder: pendingOrderCase,
  admit: admitCase,
  criticalPreemption: criticalCase,
  resizePath: resizePathCase,
  rollout: rolloutCase,
  strictFields: strictFieldsCase,
  manifestRead: manifestReadCase,
  limitRange: limitRangeCase,
  placementFilter: placementFilterCase,
};

export function generate(kind: Kind, rng: Random, index: number): Case {
  return GENERATORS[kind](rng, `${kind}-${index}`);
}
