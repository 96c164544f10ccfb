/**
 * A seeded, bounded mutation fuzzer over the examples and test fixtures. Each mutant is one
 * manifest file mutated (type changes, dropped lines, exotic quantities, truncation, byte flips,
 * anchors and aliases, tags, huge values, control characters), checked with `resizeguard check`
 * in-process beside an untouched valid cluster file. A mutant is handled when:
 * - the exit code is 0, 1 or 2, and nothing reads as an internal error or a stack trace;
 * - stdout is one JSON report (unless the run stopped with exit 2);
 * - the valid cluster beside it is still simulated (its pod goes through the scheduler);
 * - the same files named in the other order give byte-identical output.
 * scripts/fuzz.ts runs it (`npm run fuzz`); test/fuzz/smoke.test.ts runs a short fixed seed.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { main, type CliIO } from '../src/cli/main.ts';

/** mulberry32: a small, fast, seedable PRNG (the same seed always gives the same mutants). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EXOTIC = [
  '1e308',
  '-1',
  '0',
  '0.0000001m',
  '1Ei',
  '9223372036854775807',
  '18446744073709551616',
  'NaN',
  '.inf',
  '"1.5Gi"',
  '500mm',
  '2^64',
  '~',
  'null',
  '[]',
  '{}',
  '"\\u001b[31m"',
  '0x10',
  '1_000',
  "'-0'",
];
const TAGS = ['!!binary', '!!str', '!!int', '!!float', '!!map', '!!seq', '!custom', '!!js/function', '!!python/object:os.system', '!<tag:yaml.org,2002:set>'];

type Mutation = (text: string, rnd: () => number) => string;

const pick = <T>(items: readonly T[], rnd: () => number): T => items[Math.floor(rnd() * items.length)]!;

function lines(text: string): string[] {
  return text.split('\n');
}

/** The value after a `key:` on a random line, replaced by `value`. */
function replaceValue(text: string, rnd: () => number, value: () => string): string {
  const ls = lines(text);
  const candidates = ls.map((l, i) => (/^\s*-?\s*[\w.\/-]+:\s*\S/.test(l) ? i : -1)).filter((i) => i >= 0);
  if (candidates.length === 0) return text;
  const i = pick(candidates, rnd);
  ls[i] = ls[i]!.replace(/:\s*.*$/, `: ${value()}`);
  return ls.join('\n');
}

export const MUTATIONS: Readonly<Record<string, Mutation>> = {
  quantity: (t, r) => replaceValue(t, r, () => pick(EXOTIC, r)),
  typeChange: (t, r) => replaceValue(t, r, () => pick(['{a: 1}', '[1, 2]', '42', 'true', '"text"', '{}', '[]', 'null'], r)),
  hugeValue: (t, r) => replaceValue(t, r, () => pick(['2147483647', '1000000', '18446744073709551616', `"${'x'.repeat(100_000)}"`], r)),
  dropLine: (t, r) => {
    const ls = lines(t);
    ls.splice(Math.floor(r() * ls.length), 1 + Math.floor(r() * 3));
    return ls.join('\n');
  },
  truncate: (t, r) => t.slice(0, Math.floor(r() * t.length)),
  byteFlip: (t, r) => {
    const chars = [...t];
    for (let k = 0; k < 1 + Math.floor(r() * 4); k++) chars[Math.floor(r() * chars.length)] = String.fromCharCode(Math.floor(r() * 0x80));
    return chars.join('');
  },
  anchors: (t, r) => {
    const ls = lines(t);
    const i = Math.floor(r() * ls.length);
    ls[i] = ls[i]!.replace(/:\s+(\S.*)$/, ': &a $1');
    ls.splice(Math.min(ls.length, i + 1 + Math.floor(r() * 5)), 0, `${/^\s*/.exec(ls[i])![0]}alias: *a`);
    return ls.join('\n');
  },
  tag: (t, r) => replaceValue(t, r, () => `${pick(TAGS, r)} x`),
  // `*`, `&` or `!` first on a line or after a blank: a node property where a node may start, text inside a scalar.
  nodeProperty: (t, r) => {
    const ls = lines(t);
    const i = Math.floor(r() * ls.length);
    const at = r() < 0.5 ? /^\s*/.exec(ls[i]!)![0].length : Math.max(0, ls[i]!.indexOf(' ', Math.floor(r() * ls[i]!.length)) + 1);
    ls[i] = ls[i]!.slice(0, at) + pick(['*a ', '&a ', '!t ', '!!str ', '* ', '& ', '*', '&a'], r) + ls[i]!.slice(at);
    return ls.join('\n');
  },
  controlChars: (t, r) => replaceValue(t, r, () => JSON.stringify(`p\u001b]0;x\u0007\u202e${String.fromCharCode(Math.floor(r() * 32))}`)),
  duplicateKey: (t, r) => {
    const ls = lines(t);
    const i = Math.floor(r() * ls.length);
    if (/^\s*[\w-]+:/.test(ls[i]!)) ls.splice(i, 0, ls[i]!);
    return ls.join('\n');
  },
};

/** Manifest files (YAML or JSON, at most `maxBytes`) under `dirs`, sorted. */
export function corpus(root: string, dirs: readonly string[], maxBytes = 64 * 1024): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.(ya?ml|json)$/i.test(e.name) && statSync(full).size <= maxBytes) out.push(full);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return out.sort();
}

const VALID =
  'apiVersion: v1\nkind: Node\nmetadata: {name: fuzz-node}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: fuzz-valid-pod, namespace: fuzz-valid}\nspec:\n  containers: [{name: c, resources: {requests: {cpu: 100m}}}]\n';

async function check(args: readonly string[], cwd: string): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    cwd,
    stdin: Readable.from([]),
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    writeFile: () => Promise.reject(new Error('the fuzzer writes no files')),
  };
  const exitCode = await main(args, io);
  return { exitCode, stdout, stderr };
}

export interface Failure {
  readonly seed: number;
  readonly source: string;
  readonly mutation: string;
  readonly why: string;
  readonly mutant: string;
}

/** Why a run is not handled, or undefined when it is. */
export function judge(a: { exitCode: number; stdout: string; stderr: string }, b: { stdout: string }): string | undefined {
  if (![0, 1, 2].includes(a.exitCode)) return `exit code ${a.exitCode}`;
  if (/internal error|\n\s+at .*:\d+:\d+\)?\n/.test(a.stderr)) return `stack trace or internal error: ${a.stderr.slice(0, 400)}`;
  if (a.exitCode === 2) return undefined;
  let report: { placements?: { pod: { namespace: string; name: string }; node: string | null }[] };
  try {
    report = JSON.parse(a.stdout) as typeof report;
  } catch (e) {
    return `stdout is not JSON: ${(e as Error).message}`;
  }
  // Placed, or Pending with the scheduler's reason (the mutant's pods may take every node's room).
  if (!(report.placements ?? []).some((p) => p.pod.namespace === 'fuzz-valid')) return 'the valid cluster beside the mutant is not simulated';
  if (a.stdout !== b.stdout) return 'the output depends on the order the files are named in';
  return undefined;
}

/** Runs `count` mutants from `seed`; returns the failures (empty when every mutant is handled). */
export async function fuzz(
  root: string,
  files: readonly string[],
  seed: number,
  count: number,
  log?: (line: string) => void,
): Promise<{ runs: number; failures: Failure[]; byExit: Record<number, number> }> {
  const rnd = prng(seed);
  const names = Object.keys(MUTATIONS);
  const failures: Failure[] = [];
  const byExit: Record<number, number> = {};
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-fuzz-'));
  try {
    for (let k = 0; k < count; k++) {
      const source = pick(files, rnd);
      let text = readFileSync(source, 'utf8');
      const applied: string[] = [];
      for (let m = 0; m < 1 + Math.floor(rnd() * 3); m++) {
        const name = pick(names, rnd);
        applied.push(name);
        text = MUTATIONS[name]!(text, rnd);
      }
      const run = path.join(dir, String(k));
      // A .git folder ends the config search here: no .resizeguard.yaml of the machine applies.
      mkdirSync(path.join(run, '.git'), { recursive: true });
      const ext = path.extname(source);
      writeFileSync(path.join(run, `a-mutant${ext}`), text);
      writeFileSync(path.join(run, 'b-valid.yaml'), VALID);
      const forward = await check(['check', `a-mutant${ext}`, 'b-valid.yaml', '--format', 'json'], run);
      const backward = await check(['check', 'b-valid.yaml', `a-mutant${ext}`, '--format', 'json'], run);
      byExit[forward.exitCode] = (byExit[forward.exitCode] ?? 0) + 1;
      const why = judge(forward, backward);
      if (why !== undefined) {
        failures.push({ seed, source: path.relative(root, source), mutation: applied.join('+'), why, mutant: text });
        log?.(`FAIL #${k} ${path.relative(root, source)} ${applied.join('+')}: ${why}`);
      }
      rmSync(run, { recursive: true, force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { runs: count, failures, byExit };
}
