/**
 * JUnit XML: well-formed (checked by a small parser below: elements balance, attributes are
 * quoted, only the five predefined entities and character references appear), counts that
 * match the testcases, one suite per scenario after "inputs", stable test names.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { parseFeatureGates } from '../../src/config/feature-gates.ts';
import { lintSources, type LintResult } from '../../src/index.ts';
import { discoverFiles } from '../../src/io/discover.ts';
import { readSourceFiles } from '../../src/io/read.ts';
import { escapeXmlAttribute, escapeXmlText } from '../../src/report/escape.ts';
import { formatJunit } from '../../src/report/junit.ts';
import { FORMATTERS } from '../../src/report/registry.ts';
import { ROOT } from '../helpers/cli.ts';

/** `resizeguard check DIR` as a library call, files read from disk relative to the repository root. */
async function lintDir(dir: string, gates?: string): Promise<LintResult> {
  const found = await discoverFiles([dir], ROOT);
  const read = await readSourceFiles(found.files, ROOT);
  return lintSources(read.sources, { featureGates: parseFeatureGates(gates) }, [...found.diagnostics, ...read.diagnostics]);
}

interface XmlElement {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

function decode(s: string): string {
  assert.doesNotMatch(s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, ''), /&/, `a bare "&" or unknown entity in ${JSON.stringify(s)}`);
  return s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e]!;
  });
}

/** A strict little XML parser for what formatJunit writes; fails the test on anything malformed. */
function parseXml(xml: string): XmlElement {
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n'), 'XML declaration');
  const body = xml.slice(xml.indexOf('\n') + 1);
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token = /<\/([A-Za-z-]+)>|<([A-Za-z-]+)((?:\s+[A-Za-z-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < body.length && (m = token.exec(body)) !== null) {
    pos = token.lastIndex;
    const top = stack[stack.length - 1]!;
    if (m[1] !== undefined) {
      assert.equal(m[1], top.name, `</${m[1]}> closes <${top.name}>`);
      stack.pop();
    } else if (m[2] !== undefined) {
      const attrs: Record<string, string> = {};
      for (const a of m[3]!.matchAll(/([A-Za-z-]+)="([^"]*)"/g)) {
        assert.ok(!(a[1]! in attrs), `duplicate attribute ${a[1]}`);
        attrs[a[1]!] = decode(a[2]!);
      }
      const el: XmlElement = { name: m[2], attrs, children: [], text: '' };
      top.children.push(el);
      if (m[4] !== '/') stack.push(el);
    } else {
      top.text += decode(m[5]!);
    }
  }
  assert.equal(pos, body.length, `unparsable XML at ${JSON.stringify(body.slice(pos, pos + 60))}`);
  assert.equal(stack.length, 1, 'every element is closed');
  assert.equal(root.children.length, 1, 'one root element');
  return root.children[0]!;
}

function testcases(suite: XmlElement): XmlElement[] {
  return suite.children.filter((c) => c.name === 'testcase');
}

function assertCounts(root: XmlElement): void {
  assert.equal(root.name, 'testsuites');
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  for (const suite of root.children) {
    assert.equal(suite.name, 'testsuite');
    const cases = testcases(suite);
    const f = cases.filter((c) => c.children.some((x) => x.name === 'failure')).length;
    const s = cases.filter((c) => c.children.some((x) => x.name === 'skipped')).length;
    assert.deepEqual(
      [suite.attrs['tests'], suite.attrs['failures'], suite.attrs['errors'], suite.attrs['skipped']],
      [String(cases.length), String(f), '0', String(s)],
      `counts of suite ${suite.attrs['name']}`,
    );
    const names = cases.map((c) => `${c.attrs['classname']}/${c.attrs['name']}`);
    assert.equal(new Set(names).size, names.length, 'testcase names are unique within a suite');
    tests += cases.length;
    failures += f;
    skipped += s;
  }
  assert.deepEqual(
    [root.attrs['tests'], root.attrs['failures'], root.attrs['errors'], root.attrs['skipped']],
    [String(tests), String(failures), '0', String(skipped)],
  );
}

describe('formatJunit', () => {
  it('kind demo: "inputs" first, a suite per scenario, the resize passes with its warning in system-out', async () => {
    const result = await lintDir('examples/kind-demo');
    const xml = formatJunit(result);
    assert.equal(FORMATTERS.junit(result), xml);
    const root = parseXml(xml);
    assertCounts(root);
    assert.deepEqual(
      root.children.map((s) => s.attrs['name']),
      ['inputs', 'cluster-state', 'seed-demo'],
    );
    const seed = root.children[2]!;
    const resize = testcases(seed).find((c) => c.attrs['name'] === 'resize default/high-priority-pod');
    assert.ok(resize, 'a testcase per resize');
    assert.equal(resize.attrs['classname'], 'resizeguard.seed-demo');
    assert.equal(resize.attrs['file'], 'examples/kind-demo/resize.yaml');
    assert.ok(!resize.children.some((c) => c.name === 'failure'), 'a warning does not fail the resize');
    const out = resize.children.find((c) => c.name === 'system-out')!.text;
    assert.match(out, /^cpu 4 → 6, memory 1Gi on node kind-control-plane: Completed \(PreemptedLowerPriority\)/);
    assert.match(out, /preemption-demo\.yaml:39:5: warning: .* \[resize\/preempts\]/);
    // The victim's finding is about another pod: a testcase of its own.
    assert.ok(testcases(seed).some((c) => c.attrs['name'] === 'victim/unmanaged-pod Pod/default/low-priority-pod'));
  });

  it('gate off: the Deferred resize fails with the finding message', async () => {
    const root = parseXml(formatJunit(await lintDir('examples/kind-demo', 'InPlacePodVerticalScalingSchedulerPreemption=false')));
    assertCounts(root);
    const resize = testcases(root.children.find((s) => s.attrs['name'] === 'seed-demo')!).find((c) => c.attrs['name'] === 'resize default/high-priority-pod')!;
    const failure = resize.children.find((c) => c.name === 'failure');
    assert.ok(failure, 'an error finding fails the resize');
    assert.equal(failure.attrs['type'], 'resize/deferred');
    assert.match(failure.attrs['message']!, /stays Deferred \(GateDisabled\)/);
    assert.match(failure.text, /examples\/kind-demo\/preemption-demo\.yaml:39:5: error: .* \[resize\/deferred\]/);
    // The info finding with no scenario is in "inputs", and passes.
    const inputs = root.children[0]!;
    assert.equal(inputs.attrs['name'], 'inputs');
    assert.ok(testcases(inputs).some((c) => c.attrs['name']!.startsWith('cluster/gate-disabled') && !c.children.some((x) => x.name === 'failure')));
  });

  it('bad input: every error finding is a failing testcase in "inputs"', async () => {
    const result = await lintDir('test/fixtures/bad-input');
    const root = parseXml(formatJunit(result));
    assertCounts(root);
    const inputs = root.children[0]!;
    const errors = result.diagnostics.filter((d) => d.scenario === undefined && d.severity === 'error').length;
    assert.equal(inputs.attrs['failures'], String(errors));
    assert.ok(testcases(inputs).some((c) => c.attrs['name'] === 'input/yaml-syntax test/fixtures/bad-input/unclosed-bracket.yaml' && c.attrs['line'] === '10'));
  });

  it('escapes user content, names repeated findings apart, marks suppressed findings skipped', async () => {
    const base = await lintDir('examples/kind-demo');
    const nasty = 'a < b && c > "d" \'e\' ]]> \u0001\u0008 \ud800 tab\there\nnew line';
    const diagnostics: Diagnostic[] = [
      {
        ruleId: 'input/schema',
        severity: 'error',
        message: nasty,
        file: 'x<&>.yaml',
        range: { start: { line: 2, column: 1 }, end: { line: 2, column: 3 } },
        object: { kind: 'Pod', namespace: 'n', name: 'p' },
      },
      {
        ruleId: 'input/schema',
        severity: 'error',
        message: 'second',
        file: 'x<&>.yaml',
        range: { start: { line: 5, column: 1 }, end: { line: 5, column: 3 } },
        object: { kind: 'Pod', namespace: 'n', name: 'p' },
      },
      {
        ruleId: 'input/empty',
        severity: 'warning',
        message: 'ignored',
        file: 'e.yaml',
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        suppressed: { kind: 'external', justification: 'generated & empty' },
      },
    ];
    const xml = formatJunit({ ...base, diagnostics });
    assert.doesNotMatch(xml, /[\u0001\u0008]|\ud800/, 'characters XML cannot hold are replaced');
    const root = parseXml(xml);
    assertCounts(root);
    const cases = testcases(root.children[0]!);
    assert.deepEqual(
      cases.map((c) => c.attrs['name']),
      ['input/schema Pod/n/p', 'input/schema Pod/n/p #2', 'input/empty e.yaml'],
    );
    const failure = cases[0]!.children.find((c) => c.name === 'failure')!;
    assert.equal(
      failure.attrs['message'],
      'a < b && c > "d" \'e\' ]]> \ufffd\ufffd \ufffd tab\there\nnew line',
      'attribute round-trips, tab and newline included',
    );
    assert.ok(failure.text.includes('x<&>.yaml:2:1: error: a < b && c > "d"'));
    assert.equal(cases[0]!.attrs['file'], 'x<&>.yaml');
    assert.deepEqual(
      cases[2]!.children.map((c) => [c.name, c.attrs['message']]),
      [['skipped', 'suppressed (external): generated & empty']],
    );
  });

  it('a clean run is a valid, empty report', async () => {
    const root = parseXml(formatJunit({ ...(await lintDir('examples/kind-demo')), diagnostics: [] }));
    assertCounts(root);
    assert.equal(root.attrs['failures'], '0');
  });

  it('is deterministic', async () => {
    assert.equal(formatJunit(await lintDir('test/fixtures/bad-input')), formatJunit(await lintDir('test/fixtures/bad-input')));
  });

  it('escape helpers', () => {
    assert.equal(escapeXmlText('a<b>&c"d\''), 'a&lt;b&gt;&amp;c"d\'');
    assert.equal(escapeXmlAttribute('a<b>&c"d\'\t\n\r'), 'a&lt;b&gt;&amp;c&quot;d&apos;&#9;&#10;&#13;');
    assert.equal(escapeXmlText('ok \ud83d\ude00 \ud83d x \ude00'), 'ok \ud83d\ude00 \ufffd x \ufffd', 'pairs kept, lone surrogates replaced');
  });
});
