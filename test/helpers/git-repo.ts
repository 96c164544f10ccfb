/** A git repository in a new temporary folder, its files written and committed once: what `--base` tests check out. */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface CommittedRepo {
  readonly dir: string;
  /** Runs git in the repository, as a test user, output dropped. */
  git(...args: string[]): void;
  remove(): Promise<void>;
}

export async function committedRepo(prefix: string, files: Readonly<Record<string, string>>, message = 'base'): Promise<CommittedRepo> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const git = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, stdio: 'ignore' });
  };
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', message);
  return { dir, git, remove: () => rm(dir, { recursive: true, force: true }) };
}
