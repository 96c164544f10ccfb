/** Which URLs name the same repository as a git remote of the checkout, and which name another whatever the checkout. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fluxInstanceSync, gitReference, isOtherRepository, namesRemote } from '../../src/sources/git-repository.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

describe('namesRemote: the spellings Argo CD takes for one repository', () => {
  it("argoproj/argo-cd util/git/git_test.go TestSameURL's pairs name the same repository", () => {
    const same: [string, string][] = [
      ['git@GITHUB.com:argoproj/test', 'git@github.com:argoproj/test.git'],
      ['git@GITHUB.com:argoproj/test.git', 'git@github.com:argoproj/test.git'],
      ['git@GITHUB.com:test', 'git@github.com:test.git'],
      ['https://GITHUB.com/argoproj/test', 'https://github.com/argoproj/test.git'],
      ['https://github.com/FOO', 'https://github.com/foo'],
      ['https://github.com:4443/TEST', 'https://github.com:4443/TEST.git'],
      ['ssh://git@GITHUB.com/argoproj/test', 'git@github.com:argoproj/test.git'],
      ['ssh://git@GITHUB.com/test.git', 'git@github.com:test.git'],
      [' https://github.com/argoproj/test ', 'https://github.com/argoproj/test.git'],
      ['\thttps://github.com/argoproj/test\n', 'https://github.com/argoproj/test.git'],
      ['https://dev.azure.com/1234/myproj/_git/myrepo', 'https://dev.azure.com/1234/myproj/_git/myrepo'],
    ];
    for (const [url, remote] of same) assert.equal(namesRemote(url, [remote]), true, `${JSON.stringify(url)} ~ ${remote}`);
  });

  it('user@host/path (no colon) is the scp-like user@host:path, as NormalizeGitURL makes both ssh://user@host/path', () => {
    // alphagov/govuk-helm-charts names itself so in every Application.
    const url = 'git@github.com/alphagov/govuk-helm-charts';
    for (const remote of [
      'git@github.com:alphagov/govuk-helm-charts.git',
      'https://github.com/alphagov/govuk-helm-charts.git',
      'ssh://git@GitHub.com/alphagov/govuk-helm-charts',
    ])
      assert.equal(isOtherRepository(url, [remote]), false, remote);
    assert.equal(isOtherRepository('git@github.com/alphagov/other', ['https://github.com/alphagov/govuk-helm-charts.git']), true);
  });
});

describe('gitReference and a FluxInstance sync', () => {
  it('a reference name of a branch or tag is that branch or tag; another name stays a reference', () => {
    assert.equal(gitReference({ ref: { name: 'refs/heads/main' } }), 'branch main');
    assert.equal(gitReference({ ref: { name: 'refs/heads/release/1.x' } }), 'branch release/1.x');
    assert.equal(gitReference({ ref: { name: 'refs/tags/v1.0.0' } }), 'tag v1.0.0');
    assert.equal(gitReference({ ref: { name: 'refs/pull/420/head' } }), 'reference refs/pull/420/head');
    assert.equal(gitReference({ ref: { name: 'refs/heads/main', commit: 'abc' } }), 'commit abc');
  });

  it("the Flux Operator's sync GitRepository is named sync.name, else the instance's namespace; an OCIRepository sync makes none", () => {
    const instance = (sync: Record<string, unknown>): unknown => ({
      apiVersion: 'fluxcd.controlplane.io/v1',
      kind: 'FluxInstance',
      metadata: { name: 'flux', namespace: 'flux-system' },
      spec: { sync },
    });
    const git = { kind: 'GitRepository', url: 'https://github.com/acme/fleet.git', ref: 'refs/heads/main', path: 'clusters/prod' };
    assert.deepEqual(fluxInstanceSync(instance(git)), {
      key: 'flux-system/flux-system',
      source: { url: 'https://github.com/acme/fleet.git', ref: 'branch main' },
    });
    assert.equal(fluxInstanceSync(instance({ ...git, name: 'fleet' }))?.key, 'flux-system/fleet');
    assert.equal(fluxInstanceSync(instance({ ...git, kind: 'OCIRepository', url: 'oci://ghcr.io/acme/fleet' })), undefined);
    assert.equal(fluxInstanceSync({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'flux' } }), undefined);
  });
});

describe('a repoURL git cannot fetch (go-git transports: http, https, ssh, git, file)', () => {
  it('is another repository in any checkout, also one with no git remotes', () => {
    assert.equal(isOtherRepository('cnoe://manifests', []), true);
    assert.equal(isOtherRepository('https://github.com/example/stacks.git', []), false);
    assert.equal(isOtherRepository('git@github.com:example/stacks.git', []), false);
    assert.equal(isOtherRepository('file:///srv/git/stacks', []), false);
  });

  it("an idpbuilder package's Application (cnoe://, cnoe-io/stacks shape) is not rendered as this repository's root, whose files it would read twice", async () => {
    const dir = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'basic/package1/app.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: my-app, namespace: argocd}
spec:
  project: default
  source:
    repoURL: cnoe://manifests
    targetRevision: HEAD
    path: "."
    directory: {recurse: true}
  destination: {server: "https://kubernetes.default.svc", namespace: my-app}
`,
      'basic/package1/manifests/web.yaml': deployment('web'),
      'basic/package2/web.yaml': deployment('api'),
    });
    const { report } = await checkJson(dir);
    assert.deepEqual(
      report.findings
        .filter((f) => f.severity !== 'info' && f.ruleId !== 'coverage/nothing-simulated')
        .map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.message}`),
      [
        'basic/package1/app.yaml:7:14 input/not-rendered Application argocd/my-app was not rendered: its source is another repository (cnoe://manifests): Argo CD cannot fetch a cnoe:// URL as git, and the tool that applies the Application replaces it with a repository of its own (idpbuilder serves a cnoe:// folder so); the objects it makes are not simulated',
      ],
    );
    assert.deepEqual(report.coverage.rendered, []);
  });
});
