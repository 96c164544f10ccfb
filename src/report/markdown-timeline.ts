/**
 * A scenario's timeline as a Mermaid gantt chart (GitHub renders ```mermaid blocks): one section
 * per pod, one bar per state between its events — a resize Deferred until its victims are gone,
 * the victims terminating, the resize completing — so ResizeDeferred → Preempted →
 * ResizeCompleted reads at a glance. Only scenarios where something happens after t=0 get one.
 * Times are milliseconds (`dateFormat x`): Mermaid 11 reads explicit start times in seconds (`X`) as 0.
 */
import { compareStrings } from '../core/compare.ts';
import type { PodRef, ScenarioResult, SimEvent } from '../engine/result.ts';
import { podObjectKey } from './pod-order.ts';
import type { ClusterModel } from '../model/objects.ts';
import { stopSeconds } from '../model/shutdown.ts';

/** Pods charted per scenario; the JSON report's events have every step. */
export const MAX_TIMELINE_PODS = 15;

/** A state that lasts until the pod's next event (or the chart's end), by the event that starts it. */
const STATE: Readonly<Record<string, { readonly label: string; readonly tag: string }>> = {
  ResizeDeferred: { label: 'resize Deferred', tag: 'crit' },
  ResizeInfeasible: { label: 'resize Infeasible', tag: 'crit' },
  FailedScheduling: { label: 'Pending', tag: 'crit' },
  ResizeStarted: { label: 'resizing', tag: 'active' },
  Preempted: { label: 'terminating (preempted)', tag: 'active' },
  Killing: { label: 'terminating (preempted)', tag: 'active' },
};

/** Mermaid's gantt grammar splits on ":" and "#" and ends a line at ";": keep names to DNS-like characters. */
function label(text: string): string {
  return text.replace(/[^A-Za-z0-9._/() -]/g, '_');
}

/** The pods worth a section, most telling first: resizes not Completed, slow ones, victims, Pending pods. */
function chartedPods(s: ScenarioResult): string[] {
  const rank = new Map<string, number>();
  const note = (p: PodRef, r: number): void => {
    const key = podObjectKey(p);
    rank.set(key, Math.min(rank.get(key) ?? r, r));
  };
  for (const r of s.resizes) {
    if (r.outcome !== 'Completed') note(r.pod, 0);
    else if ((r.latencySeconds ?? 0) > 0) note(r.pod, 1);
  }
  for (const e of s.evictions) note(e.pod, 2);
  for (const p of s.placements) if (p.node === null || p.replacementOf !== null) note(p.pod, 3);
  return [...rank.entries()].sort((a, b) => a[1] - b[1] || compareStrings(a[0], b[0])).map(([k]) => k);
}

interface Bar {
  readonly label: string;
  readonly tag: string;
  readonly start: number;
  readonly end: number;
}

/** A pod's bars: each stateful event lasts until the next one, a victim until it is gone, an open state until `horizon`. */
function bars(events: readonly SimEvent[], goneAt: number | undefined, horizon: number): Bar[] {
  const out: Bar[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const next = events[i + 1];
    // Events at one instant: the last one names the state.
    if (next !== undefined && next.at === e.at) continue;
    const state = STATE[e.reason];
    if (state === undefined) {
      out.push({ label: e.reason, tag: 'milestone', start: e.at, end: e.at });
      continue;
    }
    const end = next?.at ?? (goneAt !== undefined && e.reason !== 'ResizeDeferred' ? goneAt : horizon);
    out.push({
      label: end === horizon ? `${state.label} to the end` : state.label,
      tag: state.tag,
      start: e.at,
      end,
    });
  }
  return out;
}

/** The chart, or "" when every step happens at t=0 (nothing to see on a timeline). */
export function timelineChart(s: ScenarioResult, model: ClusterModel): string {
  const charted = chartedPods(s);
  if (charted.length === 0) return '';
  const chosen = new Set(charted.slice(0, MAX_TIMELINE_PODS));
  const byPod = new Map<string, SimEvent[]>();
  let last = 0;
  for (const e of s.events) {
    last = Math.max(last, e.at);
    if (!chosen.has(e.object)) continue;
    const list = byPod.get(e.object);
    if (list === undefined) byPod.set(e.object, [e]);
    else list.push(e);
  }
  const pods = new Map(model.pods.map((p) => [podObjectKey(p.ref), p]));
  const gone = new Map<string, number>();
  for (const e of s.evictions) {
    const pod = pods.get(podObjectKey(e.pod));
    gone.set(podObjectKey(e.pod), e.at + (pod === undefined ? e.gracePeriodSeconds : Math.min(stopSeconds(pod), e.gracePeriodSeconds)));
  }
  let settled = last;
  for (const t of gone.values()) settled = Math.max(settled, t);
  if (settled === 0) return '';
  // A state still open when the scenario settles is drawn a little past it.
  const horizon = settled + Math.max(1, Math.ceil(settled / 5));
  const lines = [
    '```mermaid',
    'gantt',
    `  title ${label(`Scenario ${s.name} (minutes and seconds after it starts)`)}`,
    '  dateFormat x',
    `  axisFormat ${horizon >= 3600 ? '%H:%M:%S' : '%M:%S'}`,
  ];
  for (const key of charted.slice(0, MAX_TIMELINE_PODS)) {
    const events = [...(byPod.get(key) ?? [])].sort((a, b) => a.at - b.at);
    if (events.length === 0) continue;
    lines.push(`  section ${label(key.slice('Pod/'.length))}`);
    for (const b of bars(events, gone.get(key), horizon)) lines.push(`  ${label(b.label)} :${b.tag}, ${b.start * 1000}, ${b.end * 1000}`);
  }
  lines.push('```');
  const more =
    charted.length > MAX_TIMELINE_PODS ? `\n\n… and ${charted.length - MAX_TIMELINE_PODS} more pods (the JSON report's events have every step).` : '';
  return `${lines.join('\n')}${more}`;
}
