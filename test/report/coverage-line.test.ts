/** The coverage sentence of the text and Markdown reports. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coverageSentence } from '../../src/report/coverage-line.ts';

describe('coverageSentence', () => {
  it('counts each kind left out once, whatever the reasons the JSON report lists it under', () => {
    const sentence = coverageSentence({
      objects: new Map([
        ['batch/Job', 8],
        ['argoproj.io/Application', 3],
      ]),
      rendered: [{ kind: 'helm', path: 'charts/web', objects: 11 }],
      notSimulated: [
        { kind: 'argoproj.io/Application', count: 3, reason: 'its source is not rendered' },
        { kind: 'batch/Job', count: 3, reason: 'a Helm hook' },
        { kind: 'batch/Job', count: 5, reason: 'an Argo CD hook' },
      ],
    });
    assert.equal(
      sentence,
      'read 11 objects of 2 kinds; rendered 1 Helm chart; not simulated: 3 argoproj.io/Application, 8 batch/Job (coverage.notSimulated in the JSON report says why)',
    );
  });
});
