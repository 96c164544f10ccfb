/**
 * A running sum of resource lists: a node's requested resources (NodeInfo.Requested). A
 * dry run adds and takes back every pod on a node, and every bind and resize changes a sum, so
 * cpu and memory, which nearly every list names, are kept as numbers while every amount and
 * every sum is a safe integer (exact). Other names, and cpu and memory once an amount or a sum
 * leaves the safe-integer range, are kept as bigints, as the lists have them.
 *
 * That switch lives here and nowhere else: the fit checks (NodeResourcesFit's fitsRequest, the
 * kubelet's canAdmitPod) read `Amount`s from lists and sums and subtract them with `minus`,
 * and compare them as upstream compares its int64s (comparing a number with a bigint is exact).
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/framework/types.go (Resource).
 */
import { CPU, MEMORY, sortedNamesOf, type ResourceList } from '../resource/resources.ts';

/** A list's cpu and memory as numbers (0 when absent), and its other names. */
export interface ListNumbers {
  readonly cpu: number;
  readonly memory: number;
  /** Both are safe integers (exact); when not, the list is read as bigints. */
  readonly safe: boolean;
  readonly others: readonly string[];
}

const numbers = new WeakMap<ResourceList, ListNumbers>();

/**
 * The numbers of a list never changed once made (a pod's cached request lists, a node's
 * allocatable), worked out once per list: converting a bigint costs more than this lookup.
 */
export function numbersOf(list: ResourceList): ListNumbers {
  let n = numbers.get(list);
  if (n === undefined) {
    const cpu = Number(list.get(CPU) ?? 0n);
    const memory = Number(list.get(MEMORY) ?? 0n);
    n = {
      cpu,
      memory,
      safe: Number.isSafeInteger(cpu) && Number.isSafeInteger(memory),
      others: sortedNamesOf(list).filter((name) => name !== CPU && name !== MEMORY),
    };
    numbers.set(list, n);
  }
  return n;
}

/** An exact amount: a number while it is a safe integer, else a bigint. */
export type Amount = number | bigint;

/** `list`'s amount of `name`, 0 when absent: cpu and memory from numbersOf while they are safe integers. */
export function amountOf(list: ResourceList, name: string): Amount {
  if (name === CPU || name === MEMORY) {
    const n = numbersOf(list);
    if (n.safe) return name === CPU ? n.cpu : n.memory;
  }
  return list.get(name) ?? 0n;
}

/** a − b, exact: in numbers while both and the difference are safe integers. */
export function minus(a: Amount, b: Amount): Amount {
  if (typeof a === 'number' && typeof b === 'number') {
    const d = a - b;
    if (Number.isSafeInteger(d)) return d;
  }
  return BigInt(a) - BigInt(b);
}

/** max(0, a). */
export function atLeastZero(a: Amount): Amount {
  return a > 0 ? a : 0;
}

export class ResourceSum {
  /** The cpu and memory sums while `exact`; then they are in `others` like any other name. */
  private cpuSum = 0;
  private memorySum = 0;
  private exact = true;
  private others: Map<string, bigint> | undefined;

  static of(lists: readonly ResourceList[]): ResourceSum {
    const sum = new ResourceSum();
    for (const list of lists) sum.add(list, false);
    return sum;
  }

  clone(): ResourceSum {
    const c = new ResourceSum();
    c.cpuSum = this.cpuSum;
    c.memorySum = this.memorySum;
    c.exact = this.exact;
    if (this.others !== undefined) c.others = new Map(this.others);
    return c;
  }

  /** The sum of `name` (0 when no list names it). */
  get(name: string): bigint {
    if (this.exact && (name === CPU || name === MEMORY)) return BigInt(name === CPU ? this.cpuSum : this.memorySum);
    return this.others?.get(name) ?? 0n;
  }

  /** The sum of `name` as an Amount (0 when no list names it). */
  amount(name: string): Amount {
    if (this.exact && (name === CPU || name === MEMORY)) return name === CPU ? this.cpuSum : this.memorySum;
    return this.others?.get(name) ?? 0n;
  }

  /** The cpu sum as a number, or undefined once it is kept as a bigint. */
  get cpu(): number | undefined {
    return this.exact ? this.cpuSum : undefined;
  }

  /** The memory sum as a number, or undefined once it is kept as a bigint. */
  get memory(): number | undefined {
    return this.exact ? this.memorySum : undefined;
  }

  /**
   * Adds (or, with `minus`, subtracts) `list`. `list` must be one sortedNamesOf allows (never
   * changed once made: a pod's cached request lists): its names come from the cached name array
   * instead of from iterating the map.
   */
  add(list: ResourceList, minus: boolean): void {
    const n = numbersOf(list);
    if (this.exact && n.safe) {
      const cpu = this.cpuSum + (minus ? -n.cpu : n.cpu);
      const memory = this.memorySum + (minus ? -n.memory : n.memory);
      if (Number.isSafeInteger(cpu) && Number.isSafeInteger(memory)) {
        this.cpuSum = cpu;
        this.memorySum = memory;
        for (const name of n.others) this.addOther(name, list.get(name)!, minus);
        return;
      }
    }
    // An amount or a sum out of the safe range: from here on everything is summed as bigints.
    if (this.exact) this.toBigints();
    for (const name of sortedNamesOf(list)) this.addOther(name, list.get(name)!, minus);
  }

  private addOther(name: string, amount: bigint, minus: boolean): void {
    const others = (this.others ??= new Map<string, bigint>());
    const have = others.get(name) ?? 0n;
    others.set(name, minus ? have - amount : have + amount);
  }

  /** From here on cpu and memory are summed as bigints (their sums so far are exact). */
  private toBigints(): void {
    const others = (this.others ??= new Map<string, bigint>());
    others.set(CPU, BigInt(this.cpuSum));
    others.set(MEMORY, BigInt(this.memorySum));
    this.exact = false;
  }
}
