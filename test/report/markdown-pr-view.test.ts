/**
 * The pull-request view of the Markdown report: what fails first (grouped by workload, most
 * serious first), then the findings, the preemptions, and per scenario the fullest nodes, a
 * Mermaid timeline and the full tables folded in <details>; a size limit (a comment's 65,536
 * characters, a job summary's 1 MiB) met by leaving out the least important parts, and saying so.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseFeatureGates } from '../../src/config/feature-gates.ts';
import type { ScenarioResult } from '../../src/engine/result.ts';
import { lintSources, type LintResult } from '../../src/index.ts';
import { discoverFiles } from '../../src/io/discover.ts';
import { readSourceFiles } from '../../src/io/read.ts';
import { commentBody, SUMMARY_LIMIT } from '../../src/action/main.ts';
import { MAX_COMMENT_CHARS } from '../../src/action/comment.ts';
import { formatMarkdown } from '../../src/report/markdown.ts';
import { ROOT } from '../helpers/cli.ts';
import { GeneratedCluster } from '../helpers/generated.ts';

const GATE_OFF = 'InPlacePodVerticalScalingSchedulerPreemption=false';

async function lintDir(dir: string, gates?: string): Promise<LintResult> {
  const found = await discoverFiles([dir], ROOT);
  const read = await readSourceFiles(found.files, ROOT);
  return lintSources(read.sources, { featureGates: parseFeatureGates(gates) }, [...found.diagnostics, ...read.diagnostics]);
}

function headings(md: string): string[] {
  return md.split('\n').filter((l) => l.startsWith('### '));
}

function mermaidBlocks(md: string): string[][] {
  const out: string[][] = [];
  const lines = md.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```mermaid') continue;
    const end = lines.indexOf('```', i + 1);
    out.push(lines.slice(i + 1, end));
    i = end;
  }
  return out;
}

/** The table rows under a heading (the header and its separator left out). */
function rowsAfter(md: string, heading: string): string[] {
  const lines = md.split('\n');
  const start = lines.indexOf(heading);
  assert.ok(start >= 0, `no ${heading}`);
  const table = lines.slice(start + 1).findIndex((l) => l.startsWith('|'));
  const rows: string[] = [];
  for (const l of lines.slice(start + 1 + table + 2)) {
    if (!l.startsWith('|')) break;
    rows.push(l);
  }
  return rows;
}

describe('markdown: the pull-request view', () => {
  it('kind demo: what fails, findings and preemptions come before the scenarios, each with its picture and timeline', async () => {
    const md = formatMarkdown(await lintDir('examples/kind-demo'));
    assert.deepEqual(headings(md), ['### What fails', '### Findings', '### Preemptions', '### Scenario "cluster-state"', '### Scenario "seed-demo"']);
    assert.match(md, /### What fails\n\nNothing: every simulated resize completes/);
    // Deferred until its victim's grace period is over (30 s), then completed; the victim terminating meanwhile.
    const [chart] = mermaidBlocks(md);
    assert.deepEqual(chart!.slice(0, 4), ['gantt', '  title Scenario seed-demo (minutes and seconds after it starts)', '  dateFormat x', '  axisFormat %M:%S']);
    assert.deepEqual(chart!.slice(4), [
      '  section default/high-priority-pod',
      '  resize Deferred :crit, 0, 30000',
      '  ResizeCompleted :milestone, 30000, 30000',
      '  section default/low-priority-pod',
      '  terminating (preempted) :active, 0, 30000',
    ]);
    // The full tables are folded, with a blank line so GitHub renders the Markdown inside.
    assert.match(md, /<details><summary>Every resize, placement and node of "seed-demo" \(1 resize, 0 placements\)<\/summary>\n\n\*\*Resizes\*\*/);
  });

  it('gate off: the Deferred resize leads, info findings are folded, no timeline when nothing happens after t=0', async () => {
    const md = formatMarkdown(await lintDir('examples/kind-demo', GATE_OFF));
    assert.deepEqual(rowsAfter(md, '### What fails'), ['| ○ Deferred | Pod default/high-priority-pod | seed-demo | 1 | kind-control-plane | GateDisabled |']);
    assert.match(md, /<details><summary>1 info finding<\/summary>\n\n- \*\*info\*\* /);
    assert.equal(mermaidBlocks(md).length, 0);
  });

  it('a workload name cannot escape the Mermaid grammar', async () => {
    const base = await lintDir('examples/kind-demo');
    const nasty = 'x:crit, 0, 9\n  section y; %% #z `';
    const rename = (o: string): string => o.replace('high-priority-pod', nasty);
    const scenarios = base.simulation.scenarios.map((s): ScenarioResult => ({
      ...s,
      resizes: s.resizes.map((r) => ({ ...r, pod: { ...r.pod, name: rename(r.pod.name) } })),
      events: [...s.events].map((e) => ({ ...e, object: rename(e.object) })),
    }));
    const [chart] = mermaidBlocks(formatMarkdown({ ...base, simulation: { ...base.simulation, scenarios } }));
    for (const line of chart!.slice(4)) assert.match(line, /^ {2}(section [\w./() -]+|[\w./() -]+ :(crit|active|milestone), \d+, \d+)$/, line);
    assert.ok(chart!.includes('  section default/x_crit_ 0_ 9_  section y_ __ _z _'));
  });
});

describe('markdown: a 6,000-pod cluster within GitHub limits', () => {
  let g: GeneratedCluster;
  let result: LintResult;
  before(async () => {
    g = await GeneratedCluster.write('rg-md-', 200);
    result = g.lint();
  });
  after(() => g.remove());

  it('what fails is grouped by workload: Deferred (errors), then resizing pods preempted, then Pending', () => {
    assert.equal(rowsAfter(formatMarkdown(result), '### What fails').length, 50, 'maxRows rows, then a count');
    const rows = rowsAfter(formatMarkdown(result, { maxRows: 500 }), '### What fails');
    const kinds = rows.map((r) => r.split(' | ')[0]!.slice(2));
    const order = ['○ Deferred', '✗ resizing pod preempted', '○ Pending'];
    assert.deepEqual([...new Set(kinds)], order, 'most serious first, each kind together');
    const firstPreempted = kinds.indexOf('✗ resizing pod preempted');
    // One row per workload: 30 replicas, one line.
    assert.match(rows[firstPreempted]!, /^\| ✗ resizing pod preempted \| Deployment team-\d+\/app-\d+ \| grow-25 \| \d+ \| /);
  });

  it('a comment fits in 65,536 characters and says what it leaves out', () => {
    const whole = formatMarkdown(result);
    assert.ok(whole.length > MAX_COMMENT_CHARS, `the whole report is ${whole.length} characters`);
    const body = commentBody(result, { linkBase: '', failOn: 'error' });
    assert.ok(body.length <= MAX_COMMENT_CHARS, String(body.length));
    assert.match(
      body,
      /To fit GitHub's limit of 65,536 characters for a comment, this report leaves out [^\n]*; the JSON report and the SARIF upload have everything\./,
    );
    assert.ok(body.includes('### What fails') && body.includes('### Findings'), 'what fails is never what is left out');
  });

  it('tighter limits leave out more, most important parts last; a byte limit counts UTF-8', () => {
    let previous = Infinity;
    for (const chars of [40_000, 20_000, 10_000]) {
      const md = formatMarkdown(result, { limit: { chars, what: 'the test' } });
      assert.ok(md.length <= chars, `${md.length} > ${chars}`);
      assert.ok(md.length <= previous);
      assert.match(md.split('\n')[0]!, /^## resizeguard: FAIL/);
      previous = md.length;
    }
    const tiny = formatMarkdown(result, { limit: { chars: 3_000, what: 'the test' } });
    assert.ok(tiny.length <= 3_000);
    assert.match(tiny, /… cut to fit the test; the JSON report and the SARIF upload have everything\.\n$/);
    const bytes = formatMarkdown(result, { limit: { bytes: 30_000, what: 'the test' } });
    assert.ok(Buffer.byteLength(bytes) <= 30_000);
    // A job summary's 1 MiB holds this whole report: nothing is left out.
    assert.equal(formatMarkdown(result, { limit: SUMMARY_LIMIT }), formatMarkdown(result));
  });
});
