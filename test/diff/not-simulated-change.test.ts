/**
 * change/not-simulated: what the change edits or adds that the run does not simulate at head (a
 * GitOps object left unrendered or whose render failed, an operator's resource) is a new finding,
 * at the first value it edits; the object's own input/not-rendered or coverage/not-simulated is
 * already there at the base.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareRuns } from '../../src/diff/compare.ts';
import { notSimulatedChanges } from '../../src/diff/not-simulated-change.ts';
import { lintChange } from '../../src/diff/simulate-change.ts';
import { parseSource, type LoadedDocument } from '../../src/load/index.ts';
import { GATE } from '../helpers/engine.ts';

const release = (replicas: number, cpu: string): string => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: podinfo, namespace: apps}
spec:
  interval: 10m
  chart:
    spec:
      chart: podinfo
      sourceRef: {kind: HelmRepository, name: podinfo}
  values:
    replicaCount: ${replicas}
    resources: {requests: {cpu: "${cpu}"}}
`;

const cluster = (instances: number): string => `apiVersion: postgresql.cnpg.io/v1
kind: Cluster
metadata: {name: pg, namespace: db}
spec:
  instances: ${instances}
  resources: {requests: {cpu: "2"}}
`;

const NODE = `apiVersion: v1
kind: Node
metadata: {name: n1}
status: {allocatable: {cpu: "8", memory: 32Gi, pods: "110"}}
`;

function docs(text: string): LoadedDocument[] {
  return parseSource({ path: 'release.yaml', text }).documents;
}

describe('change/not-simulated', () => {
  it('a HelmRelease left unrendered whose values the change raises: a new finding at the first edited value', () => {
    const base = docs(`${NODE}---\n${release(2, '100m')}`);
    const head = docs(`${NODE}---\n${release(40, '4')}`);
    const unrendered = new Set(head.filter((d) => (d.value as { kind?: string }).kind === 'HelmRelease'));
    const runs = lintChange({ documents: base, diagnostics: [] }, { documents: head, diagnostics: [] }, { featureGates: { [GATE]: true }, unrendered });
    const fresh = compareRuns(runs.base, runs.head).newFindings.filter((d) => d.ruleId === 'change/not-simulated');
    assert.equal(fresh.length, 1);
    const [d] = fresh;
    assert.equal(d!.severity, 'warning');
    assert.deepEqual(d!.object, { kind: 'HelmRelease', namespace: 'apps', name: 'podinfo' });
    assert.equal(d!.range.start.line, 16, 'at values.replicaCount');
    assert.match(d!.message, /^the change edits HelmRelease apps\/podinfo, whose pods are not simulated: its source is not rendered/);
  });

  it("a chart bump in the OCIRepository an unrendered HelmRelease's chartRef names: said at the tag, naming the release", () => {
    // zhorvath83/home-ops: Renovate bumps ocirepository.yaml's ref.tag beside a HelmRelease whose chartRef names it.
    const oci = (tag: string, name = 'kube-prometheus-stack'): string =>
      `apiVersion: source.toolkit.fluxcd.io/v1\nkind: OCIRepository\nmetadata: {name: ${name}, namespace: observability}\nspec:\n  interval: 1h\n  url: oci://ghcr.io/prometheus-community/charts/${name}\n  ref:\n    tag: ${tag}\n`;
    const hr = `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: kube-prometheus-stack, namespace: observability}\nspec:\n  interval: 1h\n  chartRef: {kind: OCIRepository, name: kube-prometheus-stack}\n`;
    const base = docs(`${oci('88.5.0')}---\n${oci('1.0.0', 'other')}---\n${hr}`);
    const head = docs(`${oci('88.5.3')}---\n${oci('1.0.1', 'other')}---\n${hr}`);
    const unrendered = new Set(head.filter((d) => (d.value as { kind?: string }).kind === 'HelmRelease'));
    const found = notSimulatedChanges(base, head, unrendered);
    assert.deepEqual(
      found.map((d) => [d.ruleId, d.object?.name, d.range.start.line]),
      [['change/not-simulated', 'kube-prometheus-stack', 8]],
      'the OCIRepository no unrendered object reads is not said',
    );
    assert.match(
      found[0]!.message,
      /^the change edits OCIRepository observability\/kube-prometheus-stack, the source of HelmRelease observability\/kube-prometheus-stack, whose pods are not simulated: its source is not rendered/,
    );
  });

  it('the same HelmRelease unchanged: nothing', () => {
    const base = docs(release(2, '100m'));
    const head = docs(release(2, '100m'));
    assert.deepEqual(notSimulatedChanges(base, head, new Set(head)), []);
  });

  it("an operator's resource the change edits or adds; a live snapshot base (no GitOps objects) raises none", () => {
    const edited = notSimulatedChanges(docs(cluster(1)), docs(cluster(3)), undefined);
    assert.deepEqual(
      edited.map((d) => [d.ruleId, d.range.start.line]),
      [['change/not-simulated', 5]],
    );
    assert.match(edited[0]!.message, /^the change edits Cluster db\/pg, whose pods are not simulated: /);
    assert.match(notSimulatedChanges([], docs(cluster(3)), undefined)[0]!.message, /^the change adds Cluster db\/pg/);
    const head = docs(`${NODE}---\n${release(40, '4')}`);
    const runs = lintChange(
      { documents: docs(NODE), diagnostics: [] },
      { documents: head, diagnostics: [] },
      { featureGates: { [GATE]: true }, unrendered: new Set(head) },
      { live: true },
    );
    assert.equal(runs.head.diagnostics.filter((d) => d.ruleId === 'change/not-simulated').length, 0);
  });

  it('a copy of a duplicated object that loses the tie-break: the edit is said there, naming the copy simulated', () => {
    const web = (cpu: string): string => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: default}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - name: web
        image: nginx:1.27-alpine
        resources:
          requests: {cpu: ${cpu}, memory: 128Mi}
`;
    const side = (variant: string, main = '100m'): LoadedDocument[] => [
      ...parseSource({ path: 'kubernetes-manifests/web.yaml', text: web(main) }).documents,
      ...parseSource({ path: 'extras/variant/web.yaml', text: web(variant) }).documents,
    ];
    const runs = lintChange({ documents: side('200m'), diagnostics: [] }, { documents: side('"7"'), diagnostics: [] }, { featureGates: { [GATE]: true } });
    const fresh = compareRuns(runs.base, runs.head).newFindings.filter((d) => d.ruleId === 'change/not-simulated');
    assert.deepEqual(
      fresh.map((d) => [d.file, d.range.start.line, d.related?.[0]?.file]),
      [['extras/variant/web.yaml', 14, 'kubernetes-manifests/web.yaml']],
    );
    assert.match(
      fresh[0]!.message,
      /^the change edits a copy of Deployment default\/web that is not simulated: the copy in kubernetes-manifests\/web.yaml:3 is /,
    );
    // An edit of the copy simulated is simulated (its rollout): nothing to say.
    const kept = lintChange(
      { documents: side('200m'), diagnostics: [] },
      { documents: side('200m', '150m'), diagnostics: [] },
      { featureGates: { [GATE]: true } },
    );
    assert.equal(kept.head.diagnostics.filter((d) => d.ruleId === 'change/not-simulated').length, 0);
    assert.equal(kept.head.simulation.scenarios.find((x) => x.name === 'diff')?.rollouts?.length, 1);
  });
  it('two renders of one file (two overlays on one base): each copy is named by its render, not by the one file and line both share', () => {
    const web = (cpu: string, team: string): string =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: default, labels: {team: ${team}}}\nspec:\n  replicas: 1\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: web, image: x, resources: {requests: {cpu: ${cpu}}}}]\n`;
    const rendered = (cpu: string, team: string, unit: string): LoadedDocument => {
      const d = parseSource({ path: 'base/web.yaml', text: web(cpu, team) }).documents[0]!;
      return { file: d.file, order: d.order, unit, value: d.value, locate: d.locate.bind(d) };
    };
    const side = (cpu: string): LoadedDocument[] => [rendered(cpu, 'a', 'overlays/a (kustomize)'), rendered(cpu, 'b', 'overlays/b (kustomize)')];
    const runs = lintChange({ documents: side('100m'), diagnostics: [] }, { documents: side('200m'), diagnostics: [] }, { featureGates: { [GATE]: true } });
    const fresh = compareRuns(runs.base, runs.head).newFindings.filter((d) => d.ruleId === 'change/not-simulated');
    assert.equal(fresh.length, 1);
    assert.match(
      fresh[0]!.message,
      /^the change edits a copy of Deployment default\/web \(here as overlays\/b \(kustomize\) renders it\) that is not simulated: the copy in base\/web\.yaml:3 as overlays\/a \(kustomize\) renders it is /,
    );
    assert.equal(fresh[0]!.related?.[0]?.message, 'the copy simulated as overlays/a (kustomize) renders it');
  });
});
