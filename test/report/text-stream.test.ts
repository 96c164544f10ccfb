/**
 * The text report is written in chunks of lines (at cluster scale it is a million lines), its
 * tables row by row: the chunks must join to exactly the report built whole, the way it reads —
 * findings, then per scenario a title and two tables, then the summary, parts apart by a blank
 * line — whatever the number of lines against the chunk size.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { describeResources } from '../../src/engine/settle.ts';
import type { LintResult } from '../../src/index.ts';
import { scenarioRank } from '../../src/report/json.ts';
import { renderTable, tableLines } from '../../src/report/table.ts';
import { formatDiagnosticLine, formatText, joinedParts, textChunks } from '../../src/report/text.ts';
import { buildCli, inProcess, spawned } from '../helpers/cli.ts';
import { GeneratedCluster } from '../helpers/generated.ts';

/** A table the plain way: every row held, each column as wide as its widest cell. */
function wholeTable(header: readonly string[], rows: readonly (readonly string[])[], indent = '  '): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all
    .map(
      (r) =>
        indent +
        r
          .map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i]! - c.length)))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

/** The report's scenario sections built whole: the oracle for the ones written row by row. */
const WAITS = new Set(['PreemptedLowerPriority', 'KubeletPreemptedForCriticalPod', 'CompletedAfterRetry']);

function wholeScenarios(result: LintResult): string[] {
  const rank = scenarioRank(result);
  const key = (p: { namespace: string; name: string }): string => `${p.namespace}/${p.name}`;
  const byKey = <T extends { pod: { namespace: string; name: string } }>(items: readonly T[]): T[] =>
    [...items].sort((a, b) => (key(a.pod) < key(b.pod) ? -1 : 1));
  return [...result.simulation.scenarios]
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((s) => {
      const parts = [
        `scenario ${JSON.stringify(s.name)}: ${s.resizes.length} resize${s.resizes.length === 1 ? '' : 's'}, ${s.placements.length} placement${s.placements.length === 1 ? '' : 's'}, ${s.evictions.length} pod${s.evictions.length === 1 ? '' : 's'} preempted${s.truncated ? ' (stopped at the step limit before settling)' : ''}`,
      ];
      const rows = byKey(s.resizes).map((r) => [
        key(r.pod),
        r.node ?? '-',
        String(r.priority),
        describeResources(r.from) || '-',
        describeResources(r.to) || '-',
        r.outcome,
        r.reason,
        // A wait for pods to terminate is taken at their full grace period: an upper bound.
        r.latencySeconds === null ? '-' : `${r.latencySeconds > 0 && WAITS.has(r.reason) ? '≤ ' : ''}${r.latencySeconds} s`,
        r.preempted.map(key).join(', ') || '-',
      ]);
      if (rows.length > 0) parts.push(wholeTable(['POD', 'NODE', 'PRIORITY', 'FROM', 'TO', 'OUTCOME', 'REASON', 'LATENCY', 'PREEMPTED'], rows));
      const placed = byKey(s.placements).map((p) => [
        key(p.pod),
        `${p.owner.kind}/${p.owner.name}`,
        p.node ?? 'Pending',
        p.preempted.map(key).join(', ') || '-',
      ]);
      if (placed.length > 0) parts.push(wholeTable(['PLACED POD', 'OWNER', 'NODE', 'PREEMPTED'], placed));
      return parts.join('\n');
    });
}

describe('the text report in chunks', () => {
  it('joinedParts: parts apart by a blank line and a final newline, whatever the chunk size', () => {
    const lines = (n: number): string[] => Array.from({ length: n }, (_, i) => `line ${i}`);
    const cases: (string | string[])[][] = [
      [],
      ['only'],
      [lines(0)],
      [lines(1)],
      ['head', lines(3), lines(4), lines(0), 'tail'],
      [lines(5), lines(6), lines(7)],
    ];
    for (const parts of cases) {
      const whole = `${parts.map((p) => (typeof p === 'string' ? p : p.join('\n'))).join('\n\n')}\n`;
      for (const size of [1, 2, 3, 4, 4096]) {
        const chunks = [...joinedParts(parts, size)];
        assert.equal(chunks.join(''), whole, `${JSON.stringify(parts)} in chunks of ${size} lines`);
        if (size === 3)
          for (const p of parts)
            if (typeof p !== 'string' && p.length > 3)
              assert.ok(
                chunks.some((c) => c.startsWith('\n') && !c.startsWith('\n\n')),
                'a part longer than a chunk spans chunks',
              );
      }
    }
  });

  it('tableLines: columns as wide as their widest cell, the last column unpadded, trailing spaces trimmed', () => {
    const rows = [
      ['a', 'bbbb', 'c'],
      ['dddddd', '', 'e e'],
      ['f', 'g', ''],
    ];
    for (const indent of ['', '  ', '    ']) {
      assert.equal(renderTable(['H1', 'H2', 'LAST'], rows, indent), wholeTable(['H1', 'H2', 'LAST'], rows, indent));
      assert.equal([...tableLines(['H1', 'H2', 'LAST'], rows.length, (i) => rows[i]!, indent)].join('\n'), wholeTable(['H1', 'H2', 'LAST'], rows, indent));
    }
    assert.equal(renderTable(['ONLY', 'HEADER'], []), '  ONLY  HEADER');
  });

  describe('on a cluster whose tables are longer than a chunk', () => {
    let g: GeneratedCluster;
    before(async () => {
      await buildCli();
      g = await GeneratedCluster.write('rg-text-', 160);
    });
    after(() => g.remove());

    it('the chunks join to the report built whole (--verbose: every row)', () => {
      const result = g.lint();
      const chunks = [...textChunks(result, { verbose: true })];
      assert.ok(
        result.simulation.scenarios.some((s) => s.resizes.length > 4096 && s.evictions.length > 0),
        'a table longer than a chunk, with victims',
      );
      assert.ok(chunks.length > 3, `several chunks (${chunks.length})`);
      const text = chunks.join('');
      assert.equal(text, formatText(result, { verbose: true }));
      const findings = result.diagnostics
        .filter((d) => d.suppressed === undefined)
        .map(formatDiagnosticLine)
        .join('\n');
      const head = `${wholeScenarios(result).join('\n\n')}\n\n`;
      assert.ok(text.startsWith(head), 'each scenario with its two tables first');
      assert.equal(
        text
          .slice(head.length)
          .replace(/^read \d+ objects of \d+ kinds\n\n/, '')
          .replace(/\d+ resizes simulated on 160 nodes \([^)]*\): .*\n$/, ''),
        `${findings}\n\n`,
        'then the findings, then the summary line',
      );
    });

    it('by default a few lines: each scenario grouped by workload, at most 50 findings, the summary last', () => {
      const result = g.lint();
      const text = formatText(result);
      const lines = text.trimEnd().split('\n');
      assert.ok(lines.length < 200, `${lines.length} lines`);
      assert.match(lines.at(-1)!, /^\d+ resizes simulated on 160 nodes/);
      const shown = result.diagnostics.filter((d) => d.suppressed === undefined);
      const findingLines = lines.filter((l) => /^\S+:\d+:\d+: (error|warning|info): /.test(l));
      assert.equal(findingLines.length, Math.min(shown.length, 50));
      if (shown.length > 50) assert.ok(lines.some((l) => l.startsWith(`and ${shown.length - 50} more findings`)));
    });

    it('the published command prints and writes the same bytes as main()', async () => {
      const args = ['check', 'cluster.json', 'scenario.json', '--fail-on', 'none', '--format', 'text'];
      const printed = await inProcess.run({ args, cwd: g.dir });
      const result = g.lint();
      assert.equal(printed.stdout, formatText(result));
      const toStdout = await spawned.run({ args, cwd: g.dir });
      assert.equal(toStdout.exitCode, 0, toStdout.stderr);
      assert.equal(toStdout.stdout, printed.stdout);
      const toFile = await spawned.run({ args: [...args, '--output', 'out/report.txt'], cwd: g.dir });
      assert.equal(toFile.exitCode, 0, toFile.stderr);
      assert.equal(await readFile(path.join(g.dir, 'out', 'report.txt'), 'utf8'), printed.stdout);
    });
  });
});
