/**
 * Exact amounts of the quantities a list rounded. A ResourceList holds scheduler units (cpu in
 * millis, the rest in units), each rounded up as it is read. The API server stores every
 * quantity of a ResourceList rounded up to thousandths (SetDefaults_ResourceList,
 * pkg/apis/core/v1/defaults.go), so a cpu amount is exact in millis; `memory: 100m` stays a
 * tenth of a byte. PodRequests (staging/src/k8s.io/component-helpers/resource/helpers.go) adds
 * the containers' Quantities exactly, and the scheduler rounds once, the pod's total
 * (framework.Resource.Add: Value): three containers asking `memory: 100m` (a common slip for
 * 100Mi) make a pod of 1 byte, not 3. So a list read with a finer amount than its unit keeps the
 * exact amount here, in thousandths, and the pod's aggregate is summed in thousandths when any
 * such list was read.
 *
 * Upstream: staging/src/k8s.io/apimachinery/pkg/api/resource/quantity.go (RoundUp, Add, Value).
 */
import { CPU, type ResourceList } from './resources.ts';

/** Exact amounts in thousandths of a list's finer-than-unit entries, by list (lists are never changed once made). */
const exact = new WeakMap<ResourceList, ReadonlyMap<string, bigint>>();
/** Set once any list with a finer-than-unit amount is read: until then every sum is exact as it is. */
let seen = false;

/** Thousandths in one unit of `name`'s list amounts: a millicore is one, any other unit a thousand. */
export function millisPerUnit(name: string): bigint {
  return name === CPU ? 1n : 1000n;
}

/** Records `list`'s exact amounts (those finer than a unit) as it is made. */
export function recordExact(list: ResourceList, millis: ReadonlyMap<string, bigint>): void {
  if (millis.size === 0) return;
  exact.set(list, millis);
  seen = true;
}

/** True once a list with an amount finer than its unit has been read (sums must then be exact). */
export function finerAmountsSeen(): boolean {
  return seen;
}

/** `list` in thousandths: its exact amounts where it has them. */
export function toMillis(list: ResourceList): Map<string, bigint> {
  const fine = exact.get(list);
  const out = new Map<string, bigint>();
  for (const [name, amount] of list) out.set(name, fine?.get(name) ?? amount * millisPerUnit(name));
  return out;
}

/** Thousandths back to list units, each rounded up once (Value; cpu is in millis already). */
export function fromMillis(millis: ReadonlyMap<string, bigint>): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const [name, amount] of millis) {
    const unit = millisPerUnit(name);
    out.set(name, amount <= 0n ? amount / unit : (amount + unit - 1n) / unit);
  }
  return out;
}

/** Thousandths back to a list (fromMillis) that keeps the amounts finer than a unit for the next exact step. */
export function withExact(millis: ReadonlyMap<string, bigint>): ResourceList {
  const rounded = fromMillis(millis);
  let fine: Map<string, bigint> | undefined;
  for (const [name, amount] of millis) if (amount !== (rounded.get(name) ?? 0n) * millisPerUnit(name)) (fine ??= new Map()).set(name, amount);
  if (fine !== undefined) recordExact(rounded, fine);
  return rounded;
}

/**
 * The largest amount per name, compared exactly (maxResourceList: Quantity.Cmp): two amounts that
 * round to the same unit keep the larger exact one. A name absent from a list does not count there.
 */
export function maxExact(...lists: readonly ResourceList[]): ResourceList {
  const out = new Map<string, bigint>();
  for (const list of lists) {
    for (const [name, amount] of toMillis(list)) {
      const cur = out.get(name);
      if (cur === undefined || amount > cur) out.set(name, amount);
    }
  }
  return withExact(out);
}

/**
 * Records on `out` (a list just made from `sources`) the exact amounts of the sources it took:
 * each name's from the first source that has it (a copied limit keeps its exact value as a request).
 */
export function inheritExact(out: ResourceList, sources: readonly ResourceList[]): void {
  if (!seen) return;
  let fine: Map<string, bigint> | undefined;
  for (const name of out.keys()) {
    const from = sources.find((s) => s.has(name));
    const millis = from === undefined ? undefined : exact.get(from)?.get(name);
    if (millis !== undefined && from?.get(name) === out.get(name)) (fine ??= new Map()).set(name, millis);
  }
  if (fine !== undefined) recordExact(out, fine);
}
