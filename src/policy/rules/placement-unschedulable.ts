/** A pod the simulated scheduler cannot place stays Pending (initial placement or a recreated victim). */
import { podObject, quoted } from '../helpers.ts';
import { docsPath, type Rule } from '../rule.ts';

export const placementUnschedulable: Rule = {
  meta: {
    id: 'placement/unschedulable',
    description: 'A pod cannot be placed and stays Pending.',
    defaultSeverity: 'warning',
    docs: docsPath('placement/unschedulable'),
    messages: {
      pending: 'scenario {{scenario}}: {{what}} stays Pending: {{message}}',
    },
  },
  check(ctx) {
    // Without any node every pod is Pending for one reason, reported once (reference/no-nodes).
    if (ctx.model.nodes.length === 0) return;
    for (const s of ctx.simulation.scenarios) {
      // A replaced pod not among the scenario's preemptions was evicted by its VPA (Recreate, Auto).
      const preempted = new Set(s.evictions.map((e) => `${e.pod.namespace}/${e.pod.name}`));
      for (const p of s.placements) {
        if (p.node !== null) continue;
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
          data: { scenario: JSON.stringify(s.name), what, message: p.message },
        });
      }
    }
  },
};
