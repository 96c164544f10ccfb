/**
 * Unknown fields in the pod specs the simulation reads — `resources.request`, a container's
 * `resource` — which the API server refuses under strict field validation (kubectl apply's
 * default, `--validate=strict`; Flux and Argo CD apply the same way) and which would otherwise
 * drop the requests the user meant without a word. The field names are the JSON names of
 * k8s.io/api/core/v1 (staging/src/k8s.io/api/core/v1/types.go, kubernetes v1.37.2): PodSpec,
 * Container, ResourceRequirements, ContainerResizePolicy. The other kinds' fields are not checked
 * here: the simulation does not read them, and a CRD may preserve unknown fields.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { closestNames } from '../core/did-you-mean.ts';
import { isObject } from '../core/fields.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';

export const UNKNOWN_FIELD_RULE = 'input/unknown-field';

/** types.go `PodSpec`. */
const POD_SPEC = new Set([
  'activeDeadlineSeconds',
  'affinity',
  'automountServiceAccountToken',
  'containers',
  'dnsConfig',
  'dnsPolicy',
  'enableServiceLinks',
  'ephemeralContainers',
  'evictionResponders',
  'hostAliases',
  'hostIPC',
  'hostNetwork',
  'hostPID',
  'hostUsers',
  'hostname',
  'hostnameOverride',
  'imagePullSecrets',
  'initContainers',
  'nodeName',
  'nodeSelector',
  'os',
  'overhead',
  'preemptionPolicy',
  'priority',
  'priorityClassName',
  'readinessGates',
  'resourceClaims',
  'resources',
  'restartPolicy',
  'runtimeClassName',
  'schedulerName',
  'schedulingGates',
  'schedulingGroup',
  'securityContext',
  'serviceAccount',
  'serviceAccountName',
  'setHostnameAsFQDN',
  'shareProcessNamespace',
  'subdomain',
  'terminationGracePeriodSeconds',
  'tolerations',
  'topologySpreadConstraints',
  'volumes',
]);

/** types.go `Container`. */
const CONTAINER = new Set([
  'args',
  'command',
  'env',
  'envFrom',
  'image',
  'imagePullPolicy',
  'lifecycle',
  'livenessProbe',
  'name',
  'ports',
  'readinessProbe',
  'resizePolicy',
  'resources',
  'restartPolicy',
  'restartPolicyRules',
  'securityContext',
  'startupProbe',
  'stdin',
  'stdinOnce',
  'terminationMessagePath',
  'terminationMessagePolicy',
  'tty',
  'volumeDevices',
  'volumeMounts',
  'workingDir',
]);

/** types.go `ResourceRequirements`. */
const RESOURCE_REQUIREMENTS = new Set(['claims', 'limits', 'requests']);

/** types.go `ContainerResizePolicy`. */
const CONTAINER_RESIZE_POLICY = new Set(['resourceName', 'restartPolicy']);

/** The known fields of every struct the walk reads, as upstream names them. */
export const KNOWN_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  PodSpec: POD_SPEC,
  Container: CONTAINER,
  ResourceRequirements: RESOURCE_REQUIREMENTS,
  ContainerResizePolicy: CONTAINER_RESIZE_POLICY,
};

/** Where a kind keeps its pod spec. */
const POD_SPEC_PATH: Readonly<Record<string, readonly string[]>> = {
  Pod: ['spec'],
  Deployment: ['spec', 'template', 'spec'],
  ReplicaSet: ['spec', 'template', 'spec'],
  StatefulSet: ['spec', 'template', 'spec'],
  DaemonSet: ['spec', 'template', 'spec'],
  Job: ['spec', 'template', 'spec'],
  ReplicationController: ['spec', 'template', 'spec'],
  CronJob: ['spec', 'jobTemplate', 'spec', 'template', 'spec'],
};

function at(value: unknown, path: readonly PathSegment[]): unknown {
  let v = value;
  for (const p of path) {
    if (typeof p === 'number' ? !Array.isArray(v) : !isObject(v)) return undefined;
    v = (v as Record<string | number, unknown>)[p];
  }
  return v;
}

function pathText(path: readonly PathSegment[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

interface Unknown {
  readonly path: readonly PathSegment[];
  readonly key: string;
  readonly struct: string;
}

/**
 * Walks a pod spec with one path stack, copied only for an unknown field: every pod of a
 * cluster snapshot is walked, and nearly all of them have none.
 */
class Walk {
  readonly found: Unknown[] = [];
  private readonly path: PathSegment[];

  constructor(specPath: readonly PathSegment[]) {
    this.path = [...specPath];
  }

  /** The fields of `value`, the object at the current path. */
  fields(value: unknown, struct: string): void {
    if (!isObject(value)) return;
    const known = KNOWN_FIELDS[struct]!;
    // for-in makes no array of keys; a parsed object inherits nothing enumerable.
    for (const key in value) if (!known.has(key)) this.found.push({ path: [...this.path, key], key, struct });
  }

  /** The fields of `value`, the object at the current path's member `field`. */
  member(value: unknown, struct: string, field: string): void {
    if (!isObject(value)) return;
    this.path.push(field);
    this.fields(value, struct);
    this.path.pop();
  }

  containers(spec: Readonly<Record<string, unknown>>, field: 'containers' | 'initContainers'): void {
    const list = spec[field];
    if (!Array.isArray(list)) return;
    const path = this.path;
    path.push(field, 0);
    for (let i = 0; i < list.length; i++) {
      const c: unknown = list[i];
      path[path.length - 1] = i;
      this.fields(c, 'Container');
      if (!isObject(c)) continue;
      this.member(c['resources'], 'ResourceRequirements', 'resources');
      const policy = c['resizePolicy'];
      if (!Array.isArray(policy)) continue;
      path.push('resizePolicy', 0);
      for (let j = 0; j < policy.length; j++) {
        path[path.length - 1] = j;
        this.fields(policy[j], 'ContainerResizePolicy');
      }
      path.length -= 2;
    }
    path.length -= 2;
  }
}

function walk(value: unknown, kind: string): Unknown[] {
  const specPath = POD_SPEC_PATH[kind];
  if (specPath === undefined) return [];
  const spec = at(value, specPath);
  if (!isObject(spec)) return [];
  const w = new Walk(specPath);
  w.fields(spec, 'PodSpec');
  w.member(spec['resources'], 'ResourceRequirements', 'resources');
  w.containers(spec, 'containers');
  w.containers(spec, 'initContainers');
  return w.found;
}

/** The unknown fields' paths as the API server's strict decoding names them (`spec.containers[0].resources.request`). */
export function unknownFieldPaths(value: unknown, kind: string): string[] {
  return walk(value, kind).map((u) => pathText(u.path));
}

function finding(doc: LoadedDocument, u: Unknown): Diagnostic {
  const [near] = closestNames(u.key, KNOWN_FIELDS[u.struct]!);
  const hint = near === undefined ? '' : `; did you mean ${JSON.stringify(near)}?`;
  const lost =
    u.struct === 'ResourceRequirements' || (u.struct === 'Container' && near === 'resources') ? ', and the simulation reads the container without it' : '';
  return {
    ruleId: UNKNOWN_FIELD_RULE,
    severity: 'error',
    message: `unknown field ${JSON.stringify(pathText(u.path))}: ${u.struct} has no field ${JSON.stringify(u.key)}${hint} (the API server refuses it under strict field validation, kubectl apply's default${lost})`,
    file: doc.file,
    range: doc.locate(u.path, 'key'),
  };
}

/** One error per unknown field of the pod spec `kind` keeps (none for other kinds), at the field's key. */
export function unknownFields(doc: LoadedDocument, kind: string): Diagnostic[] {
  return walk(doc.value, kind).map((u) => finding(doc, u));
}
