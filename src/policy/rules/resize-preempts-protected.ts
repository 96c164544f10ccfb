/** A resize (or a placement) would preempt a workload the policy says must never be preempted. */
import { isProtected, podObject, quoted } from '../helpers.ts';
import { evictionLocation, podNamed } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const resizePreemptsProtected: Rule = {
  meta: {
    id: 'resize/preempts-protected',
    description: 'A preemption evicts a pod the policy protects.',
    defaultSeverity: 'error',
    docs: docsPath('resize/preempts-protected'),
    messages: {
      preempted: 'scenario {{scenario}}: protected pod {{victim}} (priority {{priority}}) is preempted by {{preemptor}} on node {{node}}',
    },
  },
  check(ctx) {
    if (ctx.policy.protect.length === 0) return;
    for (const s of ctx.simulation.scenarios) {
      for (const e of s.evictions) {
        const pod = podNamed(ctx.model, e.pod.namespace, e.pod.name);
        if (pod === undefined || !isProtected(pod, ctx.policy.protect)) continue;
        ctx.report({
          ...evictionLocation(e),
          scenario: s.name,
          object: podObject(e.pod),
          messageId: 'preempted',
          data: { scenario: JSON.stringify(s.name), victim: quoted(e.pod), priority: e.priority, preemptor: quoted(e.preemptor), node: JSON.stringify(e.node) },
        });
      }
    }
  },
};
