/**
 * A node runs protected workloads but has not opted out of resize preemption
 * (spec.podPreemptionPolicy.disableResizePreemption), while the gate is on: the article's
 * checklist asks for node-level policy where preemption must not happen.
 */
import { GATE_RESIZE_PREEMPTION } from '../../config/feature-gates.ts';
import { CLUSTER_STATE } from '../../engine/simulate.ts';
import { resizePreemptionDisabled } from '../../model/objects.ts';
import { isProtected } from '../helpers.ts';
import { podNamed } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const nodeProtectedWithoutPolicy: Rule = {
  meta: {
    id: 'node/protected-without-policy',
    description: 'A node runs protected workloads without opting out of resize preemption.',
    defaultSeverity: 'warning',
    docs: docsPath('node/protected-without-policy'),
    messages: {
      noPolicy:
        'node {{node}} runs protected pod {{pod}} but does not set spec.podPreemptionPolicy.disableResizePreemption: a higher-priority resize there may preempt it',
    },
  },
  check(ctx) {
    if (ctx.policy.protect.length === 0 || ctx.featureGates[GATE_RESIZE_PREEMPTION] !== true) return;
    const protectedOn = new Map<string, string>();
    for (const p of ctx.model.pods)
      if (p.nodeName !== undefined && isProtected(p, ctx.policy.protect)) protectedOn.set(p.nodeName, `${p.ref.namespace}/${p.ref.name}`);
    for (const s of ctx.simulation.scenarios) {
      if (s.name !== CLUSTER_STATE) continue;
      for (const pl of s.placements) {
        const pod = podNamed(ctx.model, pl.pod.namespace, pl.pod.name);
        if (pl.node !== null && pod !== undefined && isProtected(pod, ctx.policy.protect) && !protectedOn.has(pl.node))
          protectedOn.set(pl.node, `${pl.pod.namespace}/${pl.pod.name}`);
      }
    }
    for (const node of ctx.model.nodes) {
      const pod = protectedOn.get(node.name);
      if (pod === undefined || resizePreemptionDisabled(node)) continue;
      ctx.report({
        file: node.doc.file,
        range: node.doc.locate(['spec'], 'key'),
        object: { kind: 'Node', namespace: '', name: node.name },
        messageId: 'noPolicy',
        data: { node: JSON.stringify(node.name), pod: JSON.stringify(pod) },
      });
    }
  },
};
