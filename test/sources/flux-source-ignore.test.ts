/**
 * The files a GitRepository's artifact leaves out are not in the folder kustomize-controller
 * builds: a folder without a kustomization lists only what the artifact holds. The artifact leaves
 * out what the repository's `.sourceignore` files and the GitRepository's spec.ignore name, or,
 * with neither, source-controller's defaults (a `cloudbuild.yaml` among them).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, fluxBootstrap, fluxKustomization, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

/** A YAML file that is no Kubernetes object: kustomize refuses it as a resource. */
const CLOUDBUILD = `steps:
  - name: gcr.io/cloud-builders/docker
    args: [build, -t, app, .]
`;

const placed = (report: { placements: { owner: { name: string } }[] }): string[] => [...new Set(report.placements.map((p) => p.owner.name))].sort();
const notRendered = (report: { findings: { ruleId: string; file: string }[] }): string[] =>
  report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.file);

describe('Flux: what a GitRepository artifact leaves out', () => {
  it("leaves out source-controller's defaults when nothing else is said (a cloudbuild.yaml, a .sops.yaml), and lists the other hidden files", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/flux-system/gotk-sync.yaml': fluxBootstrap(),
        'clusters/prod/app.yaml': fluxKustomization('app', './app'),
        'app/deploy.yaml': deployment('web', { namespace: 'apps' }),
        'app/cloudbuild.yaml': CLOUDBUILD,
        'app/.sops.yaml': 'creation_rules:\n  - path_regex: .*\\.sops\\.yaml\n',
        // Hidden, but in the artifact: scanManifests lists it.
        'app/.extra/deploy.yaml': deployment('hidden', { namespace: 'apps' }),
      }),
    );
    assert.deepEqual(notRendered(report), []);
    assert.deepEqual(placed(report), ['hidden', 'web']);
  });

  it("leaves out what a folder's .sourceignore names, for that folder only; the defaults no longer apply then", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/flux-system/gotk-sync.yaml': fluxBootstrap(),
        'clusters/prod/app.yaml': fluxKustomization('app', './app'),
        'clusters/prod/other.yaml': fluxKustomization('other', './other'),
        'app/.sourceignore': '# tests are not deployed\ntests/\n',
        'app/deploy.yaml': deployment('web', { namespace: 'apps' }),
        'app/tests/check.yaml': CLOUDBUILD,
        'app/tests/extra.yaml': deployment('extra', { namespace: 'apps' }),
        'other/deploy.yaml': deployment('other', { namespace: 'apps' }),
        'other/tests/extra.yaml': deployment('tested', { namespace: 'apps' }),
        'other/cloudbuild.yaml': CLOUDBUILD,
      }),
    );
    // other/ is under no .sourceignore pattern: its tests are applied, and with a pattern in the
    // repository the default exclusions are gone, so its cloudbuild.yaml fails its build.
    const failed = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      failed.map((f) => f.file),
      ['clusters/prod/other.yaml'],
    );
    assert.match(failed[0]!.message, /Kustomization flux-system\/other\).*other\/cloudbuild\.yaml.: missing Resource metadata/);
    assert.deepEqual(placed(report), ['web']);
  });

  it("leaves out what the GitRepository's spec.ignore names (everything but one folder)", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/flux-system/gotk-sync.yaml': fluxBootstrap('  ignore: |\n    /*\n    !/clusters\n    !/app\n    /app/local/\n'),
        'clusters/prod/app.yaml': fluxKustomization('app', './app'),
        'app/deploy.yaml': deployment('web', { namespace: 'apps' }),
        'app/local/dev.yaml': deployment('dev', { namespace: 'apps' }),
        'app/local/cloudbuild.yaml': CLOUDBUILD,
      }),
    );
    assert.deepEqual(notRendered(report), []);
    assert.deepEqual(placed(report), ['web']);
  });
});
