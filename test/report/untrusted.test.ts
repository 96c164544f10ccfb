/**
 * Untrusted text stays text (src/report/escape.ts `visible`, `visibleJson`): names, messages and
 * file names from a branch can hold ESC (ANSI colours, OSC window titles and hyperlinks), CR,
 * C1 controls, U+202E (right-to-left override) and `::error::`. In every format they are shown,
 * never obeyed; JSON and SARIF keep the exact value behind JSON escapes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import { FORMATTERS, FORMAT_NAMES } from '../../src/report/registry.ts';
import { formatText } from '../../src/report/text.ts';
import { formatExplain } from '../../src/report/explain.ts';
import { annotationsFor } from '../../src/report/github.ts';
import { visibleJson } from '../../src/report/escape.ts';
import fc from 'fast-check';

const HOSTILE = '\u001b[31mred\u001b]0;pwned\u0007\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007\r\u009b2J\u202eevil\u2066::error::forged';
/** Raw characters no output may carry (tab and newline are the report's own). */
const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

function run() {
  const manifest = {
    apiVersion: 'v1',
    kind: 'List',
    items: [
      { apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' }, status: { allocatable: { cpu: '4', memory: '8Gi', pods: '110' } } },
      // A name the API server refuses (input/schema quotes it), bound to a node that does not exist.
      {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: `p${HOSTILE}`, namespace: 'default' },
        spec: { nodeName: `n${HOSTILE}`, containers: [{ name: 'c', resources: { requests: { cpu: '1' } } }] },
      },
      {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'ok', namespace: 'default' },
        spec: { containers: [{ name: 'c', resources: { requests: { cpu: '1' } } }] },
      },
    ],
  };
  return lintSources([{ path: `x${HOSTILE}.json`, text: JSON.stringify(manifest) }], { featureGates: {} });
}

describe('untrusted text in every format', () => {
  const result = run();

  // The pod's name is refused (not a DNS-1123 subdomain): the finding quotes it as JSON does, which
  // escapes C0 controls but leaves U+202E, U+2066 and `::error::` as they are.
  const QUOTED = JSON.stringify(HOSTILE).slice(1, -1);

  it('the input does reach the findings (the test feeds what it means to)', () => {
    assert.ok(
      result.diagnostics.some((d) => d.message.includes(QUOTED) && d.message.includes('\u202e')),
      result.diagnostics.map((d) => d.message).join('\n'),
    );
  });

  for (const format of FORMAT_NAMES) {
    it(`${format}: no raw control or bidirectional character`, () => {
      const out = FORMATTERS[format](result);
      assert.doesNotMatch(out, RAW);
      assert.ok(out.includes('\\u001b'), 'ESC is shown as \\u001b');
    });
  }

  it('json and sarif: the exact value survives behind the escapes', () => {
    const json = JSON.parse(FORMATTERS.json(result)) as { findings: { message: string; file: string }[] };
    assert.ok(json.findings.some((f) => f.message.includes(QUOTED)));
    assert.ok(json.findings.some((f) => f.file === `x${HOSTILE}.json`));
    const sarif = JSON.stringify(JSON.parse(FORMATTERS.sarif(result)));
    assert.ok(sarif.includes(JSON.stringify(HOSTILE).slice(1, -1)));
  });

  it('github: every line is one of ours (::error / ::warning / ::notice), none forged', () => {
    for (const line of FORMATTERS.github(result).trimEnd().split('\n')) assert.match(line, /^::(error|warning|notice) (file|title)=/);
    for (const a of annotationsFor(result)) assert.doesNotMatch(a.message, RAW);
  });

  it('text with colours: ESC only in the report’s own colour codes', () => {
    const out = formatText(result, { color: true });
    const withoutOurs = out.replace(/\u001b\[(?:31|33|36|2|0)m/g, '');
    assert.doesNotMatch(withoutOurs, RAW);
  });

  it('--explain of the pod: shown, not obeyed', () => {
    assert.doesNotMatch(formatExplain(result, `default/p${HOSTILE}`), RAW);
  });
});

describe('visibleJson', () => {
  // What it must do, written plainly: every character `visible` shows, and JSON may hold raw, as a JSON escape.
  const reference = (s: string): string =>
    s.replace(/[\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

  it('ASCII text (its shortcut) and any other text give what the plain replacement gives', () => {
    // Characters around each border of the shortcut: DEL, the C1 block, Latin-1, the formatting characters, lone and paired surrogates.
    const chars = [
      'a',
      '{',
      '"',
      '\n',
      '\u007e',
      '\u007f',
      '\u0080',
      '\u009f',
      '\u00a0',
      '\u00e9',
      '\u202e',
      '\u2066',
      '\ufeff',
      '\ud800',
      '\udc00',
      '\ud83d\ude00',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chars), { maxLength: 40 }), fc.string(), (parts, s) => {
        const text = parts.join('') + s;
        assert.equal(visibleJson(text), reference(text));
      }),
      { numRuns: 2000 },
    );
    assert.equal(visibleJson('{"a": "x\u007f"}'), '{"a": "x\\u007f"}');
    const ascii = '{"ok": true}';
    assert.equal(visibleJson(ascii), ascii);
  });
});
