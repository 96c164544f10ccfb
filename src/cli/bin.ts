import { colorWanted } from './color.ts';
import { namedFiles, runAgainForHugePages, type Relaunched } from '../run/huge-pages.ts';
import { heapCheckpoint, limitHeapGrowth } from '../core/heap-growth.ts';
import { open, writeFile, type FileHandle } from 'node:fs/promises';
import { makeDirectories } from '../io/make-dirs.ts';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { main } from './main.ts';
import { progressTarget } from './progress.ts';

/** UTF-8 through TextEncoder: several times faster than a string write for reports of hundreds of megabytes. */
const utf8 = new TextEncoder();

/**
 * The UTF-8 bytes of `text`. Reports are usually all ASCII, whose UTF-8 is one byte per
 * character: copied as Latin-1, a fifth faster than encoding. (A string is all ASCII exactly
 * when its UTF-8 takes one byte per UTF-16 unit: any other character takes two or more.)
 */
function utf8Bytes(text: string): Uint8Array {
  return Buffer.byteLength(text, 'utf8') === text.length ? Buffer.from(text, 'latin1') : utf8.encode(text);
}

const WRITES_IN_FLIGHT = 4;

/** Writes all of `bytes` at `position`, or where the last write ended (null); a write may take only part of them. */
async function writeAt(handle: FileHandle, bytes: Uint8Array, position: number | null): Promise<void> {
  for (let done = 0; done < bytes.length;) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, position === null ? null : position + done);
    done += bytesWritten;
  }
}

/** Each chunk's UTF-8 bytes, as it is read. */
function* encoded(chunks: Iterable<string>): Generator<Uint8Array> {
  for (const chunk of chunks) yield utf8Bytes(chunk);
}

/**
 * Writes the chunks to `file`, each while the next ones are made. A regular file takes a few at
 * a time, each at its own offset (a slow disk holds back the report rather than letting it pile
 * up in memory); a pipe or a device (--output /dev/stdout) takes them one after the other.
 * `toFile` writes a regular file itself (a large JSON report, from a second thread).
 */
async function writeFileBytes(file: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, toFile?: (fd: number) => Promise<void>): Promise<void> {
  const target = path.resolve(process.cwd(), file);
  await makeDirectories(path.dirname(target));
  const handle = await open(target, 'w');
  const writing: Promise<void>[] = [];
  try {
    const seekable = (await handle.stat()).isFile();
    if (seekable && toFile !== undefined) {
      await toFile(handle.fd);
      return;
    }
    let position = 0;
    for await (const bytes of chunks) {
      if (writing.length === (seekable ? WRITES_IN_FLIGHT : 1)) await writing.shift();
      writing.push(writeAt(handle, bytes, seekable ? position : null));
      position += bytes.length;
    }
    await Promise.all(writing);
  } finally {
    await Promise.allSettled(writing);
    await handle.close();
  }
}

/** The run in this process: the report written, then the process ends with its exit code. */
async function runHere(argv: readonly string[]): Promise<void> {
  limitHeapGrowth();

  // A report that cannot be written (a full disk, a closed pipe) is a failed run, not a pass.
  let stdoutFailure: Error | undefined;
  process.stdout.on('error', (err: Error) => {
    stdoutFailure ??= err;
  });

  const exitCode = await main(argv, {
    cwd: process.cwd(),
    stdin: process.stdin,
    color: colorWanted(process.env, process.stdout.isTTY),
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    progress: progressTarget(process.env, process.stderr),
    checkpoint: heapCheckpoint,
    stdout: (text) => process.stdout.write(utf8Bytes(text)),
    stderr: (text) => process.stderr.write(text),
    createFile: async (file, text) => {
      try {
        await writeFile(path.resolve(process.cwd(), file), text, { encoding: 'utf8', flag: 'wx' });
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw err;
      }
    },
    writeFile: async (file, text) => {
      const target = path.resolve(process.cwd(), file);
      await makeDirectories(path.dirname(target));
      await writeFile(target, text, 'utf8');
    },
    writeFileChunks: (file, chunks) => writeFileBytes(file, encoded(chunks)),
    writeFileBytes,
    stdoutBytes: (bytes) => process.stdout.write(bytes),
  });

  // Exit as soon as standard output and error are flushed: left to end by itself, the process
  // would first tear down the heap, a gigabyte after a cluster-scale run (a fifth of a second).
  process.stdout.write('', (err) => {
    stdoutFailure ??= err ?? undefined;
    if (stdoutFailure === undefined) process.stderr.write('', () => process.exit(exitCode));
    else process.stderr.write(`resizeguard: cannot write the report to standard output: ${stdoutFailure.message}\n`, () => process.exit(2));
  });
}

/** Ends this process as the second one ended: its exit code, or its signal. */
function endAs(result: Relaunched): void {
  if ('code' in result) process.exit(result.code);
  process.kill(process.pid, result.signal);
  // Should the signal not end this process (a handler someone preloaded), 128 + its number, as a shell reports it.
  setTimeout(() => process.exit(128 + (os.constants.signals[result.signal] ?? 0)), 1000);
}

const argv = process.argv.slice(2);
// A large input runs in a second process, with huge pages (src/run/huge-pages.ts); if that cannot start, here.
const relaunched = await runAgainForHugePages(namedFiles(argv), process.cwd(), argv);
if (relaunched === undefined) await runHere(argv);
else endAs(relaunched);
