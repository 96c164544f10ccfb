/**
 * Rules report a message id and its data (src/policy/rule.ts, ESLint's meta.messages): the words
 * live in the rule's meta, and a finding says which message it is and with what values. Tests of
 * rules assert ids and data; the text is made from them in one place.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { RULES } from '../../src/policy/registry.ts';
import { formatMessage, type RuleMeta } from '../../src/policy/rule.ts';
import { runCheck } from '../../src/run/check.ts';
import { parseCommandLine } from '../../src/run/command-line.ts';
import { ROOT } from '../helpers/cli.ts';

const META: RuleMeta = { id: 'test/rule', description: '', defaultSeverity: 'info', docs: '', messages: { grows: '{{pod}} grows to {{cpu}}m' } };

/** The findings of `resizeguard check DIR` (with the folder's .resizeguard.yaml, as its README runs it), in-process. */
async function findingsOf(dir: string): Promise<readonly Diagnostic[]> {
  const config = path.join(dir, '..', '.resizeguard.yaml');
  const own = path.join(dir, '.resizeguard.yaml');
  const configArgs = existsSync(own) ? ['--config', own] : existsSync(config) ? ['--config', config] : [];
  const command = parseCommandLine(['check', path.relative(ROOT, dir), ...configArgs, '--fail-on', 'none']);
  assert.equal(command.kind, 'check');
  const outcome = await runCheck(command, { cwd: ROOT, stdin: Readable.from([]) });
  return outcome.result.diagnostics;
}

describe('rule messages', () => {
  it('formatMessage fills each {{name}} from the data, and nothing else', () => {
    assert.equal(formatMessage(META, 'grows', { pod: '"web"', cpu: 500 }), '"web" grows to 500m');
    // A value is not read again as a template.
    assert.equal(formatMessage(META, 'grows', { pod: '{{cpu}}', cpu: '$&' }), '{{cpu}} grows to $&m');
  });

  it('a message id the rule lacks, or a name without a value, is the rule’s mistake and throws', () => {
    assert.throws(() => formatMessage(META, 'shrinks', {}), /rule test\/rule has no message "shrinks"/);
    assert.throws(() => formatMessage(META, 'grows', { pod: 'web' }), /names \{\{cpu\}\}, which its data does not give/);
    assert.throws(() => formatMessage(META, 'toString', {}), /has no message "toString"/);
  });

  it('every rule has messages, each naming its values as {{word}}', () => {
    for (const rule of RULES) {
      const ids = Object.keys(rule.meta.messages);
      assert.ok(ids.length > 0, `${rule.meta.id} has no messages`);
      for (const id of ids) {
        const template = rule.meta.messages[id]!;
        assert.equal(
          template.replace(/\{\{\w+\}\}/g, ''),
          template.replace(/\{\{\w+\}\}/g, '').replace(/[{}]{2}/g, ''),
          `${rule.meta.id}.${id}: a stray {{ or }}`,
        );
      }
    }
  });

  it('every finding of every rule example is one of its rule’s messages, its text made from its data', async () => {
    const byId = new Map(RULES.map((r) => [r.meta.id, r.meta]));
    const seen = new Set<string>();
    for (const id of byId.keys()) {
      for (const f of await findingsOf(path.join(ROOT, 'examples/rules', id, 'trigger'))) {
        const meta = byId.get(f.ruleId);
        if (meta === undefined) continue;
        assert.ok(f.messageId !== undefined && Object.hasOwn(meta.messages, f.messageId), `${f.ruleId}: messageId ${String(f.messageId)}`);
        assert.equal(f.message, formatMessage(meta, f.messageId, f.data));
        seen.add(f.ruleId);
      }
    }
    assert.deepEqual(
      [...byId.keys()].filter((id) => !seen.has(id)),
      [],
      'every rule fires on its own trigger/ example',
    );
  });

  it('the kind demo: resize/preempts names its node and its one victim in its data', async () => {
    const preempts = (await findingsOf(path.join(ROOT, 'examples/kind-demo'))).filter((d) => d.ruleId === 'resize/preempts');
    assert.deepEqual(
      preempts.map((d) => [d.messageId, d.data?.['count'], d.data?.['node']]),
      [['preemptsOne', 1, '"kind-control-plane"']],
    );
  });
});
