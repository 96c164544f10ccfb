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
