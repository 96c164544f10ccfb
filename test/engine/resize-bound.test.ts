/** bounds.resizes (src/engine/resize-bound.ts ResizeBound, applied to every scenario's plan in simulate). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_BOUNDS } from '../../src/core/bounds.ts';
import { lintSources, type LintOptions } from '../../src/index.ts';
import { manifests, node, pod, scenario, type Manifest } from '../helpers/builders.ts';
import { GATE, jsonReport } from '../helpers/engine.ts';

function run(items: readonly Manifest[], resizes: number, opts: Partial<LintOptions> = {}) {
  const text = manifests(...items);
  const result = lintSources([{ path: 'c.yaml', text }], { featureGates: { [GATE]: true }, bounds: { ...DEFAULT_BOUNDS, resizes }, ...opts });
  const report = jsonReport(result);
  const lines = text.split('\n');
  const tooLarge = report.findings.filter((f) => f.ruleId === 'input/too-large').map((f) => ({ line: f.line, message: f.message, scenario: f.scenario }));
  const simulated = report.resizes.map((r) => `${r.scenario} ${r.pod.name}`).sort();
  /** The line of the `n`-th resize entry (from 0) of scenario `name`. */
  const entryLine = (name: string, n: number): number => {
    const start = lines.indexOf(`  name: ${name}`);
    return 1 + lines.findIndex((l, i) => i > start && l.trim() === '- target:' && n-- === 0);
  };
  return { tooLarge, simulated, entryLine };
}

const burstable = (name: string) => pod(name).requests({ cpu: '100m', memory: '64Mi' }).limits({ cpu: '200m', memory: '128Mi' }).on('n1');
const n1 = node('n1').cpu('8').memory('8Gi');

describe('bounds.resizes', () => {
  it('a scenario past the bound keeps its first requests; the rest are one error at the first left out', () => {
    const a = scenario('a').resize('p1', 'app', { cpu: '150m' }).resize('p2', 'app', { cpu: '150m' });
    const b = scenario('b').resize('p3', 'app', { cpu: '150m' }).resize('p1', 'app', { cpu: '120m' });
    const pods = ['p1', 'p2', 'p3'].map(burstable);
    for (const order of [
      [n1, ...pods, a, b],
      [b, ...pods.reverse(), a, n1],
    ]) {
      const r = run(order, 3);
      assert.deepEqual(r.simulated, ['a p1', 'a p2', 'b p3']);
      assert.equal(r.tooLarge.length, 1);
      assert.equal(r.tooLarge[0]!.scenario, 'b');
      assert.equal(
        r.tooLarge[0]!.message,
        'scenario "b": 1 of its 2 resize requests are left out, from pod default/p1 on: with them the run would simulate more than the 3 resizes one run may simulate here (bounds.resizes); a scenario\'s requests are taken in pod order',
      );
      assert.equal(r.tooLarge[0]!.line, r.entryLine('b', 1), "at b's second entry");
    }
  });

  it('a generated scenario is cut in pod order, whatever the file order, and a later scenario gets nothing', () => {
    const pods = ['p2', 'p10', 'p1'].map(burstable);
    for (const order of [
      [n1, ...pods],
      [...[...pods].reverse(), n1],
    ]) {
      const r = run(order, 2, { scenarios: { limits: true } });
      assert.deepEqual(r.simulated, ['limits p1', 'limits p2']);
      assert.equal(r.tooLarge.length, 1);
      assert.match(r.tooLarge[0]!.message, /^scenario "limits": 1 of its 3 resize requests are left out, from pod default\/p10 on:/);
    }
    const none = run([n1, ...pods, scenario('a').resize('p1', 'app', { cpu: '150m' })], 1, { scenarios: { limits: true } });
    assert.deepEqual(none.simulated, ['a p1']);
    assert.match(none.tooLarge[0]!.message, /^scenario "limits": 3 of its 3 resize requests are left out, from pod default\/p1 on:/);
  });

  it('under the bound nothing is left out', () => {
    const r = run([n1, burstable('p1'), burstable('p2')], 2, { scenarios: { limits: true } });
    assert.deepEqual(r.simulated, ['limits p1', 'limits p2']);
    assert.deepEqual(r.tooLarge, []);
    assert.equal(DEFAULT_BOUNDS.resizes, 450_000, 'three scenarios over every pod of the largest real clusters (150,000 pods)');
  });
});
