/**
 * The Markdown summary: golden files for the kind demo (gate on and off) and for a scenario
 * whose victims are recreated, plus what must hold for any input: user content never breaks a
 * table or turns into markup, links point at the lines, the verdict follows --fail-on, and the
 * output is deterministic. `UPDATE_GOLDEN=1 node --import tsx --test test/report/markdown.test.ts`
 * rewrites the golden files; review the diff like code.
 */
import { describe, it } from 'node:test';
import { VERSION } from '../../src/core/version.ts';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import type { ScenarioResult } from '../../src/engine/result.ts';
import { parseFeatureGates } from '../../src/config/feature-gates.ts';
import { lintSources, type LintResult } from '../../src/index.ts';
import { discoverFiles } from '../../src/io/discover.ts';
import { readSourceFiles } from '../../src/io/read.ts';
import { codeFence, encodePathUri, escapeHtml, escapeMarkdown, escapeMarkdownCell, markdownCode } from '../../src/report/escape.ts';
import { describeChange, formatMarkdown } from '../../src/report/markdown.ts';
import { FORMATTERS } from '../../src/report/registry.ts';
import { deploymentPod, generatedFrom } from '../helpers/pod-names.ts';
import { normalizeOutput, ROOT } from '../helpers/cli.ts';
import { assertGolden } from '../helpers/golden.ts';

const GOLDEN = path.join(ROOT, 'test', 'fixtures', 'formats');
const GATE_OFF = 'InPlacePodVerticalScalingSchedulerPreemption=false';

/** `resizeguard check DIR` as a library call, files read from disk relative to the repository root. */
async function lintDir(dir: string, gates?: string): Promise<LintResult> {
  const found = await discoverFiles([dir], ROOT);
  const read = await readSourceFiles(found.files, ROOT);
  return lintSources(read.sources, { featureGates: parseFeatureGates(gates) }, [...found.diagnostics, ...read.diagnostics]);
}

const at = (line: number, column: number, endLine = line, endColumn = column + 1) => ({ start: { line, column }, end: { line: endLine, column: endColumn } });

/** Splits a table row into its cells at the `|` that are not escaped. */
function cells(row: string): string[] {
  assert.match(row, /^\| .* \|$/, `a table row: ${row}`);
  return row
    .slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((c) => c.trim());
}

function tableAfter(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  assert.ok(start >= 0, `no ${heading} in:\n${markdown}`);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

describe('formatMarkdown: golden files', () => {
  const cases: readonly { readonly file: string; readonly dir: string; readonly gates?: string }[] = [
    { file: 'kind-demo.md', dir: 'examples/kind-demo' },
    { file: 'kind-demo-gate-off.md', dir: 'examples/kind-demo', gates: GATE_OFF },
    { file: 'replacements.md', dir: 'test/fixtures/formats/replacements' },
  ];
  for (const c of cases) {
    it(`${c.dir}${c.gates ? ` (${c.gates})` : ''} → test/fixtures/formats/${c.file}`, async () => {
      const result = await lintDir(c.dir, c.gates);
      await assertGolden(path.join(GOLDEN, c.file), normalizeOutput(formatMarkdown(result)));
    });
  }

  it('the registry serves the same text', async () => {
    const result = await lintDir('examples/kind-demo');
    assert.equal(FORMATTERS.markdown(result), formatMarkdown(result));
  });
});

describe('formatMarkdown: content', () => {
  it('kind demo: the verdict, the resize, the victim and what it loses, the node before and after', async () => {
    const md = formatMarkdown(await lintDir('examples/kind-demo'));
    assert.match(md.split('\n')[0]!, /^## resizeguard: PASS, 2 warnings$/);
    const summary = tableAfter(md, '| resizes | completed | deferred | infeasible | rejected | pods preempted | errors | warnings | info |');
    assert.deepEqual(cells(`| resizes | ${summary[0]!.slice(2)}`).slice(1), ['1', '1', '0', '0', '0', '1', '0', '2', '0']);
    const resizes = tableAfter(md, '| pod | node | priority | from → to | outcome | reason | latency | victims |');
    assert.deepEqual(cells(resizes[0]!), [
      'default/high-priority-pod',
      'kind-control-plane',
      '1000000',
      'cpu 4 → 6, memory 1Gi',
      '✓ Completed',
      'PreemptedLowerPriority',
      // The victim's grace period is the wait, at most: nginx exits at once on SIGTERM.
      '≤ 30 s',
      'default/low-priority-pod',
    ]);
    const evictions = tableAfter(md, '| victim | node | priority | preempted by | grace period | PDB violated | owner | recreated |');
    assert.deepEqual(cells(evictions[0]!), [
      'default/low-priority-pod',
      'kind-control-plane',
      '1000',
      'default/high-priority-pod',
      '30s',
      'no',
      'Pod/default/low-priority-pod',
      '✗ no: a bare Pod is gone for good',
    ]);
    // 4 + 3 CPUs of 8 before, 6 of 8 after the low-priority pod is gone.
    assert.match(md, /kind-control-plane {2}cpu {7}█████████░ 7\/8 \(88%\) +████████░░ 6\/8 \(75%\)/);
    assert.match(md, /- \*\*warning\*\* \[examples\/kind-demo\/preemption-demo\.yaml:39:5\]\(examples\/kind-demo\/preemption-demo\.yaml#L39\): /);
    assert.ok(
      md.includes(`[resize/preempts](https://github.com/resizeguard/resizeguard/blob/v${VERSION}/examples/rules/resize/preempts/README.md)`),
      'the rule links to its docs at the release',
    );
  });

  it('a Deferred resize: marked, no latency, FAIL in the title', async () => {
    const md = formatMarkdown(await lintDir('examples/kind-demo', GATE_OFF));
    assert.match(md.split('\n')[0]!, /^## resizeguard: FAIL, 1 error/);
    const resizes = tableAfter(md, '| pod | node | priority | from → to | outcome | reason | latency | victims |');
    const row = cells(resizes[0]!);
    assert.equal(row[4], '○ Deferred');
    assert.equal(row[6], 'never');
    assert.equal(row[7], '-');
  });

  it('recreated victims: the replacement, where it went, and why it is Pending', async () => {
    const md = formatMarkdown(await lintDir('test/fixtures/formats/replacements'));
    const evictions = tableAfter(md, '| victim | node | priority | preempted by | grace period | PDB violated | owner | recreated |').map(cells);
    const victim = evictions[0]![0]!.slice('shop/'.length);
    const rs = victim.slice(0, -5);
    // The ReplicaSet replaces its pod under a new generated name (GenerateName), the StatefulSet under the same one.
    const replacement = /shop\/(\S+) left Pending/.exec(evictions[0]![7]!)![1]!;
    assert.match(victim, deploymentPod('batch'));
    assert.match(replacement, generatedFrom(rs));
    assert.notEqual(replacement, victim);
    assert.deepEqual(
      evictions.map((r) => [r[0], r[6], r[7]]),
      [
        [`shop/${victim}`, 'Deployment/shop/batch', `yes, by Deployment batch: shop/${replacement} left Pending`],
        ['shop/cache-0', 'StatefulSet/shop/cache', 'yes, by StatefulSet cache, same name after termination, left Pending'],
      ],
    );
    assert.ok(md.includes(`| shop/${replacement} | Deployment/shop/batch | ○ Pending | - | shop/${victim} | 0/1 nodes are available`));
  });

  it('the verdict follows failOn', async () => {
    const result = await lintDir('examples/kind-demo');
    assert.match(formatMarkdown(result, { failOn: 'warning' }), /^## resizeguard: FAIL, 2 warnings\n/);
    assert.match(formatMarkdown(result, { failOn: 'none' }), /^## resizeguard: PASS, 2 warnings\n/);
    assert.match(formatMarkdown({ ...result, diagnostics: [] }), /^## resizeguard: PASS, no findings\n/);
    const off = await lintDir('examples/kind-demo', GATE_OFF);
    assert.match(formatMarkdown(off, { failOn: 'none' }), /^## resizeguard: PASS, 1 error and 1 info\n/);
  });

  it('links: relative by default, under linkBase when given, none for standard input', async () => {
    const base = await lintDir('examples/kind-demo');
    const diagnostics: Diagnostic[] = [
      { ruleId: 'input/yaml-syntax', severity: 'error', message: 'from stdin', file: '<stdin>', range: at(3, 1) },
      { ruleId: 'input/yaml-syntax', severity: 'error', message: 'spaced', file: 'deploy/my app (v2)/a#1.yaml', range: at(7, 2, 9, 1) },
    ];
    const md = formatMarkdown({ ...base, diagnostics }, { linkBase: 'https://github.com/o/r/blob/0123abc/' });
    assert.match(md, /- \*\*error\*\* &lt;stdin&gt;:3:1: from stdin/);
    assert.ok(md.includes('[deploy/my app (v2)/a#1.yaml:7:2](https://github.com/o/r/blob/0123abc/deploy/my%20app%20%28v2%29/a%231.yaml#L7-L8)'), md);
    const relative = formatMarkdown({ ...base, diagnostics });
    assert.ok(relative.includes('](deploy/my%20app%20%28v2%29/a%231.yaml#L7-L8)'));
  });

  it('user content cannot break a table, open a tag or a code span, or start markup', async () => {
    const base = await lintDir('examples/kind-demo');
    const nasty = 'a|b <img src=x onerror=alert(1)> & `code` *em* _u_ [l](http://x) ~~s~~ \\ end\nsecond line';
    const scenarios = base.simulation.scenarios.map((s): ScenarioResult => ({
      ...s,
      resizes: s.resizes.map((r) => ({ ...r, pod: { namespace: 'ns|x', name: nasty }, reason: nasty, node: 'node|<1>' })),
    }));
    const diagnostics: Diagnostic[] = [{ ruleId: 'input/schema', severity: 'error', message: nasty, file: 'we|ird <f>.yaml', range: at(2, 3) }];
    const md = formatMarkdown({ ...base, simulation: { ...base.simulation, scenarios }, diagnostics });
    assert.doesNotMatch(md, /<img|<f>|<1>/, 'no raw HTML from the input');
    const resizes = tableAfter(md, '| pod | node | priority | from → to | outcome | reason | latency | victims |');
    assert.equal(cells(resizes[0]!).length, 8, 'the row keeps its 8 cells');
    assert.ok(
      resizes[0]!.includes('a\\|b &lt;img src=x onerror=alert(1)&gt; &amp; \\`code\\` \\*em\\* \\_u\\_ \\[l\\](http://x) \\~\\~s\\~\\~ \\\\ end second line'),
      resizes[0],
    );
    const finding = md.split('\n').find((l) => l.startsWith('- **error**'))!;
    assert.ok(finding.startsWith('- **error** [we\\|ird &lt;f&gt;.yaml:2:3](we%7Cird%20%3Cf%3E.yaml#L2): a\\|b &lt;img'), finding);
  });

  it('diff mode: the base ref and the file behind a new finding are code spans that show them as written', async () => {
    // A pull request compared with HEAD~1, its finding in a folder named with an underscore (a home-ops app such as home_assistant).
    const { marked } = await import('marked');
    const base = await lintDir('examples/kind-demo');
    const finding: Diagnostic = { ruleId: 'input/schema', severity: 'warning', message: 'm', file: 'apps/home_assistant/app.yaml', range: at(4, 3) };
    const empty = { newFindings: [finding], fixedFindings: [], newlyDeferred: [], newlyInfeasible: [], newlyRejected: [], newlyPreempted: [] };
    const diff = {
      ...empty,
      fixedDeferred: [],
      fixedInfeasible: [],
      fixedRejected: [],
      fixedPreempted: [],
      newEvictions: [],
      fixedEvictions: [],
      newPending: [],
      fixedPending: [],
    };
    const change = { base: 'origin/release_1~1', commit: '0123456789abcdef', diff, patches: new Map([[finding, '--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n']]) };
    const html = await marked.parse(formatMarkdown({ ...base, diagnostics: [finding], change }));
    assert.match(html, /<h3>Compared with <code>origin\/release_1~1<\/code> \(0123456789ab\)<\/h3>/);
    assert.match(html, /The change behind <code>apps\/home_assistant\/app\.yaml:4<\/code> \(input\/schema\):/);
  });

  it('suppressed findings are counted, not listed', async () => {
    const base = await lintDir('examples/kind-demo');
    const diagnostics = base.diagnostics.map((d, i): Diagnostic => (i === 0 ? { ...d, suppressed: { kind: 'external', justification: 'accepted' } } : d));
    const md = formatMarkdown({ ...base, diagnostics });
    assert.match(md, /^## resizeguard: PASS, 1 warning\n/);
    assert.match(
      md,
      /\| resizes \| completed \| deferred \| infeasible \| rejected \| pods preempted \| errors \| warnings \| info \| suppressed \|\n.*\n\| 1 \| 1 \| 0 \| 0 \| 0 \| 1 \| 0 \| 1 \| 0 \| 1 \|/,
    );
    assert.equal(md.split('\n').filter((l) => l.startsWith('- **warning**')).length, 1);
    assert.match(md, /1 suppressed finding is not listed/);
  });

  it('long tables stop at maxRows and say how many rows are left out', async () => {
    const base = await lintDir('examples/kind-demo');
    const diagnostics = Array.from({ length: 5 }, (_, i): Diagnostic => ({
      ruleId: 'input/schema',
      severity: 'warning',
      message: `finding ${i}`,
      file: 'x.yaml',
      range: at(i + 1, 1),
    }));
    const md = formatMarkdown({ ...base, diagnostics }, { maxRows: 2 });
    assert.equal(md.split('\n').filter((l) => l.startsWith('- **')).length, 2);
    assert.match(md, /- … and 3 more \(the JSON and SARIF reports list them all\)/);
  });

  it('is deterministic', async () => {
    assert.equal(formatMarkdown(await lintDir('test/fixtures/bad-input')), formatMarkdown(await lintDir('test/fixtures/bad-input')));
  });
});

describe('describeChange', () => {
  it('shows each resource once, with an arrow where it changes', () => {
    const list = (cpu: bigint, memory: bigint) =>
      new Map([
        ['cpu', cpu],
        ['memory', memory],
      ]);
    assert.equal(describeChange(list(4000n, 1024n ** 3n), list(6000n, 1024n ** 3n)), 'cpu 4 → 6, memory 1Gi');
    assert.equal(describeChange(list(500n, 256n * 1024n ** 2n), list(1500n, 512n * 1024n ** 2n)), 'cpu 500m → 1500m, memory 256Mi → 512Mi');
    assert.equal(describeChange(new Map(), new Map()), '-');
  });
});

describe('escape helpers (src/report/escape.ts)', () => {
  it('escapeMarkdown: entities for HTML, backslashes for markdown punctuation, one line', () => {
    assert.equal(escapeMarkdown('a|b'), 'a\\|b');
    assert.equal(escapeMarkdown('<b>&amp;</b>'), '&lt;b&gt;&amp;amp;&lt;/b&gt;');
    assert.equal(escapeMarkdown('`x` *y* _z_ [a](b) ~s~ \\'), '\\`x\\` \\*y\\* \\_z\\_ \\[a\\](b) \\~s\\~ \\\\');
    assert.equal(escapeMarkdown('one\r\ntwo\nthree'), 'one two three');
    assert.equal(escapeMarkdown('plain text, "quoted" 1.5Gi'), 'plain text, "quoted" 1.5Gi');
    assert.equal(escapeMarkdownCell(''), '-');
  });

  it('markdownCode: a backtick run longer than any inside, pipes escaped in tables', () => {
    assert.equal(markdownCode('a=b'), '`a=b`');
    assert.equal(markdownCode('a`b'), '``a`b``');
    assert.equal(markdownCode('`a`'), '`` `a` ``');
    assert.equal(markdownCode('a|b'), '`a|b`');
    assert.equal(markdownCode('a|b', true), '`a\\|b`');
  });

  it('codeFence: longer than any backtick run of three or more inside', () => {
    assert.equal(codeFence('plain'), '```');
    assert.equal(codeFence('x ``` y'), '````');
    assert.equal(codeFence('x ````` y'), '``````');
  });

  it('encodePathUri: each segment percent-encoded, slashes kept', () => {
    assert.equal(encodePathUri('a/b c/d#e?f%g.yaml'), 'a/b%20c/d%23e%3Ff%25g.yaml');
    assert.equal(encodePathUri("x/(it's)!*.yaml"), 'x/%28it%27s%29%21%2A.yaml');
    assert.equal(encodePathUri('c:/x'), 'c%3A/x');
    assert.equal(encodePathUri('ü.yaml'), '%C3%BC.yaml');
  });

  it('escapeHtml: the five HTML specials', () => {
    assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
