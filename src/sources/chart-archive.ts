/**
 * The files of a packed chart (a `.tgz` in charts/) as helm's loader reads them: a gzip'd tar
 * whose entries lie under one top folder, that folder left off each name, folders skipped, a
 * UTF-8 byte-order mark trimmed. Undefined for an archive helm would refuse (a path outside the
 * chart, a Chart.yaml at the top, over 100 MiB of files) and for one this reader does not read
 * (links, devices, a broken header): the caller then leaves the archive as it is, for helm to
 * read or refuse.
 *
 * Upstream: helm pkg/chart/loader/archive/archive.go LoadArchiveFiles; Go archive/tar reader.go
 * (ustar, PAX `path` and `size` records, GNU long names, base-256 sizes).
 */
import { gunzipSync } from 'node:zlib';
import path from 'node:path';

/** The name's ending helm loads a charts/ entry by as an archive (load.go LoadFiles). */
export const CHART_ARCHIVE = '.tgz';

/** archive.go MaxDecompressedChartSize: the files' bytes together. */
const MAX_CHART_BYTES = 100 * 1024 * 1024;
const BLOCK = 512;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The chart's files by their path inside it (`templates/a.yaml`, `charts/sub-1.0.0.tgz`), in the archive's order. */
export function chartArchiveFiles(archive: Uint8Array): Map<string, Buffer> | undefined {
  let tar: Buffer;
  try {
    // A tar's headers and padding come on top of the files' bytes.
    tar = gunzipSync(archive, { maxOutputLength: MAX_CHART_BYTES + 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
  const files = new Map<string, Buffer>();
  let remaining = MAX_CHART_BYTES;
  let longName: string | undefined;
  let pax: Map<string, string> | undefined;
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    if (!checksumHolds(header)) return undefined;
    const type = String.fromCharCode(header[156]!);
    let size = sizeOf(header);
    const paxSize = pax?.get('size');
    if (paxSize !== undefined) size = /^\d+$/.test(paxSize) ? Number(paxSize) : NaN;
    if (!Number.isSafeInteger(size) || size < 0 || at + BLOCK + size > tar.length) return undefined;
    const data = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      pax = paxRecords(data);
      if (pax === undefined) return undefined;
      continue;
    }
    if (type === 'g') continue;
    if (type === 'L') {
      longName = cString(data);
      continue;
    }
    const name = pax?.get('path') ?? longName ?? headerName(header);
    pax = undefined;
    longName = undefined;
    const mode = parseInt(cString(header.subarray(100, 108)).trim() || '0', 8);
    const folder = type === '5' || (type === '\0' && name.endsWith('/')) || (mode & 0o170000) === 0o040000;
    if (folder) continue;
    if (type !== '0' && type !== '\0' && type !== '7') return undefined;
    const inside = pathInChart(name);
    if (inside === undefined || files.has(inside)) return undefined;
    remaining -= size;
    if (remaining < 0) return undefined;
    files.set(inside, data.subarray(0, 3).equals(UTF8_BOM) ? data.subarray(3) : data);
  }
  return files.size === 0 ? undefined : files;
}

/** The entry's name with its first folder left off, as LoadArchiveFiles cleans it; undefined where helm refuses it. */
function pathInChart(name: string): string | undefined {
  const delimiter = name.includes('\\') ? '\\' : '/';
  const parts = name.split(delimiter);
  if (parts[0] === 'Chart.yaml') return undefined;
  const cleaned = path.posix.normalize(parts.slice(1).join('/'));
  const inside = cleaned.endsWith('/') ? cleaned.slice(0, -1) : cleaned;
  if (inside === '.' || inside === '' || inside.startsWith('/') || inside.startsWith('..') || /^[a-zA-Z]:\//.test(inside)) return undefined;
  return inside;
}

function cString(bytes: Uint8Array): string {
  const end = bytes.indexOf(0);
  return Buffer.from(end < 0 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/** ustar's name, after its prefix field (POSIX ustar only: GNU tar keeps other fields there). */
function headerName(header: Buffer): string {
  const name = cString(header.subarray(0, 100));
  const ustar = header.subarray(257, 263).toString('latin1') === 'ustar\0';
  const prefix = ustar ? cString(header.subarray(345, 500)) : '';
  return prefix === '' ? name : `${prefix}/${name}`;
}

/** An octal size, or a base-256 one (its first byte's high bit set). */
function sizeOf(header: Buffer): number {
  const field = header.subarray(124, 136);
  if ((field[0]! & 0x80) !== 0) {
    let n = field[0]! & 0x7f;
    for (let i = 1; i < field.length; i++) n = n * 256 + field[i]!;
    return n;
  }
  const text = cString(field).trim();
  return text === '' ? 0 : /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
}

/** The header's checksum: its bytes summed, the checksum field counted as spaces. */
function checksumHolds(header: Buffer): boolean {
  const stored = parseInt(cString(header.subarray(148, 156)).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum === stored;
}

/** PAX records, `<length> <key>=<value>\n` each. */
function paxRecords(data: Buffer): Map<string, string> | undefined {
  const out = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space < 0) return undefined;
    const length = Number(data.subarray(at, space).toString('latin1'));
    if (!Number.isSafeInteger(length) || length <= space - at || at + length > data.length) return undefined;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq < 0) return undefined;
    out.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return out;
}
