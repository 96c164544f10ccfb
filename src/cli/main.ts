/**
 * The command line: main(argv, io) returns an exit code and never calls process.exit; all I/O
 * goes through `io` and src/io, so tests can run it in-process.
 */
import { severityAtLeast, type Diagnostic } from '../core/diagnostic.ts';
import { InputError, UsageError } from '../core/errors.ts';
import type { SourceFile } from '../core/source.ts';
import { parseFeatureGates } from '../feature-gates.ts';
import { lintSources, type LintResult } from '../index.ts';
import { discoverFiles } from '../io/discover.ts';
import { readSourceFiles, readSourceStream } from '../io/read.ts';
import { formatJson } from '../report/json.ts';
import { formatDiagnosticLine, formatText } from '../report/text.ts';
import { VERSION } from '../version.ts';
import { HELP, parseCommandLine, type Command, type FailOn } from './args.ts';

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
export const EXIT_INTERNAL = 3;

export interface CliIO {
  readonly cwd: string;
  readonly stdin: NodeJS.ReadableStream;
  stdout(text: string): void;
  stderr(text: string): void;
  writeFile(path: string, text: string): Promise<void>;
}

async function readInputs(paths: readonly string[], io: CliIO): Promise<{ sources: SourceFile[]; diagnostics: Diagnostic[] }> {
  const sources: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const patterns = paths.filter((p) => p !== '-');
  if (paths.includes('-')) {
    const read = await readSourceStream(io.stdin, '<stdin>');
    sources.push(...read.sources);
    diagnostics.push(...read.diagnostics);
  }
  if (patterns.length > 0) {
    const found = await discoverFiles(patterns, io.cwd);
    diagnostics.push(...found.diagnostics);
    const read = await readSourceFiles(found.files, io.cwd);
    sources.push(...read.sources);
    diagnostics.push(...read.diagnostics);
  }
  return { sources, diagnostics };
}

async function writeOutput(io: CliIO, file: string, text: string): Promise<void> {
  try {
    await io.writeFile(file, text);
  } catch (err) {
    const reason = err instanceof Error && 'code' in err ? String((err as NodeJS.ErrnoException).code) : String(err);
    throw new UsageError(`--output: cannot write ${JSON.stringify(file)} (${reason})`);
  }
}

export function exitCodeFor(result: LintResult, failOn: FailOn): number {
  if (failOn === 'none') return EXIT_OK;
  return result.diagnostics.some((d) => severityAtLeast(d.severity, failOn)) ? EXIT_FINDINGS : EXIT_OK;
}

async function check(cmd: Extract<Command, { kind: 'check' }>, io: CliIO): Promise<number> {
  const featureGates = parseFeatureGates(cmd.featureGates);
  const input = await readInputs(cmd.paths, io);
  const result = lintSources(input.sources, { featureGates }, input.diagnostics);
  if (input.sources.length === 0) {
    // Nothing could be read: say why, and do not pretend the run passed.
    for (const d of input.diagnostics) io.stderr(`${formatDiagnosticLine(d)}\n`);
    throw new InputError('no input could be read');
  }
  if (result.objectCount === 0) {
    for (const d of result.diagnostics) io.stderr(`${formatDiagnosticLine(d)}\n`);
    throw new InputError(`no Kubernetes objects found in ${cmd.paths.map((p) => JSON.stringify(p)).join(', ')}`);
  }
  const report = cmd.format === 'json' ? formatJson(result) : formatText(result);
  if (cmd.output === undefined) io.stdout(report);
  else await writeOutput(io, cmd.output, report);
  return exitCodeFor(result, cmd.failOn);
}

export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    const cmd = parseCommandLine(argv);
    if (cmd.kind === 'help') {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (cmd.kind === 'version') {
      io.stdout(`resizeguard ${VERSION}\n`);
      return EXIT_OK;
    }
    return await check(cmd, io);
  } catch (err) {
    if (err instanceof UsageError || err instanceof InputError) {
      io.stderr(`resizeguard: ${err.message}\n`);
      return EXIT_USAGE;
    }
    const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
    io.stderr(`resizeguard: internal error: ${detail}\nThis is a bug in resizeguard ${VERSION}; please report it with the command line and, if you can, the input.\n`);
    return EXIT_INTERNAL;
  }
}
