/**
 * A patch file left lying in a Flux repository: equinor/radix-flux keeps copies of its
 * flux-controller patches under components/flux/ that no Kustomization applies (each cluster's
 * kustomization patches with its own copy). They are partial Deployments (a name, a label, a node
 * affinity; no containers). No cluster applies them, so they fall to the cluster "unassigned",
 * where an object that only lacks required fields reads as a patch: an info, not input/schema
 * errors that fail the run. Where a cluster applies the file, or the repository has no clusters,
 * the same object is the error it always was, and so is any other schema violation.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

const FLUX_APPS = `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: apps, namespace: flux-system}
spec:
  interval: 10m
  path: ./apps
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
`;

const PATCH = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: helm-controller
  namespace: flux-system
spec:
  template:
    metadata:
      labels: {monitor: "true"}
    spec:
      nodeSelector: {kubernetes.io/arch: arm64}
`;

async function schemaFindings(files: Record<string, string>): Promise<string[]> {
  const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'apps/web.yaml': deployment('web'), ...files }));
  return report.findings.filter((f) => f.ruleId === 'input/schema').map((f) => `${f.severity} ${f.file}: ${f.message}`);
}

describe('a patch file no cluster applies', () => {
  it('in a Flux clusters/ layout: an info naming what it lacks, the object left out', async () => {
    assert.deepEqual(await schemaFindings({ 'clusters/prod/apps.yaml': FLUX_APPS, 'components/flux/flux-patches.yaml': PATCH }), [
      'info components/flux/flux-patches.yaml: Deployment "flux-system/helm-controller" lacks spec.template.spec.containers, and no cluster applies its file: it reads as a patch (a kustomization\'s patches name such files), so it is left out',
    ]);
  });

  it('an error where a cluster applies it, or in a repository without clusters, or when anything else is wrong with it', async () => {
    const errors = (findings: string[]): string[] => findings.map((f) => f.split(' ')[0]!);
    // Applied by the cluster's Kustomization (under apps/).
    assert.deepEqual(errors(await schemaFindings({ 'clusters/prod/apps.yaml': FLUX_APPS, 'apps/flux-patches.yaml': PATCH })), ['error']);
    // No clusters: every file is the one cluster's.
    assert.deepEqual(errors(await schemaFindings({ 'components/flux/flux-patches.yaml': PATCH })), ['error']);
    // Unapplied, but a value of the wrong type too: not only lacking fields.
    const wrong = PATCH.replace('spec:\n  template:', 'spec:\n  replicas: two\n  template:');
    assert.deepEqual(errors(await schemaFindings({ 'clusters/prod/apps.yaml': FLUX_APPS, 'components/flux/flux-patches.yaml': wrong })), ['error', 'error']);
  });

  it('leaves "unassigned" out of coverage/nothing-simulated when it holds no pod (nothing there to simulate), not when it holds one', async () => {
    const nothing = async (files: Record<string, string>): Promise<string[]> => {
      const { report } = await checkJson(
        await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'apps/web.yaml': deployment('web'), 'clusters/prod/apps.yaml': FLUX_APPS, ...files }),
      );
      return report.findings.filter((f) => f.ruleId === 'coverage/nothing-simulated').map((f) => `${f.cluster ?? '-'}: ${f.message}`);
    };
    assert.deepEqual(await nothing({ 'components/flux/flux-patches.yaml': PATCH }), [
      'prod: no resize was simulated (1 pod on 2 nodes): add a ResizeScenario, a VerticalPodAutoscaler, or run with `--scenario limits` (rendered from the Kustomize root apps)',
    ]);
    assert.deepEqual(
      (await nothing({ 'components/flux/flux-patches.yaml': PATCH, 'components/flux/spare.yaml': deployment('spare') })).map((f) => f.split(':')[0]),
      ['prod', 'unassigned'],
    );
  });

  it('a template (a `${APP}` name) stays the template it is: its input/not-rendered warning, no patch info', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'apps/web.yaml': deployment('web'),
        'clusters/prod/apps.yaml': FLUX_APPS,
        'components/flux/app.yaml': PATCH.replace('name: helm-controller', 'name: ${APP}'),
      }),
    );
    const about = report.findings.filter((f) => f.file === 'components/flux/app.yaml' && f.ruleId !== 'coverage/nothing-simulated');
    assert.deepEqual(
      about.map((f) => `${f.ruleId} ${f.severity}`),
      ['input/not-rendered warning'],
    );
  });
});
