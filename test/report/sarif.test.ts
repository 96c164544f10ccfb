/**
 * SARIF 2.1.0: structure (what GitHub code scanning and the peers' bug reports need: results
 * always present, regions ≥ 1, relative URIs, rules with help, fingerprints, suppressions) and
 * Microsoft's validator (@microsoft/sarif-multitool, the SARIF spec rules plus GitHub's
 * ingestion rules) on real reports. The validator is a devDependency: when it is missing, the
 * test fails, it never skips.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { parseFeatureGates } from '../../src/config/feature-gates.ts';
import { lintSources, type LintResult } from '../../src/index.ts';
import { discoverFiles } from '../../src/io/discover.ts';
import { readSourceFiles } from '../../src/io/read.ts';
import { BUILTIN_FINDINGS } from '../../src/policy/builtin-ids.ts';
import { RULES } from '../../src/policy/registry.ts';
import { buildSarif, FINGERPRINT_KEY, formatSarif, SARIF_SCHEMA, SRCROOT, type SarifLocation, type SarifLog } from '../../src/report/sarif.ts';
import { VERSION } from '../../src/core/version.ts';
import { ROOT } from '../helpers/cli.ts';

/** `resizeguard check DIR` as a library call, files read from disk relative to the repository root. */
async function lintDir(dir: string, gates?: string): Promise<LintResult> {
  const found = await discoverFiles([dir], ROOT);
  const read = await readSourceFiles(found.files, ROOT);
  return lintSources(read.sources, { featureGates: parseFeatureGates(gates) }, [...found.diagnostics, ...read.diagnostics]);
}

const VALIDATOR_PACKAGE = '@microsoft/sarif-multitool';

/** The validator's native binary (the package's bin.js runs it through a shell, which splits "a;b"). */
function validatorBinary(): string {
  try {
    return createRequire(import.meta.url)(VALIDATOR_PACKAGE) as string;
  } catch (error) {
    assert.fail(`${VALIDATOR_PACKAGE} is not installed (add it as a devDependency, pinned to 5.7.0): ${String(error)}`);
  }
}

/**
 * The validator's policy: every rule on, except SARIF2006 (UrisShouldBeReachable), which sends an
 * HTTP GET to every helpUri and to $schema. Tests make no network requests, and a note-level
 * rule about reachability says nothing about the log's validity.
 */
const VALIDATOR_CONFIG = `<?xml version="1.0" encoding="utf-8"?>
<Properties>
  <Properties Key="SARIF2006.UrisShouldBeReachable.Options">
    <Property Key="RuleEnabled" Value="Disabled" />
  </Properties>
</Properties>
`;

/**
 * Runs `Sarif.Multitool validate --rule-kind Sarif;Gh --level Error;Warning` once on every log
 * (one process: the tool takes a second or two to start) and returns its errors and warnings
 * about them, as its console lines (`<file>(line,col): error CODE: text`). Notes ("provide a
 * code snippet") are advice, not defects. The tool exits 0 even when it finds errors, so its
 * own SARIF output log is read too, and must agree with the console.
 */
function validate(logs: ReadonlyMap<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'resizeguard-sarif-'));
  try {
    const inputs = [...logs].map(([name, text]) => {
      const file = path.join(dir, `${name}.sarif`);
      writeFileSync(file, text, 'utf8');
      return file;
    });
    const config = path.join(dir, 'validator.config.xml');
    writeFileSync(config, VALIDATOR_CONFIG, 'utf8');
    const output = path.join(dir, 'validation.json');
    const args = ['validate', '--config', config, '--rule-kind', 'Sarif;Gh', '--level', 'Error;Warning', '--output', output, ...inputs];
    const run = spawnSync(validatorBinary(), args, { encoding: 'utf8', timeout: 300_000 });
    assert.equal(run.error, undefined, `the validator did not run: ${String(run.error)}`);
    assert.equal(run.status, 0, `the validator failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
    assert.match(run.stdout, new RegExp(`Done\\. ${inputs.length} files? scanned`), `the validator did not scan every log:\n${run.stdout}`);
    const log = JSON.parse(readFileSync(output, 'utf8')) as { runs: { results?: { level?: string }[] }[] };
    // Findings about our logs start with the log's path; the tool's own notices (such as
    // "WRN999 rule explicitly disabled") do not.
    const lines = run.stdout.split('\n').filter((l) => l.startsWith(dir) && /: (error|warning) [A-Z]+\d+/.test(l));
    const results = log.runs.flatMap((r) => r.results ?? []).filter((r) => (r.level ?? 'warning') !== 'note' && r.level !== 'none'); // SARIF's default level is warning
    assert.equal(results.length, lines.length, `validator output and log disagree:\n${run.stdout}`);
    return lines.map((l) => l.split(dir).join('<tmp>'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The shape checks every log must pass. */
function assertStructure(log: SarifLog, result: LintResult): void {
  assert.equal(log.$schema, SARIF_SCHEMA);
  assert.equal(log.version, '2.1.0');
  assert.equal(log.runs.length, 1);
  const run = log.runs[0];
  const driver = run.tool.driver;
  assert.equal(driver.name, 'resizeguard');
  assert.equal(driver.version, VERSION);
  assert.match(driver.informationUri, /^https:\/\//);
  const ids = driver.rules.map((r) => r.id);
  assert.deepEqual(ids, [...ids].sort(), 'rules are sorted by id');
  for (const id of [...RULES.map((r) => r.meta.id), ...BUILTIN_FINDINGS.map((b) => b.id)]) assert.ok(ids.includes(id), `rule ${id} is described`);
  const builtin = new Set(BUILTIN_FINDINGS.map((b) => b.id));
  for (const rule of driver.rules) {
    // Pinned to the release; a built-in finding links to its row in the README.
    const expected = builtin.has(rule.id)
      ? `https://github.com/resizeguard/resizeguard/blob/v${VERSION}/README.md#finding-${rule.id.replace('/', '-')}`
      : `https://github.com/resizeguard/resizeguard/blob/v${VERSION}/examples/rules/${rule.id}/README.md`;
    assert.equal(rule.helpUri, expected);
    assert.ok(rule.shortDescription.text.length > 0 && rule.fullDescription.text.length > 0);
    assert.ok(rule.help.text.length > 0 && rule.help.markdown.includes(rule.helpUri));
    assert.match(rule.defaultConfiguration.level, /^(error|warning|note)$/);
  }
  for (const r of RULES) {
    const d = driver.rules.find((x) => x.id === r.meta.id)!;
    assert.equal(d.defaultConfiguration.level, r.meta.defaultSeverity === 'info' ? 'note' : r.meta.defaultSeverity);
  }
  assert.deepEqual(run.invocations, [{ executionSuccessful: true }]);
  assert.ok(Array.isArray(run.results), 'results is always present');
  assert.equal(run.results.length, result.diagnostics.length, 'one result per finding, suppressed ones included');
  const fingerprints = new Set<string>();
  run.results.forEach((r, i) => {
    const d = result.diagnostics[i]!;
    assert.equal(r.ruleId, d.ruleId);
    assert.equal(driver.rules[r.ruleIndex]?.id, r.ruleId, 'ruleIndex points at the rule');
    assert.equal(r.level, d.severity === 'info' ? 'note' : d.severity);
    assert.ok(r.message.text.length > 0);
    assert.equal(r.locations.length, 1);
    for (const loc of [...r.locations, ...(r.relatedLocations ?? [])]) {
      const { artifactLocation, region } = loc.physicalLocation;
      assert.doesNotMatch(artifactLocation.uri, /\\/, 'no backslashes');
      if (artifactLocation.uriBaseId !== undefined) {
        assert.equal(artifactLocation.uriBaseId, SRCROOT);
        assert.doesNotMatch(artifactLocation.uri, /^\/|^[a-z][a-z0-9+.-]*:/i, 'relative to %SRCROOT%');
      }
      for (const k of ['startLine', 'startColumn', 'endLine', 'endColumn'] as const) assert.ok(Number.isInteger(region[k]) && region[k] >= 1, `${k} ≥ 1`);
      assert.ok(
        region.endLine > region.startLine || (region.endLine === region.startLine && region.endColumn >= region.startColumn),
        'the end is not before the start',
      );
    }
    const fp = r.partialFingerprints[FINGERPRINT_KEY];
    assert.ok(fp !== undefined && fp.length > 0);
    assert.ok(!fingerprints.has(fp), `fingerprint ${fp} is unique`);
    fingerprints.add(fp);
    const related: readonly SarifLocation[] = r.relatedLocations ?? [];
    related.forEach((rel, j) => {
      assert.equal(rel.id, j + 1);
      assert.ok(rel.message !== undefined && rel.message.text.length > 0);
    });
  });
}

const at = (line: number, column: number, endLine: number, endColumn: number) => ({ start: { line, column }, end: { line: endLine, column: endColumn } });

/** kind-demo with no findings: what a clean run looks like. */
async function cleanRun(): Promise<LintResult> {
  return { ...(await lintDir('examples/kind-demo')), diagnostics: [] };
}

/** kind-demo with every finding suppressed, the first in source, the others by config. */
async function suppressedRun(): Promise<LintResult> {
  const base = await lintDir('examples/kind-demo');
  return {
    ...base,
    diagnostics: base.diagnostics.map((d, i): Diagnostic => ({
      ...d,
      suppressed: { kind: i === 0 ? 'inSource' : 'external', justification: `accepted in review #${i}` },
    })),
  };
}

/** Paths that need encoding, an id no rule declares, positions out of range. */
async function awkwardRun(): Promise<LintResult> {
  const base = await lintDir('examples/kind-demo');
  const diagnostics: Diagnostic[] = [
    { ruleId: 'input/yaml-syntax', severity: 'error', message: 'bad', file: 'deploy/with space/a#b?c%d.yaml', range: at(0, 0, 0, 0) },
    { ruleId: 'input/unreadable', severity: 'error', message: 'x', file: '<stdin>', range: at(3, 5, 2, 1) },
    { ruleId: 'input/schema', severity: 'warning', message: 'colon', file: 'c:d/e.yaml', range: at(1, 1, 1, 1) },
    { ruleId: 'future/rule', severity: 'info', message: 'unknown to this version', file: 'ünïcode/文件.yaml', range: at(2, 1, 4, 7) },
    {
      ruleId: 'input/schema',
      severity: 'error',
      message: 'absolute',
      file: '/abs/path/x.yaml',
      range: at(1, 1, 1, 2),
      related: [{ file: 'rel/[x].yaml', range: at(-1, 1, 1, 1), message: 'see here' }],
    },
  ];
  return { ...base, diagnostics };
}

function withoutFingerprint(d: Diagnostic): Diagnostic {
  const copy: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = { ...d };
  delete copy.fingerprint;
  return copy;
}

describe('Microsoft SARIF validator (@microsoft/sarif-multitool, SARIF and GitHub rules)', () => {
  it('accepts every log without an error or a warning', async () => {
    const logs = new Map<string, string>([
      ['kind-demo', formatSarif(await lintDir('examples/kind-demo'))],
      ['kind-demo-gate-off', formatSarif(await lintDir('examples/kind-demo', 'InPlacePodVerticalScalingSchedulerPreemption=false'))],
      ['bad-input', formatSarif(await lintDir('test/fixtures/bad-input'))],
      ['replacements', formatSarif(await lintDir('test/fixtures/formats/replacements'))],
      ['clean', formatSarif(await cleanRun())],
      ['suppressed', formatSarif(await suppressedRun())],
      ['awkward', formatSarif(await awkwardRun())],
    ]);
    assert.deepEqual(validate(logs), []);
  });
});

describe('formatSarif: examples/kind-demo', () => {
  it('is a valid SARIF 2.1.0 log with the preemption finding, its victim and the scenario entry', async () => {
    const result = await lintDir('examples/kind-demo');
    const text = formatSarif(result);
    const log = JSON.parse(text) as SarifLog;
    assertStructure(log, result);
    const preempts = log.runs[0].results.find((r) => r.ruleId === 'resize/preempts');
    assert.ok(preempts, 'resize/preempts is reported');
    assert.equal(preempts.level, 'warning');
    assert.deepEqual(preempts.locations[0]!.physicalLocation.artifactLocation, { uri: 'examples/kind-demo/preemption-demo.yaml', uriBaseId: SRCROOT });
    assert.equal(preempts.locations[0]!.physicalLocation.region.startLine, 39);
    assert.deepEqual(preempts.locations[0]!.logicalLocations, [
      { name: 'high-priority-pod', fullyQualifiedName: 'Pod/default/high-priority-pod', kind: 'object' },
    ]);
    const related = preempts.relatedLocations ?? [];
    assert.ok(
      related.some(
        (r) => r.message?.text.includes('low-priority-pod') && r.physicalLocation.artifactLocation.uri === 'examples/kind-demo/preemption-demo.yaml',
      ),
      'the victim is a related location',
    );
    assert.ok(
      related.some((r) => r.physicalLocation.artifactLocation.uri === 'examples/kind-demo/resize.yaml'),
      'the scenario entry is a related location',
    );
    assert.deepEqual(preempts.properties, { scenario: 'seed-demo', object: { kind: 'Pod', namespace: 'default', name: 'high-priority-pod' } });
  });

  it('with the gate off: the Deferred resize is an error result', async () => {
    const result = await lintDir('examples/kind-demo', 'InPlacePodVerticalScalingSchedulerPreemption=false');
    const text = formatSarif(result);
    const log = JSON.parse(text) as SarifLog;
    assertStructure(log, result);
    assert.ok(log.runs[0].results.some((r) => r.ruleId === 'resize/deferred' && r.level === 'error'));
    assert.deepEqual(log.runs[0].properties?.['featureGates'], { InPlacePodVerticalScalingSchedulerPreemption: false });
    assert.deepEqual((log.runs[0].properties?.['coverage'] as { objects: unknown } | undefined)?.objects, {
      'core/Node': 1,
      'core/Pod': 2,
      'kind.x-k8s.io/Cluster': 1,
      'resizeguard.dev/ResizeScenario': 1,
      'scheduling.k8s.io/PriorityClass': 2,
    });
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const a = formatSarif(await lintDir('examples/kind-demo'));
    const b = formatSarif(await lintDir('examples/kind-demo'));
    assert.equal(a, b);
    assert.ok(a.endsWith('}\n'));
  });
});

describe('formatSarif: test/fixtures/bad-input', () => {
  it('every broken file is a result at its line, and the log validates', async () => {
    const result = await lintDir('test/fixtures/bad-input');
    const text = formatSarif(result);
    const log = JSON.parse(text) as SarifLog;
    assertStructure(log, result);
    const byUri = (suffix: string) =>
      log.runs[0].results.filter((r) => r.locations[0]!.physicalLocation.artifactLocation.uri === `test/fixtures/bad-input/${suffix}`);
    assert.deepEqual(
      byUri('unclosed-bracket.yaml').map((r) => [
        r.ruleId,
        r.level,
        r.locations[0]!.physicalLocation.region.startLine,
        r.locations[0]!.physicalLocation.region.startColumn,
      ]),
      [['input/yaml-syntax', 'error', 10, 11]],
    );
    assert.deepEqual(
      byUri('empty.yaml').map((r) => [r.ruleId, r.level, r.locations[0]!.physicalLocation.region]),
      [['input/empty', 'note', { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 }]],
    );
    assert.ok(log.runs[0].results.some((r) => r.level === 'error'));
  });
});

describe('formatSarif: edge cases', () => {
  it('a clean run still has "results": []', async () => {
    const result = await cleanRun();
    const text = formatSarif(result);
    const log = JSON.parse(text) as SarifLog;
    assert.deepEqual(log.runs[0].results, []);
    assert.match(text, /"results": \[\]/);
    assertStructure(log, result);
  });

  it('suppressed findings stay, with their kind and justification', async () => {
    const result = await suppressedRun();
    const log = buildSarif(result);
    assertStructure(log, result);
    assert.ok(log.runs[0].results.length >= 2);
    assert.deepEqual(log.runs[0].results[0]!.suppressions, [{ kind: 'inSource', justification: 'accepted in review #0' }]);
    assert.deepEqual(log.runs[0].results[1]!.suppressions, [{ kind: 'external', justification: 'accepted in review #1' }]);
    const plain = buildSarif(await lintDir('examples/kind-demo'));
    assert.equal(plain.runs[0].results[0]!.suppressions, undefined, 'no suppressions on findings that are not suppressed');
  });

  it('fingerprints: Diagnostic.fingerprint when set, else a hash of rule + object + scenario, never positions', async () => {
    const base = await lintDir('examples/kind-demo');
    const found = base.diagnostics.find((x) => x.ruleId === 'resize/preempts')!;
    const fp = (x: Diagnostic) => buildSarif({ ...base, diagnostics: [x] }).runs[0].results[0]!.partialFingerprints[FINGERPRINT_KEY];
    assert.equal(fp({ ...found, fingerprint: 'from-the-policy-layer' }), 'from-the-policy-layer');
    const d = withoutFingerprint(found);
    assert.match(fp(d)!, /^[0-9a-f]{32}$/);
    assert.equal(fp({ ...d, range: at(90, 3, 91, 1) }), fp(d), 'moving the finding keeps its fingerprint');
    assert.equal(fp({ ...d, message: 'reworded' }), fp(d), 'rewording the message keeps its fingerprint');
    assert.notEqual(fp({ ...d, scenario: 'other' }), fp(d), 'another scenario is another finding');
    assert.notEqual(fp({ ...d, object: { kind: 'Pod', namespace: 'default', name: 'other' } }), fp(d), 'another object is another finding');
    // Two findings with one identity (two schema errors on one object) still get distinct fingerprints.
    const twice = buildSarif({ ...base, diagnostics: [d, { ...d, message: `${d.message} again` }] }).runs[0].results.map(
      (r) => r.partialFingerprints[FINGERPRINT_KEY],
    );
    assert.equal(new Set(twice).size, 2);
  });

  it('encodes awkward paths as relative URI references, describes unknown rule ids, clamps positions', async () => {
    const result = await awkwardRun();
    const log = buildSarif(result);
    assertStructure(log, result);
    const uris = log.runs[0].results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    assert.deepEqual(uris, [
      'deploy/with%20space/a%23b%3Fc%25d.yaml',
      '%3Cstdin%3E',
      'c%3Ad/e.yaml',
      '%C3%BCn%C3%AFcode/%E6%96%87%E4%BB%B6.yaml',
      'file:///abs/path/x.yaml',
    ]);
    assert.equal(log.runs[0].results[4]!.locations[0]!.physicalLocation.artifactLocation.uriBaseId, undefined, 'an absolute path is not relative to %SRCROOT%');
    assert.deepEqual(log.runs[0].results[0]!.locations[0]!.physicalLocation.region, { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 });
    assert.deepEqual(log.runs[0].results[1]!.locations[0]!.physicalLocation.region, { startLine: 3, startColumn: 5, endLine: 3, endColumn: 5 });
    assert.ok(
      log.runs[0].tool.driver.rules.some((r) => r.id === 'future/rule'),
      'an unknown id still gets a rule',
    );
  });
});

describe('every finding id has its documentation', () => {
  it('each built-in finding has a README row with its anchor, default severity and description; each rule its README', async () => {
    const { readFileSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.join(import.meta.dirname, '..', '..');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const b of BUILTIN_FINDINGS) {
      const row = readme.split('\n').find((l) => l.startsWith(`| <a id="finding-${b.id.replace('/', '-')}"></a>\`${b.id}\` |`));
      assert.ok(row !== undefined, `README has no row for ${b.id}`);
      assert.ok(row.includes(`| ${b.defaultSeverity} |`) && row.includes(b.description.replaceAll('|', '\\|')), `README row of ${b.id} says ${row}`);
    }
    for (const r of RULES) assert.ok(existsSync(path.join(root, r.meta.docs)), `${r.meta.docs} exists`);
  });
});
