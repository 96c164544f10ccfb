/**
 * PodsByPdb (src/model/pdb-index.ts) narrows a PDB's pods by namespace and the label it requires
 * (its first matchLabels pair, else its first In expression); it must find exactly the pods a scan
 * with pdbCovers finds, in input order. The engine's budget index narrows the same way
 * (test/engine/pdb-budgets.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pdbCovers } from '../../src/model/labels.ts';
import type { LabelSelector, PodDisruptionBudget } from '../../src/model/objects.ts';
import type { Pod } from '../../src/model/pod.ts';
import { PodsByPdb } from '../../src/model/pdb-index.ts';
import { modelPdb, modelPod } from '../helpers/model.ts';

function pod(namespace: string, name: string, labels: Record<string, string>): Pod {
  return modelPod(name, { namespace, labels });
}

function pdb(namespace: string, selector: LabelSelector | undefined): PodDisruptionBudget {
  return modelPdb(namespace, selector);
}

const PODS: readonly Pod[] = [
  pod('a', 'web-1', { app: 'web', tier: 'front' }),
  pod('a', 'web-2', { app: 'web' }),
  pod('b', 'web-3', { app: 'web', tier: 'front' }),
  pod('a', 'db-1', { app: 'db', tier: 'back' }),
  pod('a', 'bare', {}),
  pod('a', 'empty-app', { app: '' }),
  pod('a', 'proto', { toString: 'x' }),
];

const SELECTORS: readonly (LabelSelector | undefined)[] = [
  undefined,
  { matchLabels: {}, matchExpressions: [] },
  { matchLabels: { app: 'web' }, matchExpressions: [] },
  { matchLabels: { app: 'web', tier: 'front' }, matchExpressions: [] },
  { matchLabels: { tier: 'front', app: 'web' }, matchExpressions: [] },
  { matchLabels: { app: '' }, matchExpressions: [] },
  { matchLabels: { app: 'none' }, matchExpressions: [] },
  { matchLabels: { toString: 'x' }, matchExpressions: [] },
  { matchLabels: { constructor: 'x' }, matchExpressions: [] },
  { matchLabels: {}, matchExpressions: [{ key: 'tier', operator: 'Exists', values: [] }] },
  { matchLabels: {}, matchExpressions: [{ key: 'app', operator: 'In', values: ['web', 'db'] }] },
  { matchLabels: {}, matchExpressions: [{ key: 'app', operator: 'DoesNotExist', values: [] }] },
  { matchLabels: { app: 'web' }, matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['front'] }] },
  { matchLabels: {}, matchExpressions: [{ key: 'app', operator: 'In', values: ['web'] }] },
  { matchLabels: {}, matchExpressions: [{ key: 'app', operator: 'In', values: [] }] },
  { matchLabels: {}, matchExpressions: [{ key: 'toString', operator: 'In', values: ['x'] }] },
  { matchLabels: {}, matchExpressions: [{ key: 'constructor', operator: 'In', values: ['x'] }] },
  {
    matchLabels: {},
    matchExpressions: [
      { key: 'tier', operator: 'Exists', values: [] },
      { key: 'app', operator: 'In', values: ['web'] },
    ],
  },
];

describe('PodsByPdb', () => {
  for (const namespace of ['a', 'b', 'c']) {
    SELECTORS.forEach((selector, i) => {
      it(`namespace ${namespace}, selector #${i}: the same pods as a scan`, () => {
        const p = pdb(namespace, selector);
        const scan = PODS.filter((q) => pdbCovers(p, q));
        const index = new PodsByPdb(PODS);
        assert.deepEqual(
          index.covered(p).map((q) => q.ref.name),
          scan.map((q) => q.ref.name),
        );
        assert.equal(index.coversAny(p), scan.length > 0);
      });
    });
  }

  it('finds pods by a later matchLabels pair too (the index key is only the first pair)', () => {
    const index = new PodsByPdb(PODS);
    const p = pdb('a', { matchLabels: { tier: 'front', app: 'web' }, matchExpressions: [] });
    assert.deepEqual(
      index.covered(p).map((q) => q.ref.name),
      ['web-1'],
    );
  });
});
