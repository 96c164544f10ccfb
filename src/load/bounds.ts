/**
 * The parse-side bounds (core/bounds.ts): objects per file, nesting depth and string size. An
 * object past one is left out with an `input/too-large` error at the place that crosses it; the
 * file's other objects are read.
 */
import { boundSetting, type Bounds } from '../core/bounds.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { JsonPrescan } from '../core/json-prescan.ts';
import type { LoadedDocument, PathSegment } from './document.ts';

export type ParseBounds = Pick<Bounds, 'documentsPerFile' | 'nestingDepth' | 'scalarBytes'>;

interface Crossing {
  /** Reversed: the innermost segment first. */
  readonly path: PathSegment[];
  readonly message: string;
  /** The crossing is a mapping key, not a value. */
  readonly key?: boolean;
}

/**
 * The documents within the bounds; a finding for each one left out, and one for the objects past
 * the per-file count. `prescan`: the file's, when it has one; if no string of it is longer, and
 * nothing nests deeper, than the bounds, no document can cross them and none is walked.
 */
export function withinBounds(documents: readonly LoadedDocument[], bounds: ParseBounds, diagnostics: Diagnostic[], prescan?: JsonPrescan): LoadedDocument[] {
  const walk = prescan === undefined || prescan.maxDepth > bounds.nestingDepth || prescan.maxString > bounds.scalarBytes / 3;
  const kept: LoadedDocument[] = [];
  for (let i = 0; i < documents.length; i++) {
    const doc = documents[i]!;
    if (i === bounds.documentsPerFile) {
      const rest = documents.length - i;
      diagnostics.push(
        tooLarge(
          doc,
          [],
          `the file holds ${documents.length} objects, more than the ${bounds.documentsPerFile} one file may hold here (${boundSetting('documentsPerFile')}); the ${rest} from this one on are not read`,
        ),
      );
      break;
    }
    const crossing = walk && crosses(doc.value, 0, bounds.nestingDepth, bounds.scalarBytes / 3) ? crossingIn(doc.value, 0, bounds) : undefined;
    if (crossing === undefined) kept.push(doc);
    else diagnostics.push(tooLarge(doc, crossing.path.reverse(), `${crossing.message}; the object is left out`, crossing.key === true ? 'key' : 'value'));
  }
  return kept;
}

function tooLarge(doc: LoadedDocument, path: readonly PathSegment[], message: string, part: 'key' | 'value' = 'value'): Diagnostic {
  return { ruleId: 'input/too-large', severity: 'error', message, file: doc.file, range: doc.locate(path, part) };
}

/**
 * Whether a container nests `maxDepth` deep or a string (or key) is longer than `maxChars`
 * UTF-16 units, which every string over the byte bound is. The walk every object of a 150,000-pod
 * snapshot takes, so it only tests: crossingIn says where, and whether the bytes really cross.
 */
function crosses(value: unknown, depth: number, maxDepth: number, maxChars: number): boolean {
  if (typeof value !== 'object' || value === null) return typeof value === 'string' && value.length > maxChars;
  if (depth === maxDepth) return true;
  // Objects are tested first and keys last: most members of a manifest are objects or short strings.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'object') {
        if (v !== null && crosses(v, depth + 1, maxDepth, maxChars)) return true;
      } else if (typeof v === 'string' && v.length > maxChars) return true;
    }
    return false;
  }
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'object') {
      if (v !== null && crosses(v, depth + 1, maxDepth, maxChars)) return true;
    } else if (typeof v === 'string' && v.length > maxChars) return true;
    if (key.length > maxChars) return true;
  }
  return false;
}

/**
 * The first string over `scalarBytes` or container deeper than `nestingDepth`, depth first.
 * Recursion stops at the depth bound, so it never runs deeper than that.
 */
function crossingIn(value: unknown, depth: number, bounds: ParseBounds): Crossing | undefined {
  if (typeof value === 'string')
    return tooLong(value, bounds.scalarBytes)
      ? {
          path: [],
          message: `a string of ${utf8Bytes(value)} bytes, more than the ${bounds.scalarBytes} one string may hold here (${boundSetting('scalarBytes')})`,
        }
      : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth === bounds.nestingDepth)
    return { path: [], message: `the object nests more than ${bounds.nestingDepth} mappings and sequences deep here (${boundSetting('nestingDepth')})` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = crossingIn(value[i], depth + 1, bounds);
      if (inner !== undefined) return (inner.path.push(i), inner);
    }
    return undefined;
  }
  for (const key in value) {
    if (tooLong(key, bounds.scalarBytes))
      return {
        path: [key],
        key: true,
        message: `a key of ${utf8Bytes(key)} bytes, more than the ${bounds.scalarBytes} one string may hold here (${boundSetting('scalarBytes')})`,
      };
    const inner = crossingIn((value as Record<string, unknown>)[key], depth + 1, bounds);
    if (inner !== undefined) return (inner.path.push(key), inner);
  }
  return undefined;
}

/** UTF-8 takes at least one byte per UTF-16 unit and at most three, so most strings need no count. */
export function tooLong(s: string, maxBytes: number): boolean {
  if (s.length <= maxBytes / 3) return false;
  return s.length > maxBytes || utf8Bytes(s) > maxBytes;
}

export function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}
