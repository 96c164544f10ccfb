/**
 * A protected workload ranks below a pod that resizes on the same node: it is a legal victim of
 * that resize (only strictly lower priority is preempted, DefaultPreemption isPreemptionAllowed), whatever the policy intends.
 */
import { formatObjectRef } from '../../core/object-ref.ts';
import { isProtected } from '../helpers.ts';
import { podIndex } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';
import { CLUSTER_STATE } from '../../engine/simulate.ts';
import { resizePreemptionDisabled } from '../../model/objects.ts';

export const priorityInversion: Rule = {
  meta: {
    id: 'priority/inversion',
    description: 'A protected workload has a lower priority than a pod that resizes on the same node.',
    defaultSeverity: 'warning',
    docs: docsPath('priority/inversion'),
    messages: {
      inversion:
        'protected {{victim}} (priority {{victimPriority}}) shares node {{node}} with resizing {{resizing}} (priority {{priority}}): it is a legal victim of that resize; give it a PriorityClass at least as high, or opt the node out of resize preemption',
    },
  },
  check(ctx) {
    if (ctx.policy.protect.length === 0) return;
    const pods = podIndex(ctx.model);
    const nodeOf = new Map<string, string>();
    for (const p of ctx.model.pods) if (p.nodeName !== undefined) nodeOf.set(`${p.ref.namespace}/${p.ref.name}`, p.nodeName);
    for (const s of ctx.simulation.scenarios)
      if (s.name === CLUSTER_STATE) for (const pl of s.placements) if (pl.node !== null) nodeOf.set(`${pl.pod.namespace}/${pl.pod.name}`, pl.node);
    const byNode = new Map<string, string[]>();
    for (const [pod, node] of nodeOf) byNode.set(node, [...(byNode.get(node) ?? []), pod]);
    const seen = new Set<string>();
    // On a node that opted out of resize preemption, a resize cannot preempt anyone.
    const optedOut = new Set(ctx.model.nodes.filter(resizePreemptionDisabled).map((n) => n.name));
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        if (r.node === null || optedOut.has(r.node)) continue;
        for (const key of byNode.get(r.node) ?? []) {
          const victim = pods.get(key);
          if (victim === undefined || victim.priority >= r.priority || !isProtected(victim, ctx.policy.protect)) continue;
          const pair = `${formatObjectRef(victim.owner)}<${formatObjectRef(r.owner)}`;
          if (seen.has(pair)) continue;
          seen.add(pair);
          ctx.report({
            file: victim.doc.file,
            range: victim.doc.locate(['spec', 'priorityClassName']),
            object: victim.owner,
            messageId: 'inversion',
            data: {
              victim: formatObjectRef(victim.owner),
              victimPriority: victim.priority,
              node: JSON.stringify(r.node),
              resizing: formatObjectRef(r.owner),
              priority: r.priority,
            },
          });
        }
      }
    }
  },
};
