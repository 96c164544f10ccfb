/**
 * The URLs of the checkout's git remotes (`git config --get-regexp remote.*.url`): a Flux
 * GitRepository that names one of them is the repository being checked, as a clone made by
 * actions/checkout or by hand has its origin. None when git is missing or the folder is no
 * checkout: the answer then comes from the input alone.
 */
import { execFile } from 'node:child_process';

const TIMEOUT_MS = 10_000;

export function remoteUrls(cwd: string): Promise<string[]> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['config', '--get-regexp', '^remote\\..*\\.url$'],
      { cwd, timeout: TIMEOUT_MS, maxBuffer: 1 << 20, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (error, stdout) => {
        if (error !== null) {
          resolve([]);
          return;
        }
        const urls = stdout
          .split('\n')
          .map((line) => line.slice(line.indexOf(' ') + 1).trim())
          .filter(isNetworkUrl);
        resolve([...new Set(urls)].sort());
      },
    );
  });
}

/**
 * A remote a GitOps object could name: a URL with a host (https://, ssh://, git://) or git's
 * scp-like `host:path`. A clone of a folder (`/srv/mirror`, file://) says nothing of which
 * hosted repository the checkout is.
 */
export function isNetworkUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/[^/]/i.exec(url);
  if (scheme !== null) return scheme[1]!.toLowerCase() !== 'file';
  return /^(?:[^@/:\\]+@)?[^/:\\]{2,}:(?!\/\/)[^\\]/.test(url);
}
