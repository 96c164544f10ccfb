/**
 * YAML read as Helm, Argo CD and Flux read values: sigs.k8s.io/yaml Unmarshal (yaml.go
 * yamlToJSONTarget, convertToJSONableObject) over go-yaml v2 (goyaml.v2 decode.go, resolve.go).
 * Helm reads values so (pkg/chart/common values.go ReadValues; v2/loader load.go LoadValues for
 * `-f`, which merges the documents of a file with MergeMaps), helm-controller reads valuesFrom so
 * (fluxcd/pkg chartutil ChartValuesFromReferences), source-controller a HelmChart's valuesFiles
 * (internal/helm/chart/builder_local.go mergeFileValues), Argo CD an ApplicationSet's
 * templatePatch (applicationset/utils ConvertYAMLToJSON). Where that differs from the manifest
 * loader (yaml.ts, which keeps to kubectl's strictness):
 *  - a key given twice is the last one's (go-yaml sets the map entry again);
 *  - `<<` merges, in order, overwriting what the map has so far and overwritten by the keys after
 *    it; of a list of maps the first wins (decode.go merge steps backwards);
 *  - YAML 1.1 booleans: y, yes, on, true and n, no, off, false, in the three cases
 *    (resolve.go resolveMapList), keys too, which become "true" and "false";
 *  - numbers as yaml-kubectl-numbers.ts reads them (`0777` is 511);
 *  - a key that is a number or a boolean becomes its text; a null or a collection as a key, an
 *    infinite or NaN number, an alias to no anchor, a merge of something not a map, and more
 *    alias expansions than go-yaml allows (yaml-aliasing.ts) are refused, as there.
 */
import { isAlias, isMap, isScalar, isSeq, parseAllDocuments, type Alias, type Document, type Node, type ScalarTag, type Tags } from 'yaml';
import { isObject, type JsonObject } from '../core/fields.ts';
import { KUBECTL_NUMBER_TEST, kubectlNumber } from './yaml-kubectl-numbers.ts';
import { cleanMessage } from './yaml.ts';
import { AliasCounter, isMergeKey } from './yaml-aliasing.ts';

/** goyaml.v2 resolve.go: the plain scalars read as booleans. */
const GO_YAML_BOOL = /^(?:y|Y|yes|Yes|YES|true|True|TRUE|on|On|ON|n|N|no|No|NO|false|False|FALSE|off|Off|OFF)$/;

const TAGS: ScalarTag[] = [
  { tag: 'tag:yaml.org,2002:bool', default: true, test: GO_YAML_BOOL, resolve: (src: string) => /^(?:y|yes|true|on)$/i.test(src) },
  { tag: 'tag:yaml.org,2002:int', default: true, test: KUBECTL_NUMBER_TEST, resolve: (src: string) => kubectlNumber(src) ?? src },
];

/** go-yaml into an interface{} leaves a timestamp and binary data as their text. */
const TEXT_TAGS: ScalarTag[] = [
  { tag: 'tag:yaml.org,2002:binary', default: false, resolve: (src: string) => src },
  { tag: 'tag:yaml.org,2002:timestamp', default: false, resolve: (src: string) => src },
];

const PARSE_OPTIONS = {
  uniqueKeys: false,
  merge: false,
  customTags: (tags: Tags): Tags => [...TAGS, ...tags, ...TEXT_TAGS],
  prettyErrors: false,
  logLevel: 'silent',
} as const;

/**
 * The values a text holds, or why Helm refuses it. `documents`: 'first' reads the first
 * document alone, as yaml.Unmarshal does (ReadValues, valuesFrom, valuesFiles); 'all' merges
 * every document's map in order, as `helm template -f` does (LoadValues).
 */
export function readValues(text: string, documents: 'first' | 'all' = 'first'): { readonly values: JsonObject } | { readonly error: string } {
  let values: JsonObject = {};
  try {
    for (const value of unmarshalDocuments(text, documents)) {
      if (value === null) continue;
      if (!isObject(value)) return { error: `it is ${Array.isArray(value) ? 'a list' : `a ${typeof value}`}, not a map of values` };
      values = mergeMaps(values, value);
    }
  } catch (error) {
    return { error: cleanMessage(error instanceof Error ? error.message : String(error)) };
  }
  return { values };
}

/** The value of the first document (null when there is none), as sigs.k8s.io/yaml Unmarshal makes it; throws where it fails. */
export function unmarshalYaml(text: string): unknown {
  return unmarshalDocuments(text, 'first')[0] ?? null;
}

function unmarshalDocuments(text: string, documents: 'first' | 'all'): unknown[] {
  const docs = parseAllDocuments(text, PARSE_OPTIONS);
  const read = 'empty' in docs ? [] : documents === 'first' ? docs.slice(0, 1) : docs;
  return read.map((doc) => {
    const [problem] = doc.errors;
    if (problem !== undefined) throw problem;
    return new Decoder(doc).decode(doc.contents);
  });
}

/** Helm's MergeMaps (v2/loader load.go): a map into a map key by key, anything else replaced. */
function mergeMaps(a: JsonObject, b: JsonObject): JsonObject {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const before = Object.hasOwn(out, k) ? out[k] : undefined;
    setKey(out, k, isObject(v) && isObject(before) ? mergeMaps(before, v) : v);
  }
  return out;
}

/** defineProperty: a key named __proto__ is a value like any other, as in Go's map. */
function setKey(out: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/** One document's nodes to JSON values, go-yaml's way (decode.go decoder), aliasing counted as there (yaml-aliasing.ts). */
class Decoder {
  private readonly counter: AliasCounter;

  constructor(doc: Document.Parsed) {
    this.counter = new AliasCounter(doc);
    this.counter.unmarshal(); // the document node
  }

  decode(node: unknown): unknown {
    this.counter.unmarshal();
    if (isAlias(node)) return this.throughAlias(node, (target) => this.decode(target));
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      this.decodeInto(node.items, out);
      return out;
    }
    if (isSeq(node)) return node.items.map((item) => this.decode(item));
    const value = isScalar(node) ? node.value : null;
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`json: unsupported value: ${String(value)}`);
    return value ?? null;
  }

  /** decode.go alias: `then` on the anchor's node, counted as reached through the alias. */
  private throughAlias<T>(node: Alias, then: (target: Node) => T): T {
    const target = this.counter.resolve(node);
    if (target === undefined) throw new Error(`unknown anchor '${node.source}' referenced`);
    this.counter.enter(node);
    try {
      return then(target);
    } finally {
      this.counter.leave(node);
    }
  }

  /** A map's pairs into `out`, in order: a later key overwrites, a `<<` merges over what is there. */
  private decodeInto(pairs: readonly { key: unknown; value: unknown }[], out: Record<string, unknown>): void {
    for (const { key, value } of pairs) {
      if (isMergeKey(key)) this.merge(value, out);
      else setKey(out, keyText(this.decode(key)), this.decode(value));
    }
  }

  /** decode.go merge: a map, an alias of one, or a list of them, the first of the list winning; each counted as decoded into `out`. */
  private merge(value: unknown, out: Record<string, unknown>): void {
    const one = (node: unknown): void => {
      this.counter.unmarshal();
      if (isAlias(node)) {
        this.throughAlias(node, one);
        return;
      }
      if (!isMap(node)) throw new Error('map merge requires map or sequence of maps as the value');
      this.decodeInto(node.items, out);
    };
    if (isSeq(value)) for (const item of [...value.items].reverse()) one(item);
    else one(value);
  }
}

/** A key as JSON has it (convertToJSONableObject): a number or a boolean as its text; anything else refused. */
function keyText(key: unknown): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'number' || typeof key === 'boolean') return String(key);
  throw new Error(`unsupported map key: ${JSON.stringify(key)}`);
}
