/**
 * The conformance run: per kind, seeded random cases plus the fixed cases transcribed from
 * upstream's unit tests, answered by the engine and by Kubernetes v1.37.2 (the Go program), then
 * compared. Exits 1 on any disagreement that DEVIATIONS.md does not document.
 *
 *   CONFORMANCE_BIN    the built Go program (scripts/conformance.mjs builds it)
 *   CONFORMANCE_CASES  random cases per kind (default 2000)
 *   CONFORMANCE_SEED   seed (default 1)
 *   CONFORMANCE_KINDS  comma-separated kinds to run (default all but limitRange)
 *   CONFORMANCE_SHOW   disagreements printed (and written to test/conformance/out) per kind (default 3)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS, type Answer, type Case, type Kind } from './cases.ts';
import { compare } from './compare.ts';
import { engineAnswer } from './engine.ts';
import { FIXED_CASES } from './fixed-cases.ts';
import { generate } from './generate.ts';
import { Random } from './random.ts';
import { upstreamAnswers } from './upstream.ts';

const binary = process.env['CONFORMANCE_BIN'] ?? 'test/conformance/go/.bin/conformance';
const perKind = Number(process.env['CONFORMANCE_CASES'] ?? '2000');
const seed = Number(process.env['CONFORMANCE_SEED'] ?? '1');
/** Kinds run only when CONFORMANCE_KINDS names them: their known disagreements (DEVIATIONS.md) are not fixed yet. */
const OPT_IN: readonly Kind[] = ['limitRange'];
const kinds = (process.env['CONFORMANCE_KINDS']?.split(',') ?? KINDS.filter((k) => !OPT_IN.includes(k))) as Kind[];
const outDir = 'test/conformance/out';
const show = Number(process.env['CONFORMANCE_SHOW'] ?? '3');

interface Tally {
  kind: Kind;
  cases: number;
  agree: number;
  deviations: Map<string, number>;
  disagree: number;
  ms: number;
}

/** resizePath cases carry their own gate: one Go process per setting, answers put back in case order. */
async function upstreamByGate(cases: readonly Case[]): Promise<Answer[]> {
  const on = cases.filter((c) => c.gate === true);
  const off = cases.filter((c) => c.gate !== true);
  const [a, b] = await Promise.all([upstreamAnswers(binary, on, true), upstreamAnswers(binary, off, false)]);
  const byId = new Map([...a, ...b].map((x) => [x.id, x]));
  return cases.map((c) => byId.get(c.id) ?? { error: 'no upstream answer' });
}

async function runKind(kind: Kind): Promise<Tally> {
  const start = performance.now();
  const rng = new Random(seed * 7919 + KINDS.indexOf(kind));
  const cases: Case[] = [...FIXED_CASES.filter((c) => c.kind === kind)];
  for (let i = 0; i < perKind; i++) cases.push(generate(kind, rng, i));
  const upstream = kind === 'resizePath' ? upstreamByGate(cases) : upstreamAnswers(binary, cases, kind !== 'criticalPreemption');
  const engine = cases.map((c) => {
    try {
      return engineAnswer(c);
    } catch (err) {
      return { error: `engine threw: ${(err as Error).stack ?? String(err)}` };
    }
  });
  const answers = await upstream;
  const tally: Tally = { kind, cases: cases.length, agree: 0, deviations: new Map(), disagree: 0, ms: 0 };
  cases.forEach((c, i) => {
    const v = compare(c, engine[i]!, answers[i]!);
    if (v.kind === 'agree') tally.agree++;
    else if (v.kind === 'deviation') tally.deviations.set(v.id, (tally.deviations.get(v.id) ?? 0) + 1);
    else {
      tally.disagree++;
      if (tally.disagree <= show) {
        mkdirSync(outDir, { recursive: true });
        const file = join(outDir, `${c.id}.json`);
        writeFileSync(file, `${JSON.stringify({ case: c, engine: engine[i], upstream: answers[i] }, null, 2)}\n`);
        console.log(`DISAGREE ${c.id}${c.source !== undefined ? ` (${c.source})` : ''}: ${v.detail.slice(0, 400)}\n  case written to ${file}`);
      }
    }
  });
  tally.ms = performance.now() - start;
  return tally;
}

const tallies = await Promise.all(kinds.map(runKind));
console.log(
  `\n${'kind'.padEnd(20)}${'cases'.padStart(7)}${'agree'.padStart(8)}${'  deviations (documented)'.padEnd(34)}${'disagree'.padStart(9)}${'time'.padStart(9)}`,
);
for (const t of tallies) {
  const dev = [...t.deviations].map(([id, n]) => `${id}:${n}`).join(' ') || '-';
  console.log(
    `${t.kind.padEnd(20)}${String(t.cases).padStart(7)}${String(t.agree).padStart(8)}  ${dev.padEnd(32)}${String(t.disagree).padStart(9)}${`${(t.ms / 1000).toFixed(1)}s`.padStart(9)}`,
  );
}
const failed = tallies.reduce((n, t) => n + t.disagree, 0);
if (failed > 0) {
  console.log(`\n${failed} undocumented disagreement(s) with Kubernetes v1.37.2 (see test/conformance/DEVIATIONS.md)`);
  process.exit(1);
}
