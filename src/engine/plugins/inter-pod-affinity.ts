/**
 * InterPodAffinity PreFilter, Filter and PreFilterExtensions (AddPod, RemovePod), required terms
 * only, with InterPodAffinityHostnameFastPath off (its default in v1.37: alpha):
 *   - PreFilter counts, per topology pair (key, value), the existing pods whose required
 *     anti-affinity terms match the incoming pod (existingAntiAffinityCounts), the existing pods
 *     that match every one of its affinity terms (affinityCounts), and those that match each of its
 *     anti-affinity terms (antiAffinityCounts); with none of these to check it answers Skip, and
 *     the Filter is not run at all (the placement's fast path);
 *   - Filter refuses a node whose topology domain lacks a pod the affinity asks for
 *     (UnschedulableAndUnresolvable, unless no pod anywhere matches and the pod matches its own
 *     terms), holds a pod its anti-affinity forbids, or holds a pod whose anti-affinity forbids it
 *     (both Unschedulable, so preemption may remove them);
 *   - AddPod / RemovePod update the counts for a pod added to or removed from a node in a dry run
 *     (nominated pods, preemption's victims).
 * A Deferred resize's cycle skips the plugin (PreFilter and Filter return at once when
 * InPlacePodVerticalScalingSchedulerPreemption is on and resource.IsPodResizeDeferred): the pod is
 * on its node already, so resize-cycle.ts never runs it.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/plugins/interpodaffinity/filtering.go (PreFilter, Filter, AddPod, RemovePod, updateWithPod, satisfyExistingPodsAntiAffinity, satisfyPodAntiAffinity, nodeTopologyMatchesAffinity, satisfiesSelfAffinityCheck).
 */
import type { Node } from '../../model/objects.ts';
import { podMatchesAllAffinityTerms, requiredTerms, termMatches, type AffinityTerm, type NamespaceLabels } from '../affinity-terms.ts';
import type { BoundPods } from '../bound-pods.ts';
import type { NodeInfo } from '../node-info.ts';
import type { SimPod } from '../sim-pod.ts';
import { status, success, type Status } from '../status.ts';

export const NAME = 'InterPodAffinity';
export const ERR_REASON_EXISTING_ANTI_AFFINITY_RULES_NOT_MATCH = "node(s) didn't satisfy existing pods anti-affinity rules";
export const ERR_REASON_AFFINITY_RULES_NOT_MATCH = "node(s) didn't match pod affinity rules";
export const ERR_REASON_ANTI_AFFINITY_RULES_NOT_MATCH = "node(s) didn't match pod anti-affinity rules";

/** topologyToMatchedTermCount: "key\0value" → count; an entry brought down to 0 is deleted. */
type TopologyCounts = Map<string, number>;

function pairKey(key: string, value: string): string {
  return `${key}\0${value}`;
}

/** topologyToMatchedTermCount.update: only a node carrying the key counts. */
function update(m: TopologyCounts, node: Node, key: string, value: number): void {
  if (!Object.hasOwn(node.labels, key)) return;
  const k = pairKey(key, node.labels[key]!);
  const n = (m.get(k) ?? 0) + value;
  if (n === 0) m.delete(k);
  else m.set(k, n);
}

/** preFilterState; clone() before a dry run changes it. */
export class InterPodAffinityState {
  constructor(
    readonly pod: SimPod,
    readonly affinityTerms: readonly AffinityTerm[],
    readonly antiAffinityTerms: readonly AffinityTerm[],
    readonly nsLabels: NamespaceLabels,
    readonly existingAntiAffinityCounts: TopologyCounts = new Map(),
    readonly affinityCounts: TopologyCounts = new Map(),
    readonly antiAffinityCounts: TopologyCounts = new Map(),
  ) {}

  clone(): InterPodAffinityState {
    return new InterPodAffinityState(
      this.pod,
      this.affinityTerms,
      this.antiAffinityTerms,
      this.nsLabels,
      new Map(this.existingAntiAffinityCounts),
      new Map(this.affinityCounts),
      new Map(this.antiAffinityCounts),
    );
  }

  /** updateWithPod: `p` added to (1) or removed from (-1) `node`. */
  updateWithPod(p: SimPod, node: Node, multiplier: 1 | -1): void {
    for (const t of requiredTerms(p)?.antiAffinity ?? []) {
      if (termMatches(t, this.pod, this.nsLabels)) update(this.existingAntiAffinityCounts, node, t.topologyKey, multiplier);
    }
    if (podMatchesAllAffinityTerms(this.affinityTerms, p, this.nsLabels))
      for (const t of this.affinityTerms) update(this.affinityCounts, node, t.topologyKey, multiplier);
    for (const t of this.antiAffinityTerms) if (termMatches(t, p, this.nsLabels)) update(this.antiAffinityCounts, node, t.topologyKey, multiplier);
  }
}

/**
 * PreFilter: the counts over the pods on nodes, or undefined (Skip) when no existing pod's
 * anti-affinity matches the pod and it has no terms of its own.
 */
export function preFilter(pod: SimPod, bound: BoundPods, nsLabels: NamespaceLabels): InterPodAffinityState | undefined {
  const terms = requiredTerms(pod);
  if (terms === undefined && bound.noAntiAffinity) return undefined;
  const s = new InterPodAffinityState(pod, terms?.affinity ?? [], terms?.antiAffinity ?? [], nsLabels);
  // getExistingAntiAffinityCounts.
  bound.antiAffinityCandidates(pod.pod.ref.namespace, pod.pod.labels, (e) => {
    if (termMatches(e.term, pod, nsLabels)) update(s.existingAntiAffinityCounts, e.pod.host!.node, e.term.topologyKey, 1);
  });
  if (terms === undefined) return s.existingAntiAffinityCounts.size === 0 ? undefined : s;
  // getIncomingAffinityAntiAffinityCounts: a pod counts for the affinity when it matches every term.
  const first = s.affinityTerms[0];
  if (first !== undefined) {
    bound.termCandidates(first, (p) => {
      if (podMatchesAllAffinityTerms(s.affinityTerms, p, nsLabels)) for (const t of s.affinityTerms) update(s.affinityCounts, p.host!.node, t.topologyKey, 1);
    });
  }
  for (const t of s.antiAffinityTerms) {
    bound.termCandidates(t, (p) => {
      if (termMatches(t, p, nsLabels)) update(s.antiAffinityCounts, p.host!.node, t.topologyKey, 1);
    });
  }
  return s;
}

/** nodeTopologyMatchesAffinity, with satisfiesSelfAffinityCheck when no pod anywhere matches. */
function nodeTopologyMatchesAffinity(s: InterPodAffinityState, node: Node): boolean {
  if (s.affinityTerms.length === 0) return true;
  let podsExist = true;
  for (const t of s.affinityTerms) {
    // Every topology label must be on the node, for self-affinity too.
    if (!Object.hasOwn(node.labels, t.topologyKey)) return false;
    if ((s.affinityCounts.get(pairKey(t.topologyKey, node.labels[t.topologyKey]!)) ?? 0) <= 0) podsExist = false;
  }
  if (podsExist) return true;
  // The first pod of a series with affinity to each other: none matches yet, and it matches its own terms.
  return s.affinityCounts.size === 0 && podMatchesAllAffinityTerms(s.affinityTerms, s.pod, s.nsLabels);
}

/** satisfyPodAntiAffinity. */
function satisfyPodAntiAffinity(s: InterPodAffinityState, node: Node): boolean {
  if (s.antiAffinityCounts.size === 0) return true;
  for (const t of s.antiAffinityTerms) {
    if (!Object.hasOwn(node.labels, t.topologyKey)) continue;
    if ((s.antiAffinityCounts.get(pairKey(t.topologyKey, node.labels[t.topologyKey]!)) ?? 0) > 0) return false;
  }
  return true;
}

/** satisfyExistingPodsAntiAffinity: no pair of the node's labels is counted. */
function satisfyExistingPodsAntiAffinity(s: InterPodAffinityState, node: Node): boolean {
  if (s.existingAntiAffinityCounts.size === 0) return true;
  for (const [k, v] of Object.entries(node.labels)) if ((s.existingAntiAffinityCounts.get(pairKey(k, v)) ?? 0) > 0) return false;
  return true;
}

/** Filter. */
export function filter(s: InterPodAffinityState, nodeInfo: NodeInfo): Status {
  const node = nodeInfo.node;
  if (!nodeTopologyMatchesAffinity(s, node)) return status('UnschedulableAndUnresolvable', NAME, ERR_REASON_AFFINITY_RULES_NOT_MATCH);
  if (!satisfyPodAntiAffinity(s, node)) return status('Unschedulable', NAME, ERR_REASON_ANTI_AFFINITY_RULES_NOT_MATCH);
  if (!satisfyExistingPodsAntiAffinity(s, node)) return status('Unschedulable', NAME, ERR_REASON_EXISTING_ANTI_AFFINITY_RULES_NOT_MATCH);
  return success(NAME);
}
