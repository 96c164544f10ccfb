/**
 * Model objects for the engine's unit tests, typed in full: a Pod, a Container, a Node and a
 * PodDisruptionBudget with the defaults the model reader gives a bare manifest (no labels, no
 * taints, priority 0, BestEffort unless requests say otherwise, 30 s of grace). A test names only
 * what it is about; when the model gains a field, this file is the one place to give it one.
 */
import type { SourceRange } from '../../src/core/diagnostic.ts';
import type { LoadedDocument } from '../../src/load/document.ts';
import { computePodQOS } from '../../src/model/qos.ts';
import type { LabelSelector, Node, PodDisruptionBudget } from '../../src/model/objects.ts';
import type { Container, ContainerStatus, Pod, QOSClass, ResizePendingReason, SchedulingConstraints } from '../../src/model/pod.ts';
import type { ResourceList } from '../../src/resource/resources.ts';

const NOWHERE: SourceRange = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

/** A document for an object made in code: its file is `test.yaml`, every path at 1:1. */
export function modelDocument(value: unknown = {}): LoadedDocument {
  return { file: 'test.yaml', order: [0], value, locate: () => NOWHERE };
}

export interface ContainerOptions {
  readonly requests?: ResourceList;
  readonly limits?: ResourceList;
  readonly type?: Container['type'];
  readonly sidecar?: boolean;
  readonly resizePolicy?: ReadonlyMap<string, string>;
}

export function modelContainer(name: string, o: ContainerOptions = {}): Container {
  return {
    name,
    type: o.type ?? 'container',
    sidecar: o.sidecar ?? false,
    resources: { requests: o.requests ?? new Map(), limits: o.limits ?? new Map() },
    resizePolicy: o.resizePolicy ?? new Map(),
    path: ['spec', 'containers', 0],
  };
}

const DEFAULT_SCHEDULING: SchedulingConstraints = {
  nodeSelector: {},
  tolerations: [],
  requiredNodeAffinity: undefined,
  schedulerName: 'default-scheduler',
  topologySpreadConstraints: [],
};

export interface PodOptions {
  readonly namespace?: string;
  readonly priority?: number;
  /** One container `app` with these requests, unless `containers` is given. */
  readonly requests?: ResourceList;
  readonly containers?: readonly Container[];
  readonly initContainers?: readonly Container[];
  readonly containerStatuses?: ReadonlyMap<string, ContainerStatus>;
  readonly labels?: Readonly<Record<string, string>>;
  readonly nodeName?: string;
  readonly startTime?: number;
  readonly scheduling?: SchedulingConstraints;
  readonly seq?: number;
  /** Computed from the containers unless given. */
  readonly qos?: QOSClass;
  readonly os?: string;
  readonly resizePending?: ResizePendingReason;
  readonly admitted?: boolean;
}

export function modelPod(name: string, o: PodOptions = {}): Pod {
  const namespace = o.namespace ?? 'default';
  const containers = o.containers ?? [modelContainer('app', { requests: o.requests ?? new Map() })];
  const initContainers = o.initContainers ?? [];
  const ref = { kind: 'Pod', namespace, name };
  return {
    ref,
    uid: `uid-${namespace}-${name}`,
    generateName: undefined,
    labels: o.labels ?? {},
    annotations: {},
    nodeName: o.nodeName,
    priority: o.priority ?? 0,
    priorityClassName: undefined,
    missingPriorityClass: false,
    preemptionPolicy: 'PreemptLowerPriority',
    terminationGracePeriodSeconds: 30,
    startTime: o.startTime,
    resizePendingSince: undefined,
    ready: true,
    restartPolicy: 'Always',
    os: o.os,
    owner: ref,
    hasController: false,
    isStatic: false,
    // Hand-built pods stand for running ones (bound where nodeName says).
    admitted: o.admitted ?? true,
    qos: o.qos ?? computePodQOS(containers, initContainers, undefined),
    scheduling: o.scheduling ?? DEFAULT_SCHEDULING,
    transient: false,
    creationTimestamp: undefined,
    deletionTimestamp: undefined,
    deletionGracePeriodSeconds: undefined,
    seq: o.seq ?? 0,
    doc: modelDocument(),
    containers,
    initContainers,
    podResources: undefined,
    overhead: new Map(),
    containerStatuses: o.containerStatuses ?? new Map(),
    resizePending: o.resizePending,
    podStatus: undefined,
  };
}

export interface NodeOptions {
  readonly allocatable?: ResourceList;
  /** status.allocatable.pods; 110 unless given. */
  readonly pods?: number;
  readonly labels?: Readonly<Record<string, string>>;
}

export function modelNode(name: string, o: NodeOptions = {}): Node {
  return {
    name,
    labels: o.labels ?? {},
    unschedulable: false,
    taints: [],
    allocatable: o.allocatable ?? new Map(),
    allowedPodNumber: o.pods ?? 110,
    disableResizePreemption: [],
    declaredFeatures: undefined,
    seq: 0,
    doc: modelDocument(),
  };
}

export function modelPdb(namespace: string, selector: LabelSelector | undefined): PodDisruptionBudget {
  return {
    ref: { kind: 'PodDisruptionBudget', namespace, name: 'p' },
    selector,
    minAvailable: undefined,
    maxUnavailable: undefined,
    status: undefined,
    doc: modelDocument(),
  };
}
