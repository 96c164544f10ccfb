/**
 * npm run fuzz [-- --seed N --count M]: mutants of the examples and test fixtures, each checked
 * as scripts/fuzz-lib.ts describes. Prints one line per failure and a summary; exits 1 when a
 * mutant is not handled. Not part of `npm test` (test/fuzz/smoke.test.ts runs a short fixed seed).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpus, fuzz } from './fuzz-lib.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seed = arg('seed', Date.now() % 1_000_000);
const count = arg('count', 2000);
const files = corpus(root, ['examples', 'test/fixtures']);
const started = Date.now();
const { runs, failures, byExit } = await fuzz(root, files, seed, count, (line) => {
  console.log(line);
});
console.log(
  `fuzz: seed ${seed}, ${runs} mutants of ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${runs - failures.length} handled, ${failures.length} not; exit codes ${JSON.stringify(byExit)}`,
);
// Each failing mutant is kept whole (bytes as they were) to reproduce it: resizeguard check <file>.
if (failures.length > 0) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-fuzz-failures-'));
  failures.forEach((f, i) => {
    writeFileSync(path.join(dir, `${i}${path.extname(f.source)}`), f.mutant);
  });
  console.log(`failing mutants: ${dir}`);
}
for (const f of failures.slice(0, 5))
  console.log(`--- ${f.source} (${f.mutation}): ${f.why}\n${f.mutant.length > 2000 ? `${f.mutant.slice(0, 2000)}…` : f.mutant}`);
process.exit(failures.length === 0 ? 0 : 1);
