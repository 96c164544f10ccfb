/**
 * Text output: one line per finding (`file:line:col: message [rule-id]`, actionlint's form, which
 * problem matchers parse), then a table per scenario and a one-line summary.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { describeResources } from '../engine/settle.ts';
import type { LintResult } from '../pipeline/types.ts';
import { sortedScenarios } from './json.ts';
import { summarize } from './summary.ts';
import { coverageSentence } from './coverage-line.ts';
import { skippedLines } from './skipped.ts';
import { byPodKey } from './pod-order.ts';
import { tableLines, type TableFit } from './table.ts';
import { visible } from './escape.ts';
import { rollouts, rolloutSentence } from './rollout-lines.ts';
import { scenarioSummaryLines } from './text-groups.ts';
import { formatLatency } from './latency.ts';

/** `file:line:col: severity: message [rule-id]`, as gcc and actionlint print it: greppable in CI logs and pipes. */
export function formatDiagnosticLine(d: Diagnostic): string {
  return `${d.file}:${d.range.start.line}:${d.range.start.column}: ${d.severity}: ${clusterMessage(d)} [${d.ruleId}]`;
}

/** The message, led by its cluster in a run over several: a shared base's finding is one line per cluster, told apart. */
export function clusterMessage(d: Diagnostic): string {
  return d.cluster === undefined ? d.message : `cluster ${JSON.stringify(d.cluster)}: ${d.message}`;
}

export interface TextOptions {
  /** ANSI colours (the CLI sets it only on a TTY without NO_COLOR). */
  readonly color?: boolean;
  /** Every resize and placement row, and every finding (default: grouped by workload, at most MAX_FINDINGS findings). */
  readonly verbose?: boolean;
  /** The terminal's width: wider tables wrap their free-text columns to fit (default: as wide as their cells). */
  readonly width?: number;
}

/** Finding lines printed by default; the rest are counted (--verbose, or a machine format, has them all). */
export const MAX_FINDINGS = 50;

const COLORS = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m', dim: '\u001b[2m', reset: '\u001b[0m' } as const;

function coloredLine(d: Diagnostic): string {
  const c = COLORS[d.severity];
  // The colours are the only control characters of the report: what the input wrote is shown, not obeyed.
  return `${COLORS.dim}${visible(d.file)}:${d.range.start.line}:${d.range.start.column}:${COLORS.reset} ${c}${d.severity}:${COLORS.reset} ${visible(clusterMessage(d))} ${c}[${d.ruleId}]${COLORS.reset}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function scenarioTitle(s: LintResult['simulation']['scenarios'][number]): string {
  return `${s.cluster === undefined ? '' : `cluster ${JSON.stringify(s.cluster)}, `}scenario ${JSON.stringify(s.name)}: ${plural(s.resizes.length, 'resize')}, ${plural(s.placements.length, 'placement')}, ${plural(s.evictions.length, 'pod')} preempted${s.truncated ? ' (stopped at the step limit before settling)' : ''}`;
}

/** Free-text columns of the resize table (FROM, TO, REASON, PREEMPTED): they wrap to fit a terminal; pod and node names do not. */
const RESIZE_TEXT = [3, 4, 6, 8];
/** The placement table's PREEMPTED list. */
const PLACEMENT_TEXT = [3];

/** A scenario's part of the verbose report: its title line, then the lines of its two tables. */
function* scenarioLines(s: LintResult['simulation']['scenarios'][number], model: LintResult['model'], width: number | undefined): Generator<string> {
  yield scenarioTitle(s);
  const resizes = byPodKey(s.resizes);
  const fit = (wrap: readonly number[]): TableFit => ({ width, wrap });
  if (resizes.length > 0) {
    const header = ['POD', 'NODE', 'PRIORITY', 'FROM', 'TO', 'OUTCOME', 'REASON', 'LATENCY', 'PREEMPTED'];
    yield* tableLines(
      header,
      resizes.length,
      (i) => {
        const r = resizes[i]!;
        return [
          `${r.pod.namespace}/${r.pod.name}`,
          r.node ?? '-',
          String(r.priority),
          describeResources(r.from) || '-',
          describeResources(r.to) || '-',
          r.outcome,
          r.reason,
          formatLatency(r, '-', model),
          r.preempted.map((p) => `${p.namespace}/${p.name}`).join(', ') || '-',
        ];
      },
      '  ',
      fit(RESIZE_TEXT),
    );
  }
  const placed = byPodKey(s.placements);
  if (placed.length > 0) {
    yield* tableLines(
      ['PLACED POD', 'OWNER', 'NODE', 'PREEMPTED'],
      placed.length,
      (i) => {
        const p = placed[i]!;
        return [
          `${p.pod.namespace}/${p.pod.name}`,
          `${p.owner.kind}/${p.owner.name}`,
          p.node ?? 'Pending',
          p.preempted.map((v) => `${v.namespace}/${v.name}`).join(', ') || '-',
        ];
      },
      '  ',
      fit(PLACEMENT_TEXT),
    );
  }
}

function changeHeader(result: LintResult): string {
  const c = result.change!;
  const fresh = c.diff.newFindings.length;
  const old = result.diagnostics.filter((d) => d.suppressed?.justification.startsWith('already reported at the base') === true).length;
  return `compared with ${c.base}${c.commit === '' ? '' : ` (${c.commit.slice(0, 12)})`}: ${plural(fresh, 'new finding')}, ${old} already there; ${plural(c.diff.newlyDeferred.length, 'resize')} newly Deferred, ${c.diff.newlyInfeasible.length} newly Infeasible, ${c.diff.newlyRejected.length} newly Rejected, ${plural(c.diff.newEvictions.length, 'new eviction')}; ${c.diff.fixedFindings.length} fixed`;
}

/** The manifest change behind each new finding (diff mode). */
function changePatches(result: LintResult): string {
  const patches = result.change?.patches;
  if (patches === undefined || patches.size === 0) return '';
  const seen = new Set<string>();
  const out: string[] = [];
  for (const d of result.diagnostics) {
    const p = patches.get(d);
    if (p === undefined || seen.has(p)) continue;
    seen.add(p);
    out.push(`the change behind ${d.file}:${d.range.start.line}:${d.range.start.column} [${d.ruleId}]:\n${p.trimEnd()}`);
  }
  return out.join('\n\n');
}

/** Lines are written in chunks of this many: a report of a million lines is never held whole. */
const CHUNK_LINES = 4096;

/** `parts` joined by blank lines, then a newline, in chunks; a part is a string or its lines. */
export function* joinedParts(parts: Iterable<string | Iterable<string>>, chunkLines = CHUNK_LINES): Generator<string> {
  let sep = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      yield sep + part;
    } else {
      let lead = sep;
      let lines: string[] = [];
      for (const line of part) {
        lines.push(line);
        if (lines.length < chunkLines) continue;
        yield lead + lines.join('\n');
        lead = '\n';
        lines = [];
      }
      if (lines.length > 0 || lead === sep) yield lead + lines.join('\n');
    }
    sep = '\n\n';
  }
  yield '\n';
}

/**
 * The text report in chunks, as it is written (formatText joins them). What it leads with is
 * what the change does (diff mode), then each scenario (grouped by workload unless verbose),
 * then the findings and the summary line: the last things on screen.
 */
export function* textChunks(result: LintResult, opts: TextOptions = {}): Generator<string> {
  const shown = result.diagnostics.filter((d) => d.suppressed === undefined);
  const suppressed = result.diagnostics.length - shown.length;
  const parts: (string | Iterable<string>)[] = [];
  if (result.change !== undefined) {
    parts.push(changeHeader(result));
    const done = rollouts(result);
    if (done.length > 0) parts.push(['what the change does:', ...done.map((r) => `  ${rolloutSentence(r)}`)]);
  }
  for (const s of sortedScenarios(result))
    parts.push(opts.verbose === true ? scenarioLines(s, result.model, opts.width) : scenarioSummaryLines(s, scenarioTitle(s), result.model));
  const skipped = [...new Set(result.simulation.skipped.map((s) => s.scenario))].sort().flatMap((name) => skippedLines(result.simulation.skipped, name));
  if (skipped.length > 0) parts.push(skipped);
  const coverage = coverageSentence(result.coverage);
  if (coverage !== undefined) parts.push(coverage);
  const patches = changePatches(result);
  if (patches !== '') parts.push(patches);
  const findingsAt = shown.length > 0 ? parts.length : -1;
  if (shown.length > 0) parts.push(findingLines(shown, opts));
  const s = summarize(result);
  const gates = Object.entries(result.featureGates)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
  parts.push(
    `${plural(s.resizes, 'resize')} simulated on ${plural(s.nodes, 'node')} (${gates}): ${s.completed} completed, ${s.deferred} deferred, ${s.infeasible} infeasible, ${s.rejected} rejected; ${plural(s.preempted, 'pod')} preempted; ${plural(s.findings.error, 'error')}, ${plural(s.findings.warning, 'warning')}, ${s.findings.info} info${suppressed > 0 ? ` (${suppressed} suppressed)` : ''}`,
  );
  // The finding lines are made visible above (around their colours); every other line here.
  yield* joinedParts(parts.map((p, i) => (i === findingsAt ? p : typeof p === 'string' ? visible(p) : mapIterable(p, visible))));
}

/**
 * The finding lines: all of them when verbose; else at most MAX_FINDINGS, errors first, then
 * warnings, then info (each in report order), and one line counting the rest.
 */
function findingLines(shown: readonly Diagnostic[], opts: TextOptions): string[] {
  const line = opts.color === true ? coloredLine : (d: Diagnostic): string => visible(formatDiagnosticLine(d));
  if (opts.verbose === true || shown.length <= MAX_FINDINGS) return shown.map(line);
  const order = { error: 0, warning: 1, info: 2 } as const;
  const kept = new Set([...shown].sort((a, b) => order[a.severity] - order[b.severity]).slice(0, MAX_FINDINGS));
  const left = shown.filter((d) => !kept.has(d));
  const count = (sev: Diagnostic['severity']): number => left.filter((d) => d.severity === sev).length;
  return [
    ...shown.filter((d) => kept.has(d)).map(line),
    `and ${left.length} more findings (${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}, ${count('info')} info): --verbose prints every one; --format json, sarif or junit carry them all`,
  ];
}

function* mapIterable(items: Iterable<string>, fn: (s: string) => string): Generator<string> {
  for (const s of items) yield fn(s);
}

export function formatText(result: LintResult, opts: TextOptions = {}): string {
  return [...textChunks(result, opts)].join('');
}
