/**
 * Fluent builders for the manifests the engine tests feed through the public pipeline
 * (`lintSources` → `buildJsonReport`). Each builder emits a plain Kubernetes object; `manifests`
 * serialises a list of them into one multi-document YAML text. Rows read as sentences:
 *
 *   node('n1').cpu('300m').memory('300')
 *   pod('victim-1').priority('low').cpu('200m').memory('100').on('n1')
 *   pod('preemptor').priority('high').cpu('300m').memory('100').on('n1').allocated({ cpu: '100m' }).deferred()
 *
 * Vocabulary: "spec a / alloc b" is `.cpu(a)` plus `.allocated({cpu: b})`
 * (allocatedResources = actual resources.requests = b, the other resources at their spec value).
 */
import { stringify } from 'yaml';

export type Quantity = string | number;
export type Quantities = Readonly<Record<string, Quantity>>;
type Json = Record<string, unknown>;

export interface Manifest {
  build(): Json;
}

/** Start of the simulated epoch used for `status.startTime` and condition timestamps. */
export const EPOCH = Date.parse('2026-01-01T00:00:00Z');

export function isoAt(seconds: number): string {
  return new Date(EPOCH + seconds * 1000).toISOString().replace('.000Z', 'Z');
}

// ---------------------------------------------------------------------------------------------
// Node

export class NodeBuilder implements Manifest {
  private readonly allocatable: Record<string, Quantity> = { pods: '32' };
  private readonly labels: Record<string, string> = {};
  private readonly taints: Json[] = [];
  private readonly spec: Json = {};

  constructor(private readonly name: string) {}

  cpu(q: Quantity): this {
    this.allocatable['cpu'] = q;
    return this;
  }

  memory(q: Quantity): this {
    this.allocatable['memory'] = q;
    return this;
  }

  /** status.allocatable.pods (AllowedPodNumber); 32 unless set, as in TestDeferredResizePodPreemption's nodes. */
  pods(n: number): this {
    this.allocatable['pods'] = String(n);
    return this;
  }

  resource(name: string, q: Quantity): this {
    this.allocatable[name] = q;
    return this;
  }

  label(key: string, value: string): this {
    this.labels[key] = value;
    return this;
  }

  taint(key: string, value: string, effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute'): this {
    this.taints.push({ key, value, effect });
    return this;
  }

  /** spec.podPreemptionPolicy.disableResizePreemption (NodePodPreemptionPolicy, core/v1 types.go): owners that opted the node out. */
  disableResizePreemption(...owners: string[]): this {
    this.spec['podPreemptionPolicy'] = { disableResizePreemption: owners };
    return this;
  }

  /** Sets any spec field verbatim (e.g. a misspelt opt-out path such as spec.preemptionPolicy.disablePodResizePreemption). */
  specField(key: string, value: unknown): this {
    this.spec[key] = value;
    return this;
  }

  build(): Json {
    const spec: Json = { ...this.spec };
    if (this.taints.length > 0) spec['taints'] = this.taints;
    return {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: this.name, ...(Object.keys(this.labels).length > 0 ? { labels: this.labels } : {}) },
      ...(Object.keys(spec).length > 0 ? { spec } : {}),
      status: { allocatable: { ...this.allocatable }, capacity: { ...this.allocatable } },
    };
  }
}

export function node(name: string): NodeBuilder {
  return new NodeBuilder(name);
}

// ---------------------------------------------------------------------------------------------
// PriorityClass

export class PriorityClassBuilder implements Manifest {
  private policy: 'PreemptLowerPriority' | 'Never' | undefined;
  private isDefault = false;

  constructor(
    private readonly name: string,
    private readonly value: number,
  ) {}

  /** preemptionPolicy: Never — pods of this class never preempt others (PodEligibleToPreemptOthers). */
  never(): this {
    this.policy = 'Never';
    return this;
  }

  globalDefault(): this {
    this.isDefault = true;
    return this;
  }

  build(): Json {
    return {
      apiVersion: 'scheduling.k8s.io/v1',
      kind: 'PriorityClass',
      metadata: { name: this.name },
      value: this.value,
      ...(this.isDefault ? { globalDefault: true } : {}),
      ...(this.policy !== undefined ? { preemptionPolicy: this.policy } : {}),
    };
  }
}

export function priorityClass(name: string, value: number): PriorityClassBuilder {
  return new PriorityClassBuilder(name, value);
}

/** The integration tests' lowPriority < mediumPriority < highPriority (test/integration/scheduler/preemption). */
export const IT_PRIORITIES = { low: 10, medium: 100, high: 1000 } as const;

export function itPriorityClasses(): PriorityClassBuilder[] {
  return Object.entries(IT_PRIORITIES).map(([name, value]) => priorityClass(name, value));
}

/** DefaultPreemption unit tests' priorities (default_preemption_test.go): neg −100, low 0, mid 100, high 1000, veryHigh 10000. */
export const DPT_PRIORITIES = { neg: -100, low: 0, mid: 100, high: 1000, 'very-high': 10000 } as const;

export function dptPriorityClasses(): PriorityClassBuilder[] {
  return Object.entries(DPT_PRIORITIES).map(([name, value]) => priorityClass(name, value));
}

// ---------------------------------------------------------------------------------------------
// Pod

type ContainerKind = 'container' | 'init' | 'sidecar';

interface ContainerSpec {
  readonly name: string;
  readonly kind: ContainerKind;
  readonly requests: Record<string, Quantity>;
  readonly limits: Record<string, Quantity>;
  /** allocatedResources overrides (merged over the requests at build time). */
  allocated: Record<string, Quantity> | undefined;
  /** status.resources.requests overrides (merged over allocated, then requests). */
  actual: Record<string, Quantity> | undefined;
  /** resizePolicy: restartPolicy by resource name. */
  resizePolicy?: Record<string, 'NotRequired' | 'RestartContainer'>;
}

export class PodBuilder implements Manifest {
  private namespace = 'default';
  private nodeName: string | undefined;
  private readonly labels: Record<string, string> = {};
  private readonly annotations: Record<string, string> = {};
  private readonly spec: Json = {};
  private readonly containers: ContainerSpec[] = [];
  private current: ContainerSpec | undefined;
  private readonly conditions: Json[] = [];
  private startTime: string | undefined;
  private podLevel: { requests: Record<string, Quantity>; limits: Record<string, Quantity> } | undefined;
  private ownerRefs: Json[] | undefined;
  private phase: string | undefined;
  private uidValue: string | undefined;
  private deletion: { at: string; grace: number } | undefined;

  constructor(private readonly name: string) {}

  /** metadata.uid (the Preempted event names the preemptor by UID). */
  uid(value: string): this {
    this.uidValue = value;
    return this;
  }

  // --- identity and placement

  ns(namespace: string): this {
    this.namespace = namespace;
    return this;
  }

  /** spec.nodeName: the pod already runs there. */
  on(nodeName: string): this {
    this.nodeName = nodeName;
    return this;
  }

  label(key: string, value: string): this {
    this.labels[key] = value;
    return this;
  }

  annotate(key: string, value: string): this {
    this.annotations[key] = value;
    return this;
  }

  /** A static pod (annotation kubernetes.io/config.source: file). */
  static(): this {
    return this.annotate('kubernetes.io/config.source', 'file');
  }

  /** metadata.ownerReferences with controller: true. */
  ownedBy(kind: string, name: string): this {
    const apiVersion = kind === 'ReplicaSet' || kind === 'StatefulSet' || kind === 'DaemonSet' || kind === 'Deployment' ? 'apps/v1' : 'v1';
    this.ownerRefs = [{ apiVersion, kind, name, uid: `${kind}-${name}`, controller: true }];
    return this;
  }

  // --- scheduling

  /** spec.priorityClassName. */
  priority(className: string): this {
    this.spec['priorityClassName'] = className;
    return this;
  }

  /** spec.priority directly (a snapshot pod without a class). */
  priorityValue(value: number): this {
    this.spec['priority'] = value;
    return this;
  }

  preemptionPolicy(policy: 'PreemptLowerPriority' | 'Never'): this {
    this.spec['preemptionPolicy'] = policy;
    return this;
  }

  /** spec.terminationGracePeriodSeconds. */
  grace(seconds: number): this {
    this.spec['terminationGracePeriodSeconds'] = seconds;
    return this;
  }

  nodeSelector(selector: Record<string, string>): this {
    this.spec['nodeSelector'] = selector;
    return this;
  }

  specField(key: string, value: unknown): this {
    this.spec[key] = value;
    return this;
  }

  // --- containers: the resource setters act on the latest container (a default "c" if none)

  container(name: string): this {
    return this.addContainer(name, 'container');
  }

  /** An ordinary init container. */
  init(name: string): this {
    return this.addContainer(name, 'init');
  }

  /** A restartable init container (restartPolicy: Always). */
  sidecar(name: string): this {
    return this.addContainer(name, 'sidecar');
  }

  private addContainer(name: string, kind: ContainerKind): this {
    const c: ContainerSpec = { name, kind, requests: {}, limits: {}, allocated: undefined, actual: undefined };
    this.containers.push(c);
    this.current = c;
    return this;
  }

  private cur(): ContainerSpec {
    if (this.current === undefined) this.addContainer('c', 'container');
    return this.current!;
  }

  /** The current container's resizePolicy (restartPolicy by resource name). */
  resizePolicy(policies: Record<string, 'NotRequired' | 'RestartContainer'>): this {
    this.cur().resizePolicy = { ...policies };
    return this;
  }

  cpu(q: Quantity): this {
    this.cur().requests['cpu'] = q;
    return this;
  }

  memory(q: Quantity): this {
    this.cur().requests['memory'] = q;
    return this;
  }

  requests(list: Quantities): this {
    Object.assign(this.cur().requests, list);
    return this;
  }

  limits(list: Quantities): this {
    Object.assign(this.cur().limits, list);
    return this;
  }

  /** requests = limits = list (a Guaranteed container when it sets cpu and memory). */
  guaranteed(list: Quantities): this {
    return this.requests(list).limits(list);
  }

  /** status: allocatedResources and resources.requests of the current container (spec values for the rest). */
  allocated(list: Quantities): this {
    const c = this.cur();
    c.allocated = { ...(c.allocated ?? {}), ...list };
    return this;
  }

  /** status: resources.requests only (what the runtime actuated), when it differs from the allocation. */
  actual(list: Quantities): this {
    const c = this.cur();
    c.actual = { ...(c.actual ?? {}), ...list };
    return this;
  }

  // --- pod-level resources and overhead

  podRequests(list: Quantities): this {
    this.podLevel ??= { requests: {}, limits: {} };
    Object.assign(this.podLevel.requests, list);
    return this;
  }

  podLimits(list: Quantities): this {
    this.podLevel ??= { requests: {}, limits: {} };
    Object.assign(this.podLevel.limits, list);
    return this;
  }

  overhead(list: Quantities): this {
    this.spec['overhead'] = { ...list };
    return this;
  }

  // --- status

  /** status.startTime, in seconds after EPOCH. */
  startedAt(seconds: number): this {
    this.startTime = isoAt(seconds);
    return this;
  }

  /** PodResizePending{reason: Deferred}. Several calls add several conditions, in order (IsPodResizeDeferred reads the first). */
  deferred(opts: { status?: 'True' | 'False'; since?: number } = {}): this {
    return this.condition('PodResizePending', opts.status ?? 'True', 'Deferred', opts.since);
  }

  /** PodResizePending{reason: Infeasible}. */
  infeasible(opts: { status?: 'True' | 'False'; since?: number } = {}): this {
    return this.condition('PodResizePending', opts.status ?? 'True', 'Infeasible', opts.since);
  }

  condition(type: string, status: string, reason?: string, since?: number): this {
    this.conditions.push({ type, status, ...(reason !== undefined ? { reason } : {}), ...(since !== undefined ? { lastTransitionTime: isoAt(since) } : {}) });
    return this;
  }

  /** metadata.deletionTimestamp (seconds after EPOCH) and deletionGracePeriodSeconds: the pod is terminating. */
  deleting(goneAt: number, graceSeconds: number): this {
    this.deletion = { at: isoAt(goneAt), grace: graceSeconds };
    return this;
  }

  /** A snapshot pod that is not Ready (Ready=False): it does not count as healthy for PDBs (countHealthyPods). */
  notReady(): this {
    this.phase = 'Running';
    return this.condition('Ready', 'False');
  }

  build(): Json {
    if (this.containers.every((c) => c.kind !== 'container'))
      this.containers.unshift({ name: 'main', kind: 'container', requests: {}, limits: {}, allocated: undefined, actual: undefined });
    const resources = (c: ContainerSpec): Json => {
      const r: Json = {};
      if (Object.keys(c.requests).length > 0) r['requests'] = { ...c.requests };
      if (Object.keys(c.limits).length > 0) r['limits'] = { ...c.limits };
      return r;
    };
    const containerJson = (c: ContainerSpec): Json => ({
      name: c.name,
      image: 'registry.k8s.io/pause:3.10',
      ...(c.kind === 'sidecar' ? { restartPolicy: 'Always' } : {}),
      resources: resources(c),
      ...(c.resizePolicy !== undefined
        ? { resizePolicy: Object.entries(c.resizePolicy).map(([resourceName, restartPolicy]) => ({ resourceName, restartPolicy })) }
        : {}),
    });
    const spec: Json = {
      ...(this.nodeName !== undefined ? { nodeName: this.nodeName } : {}),
      ...this.spec,
      containers: this.containers.filter((c) => c.kind === 'container').map(containerJson),
    };
    const inits = this.containers.filter((c) => c.kind !== 'container');
    if (inits.length > 0) spec['initContainers'] = inits.map(containerJson);
    if (this.podLevel !== undefined) {
      const r: Json = {};
      if (Object.keys(this.podLevel.requests).length > 0) r['requests'] = { ...this.podLevel.requests };
      if (Object.keys(this.podLevel.limits).length > 0) r['limits'] = { ...this.podLevel.limits };
      spec['resources'] = r;
    }

    const status: Json = {};
    if (this.phase !== undefined) status['phase'] = this.phase;
    if (this.startTime !== undefined) status['startTime'] = this.startTime;
    if (this.conditions.length > 0) status['conditions'] = this.conditions.map((c) => ({ ...c }));
    const withStatus = this.containers.filter((c) => c.allocated !== undefined || c.actual !== undefined);
    const statusOf = (c: ContainerSpec): Json => {
      const allocated = { ...c.requests, ...(c.allocated ?? {}) };
      const actual = { ...allocated, ...(c.actual ?? {}) };
      return {
        name: c.name,
        allocatedResources: allocated,
        resources: { requests: actual, ...(Object.keys(c.limits).length > 0 ? { limits: { ...c.limits } } : {}) },
      };
    };
    const mainStatuses = withStatus.filter((c) => c.kind === 'container').map(statusOf);
    const initStatuses = withStatus.filter((c) => c.kind !== 'container').map(statusOf);
    if (mainStatuses.length > 0) status['containerStatuses'] = mainStatuses;
    if (initStatuses.length > 0) status['initContainerStatuses'] = initStatuses;

    const metadata: Json = { name: this.name, namespace: this.namespace };
    if (this.uidValue !== undefined) metadata['uid'] = this.uidValue;
    if (this.deletion !== undefined) {
      metadata['deletionTimestamp'] = this.deletion.at;
      metadata['deletionGracePeriodSeconds'] = this.deletion.grace;
    }
    if (Object.keys(this.labels).length > 0) metadata['labels'] = { ...this.labels };
    if (Object.keys(this.annotations).length > 0) metadata['annotations'] = { ...this.annotations };
    if (this.ownerRefs !== undefined) metadata['ownerReferences'] = this.ownerRefs;
    return { apiVersion: 'v1', kind: 'Pod', metadata, spec, ...(Object.keys(status).length > 0 ? { status } : {}) };
  }
}

export function pod(name: string): PodBuilder {
  return new PodBuilder(name);
}

// ---------------------------------------------------------------------------------------------
// PodDisruptionBudget

export class PdbBuilder implements Manifest {
  private namespace = 'default';
  private readonly spec: Json = {};
  private status: Json | undefined;

  constructor(private readonly name: string) {}

  ns(namespace: string): this {
    this.namespace = namespace;
    return this;
  }

  /** selector.matchLabels. */
  selecting(labels: Record<string, string>): this {
    this.spec['selector'] = { matchLabels: { ...labels } };
    return this;
  }

  /** selector: {} — matches nothing for PDB purposes (FilterVictimsWithPDBViolation). */
  emptySelector(): this {
    this.spec['selector'] = {};
    return this;
  }

  minAvailable(v: number | string): this {
    this.spec['minAvailable'] = v;
    return this;
  }

  maxUnavailable(v: number | string): this {
    this.spec['maxUnavailable'] = v;
    return this;
  }

  /** A recorded status (live snapshot): what the scheduler sees (FilterVictimsWithPDBViolation reads it). */
  recorded(disruptionsAllowed: number, disruptedPods: readonly string[] = []): this {
    this.status = {
      disruptionsAllowed,
      ...(disruptedPods.length > 0 ? { disruptedPods: Object.fromEntries(disruptedPods.map((p) => [p, isoAt(0)])) } : {}),
    };
    return this;
  }

  build(): Json {
    return {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name: this.name, namespace: this.namespace },
      spec: { ...this.spec },
      ...(this.status !== undefined ? { status: { ...this.status } } : {}),
    };
  }
}

export function pdb(name: string): PdbBuilder {
  return new PdbBuilder(name);
}

// ---------------------------------------------------------------------------------------------
// ResizeScenario

export interface ContainerResizeBody {
  readonly name: string;
  readonly requests?: Readonly<Record<string, Quantity | null>>;
  readonly limits?: Readonly<Record<string, Quantity | null>>;
}

export class ScenarioBuilder implements Manifest {
  private readonly resizes: Json[] = [];

  constructor(private readonly name: string) {}

  /** Resizes one container of a pod: the body of `kubectl patch --subresource=resize`. */
  resize(
    podName: string,
    container: string,
    requests: Readonly<Record<string, Quantity | null>>,
    limits?: Readonly<Record<string, Quantity | null>>,
    namespace = 'default',
  ): this {
    return this.resizeContainers(podName, [{ name: container, requests, ...(limits !== undefined ? { limits } : {}) }], namespace);
  }

  resizeContainers(podName: string, containers: readonly ContainerResizeBody[], namespace = 'default'): this {
    this.resizes.push({
      target: { kind: 'Pod', namespace, name: podName },
      containers: containers.map((c) => {
        const resources: Json = {};
        if (c.requests !== undefined) resources['requests'] = { ...c.requests };
        if (c.limits !== undefined) resources['limits'] = { ...c.limits };
        return { name: c.name, resources };
      }),
    });
    return this;
  }

  build(): Json {
    return { apiVersion: 'resizeguard.dev/v1alpha1', kind: 'ResizeScenario', metadata: { name: this.name }, spec: { resizes: this.resizes } };
  }
}

export function scenario(name: string): ScenarioBuilder {
  return new ScenarioBuilder(name);
}

// ---------------------------------------------------------------------------------------------

/** Serialises builders (or plain objects) into one multi-document YAML text. */
export function manifests(...items: readonly (Manifest | Json)[]): string {
  return items.map((m) => stringify(isManifest(m) ? m.build() : m)).join('---\n');
}

function isManifest(m: Manifest | Json): m is Manifest {
  return typeof (m as Partial<Manifest>).build === 'function';
}
