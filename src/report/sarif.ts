/**
 * SARIF 2.1.0 (OASIS), for GitHub code scanning and other SARIF viewers: one run, every rule the
 * tool can raise in `tool.driver.rules`, and `results` always present (an empty array on a clean
 * run: a log without it fails upload). Regions are 1-based and never empty of a start line.
 * Suppressed findings stay in the log with `suppressions` (the SARIF way), so a viewer can show
 * them as dismissed. Checked by Microsoft's validator in test/report/sarif.test.ts.
 */
import { sha256Hex } from '../core/sha256.ts';
import type { Diagnostic, RelatedLocation, Severity, SourceRange } from '../core/diagnostic.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import type { LintResult } from '../pipeline/types.ts';
import { BUILTIN_FINDINGS } from '../policy/builtin-ids.ts';
import { RULES } from '../policy/registry.ts';
import { docsPath } from '../policy/rule.ts';
import { VERSION } from '../core/version.ts';
import { encodePathUri, visibleJson } from './escape.ts';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const INFORMATION_URI = 'https://github.com/resizeguard/resizeguard';
/** The uriBaseId of every artifact: the directory resizeguard ran in (paths are relative to it). */
export const SRCROOT = '%SRCROOT%';
/** Key of our entry in `partialFingerprints`; bump the version if the fingerprint's recipe changes. */
export const FINGERPRINT_KEY = 'resizeguard/v1';

export type SarifLevel = 'error' | 'warning' | 'note';

export function sarifLevel(severity: Severity): SarifLevel {
  return severity === 'info' ? 'note' : severity;
}

/** Where a rule is explained, as a link (the README next to the rule's examples). */
/**
 * Where a finding id is explained, at the released version's tag: a rule's README under
 * examples/rules, or a built-in finding's row in the project README.
 */
export function helpUri(ruleId: string): string {
  const at = `${INFORMATION_URI}/blob/v${VERSION}`;
  return BUILTIN_IDS.has(ruleId) ? `${at}/README.md#${builtinAnchor(ruleId)}` : `${at}/${docsPath(ruleId)}`;
}

/** The README anchor of a built-in finding's row ("finding-input-schema"). */
export function builtinAnchor(ruleId: string): string {
  return `finding-${ruleId.replace('/', '-')}`;
}

const BUILTIN_IDS: ReadonlySet<string> = new Set(BUILTIN_FINDINGS.map((b) => b.id));

/** One rule as the reports describe it. */
export interface RuleInfo {
  readonly id: string;
  readonly description: string;
  readonly defaultSeverity: Severity;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every id a report can hold, sorted: the registered rules, the built-in findings, and any id
 * found only in the diagnostics (described generically, so every result has a rule).
 */
export function ruleCatalog(diagnostics: readonly Diagnostic[] = []): RuleInfo[] {
  const byId = new Map<string, RuleInfo>();
  for (const r of RULES) byId.set(r.meta.id, { id: r.meta.id, description: r.meta.description, defaultSeverity: r.meta.defaultSeverity });
  for (const b of BUILTIN_FINDINGS) if (!byId.has(b.id)) byId.set(b.id, { id: b.id, description: b.description, defaultSeverity: b.defaultSeverity });
  for (const d of diagnostics) if (!byId.has(d.ruleId)) byId.set(d.ruleId, { id: d.ruleId, description: `Finding ${d.ruleId}.`, defaultSeverity: d.severity });
  return [...byId.values()].sort((a, b) => cmp(a.id, b.id));
}

// ---- The subset of the SARIF 2.1.0 object model we write ----

export interface SarifMessage {
  readonly text: string;
  readonly markdown?: string;
}

export interface SarifRegion {
  readonly startLine: number;
  readonly startColumn: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface SarifArtifactLocation {
  readonly uri: string;
  readonly uriBaseId?: string;
}

export interface SarifPhysicalLocation {
  readonly artifactLocation: SarifArtifactLocation;
  readonly region: SarifRegion;
}

export interface SarifLogicalLocation {
  readonly name: string;
  readonly fullyQualifiedName: string;
  readonly kind: string;
}

export interface SarifLocation {
  readonly id?: number;
  readonly physicalLocation: SarifPhysicalLocation;
  readonly logicalLocations?: readonly SarifLogicalLocation[];
  readonly message?: SarifMessage;
}

export interface SarifSuppression {
  readonly kind: 'inSource' | 'external';
  readonly justification: string;
}

export interface SarifResult {
  readonly ruleId: string;
  readonly ruleIndex: number;
  readonly level: SarifLevel;
  readonly message: SarifMessage;
  readonly locations: readonly SarifLocation[];
  readonly relatedLocations?: readonly SarifLocation[];
  readonly partialFingerprints: Readonly<Record<string, string>>;
  readonly suppressions?: readonly SarifSuppression[];
  readonly properties?: Readonly<Record<string, unknown>>;
}

export interface SarifReportingDescriptor {
  readonly id: string;
  readonly name: string;
  readonly shortDescription: SarifMessage;
  readonly fullDescription: SarifMessage;
  readonly helpUri: string;
  readonly help: SarifMessage & { readonly markdown: string };
  readonly defaultConfiguration: { readonly level: SarifLevel };
  readonly properties: { readonly tags: readonly string[] };
}

export interface SarifRun {
  readonly tool: {
    readonly driver: {
      readonly name: string;
      readonly version: string;
      readonly semanticVersion: string;
      readonly informationUri: string;
      readonly rules: readonly SarifReportingDescriptor[];
    };
  };
  readonly invocations: readonly { readonly executionSuccessful: boolean }[];
  readonly originalUriBaseIds: Readonly<Record<string, { readonly description: SarifMessage }>>;
  readonly columnKind: 'utf16CodeUnits';
  readonly results: readonly SarifResult[];
  readonly properties: Readonly<Record<string, unknown>>;
}

export interface SarifLog {
  readonly $schema: string;
  readonly version: '2.1.0';
  readonly runs: readonly [SarifRun];
}

// ---- Building blocks ----

/** "resize/deferred" -> "ResizeDeferred": the rule's friendly name (SARIF wants PascalCase). */
function friendlyName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** A sentence for SARIF viewers, which expect messages to end with a period. */
function sentence(text: string): string {
  const t = text.trim();
  if (t === '') return 'No description.';
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function descriptor(rule: RuleInfo): SarifReportingDescriptor {
  const uri = helpUri(rule.id);
  const description = sentence(rule.description);
  const area = rule.id.includes('/') ? rule.id.slice(0, rule.id.indexOf('/')) : rule.id;
  return {
    id: rule.id,
    name: friendlyName(rule.id),
    shortDescription: { text: description },
    fullDescription: { text: `${description} Default severity: ${rule.defaultSeverity}.` },
    helpUri: uri,
    help: {
      text: `${description} What it means and how to fix it: ${uri}`,
      markdown: `${description}\n\nWhat it means and how to fix it: [${rule.id}](${uri}).`,
    },
    defaultConfiguration: { level: sarifLevel(rule.defaultSeverity) },
    properties: { tags: ['kubernetes', 'resizeguard', area] },
  };
}

/** An artifact location: relative to %SRCROOT%, or a file: URI for an absolute path. */
export function artifactLocation(file: string): SarifArtifactLocation {
  const posix = file.replace(/\\/g, '/');
  if (/^[A-Za-z]:\//.test(posix)) return { uri: `file:///${posix.slice(0, 2)}${encodePathUri(posix.slice(2))}` };
  if (posix.startsWith('/')) return { uri: `file://${encodePathUri(posix)}` };
  return { uri: encodePathUri(posix.replace(/^(\.\/)+/, '')), uriBaseId: SRCROOT };
}

function positive(n: number): number {
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** A region with every field ≥ 1 and the end never before the start (SARIF columns end exclusive). */
export function sarifRegion(range: SourceRange): SarifRegion {
  const startLine = positive(range.start.line);
  const startColumn = positive(range.start.column);
  let endLine = positive(range.end.line);
  let endColumn = positive(range.end.column);
  if (endLine < startLine || (endLine === startLine && endColumn < startColumn)) {
    endLine = startLine;
    endColumn = startColumn;
  }
  return { startLine, startColumn, endLine, endColumn };
}

function physicalLocation(file: string, range: SourceRange): SarifPhysicalLocation {
  return { artifactLocation: artifactLocation(file), region: sarifRegion(range) };
}

function relatedLocation(r: RelatedLocation, id: number): SarifLocation {
  return { id, physicalLocation: physicalLocation(r.file, r.range), message: { text: sentence(r.message) } };
}

/** The identity a fingerprint is made of: rule, object (or file when there is none) and scenario. */
function identity(d: Diagnostic): string {
  const subject = d.object ? formatObjectRef(d.object) : `file:${d.file}`;
  return [d.ruleId, subject, d.scenario ?? ''].join('\u0000');
}

/** The fallback fingerprint: a hash of rule, object and scenario (never positions). */
export function fingerprintOf(d: Diagnostic): string {
  return d.fingerprint ?? sha256Hex(identity(d)).slice(0, 32);
}

function result(d: Diagnostic, ruleIndex: number, fingerprint: string): SarifResult {
  const related = (d.related ?? []).map((r, i) => relatedLocation(r, i + 1));
  const location: SarifLocation = {
    physicalLocation: physicalLocation(d.file, d.range),
    ...(d.object ? { logicalLocations: [{ name: d.object.name, fullyQualifiedName: formatObjectRef(d.object), kind: 'object' }] } : {}),
  };
  const properties: Record<string, unknown> = {};
  if (d.scenario !== undefined) properties['scenario'] = d.scenario;
  if (d.object) properties['object'] = { kind: d.object.kind, namespace: d.object.namespace, name: d.object.name };
  return {
    ruleId: d.ruleId,
    ruleIndex,
    level: sarifLevel(d.severity),
    message: { text: sentence(d.message) },
    locations: [location],
    ...(related.length > 0 ? { relatedLocations: related } : {}),
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
    ...(d.suppressed ? { suppressions: [{ kind: d.suppressed.kind, justification: d.suppressed.justification }] } : {}),
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
  };
}

/** The SARIF log as an object (see `formatSarif` for the text). */
export function buildSarif(result_: LintResult): SarifLog {
  const rules = ruleCatalog(result_.diagnostics);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  // Two findings with the same identity (e.g. two schema errors on one object) get "#2", "#3"...
  // in their (sorted, deterministic) order, so no two results share a fingerprint.
  const seen = new Map<string, number>();
  const results = result_.diagnostics.map((d) => {
    const base = fingerprintOf(d);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return result(d, index.get(d.ruleId)!, n === 1 ? base : `${base}#${n}`);
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'resizeguard',
            version: VERSION,
            semanticVersion: VERSION,
            informationUri: INFORMATION_URI,
            rules: rules.map(descriptor),
          },
        },
        invocations: [{ executionSuccessful: true }],
        originalUriBaseIds: { [SRCROOT]: { description: { text: 'The directory resizeguard ran in: every relative path is relative to it.' } } },
        columnKind: 'utf16CodeUnits',
        results,
        properties: {
          featureGates: Object.fromEntries(Object.entries(result_.featureGates).sort(([a], [b]) => cmp(a, b))),
          ...(result_.coverage === undefined
            ? {}
            : {
                coverage: {
                  objects: Object.fromEntries(result_.coverage.objects),
                  rendered: result_.coverage.rendered,
                  notSimulated: result_.coverage.notSimulated,
                },
              }),
        },
      },
    ],
  };
}

/** SARIF 2.1.0 text: deterministic (same input, same bytes), two-space indented, newline-terminated. */
export function formatSarif(result: LintResult): string {
  return `${visibleJson(JSON.stringify(buildSarif(result), null, 2))}\n`;
}
