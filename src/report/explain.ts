/**
 * --explain NAMESPACE/NAME: the scheduler's and kubelet's decisions for one pod (or each replica of
 * a workload), step by step — its placement (node → plugin → status, the scores and the tie-break),
 * each restricted resize cycle, why each victim was chosen or reprieved, and the timeline after t=0.
 */
import { didYouMean } from '../core/did-you-mean.ts';
import { namespacedName } from '../core/object-ref.ts';
import { podObjectKey } from './pod-order.ts';
import { visible } from './escape.ts';
import type { Status } from '../engine/status.ts';
import type { LintResult } from '../pipeline/types.ts';
import type { PodRef, ScenarioResult } from '../engine/result.ts';
import type { Pod } from '../model/pod.ts';
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

/** A workload's replicas explained in full; the rest are named. */
const MAX_EXPLAINED_PODS = 5;

/** The closest pod name, or how replicas are named. */
function podHint(result: LintResult, namespace: string, name: string): string {
  const near = didYouMean(
    name,
    result.model.pods.filter((p) => p.ref.namespace === namespace).flatMap((p) => (p.owner.kind === 'Pod' ? [p.ref.name] : [p.ref.name, p.owner.name])),
  );
  return near !== '' ? near : " (a workload's pods have their controller's names: the placements in the text report list them)";
}

/** Each node's score, highest first, the chosen node marked; a tie on the top score said as such. */
function scoreLines(scores: ReadonlyMap<string, number>, chosen: string | null): string[] {
  if (scores.size === 0) return [];
  const rows = [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = rows[0]![1];
  const tied = rows.filter(([, v]) => v === top).length;
  const out = ['  scores of the nodes that pass Filter (NodeResourcesFit scoring; the highest wins):'];
  out.push(
    renderTable(
      ['NODE', 'SCORE', ''],
      rows.slice(0, 20).map(([n, v]) => [n, String(v), n === chosen ? '← bound here' : '']),
      '    ',
    ),
  );
  if (rows.length > 20) out.push(`    and ${rows.length - 20} more nodes`);
  if (tied > 1)
    out.push(
      `  tie-break: ${tied} nodes share the top score ${top}; kube-scheduler's selectHost picks one of them at random, the simulation ${chosen === null ? 'bound none' : `took ${chosen}`} (highest unrounded score, then node name)`,
    );
  return out;
}

/** Why each lower-priority pod went or stayed, as SelectVictimsOnNode decides it. */
function victimLines(victims: readonly PodRef[], reprieved: readonly PodRef[] | undefined, indent: string): string[] {
  if (victims.length === 0 && (reprieved ?? []).length === 0) return [];
  const out = [
    `${indent}victims (every lower-priority pod is taken off the node, then put back one by one — PDB-violating pods first, most important first — while the pod still fits):`,
  ];
  for (const v of victims) out.push(`${indent}  evicted ${namespacedName(v)}: the pod does not fit with it back on the node`);
  for (const r of reprieved ?? []) out.push(`${indent}  reprieved ${namespacedName(r)}: the pod fits with it back on the node`);
  return out;
}

/** The pod's events after t=0, and its victims' (the timeline the JSON report's events hold). */
function timelineLines(s: ScenarioResult, pod: string, victims: ReadonlySet<string>): string[] {
  const mine = [...s.events].filter((e) => e.object === `Pod/${pod}` || victims.has(e.object));
  if (!mine.some((e) => e.at > 0)) return [];
  return ['  timeline:', ...mine.map((e) => `    t=${e.at}s ${e.object.slice('Pod/'.length)} ${e.reason}: ${e.message}`)];
}

function podSection(result: LintResult, pod: Pod): string[] {
  const key = `${pod.ref.namespace}/${pod.ref.name}`;
  const out = [
    `explain ${key}`,
    `  priority ${pod.priority}${pod.priorityClassName ? ` (PriorityClass ${pod.priorityClassName})` : ''}, preemptionPolicy ${pod.preemptionPolicy}, QoS ${pod.qos}, owner ${pod.owner.kind}/${pod.owner.name}`,
  ];
  for (const s of sortedScenarios(result)) {
    const placements = s.placements.filter((p) => namespacedName(p.pod) === key);
    const resizes = s.resizes.filter((r) => namespacedName(r.pod) === key);
    if (placements.length === 0 && resizes.length === 0) continue;
    out.push('', `scenario ${JSON.stringify(s.name)}`);
    const victims = new Set<string>();
    for (const p of placements) {
      out.push(
        `  placement: ${p.node === null ? 'stays Pending' : `scheduled on ${p.node}`}${p.preempted.length > 0 ? `, after preempting ${p.preempted.map(namespacedName).join(', ')}` : ''}`,
      );
      out.push(`  ${p.message}`);
      if (p.statuses.size > 0) out.push(renderTable(['NODE', 'PLUGIN', 'STATUS', 'REASONS'], statusRows(p.statuses), '    '));
      out.push(...scoreLines(p.scores ?? new Map(), p.node));
      out.push(...victimLines(p.preempted, p.reprieved, '  '));
      for (const v of p.preempted) victims.add(podObjectKey(v));
    }
    for (const r of resizes) {
      out.push(`  resize ${r.outcome} (${r.reason}) on ${r.node ?? '-'}: ${r.message}`);
      for (const c of r.cycles) {
        out.push(
          `    t=${c.at}s scheduler cycle on ${c.node}: ${c.kind}${c.victims.length > 0 ? `, victims ${c.victims.map(namespacedName).join(', ')}` : ''}`,
        );
        out.push(
          renderTable(
            ['PLUGIN', 'STATUS', 'REASONS'],
            c.statuses.map((st) => [st.plugin || '-', st.code, st.reasons.join('; ') || '-']),
            '      ',
          ),
        );
        out.push(...victimLines(c.victims, c.reprieved, '      '));
        for (const v of c.victims) victims.add(podObjectKey(v));
      }
    }
    out.push(...timelineLines(s, key, victims));
  }
  return out;
}

function explainText(result: LintResult, target: string): string {
  const [namespace, name] = target.includes('/') ? target.split('/', 2) : ['default', target];
  const key = `${namespace}/${name}`;
  const pod = result.model.pods.find((p) => p.ref.namespace === namespace && p.ref.name === name);
  if (pod !== undefined) return `${podSection(result, pod).join('\n')}\n`;
  // A workload: its replicas.
  const replicas = result.model.pods.filter((p) => p.ref.namespace === namespace && p.owner.kind !== 'Pod' && p.owner.name === name);
  if (replicas.length === 0) return `explain ${key}: no pod or workload ${JSON.stringify(key)} in the input${podHint(result, namespace!, name!)}\n`;
  const owner = replicas[0]!.owner;
  const head = `explain ${owner.kind} ${key}: ${replicas.length} pod${replicas.length === 1 ? '' : 's'}${
    replicas.length > MAX_EXPLAINED_PODS
      ? `, the first ${MAX_EXPLAINED_PODS} explained (the others: ${replicas
          .slice(MAX_EXPLAINED_PODS)
          .map((p) => p.ref.name)
          .join(', ')})`
      : ''
  }`;
  const sections = replicas.slice(0, MAX_EXPLAINED_PODS).map((p) => podSection(result, p).join('\n'));
  return `${[head, ...sections].join('\n\n')}\n`;
}
