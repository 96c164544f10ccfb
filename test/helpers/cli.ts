/**
 * Runs the CLI in two hosts from one scenario table (markdownlint-cli2's habit):
 *  - `inProcess`: `main(argv, io)` with a fake io (captured stdout/stderr, stdin from a buffer,
 *    files written under the run's cwd);
 *  - `spawned`: `node bin/resizeguard.js ...` in a child process (real argv, exit code, streams),
 *    which runs the bundle in dist/ (call `buildCli()` once first).
 * Both return the same `CliResult`, so a test can assert the same expectations on either and
 * check that they agree after `normalizeOutput`.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main, type CliIO } from '../../src/cli/main.ts';

/** The repository root (where package.json is). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = path.join(ROOT, 'bin', 'resizeguard.js');

export interface CliRun {
  readonly args: readonly string[];
  /** Working directory; default the repository root. */
  readonly cwd?: string;
  /** Bytes for standard input; default empty (closed at once). */
  readonly stdin?: string | Uint8Array;
  /** Spawned only: variables to set (undefined: unset) on top of the test's environment. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface CliResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliHost {
  readonly name: 'in-process' | 'spawned';
  run(run: CliRun): Promise<CliResult>;
}

function stdinBytes(run: CliRun): Buffer {
  return run.stdin === undefined ? Buffer.alloc(0) : typeof run.stdin === 'string' ? Buffer.from(run.stdin, 'utf8') : Buffer.from(run.stdin);
}

/** `main()` in this process; its io behaves like src/cli/bin.ts's, with cwd set to the run's. */
export const inProcess: CliHost = {
  name: 'in-process',
  async run(run) {
    const cwd = run.cwd ?? ROOT;
    let stdout = '';
    let stderr = '';
    const bytes = stdinBytes(run);
    const io: CliIO = {
      cwd,
      stdin: Readable.from(bytes.length > 0 ? [bytes] : []),
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
      // Like src/cli/bin.ts's: relative to the working directory, creating the parent folders.
      writeFile: async (file, text) => {
        const target = path.resolve(cwd, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text, 'utf8');
      },
    };
    const exitCode = await main(run.args, io);
    return { exitCode, stdout, stderr };
  },
};

/** `node bin/resizeguard.js ...` in a child process; fails the test after `timeoutMs`. */
export const spawned: CliHost = {
  name: 'spawned',
  run(run) {
    return spawnNode([BIN, ...run.args], run.cwd ?? ROOT, stdinBytes(run), undefined, run.env);
  },
};

export const HOSTS: readonly CliHost[] = [inProcess, spawned];

function spawnNode(
  args: readonly string[],
  cwd: string,
  stdin: Buffer,
  timeoutMs = 60_000,
  extraEnv: Readonly<Record<string, string | undefined>> = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    // NO_COLOR, no NODE_OPTIONS and no NODE_TEST_CONTEXT (set by `node --test` for its own
    // children) keep the child's behaviour independent of the test runner.
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env['NODE_OPTIONS'];
    // A CI that forces colour would colour the reports the tests read.
    delete env['FORCE_COLOR'];
    delete env['NODE_TEST_CONTEXT'];
    // In CI the child would log its phases on stderr: a test asks for that itself (`env`).
    delete env['CI'];
    delete env['GITHUB_ACTIONS'];
    // An undefined value leaves the variable out of the child's environment.
    Object.assign(env, extraEnv);
    const child = spawn(process.execPath, [...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`node ${args.join(' ')} did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === null) {
        reject(new Error(`node ${args.join(' ')} was killed by ${signal ?? 'a signal'}`));
        return;
      }
      resolve({ exitCode: code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
    // The child may exit before reading stdin (EPIPE): that is not an error of the run.
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });
}

let build: Promise<void> | undefined;

/** Bundles src/ into dist/cli.js (`npm run build`), once per process. */
export function buildCli(): Promise<void> {
  build ??= spawnNode([path.join(ROOT, 'scripts', 'build.mjs')], ROOT, Buffer.alloc(0)).then((r) => {
    if (r.exitCode !== 0) throw new Error(`npm run build failed (exit ${r.exitCode}):\n${r.stderr}${r.stdout}`);
  });
  return build;
}

/**
 * Makes two hosts' output comparable: the tool's version becomes `<version>`, absolute paths of
 * the repository (and any extra `paths`, e.g. temp directories) become placeholders, and the
 * frames of a stack trace (which name src/ in one host and dist/ in the other) become one line.
 */
export function normalizeOutput(text: string, paths: Readonly<Record<string, string>> = {}): string {
  let out = text
    .replace(/(?:^ {4}at .*\n?)+/gm, '    at <stack>\n')
    .replace(/\bresizeguard (\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)/g, 'resizeguard <version>')
    .replace(/("version": )"[^"]*"/g, '$1"<version>"');
  const replacements: [string, string][] = [
    ...Object.entries(paths).map(([name, p]): [string, string] => [p, `<${name}>`]),
    [ROOT.replace(/\/$/, ''), '<root>'],
  ];
  for (const [from, to] of replacements.sort((a, b) => b[0].length - a[0].length)) out = out.split(from).join(to);
  return out;
}

export function normalizeResult(result: CliResult, paths: Readonly<Record<string, string>> = {}): CliResult {
  return { exitCode: result.exitCode, stdout: normalizeOutput(result.stdout, paths), stderr: normalizeOutput(result.stderr, paths) };
}

/** A Node stack frame line ("    at fn (file:1:2)"): user input must never produce one. */
export const STACK_FRAME = /^ {4}at /m;
