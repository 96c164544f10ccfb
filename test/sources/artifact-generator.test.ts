/** Flux ArtifactGenerator copies as folders of this repository (src/sources/artifact-generator.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artifactCopies, nearestArtifact, repositoryPath } from '../../src/sources/artifact-generator.ts';

const generator = (
  namespace: string,
  artifacts: unknown[],
  sources: unknown[] = [{ alias: 'monorepo', kind: 'GitRepository', name: 'flux-system' }],
): unknown => ({
  apiVersion: 'source.extensions.fluxcd.io/v1beta1',
  kind: 'ArtifactGenerator',
  metadata: { name: 'gen', namespace },
  spec: { sources, artifacts },
});
const self = (_ns: string, name: string): boolean => name === 'flux-system';

describe('ArtifactGenerator', () => {
  it('whole-folder copies of this repository are kept; patterns and other sources are not', () => {
    const map = artifactCopies(
      [
        {
          file: 'clusters/staging/artifacts.yaml',
          value: generator('flux-system', [
            {
              name: 'apps',
              copy: [
                { from: '@monorepo/apps/base/**', to: '@artifact/base/' },
                { from: '@monorepo/apps/staging/**', to: '@artifact/staging' },
                { from: '@monorepo/apps/*.yaml', to: '@artifact/' },
                { from: '@monorepo/apps/*/x/**', to: '@artifact/x/' },
                { from: '@other/apps/**', to: '@artifact/' },
              ],
            },
            { name: 'everything', copy: [{ from: '@monorepo/**', to: '@artifact/' }] },
          ]),
        },
        { file: 'elsewhere.yaml', value: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'gen' } } },
      ],
      self,
    );
    assert.deepEqual([...map.keys()], ['flux-system/apps', 'flux-system/everything']);
    assert.deepEqual(map.get('flux-system/apps')![0]!.copies, [
      { from: 'apps/base', to: 'base' },
      { from: 'apps/staging', to: 'staging' },
    ]);
    assert.deepEqual(map.get('flux-system/everything')![0]!.copies, [{ from: '', to: '' }]);
  });

  // Shape of xunholy/k8s-gitops: `from: "@repo/apps/base/<ns>/<app>/app/"` to the same path with a slash.
  it('a copy of a path without a pattern puts the folder itself under `to`, as cp -r does', () => {
    const map = artifactCopies(
      [
        {
          file: 'artifacts.yaml',
          value: generator('flux-system', [
            {
              name: 'apps',
              copy: [
                { from: '@monorepo/apps/base/web/app/', to: '@artifact/apps/base/web/app/' },
                { from: '@monorepo/apps/staging', to: '@artifact/' },
                { from: '@monorepo/./deploy//prod/', to: '@artifact/envs' },
                { from: '@monorepo/', to: '@artifact/all/' },
                { from: '@monorepo/../up/', to: '@artifact/' },
              ],
            },
          ]),
        },
      ],
      self,
    );
    assert.deepEqual(map.get('flux-system/apps')![0]!.copies, [
      { from: 'apps/base/web/app', to: 'apps/base/web/app/app' },
      { from: 'apps/staging', to: 'staging' },
      { from: 'deploy/prod', to: 'envs/prod' },
      { from: '', to: 'all' },
    ]);
    const copies = map.get('flux-system/apps')![0]!.copies;
    assert.equal(repositoryPath(copies, './apps/base/web/app/app'), 'apps/base/web/app');
    // The folder above the copy holds nothing else: kustomize-controller builds it as the copy.
    assert.equal(repositoryPath(copies, './apps/base/web/app'), 'apps/base/web/app');
    assert.equal(repositoryPath(copies, './apps'), 'apps/base/web/app');
    assert.equal(repositoryPath(copies, './staging'), 'apps/staging');
    // Several copies below a path are no one folder of the repository.
    assert.equal(repositoryPath(copies.slice(1), './'), undefined);
    assert.equal(repositoryPath(copies.slice(1, 2), './'), 'apps/staging');
  });

  it('the sources outside this repository an artifact copies from are named', () => {
    const map = artifactCopies(
      [
        {
          file: 'artifacts.yaml',
          value: generator(
            'flux-system',
            [
              { name: 'oci', copy: [{ from: '@repo/apps/web/**', to: '@artifact/' }] },
              {
                name: 'mixed',
                copy: [
                  { from: '@monorepo/apps/**', to: '@artifact/' },
                  { from: '@bucket/x.yaml', to: '@artifact/x.yaml' },
                ],
              },
            ],
            [
              { alias: 'repo', kind: 'OCIRepository', name: 'flux-system' },
              { alias: 'monorepo', kind: 'GitRepository', name: 'flux-system' },
              { alias: 'bucket', kind: 'Bucket', name: 'configs', namespace: 'shared' },
            ],
          ),
        },
      ],
      self,
    );
    assert.deepEqual(map.get('flux-system/oci')![0], { file: 'artifacts.yaml', copies: [], otherSources: ['the OCIRepository "flux-system/flux-system"'] });
    assert.deepEqual(map.get('flux-system/mixed')![0]!.otherSources, ['the Bucket "shared/configs"']);
  });

  it("an artifact's path is the repository folder of the copy that holds it (the longest)", () => {
    const copies = [
      { from: 'infrastructure', to: '' },
      { from: 'apps/staging', to: 'staging' },
    ];
    assert.equal(repositoryPath(copies, './staging'), 'apps/staging');
    assert.equal(repositoryPath(copies, './staging/podinfo/'), 'apps/staging/podinfo');
    assert.equal(repositoryPath(copies, './controllers'), 'infrastructure/controllers');
    assert.equal(repositoryPath(copies, './'), 'infrastructure');
    assert.equal(repositoryPath([{ from: 'apps/staging', to: 'staging' }], './production'), undefined);
    assert.equal(repositoryPath([{ from: '', to: '' }], '.'), '.');
  });

  it("a Kustomization gets the generator written nearest to it (its cluster's own), then the first by file", () => {
    const gens = [
      { file: 'clusters/staging/artifacts.yaml', copies: [{ from: 'apps/staging', to: 'staging' }], otherSources: [] },
      { file: 'clusters/production/artifacts.yaml', copies: [{ from: 'apps/production', to: 'production' }], otherSources: [] },
    ];
    assert.equal(nearestArtifact(gens, 'clusters/production/apps.yaml')?.file, 'clusters/production/artifacts.yaml');
    assert.equal(nearestArtifact(gens, 'clusters/staging/apps.yaml')?.file, 'clusters/staging/artifacts.yaml');
    assert.equal(nearestArtifact(gens, 'top.yaml')?.file, 'clusters/production/artifacts.yaml');
  });
});
