/**
 * Results remembered per argument, for the hot paths that meet the same inputs again and again:
 * shared read-only objects (a pod's request list, a container) or repeated manifest strings.
 *
 * Every cache lives for one run at most. Those keyed by objects (WeakMaps) go with the run's
 * objects. Those keyed by values (strings, numbers) are made with `runScopedMap` and emptied
 * whenever no run is going on (`inRunScope`): nothing one run remembers reaches the next, and a
 * process that checks many repositories does not keep their strings.
 */

/** Caches keyed by values, emptied between runs. */
const runScoped: Map<unknown, unknown>[] = [];
/** Runs going on (a check runs several pipelines; a library user may run several at once). */
let runsActive = 0;

/** A Map for a value-keyed cache: emptied whenever no run is going on. */
export function runScopedMap<K, V>(): Map<K, V> {
  const map = new Map<K, V>();
  runScoped.push(map);
  return map;
}

function clearRunScoped(): void {
  for (const m of runScoped) m.clear();
}

function beginRun(): void {
  if (runsActive++ === 0) clearRunScoped();
}

function endRun(): void {
  if (--runsActive === 0) clearRunScoped();
}

/** Runs `fn` as (part of) a run: the value-keyed caches start empty and are emptied after the last run ends. */
export function inRunScope<T>(fn: () => T): T {
  beginRun();
  try {
    return fn();
  } finally {
    endRun();
  }
}

/** inRunScope for an asynchronous run. */
export async function inRunScopeAsync<T>(fn: () => Promise<T>): Promise<T> {
  beginRun();
  try {
    return await fn();
  } finally {
    endRun();
  }
}

/** `fn` remembered per object argument; an entry goes when its object does. Only for objects never changed. */
export function perObject<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (results.has(key)) return results.get(key) as V;
    const value = fn(key);
    results.set(key, value);
    return value;
  };
}

/** `fn` remembered per string, number or bigint argument (Map keys compare them by value), for the first `limit` distinct ones. */
export function perValue<K extends string | number | bigint, V>(fn: (key: K) => V, limit = 100_000): (key: K) => V {
  const results = runScopedMap<K, V>();
  return (key) => {
    if (results.has(key)) return results.get(key) as V;
    const value = fn(key);
    if (results.size < limit) results.set(key, value);
    return value;
  };
}

/**
 * `fn` remembered per (object, value) pair: one WeakMap level for the object, a Map for the
 * string or number beside it. Only for objects never changed.
 */
export function perObjectAndValue<K extends object, S extends string | number, V>(fn: (key: K, value: S) => V): (key: K, value: S) => V {
  const root = new WeakMap<K, Map<S, V>>();
  return (key, value) => {
    let byValue = root.get(key);
    if (byValue === undefined) root.set(key, (byValue = new Map<S, V>()));
    if (byValue.has(value)) return byValue.get(value) as V;
    const result = fn(key, value);
    byValue.set(value, result);
    return result;
  };
}

/**
 * `fn` remembered per tuple of object arguments (one WeakMap level per argument); an entry goes
 * when its objects do. Only for objects never changed.
 */
export function perObjects<K extends readonly [object, ...object[]], V>(fn: (...keys: K) => V): (...keys: K) => V {
  const root = new WeakMap<object, unknown>();
  return (...keys) => {
    let level = root;
    for (let i = 0; i < keys.length - 1; i++) {
      let next = level.get(keys[i]!) as WeakMap<object, unknown> | undefined;
      if (next === undefined) level.set(keys[i]!, (next = new WeakMap()));
      level = next;
    }
    const last = keys[keys.length - 1]!;
    if (level.has(last)) return level.get(last) as V;
    const value = fn(...keys);
    level.set(last, value);
    return value;
  };
}

/**
 * The first value given for each key, for the first `limit` keys: equal things built apart (a
 * controller's reference in each of its replicas) become one shared, read-only object.
 */
export function interner<V>(limit = 100_000): (key: string, value: V) => V {
  const first = runScopedMap<string, V>();
  return (key, value) => {
    const known = first.get(key);
    if (known !== undefined) return known;
    if (first.size < limit) first.set(key, value);
    return value;
  };
}
