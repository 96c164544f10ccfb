/**
 * A VPA-managed pod is evicted and recreated instead of resized in place: updateMode Recreate or
 * Auto, or InPlaceOrRecreate falling back after an Infeasible, Rejected or long-Deferred resize.
 */
import { vpaEvicts, vpaOf } from '../../engine/scenarios/vpa-result.ts';
import { podObject, resizeSubject } from '../helpers.ts';
import { resizeLocation } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const vpaEvictsRule: Rule = {
  meta: {
    id: 'vpa/evicts',
    description: 'A VerticalPodAutoscaler would evict and recreate a pod instead of resizing it in place.',
    defaultSeverity: 'warning',
    docs: docsPath('vpa/evicts'),
    messages: {
      evicts: '{{subject}}: {{message}}',
      fallsBack:
        '{{subject}}: VerticalPodAutoscaler {{vpa}} (updateMode {{mode}}) would evict and recreate the pod instead of resizing it in place: {{message}}',
    },
  },
  check(ctx) {
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        const vpa = vpaOf(r);
        if (vpa === undefined || !(vpaEvicts(r) || r.reason === 'VPARecreate')) continue;
        const where = { ...resizeLocation(ctx.model, r), scenario: s.name, object: podObject(r.pod) };
        // For Recreate/Auto the result's message already says it all; for a fallback, say why.
        if (r.reason === 'VPARecreate' || r.reason === 'EvictionBlockedByPDB')
          ctx.report({ ...where, messageId: 'evicts', data: { subject: resizeSubject(s, r), message: r.message } });
        else
          ctx.report({
            ...where,
            messageId: 'fallsBack',
            data: { subject: resizeSubject(s, r), vpa: JSON.stringify(vpa.name), mode: vpa.mode, message: r.message },
          });
      }
    }
  },
};
