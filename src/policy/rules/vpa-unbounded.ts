/**
 * A VPA container policy without maxAllowed for a resource it controls: the recommender can ask
 * for the whole node, so vpa-max simulates the resize up to the node's allocatable.
 */
import { vpaOf } from '../../engine/scenarios/vpa-result.ts';
import { resizeSubject } from '../helpers.ts';
import { docsPath, type Rule } from '../rule.ts';

export const vpaUnbounded: Rule = {
  meta: {
    id: 'vpa/unbounded',
    description: 'A VerticalPodAutoscaler sets no maxAllowed for a resource it controls: its worst case is the whole node.',
    defaultSeverity: 'warning',
    docs: docsPath('vpa/unbounded'),
    messages: {
      unbounded:
        "VerticalPodAutoscaler {{vpa}} sets no maxAllowed for {{resources}}: its pods may grow to the node's allocatable; {{subject}} ends {{outcome}} ({{reason}})",
    },
  },
  check(ctx) {
    const docs = new Map(ctx.model.vpas.map((v) => [`${v.ref.namespace}/${v.ref.name}`, v.doc]));
    const seen = new Set<string>();
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        const vpa = vpaOf(r);
        if (vpa === undefined || vpa.unbounded.length === 0 || seen.has(vpa.name)) continue;
        seen.add(vpa.name);
        const doc = docs.get(vpa.name);
        if (doc === undefined) continue;
        ctx.report({
          file: doc.file,
          range: doc.locate(['spec', 'resourcePolicy'], 'key'),
          scenario: s.name,
          object: { kind: 'VerticalPodAutoscaler', namespace: vpa.name.split('/')[0] ?? '', name: vpa.name.split('/')[1] ?? '' },
          messageId: 'unbounded',
          data: { vpa: JSON.stringify(vpa.name), resources: vpa.unbounded.join(' and '), subject: resizeSubject(s, r), outcome: r.outcome, reason: r.reason },
        });
      }
    }
  },
};
