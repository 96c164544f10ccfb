/**
 * The command line: main(argv, io) returns an exit code and never calls process.exit; all I/O
 * goes through `io`, so tests can run it in-process.
 */
import { InputError, UsageError } from '../core/errors.ts';
import { formatBaseline } from '../report/baseline.ts';
import { formatExplain } from '../report/explain.ts';
import { visible } from '../report/escape.ts';
import { formatDiagnosticLine, textChunks } from '../report/text.ts';
import { VERSION } from '../core/version.ts';
import { HELP, parseCommandLine } from './args.ts';
import type { CheckFlags } from '../run/flags.ts';
import { ConfigError, EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, runCheck } from '../run/check.ts';
import { withCheckpoints } from '../run/checkpoints.ts';
import { startProgress, type ProgressReporter, type ProgressTarget } from './progress.ts';
import { schemaReference, starterConfig } from './init.ts';

export { EXIT_FINDINGS, EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, exitCodeFor } from '../run/check.ts';

export interface CliIO {
  readonly cwd: string;
  readonly stdin: NodeJS.ReadableStream;
  stdout(text: string): void;
  stderr(text: string): void;
  writeFile(path: string, text: string): Promise<void>;
  /** Writes a file chunk by chunk (large reports); writeFile with the joined text when absent. */
  writeFileChunks?(path: string, chunks: Iterable<string>): Promise<void>;
  /**
   * Writes a file of UTF-8 bytes chunk by chunk (a large JSON report); writeFileChunks with its
   * text when absent. `toFile`, when given, writes the same bytes itself into a regular file.
   */
  writeFileBytes?(path: string, chunks: AsyncIterable<Uint8Array>, toFile?: (fd: number) => Promise<void>): Promise<void>;
  /** Writes bytes to standard output (a large JSON report); stdout with its text when absent. */
  stdoutBytes?(bytes: Uint8Array): void;
  /** Standard output is a terminal and NO_COLOR is unset: the text format may use colour. */
  readonly color?: boolean;
  /** Creates the file only if it does not exist; false when it does. */
  createFile?(path: string, text: string): Promise<boolean>;
  /** Standard output's width when it is a terminal: the text report's tables fit it. */
  readonly columns?: number | undefined;
  /** How standard error shows a run's progress; absent: not at all. */
  readonly progress?: ProgressTarget | undefined;
  /** Called at each step of a check (run/checkpoints.ts): where the process keeps its heap in check. */
  readonly checkpoint?: () => void;
}

/** A report's text: whole, chunk by chunk, or also as bytes (RenderedOutput). */
type OutputText =
  | string
  | (() => Iterable<string>)
  | {
      readonly chunks: () => Iterable<string>;
      readonly bytes?: (() => AsyncIterable<Uint8Array>) | undefined;
      readonly toFile?: ((fd: number) => Promise<void>) | undefined;
    };

async function writeOutput(io: CliIO, flag: string, file: string, output: OutputText): Promise<void> {
  const write = (): Promise<void> => {
    if (typeof output === 'string') return io.writeFile(file, output);
    const { chunks, bytes, toFile } = typeof output === 'function' ? { chunks: output, bytes: undefined, toFile: undefined } : output;
    if (bytes !== undefined && io.writeFileBytes !== undefined) return io.writeFileBytes(file, bytes(), toFile);
    if (io.writeFileChunks !== undefined) return io.writeFileChunks(file, chunks());
    return io.writeFile(file, [...chunks()].join(''));
  };
  try {
    await write();
  } catch (err) {
    const reason = err instanceof Error && 'code' in err ? String((err as NodeJS.ErrnoException).code) : String(err);
    throw new UsageError(`${flag}: cannot write ${JSON.stringify(file)} (${reason})`);
  }
}

/** `io` whose writes take the status line off the screen first. */
function clearingFirst(io: CliIO, progress: ProgressReporter): CliIO {
  const stdoutBytes = io.stdoutBytes?.bind(io);
  return {
    ...io,
    stdout: (text) => {
      progress.clear();
      io.stdout(text);
    },
    stderr: (text) => {
      progress.clear();
      io.stderr(text);
    },
    ...(stdoutBytes === undefined
      ? {}
      : {
          stdoutBytes: (bytes: Uint8Array) => {
            progress.clear();
            stdoutBytes(bytes);
          },
        }),
  };
}

async function check(flags: CheckFlags, io: CliIO): Promise<number> {
  const progress =
    flags.progress === false || io.progress === undefined
      ? undefined
      : startProgress(io.progress, (text) => {
          io.stderr(text);
        });
  try {
    return await checkAndReport(flags, progress === undefined ? io : clearingFirst(io, progress), progress);
  } finally {
    progress?.end();
  }
}

async function checkAndReport(flags: CheckFlags, io: CliIO, progress: ProgressReporter | undefined): Promise<number> {
  const outcome = await runCheck(flags, io, io.checkpoint === undefined ? progress : withCheckpoints(progress, io.checkpoint));
  progress?.phaseStarted('report');
  const width = io.columns !== undefined && io.columns > 0 ? io.columns : undefined;
  for (const r of outcome.rendered) {
    if (r.file !== undefined) await writeOutput(io, '--output', r.file, { chunks: () => r.chunks(), bytes: r.bytes, toFile: r.toFile });
    else if (r.format === 'text' && (io.color === true || width !== undefined))
      for (const chunk of textChunks(outcome.result, { color: io.color === true, verbose: flags.verbose === true, ...(width === undefined ? {} : { width }) }))
        io.stdout(chunk);
    else if (r.bytes !== undefined && io.stdoutBytes !== undefined) for await (const bytes of r.bytes()) io.stdoutBytes(bytes);
    else for (const chunk of r.chunks()) io.stdout(chunk);
  }
  if (flags.explain !== undefined) {
    // Appended to a JSON, SARIF or JUnit report on standard output it would no longer parse.
    const machine = outcome.rendered.some((r) => r.file === undefined && r.format !== 'text' && r.format !== 'markdown');
    const explanation = formatExplain(outcome.result, flags.explain);
    if (machine) io.stderr(explanation);
    else io.stdout(explanation);
  }
  if (flags.writeBaseline !== undefined) await writeOutput(io, '--write-baseline', flags.writeBaseline, formatBaseline(outcome.result));
  progress?.phaseEnded('report', {});
  return outcome.exitCode;
}

async function init(force: boolean, io: CliIO): Promise<number> {
  const file = '.resizeguard.yaml';
  const text = starterConfig(schemaReference(io.cwd));
  if (!force && io.createFile !== undefined) {
    if (!(await io.createFile(file, text))) throw new UsageError(`${file} already exists; use --force to overwrite it`);
  } else {
    await writeOutput(io, 'init', file, text);
  }
  io.stdout(`wrote ${file}\n`);
  return EXIT_OK;
}

export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    const cmd = parseCommandLine(argv);
    switch (cmd.kind) {
      case 'help':
        io.stdout(HELP);
        return EXIT_OK;
      case 'version':
        io.stdout(`resizeguard ${VERSION}\n`);
        return EXIT_OK;
      case 'init':
        return await init(cmd.force, io);
      case 'check':
        return await check(cmd, io);
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const d of err.diagnostics) io.stderr(`${visible(formatDiagnosticLine(d))}\n`);
      io.stderr(`resizeguard: ${visible(err.message)}\n`);
      return EXIT_USAGE;
    }
    if (err instanceof UsageError || err instanceof InputError) {
      io.stderr(`resizeguard: ${visible(err.message)}\n`);
      return EXIT_USAGE;
    }
    const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
    io.stderr(
      `resizeguard: internal error: ${detail}\nThis is a bug in resizeguard ${VERSION}; please report it with the command line and, if you can, the input.\n`,
    );
    return EXIT_INTERNAL;
  }
}
