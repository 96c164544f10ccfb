/**
 * A resize evicts more than it needs or more than the budget allows: victims that were themselves
 * Deferred resizes counted at their desired size (KEP-5836 Risk of Additional Preemption), victims needed only by
 * the pod-count quirk (fitsRequest's "Too many pods"), more victims than budgets.maxVictimsPerResize, or more of one workload than
 * budgets.maxEvictedFraction.
 */
import { podObject, quoted, resizeSubject, victimsOf } from '../helpers.ts';
import { resizeLocation } from '../locate.ts';
import { docsPath, type Rule } from '../rule.ts';

export const resizeOverPreemption: Rule = {
  meta: {
    id: 'resize/over-preemption',
    description: 'A preemption evicts more pods than the resize needs, or more than the budgets allow.',
    defaultSeverity: 'warning',
    docs: docsPath('resize/over-preemption'),
    messages: {
      overPreempts: '{{subject}} over-preempts: {{why}}',
      evictedFraction:
        'scenario {{scenario}}: {{count}} of the {{total}} pods of {{workload}} are preempted ({{percent}}%), above budgets.maxEvictedFraction {{max}}',
    },
  },
  check(ctx) {
    const { maxVictimsPerResize, maxEvictedFraction } = ctx.policy.budgets;
    const scale = new Map(ctx.model.workloads.map((w) => [`${w.ref.kind}/${w.ref.namespace}/${w.ref.name}`, w.scale]));
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        const victims = victimsOf(s, r);
        if (victims.length === 0) continue;
        const why: string[] = [];
        const deferred = victims.filter((v) => v.wasDeferred);
        if (deferred.length > 0)
          why.push(
            `${deferred.map((v) => quoted(v.pod)).join(', ')} ${deferred.length === 1 ? 'was itself' : 'were themselves'} Deferred and counted at the desired size, so more room was freed than needed (KEP-5836 "Risk of Additional Preemption")`,
          );
        if (r.podCountQuirk) why.push('a victim was needed only by the scheduler counting the resizing pod twice against the pods limit');
        if (victims.length > maxVictimsPerResize) why.push(`${victims.length} victims exceed budgets.maxVictimsPerResize ${maxVictimsPerResize}`);
        if (why.length === 0) continue;
        ctx.report({
          ...resizeLocation(ctx.model, r),
          scenario: s.name,
          object: podObject(r.pod),
          messageId: 'overPreempts',
          data: { subject: resizeSubject(s, r), why: why.join('; ') },
        });
      }
      // Per workload: the share of its pods one scenario evicts.
      const byOwner = new Map<string, { count: number; first: (typeof s.evictions)[number] }>();
      for (const e of s.evictions) {
        const key = `${e.owner.kind}/${e.owner.namespace}/${e.owner.name}`;
        const cur = byOwner.get(key);
        byOwner.set(key, { count: (cur?.count ?? 0) + 1, first: cur?.first ?? e });
      }
      for (const [key, { count, first }] of [...byOwner].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const total = scale.get(key);
        if (total === undefined || total === 0 || count / total <= maxEvictedFraction) continue;
        ctx.report({
          file: first.podOrigin.file,
          range: first.podOrigin.locate(['metadata', 'name'], 'key'),
          scenario: s.name,
          object: first.owner,
          messageId: 'evictedFraction',
          data: { scenario: JSON.stringify(s.name), count, total, workload: key, percent: Math.round((100 * count) / total), max: maxEvictedFraction },
        });
      }
    }
  },
};
