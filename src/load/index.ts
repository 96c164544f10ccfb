/**
 * One source file to the Kubernetes objects in it: picks the JSON or YAML parser, then
 * expands lists (`kind: List` or any `*List` with an `items` array, as `kubectl get -o yaml|json`
 * writes them) into one LoadedDocument per item.
 */
import { capSyntaxErrors } from './syntax-errors.ts';
import { DEFAULT_BOUNDS } from '../core/bounds.ts';
import { START_OF_FILE, type Diagnostic, type SourceRange } from '../core/diagnostic.ts';
import type { SourceFile } from '../core/source.ts';
import { withinBounds, type ParseBounds } from './bounds.ts';
import type { LoadedDocument, PathSegment } from './document.ts';
import { parseJsonSource, type JsonParseResult } from './json.ts';
import { parseYamlSource } from './yaml.ts';
import { jsYamlReads } from './yaml-fast.ts';
import { listItems, withImpliedType } from './list-items.ts';

export type { LoadedDocument, PathSegment } from './document.ts';
export type { ParseBounds } from './bounds.ts';

/** Broken guessed-JSON is re-parsed as YAML only up to this size (`yaml` does ~2.5 MB/s). */
const YAML_FALLBACK_MAX_CHARS = 32 * 1024 * 1024;
/**
 * Broken guessed-JSON longer than this is re-parsed as YAML only if js-yaml reads it: the `yaml`
 * parser holds about 90 bytes per byte of one large flow-style document (a 25 MB snapshot broken
 * mid-text took 28 s and 2.2 GB to be refused as YAML too; js-yaml refuses it in 1 s and 240 MB).
 */
const YAML_FULL_FALLBACK_MAX_CHARS = 4 * 1024 * 1024;

export interface ParseResult {
  documents: LoadedDocument[];
  diagnostics: Diagnostic[];
}

/**
 * Parses a source file. JSON (JSON.parse, fast) for `.json` files, and for other files that
 * are not `.yaml`/`.yml` (stdin, `.txt`, ...) when the text starts with `{` or `[`; if such a
 * guessed-JSON text is not valid JSON it is parsed as YAML instead (YAML's flow style looks the
 * same and YAML reports better positions). YAML otherwise.
 *
 * Then every list document becomes its items (order `[docIndex, itemIndex]`, positions inside
 * the list), and non-objects give an `input/not-an-object` warning. Explicit `null` documents
 * and items are skipped silently, like empty YAML documents. Objects past `bounds` are left out
 * with a finding (load/bounds.ts).
 */
export function parseSource(source: SourceFile, bounds: ParseBounds = DEFAULT_BOUNDS): ParseResult {
  const parsed = parseByFormat(source, bounds);
  const result: ParseResult = { documents: [], diagnostics: capSyntaxErrors(parsed.diagnostics) };
  const others = new NotObjects(result);
  for (const doc of parsed.documents) {
    const items = listItems(doc.value);
    if (items === undefined) {
      if (!addObject(result, doc)) others.add(doc, 'document');
      continue;
    }
    for (let i = 0; i < items.length; i++) {
      const item = new ListItem(doc, i, withImpliedType(doc.value, items[i]));
      if (!addObject(result, item)) others.add(item, `item ${i} of the ${JSON.stringify(kindOf(doc.value))}`);
    }
  }
  others.summarize();
  result.documents = withinBounds(result.documents, bounds, result.diagnostics, source.prescan?.());
  return result;
}

function parseByFormat(source: SourceFile, bounds: ParseBounds): ParseResult {
  const extension = /\.[^./]*$/.exec(source.path)?.[0].toLowerCase();
  if (extension === '.json') return parseJsonFile(source, bounds);
  if (extension === '.yaml' || extension === '.yml' || !/^\s*[{[]/.test(source.text.slice(0, 4096))) {
    return parseYamlSource(source, bounds.scalarBytes);
  }
  const json = parseJsonSource(source, bounds.documentsPerFile);
  return (refused(json) ? yamlFallback(source, json, bounds) : undefined) ?? json;
}

/**
 * Refused JSON read as YAML (its flow style is a superset of JSON), or undefined when YAML
 * cannot read it either, as far as can be known cheaply: an object or array cut short (json.ts
 * JsonParseResult.cutShort), a text over YAML_FALLBACK_MAX_CHARS, or one over
 * YAML_FULL_FALLBACK_MAX_CHARS that js-yaml refuses.
 */
function yamlFallback(source: SourceFile, json: JsonParseResult, bounds: ParseBounds): ParseResult | undefined {
  const length = source.text.length;
  if (json.cutShort || length > YAML_FALLBACK_MAX_CHARS) return undefined;
  if (length > YAML_FULL_FALLBACK_MAX_CHARS && !jsYamlReads(source.text)) return undefined;
  return parseYamlSource(source, bounds.scalarBytes);
}

/** JSON.parse refused the text (rather than a stream of values past the per-file bound). */
function refused(json: ParseResult): boolean {
  return json.diagnostics.some((d) => d.ruleId === 'input/json-syntax');
}

/** Where a text names an apiVersion or a kind, quoted or not. */
const NAMES_A_TYPE = /(?:^|[{,\s])["']?(?:apiVersion|kind)["']?\s*:/;

/**
 * A `.json` file. One that JSON.parse refuses is read as YAML, as kubectl reads it (apimachinery's
 * YAMLOrJSONDecoder falls back to YAML) and kustomize does (kyaml reads JSON as YAML): unquoted
 * keys and trailing commas then read, with an `input/json-syntax` warning where JSON stops. If
 * YAML refuses it too, a text that names no apiVersion or kind (a tsconfig.json with comments,
 * data) is no manifest: an `input/not-kubernetes` note, not an error. An object or array cut
 * short (an interrupted `kubectl get -o json`) is not read as YAML, which refuses it too: a
 * truncated 20 MB snapshot took 20 s and 1.75 GB for that.
 */
function parseJsonFile(source: SourceFile, bounds: ParseBounds): ParseResult {
  const json = parseJsonSource(source, bounds.documentsPerFile);
  if (!refused(json) || source.text.length > YAML_FALLBACK_MAX_CHARS) return json;
  const yaml = yamlFallback(source, json, bounds);
  if (yaml !== undefined && !yaml.diagnostics.some((d) => d.severity === 'error')) {
    const warnings = json.diagnostics.map((d): Diagnostic => ({
      ...d,
      severity: 'warning',
      message: `not valid JSON (${d.message}); read as YAML, as kubectl reads a .json file that is not JSON`,
    }));
    return { documents: yaml.documents, diagnostics: [...warnings, ...yaml.diagnostics] };
  }
  if (!NAMES_A_TYPE.test(source.text)) {
    const message = 'file is neither JSON nor YAML and names no apiVersion or kind: it holds no Kubernetes object; it is not checked';
    return { documents: [], diagnostics: [{ ruleId: 'input/not-kubernetes', severity: 'info', message, file: source.path, range: START_OF_FILE }] };
  }
  return json;
}

function kindOf(value: unknown): unknown {
  return isObject(value) ? value['kind'] : undefined;
}

/**
 * One item of a list as its own document, located inside the list (`items[i]`), typed as
 * withImpliedType types it. A class, not closures: a snapshot has 150,000 items.
 */
class ListItem implements LoadedDocument {
  readonly file: string;

  constructor(
    private readonly list: LoadedDocument,
    private readonly index: number,
    readonly value: unknown,
  ) {
    this.file = list.file;
  }

  /** Made when asked for (rarely): not an array held by each of 150,000 items. */
  get order(): readonly number[] {
    return [...this.list.order, this.index];
  }

  locate(path: readonly PathSegment[], part?: 'key' | 'value'): SourceRange {
    return this.list.locate(['items', this.index, ...path], part);
  }
}

/** Adds an object document; false for a value that is not an object (null and absent ones are skipped quietly). */
function addObject(result: ParseResult, doc: LoadedDocument): boolean {
  if (doc.value === null || doc.value === undefined) return true;
  if (!isObject(doc.value)) return false;
  result.documents.push(doc);
  return true;
}

/** input/not-an-object findings a file gets one by one; the rest are one finding (each is placed by parsing its document again). */
const NOT_OBJECT_FINDINGS = 100;

/** The documents and list items of one file that are not objects, and their findings. */
class NotObjects {
  private count = 0;
  private firstUnreported: LoadedDocument | undefined;

  constructor(private readonly result: ParseResult) {}

  /** `what` names the document in the warning. */
  add(doc: LoadedDocument, what: string): void {
    if (++this.count > NOT_OBJECT_FINDINGS) {
      this.firstUnreported ??= doc;
      return;
    }
    this.result.diagnostics.push({
      ruleId: 'input/not-an-object',
      severity: 'warning',
      message: `${what} is ${describe(doc.value)}, not a Kubernetes object (a mapping with apiVersion and kind); it is ignored`,
      file: doc.file,
      range: doc.locate([]),
    });
  }

  summarize(): void {
    const doc = this.firstUnreported;
    if (doc === undefined) return;
    this.result.diagnostics.push({
      ruleId: 'input/not-an-object',
      severity: 'warning',
      message: `this and ${this.count - NOT_OBJECT_FINDINGS - 1} more documents or list items after it are not Kubernetes objects either (a file gets ${NOT_OBJECT_FINDINGS} findings of them one by one); they are ignored`,
      file: doc.file,
      range: doc.locate([]),
    });
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `the ${typeof value} ${String(value)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface KubernetesIdentity {
  readonly apiVersion: string;
  readonly kind: string;
  /** "" when `metadata.namespace` is missing (callers apply the default namespace). */
  readonly namespace: string;
  /** "" when `metadata.name` is missing. */
  readonly name: string;
}

/**
 * apiVersion, kind, namespace and name of a document; undefined when `apiVersion` or `kind`
 * is missing or not a string (then it is not a Kubernetes object and callers skip it quietly).
 */
export function kubernetesIdentity(doc: LoadedDocument): KubernetesIdentity | undefined {
  const value = doc.value;
  if (!isObject(value)) return undefined;
  const { apiVersion, kind } = value;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return undefined;
  const metadata = isObject(value['metadata']) ? value['metadata'] : {};
  const namespace = typeof metadata['namespace'] === 'string' ? metadata['namespace'] : '';
  const name = typeof metadata['name'] === 'string' ? metadata['name'] : '';
  return { apiVersion, kind, namespace, name };
}
