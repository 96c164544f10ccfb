/** bounds.pods (src/model/pod-bound.ts leftOutOverPodBound, applied in buildClusterModel). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_BOUNDS } from '../../src/core/bounds.ts';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { leftOutOverPodBound } from '../../src/model/pod-bound.ts';

const sized = (kind: string, name: string, scale: number) => ({ ref: { kind, namespace: 'default', name }, scale });

describe('leftOutOverPodBound', () => {
  it('nothing under the bound; over it the largest go first, ties in natural name order, bare pods last from the end of name order', () => {
    const objects = [
      sized('Deployment', 'a', 2),
      sized('Pod', 'p2', 1),
      sized('Deployment', 'web10', 4),
      sized('Deployment', 'web9', 4),
      sized('Pod', 'p10', 1),
    ];
    assert.deepEqual([...leftOutOverPodBound(objects, 12)], []);
    assert.deepEqual([...leftOutOverPodBound(objects, 8)], ['Deployment/default/web9']);
    assert.deepEqual([...leftOutOverPodBound(objects, 4)], ['Deployment/default/web9', 'Deployment/default/web10']);
    assert.deepEqual([...leftOutOverPodBound(objects, 1)], ['Deployment/default/web9', 'Deployment/default/web10', 'Deployment/default/a', 'Pod/default/p10']);
    assert.deepEqual([...leftOutOverPodBound([...objects].reverse(), 1)], [...leftOutOverPodBound(objects, 1)], 'input order decides nothing');
  });
});

describe('buildClusterModel with bounds.pods', () => {
  const pod = (name: string): string => `apiVersion: v1\nkind: Pod\nmetadata: {name: ${name}}\nspec:\n  containers: [{name: c}]\n`;
  it('bare pods past the bound are one error at the first left out, and the rest are modelled', () => {
    for (const order of [
      ['p1', 'p4', 'p2', 'p3'],
      ['p3', 'p2', 'p1', 'p4'],
    ]) {
      const text = order.map(pod).join('---\n');
      const { model, diagnostics } = buildClusterModel(parseSource({ path: 'p.yaml', text }).documents, { bounds: { ...DEFAULT_BOUNDS, pods: 2 } });
      assert.deepEqual(
        model.pods.map((p) => p.ref.name),
        ['p1', 'p2'],
      );
      const big = diagnostics.filter((d) => d.ruleId === 'input/too-large').map((d) => `${d.range.start.line} ${d.message}`);
      const line = 1 + 6 * order.indexOf('p3');
      assert.deepEqual(
        big,
        [
          `${line} 2 bare pods are left out of the simulation: with the workloads' pods the input asks for 4 pods, more than the 2 one run may hold here (bounds.pods); bare pods are left out last, from the end of name order`,
        ],
        'at p3, the first left out in name order',
      );
    }
  });
});
