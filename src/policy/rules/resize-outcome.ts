/** The outcome rules: one finding per resize whose outcome the team should know about. */
import { formatObjectRef } from '../../core/object-ref.ts';
import type { Outcome, ResizeResult } from '../../engine/result.ts';
import { describeResources } from '../../engine/settle.ts';
import type { Severity } from '../../core/diagnostic.ts';
import { resizeLocation } from '../locate.ts';
import { docsPath, type Rule, type RuleContext } from '../rule.ts';

function podName(r: ResizeResult): string {
  return JSON.stringify(`${r.pod.namespace}/${r.pod.name}`);
}

function outcomeRule(id: string, outcome: Outcome, severity: Severity, description: string, verb: string): Rule {
  return {
    meta: { id, description, defaultSeverity: severity, docs: docsPath(id) },
    check(ctx: RuleContext): void {
      for (const s of ctx.simulation.scenarios) {
        for (const r of s.resizes) {
          if (r.outcome !== outcome) continue;
          const at = resizeLocation(ctx.model, r);
          ctx.report({
            ...at,
            scenario: s.name,
            object: { kind: 'Pod', namespace: r.pod.namespace, name: r.pod.name },
            message: `scenario ${JSON.stringify(s.name)}: resizing ${podName(r)} to ${describeResources(r.to)} ${verb} (${r.reason}): ${r.message}`,
          });
        }
      }
    },
  };
}

export const resizeDeferred = outcomeRule('resize/deferred', 'Deferred', 'error', 'A resize stays Deferred: the node has no room and preemption does not make any.', 'stays Deferred');
export const resizeInfeasible = outcomeRule('resize/infeasible', 'Infeasible', 'error', 'A resize is Infeasible: the kubelet will never apply it.', 'is Infeasible');
export const resizeRejected = outcomeRule('resize/rejected', 'Rejected', 'error', 'The API server rejects the resize request.', 'is rejected by the API server');

export const resizePreempts: Rule = {
  meta: { id: 'resize/preempts', description: 'A resize completes only by preempting lower-priority pods on its node.', defaultSeverity: 'warning', docs: docsPath('resize/preempts') },
  check(ctx) {
    for (const s of ctx.simulation.scenarios) {
      for (const r of s.resizes) {
        if (r.preempted.length === 0) continue;
        const at = resizeLocation(ctx.model, r);
        const victims = s.evictions.filter((e) => r.preempted.some((p) => p.namespace === e.pod.namespace && p.name === e.pod.name));
        const related = victims.map((v) => ({ file: v.podOrigin.file, range: v.podOrigin.locate(['metadata', 'name']), message: `victim ${formatObjectRef({ kind: 'Pod', ...v.pod })} (priority ${v.priority}, grace period ${v.gracePeriodSeconds}s)` }));
        ctx.report({
          ...at,
          related: [...at.related, ...related],
          scenario: s.name,
          object: { kind: 'Pod', namespace: r.pod.namespace, name: r.pod.name },
          message: `scenario ${JSON.stringify(s.name)}: resizing ${podName(r)} to ${describeResources(r.to)} preempts ${victims.length} lower-priority pod${victims.length === 1 ? '' : 's'} on node ${JSON.stringify(r.node)}: ${victims.map((v) => `${JSON.stringify(`${v.pod.namespace}/${v.pod.name}`)} (priority ${v.priority})`).join(', ')}`,
        });
      }
    }
  },
};
