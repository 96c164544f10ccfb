/** Runs git: io/git.ts's reads of a commit, and discover.ts's list of the tracked files .gitignore names. */
import { spawn } from 'node:child_process';
import { InputError } from '../core/errors.ts';

export interface GitOutput {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/** Runs git in `cwd`; a missing git is an InputError (exit code 2). */
export function runGit(args: readonly string[], cwd: string, input?: string, extraEnv: Readonly<Record<string, string>> = {}): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', ...extraEnv },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new InputError('git is not installed or not on PATH (ENOENT); reading a git ref needs it') : error);
    });
    child.on('close', (code) => {
      resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') });
    });
    // git may exit before reading all of stdin (e.g. on a bad object); that is reported through its exit code.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}
