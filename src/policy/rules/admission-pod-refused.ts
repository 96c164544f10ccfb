/**
 * The API server refuses to create a workload's pods (or a bare Pod): LimitRanger finds a
 * container outside a LimitRange's min, max or maxLimitRequestRatio, or ResourceQuota finds the
 * pod over a quota of its namespace (or missing a request or limit the quota requires). The
 * controller records FailedCreate and retries; the pods never run.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/replicaset/replica_set.go manageReplicas
 * (FailedCreate events); the refusals are engine/admission/admit-create.ts's.
 */
import { formatObjectRef } from '../../core/object-ref.ts';
import type { RefusedPod } from '../../model/objects.ts';
import { docsPath, type Rule } from '../rule.ts';

export const admissionPodRefused: Rule = {
  meta: {
    id: 'admission/pod-refused',
    description: 'The API server refuses to create a pod (LimitRange, ResourceQuota): it never runs.',
    defaultSeverity: 'error',
    docs: docsPath('admission/pod-refused'),
    messages: {
      refused: '{{owner}}: the API server refuses to create {{count}}, so {{they}} never {{run}}: {{message}}',
    },
  },
  check(ctx) {
    const refused = ctx.model.refusedPods ?? [];
    if (refused.length === 0) return;
    // One finding per owner: the first refusal's message (its replicas are refused alike).
    const byOwner = new Map<string, RefusedPod[]>();
    for (const r of refused) {
      const key = formatObjectRef(r.pod.owner);
      byOwner.set(key, [...(byOwner.get(key) ?? []), r]);
    }
    const created = new Map<string, number>();
    for (const p of ctx.model.pods) {
      const key = formatObjectRef(p.owner);
      if (byOwner.has(key)) created.set(key, (created.get(key) ?? 0) + 1);
    }
    for (const [owner, list] of byOwner) {
      const first = list[0]!;
      const asked = list.length + (created.get(owner) ?? 0);
      const count = first.pod.owner.kind === 'Pod' ? 'it' : list.length === asked ? `all ${asked} of its pods` : `${list.length} of its ${asked} pods`;
      const one = count === 'it';
      const at = first.reason === 'LimitRangeViolation' ? first.pod.doc.locate(['spec', 'containers']) : first.pod.doc.locate(['metadata', 'name'], 'key');
      ctx.report({
        file: first.pod.doc.file,
        range: at,
        object: first.pod.owner,
        messageId: 'refused',
        data: { owner, count, they: one ? 'it' : 'they', run: one ? 'runs' : 'run', message: first.message },
      });
    }
  },
};
