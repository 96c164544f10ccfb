/** A result whose first scenario's resizes name pods and say messages that JSON must escape or encode (non-ASCII, quotes, backslashes, JSON-looking text). */
import type { LintResult } from '../../src/index.ts';

const NAMES = ['grüße', '😀', 'a"b', 'c\\d', '{"x":[1]}', 'e,f:g'];

export function withTrickyNames(result: LintResult): LintResult {
  const s0 = result.simulation.scenarios.find((s) => s.resizes.length > 0)!;
  const resizes = s0.resizes.map((r, i) => ({
    ...r,
    pod: { namespace: NAMES[i % NAMES.length]!, name: `${NAMES[(i + 1) % NAMES.length]!}-${i}` },
    message: NAMES[i % NAMES.length]!,
  }));
  return { ...result, simulation: { ...result.simulation, scenarios: result.simulation.scenarios.map((s) => (s === s0 ? { ...s, resizes } : s)) } };
}
