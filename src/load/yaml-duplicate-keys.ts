/**
 * Duplicate keys in linear time. `yaml`'s `uniqueKeys: true` checks each key against every key
 * before it in its map (compose/util-map-includes.ts mapIncludes): a mapping of 40,000 keys takes
 * 16 s, and one of the 480,000 a 32 MB file can hold, hours. The parse runs with
 * `uniqueKeys: false`; this pass finds the maps where a key's scalar value (compared with ===)
 * comes twice. Such a document is composed again with `uniqueKeys: true` when its largest map
 * with a duplicate has at most EXACT_UP_TO keys, so the errors are the library's own, where it
 * puts them (after an empty value, the line break before the key); past that, "Map keys must be
 * unique" is reported where the key itself starts.
 *
 * Read as sigs.k8s.io/yaml's non-strict Unmarshal reads (yaml.go Unmarshal over go-yaml v2; its
 * yaml_test.go TestUnmarshalStrictFails "decode duplicate into string map": the last value wins),
 * each such key is a warning where it starts instead, and the document keeps the last value.
 */
import { isMap, isPair, isScalar, isSeq, parseAllDocuments, YAMLParseError, YAMLWarning, type Document, type YAMLMap } from 'yaml';

const EXACT_UP_TO = 10_000;

/**
 * Adds the DUPLICATE_KEY errors to each of `docs`, composed from `text` with `options` but
 * uniqueKeys false; with `lastKeyWins`, warnings that leave the document read.
 */
export function addDuplicateKeyErrors(
  text: string,
  docs: readonly Document.Parsed[],
  options: Parameters<typeof parseAllDocuments>[1],
  composedAgain: (doc: Document.Parsed) => boolean,
  lastKeyWins = false,
): void {
  let previousEnd = 0;
  for (const doc of docs) {
    const found = duplicateKeys(doc);
    if (found.keys.length > 0 && lastKeyWins)
      for (const key of found.keys)
        doc.warnings.push(
          new YAMLWarning([key.at, key.at + 1], 'DUPLICATE_KEY', `The key ${JSON.stringify(key.name)} comes twice in one mapping: its last value is read`),
        );
    else if (found.keys.length > 0) {
      const again =
        found.largest <= EXACT_UP_TO && composedAgain(doc) ? parseAllDocuments(text.slice(previousEnd, doc.range[2]), { ...options, uniqueKeys: true }) : [];
      const last = Array.isArray(again) ? again.at(-1) : undefined;
      if (last !== undefined)
        for (const e of last.errors) {
          if (e.code === 'DUPLICATE_KEY') doc.errors.push(new YAMLParseError([e.pos[0] + previousEnd, e.pos[1] + previousEnd], e.code, e.message));
        }
      else for (const { at } of found.keys) doc.errors.push(new YAMLParseError([at, at + 1], 'DUPLICATE_KEY', 'Map keys must be unique'));
    }
    previousEnd = doc.range[2];
  }
}

/** A key that repeats one before it in its map: where it starts, and what it says. */
interface DuplicateKey {
  readonly at: number;
  readonly name: string;
}

/** Each key that repeats one before it in its map, and the size of the largest such map. */
function duplicateKeys(doc: Document.Parsed): { keys: DuplicateKey[]; largest: number } {
  const keys: DuplicateKey[] = [];
  let largest = 0;
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const item = stack.pop();
    if (isPair(item)) stack.push(item.value, item.key);
    else if (isMap(item)) {
      if (addDuplicates(item, keys)) largest = Math.max(largest, item.items.length);
      for (let i = item.items.length - 1; i >= 0; i--) stack.push(item.items[i]);
    } else if (isSeq(item)) for (let i = item.items.length - 1; i >= 0; i--) stack.push(item.items[i]);
  }
  return { keys, largest };
}

function addDuplicates(map: YAMLMap, keys: DuplicateKey[]): boolean {
  const seen = new Set<unknown>();
  let any = false;
  for (const pair of map.items) {
    const key: unknown = pair.key;
    if (!isScalar(key)) continue;
    // === on the values, as mapIncludes: NaN is never equal to a key before it (a Set would say it is).
    const value = key.value;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (seen.has(value)) {
      keys.push({ at: key.range?.[0] ?? 0, name: String(value) });
      any = true;
    } else seen.add(value);
  }
  return any;
}
