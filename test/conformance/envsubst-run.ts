/**
 * Flux's post-build substitution (src/sources/envsubst.ts) against fluxcd/pkg envsubst v1.7.0
 * itself (the Go program under test/conformance/envsubst): seeded random texts, built from the
 * pieces the language gives meaning to (operators, escapes, nesting, patterns, numbers,
 * multi-byte characters, a NUL), each evaluated by both. Exits 1 on any disagreement.
 *
 *   ENVSUBST_BIN    the built Go program (scripts/conformance.mjs builds it)
 *   CONFORMANCE_CASES, CONFORMANCE_SEED  as test/conformance/run.ts reads them
 */
import { spawnSync } from 'node:child_process';
import { envsubst } from '../../src/sources/envsubst.ts';
import { SubstitutionRangeError, SubstitutionUtf8Error } from '../../src/sources/envsubst-funcs.ts';
import { Random } from './random.ts';

const binary = process.env['ENVSUBST_BIN'] ?? 'test/conformance/envsubst/.bin/envsubst';
const count = Number(process.env['CONFORMANCE_CASES'] ?? '2000') * 5;
const seed = Number(process.env['CONFORMANCE_SEED'] ?? '1');

const VARS: Record<string, string> = { a: 'abcABC', b: '', c: 'a/b.c/d.e', d: 'é😀xÉ', n: '3', m: '-2', s: 'x\\y$z}', g: 'ᾳᾀßİﬀᾈΐſ' };
const NAMES = ['a', 'b', 'c', 'd', 'n', 'm', 's', 'g', 'unset', 'A1', '1x', '_', 'é'];
const OPS = [':', ':=', ':-', ':?', ':+', '=', '-', '?', '+', ',', ',,', '^', '^^', '#', '##', '%', '%%', '/', '//', '/#', '/%', ':::', '', ' ', '!'];
const BITS = [
  '$',
  '$$',
  '{',
  '}',
  '\\',
  '\\/',
  '\\\\',
  '/',
  ':',
  '*',
  '?',
  '[a-c]',
  '[^a]',
  '[',
  ']',
  '.',
  '-',
  '0',
  '1',
  '2',
  '-1',
  '10',
  'a',
  'B',
  'é',
  'ᾳ',
  'İ',
  '😀',
  ' ',
  '\n',
  '\u0000',
  '"',
];

function piece(rng: Random, depth: number): string {
  if (depth < 3 && rng.chance(0.35)) return expansion(rng, depth + 1);
  return rng.pick(BITS);
}

function run(rng: Random, depth: number, max: number): string {
  let out = '';
  for (let i = rng.int(0, max); i > 0; i--) out += piece(rng, depth);
  return out;
}

const NUMBERS = ['0', '1', '2', '5', '-1', '-3', '+1', '10', '99', 'x', '', '${n}', '${m}', '9223372036854775808'];
const PATTERNS = ['*', '*.', '.*', '*/', '/*', 'a*', '?', '??', '[a-c]*', '[^a]*', '\\*', 'a', '[', '[]', '[a-]', '*[', 'é*', '?😀*', '${c}', 'b'];

/** A well-formed expansion, each operator with arguments it reads. */
function wellFormed(rng: Random, depth: number): string {
  const name = rng.pick(NAMES);
  const nested = (): string => (depth < 3 && rng.chance(0.2) ? expansion(rng, depth + 1) : '');
  switch (rng.int(0, 5)) {
    case 0:
      return `\${${name}${rng.pick([',', ',,', '^', '^^', ''])}}`;
    case 1:
      return `\${${name}:${rng.pick(NUMBERS)}${rng.chance(0.5) ? `:${rng.pick(NUMBERS)}` : ''}}`;
    case 2:
      return `\${${name}${rng.pick(['#', '##', '%', '%%'])}${rng.pick(PATTERNS)}${nested()}}`;
    case 3:
      return `\${${name}${rng.pick(['/', '//', '/#', '/%'])}${rng.pick(PATTERNS)}/${rng.pick(['', 'X', '\\/', '$$', 'é'])}${nested()}}`;
    case 4:
      return `\${${name}${rng.pick([':=', ':-', ':?', ':+', '='])}${rng.pick(['', 'd', 'x y', '$$'])}${nested()}${rng.pick(['', '-z'])}}`;
    default:
      return `\${#${name}}`;
  }
}

function expansion(rng: Random, depth: number): string {
  if (rng.chance(0.5)) return wellFormed(rng, depth);
  if (rng.chance(0.08)) return `\${#${rng.pick(NAMES)}}`;
  const op = rng.pick(OPS);
  const args = op === '' ? '' : rng.chance(0.5) ? run(rng, depth, 3) : `${run(rng, depth, 2)}${rng.pick(['/', ':', ''])}${run(rng, depth, 2)}`;
  const close = rng.chance(0.93) ? '}' : '';
  return `\${${rng.pick(NAMES)}${op}${args}${close}`;
}

function text(rng: Random): string {
  let out = '';
  for (let i = rng.int(1, 4); i > 0; i--) out += rng.chance(0.6) ? expansion(rng, 0) : run(rng, 3, 3);
  return out;
}

type Answer = { text: string } | { error: string } | { panic: string } | { invalid: true };

function ours(t: string): Answer {
  try {
    return { text: envsubst(t, VARS) };
  } catch (err) {
    if (err instanceof SubstitutionRangeError) return { panic: 'slice bounds' };
    if (err instanceof SubstitutionUtf8Error) return { invalid: true };
    return { error: (err as Error).message };
  }
}

const rng = new Random(seed * 104729 + 17);
const texts = Array.from({ length: count }, () => text(rng));
const input = texts.map((t) => JSON.stringify({ text: t, vars: VARS })).join('\n') + '\n';
const go = spawnSync(binary, [], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
if (go.status !== 0) {
  console.error(`envsubst: the Go program failed (exit ${go.status}): ${go.stderr}`);
  process.exit(1);
}
const answers = go.stdout
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Answer);
let agree = 0;
const shown: string[] = [];
const kinds = { text: 0, error: 0, panic: 0, invalid: 0 };
texts.forEach((t, i) => {
  const up = answers[i]!;
  const mine = ours(t);
  const same = 'panic' in up ? 'panic' in mine : JSON.stringify(up) === JSON.stringify(mine);
  kinds['text' in up ? 'text' : 'error' in up ? 'error' : 'panic' in up ? 'panic' : 'invalid']++;
  if (same) agree++;
  else if (shown.length < 5) shown.push(`  ${JSON.stringify(t)}\n    upstream ${JSON.stringify(up)}\n    ours     ${JSON.stringify(mine)}`);
});
console.log(
  `envsubst: ${agree}/${texts.length} agree with fluxcd/pkg envsubst v1.7.0 (upstream: ${kinds.text} evaluated, ${kinds.error} errors, ${kinds.panic} panics, ${kinds.invalid} not UTF-8)`,
);
if (shown.length > 0) {
  console.log(shown.join('\n'));
  process.exit(1);
}
