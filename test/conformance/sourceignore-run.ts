/**
 * Which paths a GitRepository's artifact leaves out (src/sources/source-ignore.ts) against
 * fluxcd/pkg sourceignore v0.19.0 itself (the Go program under test/conformance/sourceignore):
 * seeded random `.sourceignore` files and spec.ignore texts, each for a domain, built from the
 * pieces gitignore gives meaning to (`!`, `/` at either end or inside, `**`, `*`, `?`, classes,
 * escapes, trailing spaces, comments), and paths of files and folders under them. Exits 1 on any
 * disagreement.
 *
 *   SOURCEIGNORE_BIN  the built Go program (scripts/conformance.mjs builds it)
 *   CONFORMANCE_CASES, CONFORMANCE_SEED  as test/conformance/run.ts reads them
 */
import { spawnSync } from 'node:child_process';
import { ignoreMatcher, readPatterns } from '../../src/sources/source-ignore.ts';
import { Random } from './random.ts';

const binary = process.env['SOURCEIGNORE_BIN'] ?? 'test/conformance/sourceignore/.bin/sourceignore';
const count = Number(process.env['CONFORMANCE_CASES'] ?? '2000');
const seed = Number(process.env['CONFORMANCE_SEED'] ?? '1');

const NAMES = [
  'apps',
  'kubernetes',
  'a',
  'b',
  'x.yaml',
  'x.yml',
  'README.md',
  '.sops.yaml',
  '.github',
  'cloudbuild.yaml',
  'logo.png',
  'ab',
  'a b',
  '[a]',
  '.git',
];
const GLOBS = ['*', '?', '*.yaml', '*.md', 'a*', '*b', '[ab]', '[^a]*', '[a-c]*', '[', '\\*', 'a?', '**', 'x**', '.*'];

function segment(rng: Random): string {
  return rng.chance(0.5) ? rng.pick(NAMES) : rng.pick(GLOBS);
}

function pattern(rng: Random): string {
  if (rng.chance(0.05)) return rng.pick(['# comment', '', '   ', '#!x', '!']);
  let p = Array.from({ length: rng.int(1, 3) }, () => segment(rng)).join('/');
  if (rng.chance(0.3)) p = `/${p}`;
  if (rng.chance(0.1)) p = `**/${p}`;
  if (rng.chance(0.25)) p = `${p}/`;
  if (rng.chance(0.25)) p = `!${p}`;
  if (rng.chance(0.08)) p += rng.pick(['  ', '\\ ', ' \\ ', '\r']);
  return p;
}

function file(rng: Random): { text: string; domain: string[] } {
  const lines = Array.from({ length: rng.int(1, 5) }, () => pattern(rng));
  const domain = rng.chance(0.6) ? [] : Array.from({ length: rng.int(1, 2) }, () => rng.pick(['apps', 'a', 'kubernetes']));
  return { text: lines.join('\n') + (rng.chance(0.5) ? '\n' : ''), domain };
}

function casePaths(rng: Random): { path: string[]; dir: boolean }[] {
  return Array.from({ length: 8 }, () => ({ path: Array.from({ length: rng.int(1, 4) }, () => rng.pick(NAMES)), dir: rng.chance(0.3) }));
}

const rng = new Random(seed * 7919 + 3);
const cases = Array.from({ length: count }, () => ({
  files: rng.chance(0.1) ? [] : Array.from({ length: rng.int(1, 3) }, () => file(rng)),
  paths: casePaths(rng),
}));
const input = cases.map((c) => JSON.stringify(c)).join('\n') + '\n';
const go = spawnSync(binary, [], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
if (go.status !== 0) {
  console.error(`sourceignore: the Go program failed (exit ${go.status}): ${go.stderr}`);
  process.exit(1);
}
const answers = go.stdout
  .trim()
  .split('\n')
  .map((l) => (JSON.parse(l) as { ignored: boolean[] }).ignored);
let agree = 0;
let ignored = 0;
let total = 0;
const shown: string[] = [];
cases.forEach((c, i) => {
  const matches = ignoreMatcher(c.files.flatMap((f) => readPatterns(f.text, f.domain)));
  c.paths.forEach((p, k) => {
    total++;
    const up = answers[i]![k]!;
    if (up) ignored++;
    if (matches(p.path, p.dir) === up) agree++;
    else if (shown.length < 5) shown.push(`  ${JSON.stringify(c.files)} ${JSON.stringify(p)}\n    upstream ${up}, ours ${!up}`);
  });
});
console.log(`sourceignore: ${agree}/${total} paths agree with fluxcd/pkg sourceignore v0.19.0 (upstream leaves out ${ignored})`);
if (shown.length > 0) {
  console.log(shown.join('\n'));
  process.exit(1);
}
