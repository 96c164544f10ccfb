import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareRuns, hasRegressions, isUnchanged } from '../../src/diff/compare.ts';
import type { LintResult } from '../../src/index.ts';
import { itPriorityClasses, manifests, node, pod, scenario, type Manifest } from '../helpers/builders.ts';
import { simulateText } from '../helpers/engine.ts';

/**
 * Node n1 has 4 cpu. Scenario "grow" resizes the high-priority pod "app" from 1 to 3 cpu next to
 * "filler" (high priority: never a victim) and "batch" (low priority: a victim).
 */
function cluster(fillerCpu: string, batchCpu: string): LintResult {
  const items: Manifest[] = [
    ...itPriorityClasses(),
    node('n1').cpu('4').memory('8Gi'),
    pod('app').priority('high').on('n1').container('app').cpu('1').memory('100Mi'),
    pod('filler').priority('high').on('n1').container('main').cpu(fillerCpu).memory('100Mi'),
    pod('batch').priority('low').on('n1').container('main').cpu(batchCpu).memory('100Mi'),
    scenario('grow').resize('app', 'app', { cpu: '3' }),
  ];
  return simulateText(manifests(...items)).result;
}

function names(list: readonly { result: { scenario: string; pod: { name: string }; outcome: string } }[]): string[] {
  return list.map((d) => `${d.result.scenario}/${d.result.pod.name}:${d.result.outcome}`);
}

function resizeRules(findings: readonly { ruleId: string }[]): string[] {
  return findings.map((d) => d.ruleId).filter((id) => id.startsWith('resize/'));
}

describe('compareRuns', () => {
  // app 1 + filler 1 + batch 0 = 2 of 4: growing app to 3 fits.
  const fits = cluster('1', '0');
  // app 1 + filler 2 + batch 0: app at 3 needs 5 and only filler (same priority) could make room.
  const deferred = cluster('2', '0');
  // app 1 + filler 1 + batch 1: app at 3 needs 5; evicting batch makes room.
  const preempts = cluster('1', '1');

  it('finds nothing between identical runs', () => {
    const diff = compareRuns(fits, cluster('1', '0'));
    assert.ok(isUnchanged(diff));
    assert.ok(!hasRegressions(diff));
  });

  it('reports a resize the change makes Deferred, with its finding, keyed by scenario and pod', () => {
    const diff = compareRuns(fits, deferred);
    assert.deepEqual(names(diff.newlyDeferred), ['grow/app:Deferred']);
    assert.equal(diff.newlyDeferred[0]!.result.reason, 'InsufficientAfterPreemption');
    assert.equal(diff.newlyDeferred[0]!.counterpart?.outcome, 'Completed');
    assert.deepEqual(
      diff.newFindings.map((d) => [d.ruleId, d.scenario, d.object?.name]),
      [['resize/deferred', 'grow', 'app']],
    );
    assert.deepEqual(diff.fixedFindings, []);
    assert.deepEqual([...diff.fixedDeferred, ...diff.newlyInfeasible, ...diff.newlyRejected, ...diff.newlyPreempted], []);
    assert.deepEqual([...diff.newEvictions, ...diff.newPending], []);
    assert.ok(hasRegressions(diff));
  });

  it('reports the same resize as fixed when the change goes the other way', () => {
    const diff = compareRuns(deferred, fits);
    assert.deepEqual(names(diff.fixedDeferred), ['grow/app:Deferred']);
    assert.equal(diff.fixedDeferred[0]!.counterpart?.outcome, 'Completed');
    assert.deepEqual(
      diff.fixedFindings.map((d) => [d.ruleId, d.object?.name]),
      [['resize/deferred', 'app']],
    );
    assert.deepEqual(diff.newFindings, []);
    assert.deepEqual(diff.newlyDeferred, []);
    assert.ok(!hasRegressions(diff));
  });

  it('reports new evictions and the preemption finding, and their disappearance', () => {
    const diff = compareRuns(fits, preempts);
    assert.deepEqual(
      diff.newEvictions.map((e) => `${e.scenario}/${e.pod.name} by ${e.preemptor.name}`),
      ['grow/batch by app'],
    );
    // Other rules may report on the victim too; the resize's own finding must be among the new ones.
    assert.deepEqual(resizeRules(diff.newFindings), ['resize/preempts']);
    // The resize still completes: nothing newly Deferred.
    assert.deepEqual(diff.newlyDeferred, []);
    const back = compareRuns(preempts, fits);
    assert.deepEqual(
      back.fixedEvictions.map((e) => e.pod.name),
      ['batch'],
    );
    assert.deepEqual(resizeRules(back.fixedFindings), ['resize/preempts']);
    assert.deepEqual(
      back.fixedFindings.map((d) => d.ruleId),
      diff.newFindings.map((d) => d.ruleId),
    );
  });

  it('ignores line numbers: moving documents around changes nothing', () => {
    const reordered = simulateText(
      manifests(
        scenario('grow').resize('app', 'app', { cpu: '3' }),
        pod('batch').priority('low').on('n1').container('main').cpu('0').memory('100Mi'),
        pod('filler').priority('high').on('n1').container('main').cpu('2').memory('100Mi'),
        pod('app').priority('high').on('n1').container('app').cpu('1').memory('100Mi'),
        node('n1').cpu('4').memory('8Gi'),
        ...itPriorityClasses(),
      ),
      {},
      'moved/cluster.yaml',
    ).result;
    assert.notDeepEqual(
      reordered.diagnostics.map((d) => d.range.start.line),
      deferred.diagnostics.map((d) => d.range.start.line),
    );
    assert.ok(isUnchanged(compareRuns(deferred, reordered)));
  });

  it('names a replacement pod after the pod it replaces, whatever counter its name carries', () => {
    const run = (replacement: string): LintResult =>
      ({
        diagnostics: [],
        simulation: {
          diagnostics: [],
          scenarios: [
            {
              name: 's',
              resizes: [],
              truncated: false,
              events: [],
              evictions: [
                {
                  scenario: 's',
                  pod: { namespace: 'default', name: replacement },
                  preemptor: { namespace: 'default', name: 'big' },
                  node: 'n1',
                  priority: 0,
                  pdbViolation: false,
                  gracePeriodSeconds: 30,
                  owner: { kind: 'Deployment', namespace: 'default', name: 'web' },
                  at: 30,
                  unmanaged: false,
                },
              ],
              placements: [
                {
                  scenario: 's',
                  pod: { namespace: 'default', name: replacement },
                  owner: { kind: 'Deployment', namespace: 'default', name: 'web' },
                  node: 'n2',
                  preempted: [],
                  message: '',
                  statuses: new Map(),
                  replacementOf: { namespace: 'default', name: 'web-0' },
                },
              ],
            },
          ],
        },
      }) as unknown as LintResult;
    assert.ok(isUnchanged(compareRuns(run('web-0-r1'), run('web-0-r7'))));
  });
});
