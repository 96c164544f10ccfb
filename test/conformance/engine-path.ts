/**
 * The engine's answer to a resizePath case: its whole run (lintSources, the JSON report), per
 * scenario each resize's outcome (Completed/NoChange when the kubelet found nothing to do) and
 * the evicted pods.
 */
import { lintSources } from '../../src/index.ts';
import { GATE, jsonReport } from '../helpers/engine.ts';
import type { Answer, Case, PathAnswer } from './cases.ts';

/** The case's manifests as one multi-document stream (each document JSON, which YAML reads). */
export function caseText(c: Case): string {
  const docs = [...(c.nodes ?? []), ...(c.pods ?? []), ...(c.pdbs ?? []), ...(c.scenario !== undefined ? [c.scenario] : [])];
  return docs.map((d) => JSON.stringify(d)).join('\n---\n');
}

const MISSING = 'reference/missing-target';

export function resizePathAnswer(c: Case): Answer {
  const result = lintSources([{ path: `${c.id}.yaml`, text: caseText(c) }], {
    featureGates: { [GATE]: c.gate === true },
    ...(c.now !== undefined ? { now: c.now } : {}),
  });
  const report = jsonReport(result);
  const errors = report.findings.filter(
    (f) => f.severity === 'error' && (f.ruleId.startsWith('input/') || f.ruleId.startsWith('reference/')) && f.ruleId !== MISSING,
  );
  if (errors.length > 0) return { error: `engine rejected the input: ${errors.map((f) => `${f.ruleId}: ${f.message}`).join('; ')}` };
  const paths: Record<string, PathAnswer> = {};
  const entry = (scenario: string): { outcomes: Record<string, string>; evicted: string[] } => {
    const found = paths[scenario];
    if (found !== undefined) return found as { outcomes: Record<string, string>; evicted: string[] };
    const made = { outcomes: {}, evicted: [] };
    paths[scenario] = made;
    return made;
  };
  // Completed with nothing for the kubelet to do (reason NoChange) apart from a resize it started,
  // as the Go loop tells them apart by the kubelet's ResizeStarted event.
  for (const r of report.resizes)
    entry(r.scenario).outcomes[r.pod.name] = r.outcome === 'Completed' && r.reason === 'NoChange' ? 'Completed/NoChange' : r.outcome;
  for (const e of report.evictions) entry(e.scenario).evicted.push(e.pod.name);
  // A target evicted during cluster-state is no longer there when the scenario starts.
  for (const f of report.findings) {
    const name = f.ruleId === MISSING ? /Pod\/default\/(\S+)/.exec(f.message)?.[1] : undefined;
    if (name !== undefined) entry(f.object?.name ?? '').outcomes[name] = 'MissingTarget';
  }
  for (const p of Object.values(paths)) (p.evicted as string[]).sort();
  return { paths };
}
