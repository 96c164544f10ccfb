/** bounds.pods and bounds.resizes hold for a whole run: in a run over several clusters, each gets what those before it left. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkJson, deployment, writeRepo } from './helpers.ts';

const scenario = (name: string): string =>
  `apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: ${name}}\nspec:\n  resizes:\n  - target: {kind: Deployment, namespace: default, name: web}\n    containers: [{name: app, resources: {requests: {cpu: 200m}}}]\n`;

const config = (bounds: string): string => `clusters:
  - name: a
    paths: [a]
  - name: b
    paths: [b]
nodePools:
  - name: pool
    count: 2
    allocatable: {cpu: "8", memory: 16Gi}
bounds: {${bounds}}
`;

describe('bounds over several clusters', () => {
  const repo = (bounds: string) =>
    writeRepo({
      '.resizeguard.yaml': config(bounds),
      'a/web.yaml': deployment('web', { replicas: 3 }),
      'a/grow.yaml': scenario('grow'),
      'b/web.yaml': deployment('web', { replicas: 3 }),
      'b/grow.yaml': scenario('grow'),
    });

  it('pods: the second cluster gets what the first left, and its finding says so', async () => {
    const { report } = await checkJson(await repo('pods: 4'));
    const pods = (c: string) => report.placements.filter((p) => p.cluster === c).length;
    assert.equal(pods('a'), 3);
    assert.equal(pods('b'), 0, 'its one workload of 3 pods does not fit in the 1 left');
    const big = report.findings.filter((f) => f.ruleId === 'input/too-large');
    assert.deepEqual(
      big.map((f) => [f.cluster, f.file, f.line]),
      [['b', 'b/web.yaml', 6]],
    );
    assert.match(big[0]!.message, /more than the 4 one run may hold here \(bounds\.pods, 3 of them in the clusters checked before this one\)/);
  });

  it('resizes: the second cluster simulates what the first left', async () => {
    const { report } = await checkJson(await repo('resizes: 4'));
    const resizes = (c: string) => report.resizes.filter((r) => r.cluster === c).length;
    assert.equal(resizes('a'), 3);
    assert.equal(resizes('b'), 1);
    const big = report.findings.filter((f) => f.ruleId === 'input/too-large');
    assert.deepEqual(
      big.map((f) => [f.cluster, f.file]),
      [['b', 'b/grow.yaml']],
    );
    assert.match(
      big[0]!.message,
      /^scenario "grow": 2 of its 3 resize requests are left out, from pod default\/web-[a-z0-9]+-[a-z0-9]{5} on: .*\(bounds\.resizes, 3 of them in the clusters checked before this one\)/,
    );
  });
});
