/**
 * `target.push(...items)` passes every item as an argument, and V8 overflows its stack somewhere
 * past 100,000 of them: a 150,000-pod snapshot is one file. Lists that can be that long are
 * appended with this loop instead.
 */
export function pushAll<T>(target: T[], items: Iterable<T>): void {
  for (const item of items) target.push(item);
}
