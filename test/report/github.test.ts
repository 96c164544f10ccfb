/**
 * GitHub annotations: the workflow commands (`--format github`) and the properties the Action
 * passes to @actions/core. Escaping follows the runner (actions/toolkit `command.ts`): data
 * escapes %, CR, LF; property values also ":" and ",". Columns only on single-line ranges.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { parseFeatureGates } from '../../src/config/feature-gates.ts';
import { lintSources, type LintResult } from '../../src/index.ts';
import { discoverFiles } from '../../src/io/discover.ts';
import { readSourceFiles } from '../../src/io/read.ts';
import { escapeCommandData, escapeCommandProperty } from '../../src/report/escape.ts';
import { annotationsFor, formatGithub, formatWorkflowCommand } from '../../src/report/github.ts';
import { compareRuns } from '../../src/diff/compare.ts';
import { FORMATTERS } from '../../src/report/registry.ts';
import { ROOT } from '../helpers/cli.ts';

/** `resizeguard check DIR` as a library call, files read from disk relative to the repository root. */
async function lintDir(dir: string, gates?: string): Promise<LintResult> {
  const found = await discoverFiles([dir], ROOT);
  const read = await readSourceFiles(found.files, ROOT);
  return lintSources(read.sources, { featureGates: parseFeatureGates(gates) }, [...found.diagnostics, ...read.diagnostics]);
}

const at = (line: number, column: number, endLine: number, endColumn: number) => ({ start: { line, column }, end: { line: endLine, column: endColumn } });

/** Reverses the runner's escaping of one command line: [command, properties, message]. */
function parseCommand(line: string): [string, Record<string, string>, string] {
  const m = /^::([a-z]+) ?([^:]*)::(.*)$/.exec(line);
  assert.ok(m, `a workflow command: ${line}`);
  const unescape = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  const props: Record<string, string> = {};
  for (const kv of m[2]!.split(',').filter((x) => x !== '')) {
    const i = kv.indexOf('=');
    props[kv.slice(0, i)] = unescape(kv.slice(i + 1));
  }
  return [m[1]!, props, unescape(m[3]!)];
}

describe('formatGithub: examples/kind-demo', () => {
  it('one command per finding, with file, position and the rule id as title', async () => {
    const result = await lintDir('examples/kind-demo');
    const text = formatGithub(result);
    assert.equal(FORMATTERS.github(result), text);
    const lines = text.trimEnd().split('\n');
    assert.equal(lines.length, result.diagnostics.length);
    const preempts = lines.map(parseCommand).find(([, p]) => p['title'] === 'resize/preempts');
    assert.ok(preempts);
    const [command, props, message] = preempts;
    assert.equal(command, 'warning');
    assert.deepEqual(props, {
      file: 'examples/kind-demo/preemption-demo.yaml',
      line: '39',
      col: '5',
      endLine: '39',
      endColumn: '13',
      title: 'resize/preempts',
    });
    const [first, ...related] = message.split('\n');
    assert.match(first!, /^scenario "seed-demo": resizing "default\/high-priority-pod" .* preempts 1 lower-priority pod/);
    assert.ok(
      related.some((l) => /^examples\/kind-demo\/preemption-demo\.yaml:\d+:\d+: victim default\/low-priority-pod/.test(l)),
      'related locations follow, one per line',
    );
    assert.ok(text.endsWith('\n'));
  });

  it('annotationsFor: the same findings as @actions/core properties', async () => {
    const result = await lintDir('examples/kind-demo', 'InPlacePodVerticalScalingSchedulerPreemption=false');
    const annotations = annotationsFor(result);
    const deferred = annotations.find((a) => a.properties.title === 'resize/deferred');
    assert.ok(deferred);
    assert.equal(deferred.level, 'error');
    assert.deepEqual(deferred.properties, {
      title: 'resize/deferred',
      file: 'examples/kind-demo/preemption-demo.yaml',
      startLine: 39,
      endLine: 39,
      startColumn: 5,
      endColumn: 13,
    });
    assert.ok(
      annotations.some((a) => a.level === 'notice'),
      'info findings are notices',
    );
    assert.deepEqual(annotations.map(formatWorkflowCommand).join('\n') + '\n', formatGithub(result));
  });

  it('a clean run prints nothing', async () => {
    const result = { ...(await lintDir('examples/kind-demo')), diagnostics: [] };
    assert.equal(formatGithub(result), '');
    assert.deepEqual(annotationsFor(result), []);
  });
});

describe('formatGithub: positions, escaping, suppressions', () => {
  async function withDiagnostics(diagnostics: Diagnostic[]): Promise<LintResult> {
    return { ...(await lintDir('examples/kind-demo')), diagnostics };
  }

  it('multi-line ranges have lines only; single-line ranges get inclusive end columns', async () => {
    const result = await withDiagnostics([
      { ruleId: 'input/schema', severity: 'error', message: 'a', file: 'a.yaml', range: at(3, 5, 6, 2) },
      { ruleId: 'input/schema', severity: 'warning', message: 'b', file: 'b.yaml', range: at(4, 7, 4, 12) },
      { ruleId: 'input/empty', severity: 'info', message: 'c', file: 'c.yaml', range: at(1, 1, 1, 1) },
      { ruleId: 'input/schema', severity: 'error', message: 'd', file: 'd.yaml', range: at(0, 0, 0, 0) },
    ]);
    assert.deepEqual(
      annotationsFor(result).map((a) => a.properties),
      // Errors first, then warnings, then notices.
      [
        { title: 'input/schema', file: 'a.yaml', startLine: 3, endLine: 6 },
        { title: 'input/schema', file: 'd.yaml', startLine: 1, endLine: 1, startColumn: 1, endColumn: 1 },
        { title: 'input/schema', file: 'b.yaml', startLine: 4, endLine: 4, startColumn: 7, endColumn: 11 },
        { title: 'input/empty', file: 'c.yaml', startLine: 1, endLine: 1, startColumn: 1, endColumn: 1 },
      ],
    );
    assert.deepEqual(formatGithub(result).split('\n').slice(0, 4), [
      '::error file=a.yaml,line=3,endLine=6,title=input/schema::a',
      '::error file=d.yaml,line=1,col=1,endLine=1,endColumn=1,title=input/schema::d',
      '::warning file=b.yaml,line=4,col=7,endLine=4,endColumn=11,title=input/schema::b',
      '::notice file=c.yaml,line=1,col=1,endLine=1,endColumn=1,title=input/empty::c',
    ]);
  });

  it("one annotation per place and rule (a workload's replicas), at most 10 per level, then a notice counting the rest", async () => {
    const finding = (file: string, line: number, severity: Diagnostic['severity'], message: string): Diagnostic => ({
      ruleId: 'resize/deferred',
      severity,
      message,
      file,
      range: at(line, 3, line, 9),
    });
    const diagnostics = [
      ...Array.from({ length: 3 }, (_, i) => finding('web.yaml', 20, 'error', `replica ${i}`)),
      ...Array.from({ length: 14 }, (_, i) => finding(`w${i}.yaml`, 5, 'warning', `w${i}`)),
      ...Array.from({ length: 12 }, (_, i) => finding(`e${i}.yaml`, 5, 'error', `e${i}`)),
    ];
    const annotations = annotationsFor(await withDiagnostics(diagnostics));
    assert.equal(annotations.filter((a) => a.level === 'error').length, 10);
    assert.equal(annotations.filter((a) => a.level === 'warning').length, 10);
    assert.match(annotations[0]!.message, /^replica 0\n\(and 2 more resize\/deferred findings here, one per replica/);
    const closing = annotations.at(-1)!;
    assert.equal(closing.level, 'notice');
    // Left out: 3 error groups (3 findings) and 4 warnings.
    assert.match(closing.message, /^resizeguard: 7 more findings \(3 errors, 4 warnings, 0 info\) are not annotated/);
  });

  it('in diff mode, findings on the files the change touched come first', async () => {
    const mk = (file: string): Diagnostic => ({ ruleId: 'resize/deferred', severity: 'error', message: file, file, range: at(2, 1, 2, 2) });
    const diagnostics = Array.from({ length: 12 }, (_, i) => mk(`f${String(i).padStart(2, '0')}.yaml`));
    const base = await withDiagnostics(diagnostics);
    const touched = diagnostics.slice(10);
    const result: LintResult = {
      ...base,
      change: { base: 'HEAD', commit: 'c', diff: compareRuns(base, base), patches: new Map(touched.map((d) => [d, 'patch'])) },
    };
    const files = annotationsFor(result)
      .filter((a) => a.level === 'error')
      .map((a) => a.message);
    assert.deepEqual(files.slice(0, 2), ['f10.yaml', 'f11.yaml']);
    assert.equal(files.length, 10);
  });

  it('escapes data and properties as the runner requires', async () => {
    const result = await withDiagnostics([
      { ruleId: 'input/schema', severity: 'error', message: '100% sure:\r\nline two, "x"::y', file: 'dir,with:odd%chars/f.yaml', range: at(2, 1, 2, 4) },
    ]);
    const line = formatGithub(result).trimEnd();
    assert.equal(
      line,
      '::error file=dir%2Cwith%3Aodd%25chars/f.yaml,line=2,col=1,endLine=2,endColumn=3,title=input/schema::100%25 sure:\\u000d%0Aline two, "x"::y',
      'a CR is shown (\\u000d), never sent: it would overwrite the log line',
    );
    assert.equal(line.split('\n').length, 1, 'one physical line per annotation');
    const [, props, message] = parseCommand(line);
    assert.equal(props['file'], 'dir,with:odd%chars/f.yaml');
    assert.equal(message, '100% sure:\\u000d\nline two, "x"::y');
  });

  it('standard input has no file to annotate: title only', async () => {
    const result = await withDiagnostics([{ ruleId: 'input/yaml-syntax', severity: 'error', message: 'bad', file: '<stdin>', range: at(2, 1, 2, 2) }]);
    assert.deepEqual(annotationsFor(result)[0]!.properties, { title: 'input/yaml-syntax' });
    assert.equal(formatGithub(result), '::error title=input/yaml-syntax::bad\n');
  });

  it('suppressed findings are not annotated', async () => {
    const base = await lintDir('examples/kind-demo');
    const diagnostics = base.diagnostics.map((d, i): Diagnostic => (i === 0 ? { ...d, suppressed: { kind: 'inSource', justification: 'known' } } : d));
    assert.equal(annotationsFor({ ...base, diagnostics }).length, base.diagnostics.length - 1);
  });

  it('escape helpers', () => {
    assert.equal(escapeCommandData('a%b\rc\nd:e,f'), 'a%25b%0Dc%0Ad:e,f');
    assert.equal(escapeCommandProperty('a%b\rc\nd:e,f'), 'a%25b%0Dc%0Ad%3Ae%2Cf');
  });
});
