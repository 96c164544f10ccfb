/**
 * A findings file (test/conformance/findings/*.yaml) through both sides of the resizePath kind:
 *   npx tsx test/conformance/finding.ts <file.yaml> <gate true|false> | test/conformance/go/.bin/conformance -gate=<gate>
 * prints the engine's answer on stderr and writes the case for the Go program on stdout.
 * Time 0 is the NOW of generate-path.ts.
 */
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import type { Case, Json } from './cases.ts';
import { resizePathAnswer } from './engine-path.ts';
import { EPOCH_SECONDS } from './manifests.ts';

const [file, gateArg] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: finding.ts <file.yaml> <gate>');
const docs = parseAllDocuments(readFileSync(file, 'utf8')).map((d) => d.toJSON() as Json);
const ofKind = (kind: string): Json[] => docs.filter((d) => d['kind'] === kind);
const scenario = ofKind('ResizeScenario')[0];
const c: Case = {
  id: file,
  kind: 'resizePath',
  nodes: ofKind('Node'),
  pods: ofKind('Pod'),
  pdbs: ofKind('PodDisruptionBudget'),
  ...(scenario !== undefined ? { scenario } : {}),
  gate: gateArg === 'true',
  now: EPOCH_SECONDS + 1000,
};
console.error(`engine   ${JSON.stringify(resizePathAnswer(c))}`);
console.log(JSON.stringify(c));
