/**
 * The digest of what `helm template` reads (src/sources/helm-inputs.ts): equal for byte-identical
 * inputs wherever the tree lies (a base exported elsewhere), different when any input differs,
 * and none for a chart it cannot read whole.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helmInputsDigest, sameInputsSameOutput, type HelmFlags } from '../../src/sources/helm-inputs.ts';
import { inRunScopeAsync } from '../../src/core/memo.ts';
import type { RenderRequest } from '../../src/sources/types.ts';

const FLAGS: HelmFlags = { release: 'web', namespace: 'default', kubeVersion: '1.37.2', apiVersions: [] };
let top = '';

async function tree(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

const FILES = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\ndependencies:\n- {name: common, version: 0.1.0, repository: "file://../common"}\n',
  'chart/templates/a.yaml': 'kind: ConfigMap\n',
  'common/Chart.yaml': 'apiVersion: v2\nname: common\nversion: 0.1.0\n',
  'common/templates/_h.tpl': '{{- define "x" }}x{{ end }}\n',
  'values/prod.yaml': 'replicas: 2\n',
};

function request(root: string, extra: Partial<RenderRequest> = {}): RenderRequest {
  return { kind: 'helm', dir: path.join(root, 'chart'), valuesFiles: [path.join(root, 'values/prod.yaml')], ...extra };
}

before(async () => {
  top = await mkdtemp(path.join(tmpdir(), 'resizeguard-helm-inputs-'));
  await tree(path.join(top, 'a'), FILES);
  await cp(path.join(top, 'a'), path.join(top, 'b'), { recursive: true });
});

after(async () => {
  await rm(top, { recursive: true, force: true });
});

describe('helmInputsDigest', () => {
  it('is the same for the same files in another folder, and differs with any input', async () => {
    const a = path.join(top, 'a');
    const b = path.join(top, 'b');
    const base = await helmInputsDigest(request(a), FLAGS);
    assert.match(base ?? '', /^[0-9a-f]{64}$/);
    assert.equal(await helmInputsDigest(request(b), FLAGS), base);
    const differs = async (what: string, digest: Promise<string | undefined>): Promise<void> => {
      const d = await digest;
      assert.ok(d !== undefined && d !== base, what);
    };
    await differs('namespace', helmInputsDigest(request(b), { ...FLAGS, namespace: 'prod' }));
    await differs('API versions', helmInputsDigest(request(b), { ...FLAGS, apiVersions: ['monitoring.coreos.com/v1'] }));
    await differs('inline values', helmInputsDigest(request(b, { values: [{ replicas: 3 }] }), FLAGS));
    await differs('--set', helmInputsDigest(request(b, { set: [['replicas', '3']] }), FLAGS));
    await writeFile(path.join(b, 'values/prod.yaml'), 'replicas: 3\n');
    await differs('a values file', helmInputsDigest(request(b), FLAGS));
    await cp(path.join(a, 'values'), path.join(b, 'values'), { recursive: true });
    await writeFile(path.join(b, 'common/templates/_h.tpl'), '{{- define "x" }}y{{ end }}\n');
    await differs("a file:// dependency's template", helmInputsDigest(request(b), FLAGS));
    await cp(path.join(a, 'common'), path.join(b, 'common'), { recursive: true });
    await writeFile(path.join(b, 'chart/templates/b.yaml'), 'kind: ConfigMap\n');
    await differs('a new template', helmInputsDigest(request(b), FLAGS));
    await rm(path.join(b, 'chart/templates/b.yaml'));
    assert.equal(await helmInputsDigest(request(b), FLAGS), base, 'back as it was');
  });

  it('is none for a chart holding a symbolic link (what it reads may lie outside)', async () => {
    const c = path.join(top, 'c');
    await tree(c, FILES);
    await symlink(path.join(c, 'values/prod.yaml'), path.join(c, 'chart/templates/link.yaml'));
    assert.equal(await helmInputsDigest(request(c), FLAGS), undefined);
  });
});

describe('sameInputsSameOutput', () => {
  it('runs once per digest in a run, again after a failure, and always without a digest', async () => {
    await inRunScopeAsync(async () => {
      let runs = 0;
      const ok = () => Promise.resolve({ ok: true, stdout: `out ${++runs}`, error: '', missing: false, timedOut: false });
      const failed = () => Promise.resolve({ ok: false, stdout: '', error: `failed ${++runs}`, missing: false, timedOut: false });
      assert.equal((await sameInputsSameOutput('d1', ok)).stdout, 'out 1');
      assert.equal((await sameInputsSameOutput('d1', ok)).stdout, 'out 1');
      assert.equal((await sameInputsSameOutput(undefined, ok)).stdout, 'out 2');
      assert.equal((await sameInputsSameOutput('d2', failed)).error, 'failed 3');
      assert.equal((await sameInputsSameOutput('d2', ok)).stdout, 'out 4');
    });
  });
});
