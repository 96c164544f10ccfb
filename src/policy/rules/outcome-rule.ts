/** Shared shape of the outcome rules: one finding per resize that ends with a given outcome. */
import type { Severity } from '../../core/diagnostic.ts';
import type { Outcome } from '../../engine/result.ts';
import { podObject, resizeSubject } from '../helpers.ts';
import { resizeLocation } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export function outcomeRule(id: string, outcome: Outcome, severity: Severity, description: string, verb: string): Rule {
  return {
    meta: { id, description, defaultSeverity: severity, docs: docsPath(id), messages: { outcome: `{{subject}} ${verb} ({{reason}}): {{message}}` } },
    check(ctx) {
      for (const s of ctx.simulation.scenarios) {
        for (const r of s.resizes) {
          if (r.outcome !== outcome) continue;
          ctx.report({
            ...resizeLocation(ctx.model, r),
            scenario: s.name,
            object: podObject(r.pod),
            messageId: 'outcome',
            data: { subject: resizeSubject(s, r), reason: r.reason, message: r.message },
          });
        }
      }
    },
  };
}
