import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { arr, int, isObject, obj, str, stringMap } from '../core/fields.ts';
import type { ContainerResize, IntOrPercent, Node, PodDisruptionBudget, PodLevelResize, PriorityClass, ResizeRequest, ResizeScenario } from './objects.ts';
import { interner } from '../core/memo.ts';
import { readLabelSelector } from './labels.ts';
import { PODS, type ResourceList } from '../resource/resources.ts';
import { toResourceList } from '../resource/resource-list.ts';

/**
 * Nodes of one kind report the same allocatable: one shared (read-only) list for them. The
 * scheduler and the kubelet read a node's allocatable on every check, across thousands of nodes.
 */
const sharedAllocatable = interner<ResourceList>();

/** kubelet's default --max-pods, used when a hand-written Node has no pods allocatable. */
export const DEFAULT_MAX_PODS = 110;

export function readNode(doc: LoadedDocument, seq: number): Node {
  const root = obj(doc.value);
  const spec = obj(root['spec']);
  const status = obj(root['status']);
  // API defaulting: a nil allocatable is set to capacity (SetDefaults_NodeStatus).
  const read = toResourceList(status['allocatable'] ?? status['capacity']);
  const pods = read.get(PODS);
  read.delete(PODS);
  // Entries joined with NULs; a name holding a NUL itself (never valid) is not shared.
  const names = [...read.keys()];
  const allocatable = names.some((n) => n.includes('\0')) ? read : sharedAllocatable(names.map((n) => `${n}\0${read.get(n)!}`).join('\0'), read);
  return {
    name: str(obj(root['metadata'])['name']) ?? '',
    labels: stringMap(obj(root['metadata'])['labels']),
    unschedulable: spec['unschedulable'] === true,
    taints: arr(spec['taints']).map((t) => {
      const o = obj(t);
      return { key: str(o['key']) ?? '', value: str(o['value']) ?? '', effect: str(o['effect']) ?? '' };
    }),
    allocatable,
    allowedPodNumber: pods === undefined ? DEFAULT_MAX_PODS : Number(pods),
    disableResizePreemption: arr(obj(spec['podPreemptionPolicy'])['disableResizePreemption']).filter((s): s is string => typeof s === 'string'),
    declaredFeatures: declaredFeatures(status),
    seq,
    doc,
  };
}

/**
 * The features a Node's kubelet declares (status.declaredFeatures): none for a kubelet older than
 * 1.36 (NodeDeclaredFeatures was alpha and off in 1.35), which records no list; unknown (absent)
 * when the Node records neither, as a hand-written one.
 */
function declaredFeatures(status: Readonly<Record<string, unknown>>): readonly string[] | undefined {
  const declared = status['declaredFeatures'];
  if (Array.isArray(declared)) return declared.filter((s): s is string => typeof s === 'string');
  const version = /^v?(\d+)\.(\d+)\./.exec(str(obj(status['nodeInfo'])['kubeletVersion']) ?? '');
  return version !== null && Number(version[1]) === 1 && Number(version[2]) < 36 ? [] : undefined;
}

export function hasPodsAllocatable(doc: LoadedDocument): boolean {
  const status = obj(obj(doc.value)['status']);
  return obj(status['allocatable'] ?? status['capacity'])[PODS] !== undefined;
}

export function readPriorityClass(doc: LoadedDocument): PriorityClass {
  const root = obj(doc.value);
  return {
    name: str(obj(root['metadata'])['name']) ?? '',
    value: int(root['value']) ?? 0,
    globalDefault: root['globalDefault'] === true,
    preemptionPolicy: root['preemptionPolicy'] === 'Never' ? 'Never' : 'PreemptLowerPriority',
    doc,
  };
}

/** pkg/apis/scheduling/types.go HighestUserDefinablePriority. */
export const HIGHEST_USER_DEFINABLE_PRIORITY = 1_000_000_000;

/**
 * What the API server refuses in a PriorityClass (pkg/apis/scheduling/validation/validation.go
 * ValidatePriorityClass): a `system-` name that is not a built-in class as built in
 * (IsKnownSystemPriorityClass), or a user class above HighestUserDefinablePriority. The field and
 * the message, or undefined when it is admitted.
 */
export function refusedPriorityClass(pc: PriorityClass): { readonly path: readonly string[]; readonly message: string } | undefined {
  if (pc.name.startsWith('system-')) {
    const known = SYSTEM_PRIORITY_CLASSES.find((s) => s.name === pc.name);
    if (known === undefined)
      return {
        path: ['metadata', 'name'],
        message: `priority class names with 'system-' prefix are reserved for system use only: ${JSON.stringify(pc.name)} is not a built-in class`,
      };
    if (known.value !== pc.value || pc.globalDefault)
      return {
        path: ['value'],
        message: `priority class names with 'system-' prefix are reserved for system use only: ${pc.name} must have value ${known.value} and globalDefault false`,
      };
    return undefined;
  }
  if (pc.value > HIGHEST_USER_DEFINABLE_PRIORITY)
    return { path: ['value'], message: `maximum allowed value of a user defined priority is ${HIGHEST_USER_DEFINABLE_PRIORITY}` };
  return undefined;
}

/** Built-in classes (pkg/apis/scheduling/types.go); they exist in every cluster. */
export const SYSTEM_PRIORITY_CLASSES: readonly PriorityClass[] = [
  { name: 'system-cluster-critical', value: 2000000000, globalDefault: false, preemptionPolicy: 'PreemptLowerPriority', doc: undefined },
  { name: 'system-node-critical', value: 2000001000, globalDefault: false, preemptionPolicy: 'PreemptLowerPriority', doc: undefined },
];

function readIntOrPercent(v: unknown): IntOrPercent | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return { kind: 'int', value: v };
  if (typeof v === 'string') {
    const m = /^(\d+)%$/.exec(v);
    if (m) return { kind: 'percent', value: Number(m[1]) };
    if (/^\d+$/.test(v)) return { kind: 'int', value: Number(v) };
  }
  return undefined;
}

export function readPDB(doc: LoadedDocument): PodDisruptionBudget {
  const root = obj(doc.value);
  const meta = obj(root['metadata']);
  const spec = obj(root['spec']);
  const status = root['status'] === undefined ? undefined : obj(root['status']);
  const allowed = int(status?.['disruptionsAllowed']);
  return {
    ref: { kind: 'PodDisruptionBudget', namespace: str(meta['namespace']) ?? 'default', name: str(meta['name']) ?? '' },
    selector: readLabelSelector(spec['selector']),
    minAvailable: readIntOrPercent(spec['minAvailable']),
    maxUnavailable: readIntOrPercent(spec['maxUnavailable']),
    status: allowed === undefined ? undefined : { disruptionsAllowed: allowed, disruptedPods: Object.keys(obj(status?.['disruptedPods'])).sort() },
    doc,
  };
}

function nullKeys(v: unknown): string[] {
  return Object.entries(obj(v))
    .filter(([, x]) => x === null)
    .map(([k]) => k);
}

/** A `resources` patch: its requests and limits, and the keys it sets to null. */
function resizePatch(raw: unknown, path: readonly PathSegment[]): PodLevelResize {
  const res = obj(raw);
  return {
    requests: toResourceList(res['requests']),
    limits: toResourceList(res['limits']),
    removed: { requests: nullKeys(res['requests']), limits: nullKeys(res['limits']) },
    path,
  };
}

export function readScenario(doc: LoadedDocument): ResizeScenario {
  const root = obj(doc.value);
  const resizes: ResizeRequest[] = arr(obj(root['spec'])['resizes']).map((raw, i) => {
    const r = obj(raw);
    const t = obj(r['target']);
    const path = ['spec', 'resizes', i];
    const containers: ContainerResize[] = arr(r['containers']).map((c, j) => ({
      name: str(obj(c)['name']) ?? '',
      ...resizePatch(obj(c)['resources'], [...path, 'containers', j]),
    }));
    const target = { kind: str(t['kind']) ?? 'Pod', namespace: str(t['namespace']) ?? 'default', name: str(t['name']) ?? '' };
    // `resources` beside `containers`: the pod's own spec.resources (null: not set, as the API decodes it).
    const podResources = isObject(r['resources']) ? resizePatch(r['resources'], [...path, 'resources']) : undefined;
    return { target, containers, ...(podResources === undefined ? {} : { podResources }), path };
  });
  return { name: str(obj(root['metadata'])['name']) ?? '', resizes, doc };
}
