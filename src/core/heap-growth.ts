/**
 * How far V8 lets the heap grow past what the last full collection kept. Left to itself, V8
 * picks a factor of up to 4 when collections are cheap; a run on the 150,000-pod envelope then
 * peaks at 1.2 GB for about 530 MB of live objects. A factor of 2.5 peaks near 930 MB in the
 * same time (npm run bench: envelope; 2 costs the 4x scale case 6% more time for no less
 * memory). Set by the process entry points (the CLI, the Action), never by the library: a
 * process that embeds it keeps its own settings.
 *
 * A run that keeps more than that alive (three scenarios over every pod of the envelope keep
 * 1.2 GB) would still grow to 2.5 times it. So the entry points also hold a checkpoint before
 * each phase that builds and each scenario (heapCheckpoint): once the heap is large, it
 * collects there and lowers the factor so the next limit lies halfway between what is alive
 * and HEAP_TARGET, as V8 itself does toward its heap limit (heap/heap-controller.cc
 * CalculateAllocationLimit).
 */
import process from 'node:process';
import { nodeArgumentGiven } from './node-arguments.ts';
import v8 from 'node:v8';
import vm from 'node:vm';

export const HEAP_GROWTH_FLAG = '--heap-growing-percent=150';

/** The flag to set, or undefined when the user already chose (in node's arguments or NODE_OPTIONS). */
export function heapGrowthFlag(execArgv: readonly string[], nodeOptions: string | undefined): string | undefined {
  return nodeArgumentGiven(execArgv, nodeOptions, /^--heap[-_]growing[-_]percent\b/) ? undefined : HEAP_GROWTH_FLAG;
}

const MiB = 1024 * 1024;
/** Where the heap should stay: with V8's own memory besides, a run's RSS is then under 2 GiB. */
export const HEAP_TARGET = 1536 * MiB;
const DEFAULT_PERCENT = 150;

/**
 * What a checkpoint does with a heap of `used` bytes: nothing, or collect. Below 40% of the
 * target the default factor stands; a heap that has not grown by a quarter since the
 * checkpoint's last collection is not collected again (each costs up to a second at this size).
 */
export function shouldCollect(used: number, lastLive: number | undefined): boolean {
  if (used < 0.4 * HEAP_TARGET) return false;
  return lastLive === undefined || used > 1.25 * lastLive + 64 * MiB;
}

/** The growth percent after a collection kept `live` bytes: the next limit halfway to HEAP_TARGET, between 10% and the default. */
export function growthPercentFor(live: number): number {
  const halfway = (live + HEAP_TARGET) / 2;
  return Math.max(10, Math.min(DEFAULT_PERCENT, Math.floor((halfway / live - 1) * 100)));
}

let lastLive: number | undefined;
let collect: (() => void) | undefined;

/** Applies heapGrowthFlag to this process (a V8 flag read at each collection, so it holds from the next one). */
export function limitHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv, process.env['NODE_OPTIONS']);
  if (flag === undefined) return;
  v8.setFlagsFromString(flag);
  // The collector as a function, as --expose-gc gives it (in a context made after the flag is set).
  v8.setFlagsFromString('--expose-gc');
  collect = vm.runInNewContext('gc') as () => void;
}

/**
 * Before each phase that builds and each scenario (run/checkpoints.ts; a no-op unless
 * limitHeapGrowth took charge of the factor): collects a large heap and lowers the factor.
 */
export function heapCheckpoint(): void {
  if (collect === undefined) return;
  if (!shouldCollect(v8.getHeapStatistics().used_heap_size, lastLive)) return;
  collect();
  lastLive = v8.getHeapStatistics().used_heap_size;
  v8.setFlagsFromString(`--heap-growing-percent=${growthPercentFor(lastLive)}`);
}
