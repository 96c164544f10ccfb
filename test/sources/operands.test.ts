/** Which chart renders a folder: the walk up (someChartRenders) answers as asking every chart (chartRenders). */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { chartRenders, someChartRenders } from '../../src/sources/operands.ts';
import { Random } from '../conformance/random.ts';

const askEach = (charts: ReadonlySet<string>, target: string): boolean => [...charts].some((c) => chartRenders(c, target, false));

describe('someChartRenders', () => {
  const charts = new Set(['/repo/charts/web', '/repo/charts/web/charts/db', '/repo/apps/chart']);

  it('a folder in what helm reads of a chart (templates, crds, charts), at any depth, and nothing else', () => {
    for (const [target, expected] of [
      ['/repo/charts/web/templates', true],
      ['/repo/charts/web/templates/kustomize/overlay', true],
      ['/repo/charts/web/crds', true],
      ['/repo/charts/web/charts/db', true],
      ['/repo/charts/web/charts/db/templates', true],
      ['/repo/charts/web', false],
      ['/repo/charts/web/templatesx', false],
      ['/repo/charts/web/ci', false],
      ['/repo/charts/webx/templates', false],
      ['/repo/apps/chart/charts', true],
      ['/repo/apps', false],
      ['/', false],
    ] as const) {
      assert.equal(someChartRenders(charts, target), expected, target);
      assert.equal(askEach(charts, target), expected, target);
    }
  });

  it('agrees with chartRenders asked of every chart on 2,000 generated trees', () => {
    const random = new Random(5836);
    const names = ['templates', 'crds', 'charts', 'base', 'app', 'overlays', 'templates-old', 'chart'];
    for (let round = 0; round < 2000; round++) {
      const folder = (): string => {
        const parts = Array.from({ length: random.int(1, 6) }, () => random.pick(names));
        return path.posix.join('/repo', ...parts);
      };
      const tree = new Set(Array.from({ length: random.int(0, 6) }, folder));
      const target = random.chance(0.3) && tree.size > 0 ? path.posix.join(random.pick([...tree]), random.pick(names), random.pick(names)) : folder();
      assert.equal(someChartRenders(tree, target), askEach(tree, target), `${[...tree].join(', ')} / ${target}`);
    }
  });
});
