/**
 * What a change does, one sentence per changed workload (diff mode): "rollout of Deployment
 * default/web (cpu 2 → 3) completes in ~60 s, preempting 2 pods" or "stalls: 1 replica Pending".
 * The text report, the markdown summary (job summary and sticky comment) lead with these.
 */
import type { RolloutResult } from '../engine/result.ts';
import type { LintResult } from '../pipeline/types.ts';
import { describeChange } from './describe-change.ts';
import { formatLatency } from './latency.ts';

function pods(refs: readonly { namespace: string; name: string }[], code: (s: string) => string): string {
  const shown = refs.slice(0, 3).map((p) => code(`${p.namespace}/${p.name}`));
  return `${shown.join(', ')}${refs.length > 3 ? `, and ${refs.length - 3} more` : ''}`;
}

/** One rollout in a sentence; `code` marks names (backticks in markdown, nothing in text). */
export function rolloutSentence(r: RolloutResult, code: (s: string) => string = (s) => s): string {
  const what = `${r.strategy === 'OnDelete' ? 'template change' : 'rollout'} of ${r.workload.kind} ${code(`${r.workload.namespace}/${r.workload.name}`)}`;
  const change = describeChange(r.from, r.to);
  const head = `${what}${change === '-' ? '' : ` (${change})`}`;
  const victims = r.preempted.length === 0 ? '' : `, preempting ${r.preempted.length} pod${r.preempted.length === 1 ? '' : 's'} (${pods(r.preempted, code)})`;
  switch (r.outcome) {
    case 'Completed':
      return `${head} completes in ${formatLatency(r)} (${r.strategy}, ${r.replicas} replica${r.replicas === 1 ? '' : 's'})${victims}`;
    case 'Stalled': {
      const why =
        r.reason === 'FailedCreate'
          ? 'the API server refuses to create its new pods'
          : r.reason.startsWith('OutOf')
            ? `the kubelet of the node its template names rejects its new pods (${r.reason})`
            : r.pending.length === 0
              ? 'no further step is allowed'
              : `${r.pending.length} replica${r.pending.length === 1 ? '' : 's'} Pending (${pods(r.pending, code)})`;
      return `${head} stalls: ${why}, ${r.updated} of ${r.replicas} updated${victims}`;
    }
    default:
      return `${head}: OnDelete, no running pod changes until it is deleted`;
  }
}

/** Every rollout of the run, in report order. */
export function rollouts(result: LintResult): RolloutResult[] {
  return result.simulation.scenarios
    .flatMap((s) => s.rollouts ?? [])
    .sort((a, b) =>
      `${a.workload.kind}/${a.workload.namespace}/${a.workload.name}` < `${b.workload.kind}/${b.workload.namespace}/${b.workload.name}` ? -1 : 1,
    );
}
