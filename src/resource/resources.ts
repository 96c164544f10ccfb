import { perObject } from '../core/memo.ts';
/**
 * Resource amounts in the scheduler's integer units: cpu in milli-cores (MilliValue), every
 * other resource in whole units (Value). Mirrors framework.Resource in
 * pkg/scheduler/framework/types.go, kept as a map so extended resources need no special case.
 */
export type ResourceList = ReadonlyMap<string, bigint>;

export const CPU = 'cpu';
export const MEMORY = 'memory';
export const EPHEMERAL_STORAGE = 'ephemeral-storage';
export const PODS = 'pods';

/** Sum of lists, key by key (v1 resource helper addResourceList). */
export function addLists(...lists: readonly (ResourceList | undefined)[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const list of lists) {
    if (list === undefined) continue;
    for (const [name, amount] of list) out.set(name, (out.get(name) ?? 0n) + amount);
  }
  return out;
}

/** Largest amount per key over all lists; a key absent from a list does not count as 0 there. */
export function maxLists(...lists: readonly (ResourceList | undefined)[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const list of lists) {
    if (list === undefined) continue;
    for (const [name, amount] of list) {
      const cur = out.get(name);
      if (cur === undefined || amount > cur) out.set(name, amount);
    }
  }
  return out;
}

/**
 * maxLists for results that are never changed: the first list itself when it already holds the
 * largest amount of every name (the usual case: a resize's desired size over its allocation, or
 * an allocation equal to what was actuated), else a new map. Only the first list is taken as it
 * is, so the names keep maxLists' order. Saves a short-lived map per pod and per change.
 */
export function maxListsReadOnly(first: ResourceList, ...rest: readonly ResourceList[]): ResourceList {
  for (const list of rest) {
    if (list === first) continue;
    for (const [name, amount] of list) {
      const have = first.get(name);
      if (have === undefined || have < amount) return maxLists(first, ...rest);
    }
  }
  return first;
}

export function subtractLists(a: ResourceList, b: ResourceList): Map<string, bigint> {
  const out = new Map(a);
  for (const [name, amount] of b) out.set(name, (out.get(name) ?? 0n) - amount);
  return out;
}

export function get(list: ResourceList | undefined, name: string): bigint {
  return list?.get(name) ?? 0n;
}

export function listsEqual(a: ResourceList, b: ResourceList): boolean {
  const names = new Set([...a.keys(), ...b.keys()]);
  for (const name of names) if (get(a, name) !== get(b, name)) return false;
  return true;
}

/** The same names with the same amounts (listsEqual takes a missing name as 0; for the API, `cpu: 0` and no cpu differ). */
export function sameList(a: ResourceList, b: ResourceList): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [name, amount] of a) if (b.get(name) !== amount) return false;
  return true;
}

/** Names in a stable order: cpu, memory, ephemeral-storage, then the rest alphabetically. */
export function sortedResourceNames(names: Iterable<string>): string[] {
  const rank = (n: string): number => (n === CPU ? 0 : n === MEMORY ? 1 : n === EPHEMERAL_STORAGE ? 2 : 3);
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

// Typed readonly, not frozen: for-of over a frozen array allocates on every step (hot loops walk these).
const CPU_MEMORY: readonly string[] = [CPU, MEMORY];
const ONLY_CPU: readonly string[] = [CPU];
const ONLY_MEMORY: readonly string[] = [MEMORY];
const NO_NAMES: readonly string[] = [];

const sortedNamesOfList = perObject((list: ResourceList): readonly string[] => sortedResourceNames(list.keys()));

/**
 * sortedResourceNames of a list's names, remembered per list: only for lists never changed after
 * they are made (a pod's requests: read from shared manifest text or cached per pod), so the hot
 * paths sort each one once. Never for a running sum.
 */
export function sortedNamesOf(list: ResourceList): readonly string[] {
  // Most lists name cpu and memory, or one of them: no lookup needed.
  if (list.size <= 2 && (list.size === 0 || list.has(CPU) || list.has(MEMORY))) {
    const cpu = list.has(CPU);
    const memory = list.has(MEMORY);
    if (list.size === (cpu ? 1 : 0) + (memory ? 1 : 0)) return cpu ? (memory ? CPU_MEMORY : ONLY_CPU) : memory ? ONLY_MEMORY : NO_NAMES;
  }
  return sortedNamesOfList(list);
}
