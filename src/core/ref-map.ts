/**
 * Values by object: kind, then namespace, then name, in maps keyed by the objects' own strings.
 * A "kind/namespace/name" key would be a new string to build and hash for every lookup, which
 * for 150,000 pods costs more than the lookups themselves.
 */
export class RefMap<V> {
  private readonly byKind = new Map<string, Map<string, Map<string, V>>>();

  /** Records `value` unless the object has one; returns the value it already had, if any. */
  add(kind: string, namespace: string, name: string, value: V): V | undefined {
    let namespaces = this.byKind.get(kind);
    if (namespaces === undefined) this.byKind.set(kind, (namespaces = new Map<string, Map<string, V>>()));
    let names = namespaces.get(namespace);
    if (names === undefined) namespaces.set(namespace, (names = new Map<string, V>()));
    const known = names.get(name);
    if (known === undefined) names.set(name, value);
    return known;
  }
}
