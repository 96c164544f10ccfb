/** A resize that completes only by preempting lower-priority pods on its node (KEP-5836). */
import { podObject, quoted, resizeSubject, victimsOf } from '../helpers.ts';
import { resizeLocation, victimRelated } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const resizePreempts: Rule = {
  meta: {
    id: 'resize/preempts',
    description: 'A resize preempts lower-priority pods on its node.',
    defaultSeverity: 'warning',
    docs: docsPath('resize/preempts'),
    messages: {
      preempts: '{{subject}} preempts {{count}} lower-priority pods on node {{node}}: {{victims}}',
      preemptsOne: '{{subject}} preempts {{count}} lower-priority pod on node {{node}}: {{victims}}',
    },
  },
  check(ctx) {
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        const victims = victimsOf(s, r);
        if (victims.length === 0) continue;
        const at = resizeLocation(ctx.model, r);
        ctx.report({
          ...at,
          related: [...at.related, ...victims.map(victimRelated)],
          scenario: s.name,
          object: podObject(r.pod),
          messageId: victims.length === 1 ? 'preemptsOne' : 'preempts',
          data: {
            subject: resizeSubject(s, r),
            count: victims.length,
            node: JSON.stringify(r.node),
            victims: victims.map((v) => `${quoted(v.pod)} (priority ${v.priority})`).join(', '),
          },
        });
      }
    }
  },
};
