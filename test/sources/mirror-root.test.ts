/** Copies of a root for a render (src/sources/mirror-root.ts): the tree is never written, and a copy that cannot be made is none. */
import assert from 'node:assert/strict';
import { lstat, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { mirrorWithComponents } from '../../src/sources/mirror-root.ts';
import { writeRepo } from './helpers.ts';

describe('mirrorWithComponents', () => {
  it("copies the folders down to the root, links the rest, and lists the components in the copy's kustomization", async () => {
    const top = await writeRepo({
      'apps/web/kustomization.yaml': 'resources: [web.yaml]\ncomponents: [../../components/a]\n',
      'apps/web/web.yaml': 'kind: ConfigMap\n',
      'apps/other/x.yaml': 'kind: ConfigMap\n',
      'components/b/kustomization.yaml': 'kind: Component\n',
    });
    const into = await mkdtemp(path.join(os.tmpdir(), 'rg-mirror-'));
    const copy = await mirrorWithComponents(path.join(top, 'apps/web'), [path.join(top, 'components/b')], top, into);
    assert.ok(copy !== undefined);
    assert.deepEqual(parse(await readFile(path.join(copy.dir, 'kustomization.yaml'), 'utf8')), {
      resources: ['web.yaml'],
      components: ['../../components/a', '../../components/b'],
    });
    assert.equal((await lstat(path.join(copy.dir, 'web.yaml'))).isSymbolicLink(), true);
    assert.equal((await lstat(path.join(copy.dir, '..', 'other'))).isSymbolicLink(), true);
    assert.equal(copy.real(path.join(copy.dir, 'web.yaml')), path.join(top, 'apps/web/web.yaml'));
    // The tree's own kustomization is as it was.
    assert.equal(await readFile(path.join(top, 'apps/web/kustomization.yaml'), 'utf8'), 'resources: [web.yaml]\ncomponents: [../../components/a]\n');
  });

  it('none for a root outside the top folder, or where the copy cannot be made', async () => {
    const top = await writeRepo({ 'apps/web/kustomization.yaml': 'resources: []\n' });
    const into = await mkdtemp(path.join(os.tmpdir(), 'rg-mirror-'));
    assert.equal(await mirrorWithComponents(path.join(top, 'apps/web'), [], path.join(top, 'other'), into), undefined);
    const file = path.join(into, 'a-file');
    await writeFile(file, '');
    assert.equal(await mirrorWithComponents(path.join(top, 'apps/web'), [], top, file), undefined);
  });
});
