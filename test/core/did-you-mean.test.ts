/** "Did you mean" (src/core/did-you-mean.ts) and where it is used: flags, commands, PriorityClasses, resize targets, --explain. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { closestNames, didYouMean, editDistance } from '../../src/core/did-you-mean.ts';
import { parseCommandLine } from '../../src/cli/args.ts';
import { lintSources } from '../../src/index.ts';
import { formatExplain } from '../../src/report/explain.ts';

const NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n';
const PC = 'apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: critical}\nvalue: 1000\n';

function usageError(argv: string[]): string {
  try {
    parseCommandLine(argv);
  } catch (e) {
    return (e as Error).message;
  }
  return '';
}

describe('did you mean', () => {
  it('edit distance counts a swap of neighbours as one edit', () => {
    assert.equal(editDistance('format', 'format'), 0);
    assert.equal(editDistance('fromat', 'format'), 1);
    assert.equal(editDistance('critcal', 'critical'), 1);
    assert.equal(editDistance('abc', 'xyz'), 3);
  });

  it('suggests only what is close (a third of the length), closest first, ties by name', () => {
    assert.deepEqual(closestNames('critcal', ['critical', 'low', 'batch']), ['critical']);
    assert.deepEqual(closestNames('xyz', ['critical', 'low']), []);
    assert.deepEqual(closestNames('web', ['wab', 'wec', 'web'], 2), ['wab', 'wec']);
    assert.equal(didYouMean('lo', ['low']), '; did you mean "low"?');
  });

  it('a mistyped flag or command names the closest', () => {
    assert.match(usageError(['check', '--fromat', 'json']), /^unknown flag --fromat; did you mean "--format"\?/);
    assert.match(usageError(['check', '--fail-om', 'none']), /did you mean "--fail-on"\?/);
    assert.match(usageError(['chek', '.']), /^unknown command "chek"; did you mean "check"\?/);
  });

  it('a mistyped PriorityClass and a mistyped resize target name the closest', () => {
    const pod =
      'apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  priorityClassName: critcal\n  containers: [{name: c, resources: {requests: {cpu: 100m}}}]\n';
    const scenario =
      'apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n  - target: {kind: Pod, namespace: default, name: wbe}\n    containers: [{name: c, resources: {requests: {cpu: 200m}}}]\n';
    const result = lintSources([{ path: 'c.yaml', text: [NODE, PC, pod, scenario].join('---\n') }], { featureGates: {} });
    const messages = result.diagnostics.map((d) => d.message);
    assert.ok(
      messages.some((m) => m.includes('names PriorityClass "critcal", which is not defined in the input; did you mean "critical"?')),
      messages.join('\n'),
    );
    assert.ok(
      messages.some((m) => m.includes('resize target Pod/default/wbe matches no pod in the input; did you mean "web"?')),
      messages.join('\n'),
    );
  });

  it('--explain given a misspelt workload suggests it', () => {
    const deployment =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: c, resources: {requests: {cpu: 100m}}}]\n';
    const result = lintSources([{ path: 'c.yaml', text: [NODE, deployment].join('---\n') }], { featureGates: {} });
    assert.equal(formatExplain(result, 'default/wbe'), 'explain default/wbe: no pod or workload "default/wbe" in the input; did you mean "web"?\n');
  });
});
