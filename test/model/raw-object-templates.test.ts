import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rawObjectTemplates } from '../../src/model/raw-object-templates.ts';

describe('rawObjectTemplates', () => {
  it('reads text that reuses an anchor as often as go-yaml allows; an alias bomb is nothing read (src/load/yaml-aliasing.ts)', () => {
    const shared = `- complianceType: musthave\n  objectDefinition: &o {kind: ConfigMap}\n${'- {complianceType: musthave, objectDefinition: *o}\n'.repeat(150)}`;
    assert.equal((rawObjectTemplates(shared) as unknown[]).length, 151);
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from({ length: 6 }, (_, i) => `${'bcdefg'[i]!}: &${'bcdefg'[i]!} [${Array(10).fill(`*${'abcdef'[i]!}`).join(', ')}]`),
    ].join('\n');
    assert.equal(rawObjectTemplates(laughs), undefined);
  });
});
