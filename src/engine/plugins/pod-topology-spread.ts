/**
 * PodTopologySpread PreFilter, Filter and PreFilterExtensions (AddPod, RemovePod). Only
 * DoNotSchedule constraints filter: ScheduleAnyway ones, and the system default constraints
 * (both ScheduleAnyway), only score, which is not modelled. A pod without a DoNotSchedule
 * constraint has no state: its PreFilter skips the plugin.
 *
 * The PreFilter state counts, per constraint, the pods matching its selector (same namespace, not
 * terminating) on each topology value, over the nodes that carry every constraint's topology key
 * and pass the constraint's nodeAffinityPolicy (default Honor: the pod's nodeSelector and required
 * node affinity) and nodeTaintsPolicy (default Ignore). Filter: a node without a topology key is
 * UnschedulableAndUnresolvable; otherwise 'matching pods in its domain' + 'the pod itself, if it
 * matches' − 'global minimum' must not exceed maxSkew, the minimum being 0 while fewer domains than
 * minDomains exist.
 *
 * matchLabelKeys: the API server merges `key In (value)` into the labelSelector when it creates the
 * pod (pkg/registry/core/pod/strategy.go mutateTopologySpreadConstraints, with
 * MatchLabelKeysInPodTopologySpreadSelectorMerge, beta and on in v1.37), and the scheduler merges
 * them again (common.go filterTopologySpreadConstraints): a requirement twice selects the same
 * pods, so merging here once gives what both do. A nil labelSelector stays nil (matches nothing).
 *
 * A pod whose resize is Deferred skips the plugin (PreFilter returns Skip, Filter nil, with
 * InPlacePodVerticalScalingSchedulerPreemption): the restricted cycle of resize-cycle.ts does not
 * run it.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/podtopologyspread/filtering.go (PreFilter, calPreFilterState, Filter, updateWithPod, criticalPaths), common.go (filterTopologySpreadConstraints, matchNodeInclusionPolicies, nodeLabelsMatchSpreadConstraints, countPodsMatchSelector), plugin.go (getConstraints, ErrReasonConstraintsNotMatch, ErrReasonNodeLabelNotMatch).
 */
import type { LabelSelector, Node } from '../../model/objects.ts';
import { isEmptySelector, matchesSelector } from '../../model/labels.ts';
import type { SchedulingConstraints, TopologySpreadConstraint } from '../../model/pod.ts';
import { matchesNodeSelectorAndAffinity, untoleratedTaint } from '../../model/scheduling.ts';
import type { BoundPods } from '../bound-pods.ts';
import type { SimPod } from '../sim-pod.ts';
import type { SimNode } from '../state.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'PodTopologySpread';
export const ERR_REASON_CONSTRAINTS_NOT_MATCH = "node(s) didn't match pod topology spread constraints";
export const ERR_REASON_NODE_LABEL_NOT_MATCH = `${ERR_REASON_CONSTRAINTS_NOT_MATCH} (missing required label)`;

/** topologySpreadConstraint: a DoNotSchedule constraint with its selector merged and its defaults applied. */
export interface SpreadConstraint {
  readonly maxSkew: number;
  readonly topologyKey: string;
  /** Undefined: labels.Nothing() (a nil labelSelector). */
  readonly selector: LabelSelector | undefined;
  readonly minDomains: number;
  readonly nodeAffinityPolicy: string;
  readonly nodeTaintsPolicy: string;
}

/** The two topology values with the fewest matching pods; [0] always holds the minimum. */
type CriticalPaths = [{ value: string; matchNum: number }, { value: string; matchNum: number }];

const MAX_INT32 = 2 ** 31 - 1;

/** preFilterState. Mutable on purpose: dry runs change their own clone (clone). */
export interface PreFilterState {
  readonly constraints: readonly SpreadConstraint[];
  readonly criticalPaths: CriticalPaths[];
  /** Per constraint: topology value → number of matching pods. */
  readonly tpValueToMatchNum: Map<string, number>[];
}

function selectorMatches(selector: LabelSelector | undefined, labels: Readonly<Record<string, string>>): boolean {
  return selector !== undefined && matchesSelector(selector, labels);
}

/** mergeLabelSetWithSelector, as the API server's applyMatchLabelKeys writes it: `key In (value)` for each key the pod has. */
function mergedSelector(c: TopologySpreadConstraint, podLabels: Readonly<Record<string, string>>): LabelSelector | undefined {
  const s = c.labelSelector;
  if (s === undefined || c.matchLabelKeys.length === 0) return s;
  const added = c.matchLabelKeys.filter((k) => Object.hasOwn(podLabels, k)).map((key) => ({ key, operator: 'In', values: [podLabels[key]!] }));
  return added.length === 0 ? s : { matchLabels: s.matchLabels, matchExpressions: [...s.matchExpressions, ...added] };
}

const NO_CONSTRAINTS: readonly SpreadConstraint[] = [];
/** Replicas share their scheduling constraints and labels: their constraints are built once. */
const built = new WeakMap<SchedulingConstraints, WeakMap<object, readonly SpreadConstraint[]>>();

/**
 * getConstraints with action DoNotSchedule: the pod's own constraints when it has any (the
 * defaults, all ScheduleAnyway, apply only to a pod without), defaulted as
 * filterTopologySpreadConstraints does.
 */
export function getConstraints(pod: SimPod): readonly SpreadConstraint[] {
  const scheduling = pod.pod.scheduling;
  const raw = scheduling.topologySpreadConstraints;
  if (raw.length === 0) return NO_CONSTRAINTS;
  const labels = pod.pod.labels;
  let byLabels = built.get(scheduling);
  if (byLabels === undefined) built.set(scheduling, (byLabels = new WeakMap()));
  let out = byLabels.get(labels);
  if (out === undefined) {
    out = raw
      .filter((c) => c.whenUnsatisfiable === 'DoNotSchedule')
      .map((c) => ({
        maxSkew: c.maxSkew,
        topologyKey: c.topologyKey,
        selector: mergedSelector(c, labels),
        minDomains: c.minDomains ?? 1,
        nodeAffinityPolicy: c.nodeAffinityPolicy ?? 'Honor',
        nodeTaintsPolicy: c.nodeTaintsPolicy ?? 'Ignore',
      }));
    byLabels.set(labels, out);
  }
  return out;
}

/** nodeLabelsMatchSpreadConstraints: the node carries every constraint's topology key. */
function nodeLabelsMatchSpreadConstraints(node: Node, constraints: readonly SpreadConstraint[]): boolean {
  return constraints.every((c) => Object.hasOwn(node.labels, c.topologyKey));
}

/** matchNodeInclusionPolicies: Honor keeps only the nodes the pod's node affinity, or its tolerations of NoSchedule/NoExecute taints, admit. */
function matchNodeInclusionPolicies(c: SpreadConstraint, pod: SimPod, node: Node): boolean {
  if (c.nodeAffinityPolicy === 'Honor' && !matchesNodeSelectorAndAffinity(pod.pod.scheduling, node)) return false;
  if (c.nodeTaintsPolicy === 'Honor' && untoleratedTaint(node, pod.pod.scheduling.tolerations) !== undefined) return false;
  return true;
}

function newCriticalPaths(): CriticalPaths {
  return [
    { value: '', matchNum: MAX_INT32 },
    { value: '', matchNum: MAX_INT32 },
  ];
}

/** criticalPaths.update. */
function updateCriticalPaths(p: CriticalPaths, value: string, num: number): void {
  const i = value === p[0].value ? 0 : value === p[1].value ? 1 : undefined;
  if (i !== undefined) {
    p[i].matchNum = num;
    if (p[0].matchNum > p[1].matchNum) [p[0], p[1]] = [p[1], p[0]];
  } else if (num < p[0].matchNum) {
    p[1] = p[0];
    p[0] = { value, matchNum: num };
  } else if (num < p[1].matchNum) {
    p[1] = { value, matchNum: num };
  }
}

/** What PreFilter reads of the cluster: the nodes, and the pods on them by namespace and label. */
export interface SpreadCluster {
  readonly nodes: ReadonlyMap<string, SimNode>;
  readonly boundPods: BoundPods;
}

/**
 * PreFilter (calPreFilterState) over every node of the snapshot; undefined when the pod has no
 * DoNotSchedule constraint (Skip). Every node that carries each topology key and passes a
 * constraint's inclusion policies is a domain of it (counted 0 until a pod counts); then the pods
 * of the pod's namespace that may match the constraint's selector (bound-pods.ts) are counted on
 * their node's value (countPodsMatchSelector: an empty or nil selector counts nothing, a
 * terminating pod is passed over). Topology values are met in node order, where upstream ranges
 * over a map: only the minimum is read, and it does not depend on the order.
 */
export function preFilter(pod: SimPod, cluster: SpreadCluster): PreFilterState | undefined {
  const constraints = getConstraints(pod);
  if (constraints.length === 0) return undefined;
  const tpValueToMatchNum = constraints.map(() => new Map<string, number>());
  // Per constraint, the nodes whose pods count.
  const included = constraints.map(() => new Set<Node>());
  for (const { node } of cluster.nodes.values()) {
    if (!nodeLabelsMatchSpreadConstraints(node, constraints)) continue;
    constraints.forEach((c, i) => {
      if (!matchNodeInclusionPolicies(c, pod, node)) return;
      included[i]!.add(node);
      const counts = tpValueToMatchNum[i]!;
      const value = node.labels[c.topologyKey]!;
      if (!counts.has(value)) counts.set(value, 0);
    });
  }
  const namespace = pod.pod.ref.namespace;
  constraints.forEach((c, i) => {
    const selector = c.selector;
    if (selector === undefined || isEmptySelector(selector)) return;
    const counts = tpValueToMatchNum[i]!;
    cluster.boundPods.namespaceCandidates(namespace, selector, (p) => {
      const node = p.host?.node;
      if (node === undefined || !included[i]!.has(node) || p.terminatingUntil !== undefined || !matchesSelector(selector, p.pod.labels)) return;
      const value = node.labels[c.topologyKey]!;
      counts.set(value, counts.get(value)! + 1);
    });
  });
  const criticalPaths = tpValueToMatchNum.map((counts) => {
    const paths = newCriticalPaths();
    for (const [value, num] of counts) updateCriticalPaths(paths, value, num);
    return paths;
  });
  return { constraints, criticalPaths, tpValueToMatchNum };
}

/** preFilterState.Clone: constraints shared, counts copied. */
export function clone(s: PreFilterState): PreFilterState {
  return {
    constraints: s.constraints,
    criticalPaths: s.criticalPaths.map(([a, b]) => [{ ...a }, { ...b }]),
    tpValueToMatchNum: s.tpValueToMatchNum.map((m) => new Map(m)),
  };
}

/**
 * updateWithPod (AddPod: delta 1, RemovePod: -1): a pod of the preemptor's namespace on a node the
 * PreFilter counted. As upstream, a terminating pod counts here too (countPodsMatchSelector
 * passed it over in PreFilter).
 */
function updateWithPod(s: PreFilterState, updated: SimPod, preemptor: SimPod, node: Node, delta: number): void {
  if (updated.pod.ref.namespace !== preemptor.pod.ref.namespace) return;
  if (!nodeLabelsMatchSpreadConstraints(node, s.constraints)) return;
  s.constraints.forEach((c, i) => {
    if (!selectorMatches(c.selector, updated.pod.labels)) return;
    if (!matchNodeInclusionPolicies(c, preemptor, node)) return;
    const value = node.labels[c.topologyKey]!;
    const counts = s.tpValueToMatchNum[i]!;
    const num = (counts.get(value) ?? 0) + delta;
    counts.set(value, num);
    updateCriticalPaths(s.criticalPaths[i]!, value, num);
  });
}

export function addPod(s: PreFilterState, podToSchedule: SimPod, added: SimPod, node: Node): void {
  updateWithPod(s, added, podToSchedule, node, 1);
}

export function removePod(s: PreFilterState, podToSchedule: SimPod, removed: SimPod, node: Node): void {
  updateWithPod(s, removed, podToSchedule, node, -1);
}

/** preFilterState.minMatchNum: the global minimum, 0 while fewer domains than minDomains exist. */
function minMatchNum(s: PreFilterState, i: number, minDomains: number): number {
  return s.tpValueToMatchNum[i]!.size < minDomains ? 0 : s.criticalPaths[i]![0].matchNum;
}

export function filter(s: PreFilterState, pod: SimPod, node: Node): Status {
  for (const [i, c] of s.constraints.entries()) {
    if (!Object.hasOwn(node.labels, c.topologyKey)) return status('UnschedulableAndUnresolvable', NAME, ERR_REASON_NODE_LABEL_NOT_MATCH);
    const selfMatchNum = selectorMatches(c.selector, pod.pod.labels) ? 1 : 0;
    const matchNum = s.tpValueToMatchNum[i]!.get(node.labels[c.topologyKey]!) ?? 0;
    if (matchNum + selfMatchNum - minMatchNum(s, i, c.minDomains) > c.maxSkew) return status('Unschedulable', NAME, ERR_REASON_CONSTRAINTS_NOT_MATCH);
  }
  return success(NAME);
}
