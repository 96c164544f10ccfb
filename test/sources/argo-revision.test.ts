/** Which Argo CD targetRevision is the checkout: "HEAD", none, or a branch it follows. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { branchesFollowed, otherRevision } from '../../src/sources/argo-revision.ts';

describe('otherRevision', () => {
  it('none, "HEAD", and a branch the checkout follows by its short or full name are the checkout', () => {
    for (const revision of [undefined, '', 'HEAD', 'main', 'refs/heads/main']) assert.equal(otherRevision(revision, ['main']), undefined, String(revision));
  });

  it('another branch, a tag or a commit is other content, named with the branches followed', () => {
    assert.equal(otherRevision('env/staging', ['main']), 'the revision "env/staging", not the branch "main" the checkout follows');
    assert.equal(otherRevision('v1.2.3', ['feat', 'main']), 'the revision "v1.2.3", not the branches "feat" and "main" the checkout follows');
    assert.equal(otherRevision('refs/tags/main', ['main'])?.startsWith('the revision "refs/tags/main"'), true);
    assert.notEqual(otherRevision('4f1c2a9', ['main']), undefined);
  });

  it('with no branch known, every revision is taken for the checkout', () => {
    assert.equal(otherRevision('env/staging', []), undefined);
  });
});

describe('branchesFollowed', () => {
  it("adds the branch the Flux bootstrap GitRepository follows, not another GitRepository's nor a tag", () => {
    const repositories = new Map([
      ['flux-system/flux-system', { url: 'https://github.com/example/gitops', ref: 'branch prod' }],
      ['flux-system/staging', { url: 'https://github.com/example/gitops', ref: 'branch env/staging' }],
    ]);
    assert.deepEqual(branchesFollowed(['main'], repositories), ['main', 'prod']);
    assert.deepEqual(branchesFollowed(['main'], new Map([['flux-system/flux-system', { url: 'u', ref: 'tag v1' }]])), ['main']);
    assert.deepEqual(branchesFollowed([], new Map()), []);
  });
});
