/**
 * A VPA-managed pod is evicted and recreated instead of resized in place: updateMode Recreate or
 * Auto, or InPlaceOrRecreate falling back after an Infeasible, Rejected or long-Deferred resize.
 */
import { vpaEvicts, vpaOf } from '../../engine/scenarios/vpa-max.ts';
import { podObject, resizeSubject } from '../helpers.ts';
import { resizeLocation } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const vpaEvictsRule: Rule = {
  meta: {
    id: 'vpa/evicts',
    description: 'A VerticalPodAutoscaler would evict and recreate a pod instead of resizing it in place.',
    defaultSeverity: 'warning',
    docs: docsPath('vpa/evicts'),
  },
  check(ctx) {
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        const vpa = vpaOf(r);
        if (vpa === undefined || !(vpaEvicts(r) || r.reason === 'VPARecreate')) continue;
        // For Recreate/Auto the result's message already says it all; for a fallback, say why.
        const why =
          r.reason === 'VPARecreate' || r.reason === 'EvictionBlockedByPDB'
            ? r.message
            : `VerticalPodAutoscaler ${JSON.stringify(vpa.name)} (updateMode ${vpa.mode}) would evict and recreate the pod instead of resizing it in place: ${r.message}`;
        ctx.report({ ...resizeLocation(ctx.model, r), scenario: s.name, object: podObject(r.pod), message: `${resizeSubject(s, r)}: ${why}` });
      }
    }
  },
};
