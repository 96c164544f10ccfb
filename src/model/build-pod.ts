import { withContainerDefaults, type ContainerDefaults } from './limitrange-defaults.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { interner, perObject, perObjectAndValue, perObjects, runScopedMap } from '../core/memo.ts';
import { containerStatus, onlyStatus } from './container-status.ts';
import { arr, int, obj, str, stringMap, timestamp, type JsonObject } from '../core/fields.ts';
import type {
  Container,
  ContainerStatus,
  ContainerType,
  NodeSelectorRequirement,
  NodeSelectorTerm,
  Pod,
  PodLevelStatus,
  ResizePendingReason,
  ResourceRequirements,
  HostPort,
  SchedulingConstraints,
  Toleration,
} from './pod.ts';
import { readTopologySpreadConstraints } from './topology-spread-read.ts';
import { computePodQOS } from './qos.ts';
import { readRequiredPodAffinity } from './pod-affinity.ts';
import { defaultPodLevelResources } from './pod-level-defaults.ts';
import { readResourceList, type BadQuantity } from '../resource/resource-list.ts';
import { inheritExact } from '../resource/exact.ts';
import type { ResourceList } from '../resource/resources.ts';

/** Priority as the Priority admission plugin resolves it (set by build.ts after all classes are read). */
export interface ResolvedPriority {
  readonly priority: number;
  readonly preemptionPolicy: 'PreemptLowerPriority' | 'Never';
  readonly missingClass: boolean;
}

export interface PodReadContext {
  readonly seq: number;
  readonly transient?: boolean;
  readonly report: (d: Diagnostic) => void;
  readonly resolvePriority: (doc: LoadedDocument, ref: ObjectRef, spec: Readonly<Record<string, unknown>>, admitted: boolean) => ResolvedPriority;
  /** The API server holds the pod already (a snapshot's, with a uid or a status): its spec is as admission wrote it. */
  readonly admitted?: boolean;
  /** LimitRanger's container defaults of a namespace (admission of a new pod). */
  readonly containerDefaults?: (namespace: string) => ContainerDefaults | undefined;
  /** The document's value, read once by the caller (a template's pod builds it on each read); its spec as admission left it. */
  readonly value?: JsonObject;
}

/**
 * A container's API defaulting (SetDefaults_Pod): a limit without a request sets the request.
 * `owner` is the path of the object holding `resources`. The pod's own `resources` are read as
 * written (`asWritten`): with PodLevelResourcesFixDefaulting on, SetDefaults_Pod leaves them to
 * DefaultPodLevelResources (pod-level-defaults.ts).
 */
function readRequirements(
  raw: unknown,
  doc: LoadedDocument,
  owner: readonly PathSegment[],
  ctx: PodReadContext,
  ref: ObjectRef,
  asWritten = false,
): ResourceRequirements {
  const r = obj(raw);
  const read = (key: 'requests' | 'limits'): ResourceList => {
    const bad: BadQuantity[] = [];
    const list = readResourceList(r[key], bad);
    for (const b of bad) {
      ctx.report({
        ruleId: 'input/schema',
        severity: 'error',
        message: `${ref.kind} ${JSON.stringify(`${ref.namespace}/${ref.name}`)} ${key}.${b.key}: ${b.message}`,
        file: doc.file,
        range: doc.locate([...owner, 'resources', key, b.key]),
        object: ref,
      });
    }
    return list;
  };
  const limits = read('limits');
  const requests = read('requests');
  if (asWritten) return sharedRequirements(requests, limits);
  for (const name of limits.keys()) {
    if (requests.has(name)) continue;
    const defaulted = new Map([...requests, ...[...limits].filter(([n]) => !requests.has(n))]);
    inheritExact(defaulted, [requests, limits]);
    return { requests: defaulted, limits };
  }
  return sharedRequirements(requests, limits);
}

/** One read-only requirements object per pair of (shared) lists: a snapshot's replicas write the same few. */
const sharedRequirements = perObjects((requests: ResourceList, limits: ResourceList): ResourceRequirements => ({ requests, limits }));

const NO_POLICY: ReadonlyMap<string, string> = new Map();
// Shared read-only arrays are typed readonly, not frozen: iterating a frozen array with for-of
// allocates on every step, and these are iterated for every pod in the engine's hot loops.
const NO_CONTAINERS: readonly Container[] = [];
const NO_TOLERATIONS: readonly Toleration[] = [];

/** ['spec', key, i], one shared array per key and index (every pod has a container 0). */
const containerPaths = { containers: [] as (readonly PathSegment[])[], initContainers: [] as (readonly PathSegment[])[] };

function containerPath(key: 'containers' | 'initContainers', i: number): readonly PathSegment[] {
  return (containerPaths[key][i] ??= ['spec', key, i]);
}

function readContainers(
  spec: Readonly<Record<string, unknown>>,
  key: 'containers' | 'initContainers',
  doc: LoadedDocument,
  ctx: PodReadContext,
  ref: ObjectRef,
): readonly Container[] {
  const type: ContainerType = key === 'containers' ? 'container' : 'init';
  const list = arr(spec[key]);
  // Most pods have no init containers: one shared empty list for all of them.
  if (list.length === 0) return NO_CONTAINERS;
  const containers = list.map((raw, i) => {
    const c = obj(raw);
    const path = containerPath(key, i);
    const policies = arr(c['resizePolicy']);
    const resizePolicy = policies.length === 0 ? NO_POLICY : new Map<string, string>();
    for (const p of policies) {
      const name = str(obj(p)['resourceName']);
      const policy = str(obj(p)['restartPolicy']);
      if (name !== undefined && policy !== undefined) (resizePolicy as Map<string, string>).set(name, policy);
    }
    const container: Container = {
      name: str(c['name']) ?? `#${i}`,
      type,
      sidecar: type === 'init' && c['restartPolicy'] === 'Always',
      resources: readRequirements(withContainerDefaults(c['resources'], ctx.containerDefaults?.(ref.namespace)), doc, path, ctx, ref),
      resizePolicy,
      path,
    };
    return resizePolicy === NO_POLICY ? sharedContainer(container) : container;
  });
  return containers.length === 1 ? onlyContainer(containers[0]!) : containers;
}

/**
 * Containers are read-only (a resize makes new ones, withResources): pods whose containers are
 * written alike share them, and a pod of one container shares its list. A snapshot's 150,000
 * pods are replicas of a few thousand templates.
 */
const containersAlike = perObjectAndValue<ResourceRequirements, string, Container[]>(() => []);

function sharedContainer(c: Container): Container {
  const alike = containersAlike(c.resources, c.name);
  const known = alike.find((k) => k.type === c.type && k.sidecar === c.sidecar && k.path === c.path && k.resizePolicy === c.resizePolicy);
  if (known !== undefined) return known;
  alike.push(c);
  return c;
}

const onlyContainer = perObject((c: Container): readonly Container[] => [c]);

/** Pods without container statuses (manifests, replicas) share one empty map; simulated pods copy it before writing. */
const NO_STATUSES: ReadonlyMap<string, ContainerStatus> = new Map();

function readContainerStatuses(status: Readonly<Record<string, unknown>>): ReadonlyMap<string, ContainerStatus> {
  if (arr(status['containerStatuses']).length === 0 && arr(status['initContainerStatuses']).length === 0) return NO_STATUSES;
  const out = new Map<string, ContainerStatus>();
  for (const raw of arr(status['containerStatuses'])) readContainerStatus(raw, out);
  for (const raw of arr(status['initContainerStatuses'])) readContainerStatus(raw, out);
  if (out.size !== 1) return out;
  // One container (most pods): the map shared by every pod with the same entry.
  const [name, only] = out.entries().next().value as [string, ContainerStatus];
  return onlyStatus(only, name);
}

function readContainerStatus(raw: unknown, out: Map<string, ContainerStatus>): void {
  const cs = obj(raw);
  const name = str(cs['name']);
  if (name === undefined) return;
  const res = obj(cs['resources']);
  const list = (raw: unknown): ResourceList | undefined => (raw === undefined ? undefined : readResourceList(raw));
  out.set(name, containerStatus(cs['resources'] !== undefined, list(cs['allocatedResources']), list(res['requests']), list(res['limits'])));
}

function findCondition(conditions: readonly unknown[], type: string): Readonly<Record<string, unknown>> | undefined {
  for (const c of conditions) if (obj(c)['type'] === type) return obj(c);
  return undefined;
}

/**
 * IsPodResizeDeferred/Infeasible (component-helpers resource helpers) read the first
 * PodResizePending condition; sortPendingResizes takes the last one's lastTransitionTime.
 */
function readResizePending(conditions: readonly unknown[]): { reason: ResizePendingReason | undefined; since: number | undefined } {
  const first = findCondition(conditions, 'PodResizePending');
  if (first === undefined) return { reason: undefined, since: undefined };
  const reason = first['reason'] === 'Deferred' || first['reason'] === 'Infeasible' ? first['reason'] : undefined;
  let last = first;
  for (const c of conditions) if (obj(c)['type'] === 'PodResizePending') last = obj(c);
  return { reason, since: timestamp(last['lastTransitionTime']) };
}

/** Manifests without status are about to run: Ready. A snapshot pod is Ready only if it says so (countHealthyPods, disruption.go). */
function readReady(status: Readonly<Record<string, unknown>>, conditions: readonly unknown[]): boolean {
  const ready = findCondition(conditions, 'Ready');
  if (ready !== undefined) return ready['status'] === 'True';
  const phase = str(status['phase']);
  return phase === undefined || phase === 'Running';
}

/** Controller references, one object per controller: its replicas share it. */
const sharedOwner = interner<ObjectRef>();

function readOwner(meta: Readonly<Record<string, unknown>>, ref: ObjectRef): { owner: ObjectRef; hasController: boolean } {
  const controller = arr(meta['ownerReferences'])
    .map(obj)
    .find((o) => o['controller'] === true);
  const kind = str(controller?.['kind']);
  const name = str(controller?.['name']);
  if (kind === undefined || name === undefined) return { owner: ref, hasController: false };
  return { owner: sharedOwner(`${kind}\0${ref.namespace}\0${name}`, { kind, namespace: ref.namespace, name }), hasController: true };
}

function readRequirementList(v: unknown): NodeSelectorRequirement[] {
  return arr(v).map((e) => {
    const o = obj(e);
    return { key: str(o['key']) ?? '', operator: str(o['operator']) ?? '', values: arr(o['values']).filter((x): x is string => typeof x === 'string') };
  });
}

export function readScheduling(spec: Readonly<Record<string, unknown>>): SchedulingConstraints {
  const required = obj(obj(obj(spec['affinity'])['nodeAffinity'])['requiredDuringSchedulingIgnoredDuringExecution']);
  const terms: NodeSelectorTerm[] | undefined =
    required['nodeSelectorTerms'] === undefined
      ? undefined
      : arr(required['nodeSelectorTerms']).map((t) => ({
          matchExpressions: readRequirementList(obj(t)['matchExpressions']),
          matchFields: readRequirementList(obj(t)['matchFields']),
        }));
  const nodeSelector = stringMap(spec['nodeSelector']);
  const tolerations = readTolerations(spec['tolerations']);
  const schedulerName = str(spec['schedulerName']) ?? DEFAULT_SCHEDULER;
  const topologySpreadConstraints = readTopologySpreadConstraints(spec['topologySpreadConstraints']);
  const podAffinity = readRequiredPodAffinity(spec);
  const hostPorts = readHostPorts(spec);
  // Most pods select nothing, use the default scheduler and carry the same tolerations: they share one object.
  if (
    terms === undefined &&
    schedulerName === DEFAULT_SCHEDULER &&
    Object.keys(nodeSelector).length === 0 &&
    topologySpreadConstraints.length === 0 &&
    podAffinity === undefined &&
    hostPorts === undefined
  )
    return plainScheduling(tolerations);
  return {
    nodeSelector,
    tolerations,
    requiredNodeAffinity: terms,
    schedulerName,
    topologySpreadConstraints,
    ...(podAffinity === undefined ? {} : { podAffinity }),
    ...(hostPorts === undefined ? {} : { hostPorts }),
  };
}

/**
 * GetHostPorts (pkg/scheduler/util/utils.go): the ports with a hostPort above 0 of the sidecars
 * (init containers with restartPolicy Always, which run as long as the pod), then of the
 * containers; undefined when there is none. With hostNetwork, a port without a hostPort has its
 * containerPort as one: the API server defaults it so when it creates the pod
 * (pkg/apis/core/v1/defaults.go SetDefaults_Pod, defaultHostNetworkPorts).
 */
function readHostPorts(spec: Readonly<Record<string, unknown>>): readonly HostPort[] | undefined {
  const hostNetwork = spec['hostNetwork'] === true;
  const sidecars = addHostPorts(undefined, spec['initContainers'], true, hostNetwork);
  return addHostPorts(sidecars, spec['containers'], false, hostNetwork);
}

/** readHostPorts for one list of containers: `out` with their host ports added (made when the first comes). */
function addHostPorts(out: HostPort[] | undefined, containers: unknown, sidecarsOnly: boolean, hostNetwork: boolean): HostPort[] | undefined {
  for (const raw of arr(containers)) {
    const c = obj(raw);
    if (sidecarsOnly && c['restartPolicy'] !== 'Always') continue;
    for (const p of arr(c['ports'])) {
      const port = obj(p);
      const written = port['hostPort'];
      const hostPort = hostNetwork && (written ?? 0) === 0 ? port['containerPort'] : written;
      if (typeof hostPort !== 'number' || !(hostPort > 0)) continue;
      (out ??= []).push({ hostIP: str(port['hostIP']) ?? '', protocol: str(port['protocol']) ?? '', hostPort });
    }
  }
  return out;
}

const DEFAULT_SCHEDULER = 'default-scheduler';
const plainScheduling = perObject((tolerations: readonly Toleration[]): SchedulingConstraints => ({
  nodeSelector: {},
  tolerations,
  requiredNodeAffinity: undefined,
  schedulerName: DEFAULT_SCHEDULER,
  topologySpreadConstraints: [],
}));

/** Toleration lists written alike are one shared (read-only) list: a snapshot's pods carry the same few. */
const sharedTolerations = interner<readonly Toleration[]>(10_000);
/** The list read last: a snapshot lists pods workload by workload, so most lists are the one before. */
const lastTolerations = runScopedMap<'last', readonly Toleration[]>();

function readTolerations(raw: unknown): readonly Toleration[] {
  const items = arr(raw);
  if (items.length === 0) return NO_TOLERATIONS;
  const list = items.map((t): Toleration => {
    const o = obj(t);
    return { key: str(o['key']) ?? '', operator: str(o['operator']) ?? 'Equal', value: str(o['value']) ?? '', effect: str(o['effect']) ?? '' };
  });
  const last = lastTolerations.get('last');
  if (last !== undefined && sameTolerations(list, last)) return last;
  const shared = sharedList(list);
  lastTolerations.set('last', shared);
  return shared;
}

function sameTolerations(a: readonly Toleration[], b: readonly Toleration[]): boolean {
  return (
    a.length === b.length && a.every((t, i) => t.key === b[i]!.key && t.operator === b[i]!.operator && t.value === b[i]!.value && t.effect === b[i]!.effect)
  );
}

function sharedList(list: readonly Toleration[]): readonly Toleration[] {
  // Fields joined with a NUL after each; a field holding a NUL itself (never valid) is not shared.
  let key = '';
  for (const t of list) {
    if (t.key.includes('\0') || t.operator.includes('\0') || t.value.includes('\0') || t.effect.includes('\0')) return list;
    key += `${t.key}\0${t.operator}\0${t.value}\0${t.effect}\0`;
  }
  return sharedTolerations(key, list);
}

export function readPod(doc: LoadedDocument, ctx: PodReadContext): Pod {
  const root = ctx.value ?? obj(doc.value);
  const meta = obj(root['metadata']);
  const spec = obj(root['spec']);
  const status = obj(root['status']);
  const ref: ObjectRef = { kind: 'Pod', namespace: str(meta['namespace']) ?? 'default', name: str(meta['name']) ?? '' };
  const containers = readContainers(spec, 'containers', doc, ctx, ref);
  const initContainers = readContainers(spec, 'initContainers', doc, ctx, ref);
  const written = spec['resources'] === undefined ? undefined : readRequirements(spec['resources'], doc, ['spec'], ctx, ref, true);
  // PrepareForCreate completes the pod-level resources of a pod being created, after the container
  // defaults above and before its QoS class is computed; a pod the API server holds is as stored.
  const podResources = ctx.admitted === true ? written : defaultPodLevelResources({ containers, initContainers, podResources: written });
  const conditions = arr(status['conditions']);
  const pending = readResizePending(conditions);
  const annotations = stringMap(meta['annotations']);
  const configSource = annotations['kubernetes.io/config.source'];
  const { priority, preemptionPolicy, missingClass } = ctx.resolvePriority(doc, ref, spec, ctx.admitted === true);
  // Named fields, not a spread: every pod gets the same object shape.
  const { owner, hasController } = readOwner(meta, ref);
  return {
    ref,
    uid: str(meta['uid']) ?? `${ref.namespace}/${ref.name}`,
    generateName: str(meta['generateName']) || undefined,
    labels: stringMap(meta['labels']),
    annotations,
    nodeName: str(spec['nodeName']) || undefined,
    priority,
    priorityClassName: str(spec['priorityClassName']) || undefined,
    missingPriorityClass: missingClass,
    preemptionPolicy,
    terminationGracePeriodSeconds: int(spec['terminationGracePeriodSeconds']) ?? 30,
    startTime: timestamp(status['startTime']),
    creationTimestamp: timestamp(meta['creationTimestamp']),
    deletionTimestamp: timestamp(meta['deletionTimestamp']),
    deletionGracePeriodSeconds: int(meta['deletionGracePeriodSeconds']),
    resizePendingSince: pending.since,
    ready: readReady(status, conditions),
    restartPolicy: str(spec['restartPolicy']) ?? 'Always',
    os: str(obj(spec['os'])['name']),
    owner,
    hasController,
    isStatic: (configSource !== undefined && configSource !== 'api') || annotations['kubernetes.io/config.mirror'] !== undefined,
    admitted: ctx.admitted === true,
    qos: computePodQOS(containers, initContainers, podResources),
    scheduling: readScheduling(spec),
    transient: ctx.transient === true,
    seq: ctx.seq,
    doc,
    containers,
    initContainers,
    podResources,
    overhead: readResourceList(spec['overhead']),
    containerStatuses: readContainerStatuses(status),
    resizePending: pending.reason,
    podStatus: readPodLevelStatus(status),
  };
}

/** status.resources and status.allocatedResources at pod level (core/v1 PodStatus), when set. */
function readPodLevelStatus(status: Readonly<Record<string, unknown>>): PodLevelStatus | undefined {
  const resources = status['resources'];
  const allocated = status['allocatedResources'];
  if (resources === undefined && allocated === undefined) return undefined;
  return {
    actual: resources === undefined ? undefined : readResourceList(obj(resources)['requests']),
    allocated: allocated === undefined ? undefined : readResourceList(allocated),
  };
}
