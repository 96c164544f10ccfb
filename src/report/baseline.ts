/**
 * Baseline files: the fingerprints (rule + object + scenario, never line numbers) of the
 * findings a team has accepted, so that only new findings fail the run.
 */
import type { LintResult } from '../pipeline/types.ts';

export interface BaselineFile {
  readonly version: 1;
  readonly tool: 'resizeguard';
  /** Fingerprint → count, with a readable note of what it was. */
  readonly findings: readonly { readonly fingerprint: string; readonly ruleId: string; readonly object: string; readonly count: number }[];
}

export function formatBaseline(result: LintResult): string {
  const byPrint = new Map<string, { ruleId: string; object: string; count: number }>();
  for (const d of result.diagnostics) {
    if (d.fingerprint === undefined || (d.suppressed !== undefined && d.suppressed.justification !== 'accepted in the baseline')) continue;
    const object = d.object ? `${d.object.kind}/${d.object.namespace ? `${d.object.namespace}/` : ''}${d.object.name}` : d.file;
    const cur = byPrint.get(d.fingerprint);
    byPrint.set(d.fingerprint, { ruleId: d.ruleId, object, count: (cur?.count ?? 0) + 1 });
  }
  const findings = [...byPrint].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([fingerprint, v]) => ({ fingerprint, ...v }));
  const file: BaselineFile = { version: 1, tool: 'resizeguard', findings };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Parses a baseline file; a string is the reason it is not one. */
export function readBaseline(text: string): ReadonlyMap<string, number> | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return `not JSON (${err instanceof Error ? err.message : String(err)})`;
  }
  const v = value as Partial<BaselineFile> | null;
  if (v === null || typeof v !== 'object' || v.version !== 1 || !Array.isArray(v.findings))
    return 'not a resizeguard baseline (expected {"version": 1, "findings": [...]}, as --write-baseline writes)';
  const out = new Map<string, number>();
  for (const f of v.findings as unknown[]) {
    const e = f as { fingerprint?: unknown; count?: unknown } | null;
    if (typeof e?.fingerprint === 'string' && typeof e.count === 'number') out.set(e.fingerprint, e.count);
  }
  return out;
}
