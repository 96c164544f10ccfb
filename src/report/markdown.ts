/**
 * A pull-request-ready Markdown summary (a PR comment, a GitHub job summary, a file in the repo):
 * the verdict, a summary table, then per scenario what a reviewer needs to decide: the resizes
 * and their outcome, who gets evicted and what that costs them, how full the nodes involved are
 * before and after, and the findings with links to the lines. Every piece of user content is
 * escaped (escape.ts); the same result always gives the same text.
 */
import { fenceDiff } from '../diff/patch.ts';
import { severityAtLeast, type Diagnostic, type RelatedLocation, type Severity, type SourceRange } from '../core/diagnostic.ts';
import { formatObjectRef, namespacedName } from '../core/object-ref.ts';
import type { Eviction, Outcome, Placement, PodRef, ResizeResult, ScenarioResult } from '../engine/result.ts';
import { simulatedPods } from '../engine/result.ts';
import { CLUSTER_STATE } from '../engine/simulate.ts';
import type { LintResult } from '../pipeline/types.ts';
import type { ClusterModel } from '../model/objects.ts';
import { VERSION } from '../core/version.ts';
import { encodePathUri, escapeMarkdown, escapeMarkdownCell, markdownCode, visible } from './escape.ts';
import { sortedScenarios } from './json.ts';
import { coverageSentence } from './coverage-line.ts';
import { skippedLines } from './skipped.ts';
import { byPod, podCmp, podObjectKey } from './pod-order.ts';
import { compareStrings } from '../core/compare.ts';
import { helpUri } from './sarif.ts';
import { rollouts, rolloutSentence } from './rollout-lines.ts';
import { formatLatency } from './latency.ts';
import { describeChange } from './describe-change.ts';
import { capacityBlock, capacityContext, fullestFirst, initialOccupancy, involvedNodes, replay, withPending, type Capacity } from './markdown-capacity.ts';
import { FAILURE_HEADER, failureRows } from './markdown-failures.ts';
import { timelineChart } from './markdown-timeline.ts';

export { describeChange };

export interface MarkdownOptions {
  /**
   * Prefix for file links, e.g. `https://github.com/OWNER/REPO/blob/SHA/` (the Action knows it).
   * Without it links are relative to the directory resizeguard ran in, which works where the
   * Markdown is rendered from the repository.
   */
  readonly linkBase?: string;
  /** The --fail-on threshold, for the verdict in the title. Default "error". */
  readonly failOn?: Severity | 'none';
  /** Rows shown per table before "… and N more" (the JSON report has them all). Default 50. */
  readonly maxRows?: number;
  /** A size the text must fit (a comment's, a job summary's): parts are left out until it does. */
  readonly limit?: MarkdownLimit;
}

export interface MarkdownLimit {
  /** UTF-16 code units, as GitHub counts a comment's characters. */
  readonly chars?: number;
  readonly bytes?: number;
  /** The limit in words, for the report's note: "a pull-request comment (65,536 characters)". */
  readonly what: string;
}

const DEFAULT_MAX_ROWS = 50;

/** Small, emoji-free markers for outcomes. */
const OUTCOME_MARKER: Readonly<Record<Outcome, string>> = {
  Completed: '✓',
  Deferred: '○',
  Infeasible: '✗',
  Rejected: '✗',
  Preempted: '✗',
};

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

function podName(p: PodRef): string {
  return namespacedName(p);
}

function table(header: readonly string[], align: readonly ('l' | 'r')[], rows: readonly (readonly string[])[], maxRows: number): string {
  const shown = rows.slice(0, maxRows);
  const lines = [`| ${header.join(' | ')} |`, `| ${align.map((a) => (a === 'r' ? '---:' : '---')).join(' | ')} |`, ...shown.map((r) => `| ${r.join(' | ')} |`)];
  if (rows.length > shown.length) lines.push('', `… and ${rows.length - shown.length} more (the JSON report lists them all).`);
  return lines.join('\n');
}

// ---- Links ----

function lineAnchor(range: SourceRange): string {
  const start = Math.max(1, range.start.line);
  const end = Math.max(start, range.end.line);
  // A range that ends at column 1 of a later line ends on the line before.
  const last = end > start && range.end.column <= 1 ? end - 1 : end;
  return last > start ? `#L${start}-L${last}` : `#L${start}`;
}

/** `file:line:col` as a link to the line (plain text for standard input). */
function locationLink(file: string, range: SourceRange, linkBase: string): string {
  const label = escapeMarkdown(`${file}:${range.start.line}:${range.start.column}`);
  if (file === '<stdin>' || file === '') return label;
  const absolute = file.startsWith('/') || /^[A-Za-z]:[\\/]/.test(file);
  if (absolute && linkBase === '') return label;
  const target = `${linkBase}${encodePathUri(absolute ? file.replace(/^\/+/, '') : file.replace(/^(\.\/)+/, ''))}${lineAnchor(range)}`;
  return `[${label}](${target})`;
}

// ---- Verdict and summary ----

interface Counts {
  readonly error: number;
  readonly warning: number;
  readonly info: number;
  readonly suppressed: number;
}

function countFindings(diagnostics: readonly Diagnostic[]): Counts {
  const active = diagnostics.filter((d) => d.suppressed === undefined);
  const n = (s: Severity): number => active.filter((d) => d.severity === s).length;
  return { error: n('error'), warning: n('warning'), info: n('info'), suppressed: diagnostics.length - active.length };
}

function title(result: LintResult, counts: Counts, failOn: Severity | 'none'): string {
  const failed = failOn !== 'none' && result.diagnostics.some((d) => d.suppressed === undefined && severityAtLeast(d.severity, failOn));
  const parts = [
    counts.error > 0 ? plural(counts.error, 'error') : '',
    counts.warning > 0 ? plural(counts.warning, 'warning') : '',
    counts.info > 0 ? `${counts.info} info` : '',
  ].filter((p) => p !== '');
  const detail = parts.length === 0 ? 'no findings' : parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
  return `## resizeguard: ${failed ? 'FAIL' : 'PASS'}, ${detail}`;
}

function summaryTable(result: LintResult, counts: Counts): string {
  const resizes = result.simulation.scenarios.flatMap((s) => s.resizes);
  const outcome = (o: Outcome): number => resizes.filter((r) => r.outcome === o).length;
  const preempted = result.simulation.scenarios.reduce((n, s) => n + s.evictions.length, 0);
  const header = ['resizes', 'completed', 'deferred', 'infeasible', 'rejected', 'pods preempted', 'errors', 'warnings', 'info'];
  const row = [
    resizes.length,
    outcome('Completed'),
    outcome('Deferred'),
    outcome('Infeasible'),
    outcome('Rejected'),
    preempted,
    counts.error,
    counts.warning,
    counts.info,
  ];
  if (counts.suppressed > 0) {
    header.push('suppressed');
    row.push(counts.suppressed);
  }
  return table(
    header,
    header.map(() => 'r'),
    [row.map(String)],
    1,
  );
}

function scopeLine(result: LintResult): string {
  const gates = Object.entries(result.featureGates)
    .sort(([a], [b]) => compareStrings(a, b))
    .map(([k, v]) => markdownCode(`${k}=${v}`))
    .join(', ');
  const selfPreempted = result.simulation.scenarios.flatMap((s) => s.resizes).filter((r) => r.outcome === 'Preempted').length;
  const extra =
    selfPreempted > 0
      ? ` ${selfPreempted === 1 ? '1 resizing pod was itself preempted before its resize completed' : `${selfPreempted} resizing pods were themselves preempted before their resizes completed`}.`
      : '';
  const coverage = coverageSentence(result.coverage);
  const read = coverage === undefined ? '' : ` ${coverage.charAt(0).toUpperCase()}${coverage.slice(1)}.`;
  return `Simulated ${plural(result.model.nodes.length, 'node')} and ${plural(simulatedPods(result.model.pods, result.simulation.scenarios).length, 'pod')}${gates === '' ? '' : ` with ${gates}`}.${extra}${read}`;
}

// ---- Resizes ----

function resizeRows(s: ScenarioResult, model: ClusterModel): string[][] {
  return byPod(s.resizes).map((r: ResizeResult) => [
    escapeMarkdownCell(podName(r.pod)),
    escapeMarkdownCell(r.node ?? '-'),
    String(r.priority),
    escapeMarkdownCell(describeChange(r.from, r.to)),
    `${OUTCOME_MARKER[r.outcome]} ${r.outcome}`,
    escapeMarkdownCell(r.reason),
    formatLatency(r, 'never', model),
    escapeMarkdownCell([...r.preempted].sort(podCmp).map(podName).join(', ')),
  ]);
}

function outcomeLine(s: ScenarioResult): string {
  const order: readonly Outcome[] = ['Completed', 'Deferred', 'Infeasible', 'Rejected', 'Preempted'];
  const parts = order.map((o) => [o, s.resizes.filter((r) => r.outcome === o).length] as const).filter(([, n]) => n > 0);
  const outcomes = parts.map(([o, n]) => `${n} ${o === 'Preempted' ? 'preempted itself' : o.toLowerCase()}`).join(', ');
  const placed = s.placements.filter((p) => p.node !== null).length;
  const pending = s.placements.length - placed;
  const bits = [`${plural(s.resizes.length, 'resize')}${outcomes === '' ? '' : ` (${outcomes})`}`];
  if (s.placements.length > 0) bits.push(`${plural(placed, 'pod')} placed by the simulated scheduler${pending > 0 ? `, ${pending} left Pending` : ''}`);
  bits.push(`${plural(s.evictions.length, 'pod')} preempted`);
  return `${bits.join('; ')}.${s.truncated ? ' The simulation stopped at its step limit before the cluster settled: the results are partial.' : ''}`;
}

// ---- Evictions ----

/** What happens to a victim afterwards: gone for good, or recreated (and where the replacement went). */
function recreation(e: Eviction, replacements: ReadonlyMap<string, Placement>): string {
  if (e.unmanaged) return '✗ no: a bare Pod is gone for good';
  const key = podObjectKey(e.pod);
  const replacement = replacements.get(key);
  const by = `${e.owner.kind} ${e.owner.name}`;
  if (replacement === undefined) return `yes, by ${by}`;
  const where = replacement.node === null ? 'left Pending' : `on ${replacement.node}`;
  return podObjectKey(replacement.pod) === key ? `yes, by ${by}, same name after termination, ${where}` : `yes, by ${by}: ${podName(replacement.pod)} ${where}`;
}

function evictionRows(s: ScenarioResult): string[][] {
  const replacements = new Map<string, Placement>();
  for (const p of s.placements)
    if (p.replacementOf !== null && !replacements.has(podObjectKey(p.replacementOf))) replacements.set(podObjectKey(p.replacementOf), p);
  return [...s.evictions]
    .sort((a, b) => a.at - b.at || podCmp(a.pod, b.pod))
    .map((e) => [
      escapeMarkdownCell(podName(e.pod)),
      escapeMarkdownCell(e.node),
      String(e.priority),
      escapeMarkdownCell(podName(e.preemptor)),
      `${e.gracePeriodSeconds}s`,
      e.pdbViolation ? '✗ yes' : 'no',
      escapeMarkdownCell(formatObjectRef(e.owner)),
      escapeMarkdownCell(recreation(e, replacements)),
    ]);
}

// ---- Placements ----

/** Only the placements a reviewer cares about: Pending, preempting, or replacing an evicted pod. */
function placementRows(s: ScenarioResult): string[][] {
  return [...s.placements]
    .filter((p) => p.node === null || p.preempted.length > 0 || p.replacementOf !== null)
    .sort((a, b) => podCmp(a.pod, b.pod))
    .map((p: Placement) => [
      escapeMarkdownCell(podName(p.pod)),
      escapeMarkdownCell(formatObjectRef(p.owner)),
      p.node === null ? '○ Pending' : escapeMarkdownCell(p.node),
      escapeMarkdownCell([...p.preempted].sort(podCmp).map(podName).join(', ')),
      escapeMarkdownCell(p.replacementOf === null ? '' : podName(p.replacementOf)),
      escapeMarkdownCell(p.node === null ? p.message : ''),
    ]);
}

// ---- Findings ----

function findingLine(d: Diagnostic, linkBase: string): string {
  const head = `- **${d.severity}** ${locationLink(d.file, d.range, linkBase)}: ${escapeMarkdown(d.message)} ([${escapeMarkdown(d.ruleId)}](${helpUri(d.ruleId)}))`;
  const related = (d.related ?? []).map((r: RelatedLocation) => `  - ${locationLink(r.file, r.range, linkBase)}: ${escapeMarkdown(r.message)}`);
  return [head, ...related].join('\n');
}

function findingsList(diagnostics: readonly Diagnostic[], linkBase: string, maxRows: number): string {
  const shown = diagnostics.slice(0, maxRows).map((d) => findingLine(d, linkBase));
  if (diagnostics.length > maxRows) shown.push(`- … and ${diagnostics.length - maxRows} more (the JSON and SARIF reports list them all)`);
  return shown.join('\n');
}

// ---- The document ----

/**
 * How much of the report fits: the first layout is the whole report; each next one leaves out
 * the least important part that is left (rows folded away first, then the timelines, then the
 * node pictures, then rows everywhere) to fit a comment's or a job summary's size limit.
 */
interface Layout {
  /** Rows per table outside `<details>`. */
  readonly maxRows: number;
  /** Rows per table inside `<details>`; 0 leaves the folded tables out. */
  readonly detailRows: number;
  readonly timeline: boolean;
  /** Fullest nodes pictured per scenario; 0 leaves the pictures out. */
  readonly nodes: number;
}

const FULLEST_NODES = 5;

function layouts(maxRows: number): Layout[] {
  return [
    { maxRows, detailRows: maxRows, timeline: true, nodes: FULLEST_NODES },
    { maxRows, detailRows: Math.min(maxRows, 10), timeline: true, nodes: FULLEST_NODES },
    { maxRows, detailRows: 0, timeline: true, nodes: FULLEST_NODES },
    { maxRows: Math.min(maxRows, 20), detailRows: 0, timeline: false, nodes: 3 },
    { maxRows: Math.min(maxRows, 10), detailRows: 0, timeline: false, nodes: 0 },
    { maxRows: Math.min(maxRows, 3), detailRows: 0, timeline: false, nodes: 0 },
  ];
}

/** What a layout leaves out of the whole report, in words. */
function leftOut(full: Layout, l: Layout): string[] {
  const out: string[] = [];
  if (l.detailRows === 0) out.push('the folded tables of every resize, placement and node');
  else if (l.detailRows < full.detailRows) out.push(`the folded tables' rows after the first ${l.detailRows}`);
  if (!l.timeline) out.push('the timelines');
  if (l.nodes === 0) out.push('the node pictures');
  else if (l.nodes < full.nodes) out.push(`the node pictures after the ${l.nodes} fullest nodes`);
  if (l.maxRows < full.maxRows) out.push(`the rows after the first ${l.maxRows} of every table and list`);
  return out;
}

interface Render {
  readonly linkBase: string;
  readonly failOn: Severity | 'none';
  readonly layout: Layout;
}

/** `<details>` with a Markdown body (GitHub renders Markdown inside after a blank line). */
function folded(summary: string, body: readonly string[]): string {
  return [`<details><summary>${summary}</summary>`, '', ...body.flatMap((b) => [b, '']), '</details>'].join('\n');
}

function scenarioTitle(s: ScenarioResult): string {
  return `Scenario ${escapeMarkdown(JSON.stringify(s.name))}`;
}

/** A scenario's full tables, for the fold. */
function scenarioTables(s: ScenarioResult, cap: Capacity, rows: number, pictured: number): string[] {
  const parts: string[] = [];
  if (s.resizes.length > 0)
    parts.push(
      '**Resizes**',
      table(
        ['pod', 'node', 'priority', 'from → to', 'outcome', 'reason', 'latency', 'victims'],
        ['l', 'l', 'r', 'l', 'l', 'l', 'r', 'l'],
        resizeRows(s, cap.model),
        rows,
      ),
    );
  const placements = placementRows(s);
  if (placements.length > 0)
    parts.push(
      '**Placements** (pending, preempting, or replacing an evicted pod)',
      table(['pod', 'owner', 'node', 'preempted', 'replaces', 'why Pending'], ['l', 'l', 'l', 'l', 'l', 'l'], placements, rows),
    );
  // The fullest nodes' picture already shows them all when there are few.
  if (cap.nodes.length > pictured) {
    const note = cap.pending ? ', and what they would hold if the Deferred and Infeasible resizes were applied' : '';
    parts.push(
      `**Nodes involved** (requests the kubelet has allocated, against allocatable, before and after the scenario${note})`,
      capacityBlock(cap.nodes, cap, rows),
    );
  }
  return parts;
}

function scenarioSection(s: ScenarioResult, cap: Capacity, r: Render): string {
  const parts = [`### ${scenarioTitle(s)}`, outcomeLine(s)];
  if (r.layout.nodes > 0 && cap.nodes.length > 0) {
    const note = cap.pending ? '; the last column with the Deferred and Infeasible resizes applied' : '';
    parts.push(
      `**Fullest nodes** (requests allocated against allocatable, before and after${note})`,
      capacityBlock(fullestFirst(cap.nodes, cap), cap, r.layout.nodes),
    );
  }
  if (r.layout.timeline) {
    const chart = timelineChart(s, cap.model);
    if (chart !== '') parts.push('**Timeline**', chart);
  }
  if (r.layout.detailRows > 0) {
    const tables = scenarioTables(s, cap, r.layout.detailRows, r.layout.nodes);
    if (tables.length > 0)
      parts.push(
        folded(
          `Every resize, placement and node of ${escapeMarkdown(JSON.stringify(s.name))} (${plural(s.resizes.length, 'resize')}, ${plural(s.placements.length, 'placement')})`,
          tables,
        ),
      );
  }
  return parts.join('\n\n');
}

/** Most serious first; the input's order (file, line) within a severity. */
function bySeverity(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const rank: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };
  return [...diagnostics].sort((a, b) => rank[a.severity] - rank[b.severity]);
}

function findingsSection(active: readonly Diagnostic[], r: Render): string[] {
  if (active.length === 0) return [];
  const sorted = bySeverity(active);
  const serious = sorted.filter((d) => d.severity !== 'info');
  const info = sorted.filter((d) => d.severity === 'info');
  const parts = ['### Findings'];
  if (serious.length > 0) parts.push(findingsList(serious, r.linkBase, r.layout.maxRows));
  if (info.length > 0) {
    const summary = plural(info.length, 'info finding', 'info findings');
    parts.push(
      r.layout.detailRows > 0
        ? folded(summary, [findingsList(info, r.linkBase, r.layout.detailRows)])
        : `${summary} left out (the JSON and SARIF reports list them).`,
    );
  }
  return parts;
}

function failuresSection(scenarios: readonly ScenarioResult[], active: readonly Diagnostic[], r: Render): string[] {
  const rows = failureRows(scenarios, active);
  if (rows.length === 0) return ['### What fails', 'Nothing: every simulated resize completes, every rollout finishes and every pod is placed.'];
  return [
    '### What fails',
    table(
      FAILURE_HEADER,
      FAILURE_HEADER.map(() => 'l'),
      rows,
      r.layout.maxRows,
    ),
  ];
}

function preemptionsSection(scenarios: readonly ScenarioResult[], r: Render): string[] {
  const parts: string[] = [];
  for (const s of scenarios) {
    if (s.evictions.length === 0) continue;
    parts.push(
      `**${scenarioTitle(s)}**`,
      table(
        ['victim', 'node', 'priority', 'preempted by', 'grace period', 'PDB violated', 'owner', 'recreated'],
        ['l', 'l', 'r', 'l', 'r', 'l', 'l', 'l'],
        evictionRows(s),
        r.layout.maxRows,
      ),
    );
  }
  return parts.length === 0 ? [] : ['### Preemptions', ...parts];
}

/** Diff mode: what the change does (each rollout), what it makes new, and the manifest change behind each new finding. */
function changeSection(result: LintResult): string {
  const c = result.change;
  if (c === undefined) return '';
  const d = c.diff;
  const lines = [
    `### Compared with ${markdownCode(c.base)}${c.commit === '' ? '' : ` (${c.commit.slice(0, 12)})`}`,
    '',
    // Names are code spans; the rest of a sentence is kinds, numbers and quantities.
    ...rollouts(result).map((r) => `- ${rolloutSentence(r, (t) => markdownCode(t))}`),
    ...(rollouts(result).length > 0 ? [''] : []),
    `${plural(d.newFindings.length, 'new finding', 'new findings')}; newly Deferred ${d.newlyDeferred.length}, Infeasible ${d.newlyInfeasible.length}, Rejected ${d.newlyRejected.length}; ${plural(d.newEvictions.length, 'new eviction', 'new evictions')}; ${plural(d.fixedFindings.length, 'finding fixed', 'findings fixed')}. Findings already present at the base are listed as suppressed.`,
  ];
  const seen = new Set<string>();
  for (const f of result.diagnostics) {
    const p = c.patches.get(f);
    if (p === undefined || seen.has(p)) continue;
    seen.add(p);
    lines.push('', `The change behind ${markdownCode(`${f.file}:${f.range.start.line}`)} (${escapeMarkdown(f.ruleId)}):`, '', fenceDiff(p));
  }
  return lines.join('\n');
}

/** One cluster's simulation: what fails, the findings, the preemptions, then each scenario. */
function clusterParts(result: LintResult, r: Render): string[] {
  const active = result.diagnostics.filter((d) => d.suppressed === undefined);
  const scenarios = sortedScenarios(result);
  const parts = [...failuresSection(scenarios, active, r), ...findingsSection(active, r), ...preemptionsSection(scenarios, r)];
  const ctx = capacityContext(result);
  const nodes = new Map(result.model.nodes.map((n) => [n.name, n]));
  const start = initialOccupancy(ctx);
  const clusterState = scenarios.find((s) => s.name === CLUSTER_STATE);
  // Every scenario starts from the state cluster-state ends in.
  const base = clusterState === undefined ? start : replay(ctx, start, clusterState);
  for (const s of scenarios) {
    const before = s.name === CLUSTER_STATE ? start : base;
    const after = s.name === CLUSTER_STATE ? base : replay(ctx, base, s);
    parts.push(scenarioSection(s, { model: result.model, nodes: involvedNodes(s, nodes), before, after, pending: withPending(after, s) }, r));
  }
  for (const name of [...new Set(result.simulation.skipped.map((s) => s.scenario))].sort())
    parts.push(...skippedLines(result.simulation.skipped, name, (t) => markdownCode(t), escapeMarkdown));
  return parts;
}

function render(result: LintResult, r: Render, note: string): string {
  const counts = countFindings(result.diagnostics);
  const parts = [title(result, counts, r.failOn), summaryTable(result, counts), scopeLine(result)];
  if (note !== '') parts.push(note);
  const change = changeSection(result);
  if (change !== '') parts.push(change);
  if (result.clusters === undefined) parts.push(...clusterParts(result, r));
  else {
    // Each cluster on its own: node names repeat across clusters, and so do scenario names. Its
    // findings are the run's that carry its name (those about reading and rendering too, as reported).
    const untagged = result.diagnostics.filter((d) => d.cluster === undefined && d.suppressed === undefined);
    if (untagged.length > 0) parts.push(...findingsSection(untagged, r));
    for (const c of result.clusters)
      parts.push(`## Cluster \`${c.name}\``, ...clusterParts({ ...c.result, diagnostics: result.diagnostics.filter((d) => d.cluster === c.name) }, r));
  }
  if (counts.suppressed > 0)
    parts.push(
      `${plural(counts.suppressed, 'suppressed finding is', 'suppressed findings are')} not listed (the JSON and SARIF reports keep them, with their justification).`,
    );
  parts.push(`<sub>resizeguard ${VERSION}</sub>`);
  // Shown, never obeyed: no control or bidirectional character of the input reaches the page.
  return visible(`${parts.join('\n\n')}\n`);
}

function fits(text: string, limit: MarkdownLimit): boolean {
  return (limit.chars === undefined || text.length <= limit.chars) && (limit.bytes === undefined || Buffer.byteLength(text, 'utf8') <= limit.bytes);
}

/** `text` cut at the last line that leaves room for `tail` within the limit. */
function cut(text: string, limit: MarkdownLimit, tail: string): string {
  let t = limit.chars === undefined ? text : text.slice(0, Math.max(0, limit.chars - tail.length));
  if (limit.bytes !== undefined) {
    const room = Math.max(0, limit.bytes - Buffer.byteLength(tail, 'utf8'));
    const bytes = Buffer.from(t, 'utf8');
    if (bytes.length > room) t = bytes.subarray(0, room).toString('utf8');
  }
  const line = t.lastIndexOf('\n');
  return `${line > 0 ? t.slice(0, line) : ''}${tail}`;
}

/**
 * The Markdown summary: the verdict, what fails, the findings, the preemptions, then each
 * scenario's fullest nodes, timeline and (folded) tables. Pure and deterministic. With a `limit`,
 * the least important parts are left out until it fits, and the report says what it left out.
 */
export function formatMarkdown(result: LintResult, opts: MarkdownOptions = {}): string {
  const all = layouts(Math.max(1, opts.maxRows ?? DEFAULT_MAX_ROWS));
  const base = { linkBase: opts.linkBase ?? '', failOn: opts.failOn ?? 'error' };
  const limit = opts.limit;
  if (limit === undefined) return render(result, { ...base, layout: all[0]! }, '');
  for (const layout of all) {
    const out = leftOut(all[0]!, layout);
    const note =
      out.length === 0 ? '' : `To fit ${limit.what}, this report leaves out ${out.join(', ')}; the JSON report and the SARIF upload have everything.`;
    const text = render(result, { ...base, layout }, escapeMarkdown(note));
    if (fits(text, limit)) return text;
  }
  // Still too long (thousands of workloads failing): cut at a line, and say so.
  const tail = `\n\n… cut to fit ${escapeMarkdown(limit.what)}; the JSON report and the SARIF upload have everything.\n`;
  return cut(render(result, { ...base, layout: all[all.length - 1]! }, ''), limit, tail);
}
