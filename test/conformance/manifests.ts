/**
 * Pod, Node and PodDisruptionBudget manifests for the generated cases, with each amount written
 * in one of the spellings Kubernetes accepts ("1", "1000m", "0.5", "512Mi", "1G", "1e3").
 */
import type { Json } from './cases.ts';
import type { Random } from './random.ts';

export const EPOCH_SECONDS = Date.parse('2026-01-01T00:00:00Z') / 1000;

export function isoAt(seconds: number): string {
  return new Date((EPOCH_SECONDS + seconds) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Millicores, spelt at random: "1500m", "1.5", "2", "2e0". */
export function cpu(rng: Random, milli: number): string {
  const spellings = [`${milli}m`, String(milli / 1000)];
  if (milli % 1000 === 0) spellings.push(`${milli / 1000}e0`, `${milli / 1000000}e3`);
  return rng.pick(spellings);
}

/** Bytes, spelt at random in binary, decimal or exponent form where exact. */
export function memory(rng: Random, bytes: number): string {
  const spellings = [String(bytes)];
  if (bytes % 1024 === 0) spellings.push(`${bytes / 1024}Ki`);
  if (bytes % 1048576 === 0) spellings.push(`${bytes / 1048576}Mi`);
  if (bytes % 1073741824 === 0) spellings.push(`${bytes / 1073741824}Gi`);
  if (bytes % 1000000 === 0) spellings.push(`${bytes / 1000000}M`, `${bytes / 1000000}e6`);
  if (bytes % 1000000000 === 0) spellings.push(`${bytes / 1000000000}G`);
  if (bytes % 1000 === 0) spellings.push(`${bytes / 1000}k`, `${bytes / 1000}e3`);
  return rng.pick(spellings);
}

/** Amounts in the harness's units: cpu in millicores, everything else in units. */
export type Amounts = Readonly<Record<string, number>>;

export function spell(rng: Random, amounts: Amounts | undefined): Json | undefined {
  if (amounts === undefined) return undefined;
  const out: Json = {};
  for (const [name, v] of Object.entries(amounts)) out[name] = name === 'cpu' ? cpu(rng, v) : name === 'memory' ? memory(rng, v) : String(v);
  return out;
}

export interface ContainerSpec {
  readonly name: string;
  readonly requests?: Amounts;
  readonly limits?: Amounts;
  /** An init container with restartPolicy Always. */
  readonly sidecar?: boolean;
  /** status.containerStatuses[].allocatedResources */
  readonly allocated?: Amounts;
  /** status.containerStatuses[].resources.requests */
  readonly actual?: Amounts;
}

export interface PodSpec {
  readonly name: string;
  readonly node?: string;
  readonly priority?: number;
  readonly preemptionPolicy?: 'Never' | 'PreemptLowerPriority';
  readonly startTime?: number;
  readonly labels?: Readonly<Record<string, string>>;
  readonly containers: readonly ContainerSpec[];
  readonly initContainers?: readonly ContainerSpec[];
  readonly podRequests?: Amounts;
  readonly podLimits?: Amounts;
  readonly overhead?: Amounts;
  readonly resizePending?: { readonly reason: 'Deferred' | 'Infeasible'; readonly since: number };
  readonly nominatedNodeName?: string;
  /** deletionTimestamp set; `byPreemption` adds the DisruptionTarget condition the scheduler writes. */
  readonly terminating?: { readonly byPreemption: boolean };
}

function container(rng: Random, c: ContainerSpec, init: boolean): Json {
  const resources: Json = {};
  const requests = spell(rng, c.requests);
  const limits = spell(rng, c.limits);
  if (requests !== undefined) resources['requests'] = requests;
  if (limits !== undefined) resources['limits'] = limits;
  return { name: c.name, image: 'registry.k8s.io/pause:3.10', resources, ...(init && c.sidecar === true ? { restartPolicy: 'Always' } : {}) };
}

function containerStatus(rng: Random, c: ContainerSpec): Json | undefined {
  if (c.allocated === undefined && c.actual === undefined) return undefined;
  const s: Json = { name: c.name, image: 'registry.k8s.io/pause:3.10', imageID: '', ready: true, restartCount: 0 };
  if (c.allocated !== undefined) s['allocatedResources'] = spell(rng, c.allocated);
  if (c.actual !== undefined) s['resources'] = { requests: spell(rng, c.actual) };
  return s;
}

export function podManifest(rng: Random, p: PodSpec): Json {
  const spec: Json = { containers: p.containers.map((c) => container(rng, c, false)) };
  if (p.initContainers !== undefined && p.initContainers.length > 0) spec['initContainers'] = p.initContainers.map((c) => container(rng, c, true));
  if (p.node !== undefined) spec['nodeName'] = p.node;
  if (p.priority !== undefined) spec['priority'] = p.priority;
  if (p.preemptionPolicy !== undefined) spec['preemptionPolicy'] = p.preemptionPolicy;
  if (p.podRequests !== undefined || p.podLimits !== undefined) {
    const r: Json = {};
    if (p.podRequests !== undefined) r['requests'] = spell(rng, p.podRequests);
    if (p.podLimits !== undefined) r['limits'] = spell(rng, p.podLimits);
    spec['resources'] = r;
  }
  if (p.overhead !== undefined) spec['overhead'] = spell(rng, p.overhead);
  const status: Json = { phase: p.node === undefined ? 'Pending' : 'Running' };
  if (p.startTime !== undefined) status['startTime'] = isoAt(p.startTime);
  const conditions: Json[] = [];
  if (p.resizePending !== undefined)
    conditions.push({ type: 'PodResizePending', status: 'True', reason: p.resizePending.reason, lastTransitionTime: isoAt(p.resizePending.since) });
  if (p.terminating?.byPreemption === true)
    conditions.push({ type: 'DisruptionTarget', status: 'True', reason: 'PreemptionByScheduler', lastTransitionTime: isoAt(0) });
  if (conditions.length > 0) status['conditions'] = conditions;
  const statuses = p.containers.map((c) => containerStatus(rng, c)).filter((s) => s !== undefined);
  if (statuses.length > 0) status['containerStatuses'] = statuses;
  const initStatuses = (p.initContainers ?? []).map((c) => containerStatus(rng, c)).filter((s) => s !== undefined);
  if (initStatuses.length > 0) status['initContainerStatuses'] = initStatuses;
  if (p.nominatedNodeName !== undefined) status['nominatedNodeName'] = p.nominatedNodeName;
  const metadata: Json = { name: p.name, namespace: 'default', uid: `uid-${p.name}` };
  if (p.labels !== undefined) metadata['labels'] = p.labels;
  if (p.terminating !== undefined) {
    metadata['deletionTimestamp'] = isoAt(10_000);
    metadata['deletionGracePeriodSeconds'] = 30;
  }
  return { apiVersion: 'v1', kind: 'Pod', metadata, spec, status };
}

export interface NodeSpec {
  readonly name: string;
  readonly cpu: number;
  readonly memory: number;
  readonly pods: number;
  readonly disableResizePreemption?: boolean;
}

export function nodeManifest(rng: Random, n: NodeSpec): Json {
  const allocatable = { cpu: cpu(rng, n.cpu), memory: memory(rng, n.memory), pods: String(n.pods) };
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: { name: n.name },
    ...(n.disableResizePreemption === true ? { spec: { podPreemptionPolicy: { disableResizePreemption: ['team-a'] } } } : {}),
    status: { allocatable, capacity: allocatable },
  };
}

export function pdbManifest(name: string, app: string, disruptionsAllowed: number, disruptedPods: readonly string[]): Json {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name, namespace: 'default' },
    spec: { minAvailable: 1, selector: { matchLabels: { app } } },
    status: {
      disruptionsAllowed,
      currentHealthy: 0,
      desiredHealthy: 0,
      expectedPods: 0,
      observedGeneration: 1,
      disruptedPods: Object.fromEntries(disruptedPods.map((p) => [p, isoAt(0)])),
    },
  };
}
