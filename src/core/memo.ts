/**
 * Results remembered per argument, for the hot paths that meet the same inputs again and again:
 * shared read-only objects (a pod's request list, a container) or repeated manifest strings.
 */

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
  const results = new Map<K, V>();
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
  const first = new Map<string, V>();
  return (key, value) => {
    const known = first.get(key);
    if (known !== undefined) return known;
    if (first.size < limit) first.set(key, value);
    return value;
  };
}
