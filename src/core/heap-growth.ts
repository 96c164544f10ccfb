/**
 * How far V8 lets the heap grow past what the last full collection kept. Left to itself, V8
 * picks a factor of up to 4 when collections are cheap; a run on the 150,000-pod envelope then
 * peaks at 1.2 GB for about 530 MB of live objects. A factor of 2.5 peaks near 930 MB in the
 * same time (npm run bench: envelope; 2 costs the 4x scale case 6% more time for no less
 * memory). Set by the process entry points (the CLI, the Action), never by the library: a
 * process that embeds it keeps its own settings.
 */
import process from 'node:process';
import v8 from 'node:v8';

export const HEAP_GROWTH_FLAG = '--heap-growing-percent=150';

/** The flag to set, or undefined when the user already chose (in node's arguments or NODE_OPTIONS). */
export function heapGrowthFlag(execArgv: readonly string[], nodeOptions: string | undefined): string | undefined {
  const chosen = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((a) => /^--heap[-_]growing[-_]percent\b/.test(a));
  return chosen ? undefined : HEAP_GROWTH_FLAG;
}

/** Applies heapGrowthFlag to this process (a V8 flag read at each collection, so it holds from the next one). */
export function limitHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv, process.env['NODE_OPTIONS']);
  if (flag !== undefined) v8.setFlagsFromString(flag);
}
