/** A preemption goes through although it breaks a PodDisruptionBudget: PDBs are a preference only (SelectVictimsOnNode, default_preemption.go). */
import { podObject, quoted } from '../helpers.ts';
import { evictionLocation } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const resizePdbViolation: Rule = {
  meta: {
    id: 'resize/pdb-violation',
    description: 'A preemption evicts a pod although its PodDisruptionBudget allows no disruption.',
    defaultSeverity: 'error',
    docs: docsPath('resize/pdb-violation'),
    messages: {
      violates:
        'scenario {{scenario}}: preempting {{victim}} for {{preemptor}} violates its PodDisruptionBudget; the scheduler evicts it anyway because no PDB-respecting choice makes room',
    },
  },
  check(ctx) {
    for (const s of ctx.simulation.scenarios) {
      for (const e of s.evictions) {
        if (!e.pdbViolation) continue;
        ctx.report({
          ...evictionLocation(e),
          scenario: s.name,
          object: podObject(e.pod),
          messageId: 'violates',
          data: { scenario: JSON.stringify(s.name), victim: quoted(e.pod), preemptor: quoted(e.preemptor) },
        });
      }
    }
  },
};
