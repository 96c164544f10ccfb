import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckPhase, CheckProgress } from '../../src/run/check.ts';
import { withCheckpoints } from '../../src/run/checkpoints.ts';

test('a checkpoint comes before each phase that builds what the run keeps, and before each scenario', () => {
  const steps: string[] = [];
  const progress: CheckProgress = {
    phaseStarted: (phase) => steps.push(`start ${phase}`),
    phaseEnded: (phase) => steps.push(`end ${phase}`),
    scenarioStarted: (k) => steps.push(`scenario ${k}`),
  };
  const checked = withCheckpoints(progress, () => steps.push('checkpoint'));
  const phases: CheckPhase[] = ['read', 'model', 'simulate', 'rules', 'compare', 'report'];
  for (const phase of phases) {
    checked.phaseStarted(phase);
    if (phase === 'simulate') for (const k of [1, 2]) checked.scenarioStarted(k, 2, `s${k}`);
    checked.phaseEnded(phase, {});
  }
  assert.deepEqual(steps, [
    'checkpoint',
    'start read',
    'end read',
    'checkpoint',
    'start model',
    'end model',
    'checkpoint',
    'start simulate',
    'checkpoint',
    'scenario 1',
    'checkpoint',
    'scenario 2',
    'end simulate',
    'start rules',
    'end rules',
    'start compare',
    'end compare',
    'start report',
    'end report',
  ]);
});

test('without progress of its own, the checkpoints still run', () => {
  let calls = 0;
  const checked = withCheckpoints(undefined, () => calls++);
  checked.phaseStarted('simulate');
  checked.scenarioStarted(1, 1, 'worst');
  checked.phaseStarted('report');
  assert.equal(calls, 2);
});
