/**
 * The runner's environment as the Action needs it (GitHub's default variables), plus the two
 * things run() does not do itself: HTTP (Node's global fetch) and asking git for a commit.
 */
import { execFile } from 'node:child_process';
import process from 'node:process';
import { heapCheckpoint } from '../core/heap-growth.ts';
import type { ActionEnv } from './main.ts';

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/** `git cat-file -e SHA^{commit}` in the workspace; false when git is missing or the commit is absent. */
function commitExists(cwd: string, sha: string): Promise<boolean> {
  if (!/^[0-9a-f]{4,64}$/i.test(sha)) return Promise.resolve(false);
  return new Promise((resolve) => {
    execFile('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd, timeout: 30_000 }, (err) => {
      resolve(err === null);
    });
  });
}

export function envFromProcess(vars: NodeJS.ProcessEnv): ActionEnv {
  const workspace = nonEmpty(vars.GITHUB_WORKSPACE) ?? process.cwd();
  return {
    workspace,
    tempDir: nonEmpty(vars.RUNNER_TEMP),
    eventPath: nonEmpty(vars.GITHUB_EVENT_PATH),
    apiUrl: nonEmpty(vars.GITHUB_API_URL) ?? 'https://api.github.com',
    serverUrl: nonEmpty(vars.GITHUB_SERVER_URL) ?? 'https://github.com',
    repository: nonEmpty(vars.GITHUB_REPOSITORY),
    sha: nonEmpty(vars.GITHUB_SHA),
    fetch: (url, init) => fetch(url, init),
    commitExists: (sha) => commitExists(workspace, sha),
    checkpoint: heapCheckpoint,
  };
}
