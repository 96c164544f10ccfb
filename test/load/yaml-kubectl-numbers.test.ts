import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { KUBECTL_NUMBER_TEST, kubectlNumber } from '../../src/load/yaml-kubectl-numbers.ts';
import { parseYamlSource } from '../../src/load/yaml.ts';

/** What `kubectl` makes of `k: TEXT` (sigs.k8s.io/yaml YAMLToJSON with goyaml.v2), checked with v1.37.2's module. */
const KUBECTL_READS: readonly (readonly [string, unknown])[] = [
  ['010', 8],
  ['-010', -8],
  ['+010', 8],
  ['0_10', 8],
  ['089', 89],
  ['07.5', 7.5],
  ['00', 0],
  ['1_000', 1000],
  ['1_0.5', 10.5],
  ['1_e3', 1000],
  ['+_1', 1],
  ['1__', 1],
  ['0b11', 3],
  ['0B11', 3],
  ['-0b11', -3],
  ['0X1F', 31],
  ['0O17', 15],
  ['-0x10', -16],
  ['+0x10', 16],
  ['0xFFFFFFFFFFFFFFFF', 18446744073709551615],
  // ParseInt refuses the sign's range, ParseUint any sign: a string.
  ['+0xFFFFFFFFFFFFFFFF', '+0xFFFFFFFFFFFFFFFF'],
  ['0x1FFFFFFFFFFFFFFFF', '0x1FFFFFFFFFFFFFFFF'],
  ['0b', '0b'],
  ['0_x', '0_x'],
  ['0001-01-01', '0001-01-01'],
  ['1_000Mi', '1_000Mi'],
  // Read as the core schema reads them (not this path).
  ['_1', '_1'],
  ['10', 10],
  ['0', 0],
  ['0e3', 0],
  ['0.5', 0.5],
  ['0x1f', 31],
  ['0o17', 15],
];

describe('numbers as kubectl reads them (goyaml.v2 resolve)', () => {
  for (const [text, expected] of KUBECTL_READS) {
    it(`k: ${text} is ${JSON.stringify(expected)} on both paths`, () => {
      const read = (t: string): unknown => (parseYamlSource({ path: 'k.yaml', text: t }).documents[0]!.value as Record<string, unknown>)['k'];
      assert.equal(read(`k: ${text}\n`), expected, 'fast path');
      // An anchor sends the document to the full parser.
      assert.equal(read(`k: ${text}\na: &x 1\nb: *x\n`), expected, 'full parser');
    });
  }

  it('takes only what may differ from the core schema: an underscore, a leading zero before a digit, a base prefix', () => {
    const taken = ['010', '1_0', '0x1', '0B1', '-0o1', '+00'];
    const left = ['10', '0', '0.5', '-0', '0e3', '.5', 'a_b', '_1', '1Gi', '-.inf'];
    for (const t of taken) assert.ok(KUBECTL_NUMBER_TEST.test(t), t);
    for (const t of left) assert.ok(!KUBECTL_NUMBER_TEST.test(t), t);
    assert.equal(kubectlNumber('1e400'), undefined, 'beyond float64 is ErrRange: a string');
  });

  it('quoted text stays a string', () => {
    const value = parseYamlSource({ path: 'q.yaml', text: 'a: \'010\'\nb: "1_000"\n' }).documents[0]!.value;
    assert.deepEqual(value, { a: '010', b: '1_000' });
  });
});
