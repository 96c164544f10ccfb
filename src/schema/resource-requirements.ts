/**
 * What the API server refuses in the `resources` of a pod's containers, or of the pod itself,
 * that the JSON Schemas cannot say: pkg/apis/core/validation/validation.go
 * validateResourceRequirements, with ValidateContainerResourceName / validatePodResourceName,
 * ValidateResourceQuantityValue and validateResourceQuantityHugePageValue; the names' classes from
 * pkg/apis/core/helper/helpers.go. A pod (or a workload whose template) breaks one is refused when
 * it is created, so it never runs: each is an `input/schema` error at the field, and the object is
 * left out as every schema error leaves it out.
 *
 * An object the API server already holds (a snapshot's, with a `metadata.uid` or a `status`) was
 * admitted, perhaps under older rules: it is not checked again.
 *
 * A pod being created is checked as LimitRanger's defaults left it: the API server runs mutating
 * admission before the object's own validation (staging/src/k8s.io/apiserver/pkg/endpoints/
 * handlers/create.go: Admit; then registry/generic/registry/store.go create: rest.BeforeCreate,
 * whose strategy.Validate is ValidatePodCreate; then validating admission). A pod template is
 * validated as written: LimitRanger takes pods only.
 */
import type { PathSegment } from '../load/document.ts';
import { heldByApiServer, isObject } from '../core/fields.ts';
import { compareQuantities, formatResource, intValue, milliValue, unmarshalQuantity, type Quantity } from '../resource/quantity.ts';
import { labelKeyProblem } from './keywords.ts';

/** One refusal: where, and upstream's reason. */
export interface RequirementProblem {
  readonly path: readonly PathSegment[];
  /** Whether the key (a resource name) is at fault, not its value. */
  readonly atKey: boolean;
  readonly message: string;
  /** Where to point when `path` is not written in the manifest (a default put it there): its nearest written parent. */
  readonly at?: readonly PathSegment[];
}

/** A container's `resources` as the API server validates them: after API defaulting and LimitRanger's defaults. */
export type DefaultResources = (resources: unknown) => unknown;

/** Where each kind with a schema keeps its pod spec. */
const POD_SPEC_PATHS: ReadonlyMap<string, readonly string[]> = new Map([
  ['Pod', ['spec']],
  ['Deployment', ['spec', 'template', 'spec']],
  ['ReplicaSet', ['spec', 'template', 'spec']],
  ['StatefulSet', ['spec', 'template', 'spec']],
  ['DaemonSet', ['spec', 'template', 'spec']],
  ['Job', ['spec', 'template', 'spec']],
  ['ReplicationController', ['spec', 'template', 'spec']],
  ['CronJob', ['spec', 'jobTemplate', 'spec', 'template', 'spec']],
]);

const HUGE_PAGES_PREFIX = 'hugepages-';
/** helpers.go standardContainerResources. */
const STANDARD_CONTAINER = new Set(['cpu', 'memory', 'ephemeral-storage']);
/** helpers.go integerResources (all of them standard resources too). */
const INTEGER = new Set([
  'pods',
  'resourcequotas',
  'services',
  'replicationcontrollers',
  'secrets',
  'configmaps',
  'persistentvolumeclaims',
  'services.nodeports',
  'services.loadbalancers',
]);
/** helpers.go standardResources: names without a "/" that validateResourceName accepts. */
const STANDARD = new Set([
  'cpu',
  'memory',
  'ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
  'storage',
  'requests.storage',
  ...INTEGER,
]);

const isHugePages = (name: string): boolean => name.startsWith(HUGE_PAGES_PREFIX);
/** helpers.go IsQuotaHugePageResourceName. */
const isQuotaHugePages = (name: string): boolean => name.startsWith(HUGE_PAGES_PREFIX) || name.startsWith(`requests.${HUGE_PAGES_PREFIX}`);
/** helpers.go IsNativeResource: no domain, or one in kubernetes.io. */
const isNative = (name: string): boolean => !name.includes('/') || name.includes('kubernetes.io/');
/** helpers.go IsOvercommitAllowed. */
export const overcommitAllowed = (name: string): boolean => isNative(name) && !isHugePages(name);
/** helpers.go IsExtendedResourceName. */
const isExtended = (name: string): boolean => !isNative(name) && !name.startsWith('requests.') && labelKeyProblem(`requests.${name}`) === undefined;

/**
 * validateResourceName (level 'any'), then ValidateContainerResourceName's or
 * validatePodResourceName's own rule.
 */
export function resourceNameProblem(name: string, level: 'container' | 'pod' | 'any'): string | undefined {
  const qualified = labelKeyProblem(name);
  if (qualified !== undefined) return `${JSON.stringify(name)} is not a valid resource name: ${qualified}`;
  const domainless = !name.includes('/');
  if (domainless && !STANDARD.has(name) && !isQuotaHugePages(name)) return `${JSON.stringify(name)} must be a standard resource type or fully qualified`;
  if (level === 'any') return undefined;
  if (level === 'pod') {
    return name === 'cpu' || name === 'memory' || isHugePages(name)
      ? undefined
      : `${JSON.stringify(name)} is not supported for a pod's own resources: only cpu, memory and hugepages-*`;
  }
  if (domainless) return STANDARD_CONTAINER.has(name) || isHugePages(name) ? undefined : `${JSON.stringify(name)} must be a standard resource for containers`;
  if (!isNative(name) && !isExtended(name)) return `${JSON.stringify(name)} doesn't follow extended resource name standard`;
  return undefined;
}

/** The quantity in canonical form, as upstream's messages print it. */
function shown(name: string, q: Quantity): string {
  return formatResource(name, name === 'cpu' ? milliValue(q) : intValue(q));
}

/** ValidateResourceQuantityValue's integer rule and validateResourceQuantityHugePageValue. */
function quantityProblem(name: string, q: Quantity): string | undefined {
  if ((INTEGER.has(name) || isExtended(name)) && milliValue(q) % 1000n !== 0n) return 'must be an integer';
  if (isHugePages(name)) {
    let page: Quantity | undefined;
    try {
      page = unmarshalQuantity(name.slice(HUGE_PAGES_PREFIX.length));
    } catch {
      page = undefined;
    }
    const pageBytes = page === undefined ? 0n : intValue(page);
    if (pageBytes <= 0n || q.num < 0n || intValue(q) % pageBytes !== 0n) return `${shown(name, q)} is not positive integer multiple of ${name}`;
  }
  return undefined;
}

export function parsed(value: unknown): Quantity | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  try {
    return unmarshalQuantity(value);
  } catch {
    // The schema refuses it, and nothing here runs for that object.
    return undefined;
  }
}

/** Where a problem about `list`.`name` points: the field, or its nearest parent the manifest writes. */
function writtenAt(written: unknown, at: readonly PathSegment[], list: 'limits' | 'requests', name?: string): readonly PathSegment[] | undefined {
  if (!isObject(written)) return at.slice(0, -1);
  const own = written[list];
  if (!isObject(own)) return [...at];
  return name === undefined || Object.hasOwn(own, name) ? undefined : [...at, list];
}

/** Said of a value LimitRanger's default set, not the manifest. */
const BY_DEFAULT = " (set by the namespace's LimitRange default)";

/**
 * validateResourceRequirements for one `resources` object at `at`; `written` is the object as the
 * manifest writes it, when `resources` has LimitRanger's defaults in it.
 */
function requirementProblems(
  resources: unknown,
  at: readonly PathSegment[],
  level: 'container' | 'pod',
  out: RequirementProblem[],
  written: unknown = resources,
): void {
  if (!isObject(resources)) return;
  const limits = isObject(resources['limits']) ? resources['limits'] : {};
  const requests = isObject(resources['requests']) ? resources['requests'] : {};
  const writtenLimits = isObject(written) && isObject(written['limits']) ? written['limits'] : {};
  const writtenRequests = isObject(written) && isObject(written['requests']) ? written['requests'] : {};
  /** A request the manifest sets (or a limit it sets, which SetDefaults_Pod copied), not a LimitRange default. */
  const requestWritten = (name: string): boolean => Object.hasOwn(writtenRequests, name) || Object.hasOwn(writtenLimits, name);
  const push = (problem: RequirementProblem): void => {
    const list = problem.path[at.length] as 'limits' | 'requests' | undefined;
    const where =
      list === undefined ? undefined : writtenAt(written, at, list, problem.path.length > at.length + 1 ? String(problem.path[at.length + 1]) : undefined);
    out.push(where === undefined ? problem : { ...problem, at: where });
  };
  let cpuOrMemory = false;
  let hugePages = false;
  const check = (list: 'limits' | 'requests', name: string, q: Quantity | undefined): void => {
    const path = [...at, list, name];
    const badName = resourceNameProblem(name, level);
    if (badName !== undefined) push({ path, atKey: true, message: `${badName}; the API server refuses it` });
    const bad = q === undefined ? undefined : quantityProblem(name, q);
    if (bad !== undefined) push({ path, atKey: false, message: `${bad}; the API server refuses it` });
    if (name === 'cpu' || name === 'memory') cpuOrMemory = true;
    if (isHugePages(name)) hugePages = true;
  };
  for (const name of Object.keys(limits)) check('limits', name, parsed(limits[name]));
  for (const name of Object.keys(requests)) {
    const request = parsed(requests[name]);
    check('requests', name, request);
    const limit = Object.hasOwn(limits, name) ? parsed(limits[name]) : undefined;
    const path = [...at, 'requests', name];
    if (request === undefined) continue;
    // The value as written, as upstream's `Invalid value: "300m"`: an overlay's patch may have set it.
    const value =
      typeof requests[name] === 'string' || typeof requests[name] === 'number'
        ? `${JSON.stringify(requests[name])}${requestWritten(name) ? '' : BY_DEFAULT} `
        : '';
    if (limit !== undefined) {
      const order = compareQuantities(request, limit);
      const limitShown = `${shown(name, limit)}${Object.hasOwn(writtenLimits, name) ? '' : BY_DEFAULT}`;
      if (order !== 0 && !overcommitAllowed(name))
        push({
          path,
          atKey: false,
          message: `${value}must be equal to ${name} limit of ${limitShown}: ${name} cannot be overcommitted; the API server refuses it`,
        });
      else if (order > 0)
        push({ path, atKey: false, message: `${value}must be less than or equal to ${name} limit of ${limitShown}; the API server refuses it` });
    } else if (!Object.hasOwn(limits, name) && !overcommitAllowed(name)) {
      push({
        path,
        atKey: true,
        message: `a limit must be set for ${name}, which cannot be overcommitted${requestWritten(name) ? '' : ` (its request is set by the namespace's LimitRange default)`}; the API server refuses it`,
      });
    }
  }
  if (hugePages && !cpuOrMemory)
    out.push({
      path: [...at],
      atKey: true,
      message: 'hugepages require a cpu or memory request or limit; the API server refuses it',
      ...(isObject(written) ? {} : { at: at.slice(0, -1) }),
    });
}

/**
 * The pod spec of an object of `kind` the API server would admit now, and where it is; undefined
 * for a kind without one, or an object it already holds (a `metadata.uid` or a `status`).
 */
export function admittedPodSpec(value: unknown, kind: string): { readonly spec: Record<string, unknown>; readonly specPath: readonly string[] } | undefined {
  const specPath = POD_SPEC_PATHS.get(kind);
  if (specPath === undefined || !isObject(value)) return undefined;
  if (heldByApiServer(value)) return undefined;
  let spec: unknown = value;
  for (const key of specPath) spec = isObject(spec) ? spec[key] : undefined;
  return isObject(spec) ? { spec, specPath } : undefined;
}

/**
 * Every refusal in the pod spec of an object of `kind` the API server would admit now; a created
 * Pod's containers checked as `defaulted` leaves them (LimitRanger's defaults: see the header).
 */
export function resourceRequirementProblems(value: unknown, kind: string, defaulted?: DefaultResources): RequirementProblem[] {
  const admitted = admittedPodSpec(value, kind);
  if (admitted === undefined) return [];
  return podSpecRequirementProblems(admitted.spec, admitted.specPath, kind === 'Pod' ? defaulted : undefined);
}

/** validateResourceRequirements over the containers of `spec` (each as `defaulted` leaves it) and the pod's own resources. */
export function podSpecRequirementProblems(
  spec: Readonly<Record<string, unknown>>,
  specPath: readonly PathSegment[],
  defaulted?: DefaultResources,
): RequirementProblem[] {
  const out: RequirementProblem[] = [];
  for (const list of ['initContainers', 'containers'] as const) {
    const containers = spec[list];
    if (!Array.isArray(containers)) continue;
    containers.forEach((c: unknown, i) => {
      if (!isObject(c)) return;
      const written = c['resources'];
      requirementProblems(defaulted === undefined ? written : defaulted(written), [...specPath, list, i, 'resources'], 'container', out, written);
    });
  }
  requirementProblems(spec['resources'], [...specPath, 'resources'], 'pod', out);
  return out;
}
