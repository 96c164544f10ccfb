/** A preempted bare Pod: no controller recreates it, so its work is lost. */
import { podObject, quoted } from '../helpers.ts';
import { evictionLocation } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const victimUnmanagedPod: Rule = {
  meta: {
    id: 'victim/unmanaged-pod',
    description: 'A preempted pod has no controller, so nothing recreates it.',
    defaultSeverity: 'warning',
    docs: docsPath('victim/unmanaged-pod'),
    messages: {
      unmanaged: 'scenario {{scenario}}: {{victim}} is preempted by {{preemptor}} and, as a bare Pod with no controller, is never recreated',
    },
  },
  check(ctx) {
    for (const s of ctx.simulation.scenarios) {
      for (const e of s.evictions) {
        if (!e.unmanaged) continue;
        ctx.report({
          ...evictionLocation(e),
          scenario: s.name,
          object: podObject(e.pod),
          messageId: 'unmanaged',
          data: { scenario: JSON.stringify(s.name), victim: quoted(e.pod), preemptor: quoted(e.preemptor) },
        });
      }
    }
  },
};
