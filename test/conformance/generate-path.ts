/**
 * resizePath cases: small clusters with resizes already pending in the pods' status (some with a
 * recorded PodResizePending condition), PDBs, node opt-outs, critical pods, and one
 * ResizeScenario, for the engine's whole run against the Go event loop (go/path.go).
 */
import type { Case, Json } from './cases.ts';
import { cpu, EPOCH_SECONDS, memory, nodeManifest, pdbManifest, podManifest, type Amounts, type ContainerSpec, type PodSpec } from './manifests.ts';
import { Random } from './random.ts';
import { podLevelFor } from './generate-pod-level.ts';

const MI = 1048576;
/** The case's time 0, after every time the manifests record. */
const NOW = 1000;
const PRIORITIES = [-10, 0, 0, 10, 100, 100, 1000, 2000000000];

type Shape = 'BestEffort' | 'Burstable' | 'BurstableLimited' | 'Guaranteed';

interface Planned {
  readonly name: string;
  readonly node: string;
  readonly shape: Shape;
  readonly allocated: Amounts;
  /** Whether the pod sets pod-level resources (spec.resources), made over its containers' spec. */
  readonly podLevel: boolean;
}

function base(rng: Random): Amounts {
  return { cpu: rng.pick([100, 200, 250, 300, 500, 1000]), memory: rng.chance(0.5) ? rng.pick([64, 128, 256, 512]) * MI : rng.pick([100, 200, 500]) * 1000000 };
}

function scale(a: Amounts, f: number): Amounts {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, k === 'cpu' ? Math.max(10, Math.round(v * f)) : Math.round((v * f) / MI) * MI || MI]));
}

function limitsOf(shape: Shape, requests: Amounts): Amounts | undefined {
  if (shape === 'Guaranteed') return requests;
  if (shape === 'BurstableLimited') return scale(requests, 2);
  return undefined;
}

function containerFor(shape: Shape, allocated: Amounts, desired: Amounts, actual: Amounts): ContainerSpec {
  if (shape === 'BestEffort') return { name: 'c' };
  const limits = limitsOf(shape, desired);
  return { name: 'c', requests: desired, ...(limits !== undefined ? { limits } : {}), allocated, actual };
}

/**
 * Mostly the resized container `c` alone; sometimes `c` is a non-sidecar init container (resizable
 * since InPlacePodVerticalScalingInitContainers, GA in v1.37) beside an app container `app` at its
 * allocation, of the same QoS shape.
 */
function containersOf(rng: Random, shape: Shape, c: ContainerSpec): { containers: ContainerSpec[]; initContainers?: ContainerSpec[] } {
  if (shape === 'BestEffort' || !rng.chance(0.25)) return { containers: [c] };
  const app = base(rng);
  const limits = limitsOf(shape, app);
  return { containers: [{ name: 'app', requests: app, ...(limits !== undefined ? { limits } : {}), allocated: app, actual: app }], initContainers: [c] };
}

/** The containers, and pod-level resources over them when `levels` (the case's own stream) is given. */
function withPodLevel(
  containers: { containers: ContainerSpec[]; initContainers?: ContainerSpec[] },
  levels: Random | undefined,
): Pick<PodSpec, 'containers' | 'initContainers' | 'podRequests' | 'podLimits'> {
  return levels === undefined ? containers : { ...containers, ...podLevelFor(levels, [...containers.containers, ...(containers.initContainers ?? [])]) };
}

/**
 * A stream of its own, seeded by the case's id and a tag (FNV-1a), so that adding draws of a new
 * kind leaves every other draw of the case, and of the cases after it, as it was: the pod-level
 * resources (tag ''), the limits (tag 'limits').
 */
function caseStream(id: string, tag = ''): Random {
  const key = tag === '' ? id : `${id}/${tag}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return new Random(h >>> 0);
}

/**
 * The container `c`'s status.resources.limits (the kubelet's checkpointed limits as the status
 * shows them, model/container-allocation.ts) for some pods with limits: their allocation's. Now
 * and then a BurstableLimited pod not otherwise resizing has other limits in its spec: a recorded
 * resize of limits alone.
 */
function recordedLimits(limits: Random, p: Planned, pending: boolean, doc: Json): void {
  if (p.shape !== 'BurstableLimited' && p.shape !== 'Guaranteed') return;
  const limitsOnly = p.shape === 'BurstableLimited' && !pending && limits.chance(0.15);
  if (!limitsOnly && !limits.chance(0.4)) return;
  const spec = doc['spec'] as Json;
  const status = doc['status'] as Json;
  for (const [specKey, statusKey] of [
    ['containers', 'containerStatuses'],
    ['initContainers', 'initContainerStatuses'],
  ] as const) {
    const c = ((spec[specKey] as Json[] | undefined) ?? []).find((x) => x['name'] === 'c');
    const s = ((status[statusKey] as Json[] | undefined) ?? []).find((x) => x['name'] === 'c');
    if (c === undefined || s === undefined) continue;
    const allocated = limitsOf(p.shape, p.allocated)!;
    (s['resources'] as Json)['limits'] = spelled(limits, allocated);
    if (limitsOnly) (c['resources'] as Json)['limits'] = spelled(limits, scale(p.allocated, limits.pick([1.5, 3, 4])));
  }
}

function spelled(rng: Random, a: Amounts): Json {
  return { cpu: cpu(rng, a['cpu']!), memory: memory(rng, a['memory']!) };
}

function pod(rng: Random, p: Planned, levels: Random, limits: Random): Json {
  const pending = p.shape !== 'BestEffort' && rng.chance(0.35);
  const desired = pending ? scale(p.allocated, rng.pick([2, 3, 0.5, 1.5])) : p.allocated;
  const actual = rng.chance(0.85) ? p.allocated : scale(p.allocated, 1.5);
  const condition = pending ? rng.int(0, 9) : rng.chance(0.05) ? 0 : 9;
  const resizePending =
    condition < 5 ? { reason: 'Deferred' as const, since: 500 + rng.int(0, 400) } : condition === 5 ? { reason: 'Infeasible' as const, since: 600 } : undefined;
  const doc = podManifest(rng, {
    name: p.name,
    node: p.node,
    priority: rng.pick(PRIORITIES),
    ...(rng.chance(0.85) ? { startTime: rng.int(0, 4) * 100 } : {}),
    ...(rng.chance(0.6) ? { labels: { app: rng.pick(['a', 'b']) } } : {}),
    ...withPodLevel(containersOf(rng, p.shape, containerFor(p.shape, p.allocated, desired, actual)), p.podLevel ? levels : undefined),
    ...(resizePending !== undefined ? { resizePending } : {}),
  });
  (doc['spec'] as Json)['terminationGracePeriodSeconds'] = rng.pick([0, 1, 5, 10, 30, 60]);
  recordedLimits(limits, p, pending, doc);
  return doc;
}

/**
 * A pod-level patch (`resources` beside `containers`: InPlacePodLevelResourcesVerticalScaling) for
 * some requests, drawn from the case's pod-level stream: mostly for a pod with pod-level resources,
 * now and then adding them to one without; requests grown or shrunk, sometimes limits too (some
 * below the requests, or below the containers' aggregate: refused). Without it, the request's own.
 */
function withPodLevelPatch(levels: Random, p: Planned, req: Json): Json {
  if (!levels.chance(p.podLevel ? 0.5 : 0.05)) return req;
  const requests = scale(p.allocated, levels.pick([0.5, 1, 1.5, 2, 3]));
  const spelled = (a: Amounts): Json => ({ cpu: `${a['cpu']!}m`, memory: `${Math.ceil(a['memory']! / MI)}Mi` });
  const resources: Json = { requests: spelled(requests) };
  if (levels.chance(0.4)) resources['limits'] = spelled(scale(requests, levels.pick([0.5, 1, 2])));
  // Pod-level only, now and then.
  if (levels.chance(0.3)) return { target: req['target'], resources };
  return { ...req, resources };
}

/** One resize request: mostly valid, sometimes one the API server refuses (QoS change, request above limit). */
function request(rng: Random, p: Planned): Json {
  const requests = scale(p.allocated, rng.pick([2, 3, 0.5, 1.5, 4]));
  const resources: Json = {};
  const spellAll = (a: Amounts): Json => ({ cpu: cpu(rng, a['cpu']!), memory: memory(rng, a['memory']!) });
  const invalid = rng.chance(0.1);
  resources['requests'] = spellAll(requests);
  const limits = limitsOf(p.shape, requests);
  if (invalid && p.shape === 'Guaranteed') resources['limits'] = spellAll(scale(requests, 2));
  else if (invalid) resources['limits'] = spellAll(scale(requests, 0.5));
  else if (limits !== undefined) resources['limits'] = spellAll(limits);
  return { target: { kind: 'Pod', namespace: 'default', name: p.name }, containers: [{ name: 'c', resources }] };
}

/**
 * Now and then, drawn from the case's limits stream, the request changes limits alone (no
 * requests in the patch): a BurstableLimited container's limits raised, lowered or the same
 * amounts spelt otherwise (nothing to do), a Burstable one given a cpu limit, a Guaranteed one's
 * limits raised (a QoS change: refused). The kubelet compares limits with its checkpoint too.
 */
function withLimitsOnly(limits: Random, p: Planned, req: Json): Json {
  if (p.shape === 'BestEffort' || !limits.chance(0.2)) return req;
  const resources: Json =
    p.shape === 'Burstable'
      ? { limits: { cpu: cpu(limits, scale(p.allocated, limits.pick([1, 2, 4]))['cpu']!) } }
      : { limits: spelled(limits, scale(p.allocated, limits.pick([1, 1.5, 2, 2, 3]))) };
  return { ...req, containers: [{ name: 'c', resources }] };
}

export function resizePathCase(rng: Random, id: string): Case {
  const levels = caseStream(id);
  const limits = caseStream(id, 'limits');
  const nodes: Json[] = [];
  const planned: Planned[] = [];
  for (let i = 1; i <= rng.int(1, 3); i++) {
    const count = rng.int(2, 8);
    const name = `n${i}`;
    nodes.push(
      nodeManifest(rng, {
        name,
        cpu: rng.pick([1000, 2000, 4000]),
        memory: rng.pick([1024, 2048, 4096]) * MI,
        pods: rng.int(count, count + 3),
        disableResizePreemption: rng.chance(0.15),
      }),
    );
    for (let j = 0; j < count; j++)
      planned.push({
        name: `p${i}${j}`,
        node: name,
        shape: rng.pick(['BestEffort', 'Burstable', 'Burstable', 'BurstableLimited', 'Guaranteed', 'Guaranteed'] as const),
        allocated: base(rng),
        podLevel: levels.chance(0.2),
      });
  }
  const pods = planned.map((p) => pod(rng, p, levels, limits));
  const pdbs: Json[] = [];
  for (const app of ['a', 'b'])
    if (rng.chance(0.4))
      pdbs.push(
        pdbManifest(
          `pdb-${app}`,
          app,
          rng.int(0, 2),
          planned.map((p) => p.name).filter(() => rng.chance(0.1)),
        ),
      );
  const resizable = rng.shuffle(planned.filter((p) => p.shape !== 'BestEffort'));
  const chosen = resizable.slice(0, Math.min(resizable.length, rng.int(1, 4)));
  const scenario =
    chosen.length === 0
      ? undefined
      : {
          apiVersion: 'resizeguard.dev/v1alpha1',
          kind: 'ResizeScenario',
          metadata: { name: 'scenario' },
          spec: { resizes: chosen.map((p) => withPodLevelPatch(levels, p, withLimitsOnly(limits, p, request(rng, p)))) },
        };
  return { id, kind: 'resizePath', nodes, pods, pdbs, ...(scenario !== undefined ? { scenario } : {}), gate: rng.chance(0.6), now: EPOCH_SECONDS + NOW };
}
