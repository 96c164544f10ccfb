/** Shared pieces of rule messages and lookups. */
import type { ObjectRef } from '../core/object-ref.ts';
import type { Eviction, PodRef, ResizeResult, ScenarioResult } from '../engine/result.ts';
import { describeResources } from '../engine/settle.ts';
import { matchesSelector } from '../model/labels.ts';
import type { Pod } from '../model/pod.ts';
import type { WorkloadSelector } from '../config/types.ts';

export function quoted(p: PodRef): string {
  return JSON.stringify(`${p.namespace}/${p.name}`);
}

export function podObject(p: PodRef): ObjectRef {
  return { kind: 'Pod', namespace: p.namespace, name: p.name };
}

export function resizeSubject(s: ScenarioResult, r: ResizeResult): string {
  // A rejected request changes nothing: its `to` is the current size, not what was asked for.
  const target = r.outcome === 'Rejected' ? '' : ` to ${describeResources(r.to)}`;
  return `scenario ${JSON.stringify(s.name)}: resizing ${quoted(r.pod)}${target}`;
}

const byPreemptor = new WeakMap<ScenarioResult, Map<string, Eviction[]>>();

/** The pods a resize evicted, from an index built once per scenario. */
export function victimsOf(s: ScenarioResult, r: ResizeResult): Eviction[] {
  // Most resizes preempt nothing; several rules ask about each of them.
  if (r.preempted.length === 0) return [];
  let index = byPreemptor.get(s);
  if (index === undefined) {
    index = new Map();
    for (const e of s.evictions) {
      const key = `${e.preemptor.namespace}/${e.preemptor.name}`;
      index.set(key, [...(index.get(key) ?? []), e]);
    }
    byPreemptor.set(s, index);
  }
  const keys = new Set(r.preempted.map((p) => `${p.namespace}/${p.name}`));
  return (index.get(`${r.pod.namespace}/${r.pod.name}`) ?? []).filter((e) => keys.has(`${e.pod.namespace}/${e.pod.name}`));
}

/** A `protect` selector: namespaces, owner kinds and names, and labels must all match. */
export function isProtected(pod: Pod, selectors: readonly WorkloadSelector[]): boolean {
  return selectors.some(
    (s) =>
      (s.namespaces === undefined || s.namespaces.includes(pod.ref.namespace)) &&
      (s.kinds === undefined || s.kinds.includes(pod.owner.kind)) &&
      (s.names === undefined || s.names.includes(pod.owner.name)) &&
      (s.labels === undefined || matchesSelector({ matchLabels: s.labels, matchExpressions: [] }, pod.labels)),
  );
}
