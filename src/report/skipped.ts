/** The pods a generated scenario leaves out, and why: one line per scenario (text and markdown). */
import { someNamed } from '../core/arrays.ts';
import type { SkippedResize } from '../engine/scenarios/plan.ts';

export function skippedLines(
  skipped: readonly SkippedResize[],
  scenario: string,
  code: (s: string) => string = (s) => s,
  text: (s: string) => string = (s) => s,
): string[] {
  const mine = skipped.filter((s) => s.scenario === scenario);
  if (mine.length === 0) return [];
  const byReason = new Map<string, SkippedResize[]>();
  for (const s of mine) byReason.set(s.reason, [...(byReason.get(s.reason) ?? []), s]);
  const parts = [...byReason]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([reason, list]) => {
      const shown = someNamed(
        list
          .map((s) => `${s.pod.namespace}/${s.pod.name}`)
          .sort()
          .map(code),
      );
      return `${code(reason)} × ${list.length} (${shown}): ${text(list[0]!.message)}`;
    });
  return [`scenario ${text(JSON.stringify(scenario))} left out ${mine.length} pod${mine.length === 1 ? '' : 's'}: ${parts.join('; ')}`];
}
