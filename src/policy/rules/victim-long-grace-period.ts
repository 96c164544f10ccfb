/** A victim whose long terminationGracePeriodSeconds holds the resize Deferred while it drains. */
import { podObject, quoted } from '../helpers.ts';
import { docsPath, type Rule } from '../rule.ts';

export const victimLongGracePeriod: Rule = {
  meta: {
    id: 'victim/long-grace-period',
    description: 'A preempted pod has a terminationGracePeriodSeconds above budgets.maxGracePeriodSeconds, delaying the resize.',
    defaultSeverity: 'warning',
    docs: docsPath('victim/long-grace-period'),
  },
  check(ctx) {
    const max = ctx.policy.budgets.maxGracePeriodSeconds;
    for (const s of ctx.simulation.scenarios) {
      for (const e of s.evictions) {
        if (e.gracePeriodSeconds <= max) continue;
        ctx.report({
          file: e.podOrigin.file,
          range: e.podOrigin.locate(['spec', 'terminationGracePeriodSeconds']),
          scenario: s.name,
          object: podObject(e.pod),
          message: `scenario ${JSON.stringify(s.name)}: victim ${quoted(e.pod)} takes ${e.gracePeriodSeconds}s to terminate (terminationGracePeriodSeconds), above budgets.maxGracePeriodSeconds ${max}s; ${quoted(e.preemptor)} waits that long`,
        });
      }
    }
  },
};
