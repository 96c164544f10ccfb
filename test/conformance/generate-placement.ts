/**
 * placementFilter cases: a few nodes across zones and hosts (some missing a topology label,
 * tainted or cordoned), pods bound to them in one to three namespaces (some with required
 * anti-affinity of their own), pods nominated to a node (waiting for victims), the Namespace objects with labels for namespaceSelectors, and one
 * incoming pod with a random mix of required pod affinity and anti-affinity, topology spread
 * constraints, tolerations and a nodeSelector. Every pod is one the API server accepts
 * (pkg/apis/core/validation ValidatePodCreate; the Go side checks it): matchLabelKeys and
 * mismatchLabelKeys only with a labelSelector, disjoint, and matchLabelKeys never naming a key the
 * selector already has. Pods are written as authored: the Go side merges matchLabelKeys and
 * mismatchLabelKeys into the selectors as the API server does on create (go/placement.go), the
 * engine's model does the same when it reads them. Requests are small, so NodeResourcesFit passes
 * (resources are the `fit` kind's).
 */
import type { Case, Json } from './cases.ts';
import type { Random } from './random.ts';

const ZONE = 'topology.kubernetes.io/zone';
const HOSTNAME = 'kubernetes.io/hostname';
/** A topology key no node carries. */
const RACK = 'example.com/rack';
const NAMESPACES = ['default', 'team-a', 'team-b'];
const LABEL_VALUES: Readonly<Record<string, readonly string[]>> = { app: ['web', 'db', 'cache'], tier: ['front', 'back', ''], version: ['v1', 'v2'] };
const LABEL_KEYS = Object.keys(LABEL_VALUES);

function podLabels(rng: Random): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const k of LABEL_KEYS) if (rng.chance(k === 'app' ? 0.85 : k === 'tier' ? 0.5 : 0.3)) labels[k] = rng.pick(LABEL_VALUES[k]!);
  return labels;
}

function topologyKey(rng: Random): string {
  const r = rng.next();
  return r < 0.45 ? ZONE : r < 0.92 ? HOSTNAME : RACK;
}

/** A labelSelector over app and tier: matchLabels and/or matchExpressions of every operator, sometimes empty (every pod). */
function labelSelector(rng: Random): Json {
  const s: Json = {};
  if (rng.chance(0.55)) {
    const k = rng.pick(LABEL_KEYS);
    s['matchLabels'] = { [k]: rng.pick(LABEL_VALUES[k]!) };
  }
  const exprs: Json[] = [];
  for (let i = rng.int(0, 2); i > 0; i--) {
    const key = rng.pick(LABEL_KEYS);
    const operator = rng.pick(['In', 'NotIn', 'Exists', 'DoesNotExist']);
    const values = operator === 'In' || operator === 'NotIn' ? rng.shuffle(LABEL_VALUES[key]!).slice(0, rng.int(1, 2)) : undefined;
    exprs.push({ key, operator, ...(values !== undefined ? { values } : {}) });
  }
  if (exprs.length > 0) s['matchExpressions'] = exprs;
  return s;
}

function selectorKeys(s: Json | undefined): Set<string> {
  if (s === undefined) return new Set();
  const keys = Object.keys((s['matchLabels'] as Json | undefined) ?? {});
  for (const e of (s['matchExpressions'] as { key: string }[] | undefined) ?? []) keys.push(e.key);
  return new Set(keys);
}

/** matchLabelKeys (not among the selector's keys) and mismatchLabelKeys (any), disjoint; only with a selector. */
function labelKeys(rng: Random, selector: Json | undefined, mismatch: boolean): { matchLabelKeys?: string[]; mismatchLabelKeys?: string[] } {
  if (selector === undefined) return {};
  const taken = selectorKeys(selector);
  const out: { matchLabelKeys?: string[]; mismatchLabelKeys?: string[] } = {};
  const free = LABEL_KEYS.filter((k) => !taken.has(k));
  if (free.length > 0 && rng.chance(0.25)) out.matchLabelKeys = rng.shuffle(free).slice(0, rng.int(1, free.length));
  if (mismatch && rng.chance(0.2)) {
    const left = LABEL_KEYS.filter((k) => !(out.matchLabelKeys ?? []).includes(k));
    if (left.length > 0) out.mismatchLabelKeys = [rng.pick(left)];
  }
  return out;
}

function namespaceSelector(rng: Random, namespaces: readonly string[]): Json {
  const r = rng.next();
  if (r < 0.25) return {};
  if (r < 0.7) return { matchLabels: { env: rng.pick(['prod', 'dev']) } };
  if (r < 0.85) return { matchExpressions: [{ key: 'kubernetes.io/metadata.name', operator: rng.pick(['In', 'NotIn']), values: [rng.pick(namespaces)] }] };
  return { matchExpressions: [{ key: 'env', operator: rng.pick(['Exists', 'DoesNotExist']) }] };
}

function affinityTerm(rng: Random, namespaces: readonly string[]): Json {
  const selector = rng.chance(0.05) ? undefined : labelSelector(rng);
  const term: Json = { topologyKey: topologyKey(rng) };
  if (selector !== undefined) term['labelSelector'] = selector;
  // A namespace no object names ('ghost') selects nothing.
  if (rng.chance(0.3)) term['namespaces'] = rng.shuffle([...namespaces, 'ghost']).slice(0, rng.int(1, 2));
  if (rng.chance(0.25)) term['namespaceSelector'] = namespaceSelector(rng, namespaces);
  return { ...term, ...labelKeys(rng, selector, true) };
}

function spreadConstraint(rng: Random, key: string): Json {
  const doNotSchedule = rng.chance(0.85);
  const selector = rng.chance(0.08) ? undefined : labelSelector(rng);
  const c: Json = { maxSkew: rng.int(1, 3), topologyKey: key, whenUnsatisfiable: doNotSchedule ? 'DoNotSchedule' : 'ScheduleAnyway' };
  if (selector !== undefined) c['labelSelector'] = selector;
  if (doNotSchedule && rng.chance(0.3)) c['minDomains'] = rng.int(1, 4);
  if (rng.chance(0.4)) c['nodeAffinityPolicy'] = rng.pick(['Honor', 'Ignore']);
  if (rng.chance(0.4)) c['nodeTaintsPolicy'] = rng.pick(['Honor', 'Ignore']);
  const keys = labelKeys(rng, selector, false);
  return { ...c, ...(keys.matchLabelKeys !== undefined ? { matchLabelKeys: keys.matchLabelKeys } : {}) };
}

const TAINT = { key: 'dedicated', value: 'infra' };

function tolerations(rng: Random): Json[] {
  const out: Json[] = [];
  if (rng.chance(0.5)) {
    const r = rng.next();
    if (r < 0.35) out.push({ key: TAINT.key, operator: 'Equal', value: TAINT.value, effect: rng.pick(['NoSchedule', 'NoExecute']) });
    else if (r < 0.6) out.push({ key: TAINT.key, operator: 'Exists' });
    else if (r < 0.75) out.push({ key: TAINT.key, operator: 'Equal', value: 'other' });
    else if (r < 0.85) out.push({ operator: 'Exists' });
    else out.push({ key: 'gpu', operator: 'Exists', effect: 'NoSchedule' });
  }
  if (rng.chance(0.3)) out.push({ key: 'node.kubernetes.io/unschedulable', operator: 'Exists', effect: 'NoSchedule' });
  return out;
}

function container(cpu: string): Json {
  return { name: 'c', image: 'registry.k8s.io/pause:3.10', resources: { requests: { cpu, memory: '16Mi' } } };
}

/**
 * A container's ports, now and then with host ports (NodePorts): few port numbers, so pods
 * collide; the IP unset, every IP or one IP; the protocol unset, TCP or UDP. Distinct in one
 * container (ValidatePodCreate refuses a host port written twice).
 */
function withPorts(rng: Random, c: Json, p: number): Json {
  if (!rng.chance(p)) return c;
  const ports = rng.shuffle([80, 443, 8080]).slice(0, rng.int(1, 2));
  return {
    ...c,
    ports: ports.map((hostPort) => ({
      containerPort: hostPort,
      hostPort,
      ...(rng.chance(0.3) ? { protocol: rng.pick(['TCP', 'UDP']) } : {}),
      ...(rng.chance(0.3) ? { hostIP: rng.pick(['0.0.0.0', '10.0.0.1', '10.0.0.2']) } : {}),
    })),
  };
}

function node(rng: Random, name: string, zones: readonly string[]): Json {
  const labels: Record<string, string> = {};
  // An empty value is a domain of its own ('' is also criticalPaths' unset value upstream).
  if (rng.chance(0.9)) labels[ZONE] = rng.chance(0.03) ? '' : rng.pick(zones);
  // The hostname label need not be the node's name: domains are label values.
  if (rng.chance(0.93)) labels[HOSTNAME] = rng.chance(0.9) ? name : rng.chance(0.5) ? `host-${name}` : 'shared';
  if (rng.chance(0.6)) labels['disk'] = rng.pick(['ssd', 'hdd']);
  const spec: Json = {};
  const taints: Json[] = [];
  if (rng.chance(0.2)) taints.push({ ...TAINT, effect: rng.pick(['NoSchedule', 'NoExecute', 'PreferNoSchedule']) });
  if (rng.chance(0.08)) taints.push({ key: 'gpu', value: 'true', effect: 'NoSchedule' });
  if (taints.length > 0) spec['taints'] = taints;
  if (rng.chance(0.1)) spec['unschedulable'] = true;
  // Mostly roomy; some nodes small enough that NodeResourcesFit refuses (cpu, or pod slots).
  const small = rng.chance(0.1);
  const allocatable = { cpu: small ? rng.pick(['250m', '8']) : '8', memory: '32Gi', pods: small ? rng.pick(['2', '110']) : '110' };
  return { apiVersion: 'v1', kind: 'Node', metadata: { name, labels }, spec, status: { allocatable, capacity: allocatable } };
}

export function placementFilterCase(rng: Random, id: string): Case {
  const zones = ['z1', 'z2', 'z3'].slice(0, rng.int(1, 3));
  // Now and then many nodes, so the placement index's node classes hold several alike.
  const nodes = Array.from({ length: rng.chance(0.08) ? rng.int(20, 60) : rng.int(3, 12) }, (_, i) => node(rng, `n${i + 1}`, zones));
  const namespaces = NAMESPACES.slice(0, rng.int(1, 3));
  const nsObjects = namespaces.map((name) => {
    const labels: Record<string, string> = { 'kubernetes.io/metadata.name': name };
    if (rng.chance(0.8)) labels['env'] = rng.pick(['prod', 'dev']);
    return { apiVersion: 'v1', kind: 'Namespace', metadata: { name, labels } };
  });
  const pods: Json[] = [];
  for (let i = rng.int(0, 40); i > 0; i--) {
    const spec: Json = { nodeName: (rng.pick(nodes)['metadata'] as { name: string }).name, containers: [withPorts(rng, container('10m'), 0.2)] };
    const labels = podLabels(rng);
    const affinity: Json = {};
    if (rng.chance(0.12))
      affinity['podAntiAffinity'] = {
        requiredDuringSchedulingIgnoredDuringExecution: Array.from({ length: rng.int(1, 2) }, () => affinityTerm(rng, namespaces)),
      };
    // A bound pod's own affinity is not checked against the incoming pod (only anti-affinity is symmetric).
    if (rng.chance(0.05)) affinity['podAffinity'] = { requiredDuringSchedulingIgnoredDuringExecution: [affinityTerm(rng, namespaces)] };
    if (Object.keys(affinity).length > 0) spec['affinity'] = affinity;
    const metadata: Json = { name: `b${i}`, namespace: rng.pick(namespaces), uid: `uid-b${i}`, labels };
    // Terminating: PodTopologySpread's PreFilter passes over it (countPodsMatchSelector), InterPodAffinity counts it.
    if (rng.chance(0.07)) Object.assign(metadata, { deletionTimestamp: '2026-01-01T00:10:00Z', deletionGracePeriodSeconds: 30 });
    // Finished pods: the scheduler's informer never lists them (go/placement.go).
    const phase = rng.chance(0.05) ? rng.pick(['Succeeded', 'Failed']) : 'Running';
    pods.push({ apiVersion: 'v1', kind: 'Pod', metadata, spec, status: { phase } });
  }
  // Pods waiting for their victims to leave (status.nominatedNodeName, no node yet): those of the
  // incoming pod's priority or higher count on their node in the first filter pass.
  if (rng.chance(0.3)) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const spec: Json = { priority: rng.pick([0, 100, 1000]), containers: [withPorts(rng, container('10m'), 0.3)] };
      if (rng.chance(0.2)) spec['affinity'] = { podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [affinityTerm(rng, namespaces)] } };
      const nominatedNodeName = (rng.pick(nodes)['metadata'] as { name: string }).name;
      const metadata = { name: `w${i}`, namespace: rng.pick(namespaces), uid: `uid-w${i}`, labels: podLabels(rng) };
      pods.push({ apiVersion: 'v1', kind: 'Pod', metadata, spec, status: { phase: 'Pending', nominatedNodeName } });
    }
  }
  const spec: Json = { priority: rng.pick([0, 100, 1000]), containers: [withPorts(rng, container(rng.pick(['100m', '100m', '240m'])), 0.3)] };
  // An init container's host port counts only when it is a sidecar (restartPolicy Always: GetHostPorts).
  if (rng.chance(0.15)) {
    const sidecar = rng.chance(0.5);
    spec['initContainers'] = [{ ...withPorts(rng, container('10m'), 1), name: 'init', ...(sidecar ? { restartPolicy: 'Always' } : {}) }];
  }
  const affinity: Json = {};
  const nAffinity = rng.chance(0.45) ? rng.int(1, 3) : 0;
  const nAnti = rng.chance(0.45) ? rng.int(1, 3) : 0;
  if (nAffinity > 0)
    affinity['podAffinity'] = { requiredDuringSchedulingIgnoredDuringExecution: Array.from({ length: nAffinity }, () => affinityTerm(rng, namespaces)) };
  if (nAnti > 0)
    affinity['podAntiAffinity'] = { requiredDuringSchedulingIgnoredDuringExecution: Array.from({ length: nAnti }, () => affinityTerm(rng, namespaces)) };
  if (rng.chance(0.1))
    affinity['nodeAffinity'] = {
      requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'disk', operator: 'NotIn', values: ['hdd'] }] }] },
    };
  // Keeping off a node by name (matchFields NotIn: no PreFilterResult), or two terms ORed.
  else if (rng.chance(0.06)) {
    // ValidatePodCreate: a metadata.name requirement has exactly one value.
    const avoid = (rng.pick(nodes)['metadata'] as { name: string }).name;
    const terms: Json[] = [{ matchFields: [{ key: 'metadata.name', operator: 'NotIn', values: [avoid] }] }];
    if (rng.chance(0.3)) terms.push({ matchExpressions: [{ key: 'disk', operator: 'In', values: ['ssd'] }] });
    affinity['nodeAffinity'] = { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: terms } };
  }
  // A DaemonSet's pod: pinned to one node by matchFields on metadata.name (NodeAffinity's
  // PreFilterResult), sometimes a node that is not there. Now and then a second requirement in
  // the term (ANDed: naming another node, PreFilter rejects the pod with errReasonConflict), or a
  // second term (ORed: the union).
  else if (rng.chance(0.1)) {
    const target = (): Json => ({
      key: 'metadata.name',
      operator: 'In',
      values: [rng.chance(0.9) ? (rng.pick(nodes)['metadata'] as { name: string }).name : 'n99'],
    });
    const fields = [target()];
    if (rng.chance(0.2)) fields.push(target());
    const terms: Json[] = [{ matchFields: fields }];
    if (rng.chance(0.15)) terms.push({ matchFields: [target()] });
    affinity['nodeAffinity'] = { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: terms } };
  }
  // Preferred terms only score: the filters must not read them.
  if (rng.chance(0.1)) {
    const preferred = [{ weight: rng.int(1, 100), podAffinityTerm: affinityTerm(rng, namespaces) }];
    const kind = rng.pick(['podAffinity', 'podAntiAffinity']);
    affinity[kind] = { ...(affinity[kind] ?? {}), preferredDuringSchedulingIgnoredDuringExecution: preferred };
  }
  if (Object.keys(affinity).length > 0) spec['affinity'] = affinity;
  if (rng.chance(0.55)) {
    // Distinct topology keys: ValidatePodCreate refuses two constraints with the same key and whenUnsatisfiable.
    const keys = rng.shuffle([ZONE, HOSTNAME, ZONE, HOSTNAME, RACK]);
    const picked = [...new Set(keys)].slice(0, rng.int(1, 2));
    spec['topologySpreadConstraints'] = picked.map((k) => spreadConstraint(rng, k));
  }
  const tols = tolerations(rng);
  if (tols.length > 0) spec['tolerations'] = tols;
  if (rng.chance(0.15)) spec['nodeSelector'] = { disk: 'ssd' };
  else if (rng.chance(0.05)) spec['nodeSelector'] = { [HOSTNAME]: (rng.pick(nodes)['metadata'] as { name: string }).name };
  const preemptor: Json = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'incoming', namespace: rng.pick(namespaces), uid: 'uid-incoming', labels: podLabels(rng) },
    spec,
    // A pod that preempted before comes back nominated: its node is tried first (evaluateNominatedNode).
    status: { phase: 'Pending', ...(rng.chance(0.1) ? { nominatedNodeName: (rng.pick(nodes)['metadata'] as { name: string }).name } : {}) },
  };
  return { id, kind: 'placementFilter', nodes, pods, namespaces: nsObjects, preemptor };
}
