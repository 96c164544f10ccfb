/** A resize completes, but later than budgets.maxLatencySeconds (its victims' grace periods, retries). */
import { podObject, resizeSubject } from '../helpers.ts';
import { resizeLocation } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const resizeSlow: Rule = {
  meta: {
    id: 'resize/slow',
    description: 'A resize takes longer than budgets.maxLatencySeconds from request to ResizeCompleted.',
    defaultSeverity: 'warning',
    docs: docsPath('resize/slow'),
    messages: {
      slow: '{{subject}} takes {{latency}}s from ResizeDeferred to ResizeCompleted, more than budgets.maxLatencySeconds {{max}}s',
    },
  },
  check(ctx) {
    const max = ctx.policy.budgets.maxLatencySeconds;
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        if (r.latencySeconds === null || r.latencySeconds <= max) continue;
        ctx.report({
          ...resizeLocation(ctx.model, r),
          scenario: s.name,
          object: podObject(r.pod),
          messageId: 'slow',
          data: { subject: resizeSubject(s, r), latency: r.latencySeconds, max },
        });
      }
    }
  },
};
