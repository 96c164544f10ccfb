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
 * each such mapping is one warning where its first repeated key starts instead, naming every key
 * it repeats, and the document keeps the last values: a template that writes twelve objects
 * with no `---` between them is one warning, not one per key and object.
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
      for (const keys of byMap(found.keys)) doc.warnings.push(new YAMLWarning([keys[0]!.at, keys[0]!.at + 1], 'DUPLICATE_KEY', lastValueMessage(keys)));
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

/** A key that repeats one before it in its map: where it starts, what it says, its map, and whether that is the document's own. */
interface DuplicateKey {
  readonly at: number;
  readonly name: string;
  readonly map: number;
  readonly top: boolean;
}

/** The repeated keys of each map, in the order their first repeat is met. */
function byMap(keys: readonly DuplicateKey[]): DuplicateKey[][] {
  const maps = new Map<number, DuplicateKey[]>();
  for (const key of keys) {
    const same = maps.get(key.map) ?? [];
    same.push(key);
    maps.set(key.map, same);
  }
  return [...maps.values()];
}

/** One warning for a map's repeated keys, each named with how often it comes. */
function lastValueMessage(keys: readonly DuplicateKey[]): string {
  if (keys.length === 1) return `The key ${JSON.stringify(keys[0]!.name)} comes twice in one mapping: its last value is read`;
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key.name, (counts.get(key.name) ?? 1) + 1);
  const named = [...counts].map(([name, n]) => `${JSON.stringify(name)} ${n === 2 ? 'twice' : `${n} times`}`);
  const list = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
  // A document's own apiVersion and kind repeated: objects a template wrote with no `---` between them.
  const objects = keys[0]!.top && counts.has('apiVersion') && counts.has('kind');
  const read = objects ? 'objects written with no `---` between them read as one, with each last value' : 'each last value is read';
  return `Keys come more than once in one mapping, ${list}: ${read}`;
}

/** Each key that repeats one before it in its map, and the size of the largest such map. */
function duplicateKeys(doc: Document.Parsed): { keys: DuplicateKey[]; largest: number } {
  const keys: DuplicateKey[] = [];
  let largest = 0;
  let maps = 0;
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const item = stack.pop();
    if (isPair(item)) stack.push(item.value, item.key);
    else if (isMap(item)) {
      if (addDuplicates(item, maps++, item === doc.contents, keys)) largest = Math.max(largest, item.items.length);
      for (let i = item.items.length - 1; i >= 0; i--) stack.push(item.items[i]);
    } else if (isSeq(item)) for (let i = item.items.length - 1; i >= 0; i--) stack.push(item.items[i]);
  }
  return { keys, largest };
}

function addDuplicates(map: YAMLMap, index: number, top: boolean, keys: DuplicateKey[]): boolean {
  const seen = new Set<unknown>();
  let any = false;
  for (const pair of map.items) {
    const key: unknown = pair.key;
    if (!isScalar(key)) continue;
    // === on the values, as mapIncludes: NaN is never equal to a key before it (a Set would say it is).
    const value = key.value;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (seen.has(value)) {
      keys.push({ at: key.range?.[0] ?? 0, name: String(value), map: index, top });
      any = true;
    } else seen.add(value);
  }
  return any;
}
