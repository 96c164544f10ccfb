/**
 * The pods on nodes, indexed for the PreFilters of InterPodAffinity and PodTopologySpread so that
 * a cycle looks only at pods that may match: the existing pods' required anti-affinity terms (upstream's
 * NodeInfo.PodsWithRequiredAntiAffinity and HavePodsWithRequiredAntiAffinityList, which PreFilter
 * walks for every pod it schedules) keyed by the namespaces they name and a label their selector
 * requires; and, made when a pod with terms of its own is first scheduled, every pod by namespace
 * and label (also what PodTopologySpread counts). A candidate is only a candidate: the plugin
 * matches it in full (AffinityTerm.Matches, the spread constraint's selector),
 * so the index changes which pods are looked at, never the answer.
 *
 * Upstream: none: speed only; it answers what pkg/scheduler/framework/plugins/interpodaffinity/filtering.go getExistingAntiAffinityCounts and getIncomingAffinityAntiAffinityCounts, and podtopologyspread/filtering.go calPreFilterState, find by walking every node's pods.
 */
import type { LabelSelector } from '../model/objects.ts';
import { requiredTerms, type AffinityTerm } from './affinity-terms.ts';
import type { SimPod } from './sim-pod.ts';
import type { SimNode } from './state.ts';

/** An existing pod's required anti-affinity term. */
export interface AntiAffinityEntry {
  readonly pod: SimPod;
  readonly term: AffinityTerm;
}

/** Any namespace, or any labels: the bucket of terms not keyed by one. */
const ANY = '*';

function pair(key: string, value: string): string {
  return `${key}\0${value}`;
}

/** The label pairs one of which a pod must carry to match `s` (a matchLabels entry, or an In's values); undefined when none is required. */
function anchorsOf(s: LabelSelector): readonly string[] | undefined {
  for (const [k, v] of Object.entries(s.matchLabels)) return [pair(k, v)];
  for (const e of s.matchExpressions) if (e.operator === 'In') return [...new Set(e.values.map((v) => pair(e.key, v)))];
  return undefined;
}

function bucket<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let s = map.get(key);
  if (s === undefined) map.set(key, (s = new Set()));
  return s;
}

interface NamespacePods {
  readonly all: Set<SimPod>;
  readonly byLabel: Map<string, Set<SimPod>>;
}

export class BoundPods {
  /** Anti-affinity terms of pods on nodes: namespace (or ANY) → label pair (or ANY) → entries. */
  private readonly anti = new Map<string, Map<string, Set<AntiAffinityEntry>>>();
  private readonly entriesOf = new Map<SimPod, { readonly entry: AntiAffinityEntry; readonly buckets: Set<AntiAffinityEntry>[] }[]>();
  private pods: Map<string, NamespacePods> | undefined;

  constructor(private readonly nodes: ReadonlyMap<string, SimNode>) {
    for (const n of nodes.values()) for (const p of n.pods) this.addAnti(p);
  }

  /** True when no pod on a node has a required anti-affinity term (the PreFilter of a pod without terms skips). */
  get noAntiAffinity(): boolean {
    return this.entriesOf.size === 0;
  }

  added(p: SimPod): void {
    this.addAnti(p);
    if (this.pods !== undefined) this.addPod(this.pods, p);
  }

  removed(p: SimPod): void {
    for (const { entry, buckets } of this.entriesOf.get(p) ?? []) for (const b of buckets) b.delete(entry);
    this.entriesOf.delete(p);
    const ns = this.pods?.get(p.pod.ref.namespace);
    if (ns === undefined) return;
    ns.all.delete(p);
    for (const [k, v] of Object.entries(p.pod.labels)) ns.byLabel.get(pair(k, v))?.delete(p);
  }

  /** Every existing anti-affinity term that may match a pod of `namespace` with `labels`, each once. */
  antiAffinityCandidates(namespace: string, labels: Readonly<Record<string, string>>, visit: (e: AntiAffinityEntry) => void): void {
    if (this.entriesOf.size === 0) return;
    for (const nsKey of [namespace, ANY]) {
      const byAnchor = this.anti.get(nsKey);
      if (byAnchor === undefined) continue;
      for (const [k, v] of Object.entries(labels)) byAnchor.get(pair(k, v))?.forEach(visit);
      byAnchor.get(ANY)?.forEach(visit);
    }
  }

  /** Every pod on a node that may match `term` (its namespaces, a label it requires), each once. */
  termCandidates(term: AffinityTerm, visit: (p: SimPod) => void): void {
    const selector = term.selector;
    if (selector === undefined) return;
    const pods = (this.pods ??= this.indexPods());
    const anchors = anchorsOf(selector);
    const scan = (ns: NamespacePods): void => {
      if (anchors === undefined) ns.all.forEach(visit);
      else for (const a of anchors) ns.byLabel.get(a)?.forEach(visit);
    };
    if (term.namespaceSelector !== undefined) {
      for (const ns of pods.values()) scan(ns);
      return;
    }
    for (const name of term.namespaces) {
      const ns = pods.get(name);
      if (ns !== undefined) scan(ns);
    }
  }

  /**
   * Every pod on a node of `namespace` that may match `selector` (a label it requires), each once:
   * PodTopologySpread's PreFilter counts these (countPodsMatchSelector) instead of every pod of the
   * namespace on every node.
   */
  namespaceCandidates(namespace: string, selector: LabelSelector, visit: (p: SimPod) => void): void {
    const ns = (this.pods ??= this.indexPods()).get(namespace);
    if (ns === undefined) return;
    const anchors = anchorsOf(selector);
    if (anchors === undefined) ns.all.forEach(visit);
    else for (const a of anchors) ns.byLabel.get(a)?.forEach(visit);
  }

  private addAnti(p: SimPod): void {
    const terms = requiredTerms(p)?.antiAffinity;
    if (terms === undefined || terms.length === 0) return;
    const entries: { entry: AntiAffinityEntry; buckets: Set<AntiAffinityEntry>[] }[] = [];
    for (const term of terms) {
      // A nil selector matches no pod: such a term never counts.
      if (term.selector === undefined) continue;
      const entry = { pod: p, term };
      const buckets: Set<AntiAffinityEntry>[] = [];
      const namespaces = term.namespaceSelector === undefined ? [...term.namespaces] : [ANY];
      const anchors = anchorsOf(term.selector) ?? [ANY];
      for (const ns of namespaces) {
        let byAnchor = this.anti.get(ns);
        if (byAnchor === undefined) this.anti.set(ns, (byAnchor = new Map<string, Set<AntiAffinityEntry>>()));
        for (const a of anchors) {
          const b = bucket(byAnchor, a);
          b.add(entry);
          buckets.push(b);
        }
      }
      entries.push({ entry, buckets });
    }
    if (entries.length > 0) this.entriesOf.set(p, entries);
  }

  private indexPods(): Map<string, NamespacePods> {
    const pods = new Map<string, NamespacePods>();
    for (const n of this.nodes.values()) for (const p of n.pods) this.addPod(pods, p);
    return pods;
  }

  private addPod(pods: Map<string, NamespacePods>, p: SimPod): void {
    const name = p.pod.ref.namespace;
    let ns = pods.get(name);
    if (ns === undefined) pods.set(name, (ns = { all: new Set(), byLabel: new Map() }));
    ns.all.add(p);
    for (const [k, v] of Object.entries(p.pod.labels)) bucket(ns.byLabel, pair(k, v)).add(p);
  }
}
