/** Which git remotes of the checkout name a hosted repository a GitOps object could point at. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isNetworkUrl } from '../../src/io/git-remotes.ts';

describe('isNetworkUrl', () => {
  it('URLs with a host and scp-like host:path are; folders, file:// and drive paths are not', () => {
    for (const url of ['https://github.com/a/b', 'ssh://git@github.com:22/a/b', 'git://host/x', 'git@github.com:a/b.git', 'github.com:a/b'])
      assert.equal(isNetworkUrl(url), true, url);
    for (const url of ['/work/mirror', '../x', 'file:///srv/x', 'C:\\repo', 'C:/repo', '']) assert.equal(isNetworkUrl(url), false, url);
  });
});
