/** The branches the checkout follows: its own, each remote's default, or those a CI run names. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ciBranches, followedBranches } from '../../src/io/git-revision.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function repository(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-branch-'));
  dirs.push(dir);
  const git = (...args: string[]): void => void execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir });
  git('init', '-q', '-b', 'feat');
  git('commit', '-q', '--allow-empty', '-m', 'one');
  // What `git clone` writes for the remote's default branch.
  git('update-ref', 'refs/remotes/origin/main', 'HEAD');
  git('symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main');
  git('update-ref', 'refs/remotes/origin/env/staging', 'HEAD');
  return dir;
}

describe('followedBranches', () => {
  it("the branch checked out and the remote's default branch, not the remote's other branches", async () => {
    assert.deepEqual(await followedBranches(repository(), {}), ['feat', 'main']);
  });

  it("a detached HEAD names no branch of its own: a CI run's variables do", async () => {
    const dir = repository();
    execFileSync('git', ['checkout', '-q', '--detach'], { cwd: dir });
    assert.deepEqual(await followedBranches(dir, {}), ['main']);
    assert.deepEqual(await followedBranches(dir, { GITHUB_BASE_REF: 'release', GITHUB_HEAD_REF: 'fix' }), ['fix', 'main', 'release']);
  });

  it("none outside a checkout, whatever a CI run's variables say", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-branch-'));
    dirs.push(dir);
    assert.deepEqual(await followedBranches(dir, { GITHUB_BASE_REF: 'main' }), []);
  });
});

describe('ciBranches', () => {
  it("a pull request's base and head branches, else the branch a push updated; a tag's push names none", () => {
    assert.deepEqual(ciBranches({ GITHUB_BASE_REF: 'main', GITHUB_HEAD_REF: 'fix', GITHUB_REF_NAME: '12/merge' }), ['main', 'fix']);
    assert.deepEqual(ciBranches({ GITHUB_BASE_REF: '', GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: 'main' }), ['main']);
    assert.deepEqual(ciBranches({ GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1' }), []);
  });
});
