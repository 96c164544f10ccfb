/**
 * Runs a renderer (kustomize, kubectl, helm) as a child process: no shell, a timeout, and the
 * output whole. Renders run side by side up to the machine's cores (RenderPool).
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface CommandResult {
  readonly ok: boolean;
  readonly stdout: string;
  /** The renderer's own message when it failed (its stderr, trimmed), or why it did not run. */
  readonly error: string;
  /** The executable was not found. */
  readonly missing: boolean;
  readonly timedOut: boolean;
}

/** A rendered repository can be large; beyond this the render is reported as failed. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

export function runCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutSeconds: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      [...args],
      { cwd, timeout: timeoutSeconds * 1000, killSignal: 'SIGKILL', maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', env, windowsHide: true },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve({ ok: true, stdout, error: '', missing: false, timedOut: false });
          return;
        }
        const code = (error as NodeJS.ErrnoException).code;
        const killed = (error as { killed?: boolean }).killed === true;
        const message = stderr.trim() || (code === 'ENOENT' ? `${command}: not found` : error.message);
        resolve({ ok: false, stdout: '', error: killed ? `stopped after ${timeoutSeconds} s` : message, missing: code === 'ENOENT', timedOut: killed });
      },
    );
  });
}

/** True when `command` names an executable (a path, or a name found on PATH). */
export function onPath(command: string): boolean {
  const candidates = command.includes('/')
    ? [command]
    : (process.env['PATH'] ?? '')
        .split(path.delimiter)
        .filter((d) => d !== '')
        .map((d) => path.join(d, command));
  return candidates.some((c) => {
    try {
      accessSync(c, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Runs tasks with at most `limit` at once; results in the tasks' order. */
export async function inParallel<T>(tasks: readonly (() => Promise<T>)[], limit = Math.max(1, os.availableParallelism())): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < tasks.length; i = next++) results[i] = await tasks[i]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
