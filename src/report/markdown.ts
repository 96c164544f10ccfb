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
import { CLUSTER_STATE } from '../engine/simulate.ts';
import type { LintResult } from '../pipeline/types.ts';
import type { ClusterModel, Node } from '../model/objects.ts';
import { formatResource } from '../resource/quantity.ts';
import { podRequests } from '../model/requests.ts';
import { get, type ResourceList } from '../resource/resources.ts';
import { VERSION } from '../core/version.ts';
import { codeFence, encodePathUri, escapeMarkdown, escapeMarkdownCell, markdownCode, visible } from './escape.ts';
import { sortedScenarios } from './json.ts';
import { coverageSentence } from './coverage-line.ts';
import { skippedLines } from './skipped.ts';
import { byPod, podCmp } from './pod-order.ts';
import { helpUri } from './sarif.ts';
import { renderTable } from './table.ts';
import { rollouts, rolloutSentence } from './rollout-lines.ts';
import { formatLatency } from './latency.ts';
import { describeChange } from './describe-change.ts';

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
}

const DEFAULT_MAX_ROWS = 50;
const BAR_WIDTH = 10;

/** Small, emoji-free markers for outcomes. */
const OUTCOME_MARKER: Readonly<Record<Outcome, string>> = {
  Completed: '✓',
  Deferred: '○',
  Infeasible: '✗',
  Rejected: '✗',
  Preempted: '✗',
};

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

function podName(p: PodRef): string {
  return namespacedName(p);
}

/** "Pod/ns/name": the key events use for a pod. */
function podObjectKey(p: PodRef): string {
  return formatObjectRef({ kind: 'Pod', namespace: p.namespace, name: p.name });
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
    .sort(([a], [b]) => cmp(a, b))
    .map(([k, v]) => markdownCode(`${k}=${v}`))
    .join(', ');
  const selfPreempted = result.simulation.scenarios.flatMap((s) => s.resizes).filter((r) => r.outcome === 'Preempted').length;
  const extra = selfPreempted > 0 ? ` ${plural(selfPreempted, 'resizing pod was', 'resizing pods were')} itself preempted before its resize completed.` : '';
  const coverage = coverageSentence(result.coverage);
  const read = coverage === undefined ? '' : ` ${coverage.charAt(0).toUpperCase()}${coverage.slice(1)}.`;
  return `Simulated ${plural(result.model.nodes.length, 'node')} and ${plural(result.model.pods.length, 'pod')}${gates === '' ? '' : ` with ${gates}`}.${extra}${read}`;
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

// ---- Node capacity: allocated requests before and after each scenario ----

interface Occupant {
  readonly node: string;
  readonly requests: ResourceList;
}

/** Pod key ("Pod/ns/name") → where it runs and what it has allocated. */
type Occupancy = ReadonlyMap<string, Occupant>;

interface CapacityContext {
  readonly model: ClusterModel;
  /** Requests of the model's pods by key, as allocated when the input was read. */
  readonly allocated: ReadonlyMap<string, ResourceList>;
  /** Every placement of every scenario by pod key, to trace a replacement back to its model pod. */
  readonly replacementOf: ReadonlyMap<string, string>;
}

function capacityContext(result: LintResult): CapacityContext {
  const allocated = new Map<string, ResourceList>();
  for (const pod of result.model.pods) allocated.set(podObjectKey(pod.ref), podRequests(pod));
  // A resize already pending in the manifests starts from what the kubelet allocated.
  for (const r of result.simulation.scenarios.find((s) => s.name === CLUSTER_STATE)?.resizes ?? []) allocated.set(podObjectKey(r.pod), r.from);
  const replacementOf = new Map<string, string>();
  for (const s of result.simulation.scenarios)
    for (const p of s.placements) if (p.replacementOf !== null) replacementOf.set(podObjectKey(p.pod), podObjectKey(p.replacementOf));
  return { model: result.model, allocated, replacementOf };
}

function requestsOf(ctx: CapacityContext, key: string): ResourceList {
  let k: string | undefined = key;
  for (let hops = 0; k !== undefined && hops < 64; hops++) {
    const found = ctx.allocated.get(k);
    if (found !== undefined) return found;
    k = ctx.replacementOf.get(k);
  }
  return new Map();
}

function initialOccupancy(ctx: CapacityContext): Occupancy {
  const out = new Map<string, Occupant>();
  for (const pod of ctx.model.pods) {
    if (pod.nodeName === undefined) continue;
    const key = podObjectKey(pod.ref);
    out.set(key, { node: pod.nodeName, requests: requestsOf(ctx, key) });
  }
  return out;
}

/**
 * The occupancy after a scenario: its timeline replayed (a pod joins its node when Scheduled and
 * leaves when Preempted, in event order, so a StatefulSet pod that comes back under its own name
 * ends where its replacement went), then completed resizes at their new size.
 */
function replay(ctx: CapacityContext, before: Occupancy, s: ScenarioResult): Occupancy {
  const after = new Map(before);
  const placements = new Map(s.placements.map((p) => [podObjectKey(p.pod), p]));
  const evicted = new Set(s.evictions.map((e) => podObjectKey(e.pod)));
  const seen = new Set<string>();
  const place = (key: string): void => {
    const p = placements.get(key);
    if (p !== undefined && p.node !== null) after.set(key, { node: p.node, requests: requestsOf(ctx, key) });
  };
  for (const e of s.events) {
    if (e.reason === 'Scheduled' && placements.has(e.object)) {
      place(e.object);
      seen.add(`placed:${e.object}`);
    } else if (e.reason === 'Preempted' && evicted.has(e.object)) {
      after.delete(e.object);
      seen.add(`evicted:${e.object}`);
    }
  }
  // Results without a timeline: placements, then evictions.
  for (const key of placements.keys()) if (!seen.has(`placed:${key}`)) place(key);
  for (const key of evicted) if (!seen.has(`evicted:${key}`)) after.delete(key);
  for (const r of s.resizes) {
    const key = podObjectKey(r.pod);
    const o = after.get(key);
    if (r.outcome === 'Completed' && o !== undefined) after.set(key, { node: o.node, requests: r.to });
  }
  return after;
}

/** Node → resource → the sum of its pods' requests. */
type Totals = ReadonlyMap<string, ReadonlyMap<string, bigint>>;

function totals(occupancy: Occupancy): Totals {
  const out = new Map<string, Map<string, bigint>>();
  for (const o of occupancy.values()) {
    const sums = out.get(o.node) ?? new Map<string, bigint>();
    out.set(o.node, sums);
    for (const [name, amount] of o.requests) sums.set(name, (sums.get(name) ?? 0n) + amount);
  }
  return out;
}

/** Rounded `a * scale / b` for non-negative bigints. */
function ratio(a: bigint, b: bigint, scale: bigint): bigint {
  return b <= 0n ? 0n : (2n * a * scale + b) / (2n * b);
}

function bar(amount: bigint, allocatable: bigint): string {
  const filled = allocatable <= 0n ? 0 : Math.min(BAR_WIDTH, Number(ratio(amount, allocatable, BigInt(BAR_WIDTH))));
  return '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
}

function decimal(value: bigint, unit: bigint, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const scaled = ratio(value, unit, scale);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  return frac === '' ? `${whole}` : `${whole}.${frac}`;
}

const GI = 1024n ** 3n;
const MI = 1024n ** 2n;

/** "7/8" for cpu (cores), "1.5/15.5Gi" for memory (one unit for both sides). */
function fraction(resource: string, amount: bigint, allocatable: bigint): string {
  if (resource === 'cpu') return `${decimal(amount, 1000n, 3)}/${decimal(allocatable, 1000n, 3)}`;
  if (resource === 'memory') {
    const [unit, suffix] = allocatable >= GI ? [GI, 'Gi'] : [MI, 'Mi'];
    return `${decimal(amount, unit, 1)}/${decimal(allocatable, unit, 1)}${suffix}`;
  }
  return `${formatResource(resource, amount)}/${formatResource(resource, allocatable)}`;
}

function gauge(resource: string, amount: bigint, allocatable: bigint): string {
  const percent = allocatable <= 0n ? 'n/a' : `${ratio(amount, allocatable, 100n)}%`;
  const over = amount > allocatable ? ' over' : '';
  return `${bar(amount, allocatable)} ${fraction(resource, amount, allocatable)} (${percent}${over})`;
}

function involvedNodes(s: ScenarioResult, nodes: ReadonlyMap<string, Node>): Node[] {
  const names = new Set<string>();
  for (const r of s.resizes) if (r.node !== null) names.add(r.node);
  for (const e of s.evictions) names.add(e.node);
  for (const p of s.placements) if (p.node !== null) names.add(p.node);
  return [...names]
    .sort(cmp)
    .map((n) => nodes.get(n))
    .filter((n): n is Node => n !== undefined);
}

/** `after` with every resize that did not complete (Deferred, Infeasible) applied: what the node would need. */
function withPending(after: Occupancy, s: ScenarioResult): Occupancy | undefined {
  const pending = s.resizes.filter((r) => r.outcome === 'Deferred' || r.outcome === 'Infeasible');
  if (pending.length === 0) return undefined;
  const out = new Map(after);
  for (const r of pending) {
    const key = podObjectKey(r.pod);
    const o = out.get(key);
    if (o !== undefined) out.set(key, { node: o.node, requests: r.to });
  }
  return out;
}

function capacityBlock(nodes: readonly Node[], cap: Capacity, maxRows: number): string {
  const columns = [cap.before, cap.after, ...(cap.pending ? [cap.pending] : [])].map(totals);
  const rows: string[][] = [];
  for (const node of nodes.slice(0, maxRows)) {
    for (const resource of ['cpu', 'memory']) {
      const allocatable = get(node.allocatable, resource);
      rows.push([resource === 'cpu' ? node.name : '', resource, ...columns.map((t) => gauge(resource, get(t.get(node.name), resource), allocatable))]);
    }
  }
  const text = renderTable(['NODE', 'RESOURCE', 'BEFORE', 'AFTER', ...(cap.pending ? ['IF THE PENDING RESIZES APPLIED'] : [])], rows, '');
  const fence = codeFence(text);
  const more = nodes.length > maxRows ? `\n\n… and ${nodes.length - maxRows} more nodes.` : '';
  return `${fence}text\n${text}\n${fence}${more}`;
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

interface Capacity {
  /** The run's model: which pods state their shutdown time (latency.ts). */
  readonly model: ClusterModel;
  readonly nodes: readonly Node[];
  readonly before: Occupancy;
  readonly after: Occupancy;
  /** Set when some resize did not complete. */
  readonly pending: Occupancy | undefined;
}

function scenarioSection(s: ScenarioResult, findings: readonly Diagnostic[], cap: Capacity, o: Required<MarkdownOptions>): string {
  const parts = [`### Scenario ${escapeMarkdown(JSON.stringify(s.name))}`, outcomeLine(s)];
  if (s.resizes.length > 0) {
    parts.push(
      '**Resizes**',
      table(
        ['pod', 'node', 'priority', 'from → to', 'outcome', 'reason', 'latency', 'victims'],
        ['l', 'l', 'r', 'l', 'l', 'l', 'r', 'l'],
        resizeRows(s, cap.model),
        o.maxRows,
      ),
    );
  }
  if (s.evictions.length > 0) {
    parts.push(
      '**Evictions**',
      table(
        ['victim', 'node', 'priority', 'preempted by', 'grace period', 'PDB violated', 'owner', 'recreated'],
        ['l', 'l', 'r', 'l', 'r', 'l', 'l', 'l'],
        evictionRows(s),
        o.maxRows,
      ),
    );
  }
  const placements = placementRows(s);
  if (placements.length > 0) {
    parts.push(
      '**Placements** (pending, preempting, or replacing an evicted pod)',
      table(['pod', 'owner', 'node', 'preempted', 'replaces', 'why Pending'], ['l', 'l', 'l', 'l', 'l', 'l'], placements, o.maxRows),
    );
  }
  if (cap.nodes.length > 0) {
    const note = cap.pending ? ', and what they would hold if the Deferred and Infeasible resizes were applied' : '';
    parts.push(
      `**Nodes involved** (requests the kubelet has allocated, against allocatable, before and after the scenario${note})`,
      capacityBlock(cap.nodes, cap, o.maxRows),
    );
  }
  if (findings.length > 0) parts.push('**Findings**', findingsList(findings, o.linkBase, o.maxRows));
  return parts.join('\n\n');
}

/** The Markdown summary. Pure and deterministic; `opts` only change links, the verdict and table sizes. */
/** Diff mode: what the change does (each rollout), what it makes new, and the manifest change behind each new finding. */
function changeSection(result: LintResult): string {
  const c = result.change;
  if (c === undefined) return '';
  const d = c.diff;
  const lines = [
    `### Compared with \`${escapeMarkdownCell(c.base)}\`${c.commit === '' ? '' : ` (${c.commit.slice(0, 12)})`}`,
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
    lines.push('', `The change behind \`${escapeMarkdownCell(`${f.file}:${f.range.start.line}`)}\` (${escapeMarkdownCell(f.ruleId)}):`, '', fenceDiff(p));
  }
  return lines.join('\n');
}

/** The findings and scenario sections of one cluster's simulation. */
function clusterParts(result: LintResult, o: Required<MarkdownOptions>): string[] {
  const parts: string[] = [];
  const active = result.diagnostics.filter((d) => d.suppressed === undefined);
  const scenarios = sortedScenarios(result);
  const names = new Set(scenarios.map((s) => s.name));
  const unscoped = active.filter((d) => d.scenario === undefined || !names.has(d.scenario));
  if (unscoped.length > 0) parts.push('### Findings in the inputs', findingsList(unscoped, o.linkBase, o.maxRows));
  const ctx = capacityContext(result);
  const nodes = new Map(result.model.nodes.map((n) => [n.name, n]));
  const start = initialOccupancy(ctx);
  const clusterState = scenarios.find((s) => s.name === CLUSTER_STATE);
  // Every scenario starts from the state cluster-state ends in.
  const base = clusterState === undefined ? start : replay(ctx, start, clusterState);
  for (const s of scenarios) {
    const before = s.name === CLUSTER_STATE ? start : base;
    const after = s.name === CLUSTER_STATE ? base : replay(ctx, base, s);
    const findings = active.filter((d) => d.scenario === s.name);
    parts.push(scenarioSection(s, findings, { model: result.model, nodes: involvedNodes(s, nodes), before, after, pending: withPending(after, s) }, o));
  }
  for (const name of [...new Set(result.simulation.skipped.map((s) => s.scenario))].sort())
    parts.push(...skippedLines(result.simulation.skipped, name, (t) => markdownCode(t), escapeMarkdown));
  return parts;
}

export function formatMarkdown(result: LintResult, opts: MarkdownOptions = {}): string {
  const o: Required<MarkdownOptions> = {
    linkBase: opts.linkBase ?? '',
    failOn: opts.failOn ?? 'error',
    maxRows: Math.max(1, opts.maxRows ?? DEFAULT_MAX_ROWS),
  };
  const counts = countFindings(result.diagnostics);
  const parts = [title(result, counts, o.failOn), summaryTable(result, counts), scopeLine(result)];
  const change = changeSection(result);
  if (change !== '') parts.push(change);
  if (result.clusters === undefined) parts.push(...clusterParts(result, o));
  // Each cluster on its own: node names repeat across clusters, and so do scenario names.
  else for (const c of result.clusters) parts.push(`## Cluster \`${c.name}\``, ...clusterParts(c.result, o));
  if (counts.suppressed > 0)
    parts.push(
      `${plural(counts.suppressed, 'suppressed finding is', 'suppressed findings are')} not listed (the JSON and SARIF reports keep them, with their justification).`,
    );
  parts.push(`<sub>resizeguard ${VERSION}</sub>`);
  // Shown, never obeyed: no control or bidirectional character of the input reaches the page.
  return visible(`${parts.join('\n\n')}\n`);
}
