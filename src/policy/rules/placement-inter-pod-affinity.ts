/**
 * A pod the simulated scheduler placed where kube-scheduler's InterPodAffinity Filter refuses it: a
 * pod in the same topology domain matches a required anti-affinity term of the placed pod
 * (satisfyPodAntiAffinity: "node(s) didn't match pod anti-affinity rules") or the placed pod matches
 * one of that pod's (satisfyExistingPodsAntiAffinity: "node(s) didn't satisfy existing pods
 * anti-affinity rules"); pkg/scheduler/framework/plugins/interpodaffinity/filtering.go. Placement
 * does not run that filter, so the pod may stay Pending in the cluster, and the run's results from
 * that placement on are optimistic. Checked on the starting state (scenario cluster-state).
 */
import { quoted } from '../helpers.ts';
import { docsPath, type Rule } from '../rule.ts';
import { simulatedPods } from '../../engine/result.ts';
import type { Node } from '../../model/objects.ts';
import { podKey, type Pod } from '../../model/pod.ts';
import { requiredAntiAffinityTerms, termMatches, type AntiAffinityTerm } from '../pod-anti-affinity.ts';

interface Placed {
  readonly pod: Pod;
  readonly node: Node;
  /** Placed by the simulated scheduler (not bound by spec.nodeName or a snapshot). */
  readonly scheduled: boolean;
  readonly terms: readonly AntiAffinityTerm[];
}

/** The same topology domain: both nodes carry the term's key with one value (nodes without it are in none). */
function sameDomain(key: string, a: Node, b: Node): boolean {
  return Object.hasOwn(a.labels, key) && Object.hasOwn(b.labels, key) && a.labels[key] === b.labels[key];
}

/** The first pod on a node of the same domain that a term of `owner` matches, with that term; `subject` is matched. */
function conflict(owner: Placed, subject: Placed): AntiAffinityTerm | undefined {
  return owner.terms.find((t) => sameDomain(t.topologyKey, owner.node, subject.node) && termMatches(t, subject.pod));
}

export const placementInterPodAffinity: Rule = {
  meta: {
    id: 'placement/inter-pod-affinity',
    description:
      "A pod is placed beside a pod that a required pod anti-affinity term forbids (its own, or the other pod's): placement does not model the InterPodAffinity filter, so kube-scheduler would not place it there.",
    defaultSeverity: 'warning',
    docs: docsPath('placement/inter-pod-affinity'),
    messages: {
      placed:
        'scenario {{scenario}}: {{what}} is placed on node {{node}} in the topology domain {{domain}} of {{other}}, which {{whose}} required pod anti-affinity forbids; kube-scheduler would not place it there (InterPodAffinity), and placement here does not model inter-pod affinity, so the pod may stay Pending and what follows from this placement is optimistic{{more}}',
    },
  },
  check(ctx) {
    const state = ctx.simulation.scenarios.find((s) => s.name === 'cluster-state');
    if (state === undefined) return;
    const nodes = new Map(ctx.model.nodes.map((n) => [n.name, n]));
    const scheduledOn = new Map<string, string>();
    for (const p of state.placements) if (p.node !== null && p.replacementOf === null) scheduledOn.set(`${p.pod.namespace}/${p.pod.name}`, p.node);
    const rejected = new Set((state.rejected ?? []).map((r) => r.pod.pod));
    const placed: Placed[] = [];
    for (const pod of simulatedPods(ctx.model.pods, ctx.simulation.scenarios)) {
      if (rejected.has(pod) || pod.deletionTimestamp !== undefined) continue;
      const scheduled = scheduledOn.get(podKey(pod));
      const node = nodes.get(scheduled ?? pod.nodeName ?? '');
      if (node === undefined) continue;
      placed.push({ pod, node, scheduled: scheduled !== undefined, terms: requiredAntiAffinityTerms(pod) });
    }
    if (!placed.some((p) => p.terms.length > 0)) return;
    // One finding per workload (or bare pod): its first pod, in pod order, that conflicts.
    const byOwner = new Map<string, { p: Placed; other: Placed; term: AntiAffinityTerm; own: boolean; count: number }>();
    for (const p of placed) {
      if (!p.scheduled) continue;
      let found: { other: Placed; term: AntiAffinityTerm; own: boolean } | undefined;
      for (const other of placed) {
        if (other === p) continue;
        // A pod bound before p, or scheduled after it in name order, is the one p must not join:
        // of two simulated placements, the later one (by pod order) is reported.
        if (other.scheduled && other.pod.seq > p.pod.seq) continue;
        const mine = conflict(p, other);
        if (mine !== undefined) {
          found = { other, term: mine, own: true };
          break;
        }
        const theirs = conflict(other, p);
        if (theirs !== undefined) {
          found = { other, term: theirs, own: false };
          break;
        }
      }
      if (found === undefined) continue;
      const key = `${p.pod.owner.kind}/${p.pod.owner.namespace}/${p.pod.owner.name}`;
      const seen = byOwner.get(key);
      if (seen === undefined) byOwner.set(key, { p, ...found, count: 1 });
      else seen.count++;
    }
    for (const { p, other, term, own, count } of byOwner.values()) {
      const pod = p.pod;
      const more = count > 1 ? `; ${count - 1} more of its pods are placed the same way` : '';
      ctx.report({
        file: pod.doc.file,
        range: own ? pod.doc.locate(term.path, 'key') : pod.doc.locate(['metadata', 'name'], 'key'),
        scenario: state.name,
        object: pod.hasController ? pod.owner : pod.ref,
        messageId: 'placed',
        data: {
          scenario: JSON.stringify(state.name),
          what: quoted(pod.ref),
          node: JSON.stringify(p.node.name),
          domain: JSON.stringify(`${term.topologyKey}=${p.node.labels[term.topologyKey] ?? ''}`),
          other: quoted(other.pod.ref),
          whose: own ? 'its' : "that pod's",
          more,
        },
      });
    }
  },
};
