/**
 * The branches the checkout follows: the one it is on (`git symbolic-ref HEAD`, a branch without
 * commits yet too), and the default branch of each remote (`refs/remotes/<remote>/HEAD`, which
 * `git clone` writes), since an Argo CD targetRevision of "HEAD" is that branch. A checkout a CI
 * job made at a detached commit names no branch: GitHub Actions says which ones a pull request
 * merges (GITHUB_BASE_REF, GITHUB_HEAD_REF) or a push updates (GITHUB_REF_NAME of a branch).
 * None when git is missing, the folder is no checkout and no such variable is set: the answer
 * then comes from the input alone.
 */
import { runGit } from './run-git.ts';

/** Sorted, without repeats; `env` is read only when the checkout's HEAD is detached. */
export async function followedBranches(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const [current, defaults] = await Promise.all([
    git(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD']),
    git(cwd, ['for-each-ref', '--format=%(refname:lstrip=3) %(symref:lstrip=3)', 'refs/remotes/']),
  ]);
  const branches = defaults.stdout
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([name, target]) => name === 'HEAD' && target !== undefined && target !== '')
    .map(([, target]) => target!);
  const onBranch = current.stdout.trim();
  if (onBranch !== '') branches.push(onBranch);
  // Exit code 1: a checkout at a detached HEAD (outside a repository git exits 128).
  else if (current.code === 1) branches.push(...ciBranches(env));
  return [...new Set(branches)].sort();
}

/** The branches a GitHub Actions run names: a pull request's base and head, or the branch a push updated. */
export function ciBranches(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string): string | undefined => (env[name] !== undefined && env[name] !== '' ? env[name] : undefined);
  const pull = [set('GITHUB_BASE_REF'), set('GITHUB_HEAD_REF')].filter((b): b is string => b !== undefined);
  if (pull.length > 0) return pull;
  const pushed = set('GITHUB_REF_TYPE') === 'branch' ? set('GITHUB_REF_NAME') : undefined;
  return pushed === undefined ? [] : [pushed];
}

/** git's standard output and exit code (128 outside a repository); -1 when git cannot be run. */
async function git(cwd: string, args: readonly string[]): Promise<{ code: number; stdout: string }> {
  try {
    const out = await runGit(args, cwd);
    return { code: out.code, stdout: out.stdout.toString('utf8') };
  } catch {
    return { code: -1, stdout: '' };
  }
}
