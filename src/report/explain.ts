/**
 * --explain NAMESPACE/POD: the scheduler's and kubelet's decisions for one pod, step by step —
 * its placement (node → plugin → status), each restricted resize cycle, and the victims chosen.
 */
import { didYouMean } from '../core/did-you-mean.ts';
import { visible } from './escape.ts';
import type { Status } from '../engine/status.ts';
import type { LintResult } from '../pipeline/types.ts';
import { sortedScenarios } from './json.ts';
import { renderTable } from './table.ts';

function statusRows(statuses: ReadonlyMap<string, readonly Status[]>): string[][] {
  const rows: string[][] = [];
  for (const node of [...statuses.keys()].sort()) {
    for (const s of statuses.get(node) ?? []) rows.push([node, s.plugin || '-', s.code, s.reasons.join('; ') || '-']);
  }
  return rows;
}

export function formatExplain(result: LintResult, target: string): string {
  // Shown, never obeyed: no control or bidirectional character of the input reaches the terminal.
  return visible(explainText(result, target));
}

/** A workload's pods when the name is a workload's, else the closest pod name. */
function podHint(result: LintResult, namespace: string, name: string): string {
  const inNamespace = result.model.pods.filter((p) => p.ref.namespace === namespace);
  const owned = inNamespace.filter((p) => p.owner.name === name && p.owner.kind !== 'Pod').map((p) => `${namespace}/${p.ref.name}`);
  if (owned.length > 0)
    return `; ${name} is a workload, and its pods are ${owned.slice(0, 3).join(', ')}${owned.length > 3 ? ` and ${owned.length - 3} more` : ''}`;
  const near = didYouMean(
    name,
    inNamespace.map((p) => p.ref.name),
  );
  return near !== '' ? near : " (a workload's pods have their controller's names: the placements in the text report list them)";
}

function explainText(result: LintResult, target: string): string {
  const [namespace, name] = target.includes('/') ? target.split('/', 2) : ['default', target];
  const key = `${namespace}/${name}`;
  const out: string[] = [`explain ${key}`];
  const pod = result.model.pods.find((p) => p.ref.namespace === namespace && p.ref.name === name);
  if (pod === undefined) return `${out[0]}: no pod ${JSON.stringify(key)} in the input${podHint(result, namespace!, name!)}\n`;
  out.push(
    `  priority ${pod.priority}${pod.priorityClassName ? ` (PriorityClass ${pod.priorityClassName})` : ''}, preemptionPolicy ${pod.preemptionPolicy}, QoS ${pod.qos}, owner ${pod.owner.kind}/${pod.owner.name}`,
  );
  for (const s of sortedScenarios(result)) {
    const placements = s.placements.filter((p) => `${p.pod.namespace}/${p.pod.name}` === key);
    const resizes = s.resizes.filter((r) => `${r.pod.namespace}/${r.pod.name}` === key);
    if (placements.length === 0 && resizes.length === 0) continue;
    out.push('', `scenario ${JSON.stringify(s.name)}`);
    for (const p of placements) {
      out.push(
        `  placement: ${p.node === null ? 'stays Pending' : `scheduled on ${p.node}`}${p.preempted.length > 0 ? `, after preempting ${p.preempted.map((v) => `${v.namespace}/${v.name}`).join(', ')}` : ''}`,
      );
      out.push(`  ${p.message}`);
      if (p.statuses.size > 0) out.push(renderTable(['NODE', 'PLUGIN', 'STATUS', 'REASONS'], statusRows(p.statuses), '    '));
    }
    for (const r of resizes) {
      out.push(`  resize ${r.outcome} (${r.reason}) on ${r.node ?? '-'}: ${r.message}`);
      for (const c of r.cycles) {
        out.push(
          `    t=${c.at}s scheduler cycle on ${c.node}: ${c.kind}${c.victims.length > 0 ? `, victims ${c.victims.map((v) => `${v.namespace}/${v.name}`).join(', ')}` : ''}`,
        );
        out.push(
          renderTable(
            ['PLUGIN', 'STATUS', 'REASONS'],
            c.statuses.map((st) => [st.plugin || '-', st.code, st.reasons.join('; ') || '-']),
            '      ',
          ),
        );
      }
    }
  }
  return `${out.join('\n')}\n`;
}
