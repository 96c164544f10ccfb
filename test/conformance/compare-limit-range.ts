/**
 * limitRange answers compared. Upstream leaves two things to Go's map order (DEVIATIONS.md):
 * the order of one LimitRange's errors in its aggregate (PodValidateLimitFunc walks each item's
 * min, max and maxLimitRequestRatio maps), D6; and, with two or more LimitRanges in the
 * namespace, the order the plugin's lister gives them (which defaults win, whose refusal is
 * reported), D7, recognised only when the engine's answer is one upstream's own loops give for
 * some order (the Go side's `alternatives`).
 */
import type { LimitRangeAnswer } from './cases.ts';
import type { Verdict } from './compare.ts';

const FORBIDDEN = /^(pods "[^"]*" is forbidden: )(.*)$/s;
/** Where one LimitRanger error ends and the next begins inside `[…, …]`: each starts with its constraint. */
const NEXT_ERROR = /, (?=minimum |maximum |\S+ max limit to request ratio )/;

/** The message with its aggregate's errors sorted: what no order of Go's maps changes. */
function canonicalMessage(message: string | undefined): string | undefined {
  const m = message === undefined ? null : FORBIDDEN.exec(message);
  if (m === null) return message;
  const body = m[2]!;
  if (!body.startsWith('[') || !body.endsWith(']')) return message;
  return `${m[1]!}[${body.slice(1, -1).split(NEXT_ERROR).sort().join(', ')}]`;
}

/** The pod's own validation (not LimitRanger's) is compared by its outcome only: the text is the manifestRead kind's business. */
const INVALID = 'invalid: ';

function key(a: LimitRangeAnswer, canonical: boolean): string {
  if (a.message?.startsWith(INVALID) === true) return JSON.stringify({ invalid: true });
  const lists = Object.fromEntries(
    Object.entries(a.lists ?? {})
      .sort(([x], [y]) => (x < y ? -1 : 1))
      .map(([k, v]) => [k, Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)))]),
  );
  return JSON.stringify({ admitted: a.admitted, message: canonical ? canonicalMessage(a.message) : (a.message ?? null), lists });
}

export function compareLimitRange(e: LimitRangeAnswer | undefined, u: LimitRangeAnswer | undefined): Verdict {
  if (e === undefined || u === undefined) return { kind: 'disagree', detail: `limitRange: engine ${JSON.stringify(e)} upstream ${JSON.stringify(u)}` };
  const differ = (field: string, x: unknown, y: unknown): Verdict => ({
    kind: 'disagree',
    detail: `${field}: engine ${JSON.stringify(x)} upstream ${JSON.stringify(y)}`,
  });
  if (JSON.stringify(e.invalid ?? []) !== JSON.stringify(u.invalid ?? [])) return differ('invalid', e.invalid, u.invalid);
  if (key(e, false) === key(u, false)) return { kind: 'agree' };
  const mine = key(e, true);
  if (mine === key(u, true)) return { kind: 'deviation', id: 'D6' };
  const alternatives = new Set((u.alternatives ?? []).map((a) => key(a, true)));
  if (alternatives.has(mine) && alternatives.has(key(u, true))) return { kind: 'deviation', id: 'D7' };
  return differ('limitRange', { admitted: e.admitted, message: e.message, lists: e.lists }, { admitted: u.admitted, message: u.message, lists: u.lists });
}
