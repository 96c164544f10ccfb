/**
 * The orders reports list pods in: by namespace, then name (JSON, markdown), and by the text
 * "namespace/name" (the text report's first column). Sorting a scenario's 150,000 resizes and
 * placements is a tenth of a second each time, so one run's reports share one sort per list.
 */
import { compareStrings as cmp } from '../core/compare.ts';
import type { PodRef } from '../engine/result.ts';

/** "Pod/namespace/name": the key events use for a pod. */
export function podObjectKey(p: PodRef): string {
  return `Pod/${p.namespace}/${p.name}`;
}

export function podCmp(a: PodRef, b: PodRef): number {
  return cmp(a.namespace, b.namespace) || cmp(a.name, b.name);
}

interface OfPod {
  readonly pod: PodRef;
}

const sortedLists = new WeakMap<readonly OfPod[], readonly OfPod[]>();

/** `items` by namespace, then name (a copy, made once per list; the sort is stable). */
export function byPod<T extends OfPod>(items: readonly T[]): readonly T[] {
  let sorted = sortedLists.get(items);
  if (sorted === undefined) sortedLists.set(items, (sorted = [...items].sort((a, b) => podCmp(a.pod, b.pod))));
  return sorted as readonly T[];
}

/**
 * `items` by their "namespace/name" text. That is the namespace-then-name order unless some
 * namespace is the start of another that goes on with a character sorting before "/" ("team"
 * and "team-a": "team-a/x" < "team/x"); only then are the items sorted again.
 */
export function byPodKey<T extends OfPod>(items: readonly T[]): readonly T[] {
  const seen = new Set<string>();
  for (const t of items) seen.add(t.pod.namespace);
  const namespaces = [...seen];
  const differs = namespaces.some((a) => namespaces.some((b) => b.length > a.length && b.startsWith(a) && b.charCodeAt(a.length) <= 0x2f));
  if (!differs) return byPod(items);
  const keyed = items.map((t): [string, T] => [`${t.pod.namespace}/${t.pod.name}`, t]);
  return keyed.sort((a, b) => cmp(a[0], b[0])).map(([, t]) => t);
}
