/**
 * A folder holding both a Chart.yaml and a kustomization is one root: Argo CD's discovery takes it
 * for Kustomize (util/app/discovery/discovery.go Discover, the later file in lexical order wins),
 * so on its own it is rendered once, so; a GitOps object that renders it as a chart renders the
 * chart. Shapes from Kube-Mind/fleet-infra.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

const APP = {
  '.resizeguard.yaml': POOL_CONFIG,
  'app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\n',
  'app/values.yaml': '{}\n',
  'app/templates/worker.yaml': deployment('worker', { replicas: 2 }),
  'app/kustomization.yaml': 'resources:\n- worker.yaml\n',
  'app/worker.yaml': deployment('worker', { replicas: 2, namespace: 'app' }),
};

const placed = (report: Awaited<ReturnType<typeof checkJson>>['report']): string[] => report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`).sort();

describe('a folder that is both a chart and a Kustomize root', () => {
  it('on its own, it is rendered once, as Kustomize, with a note naming the rule', async () => {
    const { report } = await checkJson(await writeRepo(APP));
    assert.deepEqual(placed(report), ['app/worker', 'app/worker']);
    assert.deepEqual(
      report.coverage.rendered.map((r) => `${r.kind} ${r.path}`),
      ['kustomize app'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.file}: ${f.message}`),
      [
        'app/Chart.yaml: Helm chart "app" shares its folder with a kustomization: the folder is rendered once, as a Kustomize root, as Argo CD discovers a folder holding both (a GitOps object that renders it as a chart, an Application\'s `source.helm` or a HelmRelease, renders the chart instead)',
      ],
    );
  });

  it('an Argo CD Application that sets source.helm renders the chart instead', async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...APP,
        'argocd/app.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: app, namespace: argocd}
spec:
  project: default
  source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: app, helm: {releaseName: app}}
  destination: {server: https://kubernetes.default.svc, namespace: web}
`,
      }),
    );
    assert.deepEqual(placed(report), ['web/worker', 'web/worker']);
    assert.deepEqual(
      report.coverage.rendered.map((r) => `${r.kind} ${r.path}`),
      ['helm app'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
  });
});
