/**
 * A pod that cannot run: the simulated scheduler cannot place it (initial placement or a recreated
 * victim) and it stays Pending, or the kubelet of the node its spec.nodeName names rejects it.
 */
import { podObject, quoted } from '../helpers.ts';
import { docsPath, type Rule } from '../rule.ts';
import type { Placement } from '../../engine/result.ts';
import { ERR_NO_NODES_AVAILABLE } from '../../engine/schedule-one.ts';

/**
 * A StatefulSet ordinal that stays Pending under OrderedReady: the later ordinals its controller
 * never creates (stateful_set_control.go processReplica waits for isRunningAndReady).
 */
function waitingText(p: Placement): string {
  const later = p.waiting ?? [];
  if (later.length === 0) return '';
  const names = later.length <= 2 ? later.map(quoted).join(' and ') : `${quoted(later[0]!)} to ${quoted(later.at(-1)!)}`;
  const sep = p.message.endsWith('.') ? ' ' : '; ';
  const count = later.length === 1 ? 'its later ordinal' : `its ${later.length} later ordinals`;
  const verb = later.length === 1 ? 'waits for it and is' : 'wait for it and are';
  return `${sep}StatefulSet ${JSON.stringify(p.owner.name)} (podManagementPolicy OrderedReady) creates no ordinal while an earlier one is not Running and Ready, so ${count} (${names}) ${verb} never created`;
}

export const placementUnschedulable: Rule = {
  meta: {
    id: 'placement/unschedulable',
    description: 'A pod cannot run: it cannot be placed and stays Pending, or the kubelet of the node it names rejects it.',
    defaultSeverity: 'warning',
    docs: docsPath('placement/unschedulable'),
    messages: {
      pending: 'scenario {{scenario}}: {{what}} stays Pending: {{message}}{{waiting}}',
      rejected:
        'scenario {{scenario}}: {{what}} is bound to node {{node}} by spec.nodeName, and its kubelet rejects it ({{reason}}), so it never runs: {{message}}{{again}}',
    },
  },
  check(ctx) {
    // Without any node every pod is Pending for one reason, reported once (reference/no-nodes).
    if (ctx.model.nodes.length === 0) return;
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.rejected ?? []) {
        const pod = r.pod.pod;
        const again = pod.hasController ? `; its ${pod.owner.kind} ${JSON.stringify(pod.owner.name)} makes another, rejected the same way` : '';
        ctx.report({
          file: pod.doc.file,
          range: pod.doc.locate(['spec', 'nodeName'], 'key'),
          scenario: s.name,
          object: pod.hasController ? pod.owner : podObject(pod.ref),
          messageId: 'rejected',
          data: { scenario: JSON.stringify(s.name), what: quoted(pod.ref), node: JSON.stringify(r.node), reason: r.reason, message: r.message, again },
        });
      }
      // A replaced pod not among the scenario's preemptions was evicted by its VPA (Recreate, Auto).
      const preempted = new Set(s.evictions.map((e) => `${e.pod.namespace}/${e.pod.name}`));
      for (const p of s.placements) {
        // Pending only because the cluster had no node then (diff mode: the base's cluster-state,
        // before the change adds nodes): that is the base's reference/no-nodes, not the head's.
        if (p.node !== null || p.message === ERR_NO_NODES_AVAILABLE) continue;
        const how = p.replacementOf !== null && !preempted.has(`${p.replacementOf.namespace}/${p.replacementOf.name}`) ? 'evicted' : 'preempted';
        const what =
          p.replacementOf === null
            ? quoted(p.pod)
            : `${quoted(p.pod)}, recreated by ${p.owner.kind} ${JSON.stringify(p.owner.name)} for ${how} ${quoted(p.replacementOf)},`;
        // A recreated pod exists in no manifest: the finding is about its workload.
        const object = p.replacementOf === null ? podObject(p.pod) : p.owner;
        ctx.report({
          file: p.podOrigin.file,
          range: p.podOrigin.locate(['metadata', 'name'], 'key'),
          scenario: s.name,
          object,
          messageId: 'pending',
          data: { scenario: JSON.stringify(s.name), what, message: p.message, waiting: waitingText(p) },
        });
      }
    }
  },
};
