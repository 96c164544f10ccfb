/**
 * `target.push(...items)` passes every item as an argument, and V8 overflows its stack somewhere
 * past 100,000 of them: a 150,000-pod snapshot is one file. Lists that can be that long are
 * appended with this loop instead.
 */
export function pushAll<T>(target: T[], items: Iterable<T>): void {
  for (const item of items) target.push(item);
}

/** How many of `items` have each key, in one pass (`key` undefined: not counted). */
export function countBy<T>(items: Iterable<T>, key: (item: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** Appends `item` to the list `map` holds for `key`, starting the list when there is none. */
export function appendTo<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [item]);
  else list.push(item);
}

/** Up to three of `names`, and how many more: "a, b, c and 2 more". */
export function someNamed(names: readonly string[]): string {
  return names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
}
