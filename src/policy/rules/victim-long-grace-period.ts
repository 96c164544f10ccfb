/** A victim whose long terminationGracePeriodSeconds holds the resize Deferred while it drains. */
import { podObject, quoted } from '../helpers.ts';
import { docsPath, type Rule } from '../rule.ts';

export const victimLongGracePeriod: Rule = {
  meta: {
    id: 'victim/long-grace-period',
    description: 'A preempted pod has a terminationGracePeriodSeconds above budgets.maxGracePeriodSeconds, delaying the resize.',
    defaultSeverity: 'warning',
    docs: docsPath('victim/long-grace-period'),
    messages: {
      longGrace:
        'scenario {{scenario}}: victim {{victim}} takes {{grace}}s to terminate (terminationGracePeriodSeconds), above budgets.maxGracePeriodSeconds {{max}}s; {{preemptor}} waits that long',
    },
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
          messageId: 'longGrace',
          data: { scenario: JSON.stringify(s.name), victim: quoted(e.pod), grace: e.gracePeriodSeconds, max, preemptor: quoted(e.preemptor) },
        });
      }
    }
  },
};
