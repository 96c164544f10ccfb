/**
 * End-to-end tests' assertion files (kuttl's `<n>-assert.yaml` and `<n>-errors.yaml`, the files a
 * Chainsaw Test asserts or expects absent) are partial objects, not manifests: one info each, and
 * no schema error for what they leave out. The files such a test applies are read as they are.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testAssertFiles } from '../../src/sources/test-asserts.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

const CHAINSAW = `apiVersion: chainsaw.kyverno.io/v1alpha1
kind: Test
metadata: {name: smoke}
spec:
  steps:
  - try:
    - apply: {file: 00-install.yaml}
    - assert: {file: 00-assert.yaml}
    catch:
    - error: {file: "gone-*.yaml"}
  - try:
    - assert: {file: ../shared/ready.yaml}
`;

describe('testAssertFiles', () => {
  it("kuttl's step files by name, Chainsaw's by what its Test names (globs, and paths out of its folder)", () => {
    const s = (p: string, ...values: unknown[]): { path: string; values: unknown[] } => ({ path: p, values });
    const chainsaw = (p: string): { path: string; values: unknown[] } =>
      s(p, {
        apiVersion: 'chainsaw.kyverno.io/v1alpha1',
        kind: 'Test',
        spec: {
          steps: [
            { try: [{ assert: { file: '00-assert.yaml' } }], catch: [{ error: { file: 'gone-*.yaml' } }] },
            { try: [{ assert: { file: '../shared/ready.yaml' } }] },
          ],
        },
      });
    const found = testAssertFiles([
      s('k/01-assert.yaml'),
      s('k/02-errors-late.yml'),
      s('k/01-install.yaml'),
      chainsaw('c/smoke/chainsaw-test.yaml'),
      s('c/smoke/00-assert.yaml'),
      s('c/smoke/00-install.yaml'),
      s('c/smoke/gone-a.yaml'),
      s('c/shared/ready.yaml'),
      s('c/other/00-assert.yaml'),
      s('assert.yaml'),
    ]);
    assert.deepEqual([...found].sort(), [
      'c/other/00-assert.yaml',
      'c/shared/ready.yaml',
      'c/smoke/00-assert.yaml',
      'c/smoke/gone-a.yaml',
      'k/01-assert.yaml',
      'k/02-errors-late.yml',
    ]);
  });

  it('the run reads the applied file and notes the assertion (no input/schema error for a Deployment that is only a status)', async () => {
    const dir = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'tests/e2e/smoke/chainsaw-test.yaml': CHAINSAW,
      'tests/e2e/smoke/00-install.yaml': deployment('app'),
      'tests/e2e/smoke/00-assert.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: app}\nstatus: {readyReplicas: 1}\n',
    });
    const { report } = await checkJson(dir);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/schema'),
      [],
    );
    const note = report.findings.find((f) => f.file === 'tests/e2e/smoke/00-assert.yaml');
    assert.equal(note?.ruleId, 'input/not-kubernetes');
    assert.ok(report.placements.some((p) => p.owner.name === 'app'));
  });
});
