/**
 * Transparent huge pages for large inputs (Linux with glibc). A 200 MB `kubectl get -o json`
 * snapshot is read into one malloc'd block and decoded into another (an external string). With
 * 4 KiB pages the kernel faults in 100,000 pages for them, and every pass over the text misses
 * the TLB, at its dearest in a virtual machine, where each miss walks two page tables: on a
 * 2-vCPU VM, reading and decoding 200 MB takes 1.6 s with 4 KiB pages and 0.1-0.6 s with
 * 2 MiB ones. glibc's malloc asks for huge pages when told to (`GLIBC_TUNABLES` with
 * glibc.malloc.hugetlb=1, glibc 2.35 and later, THP in the `madvise` mode most distributions
 * ship), but reads its tunables only as a process starts: so the CLI (src/cli/bin.ts) and the
 * Action (src/action/index.ts) run themselves again, once, with the tunable set, when a file
 * they are given is large, with a larger young generation too (YOUNG_GENERATION_FLAG). Everything
 * else is the same run: arguments, environment, working directory, standard streams, exit code.
 *
 * A `GLIBC_TUNABLES` that already names glibc.malloc.hugetlb (`=0` turns this off) is left as it is.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { nodeArgumentGiven } from '../core/node-arguments.ts';
import { parseCommandLine } from './command-line.ts';

const TUNABLE = 'glibc.malloc.hugetlb';
/** Below this, faulting in the file's pages costs less than starting Node again (about 50 ms). */
export const HUGE_INPUT_BYTES = 32 * 1024 * 1024;
const THP_MODE_FILE = '/sys/kernel/mm/transparent_hugepage/enabled';
/** The first glibc that reads glibc.malloc.hugetlb. */
const GLIBC_MIN: readonly [number, number] = [2, 35];

/** What the decision reads from the system; a parameter so tests choose it. */
export interface HugePageProbe {
  readonly platform: NodeJS.Platform;
  /** The contents of /sys/kernel/mm/transparent_hugepage/enabled, if readable ("always [madvise] never"). */
  readonly thpModes: () => string | undefined;
  /** glibc's version at run time ("2.36"), undefined for another C library. */
  readonly glibc: () => string | undefined;
  /** The size of a regular file, undefined for anything else (a directory, a pipe, missing). */
  readonly fileSize: (file: string) => number | undefined;
  /** Node's own arguments (process.execArgv), which the second process gets too. */
  readonly execArgv: readonly string[];
}

export const SYSTEM_PROBE: HugePageProbe = {
  platform: process.platform,
  thpModes: () => {
    try {
      return readFileSync(THP_MODE_FILE, 'utf8');
    } catch {
      return undefined;
    }
  },
  glibc: () => {
    const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: unknown } } | undefined)?.header;
    return typeof header?.glibcVersionRuntime === 'string' ? header.glibcVersionRuntime : undefined;
  },
  fileSize: (file) => {
    try {
      const stats = statSync(file);
      return stats.isFile() ? stats.size : undefined;
    } catch {
      return undefined;
    }
  },
  execArgv: process.execArgv,
};

/** The files a `resizeguard argv` check names (operands, `--cluster`, `--base-file`); none for another command or a usage error, which the run reports. */
export function namedFiles(argv: readonly string[]): string[] {
  try {
    const command = parseCommandLine(argv);
    if (command.kind !== 'check') return [];
    return [...command.paths, ...[command.cluster, command.baseFile].filter((f) => f !== undefined)];
  } catch {
    return [];
  }
}

/** Whether `resizeguard argv` should run again with glibc.malloc.hugetlb=1 (hugePagesWantedFor its named files). */
export function hugePagesWanted(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string, probe: HugePageProbe = SYSTEM_PROBE): boolean {
  return hugePagesWantedFor(namedFiles(argv), env, cwd, probe);
}

/**
 * Whether a run reading `files` (relative to `cwd`; `-` is standard input) should run again with
 * glibc.malloc.hugetlb=1: one of them a file of HUGE_INPUT_BYTES or more, on Linux with glibc
 * 2.35+ and THP in `madvise` mode (with `always` malloc gets huge pages anyway; with `never` it
 * cannot), a GLIBC_TUNABLES that does not name the tunable yet, and no debugger attached
 * (`--inspect`, which the second process would try to open on the same port). Directories are not walked:
 * a snapshot that large is named as a file.
 */
export function hugePagesWantedFor(files: readonly string[], env: NodeJS.ProcessEnv, cwd: string, probe: HugePageProbe = SYSTEM_PROBE): boolean {
  if (
    probe.platform !== 'linux' ||
    (env['GLIBC_TUNABLES'] ?? '').includes(TUNABLE) ||
    nodeArgumentGiven(probe.execArgv, env['NODE_OPTIONS'], /^--(inspect|debug)/)
  )
    return false;
  if (!files.some((f) => f !== '-' && (probe.fileSize(path.resolve(cwd, f)) ?? 0) >= HUGE_INPUT_BYTES)) return false;
  if (!/\[madvise\]/.test(probe.thpModes() ?? '')) return false;
  return atLeast(probe.glibc(), GLIBC_MIN);
}

function atLeast(version: string | undefined, min: readonly [number, number]): boolean {
  const m = /^(\d+)\.(\d+)/.exec(version ?? '');
  if (m === null) return false;
  const major = Number(m[1]);
  return major > min[0] || (major === min[0] && Number(m[2]) >= min[1]);
}

/** GLIBC_TUNABLES with the tunable added to what the environment sets already. */
export function withHugePages(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const tunables = env['GLIBC_TUNABLES'];
  return { ...env, GLIBC_TUNABLES: tunables === undefined || tunables === '' ? `${TUNABLE}=1` : `${tunables}:${TUNABLE}=1` };
}

/**
 * The second process's young generation. Nearly every object a large input makes lives to the
 * end of the run, and a scavenge copies each one before it is promoted: with V8's default 16 MB
 * semi-spaces, the 435 MB snapshot of `npm run bench` took about 280 scavenges, 2.7 s of its
 * run; with 64 MB ones, its load + model + simulate took 4-11% less time (three interleaved
 * rounds) for about 80 MB more memory.
 */
export const YOUNG_GENERATION_FLAG = '--max-semi-space-size=64';

/** Node's arguments for the second process: this one's, with YOUNG_GENERATION_FLAG unless the user chose a size. */
export function relaunchNodeArguments(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  return nodeArgumentGiven(execArgv, nodeOptions, /^--max[-_]semi[-_]space[-_]size\b/) ? [...execArgv] : [...execArgv, YOUNG_GENERATION_FLAG];
}

/**
 * The entry points' side: when `files` (relative to `base`) want huge pages, this process's
 * script runs again with `args` and the result is how it ended; undefined when the run is to
 * happen here (not wanted, or the second process could not start).
 */
export async function runAgainForHugePages(files: readonly string[], base: string, args: readonly string[]): Promise<Relaunched | undefined> {
  if (!hugePagesWantedFor(files, process.env, base)) return undefined;
  return relaunch([...relaunchNodeArguments(process.execArgv, process.env['NODE_OPTIONS']), process.argv[1]!, ...args], process.env, process.cwd());
}

/** How the second process ended. */
export type Relaunched = { readonly code: number } | { readonly signal: NodeJS.Signals };

const FORWARDED: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs `node ...args` with huge pages, its standard streams this process's own, passing on the
 * signals this process is sent (a `timeout` or a CI cancel that signals only this process).
 * Undefined when it cannot start: the caller runs in-process instead.
 */
export function relaunch(args: readonly string[], env: NodeJS.ProcessEnv, cwd: string): Promise<Relaunched | undefined> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(process.execPath, args, { cwd, env: withHugePages(env), stdio: 'inherit' });
    } catch {
      resolve(undefined);
      return;
    }
    const forward = (signal: NodeJS.Signals): void => {
      child.kill(signal);
    };
    for (const s of FORWARDED) process.on(s, forward);
    const done = (result: Relaunched | undefined): void => {
      for (const s of FORWARDED) process.off(s, forward);
      resolve(result);
    };
    child.once('error', () => {
      // Failed to start (spawn's ENOENT, EAGAIN): nothing of the run has happened yet.
      if (child.pid === undefined) done(undefined);
    });
    child.once('exit', (code, signal) => {
      done(signal !== null ? { signal } : { code: code ?? 2 });
    });
  });
}
