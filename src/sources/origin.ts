/**
 * Rendered objects located in the repository files they came from: Kustomize's origin
 * annotation (`buildMetadata: [originAnnotations]`, annotation `config.kubernetes.io/origin`)
 * and Helm's `# Source: <chart>/templates/<file>` comment. A finding on a rendered object names
 * that file, and the line of the object or field there where it can be found.
 */
import { readFileSync } from 'node:fs';
import { START_OF_FILE, type SourceRange } from '../core/diagnostic.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { parseYamlSource } from '../load/yaml.ts';

export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

/** Files the rendered objects point into, read and parsed once per run. */
export class OriginFiles {
  private readonly texts = new Map<string, string | undefined>();
  private readonly parsed = new Map<string, readonly LoadedDocument[]>();

  constructor(private readonly display: (absolute: string) => string) {}

  text(absolute: string): string | undefined {
    if (!this.texts.has(absolute)) {
      let text: string | undefined;
      try {
        text = readFileSync(absolute, 'utf8');
      } catch {
        text = undefined;
      }
      this.texts.set(absolute, text);
    }
    return this.texts.get(absolute);
  }

  documents(absolute: string): readonly LoadedDocument[] {
    let docs = this.parsed.get(absolute);
    if (docs === undefined) {
      const text = this.text(absolute);
      docs = text === undefined ? [] : parseYamlSource({ path: this.display(absolute), text }).documents;
      this.parsed.set(absolute, docs);
    }
    return docs;
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function kindAndName(value: unknown): { kind: string; name: string } {
  const v = isObj(value) ? value : {};
  const metadata = isObj(v['metadata']) ? v['metadata'] : {};
  return { kind: typeof v['kind'] === 'string' ? v['kind'] : '', name: typeof metadata['name'] === 'string' ? metadata['name'] : '' };
}

/**
 * The document of `file` a rendered object was made from: same kind, and the name that the
 * rendered one contains (namePrefix and nameSuffix only add to it), the longest such name first.
 */
export function sourceDocument(documents: readonly LoadedDocument[], rendered: unknown): LoadedDocument | undefined {
  const want = kindAndName(rendered);
  let best: LoadedDocument | undefined;
  let bestLength = -1;
  for (const doc of documents) {
    const have = kindAndName(doc.value);
    if (have.kind !== want.kind) continue;
    const length = have.name === want.name ? Number.MAX_SAFE_INTEGER : have.name !== '' && want.name.includes(have.name) ? have.name.length : 0;
    if (length > bestLength) {
      best = doc;
      bestLength = length;
    }
  }
  return best ?? documents[0];
}

/** A render's post-build substitution of an object: who substituted it, and the object as its file writes it. */
export interface Substituted {
  /** The Flux Kustomization whose variables were substituted (none for a base rendered on its own for it). */
  readonly by: string | undefined;
  readonly written: () => unknown;
}

/** A rendered object whose positions are those of the repository file it came from. */
export class RenderedDocument implements LoadedDocument {
  /** Set once the renders are gathered (collect.ts): whether a GitOps object asked for its render. */
  gitopsApplied?: boolean;

  constructor(
    readonly file: string,
    readonly order: readonly number[],
    readonly value: unknown,
    private readonly find: (path: readonly PathSegment[], part?: 'key' | 'value') => SourceRange,
    readonly unit?: string,
    readonly helmTemplated?: boolean,
    readonly substituted?: Substituted,
  ) {}

  locate(path: readonly PathSegment[], part?: 'key' | 'value'): SourceRange {
    return this.find(path, part);
  }
}

/** The Kustomize origin annotation's fields (a small YAML mapping in a string). */
export function parseOrigin(text: string): { path?: string; configuredIn?: string; repo?: string } {
  const out: { path?: string; configuredIn?: string; repo?: string } = {};
  for (const line of text.split('\n')) {
    const m = /^(path|configuredIn|repo):\s*(.*?)\s*$/.exec(line);
    if (m !== null) out[m[1] as 'path' | 'configuredIn' | 'repo'] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/** Removes the origin annotation (and an annotations map it leaves empty); returns its text. */
export function takeOriginAnnotation(value: unknown): string | undefined {
  if (!isObj(value) || !isObj(value['metadata'])) return undefined;
  const metadata = value['metadata'];
  const annotations = metadata['annotations'];
  if (!isObj(annotations) || typeof annotations[ORIGIN_ANNOTATION] !== 'string') return undefined;
  const text = annotations[ORIGIN_ANNOTATION];
  const rest = Object.fromEntries(Object.entries(annotations).filter(([k]) => k !== ORIGIN_ANNOTATION));
  if (Object.keys(rest).length === 0) delete metadata['annotations'];
  else metadata['annotations'] = rest;
  return text;
}

/**
 * Where a field of a rendered object was written in a Helm template: templates are not YAML, so
 * the keys of the path are looked for line by line after the object's `kind:` line; the last key
 * found is the answer (a field that `toYaml` writes points at the key that includes it).
 */
export function locateInTemplate(text: string, kind: string, nth: number, path: readonly PathSegment[]): SourceRange {
  const lines = text.split('\n');
  const kindLine = new RegExp(`^\\s*kind:\\s*["']?${escapeRegExp(kind)}["']?\\s*$`);
  let line = -1;
  for (let i = 0, seen = 0; i < lines.length; i++) {
    if (!kindLine.test(lines[i]!)) continue;
    line = i;
    if (seen++ === nth) break;
  }
  if (line < 0) return START_OF_FILE;
  const docStart = lines.slice(0, line + 1).findLastIndex((l) => /^\s*apiVersion:/.test(l));
  let found = { line: docStart >= 0 ? docStart : line, column: lines[docStart >= 0 ? docStart : line]!.search(/\S/) + 1 || 1 };
  let from = found.line + 1;
  for (const segment of path) {
    if (typeof segment !== 'string') continue;
    const key = new RegExp(`^(\\s*(?:-\\s+)?)["']?${escapeRegExp(segment)}["']?:(\\s|$)`);
    let hit = -1;
    for (let i = from; i < lines.length && !/^---/.test(lines[i]!); i++) {
      if (key.test(lines[i]!)) {
        hit = i;
        break;
      }
    }
    if (hit < 0) break;
    found = { line: hit, column: key.exec(lines[hit]!)![1]!.length + 1 };
    from = hit + 1;
  }
  const at = { line: found.line + 1, column: found.column };
  return { start: at, end: at };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
