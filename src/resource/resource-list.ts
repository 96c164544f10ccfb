import { intValue, milliValue, unmarshalQuantity } from './quantity.ts';
import { runScopedMap } from '../core/memo.ts';
import { CPU, type ResourceList } from './resources.ts';
import { isObject } from '../core/fields.ts';
import { recordExact } from './exact.ts';

/** A quantity that failed to parse, with its key, for the caller to report. */
export interface BadQuantity {
  readonly key: string;
  readonly message: string;
}

/**
 * A manifest's resource map in scheduler units: cpu via MilliValue, everything else via Value,
 * both rounding up (Quantity.MilliValue and Quantity.Value in apimachinery's quantity.go).
 */
/** An amount in list units, and its exact thousandths when it is finer than a unit (exact.ts). */
interface Amount {
  readonly amount: bigint;
  readonly millis: bigint | undefined;
}

/** Parsed amounts by (milli?, text): snapshots repeat the same quantities over and over. */
const amounts = runScopedMap<string, Amount>();

function scaled(name: string, value: string | number): Amount {
  const milli = name === CPU;
  const key = `${milli ? 'm' : 'u'}${typeof value}:${value}`;
  const cached = amounts.get(key);
  if (cached !== undefined) return cached;
  const q = unmarshalQuantity(value);
  // Stored rounded up to thousandths (SetDefaults_ResourceList): cpu's millis are exact.
  const thousandths = milliValue(q);
  const amount = milli ? thousandths : intValue(q);
  const parsed = { amount, millis: milli || thousandths === amount * 1000n ? undefined : thousandths };
  if (amounts.size < 100_000) amounts.set(key, parsed);
  return parsed;
}

export function toResourceList(raw: unknown, bad: BadQuantity[] = []): Map<string, bigint> {
  const out = new Map<string, bigint>();
  if (!isObject(raw)) return out;
  let fine: Map<string, bigint> | undefined;
  for (const [name, value] of Object.entries(raw)) {
    if (value === null) continue; // a merge-patch deletion; see ContainerResize.removed
    if (typeof value !== 'string' && typeof value !== 'number') {
      bad.push({ key: name, message: `quantity must be a string or a number` });
      continue;
    }
    try {
      const { amount, millis } = scaled(name, value);
      out.set(name, amount);
      if (millis !== undefined) (fine ??= new Map()).set(name, millis);
    } catch (err) {
      bad.push({ key: name, message: err instanceof Error ? err.message : String(err) });
    }
  }
  if (fine !== undefined) recordExact(out, fine);
  return out;
}

/**
 * Read-only lists shared by every pod that writes the same quantities the same way, keyed by the
 * manifest text: a snapshot repeats a few dozen lists 150,000 times. Sharing saves the memory
 * and parsing, and lets an allocation that equals its spec be recognised by identity.
 *
 * The key is a path through a trie, a level for each name and each value in the manifest's
 * order, not one joined string: JSON.parse and the YAML reader hand over the same short strings
 * again and again, whose hashes are already known, where a joined key is a new string to build
 * and hash for each of a pod's five lists.
 */
interface ListTrie {
  list: ResourceList | undefined;
  readonly next: Map<string, ListTrie>;
}

const sharedRoot = runScopedMap<string, ListTrie>();
/** Trie nodes made this run (counted again from 0 once the run's caches are emptied). */
let sharedNodes = 0;
const MAX_SHARED_NODES = 200_000;
const EMPTY: ResourceList = new Map();

/** toResourceList for lists the caller never changes: equal manifest text gives the same object. */
export function readResourceList(raw: unknown, bad: BadQuantity[] = []): ResourceList {
  if (!isObject(raw)) return EMPTY;
  if (sharedRoot.size === 0) sharedNodes = 0;
  let level = sharedRoot;
  let node: ListTrie | undefined;
  for (const name in raw) {
    if (!Object.hasOwn(raw, name)) continue;
    const value = raw[name];
    // Numbers and nulls take the plain path.
    if (typeof value !== 'string') return toResourceList(raw, bad);
    node = step(level, name);
    if (node === undefined) return toResourceList(raw, bad);
    node = step(node.next, value);
    if (node === undefined) return toResourceList(raw, bad);
    level = node.next;
  }
  if (node === undefined) return EMPTY;
  if (node.list !== undefined) return node.list;
  const before = bad.length;
  const list = toResourceList(raw, bad);
  if (bad.length === before) node.list = list;
  return list;
}

/** The trie node under `key`, made if there is room; undefined past MAX_SHARED_NODES. */
function step(level: Map<string, ListTrie>, key: string): ListTrie | undefined {
  let node = level.get(key);
  if (node === undefined) {
    if (sharedNodes >= MAX_SHARED_NODES) return undefined;
    sharedNodes++;
    level.set(key, (node = { list: undefined, next: new Map() }));
  }
  return node;
}
