/**
 * A workload without a priorityClassName (and no globalDefault class) runs at priority 0: the
 * article's checklist asks for PriorityClasses that reflect business importance, and a priority-0
 * pod is a victim for every other resize.
 */
import { formatObjectRef } from '../../core/object-ref.ts';
import { RefMap } from '../../core/ref-map.ts';
import { docsPath, type Rule } from '../rule.ts';

export const priorityUnset: Rule = {
  meta: {
    id: 'priority/unset',
    description: 'A workload sets no priorityClassName and no globalDefault applies: it runs at priority 0.',
    defaultSeverity: 'info',
    docs: docsPath('priority/unset'),
    messages: {
      unset:
        '{{owner}} sets no priorityClassName and no PriorityClass is globalDefault: it runs at priority 0, so any higher-priority resize on its node may preempt it',
    },
  },
  check(ctx) {
    if ([...ctx.model.priorityClasses.values()].some((c) => c.globalDefault)) return;
    // One finding per owner: a workload's, or a bare pod's own.
    const seen = new RefMap<true>();
    for (const pod of ctx.model.pods) {
      if (pod.priorityClassName !== undefined || pod.isStatic) continue;
      // A bare pod is its own owner, and pods are unique by name: only a workload's pods share one.
      const { kind, namespace, name } = pod.owner;
      if (pod.owner !== pod.ref && seen.add(kind, namespace, name, true) !== undefined) continue;
      const owner = formatObjectRef(pod.owner);
      ctx.report({
        file: pod.doc.file,
        range: pod.doc.locate(['spec'], 'key'),
        object: pod.owner,
        messageId: 'unset',
        data: { owner },
      });
    }
  },
};
