/**
 * Which of some files .gitignore keeps out of the repository (`git check-ignore`): a kustomize
 * generator's `.env` or secret file that a deploy script writes beside a root, never committed.
 */
import { runGit } from './run-git.ts';

/** The files of `files` (absolute) that git's ignore rules name, as given; none outside a git work tree or without git. */
export async function ignoredByGit(files: readonly string[], cwd: string): Promise<string[]> {
  if (files.length === 0) return [];
  try {
    const out = await runGit(['check-ignore', '-z', '--stdin'], cwd, files.map((f) => `${f}\0`).join(''));
    // 0: some are ignored; 1: none are; anything else (not a repository): none known.
    if (out.code !== 0) return [];
    const named = new Set(
      out.stdout
        .toString('utf8')
        .split('\0')
        .filter((f) => f !== ''),
    );
    return files.filter((f) => named.has(f));
  } catch {
    return [];
  }
}
