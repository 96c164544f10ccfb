/**
 * A Flux Kustomization's post-build substitution as kustomize-controller runs it (fluxcd/pkg
 * envsubst): its functions are evaluated (`${APP,,}`, `${NAME:0:3}`), and a text envsubst cannot
 * parse fails the Kustomization's build, so none of its path is applied, said where the object
 * is written; the other Kustomizations are checked as before.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, fluxBootstrap, fluxKustomization, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

const kustomization = (name: string, p: string, vars: string): string => fluxKustomization(name, p, `  postBuild:\n    substitute: {${vars}}\n`);

describe('Flux post-build substitution, as fluxcd/pkg envsubst evaluates it', () => {
  it("evaluates envsubst's functions into the objects applied", async () => {
    const app = deployment('web', { namespace: 'apps' }).replace('name: web', 'name: ${APP,,}-${ENV:0:4}').replace('replicas: 1', 'replicas: ${#DIGITS}');
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/flux-system/gotk-sync.yaml': fluxBootstrap(),
        'clusters/prod/app.yaml': kustomization('app', './app', 'APP: WEB, ENV: production, DIGITS: "123"'),
        'app/deploy.yaml': app,
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
    assert.deepEqual([...new Set(report.placements.map((p) => `${p.owner.name} ×${report.placements.length}`))], ['web-prod ×3']);
  });

  it('a text it cannot parse (`${HOME-/root}` in a script) fails the Kustomization, said at the object; the other Kustomization is still applied', async () => {
    const script = `apiVersion: v1
kind: ConfigMap
metadata: {name: scripts, namespace: apps}
data:
  run.sh: |
    cd \${HOME-/root}
`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/flux-system/gotk-sync.yaml': fluxBootstrap(),
        'clusters/prod/app.yaml': kustomization('app', './app', 'APP: web'),
        'clusters/prod/other.yaml': kustomization('other', './other', 'APP: other'),
        'app/deploy.yaml': deployment('web', { namespace: 'apps' }),
        'app/scripts.yaml': script,
        'other/deploy.yaml': deployment('other', { namespace: 'apps', replicas: 2 }).replace('replicas: 2', 'replicas: ${REPLICAS:=2}'),
      }),
    );
    const failed = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      failed.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.message}`),
      [
        'app/scripts.yaml:1:1 error Kustomize root "app" (for Kustomization flux-system/app) was not rendered: kustomize-controller\'s post-build substitution fails on ConfigMap "apps/scripts" (envsubst: missing closing brace at "${HOME-/root}"), so the Kustomization applies nothing; write a literal `${…}` as `$${…}`, or annotate the object kustomize.toolkit.fluxcd.io/substitute: disabled; none of its objects are simulated',
      ],
    );
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['other', 'other'],
    );
  });
});
