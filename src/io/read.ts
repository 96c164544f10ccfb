/**
 * Reads manifest files (and standard input) into SourceFiles. Every problem with a file is a
 * Diagnostic and the file is skipped; the other files are still read:
 *  - `input/unreadable` (error): missing, a directory, no permission (the OS reason is quoted);
 *  - `input/too-large` (error): over the size limit, checked with stat before reading;
 *  - `input/binary` (error): a NUL byte in the first 8 KiB, or invalid UTF-8;
 *  - `input/empty` (info): nothing but whitespace, comments and `---` markers.
 * A UTF-8 byte order mark is removed, so columns count from the first real character.
 */
import { isAscii } from 'node:buffer';
import { createReadStream, type Stats } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { START_OF_FILE, type Diagnostic, type SourceRange } from '../core/diagnostic.ts';
import type { JsonPrescan } from '../core/json-prescan.ts';
import type { SourceFile } from '../core/source.ts';
import { pendingPrescan } from './prescan-worker.ts';

const MiB = 1024 * 1024;
/** `yaml` parses about 2.5 MB/s: 32 MiB is already some 13 s. */
export const DEFAULT_YAML_MAX_BYTES = 32 * MiB;
/** JSON.parse is ~80x faster; V8 cannot hold a much larger file in one string anyway. */
export const DEFAULT_JSON_MAX_BYTES = 512 * MiB;
const BINARY_SNIFF_BYTES = 8 * 1024;
const READ_CONCURRENCY = 8;

export interface ReadLimits {
  /** Overrides both default limits (for every file type) when set. */
  readonly maxBytes?: number;
  /** A `.json` file this large or larger is prescanned on a second thread (io/prescan-worker.ts). */
  readonly prescanBytes?: number;
}

/** Below this, a JSON file is scanned faster than a worker starts. */
const DEFAULT_PRESCAN_BYTES = 16 * MiB;

export interface ReadResult {
  /** In the order of `paths`, without the skipped files. */
  sources: SourceFile[];
  diagnostics: Diagnostic[];
}

type ReadOutcome = { source: SourceFile } | { diagnostic: Diagnostic };

/**
 * Reads the given files (display paths, resolved against `cwd`). Never throws for a problem
 * with a file; each such problem is one Diagnostic and that file is skipped.
 */
export async function readSourceFiles(paths: readonly string[], cwd: string, limits: ReadLimits = {}): Promise<ReadResult> {
  const outcomes: ReadOutcome[] = new Array<ReadOutcome>(paths.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      const display = paths[i]!;
      outcomes[i] = await readOne(display.split(path.sep).join('/'), path.resolve(cwd, display), limits);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, paths.length) }, worker));
  return collect(outcomes);
}

/**
 * Reads a whole stream (standard input, or a pipe named on the command line such as
 * `<(kubectl get pods -o yaml)`). Without `limits.maxBytes` it stops at the JSON limit while
 * reading, and applies the YAML limit afterwards unless the text looks like JSON.
 */
export async function readSourceStream(stream: NodeJS.ReadableStream, displayPath: string, limits: ReadLimits = {}): Promise<ReadResult> {
  return collect([await readStream(stream, displayPath, limits)]);
}

function collect(outcomes: readonly ReadOutcome[]): ReadResult {
  const result: ReadResult = { sources: [], diagnostics: [] };
  for (const outcome of outcomes) {
    if ('source' in outcome) result.sources.push(outcome.source);
    else result.diagnostics.push(outcome.diagnostic);
  }
  return result;
}

async function readOne(display: string, absolute: string, limits: ReadLimits): Promise<ReadOutcome> {
  let stats: Stats;
  try {
    stats = await stat(absolute);
  } catch (error) {
    return unreadable(display, osReason(error));
  }
  if (stats.isDirectory()) return unreadable(display, 'it is a directory (EISDIR)');
  if (!stats.isFile()) {
    // A pipe or a character device: its size is unknown until read.
    return readStream(createReadStream(absolute), display, limits);
  }
  let bytes: Buffer;
  let limit = limits.maxBytes ?? limitFor(display, undefined);
  try {
    const handle = await open(absolute, 'r');
    try {
      if (stats.size > limit && limits.maxBytes === undefined && !isYamlPath(display)) {
        // Unknown extension: a JSON snapshot gets the JSON limit.
        limit = limitFor(display, await readHead(handle));
      }
      if (stats.size > limit) return tooLarge(display, stats.size, limit, display);
      if (isJsonPath(display) && stats.size >= (limits.prescanBytes ?? DEFAULT_PRESCAN_BYTES)) return await readPrescanned(handle, display, stats.size);
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    return unreadable(display, osReason(error));
  }
  // The file may have grown between stat and read.
  if (bytes.length > limit) return tooLarge(display, bytes.length, limit, display);
  return decode(display, bytes);
}

/**
 * A large JSON file, read into memory a worker prescans while the main thread decodes and parses
 * it; the source carries the way to its result. A file that is not ASCII (its byte offsets are
 * not string offsets) or that changed size since stat is read without one.
 */
async function readPrescanned(handle: FileHandle, display: string, size: number): Promise<ReadOutcome> {
  const pending = pendingPrescan(size);
  if (pending === undefined) return decode(display, await handle.readFile());
  let started = false;
  try {
    const { bytes } = pending;
    const filled = await readInParts(handle, bytes, size);
    // Changed since stat: read as it is now, without a prescan (the reads above are positional,
    // so readFile starts from the beginning).
    if (filled < size || (await handle.read(Buffer.alloc(1), 0, 1, size)).bytesRead > 0) return decode(display, await handle.readFile());
    // Not ASCII: its byte offsets are not string offsets. Else the worker starts while the text is decoded.
    const ascii = isAscii(bytes);
    if (ascii) pending.start();
    started = ascii;
    if (!ascii) return decode(display, bytes, false);
    const refused = refusedBytes(display, bytes);
    if (refused !== undefined) return refused;
    if (isBlankAscii(bytes)) return empty(display);
    return { source: asciiSource(display, bytes, pending.result) };
  } finally {
    if (!started) pending.cancel();
  }
}

/**
 * Reads in parallel parts: the kernel's copy of a file in the page cache into fresh memory runs
 * on one thread per read, and 435 MB took 0.4 to 0.9 s in one read against 0.2 s in two or four.
 */
const READ_PARTS = 4;

/** Reads `size` bytes of the file into `bytes`, in READ_PARTS positional reads at once; how many were read. */
async function readInParts(handle: FileHandle, bytes: Buffer, size: number): Promise<number> {
  const part = Math.ceil(size / READ_PARTS / 65536) * 65536;
  const counts = await Promise.all(
    Array.from({ length: READ_PARTS }, async (_, i) => {
      const start = Math.min(size, i * part);
      const end = Math.min(size, start + part);
      let at = start;
      while (at < end) {
        const { bytesRead } = await handle.read(bytes, at, end - at, at);
        if (bytesRead === 0) break;
        at += bytesRead;
      }
      return at - start;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

async function readStream(stream: NodeJS.ReadableStream, display: string, limits: ReadLimits): Promise<ReadOutcome> {
  const hardLimit = limits.maxBytes ?? DEFAULT_JSON_MAX_BYTES;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      size += buffer.length;
      if (size > hardLimit) {
        destroy(stream);
        return tooLarge(display, size, hardLimit, '.json', true);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    return unreadable(display, osReason(error));
  }
  const bytes = Buffer.concat(chunks, size);
  const outcome = decode(display, bytes);
  if ('source' in outcome && limits.maxBytes === undefined) {
    const limit = limitFor(display, outcome.source.text);
    if (size > limit) return tooLarge(display, size, limit, display);
  }
  return outcome;
}

function destroy(stream: NodeJS.ReadableStream): void {
  const destroyable = stream as Partial<{ destroy: () => void }>;
  if (typeof destroyable.destroy === 'function') destroyable.destroy();
}

async function readHead(handle: FileHandle): Promise<string> {
  const head = Buffer.alloc(4096);
  const { bytesRead } = await handle.read(head, 0, head.length, 0);
  return head.subarray(0, bytesRead).toString('utf8');
}

function isYamlPath(display: string): boolean {
  const extension = path.extname(display).toLowerCase();
  return extension === '.yaml' || extension === '.yml';
}

function isJsonPath(display: string): boolean {
  return path.extname(display).toLowerCase() === '.json';
}

/** The default limit: JSON for `.json` files and for text that starts with `{` or `[`. */
function limitFor(display: string, text: string | undefined): number {
  if (isJsonPath(display)) return DEFAULT_JSON_MAX_BYTES;
  if (text !== undefined && /^\uFEFF?\s*[{[]/.test(text.slice(0, 4096))) return DEFAULT_JSON_MAX_BYTES;
  return DEFAULT_YAML_MAX_BYTES;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Bytes to SourceFile, or the `input/binary` / `input/empty` diagnostic. `ascii`: whether the
 * bytes are ASCII, when the caller has looked already (a pass over all of them).
 */
function decode(display: string, bytes: Buffer, ascii: boolean = isAscii(bytes)): ReadOutcome {
  const refused = refusedBytes(display, bytes);
  if (refused !== undefined) return refused;
  let text: string;
  try {
    // ASCII (most kubectl output) is valid UTF-8 and decodes byte for byte, several times faster.
    text = ascii ? bytes.toString('latin1') : utf8.decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    // Valid UTF-8 that still fails: longer than V8's longest string (about 512 MiB).
    if (bad === bytes.length) return tooLarge(display, bytes.length, bytes.length - 1, display);
    return binary(
      display,
      `byte 0x${bytes[bad]!.toString(16).padStart(2, '0')} here is not valid UTF-8, perhaps Latin-1 or Windows-1252 text; save the file as UTF-8, which kubectl reads`,
      rangeAtByte(bytes, bad),
    );
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (hasNoContent(text, isJsonPath(display))) return empty(display);
  return { source: { path: display, text } };
}

/** A file no text can be read from: UTF-16, or a NUL byte near its start. */
function refusedBytes(display: string, bytes: Buffer): ReadOutcome | undefined {
  if (isUtf16(bytes)) return binary(display, 'it is UTF-16 encoded; save it as UTF-8', START_OF_FILE);
  const nul = bytes.subarray(0, BINARY_SNIFF_BYTES).indexOf(0);
  if (nul >= 0) return binary(display, 'it contains a NUL byte', rangeAtByte(bytes, nul));
  return undefined;
}

function empty(display: string): ReadOutcome {
  return {
    diagnostic: {
      ruleId: 'input/empty',
      // Nothing to check, as a file of no Kubernetes object (input/not-kubernetes): a note, not a
      // warning (a chart's values files left as a comment, one per add-on, were 80 warnings).
      severity: 'info',
      message: 'file contains no YAML documents',
      file: display,
      range: START_OF_FILE,
    },
  };
}

/**
 * A large ASCII JSON file as a source that keeps its bytes: its text is decoded only if something
 * asks for it (load/json.ts parses and locates in the bytes). ASCII has no byte-order mark.
 */
function asciiSource(display: string, bytes: Buffer, prescan: () => JsonPrescan | undefined): SourceFile {
  let text: string | undefined;
  return {
    path: display,
    get text(): string {
      return (text ??= bytes.toString('latin1'));
    },
    ascii: bytes,
    prescan,
  };
}

/** hasNoContent for a JSON file's ASCII bytes: /^\s*$/ (tab to carriage return, space). */
function isBlankAscii(bytes: Buffer): boolean {
  for (const b of bytes) if (b !== 0x20 && (b < 0x09 || b > 0x0d)) return false;
  return true;
}

function isUtf16(bytes: Buffer): boolean {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

/** True for text with only blank lines, comments, directives and document markers. */
function hasNoContent(text: string, json: boolean): boolean {
  if (json) return /^\s*$/.test(text);
  const empty = /^(?:[ \t]*(?:#.*)?|%.*|(?:---|\.\.\.)(?:[ \t]+#.*)?[ \t]*)\r?$/;
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (!empty.test(text.slice(start, end === -1 ? text.length : end))) return false;
    if (end === -1) return true;
    start = end + 1;
  }
}

/** Byte offset of the first byte that breaks UTF-8 (the file is known to be invalid). */
function firstInvalidUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    if (need === 2 && ((b === 0xe0 && bytes[i + 1]! < 0xa0) || (b === 0xed && bytes[i + 1]! > 0x9f))) return i;
    if (need === 3 && ((b === 0xf0 && bytes[i + 1]! < 0x90) || (b === 0xf4 && bytes[i + 1]! > 0x8f))) return i;
    i += need + 1;
  }
  return bytes.length;
}

/** The position of a byte, counting columns in UTF-16 units of the text before it. */
function rangeAtByte(bytes: Buffer, offset: number): SourceRange {
  let line = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) line++;
  const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(10, offset - 1) + 1;
  const prefix = bytes
    .subarray(lineStart, offset)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const at = { line, column: prefix.length + 1 };
  return { start: at, end: at };
}

function unreadable(display: string, reason: string): ReadOutcome {
  return { diagnostic: { ruleId: 'input/unreadable', severity: 'error', message: `cannot read file: ${reason}`, file: display, range: START_OF_FILE } };
}

function binary(display: string, why: string, range: SourceRange): ReadOutcome {
  return { diagnostic: { ruleId: 'input/binary', severity: 'error', message: `file is not text (${why})`, file: display, range } };
}

function tooLarge(display: string, size: number, limit: number, kindPath: string, atLeast = false): ReadOutcome {
  const hint = isJsonPath(kindPath)
    ? 'split the snapshot into several files (for example one `kubectl get -o json` per namespace)'
    : 'YAML this large parses slowly; for big snapshots use `kubectl get -o json` output, which has a higher limit';
  const message = `file is ${atLeast ? 'over ' : ''}${formatSize(size)}, larger than the ${formatSize(limit)} limit; ${hint}`;
  return { diagnostic: { ruleId: 'input/too-large', severity: 'error', message, file: display, range: START_OF_FILE } };
}

/** "permission denied (EACCES)" from a Node system error, without the absolute path. */
export function osReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  const reason = /^[A-Z0-9_]+: ([^,]+)/.exec(error.message)?.[1] ?? error.message;
  return code !== undefined && !reason.includes(code) ? `${reason} (${code})` : reason;
}

/** "50.0 MB" style sizes (binary units, as the limits are powers of two). */
export function formatSize(bytes: number): string {
  if (bytes >= MiB) return `${(bytes / MiB).toFixed(bytes % MiB === 0 ? 0 : 1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(bytes % 1024 === 0 ? 0 : 1)} KiB`;
  return `${bytes} bytes`;
}
