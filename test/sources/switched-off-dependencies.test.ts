/**
 * A chart dependency that its parent's values turn off (`condition`, `tags`): helm renders none of
 * its objects through the parent. One that is a chart of the repository beside the parent
 * (`file://../child`) is rendered on its own; one vendored in the parent's charts/ is said to be
 * off. Shapes from spiffe/helm-charts-hardened (charts/spire-ha-agent, a dependency of charts/spire).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

const AGENT = deployment('agent', { replicas: 2 });
const parent = (dependency: string): string => `apiVersion: v2\nname: parent\nversion: 0.1.0\ndependencies:\n${dependency}`;
const notes = (report: Awaited<ReturnType<typeof checkJson>>['report']): string[] =>
  report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.file}: ${f.message}`);
const owners = (report: Awaited<ReturnType<typeof checkJson>>['report']): string[] => report.placements.map((p) => p.owner.name).sort();

describe('a dependency its parent turns off', () => {
  it('a chart of the repository (file://../child) the parent leaves out is rendered on its own', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/parent/Chart.yaml': parent('  - name: child\n    version: 0.1.0\n    repository: file://../child\n    condition: child.enabled\n'),
        'charts/parent/values.yaml': 'child:\n  enabled: false\n',
        'charts/child/Chart.yaml': 'apiVersion: v2\nname: child\nversion: 0.1.0\n',
        'charts/child/templates/agent.yaml': AGENT,
      }),
    );
    assert.deepEqual(owners(report), ['agent', 'agent']);
    assert.deepEqual(notes(report), [
      'charts/child/Chart.yaml: Helm chart "charts/child" is a dependency (file://) of "charts/parent" (condition: child.enabled), whose render holds none of its objects (its values do not enable it): it is rendered on its own, so its objects are still checked (with its own values)',
    ]);
  });

  it('turned on, it is checked through the parent only', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/parent/Chart.yaml': parent('  - name: child\n    version: 0.1.0\n    repository: file://../child\n    condition: child.enabled\n'),
        'charts/parent/values.yaml': 'child:\n  enabled: true\n',
        'charts/child/Chart.yaml': 'apiVersion: v2\nname: child\nversion: 0.1.0\n',
        'charts/child/templates/agent.yaml': AGENT,
      }),
    );
    assert.deepEqual(owners(report), ['agent', 'agent']);
    assert.deepEqual(notes(report), []);
    assert.deepEqual(
      report.coverage.rendered.map((r) => r.path),
      ['charts/parent'],
    );
  });

  it("vendored in the parent, it is the parent's alone: a note says its tags turn it off", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'parent/Chart.yaml': parent('  - name: child\n    version: 0.1.0\n    tags: [agent]\n'),
        'parent/values.yaml': 'tags:\n  agent: false\n',
        'parent/templates/web.yaml': deployment('web'),
        'parent/charts/child/Chart.yaml': 'apiVersion: v2\nname: child\nversion: 0.1.0\n',
        'parent/charts/child/templates/agent.yaml': AGENT,
      }),
    );
    assert.deepEqual(owners(report), ['web']);
    assert.deepEqual(notes(report), [
      'parent/Chart.yaml: Helm chart "parent" turns off its dependency "child" (tags: agent): its render holds none of that chart\'s objects, so they are not checked',
    ]);
  });

  it('a run whose only chart renders no object still says nothing was simulated', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'parent/Chart.yaml': parent('  - name: child\n    version: 0.1.0\n    condition: child.enabled\n'),
        'parent/values.yaml': 'child:\n  enabled: false\n',
        'parent/charts/child/Chart.yaml': 'apiVersion: v2\nname: child\nversion: 0.1.0\n',
        'parent/charts/child/templates/agent.yaml': AGENT,
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/nothing-simulated').map((f) => f.file),
      ['parent/Chart.yaml'],
    );
  });
});
