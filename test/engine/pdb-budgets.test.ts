/**
 * The PDB budgets a potential victim uses (src/engine/preemption/pdb.ts, narrowed by namespace and
 * the label each PDB requires): a pod violates in a dry run exactly when a scan with pdbCovers
 * finds a PDB covering it that allows no disruption (FilterVictimsWithPDBViolation).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { pdbCovers } from '../../src/model/labels.ts';
import type { LabelSelector, LabelSelectorRequirement } from '../../src/model/objects.ts';
import { filterPodsWithPDBViolation, type PdbState } from '../../src/engine/preemption/pdb.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { modelPdb, modelPod } from '../helpers/model.ts';

const KEYS = ['app', 'tier', 'toString'] as const;
const VALUES = ['web', 'db', 'x', ''] as const;
const labelsArb = fc.dictionary(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES), { maxKeys: 3 });
const expressionArb: fc.Arbitrary<LabelSelectorRequirement> = fc.record({
  key: fc.constantFrom(...KEYS),
  operator: fc.constantFrom('In', 'NotIn', 'Exists', 'DoesNotExist'),
  values: fc.uniqueArray(fc.constantFrom(...VALUES), { maxLength: 3 }),
});
const selectorArb: fc.Arbitrary<LabelSelector | undefined> = fc.option(
  fc.record({ matchLabels: labelsArb, matchExpressions: fc.array(expressionArb, { maxLength: 3 }) }),
  { nil: undefined },
);

describe('PDB budgets of potential victims', () => {
  it('a pod violates exactly when a PDB covering it (pdbCovers, by scan) allows no disruption', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ namespace: fc.constantFrom('a', 'b'), labels: labelsArb }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.record({ namespace: fc.constantFrom('a', 'b'), selector: selectorArb, allowed: fc.integer({ min: 0, max: 1 }) }), { maxLength: 6 }),
        (ps, bs) => {
          const pods = ps.map((p, i) => new SimPod(modelPod(`p${i}`, { namespace: p.namespace, labels: p.labels }), undefined));
          const states: PdbState[] = bs.map((b) => ({ pdb: modelPdb(b.namespace, b.selector), allowed: b.allowed }));
          for (const pod of pods) {
            // One victim per dry run: it violates when a covering PDB has no disruption left.
            const expected = states.some((s) => pdbCovers(s.pdb, pod.pod) && s.allowed <= 0);
            const { violating } = filterPodsWithPDBViolation([pod], states);
            assert.equal(violating.length === 1, expected, JSON.stringify({ labels: pod.pod.labels, ns: pod.pod.ref.namespace, bs }));
          }
        },
      ),
      { numRuns: 3000, seed: 20261203 },
    );
  });
});
