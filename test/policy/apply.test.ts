/**
 * applyPolicy's fingerprints (src/policy/apply.ts): sha256 of "rule|object|scenario|n", n
 * counting the findings before it with the same text, an object named as formatObjectRef names
 * it (a workload's pod as its workload and replica), a finding without one by its file.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { policyFrom } from '../../src/config/types.ts';
import type { ClusterModel } from '../../src/model/objects.ts';
import { applyPolicy } from '../../src/policy/apply.ts';

const at = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
const sha = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

function fingerprints(diagnostics: Diagnostic[], workloads: unknown[] = []): string[] {
  const model = { workloads, pods: [] } as unknown as ClusterModel;
  const { diagnostics: out } = applyPolicy(diagnostics, {
    policy: policyFrom({}, false),
    model,
    knownRuleIds: new Set(),
    relativeToConfig: (f) => f,
  });
  return out.map((d) => d.fingerprint!);
}

const finding = (extra: Partial<Diagnostic>): Diagnostic => ({ ruleId: 'priority/unset', severity: 'info', message: 'm', file: 'a.yaml', range: at, ...extra });

describe('applyPolicy fingerprints', () => {
  it('numbers findings with the same text, however the text is made: from the object or the file', () => {
    const pod = { kind: 'Pod', namespace: 'team', name: 'web-0' };
    const prints = fingerprints([
      finding({ object: pod }),
      finding({ file: 'Pod/team/web-0' }),
      finding({ object: { ...pod } }),
      finding({ object: pod, scenario: 'grow' }),
      finding({ object: { kind: 'Node', namespace: '', name: 'n1' } }),
      finding({ object: { kind: 'Node', namespace: '', name: 'n1' } }),
    ]);
    assert.deepEqual(prints, [
      sha('priority/unset|Pod/team/web-0||0'),
      sha('priority/unset|Pod/team/web-0||1'),
      sha('priority/unset|Pod/team/web-0||2'),
      sha('priority/unset|Pod/team/web-0|grow|0'),
      sha('priority/unset|Node/n1||0'),
      sha('priority/unset|Node/n1||1'),
    ]);
  });

  it("names a workload's pod by its workload and replica, so a new pod-template-hash keeps it", () => {
    const workloads = [{ ref: { kind: 'Deployment', namespace: 'team', name: 'web' }, pods: [{ name: 'web-5d9c-abcde', replica: 2 }] }];
    const prints = fingerprints(
      [finding({ object: { kind: 'Pod', namespace: 'team', name: 'web-5d9c-abcde' } }), finding({ object: { kind: 'Pod', namespace: 'team', name: 'bare' } })],
      workloads,
    );
    assert.deepEqual(prints, [sha('priority/unset|Deployment/team/web[2]||0'), sha('priority/unset|Pod/team/bare||0')]);
  });
});
