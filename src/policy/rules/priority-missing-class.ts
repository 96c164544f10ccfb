/** A pod (or pod template) names a PriorityClass that is not in the input: admission would refuse it. */
import { didYouMean } from '../../core/did-you-mean.ts';
import { formatObjectRef } from '../../core/object-ref.ts';
import { leftOut } from '../../model/objects.ts';
import { docsPath, type Rule } from '../rule.ts';

export const priorityMissingClass: Rule = {
  meta: {
    id: 'priority/missing-class',
    description: 'A pod names a PriorityClass that does not exist.',
    defaultSeverity: 'error',
    docs: docsPath('priority/missing-class'),
    messages: {
      missing: '{{owner}} names PriorityClass {{priorityClass}}{{why}}; the API server would refuse its pods, and {{fallback}}',
    },
  },
  check(ctx) {
    const seen = new Set<string>();
    for (const pod of ctx.model.pods) {
      if (!pod.missingPriorityClass) continue;
      const owner = formatObjectRef(pod.owner);
      if (seen.has(owner)) continue; // one finding per workload, not per replica
      seen.add(owner);
      const fallback = `priority ${pod.priority} is simulated`;
      const name = pod.priorityClassName ?? '';
      const why = leftOut(
        ctx.model.dropped,
        `PriorityClass/${name}`,
        `, which is not defined in the input${didYouMean(name, ctx.model.priorityClasses.keys())}`,
      );
      ctx.report({
        file: pod.doc.file,
        range: pod.doc.locate(['spec', 'priorityClassName']),
        object: pod.owner,
        messageId: 'missing',
        data: { owner, priorityClass: JSON.stringify(pod.priorityClassName), why: why.text, fallback },
        ...(why.related.length > 0 ? { related: why.related } : {}),
      });
    }
  },
};
