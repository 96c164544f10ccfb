/**
 * A snapshot is one file with one List of every object: 150,000 pods and more. Its items are
 * appended to the run without passing them as call arguments (V8 overflows its stack somewhere
 * past 100,000 arguments), so the run reads them all.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources, parseSources } from '../../src/index.ts';

const ITEMS = 300_000;

function bigList(): string {
  const items: string[] = [];
  for (let i = 0; i < ITEMS; i++) items.push(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c${i}","namespace":"default"}}`);
  return `{"apiVersion":"v1","kind":"List","items":[${items.join(',')}]}`;
}

describe('a List of 300,000 items', () => {
  const text = bigList();

  it('parseSources returns every item', () => {
    const { documents, diagnostics } = parseSources([
      { path: 'snapshot.json', text },
      { path: 'again.json', text },
    ]);
    assert.equal(documents.length, 2 * ITEMS);
    assert.deepEqual(diagnostics, []);
  });

  it('a whole run counts every object', () => {
    const result = lintSources([{ path: 'snapshot.json', text }], { featureGates: {} });
    assert.equal(result.objectCount, ITEMS);
    assert.equal(result.model.ignoredKinds.get('ConfigMap'), ITEMS);
  });
});
